//! What a seat sees in Pow Wow: everything on the table is public; won piles are face down (sizes only).

use crate::engine::Seat;

use super::cards::{Card, Kind, Tribe};
use super::claim::{self, Take};
use super::rules::{Claim, Options, Phase, PowWow};

#[derive(Clone, Debug, PartialEq)]
pub struct PowWowView {
    pub seat: Option<Seat>,
    pub players: usize,
    pub options: Options,
    pub table: Vec<Card>,
    pub deck: usize,
    pub won: Vec<usize>,
    pub removed: usize,
    pub revealer: Seat,
    pub phase: Phase,
    pub claims: Vec<Claim>,
    /// Seats that passed on this reveal (shown beside their names while the window is open).
    pub passed: Vec<bool>,
    pub now_ms: u64,
    pub revealed_ms: u64,
}

impl PowWowView {
    pub fn of(g: &PowWow, seat: Option<Seat>) -> Self {
        PowWowView {
            seat,
            players: g.players(),
            options: g.options.clone(),
            table: g.table.clone(),
            deck: g.deck.len(),
            won: g.piles.iter().map(Vec::len).collect(),
            removed: g.removed.len(),
            revealer: g.revealer,
            phase: g.phase,
            claims: g.claims.clone(),
            passed: g.passed.clone(),
            now_ms: g.now_ms,
            revealed_ms: g.revealed_ms,
        }
    }

    /// What `seat`'s tribe card `kind` could take now (empty: the claim would be penalised).
    pub fn options(&self, seat: Seat, kind: Kind) -> Vec<Take> {
        claim::options(&self.table, Tribe::of_seat(seat), kind, &self.options)
    }

    /// How many cards a choice brings, Sharing allies included.
    pub fn gain(&self, kind: Kind, take: Take) -> usize {
        claim::gain(&self.table, kind, take)
            + claim::allies(&self.table, kind, take, self.players, &self.options)
    }

    /// The newest face-up card, while it is the one just revealed (the window is open or resolving).
    pub fn new_card(&self) -> Option<Card> {
        match self.phase {
            Phase::Window { .. } | Phase::Resolve { .. } => self.table.last().copied(),
            Phase::Reveal | Phase::Over => None,
        }
    }
}
