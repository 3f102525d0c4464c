//! The Black Fleet side panel and text blocks: every port's supply and prices, every player's
//! doubloons, cards and cargo, the `i` view of development cards with their texts, the viewer's own
//! cards, and the line saying whose decision it is and what is left of the turn.

use ratatui::style::Modifier;
use ratatui::text::{Line, Span};

use super::super::data::data;
use super::super::movement::Ship;
use super::super::rules::{Progress, Stage};
use super::super::view::FleetView;
use super::super::words;
use super::text::{cargo_mark, cube_color, cube_letter, cubes, name, player_colour, say, seat_color};
use crate::i18n::{Arg, tr};
use crate::ui::theme;
use crate::{msg, t};

/// From this width the panel names ports whole and lists face-up development cards.
pub const WIDE: u16 = 44;

/// The ports and the players, then what the players' marks mean, wrapped to `width`.
pub fn panel(view: &FleetView, names: &[String], width: u16) -> Vec<Line<'static>> {
    let d = data();
    let wide = width >= WIDE;
    let mut lines = vec![Line::styled(
        if wide { t!("blackfleet-panel-ports-wide") } else { t!("blackfleet-panel-ports") },
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
            44.. => t!("blackfleet-panel-players-wide"),
            29.. => t!("blackfleet-panel-players-ship"),
            _ => t!("blackfleet-panel-players"),
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
            let up: Vec<String> = pl.devs_up.iter().map(|&x| tr(&x.msg())).collect();
            spans.push(Span::styled(format!("  {}", up.join(", ")), theme::dim()));
        }
        lines.push(Line::from(spans));
    }
    // What the marks mean, where the column has a row for it (not beside an 80×24 map).
    if width >= 29 {
        let legend = Line::styled(t!("blackfleet-panel-legend"), theme::dim());
        lines.extend(crate::ui::text::wrap_line(&legend, width as usize, 2));
    }
    lines
}

/// Every player's face-up development cards with their texts, and the viewer's own hidden ones
/// (the `i` view).
pub fn details_lines(view: &FleetView, names: &[String]) -> Vec<Line<'static>> {
    let d = data();
    let mut lines = vec![Line::styled(t!("blackfleet-details-title"), theme::bold())];
    for (s, p) in view.players.iter().enumerate() {
        let head = say(
            names,
            &msg!(
                "blackfleet-details-player",
                who = Arg::Seat(s),
                colour = words::seat_colour(s),
                n = p.doubloons,
                v = p.victory,
                bought = if p.bought_victory { "yes" } else { "no" }
            ),
        );
        let cards: Vec<String> =
            p.devs_up.iter().map(|&x| format!("{}: {}", tr(&x.msg()), tr(&x.text()))).collect();
        lines.push(Line::from(vec![
            Span::styled(format!("{head} · "), theme::fg(seat_color(s)).add_modifier(Modifier::BOLD)),
            Span::raw(if cards.is_empty() { t!("blackfleet-details-none") } else { cards.join(" · ") }),
        ]));
    }
    if view.seat.is_some() {
        let hidden: Vec<String> = view
            .devs
            .iter()
            .filter(|x| !x.1)
            .map(|&(x, _)| format!("{} ({}): {}", tr(&x.msg()), d.dev_card(x).cost, tr(&x.text())))
            .collect();
        lines.push(Line::styled(t!("blackfleet-details-yours", cards = hidden.join(" · ")), theme::dim()));
    }
    lines
}

/// The viewer's own ships and cards, in a few lines: what this turn plays first.
pub fn own_lines(view: &FleetView) -> Vec<Line<'static>> {
    let Some(me) = view.seat else { return Vec::new() };
    let d = data();
    let p = &view.players[me];
    let devs: Vec<String> = view
        .devs
        .iter()
        .map(|&(x, up)| {
            if up {
                format!("{} ↑", tr(&x.msg()))
            } else {
                format!("{} ({})", tr(&x.msg()), d.dev_card(x).cost)
            }
        })
        .collect();
    let moves: Vec<String> = view.moves.iter().map(|&c| format!("[{}]", tr(&words::movement(c)))).collect();
    let fortunes: Vec<String> = view.fortunes.iter().map(|&f| tr(&f.msg())).collect();
    let fortunes = if fortunes.is_empty() { t!("blackfleet-own-none") } else { fortunes.join(" · ") };
    // A ship off the board says so (a sunk one is otherwise only in the log).
    let (merchant, pirate) = (view.board.position(me, Ship::Merchant), view.board.position(me, Ship::Pirate));
    let cargo = match merchant {
        Some(_) => cubes(&p.cargo),
        None if matches!(view.stage, Stage::Place { .. }) => t!("blackfleet-own-off-board"),
        None => t!("blackfleet-own-sunk"),
    };
    let loot = if pirate.is_some() { cubes(&p.loot) } else { t!("blackfleet-own-off-board") };
    vec![
        Line::raw(t!(
            "blackfleet-own-ships",
            colour = player_colour(me),
            cargo = cargo,
            loot = loot,
            v = p.victory
        )),
        Line::raw(t!("blackfleet-own-moves", cards = moves.join(" "))),
        Line::raw(t!("blackfleet-own-fortunes", cards = fortunes)),
        Line::raw(t!("blackfleet-own-devs", cards = devs.join(" · "))),
    ]
}

pub fn turn_line(view: &FleetView, names: &[String]) -> String {
    let t = &view.turn;
    let who = Arg::Seat(view.current);
    let m = match &view.stage {
        Stage::Place { seat } => msg!("blackfleet-turn-place", who = Arg::Seat(*seat)),
        Stage::EnterMerchant => msg!("blackfleet-turn-enter", who = who),
        Stage::Choose => msg!("blackfleet-turn-choose", who = who),
        Stage::Moving => {
            let ships: Vec<String> = Ship::ALL
                .iter()
                .filter(|s| t.allowed[s.index()])
                .map(|&s| {
                    let done = t.progress[s.index()] == Progress::Done;
                    t!(
                        "blackfleet-turn-ship",
                        ship = s.short_msg(),
                        n = t.budget[s.index()],
                        done = if done { "yes" } else { "no" }
                    )
                })
                .collect();
            msg!("blackfleet-turn-moving", who = who, ships = ships.join(" · "))
        }
        Stage::Discard { .. } => msg!("blackfleet-turn-discard", who = who),
        Stage::Buy => msg!("blackfleet-turn-buy", who = who),
        Stage::Over => msg!("blackfleet-over"),
    };
    say(names, &m)
}
