//! The game picker: the games it is handed, and "continue a saved game".

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

use super::registry::{GameEntry, Registry};
use super::theme;
use super::widgets::{self, hint};

#[derive(Debug, Clone)]
pub struct Picker {
    pub games: Registry,
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
    /// The game under the cursor (`None` on "Continue a saved game").
    pub fn game(&self) -> Option<&'static dyn GameEntry> {
        self.games.get(self.cursor).copied()
    }

    fn entries(&self) -> usize {
        self.games.len() + 1
    }

    pub fn key(&mut self, key: KeyEvent) -> Choice {
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.cursor = (self.cursor + self.entries() - 1) % self.entries()
            }
            KeyCode::Down | KeyCode::Char('j') => self.cursor = (self.cursor + 1) % self.entries(),
            KeyCode::Char('q') | KeyCode::Esc => return Choice::Quit,
            KeyCode::Enter => {
                return match self.games.get(self.cursor) {
                    Some(g) => Choice::Game(g.id()),
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
        for (i, g) in self.games.iter().enumerate() {
            let arrow = if i == self.cursor { "▸ " } else { "  " };
            let (lo, hi) = g.players();
            let players = format!("{lo}–{hi}");
            let mut line = Line::from(vec![
                Span::raw(format!("  {arrow}")),
                Span::styled(format!("{:<13}", g.name()), theme::bold()),
                Span::raw(format!("{players:<6}")),
                Span::raw(g.blurb()),
            ]);
            if i == self.cursor {
                line = line.style(theme::selected());
            }
            lines.push(line);
        }
        lines.push(Line::raw(""));
        let on_saves = self.cursor == self.games.len();
        let arrow = if on_saves { "▸ " } else { "  " };
        let mut cont = Line::raw(format!("  {arrow}Continue a saved game ({})", self.saves));
        if on_saves {
            cont = cont.style(theme::selected());
        }
        lines.push(cont);
        f.render_widget(Paragraph::new(lines), inner);
        widgets::message_line(f, msg, message, true);
        widgets::hint_bar(
            f,
            hints,
            &[
                hint("↑↓", "choose"),
                hint("Enter", if on_saves { "open" } else { "start" }),
                hint("?", if on_saves { "about Tavolo" } else { "rules" }),
                hint("q", "quit"),
            ],
        );
    }
}
