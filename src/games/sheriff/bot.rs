//! A Sheriff bot that decides from its own view: keeps sets it is building, scores when an ambush is
//! unlikely to break the set, defends when it has something to lose, and makes cheap offers.

use crate::engine::{BotLevel, GameRng};

use super::data::data;
use super::rules::Action;
use super::scoring::{Ambush, Item};
use super::view::{Phase, SheriffView};

fn value(item: Item) -> i32 {
    data().items.get(item).map_or(0, |i| i.value)
}

/// How much the bot wants to keep a card of `item` (more if it already collects it).
fn worth(view: &SheriffView, item: Item) -> i32 {
    value(item) + 12 * view.held(item) as i32
}

pub fn choose(view: &SheriffView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    if level == BotLevel::Easy && rng.chance(0.3) {
        return rng.pick(legal).cloned().unwrap_or(Action::EndTurn);
    }
    let best = |score: &dyn Fn(&Action) -> i32| -> Action {
        legal.iter().max_by_key(|a| score(a)).cloned().unwrap_or(Action::EndTurn)
    };
    match &view.phase {
        Phase::Drawn { card } => {
            let building = view.held(*card) >= 2;
            best(&|a| match a {
                Action::Keep => {
                    if building {
                        100
                    } else {
                        10
                    }
                }
                // Target the fullest hand.
                Action::Act { target: Some(t) } => 20 + view.hand_sizes[*t] as i32,
                Action::Act { target: None } => 15,
                _ => 0,
            })
        }
        Phase::Defence { card, .. } => {
            let hand = view.hand.as_deref().unwrap_or(&[]);
            let worth_defending = hand.len() >= 3 || value(*card) >= 10;
            best(&|a| i32::from(matches!(a, Action::Defend(true)) == worth_defending))
        }
        Phase::Pick { .. } | Phase::BuyChoice | Phase::TradeChoice => best(&|a| match a {
            Action::Take(i) => worth(view, *i),
            Action::Accept(Some(s)) => view
                .revealed_offers
                .as_ref()
                .and_then(|o| o[*s])
                .map(|i| worth(view, i) - value(data().item("Copper coin").unwrap_or(0)))
                .unwrap_or_else(|| view.trade_offers[*s].iter().map(|&i| worth(view, i)).sum()),
            Action::Accept(None) => 8,
            _ => 0,
        }),
        // Offer what the bot collects least, cheapest first.
        Phase::BuyOffers | Phase::TradeOffers => best(&|a| match a {
            Action::Offer(i) => -worth(view, *i),
            Action::TradeOffer(cards) => {
                -cards.iter().map(|&i| worth(view, i)).sum::<i32>() - 5 * cards.len() as i32
            }
            _ => 0,
        }),
        Phase::AmbushChoice => best(&|a| i32::from(matches!(a, Action::KeepAmbush(Ambush::Colour(_))))),
        Phase::Strike { .. } => best(&|a| i32::from(matches!(a, Action::Strike(Some(_))))),
        Phase::Score => {
            let threats: usize =
                (0..view.players).filter(|&s| Some(s) != view.seat).map(|s| view.ambush_counts[s]).sum();
            best(&|a| match a {
                Action::ScoreTask { task, .. } => 200 + data().tasks[*task].first,
                // Lay out enough that the likely ambushes still leave 3.
                Action::ScoreSet { item, count } => {
                    let safe = *count >= 3 + threats.min(2);
                    if safe { 100 + value(*item) + *count as i32 } else { -50 }
                }
                Action::EndTurn => 0,
                _ => -100,
            })
        }
        Phase::DiscardDown { .. } => best(&|a| match a {
            Action::Discard(cards) => -cards.iter().map(|&i| worth(view, i)).sum::<i32>(),
            _ => 0,
        }),
        Phase::Over => legal.first().cloned().unwrap_or(Action::EndTurn),
    }
}
