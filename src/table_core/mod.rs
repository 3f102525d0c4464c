//! The table core: the game flow both tables share, written once. It holds the session, the
//! autosave, the real-time clock and the bots, and knows how the game moves on: a person's action
//! (saved at once, except while a claim window is open), an undo, a bot's move from its worker,
//! timed actions on the clock, a public pause that goes on by itself when nobody is there to end it.
//!
//! What differs stays with each table: the hot-seat table decides who holds the laptop and when a
//! hand-off or a result to confirm comes; the hosted table has terminals, chairs, the lobby and
//! stand-ins. Each tells the core which bot (if any) is to decide now ([`Core::plan`]).
//!
//! Time is an input: the core never reads the clock; `now` comes from its table's caller.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::engine::autosave::Autosave;
use crate::engine::{BotLevel, Game, Pending, RuleError, Seat, Session};

pub mod bots;
pub mod clock;
pub mod coach;
pub mod command;
pub mod overlay;
pub mod pane;
pub mod room;
pub mod table;

pub use bots::{BotCounts, Waker};
pub use clock::Clock;
pub use overlay::Overlay;
pub use pane::Pane;
pub use table::{Table, TableExit};

/// How long a bot "thinks" at least, so that people can follow its moves.
pub const BOT_DELAY: Duration = Duration::from_millis(450);

/// A public pause (round results) with nobody at the table to end it goes on after this long.
pub const ALONE_PAUSE: Duration = Duration::from_millis(4 * 450);

pub struct Core<G: Game> {
    pub session: Session<G>,
    /// The one file this table autosaves to.
    pub autosave: Autosave,
    /// The clock of real-time games.
    pub clock: Clock<G>,
    bots: bots::Bots<G>,
    /// The latest time the caller gave (a key's, a timer's).
    now: Instant,
    /// A public pause nobody at the table will end goes on by itself at this time.
    go_on_at: Option<Instant>,
    /// This game's end is in the table's records (a finished game is recorded once).
    recorded: bool,
}

impl<G: Game> Core<G> {
    pub fn new(session: Session<G>, autosave: Autosave, now: Instant) -> Self {
        Core {
            clock: Clock::new(&session, now),
            session,
            autosave,
            bots: Default::default(),
            now,
            go_on_at: None,
            recorded: false,
        }
    }

    /// The latest time the core was given: where a test's virtual clock is.
    pub fn now(&self) -> Instant {
        self.now
    }

    /// The caller's time came to `at` (it never goes back).
    pub fn advance(&mut self, at: Instant) {
        self.now = self.now.max(at);
    }

    /// A failure shows as the NOT SAVED banner until a later autosave succeeds. A game that just
    /// ended goes into the table's records beside the saves (once: the records know its ending).
    pub fn save(&mut self) {
        self.autosave.save(&self.session);
        if !self.recorded && self.session.is_over() {
            self.recorded = true;
            let date =
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
            // A table of bots only (a demonstration) is nobody's game: not recorded.
            let people = self.session.players.iter().any(|p| !p.is_bot() || p.stand_in);
            if let (Some(dir), Some(record), true) =
                (self.autosave_path().parent(), crate::engine::records::of(&self.session, date), people)
            {
                // The game is saved either way; a records file that cannot be written costs only
                // this line of the records.
                let _ = crate::engine::records::append(dir, &record);
            }
        }
    }

    /// A bot (Normal) plays for `seat`'s player, who left the table for now (`away`), or gives the
    /// seat back to its player. Only a person's seat is handed over, and only a stand-in gives one
    /// back: a bot seated at setup stays a bot.
    pub fn stand_in(&mut self, seat: Seat, away: bool) {
        let Some(p) = self.session.players.get_mut(seat) else { return };
        match (away, p.bot.is_some(), p.stand_in) {
            (true, false, _) => (p.bot, p.stand_in) = (Some(BotLevel::Normal), true),
            (false, _, true) => (p.bot, p.stand_in) = (None, false),
            _ => return,
        }
        self.save();
    }

    pub fn autosave_path(&self) -> &Path {
        self.autosave.path()
    }

    fn racing(&self) -> bool {
        matches!(self.session.pending(), Pending::Race { .. })
    }

    /// `seat` takes `action`. It is saved at once, except a press during a claim window, which
    /// must register at once: the window is saved when it closes (the action that opens a window
    /// is saved at once, so nobody sees that card twice).
    pub fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), RuleError> {
        let racing = self.racing();
        self.session.act(seat, action)?;
        if !(racing && self.racing()) {
            self.save();
        }
        Ok(())
    }

    /// `seat` takes back its last action.
    pub fn undo(&mut self, seat: Seat) -> Result<(), RuleError> {
        self.session.undo(seat)?;
        self.bots.undo();
        self.save();
        Ok(())
    }

    /// After anything changed, the table says which bot is to decide now (`None`: nobody's bot,
    /// a person decides, or the table waits), and whether a public pause should go on by itself
    /// (nobody is there to end it). A real-time claim window plans its bots' reactions itself.
    pub fn plan(&mut self, bot: Option<Seat>, go_on_alone: bool) {
        self.go_on_at = None;
        if self.session.is_over() {
            return self.bots.forget();
        }
        if self.session.state.interlude() {
            self.bots.forget();
            if go_on_alone {
                self.go_on_at = Some(self.now + ALONE_PAUSE);
            }
            return;
        }
        match (self.session.pending(), bot) {
            (Pending::Race { seats, .. }, _) => {
                self.bots.forget();
                self.clock.plan_race(&mut self.session, seats);
            }
            (_, Some(seat)) => self.bots.think(&self.session, seat, self.now, BOT_DELAY),
            (_, None) => self.bots.forget(),
        }
    }

    /// The time `now` came: timed actions whose time came, a bot's move that is due and decided,
    /// a public pause that goes on by itself. `Ok(true)` when the game moved (the table then
    /// settles again); `Err` when a bot's move was refused (never for a correct bot).
    pub fn on_timer(&mut self, now: Instant) -> Result<bool, RuleError> {
        self.advance(now);
        let mut moved = self.run_clock();
        if let Some((seat, started, action)) = self.bots.take_due(&self.session, self.now) {
            let action = action.ok_or_else(|| RuleError(crate::msg!("session-bot-no-move")))?;
            // A timed move (a reveal) waits on the clock, timed from when the bot began to think.
            if let Some(now) = self.clock.bot_move(seat, action, started, BOT_DELAY) {
                self.act(seat, now)?;
                moved = true;
            }
            moved |= self.run_clock();
        }
        if self.go_on_at.is_some_and(|t| t <= self.now) {
            self.go_on_at = None;
            if let Some(seat) = self.session.pending().first()
                && let Some(a) = self.session.state.legal_actions(seat).into_iter().next()
            {
                self.act(seat, a)?;
                moved = true;
            }
        }
        Ok(moved)
    }

    /// Applies the clock's due actions; saved once the claim window they belong to closed.
    fn run_clock(&mut self) -> bool {
        let moved = self.clock.run_due(&mut self.session, self.now);
        if moved && !self.racing() {
            self.save();
        }
        moved
    }

    /// When the core needs [`Core::on_timer`]: a bot's move, a timed action, a claim window's
    /// countdown, a pause that goes on by itself. `None` while the clock stands still.
    pub fn deadline(&self) -> Option<Instant> {
        if self.clock.is_stopped() {
            return None;
        }
        let clock = self.clock.deadline(&self.session, self.now);
        [self.bots.deadline(), self.go_on_at, clock].into_iter().flatten().min()
    }

    /// Bot results are announced through `waker` (see [`bots::Bots::set_waker`]).
    pub fn set_waker(&mut self, waker: Waker) {
        self.bots.set_waker(waker);
    }

    /// The waker, for a table that replaces this core (a rematch).
    pub fn waker(&self) -> Option<Waker> {
        self.bots.waker()
    }

    /// The bot whose search runs now, if any.
    pub fn thinking(&self) -> Option<Seat> {
        self.bots.thinking()
    }

    /// What the bots' worker did, for tests.
    pub fn bot_counts(&self) -> BotCounts {
        self.bots.counts()
    }

    /// Holds every bot search that begins from now on while the returned mutex is locked.
    #[cfg(any(test, feature = "test-support"))]
    pub fn hold_bots(&mut self) -> std::sync::Arc<std::sync::Mutex<()>> {
        self.bots.hold()
    }
}
