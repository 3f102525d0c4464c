//! Saboteur's cards as values: a path card (its index in the deck data) or an action card with its
//! effect. Copies of a card are interchangeable, so a hand is a list of these.

use serde::{Deserialize, Serialize};

use super::deck::deck;
use crate::i18n::{Arg, Msg};
use crate::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Tool {
    Pick,
    Lantern,
    Cart,
}

impl Tool {
    pub const ALL: [Tool; 3] = [Tool::Pick, Tool::Lantern, Tool::Cart];

    /// The tool's key in `assets/saboteur.json` ("repair pick or cart") and the id messages
    /// select on (`{ $tool -> [pick] ... }`).
    pub fn name(self) -> &'static str {
        match self {
            Tool::Pick => "pick",
            Tool::Lantern => "lantern",
            Tool::Cart => "cart",
        }
    }

    /// The tool as a sentence names it ("pick"; Italian "piccone", with its gender).
    pub fn msg(self) -> Msg {
        match self {
            Tool::Pick => msg!("saboteur-tool-pick"),
            Tool::Lantern => msg!("saboteur-tool-lantern"),
            Tool::Cart => msg!("saboteur-tool-cart"),
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

    /// The card's name as players say it ("Broken pick"; Italian "Piccone rotto").
    pub fn msg(self) -> Msg {
        match self {
            Act::Broken(t) => msg!("saboteur-act-broken", tool = Arg::Id(t.name())),
            Act::Repair(a, None) => msg!("saboteur-act-repair", tool = Arg::Id(a.name())),
            Act::Repair(a, Some(b)) => {
                msg!("saboteur-act-repair-either", a = Arg::Id(a.name()), b = Arg::Id(b.name()))
            }
            Act::Rockfall => msg!("saboteur-act-rockfall"),
            Act::Map => msg!("saboteur-act-map"),
            Act::Theft => msg!("saboteur-act-theft"),
            Act::HandsOff => msg!("saboteur-act-hands-off"),
            Act::SwapHand => msg!("saboteur-act-swap-hand"),
            Act::Inspection => msg!("saboteur-act-inspection"),
            Act::SwapHats => msg!("saboteur-act-swap-hats"),
            Act::Trapped => msg!("saboteur-act-trapped"),
            Act::FreeAtLast => msg!("saboteur-act-free"),
        }
    }

    /// The card's name in the current language.
    pub fn title(self) -> String {
        crate::i18n::tr(&self.msg())
    }

    /// The card in a hand slot: up to three short words, `|` between them (`Broken|pick`).
    pub fn label(self) -> Msg {
        match self {
            Act::Broken(t) => msg!("saboteur-label-broken", tool = Arg::Id(t.name())),
            Act::Repair(a, None) => msg!("saboteur-label-repair", tool = Arg::Id(a.name())),
            Act::Repair(a, Some(b)) => {
                msg!("saboteur-label-repair-either", a = Arg::Id(a.name()), b = Arg::Id(b.name()))
            }
            Act::Rockfall => msg!("saboteur-label-rockfall"),
            Act::Map => msg!("saboteur-label-map"),
            Act::Theft => msg!("saboteur-label-theft"),
            Act::HandsOff => msg!("saboteur-label-hands-off"),
            Act::SwapHand => msg!("saboteur-label-swap-hand"),
            Act::Inspection => msg!("saboteur-label-inspection"),
            Act::SwapHats => msg!("saboteur-label-swap-hats"),
            Act::Trapped => msg!("saboteur-label-trapped"),
            Act::FreeAtLast => msg!("saboteur-label-free"),
        }
    }

    /// What the card does, in one sentence (shown when it is selected).
    pub fn text(self) -> Msg {
        match self {
            Act::Broken(_) => msg!("saboteur-does-broken"),
            Act::Repair(..) => msg!("saboteur-does-repair"),
            Act::Rockfall => msg!("saboteur-does-rockfall"),
            Act::Map => msg!("saboteur-does-map"),
            Act::Theft => msg!("saboteur-does-theft"),
            Act::HandsOff => msg!("saboteur-does-hands-off"),
            Act::SwapHand => msg!("saboteur-does-swap-hand"),
            Act::Inspection => msg!("saboteur-does-inspection"),
            Act::SwapHats => msg!("saboteur-does-swap-hats"),
            Act::Trapped => msg!("saboteur-does-trapped"),
            Act::FreeAtLast => msg!("saboteur-does-free"),
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
    /// The card's name (a path card's from the deck data, by its id).
    pub fn msg(self) -> Msg {
        match self {
            Card::Path(i) => deck().path_cards[i as usize].title.clone(),
            Card::Action(a) => a.msg(),
        }
    }

    /// The card's name in the current language.
    pub fn title(self) -> String {
        crate::i18n::tr(&self.msg())
    }
}
