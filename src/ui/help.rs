//! The rules help overlay (`?`): the game's text from `assets/help/`, wrapped to the terminal and
//! scrollable to its last line.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::pager::Pager;
use super::widgets::hint;

#[derive(Debug, Default, Clone)]
pub struct Help {
    pager: Pager,
}

impl Help {
    /// Returns false when the overlay should close.
    pub fn key(&mut self, key: KeyEvent) -> bool {
        match key.code {
            KeyCode::Esc | KeyCode::Char('?') | KeyCode::Char('q') | KeyCode::Enter | KeyCode::F(1) => false,
            _ => {
                self.pager.key(key);
                true
            }
        }
    }

    pub fn draw(&mut self, f: &mut Frame, area: Rect, title: &str, text: &str) {
        let lines: Vec<Line> = text.lines().map(|l| Line::raw(l.to_string())).collect();
        let mut hints = Pager::hints();
        hints.push(hint("Esc ?", "close"));
        self.pager.draw(f, area, &format!("{title} — rules"), lines, &hints);
    }
}
