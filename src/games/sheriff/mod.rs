//! Sheriff of Nottingham (Rosenberg 2006). So far: the game data (`data.rs`, from
//! `assets/sheriff.json`) and scoring as pure functions (`scoring.rs`). The turn, actions and
//! decisions come next; until then the game is listed as not available.

pub mod data;
pub mod scoring;
