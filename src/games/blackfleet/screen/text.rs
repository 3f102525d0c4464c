//! Words for the Black Fleet screen: seat and cube colours and letters, and the sentence for every
//! menu choice with what it pays (sale totals, attack, burial and sinking payouts with development
//! and fortune cards, what a reward card pays now), in the current language.

use ratatui::style::Color;

use super::super::actions::sale_price;
use super::super::data::{Dev, Fortune, data};
use super::super::fortune::reward;
use super::super::map::{Pos, Square};
use super::super::movement::{Ship, dock_distance};
use super::super::rules::{Action, Aim, Deed, Stage, square};
use super::super::view::FleetView;
use super::super::words;
use crate::i18n::{Arg, Msg, tr, tr_named};
use crate::{msg, t};

pub fn seat_color(seat: usize) -> Color {
    [Color::Gray, Color::LightRed, Color::LightGreen, Color::White].get(seat).copied().unwrap_or(Color::Reset)
}

pub fn cube_color(c: usize) -> Color {
    [Color::Yellow, Color::LightBlue, Color::Green, Color::Magenta, Color::Red]
        .get(c)
        .copied()
        .unwrap_or(Color::Reset)
}

/// One letter for a cube colour (y b g p r; Italian g b v l r).
pub fn cube_letter(c: usize) -> String {
    tr(&words::colour_letter(c))
}

/// "3 yellow", "empty", or the colours of a mixed load.
pub fn cubes(list: &[usize]) -> String {
    match list.first() {
        None => t!("blackfleet-cargo-empty"),
        Some(&c) if list.iter().all(|&x| x == c) => tr(&words::cubes(list.len(), c)),
        Some(_) => list.iter().map(|&c| tr(&words::colour(c, 1))).collect::<Vec<_>>().join(", "),
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

pub fn player_colour(seat: usize) -> String {
    tr(&words::seat_colour(seat))
}

/// A seat's player name ("player N" when the screen has no names).
pub fn name(names: &[String], s: usize) -> String {
    crate::i18n::seat_name(crate::i18n::lang(), s, names)
}

/// `m` in the current language with the screen's player names.
pub fn say(names: &[String], m: &Msg) -> String {
    tr_named(m, names)
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
fn bonuses(list: &[(u32, Msg)]) -> String {
    let parts: Vec<String> =
        list.iter().filter(|b| b.0 > 0).map(|(n, what)| format!("+{n} {}", tr(what))).collect();
    if parts.is_empty() { String::new() } else { format!(" ({})", parts.join(", ")) }
}

/// What the fortune cards played this turn add for `deed`, one entry per card.
fn played_rewards(view: &FleetView, deed: Deed) -> Vec<(u32, Msg)> {
    let me = view.seat.unwrap_or(0);
    view.turn.played.iter().map(|&f| (reward(view.players.len(), me, deed, f), f.msg())).collect()
}

fn dev_bonus(view: &FleetView, d: Dev, n: u32) -> (u32, Msg) {
    let me = view.seat.unwrap_or(0);
    (if view.has(me, d) { n } else { 0 }, d.msg())
}

fn total(base: u32, list: &[(u32, Msg)]) -> u32 {
    base + list.iter().map(|b| b.0).sum::<u32>()
}

fn sell_text(view: &FleetView, port: usize) -> String {
    let d = data();
    let me = view.seat.unwrap_or(0);
    let p = &d.ports[port];
    let cargo = &view.players[me].cargo;
    let Some(&c) = cargo.first() else {
        return t!(
            "blackfleet-menu-load",
            colour = words::colour(p.supplies, 3),
            port = p.name.as_str(),
            left = view.supply[p.supplies]
        );
    };
    let calm = view.turn.played.contains(&Fortune::CalmSeas);
    let price = sale_price(port, c, view.has(me, Dev::MasterTrader), calm).unwrap_or(0);
    let n = cargo.len() as u32;
    let mut extra = vec![dev_bonus(view, Dev::TradeUpgrade, 1)];
    if price == 2 {
        extra.push(dev_bonus(view, Dev::HarbourMaster, n));
    }
    extra.extend(played_rewards(view, Deed::Sold { cubes: n, price }));
    t!(
        "blackfleet-menu-sell",
        cubes = cubes(cargo),
        port = p.name.as_str(),
        total = total(n * price, &extra),
        price = price,
        bonuses = bonuses(&extra),
        colour = words::colour(p.supplies, 3)
    )
}

fn attack_text(view: &FleetView, names: &[String], target: usize) -> String {
    let me = view.seat.unwrap_or(0);
    let victim = &view.players[target];
    let cube = victim.cargo.last().copied().unwrap_or(0);
    let (gain, how, from) = if view.has(target, Dev::IronHull) {
        (0, "iron", 0)
    } else if view.has(me, Dev::Privateer) && victim.doubloons > 0 {
        (2, "victim", victim.doubloons.min(2))
    } else {
        (2, "none", 0)
    };
    let mut extra = played_rewards(view, Deed::Attacked { victim: target });
    let sinks = victim.cargo.len() == 1;
    if sinks {
        extra.push(dev_bonus(view, Dev::SalvageRights, 2));
    }
    let m = msg!(
        "blackfleet-menu-attack",
        who = Arg::Seat(target),
        colour = words::colour(cube, 1),
        total = total(gain, &extra),
        how = how,
        from = from,
        bonuses = bonuses(&extra),
        sinks = if sinks { "yes" } else { "no" }
    );
    say(names, &m)
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
    t!(
        "blackfleet-menu-bury",
        loot = cubes(loot),
        total = total(value * per, &extra),
        bonuses = bonuses(&extra)
    )
}

fn sink_text(view: &FleetView, names: &[String], by: Ship, target: usize) -> String {
    let near_dock = view.board.pirates[target].and_then(dock_distance).is_some_and(|d| d <= 2);
    let mut extra = vec![dev_bonus(view, Dev::BountyHunter, 1), dev_bonus(view, Dev::NavyCommission, 2)];
    extra.extend(played_rewards(view, Deed::Sank { near_dock }));
    let m = msg!(
        "blackfleet-menu-sink",
        ship = capital(&tr(&by.msg())),
        who = Arg::Seat(target),
        total = total(2, &extra),
        bonuses = bonuses(&extra)
    );
    say(names, &m)
}

fn fortune_text(view: &FleetView, names: &[String], card: Fortune, aim: Aim) -> String {
    let mut rest = Vec::new();
    match aim {
        Aim::None => {}
        Aim::Ship(s) => rest.push(msg!("blackfleet-aim-ship", ship = s.msg())),
        Aim::Square(p) => rest.push(msg!("blackfleet-aim-square", square = square(p))),
        Aim::Push { seat, ship, to } => rest.push(msg!(
            "blackfleet-aim-push",
            who = Arg::Seat(seat),
            ship = ship.msg(),
            square = square(to)
        )),
    }
    if super::super::fortune::is_reward(card) {
        rest.push(match view.pays_now(card) {
            0 if matches!(view.stage, Stage::Choose | Stage::Moving) => msg!("blackfleet-pays-nothing-yet"),
            0 => msg!("blackfleet-pays-nothing"),
            n => msg!("blackfleet-pays", n = n),
        });
    }
    let rest: String = rest.iter().map(|m| format!(" — {}", say(names, m))).collect();
    t!("blackfleet-menu-fortune", card = card.msg(), rest = rest, text = card.text())
}

/// The sentence for one choice in the menu.
pub fn describe(view: &FleetView, names: &[String], a: &Action) -> String {
    let d = data();
    let me = view.seat.unwrap_or(0);
    match a {
        Action::EnterMerchant(p) => match d.port_of_dock(*p).map(|i| &d.ports[i]) {
            Some(port) => t!(
                "blackfleet-menu-enter",
                port = port.name.as_str(),
                square = square(*p),
                colour = words::colour(port.supplies, 3),
                left = view.supply[port.supplies]
            ),
            None => t!("blackfleet-menu-enter-square", square = square(*p)),
        },
        Action::Hideout(p) => match d.map.at(*p) {
            Square::Beach(v) => t!("blackfleet-menu-hideout-beach", v = v, square = square(*p)),
            _ => t!("blackfleet-menu-hideout-lair", square = square(*p)),
        },
        Action::PlayMovement { card, navy, boost } => {
            let mut s = t!("blackfleet-menu-movement", card = words::movement(*card));
            if *navy != d.movement[*card as usize].navy {
                let colour = if *navy == 0 { "yellow" } else { "purple" };
                s.push_str(&format!(" {}", t!("blackfleet-menu-signals", navy = colour)));
            }
            if let Some(b) = boost {
                s.push_str(&format!(" {}", t!("blackfleet-menu-pathfinder", ship = b.msg())));
            }
            s
        }
        Action::Move { ship, to } => t!("blackfleet-menu-move", ship = ship.msg(), square = square(*to)),
        Action::Sell { port } => sell_text(view, *port),
        Action::Attack { target } => attack_text(view, names, *target),
        Action::Bury => bury_text(view),
        Action::Sink { by, target } => sink_text(view, names, *by, *target),
        Action::SwapShips => t!("blackfleet-menu-swap"),
        Action::Fortune { card, aim } => fortune_text(view, names, *card, *aim),
        Action::EndMoves => t!("blackfleet-menu-end-moves"),
        Action::DiscardFortune(f) => t!("blackfleet-menu-discard", card = f.msg()),
        Action::Buy(slot) => match view.devs.get(*slot) {
            Some(&(dev, _)) => {
                t!("blackfleet-menu-buy", card = dev.msg(), cost = d.dev_card(dev).cost, text = dev.text())
            }
            None => t!("blackfleet-menu-buy-some"),
        },
        Action::BuyVictory => t!(
            "blackfleet-menu-buy-victory",
            v = view.players[me].victory,
            left = view.players[me].doubloons.saturating_sub(view.players[me].victory)
        ),
        Action::Pass => t!("blackfleet-menu-pass"),
    }
}
