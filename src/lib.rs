//! Tavolo: a terminal game table for friends sharing one laptop.

pub mod engine;
pub mod games;
