//! Black Fleet (Space Cowboys 2014). So far: the sea map (`map.rs`, from `assets/blackfleet/map.txt`),
//! checked and measured. Ships, cards, turns, bots and the screen come next; until then the game is
//! listed as not available.

pub mod map;
