//! Black Fleet (Space Cowboys 2014). The map (`map.rs`, from `assets/blackfleet/map.txt`) and the
//! ports, distant seas and decks (`data.rs`, from `assets/blackfleet/cards.json`). Ships, turns,
//! bots and the screen come next; until then the game is listed as not available.

pub mod data;
pub mod map;
