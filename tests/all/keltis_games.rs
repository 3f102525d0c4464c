//! Seeded full Keltis games: bots and a random policy over 2, 3 and 4 players. Every game must end,
//! never panic, keep all 101 deck cards and 9 stones in exactly one place, and score by its breakdown.

use tavolo::engine::simulate::play_bot_game;
use tavolo::engine::{BotLevel, Game, GameRng, Pending, Setup};
use tavolo::games::keltis::{Keltis, Options};

fn random_game(setup: &Setup) -> Keltis {
    let mut g = Keltis::new_game(setup, &Options::default()).unwrap();
    let mut rng = GameRng::new(setup.seed ^ 0xABCD);
    let mut steps = 0;
    while let Pending::Seat(seat) = g.pending() {
        let legal = g.legal_actions(seat);
        let action = rng.pick(&legal).expect("a seat to decide always has a legal action").clone();
        g.apply(seat, &action).unwrap_or_else(|e| panic!("legal {action:?} refused: {e}"));
        g.check_invariants().unwrap_or_else(|e| panic!("seed {}: {e}", setup.seed));
        steps += 1;
        assert!(steps < 2_000, "seed {} did not end", setup.seed);
    }
    g
}

fn check_final(g: &Keltis, seed: u64) {
    assert_eq!(g.pending(), Pending::Over);
    let outcome = g.outcome().unwrap_or_else(|| panic!("seed {seed}: no outcome"));
    for (seat, s) in outcome.scores.iter().enumerate() {
        assert_eq!(s.total, s.parts.iter().map(|p| p.1).sum::<i32>(), "seed {seed} seat {seat}");
    }
    // The nine stones: each in the middle or with exactly one player.
    let held: usize = (0..g.seats()).map(|s| g.stones_of(s).len()).sum();
    assert_eq!(held + g.stones_left().len(), 9);
    assert!(!outcome.winners().is_empty());
}

#[test]
fn five_hundred_seeded_games_end_and_keep_their_invariants() {
    let mut played = 0;
    for seed in 0..250u64 {
        let players = 2 + (seed % 3) as usize;
        let setup = Setup { players, first: None, seed };
        let g = random_game(&setup);
        check_final(&g, seed);
        // Hard searches thousands of playouts a decision: its games are checked in the arena tests.
        let level = [BotLevel::Easy, BotLevel::Normal][(seed % 2) as usize];
        let run = play_bot_game::<Keltis>(
            &Setup { seed: seed + 10_000, ..setup },
            &Options::default(),
            level,
            2_000,
        )
        .unwrap_or_else(|e| panic!("bot game {seed}: {e}"));
        check_final(&run.state, seed);
        played += 2;
    }
    assert_eq!(played, 500);
}

#[test]
fn both_end_conditions_happen() {
    use tavolo::games::keltis::rules::EndReason;
    let mut reasons = std::collections::BTreeSet::new();
    for seed in 0..200u64 {
        let g = random_game(&Setup { players: 2 + (seed % 3) as usize, first: None, seed });
        reasons.insert(format!("{:?}", g.ended().unwrap()));
    }
    assert!(reasons.contains(&format!("{:?}", EndReason::DeckEmpty)), "{reasons:?}");
    assert!(reasons.contains(&format!("{:?}", EndReason::FiveEndCards)), "{reasons:?}");
}

#[test]
fn bots_beat_random_play() {
    // A sensible bot scores better on average than random moves.
    let (mut bot, mut random) = (0i64, 0i64);
    for seed in 0..40u64 {
        let setup = Setup { players: 3, first: None, seed };
        let r = random_game(&setup);
        random += r.outcome().unwrap().scores.iter().map(|s| i64::from(s.total)).sum::<i64>();
        let b = play_bot_game::<Keltis>(&setup, &Options::default(), BotLevel::Normal, 2_000).unwrap();
        bot += b.state.outcome().unwrap().scores.iter().map(|s| i64::from(s.total)).sum::<i64>();
    }
    assert!(bot > random + 40 * 3 * 5, "bots {bot} vs random {random}");
}
