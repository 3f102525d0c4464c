//! The Records screen: per game, each player's games, wins, scores and rating with its
//! uncertainty, and the chosen player's rating over their games; names can be merged ("bruno b"
//! is Bruno) and parted again. `tavolo records` prints the same rows.

use std::path::PathBuf;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::{
    Axis, Block, Borders, Cell, Chart, Dataset, GraphType, Paragraph, Row, Table, Tabs, Wrap,
};

use super::command::{self, Command};
use super::keys::{self, Keys};
use super::text::Columns;
use super::theme;
use super::widgets::{self, Hint};
use crate::catalog::{self as registry, Registry};
use crate::engine::records::{self, GameRecord, Merges, Standing};
use crate::i18n::{Msg, decimal};
use crate::{msg, t};

/// The columns' heads, as the screen and `tavolo records` show them.
pub fn heads() -> [String; 8] {
    [
        t!("records-col-player"),
        t!("records-col-played"),
        t!("records-col-wins"),
        t!("records-col-share"),
        t!("records-col-best"),
        t!("records-col-mean"),
        t!("records-col-rating"),
        t!("records-col-hints"),
    ]
}

/// A player's row: name (a bot level named in the reader's language), then the figures.
pub fn cells(s: &Standing) -> [String; 8] {
    [
        shown_name(s),
        s.played.to_string(),
        decimal(s.wins, 1),
        format!("{}%", decimal(100.0 * s.win_share, 0)),
        s.best.to_string(),
        decimal(s.mean, 1),
        format!("{} ± {}", decimal(s.rating, 1), decimal(s.uncertainty, 1)),
        s.hints.to_string(),
    ]
}

/// The player's name as the reader sees it: a bot level is "Bot (hard)", "Bot (difficile)".
pub fn shown_name(s: &Standing) -> String {
    match s.kind.as_str() {
        "human" => s.name.clone(),
        level => t!("records-bot", level = t!("bot-level", level = level)),
    }
}

#[derive(Debug)]
pub struct RecordsScreen {
    games: Registry,
    dir: PathBuf,
    records: Vec<GameRecord>,
    merges: Merges,
    /// The games that have records, in the catalog's order.
    tabs: Vec<&'static str>,
    tab: usize,
    /// The standings of the game on show.
    rows: Vec<Standing>,
    cursor: usize,
    /// `m` was pressed on this row: the next Enter merges it into the row then chosen.
    merging: Option<usize>,
}

pub enum RecordsChoice {
    None,
    Back,
    Help,
    Say(Msg),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Does {
    Game,
    Move,
    Merge,
    Into,
    Part,
    Cancel,
    Help,
    Back,
}

impl RecordsScreen {
    /// The records of `dir` (the screen says how many lines it skipped, if any).
    pub fn new(games: Registry, dir: PathBuf) -> (Self, Option<Msg>) {
        let (records, skipped) = records::read(&dir);
        let said = (skipped > 0)
            .then(|| msg!("records-skipped", n = skipped, file = records::path(&dir).display().to_string()));
        let tabs = games.iter().map(|g| g.id()).filter(|id| records.iter().any(|r| r.game == *id)).collect();
        let mut screen = RecordsScreen {
            games,
            merges: records::merges(&dir),
            dir,
            records,
            tabs,
            tab: 0,
            rows: Vec::new(),
            cursor: 0,
            merging: None,
        };
        screen.refresh();
        (screen, said)
    }

    /// The rows of the game on show, after a change of game or of merges.
    fn refresh(&mut self) {
        self.rows = match self.tabs.get(self.tab) {
            Some(id) => records::standings(&self.records, Some(id), &self.merges),
            None => Vec::new(),
        };
        self.cursor = self.cursor.min(self.rows.len().saturating_sub(1));
    }

    fn people(&self) -> usize {
        self.rows.iter().filter(|s| s.kind == "human").count()
    }

    /// The keys that work now: the bar and `?` list them, `key` runs them.
    fn commands(&self) -> Vec<Command<Does>> {
        let mut c = Vec::new();
        if self.tabs.len() > 1 && self.merging.is_none() {
            c.push(Command::new(keys::left_right(), &t!("hint-game"), Does::Game));
        }
        if self.rows.len() > 1 {
            c.push(Command::new(keys::up_down(), &t!("hint-choose"), Does::Move));
        }
        let person = self.rows.get(self.cursor).is_some_and(|s| s.kind == "human");
        if let Some(from) = self.merging {
            if person && from != self.cursor {
                c.push(Command::new(keys::enter(), &t!("hint-merge-into"), Does::Into));
            }
            c.push(Command::new(keys::esc(), &t!("hint-cancel"), Does::Cancel));
            return c;
        }
        if person && self.people() > 1 {
            c.push(Command::new(Keys::ch('m'), &t!("hint-merge"), Does::Merge));
        }
        if self.rows.get(self.cursor).is_some_and(|s| !s.aliases.is_empty()) {
            c.push(Command::new(Keys::ch('u'), &t!("hint-unmerge"), Does::Part));
        }
        c.push(Command::new(keys::rules(), &t!("hint-help"), Does::Help));
        c.push(Command::new(keys::esc().and(Keys::ch('q')), &t!("hint-back"), Does::Back));
        c
    }

    pub fn hints(&self) -> Vec<Hint> {
        command::hints(&self.commands())
    }

    pub fn key(&mut self, key: KeyEvent) -> RecordsChoice {
        let back = matches!(key.code, KeyCode::Left | KeyCode::Up);
        match command::find(&self.commands(), &key) {
            Some(Does::Game) => {
                let n = self.tabs.len();
                self.tab = if back { (self.tab + n - 1) % n } else { (self.tab + 1) % n };
                self.cursor = 0;
                self.refresh();
            }
            Some(Does::Move) => {
                let n = self.rows.len();
                self.cursor = if back { (self.cursor + n - 1) % n } else { (self.cursor + 1) % n };
            }
            Some(Does::Merge) => {
                // The cursor goes on to the next person, a row the name can be merged into.
                self.merging = Some(self.cursor);
                let n = self.rows.len();
                if let Some(next) =
                    (1..n).map(|d| (self.cursor + d) % n).find(|&i| self.rows[i].kind == "human")
                {
                    self.cursor = next;
                }
            }
            Some(Does::Cancel) => {
                // Back on the name that was to be merged.
                self.cursor = self.merging.take().unwrap_or(self.cursor);
            }
            Some(Does::Into) => return self.merge(),
            Some(Does::Part) => return self.part(),
            Some(Does::Help) => return RecordsChoice::Help,
            Some(Does::Back) => return RecordsChoice::Back,
            None => {}
        }
        RecordsChoice::None
    }

    /// Merges the row `m` was pressed on into the row under the cursor, in the file and on show.
    fn merge(&mut self) -> RecordsChoice {
        let Some(from) = self.merging.take() else { return RecordsChoice::None };
        let (name, into) = (self.rows[from].name.clone(), self.rows[self.cursor].name.clone());
        let said = match records::change_merges(&self.dir, |m| m.join(&name, &into)) {
            Ok(_) => msg!("records-merged-here", name = name, into = into.clone()),
            Err(e) => msg!("records-write-failed", path = self.merges_file(), error = e.to_string()),
        };
        self.reload(&into);
        RecordsChoice::Say(said)
    }

    /// Parts the names merged into the player under the cursor.
    fn part(&mut self) -> RecordsChoice {
        let name = self.rows[self.cursor].name.clone();
        let said = match records::change_merges(&self.dir, |m| m.part(&name)) {
            Ok(_) => msg!("records-unmerged", name = name.clone()),
            Err(e) => msg!("records-write-failed", path = self.merges_file(), error = e.to_string()),
        };
        self.reload(&name);
        RecordsChoice::Say(said)
    }

    fn merges_file(&self) -> String {
        records::merges_path(&self.dir).display().to_string()
    }

    /// Reads the merges again (another table may have changed them too), the cursor on `name`.
    fn reload(&mut self, name: &str) {
        self.merges = records::merges(&self.dir);
        self.refresh();
        if let Some(i) = self.rows.iter().position(|s| crate::engine::names::same(&s.name, name)) {
            self.cursor = i;
        }
    }

    pub fn draw(&self, f: &mut Frame, area: Rect, message: Option<&str>) {
        let [main, msg, hints] =
            Layout::vertical([Constraint::Min(10), Constraint::Length(2), Constraint::Length(1)]).areas(area);
        let title = Span::styled(format!(" {} ", t!("records-title")), theme::bold());
        let block = Block::default().borders(Borders::ALL).title(title);
        let inner = block.inner(main);
        f.render_widget(block, main);
        if self.tabs.is_empty() {
            let text = Paragraph::new(t!("records-none-here")).wrap(Wrap { trim: true });
            f.render_widget(text, inner);
        } else {
            self.draw_records(f, inner);
        }
        widgets::message_line(f, msg, message, true);
        widgets::hint_bar(f, hints, &self.hints());
    }

    fn draw_records(&self, f: &mut Frame, area: Rect) {
        // The chart takes half the room, up to 12 lines (more says nothing more).
        let chart_h = if area.height >= 16 { (area.height / 2 - 1).min(12) } else { 0 };
        let [tabs, table, chart, note] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Min(3),
            Constraint::Length(chart_h),
            Constraint::Length(2),
        ])
        .areas(area);
        let names: Vec<String> =
            self.tabs.iter().map(|id| crate::i18n::tr(&registry::short_name_of(self.games, id))).collect();
        f.render_widget(Tabs::new(names).select(self.tab).highlight_style(theme::selected()), tabs);
        self.draw_table(f, table);
        if let Some(s) = self.rows.get(self.cursor) {
            if chart.height > 0 {
                draw_chart(f, chart, s);
            }
            // While merging, the question stands where the notes were (the message line stays free
            // for what a key says).
            let text = match self.merging.and_then(|i| self.rows.get(i)) {
                Some(from) => {
                    Paragraph::new(t!("records-merge-ask", name = shown_name(from))).style(theme::bold())
                }
                None => {
                    let mut text = t!("records-rating-note");
                    if !s.aliases.is_empty() {
                        text = t!("records-also", name = s.name.clone(), names = s.aliases.join(", "))
                            + " "
                            + &text;
                    }
                    Paragraph::new(text).style(theme::dim())
                }
            };
            f.render_widget(text.wrap(Wrap { trim: true }), note);
        }
    }

    fn draw_table(&self, f: &mut Frame, area: Rect) {
        let heads = heads();
        let mut rows: Vec<[String; 8]> = self.rows.iter().map(cells).collect();
        if let Some(row) = self.merging.and_then(|i| rows.get_mut(i)) {
            // The name being merged is marked, whatever the terminal shows of bold.
            row[0] = format!("⇢ {}", row[0]);
        }
        let width = |c: usize| {
            rows.iter().map(|r| r[c].columns()).chain([heads[c].columns()]).max().unwrap_or(0) as u16
        };
        let wide: Vec<u16> = (0..8).map(width).collect();
        // Two spaces between columns where they fit, else one (Italian heads at 80 columns).
        let spacing = if wide.iter().sum::<u16>() + 7 * 2 <= area.width { 2 } else { 1 };
        let widths: Vec<Constraint> = wide.into_iter().map(Constraint::Length).collect();
        // The figures line up on their right, as in `tavolo records`.
        let cell = |c: usize, text: String| {
            Cell::from(Line::from(text).alignment(if c == 0 { Alignment::Left } else { Alignment::Right }))
        };
        let head = Row::new(heads.into_iter().enumerate().map(|(c, h)| cell(c, h))).style(theme::bold());
        let body = rows.into_iter().enumerate().map(|(i, r)| {
            let row = Row::new(r.into_iter().enumerate().map(|(c, t)| cell(c, t)));
            // The name being merged stands out from the row it is merged into (the cursor's).
            if i == self.cursor {
                row.style(theme::selected())
            } else if self.merging == Some(i) {
                row.style(theme::bold())
            } else {
                row
            }
        });
        // The cursor's row stays in sight on a long list, and a last line says how many are not.
        let n = self.rows.len();
        let mut visible = area.height.saturating_sub(1) as usize;
        let mut area = area;
        if n > visible && area.height > 2 {
            visible -= 1;
            area.height -= 1;
        }
        let skip = self.cursor.saturating_sub(visible.saturating_sub(1));
        let hidden = n.saturating_sub(visible);
        let table = Table::new(body.skip(skip), widths).header(head).column_spacing(spacing);
        f.render_widget(table, area);
        if hidden > 0 {
            let line = Rect { y: area.bottom(), height: 1, ..area };
            f.render_widget(Paragraph::new(t!("records-more", n = hidden)).style(theme::dim()), line);
        }
    }
}

/// The chosen player's rating after each of their games.
fn draw_chart(f: &mut Frame, area: Rect, s: &Standing) {
    let name = shown_name(s);
    if s.history.len() < 2 {
        let text = Paragraph::new(t!("records-chart-one", name = name)).style(theme::dim());
        f.render_widget(text.wrap(Wrap { trim: true }), area);
        return;
    }
    let points: Vec<(f64, f64)> = s.history.iter().enumerate().map(|(i, r)| ((i + 1) as f64, *r)).collect();
    let lo = s.history.iter().copied().fold(f64::INFINITY, f64::min).floor();
    let hi = s.history.iter().copied().fold(f64::NEG_INFINITY, f64::max).ceil().max(lo + 1.0);
    let n = s.history.len() as f64;
    let data = Dataset::default().marker(Marker::Braille).graph_type(GraphType::Line).data(&points);
    let title = t!("records-chart", name = name, n = s.history.len());
    let chart = Chart::new(vec![data])
        .block(Block::default().title(Span::styled(title, theme::bold())))
        .x_axis(Axis::default().bounds([1.0, n]).labels(["1".to_string(), s.history.len().to_string()]))
        .y_axis(Axis::default().bounds([lo, hi]).labels([decimal(lo, 0), decimal(hi, 0)]));
    f.render_widget(chart, area);
}
