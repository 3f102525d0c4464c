//! The table's clock for real-time games, and the timed actions waiting on it: bots' reactions
//! in a claim window, a reveal that shows a moment after its key. The hot-seat table and the
//! hosted table keep time the same way. Time is an input: every call that needs the time is
//! given it by the table, which is given it by its caller, so tests run a virtual clock.

use std::time::{Duration, Instant};

use crate::engine::session::bot_decision;
use crate::engine::{Game, Pending, Seat, Seats, Session};

pub struct Clock<G: Game> {
    /// Time zero of the table's clock; a resumed game's clock continues.
    epoch: Instant,
    /// Since when the clock stands still (a page over the table, a pause): when it goes on,
    /// `epoch` moves by the time stopped, so no window closes and no bot acts meanwhile.
    frozen: Option<Instant>,
    /// Timed actions waiting for their time, earliest first.
    scheduled: Vec<(u64, Seat, G::Action)>,
    /// The claim window whose bots have decided.
    planned: Option<u32>,
}

impl<G: Game> Clock<G> {
    /// The clock of `session` at `now`, going on from the time its state has reached.
    pub fn new(session: &Session<G>, now: Instant) -> Self {
        let epoch = now.checked_sub(Duration::from_millis(session.state.clock_ms())).unwrap_or(now);
        Clock { epoch, frozen: None, scheduled: Vec::new(), planned: None }
    }

    /// The clock in ms at `at` (it stands still while frozen).
    pub fn ms(&self, at: Instant) -> u64 {
        let at = self.frozen.map_or(at, |since| at.min(since));
        at.saturating_duration_since(self.epoch).as_millis() as u64
    }

    /// Stops the clock at `at` while `stop`, and restarts it when `stop` ends.
    pub fn stop(&mut self, stop: bool, at: Instant) {
        match self.frozen {
            None if stop => self.frozen = Some(at),
            Some(since) if !stop => {
                self.epoch += at.saturating_duration_since(since);
                self.frozen = None;
            }
            _ => {}
        }
    }

    pub fn is_stopped(&self) -> bool {
        self.frozen.is_some()
    }

    /// A timed action waits for its time (an untimed one is handed back to apply now).
    pub fn schedule(&mut self, seat: Seat, action: G::Action) -> Option<G::Action> {
        match G::action_ms(&action) {
            Some(at) => {
                self.scheduled.push((at, seat, action));
                self.scheduled.sort_by_key(|s| s.0);
                None
            }
            None => Some(action),
        }
    }

    /// A bot's decision: a timed one (a reveal) happens `delay` after `now` on the clock, never in
    /// its past; an untimed one is handed back for the table's own bot timer.
    pub fn bot_move(
        &mut self,
        seat: Seat,
        action: G::Action,
        now: Instant,
        delay: Duration,
    ) -> Option<G::Action> {
        let Some(wanted) = G::action_ms(&action) else { return Some(action) };
        let at = wanted.max(self.ms(now) + delay.as_millis() as u64);
        self.scheduled = vec![(at, seat, G::restamp(action, at))];
        None
    }

    /// When a claim window opens, every bot decides at once: a timed action waits for its time
    /// (the bot's reaction), an untimed one (not taking part) applies now.
    pub fn plan_race(&mut self, session: &mut Session<G>, seats: Seats) {
        let window = session.state.turn();
        if self.planned == Some(window) {
            return;
        }
        self.planned = Some(window);
        self.scheduled.clear();
        let bots: Vec<Seat> = seats.iter().filter(|s| session.players[*s].is_bot()).collect();
        // A reaction is a rule of thumb, not a search (real-time bots never search): it is
        // decided here, at once, so every bot's reaction time starts with the window.
        for seat in bots {
            let level = session.players[seat].bot.unwrap_or_default();
            let step = session.history.len();
            let Some(action) = bot_decision(&session.state, seat, level, session.setup.seed, step) else {
                continue;
            };
            if let Some(now) = self.schedule(seat, action) {
                let _ = session.act(seat, now);
            }
        }
    }

    /// Applies what is due by `now`: timed actions whose time came, and a claim window closing.
    /// Returns whether the game moved.
    pub fn run_due(&mut self, session: &mut Session<G>, now: Instant) -> bool {
        let now_ms = self.ms(now);
        let mut acted = false;
        while self.scheduled.first().is_some_and(|s| s.0 <= now_ms) {
            let (_, seat, action) = self.scheduled.remove(0);
            // A reaction that came after the game moved on is simply not made.
            acted |= session.act(seat, action).is_ok();
        }
        if let Pending::Race { closes_at_ms: Some(ms), .. } = session.pending()
            && ms <= now_ms
        {
            acted |= session.clock(ms).is_ok();
            self.scheduled.clear();
        }
        acted
    }

    /// When the clock next needs the table: a timed action, a window closing, and while a window
    /// is open its countdown redrawn ten times a second after `now`. `None` while stopped.
    pub fn deadline(&self, session: &Session<G>, now: Instant) -> Option<Instant> {
        if self.frozen.is_some() {
            return None;
        }
        let at = |ms: u64| self.epoch + Duration::from_millis(ms);
        let close = match session.pending() {
            Pending::Race { closes_at_ms: Some(ms), .. } => Some(at(ms)),
            _ => None,
        };
        let tick = close.map(|_| now + Duration::from_millis(100));
        [close, tick, self.scheduled.first().map(|s| at(s.0))].into_iter().flatten().min()
    }
}
