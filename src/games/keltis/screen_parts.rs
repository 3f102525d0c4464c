//! Drawing pieces of the Keltis table, all from a view: row texts, the rows grid for every player,
//! card tiles for the hand and the discard piles, and the side panel with the scoring tables.

use crate::ui::text::Columns;
use ratatui::layout::Constraint;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Borders, Cell, Padding, Paragraph, Row, Table, Wrap};

use super::cards::{Card, Colour, Suit};
use super::row::{Direction, direction, last_number};
use super::rules::{Phase, Source};
use super::scoring::{row_points, stone_points};
use super::view::KeltisView;
use crate::engine::Seat;
use crate::t;
use crate::ui::theme;

pub fn colour_of(c: Colour) -> Color {
    match c {
        Colour::Green => Color::Green,
        Colour::Blue => Color::LightBlue,
        Colour::Yellow => Color::Yellow,
        Colour::Red => Color::Red,
        Colour::Purple => Color::Magenta,
    }
}

pub fn suit_color(s: Suit) -> Color {
    match s {
        Suit::Colour(c) => colour_of(c),
        Suit::Points => Color::Gray,
    }
}

/// A row's cards as words: values in order, `•5` for a point card, `END` for an end card, then the
/// direction (with the limit the next card must reach when `own`).
pub fn row_words(row: &[Card], own: bool) -> Vec<String> {
    let mut words: Vec<String> = row
        .iter()
        .map(|c| match c {
            Card::Number(_, v) => v.to_string(),
            Card::Point(v) => format!("•{v}"),
            Card::End(_) => t!("keltis-end-short"),
        })
        .collect();
    let closed = row.iter().any(|c| matches!(c, Card::End(_)));
    if !closed && let Some(l) = last_number(row) {
        match direction(row) {
            Direction::Ascending => words.push(if own { format!("↑(≥{l})") } else { "↑".into() }),
            Direction::Descending => words.push(if own { format!("↓(≤{l})") } else { "↓".into() }),
            Direction::Open => {}
        }
    }
    words
}

/// A top card or pile label without brackets (`[G7]` on screen is always a card in the viewer's hand).
fn plain(card: Card) -> String {
    card.label()
}

/// The labels in front of the pile tiles and the hand tiles, padded to one width.
pub fn tile_labels() -> (String, String) {
    let (piles, hand) = (t!("keltis-piles"), t!("keltis-hand"));
    let w = piles.columns().max(hand.columns()) + 1;
    (format!("{piles:<w$}"), format!("{hand:<w$}"))
}

/// One card tile: its name and kind inside a border, a short mark in its top edge; tall tiles also
/// carry `corner` (the value) in two corners, as printed cards do.
pub struct Tile {
    pub text: String,
    pub kind: String,
    pub mark: String,
    pub corner: String,
    pub style: Style,
}

/// Tiles side by side, `label` in front of the name row; `inner` columns inside each border, six
/// rows high when `tall` (else four), and a gap between tiles only when `width` allows it.
pub fn tiles(label: &str, tiles: &[Tile], inner: usize, width: usize, tall: bool) -> Vec<Line<'static>> {
    let n = tiles.len();
    let gap = usize::from(tiles_width(label, n, inner) + n.saturating_sub(1) <= width);
    let height = if tall { 6 } else { 4 };
    let name_row = if tall { 2 } else { 1 };
    let mut rows: Vec<Vec<Span<'static>>> = (0..height)
        .map(|i| vec![Span::raw(if i == name_row { label.to_string() } else { " ".repeat(label.columns()) })])
        .collect();
    for (k, t) in tiles.iter().enumerate() {
        if k > 0 && gap > 0 {
            for row in rows.iter_mut() {
                row.push(Span::raw(" "));
            }
        }
        let mark: String = t.mark.chars().take(inner).collect();
        let edge = "─".repeat(inner - mark.columns());
        let mut texts = vec![format!("┌{mark}{edge}┐")];
        if tall {
            texts.push(format!("│{:<inner$}│", t.corner));
        }
        texts.push(format!("│{:^inner$}│", t.text));
        texts.push(format!("│{:^inner$}│", t.kind));
        if tall {
            texts.push(format!("│{:>inner$}│", t.corner));
        }
        texts.push(format!("└{}┘", "─".repeat(inner)));
        for (row, text) in rows.iter_mut().zip(texts) {
            row.push(Span::styled(text, t.style));
        }
    }
    rows.into_iter().map(Line::from).collect()
}

/// The fewest columns tiles of `inner` columns need for `n` cards after `label` (without gaps).
pub fn tiles_width(label: &str, n: usize, inner: usize) -> usize {
    label.columns() + n * (inner + 2)
}

/// What a tall tile shows in its corners: the value, `E` for an end card.
pub fn corner(card: Card) -> String {
    card.value().map_or_else(|| t!("keltis-end-corner"), |v| v.to_string())
}

/// The kind a tile names under the card: its colour, or "point".
pub fn card_kind(card: Card) -> String {
    match card {
        Card::Number(c, _) | Card::End(c) => crate::i18n::tr(&c.msg()),
        Card::Point(_) => t!("keltis-point"),
    }
}

/// The deck and the six discard piles as tiles; `selected` is the source the cursor is on.
pub fn pile_tiles(view: &KeltisView, selected: Option<Source>) -> Vec<Tile> {
    let deck = Source::Deck;
    let mut out = vec![Tile {
        text: t!("keltis-deck"),
        kind: view.deck.to_string(),
        mark: String::new(),
        corner: String::new(),
        style: source_style(Style::default(), view.deck == 0, selected == Some(deck)),
    }];
    for s in Suit::ALL {
        let top = view.pile_top(s);
        let blocked = view.blocked(s);
        let text = match top {
            Some(c) if blocked => format!("{} ✕", plain(c)),
            Some(c) => plain(c),
            None => "–".into(),
        };
        let kind = match s {
            Suit::Colour(c) => crate::i18n::tr(&c.msg()),
            Suit::Points => t!("keltis-points"),
        };
        let base = theme::fg(suit_color(s));
        out.push(Tile {
            text,
            kind,
            // The drawing player's own discard: "yours" only on that player's screen.
            mark: if blocked && view.seat == Some(view.current) { t!("keltis-yours") } else { String::new() },
            corner: top.map(corner).unwrap_or_default(),
            style: source_style(base, top.is_none() || blocked, selected == Some(Source::Pile(s))),
        });
    }
    out
}

fn source_style(base: Style, dimmed: bool, selected: bool) -> Style {
    let mut style = base;
    if dimmed {
        style = style.patch(theme::dim());
    }
    if selected {
        style = style.patch(theme::selected());
    }
    style
}

/// The style of a hand card: its colour, dimmed when it cannot be laid, reversed when selected,
/// bold and underlined when it was just drawn.
pub fn card_style(card: Card, selected: bool, dimmed: bool, new: bool) -> Style {
    let mut style = theme::fg(suit_color(card.suit()));
    if dimmed {
        style = style.patch(theme::dim());
    }
    if new {
        style = style.remove_modifier(Modifier::DIM).add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
    }
    if selected {
        style = style.patch(theme::selected());
    }
    style
}

/// Words wrapped greedily into lines of `width` columns (a word longer than that gets its own line).
fn wrap(words: Vec<Span<'static>>, width: usize) -> Vec<Line<'static>> {
    let mut lines = vec![Vec::new()];
    let mut used = 0;
    for w in words {
        let len = w.width();
        if used > 0 && used + 1 + len > width {
            lines.push(Vec::new());
            used = 0;
        }
        let line = lines.last_mut().expect("one line at least");
        if used > 0 {
            line.push(Span::raw(" "));
            used += 1;
        }
        used += len;
        line.push(w);
    }
    lines.into_iter().map(Line::from).collect()
}

fn points(p: i32) -> Span<'static> {
    Span::styled(format!("({p:+})"), theme::dim())
}

/// The narrowest label column of the rows grid.
const LABEL: u16 = 8;

/// Every player's rows side by side, one column per seat in seat order (stable while the laptop
/// passes), one line per colour with the points it scores now; the viewer's column says "(you)".
/// `spaced` puts an empty line between the lines (tall terminals). Returns the table and the rows it
/// needs (border included).
pub fn rows_table(
    view: &KeltisView,
    names: &[String],
    viewer: Option<Seat>,
    width: u16,
    spaced: bool,
) -> (Table<'static>, u16) {
    let n = view.players();
    let over = view.phase == Phase::Over;
    let colour_labels: Vec<String> =
        Colour::ALL.iter().map(|c| format!("{} {}", c.shown_letter(), crate::i18n::tr(&c.msg()))).collect();
    let labels = [
        t!("keltis-points"),
        t!("keltis-stones"),
        t!("keltis-hand-row"),
        if over { t!("keltis-total") } else { t!("keltis-now") },
    ];
    let label_w =
        colour_labels.iter().chain(&labels).map(|l| l.columns() as u16).max().unwrap_or(0).max(LABEL);
    let col = (width.saturating_sub(2 + label_w + n as u16) / n as u16).max(6) as usize;
    let you_text = format!(" {}", t!("keltis-you"));
    let header = Row::new(std::iter::once(Cell::from("")).chain((0..n).map(|s| {
        let marker = if view.current == s && view.phase != Phase::Over { "▶ " } else { "" };
        let you = if viewer == Some(s) { you_text.as_str() } else { "" };
        let text: String = format!("{marker}{}{you}", names[s]).chars().take(col).collect();
        let style =
            if viewer == Some(s) { theme::bold().add_modifier(Modifier::UNDERLINED) } else { theme::bold() };
        Cell::from(Span::styled(text, style))
    })));
    let mut rows = Vec::new();
    let mut height = 3;
    let mut push = |label: Line<'static>, cells: Vec<Vec<Line<'static>>>| {
        let h = cells.iter().map(Vec::len).max().unwrap_or(1).max(1) as u16;
        let margin = u16::from(spaced && !rows.is_empty());
        height += h + margin;
        let cells =
            std::iter::once(Cell::from(label)).chain(cells.into_iter().map(|l| Cell::from(Text::from(l))));
        rows.push(Row::new(cells).height(h).top_margin(margin));
    };
    for c in Colour::ALL {
        let style = theme::fg(colour_of(c));
        let cells = (0..n)
            .map(|s| {
                let row = &view.rows[s][c.index()];
                if row.is_empty() {
                    return vec![Line::styled("–", theme::dim())];
                }
                let mut words: Vec<Span> =
                    row_words(row, viewer == Some(s)).into_iter().map(|w| Span::styled(w, style)).collect();
                words.push(points(row_points(row.len())));
                wrap(words, col)
            })
            .collect();
        push(Line::styled(colour_labels[c.index()].clone(), style), cells);
    }
    let cells = (0..n)
        .map(|s| {
            let pts = &view.point_rows[s];
            let mut words: Vec<Span> =
                pts.iter().filter_map(|c| c.value()).map(|v| Span::raw(format!("•{v}"))).collect();
            if words.is_empty() {
                words.push(Span::styled("–", theme::dim()));
            }
            words.push(points(pts.len() as i32));
            wrap(words, col)
        })
        .collect();
    let [points_label, stones_label, hand_label, score_label] = labels;
    push(Line::raw(points_label), cells);
    let cells = (0..n)
        .map(|s| {
            let held = view.stones_of(s);
            let mut words: Vec<Span> = held.iter().map(|v| Span::raw(v.to_string())).collect();
            if words.is_empty() {
                words.push(Span::styled(t!("keltis-none"), theme::dim()));
            }
            words.push(points(stone_points(held.len())));
            wrap(words, col)
        })
        .collect();
    push(Line::raw(stones_label), cells);
    let cells = (0..n).map(|s| vec![Line::raw(t!("keltis-n-cards", n = view.hand_sizes[s]))]).collect();
    push(Line::raw(hand_label), cells);
    let cells =
        (0..n).map(|s| vec![Line::styled(format!("{:+}", view.score_now(s)), theme::bold())]).collect();
    push(Line::styled(score_label, theme::bold()), cells);
    let widths = std::iter::once(Constraint::Length(label_w)).chain((0..n).map(|_| Constraint::Fill(1)));
    let title = format!(" {} ", if over { t!("keltis-final-rows") } else { t!("keltis-rows-now") });
    let table = Table::new(rows, widths)
        .header(header)
        .column_spacing(1)
        .block(Block::default().borders(Borders::ALL).title(Span::styled(title, theme::dim())));
    (table, height)
}

/// The side panel: what lies in the middle and the scoring tables, so nobody needs the rules open.
pub fn side_panel(view: &KeltisView) -> Paragraph<'static> {
    let left: Vec<String> = view.stones_left().iter().map(u8::to_string).collect();
    let left = if left.is_empty() { t!("keltis-none") } else { left.join(" ") };
    let facts = [
        (t!("keltis-panel-deck"), t!("keltis-n-cards", n = view.deck)),
        (t!("keltis-panel-ends"), t!("keltis-panel-ends-n", n = view.rows_with_end_cards().min(5))),
        (t!("keltis-panel-stones"), left),
    ];
    // The values line up after the longest label, whatever the language.
    let w = facts.iter().map(|(l, _)| l.columns()).max().unwrap_or(0) + 1;
    let mut lines: Vec<Line> = facts
        .into_iter()
        .map(|(label, value)| {
            Line::from(vec![Span::styled(format!("{label:<w$}"), theme::bold()), Span::raw(value)])
        })
        .collect();
    if view.removed > 0 {
        lines.push(Line::styled(t!("keltis-out-of-game", n = view.removed), theme::dim()));
    }
    lines.push(Line::raw(""));
    // " 9+: +10": three pairs fit the narrowest panel.
    let pair = |k: usize, more: bool, p: i32| {
        format!("{:>2}: {:<3}", format!("{k}{}", if more { "+" } else { "" }), format!("{p:+}"))
    };
    lines.push(Line::styled(t!("keltis-panel-rows"), theme::bold()));
    let rows: Vec<String> = (1..=9).map(|k| pair(k, k == 9, row_points(k))).collect();
    lines.extend(rows.chunks(3).map(|c| Line::raw(c.join("  "))));
    lines.push(Line::styled(t!("keltis-panel-stones-held"), theme::bold()));
    let stones: Vec<String> = (0..=5).map(|k| pair(k, k == 5, stone_points(k))).collect();
    lines.extend(stones.chunks(3).map(|c| Line::raw(c.join("  "))));
    lines.push(Line::from(vec![
        Span::styled(format!("{} ", t!("keltis-panel-point-row")), theme::bold()),
        Span::raw(t!("keltis-panel-a-card")),
    ]));
    let block = Block::default()
        .borders(Borders::ALL)
        .padding(Padding::horizontal(1))
        .title(Span::styled(format!(" {} ", t!("keltis-panel-title")), theme::dim()));
    Paragraph::new(lines).block(block).wrap(Wrap { trim: false })
}
