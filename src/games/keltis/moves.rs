//! Listing the legal actions. Searches call this thousands of times a decision, so it reads each row
//! it needs once, finds identical cards with a bit set and allocates only the list it returns; the
//! order of the list is part of the rules' contract (bots and tests index it).

use super::cards::{Card, Colour, Suit};
use super::row::RowSummary;
use super::rules::{Action, HAND_SIZE, Keltis, Phase, Source};
use crate::engine::Seat;

/// The most distinct cards a hand is listed with (a hand holds 8, 10 while a wish draws).
const DISTINCT: usize = HAND_SIZE + 2;
/// Card kinds ([`Card::key`]).
const KEYS: usize = 71;

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
        // Identical cards (two Green 5s) give the same actions: list each once. `slot` finds a
        // card's place among the distinct ones by its key (0 = not yet seen).
        let mut distinct = [Card::Point(0); DISTINCT];
        let mut copies = [0u8; DISTINCT];
        let mut slot = [0u8; KEYS];
        let mut len = 0;
        // The colour rows the hand's cards could go into (a point card: all five), and per value
        // the distinct cards of that value (bit i = `distinct[i]`), for wishing-stone pairs.
        let mut needed = 0u8;
        let mut by_value = [0u16; 11];
        for &c in &self.hands[seat] {
            // The card's key, the rows it could go into and its value (11: none).
            let (k, rows, value) = match c {
                Card::Number(col, v) => (col.index() * 11 + usize::from(v), 1 << col.index(), usize::from(v)),
                Card::End(col) => (55 + col.index(), 1 << col.index(), 11),
                Card::Point(v) => (60 + usize::from(v), 0x1f, usize::from(v)),
            };
            match slot[k] {
                0 if len < DISTINCT => {
                    distinct[len] = c;
                    copies[len] = 1;
                    needed |= rows;
                    if let Some(b) = by_value.get_mut(value) {
                        *b |= 1 << len;
                    }
                    len += 1;
                    slot[k] = len as u8;
                }
                0 => {}
                i => copies[usize::from(i) - 1] += 1,
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
        if self.phase != Phase::Play {
            out.push(Action::Done);
            return out;
        }
        out.extend(distinct.iter().map(|c| Action::Discard(*c)));
        // Wishing stones: per distinct card whose stone lies in the middle, the pair of its two
        // copies, then pairs with each later distinct card of its value.
        for (i, &a) in distinct.iter().enumerate() {
            let Some(v) =
                a.value().filter(|v| (1..=9).contains(v) && self.stones[usize::from(*v) - 1].is_none())
            else {
                continue;
            };
            if copies[i] >= 2 {
                out.push(Action::Wish(a, a));
            }
            let mut later = by_value[usize::from(v)] >> (i + 1) << (i + 1);
            while later != 0 {
                out.push(Action::Wish(a, distinct[later.trailing_zeros() as usize]));
                later &= later - 1;
            }
        }
        out
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
