//! Keltis scoring: colour rows by length, point rows, wishing stones.

use crate::engine::Outcome;
use crate::i18n::Arg;
use crate::t;

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

/// A player's score by category from public information, named in the current language (the
/// outcome is computed when shown, never saved): colour rows, point-row size, stones held.
pub fn breakdown(rows: &[Vec<Card>; 5], point_cards: usize, stones: usize) -> Vec<(String, i32)> {
    let mut parts: Vec<(String, i32)> = Colour::ALL
        .into_iter()
        .filter(|c| !rows[c.index()].is_empty())
        .map(|c| (t!("keltis-score-row", colour = Arg::Id(c.id())), row_points(rows[c.index()].len())))
        .collect();
    parts.push((t!("keltis-score-points"), point_cards as i32));
    parts.push((t!("keltis-score-stones"), stone_points(stones)));
    parts
}

/// The total without naming the parts (bots and searches score often).
pub fn total(rows: &[Vec<Card>; 5], point_cards: usize, stones: usize) -> i32 {
    rows.iter().map(|r| if r.is_empty() { 0 } else { row_points(r.len()) }).sum::<i32>()
        + point_cards as i32
        + stone_points(stones)
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

    #[test]
    fn the_total_is_the_sum_of_the_breakdown_in_either_language() {
        use crate::i18n::{Lang, with_lang};
        let mut rows: [Vec<Card>; 5] = Default::default();
        rows[1] = vec![Card::Number(Colour::Blue, 3); 5];
        rows[3] = vec![Card::End(Colour::Red)];
        for lang in Lang::ALL {
            let parts = with_lang(lang, || breakdown(&rows, 3, 2));
            assert_eq!(parts.iter().map(|p| p.1).sum::<i32>(), total(&rows, 3, 2));
            assert_eq!(total(&rows, 3, 2), 2 - 4 + 3);
            let names: Vec<&str> = parts.iter().map(|p| p.0.as_str()).collect();
            let want = match lang {
                Lang::En => ["Blue row", "Red row", "point cards", "wishing stones"],
                Lang::It => ["fila blu", "fila rossa", "carte punti", "pietre del desiderio"],
            };
            assert_eq!(names, want);
        }
    }
}
