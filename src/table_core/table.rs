//! The type-erased table the app holds (any game, hot-seat), and what it asks the app to do.

use std::time::Instant;

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Rect;

/// What the app should do after a key on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableExit {
    Stay,
    ToPicker,
    Quit,
    /// Open the replay of this table's game ([`Table::replay`]).
    Replay,
}

/// A game table with its game type erased, so the app can hold any game.
pub trait Table {
    /// Draws the table as it is at the latest time it was given (a key's or a timer's).
    fn draw(&mut self, f: &mut Frame, area: Rect);
    /// `at` is when the key was read (by the input thread, before any drawing).
    fn key(&mut self, key: KeyEvent, at: Instant) -> TableExit;
    /// When the table wants [`Table::on_timer`] (a bot's move).
    fn deadline(&self) -> Option<Instant>;
    /// The time `now` came (at or after [`Table::deadline`]): the table never reads the clock
    /// itself, so a test's virtual clock drives it exactly like the real one.
    fn on_timer(&mut self, now: Instant);
    /// Bots think on a worker; `waker` wakes the app's loop when a result comes in, so that the
    /// loop waits for keys meanwhile instead of polling.
    fn set_waker(&mut self, _waker: crate::table_core::Waker) {}
    /// Called once when the app closes on this table: saves what is not saved yet and returns the
    /// line to print after the terminal is restored (`Ok` for stdout, `Err` for stderr).
    fn farewell(&mut self) -> Option<Result<crate::i18n::Msg, crate::i18n::Msg>> {
        None
    }
    /// The replay of this table's game, when it offers one (after [`TableExit::Replay`]).
    fn replay(&self) -> Option<Box<dyn Table>> {
        None
    }
}
