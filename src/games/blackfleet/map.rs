//! The Black Fleet sea map from `assets/blackfleet/map.txt`: squares, ports and their docks, beaches,
//! lairs and navy starts; checked at load (five ports with three docks each, one connected sea) and
//! measured (sea distances between ports, which set the price table).

use std::collections::VecDeque;

pub type Pos = (usize, usize);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Square {
    Sea,
    Land,
    /// A port building (land), `A`–`E`.
    Port(char),
    /// A sea square where burying pays this many doubloons.
    Beach(u8),
    /// A pirate lair (sea).
    Lair,
    /// Where a navy ship starts (sea): `y` yellow, `p` purple.
    NavyStart(char),
}

impl Square {
    pub fn is_sea(self) -> bool {
        !matches!(self, Square::Land | Square::Port(_))
    }
}

#[derive(Debug, Clone)]
pub struct Map {
    pub width: usize,
    pub height: usize,
    squares: Vec<Square>,
}

pub const PORTS: [char; 5] = ['A', 'B', 'C', 'D', 'E'];

impl Map {
    /// Parses and checks a map; the error says what is wrong.
    pub fn parse(text: &str) -> Result<Map, String> {
        let rows: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let width = rows.first().map_or(0, |r| r.chars().count());
        if rows.is_empty() || rows.iter().any(|r| r.chars().count() != width) {
            return Err("the map's rows must all have the same length".into());
        }
        let mut squares = Vec::with_capacity(width * rows.len());
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                squares.push(match c {
                    '.' => Square::Sea,
                    '#' => Square::Land,
                    'A'..='E' => Square::Port(c),
                    '3' | '4' | '6' => Square::Beach(c as u8 - b'0'),
                    'L' => Square::Lair,
                    'y' | 'p' => Square::NavyStart(c),
                    _ => return Err(format!("unknown map symbol '{c}' at column {x}, row {y}")),
                });
            }
        }
        let map = Map { width, height: rows.len(), squares };
        map.check()?;
        Ok(map)
    }

    fn check(&self) -> Result<(), String> {
        for p in PORTS {
            let n = self.docks(p).len();
            if self.port_at(p).is_none() {
                return Err(format!("port {p} is missing"));
            }
            if n != 3 {
                return Err(format!("port {p} has {n} docks, not 3"));
            }
        }
        let sea: Vec<Pos> = self.positions().filter(|&p| self.at(p).is_sea()).collect();
        let reached = self.distances_from(&sea[..1]).iter().filter(|d| d.is_some()).count();
        if reached != sea.len() {
            return Err(format!(
                "the sea is not connected: {} of {} sea squares reachable",
                reached,
                sea.len()
            ));
        }
        Ok(())
    }

    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| (x, y)))
    }

    pub fn at(&self, (x, y): Pos) -> Square {
        self.squares[y * self.width + x]
    }

    /// The square at `p`, or `None` off the map (for positions that come from input).
    pub fn get(&self, (x, y): Pos) -> Option<Square> {
        (x < self.width && y < self.height).then(|| self.squares[y * self.width + x])
    }

    /// The four orthogonal neighbours inside the map.
    pub fn neighbours(&self, (x, y): Pos) -> impl Iterator<Item = Pos> + '_ {
        let (w, h) = (self.width as isize, self.height as isize);
        [(0, -1), (1, 0), (0, 1), (-1, 0)].into_iter().filter_map(move |(dx, dy)| {
            let (nx, ny) = (x as isize + dx, y as isize + dy);
            (nx >= 0 && ny >= 0 && nx < w && ny < h).then_some((nx as usize, ny as usize))
        })
    }

    pub fn port_at(&self, port: char) -> Option<Pos> {
        self.positions().find(|&p| self.at(p) == Square::Port(port))
    }

    /// A port's docks: its sea neighbours.
    pub fn docks(&self, port: char) -> Vec<Pos> {
        self.port_at(port)
            .map_or(Vec::new(), |p| self.neighbours(p).filter(|&q| self.at(q).is_sea()).collect())
    }

    /// Steps over sea from the nearest of `from` to every square (`None`: not reachable by sea).
    pub fn distances_from(&self, from: &[Pos]) -> Vec<Option<usize>> {
        let mut dist = vec![None; self.squares.len()];
        let mut queue = VecDeque::new();
        for &p in from {
            dist[p.1 * self.width + p.0] = Some(0);
            queue.push_back(p);
        }
        while let Some(p) = queue.pop_front() {
            let d = dist[p.1 * self.width + p.0].unwrap_or(0);
            for q in self.neighbours(p).filter(|&q| self.at(q).is_sea()) {
                let i = q.1 * self.width + q.0;
                if dist[i].is_none() {
                    dist[i] = Some(d + 1);
                    queue.push_back(q);
                }
            }
        }
        dist
    }

    /// The shortest sea distance between a dock of `a` and a dock of `b`.
    pub fn port_distance(&self, a: char, b: char) -> Option<usize> {
        let dist = self.distances_from(&self.docks(a));
        self.docks(b).iter().filter_map(|q| dist[q.1 * self.width + q.0]).min()
    }
}

/// The price a port pays per cube from a port `distance` away: 11+ pays 3, 8–10 pays 2, nearer
/// ports' goods are not bought.
pub fn price_for_distance(distance: usize) -> Option<u32> {
    match distance {
        11.. => Some(3),
        8..=10 => Some(2),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHIPPED: &str = include_str!("../../../assets/blackfleet/map.txt");

    #[test]
    fn shipped_map_has_five_ports_with_three_docks_and_one_sea() {
        let m = Map::parse(SHIPPED).unwrap();
        assert_eq!((m.width, m.height), (18, 11));
        for p in PORTS {
            assert_eq!(m.docks(p).len(), 3, "port {p}");
        }
        let beaches: Vec<u8> = m
            .positions()
            .filter_map(|p| if let Square::Beach(v) = m.at(p) { Some(v) } else { None })
            .collect();
        assert!(beaches.contains(&3) && beaches.contains(&4) && beaches.contains(&6));
        assert_eq!(m.positions().filter(|&p| m.at(p) == Square::Lair).count(), 2);
    }

    #[test]
    fn port_distances_match_the_spec() {
        let m = Map::parse(SHIPPED).unwrap();
        let want = [
            ('A', 'B', 8),
            ('A', 'C', 10),
            ('A', 'D', 11),
            ('A', 'E', 12),
            ('B', 'C', 14),
            ('B', 'D', 5),
            ('B', 'E', 18),
            ('C', 'D', 7),
            ('C', 'E', 12),
            ('D', 'E', 15),
        ];
        for (a, b, d) in want {
            assert_eq!(m.port_distance(a, b), Some(d), "{a}-{b}");
            assert_eq!(m.port_distance(b, a), Some(d), "{b}-{a}");
        }
    }

    #[test]
    fn prices_follow_the_distance_rule() {
        let m = Map::parse(SHIPPED).unwrap();
        let price = |a, b| m.port_distance(a, b).and_then(price_for_distance);
        // La Barbaria (A) buys blue 2, green 2, purple 3, red 3; Nassau (B) does not buy purple (D).
        assert_eq!(
            [price('A', 'B'), price('A', 'C'), price('A', 'D'), price('A', 'E')],
            [Some(2), Some(2), Some(3), Some(3)]
        );
        assert_eq!(price('B', 'D'), None);
        assert_eq!(price('C', 'D'), None);
        assert_eq!(price('D', 'E'), Some(3));
    }

    #[test]
    fn malformed_maps_are_refused() {
        assert!(Map::parse("..\n...").unwrap_err().contains("same length"));
        assert!(Map::parse(&SHIPPED.replacen('A', "?", 1)).unwrap_err().contains("unknown map symbol"));
        assert!(Map::parse(&SHIPPED.replacen('B', ".", 1)).unwrap_err().contains("port B is missing"));
        // Wall off the south-west corner's sea.
        let walled = SHIPPED
            .replace("####...#.C........", "####.#.#.C........")
            .replace("###...##......3...", "#####.##......3...");
        assert!(Map::parse(&walled).unwrap_err().contains("sea is not connected"));
    }
}
