//! "Continue a saved game": every save with its game, players, turn and date; a save can be
//! deleted (asked first).

use crate::ui::keys::{self, Keys};
use std::path::PathBuf;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::command::{self, Command};
use super::theme;
use super::widgets::{self, Hint};
use crate::catalog::{Registry, short_name_of};
use crate::engine::save::{SaveSummary, civil_time};
use crate::t;

#[derive(Debug, Clone)]
pub struct SavesList {
    /// The games, to name each save's.
    pub games: Registry,
    pub saves: Vec<SaveSummary>,
    pub cursor: usize,
    /// The save under the cursor is to be deleted once the player says yes.
    pub asking: bool,
}

pub enum SavesChoice {
    None,
    Load(PathBuf),
    /// Step through this save's game.
    Replay(PathBuf),
    /// The player said yes to deleting this save.
    Delete(PathBuf),
    Back,
    /// The help page.
    Help,
}

/// What a key on the list of saves does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Does {
    Move,
    Load,
    Replay,
    Delete,
    Yes,
    No,
    Help,
    Back,
}

impl SavesList {
    pub fn new(games: Registry, saves: Vec<SaveSummary>) -> Self {
        SavesList { games, saves, cursor: 0, asking: false }
    }

    /// The list after a save was deleted, the cursor on the same row (or the last).
    pub fn reload(&mut self, saves: Vec<SaveSummary>) {
        self.cursor = self.cursor.min(saves.len().saturating_sub(1));
        self.saves = saves;
        self.asking = false;
    }

    /// What the list calls a save: its name, or "autosave" (its file name is noise).
    fn name(s: &SaveSummary) -> String {
        if crate::engine::save::is_autosave(&s.path) {
            t!("saves-autosave")
        } else {
            s.path.file_stem().and_then(|n| n.to_str()).unwrap_or("?").to_string()
        }
    }

    /// The question on the message line while deleting is asked, naming the save in full.
    pub fn question(&self) -> Option<String> {
        let s = self.saves.get(self.cursor).filter(|_| self.asking)?;
        let game = crate::i18n::tr(&short_name_of(self.games, &s.game));
        let name = match crate::engine::save::is_autosave(&s.path) {
            true => t!("saves-the-autosave"),
            false => t!("saves-named", name = Self::name(s)),
        };
        Some(t!("saves-delete-ask", name = name, game = game, players = s.players.join(", ")))
    }
    /// The keys that work now, each with what it does: the bar and `?` list them, `key` runs
    /// them, and the app refuses any other. ↑↓ only with a save to move to, Enter only with a save
    /// to load (j and k no longer move: see the picker).
    fn commands(&self) -> Vec<Command<Does>> {
        if self.asking {
            return vec![
                Command::new(keys::yes(), &t!("hint-delete-it"), Does::Yes),
                Command::new(keys::no().and(keys::esc()), &t!("hint-keep-it"), Does::No),
            ];
        }
        let n = self.saves.len();
        let mut c = Vec::new();
        if n > 1 {
            c.push(Command::new(keys::up_down(), &t!("hint-choose"), Does::Move));
        }
        if n > 0 {
            c.push(Command::new(keys::enter(), &t!("hint-load"), Does::Load));
            c.push(Command::new(Keys::ch('v'), &t!("hint-replay"), Does::Replay));
            c.push(Command::new(
                Keys::key(KeyCode::Delete).and(Keys::ch('x')),
                &t!("hint-delete"),
                Does::Delete,
            ));
        }
        c.extend([
            Command::new(keys::rules(), &t!("hint-help"), Does::Help),
            Command::new(keys::esc().and(Keys::ch('q')), &t!("hint-back"), Does::Back),
        ]);
        c
    }

    pub fn hints(&self) -> Vec<Hint> {
        command::hints(&self.commands())
    }

    pub fn key(&mut self, key: KeyEvent) -> SavesChoice {
        let n = self.saves.len().max(1);
        match command::find(&self.commands(), &key) {
            Some(Does::Move) if key.code == KeyCode::Up => self.cursor = (self.cursor + n - 1) % n,
            Some(Does::Move) => self.cursor = (self.cursor + 1) % n,
            Some(Does::Back) => return SavesChoice::Back,
            Some(Does::Help) => return SavesChoice::Help,
            Some(Does::Load) => {
                if let Some(s) = self.saves.get(self.cursor) {
                    return SavesChoice::Load(s.path.clone());
                }
            }
            Some(Does::Replay) => {
                if let Some(s) = self.saves.get(self.cursor) {
                    return SavesChoice::Replay(s.path.clone());
                }
            }
            Some(Does::Delete) => self.asking = true,
            Some(Does::No) => self.asking = false,
            Some(Does::Yes) => {
                if let Some(s) = self.saves.get(self.cursor) {
                    return SavesChoice::Delete(s.path.clone());
                }
            }
            None => {}
        }
        SavesChoice::None
    }

    pub fn draw(&self, f: &mut Frame, area: Rect, message: Option<&str>) {
        let [main, msg, hints] =
            Layout::vertical([Constraint::Min(5), Constraint::Length(2), Constraint::Length(2)]).areas(area);
        let block = Block::default().borders(Borders::ALL).title(format!(" {} ", t!("saves-title")));
        let inner = block.inner(main);
        f.render_widget(block, main);
        // A header row, then the saves; an autosave is named as such (its file name is noise).
        // The names are what a player looks for: the players' column gives way to them.
        let pad = super::text::pad;
        let longest = self.saves.iter().map(|s| Self::name(s).chars().count()).max().unwrap_or(0);
        let fixed = 11 + 5 + 16 + 6 + 5;
        let players_w = (inner.width as usize).saturating_sub(fixed + longest.min(32)).clamp(12, 24);
        let row = |game: &str, players: &str, turn: &str, time: &str, state: &str, name: &str| {
            format!(
                "{} {} {} {} {} {name}",
                pad(game, 11),
                pad(players, players_w),
                pad(turn, 5),
                pad(time, 16),
                pad(state, 6)
            )
        };
        let mut lines = vec![Line::styled(
            row(
                &t!("saves-col-game"),
                &t!("saves-col-players"),
                &t!("saves-col-turn"),
                &t!("saves-col-saved"),
                "",
                &t!("saves-col-name"),
            ),
            theme::bold(),
        )];
        let visible = (inner.height as usize).saturating_sub(1);
        let first = self.cursor.saturating_sub(visible.saturating_sub(1));
        lines.extend(self.saves.iter().enumerate().skip(first).take(visible).map(|(i, s)| {
            let game = crate::i18n::tr(&short_name_of(self.games, &s.game));
            let name = Self::name(s);
            let state = if s.over { t!("saves-done") } else { String::new() };
            // The turn in progress, as the log heads it (the save counts turns completed).
            let turn = (s.turn + 1).to_string();
            let text = row(&game, &s.players.join(", "), &turn, &saved_at(s.saved_at), &state, &name);
            let line = Line::raw(text);
            if i == self.cursor { line.style(theme::selected()) } else { line }
        }));
        f.render_widget(Paragraph::new(lines), inner);
        match self.question() {
            Some(q) => f.render_widget(Paragraph::new(q).style(theme::bold()).wrap(Wrap { trim: true }), msg),
            None => widgets::message_line(f, msg, message, true),
        }
        widgets::hint_bar(f, hints, &self.hints());
    }
}

/// When a save was written, as the language writes a date ("2026-11-27 01:59", "27/11/2026 01:59").
fn saved_at(secs: u64) -> String {
    let [y, m, d, h, min] = civil_time(secs);
    t!(
        "saves-time",
        year = format!("{y:04}"),
        month = format!("{m:02}"),
        day = format!("{d:02}"),
        hour = format!("{h:02}"),
        minute = format!("{min:02}")
    )
}
