//! Tests of the maze: placement, reach, goals, Rockfall, doors and crystals.

use super::*;

fn card(name: &str) -> usize {
    deck().path_cards.iter().position(|c| c.name == name).unwrap_or_else(|| panic!("{name}"))
}

fn place(m: &mut Maze, name: &str, p: Pos) -> Vec<Reveal> {
    m.place(card(name), false, p).unwrap_or_else(|e| panic!("{name} at {p:?}: {e:?}"))
}

fn check(m: &Maze, name: &str, flipped: bool, p: Pos) -> Result<(), PlaceError> {
    m.check(&deck().path_cards[card(name)], flipped, p)
}

/// A straight tunnel east from the start to (7, 0).
fn corridor(m: &mut Maze) {
    for x in 1..=6 {
        place(m, "straight E-W", (x, 0));
    }
}

#[test]
fn edges_must_match_every_neighbour() {
    let m = Maze::new(1);
    assert_eq!(check(&m, "straight N-S", false, (1, 0)), Err(PlaceError::Mismatch(W)));
    assert_eq!(check(&m, "straight E-W", false, (1, 0)), Ok(()));
    assert_eq!(check(&m, "straight E-W", false, (3, 3)), Err(PlaceError::NotAdjacent));
    assert_eq!(check(&m, "straight E-W", false, (0, 0)), Err(PlaceError::Occupied));
}

#[test]
fn flipping_turns_a_card_half_round() {
    assert_eq!(flip(N | E), S | W);
    let m = Maze::new(1);
    // Curve N-E turned is S-W: its W meets the start's E.
    assert_eq!(check(&m, "curve N-E", true, (1, 0)), Ok(()));
    assert_eq!(check(&m, "curve N-E", false, (1, 0)), Err(PlaceError::Mismatch(W)));
}

#[test]
fn a_dead_end_connects_nothing_beyond_itself() {
    let mut m = Maze::new(1);
    // Stubs E and W, not joined: the W stub touches the start, the E stub leads nowhere.
    place(&mut m, "dead end E+W", (1, 0));
    assert_eq!(check(&m, "straight E-W", false, (2, 0)), Err(PlaceError::NotConnected));
}

#[test]
fn bridge_segments_are_separate() {
    let mut m = Maze::new(1);
    place(&mut m, "bridge", (1, 0));
    // The bridge's N-S tunnel is not joined to its E-W one, which touches the start.
    assert_eq!(check(&m, "straight N-S", false, (1, -1)), Err(PlaceError::NotConnected));
    assert_eq!(check(&m, "straight E-W", false, (2, 0)), Ok(()));
}

#[test]
fn double_curve_segments_are_separate() {
    let mut m = Maze::new(1);
    // Double curve: N joins W, E joins S. Its W meets the start; only its N tunnel is connected.
    place(&mut m, "double curve", (1, 0));
    assert_eq!(check(&m, "straight N-S", false, (1, -1)), Ok(()));
    assert_eq!(check(&m, "straight E-W", false, (2, 0)), Err(PlaceError::NotConnected));
    assert_eq!(check(&m, "straight N-S", false, (1, 1)), Err(PlaceError::NotConnected));
}

#[test]
fn ladders_connect_without_a_tunnel_but_not_next_to_goals() {
    let mut m = Maze::new(1);
    place(&mut m, "straight N-S", (0, 1));
    // The ladder's W wall meets the straight's E wall: it touches a path card, no tunnel needed.
    place(&mut m, "ladder stub S", (1, 1));
    // A card under the ladder's stub is connected through the ladder.
    assert_eq!(check(&m, "straight N-S", false, (1, 2)), Ok(()));
    assert_eq!(check(&m, "ladder stub S", false, (5, 5)), Err(PlaceError::NotAdjacent));
    corridor(&mut m);
    assert_eq!(check(&m, "ladder stub W", false, (7, 0)), Err(PlaceError::LadderNextToGoal));
}

#[test]
fn hidden_goals_impose_no_constraint_and_reaching_one_reveals_it() {
    let mut m = Maze::new(1); // gold at (8, 0)
    corridor(&mut m);
    // A wall facing the face-down goal is fine.
    assert_eq!(check(&m, "T N-E-S", true, (7, 0)), Ok(()));
    let reveals = place(&mut m, "straight E-W", (7, 0));
    assert_eq!(reveals, vec![Reveal::Gold((8, 0))]);
    assert!(m.access(Team::Green) && m.access(Team::Blue));
}

#[test]
fn a_stone_goal_turns_so_the_reaching_tunnel_connects() {
    let mut m = Maze::new(0); // gold at (8, -2); stones at (8, 0) (N-E) and (8, 2) (N-W)
    corridor(&mut m);
    let reveals = place(&mut m, "straight E-W", (7, 0));
    assert_eq!(reveals, vec![Reveal::Stone((8, 0))]);
    // Stone N-E reached from the west: printed N-E has no W; turned it is S-W.
    assert_eq!(m.tile((8, 0)), Some(Tile::Goal { goal: Goal::Stone(0), revealed: true, flipped: true }));
    // A revealed goal is part of the maze: its S tunnel can be built on (connected through it).
    assert_eq!(check(&m, "straight N-S", false, (8, 1)), Ok(()));
}

#[test]
fn rockfall_removes_path_cards_only() {
    let mut m = Maze::new(1);
    place(&mut m, "cross", (1, 0));
    assert_eq!(m.remove((0, 0)), None);
    assert_eq!(m.remove((8, 0)), None);
    assert_eq!(m.remove((1, 0)), Some(card("cross")));
    assert_eq!(m.tile((1, 0)), None);
}

#[test]
fn doors_decide_access() {
    let mut m = Maze::new(1);
    for x in 1..=5 {
        place(&mut m, "straight E-W", (x, 0));
    }
    place(&mut m, "blue door E-W", (6, 0));
    place(&mut m, "crystal E-W", (7, 0));
    assert!(m.access(Team::Blue));
    assert!(!m.access(Team::Green), "the only route passes a blue door");
    assert_eq!(m.crystals(), 1);
}

#[test]
fn every_deck_card_matches_itself_in_a_line() {
    // Sanity over the data: each card's openings are consistent with its segments.
    for c in &deck().path_cards {
        assert_eq!(c.openings(), c.segments.iter().fold(0, |a, s| a | s));
        assert!(c.openings() != 0, "{} has no tunnel", c.name);
    }
}
