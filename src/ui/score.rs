//! The final score screen: ranks, totals, each player's breakdown, the winner(s).

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::text::{Columns, pad, wrap_lines};
use super::theme;
use super::widgets::{self, Hint};
use crate::engine::{LogLine, Outcome};
use crate::t;

/// What the score screen shows.
pub struct Scores<'a> {
    pub game: &'a str,
    pub names: &'a [String],
    pub outcome: Option<&'a Outcome>,
    /// The newest lines of the public log, oldest first, and the key that opens it in full.
    pub log: &'a [LogLine],
    pub log_key: &'a str,
    pub hints: &'a [Hint],
    /// What the message line says (a refused key), and whether it is an error.
    pub message: Option<(&'a str, bool)>,
    /// At a table with the coach: how many hints each person asked for (name, count).
    pub coached: Option<&'a [(String, u32)]>,
}

/// "Anna, Bruno and Carla" in the current language.
pub fn and_list(names: &[&str]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!("and-list", a = rest.join(", "), b = *last),
        _ => names.join(""),
    }
}

/// `s` right-aligned in `columns`.
fn right(s: &str, columns: usize) -> String {
    format!("{}{s}", " ".repeat(columns.saturating_sub(s.columns())))
}

pub fn draw(f: &mut Frame, area: Rect, scores: &Scores) {
    let Scores { game, names, outcome, log, log_key, hints, message, coached } = *scores;
    let [title, body, message_area, log_area, hints_area] = Layout::vertical([
        Constraint::Length(2),
        Constraint::Min(6),
        Constraint::Length(1),
        Constraint::Length(5),
        Constraint::Length(1),
    ])
    .areas(area);
    widgets::title_line(f, Rect { height: 1, ..title }, &t!("score-title", game = game));
    let mut lines = Vec::new();
    if let Some(o) = outcome {
        // Every column is headed: the total says what it counts.
        let column = o.column.clone().unwrap_or_else(|| t!("score-points"));
        let name_w = names.iter().map(|n| n.columns()).max().unwrap_or(0).max(12);
        let total_w = column.columns().max(4);
        let head = format!("    {} {}", pad("", name_w), right(&column, total_w));
        lines.push(Line::styled(head, theme::dim()));
        for seat in o.standings() {
            let s = &o.scores[seat];
            let mut parts: Vec<String> = s.parts.iter().map(|(k, v)| format!("{k} {v:+}")).collect();
            if let Some(t) = s.tiebreak.first() {
                parts.push(t!("score-tiebreak", t = *t));
            }
            let row = format!(
                "{:>2}. {} {}",
                s.rank,
                pad(&names[seat], name_w),
                right(&s.total.to_string(), total_w)
            );
            lines.push(Line::from(vec![
                Span::styled(row, theme::bold()),
                Span::raw(format!("   ({})", parts.join(", "))),
            ]));
        }
        let winners: Vec<&str> = o.winners().iter().map(|&s| names[s].as_str()).collect();
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            t!("score-wins", count = winners.len(), names = and_list(&winners)),
            theme::bold(),
        ));
        if let Some(why) = &o.why {
            lines.push(Line::raw(why.clone()));
        }
    }
    if let Some(used) = coached {
        let each: Vec<String> =
            used.iter().map(|(n, k)| t!("score-hints-each", name = n.as_str(), n = *k)).collect();
        lines.push(Line::styled(t!("score-hints", each = each.join(" · ")), theme::dim()));
    }
    f.render_widget(Paragraph::new(wrap_lines(&lines, body.width as usize, 6)), body);
    widgets::message_line(f, message_area, message.map(|m| m.0), message.is_some_and(|m| m.1));
    super::log::panel(f, log_area, log, None, (0, "turn"), log_key);
    widgets::hint_bar(f, hints_area, hints);
}
