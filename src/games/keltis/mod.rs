//! Keltis: the card game (Knizia). Rules in `rules.rs` (turn flow), `row.rs` (laying into rows),
//! `scoring.rs`; `view.rs` is what a seat may see, `screen.rs` draws it (with `screen_parts.rs`), `bot.rs` plays it.

pub mod bot;
pub mod cards;
pub mod determinize;
#[cfg(any(test, feature = "test-support"))]
pub mod fixtures;
pub mod moves;
pub mod row;
pub mod rules;
pub mod scoring;
pub mod screen;
pub mod screen_parts;
pub mod view;

#[cfg(test)]
mod screen_tests;
#[cfg(test)]
mod tests;

use crate::engine::{Applied, BotLevel, Game, GameRng, Outcome, Pending, RuleError, Seat, Setup};

pub use cards::{Card, Colour, Suit};
pub use rules::{Action, Keltis, Options, Phase, Source};
pub use view::KeltisView;

impl crate::games::Registered for Keltis {
    fn blurb() -> String {
        crate::t!("keltis-blurb")
    }
    const PLAYERS: (usize, usize) = (2, 4);
}

impl Game for Keltis {
    type Action = Action;
    type Options = Options;
    type View = KeltisView;
    const ID: &'static str = "keltis";

    fn new_game(setup: &Setup, _options: &Options) -> Result<Self, RuleError> {
        Keltis::new(setup)
    }

    fn players(&self) -> usize {
        self.seats()
    }

    fn pending(&self) -> Pending {
        Keltis::pending(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Keltis::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        Keltis::apply(self, seat, action)
    }

    fn view(&self, seat: Option<Seat>) -> KeltisView {
        KeltisView::of(self, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase() == Phase::Over).then(|| scoring::outcome(self))
    }

    fn turn(&self) -> u32 {
        Keltis::turn(self)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check()
    }

    fn bot_action(view: &KeltisView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }
}

#[cfg(any(test, feature = "test-support"))]
impl crate::games::scramble::Scramble for Keltis {
    /// Privacy tests: swaps other players' hand cards and the cards removed unseen (2 players) with
    /// deck cards, and shuffles the deck, keeping every public count.
    fn scramble_hidden(&mut self, viewer: Seat, rng: &mut GameRng) {
        for s in (0..self.seats()).filter(|&s| s != viewer) {
            // Cards everybody saw a seat take stay in its hand.
            let mut known = self.known(s).to_vec();
            for i in 0..self.hands[s].len() {
                if let Some(k) = known.iter().position(|c| *c == self.hands[s][i]) {
                    known.swap_remove(k);
                    continue;
                }
                if !self.deck.is_empty() {
                    let j = rng.below(self.deck.len());
                    std::mem::swap(&mut self.hands[s][i], &mut self.deck[j]);
                }
            }
        }
        for i in 0..self.removed.len() {
            if !self.deck.is_empty() {
                let j = rng.below(self.deck.len());
                std::mem::swap(&mut self.removed[i], &mut self.deck[j]);
            }
        }
        rng.shuffle(&mut self.deck);
    }

    fn hidden_parts(&self, viewer: Seat) -> Vec<(&'static str, String)> {
        let others: Vec<&Vec<Card>> =
            (0..self.seats()).filter(|&s| s != viewer).map(|s| &self.hands[s]).collect();
        vec![
            ("other hands", crate::games::scramble::part(&others)),
            ("cards removed unseen", crate::games::scramble::part(&self.removed)),
            ("deck order", crate::games::scramble::part(&self.deck)),
        ]
    }
}

impl Keltis {
    /// All 101 deck cards in exactly one place, hands of the right size, rows that follow the rules.
    pub fn check(&self) -> Result<(), String> {
        let mut all: Vec<Card> = self.deck.iter().chain(&self.removed).copied().collect();
        all.extend(self.hands.iter().flatten());
        all.extend(self.rows.iter().flatten().flatten());
        all.extend(self.point_rows.iter().flatten());
        all.extend(self.piles.iter().flatten());
        all.sort_unstable();
        let mut expected = cards::full_deck();
        expected.sort_unstable();
        if all != expected {
            return Err(format!("cards not conserved: {} found, 101 expected", all.len()));
        }
        for seat in 0..self.seats() {
            let mut hand = self.hands[seat].clone();
            for card in self.known(seat) {
                let Some(i) = hand.iter().position(|c| c == card) else {
                    return Err(format!("seat {seat} was seen taking {card} but does not hold it"));
                };
                hand.swap_remove(i);
            }
        }
        if self.stones.iter().flatten().any(|&s| s >= self.seats()) {
            return Err("a wishing stone belongs to no seat".into());
        }
        if matches!(self.phase(), Phase::Play) && self.hands.iter().any(|h| h.len() != rules::HAND_SIZE) {
            return Err("a hand does not hold 8 cards during play".into());
        }
        for (seat, rows) in self.rows.iter().enumerate() {
            for colour in Colour::ALL {
                let row = &rows[colour.index()];
                for i in 0..row.len() {
                    row::check_lay(&row[..i], colour, row[i]).map_err(|e| {
                        format!("seat {seat} {} row is illegal at card {i}: {e}", colour.id())
                    })?;
                }
            }
        }
        if let Some(o) = Game::outcome(self) {
            for s in &o.scores {
                if s.total != s.parts.iter().map(|p| p.1).sum::<i32>() {
                    return Err("a score differs from its breakdown".into());
                }
            }
        }
        Ok(())
    }
}
