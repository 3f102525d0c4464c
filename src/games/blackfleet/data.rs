//! Black Fleet's data from `assets/blackfleet/`: the map, the ports (supplies and prices), the
//! distant-sea areas, and the movement, fortune and development decks. Card names and texts are
//! messages named by the card's effect (`words.rs`), in the player's language. Checked at load; a
//! malformed file gives a sentence saying what is wrong.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::map::{Map, Pos};

/// A fortune card's effect (16 kinds).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Fortune {
    FairWindMerchant,
    FairWindPirate,
    FairWindNavy,
    Gale,
    SecretChannel,
    Commandeer,
    Shanghaied,
    PirateLair,
    ExtraAction,
    SmugglersDeal,
    CalmSeas,
    Bounty,
    RichHoard,
    OrdersTrade,
    OrdersPlunder,
    OrdersHunt,
}

/// A development card's lasting power (24 cards).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dev {
    NavigationUpgrade,
    SwiftSloop,
    TradeUpgrade,
    BountyHunter,
    TreasureMap,
    Quartermaster,
    Swap,
    ArmedMerchant,
    IronHull,
    FleetSignals,
    DoubleCrew,
    HarbourMaster,
    LongGuns,
    ShallowDraft,
    NavyCommission,
    BigHold,
    Privateer,
    Pathfinder,
    PirateHideout,
    Admiralty,
    MasterTrader,
    RoyalPardon,
    SalvageRights,
    SecondMovement,
}

/// What a movement card does to fortune cards after the turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Icon {
    None,
    Draw1,
    Draw2,
    Discard1,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct MoveCard {
    /// 0 yellow, 1 purple.
    #[serde(deserialize_with = "navy_colour")]
    pub navy: usize,
    pub navy_value: u8,
    pub pirate: u8,
    pub merchant: u8,
    pub fortune: Icon,
}

fn navy_colour<'de, D: serde::Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
    match String::deserialize(d)?.as_str() {
        "yellow" => Ok(0),
        "purple" => Ok(1),
        other => Err(serde::de::Error::custom(format!("unknown navy colour \"{other}\""))),
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct FortuneCard {
    pub copies: usize,
    pub effect: Fortune,
}

#[derive(Debug, Clone, Deserialize)]
pub struct DevCard {
    pub cost: u32,
    pub effect: Dev,
}

#[derive(Debug, Clone, Deserialize)]
struct RawPort {
    letter: char,
    name: String,
    supplies: String,
    buys: std::collections::BTreeMap<String, u32>,
}

#[derive(Debug, Clone, Deserialize)]
struct RawArea {
    name: String,
    entries: Vec<[usize; 2]>,
}

#[derive(Debug, Clone, Deserialize)]
struct Raw {
    colours: Vec<String>,
    player_colours: Vec<String>,
    cubes_per_colour: u8,
    victory_values: Vec<u32>,
    ports: Vec<RawPort>,
    distant_seas: Vec<RawArea>,
    movement: Vec<MoveCard>,
    fortune: Vec<FortuneCard>,
    development: Vec<DevCard>,
}

/// A port: where it is, what it supplies (colour index) and what it pays per cube of each colour.
#[derive(Debug, Clone)]
pub struct Port {
    pub letter: char,
    pub name: String,
    pub supplies: usize,
    /// Price per colour index; `None`: not bought.
    pub buys: [Option<u32>; 5],
    pub docks: Vec<Pos>,
}

#[derive(Debug, Clone)]
pub struct Area {
    pub name: String,
    pub entries: Vec<Pos>,
}

#[derive(Debug, Clone)]
pub struct Data {
    pub map: Map,
    pub colours: Vec<String>,
    pub player_colours: Vec<String>,
    pub cubes_per_colour: u8,
    pub victory_values: Vec<u32>,
    pub ports: Vec<Port>,
    pub areas: Vec<Area>,
    pub movement: Vec<MoveCard>,
    pub fortune: Vec<FortuneCard>,
    pub development: Vec<DevCard>,
}

pub const DEV_COSTS: [u32; 4] = [5, 8, 11, 14];

impl Data {
    pub fn parse(map_text: &str, cards_text: &str) -> Result<Data, String> {
        let map = Map::parse(map_text).map_err(|e| format!("assets/blackfleet/map.txt: {e}"))?;
        let bad = |m: String| format!("assets/blackfleet/cards.json: {m}");
        let raw: Raw = serde_json::from_str(cards_text).map_err(|e| bad(format!("malformed ({e})")))?;
        if raw.colours.len() != 5 || raw.ports.len() != 5 {
            return Err(bad("five cube colours and five ports expected".into()));
        }
        let colour = |name: &str| {
            raw.colours
                .iter()
                .position(|c| c == name)
                .ok_or_else(|| bad(format!("unknown colour \"{name}\"")))
        };
        let mut ports = Vec::new();
        for p in &raw.ports {
            let supplies = colour(&p.supplies)?;
            let mut buys = [None; 5];
            for (c, price) in &p.buys {
                let c = colour(c)?;
                if c == supplies {
                    return Err(bad(format!("{} buys its own colour", p.name)));
                }
                buys[c] = Some(*price);
            }
            let docks = map.docks(p.letter);
            if docks.len() != 3 {
                return Err(bad(format!("port {} is not on the map with three docks", p.letter)));
            }
            ports.push(Port { letter: p.letter, name: p.name.clone(), supplies, buys, docks });
        }
        let mut supplied: Vec<usize> = ports.iter().map(|p| p.supplies).collect();
        supplied.sort_unstable();
        if supplied != [0, 1, 2, 3, 4] {
            return Err(bad("each colour must be supplied by exactly one port".into()));
        }
        let mut areas = Vec::new();
        for a in &raw.distant_seas {
            let entries: Vec<Pos> = a.entries.iter().map(|[x, y]| (*x, *y)).collect();
            if entries.iter().any(|&p| p.0 >= map.width || p.1 >= map.height || !map.at(p).is_sea()) {
                return Err(bad(format!("the {} distant sea enters on a square that is not sea", a.name)));
            }
            areas.push(Area { name: a.name.clone(), entries });
        }
        let fortunes: usize = raw.fortune.iter().map(|f| f.copies).sum();
        let mut kinds: Vec<Fortune> = raw.fortune.iter().map(|f| f.effect).collect();
        kinds.sort_unstable();
        kinds.dedup();
        if raw.movement.len() != 44 || fortunes != 44 || raw.development.len() != 24 {
            return Err(bad(format!(
                "44 movement, 44 fortune and 24 development cards expected, found {}, {fortunes} and {}",
                raw.movement.len(),
                raw.development.len()
            )));
        }
        if kinds.len() != 16 {
            return Err(bad(format!("16 kinds of fortune card expected, found {}", kinds.len())));
        }
        for cost in DEV_COSTS {
            if raw.development.iter().filter(|d| d.cost == cost).count() != 6 {
                return Err(bad(format!("six development cards of cost {cost} expected")));
            }
        }
        if raw.player_colours.len() < 4 || raw.victory_values.is_empty() {
            return Err(bad("four player colours and a victory value expected".into()));
        }
        Ok(Data {
            map,
            colours: raw.colours,
            player_colours: raw.player_colours,
            cubes_per_colour: raw.cubes_per_colour,
            victory_values: raw.victory_values,
            ports,
            areas,
            movement: raw.movement,
            fortune: raw.fortune,
            development: raw.development,
        })
    }

    pub fn fortune_card(&self, f: Fortune) -> &FortuneCard {
        self.fortune.iter().find(|c| c.effect == f).unwrap_or(&self.fortune[0])
    }

    pub fn dev_card(&self, d: Dev) -> &DevCard {
        self.development.iter().find(|c| c.effect == d).unwrap_or(&self.development[0])
    }

    /// The port whose dock this is (the first, if a square docks two ports).
    pub fn port_of_dock(&self, p: Pos) -> Option<usize> {
        self.ports.iter().position(|port| port.docks.contains(&p))
    }
}

/// The shipped data, parsed once.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        Data::parse(
            include_str!("../../../assets/blackfleet/map.txt"),
            include_str!("../../../assets/blackfleet/cards.json"),
        )
        .unwrap_or_else(|e| panic!("{e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::super::map::price_for_distance;
    use super::*;

    const MAP: &str = include_str!("../../../assets/blackfleet/map.txt");
    const CARDS: &str = include_str!("../../../assets/blackfleet/cards.json");

    #[test]
    fn shipped_data_is_valid_and_counts_are_right() {
        let d = Data::parse(MAP, CARDS).unwrap();
        assert_eq!(
            (d.movement.len(), d.fortune.iter().map(|f| f.copies).sum::<usize>(), d.development.len()),
            (44, 44, 24)
        );
        assert_eq!(d.fortune.len(), 16);
        assert!(d.ports.iter().all(|p| p.docks.len() == 3));
        assert_eq!(d.areas.len(), 3);
        // 22 movement cards per navy colour.
        assert_eq!(d.movement.iter().filter(|m| m.navy == 0).count(), 22);
    }

    #[test]
    fn the_price_table_follows_the_distance_rule_on_the_map() {
        let d = Data::parse(MAP, CARDS).unwrap();
        for buyer in &d.ports {
            for seller in &d.ports {
                let distance = d.map.port_distance(buyer.letter, seller.letter).unwrap();
                let want = if buyer.letter == seller.letter { None } else { price_for_distance(distance) };
                assert_eq!(buyer.buys[seller.supplies], want, "{} buying from {}", buyer.name, seller.name);
            }
        }
    }

    #[test]
    fn malformed_data_is_refused_with_a_reason() {
        assert!(Data::parse(MAP, "{").unwrap_err().contains("malformed"));
        let short = CARDS.replacen("\"copies\": 4", "\"copies\": 3", 1);
        assert!(Data::parse(MAP, &short).unwrap_err().contains("44 fortune"));
        let own = CARDS.replacen("\"blue\": 2,", "\"yellow\": 2,", 1);
        assert!(Data::parse(MAP, &own).unwrap_err().contains("buys its own colour"));
        let effect = CARDS.replacen("\"gale\"", "\"storm\"", 1);
        assert!(Data::parse(MAP, &effect).unwrap_err().contains("malformed"));
        // The north-west entry (0, 0) moved onto land at (1, 1).
        let land = CARDS.replacen("     0,\n     0\n", "     1,\n     1\n", 1);
        assert!(Data::parse(MAP, &land).unwrap_err().contains("not sea"));
    }
}
