//! The game-independent engine: every game implements [`Game`]; [`Session`] wraps one game with its
//! players, move history and saves; [`simulate`] plays bot-only games headless.

pub mod arena;
pub mod autosave;
pub mod coach;
pub mod determinize;
pub mod event;
pub mod game;
pub mod lock;
pub mod names;
pub mod outcome;
pub mod records;
pub mod replay;
pub mod rng;
pub mod save;
pub mod search;
pub mod seats;
pub mod session;
pub mod simulate;
pub mod standings;

#[cfg(test)]
mod tests;

pub use determinize::Determinize;
pub use event::{Audience, Event};
pub use game::{Applied, BotLevel, Game, Pending, RuleError, Seat, Setup};
pub use outcome::{Outcome, Score};
pub use rng::GameRng;
pub use save::SaveError;
pub use seats::Seats;
pub use session::{LogLine, Player, Record, Session};
