//! Colours, switched off by `NO_COLOR` (every coloured thing also carries a letter or symbol).

use std::sync::OnceLock;

use ratatui::style::{Color, Modifier, Style};

static NO_COLOR: OnceLock<bool> = OnceLock::new();

/// True when the user asked for no colour (<https://no-color.org>).
pub fn no_color() -> bool {
    *NO_COLOR.get_or_init(|| std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()))
}

/// A foreground colour, or plain text under `NO_COLOR`.
pub fn fg(color: Color) -> Style {
    if no_color() { Style::default() } else { Style::default().fg(color) }
}

pub fn bold() -> Style {
    Style::default().add_modifier(Modifier::BOLD)
}

pub fn dim() -> Style {
    Style::default().add_modifier(Modifier::DIM)
}

/// The selection highlight: reversed video, visible with or without colour.
pub fn selected() -> Style {
    Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD)
}

pub fn key() -> Style {
    fg(Color::Cyan).add_modifier(Modifier::BOLD)
}

pub fn error() -> Style {
    fg(Color::LightRed).add_modifier(Modifier::BOLD)
}

/// Seat colours for the games that give each player one.
pub const SEATS: [Color; 12] = [
    Color::LightRed,
    Color::LightBlue,
    Color::LightGreen,
    Color::LightYellow,
    Color::LightMagenta,
    Color::LightCyan,
    Color::Red,
    Color::Blue,
    Color::Green,
    Color::Yellow,
    Color::Magenta,
    Color::Cyan,
];
