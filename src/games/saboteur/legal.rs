//! Every legal Saboteur action of a seat now: placements on every square a path card fits (both
//! ways round), action cards on every legal target, discard-two-to-remove, passes, and the round-end
//! decisions. Copies of a card count once.

use crate::engine::Seat;

use super::cards::Card;
use super::deck::deck;
use super::maze::Segs;
use super::rules::{Action, Saboteur, Stage};

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
    let mut sorted = hand.to_vec();
    sorted.sort();
    let mut out = Vec::new();
    fn go(from: &[Card], k: usize, acc: &mut Vec<Card>, out: &mut Vec<Vec<Card>>) {
        if acc.len() == k {
            out.push(acc.clone());
            return;
        }
        let mut last = None;
        for (i, &c) in from.iter().enumerate() {
            if last == Some(c) {
                continue;
            }
            last = Some(c);
            acc.push(c);
            go(&from[i + 1..], k, acc, out);
            acc.pop();
        }
    }
    go(&sorted, k, &mut Vec::new(), &mut out);
    out
}

impl Saboteur {
    /// Where each path card of `seat`'s hand may go: (card, flipped, square).
    pub fn placements(&self, seat: Seat) -> Vec<Action> {
        if self.blocked_by(seat).is_some() {
            return Vec::new();
        }
        let slots = self.maze.slots();
        let mut out = Vec::new();
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
                for slot in slots.iter().filter(|s| s.accepts(card, flipped).is_ok()) {
                    out.push(Action::Place { card: i, at: slot.pos, flipped });
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
                    out.extend(choose(hand, k).into_iter().map(|discards| Action::Pass { discards }));
                }
                if hand.is_empty() {
                    out.push(Action::Pass { discards: Vec::new() });
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
