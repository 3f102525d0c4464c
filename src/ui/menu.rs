//! The choice list every game uses: the selected item is always on screen and shown in full
//! (wrapped in place), the others are cut to one row with "…", and "▲ more" / "▼ more" say that
//! items lie above or below. ↑↓ (wrapping round), PgUp/PgDn, Home/End move; Enter is "chosen" and
//! the game decides what it does. Works at any size, down to a single row.

use crate::ui::keys::{self, Keys};
use crossterm::event::KeyCode;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::theme;
use super::widgets::{Hint, hint};
use crate::t;

/// One entry: its text, and whether it is shown dimmed (listed, but not possible now).
#[derive(Debug, Clone, PartialEq)]
pub struct MenuItem {
    pub line: Line<'static>,
    pub dimmed: bool,
}

impl MenuItem {
    pub fn new(line: impl Into<Line<'static>>) -> Self {
        MenuItem { line: line.into(), dimmed: false }
    }

    pub fn dimmed(mut self, dimmed: bool) -> Self {
        self.dimmed = dimmed;
        self
    }
}

impl From<String> for MenuItem {
    fn from(s: String) -> Self {
        MenuItem::new(s)
    }
}

impl From<&str> for MenuItem {
    fn from(s: &str) -> Self {
        MenuItem::new(s.to_string())
    }
}

/// What a key did to the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuKey {
    /// Not a menu key: the caller may use it.
    Ignored,
    /// The selection moved (or stayed at an end).
    Moved,
    /// Enter on this item.
    Chosen(usize),
}

/// The selection and scroll position of a list; the items are passed in at each draw.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Menu {
    selected: usize,
    /// The first item on screen at the last draw.
    offset: usize,
    /// How many items were on screen at the last draw (the PgUp/PgDn step).
    page: usize,
    /// Whether the last draw left items off screen.
    scrolls: bool,
}

/// The selection marker and the indent of every other row.
const MARK: &str = "▸ ";
const INDENT: &str = "  ";

impl Menu {
    /// The selected index, kept inside a list of `len` items (`None` when it is empty).
    pub fn selected(&self, len: usize) -> Option<usize> {
        (len > 0).then(|| self.selected.min(len - 1))
    }

    pub fn select(&mut self, i: usize) {
        self.selected = i;
    }

    /// Whether the last draw left items above or below the screen (then PgUp/PgDn matter).
    pub fn scrolls(&self) -> bool {
        self.scrolls
    }

    /// The hints for moving in a menu of `len` items and choosing (`what`: what Enter does): only
    /// the keys that move the selection from where it is. The paging keys drop first from a full
    /// bar unless the list is longer than its room.
    pub fn hints(&self, what: &str, len: usize) -> Vec<Hint> {
        let Some(s) = self.selected(len) else { return Vec::new() };
        let mut h = Vec::new();
        if len > 1 {
            h.push(hint(keys::up_down(), &t!("hint-choose")));
        }
        h.push(hint(keys::enter(), what));
        let page = match (s > 0, s + 1 < len) {
            (true, true) => Keys::of(&[KeyCode::PageUp, KeyCode::PageDown, KeyCode::Home, KeyCode::End]),
            (true, false) => Keys::of(&[KeyCode::PageUp, KeyCode::Home]),
            (false, true) => Keys::of(&[KeyCode::PageDown, KeyCode::End]),
            (false, false) => return h,
        };
        let page = hint(page, &t!("hint-page"));
        h.push(if self.scrolls { page } else { page.low() });
        h
    }

    /// ↑↓ move by one and wrap round, PgUp/PgDn by a screenful, Home/End to the ends; Enter
    /// chooses. Every other key is [`MenuKey::Ignored`].
    pub fn key(&mut self, code: KeyCode, len: usize) -> MenuKey {
        if len == 0 {
            return MenuKey::Ignored;
        }
        let s = self.selected.min(len - 1);
        let page = self.page.max(1);
        self.selected = match code {
            KeyCode::Up => (s + len - 1) % len,
            KeyCode::Down => (s + 1) % len,
            KeyCode::PageUp => s.saturating_sub(page),
            KeyCode::PageDown => (s + page).min(len - 1),
            KeyCode::Home => 0,
            KeyCode::End => len - 1,
            KeyCode::Enter => return MenuKey::Chosen(s),
            _ => return MenuKey::Ignored,
        };
        MenuKey::Moved
    }

    /// Rows needed to show every item (the selected one wrapped) at `width`, for layouts that give
    /// a menu only the room it needs.
    pub fn height(&self, items: &[MenuItem], width: u16) -> u16 {
        let Some(s) = self.selected(items.len()) else { return 0 };
        let text_w = (width as usize).saturating_sub(MARK.chars().count()).max(1);
        (items.len() - 1 + wrap_line(&items[s].line, text_w).len()) as u16
    }

    /// Splits `area` into the rows above the menu (up to `head` rows) and the menu's own: the menu
    /// gets all it needs when there is room, never fewer than `min` rows (or its need), and every
    /// row the head leaves. The head's last rows give way first.
    pub fn split(&self, area: Rect, items: &[MenuItem], head: u16, min: u16) -> (Rect, Rect) {
        let want = self.height(items, area.width);
        let menu_h = want.min(min).max(area.height.saturating_sub(head)).min(area.height);
        let head_h = area.height - menu_h;
        (Rect { height: head_h, ..area }, Rect { y: area.y + head_h, height: menu_h, ..area })
    }

    /// Draws the items into `area`, scrolled so that the selected one is on screen.
    pub fn draw(&mut self, f: &mut Frame, area: Rect, items: &[MenuItem]) {
        let (w, h) = (area.width as usize, area.height as usize);
        let Some(s) = self.selected(items.len()) else {
            self.scrolls = false;
            return;
        };
        self.selected = s;
        if w == 0 || h == 0 {
            return;
        }
        let n = items.len();
        let mark_w = MARK.chars().count().min(w.saturating_sub(1));
        // Everything fits without a gutter: no scrolling.
        let full_w = (w - mark_w).max(1);
        let fits = n - 1 + wrap_line(&items[s].line, full_w).len() <= h;
        // Otherwise a right gutter says "▲ more" / "▼ more" on the first and last rows.
        let gutter = if fits {
            0
        } else if w >= 30 {
            7
        } else {
            2.min(w.saturating_sub(mark_w + 1))
        };
        let text_w = (w - mark_w - gutter).max(1);
        let mut wrapped = wrap_line(&items[s].line, text_w);
        if wrapped.len() > h {
            wrapped.truncate(h);
            if let Some(last) = wrapped.last_mut() {
                *last = cut(last, text_w.saturating_sub(1));
                last.spans.push(Span::raw("…"));
            }
        }
        let (first, last) = window(n, s, wrapped.len(), h, self.offset);
        self.offset = first;
        self.page = (last - first + 1).saturating_sub(1).max(1);
        self.scrolls = first > 0 || last + 1 < n;

        let mut rows: Vec<Line<'static>> = Vec::with_capacity(h);
        for (i, item) in items.iter().enumerate().take(last + 1).skip(first) {
            let base = if item.dimmed { theme::dim() } else { Style::default() };
            if i == s {
                let style = base.patch(theme::selected());
                for (k, row) in wrapped.iter().enumerate() {
                    let lead = if k == 0 { MARK } else { INDENT };
                    let mut spans = vec![Span::styled(lead.chars().take(mark_w).collect::<String>(), style)];
                    spans.extend(
                        row.spans.iter().map(|sp| Span::styled(sp.content.clone(), style.patch(sp.style))),
                    );
                    let pad = text_w.saturating_sub(row.width());
                    spans.push(Span::styled(" ".repeat(pad), style));
                    rows.push(Line::from(spans));
                }
            } else {
                let mut spans = vec![Span::styled(INDENT.chars().take(mark_w).collect::<String>(), base)];
                let row = cut(&item.line, text_w);
                spans.extend(row.spans.into_iter().map(|sp| {
                    let st = base.patch(sp.style);
                    Span::styled(sp.content, st)
                }));
                rows.push(Line::from(spans));
            }
        }
        let list = Rect { width: (mark_w + text_w).min(w) as u16, ..area };
        let used = rows.len() as u16;
        f.render_widget(Paragraph::new(rows), list);
        if gutter > 0 {
            let g = Rect { x: area.x + area.width - gutter as u16, width: gutter as u16, ..area };
            let label = |arrow: &str| {
                let more = t!("menu-more");
                let text = if gutter >= 3 + more.chars().count() {
                    format!(" {arrow} {more}")
                } else {
                    format!(" {arrow}")
                };
                let text: String =
                    text.chars().rev().take(gutter).collect::<Vec<_>>().into_iter().rev().collect();
                Line::styled(text, theme::key())
            };
            let (above, below) = (first > 0, last + 1 < n);
            if used == 1 {
                let arrow = match (above, below) {
                    (true, true) => "↕",
                    (true, false) => "▲",
                    (false, true) => "▼",
                    (false, false) => "",
                };
                if !arrow.is_empty() {
                    f.render_widget(Paragraph::new(label(arrow)), Rect { height: 1, ..g });
                }
            } else {
                if above {
                    f.render_widget(Paragraph::new(label("▲")), Rect { height: 1, ..g });
                }
                if below {
                    let y = g.y + used - 1;
                    f.render_widget(Paragraph::new(label("▼")), Rect { y, height: 1, ..g });
                }
            }
        }
    }
}

/// The first and last items on screen: the selected one (taking `tall` rows) always, the window
/// kept where it was (`offset`) when possible, then filled downwards and upwards.
fn window(n: usize, s: usize, tall: usize, h: usize, offset: usize) -> (usize, usize) {
    let rows = |a: usize, b: usize| b - a + tall;
    let mut first = offset.min(s);
    if rows(first, s) > h {
        first = s + tall - h.max(tall);
    }
    let mut last = s;
    while last + 1 < n && rows(first, last + 1) <= h {
        last += 1;
    }
    while first > 0 && rows(first - 1, last) <= h {
        first -= 1;
    }
    (first, last)
}

/// A character's width on screen.
fn char_width(c: char) -> usize {
    unicode_width::UnicodeWidthChar::width(c).unwrap_or(0)
}

/// The line's characters with their styles (the line's own style under each span's).
fn cells(line: &Line) -> Vec<(char, Style)> {
    line.spans
        .iter()
        .flat_map(|sp| {
            let st = line.style.patch(sp.style);
            sp.content.chars().map(move |c| (c, st))
        })
        .collect()
}

/// Cells back into a line, one span per run of one style.
fn join(cells: &[(char, Style)]) -> Line<'static> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut text = String::new();
    let mut style = None;
    for &(c, st) in cells {
        if style.is_some_and(|s| s != st) {
            spans.push(Span::styled(std::mem::take(&mut text), style.unwrap_or_default()));
        }
        style = Some(st);
        text.push(c);
    }
    if !text.is_empty() {
        spans.push(Span::styled(text, style.unwrap_or_default()));
    }
    Line::from(spans)
}

/// The line cut to `width` columns, ending in "…" when something was cut.
pub fn cut(line: &Line, width: usize) -> Line<'static> {
    let all = cells(line);
    let total: usize = all.iter().map(|&(c, _)| char_width(c)).sum();
    if total <= width {
        return join(&all);
    }
    let mut out = Vec::new();
    let mut used = 0;
    for &(c, st) in &all {
        let cw = char_width(c);
        if used + cw + 1 > width {
            break;
        }
        used += cw;
        out.push((c, st));
    }
    if width > 0 {
        let st = out.last().or(all.first()).map_or(Style::default(), |&(_, st)| st);
        out.push(('…', st));
    }
    join(&out)
}

/// The line word-wrapped into rows of at most `width` columns (styles kept). Words longer than a
/// row are broken; spaces at the breaks are dropped. Always at least one row.
pub fn wrap_line(line: &Line, width: usize) -> Vec<Line<'static>> {
    let width = width.max(1);
    let mut rows: Vec<Vec<(char, Style)>> = vec![Vec::new()];
    let mut used = 0;
    let all = cells(line);
    let mut i = 0;
    while i < all.len() {
        let space = all[i].0 == ' ';
        let mut j = i;
        while j < all.len() && (all[j].0 == ' ') == space {
            j += 1;
        }
        let token = &all[i..j];
        let tw: usize = token.iter().map(|&(c, _)| char_width(c)).sum();
        let row_empty = rows.last().is_none_or(Vec::is_empty);
        if space {
            // Spaces at a break vanish; leading spaces of the line itself stay.
            if used + tw <= width && (!row_empty || rows.len() == 1) {
                push(&mut rows, token);
                used += tw;
            } else if !row_empty {
                rows.push(Vec::new());
                used = 0;
            }
        } else if used + tw <= width {
            push(&mut rows, token);
            used += tw;
        } else {
            if !row_empty && tw <= width {
                trim_end(rows.last_mut());
                rows.push(Vec::new());
                used = 0;
            }
            for &(c, st) in token {
                let cw = char_width(c);
                if used + cw > width && used > 0 {
                    rows.push(Vec::new());
                    used = 0;
                }
                push(&mut rows, &[(c, st)]);
                used += cw;
            }
        }
        i = j;
    }
    trim_end(rows.last_mut());
    rows.iter().map(|r| join(r)).collect()
}

fn push(rows: &mut [Vec<(char, Style)>], cells: &[(char, Style)]) {
    if let Some(r) = rows.last_mut() {
        r.extend_from_slice(cells);
    }
}

fn trim_end(row: Option<&mut Vec<(char, Style)>>) {
    if let Some(r) = row {
        while r.last().is_some_and(|&(c, _)| c == ' ') {
            r.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::style::Modifier;

    use super::*;

    /// 27 entries, every fifth far longer than a row.
    fn entries() -> Vec<MenuItem> {
        (0..27)
            .map(|i| {
                if i % 5 == 2 {
                    MenuItem::from(format!(
                        "Entry {i}: offer Copper coin ×2 · Gold · Pearls ×2 · Necklace · Silk · \
                         Spices · Wine · Cheese for the Treasure chest and keep the rest number {i}"
                    ))
                } else {
                    MenuItem::from(format!("Entry {i}: take the Copper coin"))
                }
            })
            .collect()
    }

    fn text_of(item: &MenuItem) -> String {
        item.line.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    /// Draws the menu at `w`×`h`; returns every row's text and the text of the highlighted cells.
    fn draw(menu: &mut Menu, items: &[MenuItem], w: u16, h: u16) -> (Vec<String>, String) {
        let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
        term.draw(|f| menu.draw(f, f.area(), items)).unwrap();
        let buf = term.backend().buffer();
        let mut rows = Vec::new();
        let mut selected = String::new();
        for y in 0..h {
            let mut row = String::new();
            for x in 0..w {
                let cell = &buf[(x, y)];
                row.push_str(cell.symbol());
                if cell.modifier.contains(Modifier::REVERSED) {
                    selected.push_str(cell.symbol());
                }
            }
            rows.push(row);
            selected.push(' ');
        }
        (rows, selected)
    }

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    /// The whole selected text is on screen, highlighted, after the marker.
    fn assert_selected_shown(menu: &mut Menu, items: &[MenuItem], w: u16, h: u16, label: &str) {
        let s = menu.selected(items.len()).unwrap();
        let (rows, selected) = draw(menu, items, w, h);
        let want = text_of(&items[s]);
        let mut got = words(&selected);
        assert_eq!(got.first().map(String::as_str), Some("▸"), "{label}: {rows:#?}");
        got.remove(0);
        assert_eq!(got, words(&want), "{label}: selected {s} not shown in full:\n{}", rows.join("\n"));
    }

    #[test]
    fn after_every_down_the_selected_text_is_on_screen_at_80x24() {
        let items = entries();
        let mut menu = Menu::default();
        for step in 0..60 {
            assert_selected_shown(&mut menu, &items, 80, 24, &format!("step {step}"));
            assert_eq!(menu.key(KeyCode::Down, items.len()), MenuKey::Moved);
        }
        // Also in the room a game leaves for its menu, and at 120 columns.
        for (w, h) in [(80, 5), (80, 3), (120, 8), (40, 6)] {
            let mut menu = Menu::default();
            for step in 0..30 {
                assert_selected_shown(&mut menu, &items, w, h, &format!("{w}×{h} step {step}"));
                menu.key(KeyCode::Down, items.len());
            }
            for step in 0..30 {
                assert_selected_shown(&mut menu, &items, w, h, &format!("{w}×{h} up {step}"));
                menu.key(KeyCode::Up, items.len());
            }
        }
    }

    #[test]
    fn more_above_and_below_are_marked() {
        let items = entries();
        let mut menu = Menu::default();
        let (rows, _) = draw(&mut menu, &items, 80, 10);
        assert!(menu.scrolls());
        assert!(!rows[0].contains("▲ more"), "{rows:#?}");
        assert!(rows[9].ends_with("▼ more"), "{rows:#?}");
        menu.key(KeyCode::End, items.len());
        let (rows, _) = draw(&mut menu, &items, 80, 10);
        assert!(rows[0].ends_with("▲ more"), "{rows:#?}");
        assert!(rows.iter().all(|r| !r.contains("▼")), "{rows:#?}");
        assert!(rows.iter().any(|r| r.contains("Entry 26")), "{rows:#?}");
        menu.key(KeyCode::PageUp, items.len());
        let (rows, _) = draw(&mut menu, &items, 80, 10);
        assert!(rows[0].ends_with("▲ more") && rows[9].ends_with("▼ more"), "{rows:#?}");
        // A short list has neither, and no gutter.
        let short = &items[..3];
        let mut menu = Menu::default();
        let (rows, _) = draw(&mut menu, short, 80, 10);
        assert!(!menu.scrolls());
        assert!(rows.iter().all(|r| !r.contains("more")), "{rows:#?}");
        assert_eq!(menu.hints("do it", 3)[0].key, "↑↓");
    }

    #[test]
    fn page_keys_home_and_end() {
        let items = entries();
        let mut menu = Menu::default();
        draw(&mut menu, &items, 80, 10);
        menu.key(KeyCode::PageDown, items.len());
        let after_one = menu.selected(items.len()).unwrap();
        assert!(after_one >= 5, "PgDn moved only to {after_one}");
        assert_selected_shown(&mut menu, &items, 80, 10, "PgDn");
        for _ in 0..10 {
            menu.key(KeyCode::PageDown, items.len());
            assert_selected_shown(&mut menu, &items, 80, 10, "PgDn");
        }
        assert_eq!(menu.selected(items.len()), Some(26), "PgDn stops at the end");
        menu.key(KeyCode::Home, items.len());
        assert_eq!(menu.selected(items.len()), Some(0));
        assert_selected_shown(&mut menu, &items, 80, 10, "Home");
        menu.key(KeyCode::PageUp, items.len());
        assert_eq!(menu.selected(items.len()), Some(0), "PgUp stops at the start");
        menu.key(KeyCode::End, items.len());
        assert_eq!(menu.selected(items.len()), Some(26));
        assert_selected_shown(&mut menu, &items, 80, 10, "End");
        // ↓ on the last wraps round to the first, and the window follows.
        menu.key(KeyCode::Down, items.len());
        assert_selected_shown(&mut menu, &items, 80, 10, "wrap");
        assert_eq!(menu.key(KeyCode::Enter, items.len()), MenuKey::Chosen(0));
        assert_eq!(menu.key(KeyCode::Char('x'), items.len()), MenuKey::Ignored);
        assert_eq!(menu.key(KeyCode::Down, 0), MenuKey::Ignored);
    }

    #[test]
    fn tiny_areas_show_the_selected_line_and_never_panic() {
        let items = entries();
        for (w, h) in
            [(1, 1), (2, 1), (3, 2), (10, 1), (10, 2), (10, 3), (80, 1), (80, 2), (80, 3), (0, 0), (5, 0)]
        {
            let mut menu = Menu::default();
            for step in 0..30 {
                let (rows, selected) = draw(&mut menu, &items, w, h);
                if h > 0 && w > 3 {
                    // What is highlighted is the start of the selected text (cut with "…").
                    let s = menu.selected(items.len()).unwrap();
                    let shown = words(&selected).join(" ");
                    let shown = shown.trim_start_matches('▸').trim().trim_end_matches('…');
                    assert!(!shown.is_empty(), "{w}×{h} step {step}: {rows:#?}");
                    let want = words(&text_of(&items[s])).join(" ");
                    assert!(want.starts_with(shown), "{w}×{h} step {step}: {shown:?} {rows:#?}");
                }
                menu.key(if step % 7 == 6 { KeyCode::PageDown } else { KeyCode::Down }, items.len());
            }
        }
        // One row with items on both sides shows both directions.
        let mut menu = Menu::default();
        menu.select(10);
        let (rows, _) = draw(&mut menu, &items[..20], 80, 1);
        assert!(rows[0].ends_with("↕ more"), "{rows:#?}");
        // An empty list draws nothing.
        let mut menu = Menu::default();
        let (rows, _) = draw(&mut menu, &[], 80, 3);
        assert!(rows.iter().all(|r| r.trim().is_empty()));
    }

    #[test]
    fn wrapping_and_cutting() {
        let l = Line::raw("Offer Copper coin ×2 · Gold");
        let rows: Vec<String> = wrap_line(&l, 12).iter().map(|r| r.to_string()).collect();
        assert_eq!(rows, ["Offer Copper", "coin ×2 ·", "Gold"]);
        let rows: Vec<String> =
            wrap_line(&Line::raw("abcdefghij"), 4).iter().map(|r| r.to_string()).collect();
        assert_eq!(rows, ["abcd", "efgh", "ij"]);
        assert_eq!(cut(&l, 10).to_string(), "Offer Cop…");
        assert_eq!(cut(&l, 80).to_string(), "Offer Copper coin ×2 · Gold");
        assert_eq!(wrap_line(&Line::raw(""), 5).len(), 1);
        let mut menu = Menu::default();
        let items = [MenuItem::from(l.to_string()), MenuItem::from("b")];
        let area = Rect::new(0, 5, 14, 6);
        assert_eq!(menu.split(area, &items, 2, 3), (Rect::new(0, 5, 14, 2), Rect::new(0, 7, 14, 4)));
        assert_eq!(menu.split(area, &items, 5, 3), (Rect::new(0, 5, 14, 3), Rect::new(0, 8, 14, 3)));
        assert_eq!(menu.split(Rect::new(0, 0, 14, 2), &items, 5, 3).1, Rect::new(0, 0, 14, 2));
        assert_eq!(menu.split(area, &[], 5, 3).1.height, 1);
        assert_eq!(menu.height(&items, 14), 4);
        assert_eq!(menu.height(&items, 80), 2);
        menu.select(1);
        assert_eq!(menu.height(&items, 14), 2);
    }
}
