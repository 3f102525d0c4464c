//! The rules help overlay (`?`): the game's text from `assets/help/`, scrollable.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use super::widgets::{Hint, hint, hint_bar};

#[derive(Debug, Default, Clone)]
pub struct Help {
    pub scroll: u16,
}

impl Help {
    /// Returns false when the overlay should close.
    pub fn key(&mut self, key: KeyEvent) -> bool {
        match key.code {
            KeyCode::Esc | KeyCode::Char('?') | KeyCode::Char('q') | KeyCode::Enter => return false,
            KeyCode::Down | KeyCode::Char('j') => self.scroll = self.scroll.saturating_add(1),
            KeyCode::Up | KeyCode::Char('k') => self.scroll = self.scroll.saturating_sub(1),
            KeyCode::PageDown | KeyCode::Char(' ') => self.scroll = self.scroll.saturating_add(15),
            KeyCode::PageUp => self.scroll = self.scroll.saturating_sub(15),
            KeyCode::Home => self.scroll = 0,
            _ => {}
        }
        true
    }

    pub fn draw(&self, f: &mut Frame, area: Rect, title: &str, text: &str) {
        f.render_widget(Clear, area);
        let body = Rect { height: area.height.saturating_sub(1), ..area };
        let lines: Vec<Line> = text.lines().map(|l| Line::raw(l.to_string())).collect();
        let max = (lines.len() as u16).saturating_sub(body.height.saturating_sub(2));
        let para = Paragraph::new(lines)
            .block(Block::default().borders(Borders::ALL).title(format!(" {title} — rules ")))
            .wrap(Wrap { trim: false })
            .scroll((self.scroll.min(max), 0));
        f.render_widget(para, body);
        let hints: Vec<Hint> = vec![hint("↑↓", "scroll"), hint("PgUp PgDn", "page"), hint("Esc ?", "close")];
        hint_bar(f, Rect { y: area.y + area.height.saturating_sub(1), height: 1, ..area }, &hints);
    }
}
