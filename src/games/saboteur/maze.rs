//! The Saboteur maze: where path cards may go (edge matching, connection to the start through tunnel
//! segments, ladders), which goals a tunnel reaches (and how a stone goal turns), Rockfall, team access
//! through doors, and crystals. Pure: positions and cards in, answers out.

use serde::{Deserialize, Serialize};

use super::deck::{PathCard, Team, deck};
use crate::i18n::{Arg, Msg};
use crate::msg;

/// A set of card edges as bits.
pub type Edges = u8;
pub const N: Edges = 1;
pub const E: Edges = 2;
pub const S: Edges = 4;
pub const W: Edges = 8;
pub const ALL: [Edges; 4] = [N, E, S, W];

/// `"NS"` → N|S.
pub fn parse_edges(s: &str) -> Option<Edges> {
    if s.is_empty() {
        return None;
    }
    s.chars().try_fold(0, |acc, c| {
        let e = match c {
            'N' => N,
            'E' => E,
            'S' => S,
            'W' => W,
            _ => return None,
        };
        Some(acc | e)
    })
}

/// A card turned 180°: N↔S, E↔W.
pub fn flip(e: Edges) -> Edges {
    ((e & 0b0011) << 2) | ((e & 0b1100) >> 2)
}

pub type Pos = (i32, i32);

/// The square beyond edge `e` (x grows east, y grows south).
pub fn step((x, y): Pos, e: Edges) -> Pos {
    match e {
        N => (x, y - 1),
        S => (x, y + 1),
        E => (x + 1, y),
        _ => (x - 1, y),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    Gold,
    /// One of the two stone goals (index into the deck's stones).
    Stone(usize),
    /// A face-down goal as a player's view shows it.
    Unknown,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tile {
    Start,
    /// A path card from the deck (index into `path_cards`), possibly turned 180°.
    Path {
        card: usize,
        flipped: bool,
    },
    Goal {
        goal: Goal,
        revealed: bool,
        flipped: bool,
    },
}

/// Why a path card cannot go where it was tried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceError {
    Occupied,
    NotAdjacent,
    /// The tunnel/wall on this edge does not match the neighbour.
    Mismatch(Edges),
    NotConnected,
    LadderNextToGoal,
    LadderNeedsPath,
}

impl PlaceError {
    /// The refusal as players read it.
    pub fn msg(self) -> Msg {
        match self {
            PlaceError::Occupied => msg!("saboteur-err-occupied"),
            PlaceError::NotAdjacent => msg!("saboteur-err-not-adjacent"),
            PlaceError::Mismatch(e) => {
                let side = match e {
                    N => "top",
                    E => "right",
                    S => "bottom",
                    _ => "left",
                };
                msg!("saboteur-err-mismatch", side = Arg::Id(side))
            }
            PlaceError::NotConnected => msg!("saboteur-err-not-connected"),
            PlaceError::LadderNextToGoal => msg!("saboteur-err-ladder-goal"),
            PlaceError::LadderNeedsPath => msg!("saboteur-err-ladder-path"),
        }
    }
}

/// What placing a card revealed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reveal {
    Gold(Pos),
    Stone(Pos),
}

/// A card's tunnel segments as it lies (at most four), cheap to copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Segs {
    segs: [Edges; 4],
    len: u8,
}

impl Segs {
    pub fn of(card: &PathCard, flipped: bool) -> Self {
        card.lying[usize::from(flipped)]
    }

    /// The segments `segments` make, turned 180° if `flipped` (at most four).
    pub fn from_edges(segments: &[Edges], flipped: bool) -> Self {
        let mut out = Segs::default();
        for &s in segments.iter().take(4) {
            out.segs[out.len as usize] = if flipped { flip(s) } else { s };
            out.len += 1;
        }
        out
    }

    pub fn iter(&self) -> impl Iterator<Item = Edges> + '_ {
        self.segs[..self.len as usize].iter().copied()
    }

    /// Every opening of the card.
    pub fn open(&self) -> Edges {
        self.iter().fold(0, |a, s| a | s)
    }

    /// The segment that opens on edge `e`.
    pub fn at(&self, e: Edges) -> Option<usize> {
        self.iter().position(|s| s & e != 0)
    }

    pub fn get(&self, i: usize) -> Edges {
        self.segs[i]
    }
}

/// What an empty square asks of a card placed on it, from its neighbours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub pos: Pos,
    /// Edges facing a tunnel (the card must open there) and facing a wall (it must not).
    pub must_open: Edges,
    pub must_close: Edges,
    /// Edges whose neighbouring tunnel is connected to the start.
    pub connected: Edges,
    pub next_to_goal: bool,
    pub next_to_path: bool,
}

impl Slot {
    /// Whether a card (turned if `flipped`) fits this square.
    pub fn accepts(&self, card: &PathCard, flipped: bool) -> Result<(), PlaceError> {
        let segs = Segs::of(card, flipped);
        let open = segs.open();
        let wrong = (self.must_open & !open) | (self.must_close & open);
        if wrong != 0 {
            // The first edge (N, E, S, W) that does not match.
            return Err(PlaceError::Mismatch(wrong & wrong.wrapping_neg()));
        }
        if card.ladder {
            if self.next_to_goal {
                return Err(PlaceError::LadderNextToGoal);
            }
            if !self.next_to_path {
                return Err(PlaceError::LadderNeedsPath);
            }
            return Ok(());
        }
        if segs.iter().any(|s| s & self.connected != 0) { Ok(()) } else { Err(PlaceError::NotConnected) }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Maze {
    /// The cards in the maze with their squares (a list: JSON maps cannot have tuple keys).
    tiles: Vec<(Pos, Tile)>,
    #[serde(skip)]
    slots: SlotCache,
}

/// The maze's dense grid, the tunnels reached from the start and the empty squares, as last worked
/// out; a placed card updates them in place (a new card only adds reach), anything else (Rockfall, a
/// goal turned up, goals dealt) drops them. Legal moves, placement checks and the bots all ask for
/// the squares, mostly of an unchanged maze. Not part of the game (never saved, equal in every maze).
#[derive(Clone, Default)]
struct SlotCache(std::sync::OnceLock<Worked>);

#[derive(Clone)]
struct Worked {
    grid: Grid,
    reach: Vec<u8>,
    slots: Vec<Slot>,
}

impl Worked {
    /// Updates the grid, reach and squares for a card just laid at `p` (a square with room round it).
    fn add(&mut self, p: Pos, tile: Tile) {
        let Some(i) = self.grid.index(p) else { return };
        let segs = Maze::tile_segs(tile);
        self.grid.cells[i] = Some((tile, segs));
        let ladder = matches!(tile, Tile::Path { card, .. } if deck().path_cards[card].ladder);
        let mut stack: Vec<(usize, usize)> = Vec::with_capacity(16);
        for k in 0..segs.map_or(0, |s| s.len as usize) {
            let seg = segs.map_or(0, |s| s.get(k));
            let joined = ladder
                || ALL.into_iter().filter(|e| seg & e != 0).any(|e| {
                    self.grid.index(step(p, e)).is_some_and(|j| match &self.grid.cells[j] {
                        Some((_, Some(theirs))) => {
                            theirs.at(flip(e)).is_some_and(|m| self.reach[j] & (1 << m) != 0)
                        }
                        _ => false,
                    })
                });
            if joined {
                self.reach[i] |= 1 << k;
                stack.push((i, k));
            }
        }
        // Newly reached segments reach on; squares next to a newly reached cell may now connect.
        let mut touched: Vec<Pos> = ALL.into_iter().map(|e| step(p, e)).collect();
        while let Some((c, k)) = stack.pop() {
            let seg = self.grid.cells[c].and_then(|(_, s)| s).map_or(0, |s| s.get(k));
            let q = self.grid.pos(c);
            touched.extend(ALL.into_iter().map(|e| step(q, e)));
            for e in ALL.into_iter().filter(|e| seg & e != 0) {
                let Some(j) = self.grid.index(step(q, e)) else { continue };
                let Some((_, Some(theirs))) = &self.grid.cells[j] else { continue };
                if let Some(m) = theirs.at(flip(e))
                    && self.reach[j] & (1 << m) == 0
                {
                    self.reach[j] |= 1 << m;
                    stack.push((j, m));
                }
            }
        }
        if let Ok(x) = self.slots.binary_search_by(|s| s.pos.cmp(&p)) {
            self.slots.remove(x);
        }
        touched.sort_unstable();
        touched.dedup();
        for q in touched {
            let Some(j) = self.grid.index(q) else { continue };
            if self.grid.cells[j].is_some() {
                continue;
            }
            let slot = Maze::slot_in(&self.grid, &self.reach, q);
            match self.slots.binary_search_by(|s| s.pos.cmp(&q)) {
                Ok(x) => self.slots[x] = slot,
                Err(x) => self.slots.insert(x, slot),
            }
        }
    }
}

impl PartialEq for SlotCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for SlotCache {}

impl std::fmt::Debug for SlotCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SlotCache")
    }
}

impl Maze {
    /// The start card and three face-down goals; `gold` is which goal position (0..3) hides the gold.
    pub fn new(gold: usize) -> Self {
        let d = deck();
        let mut tiles = vec![((0, 0), Tile::Start)];
        let mut stone = 0;
        for (i, &p) in d.goals_at.iter().enumerate() {
            let goal = if i == gold {
                Goal::Gold
            } else {
                stone += 1;
                Goal::Stone(stone - 1)
            };
            tiles.push((p, Tile::Goal { goal, revealed: false, flipped: false }));
        }
        Maze { tiles, slots: SlotCache::default() }
    }

    /// The maze as everyone sees it: face-down goals do not say what they are.
    pub fn public(&self) -> Maze {
        let tiles = self
            .tiles
            .iter()
            .map(|&(p, t)| match t {
                Tile::Goal { revealed: false, .. } => {
                    (p, Tile::Goal { goal: Goal::Unknown, revealed: false, flipped: false })
                }
                t => (p, t),
            })
            .collect();
        Maze { tiles, slots: SlotCache::default() }
    }

    pub fn tile(&self, p: Pos) -> Option<Tile> {
        self.tiles.iter().find(|(q, _)| *q == p).map(|(_, t)| *t)
    }

    pub fn tiles(&self) -> &[(Pos, Tile)] {
        &self.tiles
    }

    /// The path cards in the maze (not the start or goals), by deck index.
    pub fn path_cards(&self) -> impl Iterator<Item = usize> + '_ {
        self.tiles.iter().filter_map(|(_, t)| match t {
            Tile::Path { card, .. } => Some(*card),
            _ => None,
        })
    }

    fn card_of(t: Tile) -> Option<(&'static PathCard, bool)> {
        let d = deck();
        match t {
            Tile::Start => Some((&d.start, false)),
            Tile::Path { card, flipped } => Some((&d.path_cards[card], flipped)),
            Tile::Goal { revealed: false, .. } | Tile::Goal { goal: Goal::Unknown, .. } => None,
            Tile::Goal { goal: Goal::Gold, flipped, .. } => Some((&d.gold, flipped)),
            Tile::Goal { goal: Goal::Stone(i), flipped, .. } => Some((&d.stones[i], flipped)),
        }
    }

    /// The tunnel segments of a tile as it lies; `None` for a face-down goal.
    pub fn tile_segs(t: Tile) -> Option<Segs> {
        Self::card_of(t).map(|(c, f)| Segs::of(c, f))
    }

    /// The tunnel segments of the tile at `p` as it lies; `None` for an empty square or a face-down goal.
    pub fn segments(&self, p: Pos) -> Option<Segs> {
        Self::tile_segs(self.tile(p)?)
    }

    fn grid(&self) -> Grid {
        Grid::of(&self.tiles)
    }

    fn worked(&self) -> &Worked {
        self.slots.0.get_or_init(|| {
            let grid = self.grid();
            let reach = self.reachable(&grid, None);
            let slots = Self::slots_in(&grid, &reach);
            Worked { grid, reach, slots }
        })
    }

    /// Segments reachable from the start through tunnels (ladders join the start and each other),
    /// skipping cards with a door of `blocked` colour: per grid cell, a bit per segment index.
    fn reachable(&self, grid: &Grid, blocked: Option<Team>) -> Vec<u8> {
        let passable = |t: &Tile| match t {
            Tile::Path { card, .. } => blocked.is_none() || deck().path_cards[*card].door != blocked,
            _ => true,
        };
        let mut seen = vec![0u8; grid.cells.len()];
        let mut stack: Vec<(usize, usize)> = Vec::with_capacity(32);
        for (i, cell) in grid.cells.iter().enumerate() {
            let Some((t, segs)) = cell else { continue };
            let root = match t {
                Tile::Start => true,
                Tile::Path { card, .. } => deck().path_cards[*card].ladder && passable(t),
                _ => false,
            };
            if root {
                for k in 0..segs.map_or(0, |s| s.len as usize) {
                    if seen[i] & (1 << k) == 0 {
                        seen[i] |= 1 << k;
                        stack.push((i, k));
                    }
                }
            }
        }
        while let Some((i, k)) = stack.pop() {
            let seg = grid.cells[i].and_then(|(_, s)| s).map_or(0, |s| s.get(k));
            let p = grid.pos(i);
            for e in ALL.into_iter().filter(|e| seg & e != 0) {
                let Some(j) = grid.index(step(p, e)) else { continue };
                let Some((t, Some(segs))) = &grid.cells[j] else { continue };
                if !passable(t) {
                    continue;
                }
                if let Some(m) = segs.at(flip(e))
                    && seen[j] & (1 << m) == 0
                {
                    seen[j] |= 1 << m;
                    stack.push((j, m));
                }
            }
        }
        seen
    }

    fn slot_in(grid: &Grid, reach: &[u8], p: Pos) -> Slot {
        let mut slot = Slot {
            pos: p,
            must_open: 0,
            must_close: 0,
            connected: 0,
            next_to_goal: false,
            next_to_path: false,
        };
        for e in ALL {
            let Some(j) = grid.index(step(p, e)) else { continue };
            let Some((t, segs)) = &grid.cells[j] else { continue };
            if matches!(t, Tile::Goal { .. }) {
                slot.next_to_goal = true;
            } else {
                slot.next_to_path = true;
            }
            // A face-down goal imposes no constraint.
            let Some(segs) = segs else { continue };
            match segs.at(flip(e)) {
                Some(m) => {
                    slot.must_open |= e;
                    if reach[j] & (1 << m) != 0 {
                        slot.connected |= e;
                    }
                }
                None => slot.must_close |= e,
            }
        }
        slot
    }

    /// Every empty square next to a card, with what it asks of a card placed there (in square order).
    pub fn slots(&self) -> &[Slot] {
        &self.worked().slots
    }

    /// The squares worked out afresh, to test the kept ones against.
    #[cfg(test)]
    pub fn fresh_slots(&self) -> Vec<Slot> {
        let grid = self.grid();
        let reach = self.reachable(&grid, None);
        Self::slots_in(&grid, &reach)
    }

    fn slots_in(grid: &Grid, reach: &[u8]) -> Vec<Slot> {
        let mut out = Vec::with_capacity(24);
        // Column by column, then row: the squares' sorted order.
        for x in 0..grid.w {
            for y in 0..grid.h {
                let i = (x * grid.h + y) as usize;
                if grid.cells[i].is_some() {
                    continue;
                }
                let p = grid.pos(i);
                if ALL.into_iter().any(|e| grid.index(step(p, e)).is_some_and(|j| grid.cells[j].is_some())) {
                    out.push(Self::slot_in(grid, reach, p));
                }
            }
        }
        out
    }

    /// Whether `card` (turned 180° if `flipped`) may be placed at `p`.
    pub fn check(&self, card: &PathCard, flipped: bool, p: Pos) -> Result<(), PlaceError> {
        // The empty squares next to a card are exactly the slots.
        match self.slots().iter().find(|s| s.pos == p) {
            Some(slot) => slot.accepts(card, flipped),
            None if self.tile(p).is_some() => Err(PlaceError::Occupied),
            None => Err(PlaceError::NotAdjacent),
        }
    }

    /// Places a path card (after [`Maze::check`]) and reveals the goals a connected tunnel now reaches.
    pub fn place(&mut self, card: usize, flipped: bool, p: Pos) -> Result<Vec<Reveal>, PlaceError> {
        self.check(&deck().path_cards[card], flipped, p)?;
        let tile = Tile::Path { card, flipped };
        self.tiles.push((p, tile));
        // Within the grid's margin the kept squares are updated; past it, worked out again.
        if let Some(mut w) = std::mem::take(&mut self.slots).0.into_inner()
            && w.grid.roomy(p)
        {
            w.add(p, tile);
            self.slots = SlotCache(w.into());
        }
        Ok(self.reveal_reached())
    }

    /// Turns up every face-down goal that a tunnel connected to the start leads into.
    fn reveal_reached(&mut self) -> Vec<Reveal> {
        let mut out = Vec::new();
        loop {
            let w = self.worked();
            let next = self.tiles.iter().enumerate().find_map(|(i, (g, t))| {
                let Tile::Goal { revealed: false, goal, .. } = t else { return None };
                // Edges of the goal that a reachable tunnel touches.
                let reached = Self::slot_in(&w.grid, &w.reach, *g).connected;
                (reached != 0).then_some((i, *g, *goal, reached))
            });
            let Some((i, g, goal, reached)) = next else { return out };
            let flipped = match goal {
                Goal::Stone(s) => self.stone_orientation(&deck().stones[s], g, reached),
                _ => false,
            };
            self.tiles[i].1 = Tile::Goal { goal, revealed: true, flipped };
            self.slots = SlotCache::default();
            out.push(match goal {
                Goal::Gold => Reveal::Gold(g),
                _ => Reveal::Stone(g),
            });
        }
    }

    /// A stone goal turns so the tunnel that reached it connects; if both or neither do, the way that
    /// matches more neighbour edges; still tied, as printed.
    fn stone_orientation(&self, card: &PathCard, at: Pos, reached: Edges) -> bool {
        let printed = card.openings();
        let turned = flip(printed);
        let (a, b) = (printed & reached != 0, turned & reached != 0);
        if a != b {
            return b;
        }
        let fits = |open: Edges| {
            ALL.into_iter()
                .filter(|&e| {
                    self.segments(step(at, e))
                        .map(|s| s.open())
                        .is_some_and(|theirs| (open & e != 0) == (theirs & flip(e) != 0))
                })
                .count()
        };
        fits(turned) > fits(printed)
    }

    /// Rockfall: removes a path card (never the start or a goal); returns the card removed.
    pub fn remove(&mut self, p: Pos) -> Option<usize> {
        let i = self.tiles.iter().position(|(q, t)| *q == p && matches!(t, Tile::Path { .. }))?;
        self.slots = SlotCache::default();
        match self.tiles.remove(i).1 {
            Tile::Path { card, .. } => Some(card),
            _ => None,
        }
    }

    /// This maze with the face-down goal at each listed square made that goal (still face down):
    /// a sampled deal of the goals a player has not seen.
    pub fn with_goals(&self, goals: &[(Pos, Goal)]) -> Maze {
        let mut m = self.clone();
        for (p, t) in &mut m.tiles {
            if let Tile::Goal { goal, revealed: false, .. } = t
                && let Some((_, g)) = goals.iter().find(|(q, _)| q == p)
            {
                *goal = *g;
            }
        }
        m.slots = SlotCache::default();
        m
    }

    /// Privacy tests: swaps two goal cards.
    #[doc(hidden)]
    pub fn swap_goals(&mut self, a: Pos, b: Pos) {
        let find = |p: Pos| self.tiles.iter().position(|(q, _)| *q == p);
        if let (Some(i), Some(j)) = (find(a), find(b)) {
            let (ti, tj) = (self.tiles[i].1, self.tiles[j].1);
            self.tiles[i].1 = tj;
            self.tiles[j].1 = ti;
            self.slots = SlotCache::default();
        }
    }

    /// Whether the gold goal is face up.
    pub fn gold_reached(&self) -> bool {
        self.tiles.iter().any(|(_, t)| matches!(t, Tile::Goal { goal: Goal::Gold, revealed: true, .. }))
    }

    /// Whether `team` has a route from the start to the (revealed) gold passing no door of the other
    /// colour.
    pub fn access(&self, team: Team) -> bool {
        let other = match team {
            Team::Green => Team::Blue,
            Team::Blue => Team::Green,
        };
        let grid = self.grid();
        let reach = self.reachable(&grid, Some(other));
        self.tiles.iter().any(|(p, t)| {
            matches!(t, Tile::Goal { goal: Goal::Gold, revealed: true, .. })
                && grid.index(*p).is_some_and(|i| reach[i] != 0)
        })
    }

    /// Crystals on path cards in the maze.
    pub fn crystals(&self) -> usize {
        self.path_cards().filter(|&c| deck().path_cards[c].crystal).count()
    }
}

/// The maze as a dense array over its bounding box (two empty squares of margin all round, so a
/// card laid next to the maze usually still fits): each cell the tile there and its segments.
/// Far cheaper than hashing positions.
#[derive(Clone)]
struct Grid {
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    /// Column-major: cell (x, y) is at `(x - x0) * h + (y - y0)`.
    cells: Vec<Option<(Tile, Option<Segs>)>>,
}

const MARGIN: i32 = 2;

impl Grid {
    fn of(tiles: &[(Pos, Tile)]) -> Grid {
        let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for &((x, y), _) in tiles {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        let (x0, y0) = (x0 - MARGIN, y0 - MARGIN);
        let (w, h) = (x1 + MARGIN + 1 - x0, y1 + MARGIN + 1 - y0);
        let mut cells = vec![None; (w * h) as usize];
        for &((x, y), t) in tiles {
            cells[((x - x0) * h + (y - y0)) as usize] = Some((t, Maze::tile_segs(t)));
        }
        Grid { x0, y0, w, h, cells }
    }

    fn index(&self, (x, y): Pos) -> Option<usize> {
        let (dx, dy) = (x - self.x0, y - self.y0);
        (dx >= 0 && dy >= 0 && dx < self.w && dy < self.h).then(|| (dx * self.h + dy) as usize)
    }

    /// Whether a card at `p` leaves every square next to it and their neighbours inside the grid.
    fn roomy(&self, (x, y): Pos) -> bool {
        [(x - 2, y), (x + 2, y), (x, y - 2), (x, y + 2)].into_iter().all(|q| self.index(q).is_some())
    }

    fn pos(&self, i: usize) -> Pos {
        let i = i as i32;
        (self.x0 + i / self.h, self.y0 + i % self.h)
    }
}

#[cfg(test)]
#[path = "maze_tests.rs"]
mod tests;
