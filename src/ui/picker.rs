//! The game picker: the games it is handed, and "continue a saved game".

use crate::ui::keys::{self, Keys};
use crate::ui::text::Columns;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};

use super::command::{self, Command};
use super::theme;
use super::widgets::{self, Hint};
use crate::catalog::{GameEntry, Registry};
use crate::i18n::{Lang, lang, tr};
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
    Records,
    Quit,
    Say(crate::i18n::Msg),
    /// The language entry: switch to this language and remember it.
    Lang(Lang),
    /// The help page (about the game under the cursor, or Tavolo).
    Help,
}

/// What a picker key does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Does {
    Move,
    Choose,
    Help,
    Quit,
}

impl Picker {
    /// The game under the cursor (`None` on "Continue a saved game").
    pub fn game(&self) -> Option<&'static dyn GameEntry> {
        self.games.get(self.cursor).copied()
    }

    /// The games, "Continue a saved game", "Records", then "Language / Lingua" (last, so ↑ from
    /// the first game reaches it).
    fn entries(&self) -> usize {
        self.games.len() + 3
    }

    fn on_records(&self) -> bool {
        self.cursor == self.games.len() + 1
    }

    fn on_language(&self) -> bool {
        self.cursor == self.games.len() + 2
    }

    /// The keys that work now, each with what it does: the bar and `?` list them, `key` runs
    /// them, and the app refuses any other (j and k, which once moved the cursor unlisted, are
    /// gone: no other list outside the table has them, and setup, where letters type names, could
    /// not).
    fn commands(&self) -> Vec<Command<Does>> {
        let (on_lang, on_game) = (self.on_language(), self.cursor < self.games.len());
        let enter = if on_lang {
            t!("hint-change")
        } else if on_game {
            t!("hint-start")
        } else {
            t!("hint-open")
        };
        let about = if on_game { t!("hint-rules") } else { t!("hint-about") };
        // On the language row ←→ change it too, as on every ◂ ▸ row of setup.
        let change = if on_lang { keys::enter().and(keys::left_right()) } else { keys::enter() };
        vec![
            Command::new(keys::up_down(), &t!("hint-choose"), Does::Move),
            Command::new(change, &enter, Does::Choose),
            Command::new(keys::rules(), &about, Does::Help),
            Command::new(Keys::ch('q').and(keys::esc()), &t!("hint-quit"), Does::Quit),
        ]
    }

    pub fn hints(&self) -> Vec<Hint> {
        command::hints(&self.commands())
    }

    pub fn key(&mut self, key: KeyEvent) -> Choice {
        match command::find(&self.commands(), &key) {
            Some(Does::Move) if key.code == KeyCode::Up => {
                self.cursor = (self.cursor + self.entries() - 1) % self.entries()
            }
            Some(Does::Move) => self.cursor = (self.cursor + 1) % self.entries(),
            Some(Does::Quit) => return Choice::Quit,
            Some(Does::Help) => return Choice::Help,
            Some(Does::Choose) if self.on_language() => {
                let next = Lang::ALL.into_iter().cycle().skip_while(|l| *l != lang()).nth(1);
                return Choice::Lang(next.unwrap_or(Lang::En));
            }
            Some(Does::Choose) => {
                return match self.games.get(self.cursor) {
                    Some(g) => Choice::Game(g.id()),
                    None if self.on_records() => Choice::Records,
                    None if self.saves == 0 => Choice::Say(crate::msg!("picker-no-saves")),
                    None => Choice::Saves,
                };
            }
            None => {}
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
        // Names as on the boxes in the viewer's language ("Lo Sceriffo di Nottingham"): the column
        // is as wide as the longest.
        let names: Vec<String> = self.games.iter().map(|g| tr(&g.name())).collect();
        let width = names.iter().map(|n| n.columns() + 2).max().unwrap_or(0).max(13);
        for (i, g) in self.games.iter().enumerate() {
            let arrow = if i == self.cursor { "▸ " } else { "  " };
            let (lo, hi) = g.players();
            let players = format!("{lo}–{hi}");
            // The blurb wraps under itself rather than being cut (Italian names leave it less room).
            let indent = 4 + width + 6;
            let mut blurb =
                super::text::wrap(&g.blurb(), (inner.width as usize).saturating_sub(indent), 0).into_iter();
            let mut line = Line::from(vec![
                Span::raw(format!("  {arrow}")),
                Span::styled(format!("{:<width$}", names[i]), theme::bold()),
                Span::raw(format!("{players:<6}")),
                Span::raw(blurb.next().unwrap_or_default()),
            ]);
            if i == self.cursor {
                line = line.style(theme::selected());
            }
            lines.push(line);
            for more in blurb {
                let line = Line::raw(format!("{}{more}", " ".repeat(indent)));
                lines.push(if i == self.cursor { line.style(theme::selected()) } else { line });
            }
        }
        lines.push(Line::raw(""));
        let on_saves = self.cursor == self.games.len();
        let arrow = if on_saves { "▸ " } else { "  " };
        let mut cont = Line::raw(format!("  {arrow}{}", t!("picker-continue", n = self.saves)));
        if on_saves {
            cont = cont.style(theme::selected());
        }
        lines.push(cont);
        let on_records = self.on_records();
        let arrow = if on_records { "▸ " } else { "  " };
        let records = Line::raw(format!("  {arrow}{}", t!("picker-records")));
        lines.push(if on_records { records.style(theme::selected()) } else { records });
        let on_lang = self.on_language();
        let arrow = if on_lang { "▸ " } else { "  " };
        let mut language = Line::raw(format!("  {arrow}{}", t!("picker-language", lang = lang().name())));
        if on_lang {
            language = language.style(theme::selected());
        }
        lines.push(language);
        f.render_widget(Paragraph::new(lines), inner);
        widgets::message_line(f, msg, message, true);
        widgets::hint_bar(f, hints, &self.hints());
    }
}
