//! Where a table's autosaves go, so that saving never destroys progress.
//!
//! Every table writes to one autosave file of its own and holds that file's lock (see [`super::lock`]).
//! A new game gets a fresh name nobody else has (`autosave-keltis-<unix secs>-<4 hex>.json`, reserved
//! through its lock file). A loaded game goes on in the file it came from only when that file is an
//! autosave in the save folder, no other window has it open, and no other autosave of the same game
//! (same game, start time and seed) was saved as late or later. Otherwise — a named save, an older
//! autosave, a game open in another window — play goes on in a new file (a branch), and the loaded
//! file is never written. Named saves are snapshots: they never become a table's autosave.

use std::path::{Path, PathBuf};

use super::lock::{LockError, SaveLock};
use super::save::{is_autosave, list_saves, newest_autosave, summarise, unix_now};
use super::{Game, Session};
use crate::i18n::Msg;
use crate::msg;

/// The folder `--save-dir` uses when none is given.
pub const DEFAULT_DIR: &str = "saves";

#[derive(Debug)]
pub struct Autosave {
    dir: PathBuf,
    game: String,
    path: PathBuf,
    lock: Option<SaveLock>,
    /// The file the game was loaded from, until the first write to `path`.
    source: Option<PathBuf>,
    /// History length of the last good write (or of the loaded file).
    saved_len: Option<usize>,
    /// Why the last write failed; cleared by the next good one.
    error: Option<Msg>,
    /// The loaded game is open in another window (this table plays on in a copy).
    elsewhere: bool,
}

/// How a loaded game goes on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Continued {
    /// In the autosave it was loaded from.
    InPlace,
    /// In a new file: the loaded file was a named save or not in the save folder.
    Copy,
    /// In a new file: a newer autosave of the same game exists.
    Overtaken,
    /// In a new file: another window has this game open (its process id when known).
    OpenElsewhere(Option<u32>),
}

impl Continued {
    /// The sentence for the table's message line when the game opens.
    pub fn message(&self, source: &Path) -> Msg {
        let name =
            source.file_name().map_or_else(|| source.display().to_string(), |n| n.display().to_string());
        match self {
            Continued::InPlace => msg!("resume-in-place"),
            Continued::Copy => msg!("resume-copy", name = name),
            Continued::Overtaken => msg!("resume-overtaken"),
            Continued::OpenElsewhere(pid) => msg!("resume-elsewhere", pid = pid.unwrap_or(0)),
        }
    }
}

impl Autosave {
    /// A fresh autosave file for a game that starts now.
    pub fn fresh(dir: &Path, game: &str) -> Self {
        open_dir(dir);
        let mut a = Autosave {
            dir: dir.to_path_buf(),
            game: game.to_string(),
            path: PathBuf::new(),
            lock: None,
            source: None,
            saved_len: None,
            error: None,
            elsewhere: false,
        };
        a.claim_new_name();
        a
    }

    /// Where a game loaded from `source` (or, without a source, a copy of a session) goes on.
    pub fn for_loaded(
        source: Option<&Path>,
        history_len: usize,
        dir: &Path,
        game: &str,
    ) -> (Self, Continued) {
        let Some(source) = source else {
            return (Self::fresh(dir, game), Continued::Copy);
        };
        open_dir(dir);
        let how = if !is_autosave(source) || !same_dir(source, dir) {
            Continued::Copy
        } else if overtaken(source, dir) {
            Continued::Overtaken
        } else {
            match SaveLock::acquire(source, false) {
                Ok(lock) => {
                    // An autosave of an older version, readable by all, is this table's file now.
                    crate::private::tighten_path(source);
                    let a = Autosave {
                        dir: dir.to_path_buf(),
                        game: game.to_string(),
                        path: source.to_path_buf(),
                        lock: Some(lock),
                        source: Some(source.to_path_buf()),
                        saved_len: Some(history_len),
                        error: None,
                        elsewhere: false,
                    };
                    return (a, Continued::InPlace);
                }
                Err(LockError::Held(pid)) => Continued::OpenElsewhere(pid),
                // The folder cannot be written: the first save will say so.
                Err(LockError::Io(_)) => Continued::Copy,
            }
        };
        let mut a = Self::fresh(dir, game);
        a.source = Some(source.to_path_buf());
        a.saved_len = Some(history_len);
        a.elsewhere = matches!(how, Continued::OpenElsewhere(_));
        (a, how)
    }

    /// The file this table writes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Why the last autosave failed, while it has not succeeded since.
    pub fn error(&self) -> Option<&Msg> {
        self.error.as_ref()
    }

    /// Picks an unused `autosave-<game>-<secs>-<hex>.json` and reserves it with its lock file.
    fn claim_new_name(&mut self) {
        let mut salt = super::rng::clock_seed() ^ u64::from(std::process::id()).rotate_left(32);
        for _ in 0..64 {
            salt = salt.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let path =
                self.dir.join(format!("autosave-{}-{}-{:04x}.json", self.game, unix_now(), salt >> 48));
            if path.exists() {
                continue;
            }
            match SaveLock::acquire(&path, true) {
                Ok(lock) => {
                    self.path = path;
                    self.lock = Some(lock);
                    return;
                }
                Err(LockError::Io(e)) if e.kind() != std::io::ErrorKind::AlreadyExists => {
                    // The folder cannot be written now; saving will report it and try again.
                    self.path = path;
                    self.lock = None;
                    return;
                }
                Err(_) => continue,
            }
        }
        self.path = self.dir.join(format!("autosave-{}-{}-{:x}.json", self.game, unix_now(), salt));
    }

    /// Writes the session; on failure keeps the reason for the banner and the exit line.
    pub fn save<G: Game>(&mut self, session: &Session<G>) {
        if self.lock.is_none() {
            // A name picked while the folder could not be written is reserved now, or replaced.
            match SaveLock::acquire(&self.path, !self.path.exists()) {
                Ok(lock) => self.lock = Some(lock),
                Err(LockError::Io(e)) if e.kind() != std::io::ErrorKind::AlreadyExists => {}
                Err(_) => self.claim_new_name(),
            }
        }
        match session.save_to(&self.path) {
            Ok(()) => {
                self.error = None;
                self.source = None;
                self.saved_len = Some(session.history.len());
            }
            Err(e) => self.error = Some(e.0),
        }
    }

    /// Saves once more unless the file already holds every move (a real-time window still open).
    pub fn save_if_behind<G: Game>(&mut self, session: &Session<G>) {
        if self.saved_len != Some(session.history.len()) || self.error.is_some() {
            self.save(session);
        }
    }

    /// A new game left before its first move keeps no file on one laptop: its empty save would
    /// only sit among the saves. (The table writes it at once, so that a folder that cannot be
    /// written shows before anyone plays; a hosted table keeps it: it holds who sits where.)
    /// Whether it was forgotten (then there is nothing more to save).
    pub fn forget_if_unplayed<G: Game>(&mut self, session: &Session<G>) -> bool {
        let unplayed = session.history.is_empty() && self.source.is_none() && self.error.is_none();
        if unplayed {
            if self.saved_len.is_some() {
                let _ = std::fs::remove_file(&self.path);
            }
            self.saved_len = None;
        }
        unplayed
    }

    /// The one line to print when the window closes: `Ok` for stdout, `Err` for stderr.
    pub fn farewell(&self, over: bool) -> Result<Msg, Msg> {
        if let Some(e) = &self.error {
            return Err(msg!("farewell-not-saved", error = e.clone()));
        }
        if self.saved_len.is_none() {
            return Ok(msg!("farewell-nothing"));
        }
        if self.elsewhere && self.source.is_some() {
            // Nothing was written here; the other window goes on saving the game.
            return Ok(msg!("farewell-elsewhere"));
        }
        let file = self.source.as_deref().unwrap_or(&self.path);
        if over {
            return Ok(msg!("farewell-over", path = file.display().to_string()));
        }
        let newest = newest_autosave(&self.dir).is_some_and(|s| same_file(&s.path, file));
        let command = if newest {
            let dir = if self.dir == Path::new(DEFAULT_DIR) {
                String::new()
            } else {
                format!(" --save-dir {}", shell_word(&self.dir))
            };
            format!("tavolo --resume{dir}")
        } else {
            format!("tavolo --load {}", shell_word(file))
        };
        Ok(msg!("farewell-continue", command = command))
    }
}

/// The table's save folder is made (private) or tightened when the table opens: saves an older
/// version left readable in it are covered before the first write, and a new folder is there for
/// the new name's lock. A folder that cannot be made is reported by the first save.
fn open_dir(dir: &Path) {
    let _ = crate::private::private_dir(dir);
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

fn same_dir(file: &Path, dir: &Path) -> bool {
    let parent = file.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
    same_file(parent, dir)
}

/// Whether another autosave of the same game in `dir` was saved as late as `source` or later.
fn overtaken(source: &Path, dir: &Path) -> bool {
    let Some(me) = summarise(source) else {
        return false;
    };
    list_saves(dir).iter().any(|s| {
        is_autosave(&s.path)
            && !same_file(&s.path, source)
            && s.game == me.game
            && s.started == me.started
            && s.seed == me.seed
            && s.saved_at >= me.saved_at
    })
}

/// A path as one shell word: quoted when it holds anything but plain characters.
fn shell_word(path: &Path) -> String {
    let s = path.display().to_string();
    if !s.is_empty() && s.chars().all(|c| c.is_alphanumeric() || "-_./+:@%".contains(c)) {
        s
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}
