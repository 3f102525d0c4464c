//! Pow Wow cards: 45 Indian cards (5 colours × 2 Chiefs, 2 Warriors, 2 Maidens, 3 Hunters) and
//! 69 loot cards (33 buffalo, 9 each of totem, tomahawk, necklace, tent).

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tribe {
    Red,
    Green,
    Purple,
    Yellow,
    Blue,
}

impl Tribe {
    /// Seat order: with 3 players yellow and blue are unowned, as in the rulebook's Sharing example.
    pub const ALL: [Tribe; 5] = [Tribe::Red, Tribe::Green, Tribe::Purple, Tribe::Yellow, Tribe::Blue];

    /// Seat `i` plays colour `i`; colours beyond the seats are unowned.
    pub fn of_seat(seat: usize) -> Tribe {
        Tribe::ALL[seat]
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        ['R', 'G', 'P', 'Y', 'B'][self.index()]
    }

    pub fn name(self) -> &'static str {
        ["red", "green", "purple", "yellow", "blue"][self.index()]
    }
}

/// The four tribe cards every player holds, and the Indian types on prairie cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    Chief,
    Warrior,
    Maiden,
    Hunter,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Chief, Kind::Warrior, Kind::Maiden, Kind::Hunter];

    pub fn is_male(self) -> bool {
        self != Kind::Maiden
    }

    pub fn name(self) -> &'static str {
        ["Chief", "Warrior", "Maiden", "Hunter"][self as usize]
    }

    /// The loot this kind takes as its usual loot (the Chief takes totems plus a prisoner).
    pub fn usual_loot(self) -> Loot {
        match self {
            Kind::Chief => Loot::Totem,
            Kind::Warrior => Loot::Tomahawk,
            Kind::Maiden => Loot::Necklace,
            Kind::Hunter => Loot::Buffalo,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Loot {
    Buffalo,
    Totem,
    Tomahawk,
    Necklace,
    Tent,
}

impl Loot {
    pub const ALL: [Loot; 5] = [Loot::Buffalo, Loot::Totem, Loot::Tomahawk, Loot::Necklace, Loot::Tent];

    pub fn name(self) -> &'static str {
        ["Buffalo", "Totem", "Tomahawk", "Necklace", "Tent"][self as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Indian {
    pub tribe: Tribe,
    pub kind: Kind,
}

/// A prairie card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    Indian(Indian),
    Loot(Loot),
}

impl fmt::Display for Indian {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.tribe.letter(), self.kind.name())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Card::Indian(i) => i.fmt(f),
            Card::Loot(l) => f.write_str(l.name()),
        }
    }
}

/// The 114 prairie cards in a fixed order (shuffle before use).
pub fn prairie() -> Vec<Card> {
    let mut deck = Vec::with_capacity(114);
    for tribe in Tribe::ALL {
        for (kind, n) in [(Kind::Chief, 2), (Kind::Warrior, 2), (Kind::Maiden, 2), (Kind::Hunter, 3)] {
            deck.extend(std::iter::repeat_n(Card::Indian(Indian { tribe, kind }), n));
        }
    }
    for (loot, n) in
        [(Loot::Buffalo, 33), (Loot::Totem, 9), (Loot::Tomahawk, 9), (Loot::Necklace, 9), (Loot::Tent, 9)]
    {
        deck.extend(std::iter::repeat_n(Card::Loot(loot), n));
    }
    deck
}
