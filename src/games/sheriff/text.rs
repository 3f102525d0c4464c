//! The sentences of the Sheriff screen: the title, the prompt, each legal choice, hands grouped with
//! item values. Pure text from the viewer's view (in the current language), so tests can compare it
//! with what is drawn.

use super::data::{ActionKind, data};
use super::rules::Action;
use super::scoring::{Ambush, Item};
use super::view::{Phase, SheriffView};
use super::words::{self, seat};
use crate::i18n::{Msg, tr, tr_named};
use crate::{msg, t};

/// An ambush card in a list, a colour card with whose colour it is: "red colour card (Anna)",
/// "Pearls + Treasure chest".
pub fn ambush_text(a: Ambush, names: &[String]) -> String {
    tr_named(&words::ambush_short(a), names)
}

/// An item with its value: "Pearls 10".
pub fn valued(item: Item) -> String {
    tr(&words::valued(item))
}

/// Cards grouped in item order with their values: "Copper coin 7 ×2 · Gold 9 · Pearls 10 ×2".
pub fn grouped(cards: &[Item]) -> String {
    if cards.is_empty() {
        return t!("sheriff-no-cards");
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
    tr(&words::short_task(t))
}

/// The item whose action is `a` (each item type has its own).
fn by_action(a: ActionKind) -> Item {
    data().items.iter().position(|i| i.action == a).unwrap_or(0)
}

/// The title: whose turn, and who decides now when that is someone else (an offer, a defence, an
/// ambush), so an out-of-turn screen never looks like the active player's.
pub fn title(view: &SheriffView, names: &[String]) -> String {
    let mut parts = vec![t!("sheriff-title")];
    if view.phase == Phase::Over {
        parts.push(t!("sheriff-title-over"));
        return parts.join(" · ");
    }
    parts.push(tr_named(&msg!("sheriff-title-turn", who = seat(view.active)), names));
    if let Some(d) = view.decider.filter(|&d| d != view.active) {
        let now = match view.phase {
            // Secret offers made at once (a hosted table): all who are still to offer.
            Phase::BuyOffers if view.deciding.len() > 1 => {
                msg!("sheriff-now-offer-each", who = words::seats(&view.deciding))
            }
            Phase::Defence { .. } => msg!("sheriff-now-defend", who = seat(d)),
            Phase::BuyOffers | Phase::TradeOffers => msg!("sheriff-now-offers", who = seat(d)),
            Phase::Strike { .. } => msg!("sheriff-now-ambush", who = seat(d)),
            Phase::DiscardDown { .. } => msg!("sheriff-now-discards", who = seat(d)),
            _ => msg!("sheriff-now-decides", who = seat(d)),
        };
        parts.push(tr_named(&now, names));
    }
    parts.push(t!("sheriff-title-deck", n = view.deck));
    parts.join(" · ")
}

/// The sentence for one choice in the menu.
pub fn describe(view: &SheriffView, names: &[String], a: &Action) -> String {
    tr_named(&describe_msg(view, a), names)
}

fn describe_msg(view: &SheriffView, a: &Action) -> Msg {
    let card_the = |c: Item| (words::item(c), words::the(c));
    match a {
        Action::Keep => match &view.phase {
            Phase::Drawn { card } => {
                let (card, the) = card_the(*card);
                msg!("sheriff-do-keep", card = card, the = the)
            }
            _ => msg!("sheriff-do-keep-it"),
        },
        Action::Act { target } => {
            let card = match view.phase {
                Phase::Drawn { card } => card,
                _ => 0,
            };
            let t = seat(target.unwrap_or(0));
            let n = target.map_or(0, |t| view.hand_sizes[t]);
            let (name, the) = card_the(card);
            match data().items[card].action {
                ActionKind::Buy => msg!("sheriff-do-buy", card = name, the = the),
                ActionKind::Theft => msg!("sheriff-do-theft", target = t, n = n),
                ActionKind::Ambush => msg!("sheriff-do-ambush"),
                ActionKind::Robbery => msg!("sheriff-do-robbery", target = t, n = n),
                ActionKind::Raid => msg!("sheriff-do-raid", target = t, n = n),
                ActionKind::Trade => msg!("sheriff-do-trade", card = name, the = the),
                ActionKind::Defence => msg!("sheriff-do-defence"),
            }
        }
        Action::Defend(true) => {
            let (card, the) = card_the(by_action(ActionKind::Defence));
            msg!("sheriff-do-defend", card = card, the = the)
        }
        Action::Defend(false) => msg!("sheriff-do-not-defend"),
        Action::Take(i) => msg!("sheriff-do-take", card = words::valued(*i)),
        Action::Offer(i) => msg!("sheriff-do-offer", card = words::valued(*i)),
        Action::TradeOffer(cards) => msg!("sheriff-do-trade-offer", cards = words::list(cards)),
        Action::Accept(None) => {
            let (card, the) = card_the(by_action(ActionKind::Buy));
            msg!("sheriff-do-refuse", card = card, the = the)
        }
        Action::Accept(Some(s)) => {
            let offer = view
                .revealed_offers
                .as_ref()
                .and_then(|o| o[*s])
                .map(valued)
                .unwrap_or_else(|| grouped(&view.trade_offers[*s]));
            msg!("sheriff-do-accept", who = seat(*s), offer = offer)
        }
        Action::KeepAmbush(a) => msg!("sheriff-do-keep-ambush", ambush = words::ambush(*a)),
        Action::ScoreSet { item, count } => msg!(
            "sheriff-do-score-set",
            items = words::counted(*count, *item),
            value = data().items[*item].value
        ),
        Action::ScoreTask { task, cards } => {
            let t = &data().tasks[*task];
            // Alone the first pays its higher value until a second completes it; the second shares.
            let points = match view.tasks[*task].first() {
                None => msg!("sheriff-task-pays-first", first = t.first, shared = t.shared),
                Some(&by) => msg!("sheriff-task-pays-shared", shared = t.shared, who = seat(by)),
            };
            msg!("sheriff-do-task", task = words::task(t), cards = grouped(cards), points = points)
        }
        Action::EndTurn => msg!("sheriff-do-end"),
        Action::Strike(None) => msg!("sheriff-do-pass"),
        Action::Strike(Some(a)) => msg!("sheriff-do-strike", ambush = words::ambush(*a)),
        Action::Discard(cards) => msg!("sheriff-do-discard", cards = grouped(cards)),
    }
}

/// What is being decided, in one sentence above the choices.
pub fn prompt(view: &SheriffView, names: &[String]) -> String {
    let d = seat(view.decider.unwrap_or(view.active));
    let a = seat(view.active);
    let m = match &view.phase {
        Phase::Drawn { card } => msg!("sheriff-ask-drawn", who = a, card = words::valued(*card)),
        Phase::Defence { card, target } => {
            let n = by_action(ActionKind::Defence);
            msg!(
                "sheriff-ask-defence",
                target = seat(*target),
                card = words::item(*card),
                the = words::the(*card),
                necklace = words::item(n),
                nthe = words::the(n)
            )
        }
        Phase::Pick { target, .. } => msg!("sheriff-ask-pick", who = a, target = seat(*target)),
        Phase::BuyOffers => {
            let c = by_action(ActionKind::Buy);
            // Each offerer reads its own name; the others read everyone still to offer.
            let who = match view.seat.filter(|s| view.deciding.contains(s)) {
                Some(me) => seat(me),
                None if view.deciding.len() > 1 => words::seats(&view.deciding),
                None => d,
            };
            msg!("sheriff-ask-buy", who = who, card = words::item(c), the = words::the(c))
        }
        Phase::BuyChoice => msg!("sheriff-ask-buy-choice", who = a),
        Phase::AmbushChoice => msg!("sheriff-ask-ambush", who = a),
        Phase::TradeOffers => {
            let c = by_action(ActionKind::Trade);
            msg!("sheriff-ask-trade", who = d, card = words::item(c), the = words::the(c))
        }
        Phase::TradeChoice => msg!("sheriff-ask-trade-choice", who = a),
        Phase::Score => msg!("sheriff-ask-score", who = a),
        Phase::Strike { item, laid } => {
            msg!("sheriff-ask-strike", who = a, items = words::counted(*laid, *item), decider = d)
        }
        Phase::DiscardDown { limit } => msg!("sheriff-ask-discard", who = d, limit = *limit),
        Phase::Over => msg!("sheriff-ask-over"),
    };
    tr_named(&m, names)
}

/// Why the game would end at the next scoring, if it would: the Sheriff stands on the last space,
/// or only one task card is left.
pub fn ends_next(view: &SheriffView) -> Option<String> {
    let taken: usize = view.tasks.iter().map(Vec::len).sum();
    if view.phase == Phase::Over {
        None
    } else if view.sheriff == data().track.len() {
        Some(t!("sheriff-ends-scoring"))
    } else if taken + 1 == 2 * view.tasks.len() {
        Some(t!("sheriff-ends-task"))
    } else {
        None
    }
}
