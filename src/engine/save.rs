//! Save files: JSON with a format tag and version, written atomically, loaded with clear errors. A
//! loaded save is replayed from its seed and history and must reproduce its stored state.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Game, Player, Record, Session, Setup};
use crate::i18n::Msg;
use crate::msg;

/// Saves are written through the one rule for private files (0600 in a 0700 folder).
pub use crate::private::write_atomic;

pub const FORMAT: &str = "tavolo-save";
pub const VERSION: u32 = 1;

/// A save could not be read or written: a message naming the file and what is wrong with it,
/// rendered in the language of whoever shows it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SaveError(pub Msg);

/// An input/output failure as a message: the usual kinds in the viewer's language, any other in
/// the system's own words.
pub fn io_error(e: &std::io::Error) -> Msg {
    use std::io::ErrorKind::*;
    let kind = match e.kind() {
        NotFound => "not-found",
        PermissionDenied => "permission-denied",
        ReadOnlyFilesystem => "read-only",
        StorageFull => "storage-full",
        AlreadyExists => "already-exists",
        IsADirectory => "is-a-directory",
        NotADirectory => "not-a-directory",
        _ => "other",
    };
    msg!("io-error", kind = crate::i18n::Arg::Id(kind), text = e.to_string())
}

#[derive(Serialize, Deserialize)]
#[serde(bound(deserialize = ""))]
struct SaveFile<G: Game> {
    format: String,
    version: u32,
    game: String,
    saved_at: u64,
    started: u64,
    turn: u32,
    over: bool,
    setup: Setup,
    options: G::Options,
    players: Vec<Player>,
    /// The game's rules revision when saved ([`Game::RULES`]); saves from before it existed are 1.
    #[serde(default = "first_rules")]
    rules: u32,
    history: Vec<Record<G::Action>>,
    state: G,
    /// The table offered the coach (saves from before it existed did not).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    hints: bool,
}

fn first_rules() -> u32 {
    1
}

/// What the picker lists about a save without loading its game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveSummary {
    pub path: PathBuf,
    pub game: String,
    pub players: Vec<String>,
    pub turn: u32,
    pub saved_at: u64,
    pub over: bool,
    /// When the game began and its seed: saves sharing both (and the game) are of the same game.
    pub started: u64,
    pub seed: u64,
    /// How many moves it holds (none: a new game left before its first move).
    pub moves: usize,
}

pub fn unix_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

/// `2026-11-21 18:30` (UTC) from unix seconds.
pub fn format_time(secs: u64) -> String {
    let [y, m, d, h, min] = civil_time(secs);
    format!("{y:04}-{m:02}-{d:02} {h:02}:{min:02}")
}

/// `secs` since the epoch (UTC) as year, month, day, hour and minute.
pub fn civil_time(secs: u64) -> [i64; 5] {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    // Civil-from-days (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    [y, m, d, (rem / 3600) as i64, (rem % 3600 / 60) as i64]
}

impl<G: Game> Session<G> {
    pub fn to_json(&self) -> String {
        let file = SaveFile::<G> {
            format: FORMAT.into(),
            version: VERSION,
            game: G::ID.into(),
            saved_at: unix_now(),
            started: self.started,
            turn: self.state.turn(),
            over: self.is_over(),
            setup: self.setup,
            options: self.options.clone(),
            players: self.players.clone(),
            rules: G::RULES,
            history: self.history.clone(),
            state: self.state.clone(),
            hints: self.hints,
        };
        serde_json::to_string_pretty(&file).expect("a game state always serialises")
    }

    pub fn save_to(&self, path: &Path) -> Result<(), SaveError> {
        write_atomic(path, &self.to_json()).map_err(|e| {
            SaveError(msg!("save-write-failed", path = path.display().to_string(), error = io_error(&e)))
        })
    }

    pub fn from_json(text: &str, path: &Path) -> Result<Self, SaveError> {
        let shown = path.display();
        let value = check_header(text, path, Some(G::ID))?;
        let file: SaveFile<G> = serde_json::from_value(value)
            .map_err(|e| SaveError(msg!("save-damaged", path = shown.to_string(), error = e.to_string())))?;
        let hints = file.hints;
        if file.rules < G::RULES {
            let mut session = Self::upgraded(file, path)?;
            session.hints = hints;
            return Ok(session);
        }
        let mut session = Session::replay(file.players, file.setup, file.options, file.history, file.started)
            .map_err(|(n, e)| {
                SaveError(msg!("save-illegal-move", path = shown.to_string(), n = n, error = e.0))
            })?;
        let expected = serde_json::to_value(&file.state).ok();
        if serde_json::to_value(&session.state).ok() != expected {
            return Err(SaveError(msg!("save-edited", path = shown.to_string())));
        }
        session.hints = hints;
        Ok(session)
    }

    /// A save of an older rules revision: its history is replayed under today's rules, as far as
    /// its moves stay legal (a fix can change what later moves were possible), and the players are
    /// told when the game differs from the stored one.
    fn upgraded(file: SaveFile<G>, path: &Path) -> Result<Self, SaveError> {
        let moves = file.history.len();
        let (mut session, stop) =
            Session::replay_prefix(file.players, file.setup, file.options, file.history, file.started)
                .map_err(|e| {
                    SaveError(msg!("save-setup-failed", path = path.display().to_string(), error = e.0))
                })?;
        let same = serde_json::to_value(&session.state).ok() == serde_json::to_value(&file.state).ok();
        session.notice = match stop {
            Some((n, e)) => Some(msg!("save-rules-fix-from", n = n - 1, later = moves + 1 - n, error = e.0)),
            None if !same => Some(msg!("save-rules-fix")),
            None => None,
        };
        Ok(session)
    }

    pub fn load(path: &Path) -> Result<Self, SaveError> {
        let mut session = Self::from_json(&read_save(path)?, path)?;
        session.source = Some(path.to_path_buf());
        Ok(session)
    }
}

pub fn read_save(path: &Path) -> Result<String, SaveError> {
    fs::read_to_string(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => SaveError(msg!("save-missing", path = path.display().to_string())),
        _ => SaveError(msg!("save-read-failed", path = path.display().to_string(), error = io_error(&e))),
    })
}

/// Checks the format tag, version and game id; returns the parsed JSON.
pub fn check_header(text: &str, path: &Path, expected: Option<&str>) -> Result<Value, SaveError> {
    let shown = path.display();
    let value: Value = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            SaveError(msg!("save-truncated", path = shown.to_string()))
        } else {
            SaveError(msg!("save-bad-json", path = shown.to_string(), line = e.line()))
        }
    })?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(SaveError(msg!("save-not-tavolo", path = shown.to_string())));
    }
    let version = value.get("version").and_then(Value::as_u64).unwrap_or(0);
    if version > u64::from(VERSION) {
        return Err(SaveError(msg!(
            "save-newer",
            path = shown.to_string(),
            version = version,
            max = VERSION
        )));
    }
    if version == 0 {
        return Err(SaveError(msg!("save-no-version", path = shown.to_string())));
    }
    // The engine knows no game names: the shell's loader names both games before it gets here.
    let game = value.get("game").and_then(Value::as_str).unwrap_or("");
    if let Some(want) = expected.filter(|w| *w != game) {
        return Err(SaveError(msg!(
            "save-other-game-id",
            path = shown.to_string(),
            game = game,
            want = want
        )));
    }
    Ok(value)
}

/// The game id stored in a save, after the header checks.
pub fn game_of(path: &Path) -> Result<String, SaveError> {
    let v = check_header(&read_save(path)?, path, None)?;
    Ok(v["game"].as_str().unwrap_or_default().to_string())
}

/// The summary of one save file, if it is a readable Tavolo save.
pub fn summarise(path: &Path) -> Option<SaveSummary> {
    let v = check_header(&fs::read_to_string(path).ok()?, path, None).ok()?;
    Some(SaveSummary {
        path: path.to_path_buf(),
        game: v["game"].as_str()?.to_string(),
        players: v["players"]
            .as_array()?
            .iter()
            .filter_map(|p| p["name"].as_str().map(String::from))
            .collect(),
        turn: v["turn"].as_u64().unwrap_or(0) as u32,
        saved_at: v["saved_at"].as_u64().unwrap_or(0),
        over: v["over"].as_bool().unwrap_or(false),
        started: v["started"].as_u64().unwrap_or(0),
        seed: v["setup"]["seed"].as_u64().unwrap_or(0),
        moves: v["history"].as_array().map_or(0, Vec::len),
    })
}

/// Every readable save in `dir`, newest first (unreadable files are skipped).
pub fn list_saves(dir: &Path) -> Vec<SaveSummary> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut saves: Vec<SaveSummary> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .filter_map(|p| summarise(&p))
        .collect();
    saves.sort_by(|a, b| b.saved_at.cmp(&a.saved_at).then(b.path.cmp(&a.path)));
    saves
}

/// Whether a file is named like an autosave (`autosave-….json`), not a save a player named.
pub fn is_autosave(path: &Path) -> bool {
    path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("autosave-"))
}

/// The newest autosave of an unfinished game.
pub fn newest_autosave(dir: &Path) -> Option<SaveSummary> {
    // A game nobody moved in (a rematch left at once) is no game to go back to.
    list_saves(dir).into_iter().find(|s| !s.over && s.moves > 0 && is_autosave(&s.path))
}

/// Deletes a save the player chose to delete, unless another window has it open; says what
/// happened.
pub fn delete_save(path: &Path) -> Msg {
    if let Some(open) = super::lock::open_elsewhere(path) {
        return open;
    }
    let file = path.display().to_string();
    match fs::remove_file(path) {
        Ok(()) => {
            // A lock file a closed window left behind goes with its save.
            let _ = fs::remove_file(super::lock::lock_path(path));
            msg!("saves-deleted", path = file)
        }
        Err(e) => msg!("saves-delete-failed", path = file, why = io_error(&e)),
    }
}
