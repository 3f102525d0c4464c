//! One folder per game.

pub mod keltis;
