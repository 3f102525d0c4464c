//! A Black Fleet bot that plays to win from its own view: merchants sail to the best-paying port for
//! their cargo and sell, empty pirates hunt merchants and loaded ones bury on the richest beach, navy
//! ships sink opponents' pirates and keep away from its own; it plays fortune cards when they pay,
//! and buys development cards as soon as it can, then the victory card.

use crate::engine::search::{Budget, search};
use crate::engine::{BotLevel, GameRng, Seat};

use super::data::{Fortune, data};
use super::map::{Pos, Square};
use super::movement::{Ship, in_range};
use super::rules::{Action, Aim, Progress, Stage};
use super::view::FleetView;

/// Sea steps from every square to every square (`u8::MAX`: unreachable), computed once: a goal's
/// distance is the least over its squares, which is what a search from all of them would find,
/// without a search per decision (that was two thirds of a bot game's time).
fn table() -> &'static [u8] {
    use std::sync::OnceLock;
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let map = &data().map;
        map.positions()
            .flat_map(|p| {
                map.distances_from(&[p]).into_iter().map(|d| d.map_or(u8::MAX, |d| d.min(254) as u8))
            })
            .collect()
    })
}

/// Sea steps from the nearest of `goal` to `p` (99: none reachable).
fn at(goal: &[Pos], p: Pos) -> i32 {
    let map = &data().map;
    let (t, n) = (table(), map.width * map.height);
    let i = p.1 * map.width + p.0;
    goal.iter()
        .map(|g| t[(g.1 * map.width + g.0) * n + i])
        .min()
        .filter(|&d| d != u8::MAX)
        .map_or(99, i32::from)
}

/// What a Hard decision spends: fixed iterations, so its choice replays identically. A turn is
/// several decisions (card, each ship's moves and acts, draw, buy); playouts of 48 decisions see
/// about three rounds of turns, then the estimate (progress toward the victory card) judges.
/// Sized for a decision p95 under 250 ms on one core.
pub const HARD: Budget = Budget {
    iterations: 240,
    depth: 48,
    tree_depth: 1,
    exploration: 0.5,
    width: 4,
    playout: BotLevel::Normal,
};

struct Mind<'a> {
    v: &'a FleetView,
    me: Seat,
    /// Easy plays like a beginner: it does not steer the navy against pirates nor time its fortune
    /// cards, and sometimes moves a ship anywhere.
    easy: bool,
    /// Per ship (merchant, pirate, yellow, purple): the squares it heads for, if any.
    dist: [Option<Vec<Pos>>; 4],
}

impl<'a> Mind<'a> {
    /// The best price anywhere for a colour, and the docks of the ports paying it.
    fn market(&self, colour: usize) -> (u32, Vec<Pos>) {
        let d = data();
        let best = d.ports.iter().filter_map(|p| p.buys[colour]).max().unwrap_or(0);
        let docks =
            d.ports.iter().filter(|p| p.buys[colour] == Some(best)).flat_map(|p| p.docks.clone()).collect();
        (best, docks)
    }

    /// Where each of the bot's ships wants to go, as the squares to approach.
    fn goal(&self, ship: Ship) -> Vec<Pos> {
        let me = &self.v.players[self.me];
        let b = &self.v.board;
        let map = &data().map;
        match ship {
            Ship::Merchant => match me.cargo.first() {
                Some(&c) => self.market(c).1,
                None => data().ports.iter().flat_map(|p| p.docks.clone()).collect(),
            },
            Ship::Pirate if me.loot.is_empty() => (0..self.v.players.len())
                .filter(|&s| s != self.me && !self.v.players[s].cargo.is_empty())
                .filter_map(|s| b.merchants[s])
                .flat_map(|p| map.neighbours(p).collect::<Vec<_>>())
                .collect(),
            Ship::Pirate => {
                let best = map
                    .positions()
                    .filter_map(|p| if let Square::Beach(v) = map.at(p) { Some(v) } else { None })
                    .max()
                    .unwrap_or(0);
                map.positions()
                    .filter(|&p| {
                        map.at(p) == Square::Beach(best) || map.at(p) == Square::Beach(best.saturating_sub(1))
                    })
                    .collect()
            }
            Ship::Navy(_) => (0..self.v.players.len())
                .filter(|&s| s != self.me)
                .filter_map(|s| b.pirates[s])
                .flat_map(|p| map.neighbours(p).collect::<Vec<_>>())
                .collect(),
        }
    }

    fn new(v: &'a FleetView, easy: bool) -> Self {
        let mut m = Mind { v, me: v.seat.unwrap_or(0), easy, dist: [None, None, None, None] };
        m.dist = Ship::ALL.map(|ship| {
            let goal = m.goal(ship);
            (!goal.is_empty()).then_some(goal)
        });
        m
    }

    fn move_score(&self, ship: Ship, to: Pos) -> i32 {
        if self.easy && matches!(ship, Ship::Navy(_)) {
            return 0;
        }
        let Some(dist) = &self.dist[ship.index()] else { return -5 };
        let here = self.v.board.position(self.me, ship);
        let before = here.map_or(at(dist, to) + 3, |p| at(dist, p));
        let after = at(dist, to);
        let mut score = 12 * (before - after) + if after == 0 { 40 } else { 0 };
        // Keep navy ships away from the bot's own pirate, and the pirate away from navy ships.
        if let Ship::Navy(_) = ship
            && let Some(p) = self.v.board.pirates[self.me]
            && in_range(to, p, false)
        {
            score -= 30;
        }
        if ship == Ship::Pirate && self.v.board.navy.iter().any(|&n| in_range(to, n, false)) {
            score -= 8;
        }
        score
    }

    /// A dock to enter at: what the cargo loaded there fetches per step of the voyage to its
    /// market, less for a port another merchant already sails from (the same route and the same
    /// pirates). The same for every seat; only the board differs.
    fn dock_score(&self, dock: Pos) -> i32 {
        let d = data();
        let port = d.port_of_dock(dock).unwrap_or(0);
        let colour = d.ports[port].supplies;
        let (price, market) = self.market(colour);
        let cubes = i32::from(self.v.supply[colour].min(3));
        let mut score = 1000 * cubes * price as i32 / (at(&market, dock) + 6);
        let v = self.v;
        let crowd = (0..v.players.len())
            .filter(|&s| s != self.me)
            .filter_map(|s| v.board.merchants[s])
            .filter(|&m| d.port_of_dock(m) == Some(port))
            .count() as i32;
        score -= crowd * 150;
        score / 10
    }

    /// Whether `ship` has acted this turn and has a second deed in reach right where it is: a
    /// pirate with loot on a beach, or a navy ship beside another opponent's pirate.
    fn second_deed(&self, ship: Ship) -> bool {
        let (v, t) = (self.v, &self.v.turn);
        if t.actions[ship.index()] == 0 {
            return false;
        }
        let map = &data().map;
        match ship {
            Ship::Pirate => {
                !v.players[self.me].loot.is_empty()
                    && v.board.pirates[self.me].is_some_and(|p| matches!(map.at(p), Square::Beach(_)))
            }
            Ship::Navy(n) => (0..v.players.len())
                .filter(|&s| s != self.me)
                .filter_map(|s| v.board.pirates[s])
                .any(|p| in_range(v.board.navy[n], p, false)),
            Ship::Merchant => false,
        }
    }

    fn fortune_score(&self, card: Fortune, aim: Aim) -> i32 {
        if self.easy {
            // Plays what it holds as soon as it can, whether it pays now or not.
            return 5;
        }
        let t = &self.v.turn;
        let fresh = |i: usize| t.allowed[i] && t.progress[i] != Progress::Done;
        match card {
            Fortune::FairWindMerchant if t.card.is_some() && fresh(0) => 20,
            Fortune::FairWindPirate if t.card.is_some() && fresh(1) => 18,
            Fortune::Gale if t.card.is_some() => 15,
            Fortune::PirateLair
                if self.v.board.pirates[self.me].is_none() && matches!(aim, Aim::Square(_)) =>
            {
                40
            }
            Fortune::ExtraAction if matches!(aim, Aim::Ship(ship) if self.second_deed(ship)) => 50,
            // A reward card, only for what it pays now: a copy drawn after the deed pays nothing.
            _ if super::fortune::is_reward(card) && self.v.pays_now(card) > 0 => 60,
            _ => -10,
        }
    }

    fn score(&self, a: &Action) -> i32 {
        let v = self.v;
        let me = &v.players[self.me];
        match a {
            Action::EnterMerchant(p) => self.dock_score(*p),
            Action::Hideout(p) => match data().map.at(*p) {
                Square::Beach(value) if !me.loot.is_empty() => 50 + value as i32,
                _ if v.board.pirates[self.me].is_none() => 30,
                _ => -5,
            },
            Action::PlayMovement { card, boost, .. } => {
                let m = data().movement[*card as usize];
                let merchant = if me.cargo.is_empty() { 1 } else { 3 };
                (m.merchant as i32) * merchant
                    + m.pirate as i32 * 2
                    + m.navy_value as i32
                    + i32::from(*boost == Some(Ship::Merchant))
            }
            Action::Move { ship, to } => self.move_score(*ship, *to),
            Action::Sell { port } => {
                let c = me.cargo.first().copied().unwrap_or(0);
                200 + data().ports[*port].buys[c].unwrap_or(2) as i32 * me.cargo.len() as i32
            }
            Action::Attack { .. } => 150,
            Action::Bury => 160,
            Action::Sink { .. } => 170,
            Action::SwapShips => -5,
            Action::Fortune { card, aim } => self.fortune_score(*card, *aim),
            Action::EndMoves => 0,
            Action::DiscardFortune(f) => match f {
                Fortune::Shanghaied | Fortune::SecretChannel | Fortune::Commandeer | Fortune::ExtraAction => {
                    10
                }
                Fortune::CalmSeas => 8,
                _ => 0,
            },
            Action::BuyVictory => 1000,
            Action::Buy(slot) => 500 - v.devs.get(*slot).map_or(0, |d| data().dev_card(d.0).cost as i32),
            Action::Pass => 0,
        }
    }
}

pub fn choose(view: &FleetView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    if level == BotLevel::Hard
        && let Some(seat) = view.seat
    {
        let mind = Mind::new(view, false);
        // Never silly: a sale in reach or the victory card is taken at once, and a fortune card
        // that pays nothing now is not among the moves the search weighs.
        if let Some(a) = legal
            .iter()
            .filter(|a| matches!(a, Action::Sell { .. } | Action::BuyVictory))
            .max_by_key(|a| mind.score(a))
        {
            return a.clone();
        }
        let sensible: Vec<Action> = legal
            .iter()
            .filter(|a| !matches!(a, Action::Fortune { .. }) || mind.score(a) >= 0)
            .cloned()
            .collect();
        return search::<super::BlackFleet>(view, seat, &sensible, &HARD, rng);
    }
    let fallback = legal.last().cloned().unwrap_or(Action::Pass);
    let wander = match level {
        BotLevel::Easy => 0.25,
        BotLevel::Normal => 0.03,
        BotLevel::Hard => 0.0,
    };
    // Never wander into ending the turn early or passing a purchase.
    if rng.chance(wander) && matches!(view.stage, Stage::Moving) {
        let moves: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Move { .. })).collect();
        if let Some(a) = rng.pick(&moves) {
            return (*a).clone();
        }
    }
    let mind = Mind::new(view, level == BotLevel::Easy);
    legal.iter().max_by_key(|a| mind.score(a) * 4 + rng.below(3) as i32).cloned().unwrap_or(fallback)
}

/// How good the Normal bot thinks each of `legal` is (the Hard search compares the best few).
pub fn values(view: &FleetView, legal: &[Action]) -> Vec<f64> {
    let mind = Mind::new(view, false);
    legal.iter().map(|a| f64::from(mind.score(a))).collect()
}
