//! The contract every game implements. Rules are pure: state + action → new state or a [`RuleError`].

use std::fmt::Debug;

use serde::{Deserialize, Serialize, de::DeserializeOwned};

use super::{Event, GameRng, Outcome, Seats};
use crate::i18n::Msg;

/// A seat at the table, `0..players`, in clockwise order.
pub type Seat = usize;

/// Who must decide now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// One seat decides: any seat, not only the player whose turn it is (offers, ambushes, defences).
    Seat(Seat),
    /// Several seats may act at once in real time; inputs carry timestamps and the rules order them.
    /// `closes_at_ms` is when the window shuts (the caller then sends [`Game::on_clock`]).
    Race { seats: Seats, closes_at_ms: Option<u64> },
    /// Each of `seats` decides privately, in any order (secret offers revealed together). A table
    /// that asks one seat at a time asks `first` (which is in `seats`), then the next: the order
    /// is ascending from `first`, wrapping round ([`Pending::order`]).
    Each { seats: Seats, first: Seat },
    /// The game has ended: see [`Game::outcome`].
    Over,
}

impl Pending {
    /// The single seat to decide, if the decision belongs to exactly one seat.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Pending::Seat(s) => Some(*s),
            _ => None,
        }
    }

    /// The seat a table that asks one seat at a time asks now: the single seat, or the first of
    /// [`Pending::Each`] (the hot-seat table, searches and simulations serialise it this way).
    pub fn first(&self) -> Option<Seat> {
        match self {
            Pending::Seat(s) | Pending::Each { first: s, .. } => Some(*s),
            _ => None,
        }
    }

    /// Only the [`Pending::first`] seat: how a table that asks one seat at a time sees this.
    pub fn serial(&self) -> Pending {
        match self {
            Pending::Each { first, .. } => Pending::Seat(*first),
            other => other.clone(),
        }
    }

    /// The seats that may act now, in the order a one-at-a-time table would ask them.
    pub fn order(&self) -> Vec<Seat> {
        match self {
            Pending::Seat(s) => vec![*s],
            Pending::Race { seats, .. } => seats.to_vec(),
            Pending::Each { seats, first } => {
                let (after, before): (Vec<Seat>, Vec<Seat>) = seats.iter().partition(|s| s >= first);
                after.into_iter().chain(before).collect()
            }
            Pending::Over => Vec::new(),
        }
    }

    /// Whether `seat` may act now.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Pending::Seat(s) => *s == seat,
            Pending::Race { seats, .. } | Pending::Each { seats, .. } => seats.contains(&seat),
            Pending::Over => false,
        }
    }
}

/// An illegal action, explained in a message a player understands (rendered in the viewer's
/// language with the players' names by the table).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct RuleError(pub Msg);

impl RuleError {
    pub fn new(msg: impl Into<Msg>) -> Self {
        RuleError(msg.into())
    }
}

/// Shorthand for rules code: `return err(msg!("keltis-row-descending", row = Red.msg()))`.
pub fn err<T>(msg: impl Into<Msg>) -> Result<T, RuleError> {
    Err(RuleError::new(msg))
}

/// What applying an action produced.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Applied {
    /// Log lines, each addressed to everyone or to one seat.
    pub events: Vec<Event>,
    /// True when the action revealed nothing hidden and used no chance, so its actor may take it back
    /// (the session adds: only while nobody else has acted and the same seat is still to decide).
    pub undoable: bool,
}

impl Applied {
    pub fn new(events: Vec<Event>, undoable: bool) -> Self {
        Applied { events, undoable }
    }
}

/// How a new game is seated.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub players: usize,
    /// The start player, or `None` to draw one at random from the game's RNG.
    pub first: Option<Seat>,
    pub seed: u64,
}

/// How hard a bot plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum BotLevel {
    Easy,
    #[default]
    Normal,
    Hard,
}

impl BotLevel {
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

    pub fn name(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|l| l.name() == s)
    }
}

/// One game's rules. Implementations hold their whole state (including the seeded RNG) so that a clone
/// or a save continues with the same future shuffles.
pub trait Game: Clone + Debug + Serialize + DeserializeOwned + Send + 'static {
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + 'static;
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send;
    /// What one seat may know; the screen for a seat is drawn only from this.
    type View;

    /// The id used on the command line and in saves (`keltis`).
    const ID: &'static str;
    /// The revision of these rules. Raise it when a rules fix can make a saved history replay to a
    /// different state: saves of an older revision then load under today's rules (the history is
    /// the truth) instead of being refused as edited.
    const RULES: u32 = 1;
    /// A replay steps (← →) by turn rather than by action: a real-time game's actions are too
    /// many and too quick to read one by one (a Pow Wow step is a reveal with its claims).
    const REPLAY_BY_TURN: bool = false;

    fn new_game(setup: &Setup, options: &Self::Options) -> Result<Self, RuleError>;
    fn players(&self) -> usize;
    fn pending(&self) -> Pending;
    /// Every legal action of `seat` now (empty when it is not that seat's decision).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// [`Game::legal_actions`] written into `out` (replacing what it held): a playout that keeps one
    /// buffer asks for actions without allocating, when the game overrides this.
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>) {
        *out = self.legal_actions(seat);
    }
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Applied, RuleError>;
    /// What `seat` may know; `None` is the public table.
    fn view(&self, seat: Option<Seat>) -> Self::View;
    fn outcome(&self) -> Option<Outcome>;
    /// A progress counter for save lists, statistics and the log ("turn 12").
    fn turn(&self) -> u32;

    /// The round, for games played in rounds: log lines show it beside the turn.
    fn round(&self) -> Option<u32> {
        None
    }

    /// The turns before the one the state is in, as the log heads lines ("turn 12" is the one
    /// after 11): by default the progress counter. A game whose counter moves on before its turn
    /// is over (Pow Wow counts reveals; claims come after) says so.
    fn log_turn(&self) -> u32 {
        self.turn()
    }

    /// A real-time window reached `at_ms` (see [`Pending::Race`]). Games without timers refuse.
    fn on_clock(&mut self, _at_ms: u64) -> Result<Applied, RuleError> {
        err(crate::msg!("rule-no-timer"))
    }

    /// Real-time games: the latest time (ms) the rules have seen, so a resumed table's clock goes on
    /// from there.
    fn clock_ms(&self) -> u64 {
        0
    }

    /// Real-time games: the time an action carries (when its key was read).
    fn action_ms(_action: &Self::Action) -> Option<u64> {
        None
    }

    /// Real-time games: the same action carrying `at_ms` instead.
    fn restamp(action: Self::Action, _at_ms: u64) -> Self::Action {
        action
    }

    /// Log lines for the start of a new game (roles dealt, the first card drawn), from the new state.
    fn opening(&self) -> Vec<Event> {
        Vec::new()
    }

    /// The decision pending is a public pause (a round's results on the table): the table shows the
    /// public view without a hand-off, and any human's Enter takes the only legal action.
    fn interlude(&self) -> bool {
        false
    }

    /// Consistency checks used by simulations and tests (cards conserved, scores add up).
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }

    /// Picks a move for a bot seat from that seat's view only, so a bot cannot peek.
    fn bot_action(
        view: &Self::View,
        legal: &[Self::Action],
        level: BotLevel,
        rng: &mut GameRng,
    ) -> Self::Action;
}
