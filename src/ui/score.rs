//! The final score screen: ranks, totals, each player's breakdown, the winner(s).

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

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
}

/// "Anna, Bruno and Carla" in the current language.
pub fn and_list(names: &[&str]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!("and-list", a = rest.join(", "), b = *last),
        _ => names.join(""),
    }
}

pub fn draw(f: &mut Frame, area: Rect, scores: &Scores) {
    let Scores { game, names, outcome, log, log_key, hints, message } = *scores;
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
        for seat in o.standings() {
            let s = &o.scores[seat];
            let mut parts: Vec<String> = s.parts.iter().map(|(k, v)| format!("{k} {v:+}")).collect();
            if let Some(t) = s.tiebreak.first() {
                parts.push(t!("score-tiebreak", t = *t));
            }
            lines.push(Line::from(vec![
                Span::styled(format!("{:>2}. {:<12} {:>4}", s.rank, names[seat], s.total), theme::bold()),
                Span::raw(format!("   ({})", parts.join(", "))),
            ]));
        }
        let winners: Vec<&str> = o.winners().iter().map(|&s| names[s].as_str()).collect();
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            t!("score-wins", count = winners.len(), names = and_list(&winners)),
            theme::bold(),
        ));
    }
    f.render_widget(Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }), body);
    widgets::message_line(f, message_area, message.map(|m| m.0), message.is_some_and(|m| m.1));
    super::log::panel(f, log_area, log, None, (0, "turn"), log_key);
    widgets::hint_bar(f, hints_area, hints);
}
