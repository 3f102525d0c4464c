//! Runs one game session on screen: hand-offs between humans, the game's own screen drawn from the
//! viewer's view only, bots on a timer, undo, saving, the help overlay and the score screen.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

use super::help::Help;
use super::pager::Pager;
use super::saving::{self, Named, Naming};
use super::widgets::{self, Hint, hint};
use super::{log, score, theme};
use crate::engine::autosave::Autosave;
use crate::engine::rng::clock_seed;
use crate::engine::{Game, LogLine, Pending, Seat, Session, Setup};

/// What a game's screen asks the table to do after a key.
pub enum Intent<A> {
    None,
    /// The viewer takes this action.
    Act(A),
    /// A seat named by its own keys takes this action (shared-keyboard games without a viewer).
    ActFor(Seat, A),
    /// Show a sentence on the message line (e.g. why a key does nothing now).
    Say(String),
    /// A seat's timed action that takes effect at its own time on the table's clock (a reveal
    /// shown to everyone a moment after the key, so its revealer cannot be first by construction).
    ActAt(Seat, A),
}

/// What the table shares with a game's screen while drawing.
pub struct Ctx<'a> {
    pub names: &'a [String],
    /// The seat whose view is on screen (`None`: the public table).
    pub viewer: Option<Seat>,
    /// Log lines the viewer may read, oldest first.
    pub log: &'a [LogLine],
    /// The table's clock now, in ms (for countdowns).
    pub now_ms: u64,
    /// Which seats are bots (their keys do nothing).
    pub bots: &'a [bool],
}

/// A game's screen: draws a view and turns keys into actions. It never sees the game state.
pub trait GameScreen<G: Game>: Default {
    /// `legal` are the viewer's legal actions now (empty when it is not their decision).
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &G::View, legal: &[G::Action], ctx: &Ctx);
    /// `legal` are the viewer's legal actions now (empty when it is not their decision); `now_ms` is
    /// when the key was read, on the table's clock (real-time games put it into their actions).
    fn key(&mut self, key: KeyEvent, view: &G::View, legal: &[G::Action], now_ms: u64) -> Intent<G::Action>;
    /// The game keys that work now, for the hint bar.
    fn hints(&self, view: &G::View, legal: &[G::Action]) -> Vec<Hint>;
    /// A key that only changes what is shown (a details view, the maze instead of results), taken at
    /// any time, also when it is not the viewer's decision. Returns whether the key was used.
    fn browse(&mut self, _key: KeyEvent, _view: &G::View) -> bool {
        false
    }
    /// The final board for the score screen (`b`, where [`GameScreen::FINAL_BOARD`]), drawn from the
    /// public view of the finished game: by default the game's own screen.
    fn final_board(&mut self, f: &mut Frame, area: Rect, view: &G::View, ctx: &Ctx) {
        self.draw(f, area, view, &[], ctx);
    }
    /// Forget selections (after an action, undo, or a new viewer).
    fn reset(&mut self) {
        *self = Self::default();
    }
    /// Whether the score screen offers the final table under `b`: this screen drawn from the public
    /// view of the finished game (every player's final rows, board or map).
    const FINAL_BOARD: bool = false;
}

/// A game with a screen.
pub trait GameUi: Game {
    type Screen: GameScreen<Self>;
    /// The rules help text (from `assets/help/`).
    const HELP: &'static str;
    const NAME: &'static str;
    /// Whether a seat's screen shows private information (then humans get hand-offs).
    const PRIVATE: bool = true;
    /// The keys for quit and save; games that give letters to seats move them off the letters.
    const QUIT: KeyCode = KeyCode::Char('q');
    const SAVE: KeyCode = KeyCode::Char('s');
    /// The key for the full log.
    const LOG: KeyCode = KeyCode::Char('l');
    /// How the start player is fixed by the rules, when it is ("black always starts").
    const START_RULE: Option<&'static str> = None;
    /// Real-time games: the key that stops the table's clock for everyone. The clock also stops
    /// while help, the log or save naming is open, and a resumed game waits for Enter.
    const PAUSE: Option<KeyCode> = None;
    /// The options in force, for the announce screen ("Warpath · claim window 3 s").
    fn rules_in_force(_options: &Self::Options) -> Option<String> {
        None
    }
}

fn key_name(k: KeyCode) -> String {
    match k {
        KeyCode::Char(' ') => "space".into(),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Esc => "Esc".into(),
        KeyCode::F(n) => format!("F{n}"),
        other => format!("{other:?}"),
    }
}

/// What the app should do after a key on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableExit {
    Stay,
    ToPicker,
    Quit,
}

/// A game table with its game type erased, so the app can hold any game.
pub trait Table {
    fn draw(&mut self, f: &mut Frame, area: Rect);
    /// `at` is when the key was read (by the input thread, before any drawing).
    fn key(&mut self, key: KeyEvent, at: Instant) -> TableExit;
    /// When the table wants [`Table::on_timer`] (a bot's move).
    fn deadline(&self) -> Option<Instant>;
    fn on_timer(&mut self);
    /// Called once when the app closes on this table: saves what is not saved yet and returns the
    /// line to print after the terminal is restored (`Ok` for stdout, `Err` for stderr).
    fn farewell(&mut self) -> Option<Result<String, String>> {
        None
    }
}

#[derive(Debug, Clone, PartialEq)]
enum Mode {
    /// A new game: the start player is announced on a public screen.
    Announce,
    /// Waiting for `seat` to take the laptop; nothing private is drawn.
    Handoff(Seat),
    Play,
    /// Typing a name to save under.
    Naming(Naming),
    /// `seat` reads a result only it may know before its screen is hidden or passed on.
    Confirm(Seat),
    Score,
}

/// A page over the table.
enum Overlay {
    Help(Help),
    /// The whole log the viewer may read.
    Log(Pager),
    /// What happened since the viewer's last decision, shown when it takes the laptop.
    CatchUp(Pager),
    /// A real-time game's clock stands still until Enter (or the pause key): why it stopped.
    Paused(String),
}

/// How long a bot "thinks" so that people can follow its moves.
const BOT_DELAY: Duration = Duration::from_millis(450);

pub struct GameTable<G: GameUi> {
    pub session: Session<G>,
    screen: G::Screen,
    save_dir: PathBuf,
    /// The one file this table autosaves to (never a named save, never another window's game).
    autosave: Autosave,
    mode: Mode,
    overlay: Option<Overlay>,
    /// The human seat whose private view is on screen.
    shown: Option<Seat>,
    /// The log position from which the shown seat has its screen in front of it: private lines
    /// from there on are confirmed before the screen leaves it.
    seen_from: usize,
    /// How many log entries the panel showed in full at the last draw.
    log_rows: usize,
    /// A loaded game: the first player to take the laptop is told what happened before.
    resumed: bool,
    /// Esc was pressed once where it leaves for the picker; a second Esc leaves.
    leaving: bool,
    /// The human who has the laptop (took it at a hand-off); `shown` is `None` while a bot decides.
    holder: Option<Seat>,
    message: Option<(String, bool)>,
    bot_due: Option<Instant>,
    /// Time zero of the table's clock (real-time games); a resumed game's clock continues.
    epoch: Instant,
    /// Since when the clock stands still (a page over the table, save naming, a pause): when it
    /// goes on, `epoch` moves by the time stopped, so no window closes and no bot acts meanwhile.
    frozen: Option<Instant>,
    /// Bot actions waiting for their time (real-time games), with the reveal they belong to.
    scheduled: Vec<(u64, Seat, G::Action)>,
    planned: Option<u32>,
    /// The score screen shows the final table instead of the standings.
    final_board: bool,
}

impl<G: GameUi> GameTable<G> {
    /// A table for a game that starts now: the start player is announced first.
    pub fn new(session: Session<G>, save_dir: PathBuf) -> Self {
        Self::open(session, save_dir, true)
    }

    /// A table for a loaded game: it continues exactly where it was.
    pub fn resumed(session: Session<G>, save_dir: PathBuf) -> Self {
        Self::open(session, save_dir, false)
    }

    fn open(session: Session<G>, save_dir: PathBuf, fresh: bool) -> Self {
        let (autosave, resumed) = if fresh {
            (Autosave::fresh(&save_dir, G::ID), None)
        } else {
            let source = session.source.as_deref();
            // A save replayed under newer rules is kept as it was: play goes on in a new file.
            let target = source.filter(|_| session.notice.is_none());
            let (a, how) = Autosave::for_loaded(target, session.history.len(), &save_dir, G::ID);
            let said = source.map_or_else(|| "Game resumed.".to_string(), |p| how.message(p));
            (a, Some(session.notice.as_ref().map_or_else(|| said.clone(), |n| format!("{said} {n}"))))
        };
        let mut t = GameTable {
            autosave,
            session,
            screen: G::Screen::default(),
            save_dir,
            mode: Mode::Play,
            overlay: None,
            shown: None,
            seen_from: 0,
            log_rows: 3,
            resumed: !fresh,
            leaving: false,
            holder: None,
            message: None,
            bot_due: None,
            epoch: Instant::now(),
            frozen: None,
            scheduled: Vec::new(),
            planned: None,
            final_board: false,
        };
        t.epoch = Instant::now() - Duration::from_millis(t.session.state.clock_ms());
        if fresh {
            t.mode = Mode::Announce;
            t.autosave();
        } else {
            t.message = resumed.map(|m| (m, false));
            t.settle();
            if G::PAUSE.is_some() && !t.session.is_over() {
                t.overlay = Some(Overlay::Paused("Game resumed.".into()));
                t.sync_clock(Instant::now());
            }
        }
        t
    }

    /// Stops the clock while something covers the table or a save is named; restarts it after.
    fn sync_clock(&mut self, at: Instant) {
        let stop = self.overlay.is_some() || matches!(self.mode, Mode::Naming(_));
        match self.frozen {
            None if stop => self.frozen = Some(at),
            Some(since) if !stop => {
                self.epoch += at.saturating_duration_since(since);
                self.frozen = None;
            }
            _ => {}
        }
    }

    /// The table's clock in ms at `at` (it stands still while frozen): what tests and countdowns read.
    pub fn clock_at(&self, at: Instant) -> u64 {
        self.clock_ms(at)
    }

    fn humans(&self) -> usize {
        self.session.players.iter().filter(|p| !p.is_bot()).count()
    }

    /// The seat whose view is drawn now.
    pub fn viewer(&self) -> Option<Seat> {
        match self.mode {
            Mode::Play | Mode::Naming(_) | Mode::Confirm(_) => self.shown,
            _ => None,
        }
    }

    /// Whether the screen of the shown seat stays in front of it for the decision pending now.
    fn shown_stays(&self) -> bool {
        let shared = !G::PRIVATE || self.humans() <= 1;
        match self.session.pending() {
            _ if self.session.state.interlude() => false,
            Pending::Seat(s) if !self.session.players[s].is_bot() => shared || self.shown == Some(s),
            Pending::Seat(_) => shared,
            Pending::Race { .. } | Pending::Over => true,
        }
    }

    /// Private lines the shown seat got while its screen was in front of it.
    fn unconfirmed(&self) -> Vec<LogLine> {
        let Some(s) = self.shown else { return Vec::new() };
        self.session.log_lines(Some(s), self.seen_from).into_iter().filter(|l| l.news).collect()
    }

    /// `seat` has the screen now: it starts with what it missed (after a hand-off, on resume, or
    /// when more happened than the log panel holds).
    fn take_laptop(&mut self, seat: Seat, handed_over: bool) {
        let news = self.session.news_for(seat);
        let first = self.shown != Some(seat);
        self.shown = Some(seat);
        self.holder = Some(seat);
        self.mode = Mode::Play;
        if first {
            self.screen.reset();
            self.seen_from = self.session.log_len();
        }
        let resumed = std::mem::take(&mut self.resumed);
        // A lone human watched the bots play; the page comes when more happened than the panel holds.
        // On a shared screen (Pow Wow) everyone saw it happen: no news pages at all.
        let missed = G::PRIVATE && self.session.others_news(seat) > self.log_rows;
        if G::PRIVATE && !news.is_empty() && (handed_over || resumed || missed) {
            self.overlay = Some(Overlay::CatchUp(Pager::at_start().fitted()));
        }
    }

    /// Decides what to show after anything changed: score, a hand-off, or the game.
    fn settle(&mut self) {
        self.bot_due = None;
        if self.session.is_over() {
            self.mode = Mode::Score;
            return;
        }
        if let Some(s) = self.shown
            && !self.shown_stays()
            && !self.unconfirmed().is_empty()
        {
            self.mode = Mode::Confirm(s);
            return;
        }
        if self.session.state.interlude() {
            // Results for everyone: nobody's private view, and a person decides when to go on.
            self.shown = None;
            self.mode = Mode::Play;
            if self.humans() == 0 {
                self.bot_due = Some(Instant::now() + 4 * BOT_DELAY);
            }
            return;
        }
        match self.session.pending() {
            Pending::Seat(s) if !self.session.players[s].is_bot() => {
                // The laptop goes round only to another player: after a bot's decision hid the
                // screen, the player who still holds it just sees it again.
                let needs_handoff = G::PRIVATE && self.humans() > 1 && self.holder != Some(s);
                if needs_handoff {
                    self.mode = Mode::Handoff(s);
                } else {
                    self.take_laptop(s, false);
                }
            }
            Pending::Seat(s) => {
                // A bot decides. With several humans, hide the last human's hand at once; a lone
                // human keeps its own screen (also when a game is resumed during a bot's turn).
                if G::PRIVATE && self.humans() > 1 {
                    self.shown = None;
                } else if self.shown.is_none() {
                    self.shown = self.session.players.iter().position(|p| !p.is_bot());
                    self.seen_from = self.session.log_len();
                }
                self.mode = Mode::Play;
                match self.session.bot_choice(s) {
                    // A timed action (a reveal) happens on the table's clock, never in its past.
                    Some(a) if G::action_ms(&a).is_some() => {
                        let now = self.clock_ms(Instant::now()) + BOT_DELAY.as_millis() as u64;
                        let at = G::action_ms(&a).unwrap_or(now).max(now);
                        self.scheduled = vec![(at, s, G::restamp(a, at))];
                    }
                    _ => self.bot_due = Some(Instant::now() + BOT_DELAY),
                }
            }
            Pending::Race { seats, .. } => {
                self.mode = Mode::Play;
                self.plan_race(&seats);
            }
            Pending::Over => self.mode = Mode::Play,
        }
    }

    /// The table's clock in ms for an instant.
    fn clock_ms(&self, at: Instant) -> u64 {
        let at = self.frozen.map_or(at, |since| at.min(since));
        at.saturating_duration_since(self.epoch).as_millis() as u64
    }

    /// When a race opens, every bot decides at once: a timed action waits for its time (the bot's
    /// reaction), an untimed one (not taking part) applies now.
    fn plan_race(&mut self, seats: &[Seat]) {
        let window = self.session.state.turn();
        if self.planned == Some(window) {
            return;
        }
        self.planned = Some(window);
        self.scheduled.clear();
        let bots: Vec<Seat> = seats.iter().copied().filter(|s| self.session.players[*s].is_bot()).collect();
        for seat in bots {
            let Some(action) = self.session.bot_choice(seat) else { continue };
            match G::action_ms(&action) {
                Some(at) => self.scheduled.push((at, seat, action)),
                None => {
                    let _ = self.session.act(seat, action);
                }
            }
        }
        self.scheduled.sort_by_key(|s| s.0);
    }

    /// A failure shows as the NOT SAVED banner until a later autosave succeeds.
    fn autosave(&mut self) {
        self.autosave.save(&self.session);
    }

    /// The file this table autosaves to.
    pub fn autosave_path(&self) -> &Path {
        self.autosave.path()
    }

    fn act(&mut self, seat: Seat, action: G::Action) {
        let racing = matches!(self.session.pending(), Pending::Race { .. });
        match self.session.act(seat, action) {
            Ok(()) => {
                self.message = None;
                self.screen.reset();
                // During a claim window the press must register at once: save when it closes. The
                // action that opens a window is saved at once, so nobody sees that card twice.
                if !(racing && matches!(self.session.pending(), Pending::Race { .. })) {
                    self.autosave();
                }
                self.settle();
            }
            Err(e) => self.message = Some((e.0, true)),
        }
    }

    fn save_named(&mut self, path: &Path) {
        self.message = Some(match self.session.save_to(path) {
            Ok(()) => (format!("Saved as {}.", path.display()), false),
            Err(e) => (e.0, true),
        });
    }

    fn rematch(&mut self) {
        let setup = Setup { seed: clock_seed(), first: None, ..self.session.setup };
        match Session::new(self.session.players.clone(), setup, self.session.options.clone()) {
            Ok(s) => *self = GameTable::new(s, self.save_dir.clone()),
            Err(e) => self.message = Some((e.0, true)),
        }
    }

    /// The keys that work now, for the hint bar and for dispatch: a key no hint names does nothing.
    fn commands(&self) -> Vec<Hint> {
        let quit = hint(&key_name(G::QUIT), "quit");
        let rules = hint("?", "rules").low();
        let log = hint(&key_name(G::LOG), "log");
        // Esc leaves for the picker (the game is saved) where neither it nor the screen uses Esc.
        let picker = (G::QUIT != KeyCode::Esc).then(|| hint("Esc", "picker").low());
        match &self.mode {
            Mode::Announce => [Some(hint("Enter", "begin")), Some(rules), picker, Some(quit)]
                .into_iter()
                .flatten()
                .collect(),
            Mode::Handoff(s) => {
                let me = hint("Enter", &format!("I am {}", self.session.players[*s].name));
                [Some(me), Some(rules), picker, Some(quit)].into_iter().flatten().collect()
            }
            Mode::Confirm(_) => vec![hint("Enter", "I have seen it"), quit],
            Mode::Naming(naming) => naming.hints(),
            Mode::Score => {
                let back = if G::QUIT == KeyCode::Esc { "Enter" } else { "Enter Esc" };
                let mut h = vec![hint(back, "back to the picker"), hint("r", "rematch (new seed)")];
                if <G::Screen as GameScreen<G>>::FINAL_BOARD {
                    h.push(hint("b", if self.final_board { "scores" } else { "board" }));
                }
                h.extend([log, quit]);
                h
            }
            Mode::Play => {
                let mut h = self.screen_hints();
                if !widgets::takes(&h, &KeyEvent::from(KeyCode::Esc)) {
                    h.extend(picker);
                }
                if self.session.state.interlude() {
                    h.push(hint("Enter", "go on"));
                }
                if self.shown.is_some_and(|s| self.session.can_undo(s)) {
                    h.push(hint("u", "undo"));
                }
                h.extend(G::PAUSE.map(|k| hint(&key_name(k), "pause")));
                h.extend([log, hint(&key_name(G::SAVE), "save").low(), rules, quit]);
                h
            }
        }
    }

    /// The game screen's own keys now.
    fn screen_hints(&self) -> Vec<Hint> {
        let viewer = self.viewer();
        let view = self.session.state.view(viewer);
        let legal = viewer.map(|s| self.session.state.legal_actions(s)).unwrap_or_default();
        self.screen.hints(&view, &legal)
    }

    /// The log position from which lines are news to the viewer (since its last decision).
    fn news_from(&self, viewer: Option<Seat>) -> Option<usize> {
        viewer.map(|s| self.session.last_decision(s).unwrap_or(0))
    }

    fn draw_game(&mut self, f: &mut Frame, area: Rect) {
        let [body, message, log_area, hints] = Layout::vertical([
            Constraint::Min(10),
            Constraint::Length(1),
            Constraint::Length(log::panel_rows(area.height) + 1),
            Constraint::Length(2),
        ])
        .areas(area);
        let viewer = self.viewer();
        let view = self.session.state.view(viewer);
        let names = self.session.names();
        let log = self.session.log_lines(viewer, 0);
        let legal = viewer.map(|s| self.session.state.legal_actions(s)).unwrap_or_default();
        let bots: Vec<bool> = self.session.players.iter().map(|p| p.is_bot()).collect();
        let ctx =
            Ctx { names: &names, viewer, log: &log, now_ms: self.clock_ms(Instant::now()), bots: &bots };
        self.screen.draw(f, body, &view, &legal, &ctx);
        if let Mode::Naming(name) = &self.mode {
            f.render_widget(ratatui::widgets::Paragraph::new(name.line()), message);
        } else {
            let waiting = match self.session.pending() {
                _ if self.session.state.interlude() => {
                    Some("Everyone may look: press Enter to go on.".into())
                }
                Pending::Seat(s) if self.session.players[s].is_bot() => {
                    Some(format!("{} (bot) is thinking…", names[s]))
                }
                _ => None,
            };
            match (&self.message, waiting) {
                (Some((m, err)), _) => widgets::message_line(f, message, Some(m), *err),
                (None, Some(w)) => widgets::message_line(f, message, Some(&w), false),
                _ => {}
            }
        }
        self.log_rows = log::panel(f, log_area, &log, self.news_from(viewer), &key_name(G::LOG));
        if let Mode::Confirm(seat) = self.mode {
            self.draw_confirm(f, body, seat);
        }
        widgets::hint_bar(f, hints, &self.commands());
    }

    /// The score screen's final board (`b`), from the public view; false when it is not shown. The
    /// first time it draws the board underneath the scores, to learn whether the game has one.
    /// A box over the seat's own screen with the results only it may know.
    fn draw_confirm(&self, f: &mut Frame, area: Rect, seat: Seat) {
        let name = &self.session.players[seat].name;
        let mut lines =
            vec![Line::styled(format!("Only you, {name}, see this:"), theme::bold()), Line::raw("")];
        lines.extend(self.unconfirmed().into_iter().map(|l| Line::raw(l.text)));
        lines.push(Line::raw(""));
        let next = if self.humans() > 1 && G::PRIVATE {
            "Press Enter when you have read it: your screen is then hidden."
        } else {
            "Press Enter when you have read it."
        };
        lines.push(Line::styled(next, theme::dim()));
        // At the top, so the seat's own cards below stay in sight (a drawn card is marked there).
        widgets::popup_top(f, area, " Your result ", lines);
    }

    /// The score screen's other page: the game's own screen drawn from the public final view.
    fn draw_final_board(&mut self, f: &mut Frame, area: Rect) {
        let [body, hints] = Layout::vertical([Constraint::Min(5), Constraint::Length(2)]).areas(area);
        let view = self.session.state.view(None);
        let names = self.session.names();
        let log = self.session.log_lines(None, 0);
        let bots: Vec<bool> = self.session.players.iter().map(|p| p.is_bot()).collect();
        let ctx = Ctx {
            names: &names,
            viewer: None,
            log: &log,
            now_ms: self.clock_ms(Instant::now()),
            bots: &bots,
        };
        self.screen.final_board(f, body, &view, &ctx);
        widgets::hint_bar(f, hints, &self.commands());
    }

    fn draw_handoff(&self, f: &mut Frame, area: Rect, seat: Seat) {
        let name = self.session.players[seat].name.clone();
        let [body, hints] = Layout::vertical([Constraint::Min(5), Constraint::Length(1)]).areas(area);
        widgets::title_line(f, Rect { height: 1, ..body }, &format!("{} · hand-off", G::NAME));
        widgets::centered(
            f,
            body,
            vec![
                Line::from(vec![
                    Span::raw("Pass the laptop to  "),
                    Span::styled(name.to_uppercase(), theme::bold()),
                ]),
                Line::raw(""),
                Line::raw(format!("Everything private is hidden. {name}, press Enter")),
                Line::raw("when only you can see the screen."),
            ],
        );
        widgets::hint_bar(f, hints, &self.commands());
    }

    fn draw_announce(&self, f: &mut Frame, area: Rect) {
        let [body, hints] = Layout::vertical([Constraint::Min(5), Constraint::Length(1)]).areas(area);
        widgets::title_line(f, Rect { height: 1, ..body }, &format!("{} · new game", G::NAME));
        let names = self.session.names();
        let mut lines = vec![Line::styled("Players, in seat order:", theme::bold())];
        for (i, p) in self.session.players.iter().enumerate() {
            let kind = p.bot.map_or("human".to_string(), |l| format!("bot · {}", l.name()));
            lines.push(Line::raw(format!("{}. {}  ({kind})", i + 1, p.name)));
        }
        lines.push(Line::raw(""));
        if let Some(s) = self.session.pending().seat() {
            let how = G::START_RULE.unwrap_or(if self.session.setup.first.is_some() {
                "chosen in setup"
            } else {
                "drawn at random"
            });
            lines.push(Line::from(vec![
                Span::raw("Start player: "),
                Span::styled(names[s].clone(), theme::bold()),
                Span::raw(format!("  ({how})")),
            ]));
        }
        if let Some(rules) = G::rules_in_force(&self.session.options) {
            lines.extend([Line::raw(""), Line::raw(format!("Rules in force: {rules}"))]);
        }
        widgets::centered(f, body, lines);
        widgets::hint_bar(f, hints, &self.commands());
    }
}

impl<G: GameUi> Table for GameTable<G> {
    fn draw(&mut self, f: &mut Frame, area: Rect) {
        match self.mode.clone() {
            Mode::Announce => self.draw_announce(f, area),
            Mode::Handoff(s) => self.draw_handoff(f, area, s),
            Mode::Play | Mode::Naming(_) | Mode::Confirm(_) => self.draw_game(f, area),
            Mode::Score if self.final_board => self.draw_final_board(f, area),
            Mode::Score => {
                let outcome = self.session.state.outcome();
                let scores = score::Scores {
                    game: G::NAME,
                    names: &self.session.names(),
                    outcome: outcome.as_ref(),
                    log: &self.session.log_lines(None, 0),
                    log_key: &key_name(G::LOG),
                    hints: &self.commands(),
                };
                score::draw(f, area, &scores);
            }
        }
        self.draw_overlay(f, area);
        if let Some(reason) = self.autosave.error() {
            saving::banner(f, area, reason);
        }
    }

    fn key(&mut self, key: KeyEvent, at: Instant) -> TableExit {
        let exit = self.key_read(key, at);
        self.sync_clock(at);
        exit
    }

    fn deadline(&self) -> Option<Instant> {
        if !matches!(self.mode, Mode::Play) || self.frozen.is_some() {
            return None;
        }
        let at = |ms: u64| self.epoch + Duration::from_millis(ms);
        let close = match self.session.pending() {
            Pending::Race { closes_at_ms: Some(ms), .. } => Some(at(ms)),
            _ => None,
        };
        // The clock stands still under an overlay (see `frozen`), and so do turn-based bots.
        let bot = self.bot_due;
        // An open window's countdown is redrawn ten times a second.
        let tick = close.map(|_| Instant::now() + Duration::from_millis(100));
        [bot, close, tick, self.scheduled.first().map(|s| at(s.0))].into_iter().flatten().min()
    }

    fn farewell(&mut self) -> Option<Result<String, String>> {
        self.autosave.save_if_behind(&self.session);
        Some(self.autosave.farewell(self.session.is_over()))
    }

    fn on_timer(&mut self) {
        let now_ms = self.clock_ms(Instant::now());
        let mut acted = false;
        while self.scheduled.first().is_some_and(|s| s.0 <= now_ms) {
            let (_, seat, action) = self.scheduled.remove(0);
            // A reaction that came after the game moved on is simply not made.
            acted |= self.session.act(seat, action).is_ok();
        }
        if let Pending::Race { closes_at_ms: Some(ms), .. } = self.session.pending()
            && ms <= now_ms
        {
            acted |= self.session.clock(ms).is_ok();
            self.scheduled.clear();
        }
        if acted {
            // What the message line said about a key belongs to the table before this move
            // (e.g. "the card is not shown yet"), as when a bot moves.
            self.message = None;
            self.autosave();
            self.settle();
        }
        if self.bot_due.is_some_and(|t| t <= Instant::now()) {
            self.bot_due = None;
            match self.session.step_bot() {
                Ok(_) => {
                    self.message = None;
                    self.autosave();
                    self.settle();
                }
                Err(e) => self.message = Some((format!("A bot failed: {e}"), true)),
            }
        }
    }
}

impl<G: GameUi> GameTable<G> {
    /// A key read at `at`, before the clock is stopped or restarted for what it opened or closed.
    fn key_read(&mut self, key: KeyEvent, at: Instant) -> TableExit {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            return TableExit::Quit;
        }
        if self.overlay.is_some() {
            return self.overlay_key(key);
        }
        if !widgets::takes(&self.commands(), &key) {
            self.leaving = false;
            self.message =
                Some(("That key does nothing now: the bar below lists the keys that work.".into(), false));
            return TableExit::Stay;
        }
        // A key that works replaces what the message line said about the last one.
        if self.message.as_ref().is_some_and(|(m, _)| m.starts_with("That key does nothing")) {
            self.message = None;
        }
        // Esc twice leaves for the picker: one Esc too many (after closing a cursor) stays here.
        let leaving = std::mem::take(&mut self.leaving);
        if let Mode::Naming(naming) = &mut self.mode {
            match naming.key(key, &self.save_dir) {
                Named::Typing => {}
                Named::Cancel => self.mode = Mode::Play,
                Named::Say(m) => {
                    self.mode = Mode::Play;
                    self.message = Some((m, true));
                }
                Named::Save(path) => {
                    self.mode = Mode::Play;
                    self.save_named(&path);
                }
            }
            return TableExit::Stay;
        }
        match key.code {
            KeyCode::Char('?') | KeyCode::F(1) => {
                self.overlay = Some(Overlay::Help(Help::default()));
                return TableExit::Stay;
            }
            k if Some(k) == G::PAUSE && self.mode == Mode::Play => {
                self.overlay = Some(Overlay::Paused("Paused.".into()));
                return TableExit::Stay;
            }
            k if k == G::QUIT => return TableExit::Quit,
            KeyCode::Esc
                if matches!(self.mode, Mode::Announce | Mode::Handoff(_))
                    || (self.mode == Mode::Play && !widgets::takes(&self.screen_hints(), &key)) =>
            {
                if leaving {
                    return TableExit::ToPicker;
                }
                self.leaving = true;
                self.message =
                    Some(("Press Esc again to leave for the picker (the game is saved).".into(), false));
                return TableExit::Stay;
            }
            k if k == G::LOG => {
                self.overlay = Some(Overlay::Log(Pager::at_end()));
                return TableExit::Stay;
            }
            _ => {}
        }
        match self.mode.clone() {
            Mode::Announce if key.code == KeyCode::Enter => self.settle(),
            Mode::Handoff(s) if key.code == KeyCode::Enter => {
                self.message = None;
                self.take_laptop(s, true);
            }
            Mode::Confirm(_) if key.code == KeyCode::Enter => {
                self.seen_from = self.session.log_len();
                self.mode = Mode::Play;
                self.settle();
            }
            Mode::Score => match key.code {
                KeyCode::Enter | KeyCode::Esc => return TableExit::ToPicker,
                KeyCode::Char('r') => self.rematch(),
                KeyCode::Char('b') => self.final_board = !self.final_board,
                _ => {}
            },
            Mode::Play => self.play_key(key, at),
            _ => {}
        }
        TableExit::Stay
    }

    fn play_key(&mut self, key: KeyEvent, at: Instant) {
        let now_ms = self.clock_ms(at);
        if !G::PRIVATE && key.code != G::SAVE {
            // A shared keyboard: the screen tells whose key it was; there is no undo in real time.
            let view = self.session.state.view(None);
            match self.screen.key(key, &view, &[], now_ms) {
                // A person's keys never act for a bot's seat.
                Intent::ActFor(seat, _) | Intent::ActAt(seat, _) if self.session.players[seat].is_bot() => {
                    let name = &self.session.players[seat].name;
                    self.message = Some((format!("{name} is a bot: those keys do nothing."), true));
                }
                Intent::ActFor(seat, a) => self.act(seat, a),
                Intent::ActAt(seat, a) => self.act_at(seat, a),
                Intent::Say(m) => self.message = Some((m, true)),
                Intent::Act(_) | Intent::None => {}
            }
            return;
        }
        match key.code {
            k if k == G::SAVE => {
                self.mode = Mode::Naming(Naming::default());
                return;
            }
            KeyCode::Char('u') => {
                if let Some(s) = self.shown {
                    match self.session.undo(s) {
                        Ok(()) => {
                            self.screen.reset();
                            self.autosave();
                            self.message = Some(("Undone.".into(), false));
                        }
                        Err(e) => self.message = Some((e.0, true)),
                    }
                }
                return;
            }
            _ => {}
        }
        let shown = self.session.state.view(self.viewer());
        if self.screen.browse(key, &shown) {
            return;
        }
        if self.session.state.interlude() {
            if key.code == KeyCode::Enter
                && let Some(seat) = self.session.pending().seat()
                && let Some(a) = self.session.state.legal_actions(seat).into_iter().next()
            {
                self.act(seat, a);
            }
            return;
        }
        let Some(seat) = self.shown.filter(|s| self.session.pending().includes(*s)) else {
            self.message = Some(("Wait: it is not your decision now.".into(), false));
            return;
        };
        let view = self.session.state.view(Some(seat));
        let legal = self.session.state.legal_actions(seat);
        match self.screen.key(key, &view, &legal, now_ms) {
            Intent::None => {}
            Intent::Say(m) => self.message = Some((m, true)),
            Intent::Act(a) => self.act(seat, a),
            Intent::ActFor(s, a) => self.act(s, a),
            Intent::ActAt(s, a) => self.act_at(s, a),
        }
    }

    /// A timed action waits for its time on the table's clock (an untimed one applies now).
    fn act_at(&mut self, seat: Seat, action: G::Action) {
        match G::action_ms(&action) {
            Some(at) => {
                self.scheduled.push((at, seat, action));
                self.scheduled.sort_by_key(|s| s.0);
            }
            None => self.act(seat, action),
        }
    }
}

impl<G: GameUi> GameTable<G> {
    /// The keys that work now, as the hint bar lists them (overlays aside).
    pub fn hints(&self) -> Vec<Hint> {
        self.commands()
    }

    /// Whether a page (help, log, catch-up) or a result to confirm covers the game screen.
    pub fn covered(&self) -> bool {
        self.overlay.is_some() || matches!(self.mode, Mode::Confirm(_))
    }

    /// The message line's text, if any (what a refused key said).
    pub fn last_message(&self) -> Option<&str> {
        self.message.as_ref().map(|m| m.0.as_str())
    }
}

impl<G: GameUi> GameTable<G> {
    /// Keys on a page over the table: scrolling, closing, and quitting (the game is saved) from the
    /// log and the catch-up.
    fn overlay_key(&mut self, key: KeyEvent) -> TableExit {
        let close = match &mut self.overlay {
            Some(Overlay::Help(help)) => !help.key(key),
            Some(Overlay::Log(pager) | Overlay::CatchUp(pager)) => {
                if pager.key(key) {
                    false
                } else if key.code == G::QUIT {
                    return TableExit::Quit;
                } else {
                    matches!(key.code, KeyCode::Esc | KeyCode::Enter) || key.code == G::LOG
                }
            }
            Some(Overlay::Paused(_)) => {
                matches!(key.code, KeyCode::Esc | KeyCode::Enter) || Some(key.code) == G::PAUSE
            }
            None => false,
        };
        if close {
            self.overlay = None;
        }
        TableExit::Stay
    }

    fn draw_overlay(&mut self, f: &mut Frame, area: Rect) {
        let viewer = self.viewer();
        let news_from = self.news_from(viewer);
        let who = viewer.map_or("the table".to_string(), |s| self.session.players[s].name.clone());
        match &mut self.overlay {
            None => {}
            Some(Overlay::Help(help)) if G::PAUSE.is_some() => {
                let title = format!("{} — rules · the game is paused until you close this", G::NAME);
                help.draw_titled(f, area, &title, G::HELP);
            }
            Some(Overlay::Help(help)) => help.draw(f, area, G::NAME, G::HELP),
            Some(Overlay::Log(pager)) => {
                let lines = log::page(&self.session.log_lines(viewer, 0), news_from);
                let mut hints = Pager::hints();
                hints.push(hint(&format!("Esc {}", key_name(G::LOG)), "close"));
                hints.push(hint(&key_name(G::QUIT), "quit"));
                let paused = if G::PAUSE.is_some() { " · paused" } else { "" };
                let title = format!("{} — log, as {who} may read it{paused}", G::NAME);
                pager.draw(f, area, &title, lines, &hints);
            }
            Some(Overlay::CatchUp(pager)) => {
                let news = viewer.map(|s| self.session.news_for(s)).unwrap_or_default();
                let mut hints = vec![hint("Enter", "to the table")];
                if !pager.at_bottom() {
                    hints.insert(0, hint("↓ PgDn", "read on"));
                }
                hints.extend(Pager::hints().into_iter().skip(1));
                hints.push(hint(&key_name(G::QUIT), "quit"));
                let title = format!("{} · {who}: since your last turn ({} new)", G::NAME, news.len());
                pager.draw(f, area, &title, log::page(&news, None), &hints);
            }
            Some(Overlay::Paused(why)) => {
                let pause = G::PAUSE.map_or(String::new(), |k| format!(" {}", key_name(k)));
                let lines = vec![
                    Line::styled(why.clone(), theme::bold()),
                    Line::raw(""),
                    Line::raw("The clock stands still for everyone: no claim window closes, no bot moves."),
                    Line::raw(""),
                    Line::styled("Press Enter when everyone is ready.", theme::dim()),
                ];
                widgets::popup(f, area, " Paused ", lines);
                let bar = Rect { y: area.bottom().saturating_sub(2), height: 2.min(area.height), ..area };
                f.render_widget(ratatui::widgets::Clear, bar);
                widgets::hint_bar(f, bar, &[hint(&format!("Enter{pause} Esc"), "go on")]);
            }
        }
    }
}
