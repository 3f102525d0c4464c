//! The Saboteur choice lists: each choice as a sentence ("Break Bruno's lantern"), and the order
//! targets are listed in — the other players clockwise from your left, yourself last — so a menu
//! never starts on a card played against yourself.

use super::cards::Act;
use super::deck::deck;
use super::hand::name;
use super::rules::{Action, Target, square};
use super::view::SaboteurView;

/// The sentence for one choice in a menu.
pub fn describe(view: &SaboteurView, names: &[String], a: &Action) -> String {
    let who = |s: &usize| {
        if Some(*s) == view.seat { "your own".to_string() } else { format!("{}'s", name(names, *s)) }
    };
    let whom = |s: &usize| if Some(*s) == view.seat { "yourself".to_string() } else { name(names, *s) };
    match a {
        Action::Place { card, at, flipped } => {
            let turned = if *flipped { " (turned)" } else { "" };
            format!("Place {}{turned} at {}", deck().path_cards[*card as usize].name, square(*at))
        }
        Action::Play { card, target } => match (card, target) {
            (Act::Broken(t), Target::Seat(s)) => format!("Break {} {}", who(s), t.name()),
            (Act::Repair(..), Target::Tool(s, t)) => format!("Repair {} {}", who(s), t.name()),
            (Act::Trapped, Target::Seat(s)) => format!("Trap {}", whom(s)),
            (Act::FreeAtLast, Target::Seat(s)) => format!("Free {}", whom(s)),
            (Act::HandsOff, Target::Seat(s)) => format!("Take away {} Theft", who(s)),
            (Act::SwapHand, Target::Seat(s)) => format!("Swap hands with {}", whom(s)),
            (Act::Inspection, Target::Seat(s)) => format!("Look at {} role", who(s)),
            (Act::SwapHats, Target::Seat(s)) => format!("Make {} swap hats (a new secret role)", whom(s)),
            (Act::Theft, _) => "Lay a Theft in front of yourself".into(),
            (Act::Rockfall, Target::Square(p)) => format!("Rockfall on {}", square(*p)),
            (Act::Map, Target::Square(p)) => format!("Look at the goal at {}", square(*p)),
            (c, _) => c.title(),
        },
        Action::Remove { discards, card } => {
            format!(
                "Discard {} and {} to remove your {}",
                discards[0].title(),
                discards[1].title(),
                card.title()
            )
        }
        Action::Pass { discards } => {
            let cards: Vec<String> = discards.iter().map(|c| c.title()).collect();
            format!("Pass, discarding {}", cards.join(", "))
        }
        Action::Steal(s) => format!("Steal 1 gold from {}", name(names, *s)),
        Action::Keep(v) => format!("Keep a nugget card worth {v}"),
        Action::Continue => "Continue".into(),
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
    Some(crate::engine::Event::public(why).render(names))
}
