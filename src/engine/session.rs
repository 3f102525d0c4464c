//! A game in progress: players, options, the state, the move history and its log. The history is the
//! truth: undo and loading replay it, so a save can be checked against its own moves.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::{Applied, BotLevel, Event, Game, GameRng, Pending, RuleError, Seat, Setup};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    /// `Some` for a bot seat.
    #[serde(default)]
    pub bot: Option<BotLevel>,
}

impl Player {
    pub fn human(name: impl Into<String>) -> Self {
        Player { name: name.into(), bot: None }
    }

    pub fn bot(name: impl Into<String>, level: BotLevel) -> Self {
        Player { name: name.into(), bot: Some(level) }
    }

    pub fn is_bot(&self) -> bool {
        self.bot.is_some()
    }
}

/// One step of the history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Record<A> {
    Act { seat: Seat, action: A },
    Clock { at_ms: u64 },
}

#[derive(Debug, Clone)]
pub struct Session<G: Game> {
    pub setup: Setup,
    pub options: G::Options,
    pub players: Vec<Player>,
    pub state: G,
    pub history: Vec<Record<G::Action>>,
    /// Per history entry: could its actor take it back?
    undoable: Vec<bool>,
    /// Log lines with the index of the history entry that produced them.
    log: Vec<(usize, Event)>,
    /// Unix seconds when the game began; with the seed it tells which saves are of the same game.
    pub started: u64,
    /// The save this session was loaded from (`None` for a new game).
    pub source: Option<PathBuf>,
}

impl<G: Game> Session<G> {
    pub fn new(players: Vec<Player>, setup: Setup, options: G::Options) -> Result<Self, RuleError> {
        if players.len() != setup.players {
            return Err(RuleError::new("The number of names does not match the number of players."));
        }
        let state = G::new_game(&setup, &options)?;
        let log = state.opening().into_iter().map(|e| (0, e)).collect();
        Ok(Session {
            setup,
            options,
            players,
            state,
            history: Vec::new(),
            undoable: Vec::new(),
            log,
            started: super::save::unix_now(),
            source: None,
        })
    }

    /// Rebuilds a session by replaying `history` from the seeded start.
    pub fn replay(
        players: Vec<Player>,
        setup: Setup,
        options: G::Options,
        history: Vec<Record<G::Action>>,
        started: u64,
    ) -> Result<Self, (usize, RuleError)> {
        let mut s = Session::new(players, setup, options).map_err(|e| (0, e))?;
        s.started = started;
        for (i, r) in history.into_iter().enumerate() {
            s.push(r).map_err(|e| (i + 1, e))?;
        }
        Ok(s)
    }

    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    pub fn pending(&self) -> Pending {
        self.state.pending()
    }

    pub fn is_over(&self) -> bool {
        self.state.pending() == Pending::Over
    }

    /// `seat` takes `action`; on error nothing changes.
    pub fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), RuleError> {
        if !self.state.pending().includes(seat) {
            return Err(RuleError::new(format!("It is not {}'s decision now.", self.players[seat].name)));
        }
        self.push(Record::Act { seat, action })
    }

    /// The real-time window reached `at_ms`.
    pub fn clock(&mut self, at_ms: u64) -> Result<(), RuleError> {
        self.push(Record::Clock { at_ms })
    }

    fn push(&mut self, record: Record<G::Action>) -> Result<(), RuleError> {
        let mut next = self.state.clone();
        let applied: Applied = match &record {
            Record::Act { seat, action } => next.apply(*seat, action),
            Record::Clock { at_ms } => next.on_clock(*at_ms),
        }
        // Refusals may name players ("{p1} holds no Gold"): say their names.
        .map_err(|e| RuleError(Event::public(e.0).render(&self.names())))?;
        self.state = next;
        let index = self.history.len();
        self.history.push(record);
        self.undoable.push(applied.undoable);
        self.log.extend(applied.events.into_iter().map(|e| (index, e)));
        Ok(())
    }

    /// Undo is allowed only for the seat still to decide, for its own last action, when that action
    /// revealed nothing and used no chance; it never crosses another seat's action.
    pub fn can_undo(&self, seat: Seat) -> bool {
        matches!(self.history.last(), Some(Record::Act { seat: s, .. }) if *s == seat)
            && self.undoable.last() == Some(&true)
            && self.state.pending() == Pending::Seat(seat)
    }

    pub fn undo(&mut self, seat: Seat) -> Result<(), RuleError> {
        if !self.can_undo(seat) {
            return Err(RuleError::new(
                "Nothing to undo: your last action revealed a card or another player has acted.",
            ));
        }
        let mut history = std::mem::take(&mut self.history);
        history.pop();
        let rebuilt =
            Session::replay(self.players.clone(), self.setup, self.options.clone(), history, self.started)
                .map_err(|(_, e)| e)?;
        let source = self.source.take();
        *self = Session { source, ..rebuilt };
        Ok(())
    }

    /// The bot seat that must decide now, if any.
    pub fn bot_to_act(&self) -> Option<Seat> {
        self.state.pending().seat().filter(|&s| self.players[s].is_bot())
    }

    /// The bot's choice for `seat`, made from that seat's view only. The bot's dice are derived from
    /// the seed and the move number, so replays and simulations are reproducible.
    pub fn bot_choice(&self, seat: Seat) -> Option<G::Action> {
        let legal = self.state.legal_actions(seat);
        if legal.is_empty() {
            return None;
        }
        let level = self.players[seat].bot.unwrap_or_default();
        let mut rng = bot_rng(self.setup.seed, self.history.len(), seat);
        Some(G::bot_action(&self.state.view(Some(seat)), &legal, level, &mut rng))
    }

    /// Lets the bot to act (if any) take its move. Returns false when no bot is to act.
    pub fn step_bot(&mut self) -> Result<bool, RuleError> {
        let Some(seat) = self.bot_to_act() else {
            return Ok(false);
        };
        let action = self.bot_choice(seat).ok_or_else(|| RuleError::new("The bot has no legal move."))?;
        self.act(seat, action)?;
        Ok(true)
    }

    /// Log lines `seat` may read, rendered with names, newest first.
    pub fn log_for(&self, seat: Option<Seat>) -> Vec<String> {
        let names = self.names();
        self.log.iter().rev().filter(|(_, e)| e.visible_to(seat)).map(|(_, e)| e.render(&names)).collect()
    }
}

/// A bot's dice for move `step`, derived from the game seed so replays and simulations repeat.
pub fn bot_rng(seed: u64, step: usize, seat: Seat) -> GameRng {
    GameRng::new(seed ^ (step as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat as u64) << 56)
}
