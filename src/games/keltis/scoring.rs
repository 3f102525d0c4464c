//! Keltis scoring: colour rows by length, point rows, wishing stones.

use crate::engine::Outcome;

use super::cards::{Card, Colour};
use super::rules::Keltis;

/// Points of a colour row by its number of cards (0 = no row).
pub fn row_points(cards: usize) -> i32 {
    const TABLE: [i32; 10] = [0, -4, -3, -2, 1, 2, 3, 6, 7, 10];
    TABLE[cards.min(9)]
}

/// Points for the number of wishing stones held.
pub fn stone_points(stones: usize) -> i32 {
    const TABLE: [i32; 6] = [-4, -1, 0, 4, 6, 10];
    TABLE[stones.min(5)]
}

/// A player's score by category from public information: colour rows, point-row size, stones held.
pub fn breakdown(rows: &[Vec<Card>; 5], point_cards: usize, stones: usize) -> Vec<(String, i32)> {
    let mut parts: Vec<(String, i32)> = Colour::ALL
        .into_iter()
        .filter(|c| !rows[c.index()].is_empty())
        .map(|c| (format!("{} row", c.name()), row_points(rows[c.index()].len())))
        .collect();
    parts.push(("point cards".into(), point_cards as i32));
    parts.push(("wishing stones".into(), stone_points(stones)));
    parts
}

pub fn total(rows: &[Vec<Card>; 5], point_cards: usize, stones: usize) -> i32 {
    breakdown(rows, point_cards, stones).iter().map(|p| p.1).sum()
}

pub fn seat_breakdown(game: &Keltis, seat: usize) -> Vec<(String, i32)> {
    breakdown(&game.rows[seat], game.point_rows[seat].len(), game.stones_of(seat).len())
}

pub fn outcome(game: &Keltis) -> Outcome {
    Outcome::ranked((0..game.seats()).map(|s| (seat_breakdown(game, s), vec![])).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_match_the_spec() {
        let rows: Vec<i32> = (0..=10).map(row_points).collect();
        assert_eq!(rows, vec![0, -4, -3, -2, 1, 2, 3, 6, 7, 10, 10]);
        let stones: Vec<i32> = (0..=9).map(stone_points).collect();
        assert_eq!(stones, vec![-4, -1, 0, 4, 6, 10, 10, 10, 10, 10]);
    }
}
