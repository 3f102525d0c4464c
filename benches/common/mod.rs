//! What the rules benches share: a full game of uniformly random legal moves.

use tavolo::engine::{Game, GameRng, Pending};

/// Plays `g` to its end with random legal moves from `seed` (in a real-time race every seat that
/// may act does so, then the window closes on the clock); returns the turns played.
pub fn play_random<G: Game>(mut g: G, seed: u64) -> u32 {
    let mut rng = GameRng::new(seed);
    loop {
        match g.pending() {
            Pending::Over => return g.turn(),
            Pending::Seat(seat) => {
                let legal = g.legal_actions(seat);
                let a = &legal[rng.below(legal.len())];
                g.apply(seat, a).unwrap();
            }
            Pending::Race { seats, closes_at_ms } => {
                for seat in seats {
                    let legal = g.legal_actions(seat);
                    if !legal.is_empty() {
                        g.apply(seat, &legal[rng.below(legal.len())]).unwrap();
                    }
                }
                g.on_clock(closes_at_ms.unwrap()).unwrap();
            }
        }
    }
}
