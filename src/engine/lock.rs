//! One Tavolo window per autosave: a lock file beside the save (`autosave-….json.lock`) holding an OS
//! file lock. The kernel drops the lock when its process ends, so a crashed window never leaves a game
//! locked; the file itself is removed when its window closes normally.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Held while this process may write a save; released (and its file removed) on drop.
#[derive(Debug)]
pub struct SaveLock {
    file: File,
    path: PathBuf,
}

#[derive(Debug)]
pub enum LockError {
    /// Another process holds the lock; its process id when it wrote one.
    Held(Option<u32>),
    /// The lock file could not be created or opened (e.g. the folder cannot be written).
    Io(io::Error),
}

/// `saves/x.json` → `saves/x.json.lock`.
pub fn lock_path(save: &Path) -> PathBuf {
    let mut name = save.as_os_str().to_os_string();
    name.push(".lock");
    PathBuf::from(name)
}

impl SaveLock {
    /// Takes the lock of `save`. With `new_file`, only a lock file that does not exist yet is taken
    /// (reserving a fresh save name that no other window can pick at the same moment).
    pub fn acquire(save: &Path, new_file: bool) -> Result<Self, LockError> {
        let path = lock_path(save);
        loop {
            // Created 0600 like every file in the save folder; one an older version left wider
            // (or a crash left behind) is tightened below.
            let mut options = crate::private::private_options();
            options.read(true).write(true);
            if new_file {
                options.create_new(true);
            } else {
                options.create(true).truncate(false);
            }
            let file = options.open(&path).map_err(LockError::Io)?;
            crate::private::tighten(&file);
            match file.try_lock() {
                Ok(()) => {}
                Err(fs::TryLockError::WouldBlock) => return Err(LockError::Held(read_pid(&path))),
                Err(fs::TryLockError::Error(e)) => return Err(LockError::Io(e)),
            }
            // A window that was closing may have removed the file between our open and our lock:
            // then we locked a file nobody else will find, so try again with the one at `path`.
            if !same_file(&file, &path) {
                if new_file {
                    return Err(LockError::Io(io::ErrorKind::AlreadyExists.into()));
                }
                continue;
            }
            let mut lock = SaveLock { file, path };
            lock.write_pid();
            return Ok(lock);
        }
    }

    fn write_pid(&mut self) {
        let _ = self.file.set_len(0);
        let _ = self.file.write_all(std::process::id().to_string().as_bytes());
        let _ = self.file.flush();
    }
}

impl Drop for SaveLock {
    fn drop(&mut self) {
        // Removed while still locked, so nobody can take a lock on a file that is going away unseen
        // (`acquire` checks that the file it locked is still the one at the path).
        let _ = fs::remove_file(&self.path);
    }
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_file: &File, path: &Path) -> bool {
    path.exists()
}

fn read_pid(lock: &Path) -> Option<u32> {
    let mut text = String::new();
    File::open(lock).ok()?.read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

/// Whether another process has `save` open now (with its process id when known).
pub fn holder(save: &Path) -> Option<Option<u32>> {
    let path = lock_path(save);
    let file = OpenOptions::new().read(true).write(true).open(&path).ok()?;
    match file.try_lock() {
        // Free: a crashed window's leftover lock file, or nobody at all.
        Ok(()) => None,
        Err(fs::TryLockError::WouldBlock) => Some(read_pid(&path)),
        Err(fs::TryLockError::Error(_)) => None,
    }
}

/// "This game is open in another Tavolo window (process 123). Close it there, or load a copy with
/// --load saves/x.json." when `save` is open elsewhere.
pub fn open_elsewhere(save: &Path) -> Option<crate::i18n::Msg> {
    let pid = holder(save)?;
    Some(crate::msg!("open-elsewhere", pid = pid.unwrap_or(0), path = save.display().to_string()))
}
