//! New-game setup: number of players, names, human or bot (with level), start player.
//! Typing names shows no cards; the start player is drawn later on a public screen.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::theme;
use super::widgets::{self, hint};
use crate::engine::{BotLevel, GameInfo, Player, Seat};

#[derive(Debug, Clone)]
pub struct SetupForm {
    pub game: &'static GameInfo,
    pub seats: Vec<Player>,
    /// `None`: draw the start player at random.
    pub first: Option<Seat>,
    /// Row under the cursor: 0 players, 1..=n seats, n+1 start player, n+2 start.
    pub row: usize,
}

pub enum SetupDone {
    None,
    Start,
    Back,
    Say(String),
}

impl SetupForm {
    pub fn new(game: &'static GameInfo) -> Self {
        let n = 3.clamp(game.players.0, game.players.1);
        let mut f = SetupForm { game, seats: Vec::new(), first: None, row: 1 };
        f.resize(n);
        f
    }

    fn resize(&mut self, n: usize) {
        while self.seats.len() < n {
            let i = self.seats.len() + 1;
            self.seats.push(Player::human(format!("Player {i}")));
        }
        self.seats.truncate(n);
        if self.first.is_some_and(|s| s >= n) {
            self.first = None;
        }
    }

    fn n(&self) -> usize {
        self.seats.len()
    }

    /// Human, then bot easy / normal / hard, cycling; default names follow ("Player 3" ↔ "Bot 3").
    fn cycle_kind(p: &mut Player, seat: usize, forward: bool) {
        let kinds: [Option<BotLevel>; 4] =
            [None, Some(BotLevel::Easy), Some(BotLevel::Normal), Some(BotLevel::Hard)];
        let i = kinds.iter().position(|k| *k == p.bot).unwrap_or(0);
        let next = if forward { (i + 1) % 4 } else { (i + 3) % 4 };
        p.bot = kinds[next];
        let (human, bot) = (format!("Player {}", seat + 1), format!("Bot {}", seat + 1));
        if p.bot.is_some() && p.name == human {
            p.name = bot;
        } else if p.bot.is_none() && p.name == bot {
            p.name = human;
        }
    }

    pub fn validate(&self) -> Result<(), String> {
        for (i, p) in self.seats.iter().enumerate() {
            if p.name.trim().is_empty() {
                return Err(format!("Seat {} needs a name.", i + 1));
            }
            if self.seats[..i].iter().any(|q| q.name.trim() == p.name.trim()) {
                return Err(format!("Two players are called {}: give each a different name.", p.name.trim()));
            }
        }
        Ok(())
    }

    pub fn players(&self) -> Vec<Player> {
        self.seats.iter().map(|p| Player { name: p.name.trim().to_string(), bot: p.bot }).collect()
    }

    pub fn key(&mut self, key: KeyEvent) -> SetupDone {
        let n = self.n();
        let rows = n + 3;
        let (lo, hi) = self.game.players;
        match key.code {
            KeyCode::Esc => return SetupDone::Back,
            KeyCode::Up => self.row = (self.row + rows - 1) % rows,
            KeyCode::Down | KeyCode::Tab => self.row = (self.row + 1) % rows,
            KeyCode::Enter => {
                return match self.validate() {
                    Ok(()) => SetupDone::Start,
                    Err(e) => SetupDone::Say(e),
                };
            }
            KeyCode::Left | KeyCode::Right => {
                let fwd = key.code == KeyCode::Right;
                match self.row {
                    0 => {
                        let m = if fwd { (n + 1).min(hi) } else { n.saturating_sub(1).max(lo) };
                        self.resize(m);
                    }
                    r if (1..=n).contains(&r) => Self::cycle_kind(&mut self.seats[r - 1], r - 1, fwd),
                    r if r == n + 1 => {
                        let opts: Vec<Option<Seat>> = std::iter::once(None).chain((0..n).map(Some)).collect();
                        let i = opts.iter().position(|o| *o == self.first).unwrap_or(0);
                        let len = opts.len();
                        self.first = opts[if fwd { (i + 1) % len } else { (i + len - 1) % len }];
                    }
                    _ => {}
                }
            }
            KeyCode::Backspace if (1..=n).contains(&self.row) => {
                self.seats[self.row - 1].name.pop();
            }
            KeyCode::Char(c) if (1..=n).contains(&self.row) && !c.is_control() => {
                let name = &mut self.seats[self.row - 1].name;
                if (name.starts_with("Player ") || name.starts_with("Bot ")) && name.len() <= 9 {
                    name.clear(); // typing replaces the default name
                }
                if name.chars().count() < 16 {
                    name.push(c);
                }
            }
            _ => {}
        }
        SetupDone::None
    }

    pub fn draw(&self, f: &mut Frame, area: Rect, message: Option<&str>) {
        let [main, msg, hints] =
            Layout::vertical([Constraint::Min(10), Constraint::Length(1), Constraint::Length(1)]).areas(area);
        let n = self.n();
        let sel =
            |r: usize, line: Line<'static>| if r == self.row { line.style(theme::selected()) } else { line };
        let mut lines =
            vec![Line::styled(format!("{} — new game", self.game.name), theme::bold()), Line::raw("")];
        lines.push(sel(
            0,
            Line::raw(format!("  Players  ◂ {n} ▸   ({}–{})", self.game.players.0, self.game.players.1)),
        ));
        for (i, p) in self.seats.iter().enumerate() {
            let kind = p.bot.map_or("human".to_string(), |l| format!("bot · {}", l.name()));
            let cursor = if self.row == i + 1 { "_" } else { "" };
            lines.push(sel(
                i + 1,
                Line::from(vec![
                    Span::raw(format!("  {:<2} ", i + 1)),
                    Span::styled(format!("{:<18}", format!("{}{cursor}", p.name)), theme::bold()),
                    Span::raw(format!("◂ {kind} ▸")),
                ]),
            ));
        }
        let first =
            self.first.map_or("random (drawn on the next screen, shown to everyone)".to_string(), |s| {
                self.seats[s].name.clone()
            });
        lines.push(sel(n + 1, Line::raw(format!("  Start player  ◂ {first} ▸"))));
        lines.push(Line::raw(""));
        lines.push(sel(n + 2, Line::styled("  [ Start ]", theme::bold())));
        f.render_widget(Paragraph::new(lines), main);
        widgets::message_line(f, msg, message, true);
        widgets::hint_bar(
            f,
            hints,
            &[
                hint("↑↓", "field"),
                hint("←→", "change"),
                hint("type", "a name"),
                hint("Enter", "start"),
                hint("Esc", "back"),
            ],
        );
    }
}
