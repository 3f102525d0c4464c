//! How a Saboteur card looks in the terminal: box-drawing art at any odd size from 5 columns by 3
//! rows up (the maze grows its tiles with the terminal). Tunnels that join run through the centre
//! (`──┼──`); a dead-end stub is a half line at the card's edge that stops short of the centre
//! (`╴ ▪`, `╵` over a centre without a north arm), so what connects is visible at a glance. A bridge
//! is `──┃──` (one tunnel over the other), a double curve `──╱──` (N joins W, E joins S). Where a
//! small terminal squeezes a card to a single row, the rows between cards show north/south stubs
//! as heavy half lines (`╹ ╻`), joined tunnels as light ones.

use super::maze::{E, Edges, N, S, Segs, W};

/// The centre character for a set of joined edges.
fn joint(e: Edges) -> char {
    match e {
        x if x == N | S => '│',
        x if x == E | W => '─',
        x if x == N | E => '└',
        x if x == N | W => '┘',
        x if x == S | E => '┌',
        x if x == S | W => '┐',
        x if x == N | E | S => '├',
        x if x == N | S | W => '┤',
        x if x == E | S | W => '┬',
        x if x == N | E | W => '┴',
        x if x == N | E | S | W => '┼',
        _ => '▪',
    }
}

/// The centre of a card: the joint of its one joined tunnel, the bridge or double-curve mark, or `▪`
/// where only dead ends meet.
pub fn center(segs: &Segs) -> char {
    let joined: Vec<Edges> = segs.iter().filter(|s| s.count_ones() >= 2).collect();
    match joined.as_slice() {
        [] => '▪',
        [one] => joint(*one),
        [a, b] if (*a | *b) == N | E | S | W && (*a == N | S || *b == N | S) => '┃',
        [a, b] if (*a == N | W || *b == N | W) && (*a | *b) == N | E | S | W => '╱',
        [_, _] => '╲',
        _ => '┼',
    }
}

/// Which edges are open, and which of those are stubs (not joined to anything).
fn arms(segs: &Segs) -> (Edges, Edges) {
    let open = segs.open();
    let stubs = segs.iter().filter(|s| s.count_ones() == 1).fold(0, |a, s| a | s);
    (open, stubs)
}

/// What a card has at one edge: nothing, a dead-end stub, or a tunnel joined through the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arm {
    None,
    Stub,
    Joined,
}

/// The card's arm at edge `e`.
pub fn arm(segs: &Segs, e: Edges) -> Arm {
    let (open, stubs) = arms(segs);
    if open & e == 0 {
        Arm::None
    } else if stubs & e != 0 {
        Arm::Stub
    } else {
        Arm::Joined
    }
}

/// The middle row of a card `w` columns wide: west arm, centre, east arm (`──┼──`, `╴ ▪  `).
pub fn middle_w(segs: &Segs, centre: char, w: usize) -> String {
    let a = w.saturating_sub(1) / 2;
    let side = |e: Edges, west: bool| match arm(segs, e) {
        Arm::None => " ".repeat(a),
        Arm::Joined => "─".repeat(a),
        Arm::Stub if west => format!("{}╴ ", "─".repeat(a.saturating_sub(2))),
        Arm::Stub => format!(" ╶{}", "─".repeat(a.saturating_sub(2))),
    };
    format!("{}{centre}{}", side(W, true), side(E, false))
}

/// The middle row of a 5-column card.
pub fn middle(segs: &Segs, centre: char) -> String {
    middle_w(segs, centre, 5)
}

/// A whole card `w` columns by `h` rows (both odd): north arm rows, the middle row, south arm
/// rows. A stub's last half line stops at the row before the centre.
pub fn art(segs: &Segs, centre: char, w: usize, h: usize) -> Vec<String> {
    let a = w.saturating_sub(1) / 2;
    let v = h.saturating_sub(1) / 2;
    let pad = |c: char| format!("{}{c}{}", " ".repeat(a), " ".repeat(w - a - 1));
    let rows = |e: Edges, towards_centre: &dyn Fn(usize) -> bool, half: char| {
        (0..v)
            .map(|i| match arm(segs, e) {
                Arm::None => " ".repeat(w),
                Arm::Stub if towards_centre(i) => pad(half),
                _ => pad('│'),
            })
            .collect::<Vec<_>>()
    };
    let mut out = rows(N, &|i| i + 1 == v, '╵');
    out.push(middle_w(segs, centre, w));
    out.extend(rows(S, &|i| i == 0, '╷'));
    out
}

/// A whole card on its own (a hand card, a preview): three rows of five characters.
pub fn glyph(segs: &Segs) -> [String; 3] {
    let rows = art(segs, center(segs), 5, 3);
    [rows[0].clone(), rows[1].clone(), rows[2].clone()]
}

/// The character between two vertically adjacent squares of a one-row-per-card maze: the upper
/// card's south arm (top half) meets the lower card's north arm (bottom half); stubs are heavy.
pub fn between(upper_south: Arm, lower_north: Arm) -> char {
    use Arm::{Joined as J, None as O, Stub as X};
    match (upper_south, lower_north) {
        (O, O) => ' ',
        (J, O) => '╵',
        (O, J) => '╷',
        (J, J) => '│',
        (X, O) => '╹',
        (O, X) => '╻',
        (X, X) => '┃',
        (X, J) => '╿',
        (J, X) => '╽',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::saboteur::deck::deck;

    fn segs(name: &str, flipped: bool) -> Segs {
        Segs::of(deck().path_cards.iter().find(|c| c.name == name).unwrap(), flipped)
    }

    #[test]
    fn joined_tunnels_run_through_the_centre() {
        assert_eq!(glyph(&segs("cross", false)), ["  │  ", "──┼──", "  │  "]);
        assert_eq!(glyph(&segs("curve N-E", false)), ["  │  ", "  └──", "     "]);
        // Turned 180°: the curve N-E becomes S-W.
        assert_eq!(glyph(&segs("curve N-E", true)), ["     ", "──┐  ", "  │  "]);
        assert_eq!(glyph(&segs("T E-S-W", false))[1], "──┬──");
    }

    #[test]
    fn dead_ends_stop_short_of_the_centre() {
        assert_eq!(glyph(&segs("dead end W", false)), ["     ", "╴ ▪  ", "     "]);
        assert_eq!(glyph(&segs("dead end N+S", false)), ["  ╵  ", "  ▪  ", "  ╷  "]);
        // A joined tunnel with a stub beside it.
        assert_eq!(glyph(&segs("green door N-S + stub E", false))[1], "  │ ╶");
    }

    #[test]
    fn bridges_and_double_curves_are_marked() {
        assert_eq!(glyph(&segs("bridge", false))[1], "──┃──");
        assert_eq!(glyph(&segs("double curve", false))[1], "──╱──");
        assert_eq!(glyph(&segs("double curve", true))[1], "──╱──", "the same card turned round");
    }

    #[test]
    fn north_south_stubs_differ_from_joined_tunnels() {
        // One row per card: the row between cards shows stubs heavy, joined arms light.
        let s = |n: &str| segs(n, false);
        assert_eq!(between(arm(&s("cross"), S), arm(&s("cross"), N)), '│');
        assert_eq!(between(Arm::None, arm(&s("dead end N+S"), N)), '╻');
        assert_eq!(between(Arm::None, arm(&s("straight N-S"), N)), '╷');
        assert_eq!(between(arm(&s("dead end N+S"), S), arm(&s("cross"), N)), '╿');
        // Big tiles: a stub's half line stops a row short of the centre.
        let stub = art(&s("dead end N+S"), '▪', 9, 5);
        let joined = art(&s("straight N-S"), '│', 9, 5);
        assert_eq!(stub, ["    │    ", "    ╵    ", "    ▪    ", "    ╷    ", "    │    "]);
        assert_eq!(joined[1], "    │    ");
        assert_ne!(stub, joined);
        assert_eq!(art(&s("dead end W"), '▪', 9, 3)[1], "──╴ ▪    ");
    }

    #[test]
    fn every_card_draws_at_every_tile_size() {
        for c in &deck().path_cards {
            for f in [false, true] {
                for row in glyph(&Segs::of(c, f)) {
                    assert_eq!(row.chars().count(), 5, "{}", c.name);
                }
                for (w, h) in [(7, 3), (9, 5), (11, 5), (13, 5), (13, 7), (15, 7)] {
                    let rows = art(&Segs::of(c, f), '+', w, h);
                    assert_eq!(rows.len(), h);
                    assert!(rows.iter().all(|r| r.chars().count() == w), "{} {w}×{h}: {rows:?}", c.name);
                }
            }
        }
    }
}
