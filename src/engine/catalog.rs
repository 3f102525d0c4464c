//! The games on the table, as the picker and the command line list them.

use std::ops::RangeInclusive;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub players: (usize, usize),
    pub blurb: &'static str,
    /// False for games not built yet: listed, but they cannot be started.
    pub available: bool,
}

impl GameInfo {
    pub fn player_range(&self) -> RangeInclusive<usize> {
        self.players.0..=self.players.1
    }

    pub fn find(id: &str) -> Option<&'static GameInfo> {
        GAMES.iter().find(|g| g.id == id)
    }

    pub fn ids() -> String {
        GAMES.iter().map(|g| g.id).collect::<Vec<_>>().join(", ")
    }
}

pub const GAMES: [GameInfo; 5] = [
    GameInfo {
        id: "keltis",
        name: "Keltis",
        players: (2, 4),
        blurb: "Lay rising or falling rows; collect wishing stones",
        available: true,
    },
    GameInfo {
        id: "powwow",
        name: "Pow Wow",
        players: (2, 5),
        blurb: "Real time: grab the loot before the others",
        available: true,
    },
    GameInfo {
        id: "sheriff",
        name: "Sheriff",
        players: (3, 7),
        blurb: "Collect sets, rob, ambush and trade in Nottingham",
        available: true,
    },
    GameInfo {
        id: "saboteur",
        name: "Saboteur",
        players: (2, 12),
        blurb: "Dig for gold, or sabotage the dig in secret",
        available: true,
    },
    GameInfo {
        id: "blackfleet",
        name: "Black Fleet",
        players: (3, 4),
        blurb: "Merchants, pirates and the navy in the Caribbean",
        available: true,
    },
];
