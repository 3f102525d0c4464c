//! Every legal action of a seat, for bots, tests and screen hints.

use crate::engine::Seat;

use super::data::data;
use super::rules::{Action, Sheriff, Stage};
use super::scoring::{Item, completes, may_complete, strikes};

/// Distinct values of `cards`, in item order.
fn distinct(cards: &[Item]) -> Vec<Item> {
    let mut d = cards.to_vec();
    d.sort_unstable();
    d.dedup();
    d
}

/// Every sub-multiset of `cards` with `k` cards (sorted, each once).
fn multisets(cards: &[Item], k: usize) -> Vec<Vec<Item>> {
    let mut counts = [0usize; 7];
    for &c in cards {
        counts[c.min(6)] += 1;
    }
    let mut out = Vec::new();
    let mut pick = Vec::new();
    fn go(item: usize, left: usize, counts: &[usize; 7], pick: &mut Vec<Item>, out: &mut Vec<Vec<Item>>) {
        if left == 0 {
            out.push(pick.clone());
            return;
        }
        if item == 7 {
            return;
        }
        for n in (0..=counts[item].min(left)).rev() {
            pick.extend(std::iter::repeat_n(item, n));
            go(item + 1, left - n, counts, pick, out);
            pick.truncate(pick.len() - n);
        }
    }
    go(0, k, &counts, &mut pick, &mut out);
    out
}

/// Every offer `hand` can make: for a Buy (`buy`) one card, never a Copper coin; for a Trade one or
/// two cards, never a Treasure chest.
pub fn offers(hand: &[Item], buy: bool) -> Vec<Action> {
    if buy {
        let copper = data().item("Copper coin").unwrap_or(0);
        return distinct(hand).into_iter().filter(|&c| c != copper).map(Action::Offer).collect();
    }
    let chest = data().item("Treasure chest").unwrap_or(0);
    let eligible: Vec<Item> = hand.iter().copied().filter(|&c| c != chest).collect();
    let mut v: Vec<Action> = multisets(&eligible, 1).into_iter().map(Action::TradeOffer).collect();
    v.extend(multisets(&eligible, 2).into_iter().map(Action::TradeOffer));
    v
}

impl Sheriff {
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.pending().seat() != Some(seat) {
            return Vec::new();
        }
        let hand = &self.hands[seat];
        match self.stage() {
            Stage::Over => Vec::new(),
            Stage::Drawn { card } => {
                let mut v = vec![Action::Keep];
                if let Some(targets) = self.action_targets(*card) {
                    v.extend(targets.into_iter().map(|target| Action::Act { target }));
                }
                v
            }
            Stage::Defence { .. } => {
                let mut v = vec![Action::Defend(false)];
                if hand.contains(&data().item("Necklace").unwrap_or(0)) {
                    v.push(Action::Defend(true));
                }
                v
            }
            Stage::Pick { target, .. } => {
                distinct(&self.hands[*target]).into_iter().map(Action::Take).collect()
            }
            Stage::BuyOffers { .. } => offers(hand, true),
            Stage::BuyChoice { offers } => std::iter::once(None)
                .chain((0..offers.len()).filter(|&s| offers[s].is_some()).map(Some))
                .map(Action::Accept)
                .collect(),
            Stage::TradeOffers { .. } => offers(hand, false),
            Stage::TradeChoice { offers } => (0..offers.len())
                .filter(|&s| !offers[s].is_empty())
                .map(|s| Action::Accept(Some(s)))
                .collect(),
            Stage::AmbushChoice { drawn } => drawn
                .iter()
                .filter(|&&a| a != super::scoring::Ambush::Colour(seat))
                .map(|&a| Action::KeepAmbush(a))
                .collect(),
            Stage::Score => {
                let mut v = vec![Action::EndTurn];
                for item in distinct(hand) {
                    let held = hand.iter().filter(|&&c| c == item).count();
                    v.extend((3..=held).map(|count| Action::ScoreSet { item, count }));
                }
                for (task, t) in data().tasks.iter().enumerate() {
                    if !may_complete(&self.tasks[task], seat) {
                        continue;
                    }
                    let size = match t.kind {
                        super::data::TaskKind::Pairs => 2 * t.count,
                        _ => t.count,
                    };
                    for cards in multisets(hand, size) {
                        if completes(t, &cards) {
                            v.push(Action::ScoreTask { task, cards });
                        }
                    }
                }
                v
            }
            Stage::Strike { item, .. } => {
                let mut v = vec![Action::Strike(None)];
                let mut own = self.ambushes[seat].clone();
                own.dedup();
                v.extend(
                    own.into_iter()
                        .filter(|&a| strikes(a, *item, self.active()))
                        .map(|a| Action::Strike(Some(a))),
                );
                v
            }
            Stage::DiscardDown { limit, .. } => {
                multisets(hand, hand.len().saturating_sub(*limit)).into_iter().map(Action::Discard).collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::multisets;

    #[test]
    fn multisets_are_complete_and_unique() {
        assert_eq!(multisets(&[0, 0, 1], 2), vec![vec![0, 0], vec![0, 1]]);
        assert_eq!(multisets(&[2, 2, 2], 3), vec![vec![2, 2, 2]]);
        assert_eq!(multisets(&[0, 1], 0), vec![Vec::<usize>::new()]);
        assert!(multisets(&[0], 2).is_empty());
    }
}
