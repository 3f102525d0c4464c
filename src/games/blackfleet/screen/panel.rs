//! The Black Fleet side panel and text blocks: every port's supply and prices, every player's
//! doubloons, cards and cargo, the `i` view of development cards with their texts, the viewer's own
//! cards, and the line saying whose decision it is and what is left of the turn.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use super::super::data::data;
use super::super::movement::Ship;
use super::super::rules::{Progress, Stage};
use super::super::view::FleetView;
use super::text::{
    cargo_mark, cube_color, cube_letter, cubes, movement_text, name, player_colour, seat_color,
};
use crate::ui::theme;

pub fn panel(view: &FleetView, names: &[String], width: u16) -> Vec<Line<'static>> {
    let d = data();
    let wide = width >= 44;
    let mut lines = vec![Line::styled(
        if wide { "Ports        supply · buys per cube" } else { "Port     sup buys" },
        theme::bold(),
    )];
    for p in &d.ports {
        let buys: Vec<String> =
            (0..5).filter_map(|c| p.buys[c].map(|v| format!("{}{v}", cube_letter(c)))).collect();
        let short: String = if wide {
            p.name.clone()
        } else {
            p.name.trim_start_matches("La ").trim_start_matches("Port ").chars().take(6).collect()
        };
        lines.push(Line::from(vec![
            Span::styled(
                format!("{} {:<w$} ", p.letter, short, w = if wide { 12 } else { 6 }),
                theme::bold(),
            ),
            Span::styled(
                format!("{}{:<2} ", cube_letter(p.supplies), view.supply[p.supplies]),
                theme::fg(cube_color(p.supplies)),
            ),
            Span::raw(buys.join(if wide { " " } else { "" })),
        ]));
    }
    lines.push(Line::styled(
        match width {
            44.. => "Players     doubloons · dev up · cards · cargo · face up",
            29.. => "Player      $ dev cards ship",
            _ => "Player      $ dev cards",
        },
        theme::bold(),
    ));
    for (s, pl) in view.players.iter().enumerate() {
        let turn = if s == view.current && view.stage != Stage::Over { "▸" } else { " " };
        let victory = if pl.bought_victory { " ★V" } else { "" };
        let mut spans = vec![
            Span::styled(
                format!("{turn}{} {:<7}", s + 1, name(names, s).chars().take(7).collect::<String>()),
                theme::fg(seat_color(s)).add_modifier(Modifier::BOLD),
            ),
            Span::raw(format!(
                "{:>3} {}↑ ▮{}F{}{victory}",
                pl.doubloons,
                pl.devs_up.len(),
                pl.moves,
                pl.fortunes
            )),
        ];
        // Cargo is public: merchant and pirate, also in the map's ship marks.
        let cargo = format!(
            " {}{}",
            cargo_mark(&pl.cargo, true),
            if pl.loot.is_empty() { String::new() } else { format!("/{}", cargo_mark(&pl.loot, true)) }
        );
        if wide || width >= 29 {
            spans.push(Span::raw(cargo));
        }
        if wide {
            spans.push(Span::styled(format!(" {}", player_colour(s)), theme::fg(seat_color(s))));
            let up: Vec<String> = pl.devs_up.iter().map(|&x| d.dev_card(x).name.clone()).collect();
            spans.push(Span::styled(format!("  {}", up.join(", ")), theme::dim()));
        }
        lines.push(Line::from(spans));
    }
    lines
}

/// Every player's face-up development cards with their texts, and the viewer's own hidden ones
/// (the `i` view).
pub fn details_lines(view: &FleetView, names: &[String]) -> Vec<Line<'static>> {
    let d = data();
    let mut lines = vec![Line::styled("Development cards face up (i: back to the map)", theme::bold())];
    for (s, p) in view.players.iter().enumerate() {
        let head = format!(
            "{} ({}) · {} doubloons · victory card {}{} · ",
            name(names, s),
            player_colour(s),
            p.doubloons,
            p.victory,
            if p.bought_victory { " BOUGHT" } else { "" }
        );
        let cards: Vec<String> =
            p.devs_up.iter().map(|&x| format!("{}: {}", d.dev_card(x).name, d.dev_card(x).text)).collect();
        lines.push(Line::from(vec![
            Span::styled(head, theme::fg(seat_color(s)).add_modifier(Modifier::BOLD)),
            Span::raw(if cards.is_empty() { "none yet".to_string() } else { cards.join(" · ") }),
        ]));
    }
    if view.seat.is_some() {
        let hidden: Vec<String> = view
            .devs
            .iter()
            .filter(|x| !x.1)
            .map(|&(x, _)| format!("{} ({}): {}", d.dev_card(x).name, d.dev_card(x).cost, d.dev_card(x).text))
            .collect();
        lines.push(Line::styled(format!("Yours, face down: {}", hidden.join(" · ")), theme::dim()));
    }
    lines
}

/// The viewer's own cards and ships, in a few lines.
pub fn own_lines(view: &FleetView) -> Vec<Line<'static>> {
    let Some(me) = view.seat else { return Vec::new() };
    let d = data();
    let p = &view.players[me];
    let devs: Vec<String> = view
        .devs
        .iter()
        .map(|&(x, up)| {
            let c = d.dev_card(x);
            if up { format!("{} ↑", c.name) } else { format!("{} ({})", c.name, c.cost) }
        })
        .collect();
    let moves: Vec<String> = view.moves.iter().map(|&c| format!("[{}]", movement_text(c))).collect();
    let fortunes: Vec<String> = view.fortunes.iter().map(|&f| d.fortune_card(f).name.clone()).collect();
    vec![
        Line::raw(format!(
            "You ({}): merchant {} · pirate {} · victory card {}",
            player_colour(me),
            cubes(&p.cargo),
            cubes(&p.loot),
            p.victory
        )),
        Line::raw(format!("Development: {}", devs.join(" · "))),
        Line::raw(format!("Movement: {}", moves.join(" "))),
        Line::raw(format!(
            "Fortune: {}",
            if fortunes.is_empty() { "none".into() } else { fortunes.join(" · ") }
        )),
    ]
}

pub fn turn_line(view: &FleetView, names: &[String]) -> String {
    let t = &view.turn;
    let who = name(names, view.current);
    match &view.stage {
        Stage::Place { seat } => {
            format!("Setup: {} puts their merchant on a free dock.", name(names, *seat))
        }
        Stage::EnterMerchant => format!("{who}'s merchant was sunk: it re-enters on a free dock."),
        Stage::Choose => format!("{who} chooses a movement card."),
        Stage::Moving => {
            let ships: Vec<String> = Ship::ALL
                .iter()
                .filter(|s| t.allowed[s.index()])
                .map(|s| {
                    let done = t.progress[s.index()] == Progress::Done;
                    format!("{} {}{}", s.name(), t.budget[s.index()], if done { " (done)" } else { "" })
                })
                .collect();
            format!("{who} moves: {}", ships.join(" · "))
        }
        Stage::Discard { .. } => format!("{who} discards a fortune card."),
        Stage::Buy => format!("{who} may buy one card."),
        Stage::Over => "The game is over.".into(),
    }
}
