//! Saboteur's cards as values: a path card (its index in the deck data) or an action card with its
//! effect. Copies of a card are interchangeable, so a hand is a list of these.

use serde::{Deserialize, Serialize};

use super::deck::deck;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tool {
    Pick,
    Lantern,
    Cart,
}

impl Tool {
    pub const ALL: [Tool; 3] = [Tool::Pick, Tool::Lantern, Tool::Cart];

    pub fn name(self) -> &'static str {
        match self {
            Tool::Pick => "pick",
            Tool::Lantern => "lantern",
            Tool::Cart => "cart",
        }
    }

    fn parse(s: &str) -> Option<Tool> {
        Tool::ALL.into_iter().find(|t| t.name() == s)
    }
}

/// What an action card does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Act {
    Broken(Tool),
    /// Repairs one of these tools (one or two).
    Repair(Tool, Option<Tool>),
    Rockfall,
    Map,
    Theft,
    HandsOff,
    SwapHand,
    Inspection,
    SwapHats,
    Trapped,
    FreeAtLast,
}

impl Act {
    /// The effect named by a card in `assets/saboteur.json` ("repair pick or cart").
    pub fn parse(name: &str) -> Option<Act> {
        if let Some(t) = name.strip_prefix("broken ") {
            return Tool::parse(t).map(Act::Broken);
        }
        if let Some(rest) = name.strip_prefix("repair ") {
            return match rest.split_once(" or ") {
                Some((a, b)) => Some(Act::Repair(Tool::parse(a)?, Some(Tool::parse(b)?))),
                None => Some(Act::Repair(Tool::parse(rest)?, None)),
            };
        }
        Some(match name {
            "rockfall" => Act::Rockfall,
            "map" => Act::Map,
            "theft" => Act::Theft,
            "hands off" => Act::HandsOff,
            "swap your hand" => Act::SwapHand,
            "inspection" => Act::Inspection,
            "swap your hats" => Act::SwapHats,
            "trapped" => Act::Trapped,
            "free at last" => Act::FreeAtLast,
            _ => return None,
        })
    }

    pub fn repairs(self, tool: Tool) -> bool {
        matches!(self, Act::Repair(a, b) if a == tool || b == Some(tool))
    }

    /// The card's name as players say it.
    pub fn title(self) -> String {
        match self {
            Act::Broken(t) => format!("Broken {}", t.name()),
            Act::Repair(a, None) => format!("Repair {}", a.name()),
            Act::Repair(a, Some(b)) => format!("Repair {} or {}", a.name(), b.name()),
            Act::Rockfall => "Rockfall".into(),
            Act::Map => "Map".into(),
            Act::Theft => "Theft".into(),
            Act::HandsOff => "Hands Off".into(),
            Act::SwapHand => "Swap Your Hand".into(),
            Act::Inspection => "Inspection".into(),
            Act::SwapHats => "Swap Your Hats".into(),
            Act::Trapped => "Trapped!".into(),
            Act::FreeAtLast => "Free at Last".into(),
        }
    }

    /// What the card does, in one sentence (shown when it is selected).
    pub fn text(self) -> &'static str {
        match self {
            Act::Broken(_) => {
                "Lay it in front of a player: they cannot place path cards until it is repaired."
            }
            Act::Repair(..) => "Remove a matching broken tool from any player, yourself included.",
            Act::Rockfall => "Remove a path card from the maze (never the start or a goal).",
            Act::Map => "Look at a face-down goal card; only you see it.",
            Act::Theft => "Lay it in front of yourself: after the round's payout, steal 1 gold.",
            Act::HandsOff => "Remove a Theft card from a player.",
            Act::SwapHand => "Swap hands with another player; they draw 1, you do not.",
            Act::Inspection => "Look at another player's role; only you see it.",
            Act::SwapHats => "A player discards their role unseen and takes a new one only they see.",
            Act::Trapped => "Lay it in front of another player: no path cards, and no win this round.",
            Act::FreeAtLast => "Remove a Trapped! card from any player.",
        }
    }
}

/// A card in a hand, the deck or the discard pile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    /// Index into the deck data's path cards.
    Path(u8),
    Action(Act),
}

impl Card {
    pub fn title(self) -> String {
        match self {
            Card::Path(i) => deck().path_cards[i as usize].name.clone(),
            Card::Action(a) => a.title(),
        }
    }
}
