//! A page of wrapped text that scrolls to both ends with a scrollbar: the rules help, the full log
//! and the catch-up after a hand-off all read through it. Wrapped lines are counted with ratatui's
//! `Paragraph::line_count`, so End always reaches the last line at any width.

use crate::ui::keys::Keys;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Margin, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Scrollbar, ScrollbarOrientation, ScrollbarState};

use super::text::wrap_lines;
use super::theme;
use super::widgets::{Hint, hint, hint_bar};
use crate::t;

#[derive(Debug, Clone, Default)]
pub struct Pager {
    /// The first wrapped line shown.
    top: usize,
    /// Show the end (the newest log lines) until the reader scrolls up.
    follow_end: bool,
    /// Shrink the box to its text (centred), for short pages over the table.
    fit: bool,
    /// From the last draw: rows of text on screen and the furthest `top`.
    page: usize,
    max_top: usize,
    /// Why the last key did nothing, shown in the box's bottom edge until the next key.
    note: Option<String>,
}

impl Pager {
    /// A pager that opens at its first line.
    pub fn at_start() -> Self {
        Pager::default()
    }

    /// A pager that opens at its last line (a log, newest at the bottom).
    pub fn at_end() -> Self {
        Pager { follow_end: true, ..Pager::default() }
    }

    /// The box takes only the rows its text needs, centred over what lies beneath.
    pub fn fitted(mut self) -> Self {
        self.fit = true;
        self
    }

    /// The first line shown, as the last draw left it.
    fn shown_top(&self) -> usize {
        if self.follow_end { self.max_top } else { self.top.min(self.max_top) }
    }

    /// The scrolling keys that move the page now (none when it all fits; only ↓ PgDn End at the
    /// top, only ↑ PgUp Home at the end), so that every one listed does something.
    pub fn hints(&self) -> Vec<Hint> {
        let top = self.shown_top();
        let (up, down) = (top > 0, top < self.max_top);
        let pick = |first: KeyCode, second: KeyCode| match (up, down) {
            (true, true) => Some(Keys::of(&[first, second])),
            (true, false) => Some(Keys::key(first)),
            (false, true) => Some(Keys::key(second)),
            (false, false) => None,
        };
        let mut out = Vec::new();
        out.extend(pick(KeyCode::Up, KeyCode::Down).map(|k| hint(k, &t!("hint-scroll"))));
        out.extend(pick(KeyCode::PageUp, KeyCode::PageDown).map(|k| hint(k, &t!("hint-page"))));
        let ends = match (up, down) {
            (true, true) => {
                Some(hint(Keys::key(KeyCode::Home).and(Keys::key(KeyCode::End)), &t!("hint-ends")))
            }
            (true, false) => Some(hint(Keys::key(KeyCode::Home), &t!("hint-first-line"))),
            (false, true) => Some(hint(Keys::key(KeyCode::End), &t!("hint-last-line"))),
            (false, false) => None,
        };
        out.extend(ends);
        out
    }

    /// Scrolls for ↑↓, PgUp/PgDn, Home and End when the page can move that way (see
    /// [`Pager::hints`]). Returns whether it moved; any other key is the caller's.
    pub fn key(&mut self, key: KeyEvent) -> bool {
        self.note = None;
        let page = self.page.max(1);
        let top = self.shown_top();
        let step = page.saturating_sub(1).max(1);
        let new = match key.code {
            KeyCode::Down if top < self.max_top => top + 1,
            KeyCode::Up if top > 0 => top - 1,
            KeyCode::PageDown if top < self.max_top => top.saturating_add(step),
            KeyCode::PageUp if top > 0 => top.saturating_sub(step),
            KeyCode::Home if top > 0 => 0,
            KeyCode::End if top < self.max_top => usize::MAX,
            _ => return false,
        };
        self.follow_end = new >= self.max_top;
        self.top = new.min(self.max_top);
        true
    }

    /// Says in the box's edge that the last key does nothing here.
    pub fn refuse(&mut self) {
        self.note = Some(t!("table-key-does-nothing"));
    }

    /// Draws `lines` in a bordered box titled `title` over `area`, with the scrolling keys that work
    /// now and the caller's `hints` in the bottom row.
    pub fn draw(&mut self, f: &mut Frame, area: Rect, title: &str, lines: Vec<Line>, hints: &[Hint]) {
        let mut body = Rect { height: area.height.saturating_sub(1), ..area };
        // Wrapped once here: the height, the scroll range and the drawing all read these rows.
        let rows = wrap_lines(&lines, area.width.saturating_sub(2) as usize, 2);
        if self.fit {
            let height = (rows.len() as u16).saturating_add(2).max(6).min(body.height);
            body = Rect { y: area.y + (body.height - height) / 2, height, ..body };
        }
        let area = Rect { height: body.height + 1, ..body };
        f.render_widget(Clear, area);
        let block =
            Block::default().borders(Borders::ALL).title(Span::styled(format!(" {title} "), theme::bold()));
        let inner = block.inner(body);
        let total = rows.len();
        self.page = inner.height as usize;
        self.max_top = total.saturating_sub(self.page);
        if self.follow_end {
            self.top = self.max_top;
        }
        self.top = self.top.min(self.max_top);
        let edge = match &self.note {
            Some(note) => Line::styled(format!(" {note} "), theme::error()),
            None if total == 0 => {
                Line::styled(format!(" {} ", t!("pager-empty")), theme::dim()).right_aligned()
            }
            None => {
                let to = (self.top + self.page).min(total);
                let range = t!("pager-range", from = self.top + 1, to = to, total = total);
                Line::styled(format!(" {range} "), theme::dim()).right_aligned()
            }
        };
        let block = block.title_bottom(edge);
        // Only the rows on the page are drawn (a long log is not laid out from its top each frame).
        let page: Vec<Line> = rows.into_iter().skip(self.top).take(self.page).collect();
        f.render_widget(Paragraph::new(page).block(block), body);
        if self.max_top > 0 {
            let mut state = ScrollbarState::new(self.max_top + 1).position(self.top);
            f.render_stateful_widget(
                Scrollbar::new(ScrollbarOrientation::VerticalRight).begin_symbol(None).end_symbol(None),
                body.inner(Margin { vertical: 1, horizontal: 0 }),
                &mut state,
            );
        }
        let mut bar = self.hints();
        bar.extend(hints.iter().cloned());
        hint_bar(f, Rect { y: area.y + area.height.saturating_sub(1), height: 1, ..area }, &bar);
    }

    /// Whether the last line was on screen at the last draw.
    pub fn at_bottom(&self) -> bool {
        self.top >= self.max_top
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyModifiers;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn press(p: &mut Pager, code: KeyCode) {
        p.key(KeyEvent::new(code, KeyModifiers::NONE));
    }

    fn screen(t: &Terminal<TestBackend>) -> String {
        let buf = t.backend().buffer();
        (0..buf.area.height)
            .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
            .collect()
    }

    fn text() -> Vec<Line<'static>> {
        (1..=60)
            .map(|i| {
                Line::raw(format!("line {i}: {}", "a long sentence that wraps on narrow screens ".repeat(3)))
            })
            .collect()
    }

    #[test]
    fn end_reaches_the_last_wrapped_line_and_home_the_first() {
        for (w, h) in [(80, 24), (120, 40), (200, 50)] {
            let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
            let mut p = Pager::at_start();
            t.draw(|f| p.draw(f, f.area(), "Help", text(), &[])).unwrap();
            assert!(screen(&t).contains("line 1:"));
            assert!(!screen(&t).contains("line 60:"));
            press(&mut p, KeyCode::End);
            t.draw(|f| p.draw(f, f.area(), "Help", text(), &[])).unwrap();
            assert!(screen(&t).contains("narrow screens a long sentence that wraps on narrow screens"));
            assert!(screen(&t).contains("line 60:"), "{w}×{h}:\n{}", screen(&t));
            assert!(p.at_bottom());
            press(&mut p, KeyCode::Home);
            t.draw(|f| p.draw(f, f.area(), "Help", text(), &[])).unwrap();
            assert!(screen(&t).contains("line 1:"));
        }
    }

    #[test]
    fn page_down_steps_reach_the_end_and_stop_there() {
        let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let mut p = Pager::at_start();
        for _ in 0..100 {
            t.draw(|f| p.draw(f, f.area(), "Log", text(), &[])).unwrap();
            press(&mut p, KeyCode::PageDown);
        }
        t.draw(|f| p.draw(f, f.area(), "Log", text(), &[])).unwrap();
        assert!(screen(&t).contains("line 60:"));
        press(&mut p, KeyCode::Up);
        t.draw(|f| p.draw(f, f.area(), "Log", text(), &[])).unwrap();
        assert!(!p.at_bottom());
    }

    #[test]
    fn at_end_opens_at_the_last_line_and_short_text_does_not_scroll() {
        let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let mut p = Pager::at_end();
        t.draw(|f| p.draw(f, f.area(), "Log", text(), &[])).unwrap();
        assert!(screen(&t).contains("line 60:"));
        let mut q = Pager::at_end();
        t.draw(|f| q.draw(f, f.area(), "Log", vec![Line::raw("only line")], &[])).unwrap();
        press(&mut q, KeyCode::Down);
        t.draw(|f| q.draw(f, f.area(), "Log", vec![Line::raw("only line")], &[])).unwrap();
        assert!(screen(&t).contains("only line"));
        // A tiny area draws without panicking.
        let mut tiny = Terminal::new(TestBackend::new(3, 2)).unwrap();
        tiny.draw(|f| p.draw(f, f.area(), "Log", text(), &[])).unwrap();
    }
}
