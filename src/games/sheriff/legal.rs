//! Every legal action of a seat, for bots, tests and screen hints.

use crate::engine::Seat;

use super::data::data;
use super::data::{Task, TaskKind};
use super::rules::{Action, Sheriff, Stage};
use super::scoring::{Item, may_complete, strikes};

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
    // Cards of this item and the later ones: a branch that cannot reach `k` is not walked.
    let mut rest = [0usize; 8];
    for i in (0..7).rev() {
        rest[i] = rest[i + 1] + counts[i];
    }
    let mut out = Vec::new();
    let mut pick = Vec::with_capacity(k);
    fn go(
        item: usize,
        left: usize,
        c: (&[usize; 7], &[usize; 8]),
        pick: &mut Vec<Item>,
        out: &mut Vec<Vec<Item>>,
    ) {
        if left == 0 {
            out.push(pick.clone());
            return;
        }
        if item == 7 || c.1[item] < left {
            return;
        }
        for n in (0..=c.0[item].min(left)).rev() {
            pick.extend(std::iter::repeat_n(item, n));
            go(item + 1, left - n, c, pick, out);
            pick.truncate(pick.len() - n);
        }
    }
    go(0, k, (&counts, &rest), &mut pick, &mut out);
    out
}

/// Every way `hand` completes `task`, in the order an enumeration of all sub-multisets would list
/// them (the legal actions keep their order). Built from the counts per item: enumerating every
/// multiset of up to 8 cards and testing each was most of a game's time.
fn task_combos(task: &Task, hand: &[Item]) -> Vec<Vec<Item>> {
    let mut counts = [0usize; 7];
    for &c in hand {
        counts[c.min(6)] += 1;
    }
    match task.kind {
        TaskKind::Different if task.count == 7 => {
            if counts.iter().all(|&n| n >= 1) {
                vec![(0..7).collect()]
            } else {
                Vec::new()
            }
        }
        TaskKind::Identical => (0..7)
            .filter(|&i| counts[i] >= task.count && task.count > 0)
            .map(|i| vec![i; task.count])
            .collect(),
        TaskKind::Pairs => {
            // Types with a pair; subsets of `count` of them, the lowest item included first.
            let pairs: Vec<Item> = (0..7).filter(|&i| counts[i] >= 2).collect();
            let mut out = Vec::new();
            fn go(pairs: &[Item], left: usize, pick: &mut Vec<Item>, out: &mut Vec<Vec<Item>>) {
                if left == 0 {
                    out.push(pick.clone());
                    return;
                }
                if pairs.len() < left {
                    return;
                }
                pick.extend([pairs[0], pairs[0]]);
                go(&pairs[1..], left - 1, pick, out);
                pick.truncate(pick.len() - 2);
                go(&pairs[1..], left, pick, out);
            }
            if task.count > 0 {
                go(&pairs, task.count, &mut Vec::new(), &mut out);
            }
            out
        }
        // Any other shape (data may change): test every multiset of the right size.
        _ => {
            let size = if task.kind == TaskKind::Pairs { 2 * task.count } else { task.count };
            multisets(hand, size).into_iter().filter(|c| super::scoring::completes(task, c)).collect()
        }
    }
}

/// Every offer `hand` can make: for a Buy (`buy`) one card, never a Copper coin; for a Trade one or
/// two cards, never a Treasure chest.
pub fn offers(hand: &[Item], buy: bool) -> Vec<Action> {
    if buy {
        let copper = data().item("Copper coin").unwrap_or(0);
        return distinct(hand).into_iter().filter(|&c| c != copper).map(Action::Offer).collect();
    }
    let chest = data().item("Treasure chest").unwrap_or(0);
    let mut counts = [0usize; 7];
    for &c in hand.iter().filter(|&&c| c != chest) {
        counts[c.min(6)] += 1;
    }
    // One card, then two, each in the order of [`multisets`] (the legal actions keep their order).
    let mut v: Vec<Action> = (0..7).filter(|&i| counts[i] > 0).map(|i| Action::TradeOffer(vec![i])).collect();
    for i in (0..7).filter(|&i| counts[i] > 0) {
        if counts[i] >= 2 {
            v.push(Action::TradeOffer(vec![i, i]));
        }
        v.extend((i + 1..7).filter(|&j| counts[j] > 0).map(|j| Action::TradeOffer(vec![i, j])));
    }
    v
}

impl Sheriff {
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.pending().includes(seat) {
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
            // Offers in the order the table lists them: clockwise from the active player's left.
            Stage::BuyChoice { offers } => std::iter::once(None)
                .chain(self.others().into_iter().filter(|&s| offers[s].is_some()).map(Some))
                .map(Action::Accept)
                .collect(),
            Stage::TradeOffers { .. } => offers(hand, false),
            Stage::TradeChoice { offers } => self
                .others()
                .into_iter()
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
                    v.extend(task_combos(t, hand).into_iter().map(|cards| Action::ScoreTask { task, cards }));
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

    /// The direct enumeration lists exactly what testing every multiset lists, in the same order.
    #[test]
    fn task_combinations_match_the_exhaustive_enumeration() {
        let mut rng = crate::engine::GameRng::new(4);
        for _ in 0..400 {
            let n = rng.below(16);
            let hand: Vec<usize> = (0..n).map(|_| rng.below(7)).collect();
            for t in &crate::games::sheriff::data::data().tasks {
                let size = if t.kind == super::TaskKind::Pairs { 2 * t.count } else { t.count };
                let slow: Vec<Vec<usize>> = multisets(&hand, size)
                    .into_iter()
                    .filter(|c| crate::games::sheriff::scoring::completes(t, c))
                    .collect();
                assert_eq!(super::task_combos(t, &hand), slow, "{hand:?} {}", t.name);
            }
        }
    }

    #[test]
    fn trade_offers_are_every_one_or_two_cards_but_a_chest() {
        let mut rng = crate::engine::GameRng::new(9);
        let chest = crate::games::sheriff::data::data().item("Treasure chest").unwrap();
        for _ in 0..300 {
            let n = rng.below(12);
            let hand: Vec<usize> = (0..n).map(|_| rng.below(7)).collect();
            let eligible: Vec<usize> = hand.iter().copied().filter(|&c| c != chest).collect();
            let mut slow: Vec<Vec<usize>> = multisets(&eligible, 1);
            slow.extend(multisets(&eligible, 2));
            let fast: Vec<Vec<usize>> = super::offers(&hand, false)
                .into_iter()
                .map(|a| match a {
                    crate::games::sheriff::Action::TradeOffer(c) => c,
                    _ => unreachable!(),
                })
                .collect();
            assert_eq!(fast, slow, "{hand:?}");
        }
    }

    #[test]
    fn multisets_are_complete_and_unique() {
        assert_eq!(multisets(&[0, 0, 1], 2), vec![vec![0, 0], vec![0, 1]]);
        assert_eq!(multisets(&[2, 2, 2], 3), vec![vec![2, 2, 2]]);
        assert_eq!(multisets(&[0, 1], 0), vec![Vec::<usize>::new()]);
        assert!(multisets(&[0], 2).is_empty());
    }
}
