//! The game picker: the five games, and "continue a saved game".

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

use super::theme;
use super::widgets::{self, hint};
use crate::engine::GAMES;

#[derive(Debug, Default, Clone)]
pub struct Picker {
    pub cursor: usize,
    pub saves: usize,
}

pub enum Choice {
    None,
    Game(&'static str),
    Saves,
    Quit,
    Say(String),
}

impl Picker {
    fn entries(&self) -> usize {
        GAMES.len() + 1
    }

    pub fn key(&mut self, key: KeyEvent) -> Choice {
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.cursor = (self.cursor + self.entries() - 1) % self.entries()
            }
            KeyCode::Down | KeyCode::Char('j') => self.cursor = (self.cursor + 1) % self.entries(),
            KeyCode::Char('q') | KeyCode::Esc => return Choice::Quit,
            KeyCode::Enter => {
                return match GAMES.get(self.cursor) {
                    Some(g) if g.available => Choice::Game(g.id),
                    Some(g) => Choice::Say(format!("{} is not available yet.", g.name)),
                    None if self.saves == 0 => Choice::Say("There are no saved games yet.".into()),
                    None => Choice::Saves,
                };
            }
            _ => {}
        }
        Choice::None
    }

    pub fn draw(&self, f: &mut Frame, area: Rect, message: Option<&str>) {
        let [main, msg, hints] =
            Layout::vertical([Constraint::Min(10), Constraint::Length(1), Constraint::Length(1)]).areas(area);
        let block = Block::default().borders(Borders::ALL).title(Span::styled(" Tavolo ", theme::bold()));
        let inner = block.inner(main);
        f.render_widget(block, main);
        let mut lines = vec![Line::raw("")];
        for (i, g) in GAMES.iter().enumerate() {
            let arrow = if i == self.cursor { "▸ " } else { "  " };
            let players = format!("{}–{}", g.players.0, g.players.1);
            let mut line = Line::from(vec![
                Span::raw(format!("  {arrow}")),
                Span::styled(format!("{:<13}", g.name), theme::bold()),
                Span::raw(format!("{players:<6}")),
            ]);
            // Said first, so a narrow terminal cuts the description rather than the warning.
            if !g.available {
                line.spans.push(Span::raw("(not available yet) "));
                line = line.style(theme::dim());
            }
            line.spans.push(Span::raw(g.blurb));
            if i == self.cursor {
                line = line.style(theme::selected());
            }
            lines.push(line);
        }
        lines.push(Line::raw(""));
        let arrow = if self.cursor == GAMES.len() { "▸ " } else { "  " };
        let mut cont = Line::raw(format!("  {arrow}Continue a saved game ({})", self.saves));
        if self.cursor == GAMES.len() {
            cont = cont.style(theme::selected());
        }
        lines.push(cont);
        f.render_widget(Paragraph::new(lines), inner);
        widgets::message_line(f, msg, message, true);
        widgets::hint_bar(
            f,
            hints,
            &[hint("↑↓", "choose"), hint("Enter", "start"), hint("?", "rules"), hint("q", "quit")],
        );
    }
}
