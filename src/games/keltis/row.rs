//! Laying into a colour row: direction, end cards and point cards in colour rows.

use super::cards::{Card, Colour, Suit};

/// A row's direction, fixed by its first two different number values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// No number card yet, or all number cards equal.
    Open,
    Ascending,
    Descending,
}

/// The values of the number cards in a row, in the order laid (point cards repeat the last value and
/// end cards have none, so neither changes the direction).
fn numbers(row: &[Card]) -> impl Iterator<Item = u8> + '_ {
    row.iter().filter_map(|c| match c {
        Card::Number(_, v) => Some(*v),
        _ => None,
    })
}

pub fn direction(row: &[Card]) -> Direction {
    let mut values = numbers(row);
    let Some(first) = values.next() else { return Direction::Open };
    match values.find(|v| *v != first) {
        Some(v) if v > first => Direction::Ascending,
        Some(_) => Direction::Descending,
        None => Direction::Open,
    }
}

/// The value of the last number card laid (the extreme of the row in its direction).
pub fn last_number(row: &[Card]) -> Option<u8> {
    numbers(row).last()
}

pub fn end_cards(row: &[Card]) -> usize {
    row.iter().filter(|c| matches!(c, Card::End(_))).count()
}

/// Whether `card` may be laid into `row`, the player's row of `colour`; the error says why not.
pub fn check_lay(row: &[Card], colour: Colour, card: Card) -> Result<(), String> {
    let name = colour.name();
    match end_cards(row) {
        2 => return Err(format!("Your {name} row is finished: both end cards are laid.")),
        1 if !matches!(card, Card::End(_)) => {
            return Err(format!(
                "Your {name} row is closed by an end card: only the second {name} end card may follow."
            ));
        }
        _ => {}
    }
    match card {
        Card::End(c) if c == colour => Ok(()),
        Card::Number(c, v) if c == colour => match (direction(row), last_number(row)) {
            (Direction::Ascending, Some(last)) if v < last => {
                Err(format!("Your {name} row is rising: play {last} or higher."))
            }
            (Direction::Descending, Some(last)) if v > last => {
                Err(format!("Your {name} row is falling: play {last} or lower."))
            }
            _ => Ok(()),
        },
        Card::Number(c, _) | Card::End(c) => {
            Err(format!("A {} card belongs in the {} row.", c.name(), c.name()))
        }
        Card::Point(v) => match last_number(row) {
            Some(last) if last == v => Ok(()),
            Some(last) => Err(format!(
                "A point card fits a colour row only on its last number card: your {name} row ends with {last}, not {v}."
            )),
            None => Err(format!(
                "A point card needs a number card of the same value at the end of your {name} row."
            )),
        },
    }
}

/// Whether `card` may be laid into one of a player's `rows` (colour rows) or the point row.
pub fn check_row(rows: &[Vec<Card>; 5], card: Card, row: Suit) -> Result<(), String> {
    match (row, card) {
        (Suit::Points, Card::Point(_)) => Ok(()),
        (Suit::Points, _) => Err("Only point cards go in the point row.".into()),
        (Suit::Colour(c), _) => check_lay(&rows[c.index()], c, card),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::*;

    fn n(v: u8) -> Card {
        Card::Number(Blue, v)
    }

    fn row(values: &[u8]) -> Vec<Card> {
        values.iter().map(|&v| n(v)).collect()
    }

    #[test]
    fn first_two_different_values_fix_the_direction() {
        assert_eq!(direction(&[]), Direction::Open);
        assert_eq!(direction(&row(&[5, 5])), Direction::Open);
        assert_eq!(direction(&row(&[5, 5, 6])), Direction::Ascending);
        assert_eq!(direction(&row(&[5, 3])), Direction::Descending);
    }

    #[test]
    fn spec_example_five_five_point_five_then_two() {
        // 5-5 (no direction yet), then point card 5, then 2: now descending; 6 illegal, 2 and 1 legal.
        let mut r = row(&[5, 5]);
        assert_eq!(check_lay(&r, Blue, Card::Point(5)), Ok(()));
        r.push(Card::Point(5));
        assert_eq!(direction(&r), Direction::Open, "a point card does not change the direction");
        assert_eq!(check_lay(&r, Blue, n(2)), Ok(()));
        r.push(n(2));
        assert_eq!(direction(&r), Direction::Descending);
        assert_eq!(check_lay(&r, Blue, n(6)), Err("Your Blue row is falling: play 2 or lower.".into()));
        assert_eq!(check_lay(&r, Blue, n(2)), Ok(()));
        assert_eq!(check_lay(&r, Blue, n(1)), Ok(()));
    }

    #[test]
    fn spec_example_ten_does_not_turn_a_row_round() {
        let r = row(&[3, 5, 10]);
        assert_eq!(direction(&r), Direction::Ascending);
        assert!(check_lay(&r, Blue, n(2)).is_err());
        assert_eq!(check_lay(&r, Blue, n(10)), Ok(()), "equal values are always allowed");
    }

    #[test]
    fn spec_example_zero_only_ascends_and_ten_only_descends() {
        for v in 0..=10 {
            assert_eq!(check_lay(&row(&[0]), Blue, n(v)), Ok(()));
            assert_eq!(check_lay(&row(&[10]), Blue, n(v)), Ok(()));
        }
        assert_eq!(direction(&row(&[0, 4])), Direction::Ascending);
        assert_eq!(direction(&row(&[10, 4])), Direction::Descending);
    }

    #[test]
    fn cards_go_in_their_own_colour() {
        assert_eq!(
            check_lay(&[], Blue, Card::Number(Red, 3)),
            Err("A Red card belongs in the Red row.".into())
        );
        assert_eq!(check_lay(&[], Blue, Card::End(Red)), Err("A Red card belongs in the Red row.".into()));
    }

    #[test]
    fn end_cards_close_a_row() {
        // An end card may start a row (decision) and closes it to number and point cards.
        assert_eq!(check_lay(&[], Blue, Card::End(Blue)), Ok(()));
        let r = vec![n(4), Card::End(Blue)];
        assert!(check_lay(&r, Blue, n(5)).unwrap_err().contains("closed by an end card"));
        assert!(check_lay(&r, Blue, Card::Point(4)).is_err());
        assert_eq!(check_lay(&r, Blue, Card::End(Blue)), Ok(()));
        let r = vec![n(4), Card::End(Blue), Card::End(Blue)];
        assert!(check_lay(&r, Blue, Card::End(Blue)).unwrap_err().contains("finished"));
    }

    #[test]
    fn point_cards_match_the_last_number_card() {
        assert!(check_lay(&[], Blue, Card::Point(3)).is_err());
        assert_eq!(check_lay(&row(&[2, 3]), Blue, Card::Point(3)), Ok(()));
        assert!(check_lay(&row(&[2, 3]), Blue, Card::Point(2)).unwrap_err().contains("ends with 3, not 2"));
    }
}
