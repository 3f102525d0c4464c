//! What the explorer drives: a table seen through its terminals. The hot-seat table has one (the
//! laptop), a hosted table one per connected client. Both are driven only as people and time drive
//! them: keys, the clock, and (hosted) joining and leaving.

use std::path::PathBuf;
use std::time::Instant;

use crossterm::event::KeyEvent;
use tavolo::engine::{Game, Seat, Session};
use tavolo::table_core::BotCounts;

use super::shot::Shot;

/// A terminal: the laptop (0) or a hosted table's client id.
pub type Term = u64;

/// What a key did beyond the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    Stay,
    /// The window closed (quit, back to the picker, the host closed the table): the game is saved
    /// and the explorer opens it again as a person would (`--resume`, `serve --resume`).
    Closed,
    /// This terminal left a hosted table; its player may come back.
    Left,
}

pub trait Rig<G: Game> {
    /// The terminals showing the table now.
    fn terminals(&self) -> Vec<Term>;
    fn shoot(&mut self, term: Term, w: u16, h: u16) -> Shot;
    fn press(&mut self, term: Term, key: KeyEvent, at: Instant) -> Exit;
    fn deadline(&self) -> Option<Instant>;
    fn timer(&mut self, now: Instant);
    fn session(&self) -> &Session<G>;
    fn session_mut(&mut self) -> &mut Session<G>;
    fn autosave(&self) -> PathBuf;
    /// Whose hidden things may be on `term` now, by the explorer's own model (`None`: nobody's,
    /// the public table); updated from what it saw happen in [`Rig::observe`].
    fn may_show(&self, term: Term) -> Option<Seat>;
    /// The explorer saw `before`, pressed `key` on `term` and then saw `after`.
    fn observe(&mut self, term: Term, before: &Shot, key: &KeyEvent, after: &Shot);
    /// The message line of `term` says something (a refusal, why a key waits).
    fn says(&self, term: Term) -> bool;
    /// A page or a result to read covers the table: bots may rightly wait for it.
    fn covered(&self) -> bool;
    /// Saves what is not saved (the window's farewell) and opens the game again from its autosave.
    fn reopen(&mut self, now: Instant) -> Result<(), String>;
    /// What the table's bot worker did since the table (as last opened) opened.
    fn bots(&self) -> BotCounts;
    /// Terminals that left come back now and then (hosted): `now` is the time. Whether one did.
    fn tick(&mut self, _now: Instant, _roll: usize) -> bool {
        false
    }
}
