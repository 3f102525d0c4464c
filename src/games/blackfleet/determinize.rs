//! Black Fleet for search bots: a full state sampled from one seat's view (other hands of movement
//! and fortune cards, face-down development cards and deck orders drawn from what the seat has not
//! seen), and an estimate of each seat's chance to win for a lookahead cut off before the end.

use crate::engine::determinize::{Determinize, softmax, win_shares};
use crate::engine::{Game, GameRng, Seat};

use super::data::{DEV_COSTS, Dev, Fortune, data};
use super::rules::{Action, BlackFleet, Options, Player, Stage};
use super::view::FleetView;

/// Doubloons of progress that make one seat about e times as likely to win as another.
const SPREAD: f64 = 5.0;

/// Takes one `x` out of `pool` if it is there.
fn take<T: PartialEq>(pool: &mut Vec<T>, x: &T) {
    if let Some(i) = pool.iter().position(|y| y == x) {
        pool.swap_remove(i);
    }
}

impl Determinize for BlackFleet {
    /// Movement cards not in the seat's hand nor the (public) discard pile are dealt to the other
    /// hands (known sizes) and the deck; fortune cards not in its hand nor played this turn go to
    /// the other hands, the deck and the discard pile (whose face-down discards nobody saw); each
    /// other player's face-down development card of each cost is one of that cost nobody has shown.
    fn determinize(view: &FleetView, seat: Seat, rng: &mut GameRng) -> BlackFleet {
        let d = data();
        let mut moves: Vec<u8> = (0..d.movement.len() as u8).collect();
        for c in view.moves.iter().chain(&view.move_discard) {
            take(&mut moves, c);
        }
        moves.sort_unstable();
        rng.shuffle(&mut moves);
        let mut fortunes: Vec<Fortune> =
            d.fortune.iter().flat_map(|f| std::iter::repeat_n(f.effect, f.copies)).collect();
        for c in view.fortunes.iter().chain(&view.turn.played) {
            take(&mut fortunes, c);
        }
        fortunes.sort_unstable();
        rng.shuffle(&mut fortunes);
        // Development cards nobody has shown, by cost.
        let mut hidden: Vec<Vec<Dev>> = DEV_COSTS
            .iter()
            .map(|&c| d.development.iter().filter(|x| x.cost == c).map(|x| x.effect).collect())
            .collect();
        let shown = view.devs.iter().map(|x| x.0).chain(view.players.iter().flat_map(|p| p.devs_up.clone()));
        for dev in shown {
            for tier in hidden.iter_mut() {
                take(tier, &dev);
            }
        }
        for tier in hidden.iter_mut() {
            tier.sort_unstable();
        }
        let players = view
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| {
                let (hand, fortune_hand, devs) = if s == seat {
                    (view.moves.clone(), view.fortunes.clone(), view.devs.clone())
                } else {
                    let hand = moves.split_off(moves.len() - p.moves.min(moves.len()));
                    let f = fortunes.split_off(fortunes.len() - p.fortunes.min(fortunes.len()));
                    let devs = DEV_COSTS
                        .iter()
                        .zip(hidden.iter_mut())
                        .map(|(&cost, tier)| {
                            match p.devs_up.iter().find(|&&x| d.dev_card(x).cost == cost) {
                                Some(&up) => (up, true),
                                // Six cards per cost and four players: one is always left.
                                None if !tier.is_empty() => (tier.swap_remove(rng.below(tier.len())), false),
                                None => (
                                    d.development
                                        .iter()
                                        .find(|x| x.cost == cost)
                                        .map_or(Dev::Swap, |x| x.effect),
                                    false,
                                ),
                            }
                        })
                        .collect();
                    (hand, f, devs)
                };
                Player {
                    cargo: p.cargo.clone(),
                    loot: p.loot.clone(),
                    doubloons: p.doubloons,
                    devs,
                    victory: p.victory,
                    bought_victory: p.bought_victory,
                    moves: hand,
                    fortunes: fortune_hand,
                    // Only their difference is checked; what each was is not needed to play on.
                    gained: p.doubloons,
                    spent: 0,
                }
            })
            .collect();
        let fortune_deck = fortunes.split_off(fortunes.len() - view.fortune_deck.min(fortunes.len()));
        fortunes.extend(view.turn.played.iter().copied());
        BlackFleet {
            options: Options { victory: view.players.iter().map(|p| p.victory).collect() },
            rng: GameRng::new(rng.next_u64()),
            board: view.board.clone(),
            players,
            supply: view.supply,
            move_deck: moves,
            move_discard: view.move_discard.clone(),
            fortune_deck,
            fortune_discard: fortunes,
            current: view.current,
            stage: view.stage.clone(),
            turn: view.turn.clone(),
            final_round: view.final_round,
            turns: view.turns,
            late_rewards: if view.current == seat { view.late_rewards.clone() } else { Vec::new() },
        }
    }

    fn prior(view: &FleetView, legal: &[Action]) -> Vec<f64> {
        super::bot::values(view, legal)
    }

    /// Progress toward the win: doubloons spent on development cards plus doubloons in hand (up to
    /// what is still needed), and half the worth of the cargo and loot aboard, softened into win
    /// chances; a bought victory card nearly settles it. A finished game is its real result.
    fn estimate(&self) -> Vec<f64> {
        if self.stage == Stage::Over
            && let Some(o) = Game::outcome(self)
        {
            return win_shares(&o);
        }
        let d = data();
        let scores: Vec<f64> = self
            .players
            .iter()
            .map(|p| {
                let bought: u32 = p.devs.iter().filter(|x| x.1).map(|x| d.dev_card(x.0).cost).sum();
                let left: u32 = p.devs.iter().filter(|x| !x.1).map(|x| d.dev_card(x.0).cost).sum::<u32>()
                    + if p.bought_victory { 0 } else { p.victory };
                let aboard = 2.0 * (p.cargo.len() + p.loot.len()) as f64;
                let cash = (f64::from(p.doubloons) + aboard).min(f64::from(left));
                let won = if p.bought_victory { 30.0 + 0.5 * f64::from(p.doubloons) } else { 0.0 };
                f64::from(bought) + cash + won
            })
            .collect();
        softmax(&scores, SPREAD)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::simulate::bot_step;
    use crate::engine::{BotLevel, Pending, Setup};

    /// Positions of a Normal bot game, every `every`-th decision.
    pub(super) fn positions(players: usize, seed: u64, every: usize) -> Vec<BlackFleet> {
        let mut g = BlackFleet::new(&Setup { players, first: None, seed }, &Options::default()).unwrap();
        let mut out = Vec::new();
        let mut step = 0;
        while g.pending() != Pending::Over && step < 2000 {
            if step % every == 0 {
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
        let mut differs = 0;
        for players in 3..=4 {
            for (i, g) in positions(players, 40 + players as u64, 7).iter().enumerate() {
                for seat in 0..players {
                    let mut rng = GameRng::new(i as u64);
                    let s = BlackFleet::determinize(&g.view(Some(seat)), seat, &mut rng);
                    assert_eq!(s.view(Some(seat)), g.view(Some(seat)), "{players}p position {i} seat {seat}");
                    assert_eq!(s.view(None), g.view(None));
                    // Cubes, movement and fortune cards conserved; no development card twice.
                    s.check().unwrap_or_else(|e| panic!("{players}p position {i} seat {seat}: {e}"));
                    let mut devs: Vec<Dev> =
                        s.players.iter().flat_map(|p| p.devs.iter().map(|x| x.0)).collect();
                    devs.sort_unstable();
                    devs.dedup();
                    assert_eq!(devs.len(), 4 * players);
                    assert_eq!(s.legal_actions(seat), g.legal_actions(seat));
                    assert_eq!((s.pending(), s.turn()), (g.pending(), g.turn()));
                    let others = |k: &BlackFleet| {
                        (0..players)
                            .filter(|&o| o != seat)
                            .map(|o| (k.players[o].moves.clone(), k.players[o].fortunes.clone()))
                            .collect::<Vec<_>>()
                    };
                    differs += usize::from(others(&s) != others(g) || s.move_deck != g.move_deck);
                }
            }
        }
        assert!(differs > 50, "samples should deal the unseen cards anew ({differs})");
    }

    #[test]
    fn the_estimate_favours_progress_and_a_finished_game_is_its_result() {
        let all = positions(4, 12, 50);
        let g = all.last().unwrap();
        let e = g.estimate();
        let o = Game::outcome(g).unwrap();
        assert_eq!(e, win_shares(&o));
        let mid = &all[all.len() / 2];
        let e = mid.estimate();
        assert!((e.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        let richest = (0..4).max_by_key(|&s| mid.players[s].devs.iter().filter(|x| x.1).count()).unwrap();
        let poorest = (0..4).min_by_key(|&s| mid.players[s].devs.iter().filter(|x| x.1).count()).unwrap();
        assert!(e[richest] >= e[poorest], "{e:?}");
    }
}

/// The Hard bot: its search sees only the view, replays identically and saves like any other bot.
#[cfg(test)]
mod hard {
    use super::*;
    use crate::engine::search::{self, Budget, search};
    use crate::engine::{BotLevel, Pending};
    use crate::games::scramble::Scramble;

    fn small() -> Budget {
        Budget {
            iterations: 12,
            depth: 12,
            tree_depth: 1,
            exploration: 0.5,
            width: 3,
            playout: BotLevel::Normal,
        }
    }

    /// Positions where a search really compares moves (more than one legal action).
    fn choices() -> Vec<(BlackFleet, Seat)> {
        super::tests::positions(4, 31, 23)
            .into_iter()
            .filter_map(|g| match g.pending() {
                Pending::Seat(s) if g.legal_actions(s).len() > 1 => Some((g, s)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_search_is_reproducible_and_does_not_change_when_hidden_cards_are_scrambled() {
        let mut compared = 0;
        for (i, (g, seat)) in choices().into_iter().enumerate().step_by(2) {
            let legal = g.legal_actions(seat);
            let mut hidden = g.clone();
            hidden.scramble_hidden(seat, &mut GameRng::new(i as u64));
            let choose = |k: &BlackFleet, threads| {
                search::set_threads(threads);
                search::<BlackFleet>(&k.view(Some(seat)), seat, &legal, &small(), &mut GameRng::new(5))
            };
            let one = choose(&g, 1);
            assert!(legal.contains(&one));
            assert_eq!(choose(&hidden, 1), one, "position {i}");
            assert_eq!(choose(&g, 2), one, "position {i}, two threads");
            compared += 1;
        }
        search::set_threads(0);
        assert!(compared >= 3);
    }

    #[test]
    fn a_save_with_hard_bots_reloads_to_the_same_state() {
        crate::games::scramble::check_hard_save_replays::<BlackFleet>(3, Options::default(), 6, 2);
    }
}

/// Hard against three Normal bots, 60 games (every seat rotation): minutes in release, so ignored;
/// run with `cargo test --release --lib -- --ignored blackfleet_hard_beats_normal`.
#[cfg(test)]
#[test]
#[ignore]
fn blackfleet_hard_beats_normal() {
    use crate::engine::BotLevel;
    use crate::engine::arena::{Contender, arena};
    let normal = Contender::Bot(BotLevel::Normal);
    let lineup = [Contender::Bot(BotLevel::Hard), normal, normal, normal];
    let r = arena::<BlackFleet>(&lineup, 60, 1, &Options::default(), (0, 10_000), &|_| {}).unwrap();
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert!(r.levels[0].win_share > 0.30, "{:?}", r.levels);
}
