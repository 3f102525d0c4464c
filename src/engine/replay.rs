//! Stepping through a game's history, forward and back, as fast one way as the other: the state
//! after every [`EVERY`]-th step is kept, so any step is one clone and fewer than [`EVERY`]
//! actions away, never a replay from the start.

use super::session::Record;
use super::{Game, RuleError, Session};

/// How far apart the kept states are (a step rebuilds at most `EVERY - 1` actions).
pub const EVERY: usize = 8;

pub struct Replay<G: Game> {
    /// The whole game, replayed once: its players, history, log and last state.
    pub session: Session<G>,
    /// The state before step `k * EVERY`, for every `k`.
    kept: Vec<G>,
    /// The positions ← and → stop at, ascending, from 0 (the deal) to the end: every action, or in
    /// a real-time game every turn (a Pow Wow reveal with the claims that followed it).
    stops: Vec<usize>,
    /// Per position, the round and the turn (from 1, within the round) the game is in there.
    when: Vec<(Option<u32>, u32)>,
    at: usize,
    state: G,
}

impl<G: Game> Replay<G> {
    /// The replay of `session`'s game, at its end.
    pub fn new(session: Session<G>) -> Result<Self, RuleError> {
        let mut state = G::new_game(&session.setup, &session.options)?;
        let n = session.history.len();
        let (mut kept, mut when, mut turns) =
            (Vec::new(), Vec::with_capacity(n + 1), Vec::with_capacity(n + 1));
        let mut round_began = (state.round(), state.log_turn());
        for i in 0..=n {
            if i % EVERY == 0 {
                kept.push(state.clone());
            }
            if state.round() != round_began.0 {
                round_began = (state.round(), state.log_turn());
            }
            when.push((state.round(), state.log_turn().saturating_sub(round_began.1) + 1));
            turns.push((state.round(), state.log_turn()));
            if let Some(r) = session.history.get(i) {
                apply(&mut state, r)?;
            }
        }
        let stops = if G::REPLAY_BY_TURN {
            // The last position of each turn: the turn with everything that followed in it.
            (0..=n).filter(|&i| i == 0 || i == n || turns[i + 1] != turns[i]).collect()
        } else {
            (0..=n).collect()
        };
        Ok(Replay { session, kept, stops, when, at: n, state })
    }

    /// How many steps the history holds (the last position).
    pub fn len(&self) -> usize {
        self.session.history.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The position on show: how many steps of the history have been taken.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The state at the position on show.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// Privacy tests: the state on show, to scramble what the viewer may not see. Go to another
    /// position from 0 after it (`go(0)` reloads a kept state).
    #[cfg(any(test, feature = "test-support"))]
    pub fn state_mut(&mut self) -> &mut G {
        &mut self.state
    }

    /// The round and turn (from 1, within the round) at the position on show.
    pub fn when(&self) -> (Option<u32>, u32) {
        self.when[self.at]
    }

    /// The game over (the replay of a finished game may show every hand).
    pub fn finished(&self) -> bool {
        self.session.is_over()
    }

    /// Goes to position `to` (clamped to the end): the nearest kept state before it, then the
    /// actions between.
    pub fn go(&mut self, to: usize) {
        let to = to.min(self.len());
        if to == self.at {
            return;
        }
        // Going on from the state on show when it is nearer than the kept one.
        let base = to - to % EVERY;
        let from = if self.at <= to && self.at >= base { self.at } else { base };
        if from != self.at {
            self.state = self.kept[from / EVERY].clone();
        }
        for r in &self.session.history[from..to] {
            // The history replayed once already in `new`: its actions are legal.
            let _ = apply(&mut self.state, r);
        }
        self.at = to;
    }

    /// One stop on (→).
    pub fn next(&mut self) {
        let i = self.stops.partition_point(|&s| s <= self.at);
        self.go(self.stops.get(i).copied().unwrap_or(self.len()));
    }

    /// One stop back (←).
    pub fn prev(&mut self) {
        let i = self.stops.partition_point(|&s| s < self.at);
        self.go(i.checked_sub(1).map_or(0, |i| self.stops[i]));
    }

    /// The start of the next turn or round (PgDn): the first position where it changes.
    pub fn next_turn(&mut self) {
        let now = self.when[self.at];
        let to = (self.at + 1..=self.len()).find(|&i| self.when[i] != now).unwrap_or(self.len());
        self.go(to);
    }

    /// The start of this turn, or of the one before when already there (PgUp).
    pub fn prev_turn(&mut self) {
        let mut i = self.at;
        // Back over the start of this turn first when already on it.
        if i > 0 && self.when[i - 1] != self.when[i] {
            i -= 1;
        }
        while i > 0 && self.when[i - 1] == self.when[i] {
            i -= 1;
        }
        self.go(i);
    }

    /// Where the log stands at the position on show: the lines before it are what had happened.
    pub fn log_until(&self) -> usize {
        self.session.log_at_step(self.at)
    }

    /// The positions ← and → stop at.
    pub fn stops(&self) -> &[usize] {
        &self.stops
    }
}

fn apply<G: Game>(state: &mut G, record: &Record<G::Action>) -> Result<(), RuleError> {
    match record {
        Record::Act { seat, action } => state.apply(*seat, action),
        Record::Clock { at_ms } => state.on_clock(*at_ms),
        Record::Hint { .. } => return Ok(()),
    }
    .map(|_| ())
}
