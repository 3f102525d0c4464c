//! Saving on the table: typing a name for a save (asking before a file is overwritten) and the
//! "NOT SAVED" banner while autosaves fail.

use crate::ui::keys::{self, Keys};
use std::path::{Path, PathBuf};

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph};

use super::theme;
use super::widgets::{self, Hint, hint};
use crate::engine::lock;
use crate::t;

/// The longest name a save takes (the file name is made from it).
const MAX_NAME: usize = 40;

/// Typing a name to save under; `confirm` is set while asking whether to replace an existing file.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Naming {
    pub text: String,
    confirm: Option<PathBuf>,
    /// Why the last Enter saved nothing (no name yet, the file is open elsewhere): shown beside
    /// the name until the next key.
    problem: Option<String>,
}

/// What a key did while naming a save.
#[derive(Debug, Clone, PartialEq)]
pub enum Named {
    Typing,
    Cancel,
    /// Nothing saved yet: the prompt stays open and says why (see [`Naming::line`]).
    Again,
    Save(PathBuf),
}

/// `DIR/<name>.json` with anything but letters, digits, `-` and `_` turned into `_`.
pub fn named_path(dir: &Path, name: &str) -> Option<PathBuf> {
    let clean: String = name
        .trim()
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '_' })
        .collect();
    (!clean.is_empty()).then(|| dir.join(format!("{clean}.json")))
}

impl Naming {
    pub fn key(&mut self, key: KeyEvent, dir: &Path) -> Named {
        self.problem = None;
        if let Some(path) = &self.confirm {
            if keys::yes().matches(&key) {
                return Named::Save(path.clone());
            }
            if keys::no().and(keys::esc()).matches(&key) {
                self.confirm = None;
            }
            return Named::Typing;
        }
        match key.code {
            KeyCode::Esc => return Named::Cancel,
            KeyCode::Enter => {
                let Some(path) = named_path(dir, &self.text) else {
                    self.problem = Some(t!("save-type-name"));
                    return Named::Again;
                };
                if lock::holder(&path).is_some() {
                    self.problem = Some(t!("save-autosave-open", path = path.display().to_string()));
                    return Named::Again;
                }
                if !path.exists() {
                    return Named::Save(path);
                }
                self.confirm = Some(path);
            }
            KeyCode::Backspace => {
                self.text.pop();
            }
            KeyCode::Char(c) if self.text.chars().count() < MAX_NAME => self.text.push(c),
            KeyCode::Char(_) => self.problem = Some(t!("save-name-long", n = MAX_NAME)),
            _ => {}
        }
        Named::Typing
    }

    /// The message line while naming: the name typed so far, or the overwrite question.
    pub fn line(&self) -> Line<'static> {
        let mut line = match &self.confirm {
            None => widgets::text_input(&t!("save-as"), &self.text),
            Some(path) => Line::from(Span::styled(
                t!(
                    "save-overwrite",
                    path = path.display().to_string(),
                    yes = keys::yes().shown(),
                    no = keys::no().shown()
                ),
                theme::error(),
            )),
        };
        if let Some(problem) = &self.problem {
            line.spans.push(Span::styled(format!("  {problem}"), theme::error()));
        }
        line
    }

    /// Whether the prompt asks to overwrite a file (then `?` is the rules, not part of a name).
    pub fn asking(&self) -> bool {
        self.confirm.is_some()
    }

    /// Why the last key saved nothing, while the prompt says so.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// Says on the prompt's line why the last key did nothing.
    pub fn refuse(&mut self, why: String) {
        self.problem = Some(why);
    }

    pub fn hints(&self) -> Vec<Hint> {
        match self.confirm {
            None => {
                let mut h = vec![
                    hint(Keys::typing(), &t!("hint-a-name")),
                    hint(keys::enter(), &t!("hint-save")),
                    hint(keys::esc(), &t!("hint-cancel")),
                ];
                // Only while there is something to erase.
                if !self.text.is_empty() {
                    h.push(hint(keys::backspace(), &t!("hint-erase")).low());
                }
                h
            }
            Some(_) => vec![
                hint(keys::yes(), &t!("hint-overwrite")),
                hint(keys::no().and(keys::esc()), &t!("hint-another-name")),
                hint(keys::rules(), &t!("hint-rules")).low(),
            ],
        }
    }
}

/// A persistent warning on the top line while the game is not being saved.
pub fn banner(f: &mut Frame, area: Rect, reason: &str) {
    let row = Rect { height: 1.min(area.height), ..area };
    f.render_widget(Clear, row);
    let style = theme::error().add_modifier(Modifier::REVERSED);
    f.render_widget(
        Paragraph::new(Line::from(Span::styled(t!("save-not-saved-banner", reason = reason), style))),
        row,
    );
}
