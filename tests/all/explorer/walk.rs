//! One walk: a table driven by keys and a virtual clock, checked after every step for liveness,
//! privacy, honest keys, panics (the test itself panics) and saves that load back.

use std::marker::PhantomData;
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent};
use tavolo::catalog::contract::Scramble;
use tavolo::engine::{GameRng, Pending, Session};
use tavolo::ui::GameUi;
use tavolo::ui::widgets::{named_keys, overlap, takes};

use super::keys;
use super::report::{Coverage, Findings};
use super::rig::{Exit, Rig, Term};
use super::shot::Shot;

/// What every table says when a key nobody lists is pressed.
pub const REFUSAL: &str = "That key does nothing now";
/// Steps without a move after which the walk probes: every listed key in turn, none that leaves.
const PROBE: usize = 50;
/// Steps without a move before a walk is called stuck: the probe tried every listed key (several
/// times over: a move may take a few, a menu, a cursor, Enter) and the clock moved nothing on.
pub const STALL: usize = 200;
/// The longest a bot may take to move with nobody pressing anything (virtual time).
const BOT_BOUND: Duration = Duration::from_secs(10);

pub struct Walk<'a, G, R> {
    /// Bot searches on this thread when the walk began (see [`Walk::bots_think_once`]).
    searches_here: usize,
    pub rig: R,
    pub rng: GameRng,
    pub now: Instant,
    pub label: String,
    pub cov: &'a mut Coverage,
    pub found: &'a mut Findings,
    universe: Vec<KeyCode>,
    /// History length and whether the game was over at the last look.
    last: (usize, bool),
    idle: usize,
    /// History length when the table was (re)opened: an autosave is due only after a move.
    opened: usize,
    /// The last frame the explorer saw (what the screen shows between steps).
    shown: Option<(Term, u16, u16, Shot)>,
    _game: PhantomData<G>,
}

impl<'a, G, R> Walk<'a, G, R>
where
    G: GameUi + Scramble,
    R: Rig<G>,
{
    pub fn new(
        rig: R,
        seed: u64,
        now: Instant,
        label: String,
        cov: &'a mut Coverage,
        found: &'a mut Findings,
    ) -> Self {
        let last = (rig.session().history.len(), rig.session().is_over());
        Walk {
            searches_here: tavolo::engine::session::searches_here(),
            opened: last.0,
            rig,
            rng: GameRng::new(seed),
            now,
            label,
            cov,
            found,
            universe: keys::universe(),
            last,
            idle: 0,
            shown: None,
            _game: PhantomData,
        }
    }

    /// `steps` steps; the first broken property ends the walk with what broke, where and how to
    /// see it again.
    pub fn run(&mut self, steps: usize) -> Result<(), String> {
        let (moves, over) = (self.cov.moves, self.cov.games_over);
        for step in 0..steps {
            self.cov.steps += 1;
            self.step(step).map_err(|e| {
                let screen = self.shown.as_ref().map_or(String::new(), |s| s.3.text.clone());
                format!("{} at step {step}: {e}\nlast screen:\n{screen}", self.label)
            })?;
        }
        let (moves, over) = (self.cov.moves - moves, self.cov.games_over - over);
        self.cov.walks.push(format!("{}: {moves} moves, {over} games to the end", self.label));
        self.bots_think_once(true)?;
        self.autosave_loads_back()
    }

    /// Bots think once per move, on a worker: never on the table's thread (this one), and every
    /// search begun is used, dropped as stale, or still running. Counted into the coverage when
    /// the table closes (`closing`).
    fn bots_think_once(&mut self, closing: bool) -> Result<(), String> {
        let here = tavolo::engine::session::searches_here();
        if here != self.searches_here {
            return Err(format!("{} bot searches ran on the table's thread", here - self.searches_here));
        }
        let c = self.rig.bots();
        let running = c.searched - c.used - c.dropped;
        if c.searched < c.used + c.dropped || running > 1 {
            return Err(format!("the bots' worker lost count: {c:?}"));
        }
        if closing {
            self.cov.searched += c.searched;
            self.cov.used += c.used;
            self.cov.dropped += c.dropped;
            self.cov.closed_thinking += running;
        }
        Ok(())
    }

    fn step(&mut self, step: usize) -> Result<(), String> {
        // A person's pace between keys; the table's timers run on the virtual clock.
        self.now += Duration::from_millis(20 + self.rng.below(380) as u64);
        let mut timed = self.run_timers();
        if self.only_bots() || self.rng.below(3) == 0 {
            timed |= self.fast_forward();
        }
        let roll = self.rng.below(1000);
        timed |= self.rig.tick(self.now, roll);
        self.progress()?;
        let terms = self.rig.terminals();
        if terms.is_empty() {
            return Ok(());
        }
        // Mostly the same terminal at the same size as the last step (a person keeps their window);
        // a probe takes every terminal in turn.
        let probing = self.idle >= PROBE;
        let (term, w, h) = match &self.shown {
            _ if probing => (terms[self.idle % terms.len()], 80, 24),
            Some((t, w, h, _)) if terms.contains(t) && self.rng.below(5) != 0 => (*t, *w, *h),
            _ => {
                let (w, h) = match self.rng.below(10) {
                    0 => (200, 50),
                    1 | 2 => (120, 40),
                    _ => (80, 24),
                };
                (terms[self.rng.below(terms.len())], w, h)
            }
        };
        // The frame the last key left is still on screen unless time moved the table: drawn and
        // checked again only then.
        let kept = self.shown.take().filter(|(t, sw, sh, _)| !timed && (*t, *sw, *sh) == (term, w, h));
        let before = match kept {
            Some((.., shot)) => shot,
            None => {
                let shot = self.rig.shoot(term, w, h);
                self.private(term, w, h, &shot)?;
                shot
            }
        };
        *self.cov.screens.entry(before.kind()).or_default() += 1;
        self.bots_are_due(before.kind())?;
        self.keys_on_screen(&before);
        self.decision();
        let turn = self.idle / terms.len();
        let probed =
            if probing { keys::probe(&mut self.rng, &before.bars, &self.universe, turn) } else { None };
        let key = probed
            .unwrap_or_else(|| keys::pick(&mut self.rng, &before.bars, &self.universe, &self.cov.commands));
        let listed = keys::listed(&before.bars, &key);
        let len = self.rig.session().history.len();
        let exit = self.rig.press(term, key, self.now);
        let moved = self.rig.session().history.len() != len;
        if let Some(h) = before.bars.iter().find(|h| h.matches(&key)) {
            let c = self.cov.commands.entry(h.what.clone()).or_default();
            c.0 += 1;
            c.1 += usize::from(moved);
        }
        match exit {
            Exit::Stay => {}
            Exit::Left => {
                self.cov.left += 1;
                return Ok(());
            }
            Exit::Closed => {
                self.bots_think_once(true)?;
                self.cov.reopened += 1;
                self.rig.reopen(self.now)?;
                self.autosave_loads_back()?;
                self.opened = self.rig.session().history.len();
                self.shown = None;
                return Ok(());
            }
        }
        let after = self.rig.shoot(term, w, h);
        self.honest(term, &before, &after, &key, listed, moved);
        self.rig.observe(term, &before, &key, &after);
        self.private(term, w, h, &after)?;
        self.shown = Some((term, w, h, after));
        if step % 40 == 39 {
            self.autosave_loads_back()?;
        }
        self.bots_think_once(false)
    }

    /// Runs what is due by now (a countdown asks again 100 ms on, so this ends); whether anything
    /// was.
    fn run_timers(&mut self) -> bool {
        let mut ran = false;
        for _ in 0..200 {
            match self.rig.deadline() {
                Some(d) if d <= self.now => {
                    self.rig.timer(self.now);
                    ran = true;
                }
                _ => break,
            }
        }
        ran
    }

    /// Nobody presses anything until the next thing the table waits for (a bot, a window).
    fn fast_forward(&mut self) -> bool {
        if let Some(d) = self.rig.deadline()
            && d > self.now
            && d <= self.now + BOT_BOUND
        {
            self.now = d;
            return self.run_timers();
        }
        false
    }

    /// Only bots are to decide (nobody's key could move the game).
    fn only_bots(&self) -> bool {
        let s = self.rig.session();
        if s.is_over() || s.state.interlude() {
            return false;
        }
        let order = s.pending().order();
        !order.is_empty() && order.iter().all(|&p| s.players[p].is_bot())
    }

    /// Where only bots are to act and the table shows itself (no page, result or hand-off asks a
    /// person for a key), a bot's move must be due within a bounded time.
    fn bots_are_due(&mut self, showing: &str) -> Result<(), String> {
        if !self.only_bots() || showing != "table" || self.rig.covered() {
            return Ok(());
        }
        match self.rig.deadline() {
            Some(d) if d <= self.now + BOT_BOUND => Ok(()),
            Some(d) => Err(format!("only bots are to act, and the next is due in {:?}", d - self.now)),
            None => {
                Err(format!("only bots are to act ({:?}), and nothing is due", self.rig.session().pending()))
            }
        }
    }

    /// The game moved, or it is stuck: no move for too many keys while people are asked.
    fn progress(&mut self) -> Result<(), String> {
        let s = self.rig.session();
        let now = (s.history.len(), s.is_over());
        self.cov.longest_idle = self.cov.longest_idle.max(self.idle);
        if now != self.last {
            self.cov.moves += now.0.saturating_sub(self.last.0);
            self.cov.games_over += usize::from(now.1 && !self.last.1);
            self.last = now;
            self.idle = 0;
        } else if !now.1 {
            self.idle += 1;
        }
        if self.idle > STALL {
            return Err(format!(
                "no move for {STALL} steps, the last {} pressing only listed keys ({:?} decides)",
                STALL - PROBE,
                s.pending()
            ));
        }
        Ok(())
    }

    /// What kind of decision is pending (for coverage): who, and the kinds of its legal actions.
    fn decision(&mut self) {
        let s = self.rig.session();
        let (how, seat) = match s.pending() {
            Pending::Seat(p) => ("one seat", p),
            Pending::Each { first, .. } => ("each in secret", first),
            Pending::Race { seats, .. } => ("a race", seats.iter().next().unwrap_or(0)),
            Pending::Over => return,
        };
        let mut kinds: Vec<String> = s
            .state
            .legal_actions(seat)
            .iter()
            .map(|a| format!("{a:?}").split([' ', '(', '{']).next().unwrap_or_default().to_string())
            .collect();
        kinds.sort();
        kinds.dedup();
        let who = if s.players[seat].is_bot() { "bot" } else { "person" };
        self.cov.decisions.insert(format!("{how}, {who}: {}", kinds.join("/")));
    }

    /// The frame on `term` must not change when everything its viewer may not see is scrambled:
    /// hands, decks, roles, face-down cards and other seats' private log lines.
    fn private(&mut self, term: Term, w: u16, h: u16, real: &Shot) -> Result<(), String> {
        self.cov.privacy_checks += 1;
        let viewer = self.rig.may_show(term);
        let mut real = real.buffer.clone();
        for _ in 0..3 {
            let mut fake = self.rig.session().clone();
            let mut rng = GameRng::new(self.rng.below(1 << 30) as u64);
            match viewer {
                Some(v) => fake.state.scramble_hidden(v, &mut rng),
                None => fake.state.scramble_public(&mut rng),
            }
            // Which parts changed is counted on some checks: fingerprinting them costs a frame.
            if self.cov.privacy_checks % 8 == 1 {
                self.count_parts(&fake, viewer.unwrap_or(0));
            }
            fake.scramble_log(viewer, &mut rng);
            std::mem::swap(self.rig.session_mut(), &mut fake);
            let scrambled = self.rig.shoot(term, w, h);
            std::mem::swap(self.rig.session_mut(), &mut fake);
            if scrambled.buffer == real {
                return Ok(());
            }
            // A frame that changes when drawn again (a list scrolled into place) is compared again.
            let again = self.rig.shoot(term, w, h);
            if again.buffer == real {
                let kind = again.kind();
                let who = viewer.map_or("nobody's (the public table)".to_string(), |v| {
                    format!("{}'s", self.rig.session().players[v].name)
                });
                return Err(format!(
                    "privacy: the {kind} on terminal {term} ({w}×{h}) may show only {who} hidden things, and changed when the others' were scrambled:\n{}",
                    differing(&again.text, &scrambled.text)
                ));
            }
            real = again.buffer;
        }
        Ok(())
    }

    fn count_parts(&mut self, fake: &Session<G>, viewer: usize) {
        let before = self.rig.session().state.hidden_parts(viewer);
        let after = fake.state.hidden_parts(viewer);
        for ((name, a), (_, b)) in before.iter().zip(&after) {
            if a.is_empty() {
                continue;
            }
            let p = self.cov.parts.entry(name).or_default();
            p.0 += 1;
            p.1 += usize::from(a != b);
        }
    }

    /// Every key named on the screen is one a bar lists, and no two listed commands share a key.
    fn keys_on_screen(&mut self, shot: &Shot) {
        let kind = shot.kind();
        for token in &shot.named {
            // Marks drawn in the key colour (▲ more, ▴ ▾) are no keys: only what a keyboard has.
            let keyboard = |k: &KeyEvent| !matches!(k.code, KeyCode::Char(ch) if !ch.is_ascii_graphic());
            for key in named_keys(token).codes().0.into_iter().filter(keyboard) {
                if !takes(&shot.bars, &key) {
                    self.found.add(
                        "a key named on screen is not listed",
                        format!("{kind}: \"{token}\""),
                        || shot.text.clone(),
                    );
                }
            }
        }
        for (i, a) in shot.bars.iter().enumerate() {
            for b in &shot.bars[i + 1..] {
                if !overlap(a, b).is_empty() {
                    let place = format!("{kind}: \"{} {}\" and \"{} {}\"", a.key, a.what, b.key, b.what);
                    self.found.add("two listed commands share a key", place, || shot.text.clone());
                }
            }
        }
    }

    /// A listed key changes something or says something; a key no bar lists is refused, saying so.
    fn honest(&mut self, term: Term, before: &Shot, after: &Shot, key: &KeyEvent, listed: bool, moved: bool) {
        let kind = before.kind();
        let name = keys::name(key);
        if listed {
            let label = before.bars.iter().find(|h| h.matches(key)).map_or(String::new(), |h| h.what.clone());
            if !moved && after.buffer == before.buffer && !self.rig.says(term) {
                self.found.add("a listed key did nothing", format!("{kind}: {name} ({label})"), || {
                    before.text.clone()
                });
            }
        } else if moved {
            self.found.add("a key no bar lists acted", format!("{kind}: {name}"), || before.text.clone());
        } else if !after.text.contains(REFUSAL) {
            self.found
                .add("a key no bar lists did not say so", format!("{kind}: {name}"), || after.text.clone());
        }
    }

    /// The autosave loads back to the table's game (a claim window's presses are saved when it
    /// closes).
    fn autosave_loads_back(&mut self) -> Result<(), String> {
        let path = self.rig.autosave();
        let s = self.rig.session();
        if !path.exists() {
            return if s.history.len() == self.opened {
                Ok(())
            } else {
                Err(format!("{} moves and no autosave at {}", s.history.len(), path.display()))
            };
        }
        let saved = Session::<G>::load(&path).map_err(|e| format!("the autosave does not load: {e}"))?;
        let (h, sh) = (&s.history, &saved.history);
        let racing = matches!(s.pending(), Pending::Race { .. });
        if sh == h || racing && h.starts_with(sh) && h.len() - sh.len() <= s.players.len() + 1 {
            Ok(())
        } else {
            Err(format!("the autosave holds {} moves, the table {}", sh.len(), h.len()))
        }
    }
}

/// The rows of two screens that differ, side by side.
fn differing(real: &str, scrambled: &str) -> String {
    real.lines()
        .zip(scrambled.lines())
        .filter(|(a, b)| a != b)
        .map(|(a, b)| format!("  shown:     {a}\n  scrambled: {b}"))
        .collect::<Vec<_>>()
        .join("\n")
}
