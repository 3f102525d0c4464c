//! Where Black Fleet ships are and where they may go: sea squares only (land with Shallow Draft or
//! one square with Secret Channel, never ports, never ending on land), through friendly ships but not
//! others, never ending on a ship; pirates enter from a distant-sea area at a cost of 1. Also the
//! ranges for attacks and sinkings (adjacent, or two in a straight line with Long Guns).

use std::collections::{BTreeMap, VecDeque};

use serde::{Deserialize, Serialize};

use super::data::data;
use super::map::{Pos, Square};
use crate::engine::Seat;

/// One of the ships a player may move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Ship {
    Merchant,
    Pirate,
    /// 0 yellow, 1 purple.
    Navy(usize),
}

impl Ship {
    pub const ALL: [Ship; 4] = [Ship::Merchant, Ship::Pirate, Ship::Navy(0), Ship::Navy(1)];

    pub fn index(self) -> usize {
        match self {
            Ship::Merchant => 0,
            Ship::Pirate => 1,
            Ship::Navy(n) => 2 + n.min(1),
        }
    }
}

/// Every ship on (or off) the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub merchants: Vec<Option<Pos>>,
    pub pirates: Vec<Option<Pos>>,
    pub navy: [Pos; 2],
}

/// How a ship may treat land while moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Land {
    Never,
    /// Secret Channel: one land square (not a port).
    Once,
    /// Shallow Draft: any land squares (not ports).
    Always,
}

/// A square a ship can reach, and whether the cheapest way there crosses land with Secret Channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reach {
    pub cost: u8,
    pub channel: bool,
}

impl Board {
    pub fn position(&self, seat: Seat, ship: Ship) -> Option<Pos> {
        match ship {
            Ship::Merchant => self.merchants[seat],
            Ship::Pirate => self.pirates[seat],
            Ship::Navy(n) => Some(self.navy[n]),
        }
    }

    pub fn set(&mut self, seat: Seat, ship: Ship, at: Option<Pos>) {
        match ship {
            Ship::Merchant => self.merchants[seat] = at,
            Ship::Pirate => self.pirates[seat] = at,
            Ship::Navy(n) => {
                if let Some(p) = at {
                    self.navy[n] = p;
                }
            }
        }
    }

    /// Which ship is on a square: (owner, ship); navy ships have no owner.
    pub fn ship_at(&self, p: Pos) -> Option<(Option<Seat>, Ship)> {
        if let Some(n) = self.navy.iter().position(|&q| q == p) {
            return Some((None, Ship::Navy(n)));
        }
        if let Some(s) = self.merchants.iter().position(|&q| q == Some(p)) {
            return Some((Some(s), Ship::Merchant));
        }
        self.pirates.iter().position(|&q| q == Some(p)).map(|s| (Some(s), Ship::Pirate))
    }

    pub fn is_free(&self, p: Pos) -> bool {
        data().map.get(p).is_some_and(Square::is_sea) && self.ship_at(p).is_none()
    }

    /// Every square `ship` of `seat` can reach with `budget` steps. `friendly` are the navy ships the
    /// player may move this turn (they, and the player's own ships, may be passed through).
    pub fn reach(
        &self,
        seat: Seat,
        ship: Ship,
        budget: u8,
        friendly: &[usize],
        land: Land,
    ) -> BTreeMap<Pos, Reach> {
        let map = &data().map;
        let passable_ship = |p: Pos| match self.ship_at(p) {
            None => true,
            Some((Some(owner), Ship::Merchant | Ship::Pirate)) => owner == seat,
            Some((_, Ship::Navy(n))) => friendly.contains(&n),
            Some(_) => false,
        };
        // States: (square, crossed land with the channel?). Off the board a pirate enters at cost 1
        // onto a free entry square: one holding any ship (its own merchant, a friendly navy ship)
        // cannot be entered nor passed through, and with none free the pirate waits off the board.
        // Costs by (square, crossed?) in a flat table (no hashing: this runs for every legal list).
        const UNSEEN: u8 = u8::MAX;
        let key = |(x, y): Pos, used: bool| 2 * (y * map.width + x) + usize::from(used);
        let mut best = vec![UNSEEN; 2 * map.width * map.height];
        let mut queue = VecDeque::with_capacity(64);
        match self.position(seat, ship) {
            Some(p) => {
                best[key(p, false)] = 0;
                queue.push_back((p, false, 0u8));
            }
            None if ship == Ship::Pirate => {
                for area in &data().areas {
                    for &e in &area.entries {
                        if budget >= 1 && self.is_free(e) && best[key(e, false)] == UNSEEN {
                            best[key(e, false)] = 1;
                            queue.push_back((e, false, 1));
                        }
                    }
                }
            }
            None => return BTreeMap::new(),
        }
        while let Some((p, used, cost)) = queue.pop_front() {
            if cost >= budget {
                continue;
            }
            for q in map.neighbours(p) {
                let square = map.at(q);
                let (ok, used_now) = match square {
                    Square::Port(_) => (false, used),
                    Square::Land => match land {
                        Land::Always => (true, used),
                        Land::Once if !used && map.at(p).is_sea() => (true, true),
                        _ => (false, used),
                    },
                    _ => (passable_ship(q), used),
                };
                if !ok {
                    continue;
                }
                let k = key(q, used_now);
                if best[k] == UNSEEN || best[k] > cost + 1 {
                    best[k] = cost + 1;
                    queue.push_back((q, used_now, cost + 1));
                }
            }
        }
        let start = self.position(seat, ship);
        let mut out: BTreeMap<Pos, Reach> = BTreeMap::new();
        let seen = best.iter().enumerate().filter(|&(_, &c)| c != UNSEEN);
        for (k, &cost) in seen {
            let (p, used) = ((k / 2 % map.width, k / 2 / map.width), k % 2 == 1);
            // Never end on land or on another ship (the ship's own square is not a move).
            if Some(p) == start || !map.at(p).is_sea() || self.ship_at(p).is_some() {
                continue;
            }
            let r = Reach { cost, channel: used };
            let better = out.get(&p).is_none_or(|o| (r.cost, r.channel) < (o.cost, o.channel));
            if better {
                out.insert(p, r);
            }
        }
        out
    }
}

/// Whether `from` can hit `to`: orthogonally adjacent, or with Long Guns two squares away in a
/// straight line whose middle square is sea.
pub fn in_range(from: Pos, to: Pos, long_guns: bool) -> bool {
    let (dx, dy) = (from.0.abs_diff(to.0), from.1.abs_diff(to.1));
    if dx + dy == 1 {
        return true;
    }
    if long_guns && ((dx == 2 && dy == 0) || (dx == 0 && dy == 2)) {
        let mid = ((from.0 + to.0) / 2, (from.1 + to.1) / 2);
        return data().map.at(mid).is_sea();
    }
    false
}

/// Sea steps from the nearest port dock, for every square (Secret Orders: Hunt).
pub fn dock_distance(p: Pos) -> Option<usize> {
    use std::sync::OnceLock;
    static DIST: OnceLock<Vec<Option<usize>>> = OnceLock::new();
    let d = data();
    let dist = DIST.get_or_init(|| {
        let docks: Vec<Pos> = d.ports.iter().flat_map(|p| p.docks.iter().copied()).collect();
        d.map.distances_from(&docks)
    });
    dist[p.1 * d.map.width + p.0]
}
