//! A drawn terminal as the explorer reads it: the cells, their text, the key-hint bars the frame
//! showed, and the keys named elsewhere on it in the key style.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use tavolo::ui::widgets::{self, Hint};

pub struct Shot {
    pub buffer: Buffer,
    pub text: String,
    /// The hints of every bar drawn in this frame (what a person reads as the keys that work).
    pub bars: Vec<Hint>,
    /// Runs of key-styled cells: key names wherever the screen shows them.
    pub named: Vec<String>,
}

/// Draws one frame of `w`×`h` with `draw` and reads it back.
pub fn shoot(w: u16, h: u16, draw: impl FnOnce(&mut ratatui::Frame)) -> Shot {
    let _ = widgets::shown_bars();
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
    term.draw(draw).expect("drawing into memory");
    let bars = widgets::shown_bars();
    let buffer = term.backend().buffer().clone();
    let (mut text, mut named) = (String::new(), Vec::new());
    for y in 0..buffer.area.height {
        let mut run = String::new();
        for x in 0..buffer.area.width {
            let cell = &buffer[(x, y)];
            text.push_str(cell.symbol());
            if cell.fg == Color::Cyan && cell.modifier.contains(Modifier::BOLD) {
                run.push_str(cell.symbol());
            } else if !run.trim().is_empty() {
                named.push(std::mem::take(&mut run).trim().to_string());
            } else {
                run.clear();
            }
        }
        if !run.trim().is_empty() {
            named.push(run.trim().to_string());
        }
        text.push('\n');
    }
    Shot { buffer, text, bars, named }
}

impl Shot {
    /// What kind of screen this is, read as a person would (for coverage and findings).
    pub fn kind(&self) -> &'static str {
        const KINDS: [(&str, &str); 13] = [
            ("Pass the laptop to", "hand-off"),
            ("Only you, ", "private result"),
            ("since your last turn (", "catch-up page"),
            (" — log, as ", "log page"),
            (" — rules", "rules page"),
            ("Save as", "save prompt"),
            ("Press Enter when everyone is ready", "paused"),
            ("final score", "score"),
            ("Everyone may look", "public results"),
            ("hosted table", "lobby"),
            ("Start player:", "announcement"),
            ("Please enlarge", "too small"),
            ("Players, in seat order", "announcement"),
        ];
        KINDS.iter().find(|(mark, _)| self.text.contains(mark)).map_or("table", |(_, kind)| kind)
    }
}
