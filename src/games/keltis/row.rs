//! Laying into a colour row: direction, end cards and point cards in colour rows.

use super::cards::{Card, Colour, Suit};
use crate::i18n::{Arg, Msg};
use crate::msg;

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

/// Why a card cannot go into a row: a cheap value (legal-move generation checks thousands of these);
/// `Display` turns it into the sentence a player reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayError {
    Finished(Colour),
    Closed(Colour),
    Rising(Colour, u8),
    Falling(Colour, u8),
    WrongRow(Colour),
    PointMismatch { row: Colour, last: u8, value: u8 },
    PointNeedsNumber(Colour),
    OnlyPointCards,
}

impl LayError {
    /// The sentence a player reads, as a message.
    pub fn msg(self) -> Msg {
        let row = |c: Colour| Suit::Colour(c).row_msg();
        match self {
            LayError::Finished(c) => msg!("keltis-row-finished", row = row(c)),
            LayError::Closed(c) => msg!("keltis-row-closed", row = row(c), colour = Arg::Id(c.id())),
            LayError::Rising(c, last) => msg!("keltis-row-rising", row = row(c), last = last),
            LayError::Falling(c, last) => msg!("keltis-row-falling", row = row(c), last = last),
            LayError::WrongRow(c) => msg!("keltis-wrong-row", colour = Arg::Id(c.id()), row = row(c)),
            LayError::PointMismatch { row: c, last, value } => {
                msg!("keltis-point-mismatch", row = row(c), last = last, value = value)
            }
            LayError::PointNeedsNumber(c) => msg!("keltis-point-needs-number", row = row(c)),
            LayError::OnlyPointCards => msg!("keltis-only-points"),
        }
    }
}

/// English, for invariant checks and tests.
impl std::fmt::Display for LayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.msg().render(crate::i18n::Lang::En, &[]))
    }
}

/// What laying depends on, read once from a row: end cards, direction and the last number card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowSummary {
    pub colour: Colour,
    pub end_cards: usize,
    pub direction: Direction,
    pub last: Option<u8>,
}

impl RowSummary {
    /// One pass over the row (legal-move generation summarises rows on every call).
    pub fn of(row: &[Card], colour: Colour) -> Self {
        let (mut end_cards, mut first, mut direction, mut last) = (0, None, Direction::Open, None);
        for c in row {
            match *c {
                Card::End(_) => end_cards += 1,
                Card::Number(_, v) => {
                    match first {
                        None => first = Some(v),
                        Some(f) if direction == Direction::Open && v != f => {
                            direction = if v > f { Direction::Ascending } else { Direction::Descending };
                        }
                        _ => {}
                    }
                    last = Some(v);
                }
                Card::Point(_) => {}
            }
        }
        RowSummary { colour, end_cards, direction, last }
    }

    /// Whether `card` may be laid into this row: [`RowSummary::check`] without the reason, for
    /// legal-move listing (it must agree with `check`; a test compares them).
    #[inline]
    pub fn allows(&self, card: Card) -> bool {
        match (self.end_cards, card) {
            (2, _) => false,
            (1, Card::End(c)) => c == self.colour,
            (1, _) => false,
            (_, Card::End(c)) => c == self.colour,
            (_, Card::Number(c, v)) => {
                c == self.colour
                    && match (self.direction, self.last) {
                        (Direction::Ascending, Some(last)) => v >= last,
                        (Direction::Descending, Some(last)) => v <= last,
                        _ => true,
                    }
            }
            (_, Card::Point(value)) => self.last == Some(value),
        }
    }

    /// Whether `card` may be laid into this row; the error says why not.
    pub fn check(&self, card: Card) -> Result<(), LayError> {
        let colour = self.colour;
        match self.end_cards {
            2 => return Err(LayError::Finished(colour)),
            1 if !matches!(card, Card::End(_)) => return Err(LayError::Closed(colour)),
            _ => {}
        }
        match card {
            Card::End(c) if c == colour => Ok(()),
            Card::Number(c, v) if c == colour => match (self.direction, self.last) {
                (Direction::Ascending, Some(last)) if v < last => Err(LayError::Rising(colour, last)),
                (Direction::Descending, Some(last)) if v > last => Err(LayError::Falling(colour, last)),
                _ => Ok(()),
            },
            Card::Number(c, _) | Card::End(c) => Err(LayError::WrongRow(c)),
            Card::Point(value) => match self.last {
                Some(last) if last == value => Ok(()),
                Some(last) => Err(LayError::PointMismatch { row: colour, last, value }),
                None => Err(LayError::PointNeedsNumber(colour)),
            },
        }
    }
}

/// Whether `card` may be laid into `row`, the player's row of `colour`; the error says why not.
pub fn check_lay(row: &[Card], colour: Colour, card: Card) -> Result<(), LayError> {
    RowSummary::of(row, colour).check(card)
}

/// Whether `card` may be laid into one of a player's `rows` (colour rows) or the point row (only
/// the row named is read).
pub fn check_row(rows: &[Vec<Card>; 5], card: Card, row: Suit) -> Result<(), LayError> {
    match (row, card) {
        (Suit::Points, Card::Point(_)) => Ok(()),
        (Suit::Points, _) => Err(LayError::OnlyPointCards),
        (Suit::Colour(c), _) => check_lay(&rows[c.index()], c, card),
    }
}

/// The five colour rows of a player, summarised once for many checks.
pub fn summarise(rows: &[Vec<Card>; 5]) -> [RowSummary; 5] {
    let of = |c: Colour| RowSummary::of(&rows[c.index()], c);
    [of(Colour::Green), of(Colour::Blue), of(Colour::Yellow), of(Colour::Red), of(Colour::Purple)]
}

pub fn check_summarised(rows: &[RowSummary; 5], card: Card, row: Suit) -> Result<(), LayError> {
    match (row, card) {
        (Suit::Points, Card::Point(_)) => Ok(()),
        (Suit::Points, _) => Err(LayError::OnlyPointCards),
        (Suit::Colour(c), _) => rows[c.index()].check(card),
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
        assert_eq!(check_lay(&r, Blue, n(6)), Err(LayError::Falling(Blue, 2)));
        assert_eq!(LayError::Falling(Blue, 2).msg().id(), Some("keltis-row-falling"));
        assert_eq!(LayError::Falling(Blue, 2).to_string(), "Your Blue row is falling: play 2 or lower.");
        assert_eq!(
            LayError::Falling(Blue, 2).msg().render(crate::i18n::Lang::It, &[]),
            "La tua fila blu è decrescente: gioca 2 o meno."
        );
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
        assert_eq!(check_lay(&[], Blue, Card::Number(Red, 3)), Err(LayError::WrongRow(Red)));
        assert_eq!(LayError::WrongRow(Red).to_string(), "A Red card belongs in the Red row.");
        assert_eq!(check_lay(&[], Blue, Card::End(Red)), Err(LayError::WrongRow(Red)));
    }

    #[test]
    fn end_cards_close_a_row() {
        // An end card may start a row (decision) and closes it to number and point cards.
        assert_eq!(check_lay(&[], Blue, Card::End(Blue)), Ok(()));
        let r = vec![n(4), Card::End(Blue)];
        assert_eq!(check_lay(&r, Blue, n(5)), Err(LayError::Closed(Blue)));
        assert!(check_lay(&r, Blue, Card::Point(4)).is_err());
        assert_eq!(check_lay(&r, Blue, Card::End(Blue)), Ok(()));
        let r = vec![n(4), Card::End(Blue), Card::End(Blue)];
        assert_eq!(check_lay(&r, Blue, Card::End(Blue)), Err(LayError::Finished(Blue)));
    }

    #[test]
    fn the_quick_check_agrees_with_the_reasoned_one() {
        // Every prefix of rows built from many orders of a colour's cards, against every card.
        let cards: Vec<Card> = crate::games::keltis::cards::full_deck();
        let mut rng = crate::engine::GameRng::new(5);
        for _ in 0..40 {
            let mut mine: Vec<Card> = cards.iter().copied().filter(|c| c.colour() != Some(Red)).collect();
            rng.shuffle(&mut mine);
            let mut row = Vec::new();
            for &next in &mine {
                let sum = RowSummary::of(&row, Blue);
                for &c in &cards {
                    assert_eq!(sum.allows(c), sum.check(c).is_ok(), "{c} on {row:?}");
                }
                if sum.allows(next) {
                    row.push(next);
                }
            }
        }
    }

    #[test]
    fn point_cards_match_the_last_number_card() {
        assert!(check_lay(&[], Blue, Card::Point(3)).is_err());
        assert_eq!(check_lay(&row(&[2, 3]), Blue, Card::Point(3)), Ok(()));
        assert_eq!(
            check_lay(&row(&[2, 3]), Blue, Card::Point(2)),
            Err(LayError::PointMismatch { row: Blue, last: 3, value: 2 })
        );
    }
}
