//! Every legal Saboteur action of a seat now: placements on every square a path card fits (both
//! ways round), action cards on every legal target, discard-two-to-remove, passes, and the round-end
//! decisions. Copies of a card count once.

use crate::engine::Seat;

use super::cards::Card;
use super::deck::deck;
use super::maze::{Segs, Slot};
use super::rules::{Action, Discards, Saboteur, Stage};

/// The distinct cards of a hand, in hand order.
fn distinct(hand: &[Card]) -> Vec<Card> {
    let mut out: Vec<Card> = Vec::new();
    for &c in hand {
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// The distinct sub-multisets of `hand` with `k` cards (sorted, so copies count once).
pub fn choose(hand: &[Card], k: usize) -> Vec<Vec<Card>> {
    let mut out = Vec::new();
    each_choice(hand, k, |c| out.push(c.to_vec()));
    out
}

/// Calls `f` with each distinct sub-multiset of `hand` with `k` cards, in sorted order, without
/// allocating (passes are listed on every turn of every playout).
pub fn each_choice(hand: &[Card], k: usize, mut f: impl FnMut(&[Card])) {
    if hand.len() > 8 {
        let mut sorted = hand.to_vec();
        sorted.sort_unstable();
        return go(&sorted, k, &mut Vec::new(), &mut f);
    }
    let mut s = [Card::Path(0); 8];
    let n = hand.len().min(8);
    s[..n].copy_from_slice(&hand[..n]);
    let s = &mut s[..n];
    s.sort_unstable();
    // Position `j` starts a new value after position `from` (copies of a card count once).
    let fresh = |j: usize, from: usize| j == from || s[j] != s[j - 1];
    match k {
        1 => (0..n).filter(|&i| fresh(i, 0)).for_each(|i| f(&[s[i]])),
        2 => {
            for i in (0..n).filter(|&i| fresh(i, 0)) {
                for j in (i + 1..n).filter(|&j| fresh(j, i + 1)) {
                    f(&[s[i], s[j]]);
                }
            }
        }
        3 => {
            for i in (0..n).filter(|&i| fresh(i, 0)) {
                for j in (i + 1..n).filter(|&j| fresh(j, i + 1)) {
                    for l in (j + 1..n).filter(|&l| fresh(l, j + 1)) {
                        f(&[s[i], s[j], s[l]]);
                    }
                }
            }
        }
        _ => go(s, k, &mut Vec::new(), &mut f),
    }
}

/// The general case: sub-multisets of the sorted `from` with `k` cards, extending `acc`.
fn go(from: &[Card], k: usize, acc: &mut Vec<Card>, f: &mut dyn FnMut(&[Card])) {
    if acc.len() == k {
        f(acc);
        return;
    }
    let mut last = None;
    for (i, &c) in from.iter().enumerate() {
        if last == Some(c) {
            continue;
        }
        last = Some(c);
        acc.push(c);
        go(&from[i + 1..], k, acc, f);
        acc.pop();
    }
}

impl Saboteur {
    /// Where each path card of `seat`'s hand may go: (card, flipped, square).
    pub fn placements(&self, seat: Seat) -> Vec<Action> {
        if self.blocked_by(seat).is_some() {
            return Vec::with_capacity(80);
        }
        let slots = self.maze.slots();
        // Only a ladder may go where no connected tunnel leads; most squares are such.
        let connected: Vec<&Slot> = slots.iter().filter(|s| s.connected != 0).collect();
        // Room for the placements and the passes after them (growing the list was a twentieth of
        // a game).
        let mut out = Vec::with_capacity(160);
        for c in distinct(&self.hands[seat]) {
            let Card::Path(i) = c else { continue };
            let card = &deck().path_cards[i as usize];
            // A card that looks the same turned round is offered once.
            let symmetric = {
                let sorted = |flipped| {
                    let segs = Segs::of(card, flipped);
                    let mut a = [0u8; 4];
                    segs.iter().zip(a.iter_mut()).for_each(|(s, slot)| *slot = s);
                    a.sort_unstable();
                    a
                };
                sorted(false) == sorted(true)
            };
            for flipped in [false, true] {
                if flipped && symmetric {
                    continue;
                }
                // `Slot::accepts` unrolled for one card against every square: its openings, and
                // for each set of connected edges (a bit per set) whether a segment meets it.
                let segs = Segs::of(card, flipped);
                let open = segs.open();
                let mut meets = 0u16;
                for seg in segs.iter() {
                    (1..16u16).filter(|c| u16::from(seg) & c != 0).for_each(|c| meets |= 1 << c);
                }
                let squares: &mut dyn Iterator<Item = &Slot> =
                    if card.ladder { &mut slots.iter() } else { &mut connected.iter().copied() };
                for slot in squares {
                    let fits = (slot.must_open & !open) | (slot.must_close & open) == 0
                        && if card.ladder {
                            !slot.next_to_goal && slot.next_to_path
                        } else {
                            meets >> slot.connected & 1 != 0
                        };
                    if fits {
                        out.push(Action::Place { card: i, at: slot.pos, flipped });
                    }
                }
            }
        }
        out
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.pending().includes(seat) {
            return Vec::new();
        }
        match &self.stage {
            Stage::Turn => {
                let hand = &self.hands[seat];
                let mut out = self.placements(seat);
                for c in distinct(hand) {
                    if let Card::Action(act) = c {
                        out.extend(
                            self.targets(seat, act)
                                .into_iter()
                                .map(|target| Action::Play { card: act, target }),
                        );
                    }
                }
                if self.expansion() {
                    let mut lying = self.in_front[seat].clone();
                    lying.dedup();
                    let pairs = if lying.is_empty() { Vec::new() } else { choose(hand, 2) };
                    for card in lying {
                        for pair in &pairs {
                            out.push(Action::Remove { discards: [pair[0], pair[1]], card });
                        }
                    }
                }
                let most = if self.expansion() { 3 } else { 1 };
                for k in 1..=most.min(hand.len()) {
                    each_choice(hand, k, |c| out.push(Action::Pass { discards: Discards::new(c) }));
                }
                if hand.is_empty() {
                    out.push(Action::Pass { discards: Discards::new(&[]) });
                }
                out
            }
            Stage::Theft { .. } => {
                (0..self.players).filter(|&s| s != seat && self.gold[s] > 0).map(Action::Steal).collect()
            }
            Stage::Nuggets { cards, .. } => {
                let mut values = cards.clone();
                values.sort_unstable();
                values.dedup();
                values.into_iter().map(Action::Keep).collect()
            }
            Stage::RoundOver { .. } => vec![Action::Continue],
            Stage::Over => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameRng;

    #[test]
    fn placements_are_exactly_the_squares_the_maze_accepts_and_kept_squares_are_fresh() {
        use crate::engine::{Pending, Setup};
        for seed in 0..30 {
            let mut g =
                Saboteur::new(&Setup { players: 6, first: Some(0), seed }, &Default::default()).unwrap();
            let mut rng = GameRng::new(seed);
            while let Pending::Seat(seat) = g.pending() {
                if g.stage == Stage::Turn && g.blocked_by(seat).is_none() {
                    let mut slow = Vec::new();
                    for c in distinct(&g.hands[seat]) {
                        let Card::Path(i) = c else { continue };
                        let card = &deck().path_cards[i as usize];
                        for flipped in [false, true] {
                            for slot in g.maze.slots().iter().filter(|s| s.accepts(card, flipped).is_ok()) {
                                slow.push((i, slot.pos, Segs::of(card, flipped).open()));
                            }
                        }
                    }
                    let opens =
                        |(i, p, f): (u8, _, bool)| (i, p, Segs::of(&deck().path_cards[i as usize], f).open());
                    let mut fast: Vec<_> = g
                        .placements(seat)
                        .into_iter()
                        .filter_map(|a| match a {
                            Action::Place { card, at, flipped } => Some(opens((card, at, flipped))),
                            _ => None,
                        })
                        .collect();
                    slow.sort();
                    slow.dedup();
                    fast.sort();
                    fast.dedup();
                    assert_eq!(fast, slow);
                }
                assert_eq!(g.maze.slots(), &g.maze.fresh_slots()[..], "kept squares are the squares");
                let legal = g.legal_actions(seat);
                g.apply(seat, &legal[rng.below(legal.len())]).unwrap();
            }
        }
    }

    #[test]
    fn each_choice_lists_every_distinct_sub_multiset_once_in_sorted_order() {
        let mut rng = GameRng::new(5);
        for _ in 0..200 {
            let hand: Vec<Card> = (0..rng.below(10)).map(|_| Card::Path(rng.below(4) as u8)).collect();
            for k in 0..=4 {
                let mut fast = Vec::new();
                each_choice(&hand, k, |c| fast.push(c.to_vec()));
                let mut slow = Vec::new();
                let mut sorted = hand.clone();
                sorted.sort();
                go(&sorted, k, &mut Vec::new(), &mut |c| slow.push(c.to_vec()));
                assert_eq!(fast, slow, "{hand:?} choose {k}");
                let mut unique = slow.clone();
                unique.dedup();
                assert_eq!(unique.len(), slow.len());
            }
        }
    }
}
