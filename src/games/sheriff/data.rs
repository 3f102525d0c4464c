//! Sheriff of Nottingham's game data (items, ambush cards, tasks, the Sheriff track), loaded from
//! `assets/sheriff.json` and checked, so a wrong number is fixed in data, not code.

use std::sync::OnceLock;

use serde::Deserialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ActionKind {
    Buy,
    Theft,
    Ambush,
    Robbery,
    Raid,
    Defence,
    Trade,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Banner {
    Red,
    Orange,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ItemType {
    pub name: String,
    /// "Copper coins"; absent when the name is already plural or uncountable ("Gold", "Pearls").
    #[serde(default)]
    pub plural: Option<String>,
    pub value: i32,
    pub action: ActionKind,
    pub banner: Banner,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TaskKind {
    /// `count` items, one of each type.
    Different,
    /// `count` items of one type.
    Identical,
    /// `count` pairs, each of a different type.
    Pairs,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Task {
    pub name: String,
    pub kind: TaskKind,
    pub count: usize,
    /// Points for the first player to complete it, while alone.
    pub first: i32,
    /// Points for each of the two players once both have completed it.
    pub shared: i32,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct SheriffData {
    pub items_per_type: usize,
    pub starting_hand: usize,
    pub items: Vec<ItemType>,
    pub ambush_colours: Vec<String>,
    pub ambush_pairs: Vec<[String; 2]>,
    pub tasks: Vec<Task>,
    /// Hand-size numbers of the 20 spaces after Nottingham.
    pub track: Vec<usize>,
}

impl SheriffData {
    /// Parses and checks the data; the error names what is wrong.
    pub fn parse(text: &str) -> Result<Self, String> {
        let d: SheriffData =
            serde_json::from_str(text).map_err(|e| format!("assets/sheriff.json is malformed: {e}"))?;
        d.check()?;
        Ok(d)
    }

    fn check(&self) -> Result<(), String> {
        let bad = |what: String| Err(format!("assets/sheriff.json: {what}"));
        if self.items.len() != 7 {
            return bad(format!("7 item types expected, found {}", self.items.len()));
        }
        if self.items.len() * self.items_per_type != 84 {
            return bad("the item cards must number 84".into());
        }
        if self.ambush_colours.len() != 7 || self.ambush_pairs.len() != 6 {
            return bad("13 ambush cards expected: 7 colours and 6 item pairs".into());
        }
        for item in &self.items {
            let on = self.ambush_pairs.iter().filter(|p| p.contains(&item.name)).count();
            let want = if item.action == ActionKind::Ambush { 0 } else { 2 };
            if on != want {
                return bad(format!("{} is on {on} ambush pair cards, not {want}", item.name));
            }
        }
        if let Some(p) = self.ambush_pairs.iter().flatten().find(|n| self.item(n).is_none()) {
            return bad(format!("ambush card names an unknown item \"{p}\""));
        }
        if self.tasks.len() != 4 || self.tasks.iter().any(|t| t.shared > t.first) {
            return bad("4 tasks expected, each worth at least as much alone as shared".into());
        }
        if self.track.len() != 20 || self.track.contains(&0) {
            return bad("the Sheriff track needs 20 spaces with hand sizes of 1 or more".into());
        }
        Ok(())
    }

    /// The index of the item type called `name`.
    pub fn item(&self, name: &str) -> Option<usize> {
        self.items.iter().position(|i| i.name == name)
    }
}

/// The shipped data, parsed once.
pub fn data() -> &'static SheriffData {
    static DATA: OnceLock<SheriffData> = OnceLock::new();
    DATA.get_or_init(|| {
        SheriffData::parse(include_str!("../../../assets/sheriff.json")).unwrap_or_else(|e| panic!("{e}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHIPPED: &str = include_str!("../../../assets/sheriff.json");

    #[test]
    fn shipped_data_is_valid_and_as_specified() {
        let d = SheriffData::parse(SHIPPED).unwrap();
        assert_eq!(d.items.iter().map(|i| i.value).collect::<Vec<_>>(), vec![7, 8, 9, 10, 11, 12, 13]);
        assert_eq!(d.track, vec![5, 3, 7, 4, 2, 6, 8, 3, 5, 7, 2, 4, 6, 8, 3, 5, 7, 4, 2, 6]);
        let five = d.tasks.iter().find(|t| t.kind == TaskKind::Identical).unwrap();
        assert_eq!((five.count, five.first, five.shared), (5, 30, 25));
        assert_eq!(d.ambush_colours.len() + d.ambush_pairs.len(), 13);
    }

    #[test]
    fn malformed_data_is_refused_with_a_reason() {
        assert!(SheriffData::parse("{").unwrap_err().contains("malformed"));
        let gold_on_pair = SHIPPED.replace("[\"Copper coin\", \"Jewels\"]", "[\"Copper coin\", \"Gold\"]");
        assert!(SheriffData::parse(&gold_on_pair).unwrap_err().contains("ambush pair"));
        let short_track = SHIPPED.replace("[5, 3, 7, 4,", "[3, 7, 4,");
        assert!(SheriffData::parse(&short_track).unwrap_err().contains("track"));
    }
}
