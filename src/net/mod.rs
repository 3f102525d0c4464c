//! Remote play: `tavolo serve` hosts one table over SSH and every friend plays in their own terminal.
//!
//! Three layers, so that the rules stay pure and the engine synchronous:
//! - the **transport** (SSH server, host key, table code, byte → key parsing, one writer per client,
//!   limits) turns connections into [`Input`]s and frames back into bytes;
//! - the **driver**, one ordinary thread, owns the [`Room`] and every client's ratatui terminal: it
//!   feeds inputs to the room in the order they arrived, runs its timers, and redraws each client;
//! - the **room** is the table itself (lobby, seats, the game's session, bots, saves): a synchronous
//!   object that draws any client's screen from that client's seat only.
//!
//! The host's own terminal is client [`HOST`]: it is drawn and read like any other client, and it
//! alone may start the game or hand a dropped seat to a bot.

pub mod code;
pub mod hostkey;
pub mod keys;
pub mod limits;
pub mod room;

pub use room::{ClientId, HOST, Input, Room, Size};
