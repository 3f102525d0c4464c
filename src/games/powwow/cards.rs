//! Pow Wow cards: 45 Indian cards (5 colours × 2 Chiefs, 2 Warriors, 2 Maidens, 3 Hunters) and
//! 69 loot cards (33 buffalo, 9 each of totem, tomahawk, necklace, tent).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::i18n::{Arg, Msg};
use crate::msg;

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

    /// The stable key messages select on (`red`): never shown as it is.
    pub fn key(self) -> &'static str {
        ["red", "green", "purple", "yellow", "blue"][self.index()]
    }

    /// The key as a message argument (a log line names the Indian from it).
    pub fn id(self) -> Arg {
        Arg::Id(self.key())
    }

    /// The tribe's colour as a word ("red", "rossa").
    pub fn msg(self) -> Msg {
        match self {
            Tribe::Red => msg!("powwow-tribe-red"),
            Tribe::Green => msg!("powwow-tribe-green"),
            Tribe::Purple => msg!("powwow-tribe-purple"),
            Tribe::Yellow => msg!("powwow-tribe-yellow"),
            Tribe::Blue => msg!("powwow-tribe-blue"),
        }
    }

    /// The short mark beside a player's name: `(R)`, `rosso`.
    pub fn mark(self) -> Msg {
        msg!("powwow-tribe-mark", tribe = self.id())
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

    /// The stable key messages select on (`chief`): never shown as it is.
    pub fn key(self) -> &'static str {
        ["chief", "warrior", "maiden", "hunter"][self as usize]
    }

    /// The key as a message argument: log lines name the type from it, allocating nothing.
    pub fn id(self) -> Arg {
        Arg::Id(self.key())
    }

    /// The type's name, with its gender for "il/la".
    pub fn msg(self) -> Msg {
        match self {
            Kind::Chief => msg!("powwow-chief"),
            Kind::Warrior => msg!("powwow-warrior"),
            Kind::Maiden => msg!("powwow-maiden"),
            Kind::Hunter => msg!("powwow-hunter"),
        }
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

    /// The stable key messages select on (`buffalo`): never shown as it is.
    pub fn key(self) -> &'static str {
        ["buffalo", "totem", "tomahawk", "necklace", "tent"][self as usize]
    }

    /// The key as a message argument: log lines name the loot from it, allocating nothing.
    pub fn id(self) -> Arg {
        Arg::Id(self.key())
    }

    /// The loot's name, with its gender for "il/la".
    pub fn msg(self) -> Msg {
        match self {
            Loot::Buffalo => msg!("powwow-buffalo"),
            Loot::Totem => msg!("powwow-totem"),
            Loot::Tomahawk => msg!("powwow-tomahawk"),
            Loot::Necklace => msg!("powwow-necklace"),
            Loot::Tent => msg!("powwow-tent"),
        }
    }
}

impl Indian {
    /// `R-Chief`, `Capo rosso`: the Indian's gender is its type's.
    pub fn msg(self) -> Msg {
        let tribe = self.tribe.id();
        match self.kind {
            Kind::Chief => msg!("powwow-indian-chief", tribe = tribe),
            Kind::Warrior => msg!("powwow-indian-warrior", tribe = tribe),
            Kind::Maiden => msg!("powwow-indian-maiden", tribe = tribe),
            Kind::Hunter => msg!("powwow-indian-hunter", tribe = tribe),
        }
    }
}

impl Card {
    pub fn msg(self) -> Msg {
        match self {
            Card::Indian(i) => i.msg(),
            Card::Loot(l) => l.msg(),
        }
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

/// In the current language (`R-Chief`, `Capo rosso`).
impl fmt::Display for Indian {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
    }
}

/// In the current language.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.msg().fmt(f)
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
