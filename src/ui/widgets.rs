//! Small widgets every screen uses: the title line, key-hint bar, message line, log, cards.

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::theme;

/// A key and what it does now, shown in the hint bar.
pub type Hint = (String, String);

pub fn hint(key: &str, what: &str) -> Hint {
    (key.to_string(), what.to_string())
}

/// The bottom bar listing the keys that work now (like gitui).
pub fn hint_bar(f: &mut Frame, area: Rect, hints: &[Hint]) {
    let mut spans = Vec::new();
    for (i, (k, what)) in hints.iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(" · ", theme::dim()));
        }
        spans.push(Span::styled(k.clone(), theme::key()));
        spans.push(Span::raw(format!(" {what}")));
    }
    f.render_widget(Paragraph::new(Line::from(spans)).wrap(Wrap { trim: true }), area);
}

/// The top line: what game, whose decision; `? rules` on the right.
pub fn title_line(f: &mut Frame, area: Rect, title: &str) {
    f.render_widget(Paragraph::new(Line::from(Span::styled(title.to_string(), theme::bold()))), area);
    f.render_widget(
        Paragraph::new(Line::from(vec![Span::styled("?", theme::key()), Span::raw(" rules")]))
            .alignment(Alignment::Right),
        area,
    );
}

pub fn message_line(f: &mut Frame, area: Rect, message: Option<&str>, is_error: bool) {
    if let Some(m) = message {
        let style = if is_error { theme::error() } else { theme::bold() };
        f.render_widget(Paragraph::new(Span::styled(m.to_string(), style)), area);
    }
}

/// A bordered box centred over `area`, sized to its wrapped text, for news the viewer confirms.
pub fn popup(f: &mut Frame, area: Rect, title: &str, lines: Vec<Line<'static>>) {
    let width = area.width.saturating_sub(4).min(72);
    let para = Paragraph::new(lines).wrap(Wrap { trim: false });
    let height = (para.line_count(width.saturating_sub(2)) as u16 + 2).min(area.height);
    let r = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + area.height.saturating_sub(height) / 2,
        width,
        height,
    };
    f.render_widget(ratatui::widgets::Clear, r);
    f.render_widget(para.block(Block::default().borders(Borders::ALL).title(title.to_string())), r);
}

/// A card as `[G7]`: its label always readable, its colour when colours are on.
pub fn card(label: &str, color: Color, selected: bool, dimmed: bool) -> Span<'static> {
    let mut style = theme::fg(color);
    if dimmed {
        style = style.patch(theme::dim());
    }
    if selected {
        style = style.patch(theme::selected());
    }
    Span::styled(format!("[{label}]"), style)
}

/// Text centred in `area`, used by the hand-off and "too small" screens.
pub fn centered(f: &mut Frame, area: Rect, lines: Vec<Line<'static>>) {
    let h = lines.len() as u16;
    let top = area.y + area.height.saturating_sub(h) / 2;
    let r = Rect { x: area.x, y: top, width: area.width, height: h.min(area.height) };
    f.render_widget(Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: false }), r);
}

/// Shown instead of any screen when the terminal is below 80×24.
pub fn too_small(f: &mut Frame, area: Rect) {
    let lines = vec![
        Line::raw("Please enlarge the terminal to at least 80×24."),
        Line::raw(format!("It is {}×{} now.", area.width, area.height)),
    ];
    centered(f, area, lines);
}

/// A one-line input field with a cursor.
pub fn text_input(label: &str, value: &str) -> Line<'static> {
    Line::from(vec![
        Span::raw(format!("{label} ")),
        Span::styled(format!("{value}_"), Style::default().patch(theme::selected())),
    ])
}
