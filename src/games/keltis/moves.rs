//! Listing the legal actions. Searches call this thousands of times a decision, so it reads each row
//! it needs once, finds identical cards with a bit set and allocates only the list it returns; the
//! order of the list is part of the rules' contract (bots and tests index it).

use super::cards::{Card, Colour, Suit};
use super::row::RowSummary;
use super::rules::{Action, HAND_SIZE, Keltis, Phase, Source};
use crate::engine::Seat;

/// The most distinct cards a hand is listed with (a hand holds 8, 10 while a wish draws).
const DISTINCT: usize = HAND_SIZE + 2;

impl Keltis {
    /// Every legal action of `seat` now: draws (deck, then piles in table order); or, per distinct
    /// card in hand order, its lays (its own row; a point card the point row, then each colour),
    /// then discards and wishing stones in play, or `Done` in the final placements.
    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat != self.current {
            return Vec::new();
        }
        match self.phase {
            Phase::Over => Vec::new(),
            Phase::Draw { blocked, .. } => {
                let mut out = Vec::with_capacity(7);
                if !self.deck.is_empty() {
                    out.push(Action::Draw(Source::Deck));
                }
                for suit in Suit::ALL {
                    let i = suit.index();
                    if blocked & (1 << i) == 0 && !self.piles[i].is_empty() {
                        out.push(Action::Draw(Source::Pile(suit)));
                    }
                }
                out
            }
            Phase::Play | Phase::Final { .. } => self.card_actions(seat),
        }
    }

    fn card_actions(&self, seat: Seat) -> Vec<Action> {
        // Identical cards (two Green 5s) give the same actions: list each once.
        let mut distinct = [Card::Point(0); DISTINCT];
        let mut copies = [0u8; DISTINCT];
        let mut len = 0;
        let mut seen = 0u128;
        // The colour rows the hand's cards could go into (a point card: all five).
        let mut needed = 0u8;
        for &c in &self.hands[seat] {
            let bit = 1u128 << c.key();
            if seen & bit != 0 {
                if let Some(i) = distinct[..len].iter().position(|d| *d == c) {
                    copies[i] += 1;
                }
            } else if len < DISTINCT {
                seen |= bit;
                distinct[len] = c;
                copies[len] = 1;
                len += 1;
                needed |= match c.colour() {
                    Some(col) => 1 << col.index(),
                    None => 0x1f,
                };
            }
        }
        let distinct = &distinct[..len];
        let rows = &self.rows[seat];
        // Rows no card in hand could go into are not read.
        let unread = RowSummary::of(&[], Colour::Green);
        let sums: [RowSummary; 5] = std::array::from_fn(|i| {
            if needed & (1 << i) != 0 { RowSummary::of(&rows[i], Colour::ALL[i]) } else { unread }
        });
        let mut out = Vec::with_capacity(48);
        for &card in distinct {
            match card {
                Card::Point(_) => {
                    out.push(Action::Lay { card, row: Suit::Points });
                    for (sum, colour) in sums.iter().zip(Colour::ALL) {
                        if sum.allows(card) {
                            out.push(Action::Lay { card, row: Suit::Colour(colour) });
                        }
                    }
                }
                Card::Number(colour, _) | Card::End(colour) => {
                    if sums[colour.index()].allows(card) {
                        out.push(Action::Lay { card, row: Suit::Colour(colour) });
                    }
                }
            }
        }
        if self.phase == Phase::Play {
            out.extend(distinct.iter().map(|c| Action::Discard(*c)));
            self.push_wishes(distinct, &copies[..len], &mut out);
        } else {
            out.push(Action::Done);
        }
        out
    }

    /// Wishing-stone pairs from the distinct cards of a hand and how many copies of each it holds.
    fn push_wishes(&self, distinct: &[Card], copies: &[u8], out: &mut Vec<Action>) {
        for (i, &a) in distinct.iter().enumerate() {
            let Some(v) =
                a.value().filter(|v| (1..=9).contains(v) && self.stones[usize::from(*v) - 1].is_none())
            else {
                continue;
            };
            if copies[i] >= 2 {
                out.push(Action::Wish(a, a));
            }
            for &b in &distinct[i + 1..] {
                if b.value() == Some(v) {
                    out.push(Action::Wish(a, b));
                }
            }
        }
    }
}

/// The rows a card could go into: its colour row, and for point cards the point row and every colour.
pub fn lay_targets(card: Card) -> impl Iterator<Item = Suit> {
    let (first, rest): (Suit, &[Suit]) = match card {
        Card::Point(_) => (Suit::Points, &Suit::ALL[..5]),
        _ => (card.suit(), &[]),
    };
    std::iter::once(first).chain(rest.iter().copied())
}
