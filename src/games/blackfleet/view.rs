//! What one seat may know in Black Fleet: the map with every ship and its cargo, the supplies, every
//! player's doubloons, face-up development cards and counts of hidden cards, the card played and the
//! turn's progress; its own movement and fortune cards and face-down development cards.

use crate::engine::Seat;

use super::data::{Dev, Fortune};
use super::movement::Board;
use super::rules::{BlackFleet, Stage, Turn};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    pub cargo: Vec<usize>,
    pub loot: Vec<usize>,
    pub doubloons: u32,
    pub devs_up: Vec<Dev>,
    pub devs_down: usize,
    pub victory: u32,
    pub bought_victory: bool,
    pub moves: usize,
    pub fortunes: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FleetView {
    pub seat: Option<Seat>,
    pub current: Seat,
    pub stage: Stage,
    pub board: Board,
    pub supply: [u8; 5],
    pub players: Vec<PlayerView>,
    /// The turn in progress (public: the card played, budgets, fortune cards played).
    pub turn: Turn,
    pub final_round: bool,
    pub move_deck: usize,
    /// Movement cards played since the deck was last reshuffled: each was shown face up, so every
    /// seat knows them (and that they are not in a hand or the deck).
    pub move_discard: Vec<u8>,
    pub fortune_deck: usize,
    /// Turns played so far (public).
    pub turns: u32,
    /// Own cards: movement (deck indices), fortune, and development cards with face-up flags.
    pub moves: Vec<u8>,
    pub fortunes: Vec<Fortune>,
    pub devs: Vec<(Dev, bool)>,
    /// Own reward cards drawn after a deed of this turn they reward (only on one's own turn), so
    /// the menu can tell that they pay nothing for it.
    pub late_rewards: Vec<(Fortune, usize)>,
}

impl FleetView {
    pub fn of(g: &BlackFleet, seat: Option<Seat>) -> Self {
        let own = seat.filter(|&s| s < g.players.len()).map(|s| &g.players[s]);
        FleetView {
            seat,
            current: g.current,
            stage: g.stage.clone(),
            board: g.board.clone(),
            supply: g.supply,
            players: g
                .players
                .iter()
                .map(|p| PlayerView {
                    cargo: p.cargo.clone(),
                    loot: p.loot.clone(),
                    doubloons: p.doubloons,
                    devs_up: p.devs.iter().filter(|d| d.1).map(|d| d.0).collect(),
                    devs_down: p.devs.iter().filter(|d| !d.1).count(),
                    victory: p.victory,
                    bought_victory: p.bought_victory,
                    moves: p.moves.len(),
                    fortunes: p.fortunes.len(),
                })
                .collect(),
            turn: g.turn.clone(),
            final_round: g.final_round,
            move_deck: g.move_deck.len(),
            move_discard: g.move_discard.clone(),
            fortune_deck: g.fortune_deck.len(),
            turns: g.turns,
            moves: own.map(|p| p.moves.clone()).unwrap_or_default(),
            fortunes: own.map(|p| p.fortunes.clone()).unwrap_or_default(),
            devs: own.map(|p| p.devs.clone()).unwrap_or_default(),
            late_rewards: if seat == Some(g.current) { g.late_rewards.clone() } else { Vec::new() },
        }
    }

    /// What playing the viewer's reward card `card` pays now for this turn's earlier deeds.
    pub fn pays_now(&self, card: Fortune) -> u32 {
        let me = self.seat.unwrap_or(0);
        let deeds = &self.turn.deeds;
        super::fortune::pays_now(self.players.len(), me, deeds, &self.fortunes, &self.late_rewards, card)
    }

    /// Whether this seat has a development power face up.
    pub fn has(&self, seat: Seat, d: Dev) -> bool {
        self.players[seat].devs_up.contains(&d)
    }
}
