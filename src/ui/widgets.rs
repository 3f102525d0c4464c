//! Small widgets every screen uses: the title line, key-hint bar, message line, log, cards.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::theme;
use crate::t;

/// A command that works now: the keys that trigger it, as shown in the hint bar, and what it does.
/// The table dispatches a key only when a hint of the current screen matches it, and draws the hint
/// bar from the same list, so a hint is never shown without working, nor a key working unshown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// The keys as shown ("←→", "Enter", "1–9"); they are also what the hint matches.
    pub key: String,
    pub what: String,
    keys: Vec<KeyMatch>,
    /// Dropped first when the bar has no room.
    pub low: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum KeyMatch {
    Code(KeyCode),
    /// Any printable character (typing a name, a seat's own letter keys).
    AnyChar,
}

/// A hint whose key text names its keys: "Enter", "Esc ?", "←→", "↑↓", "arrows", "1–9", "space",
/// "PgUp PgDn", "Home End", "Tab", "Shift-Tab", "F2", "type", or single characters.
pub fn hint(key: &str, what: &str) -> Hint {
    Hint { key: shown_keys(key), what: what.to_string(), keys: parse_keys(key), low: false }
}

/// A hint that shows `shown` for its keys but takes exactly `keys` (a shared keyboard's seat keys,
/// described on the bar rather than spelled out).
pub fn hint_keys(shown: &str, what: &str, keys: impl IntoIterator<Item = char>) -> Hint {
    let keys = keys.into_iter().map(|c| KeyMatch::Code(KeyCode::Char(c))).collect();
    Hint { key: shown_keys(shown), what: what.to_string(), keys, low: false }
}

/// The key text as the bar shows it, in the current language ("Enter" is "Invio" in Italian); the
/// keys are still parsed from the English text.
fn shown_keys(text: &str) -> String {
    if crate::i18n::lang() == crate::i18n::Lang::En {
        return text.to_string();
    }
    let word = |w: &str| match w {
        "Enter" => t!("key-enter"),
        "space" | "Space" => t!("key-space"),
        "arrows" => t!("key-arrows"),
        "type" => t!("key-type"),
        "keys" => t!("key-keys"),
        w => w.to_string(),
    };
    text.split(' ').map(word).collect::<Vec<_>>().join(" ")
}

fn parse_keys(text: &str) -> Vec<KeyMatch> {
    use KeyCode::*;
    let mut out = Vec::new();
    for token in text.split([' ', '/']).filter(|t| !t.is_empty()) {
        let codes: Vec<KeyCode> = match token {
            "←→" => vec![Left, Right],
            "↑↓" => vec![Up, Down],
            "←" => vec![Left],
            "→" => vec![Right],
            "↑" => vec![Up],
            "↓" => vec![Down],
            "arrows" => vec![Left, Right, Up, Down],
            "Enter" => vec![Enter],
            "Esc" => vec![Esc],
            "Tab" => vec![Tab],
            "Shift-Tab" => vec![BackTab],
            "space" | "Space" => vec![Char(' ')],
            "PgUp" => vec![PageUp],
            "PgDn" => vec![PageDown],
            "Home" => vec![Home],
            "End" => vec![End],
            "Backspace" => vec![Backspace],
            "type" => {
                out.push(KeyMatch::AnyChar);
                continue;
            }
            t if t.starts_with('F') && t.len() > 1 => t[1..].parse().map(|n| vec![F(n)]).unwrap_or_default(),
            t => {
                let cs: Vec<char> = t.chars().collect();
                match cs.as_slice() {
                    [c] => vec![Char(*c)],
                    [a, '-' | '–', b] => (*a..=*b).map(Char).collect(),
                    _ => vec![],
                }
            }
        };
        out.extend(codes.into_iter().map(KeyMatch::Code));
    }
    out
}

impl Hint {
    /// Dropped first when the bar is too narrow.
    pub fn low(mut self) -> Self {
        self.low = true;
        self
    }

    /// Matches any printable character (keys that belong to seats, typing).
    pub fn any_char(mut self) -> Self {
        self.keys.push(KeyMatch::AnyChar);
        self
    }

    /// Whether `key` is one of this hint's keys (Shift is ignored for characters).
    pub fn matches(&self, key: &KeyEvent) -> bool {
        let plain = !key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        self.keys.iter().any(|m| match m {
            KeyMatch::Code(c) => *c == key.code && (plain || !matches!(c, KeyCode::Char(_))),
            KeyMatch::AnyChar => plain && matches!(key.code, KeyCode::Char(_)),
        })
    }

    /// Whether the key text named any key (every hint must).
    pub fn has_keys(&self) -> bool {
        !self.keys.is_empty()
    }

    /// The keys this hint names, and whether it takes any printable character besides (tests
    /// that press a listed key pick one of these).
    #[cfg(any(test, feature = "test-support"))]
    pub fn codes(&self) -> (Vec<KeyCode>, bool) {
        let codes = self.keys.iter().filter_map(|m| if let KeyMatch::Code(c) = m { Some(*c) } else { None });
        (codes.collect(), self.keys.contains(&KeyMatch::AnyChar))
    }

    fn width(&self) -> usize {
        self.key.chars().count() + 1 + self.what.chars().count()
    }
}

/// The keys a hint's shown text names, as a hint would match them (a key named on screen outside a
/// bar is checked against the bar with this).
#[cfg(any(test, feature = "test-support"))]
pub fn named_keys(text: &str) -> Hint {
    hint(text, "")
}

/// Whether two hints share a key (a printable-character wildcard shares every character).
#[cfg(any(test, feature = "test-support"))]
pub fn overlap(a: &Hint, b: &Hint) -> Vec<String> {
    let chars = |h: &Hint| h.keys.contains(&KeyMatch::AnyChar);
    let mut shared = Vec::new();
    for m in &a.keys {
        match m {
            KeyMatch::Code(c) if b.keys.contains(m) || chars(b) && matches!(c, KeyCode::Char(_)) => {
                shared.push(format!("{c:?}"))
            }
            KeyMatch::AnyChar if chars(b) => shared.push("any character".into()),
            KeyMatch::AnyChar => shared.extend(
                b.keys
                    .iter()
                    .filter(|k| matches!(k, KeyMatch::Code(KeyCode::Char(_))))
                    .map(|k| format!("{k:?}")),
            ),
            _ => {}
        }
    }
    shared
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
    let room = (area.width as usize).saturating_sub(4 + corner.chars().count());
    let title = if title.chars().count() > room {
        title.chars().take(room.saturating_sub(1)).chain(['…']).collect()
    } else {
        title.to_string()
    };
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

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn hint_texts_name_the_keys_they_match() {
        use KeyCode::*;
        let cases: &[(&str, &[KeyCode], &[KeyCode])] = &[
            ("←→", &[Left, Right], &[Up, Enter]),
            ("↑↓", &[Up, Down], &[Left]),
            ("arrows", &[Left, Right, Up, Down], &[Tab]),
            ("Enter", &[Enter], &[Char('e')]),
            ("Esc ?", &[Esc, Char('?')], &[Enter]),
            ("1-9", &[Char('1'), Char('9')], &[Char('0')]),
            ("1–4", &[Char('4')], &[Char('5')]),
            ("PgUp PgDn", &[PageUp, PageDown], &[Home]),
            ("space", &[Char(' ')], &[Char('s')]),
            ("Shift-Tab", &[BackTab], &[Tab]),
            ("F2", &[F(2)], &[F(1), Char('F')]),
            ("d", &[Char('d')], &[Char('e')]),
        ];
        for (text, yes, no) in cases {
            let h = hint(text, "x");
            assert!(h.has_keys(), "{text}");
            for k in *yes {
                assert!(h.matches(&press(*k)), "{text} should take {k:?}");
            }
            for k in *no {
                assert!(!h.matches(&press(*k)), "{text} should not take {k:?}");
            }
        }
        assert!(!hint("reveal key", "x").has_keys());
        assert!(hint("reveal key", "x").any_char().matches(&press(Char('5'))));
        let ctrl = KeyEvent::new(Char('d'), KeyModifiers::CONTROL);
        assert!(!hint("d", "x").matches(&ctrl), "Ctrl-D is not d");
    }

    #[test]
    fn the_hint_bar_never_splits_a_hint_and_drops_low_ones_first() {
        let hints: Vec<Hint> = vec![
            hint("←→", "choose a card from your hand"),
            hint("Enter", "lay it on its row"),
            hint("d", "discard"),
            hint("s", "save").low(),
            hint("space", "mark two cards for a wishing stone"),
            hint("?", "rules").low(),
            hint("q", "quit"),
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
