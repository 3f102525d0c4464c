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

pub use super::standings::{Merges, Standing, standings};

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
    /// Coach hints this seat asked for.
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
    let hints = session.hints_used();
    let seats = (session.players.iter().zip(&outcome.scores).zip(hints))
        .map(|((p, s), hints)| SeatRecord {
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
            hints,
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

/// The names the table merged, kept beside the records (`records_names.json`).
pub fn merges_path(dir: &Path) -> PathBuf {
    dir.join("records_names.json")
}

/// The merges of `dir`; none if the file is missing or damaged (the records stand without them).
pub fn merges(dir: &Path) -> Merges {
    std::fs::read_to_string(merges_path(dir))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Changes `dir`'s merges by `change` under the file's lock (two tables never lose each other's);
/// `Ok(false)` when `change` found nothing to do.
pub fn change_merges(dir: &Path, change: impl FnOnce(&mut Merges) -> bool) -> io::Result<bool> {
    crate::private::private_dir(dir)?;
    let mut file =
        crate::private::private_options().read(true).write(true).create(true).open(merges_path(dir))?;
    file.lock()?;
    let mut text = String::new();
    io::Read::read_to_string(&mut file, &mut text)?;
    let mut merges: Merges = serde_json::from_str(&text).unwrap_or_default();
    if !change(&mut merges) {
        return Ok(false);
    }
    let text = serde_json::to_string_pretty(&merges).map_err(io::Error::other)?;
    file.set_len(0)?;
    io::Seek::seek(&mut file, io::SeekFrom::Start(0))?;
    file.write_all(text.as_bytes())?;
    file.flush()?;
    Ok(true)
}

// Tests: tests/all/records_file.rs (they play real games, which the engine does not know).
