//! The public table of Sheriff of Nottingham as lines: the Sheriff track (and when the next scoring
//! ends the game), the tasks, every player's counts, the discard pile and the offers on the table.

use crate::ui::text::{Columns, pad};
use ratatui::style::Color;
use ratatui::text::{Line, Span};

use super::data::data;
use super::text::{ends_next, grouped_parts, short_task, valued};
use super::view::{Phase, SheriffView};
use super::words;
use crate::engine::Seat;
use crate::i18n::tr;
use crate::t;
use crate::ui::theme;

/// A seat's colour name in the current language.
pub fn colour(seat: Seat) -> String {
    tr(&words::colour(seat))
}

/// The terminal colour of a seat's colour (the name is always shown too).
pub fn seat_color(seat: Seat) -> Color {
    [Color::Red, Color::Yellow, Color::Green, Color::LightBlue, Color::Magenta, Color::White, Color::Gray]
        .get(seat)
        .copied()
        .unwrap_or(Color::Reset)
}

/// "Track  [N] 5 3 7 …   next: 5 3 7", the Sheriff's space highlighted; when the next move
/// returns to Nottingham or the last task card is about to go, it says the game ends.
pub fn track_line(view: &SheriffView) -> Line<'static> {
    let track = &data().track;
    let mut spans = vec![Span::styled(format!("{}  ", t!("sheriff-track")), theme::bold())];
    let at = |i: usize, text: String| {
        if view.sheriff == i { Span::styled(format!("[{text}]"), theme::selected()) } else { Span::raw(text) }
    };
    spans.push(at(0, "N".into()));
    for (i, n) in track.iter().enumerate() {
        spans.push(Span::raw(" "));
        spans.push(at(i + 1, n.to_string()));
    }
    match ends_next(view) {
        Some(why) => spans.push(Span::styled(format!("  {why}!"), theme::error())),
        None => {
            let mut next: Vec<String> =
                track.iter().skip(view.sheriff).take(3).map(usize::to_string).collect();
            if next.len() < 3 {
                next.push("N".into());
            }
            spans.push(Span::styled(
                format!("   {}", t!("sheriff-next", spaces = next.join(" "))),
                theme::dim(),
            ));
        }
    }
    Line::from(spans)
}

/// One piece of a flowing line: the separator written before it (dropped at a row break) and the
/// piece itself, which never splits across rows.
pub type Piece = (&'static str, Vec<Span<'static>>);

/// A label and pieces in rows of `width`, broken only between pieces ("Necklace 12" or "score now
/// 10" never split); later rows hang under the first piece. Only a piece wider than a row alone is
/// left to the caller's wrap.
pub fn flow(label: Vec<Span<'static>>, pieces: Vec<Piece>, width: usize) -> Vec<Line<'static>> {
    let label_w: usize = label.iter().map(Span::width).sum();
    let indent = if label_w * 2 <= width { label_w } else { 2 };
    let mut rows: Vec<Vec<Span<'static>>> = vec![label];
    let mut used = label_w;
    let mut empty = true;
    for (sep, piece) in pieces {
        let w: usize = piece.iter().map(Span::width).sum();
        if !empty && used + sep.columns() + w > width {
            rows.push(vec![Span::raw(" ".repeat(indent))]);
            used = indent;
            empty = true;
        }
        let row = rows.last_mut().expect("one row at least");
        if !empty {
            row.push(Span::raw(sep));
            used += sep.columns();
        }
        used += w;
        row.extend(piece);
        empty = false;
    }
    rows.into_iter().map(Line::from).collect()
}

/// Plain-text pieces joined by `sep`.
pub fn pieces(sep: &'static str, texts: impl IntoIterator<Item = String>) -> Vec<Piece> {
    texts.into_iter().map(|t| (sep, vec![Span::raw(t)])).collect()
}

/// The four tasks with their points and who has completed them, each task whole on a row.
pub fn tasks_lines(view: &SheriffView, names: &[String], width: usize) -> Vec<Line<'static>> {
    let parts = data().tasks.iter().zip(&view.tasks).map(|(t, done)| {
        // No name: still open to all.
        let by = match done.len() {
            0 => String::new(),
            1 => format!(" {}", names[done[0]]),
            _ => format!(" {}, {} ({})", names[done[0]], names[done[1]], t!("sheriff-task-closed")),
        };
        format!("{} {}/{}{by}", short_task(t), t.first, t.shared)
    });
    flow(vec![Span::styled(format!("{}  ", t!("sheriff-tasks")), theme::bold())], pieces(" · ", parts), width)
}

/// The points a seat's task cards are worth now (public: who took which task is public).
pub fn task_points(view: &SheriffView, seat: Seat) -> i32 {
    data().tasks.iter().zip(&view.tasks).map(|(t, done)| super::scoring::task_points(t, done, seat)).sum()
}

/// Between two players' cells on a row.
const CELL_GAP: &str = " │ ";

/// A row of the players' table: name, colour, hand, pile, task points, ambush cards.
type PlayerRow = [String; 6];

/// The players' table's header and each player's row, as words. What the rules make public:
/// hand and winnings pile sizes, tasks taken (as their points), ambush cards in play. A pile's
/// value is face down, so there is no score column.
fn player_rows(view: &SheriffView, names: &[String]) -> (PlayerRow, Vec<PlayerRow>) {
    let header = [
        t!("sheriff-col-player"),
        t!("sheriff-col-colour"),
        t!("sheriff-col-hand"),
        t!("sheriff-col-pile"),
        t!("sheriff-col-tasks"),
        t!("sheriff-col-amb"),
    ];
    let dash = |n: usize| if n == 0 { "–".to_string() } else { n.to_string() };
    let rows = (0..view.players)
        .map(|s| {
            let tasks = match task_points(view, s) {
                0 => "–".to_string(),
                p => t!("sheriff-pts", n = p),
            };
            let (hand, pile) = (view.hand_sizes[s].to_string(), view.winnings[s].to_string());
            [names[s].clone(), colour(s), hand, pile, tasks, dash(view.ambush_counts[s])]
        })
        .collect();
    (header, rows)
}

/// The players as a table in `width` columns, `per_row` players side by side (two on short
/// terminals) apart by a bar: a header, then a row each. Every column is as wide as its widest
/// entry with a space before the next, so no number runs into a word; names are cut to the room
/// left (the ▶ marks the player whose turn it is). Falls back to one player a row when two do not
/// fit.
pub fn players_lines(
    view: &SheriffView,
    names: &[String],
    per_row: usize,
    width: usize,
) -> Vec<Line<'static>> {
    let (header, rows) = player_rows(view, names);
    let widest = |c: usize| rows.iter().chain([&header]).map(|r| r[c].columns()).max().unwrap_or(0);
    let fixed: Vec<usize> = (1..6).map(widest).collect();
    // The marker, the other columns and a space before each of them.
    let others = 1 + fixed.iter().map(|w| w + 1).sum::<usize>();
    let name_room = |per_row: usize| {
        let cell = width.saturating_sub(CELL_GAP.columns() * (per_row - 1)) / per_row;
        cell.saturating_sub(others).min(widest(0))
    };
    let mut per_row = per_row.clamp(1, view.players.max(1));
    if per_row > 1 && name_room(per_row) < 4 {
        per_row = 1;
    }
    let name_w = name_room(per_row).max(4);
    let cell = |marker: &str, r: &PlayerRow| {
        let mut text = format!("{marker}{}", pad(&r[0], name_w));
        for (c, w) in fixed.iter().enumerate() {
            // The colour reads from the left, counts from the right.
            let v = &r[c + 1];
            let fill = " ".repeat(w.saturating_sub(v.columns()));
            text += &if c == 0 { format!(" {v}{fill}") } else { format!(" {fill}{v}") };
        }
        text
    };
    let head: Vec<Span<'static>> =
        vec![Span::styled(vec![cell(" ", &header); per_row].join(CELL_GAP), theme::bold())];
    let mut lines = vec![Line::from(head)];
    for chunk in (0..view.players).collect::<Vec<Seat>>().chunks(per_row) {
        let mut spans = Vec::new();
        for (i, &s) in chunk.iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw(CELL_GAP));
            }
            let marker = if s == view.active && view.phase != Phase::Over { "▶" } else { " " };
            spans.push(Span::styled(cell(marker, &rows[s]), theme::fg(seat_color(s))));
        }
        lines.push(Line::from(spans));
    }
    lines
}

/// The discard pile is public: its size and how many of each item it holds.
pub fn discard_lines(view: &SheriffView, width: usize) -> Vec<Line<'static>> {
    let label = vec![Span::styled(
        format!("{}  ", t!("sheriff-discard-label", n = view.discard.len())),
        theme::bold(),
    )];
    let parts =
        if view.discard.is_empty() { vec![t!("sheriff-empty")] } else { grouped_parts(&view.discard) };
    flow(label, pieces(" · ", parts), width)
}

/// The offers on the table during a Buy (who has offered; the cards once revealed) or a Trade
/// (face up), one "Name: cards" each, or `None` at other times.
pub fn offers(view: &SheriffView, names: &[String]) -> Option<Vec<String>> {
    let others = (1..view.players).map(|i| (view.active + i) % view.players);
    let deciding =
        |s: usize| view.deciding.contains(&s) && matches!(view.phase, Phase::BuyOffers | Phase::TradeOffers);
    let parts = match view.phase {
        Phase::BuyOffers | Phase::BuyChoice => others
            .map(|s| {
                let what = match (&view.revealed_offers, view.offered[s]) {
                    (Some(o), _) => o[s].map_or(t!("sheriff-nothing"), valued),
                    (None, true) => t!("sheriff-offered"),
                    (None, false) if deciding(s) => t!("sheriff-deciding"),
                    (None, false) => "–".into(),
                };
                format!("{}: {what}", names[s])
            })
            .collect(),
        Phase::TradeOffers | Phase::TradeChoice => others
            .map(|s| {
                let what = match &view.trade_offers[s] {
                    o if !o.is_empty() => o.iter().map(|&c| valued(c)).collect::<Vec<_>>().join(", "),
                    _ if deciding(s) => t!("sheriff-deciding"),
                    _ => "–".into(),
                };
                format!("{}: {what}", names[s])
            })
            .collect(),
        _ => return None,
    };
    Some(parts)
}

/// The offers, one whole offer per piece: "Offers  Bruno: Gold 9, Jewels 11 · Carla: deciding…".
pub fn offers_lines(view: &SheriffView, names: &[String], width: usize) -> Vec<Line<'static>> {
    let Some(parts) = offers(view, names) else { return Vec::new() };
    flow(
        vec![Span::styled(format!("{}  ", t!("sheriff-offers")), theme::bold())],
        pieces(" · ", parts),
        width,
    )
}

/// Every winnings pile, card by card by kind with counts, its size and worth: public, as every
/// card in a pile was laid out face up before it was kept (the final board shows them).
pub fn piles_lines(view: &SheriffView, names: &[String], width: usize) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(t!("sheriff-final-piles"), theme::bold())];
    let name_w = names.iter().map(|n| n.columns()).max().unwrap_or(0).min(16);
    for (s, pile) in view.piles.iter().enumerate() {
        let worth: i32 = pile.iter().map(|&c| data().items[c].value).sum();
        let label = vec![Span::styled(format!("{}  ", pad(&names[s], name_w)), theme::fg(seat_color(s)))];
        let kinds = if pile.is_empty() { vec![t!("sheriff-no-cards")] } else { grouped_parts(pile) };
        let mut parts = pieces(" · ", kinds);
        let sum = t!("sheriff-final-pile-worth", cards = pile.len(), n = worth);
        parts.push(("   ", vec![Span::styled(sum, theme::bold())]));
        lines.extend(flow(label, parts, width));
    }
    lines
}
