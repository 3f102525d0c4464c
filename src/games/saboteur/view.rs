//! What one seat may know in Saboteur: the maze (face-down goals unnamed), the cards in front of
//! everyone, counts, its own hand, role and gold, the goals it looked at with a Map and the roles it
//! inspected. Roles are public only once a round ends; gold totals only when the game ends.

use crate::engine::Seat;

use super::actions::Table;
use super::cards::{Act, Card};
use super::maze::{Maze, Pos};
use super::payout::Role;
use super::round::RoundReport;
use super::rules::{Mode, Saboteur, Stage};

/// The public shape of the decision at hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    Turn,
    Theft {
        thief: Seat,
    },
    /// `cards` only for the seat picking.
    Nuggets {
        picker: Seat,
        cards: Option<Vec<u8>>,
    },
    RoundOver {
        next: Seat,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaboteurView {
    pub seat: Option<Seat>,
    pub players: usize,
    pub mode: Mode,
    pub round: u8,
    pub current: Seat,
    pub phase: Phase,
    pub maze: Maze,
    pub deck: usize,
    pub discard: usize,
    pub hand: Option<Vec<Card>>,
    pub hand_sizes: Vec<usize>,
    pub in_front: Vec<Vec<Act>>,
    pub role: Option<Role>,
    pub gold: Option<u32>,
    /// Whether each player has any gold (the amount is private).
    pub has_gold: Vec<bool>,
    /// Goals this seat looked at: square and whether it is the gold.
    pub maps: Vec<(Pos, bool)>,
    pub inspected: Vec<(Seat, Role)>,
    /// Every Map look this round, as the table saw it played: who looked at which goal (what they
    /// saw is theirs alone). A bot's samples let those players know what they saw.
    pub mapped: Vec<(Seat, Pos)>,
    pub reputation: Vec<i32>,
    /// Roles set aside face down this round (what Swap Your Hats draws from).
    pub set_aside: usize,
    /// The round just ended (between its end and the next round's start); the values of others'
    /// nugget cards read 0.
    pub report: Option<RoundReport>,
    /// Everyone's gold, once the game is over.
    pub totals: Option<Vec<u32>>,
}

impl SaboteurView {
    pub fn of(g: &Saboteur, seat: Option<Seat>) -> Self {
        let n = g.players;
        let own = |s: Option<Seat>| s.filter(|&s| s < n);
        let phase = match &g.stage {
            Stage::Turn => Phase::Turn,
            Stage::Theft { queue } => Phase::Theft { thief: queue[0] },
            Stage::Nuggets { cards, order } => {
                Phase::Nuggets { picker: order[0], cards: (seat == Some(order[0])).then(|| cards.clone()) }
            }
            Stage::RoundOver { next } => Phase::RoundOver { next: *next },
            Stage::Over => Phase::Over,
        };
        let report = match phase {
            Phase::Turn => None,
            _ => g.reports.last().map(|r| {
                let mut r = r.clone();
                // Who kept a nugget card is public, its value only its owner's: others read 0.
                for (s, v) in &mut r.nuggets {
                    if Some(*s) != seat {
                        *v = 0;
                    }
                }
                r
            }),
        };
        SaboteurView {
            seat,
            players: n,
            mode: g.options.mode,
            round: g.round,
            current: g.current,
            phase,
            maze: g.maze.public(),
            deck: g.deck.len(),
            discard: g.discard.len(),
            hand: own(seat).map(|s| g.hands[s].clone()),
            hand_sizes: g.hands.iter().map(Vec::len).collect(),
            in_front: g.in_front.clone(),
            role: own(seat).map(|s| g.roles[s]),
            gold: own(seat).map(|s| g.gold[s]),
            has_gold: g.gold.iter().map(|&x| x > 0).collect(),
            maps: own(seat).map(|s| g.maps[s].clone()).unwrap_or_default(),
            inspected: own(seat).map(|s| g.inspected[s].clone()).unwrap_or_default(),
            mapped: g
                .maps
                .iter()
                .enumerate()
                .flat_map(|(s, m)| m.iter().map(move |&(p, _)| (s, p)))
                .collect(),
            reputation: g.reputation.clone(),
            set_aside: g.set_aside.len(),
            report,
            totals: (g.stage == Stage::Over).then(|| g.gold.clone()),
        }
    }

    /// The public facts action cards are checked against (the same checks as the rules).
    pub fn table(&self) -> Table<'_> {
        Table { players: self.players, in_front: &self.in_front, maze: &self.maze, set_aside: self.set_aside }
    }

    /// What this seat knows of the goal at `p`: `Some(true)` gold, `Some(false)` stone.
    pub fn known_goal(&self, p: Pos) -> Option<bool> {
        self.maps.iter().find(|(q, _)| *q == p).map(|(_, gold)| *gold)
    }
}
