//! Keltis bots. Normal is greedy: it scores every legal action from its own view and plays the
//! best. Easy is that with slips; Hard searches ([`search`]) with Normal as its playout policy.

use crate::engine::search::{Budget, search};
use crate::engine::{BotLevel, GameRng, Seat};

use super::cards::{Card, Colour, Suit};
use super::row::{Direction, check_lay, direction, last_number};
use super::rules::{Action, Keltis, Phase, Source};
use super::scoring::{row_points, stone_points};
use super::view::KeltisView;

/// What a Hard decision spends: fixed iterations, so its choice replays identically. Sized for a
/// decision p95 under 150 ms on one core (about 100 ms measured on a loaded machine); playouts of
/// 80 decisions reach the end of most games from mid-game, the estimate covers the rest.
pub const HARD: Budget = Budget {
    iterations: 2000,
    depth: 80,
    tree_depth: 1,
    exploration: 0.5,
    width: 6,
    playout: BotLevel::Normal,
};

pub fn choose(view: &KeltisView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    if level == BotLevel::Hard
        && let Some(seat) = view.seat
    {
        return search::<super::Keltis>(view, seat, legal, &HARD, rng);
    }
    let Some(seat) = view.seat else { return legal[0].clone() };
    greedy(&Judge::of(view, seat), legal, level, rng)
}

/// The Easy or Normal choice straight from a state, for search playouts: the same [`Judge`] reads
/// the same things (the seat's own rows and hand, the piles, stones and deck size) without the
/// copies a whole view would make.
pub fn choose_in(game: &Keltis, seat: Seat, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    let judge = Judge {
        seat,
        rows: &game.rows[seat],
        hand: &game.hands[seat],
        deck: game.deck.len(),
        phase: game.phase,
        stones: &game.stones,
        piles: &game.piles,
    };
    greedy(&judge, legal, level, rng)
}

fn greedy(bot: &Judge, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    if level == BotLevel::Easy && rng.chance(0.35) {
        return rng.pick(legal).cloned().unwrap_or(Action::Done);
    }
    let mut best = (f64::NEG_INFINITY, &legal[0]);
    for action in legal {
        // A little noise breaks ties between equal moves.
        let value = bot.value(action) + rng.below(100) as f64 * 1e-4;
        if value > best.0 {
            best = (value, action);
        }
    }
    best.1.clone()
}

/// How good the Normal bot thinks each of `legal` is (the Hard search looks at the best few).
pub fn values(view: &KeltisView, legal: &[Action]) -> Vec<f64> {
    let Some(seat) = view.seat else { return vec![0.0; legal.len()] };
    let judge = Judge::of(view, seat);
    legal.iter().map(|a| judge.value(a)).collect()
}

/// What the greedy bot looks at: only what its seat may know.
struct Judge<'a> {
    seat: Seat,
    rows: &'a [Vec<Card>; 5],
    hand: &'a [Card],
    deck: usize,
    phase: Phase,
    stones: &'a [Option<Seat>; 9],
    piles: &'a [Vec<Card>; 6],
}

impl<'a> Judge<'a> {
    fn of(view: &'a KeltisView, seat: Seat) -> Self {
        Judge {
            seat,
            rows: &view.rows[seat],
            hand: view.hand.as_deref().unwrap_or(&[]),
            deck: view.deck,
            phase: view.phase,
            stones: &view.stones,
            piles: &view.piles,
        }
    }

    fn row(&self, c: Colour) -> &[Card] {
        &self.rows[c.index()]
    }

    fn hand(&self) -> &[Card] {
        self.hand
    }

    fn late(&self) -> bool {
        self.deck < 12
    }

    fn stones_held(&self) -> usize {
        self.stones.iter().filter(|s| **s == Some(self.seat)).count()
    }

    fn pile_top(&self, suit: Suit) -> Option<Card> {
        self.piles[suit.index()].last().copied()
    }

    fn value(&self, action: &Action) -> f64 {
        let final_phase = matches!(self.phase, Phase::Final { .. });
        match *action {
            Action::Lay { card, row: Suit::Points } if final_phase => {
                1.0 + 0.01 * f64::from(card.value().unwrap_or(0))
            }
            Action::Lay { card, row: Suit::Colour(c) } if final_phase => {
                let n = self.row(c).len();
                let _ = card;
                f64::from(row_points(n + 1) - row_points(n))
            }
            Action::Done => 0.0,
            Action::Lay { row: Suit::Points, .. } => 1.6,
            Action::Lay { card, row: Suit::Colour(c) } => self.lay_value(card, c),
            Action::Discard(card) => -0.7 * self.potential(card).max(0.0),
            Action::Wish(a, b) => {
                let held = self.stones_held();
                let gain = f64::from(stone_points(held + 1) - stone_points(held));
                gain + 1.5 - 0.6 * (self.potential(a).max(0.0) + self.potential(b).max(0.0))
            }
            Action::Draw(Source::Deck) => 1.2,
            Action::Draw(Source::Pile(suit)) => self.pile_top(suit).map_or(0.0, |c| self.potential(c)),
        }
    }

    /// How good laying `card` into the own `colour` row is now.
    fn lay_value(&self, card: Card, colour: Colour) -> f64 {
        let row = self.row(colour);
        let n = row.len();
        if n >= 9 && !matches!(card, Card::End(_)) {
            return 0.8; // more cards score nothing more, but laying beats discarding
        }
        match card {
            Card::Point(_) => 2.2,
            Card::End(_) => {
                if n >= 5 || (self.late() && n >= 3) {
                    1.5
                } else if n == 0 {
                    -3.0
                } else {
                    -1.0
                }
            }
            Card::Number(_, v) => {
                if n == 0 {
                    let same = self.hand().iter().filter(|c| c.colour() == Some(colour)).count() as f64;
                    let edge = f64::from(v.min(10 - v));
                    let late = if self.late() { 3.0 } else { 0.0 };
                    return 0.2 + 0.6 * same - 0.35 * edge - late;
                }
                let last = last_number(row).unwrap_or(v);
                let gap = f64::from(v.abs_diff(last));
                // Opening a direction away from the middle keeps the row long.
                let wrong_way =
                    direction(row) == Direction::Open && ((v > last && last >= 7) || (v < last && last <= 3));
                2.5 - 0.45 * gap - if wrong_way { 1.5 } else { 0.0 }
                    + 0.2 * f64::from(row_points(n + 1) - row_points(n))
            }
        }
    }

    /// What a card is worth to keep (or to take from a discard pile).
    fn potential(&self, card: Card) -> f64 {
        match card {
            Card::Point(_) => 1.6,
            Card::End(c) | Card::Number(c, _) => {
                if check_lay(self.row(c), c, card).is_err() {
                    return -0.5;
                }
                self.lay_value(card, c)
            }
        }
    }
}
