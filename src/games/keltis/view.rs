//! What one seat may know of a Keltis game: everything public, plus its own hand.

use crate::engine::Seat;

use super::cards::{Card, Suit};
use super::rules::{EndReason, Keltis, Phase};
use super::scoring;

#[derive(Clone, Debug, PartialEq)]
pub struct KeltisView {
    /// The seat this view belongs to (`None`: the public table).
    pub seat: Option<Seat>,
    pub current: Seat,
    pub phase: Phase,
    pub ended: Option<EndReason>,
    pub deck: usize,
    /// Cards removed unseen (2 players).
    pub removed: usize,
    pub piles: [Vec<Card>; 6],
    pub rows: Vec<[Vec<Card>; 5]>,
    pub point_rows: Vec<Vec<Card>>,
    /// Owner of each wishing stone (value `i + 1`).
    pub stones: [Option<Seat>; 9],
    pub hand_sizes: Vec<usize>,
    /// The seat's own hand; `None` for the public table.
    pub hand: Option<Vec<Card>>,
    /// The cards the seat drew on its latest turn (empty for the public table).
    pub drawn: Vec<Card>,
    /// Per seat, cards everybody saw it take from a discard pile and not yet play.
    pub known: Vec<Vec<Card>>,
    /// Turns completed (public: the log shows them).
    pub turns: u32,
}

impl KeltisView {
    pub fn of(game: &Keltis, seat: Option<Seat>) -> Self {
        KeltisView {
            seat,
            current: game.current,
            phase: game.phase,
            ended: game.ended,
            deck: game.deck.len(),
            removed: game.removed.len(),
            piles: game.piles.clone(),
            rows: game.rows.clone(),
            point_rows: game.point_rows.clone(),
            stones: game.stones,
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            hand: seat.map(|s| game.hands[s].clone()),
            drawn: seat.map(|s| game.drawn(s).to_vec()).unwrap_or_default(),
            known: (0..game.seats()).map(|s| game.known(s).to_vec()).collect(),
            turns: game.turns,
        }
    }

    pub fn players(&self) -> usize {
        self.rows.len()
    }

    pub fn pile_top(&self, suit: Suit) -> Option<Card> {
        self.piles[suit.index()].last().copied()
    }

    pub fn stones_of(&self, seat: Seat) -> Vec<u8> {
        (1..=9).filter(|v| self.stones[usize::from(*v) - 1] == Some(seat)).collect()
    }

    pub fn stones_left(&self) -> Vec<u8> {
        (1..=9).filter(|v| self.stones[usize::from(*v) - 1].is_none()).collect()
    }

    /// The score `seat` would have if the game ended now.
    pub fn score_now(&self, seat: Seat) -> i32 {
        scoring::total(&self.rows[seat], self.point_rows[seat].len(), self.stones_of(seat).len())
    }

    /// Rows (any player, any colour) holding an end card: the game ends when five do.
    pub fn rows_with_end_cards(&self) -> usize {
        self.rows.iter().flatten().filter(|r| r.iter().any(|c| matches!(c, Card::End(_)))).count()
    }

    /// Discard piles the current player may not draw from (they discarded onto them this turn).
    pub fn blocked(&self, suit: Suit) -> bool {
        matches!(self.phase, Phase::Draw { blocked, .. } if blocked & (1 << suit.index()) != 0)
    }
}
