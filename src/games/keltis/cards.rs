//! Keltis cards: 80 number cards and 10 end cards in five colours, 11 point cards; 9 wishing stones.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::i18n::{Arg, Msg};
use crate::{msg, t};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Green,
    Blue,
    Yellow,
    Red,
    Purple,
}

impl Colour {
    pub const ALL: [Colour; 5] = [Colour::Green, Colour::Blue, Colour::Yellow, Colour::Red, Colour::Purple];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The letter of this colour in card codes (`G7`) and saves: stable, whatever the language.
    pub fn letter(self) -> char {
        ['G', 'B', 'Y', 'R', 'P'][self.index()]
    }

    /// The stable id saves use and messages select on (`green`): never shown.
    pub fn id(self) -> &'static str {
        ["green", "blue", "yellow", "red", "purple"][self.index()]
    }

    /// The letter printed on every card of this colour in the current language (G for green, V for
    /// verde), so the game is playable without colour; it is also the key that picks the row.
    pub fn shown_letter(self) -> char {
        t!("keltis-letter", colour = Arg::Id(self.id())).chars().next().unwrap_or(self.letter())
    }

    /// The colour's name ("Green", "Verde").
    pub fn msg(self) -> Msg {
        msg!("keltis-colour", colour = Arg::Id(self.id()))
    }

    pub fn from_letter(c: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|col| col.letter() == c.to_ascii_uppercase())
    }
}

/// A colour, or the grey point cards: names both a player's rows and the discard piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Colour(Colour),
    Points,
}

impl Suit {
    /// The six suits in table order: five colours, then points.
    pub const ALL: [Suit; 6] = [
        Suit::Colour(Colour::Green),
        Suit::Colour(Colour::Blue),
        Suit::Colour(Colour::Yellow),
        Suit::Colour(Colour::Red),
        Suit::Colour(Colour::Purple),
        Suit::Points,
    ];

    pub fn index(self) -> usize {
        match self {
            Suit::Colour(c) => c.index(),
            Suit::Points => 5,
        }
    }

    /// The stable id messages select on: a colour's id, or `points`.
    pub fn id(self) -> &'static str {
        match self {
            Suit::Colour(c) => c.id(),
            Suit::Points => "points",
        }
    }

    /// The pile's short label on screen: the colour's letter, or "pt".
    pub fn short(self) -> String {
        match self {
            Suit::Colour(c) => c.shown_letter().to_string(),
            Suit::Points => t!("keltis-pile-points"),
        }
    }

    /// "Green row", "point row" ("fila verde").
    pub fn row_msg(self) -> Msg {
        msg!("keltis-row", colour = Arg::Id(self.id()))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    /// A number card, value 0..=10.
    Number(Colour, u8),
    End(Colour),
    /// A grey point card, value 0..=10; worth 1 point in the point row.
    Point(u8),
}

impl Card {
    /// The value used for rows and wishing stones (end cards have none).
    pub fn value(self) -> Option<u8> {
        match self {
            Card::Number(_, v) | Card::Point(v) => Some(v),
            Card::End(_) => None,
        }
    }

    pub fn suit(self) -> Suit {
        match self {
            Card::Number(c, _) | Card::End(c) => Suit::Colour(c),
            Card::Point(_) => Suit::Points,
        }
    }

    pub fn colour(self) -> Option<Colour> {
        match self.suit() {
            Suit::Colour(c) => Some(c),
            Suit::Points => None,
        }
    }

    /// The card's place in a table of the 71 kinds (55 number cards, 5 end cards, 11 point cards):
    /// identical cards share it.
    pub fn key(self) -> usize {
        match self {
            Card::Number(c, v) => c.index() * 11 + usize::from(v),
            Card::End(c) => 55 + c.index(),
            Card::Point(v) => 60 + usize::from(v),
        }
    }

    /// The card as players read it, rendered in the viewer's language (`G7`, `V7`, `B-end`, `pt3`).
    pub fn msg(self) -> Msg {
        match self {
            Card::Number(c, v) => msg!("keltis-card-number", colour = Arg::Id(c.id()), value = v),
            Card::End(c) => msg!("keltis-card-end", colour = Arg::Id(c.id())),
            Card::Point(v) => msg!("keltis-card-point", value = v),
        }
    }

    /// The card's name in the current language, for screens.
    pub fn label(self) -> String {
        crate::i18n::tr(&self.msg())
    }
}

/// The 101 cards of the draw deck, in a fixed order (shuffle before use).
pub fn full_deck() -> Vec<Card> {
    let mut deck = Vec::with_capacity(101);
    for c in Colour::ALL {
        for v in 0..=10u8 {
            let copies = if (3..=7).contains(&v) { 2 } else { 1 };
            deck.extend(std::iter::repeat_n(Card::Number(c, v), copies));
        }
        deck.extend([Card::End(c), Card::End(c)]);
    }
    deck.extend((0..=10).map(Card::Point));
    deck
}

/// `G7`, `P-end`, `pt5`: the stable codes in save files (screens and logs show [`Card::msg`]).
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Number(c, v) => write!(f, "{}{v}", c.letter()),
            Card::End(c) => write!(f, "{}-end", c.letter()),
            Card::Point(v) => write!(f, "pt{v}"),
        }
    }
}

impl FromStr for Card {
    type Err = String;
    fn from_str(s: &str) -> Result<Card, String> {
        let bad = || format!("\"{s}\" is not a Keltis card");
        let value = |t: &str| t.parse::<u8>().ok().filter(|v| *v <= 10).ok_or_else(bad);
        if let Some(v) = s.strip_prefix("pt") {
            return Ok(Card::Point(value(v)?));
        }
        let mut chars = s.chars();
        let colour = chars.next().and_then(Colour::from_letter).ok_or_else(bad)?;
        match chars.as_str() {
            "-end" => Ok(Card::End(colour)),
            v => Ok(Card::Number(colour, value(v)?)),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        String::deserialize(d)?.parse().map_err(serde::de::Error::custom)
    }
}

/// A colour is saved by its id (`green`); saves from before read `Green`, the English name.
impl Serialize for Colour {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Colour {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Colour, D::Error> {
        let s = String::deserialize(d)?;
        Colour::ALL
            .into_iter()
            .find(|c| c.id().eq_ignore_ascii_case(&s))
            .ok_or_else(|| serde::de::Error::custom(format!("unknown colour {s}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_has_101_cards_as_specified() {
        let deck = full_deck();
        assert_eq!(deck.len(), 101);
        for c in Colour::ALL {
            assert_eq!(deck.iter().filter(|k| matches!(k, Card::Number(x, _) if *x == c)).count(), 16);
            assert_eq!(deck.iter().filter(|k| **k == Card::End(c)).count(), 2);
            assert_eq!(deck.iter().filter(|k| **k == Card::Number(c, 5)).count(), 2);
            assert_eq!(deck.iter().filter(|k| **k == Card::Number(c, 9)).count(), 1);
        }
        assert_eq!(deck.iter().filter(|k| matches!(k, Card::Point(_))).count(), 11);
    }

    #[test]
    fn names_round_trip() {
        for card in full_deck() {
            assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
        assert!("X5".parse::<Card>().is_err());
        assert!("G11".parse::<Card>().is_err());
        assert!("pt".parse::<Card>().is_err());
    }

    #[test]
    fn colours_save_by_id_and_read_the_older_english_names() {
        let lay = Suit::Colour(Colour::Purple);
        assert_eq!(serde_json::to_string(&lay).unwrap(), r#"{"Colour":"purple"}"#);
        for old in [r#"{"Colour":"Purple"}"#, r#"{"Colour":"purple"}"#] {
            assert_eq!(serde_json::from_str::<Suit>(old).unwrap(), lay);
        }
        assert!(serde_json::from_str::<Suit>(r#"{"Colour":"Viola"}"#).is_err());
    }

    #[test]
    fn a_card_reads_in_the_viewers_language() {
        use crate::i18n::Lang;
        let m = Card::Number(Colour::Green, 7).msg();
        assert_eq!(m.render(Lang::En, &[]), "G7");
        assert_eq!(m.render(Lang::It, &[]), "V7");
        assert_eq!(Card::End(Colour::Yellow).msg().render(Lang::It, &[]), "G-fin");
        assert_eq!(Card::Point(5).msg().render(Lang::It, &[]), "pt5");
    }
}
