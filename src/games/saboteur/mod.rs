//! Saboteur + Saboteur 2 (Moyersoen). So far: the decks as data (`deck.rs`, from
//! `assets/saboteur.json`), the maze (`maze.rs`: placement, connectivity, ladders, goals, access
//! through doors, crystals) and round payouts (`payout.rs`). Rounds, roles, action cards, bots and the
//! screen come next; until then the game is listed as not available.

pub mod deck;
pub mod maze;
pub mod payout;
