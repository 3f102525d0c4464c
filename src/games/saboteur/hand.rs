//! The viewer's side of the Saboteur table: the hand as a row of equal slots (path cards as tiles
//! showing every arm, action cards as up to three words that always fit their slot), the line that
//! says what the selected card is and does, and the players' line (cards held, what lies in front).

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use super::actions::role_short;
use super::cards::{Act, Card};
use super::deck::{Team, deck};
use super::grid::door_color;
use super::maze::Segs;
use super::tiles::glyph;
use super::view::{Phase, SaboteurView};
use crate::ui::theme;

/// Columns of one hand slot: a tick for marked cards, then the card.
pub const SLOT: usize = 9;

/// A player's name.
pub fn name(names: &[String], s: usize) -> String {
    names.get(s).cloned().unwrap_or_else(|| format!("Seat {}", s + 1))
}

/// Up to three words of at most 8 characters for an action card in a hand slot.
pub fn action_label(act: Act) -> [String; 3] {
    let words: Vec<String> = match act {
        Act::Broken(t) => vec!["Broken".into(), t.name().into()],
        Act::Repair(a, None) => vec!["Repair".into(), a.name().into()],
        Act::Repair(a, Some(b)) if a.name().len() <= 5 => {
            vec!["Repair".into(), format!("{} or", a.name()), b.name().into()]
        }
        Act::Repair(a, Some(b)) => vec!["Repair".into(), a.name().into(), format!("or {}", b.name())],
        Act::SwapHand => vec!["Swap".into(), "hands".into()],
        Act::SwapHats => vec!["Swap".into(), "hats".into()],
        Act::HandsOff => vec!["Hands".into(), "Off".into()],
        Act::FreeAtLast => vec!["Free at".into(), "Last".into()],
        Act::Inspection => vec!["Inspect".into(), "role".into()],
        other => vec![other.title()],
    };
    let mut out = [String::new(), String::new(), String::new()];
    let top = if words.len() >= 3 { 0 } else { 1 };
    for (i, w) in words.into_iter().enumerate().take(3) {
        out[(top + i).min(2)] = w.chars().take(SLOT - 1).collect();
    }
    out
}

/// A path card's kind in a word (under its tile when there is room).
pub fn path_label(card: u8) -> &'static str {
    let d = &deck().path_cards[card as usize];
    let stub = d.segments.iter().any(|s| s.count_ones() == 1);
    match () {
        _ if d.ladder => "ladder",
        _ if d.door == Some(Team::Green) => "G door",
        _ if d.door == Some(Team::Blue) => "B door",
        _ if d.name == "bridge" => "bridge",
        _ if d.name == "double curve" => "2 curves",
        _ if d.crystal => "crystal",
        _ if stub => "dead end",
        _ => "tunnel",
    }
}

/// The hand as slots: three rows of card, and a row of labels when `labels`. `sel` is highlighted
/// (turned if `flipped`), `marked` ticked and underlined.
pub fn hand_lines(
    hand: &[Card],
    sel: usize,
    flipped: bool,
    marked: &[usize],
    labels: bool,
) -> Vec<Line<'static>> {
    let rows_n = if labels { 4 } else { 3 };
    let mut rows: Vec<Vec<Span<'static>>> = (0..rows_n).map(|_| vec![Span::raw("     ")]).collect();
    rows[0][0] = Span::raw("Hand ");
    if hand.is_empty() {
        rows[1].push(Span::styled("(no cards)", theme::dim()));
    }
    let w = SLOT - 1;
    for (i, &c) in hand.iter().enumerate() {
        let marked_here = marked.contains(&i);
        let mut text: Vec<String> = match c {
            Card::Path(p) => {
                let d = &deck().path_cards[p as usize];
                let g = glyph(&Segs::of(d, i == sel && flipped));
                let mark = if d.crystal {
                    '◆'
                } else if d.ladder {
                    '≡'
                } else {
                    ' '
                };
                let door = d.door.map_or(' ', |t| if t == Team::Green { 'G' } else { 'B' });
                vec![format!("{mark}{}{door} ", g[0]), format!(" {} ", g[1]) + " ", format!(" {}  ", g[2])]
            }
            Card::Action(a) => action_label(a).iter().map(|s| format!("{s:^w$}")).collect(),
        };
        if labels {
            let label = match c {
                Card::Path(p) => path_label(p).to_string(),
                Card::Action(_) => String::new(),
            };
            text.push(format!("{label:^w$}"));
        }
        let mut style = match c {
            Card::Action(_) => theme::fg(Color::Cyan),
            Card::Path(p) => {
                deck().path_cards[p as usize].door.map(|t| theme::fg(door_color(t))).unwrap_or_default()
            }
        };
        if i == sel {
            style = style.patch(theme::selected());
        }
        if marked_here {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        for (r, row) in rows.iter_mut().enumerate() {
            let tick = if marked_here && r == 0 { "✓" } else { " " };
            row.push(Span::raw(tick.to_string()));
            let cell: String = text[r].chars().take(w).collect();
            let label_row = labels && r == 3;
            row.push(Span::styled(format!("{cell:<w$}"), if label_row { theme::dim() } else { style }));
        }
    }
    rows.into_iter().map(Line::from).collect()
}

/// What the selected card is and does, or why the viewer cannot place it.
pub fn card_line(view: &SaboteurView, card: Option<Card>, flipped: bool) -> String {
    match card {
        Some(Card::Path(p)) => {
            let d = &deck().path_cards[p as usize];
            let mut s = d.name.clone();
            if flipped {
                s.push_str(" (turned)");
            }
            if d.crystal {
                s.push_str(" · crystal ◆ (Geologists' pay)");
            }
            if d.ladder {
                s.push_str(" · ladder ≡ (connects to the start and other ladders)");
            }
            if let Some(t) = d.door {
                s.push_str(if t == Team::Green {
                    " · green door: blocks blue's access"
                } else {
                    " · blue door: blocks green's access"
                });
            }
            match view.seat.and_then(|me| super::rules::blocked(&view.in_front[me])) {
                Some(why) => format!("{s} — {why}"),
                None => s,
            }
        }
        Some(Card::Action(a)) => format!("{} — {}", a.title(), a.text()),
        None => String::new(),
    }
}

/// Every player: cards in hand, what lies in front of them, whether they have gold.
pub fn players_line(view: &SaboteurView, names: &[String]) -> Line<'static> {
    let mut spans = Vec::new();
    for s in 0..view.players {
        if s > 0 {
            spans.push(Span::styled(" · ", theme::dim()));
        }
        let turn = view.phase == Phase::Turn && view.current == s;
        let style = if turn { theme::bold().add_modifier(Modifier::UNDERLINED) } else { Style::default() };
        spans.push(Span::styled(format!("{}{}", if turn { "▸" } else { "" }, name(names, s)), style));
        spans.push(Span::styled(format!(" {}▮", view.hand_sizes[s]), theme::dim()));
        for a in &view.in_front[s] {
            let (text, color) = match a {
                Act::Broken(t) => (format!(" ✕{}", t.name()), Color::LightRed),
                Act::Trapped => (" trapped".to_string(), Color::LightRed),
                Act::Theft => (" theft".to_string(), Color::Yellow),
                other => (format!(" {}", other.title()), Color::Gray),
            };
            spans.push(Span::styled(text, theme::fg(color)));
        }
        if view.has_gold[s] {
            spans.push(Span::styled(" $", theme::fg(Color::Yellow)));
        }
        // Roles this viewer inspected (only they see these).
        if let Some((_, role)) = view.inspected.iter().find(|(q, _)| *q == s) {
            spans.push(Span::styled(format!(" [{}]", role_short(*role)), theme::fg(Color::LightMagenta)));
        }
    }
    Line::from(spans)
}
