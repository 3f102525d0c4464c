//! The table's records: one line per game finished at a table (one laptop or hosted; never
//! `simulate` or `arena`) in `<save-dir>/records.jsonl`, appended under a file lock so two tables
//! finishing at once both land, never rewriting earlier lines. A game is known by its ending (the
//! game, its seed, when it began and its whole history): a resumed game, or a branch of a named save
//! played to the same end again, is counted once.

use std::fs::OpenOptions;
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{Game, Session};

/// The line format's version: a reader skips lines of a version it does not know.
pub const VERSION: u32 = 1;

/// One finished game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub v: u32,
    /// The game's id in the catalog (`keltis`).
    pub game: String,
    /// The ending's identity (see the module's doc): equal ids are one game.
    pub id: String,
    /// The game's options as its save holds them.
    pub options: serde_json::Value,
    /// Unix seconds when it was recorded (the end of the game).
    pub date: u64,
    pub seats: Vec<SeatRecord>,
}

/// One seat of a finished game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub name: String,
    /// `human`, or the bot's level (`easy`, `normal`, `hard`): a bot seat is a reference player.
    pub kind: String,
    pub score: i32,
    /// 1 = first; tied seats share a rank.
    pub rank: usize,
    /// Another seat has the same rank.
    pub tied: bool,
    /// Coach hints this seat asked for (none before the coach exists).
    #[serde(default)]
    pub hints: u32,
}

/// The records file in `dir`.
pub fn path(dir: &Path) -> PathBuf {
    dir.join("records.jsonl")
}

/// The record of `session`'s game, if it is over. A seat a stand-in finished for its player counts
/// as that person (the stand-in only kept the seat).
pub fn of<G: Game>(session: &Session<G>, date: u64) -> Option<GameRecord> {
    let outcome = session.state.outcome()?;
    let ending =
        serde_json::to_string(&(G::ID, session.setup.seed, session.started, &session.history)).ok()?;
    let seats = (session.players.iter().zip(&outcome.scores))
        .map(|(p, s)| SeatRecord {
            name: p.name.clone(),
            kind: match p.bot.filter(|_| !p.stand_in) {
                None => "human".into(),
                Some(level) => serde_json::to_value(level)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default(),
            },
            score: s.total,
            rank: s.rank,
            tied: outcome.scores.iter().filter(|o| o.rank == s.rank).count() > 1,
            hints: 0,
        })
        .collect();
    Some(GameRecord {
        v: VERSION,
        game: G::ID.to_string(),
        id: format!("{:016x}", fnv1a(ending.as_bytes())),
        options: serde_json::to_value(&session.options).unwrap_or_default(),
        date,
        seats,
    })
}

/// A hash that stays the same across builds and platforms (the std hasher may not): FNV-1a, 64 bit.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

/// Appends `record` to `dir`'s records unless its game is there already. Holds the file's lock
/// from reading to writing, so two tables finishing at once never lose or double a line.
pub fn append(dir: &Path, record: &GameRecord) -> io::Result<bool> {
    crate::private::private_dir(dir)?;
    let mut options = crate::private::private_options();
    let mut file = options.read(true).append(true).create(true).open(path(dir))?;
    file.lock()?;
    let known = io::BufReader::new(&file)
        .lines()
        .map_while(Result::ok)
        .any(|l| serde_json::from_str::<serde_json::Value>(&l).is_ok_and(|v| v["id"] == record.id.as_str()));
    if known {
        return Ok(false);
    }
    let line = serde_json::to_string(record).map_err(io::Error::other)?;
    file.write_all(format!("{line}\n").as_bytes())?;
    file.flush()?;
    Ok(true)
}

/// Every game recorded in `dir`, oldest first, each once; and how many lines were skipped (damaged,
/// or of an unknown version): a damaged line is never fatal.
pub fn read(dir: &Path) -> (Vec<GameRecord>, usize) {
    let Ok(file) = OpenOptions::new().read(true).open(path(dir)) else { return (Vec::new(), 0) };
    let (mut games, mut skipped) = (Vec::<GameRecord>::new(), 0);
    for line in io::BufReader::new(file).lines() {
        let Ok(line) = line else {
            skipped += 1;
            continue;
        };
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<GameRecord>(&line) {
            Ok(r) if r.v == VERSION => {
                if !games.iter().any(|g| g.id == r.id) {
                    games.push(r);
                }
            }
            _ => skipped += 1,
        }
    }
    (games, skipped)
}

/// One player's figures at one game, as the records screen and `tavolo records` show them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standing {
    /// The name as first recorded (names are matched ignoring case); a bot level reads "Bot (hard)".
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
}

/// Every player's standing at every game (or only `game`), most games first: people by name
/// ignoring case, bots as one reference player per level.
pub fn standings(games: &[GameRecord], game: Option<&str>) -> Vec<Standing> {
    let mut out: Vec<(String, Standing, i64)> = Vec::new();
    for g in games.iter().filter(|g| game.is_none_or(|id| g.game == id)) {
        let firsts = g.seats.iter().filter(|s| s.rank == 1).count().max(1) as f64;
        for s in &g.seats {
            let who = if s.kind == "human" { super::names::key(&s.name) } else { format!("bot:{}", s.kind) };
            let key = format!("{}\u{0}{who}", g.game);
            let i = match out.iter().position(|(k, ..)| *k == key) {
                Some(i) => i,
                None => {
                    let name = if s.kind == "human" { s.name.clone() } else { format!("Bot ({})", s.kind) };
                    let fresh = Standing {
                        name,
                        kind: s.kind.clone(),
                        game: g.game.clone(),
                        played: 0,
                        wins: 0.0,
                        win_share: 0.0,
                        best: s.score,
                        mean: 0.0,
                    };
                    out.push((key, fresh, 0));
                    out.len() - 1
                }
            };
            let (_, st, total) = &mut out[i];
            st.played += 1;
            if s.rank == 1 {
                st.wins += 1.0 / firsts;
            }
            st.best = st.best.max(s.score);
            *total += i64::from(s.score);
        }
    }
    let mut list: Vec<Standing> = out
        .into_iter()
        .map(|(_, mut st, total)| {
            st.win_share = st.wins / f64::from(st.played);
            st.mean = total as f64 / f64::from(st.played);
            st
        })
        .collect();
    list.sort_by(|a, b| a.game.cmp(&b.game).then(b.played.cmp(&a.played)).then(b.wins.total_cmp(&a.wins)));
    list
}

// Tests: tests/all/records_file.rs (they play real games, which the engine does not know).
