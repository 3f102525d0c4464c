//! The Saboteur choice lists: each choice as a sentence ("Break Bruno's lantern"), and the order
//! targets are listed in — the other players clockwise from your left, yourself last — so a menu
//! never starts on a card played against yourself.

use super::cards::Act;
use super::deck::deck;
use super::round::chain;
use super::rules::{Action, Target};
use super::view::SaboteurView;
use crate::i18n::{Arg, Msg, tr_named};
use crate::msg;

/// The sentence for one choice in a menu, in the current language.
pub fn describe(view: &SaboteurView, names: &[String], a: &Action) -> String {
    tr_named(&choice(view, a), names)
}

/// The message for one choice: a card aimed at the viewer reads "your own" / "yourself".
fn choice(view: &SaboteurView, a: &Action) -> Msg {
    let own = |s: &usize| Some(*s) == view.seat;
    match a {
        Action::Place { card, at, flipped } => {
            let (card, x, y) = (deck().path_cards[*card as usize].title.clone(), at.0, at.1);
            if *flipped {
                msg!("saboteur-do-place-turned", card = card, x = x, y = y)
            } else {
                msg!("saboteur-do-place", card = card, x = x, y = y)
            }
        }
        Action::Play { card, target } => match (card, target) {
            (Act::Broken(t), Target::Seat(s)) if own(s) => msg!("saboteur-do-break-own", tool = t.msg()),
            (Act::Broken(t), Target::Seat(s)) => {
                msg!("saboteur-do-break", whom = Arg::Seat(*s), tool = t.msg())
            }
            (Act::Repair(..), Target::Tool(s, t)) if own(s) => msg!("saboteur-do-repair-own", tool = t.msg()),
            (Act::Repair(..), Target::Tool(s, t)) => {
                msg!("saboteur-do-repair", whom = Arg::Seat(*s), tool = t.msg())
            }
            (Act::Trapped, Target::Seat(s)) => msg!("saboteur-do-trap", whom = Arg::Seat(*s)),
            (Act::FreeAtLast, Target::Seat(s)) if own(s) => msg!("saboteur-do-free-yourself"),
            (Act::FreeAtLast, Target::Seat(s)) => msg!("saboteur-do-free", whom = Arg::Seat(*s)),
            (Act::HandsOff, Target::Seat(s)) if own(s) => msg!("saboteur-do-hands-off-own"),
            (Act::HandsOff, Target::Seat(s)) => msg!("saboteur-do-hands-off", whom = Arg::Seat(*s)),
            (Act::SwapHand, Target::Seat(s)) => msg!("saboteur-do-swap-hand", whom = Arg::Seat(*s)),
            (Act::Inspection, Target::Seat(s)) => msg!("saboteur-do-inspect", whom = Arg::Seat(*s)),
            (Act::SwapHats, Target::Seat(s)) if own(s) => msg!("saboteur-do-swap-hats-yourself"),
            (Act::SwapHats, Target::Seat(s)) => msg!("saboteur-do-swap-hats", whom = Arg::Seat(*s)),
            (Act::Theft, _) => msg!("saboteur-do-theft"),
            (Act::Rockfall, Target::Square(p)) => msg!("saboteur-do-rockfall", x = p.0, y = p.1),
            (Act::Map, Target::Square(p)) => msg!("saboteur-do-map", x = p.0, y = p.1),
            (c, _) => c.msg(),
        },
        Action::Remove { discards, card } => {
            msg!("saboteur-do-remove", a = discards[0].msg(), b = discards[1].msg(), card = card.msg())
        }
        Action::Pass { discards } => {
            let cards = discards.iter().map(|c| c.msg()).collect();
            match chain(cards, |first, rest| msg!("saboteur-list", first = first, rest = rest)) {
                Some(cards) => msg!("saboteur-do-pass", cards = cards),
                None => msg!("saboteur-do-pass-empty"),
            }
        }
        Action::Steal(s) => msg!("saboteur-do-steal", whom = Arg::Seat(*s)),
        Action::Keep(v) => msg!("saboteur-do-keep", value = *v),
        Action::Continue => msg!("saboteur-do-continue"),
    }
}

/// The seat an action names, if it names one.
fn seat_of(a: &Action) -> Option<usize> {
    match a {
        Action::Play { target: Target::Seat(s) | Target::Tool(s, _), .. } => Some(*s),
        _ => None,
    }
}

/// `items` with the players to the viewer's left first and the viewer last (squares and other
/// choices keep their order).
pub fn others_first(view: &SaboteurView, mut items: Vec<Action>) -> Vec<Action> {
    let Some(me) = view.seat else { return items };
    let n = view.players.max(1);
    items.sort_by_key(|a| seat_of(a).map(|s| (s + n - me - 1) % n));
    items
}

/// Why `act` cannot be played by the viewer, in the rules' words with names filled in.
pub fn refusal(view: &SaboteurView, names: &[String], act: Act) -> Option<String> {
    let why = view.table().refusal(view.seat?, act)?;
    Some(tr_named(&why, names))
}
