//! Tavolo: a terminal game table for friends sharing one laptop.

pub mod catalog;
pub mod cli;
pub mod engine;
pub mod games;
pub mod i18n;
pub mod net;
pub mod private;
pub mod table_core;
pub mod ui;

#[cfg(test)]
mod layers;
