//! What the rules benches share: a full game of uniformly random legal moves.

use tavolo::engine::{Game, GameRng, Pending};

/// Plays `g` to its end with random legal moves from `seed` (in a real-time race every seat that
/// may act does so, then the window closes on the clock); returns the turns played. One buffer
/// holds the legal actions, as a search's playouts keep one.
pub fn play_random<G: Game>(mut g: G, seed: u64) -> u32 {
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    loop {
        match g.pending() {
            Pending::Over => return g.turn(),
            Pending::Seat(seat) | Pending::Each { first: seat, .. } => {
                g.legal_actions_into(seat, &mut legal);
                let a = &legal[rng.below(legal.len())];
                g.apply(seat, a).unwrap();
            }
            Pending::Race { seats, closes_at_ms } => {
                for seat in seats {
                    g.legal_actions_into(seat, &mut legal);
                    if !legal.is_empty() {
                        g.apply(seat, &legal[rng.below(legal.len())]).unwrap();
                    }
                }
                g.on_clock(closes_at_ms.unwrap()).unwrap();
            }
        }
    }
}
