//! The public table of Sheriff of Nottingham as lines: the Sheriff track (and when the next scoring
//! ends the game), the tasks, every player's counts, the discard pile and the offers on the table.

use ratatui::style::Color;
use ratatui::text::{Line, Span};

use super::data::data;
use super::scoring::colour;
use super::text::{ends_next, grouped, short_task, valued};
use super::view::{Phase, SheriffView};
use crate::engine::Seat;
use crate::ui::theme;

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
    let mut spans = vec![Span::styled("Track  ", theme::bold())];
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
            spans.push(Span::styled(format!("   next: {}", next.join(" ")), theme::dim()));
        }
    }
    Line::from(spans)
}

/// The four tasks with their points and who has completed them.
pub fn tasks_line(view: &SheriffView, names: &[String]) -> Line<'static> {
    let parts: Vec<String> = data()
        .tasks
        .iter()
        .zip(&view.tasks)
        .map(|(t, done)| {
            // No name: still open to all.
            let by = match done.len() {
                0 => String::new(),
                1 => format!(" {}", names[done[0]]),
                _ => format!(" {}, {} (closed)", names[done[0]], names[done[1]]),
            };
            format!("{} {}/{}{by}", short_task(t), t.first, t.shared)
        })
        .collect();
    Line::from(vec![Span::styled("Tasks  ", theme::bold()), Span::raw(parts.join(" · "))])
}

/// One player in 40 columns: "▶Anna     red    hand  3 won  1 amb 2".
fn player_cell(view: &SheriffView, names: &[String], s: Seat) -> Span<'static> {
    let marker = if s == view.active { "▶" } else { " " };
    let ambush =
        if view.ambush_counts[s] == 0 { "–".to_string() } else { view.ambush_counts[s].to_string() };
    let name: String = names[s].chars().take(8).collect();
    let text = format!(
        "{marker}{name:<9}{:<7}hand {:>2} won {:>2} amb {ambush:<2}",
        colour(s),
        view.hand_sizes[s],
        view.winnings[s]
    );
    Span::styled(format!("{text:<40}"), theme::fg(seat_color(s)))
}

/// The players, `per_row` to a row (two fit 80 columns).
pub fn players_lines(view: &SheriffView, names: &[String], per_row: usize) -> Vec<Line<'static>> {
    let seats: Vec<Seat> = (0..view.players).collect();
    seats
        .chunks(per_row.max(1))
        .map(|row| Line::from(row.iter().map(|&s| player_cell(view, names, s)).collect::<Vec<_>>()))
        .collect()
}

/// The discard pile is public: its size and how many of each item it holds.
pub fn discard_line(view: &SheriffView) -> Line<'static> {
    let what = if view.discard.is_empty() { "empty".to_string() } else { grouped(&view.discard) };
    Line::from(vec![
        Span::styled(format!("Discard ({})  ", view.discard.len()), theme::bold()),
        Span::raw(what),
    ])
}

/// The offers on the table during a Buy (who has offered; the cards once revealed) or a Trade
/// (face up), one "Name: cards" each, or `None` at other times.
pub fn offers(view: &SheriffView, names: &[String]) -> Option<Vec<String>> {
    let others = (1..view.players).map(|i| (view.active + i) % view.players);
    let deciding =
        |s: usize| view.decider == Some(s) && matches!(view.phase, Phase::BuyOffers | Phase::TradeOffers);
    let parts = match view.phase {
        Phase::BuyOffers | Phase::BuyChoice => others
            .map(|s| {
                let what = match (&view.revealed_offers, view.offered[s]) {
                    (Some(o), _) => o[s].map_or("nothing".to_string(), valued),
                    (None, true) => "offered".into(),
                    (None, false) if deciding(s) => "deciding…".into(),
                    (None, false) => "–".into(),
                };
                format!("{}: {what}", names[s])
            })
            .collect(),
        Phase::TradeOffers | Phase::TradeChoice => others
            .map(|s| {
                let what = match &view.trade_offers[s] {
                    o if !o.is_empty() => o.iter().map(|&c| valued(c)).collect::<Vec<_>>().join(", "),
                    _ if deciding(s) => "deciding…".into(),
                    _ => "–".into(),
                };
                format!("{}: {what}", names[s])
            })
            .collect(),
        _ => return None,
    };
    Some(parts)
}

/// The offers in one line: "Offers  Bruno: Gold 9, Jewels 11 · Carla: deciding…".
pub fn offers_line(view: &SheriffView, names: &[String]) -> Option<Line<'static>> {
    let parts = offers(view, names)?;
    Some(Line::from(vec![Span::styled("Offers  ", theme::bold()), Span::raw(parts.join(" · "))]))
}
