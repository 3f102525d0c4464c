//! The game picker: the games it is handed, and "continue a saved game".

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

use super::registry::{GameEntry, Registry};
use super::theme;
use super::widgets::{self, hint};
use crate::i18n::{Lang, lang};
use crate::t;

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
    /// The language entry: switch to this language and remember it.
    Lang(Lang),
}

impl Picker {
    /// The game under the cursor (`None` on "Continue a saved game").
    pub fn game(&self) -> Option<&'static dyn GameEntry> {
        self.games.get(self.cursor).copied()
    }

    /// The games, "Continue a saved game", then "Language / Lingua".
    fn entries(&self) -> usize {
        self.games.len() + 2
    }

    fn on_language(&self) -> bool {
        self.cursor == self.games.len() + 1
    }

    pub fn key(&mut self, key: KeyEvent) -> Choice {
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.cursor = (self.cursor + self.entries() - 1) % self.entries()
            }
            KeyCode::Down | KeyCode::Char('j') => self.cursor = (self.cursor + 1) % self.entries(),
            KeyCode::Char('q') | KeyCode::Esc => return Choice::Quit,
            KeyCode::Enter if self.on_language() => {
                let next = Lang::ALL.into_iter().cycle().skip_while(|l| *l != lang()).nth(1);
                return Choice::Lang(next.unwrap_or(Lang::En));
            }
            KeyCode::Enter => {
                return match self.games.get(self.cursor) {
                    Some(g) => Choice::Game(g.id()),
                    None if self.saves == 0 => Choice::Say(t!("picker-no-saves")),
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
                Span::raw(g.shown(g.blurb())),
            ]);
            if i == self.cursor {
                line = line.style(theme::selected());
            }
            lines.push(line);
        }
        lines.push(Line::raw(""));
        let on_saves = self.cursor == self.games.len();
        let arrow = if on_saves { "▸ " } else { "  " };
        let mut cont = Line::raw(format!("  {arrow}{}", t!("picker-continue", n = self.saves)));
        if on_saves {
            cont = cont.style(theme::selected());
        }
        lines.push(cont);
        let on_lang = self.on_language();
        let arrow = if on_lang { "▸ " } else { "  " };
        let mut language = Line::raw(format!("  {arrow}{}", t!("picker-language", lang = lang().name())));
        if on_lang {
            language = language.style(theme::selected());
        }
        lines.push(language);
        f.render_widget(Paragraph::new(lines), inner);
        widgets::message_line(f, msg, message, true);
        widgets::hint_bar(
            f,
            hints,
            &[
                hint("↑↓", &t!("hint-choose")),
                hint(
                    "Enter",
                    &if on_lang {
                        t!("hint-change")
                    } else if on_saves {
                        t!("hint-open")
                    } else {
                        t!("hint-start")
                    },
                ),
                hint("?", &if on_saves || on_lang { t!("hint-about") } else { t!("hint-rules") }),
                hint("q", &t!("hint-quit")),
            ],
        );
    }
}
