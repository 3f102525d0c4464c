//! Toy: a tiny card game that proves how a game plugs into Tavolo. It lives in this folder, is
//! listed by one catalog line (`catalog::TOY`) and says its words in `assets/i18n/*/toy.ftl` and
//! `assets/help/toy.md`; the catalog, the contract and the explorer then take it like any game.
//! Built for tests only.
//!
//! The rules: 24 cards (1–12 twice), three in each hand, the rest a face-down deck. On your turn
//! play a card onto the pile: higher than the card on top, it scores its value; otherwise nothing.
//! Then draw one. When every hand is empty the most points win.

pub mod screen;

use serde::{Deserialize, Serialize};

use crate::engine::game::err;
use crate::engine::{Applied, BotLevel, Event, Game, GameRng, Outcome, Pending, RuleError, Seat, Setup};
use crate::games::scramble::{Scramble, part};
use crate::msg;
use crate::ui::setup_spec::{PlayerRange, game_name};

/// Cards in a hand at the start.
const HAND: usize = 3;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Toy {
    hands: Vec<Vec<u8>>,
    deck: Vec<u8>,
    pile: Option<u8>,
    scores: Vec<i32>,
    turn: Seat,
    turns: u32,
}

/// Play this card from the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play(pub u8);

/// What a seat may know: its own hand, how many cards the others hold, the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToyView {
    pub hand: Option<Vec<u8>>,
    pub hand_sizes: Vec<usize>,
    pub deck: usize,
    pub pile: Option<u8>,
    pub scores: Vec<i32>,
    pub turn: Seat,
    pub over: bool,
}

impl Toy {
    fn over(&self) -> bool {
        self.hands.iter().all(Vec::is_empty)
    }

    /// The next seat with cards, after `seat`.
    fn next_after(&self, seat: Seat) -> Seat {
        let n = self.hands.len();
        (1..=n).map(|i| (seat + i) % n).find(|&s| !self.hands[s].is_empty()).unwrap_or(seat)
    }
}

impl Game for Toy {
    type Action = Play;
    type Options = ();
    type View = ToyView;
    const ID: &'static str = "toy";

    fn new_game(setup: &Setup, _options: &()) -> Result<Self, RuleError> {
        let n = setup.players;
        let (min, max) = <Toy as crate::games::Registered>::PLAYERS;
        let range = PlayerRange { who: game_name(Self::ID), min, max };
        range.check(n).map_err(RuleError)?;
        let mut rng = GameRng::new(setup.seed);
        let mut deck: Vec<u8> = (1..=12).chain(1..=12).collect();
        rng.shuffle(&mut deck);
        let hands = (0..n).map(|_| deck.split_off(deck.len() - HAND)).collect();
        let turn = setup.first.unwrap_or_else(|| rng.below(n));
        Ok(Toy { hands, deck, pile: None, scores: vec![0; n], turn, turns: 0 })
    }

    fn players(&self) -> usize {
        self.hands.len()
    }

    fn pending(&self) -> Pending {
        if self.over() { Pending::Over } else { Pending::Seat(self.turn) }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Play> {
        if self.over() || seat != self.turn {
            return Vec::new();
        }
        let mut cards = self.hands[seat].clone();
        cards.sort_unstable();
        cards.dedup();
        cards.into_iter().map(Play).collect()
    }

    fn apply(&mut self, seat: Seat, action: &Play) -> Result<Applied, RuleError> {
        if self.over() {
            return err(msg!("toy-over"));
        }
        if seat != self.turn {
            return err(msg!("toy-not-your-turn", who = crate::i18n::Arg::Seat(self.turn)));
        }
        let Some(at) = self.hands[seat].iter().position(|&c| c == action.0) else {
            return err(msg!("toy-no-such-card", card = action.0 as i64));
        };
        let card = self.hands[seat].remove(at);
        let gain = if self.pile.is_none_or(|top| card > top) { i32::from(card) } else { 0 };
        self.scores[seat] += gain;
        self.pile = Some(card);
        self.turns += 1;
        let who = crate::i18n::Arg::Seat(seat);
        let mut events =
            vec![Event::public(msg!("toy-played", who = who, card = card as i64, n = gain as i64))];
        if let Some(drawn) = self.deck.pop() {
            self.hands[seat].push(drawn);
            events.push(Event::private(seat, msg!("toy-drew", card = drawn as i64)));
        }
        self.turn = self.next_after(seat);
        Ok(Applied::new(events, false))
    }

    fn view(&self, seat: Option<Seat>) -> ToyView {
        ToyView {
            hand: seat.map(|s| self.hands[s].clone()),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck: self.deck.len(),
            pile: self.pile,
            scores: self.scores.clone(),
            turn: self.turn,
            over: self.over(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over().then(|| {
            Outcome::ranked(self.scores.iter().map(|&s| (vec![("points".to_string(), s)], vec![])).collect())
        })
    }

    fn turn(&self) -> u32 {
        self.turns
    }

    fn check_invariants(&self) -> Result<(), String> {
        let cards = self.hands.iter().map(Vec::len).sum::<usize>() + self.deck.len() + self.turns as usize;
        if cards == 24 { Ok(()) } else { Err(format!("{cards} cards instead of 24")) }
    }

    /// Easy plays at random; otherwise the lowest card that still scores, else the lowest card.
    fn bot_action(view: &ToyView, legal: &[Play], level: BotLevel, rng: &mut GameRng) -> Play {
        if level == BotLevel::Easy {
            return legal[rng.below(legal.len())];
        }
        let scores = |p: &&Play| view.pile.is_none_or(|top| p.0 > top);
        let lowest = |a: &&Play, b: &&Play| a.0.cmp(&b.0);
        *legal
            .iter()
            .filter(scores)
            .min_by(lowest)
            .or_else(|| legal.iter().min_by(lowest))
            .unwrap_or(&legal[0])
    }
}

impl crate::games::Registered for Toy {
    fn blurb() -> String {
        crate::t!("toy-blurb")
    }
    const PLAYERS: (usize, usize) = (2, 4);
}

impl Scramble for Toy {
    /// Deals the other hands and the deck anew from the cards the viewer cannot see.
    fn scramble_hidden(&mut self, viewer: Seat, rng: &mut GameRng) {
        let others: Vec<Seat> = (0..self.players()).filter(|&s| s != viewer).collect();
        let mut unseen: Vec<u8> =
            others.iter().flat_map(|&s| self.hands[s].clone()).chain(self.deck.clone()).collect();
        rng.shuffle(&mut unseen);
        for &s in &others {
            let k = self.hands[s].len();
            self.hands[s] = unseen.split_off(unseen.len() - k);
        }
        self.deck = unseen;
    }

    fn hidden_parts(&self, viewer: Seat) -> Vec<(&'static str, String)> {
        let others: Vec<u8> =
            (0..self.players()).filter(|&s| s != viewer).flat_map(|s| self.hands[s].clone()).collect();
        vec![("other hands", part(&others)), ("deck", part(&self.deck))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(players: usize) -> Toy {
        Toy::new_game(&Setup { players, first: Some(0), seed: 5 }, &()).unwrap()
    }

    #[test]
    fn a_higher_card_scores_its_value_and_a_lower_one_nothing() {
        let mut g = game(2);
        g.hands = vec![vec![5, 3, 9], vec![4, 7, 1]];
        g.apply(0, &Play(5)).unwrap();
        assert_eq!(g.scores, vec![5, 0]);
        g.apply(1, &Play(4)).unwrap();
        assert_eq!(g.scores, vec![5, 0], "4 is not higher than 5");
        g.apply(0, &Play(9)).unwrap();
        assert_eq!(g.scores, vec![14, 0]);
    }

    #[test]
    fn illegal_plays_are_refused_with_a_sentence() {
        let mut g = game(3);
        let e = g.apply(1, &Play(1)).unwrap_err();
        assert_eq!(e.0.id(), Some("toy-not-your-turn"));
        let missing = (1..=12).find(|c| !g.hands[0].contains(c)).unwrap();
        let e = g.apply(0, &Play(missing)).unwrap_err();
        assert_eq!(e.0.id(), Some("toy-no-such-card"));
        assert!(Toy::new_game(&Setup { players: 5, first: None, seed: 1 }, &()).is_err());
    }

    #[test]
    fn the_game_ends_when_every_card_is_played() {
        let mut g = game(4);
        let mut rng = GameRng::new(1);
        while let Pending::Seat(s) = g.pending() {
            let legal = g.legal_actions(s);
            let a = Toy::bot_action(&g.view(Some(s)), &legal, BotLevel::Normal, &mut rng);
            g.apply(s, &a).unwrap();
            g.check_invariants().unwrap();
        }
        assert_eq!(g.turn(), 24);
        assert!(g.outcome().is_some());
    }

    #[test]
    fn the_toy_passes_the_contract() {
        crate::catalog::contract::check_game::<Toy>(&[]);
    }
}
