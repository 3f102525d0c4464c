//! Runs one game session on screen: hand-offs between humans, the game's own screen drawn from the
//! viewer's view only, bots on a timer, undo, saving, the help overlay and the score screen. What a
//! game supplies is in `game_ui`; drawing, keys and the pages over the table have their own files.

use crate::ui::keys::{self, Keys};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

use super::help::Help;
use super::pager::Pager;
use super::saving::{self, Named, Naming};
use super::theme;
use super::widgets::{self, Hint};
use crate::engine::autosave::Autosave;
use crate::engine::rng::clock_seed;
use crate::engine::{LogLine, Pending, Seat, Session, Setup};
use crate::table_core::command::{self, Command, Does};
use crate::table_core::{Core, Waker};

mod coach;
mod commands;
mod dispatch;
mod draw;

use crate::i18n::{Msg, tr};
use crate::t;
use crate::table_core::pane::start_lines;
use crate::table_core::{Overlay, Pane, Table, TableExit};
use crate::ui::game_screen::{GameScreen, GameUi, Intent};

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

/// How soon after a hand-off comes up its Enter counts: one press sooner came from the hands that
/// just played (a double press, a key repeat), and would show the next player's screen to them.
pub const HANDOFF_GUARD: Duration = Duration::from_millis(800);

pub struct GameTable<G: GameUi> {
    /// The game flow both tables share: the session, its autosave (never a named save, never
    /// another window's game), the clock and the bots.
    core: Core<G>,
    /// The one screen the players pass round.
    pane: Pane<G>,
    save_dir: PathBuf,
    mode: Mode,
    /// The human seat whose private view is on screen.
    shown: Option<Seat>,
    /// The log position from which the shown seat has its screen in front of it: private lines
    /// from there on are confirmed before the screen leaves it.
    seen_from: usize,
    /// A loaded game: the first player to take the laptop is told what happened before.
    resumed: bool,
    /// Esc was pressed once where it leaves for the picker; a second Esc leaves.
    leaving: bool,
    /// When the hand-off screen came up: an Enter sooner than [`HANDOFF_GUARD`] after it is the
    /// last player's own (a double press), not the next player's.
    handoff_at: Instant,
    /// The human who has the laptop (took it at a hand-off); `shown` is `None` while a bot decides.
    holder: Option<Seat>,
    /// The score screen shows the final table instead of the standings.
    final_board: bool,
}

impl<G: GameUi> GameTable<G> {
    /// A table for a game that starts now: the start player is announced first.
    pub fn new(session: Session<G>, save_dir: PathBuf) -> Self {
        Self::new_at(session, save_dir, Instant::now())
    }

    /// [`GameTable::new`] with its time starting at `now` (tests run a virtual clock from it).
    pub fn new_at(session: Session<G>, save_dir: PathBuf, now: Instant) -> Self {
        Self::open(session, save_dir, true, now)
    }

    /// A table for a loaded game: it continues exactly where it was.
    pub fn resumed(session: Session<G>, save_dir: PathBuf) -> Self {
        Self::resumed_at(session, save_dir, Instant::now())
    }

    /// [`GameTable::resumed`] with its time starting at `now`.
    pub fn resumed_at(mut session: Session<G>, save_dir: PathBuf, now: Instant) -> Self {
        // A bot that stood in for a hosted table's absent player gives the seat back: here its
        // player sits at the laptop.
        for p in session.players.iter_mut().filter(|p| p.stand_in) {
            (p.bot, p.stand_in) = (None, false);
        }
        Self::open(session, save_dir, false, now)
    }

    fn open(session: Session<G>, save_dir: PathBuf, fresh: bool, now: Instant) -> Self {
        let (autosave, resumed) = if fresh {
            (Autosave::fresh(&save_dir, G::ID), None)
        } else {
            let source = session.source.as_deref();
            // A save replayed under newer rules is kept as it was: play goes on in a new file.
            let target = source.filter(|_| session.notice.is_none());
            let (a, how) = Autosave::for_loaded(target, session.history.len(), &save_dir, G::ID);
            let said = source.map_or_else(|| t!("table-resumed"), |p| tr(&how.message(p)));
            (a, Some(session.notice.as_ref().map_or_else(|| said.clone(), |n| format!("{said} {}", tr(n)))))
        };
        let mut t = GameTable {
            core: Core::new(session, autosave, now),
            pane: Pane::default(),
            save_dir,
            mode: Mode::Play,
            shown: None,
            seen_from: 0,
            resumed: !fresh,
            leaving: false,
            handoff_at: now,
            holder: None,
            final_board: false,
        };
        if fresh {
            t.mode = Mode::Announce;
            t.core.save();
        } else {
            t.pane.message = resumed.map(|m| (m, false));
            t.settle();
            if G::PAUSE.is_some() && !t.core.session.is_over() {
                t.pane.overlay = Some(Overlay::Paused(t!("table-resumed")));
                t.sync_clock(now);
            }
        }
        t
    }

    /// Stops the clock while something covers the table or a save is named; restarts it after.
    fn sync_clock(&mut self, at: Instant) {
        let stop = self.pane.overlay.is_some() || matches!(self.mode, Mode::Naming(_));
        self.core.clock.stop(stop, at);
    }

    /// The latest time the table was given (a key's, a timer's): where a test's virtual clock is.
    pub fn now(&self) -> Instant {
        self.core.now()
    }

    /// The game at this table.
    pub fn session(&self) -> &Session<G> {
        &self.core.session
    }

    /// The game to change under the table (tests scramble what a seat may not see and draw again,
    /// or set up a position).
    #[cfg(any(test, feature = "test-support"))]
    pub fn session_mut(&mut self) -> &mut Session<G> {
        &mut self.core.session
    }

    /// What the bots' worker did since the table opened (tests count searches per move).
    #[cfg(any(test, feature = "test-support"))]
    pub fn bot_counts(&self) -> crate::table_core::BotCounts {
        self.core.bot_counts()
    }

    /// The table core, for tests that count the bots' searches or hold a bot thinking.
    #[cfg(any(test, feature = "test-support"))]
    pub fn core_mut(&mut self) -> &mut Core<G> {
        &mut self.core
    }

    /// The table's clock in ms at `at` (it stands still while frozen): what tests and countdowns read.
    pub fn clock_at(&self, at: Instant) -> u64 {
        self.clock_ms(at)
    }

    fn humans(&self) -> usize {
        self.core.session.players.iter().filter(|p| !p.is_bot()).count()
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
        // As `settle_mode` hides it: a friend who left may look at the laptop again.
        let shared = !self.hotseat();
        match self.core.session.pending().serial() {
            _ if self.core.session.state.interlude() => false,
            Pending::Seat(s) if !self.core.session.players[s].is_bot() => shared || self.shown == Some(s),
            Pending::Seat(_) => shared,
            Pending::Race { .. } | Pending::Each { .. } | Pending::Over => true,
        }
    }

    /// Several people share the laptop: private screens are passed on behind hand-offs.
    fn hotseat(&self) -> bool {
        G::PRIVATE && self.people() > 1
    }

    /// The seats of people: those at the laptop and those a bot plays for until they are back
    /// (who may look at the screen again any time: it goes on hiding hands as for several).
    fn people(&self) -> usize {
        self.core.session.players.iter().filter(|p| !p.is_bot() || p.stand_in).count()
    }

    /// The seats whose players left, a bot playing for them.
    fn away(&self) -> Vec<Seat> {
        (0..self.core.session.players.len()).filter(|&s| self.core.session.players[s].stand_in).collect()
    }

    /// The pause box's keys in a real-time game: a seat's number hands it to a bot, or gives it
    /// back to its player. A page over the pause (the rules) has keys of its own.
    fn seat_commands(&self) -> Vec<Command> {
        if G::PRIVATE {
            return Vec::new();
        }
        let players = &self.core.session.players;
        let digit = |s: usize| char::from_digit(s as u32 + 1, 10).filter(|_| s < 9);
        (0..players.len())
            .filter_map(|s| {
                let (p, key) = (&players[s], Keys::ch(digit(s)?));
                let name = p.name.as_str();
                if p.stand_in {
                    Some(Command::new(key, &t!("hint-is-back", name = name), Does::Back(s)))
                } else {
                    // Someone stays at the laptop: the last person is not handed over.
                    let leaves = !p.is_bot() && self.humans() > 1;
                    leaves.then(|| Command::new(key, &t!("hint-leaves", name = name), Does::StandIn(s)))
                }
            })
            .collect()
    }

    /// The seat to confirm private news now, if any: the player who has the laptop, as soon as it
    /// got news (see [`GameTable::confirm_from`]) — with several people, also while it goes on
    /// deciding (a Theft's card, before its thief scores) and while a bot decides (what the bot's
    /// move did to it).
    fn confirmer(&self) -> Option<Seat> {
        let seat = self.shown.or(self.holder.filter(|_| self.hotseat()))?;
        (!self.unconfirmed_for(seat).is_empty()).then_some(seat)
    }

    /// Where `seat`'s news to confirm start in the log. Alone with bots, the screen is its
    /// player's: what its own moves told it was on its screen as they happened, so only what others'
    /// moves did to it since is confirmed (at once, before the bots play on). Otherwise everything
    /// since it had its screen (or last confirmed).
    fn confirm_from(&self, seat: Seat) -> usize {
        // Also at a public pause (round results): a lone player's own earlier news (a Map look, an
        // Inspection) was on its screen when it came, and must not come up again in a box there.
        if !self.hotseat() { self.seen_from.max(self.core.session.others_from(seat)) } else { self.seen_from }
    }

    /// Private lines the shown seat has to confirm.
    fn unconfirmed(&self) -> Vec<LogLine> {
        self.shown.map(|s| self.unconfirmed_for(s)).unwrap_or_default()
    }

    /// Private news `s` has to confirm.
    fn unconfirmed_for(&self, s: Seat) -> Vec<LogLine> {
        let from = self.confirm_from(s);
        self.core.session.log_lines(Some(s), from).into_iter().filter(|l| l.news).collect()
    }

    /// `seat` has the screen now: it starts with what it missed (after a hand-off, on resume, or
    /// when more happened than the log panel holds).
    fn take_laptop(&mut self, seat: Seat, handed_over: bool) {
        let news = self.core.session.news_for(seat);
        let first = self.shown != Some(seat);
        self.shown = Some(seat);
        self.holder = Some(seat);
        self.mode = Mode::Play;
        if first {
            self.pane.reset();
            self.seen_from = self.core.session.log_len();
        }
        let resumed = std::mem::take(&mut self.resumed);
        // A lone human watched the bots play; the page comes when more happened than the panel holds.
        // On a shared screen (Pow Wow) everyone saw it happen: no news pages at all.
        let others = self.core.session.others_news(seat);
        let missed = G::PRIVATE && others > self.pane.log_rows;
        // A page of only the seat's own last move ("0 new", after a resume) is no news.
        if G::PRIVATE && !news.is_empty() && others > 0 && (handed_over || resumed || missed) {
            self.pane.overlay = Some(Overlay::CatchUp(Pager::at_start().fitted()));
        }
    }

    /// Decides what to show after anything changed: score, a hand-off, or the game.
    fn settle(&mut self) {
        let bot = self.settle_mode();
        self.pane.coach_stale(&self.core.session, self.shown);
        // Round results with nobody at the laptop go on by themselves.
        let alone = self.humans() == 0;
        self.core.plan(bot, alone);
    }

    /// Decides the mode after a change; returns the bot that is to decide now, if any.
    fn settle_mode(&mut self) -> Option<Seat> {
        if self.core.session.is_over() {
            self.mode = Mode::Score;
            return None;
        }
        if let Some(s) = self.confirmer() {
            self.shown = Some(s);
            self.mode = Mode::Confirm(s);
            // The bot may think meanwhile; it moves once the result is confirmed.
            return self
                .core
                .session
                .pending()
                .serial()
                .seat()
                .filter(|&b| self.core.session.players[b].is_bot());
        }
        if self.core.session.state.interlude() {
            // Results for everyone: nobody's private view, and a person decides when to go on.
            // Everyone looked at the laptop: whoever decides next takes it at a hand-off, also
            // the player who held it before (their screen would open for the whole table).
            self.shown = None;
            self.holder = None;
            self.mode = Mode::Play;
            return None;
        }
        // One laptop asks secret choices made in any order one seat at a time, behind hand-offs.
        match self.core.session.pending().serial() {
            Pending::Seat(s) if !self.core.session.players[s].is_bot() => {
                // The laptop goes round only to another player: after a bot's decision hid the
                // screen, the player who still holds it just sees it again — unless a friend is
                // away: the hand-off is where they take their seat back when they return (not
                // between one player's own moves: the screen stayed theirs).
                let away = !self.away().is_empty() && self.shown != Some(s);
                let needs_handoff = self.hotseat() && (self.holder != Some(s) || away);
                if needs_handoff {
                    if self.mode != Mode::Handoff(s) {
                        self.handoff_at = self.core.now();
                    }
                    self.mode = Mode::Handoff(s);
                } else {
                    self.take_laptop(s, false);
                }
                None
            }
            Pending::Seat(s) => {
                // A bot decides. With several humans, hide the last human's hand at once; a lone
                // human keeps its own screen (also when a game is resumed during a bot's turn).
                if self.hotseat() {
                    self.shown = None;
                } else if self.shown.is_none() {
                    self.shown = self.core.session.players.iter().position(|p| !p.is_bot());
                    self.seen_from = self.core.session.log_len();
                }
                self.mode = Mode::Play;
                Some(s)
            }
            Pending::Race { .. } | Pending::Each { .. } | Pending::Over => {
                self.mode = Mode::Play;
                None
            }
        }
    }

    /// The table's clock in ms for an instant.
    fn clock_ms(&self, at: Instant) -> u64 {
        self.core.clock.ms(at)
    }

    /// The file this table autosaves to.
    pub fn autosave_path(&self) -> &Path {
        self.core.autosave_path()
    }

    fn act(&mut self, seat: Seat, action: G::Action) {
        match self.core.act(seat, action) {
            Ok(()) => {
                self.pane.message = None;
                self.pane.reset();
                self.settle();
            }
            Err(e) => self.pane.message = Some((self.core.session.say(&e.0), true)),
        }
    }

    fn save_named(&mut self, path: &Path) {
        self.pane.message = Some(match self.core.session.save_to(path) {
            Ok(()) => (t!("table-saved-as", path = path.display().to_string()), false),
            Err(e) => (self.core.session.say(&e.0), true),
        });
    }

    fn rematch(&mut self) {
        let setup = Setup { seed: clock_seed(), first: None, ..self.core.session.setup };
        match Session::new(self.core.session.players.clone(), setup, self.core.session.options.clone()) {
            Ok(mut s) => {
                // The same table: its coach stays on or off.
                s.hints = self.core.session.hints;
                let waker = self.core.waker();
                *self = GameTable::new_at(s, self.save_dir.clone(), self.core.now());
                if let Some(w) = waker {
                    self.core.set_waker(w);
                }
            }
            Err(e) => self.pane.message = Some((self.core.session.say(&e.0), true)),
        }
    }

    /// The game screen's own keys now.
    fn screen_hints(&self) -> Vec<Hint> {
        self.pane.screen_hints(&self.core.session, self.viewer())
    }
}

impl<G: GameUi> Table for GameTable<G> {
    fn draw(&mut self, f: &mut Frame, area: Rect) {
        match self.mode.clone() {
            Mode::Announce => self.draw_announce(f, area),
            Mode::Handoff(s) => self.draw_handoff(f, area, s),
            Mode::Play | Mode::Naming(_) | Mode::Confirm(_) => self.draw_game(f, area),
            Mode::Score if self.final_board => self.draw_final_board(f, area),
            Mode::Score => self.pane.draw_scores(f, area, &self.core.session, &self.foot_hints()),
        }
        let viewer = self.viewer();
        self.pane.pause_seats = command::hints(&self.seat_commands());
        self.pane.draw_overlay(f, area, &self.core.session, viewer);
        if let Some(reason) = self.core.autosave.error() {
            saving::banner(f, area, &tr(reason));
        }
    }

    fn key(&mut self, key: KeyEvent, at: Instant) -> TableExit {
        self.core.advance(at);
        let exit = self.key_read(key, at);
        self.sync_clock(at);
        exit
    }

    fn deadline(&self) -> Option<Instant> {
        // The clock stands still under an overlay, and so do turn-based bots.
        if !matches!(self.mode, Mode::Play) {
            return None;
        }
        self.core.deadline()
    }

    fn replay(&self) -> Option<Box<dyn Table>> {
        let replay = crate::ui::replay::ReplayTable::new(self.core.session.clone()).ok()?.from_score();
        Some(Box::new(replay))
    }

    fn farewell(&mut self) -> Option<Result<Msg, Msg>> {
        let core = &mut self.core;
        if !core.autosave.forget_if_unplayed(&core.session) {
            core.autosave.save_if_behind(&core.session);
        }
        Some(core.autosave.farewell(core.session.is_over()))
    }

    fn on_timer(&mut self, now: Instant) {
        match self.core.on_timer(now) {
            Ok(false) => {}
            Ok(true) => {
                // What the message line said about a key belongs to the table before this move
                // (e.g. "the card is not shown yet").
                self.pane.message = None;
                self.pane.reset();
                self.settle();
            }
            Err(e) => {
                self.pane.message = Some((t!("table-bot-failed", error = self.core.session.say(&e.0)), true))
            }
        }
    }

    fn set_waker(&mut self, waker: Waker) {
        self.core.set_waker(waker);
    }
}

impl<G: GameUi> GameTable<G> {
    /// The keys that work now, as the hint bar lists them (overlays aside).
    pub fn hints(&self) -> Vec<Hint> {
        command::hints(&self.commands())
    }

    /// Whether a page (help, log, catch-up) or a result to confirm covers the game screen.
    pub fn covered(&self) -> bool {
        self.pane.overlay.is_some() || matches!(self.mode, Mode::Confirm(_))
    }

    /// The message line's text, if any (what a refused key said; while a save is named, what the
    /// prompt says).
    pub fn last_message(&self) -> Option<&str> {
        match &self.mode {
            Mode::Naming(naming) => naming.problem(),
            _ => self.pane.message_text(),
        }
    }

    /// `seat` takes `action` as its keys would have it (tests replaying a recorded game through the
    /// table's own flow: autosave, hand-offs, confirmations).
    #[cfg(any(test, feature = "test-support"))]
    pub fn act_as(&mut self, seat: Seat, action: G::Action) {
        self.act(seat, action);
    }
}
