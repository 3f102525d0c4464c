//! The terminal UI. Two layers live here: the ui kit every game's screen and both tables draw with
//! (widgets, theme, pages, menus, the game-screen contract, setup's vocabulary), and the shell on
//! top (the app loop, picker, setup, saves list, terminal). The hot-seat table (`table`) sits
//! between them, on the table core. `tests/layers.rs` holds the layers to their order.

pub mod app;
pub mod command;
pub mod game_screen;
pub mod help;
pub mod keys;
pub mod log;
pub mod menu;
pub mod open_view;
pub mod pager;
pub mod picker;
pub mod records;
pub mod replay;
pub mod saves;
pub mod saving;
pub mod score;
pub mod setup;
pub mod setup_spec;
pub mod setup_where;
pub mod table;
pub mod term;
pub mod text;
pub mod theme;
pub mod widgets;

pub use game_screen::{Ctx, GameScreen, GameUi, Intent};
pub use keys::{Keys, key_name};
pub use setup_spec::{SetupChoices, SetupSpec};
pub use table::GameTable;

/// The smallest terminal every screen is laid out for.
pub const MIN_WIDTH: u16 = 80;
pub const MIN_HEIGHT: u16 = 24;
