//! Words for the Black Fleet screen: seat and cube colours and letters, and the sentence for every
//! menu choice with what it pays (sale totals, attack, burial and sinking payouts with development
//! and fortune cards, what a reward card pays now).

use ratatui::style::Color;

use super::super::actions::sale_price;
use super::super::data::{Dev, Fortune, data};
use super::super::fortune::reward;
use super::super::map::{Pos, Square};
use super::super::movement::{Ship, dock_distance};
pub use super::super::rules::movement_text;
use super::super::rules::{Action, Aim, Deed, Stage, colour_name, square};
use super::super::view::FleetView;

pub fn seat_color(seat: usize) -> Color {
    [Color::Gray, Color::LightRed, Color::LightGreen, Color::White].get(seat).copied().unwrap_or(Color::Reset)
}

pub fn cube_color(c: usize) -> Color {
    [Color::Yellow, Color::LightBlue, Color::Green, Color::Magenta, Color::Red]
        .get(c)
        .copied()
        .unwrap_or(Color::Reset)
}

/// One letter for a cube colour (y b g p r).
pub fn cube_letter(c: usize) -> char {
    colour_name(c).chars().next().unwrap_or('?')
}

pub fn cubes(list: &[usize]) -> String {
    match list.first() {
        None => "empty".into(),
        Some(&c) if list.iter().all(|&x| x == c) => format!("{} {}", list.len(), colour_name(c)),
        Some(_) => list.iter().map(|&c| colour_name(c)).collect::<Vec<_>>().join(", "),
    }
}

/// A ship's cargo in two or three characters: "3y", "r", "·" (empty).
pub fn cargo_mark(list: &[usize], count: bool) -> String {
    match list.first() {
        None => "·".into(),
        Some(&c) if count => format!("{}{}", list.len(), cube_letter(c)),
        Some(&c) => cube_letter(c).to_string(),
    }
}

pub fn player_colour(seat: usize) -> &'static str {
    data().player_colours.get(seat).map_or("?", String::as_str)
}

pub fn name(names: &[String], s: usize) -> String {
    names.get(s).cloned().unwrap_or_else(|| format!("Seat {}", s + 1))
}

pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// The square a menu choice names, to be shown on the map (and the ship it moves, for Shanghaied).
pub fn named_square(view: &FleetView, a: &Action) -> Option<(Pos, Option<Pos>)> {
    match a {
        Action::EnterMerchant(p) | Action::Hideout(p) => Some((*p, None)),
        Action::Fortune { aim: Aim::Square(p), .. } => Some((*p, None)),
        Action::Fortune { aim: Aim::Push { seat, ship, to }, .. } => {
            Some((*to, view.board.position(*seat, *ship)))
        }
        _ => None,
    }
}

/// "(+1 Trade Upgrade, +3 Smuggler's Deal)" for the bonuses that apply, or nothing.
fn bonuses(list: &[(u32, String)]) -> String {
    let parts: Vec<String> =
        list.iter().filter(|b| b.0 > 0).map(|(n, what)| format!("+{n} {what}")).collect();
    if parts.is_empty() { String::new() } else { format!(" ({})", parts.join(", ")) }
}

/// What the fortune cards played this turn add for `deed`, one entry per card.
fn played_rewards(view: &FleetView, deed: Deed) -> Vec<(u32, String)> {
    let me = view.seat.unwrap_or(0);
    view.turn
        .played
        .iter()
        .map(|&f| (reward(view.players.len(), me, deed, f), data().fortune_card(f).name.clone()))
        .collect()
}

fn dev_bonus(view: &FleetView, d: Dev, n: u32) -> (u32, String) {
    let me = view.seat.unwrap_or(0);
    (if view.has(me, d) { n } else { 0 }, data().dev_card(d).name.clone())
}

fn total(base: u32, list: &[(u32, String)]) -> u32 {
    base + list.iter().map(|b| b.0).sum::<u32>()
}

fn sell_text(view: &FleetView, port: usize) -> String {
    let d = data();
    let me = view.seat.unwrap_or(0);
    let p = &d.ports[port];
    let cargo = &view.players[me].cargo;
    let Some(&c) = cargo.first() else {
        return format!("Load {} at {} ({} left)", colour_name(p.supplies), p.name, view.supply[p.supplies]);
    };
    let calm = view.turn.played.contains(&Fortune::CalmSeas);
    let price = sale_price(port, c, view.has(me, Dev::MasterTrader), calm).unwrap_or(0);
    let n = cargo.len() as u32;
    let mut extra = vec![dev_bonus(view, Dev::TradeUpgrade, 1)];
    if price == 2 {
        extra.push(dev_bonus(view, Dev::HarbourMaster, n));
    }
    extra.extend(played_rewards(view, Deed::Sold { cubes: n, price }));
    format!(
        "Sell {} at {} for {} ({price} a cube){}, load {}",
        cubes(cargo),
        p.name,
        total(n * price, &extra),
        bonuses(&extra),
        colour_name(p.supplies)
    )
}

fn attack_text(view: &FleetView, names: &[String], target: usize) -> String {
    let me = view.seat.unwrap_or(0);
    let victim = &view.players[target];
    let cube = victim.cargo.last().map_or("a", |&c| colour_name(c));
    let (gain, how) = if view.has(target, Dev::IronHull) {
        (0, " (Iron Hull: no doubloons)".to_string())
    } else if view.has(me, Dev::Privateer) {
        let v = victim.doubloons.min(2);
        (2, if v > 0 { format!(" ({v} of it from {})", name(names, target)) } else { String::new() })
    } else {
        (2, String::new())
    };
    let mut extra = played_rewards(view, Deed::Attacked { victim: target });
    let sinks = victim.cargo.len() == 1;
    if sinks {
        extra.push(dev_bonus(view, Dev::SalvageRights, 2));
    }
    format!(
        "Pirate: attack {}'s merchant: take a {cube} cube, +{}{how}{}{}",
        name(names, target),
        total(gain, &extra),
        bonuses(&extra),
        if sinks { " — it sinks" } else { "" }
    )
}

fn bury_text(view: &FleetView) -> String {
    let me = view.seat.unwrap_or(0);
    let loot = &view.players[me].loot;
    let value = match view.board.pirates[me].map(|p| data().map.at(p)) {
        Some(Square::Beach(v)) => v as u32,
        _ => 0,
    };
    let per = if view.has(me, Dev::DoubleCrew) { loot.len() as u32 } else { 1 };
    let mut extra = vec![dev_bonus(view, Dev::TreasureMap, 1)];
    extra.extend(played_rewards(view, Deed::Buried));
    format!("Pirate: bury {} here for {}{}", cubes(loot), total(value * per, &extra), bonuses(&extra))
}

fn sink_text(view: &FleetView, names: &[String], by: Ship, target: usize) -> String {
    let near_dock = view.board.pirates[target].and_then(dock_distance).is_some_and(|d| d <= 2);
    let mut extra = vec![dev_bonus(view, Dev::BountyHunter, 1), dev_bonus(view, Dev::NavyCommission, 2)];
    extra.extend(played_rewards(view, Deed::Sank { near_dock }));
    format!(
        "{}: sink {}'s pirate for {}{}",
        capital(by.name()),
        name(names, target),
        total(2, &extra),
        bonuses(&extra)
    )
}

fn fortune_text(view: &FleetView, names: &[String], card: Fortune, aim: Aim) -> String {
    let c = data().fortune_card(card);
    let target = match aim {
        Aim::None => String::new(),
        Aim::Ship(s) => format!(" — your {}", s.name()),
        Aim::Square(p) => format!(" — at {}", square(p)),
        Aim::Push { seat, ship, to } => {
            format!(" — push {}'s {} to {}", name(names, seat), ship.name(), square(to))
        }
    };
    let pays = if super::super::fortune::is_reward(card) {
        match view.pays_now(card) {
            0 if matches!(view.stage, Stage::Choose | Stage::Moving) => {
                " — pays nothing now (only for deeds still to come)".to_string()
            }
            0 => " — pays nothing now".to_string(),
            n => format!(" — pays {n} now"),
        }
    } else {
        String::new()
    };
    format!("Play {}{target}{pays}: {}", c.name, c.text)
}

/// The sentence for one choice in the menu.
pub fn describe(view: &FleetView, names: &[String], a: &Action) -> String {
    let d = data();
    let me = view.seat.unwrap_or(0);
    match a {
        Action::EnterMerchant(p) => match d.port_of_dock(*p).map(|i| &d.ports[i]) {
            Some(port) => format!(
                "Put your merchant at {} {} (loads {}, {} left)",
                port.name,
                square(*p),
                colour_name(port.supplies),
                view.supply[port.supplies]
            ),
            None => format!("Put your merchant at {}", square(*p)),
        },
        Action::Hideout(p) => {
            let what = match d.map.at(*p) {
                Square::Beach(v) => format!("the {v}-beach"),
                _ => "the lair".into(),
            };
            format!("Pirate Hideout: put your pirate on {what} at {}", square(*p))
        }
        Action::PlayMovement { card, navy, boost } => {
            let mut s = format!("Play movement: {}", movement_text(*card));
            if *navy != d.movement[*card as usize].navy {
                s.push_str(if *navy == 0 {
                    " (Fleet Signals: move yellow)"
                } else {
                    " (Fleet Signals: move purple)"
                });
            }
            if let Some(b) = boost {
                s.push_str(&format!(" · Pathfinder +1 {}", b.name()));
            }
            s
        }
        Action::Move { ship, to } => format!("Move your {} to {}", ship.name(), square(*to)),
        Action::Sell { port } => sell_text(view, *port),
        Action::Attack { target } => attack_text(view, names, *target),
        Action::Bury => bury_text(view),
        Action::Sink { by, target } => sink_text(view, names, *by, *target),
        Action::SwapShips => "Swap your merchant's and pirate's squares".into(),
        Action::Fortune { card, aim } => fortune_text(view, names, *card, *aim),
        Action::EndMoves => "End your moves and draw".into(),
        Action::DiscardFortune(f) => format!("Discard {}", d.fortune_card(*f).name),
        Action::Buy(slot) => match view.devs.get(*slot) {
            Some((dev, _)) => {
                let c = d.dev_card(*dev);
                format!("Buy {} for {}: {}", c.name, c.cost, c.text)
            }
            None => "Buy a development card".into(),
        },
        Action::BuyVictory => format!(
            "Buy your victory card for {} (leaves {}; the round is then completed)",
            view.players[me].victory,
            view.players[me].doubloons.saturating_sub(view.players[me].victory)
        ),
        Action::Pass => "Buy nothing this turn".into(),
    }
}
