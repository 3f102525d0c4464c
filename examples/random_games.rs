//! Plays random-policy 4-player Keltis games (for profiling the rules).
use tavolo::engine::{Game, GameRng, Pending, Setup};
use tavolo::games::keltis::Keltis;

fn main() {
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let mut turns = 0u64;
    for seed in 0..n {
        let mut g = Keltis::new_game(&Setup { players: 4, first: None, seed }, &Default::default()).unwrap();
        let mut rng = GameRng::new(seed);
        while let Pending::Seat(seat) = g.pending() {
            let legal = g.legal_actions(seat);
            let a = &legal[rng.below(legal.len())];
            g.apply(seat, a).unwrap();
            turns += 1;
        }
    }
    println!("{turns} actions");
}
