//! Final scores with a per-category breakdown and ranks that share places on ties.

use serde::{Deserialize, Serialize};

use super::Seat;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub total: i32,
    /// (category, points); the parts add up to `total`.
    pub parts: Vec<(String, i32)>,
    /// Tie-breakers compared after `total`, higher is better (empty when the game has none).
    pub tiebreak: Vec<i32>,
    /// 1 = first; tied seats share a rank (1, 1, 3).
    pub rank: usize,
}

/// One seat's score parts (category, points) and its tie-breakers.
pub type ScoreParts = (Vec<(String, i32)>, Vec<i32>);

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Indexed by seat.
    pub scores: Vec<Score>,
    /// What the totals count ("doubloons left"), when it is not points: the column's heading.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column: Option<String>,
    /// One sentence on how the ranking is decided, when it is not simply the highest total (a
    /// ranking rule, what a tie-break compares).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

impl Outcome {
    /// Ranks seats by total, then tie-breakers; equal keys share a place.
    pub fn ranked(parts: Vec<ScoreParts>) -> Self {
        let mut scores: Vec<Score> = parts
            .into_iter()
            .map(|(parts, tiebreak)| Score {
                total: parts.iter().map(|(_, p)| p).sum(),
                parts,
                tiebreak,
                rank: 0,
            })
            .collect();
        let keys: Vec<(i32, Vec<i32>)> = scores.iter().map(|s| (s.total, s.tiebreak.clone())).collect();
        for (i, s) in scores.iter_mut().enumerate() {
            s.rank = 1 + keys.iter().filter(|k| **k > keys[i]).count();
        }
        Outcome { scores, column: None, why: None }
    }

    /// Like [`Outcome::ranked`], but seats are first ranked by `first` (higher is better; e.g. "bought
    /// the victory card"), then by total and tie-breakers.
    pub fn ranked_first(parts: Vec<ScoreParts>, first: &[i32]) -> Self {
        let mut o = Self::ranked(parts);
        let keys: Vec<(i32, i32, Vec<i32>)> = o
            .scores
            .iter()
            .enumerate()
            .map(|(i, s)| (first.get(i).copied().unwrap_or(0), s.total, s.tiebreak.clone()))
            .collect();
        for (i, s) in o.scores.iter_mut().enumerate() {
            s.rank = 1 + keys.iter().filter(|k| **k > keys[i]).count();
        }
        o
    }

    /// Names what the totals count (the score screen's column heading).
    pub fn counting(mut self, column: String) -> Self {
        self.column = Some(column);
        self
    }

    /// Adds the sentence that explains the ranking.
    pub fn because(mut self, why: String) -> Self {
        self.why = Some(why);
        self
    }

    pub fn winners(&self) -> Vec<Seat> {
        (0..self.scores.len()).filter(|&s| self.scores[s].rank == 1).collect()
    }

    /// Seats ordered by rank (ties keep seat order).
    pub fn standings(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = (0..self.scores.len()).collect();
        seats.sort_by_key(|&s| self.scores[s].rank);
        seats
    }
}
