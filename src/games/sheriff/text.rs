//! The sentences of the Sheriff screen: the title, the prompt, each legal choice, hands grouped with
//! item values. Pure text from the viewer's view, so tests can compare it with what is drawn.

use super::actions::list;
use super::data::{ActionKind, TaskKind, data};
use super::rules::{Action, card_count, counted, name};
use super::scoring::{Ambush, Item, colour};
use super::view::{Phase, SheriffView};

/// An ambush card in a choice or on the table: "red colour card", "Pearls + Treasure chest".
pub fn ambush_text(a: Ambush) -> String {
    match a {
        Ambush::Colour(c) => format!("{} colour card", colour(c)),
        Ambush::Pair(x, y) => format!("{} + {}", name(x), name(y)),
    }
}

/// An item with its value: "Pearls 10".
pub fn valued(item: Item) -> String {
    data().items.get(item).map_or("?".into(), |i| format!("{} {}", i.name, i.value))
}

/// Cards grouped in item order with their values: "Copper coin 7 ×2 · Gold 9 · Pearls 10 ×2".
pub fn grouped(cards: &[Item]) -> String {
    if cards.is_empty() {
        return "no cards".into();
    }
    grouped_parts(cards).join(" · ")
}

/// The groups of `grouped`, one string each, so a line can break between them.
pub fn grouped_parts(cards: &[Item]) -> Vec<String> {
    (0..data().items.len())
        .filter_map(|i| {
            let n = cards.iter().filter(|&&c| c == i).count();
            (n > 0).then(|| if n == 1 { valued(i) } else { format!("{} ×{n}", valued(i)) })
        })
        .collect()
}

/// "7 diff", "5 same", "4 pairs": short task labels for the table line.
pub fn short_task(t: &super::data::Task) -> String {
    match t.kind {
        TaskKind::Different => format!("{} diff", t.count),
        TaskKind::Identical => format!("{} same", t.count),
        TaskKind::Pairs => format!("{} pairs", t.count),
    }
}

/// The title: whose turn, and who decides now when that is someone else (an offer, a defence, an
/// ambush), so an out-of-turn screen never looks like the active player's.
pub fn title(view: &SheriffView, names: &[String]) -> String {
    let who = |s: usize| names.get(s).cloned().unwrap_or_default();
    if view.phase == Phase::Over {
        return "Sheriff · game over".into();
    }
    let mut t = format!("Sheriff · {}'s turn", who(view.active));
    if let Some(d) = view.decider.filter(|&d| d != view.active) {
        let doing = match view.phase {
            Phase::Defence { .. } => "may defend",
            Phase::BuyOffers | Phase::TradeOffers => "offers",
            Phase::Strike { .. } => "may ambush",
            Phase::DiscardDown { .. } => "discards",
            _ => "decides",
        };
        t.push_str(&format!(" · now {} {doing}", who(d)));
    }
    t.push_str(&format!(" · deck {}", view.deck));
    t
}

/// The sentence for one choice in the menu.
pub fn describe(view: &SheriffView, names: &[String], a: &Action) -> String {
    let who = |s: &usize| names.get(*s).cloned().unwrap_or_default();
    match a {
        Action::Keep => match &view.phase {
            Phase::Drawn { card } => format!("Keep the {} in your hand", name(*card)),
            _ => "Keep it".into(),
        },
        Action::Act { target } => {
            let card = match view.phase {
                Phase::Drawn { card } => card,
                _ => 0,
            };
            let t = target.map(|t| who(&t)).unwrap_or_default();
            let n = target.map_or(0, |t| view.hand_sizes[t]);
            match data().items[card].action {
                ActionKind::Buy => "Buy: everyone offers a card for the Copper coin".into(),
                ActionKind::Theft => format!("Theft: take a random card from {t} ({})", card_count(n)),
                ActionKind::Ambush => "Ambush: draw 2 ambush cards and keep one".into(),
                ActionKind::Robbery => {
                    format!("Robbery: look at {t}'s hand ({}) and take one", card_count(n))
                }
                ActionKind::Raid => format!("Raid: show {t}'s hand ({}) to all and take one", card_count(n)),
                ActionKind::Trade => "Trade: everyone offers 1 or 2 cards for the Treasure chest".into(),
                ActionKind::Defence => "Defence".into(),
            }
        }
        Action::Defend(true) => "Defend: play a Necklace (the action fails; you swap cards)".into(),
        Action::Defend(false) => "Do not defend".into(),
        Action::Take(i) => format!("Take the {}", valued(*i)),
        Action::Offer(i) => format!("Offer a {}", valued(*i)),
        Action::TradeOffer(cards) => format!("Offer {}", list(cards)),
        Action::Accept(None) => "Refuse every offer and keep the Copper coin".into(),
        Action::Accept(Some(s)) => {
            let offer = view
                .revealed_offers
                .as_ref()
                .and_then(|o| o[*s])
                .map(valued)
                .unwrap_or_else(|| grouped(&view.trade_offers[*s]));
            format!("Accept {}'s offer: {offer}", who(s))
        }
        Action::KeepAmbush(a) => format!("Keep the ambush card {}", ambush_text(*a)),
        Action::ScoreSet { item, count } => {
            format!("Score: lay out {}, keep one worth {}", counted(*count, *item), data().items[*item].value)
        }
        Action::ScoreTask { task, cards } => {
            format!("Task \"{}\" with {}", data().tasks[*task].name, grouped(cards))
        }
        Action::EndTurn => "End the turn without scoring".into(),
        Action::Strike(None) => "Let the set pass".into(),
        Action::Strike(Some(a)) => format!("Strike with {}", ambush_text(*a)),
        Action::Discard(cards) => format!("Discard {}", grouped(cards)),
    }
}

/// What is being decided, in one sentence above the choices.
pub fn prompt(view: &SheriffView, names: &[String]) -> String {
    let d = view.decider.map(|s| names[s].clone()).unwrap_or_default();
    let a = &names[view.active];
    match &view.phase {
        Phase::Drawn { card } => {
            format!("{a} drew {}: keep it or carry out its action", valued(*card))
        }
        Phase::Defence { card, target } => {
            format!("{} is attacked with the {}: defend with a Necklace?", names[*target], name(*card))
        }
        Phase::Pick { target, .. } => format!("{a} takes a card from {}", names[*target]),
        Phase::BuyOffers => format!("{d}: offer one card for the Copper coin (secret)"),
        Phase::BuyChoice => format!("{a}: choose an offer or refuse them all"),
        Phase::AmbushChoice => format!("{a}: keep one of the two ambush cards"),
        Phase::TradeOffers => format!("{d}: offer 1 or 2 cards for the Treasure chest (face up)"),
        Phase::TradeChoice => format!("{a}: accept one offer"),
        Phase::Score => format!("{a} may score once: 3+ identical items or a task"),
        Phase::Strike { item, laid } => {
            format!("{a} lays out {}: {d}, strike with an ambush?", counted(*laid, *item))
        }
        Phase::DiscardDown { limit } => format!("No cards left: {d} discards down to {limit}"),
        Phase::Over => "The game is over".into(),
    }
}

/// Why the game would end at the next scoring, if it would: the Sheriff stands on the last space,
/// or only one task card is left.
pub fn ends_next(view: &SheriffView) -> Option<&'static str> {
    let taken: usize = view.tasks.iter().map(Vec::len).sum();
    if view.phase == Phase::Over {
        None
    } else if view.sheriff == data().track.len() {
        Some("next scoring ends the game")
    } else if taken + 1 == 2 * view.tasks.len() {
        Some("next task ends the game")
    } else {
        None
    }
}
