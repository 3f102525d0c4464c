//! What the records say about each player: games played, wins, scores and a rating with its
//! uncertainty, per game. People are matched by name ignoring case (and by the merges the table
//! made: "bruno b" is Bruno); each bot level is one reference player, "Bot (hard)", so "Anna vs
//! Hard" can be read off the ratings.
//!
//! The rating is Weng-Lin (the Bayesian rating OpenSkill uses) from `skillratings`, free-for-all
//! with ties: each seat a team of one, ranked as the game ranked it. A player holding several seats
//! at one game (two Hard bots, or two names since merged) is never rated against itself: each of
//! its seats is rated against the other players' seats only, and the player moves by the mean.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use super::names;
use super::records::{GameRecord, SeatRecord};

/// Names the table joined: each pair is (the name, the player it is), names as typed.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Merges {
    pub pairs: Vec<(String, String)>,
}

impl Merges {
    /// The player `name` is: its key, followed through the merges (a chain `a → b → c` is `c`).
    pub fn who(&self, name: &str) -> String {
        let mut key = names::key(name);
        // Each step follows one pair; a cycle (which `merge` refuses) would stop here too.
        for _ in 0..self.pairs.len() {
            match self.pairs.iter().find(|(from, _)| names::key(from) == key) {
                Some((_, into)) => key = names::key(into),
                None => break,
            }
        }
        key
    }

    /// Joins `from` to `into`; `false` if they are already one player.
    pub fn join(&mut self, from: &str, into: &str) -> bool {
        if self.who(from) == self.who(into) {
            return false;
        }
        self.pairs.retain(|(f, _)| names::key(f) != names::key(from));
        self.pairs.push((from.to_string(), into.to_string()));
        true
    }

    /// Parts every name joined to `name`'s player and that player from any it was joined to;
    /// `false` if nothing was joined.
    pub fn part(&mut self, name: &str) -> bool {
        let key = self.who(name);
        let before = self.pairs.len();
        let joined: Vec<bool> =
            self.pairs.iter().map(|(f, i)| self.who(f) == key || names::key(i) == key).collect();
        let mut keep = joined.into_iter().map(|j| !j);
        self.pairs.retain(|_| keep.next().unwrap_or(true));
        self.pairs.len() != before
    }
}

/// One player's figures at one game, as the records screen and `tavolo records` show them. A
/// player at several seats of a game (two Hard bots) counts it as one game played, with its best
/// seat's score, and the wins of all its seats.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standing {
    /// The name as first recorded (of the player the others were merged into); a bot level reads
    /// "Bot (hard)".
    pub name: String,
    /// `human`, or the bot level this reference player stands for.
    pub kind: String,
    pub game: String,
    pub played: u32,
    /// A tie for first splits the win between those who share it.
    pub wins: f64,
    pub win_share: f64,
    pub best: i32,
    pub mean: f64,
    /// The Weng-Lin rating (25 for a newcomer) and its uncertainty (one standard deviation,
    /// 8.3 for a newcomer): the rating is likely within that much of the player's true skill.
    pub rating: f64,
    pub uncertainty: f64,
    /// The rating after each of the player's games, oldest first (the chart on the records screen).
    pub history: Vec<f64>,
    /// Other names merged into this player.
    pub aliases: Vec<String>,
    /// Coach hints asked for, over all the player's games.
    pub hints: u32,
}

/// A seat's player: a person by name (through the merges), a bot by level.
fn who(seat: &SeatRecord, merges: &Merges) -> String {
    if seat.kind == "human" { merges.who(&seat.name) } else { format!("bot:{}", seat.kind) }
}

/// Every player's standing at every game (or only `game`): games in id order, the best rated first
/// within each.
pub fn standings(games: &[GameRecord], game: Option<&str>, merges: &Merges) -> Vec<Standing> {
    let mut out: Vec<(String, Standing, i64)> = Vec::new();
    let mut ratings: HashMap<String, WengLinRating> = HashMap::new();
    for g in games.iter().filter(|g| game.is_none_or(|id| g.game == id)) {
        let firsts = g.seats.iter().filter(|s| s.rank == 1).count().max(1) as f64;
        let keys: Vec<String> =
            g.seats.iter().map(|s| format!("{}\u{0}{}", g.game, who(s, merges))).collect();
        let rated = rate(&keys, &g.seats, &ratings);
        for (n, (s, key)) in g.seats.iter().zip(&keys).enumerate() {
            let i = match out.iter().position(|(k, ..)| k == key) {
                Some(i) => i,
                None => {
                    out.push((key.clone(), fresh(g, s, merges), 0));
                    out.len() - 1
                }
            };
            let (_, st, total) = &mut out[i];
            // A player at several seats of one game played one game, and scored its best seat.
            let first_seat = keys.iter().position(|k| k == key) == Some(n);
            if first_seat {
                st.played += 1;
                let best = g.seats.iter().zip(&keys).filter(|(_, k)| *k == key).map(|(s, _)| s.score).max();
                *total += i64::from(best.unwrap_or(s.score));
            }
            if s.rank == 1 {
                st.wins += 1.0 / firsts;
            }
            st.best = st.best.max(s.score);
            st.hints += s.hints;
            if s.kind == "human" && !st.aliases.iter().chain([&st.name]).any(|n| names::same(n, &s.name)) {
                st.aliases.push(s.name.clone());
            }
        }
        for (key, r) in rated {
            ratings.insert(key.clone(), r);
            if let Some((_, st, _)) = out.iter_mut().find(|(k, ..)| *k == key) {
                st.history.push(r.rating);
            }
        }
    }
    let mut list: Vec<Standing> = out
        .into_iter()
        .map(|(key, mut st, total)| {
            st.win_share = st.wins / f64::from(st.played);
            st.mean = total as f64 / f64::from(st.played);
            let r = ratings.get(&key).copied().unwrap_or_default();
            (st.rating, st.uncertainty) = (r.rating, r.uncertainty);
            st
        })
        .collect();
    list.sort_by(|a, b| {
        a.game.cmp(&b.game).then(b.rating.total_cmp(&a.rating)).then(b.played.cmp(&a.played))
    });
    list
}

/// A player's first line in the standings.
fn fresh(g: &GameRecord, s: &SeatRecord, merges: &Merges) -> Standing {
    // A merged player is shown by the name the others were merged into, as typed there.
    let into = merges.pairs.iter().map(|(_, i)| i).find(|i| names::key(i) == merges.who(&s.name));
    let name = match (s.kind.as_str(), into) {
        ("human", Some(i)) => i.clone(),
        ("human", None) => s.name.clone(),
        (level, _) => format!("Bot ({level})"),
    };
    Standing {
        name,
        kind: s.kind.clone(),
        game: g.game.clone(),
        played: 0,
        wins: 0.0,
        win_share: 0.0,
        best: s.score,
        mean: 0.0,
        rating: 0.0,
        uncertainty: 0.0,
        history: Vec::new(),
        aliases: Vec::new(),
        hints: 0,
    }
}

/// The new rating of each player at one game (`keys[i]` is seat `i`'s player; `now` their ratings
/// before it). A game of one player rates nobody.
fn rate(
    keys: &[String],
    seats: &[SeatRecord],
    now: &HashMap<String, WengLinRating>,
) -> Vec<(String, WengLinRating)> {
    let mut players: Vec<&String> = keys.iter().collect();
    players.sort();
    players.dedup();
    if players.len() < 2 {
        return Vec::new();
    }
    let rating = |k: &String| now.get(k).copied().unwrap_or_default();
    let config = WengLinConfig::new();
    players
        .into_iter()
        .map(|p| {
            // Each of `p`'s seats against the other players' seats only.
            let mine: Vec<usize> = (0..keys.len()).filter(|&i| keys[i] == *p).collect();
            let after: Vec<WengLinRating> = mine
                .iter()
                .map(|&i| {
                    let seats_in: Vec<usize> = (0..keys.len()).filter(|&j| j == i || keys[j] != *p).collect();
                    let teams: Vec<[WengLinRating; 1]> =
                        seats_in.iter().map(|&j| [rating(&keys[j])]).collect();
                    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = (seats_in.iter().zip(&teams))
                        .map(|(&j, t)| (&t[..], MultiTeamOutcome::new(seats[j].rank)))
                        .collect();
                    let new = weng_lin_multi_team(&ranked, &config);
                    let at = seats_in.iter().position(|&j| j == i).unwrap_or(0);
                    new.get(at).and_then(|t| t.first()).copied().unwrap_or_else(|| rating(p))
                })
                .collect();
            let n = after.len() as f64;
            let mean = WengLinRating {
                rating: after.iter().map(|r| r.rating).sum::<f64>() / n,
                uncertainty: after.iter().map(|r| r.uncertainty).sum::<f64>() / n,
            };
            (p.clone(), mean)
        })
        .collect()
}
