//! The names Sheriff's sentences are built from — items, colours, tasks, ambush cards, lists of
//! cards — as messages, so a log line or refusal is rendered in its reader's language. Items are
//! named by their action (each of the seven item types has its own), tasks by kind and count,
//! colours by their data name: nothing shown comes from the English in `assets/sheriff.json`.

use crate::i18n::{Arg, Msg};
use crate::msg;

use super::data::{ActionKind, Task, TaskKind, data};
use super::scoring::{Ambush, Item};

/// `n` of an item, without a count: "Copper coins" (n = 1 is the singular).
pub fn item_n(item: Item, n: usize) -> Msg {
    let action = data().items.get(item).map_or(ActionKind::Buy, |i| i.action);
    match action {
        ActionKind::Buy => msg!("sheriff-copper", n = n),
        ActionKind::Theft => msg!("sheriff-silver", n = n),
        ActionKind::Ambush => msg!("sheriff-gold", n = n),
        ActionKind::Robbery => msg!("sheriff-pearls", n = n),
        ActionKind::Raid => msg!("sheriff-jewels", n = n),
        ActionKind::Defence => msg!("sheriff-necklace", n = n),
        ActionKind::Trade => msg!("sheriff-chest", n = n),
    }
}

/// An item's name: "Copper coin".
pub fn item(item: Item) -> Msg {
    item_n(item, 1)
}

/// An item with its article: "the Copper coin", "la Moneta di Rame", "l'Oro".
pub fn the(item: Item) -> Msg {
    let action = data().items.get(item).map_or(ActionKind::Buy, |i| i.action);
    match action {
        ActionKind::Buy => msg!("sheriff-the-copper"),
        ActionKind::Theft => msg!("sheriff-the-silver"),
        ActionKind::Ambush => msg!("sheriff-the-gold"),
        ActionKind::Robbery => msg!("sheriff-the-pearls"),
        ActionKind::Raid => msg!("sheriff-the-jewels"),
        ActionKind::Defence => msg!("sheriff-the-necklace"),
        ActionKind::Trade => msg!("sheriff-the-chest"),
    }
}

/// A number of items: "3 Copper coins", "3 Gold".
pub fn counted(n: usize, item: Item) -> Msg {
    msg!("sheriff-count", n = n, card = item_n(item, n))
}

/// An item with its value: "Pearls 10".
pub fn valued(item: Item) -> Msg {
    msg!("sheriff-valued", card = self::item(item), value = data().items.get(item).map_or(0, |i| i.value))
}

/// A seat's colour (its ambush colour card).
pub fn colour(seat: usize) -> Msg {
    match data().ambush_colours.get(seat).map(String::as_str) {
        Some("red") => msg!("sheriff-colour-red"),
        Some("yellow") => msg!("sheriff-colour-yellow"),
        Some("green") => msg!("sheriff-colour-green"),
        Some("blue") => msg!("sheriff-colour-blue"),
        Some("purple") => msg!("sheriff-colour-purple"),
        Some("white") => msg!("sheriff-colour-white"),
        _ => msg!("sheriff-colour-grey"),
    }
}

/// A task's name: "7 different items".
pub fn task(t: &Task) -> Msg {
    match t.kind {
        TaskKind::Different => msg!("sheriff-task-different", n = t.count),
        TaskKind::Identical => msg!("sheriff-task-identical", n = t.count),
        TaskKind::Pairs => msg!("sheriff-task-pairs", n = t.count),
    }
}

/// "7 diff", "5 same", "4 pairs": short task labels for the table.
pub fn short_task(t: &Task) -> Msg {
    match t.kind {
        TaskKind::Different => msg!("sheriff-short-different", n = t.count),
        TaskKind::Identical => msg!("sheriff-short-identical", n = t.count),
        TaskKind::Pairs => msg!("sheriff-short-pairs", n = t.count),
    }
}

/// An ambush card as revealed when it strikes, a colour card with whose colour it is: "the red
/// colour card (Anna)", "the Pearls + Treasure chest card".
pub fn ambush(a: Ambush) -> Msg {
    match a {
        Ambush::Colour(c) => msg!("sheriff-ambush-colour", colour = colour(c), who = seat(c)),
        Ambush::Pair(x, y) => msg!("sheriff-ambush-pair", a = item(x), b = item(y)),
    }
}

/// An ambush card in a list: "red colour card (Anna)", "Pearls + Treasure chest".
pub fn ambush_short(a: Ambush) -> Msg {
    match a {
        Ambush::Colour(c) => msg!("sheriff-ambush-colour-short", colour = colour(c), who = seat(c)),
        Ambush::Pair(x, y) => msg!("sheriff-ambush-pair-short", a = item(x), b = item(y)),
    }
}

/// Messages joined by `id` ("a, b" or "a · b"), nested so each part renders in the reader's language.
fn joined(parts: Vec<Msg>, join: fn(Msg, Msg) -> Msg) -> Msg {
    let mut parts = parts.into_iter().rev();
    let Some(last) = parts.next() else { return msg!("sheriff-no-cards") };
    parts.fold(last, |rest, first| join(first, rest))
}

/// Cards listed for everyone: "Gold, Pearls, Pearls" ("no cards" when empty).
pub fn list(cards: &[Item]) -> Msg {
    joined(cards.iter().map(|&c| item(c)).collect(), |first, rest| {
        msg!("sheriff-list", first = first, rest = rest)
    })
}

/// A hand shown to everyone, in item order (as hands are shown elsewhere), each item once with
/// its count: "Copper coin, Gold, 2 Pearls" (never the order the cards were picked up in).
pub fn hand(cards: &[Item]) -> Msg {
    let parts = (0..data().items.len())
        .filter_map(|i| match cards.iter().filter(|&&c| c == i).count() {
            0 => None,
            1 => Some(item(i)),
            n => Some(counted(n, i)),
        })
        .collect();
    joined(parts, |first, rest| msg!("sheriff-list", first = first, rest = rest))
}

/// Parts joined by " · ".
pub fn dotted(parts: Vec<Msg>) -> Msg {
    joined(parts, |first, rest| msg!("sheriff-joined", first = first, rest = rest))
}

/// A seat argument.
pub fn seat(s: usize) -> Arg {
    Arg::Seat(s)
}

/// Seats listed for everyone: "Bruno, Carla" (one seat as itself).
pub fn seats(list: &[usize]) -> Arg {
    let mut parts = list.iter().rev().map(|&s| seat(s));
    let last = parts.next().unwrap_or(Arg::Seat(0));
    parts.fold(last, |rest, first| Arg::from(msg!("sheriff-list", first = first, rest = rest)))
}
