//! The terminal UI shared by every game: the app loop, picker, setup, the game table with hand-offs,
//! help, saves and the score screen, and small widgets.

pub mod app;
pub mod help;
pub mod log;
pub mod menu;
pub mod pager;
pub mod picker;
pub mod registry;
pub mod saves;
pub mod saving;
pub mod score;
pub mod setup;
pub mod table;
pub mod term;
pub mod theme;
pub mod widgets;

pub use registry::{GameEntry, Registry, SetupChoices, SetupSpec};
pub use table::{Ctx, GameScreen, GameTable, GameUi, Intent, Table, TableExit};

/// The smallest terminal every screen is laid out for.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;
