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
use crate::i18n::{Arg, tr};
use crate::ui::theme;
use crate::{msg, t};

/// Columns of one hand slot: a tick for marked cards, then the card.
pub const SLOT: usize = 9;

/// A player's name ("player 2" where names are unknown).
pub fn name(names: &[String], s: usize) -> String {
    crate::i18n::tr_named(&msg!("saboteur-seat", who = Arg::Seat(s)), names)
}

/// Up to three words of at most 8 characters for an action card in a hand slot.
pub fn action_label(act: Act) -> [String; 3] {
    let text = tr(&act.label());
    let words: Vec<&str> = text.split('|').collect();
    let mut out = [String::new(), String::new(), String::new()];
    let top = if words.len() >= 3 { 0 } else { 1 };
    for (i, w) in words.into_iter().enumerate().take(3) {
        out[(top + i).min(2)] = w.chars().take(SLOT - 1).collect();
    }
    out
}

/// A path card's kind in a word (under its tile when there is room).
pub fn path_label(card: u8) -> String {
    let d = &deck().path_cards[card as usize];
    let stub = d.segments.iter().any(|s| s.count_ones() == 1);
    match () {
        _ if d.ladder => t!("saboteur-kind-ladder"),
        _ if d.door == Some(Team::Green) => t!("saboteur-kind-green-door"),
        _ if d.door == Some(Team::Blue) => t!("saboteur-kind-blue-door"),
        _ if d.name == "bridge" => t!("saboteur-kind-bridge"),
        _ if d.name == "double curve" => t!("saboteur-kind-double-curve"),
        _ if d.crystal => t!("saboteur-kind-crystal"),
        _ if stub => t!("saboteur-kind-dead-end"),
        _ => t!("saboteur-kind-tunnel"),
    }
}

/// A door's colour in one letter (G or B; Italian V or B), as tiles mark it.
pub fn door_letter(team: Team) -> char {
    let letter = match team {
        Team::Green => t!("saboteur-door-letter-green"),
        Team::Blue => t!("saboteur-door-letter-blue"),
    };
    letter.chars().next().unwrap_or(' ')
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
    let head = t!("saboteur-hand");
    rows[0][0] = Span::raw(format!("{:<5}", head.chars().take(4).collect::<String>()));
    if hand.is_empty() {
        rows[1].push(Span::styled(t!("saboteur-hand-empty"), theme::dim()));
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
                let door = d.door.map_or(' ', door_letter);
                vec![format!("{mark}{}{door} ", g[0]), format!(" {} ", g[1]) + " ", format!(" {}  ", g[2])]
            }
            Card::Action(a) => action_label(a).iter().map(|s| format!("{s:^w$}")).collect(),
        };
        if labels {
            let label = match c {
                Card::Path(p) => path_label(p),
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
            let mut parts =
                vec![if flipped { t!("saboteur-card-turned", card = d.title.clone()) } else { tr(&d.title) }];
            if d.crystal {
                parts.push(t!("saboteur-line-crystal"));
            }
            if d.ladder {
                parts.push(t!("saboteur-line-ladder"));
            }
            match d.door {
                Some(Team::Green) => parts.push(t!("saboteur-line-green-door")),
                Some(Team::Blue) => parts.push(t!("saboteur-line-blue-door")),
                None => {}
            }
            let s = parts.join(" · ");
            match view.seat.and_then(|me| super::rules::blocked(&view.in_front[me])) {
                Some(why) => format!("{s} — {}", tr(&why)),
                None => s,
            }
        }
        Some(Card::Action(a)) => format!("{} — {}", a.title(), tr(&a.text())),
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
                Act::Broken(t) => (format!(" ✕{}", tr(&t.msg())), Color::LightRed),
                Act::Trapped => (format!(" {}", t!("saboteur-front-trapped")), Color::LightRed),
                Act::Theft => (format!(" {}", t!("saboteur-front-theft")), Color::Yellow),
                other => (format!(" {}", other.title()), Color::Gray),
            };
            spans.push(Span::styled(text, theme::fg(color)));
        }
        if view.has_gold[s] {
            spans.push(Span::styled(" $", theme::fg(Color::Yellow)));
        }
        // Roles this viewer inspected (only they see these).
        if let Some((_, role)) = view.inspected.iter().find(|(q, _)| *q == s) {
            spans
                .push(Span::styled(format!(" [{}]", tr(&role_short(*role))), theme::fg(Color::LightMagenta)));
        }
    }
    Line::from(spans)
}
