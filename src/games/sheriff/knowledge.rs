//! What each seat knows of the other hands: cards it saw go in (a kept draw, a Defence, a Raid, a
//! hand it robbed, a card taken from it) and come out when a card of that kind leaves that hand in
//! view of it. Derived from the moves, so never saved (a loaded game replays its moves); a search's
//! quiet samples skip it. Bots and the determinization read it through the seat's view.

use crate::engine::Seat;

use super::rules::{Action, Sheriff, Stage};
use super::scoring::Item;

/// A move's hidden parts the hand difference cannot tell, recorded while the move is applied.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Secrets {
    /// Favours: cards only their receiver saw.
    pub favours: Vec<(Seat, Item)>,
    /// A Theft or Robbery: (taker, victim, card); only the two of them know the card.
    pub taken: Option<(Seat, Seat, Item)>,
}

/// The hands before a move, in one list (a move is applied hundreds of times a game; one list
/// costs one allocation where a copy of every hand cost one each).
pub(super) struct Hands {
    cards: Vec<Item>,
    /// Where each hand ends in `cards`.
    ends: Vec<usize>,
}

impl Hands {
    pub(super) fn of(hands: &[Vec<Item>]) -> Self {
        let mut cards = Vec::with_capacity(hands.iter().map(Vec::len).sum());
        let mut ends = Vec::with_capacity(hands.len());
        for h in hands {
            cards.extend_from_slice(h);
            ends.push(cards.len());
        }
        Hands { cards, ends }
    }

    fn iter(&self) -> impl Iterator<Item = &[Item]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts.zip(&self.ends).map(|(a, &b)| &self.cards[a..b])
    }
}

/// Removes one `item` from `cards` if there is one.
fn forget(cards: &mut Vec<Item>, item: Item) {
    if let Some(i) = cards.iter().position(|&c| c == item) {
        cards.swap_remove(i);
    }
}

/// `a` minus `b` as multisets.
fn minus(a: &[Item], b: &[Item]) -> Vec<Item> {
    let mut left = a.to_vec();
    for &c in b {
        forget(&mut left, c);
    }
    left
}

impl Sheriff {
    /// What `seat` knows to be in `holder`'s hand (its own hand it knows whole).
    pub fn known(&self, seat: Seat, holder: Seat) -> &[Item] {
        self.known.get(seat).and_then(|k| k.get(holder)).map_or(&[], Vec::as_slice)
    }

    /// Updates everyone's knowledge after `action` moved hands from `before` to now.
    pub(super) fn learn(&mut self, before_stage: &Stage, action: &Action, before: &Hands) {
        let n = self.players();
        if self.known.len() != n {
            self.known = vec![vec![Vec::new(); n]; n];
        }
        let secrets = std::mem::take(&mut self.secrets);
        match (before_stage, action) {
            // A secret Buy offer leaves the hand unseen; the reveal below settles it.
            (Stage::BuyOffers { .. }, Action::Offer(_)) => {}
            (Stage::BuyChoice { offers }, Action::Accept(from)) => {
                let copper = super::data::data().item("Copper coin").unwrap_or(0);
                for (s, offer) in offers.iter().enumerate() {
                    let Some(x) = *offer else { continue };
                    for o in (0..n).filter(|&o| o != s) {
                        let k = &mut self.known[o][s];
                        if *from == Some(s) {
                            forget(k, x);
                            k.push(copper);
                        } else if !k.contains(&x) {
                            // Back in the hand: at least one of them is there.
                            k.push(x);
                        }
                    }
                    if *from == Some(s) {
                        self.public_gain(self.active, x);
                    }
                }
                if from.is_none() {
                    self.public_gain(self.active, copper);
                }
            }
            _ => {
                for (h, was) in before.iter().enumerate() {
                    // A hand the move left alone teaches nothing, unless a card was taken from it
                    // or by it (then who saw which card matters).
                    let involved = secrets.taken.is_some_and(|(t, v, _)| h == t || h == v);
                    if !involved && self.hands[h] == was {
                        continue;
                    }
                    let mut gained = minus(&self.hands[h], was);
                    let lost = minus(was, &self.hands[h]);
                    for &(_, c) in secrets.favours.iter().filter(|(s, _)| *s == h) {
                        forget(&mut gained, c);
                    }
                    if let Some((taker, victim, c)) = secrets.taken {
                        if h == victim {
                            // Those who did not see which card went only know that one did.
                            for o in (0..n).filter(|&o| o != taker && o != victim) {
                                self.known[o][victim].clear();
                            }
                            forget(&mut self.known[taker][victim], c);
                            for &g in &gained {
                                self.public_gain(h, g);
                            }
                            continue;
                        }
                        if h == taker {
                            forget(&mut gained, c);
                            self.known[victim][taker].push(c);
                        }
                    }
                    for &c in &lost {
                        for o in 0..n {
                            forget(&mut self.known[o][h], c);
                        }
                    }
                    for &c in &gained {
                        self.public_gain(h, c);
                    }
                }
            }
        }
        // A hand shown: a Robbery to the robber, a Raid to everyone.
        if let Stage::Pick { target, raid, .. } = self.stage {
            let hand = self.hands[target].clone();
            for o in (0..n).filter(|&o| o != target && (raid || o == self.active)) {
                self.known[o][target] = hand.clone();
            }
        }
        for (o, row) in self.known.iter_mut().enumerate() {
            row[o].clear();
        }
    }

    fn public_gain(&mut self, holder: Seat, item: Item) {
        for o in (0..self.players()).filter(|&o| o != holder) {
            self.known[o][holder].push(item);
        }
    }
}
