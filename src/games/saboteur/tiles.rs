//! How a Saboteur card looks in the terminal: 5 columns by 3 rows of box-drawing characters. Tunnels
//! that join run through the centre (`──┼──`); a dead-end stub is a half line at the card's edge
//! that stops short of the centre (`╴ ▪`), so what connects is visible at a glance. A bridge is
//! `──┃──` (one tunnel over the other), a double curve `──╱──` (N joins W, E joins S).

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

/// The middle row: west arm, centre, east arm (`──┼──`, `╴ ▪  `).
pub fn middle(segs: &Segs, centre: char) -> String {
    let (open, stubs) = arms(segs);
    let west = if open & W == 0 {
        "  "
    } else if stubs & W != 0 {
        "╴ "
    } else {
        "──"
    };
    let east = if open & E == 0 {
        "  "
    } else if stubs & E != 0 {
        " ╶"
    } else {
        "──"
    };
    format!("{west}{centre}{east}")
}

/// A whole card on its own (a hand card, a preview): three rows of five characters.
pub fn glyph(segs: &Segs) -> [String; 3] {
    let (open, stubs) = arms(segs);
    let vertical = |e: Edges, stub: char| {
        if open & e == 0 {
            "     ".to_string()
        } else if stubs & e != 0 {
            format!("  {stub}  ")
        } else {
            "  │  ".to_string()
        }
    };
    [vertical(N, '╵'), middle(segs, center(segs)), vertical(S, '╷')]
}

/// The character between two vertically adjacent squares of the maze: the upper card's south
/// opening meets the lower card's north opening.
pub fn between(upper_south: bool, lower_north: bool) -> char {
    match (upper_south, lower_north) {
        (true, true) => '│',
        (true, false) => '╵',
        (false, true) => '╷',
        (false, false) => ' ',
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
        assert_eq!(between(true, true), '│');
        assert_eq!(between(false, true), '╷');
    }

    #[test]
    fn every_card_draws_five_by_three() {
        for c in &deck().path_cards {
            for f in [false, true] {
                for row in glyph(&Segs::of(c, f)) {
                    assert_eq!(row.chars().count(), 5, "{}", c.name);
                }
            }
        }
    }
}
