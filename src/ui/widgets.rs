//! Small widgets every screen uses: the title line, key-hint bar, message line, log, cards.

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

#[cfg(test)]
use super::keys;
use super::keys::Keys;
use super::theme;
use crate::t;

/// A command that works now: the keys that trigger it and what it does. The table dispatches a key
/// only when a hint of the current screen takes it, and draws the hint bar and `?` from the same
/// list, so a hint is never shown without working, nor a key working unshown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// The keys as shown ("←→", "Enter", "1–9"), rendered from `keys`.
    pub key: String,
    pub what: String,
    keys: Keys,
    /// Dropped first when the bar has no room.
    pub low: bool,
}

/// A command taking `keys`, doing `what`.
pub fn hint(keys: Keys, what: &str) -> Hint {
    Hint { key: keys.shown(), what: what.to_string(), keys, low: false }
}

impl Hint {
    /// Dropped first when the bar is too narrow.
    pub fn low(mut self) -> Self {
        self.low = true;
        self
    }

    /// Whether `key` is one of this hint's keys (Shift is ignored for characters).
    pub fn matches(&self, key: &KeyEvent) -> bool {
        self.keys.matches(key)
    }

    /// The keys this hint takes.
    pub fn keys(&self) -> &Keys {
        &self.keys
    }

    /// Whether the hint names any key (every hint must).
    pub fn has_keys(&self) -> bool {
        !self.keys.is_empty()
    }

    /// The keys this hint names, and whether it takes any printable character besides (tests
    /// that press a listed key pick one of these).
    #[cfg(any(test, feature = "test-support"))]
    pub fn codes(&self) -> (Vec<KeyEvent>, bool) {
        (self.keys.events(), self.keys.codes().1)
    }

    fn width(&self) -> usize {
        super::text::width(&self.key) + 1 + super::text::width(&self.what)
    }
}

/// The keys a key name shown on screen stands for, as a hint that takes them (a key named outside
/// a bar is checked against the bar with this).
#[cfg(any(test, feature = "test-support"))]
pub fn named_keys(text: &str) -> Hint {
    hint(super::keys::named_in(text), "")
}

/// The keys two hints share.
#[cfg(any(test, feature = "test-support"))]
pub fn overlap(a: &Hint, b: &Hint) -> Vec<String> {
    a.keys.shared_with(&b.keys)
}

/// Whether any of `hints` takes `key`.
pub fn takes(hints: &[Hint], key: &KeyEvent) -> bool {
    hints.iter().any(|h| h.matches(key))
}

/// The bottom bar listing the keys that work now (like gitui). Hints are never split: when they do
/// not fit the area's rows, low-priority hints go first, then the last ones.
pub fn hint_bar(f: &mut Frame, area: Rect, hints: &[Hint]) {
    // A key the bar has no room for still works: it is listed, in `?` too.
    #[cfg(any(test, feature = "test-support"))]
    shown::BARS.with(|b| b.borrow_mut().extend(hints.iter().cloned()));
    let mut keep: Vec<&Hint> = hints.iter().collect();
    while !keep.is_empty() && rows_needed(&keep, area.width as usize) > area.height as usize {
        let drop = keep.iter().rposition(|h| h.low).unwrap_or(keep.len() - 1);
        keep.remove(drop);
    }

    let mut lines = vec![Vec::new()];
    let mut used = 0;
    for h in keep {
        let sep = if used == 0 { 0 } else { 3 };
        if used > 0 && used + sep + h.width() > area.width as usize {
            lines.push(Vec::new());
            used = 0;
        }
        let line = lines.last_mut().expect("one line at least");
        if used > 0 {
            line.push(Span::styled(" · ", theme::dim()));
            used += 3;
        }
        line.push(Span::styled(h.key.clone(), theme::key()));
        line.push(Span::raw(format!(" {}", h.what)));
        used += h.width();
    }
    let lines: Vec<Line> = lines.into_iter().map(Line::from).collect();
    f.render_widget(Paragraph::new(lines), area);
}

/// What the key-hint bars drawn on this thread showed, for tests that press only listed keys or
/// check that a key on screen works (the table explorer): [`shown_bars`] takes them.
#[cfg(any(test, feature = "test-support"))]
mod shown {
    use std::cell::RefCell;

    thread_local! {
        pub static BARS: RefCell<Vec<super::Hint>> = const { RefCell::new(Vec::new()) };
    }
}

/// The hints of every bar drawn on this thread since the last call (those a narrow bar had no room
/// for included: they still work).
#[cfg(any(test, feature = "test-support"))]
pub fn shown_bars() -> Vec<Hint> {
    shown::BARS.with(|b| std::mem::take(&mut *b.borrow_mut()))
}

/// How many rows `hints` take at `width` without splitting one.
fn rows_needed(hints: &[&Hint], width: usize) -> usize {
    let mut rows = 1;
    let mut used = 0;
    for h in hints {
        let w = h.width();
        if used > 0 && used + 3 + w > width {
            rows += 1;
            used = w;
        } else {
            used += if used == 0 { w } else { 3 + w };
        }
    }
    rows
}

/// The top line: what game, whose decision; `? rules` on the right.
pub fn title_line(f: &mut Frame, area: Rect, title: &str) {
    // Never run into "? rules": a title too long for the line is cut with "…".
    let corner = t!("rules-corner");
    let room = (area.width as usize).saturating_sub(4 + super::text::width(&corner));
    let title = super::text::cut(title, room);
    f.render_widget(Paragraph::new(Line::from(Span::styled(title, theme::bold()))), area);
    f.render_widget(
        Paragraph::new(Line::from(vec![Span::styled("?", theme::key()), Span::raw(format!(" {corner}"))]))
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
    popup_at(f, area, title, lines, false);
}

/// The same box just below the title line of `area`, leaving the bottom of the screen in sight.
pub fn popup_top(f: &mut Frame, area: Rect, title: &str, lines: Vec<Line<'static>>) {
    popup_at(f, area, title, lines, true);
}

fn popup_at(f: &mut Frame, area: Rect, title: &str, lines: Vec<Line<'static>>, top: bool) {
    let width = area.width.saturating_sub(4).min(72);
    let para = Paragraph::new(lines).wrap(Wrap { trim: false });
    let height = (para.line_count(width.saturating_sub(2)) as u16 + 2).min(area.height);
    let spare = area.height.saturating_sub(height);
    let r = Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + if top { spare.min(1) } else { spare / 2 },
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
    let lines =
        vec![Line::raw(t!("too-small")), Line::raw(t!("too-small-now", w = area.width, h = area.height))];
    centered(f, area, lines);
}

/// [`too_small`] with the keys that still work there in a bar at the bottom, and under the request
/// what the last key said (its row is kept when empty, so that the request does not move).
pub fn too_small_with(f: &mut Frame, area: Rect, hints: &[Hint], said: Option<&str>) {
    let bar_h = area.height.min(1);
    let body = Rect { height: area.height - bar_h, ..area };
    let bar = Rect { y: area.y + body.height, height: bar_h, ..area };
    let lines = vec![
        Line::raw(t!("too-small")),
        Line::raw(t!("too-small-now", w = area.width, h = area.height)),
        said.map_or_else(|| Line::raw(""), |m| Line::styled(m.to_string(), theme::error())),
    ];
    // Centred as wrapped: a narrow terminal must not cut the sentence.
    let text = Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: false });
    let h = (text.line_count(body.width) as u16).min(body.height);
    let r = Rect { y: body.y + (body.height - h) / 2, height: h, ..body };
    f.render_widget(text, r);
    hint_bar(f, bar, hints);
}

/// A one-line input field with a cursor.
pub fn text_input(label: &str, value: &str) -> Line<'static> {
    Line::from(vec![
        Span::raw(format!("{label} ")),
        Span::styled(format!("{value}_"), Style::default().patch(theme::selected())),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    #[test]
    fn a_wide_title_is_cut_before_the_rules_corner() {
        // A name in CJK takes two columns a character: cut by columns, "? rules" stays whole.
        let mut t = Terminal::new(TestBackend::new(40, 1)).unwrap();
        t.draw(|f| title_line(f, f.area(), &format!("Keltis — {} to play", "李娜".repeat(12)))).unwrap();
        let row: String = (0..40).map(|x| t.backend().buffer()[(x, 0)].symbol().to_string()).collect();
        assert!(row.trim_end().ends_with("? rules"), "{row}");
        assert!(row.contains('…'), "{row}");
    }

    #[test]
    fn the_hint_bar_never_splits_a_hint_and_drops_low_ones_first() {
        let hints: Vec<Hint> = vec![
            hint(keys::left_right(), "choose a card from your hand"),
            hint(keys::enter(), "lay it on its row"),
            hint(Keys::ch('d'), "discard"),
            hint(Keys::ch('s'), "save").low(),
            hint(keys::space(), "mark two cards for a wishing stone"),
            hint(Keys::ch('?'), "rules").low(),
            hint(Keys::ch('q'), "quit"),
        ];
        let mut t = Terminal::new(TestBackend::new(80, 1)).unwrap();
        t.draw(|f| hint_bar(f, f.area(), &hints)).unwrap();
        let row: String = (0..80).map(|x| t.backend().buffer()[(x, 0)].symbol().to_string()).collect();
        assert!(row.contains("←→ choose a card from your hand · Enter lay it on its row"), "{row}");
        assert!(!row.contains("save") && !row.contains("rules"), "low hints go first: {row}");
        for h in &hints {
            let whole = format!("{} {}", h.key, h.what);
            assert!(row.contains(&whole) || !row.contains(&h.what[..3.min(h.what.len())]), "{row}");
        }
        // Two rows hold everything, each hint whole.
        let mut t = Terminal::new(TestBackend::new(80, 2)).unwrap();
        t.draw(|f| hint_bar(f, f.area(), &hints)).unwrap();
        let text: String = (0..2)
            .map(|y| {
                (0..80).map(|x| t.backend().buffer()[(x, y)].symbol().to_string()).collect::<String>() + "\n"
            })
            .collect();
        for h in &hints {
            assert!(text.contains(&format!("{} {}", h.key, h.what)), "{} missing:\n{text}", h.what);
        }
    }
}
