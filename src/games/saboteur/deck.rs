//! Saboteur's cards as data from `assets/saboteur.json`: every path card's tunnel segments, crystal,
//! door colour and ladder, the start and goal cards, and the action cards; checked at load.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::cards::{Act, Card};
use super::maze::{Edges, Segs, parse_edges};
use crate::i18n::Msg;
use crate::msg;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Set {
    Base,
    Expansion,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Team {
    Green,
    Blue,
}

#[derive(Debug, Clone, Deserialize)]
struct RawCard {
    name: String,
    segments: Vec<String>,
    #[serde(default = "one")]
    copies: usize,
    #[serde(default)]
    set: Option<Set>,
    #[serde(default)]
    crystal: bool,
    #[serde(default)]
    door: Option<Team>,
    #[serde(default)]
    ladder: bool,
}

fn one() -> usize {
    1
}

/// A path card (or the start or a goal): its tunnels as segments of joined edges.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathCard {
    /// The name in the data file (what tests and the data checks use).
    pub name: String,
    /// The name as players read it, by its message id.
    pub title: Msg,
    /// Each segment is a set of edges joined through the card; a single edge is a dead-end stub.
    pub segments: Vec<Edges>,
    pub copies: usize,
    pub set: Set,
    pub crystal: bool,
    pub door: Option<Team>,
    pub ladder: bool,
    /// The segments as the card lies, as printed and turned (looked up on every placement check).
    pub lying: [Segs; 2],
}

impl PathCard {
    /// The card's name as it lies (`flipped`: turned 180°): a turned card that looks like another
    /// card of the deck is named after that one ("T E-S-W" turned is "T N-E-W"); `true` when no
    /// card looks like it, so the name must say it is turned.
    pub fn laid_title(&self, flipped: bool) -> (Msg, bool) {
        if !flipped {
            return (self.title.clone(), false);
        }
        let shape = |s: &[Edges]| {
            let mut v = s.to_vec();
            v.sort_unstable();
            v
        };
        let turned: Vec<Edges> =
            shape(&self.segments.iter().map(|&e| super::maze::flip(e)).collect::<Vec<_>>());
        let twin = deck().path_cards.iter().find(|c| {
            (c.crystal, c.door, c.ladder) == (self.crystal, self.door, self.ladder)
                && shape(&c.segments) == turned
        });
        match twin {
            Some(c) => (c.title.clone(), false),
            None => (self.title.clone(), true),
        }
    }

    /// All the card's openings (tunnel edges), for edge matching.
    pub fn openings(&self) -> Edges {
        self.segments.iter().fold(0, |a, s| a | s)
    }
}

#[derive(Debug, Clone, Deserialize)]
struct RawAction {
    name: String,
    copies: usize,
    set: Set,
}

#[derive(Debug, Clone)]
pub struct ActionCard {
    pub name: String,
    pub copies: usize,
    pub set: Set,
    pub act: Act,
}

#[derive(Debug, Clone, Deserialize)]
struct RawDeck {
    start: RawCard,
    gold: RawCard,
    stones: Vec<RawCard>,
    goals_at: Vec<[i32; 2]>,
    path_cards: Vec<RawCard>,
    action_cards: Vec<RawAction>,
}

#[derive(Debug, Clone)]
pub struct Deck {
    pub start: PathCard,
    pub gold: PathCard,
    pub stones: Vec<PathCard>,
    pub goals_at: Vec<(i32, i32)>,
    pub path_cards: Vec<PathCard>,
    pub action_cards: Vec<ActionCard>,
}

fn convert(raw: &RawCard) -> Result<PathCard, String> {
    let segments = raw
        .segments
        .iter()
        .map(|s| parse_edges(s).ok_or_else(|| format!("card \"{}\" has a bad segment \"{s}\"", raw.name)))
        .collect::<Result<Vec<_>, _>>()?;
    let mut seen = 0;
    for s in &segments {
        if s & seen != 0 {
            return Err(format!("card \"{}\" uses an edge in two segments", raw.name));
        }
        seen |= s;
    }
    let lying = [Segs::from_edges(&segments, false), Segs::from_edges(&segments, true)];
    let title = path_title(&raw.name).ok_or_else(|| format!("unknown path card \"{}\"", raw.name))?;
    Ok(PathCard {
        name: raw.name.clone(),
        title,
        lying,
        segments,
        copies: raw.copies,
        set: raw.set.unwrap_or(Set::Base),
        crystal: raw.crystal,
        door: raw.door,
        ladder: raw.ladder,
    })
}

/// A path card's name by its message id: the data names its cards in English, and every card the
/// data may name has an id (an unknown name is refused when the deck is read).
fn path_title(name: &str) -> Option<Msg> {
    Some(match name {
        "start" => msg!("saboteur-path-start"),
        "gold" => msg!("saboteur-path-gold"),
        "stone N-E" => msg!("saboteur-path-stone-n-e"),
        "stone N-W" => msg!("saboteur-path-stone-n-w"),
        "straight N-S" => msg!("saboteur-path-straight-n-s"),
        "straight E-W" => msg!("saboteur-path-straight-e-w"),
        "curve N-W" => msg!("saboteur-path-curve-n-w"),
        "curve N-E" => msg!("saboteur-path-curve-n-e"),
        "T N-E-S" => msg!("saboteur-path-t-n-e-s"),
        "T E-S-W" => msg!("saboteur-path-t-e-s-w"),
        "cross" => msg!("saboteur-path-cross"),
        "dead end W" => msg!("saboteur-path-dead-end-w"),
        "dead end S" => msg!("saboteur-path-dead-end-s"),
        "dead end N+S" => msg!("saboteur-path-dead-end-n-s"),
        "dead end E+W" => msg!("saboteur-path-dead-end-e-w"),
        "dead end N+W" => msg!("saboteur-path-dead-end-n-w"),
        "dead end S+W" => msg!("saboteur-path-dead-end-s-w"),
        "dead end N+S+E" => msg!("saboteur-path-dead-end-n-s-e"),
        "dead end E+S+W" => msg!("saboteur-path-dead-end-e-s-w"),
        "dead end N+E+S+W" => msg!("saboteur-path-dead-end-n-e-s-w"),
        "bridge" => msg!("saboteur-path-bridge"),
        "double curve" => msg!("saboteur-path-double-curve"),
        "ladder stub S" => msg!("saboteur-path-ladder-stub-s"),
        "ladder stub W" => msg!("saboteur-path-ladder-stub-w"),
        "ladder curve E-S" => msg!("saboteur-path-ladder-curve-e-s"),
        "ladder curve N-E" => msg!("saboteur-path-ladder-curve-n-e"),
        "green door N-S + stub E" => msg!("saboteur-path-green-door-n-s-stub-e"),
        "green door E-W" => msg!("saboteur-path-green-door-e-w"),
        "green door curve S-E" => msg!("saboteur-path-green-door-curve-s-e"),
        "blue door N-S" => msg!("saboteur-path-blue-door-n-s"),
        "blue door E-W" => msg!("saboteur-path-blue-door-e-w"),
        "blue door curve N-E" => msg!("saboteur-path-blue-door-curve-n-e"),
        "crystal cross" => msg!("saboteur-path-crystal-cross"),
        "crystal T E-S-W" => msg!("saboteur-path-crystal-t-e-s-w"),
        "crystal T N-S-W" => msg!("saboteur-path-crystal-t-n-s-w"),
        "crystal N-S-W + stub E" => msg!("saboteur-path-crystal-n-s-w-stub-e"),
        "crystal E-S-W + stub N" => msg!("saboteur-path-crystal-e-s-w-stub-n"),
        "crystal E-W + stub S" => msg!("saboteur-path-crystal-e-w-stub-s"),
        "crystal stub S" => msg!("saboteur-path-crystal-stub-s"),
        "crystal stub W" => msg!("saboteur-path-crystal-stub-w"),
        "crystal N-S" => msg!("saboteur-path-crystal-n-s"),
        "crystal E-W" => msg!("saboteur-path-crystal-e-w"),
        "crystal curve N-W" => msg!("saboteur-path-crystal-curve-n-w"),
        "crystal curve N-E" => msg!("saboteur-path-crystal-curve-n-e"),
        "crystal 4 stubs" => msg!("saboteur-path-crystal-4-stubs"),
        "crystal stubs N+S" => msg!("saboteur-path-crystal-stubs-n-s"),
        _ => return None,
    })
}

impl Deck {
    pub fn parse(text: &str) -> Result<Deck, String> {
        let bad = |m: String| format!("assets/saboteur.json: {m}");
        let raw: RawDeck = serde_json::from_str(text).map_err(|e| bad(format!("malformed ({e})")))?;
        let deck = Deck {
            start: convert(&raw.start).map_err(bad)?,
            gold: convert(&raw.gold).map_err(bad)?,
            stones: raw.stones.iter().map(convert).collect::<Result<_, _>>().map_err(bad)?,
            goals_at: raw.goals_at.iter().map(|[x, y]| (*x, *y)).collect(),
            path_cards: raw.path_cards.iter().map(convert).collect::<Result<_, _>>().map_err(bad)?,
            action_cards: raw
                .action_cards
                .into_iter()
                .map(|a| match Act::parse(&a.name) {
                    Some(act) => Ok(ActionCard { name: a.name, copies: a.copies, set: a.set, act }),
                    None => Err(bad(format!("unknown action card \"{}\"", a.name))),
                })
                .collect::<Result<_, _>>()?,
        };
        let count =
            |set: Set| deck.path_cards.iter().filter(|c| c.set == set).map(|c| c.copies).sum::<usize>();
        let actions =
            |set: Set| deck.action_cards.iter().filter(|c| c.set == set).map(|c| c.copies).sum::<usize>();
        if (count(Set::Base), count(Set::Expansion)) != (40, 30) {
            return Err(bad(format!(
                "40 base and 30 expansion path cards expected, found {} and {}",
                count(Set::Base),
                count(Set::Expansion)
            )));
        }
        if (actions(Set::Base), actions(Set::Expansion)) != (27, 20) {
            return Err(bad("27 base and 20 expansion action cards expected".into()));
        }
        if deck.goals_at.len() != 3 || deck.stones.len() != 2 {
            return Err(bad("three goals (one gold, two stone) expected".into()));
        }
        Ok(deck)
    }
}

impl Deck {
    /// Every card of the sets in play, one entry per copy, in data order.
    pub fn cards(&self, expansion: bool) -> Vec<Card> {
        let used = |set: Set| expansion || set == Set::Base;
        let paths = self.path_cards.iter().enumerate().filter(|(_, c)| used(c.set));
        let paths = paths.flat_map(|(i, c)| std::iter::repeat_n(Card::Path(i as u8), c.copies));
        let actions = self.action_cards.iter().filter(|c| used(c.set));
        paths.chain(actions.flat_map(|c| std::iter::repeat_n(Card::Action(c.act), c.copies))).collect()
    }
}

/// The shipped deck, parsed once.
pub fn deck() -> &'static Deck {
    static DECK: OnceLock<Deck> = OnceLock::new();
    DECK.get_or_init(|| {
        Deck::parse(include_str!("../../../assets/saboteur.json")).unwrap_or_else(|e| panic!("{e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHIPPED: &str = include_str!("../../../assets/saboteur.json");

    #[test]
    fn shipped_deck_is_valid() {
        let d = Deck::parse(SHIPPED).unwrap();
        let crystals: usize = d.path_cards.iter().filter(|c| c.crystal).map(|c| c.copies).sum();
        assert_eq!(crystals, 16);
        assert_eq!(d.path_cards.iter().filter(|c| c.ladder).count(), 4);
        assert_eq!(d.path_cards.iter().filter(|c| c.door == Some(Team::Green)).count(), 3);
        assert_eq!(d.path_cards.iter().filter(|c| c.door == Some(Team::Blue)).count(), 3);
        assert_eq!((d.cards(false).len(), d.cards(true).len()), (67, 117));
        let repairs = d.action_cards.iter().filter(|c| matches!(c.act, Act::Repair(..))).count();
        assert_eq!(repairs, 6);
    }

    #[test]
    fn malformed_decks_are_refused() {
        assert!(Deck::parse("[").unwrap_err().contains("malformed"));
        assert!(Deck::parse(&SHIPPED.replacen("\"NS\"", "\"NX\"", 1)).unwrap_err().contains("bad segment"));
        let extra = SHIPPED.replacen("\"copies\": 4", "\"copies\": 5", 1);
        assert!(Deck::parse(&extra).unwrap_err().contains("40 base"));
        let odd = SHIPPED.replacen("\"map\"", "\"treasure map\"", 1);
        assert!(Deck::parse(&odd).unwrap_err().contains("unknown action card"));
        let renamed = SHIPPED.replacen("\"bridge\"", "\"viaduct\"", 1);
        assert!(Deck::parse(&renamed).unwrap_err().contains("unknown path card"));
    }
}
