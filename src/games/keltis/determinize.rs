//! Keltis for search bots: a full state sampled from one seat's view, and an estimate of how a
//! position stands for a lookahead cut off before the end.

use crate::engine::determinize::{Determinize, softmax, win_shares};
use crate::engine::{BotLevel, Game, GameRng, Seat};

use super::cards::{Card, full_deck};
use super::rules::{HAND_SIZE, Keltis, Phase};
use super::scoring;
use super::view::KeltisView;

/// Points that make one seat about e times as likely to win as another, for the estimate.
const SPREAD: f64 = 4.0;

impl Determinize for Keltis {
    /// Every card the seat has not seen (not in a row, a pile, its hand, or known to be in another
    /// hand) is dealt at random to the other hands (up to their known sizes), the removed cards
    /// (2 players) and the deck.
    fn determinize(view: &KeltisView, seat: Seat, rng: &mut GameRng) -> Keltis {
        let n = view.players();
        let own = view.hand.clone().unwrap_or_default();
        let mut seen = [0u8; 71];
        let laid = view.rows.iter().flatten().flatten().chain(view.point_rows.iter().flatten());
        let known = view.known.iter().enumerate().filter(|(s, _)| *s != seat).flat_map(|(_, k)| k);
        for &card in laid.chain(view.piles.iter().flatten()).chain(&own).chain(known) {
            seen[card.key()] += 1;
        }
        let mut unseen: Vec<Card> = Vec::with_capacity(101);
        for card in full_deck() {
            let k = card.key();
            if seen[k] > 0 {
                seen[k] -= 1;
            } else {
                unseen.push(card);
            }
        }
        rng.shuffle(&mut unseen);
        let hands = (0..n)
            .map(|s| {
                if s == seat {
                    return own.clone();
                }
                let mut hand = view.known.get(s).cloned().unwrap_or_default();
                let size = view.hand_sizes.get(s).copied().unwrap_or(HAND_SIZE);
                let take = size.saturating_sub(hand.len()).min(unseen.len());
                hand.extend(unseen.drain(unseen.len() - take..));
                hand
            })
            .collect();
        let removed = unseen.split_off(unseen.len() - view.removed.min(unseen.len()));
        Keltis {
            deck: unseen,
            removed,
            hands,
            rows: view.rows.clone(),
            point_rows: view.point_rows.clone(),
            piles: view.piles.clone(),
            stones: view.stones,
            current: view.current,
            phase: view.phase,
            ended: view.ended,
            turns: view.turns,
            // Keltis draws nothing from its dice after the deal.
            rng: GameRng::new(rng.next_u64()),
            known: view.known.clone(),
            quiet: true,
            // What others drew last is only shown to them; the seat's own is in its view.
            drawn: (0..view.hand_sizes.len())
                .map(|s| if s == seat { view.drawn.clone() } else { Vec::new() })
                .collect(),
        }
    }

    fn policy(
        &self,
        seat: Seat,
        legal: &[super::Action],
        level: BotLevel,
        rng: &mut GameRng,
    ) -> super::Action {
        super::bot::choose_in(self, seat, legal, level, rng)
    }

    fn prior(view: &KeltisView, legal: &[super::Action]) -> Vec<f64> {
        super::bot::values(view, legal)
    }

    /// Scores as they stand, softened into win chances; a finished game weighs the real win too.
    fn estimate(&self) -> Vec<f64> {
        let scores: Vec<f64> = (0..self.seats())
            .map(|s| {
                f64::from(scoring::total(&self.rows[s], self.point_rows[s].len(), self.stones_of(s).len()))
            })
            .collect();
        let soft = softmax(&scores, SPREAD);
        match (self.phase, Game::outcome(self)) {
            (Phase::Over, Some(o)) => {
                win_shares(&o).iter().zip(&soft).map(|(w, s)| 0.5 * w + 0.5 * s).collect()
            }
            _ => soft,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::simulate::bot_step;
    use crate::engine::{Pending, Setup};
    use crate::games::keltis::{Action, Source, Suit};

    /// Positions of a Normal bot game with `players`, every third decision.
    pub(super) fn positions(players: usize, seed: u64) -> Vec<Keltis> {
        let mut g = Keltis::new(&Setup { players, first: None, seed }).unwrap();
        let mut out = Vec::new();
        let mut step = 0;
        while g.pending() != Pending::Over {
            if step % 3 == 0 {
                out.push(g.clone());
            }
            bot_step(&mut g, seed, step, BotLevel::Normal).unwrap();
            step += 1;
        }
        out.push(g);
        out
    }

    #[test]
    fn a_sample_shows_the_seat_exactly_what_it_knows_and_conserves_the_cards() {
        let (mut differs, mut known_seen) = (0, 0);
        for players in 2..=4 {
            for (i, g) in positions(players, 40 + players as u64).iter().enumerate() {
                for seat in 0..players {
                    let mut rng = GameRng::new(i as u64);
                    let d = Keltis::determinize(&g.view(Some(seat)), seat, &mut rng);
                    assert_eq!(d.view(Some(seat)), g.view(Some(seat)), "{players}p position {i} seat {seat}");
                    assert_eq!(d.view(None), g.view(None));
                    // Cards conserved, hands of the right size, known cards where everybody saw them.
                    d.check().unwrap_or_else(|e| panic!("{players}p position {i} seat {seat}: {e}"));
                    assert_eq!(d.legal_actions(seat), g.legal_actions(seat));
                    assert_eq!((d.pending(), d.turn()), (g.pending(), g.turn()));
                    let others = |k: &Keltis| {
                        (0..players).filter(|&s| s != seat).map(|s| k.hands[s].clone()).collect::<Vec<_>>()
                    };
                    differs += usize::from(others(&d) != others(g) || d.deck != g.deck);
                    known_seen += (0..players).filter(|&s| s != seat && !g.known(s).is_empty()).count();
                }
            }
        }
        assert!(differs > 100, "samples should deal the unseen cards anew ({differs})");
        assert!(known_seen > 0, "the games should include cards taken from the discard piles");
    }

    #[test]
    fn everybody_knows_a_card_taken_from_a_discard_pile_until_it_is_played() {
        let mut g = Keltis::new(&Setup { players: 2, first: Some(0), seed: 5 }).unwrap();
        let x = g.hand(0)[0];
        g.apply(0, &Action::Discard(x)).unwrap();
        g.apply(0, &Action::Draw(Source::Deck)).unwrap();
        let other = *g.hand(1).iter().find(|c| c.suit() != x.suit()).expect("a card of another suit");
        g.apply(1, &Action::Discard(other)).unwrap();
        g.apply(1, &Action::Draw(Source::Pile(x.suit()))).unwrap();
        assert_eq!(g.known(1), &[x]);
        assert_eq!(g.view(Some(0)).known[1], vec![x], "the other seat's view shows it");
        let mine = g.hand(0)[0];
        g.apply(0, &Action::Discard(mine)).unwrap();
        g.apply(0, &Action::Draw(Source::Deck)).unwrap();
        let sample = Keltis::determinize(&g.view(Some(0)), 0, &mut GameRng::new(1));
        assert!(sample.hand(1).contains(&x), "a sample keeps the known card in its holder's hand");
        g.apply(1, &Action::Discard(x)).unwrap();
        assert!(g.known(1).is_empty(), "played, it is no longer in the hand");
        assert_eq!(g.pile(Suit::ALL[x.suit().index()]).last(), Some(&x));
    }
}

/// The Hard bot: its search sees only the view, replays identically and saves like any other bot.
#[cfg(test)]
mod hard {
    use super::*;
    use crate::engine::search::{self, Budget, search};
    use crate::engine::{BotLevel, Pending};
    use crate::games::scramble::Scramble;

    fn small(tree_depth: u32) -> Budget {
        Budget {
            iterations: 60,
            depth: 30,
            tree_depth,
            exploration: 0.5,
            width: 4,
            playout: BotLevel::Normal,
        }
    }

    #[test]
    fn a_search_is_reproducible_on_any_number_of_threads_and_in_both_shapes() {
        let positions = super::tests::positions(3, 21);
        for (i, g) in positions.iter().enumerate().step_by(9) {
            let Pending::Seat(seat) = g.pending() else { continue };
            let (view, legal) = (g.view(Some(seat)), g.legal_actions(seat));
            for shape in [1, 3] {
                let choose = |threads| {
                    search::set_threads(threads);
                    search::<Keltis>(&view, seat, &legal, &small(shape), &mut GameRng::new(i as u64))
                };
                let one = choose(1);
                assert!(legal.contains(&one));
                assert_eq!(choose(2), one, "position {i}, tree depth {shape}");
            }
        }
        search::set_threads(0);
    }

    #[test]
    fn a_hard_decision_does_not_change_when_other_seats_hidden_cards_are_scrambled() {
        let mut compared = 0;
        for (i, g) in super::tests::positions(4, 31).iter().enumerate().step_by(12) {
            let Pending::Seat(seat) = g.pending() else { continue };
            let legal = g.legal_actions(seat);
            let mut hidden = g.clone();
            hidden.scramble_hidden(seat, &mut GameRng::new(i as u64));
            assert_ne!(&hidden, g);
            let hard = |k: &Keltis| {
                Keltis::bot_action(&k.view(Some(seat)), &legal, BotLevel::Hard, &mut GameRng::new(5))
            };
            assert_eq!(hard(&hidden), hard(g), "position {i}");
            compared += 1;
        }
        assert!(compared >= 3);
    }

    #[test]
    fn a_save_with_hard_bots_reloads_to_the_same_state() {
        crate::games::scramble::check_hard_save_replays::<Keltis>(3, Default::default(), 8, 4);
    }
}

/// Hard against three Normal bots, 100 games (25 deals, every seat rotation): minutes in release,
/// so ignored; run with `cargo test --release --lib -- --ignored keltis_hard_beats_normal`.
#[cfg(test)]
#[test]
#[ignore]
fn keltis_hard_beats_normal() {
    use crate::engine::arena::{Contender, arena};
    let normal = Contender::Bot(crate::engine::BotLevel::Normal);
    let lineup = [Contender::Bot(crate::engine::BotLevel::Hard), normal, normal, normal];
    let r = arena::<Keltis>(&lineup, 100, 1, &Default::default(), (0, 10_000), &|_| {}).unwrap();
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    // Measured about 40% (fair 25%); 30% leaves room for the spread of 100 games.
    assert!(r.levels[0].win_share > 0.30, "{:?}", r.levels);
}
