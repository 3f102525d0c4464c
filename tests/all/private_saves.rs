//! Saves hold the deck order and every hand, and on a table hosted "for this computer only" the other
//! players are other accounts on the same machine: the save folder is 0700 and every file in it is
//! created 0600. These tests run with umask 0, so only the modes the program asks for count; umask
//! is process-wide, so each test runs on its own in a process of its own ([`common::alone`]), where
//! no other test's files are made under it.
#![cfg(unix)]

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use tavolo::engine::autosave::{Autosave, Continued};
use tavolo::engine::lock::{SaveLock, lock_path};
use tavolo::engine::save::write_atomic;
use tavolo::engine::{Player, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::i18n::{Lang, save_setting};

use crate::common;

static UMASK: Mutex<()> = Mutex::new(());

/// umask 0 while a test runs (one test at a time), the old one back afterwards, even on failure.
struct UmaskZero {
    old: libc::mode_t,
    _one_at_a_time: MutexGuard<'static, ()>,
}

impl UmaskZero {
    /// umask 0 for the test `test` of this file, in a new process where it runs alone; `None` here,
    /// once that process has run it (and passed: else this fails), and the test has nothing left.
    fn alone(test: &str) -> Option<Self> {
        common::alone(module_path!(), test, &[]).then(Self::set)
    }

    fn set() -> Self {
        let guard = UMASK.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: umask only swaps the process's file mode mask; it cannot fail.
        let old = unsafe { libc::umask(0) };
        UmaskZero { old, _one_at_a_time: guard }
    }
}

impl Drop for UmaskZero {
    fn drop(&mut self) {
        // SAFETY: as above.
        unsafe { libc::umask(self.old) };
    }
}

/// A scratch folder (not yet made), removed when the test ends, however it ends.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let d = std::env::temp_dir().join(format!("tavolo-private-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        Scratch(d)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The permission bits in octal, as `ls -l` people read them: "600".
fn mode(path: &Path) -> String {
    let meta = fs::metadata(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    format!("{:o}", meta.permissions().mode() & 0o777)
}

fn set_mode(path: &Path, mode: u32) {
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).unwrap();
}

fn played(seed: u64) -> Session<Keltis> {
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    let setup = Setup { players: 2, first: Some(0), seed };
    let mut s = Session::<Keltis>::new(players, setup, Default::default()).unwrap();
    let first = s.state.legal_actions(0).remove(0);
    s.act(0, first).unwrap();
    s
}

#[test]
fn a_new_save_folder_its_autosave_and_lock_are_private() {
    let Some(_umask) = UmaskZero::alone("a_new_save_folder_its_autosave_and_lock_are_private") else {
        return;
    };
    let scratch = Scratch::new("new");
    let dir = scratch.0.join("nested").join("saves");
    let mut autosave = Autosave::fresh(&dir, "keltis");
    // The table's folder is made when it opens, so the new name is locked at once.
    assert_eq!(mode(&lock_path(autosave.path())), "600", "the lock file");
    autosave.save(&played(1));
    assert_eq!(autosave.error(), None);
    assert_eq!(mode(&dir), "700", "the save folder");
    assert_eq!(mode(&scratch.0.join("nested")), "700", "a folder made on the way to it");
    assert_eq!(mode(autosave.path()), "600", "the autosave");
}

#[test]
fn an_autosave_and_its_lock_in_an_existing_folder_are_private_and_the_folder_tightened() {
    let Some(_umask) = UmaskZero::alone(
        "an_autosave_and_its_lock_in_an_existing_folder_are_private_and_the_folder_tightened",
    ) else {
        return;
    };
    let scratch = Scratch::new("existing");
    let dir = scratch.0.clone();
    fs::create_dir_all(&dir).unwrap();
    set_mode(&dir, 0o755);
    let mut autosave = Autosave::fresh(&dir, "keltis");
    assert_eq!(mode(&lock_path(autosave.path())), "600", "the lock file, made before any save");
    assert_eq!(mode(&dir), "700", "a 0755 folder from an older version, when the table opens");
    autosave.save(&played(2));
    assert_eq!(autosave.error(), None);
    assert_eq!(mode(autosave.path()), "600", "the autosave");
}

#[test]
fn a_named_save_is_private() {
    let Some(_umask) = UmaskZero::alone("a_named_save_is_private") else { return };
    let scratch = Scratch::new("named");
    let friday = scratch.0.join("friday.json");
    played(3).save_to(&friday).unwrap();
    assert_eq!(mode(&friday), "600");
    assert_eq!(mode(&scratch.0), "700");
    // Saving again over a file another version left readable leaves it private too.
    set_mode(&friday, 0o644);
    played(3).save_to(&friday).unwrap();
    assert_eq!(mode(&friday), "600");
}

#[test]
fn the_temp_file_of_a_write_is_private_from_its_creation() {
    let Some(_umask) = UmaskZero::alone("the_temp_file_of_a_write_is_private_from_its_creation") else {
        return;
    };
    let scratch = Scratch::new("temp");
    let dir = &scratch.0;
    // A folder where the save should go makes the rename fail, so the temp file stays to be seen.
    let target = dir.join("x.json");
    fs::create_dir_all(target.join("in-the-way")).unwrap();
    let tmp = dir.join("x.json.tmp");
    assert!(write_atomic(&target, "secret").is_err());
    assert_eq!(mode(&tmp), "600", "a new temp file");

    // One left by a crash, readable by all and held open by a reader, is replaced, not reused: the
    // reader's handle never sees the new contents.
    fs::write(&tmp, "old").unwrap();
    set_mode(&tmp, 0o644);
    let old_inode = fs::metadata(&tmp).unwrap().ino();
    let held = fs::File::open(&tmp).unwrap();
    assert!(write_atomic(&target, "secret").is_err());
    assert_eq!(mode(&tmp), "600", "a leftover temp file");
    assert_ne!(fs::metadata(&tmp).unwrap().ino(), old_inode, "a fresh file, not the leftover");
    assert_eq!(std::io::read_to_string(held).unwrap(), "old");
}

#[test]
fn the_settings_file_is_private() {
    let Some(_umask) = UmaskZero::alone("the_settings_file_is_private") else { return };
    let scratch = Scratch::new("settings");
    save_setting(&scratch.0, Lang::It).unwrap();
    assert_eq!(mode(&scratch.0), "700");
    assert_eq!(mode(&scratch.0.join("settings.json")), "600");
    set_mode(&scratch.0.join("settings.json"), 0o644);
    save_setting(&scratch.0, Lang::En).unwrap();
    assert_eq!(mode(&scratch.0.join("settings.json")), "600", "rewritten by the picker");
}

#[test]
fn a_readable_autosave_loaded_to_go_on_in_place_is_tightened_when_opened() {
    let Some(_umask) =
        UmaskZero::alone("a_readable_autosave_loaded_to_go_on_in_place_is_tightened_when_opened")
    else {
        return;
    };
    let scratch = Scratch::new("in-place");
    let dir = scratch.0.clone();
    fs::create_dir_all(&dir).unwrap();
    let path = {
        let mut first = Autosave::fresh(&dir, "keltis");
        first.save(&played(4));
        first.path().to_path_buf()
    };
    // As an older version left them: folder 0755, autosave 0644, and a crashed window's lock 0644.
    set_mode(&dir, 0o755);
    set_mode(&path, 0o644);
    fs::write(lock_path(&path), "999999").unwrap();
    set_mode(&lock_path(&path), 0o644);

    let session = Session::<Keltis>::load(&path).unwrap();
    let (mut autosave, how) = Autosave::for_loaded(Some(&path), session.history.len(), &dir, "keltis");
    assert_eq!(how, Continued::InPlace);
    assert_eq!(autosave.path(), path.as_path());
    assert_eq!(mode(&path), "600", "tightened when opened, before any save");
    assert_eq!(mode(&lock_path(&path)), "600", "the leftover lock file");
    autosave.save(&session);
    assert_eq!(autosave.error(), None);
    assert_eq!(autosave.path(), path.as_path(), "saved in place");
    assert_eq!(mode(&path), "600");
    assert_eq!(mode(&dir), "700");
}

#[test]
fn a_lock_file_is_private() {
    let Some(_umask) = UmaskZero::alone("a_lock_file_is_private") else { return };
    let scratch = Scratch::new("lock");
    fs::create_dir_all(&scratch.0).unwrap();
    let save = scratch.0.join("autosave-keltis-1-0000.json");
    let lock = SaveLock::acquire(&save, true).unwrap();
    assert_eq!(mode(&lock_path(&save)), "600");
    drop(lock);
    let other = scratch.0.join("autosave-keltis-2-0000.json");
    let lock = SaveLock::acquire(&other, false).unwrap();
    assert_eq!(mode(&lock_path(&other)), "600");
    drop(lock);
}

#[test]
fn the_host_key_and_its_folder_are_private_and_a_readable_key_is_tightened() {
    let Some(_umask) =
        UmaskZero::alone("the_host_key_and_its_folder_are_private_and_a_readable_key_is_tightened")
    else {
        return;
    };
    let scratch = Scratch::new("host-key");
    let dir = scratch.0.join("saves");
    tavolo::net::hostkey::load_or_create(&dir).unwrap();
    let key = tavolo::net::hostkey::path(&dir);
    assert_eq!(mode(&dir), "700");
    assert_eq!(mode(&key), "600");
    set_mode(&key, 0o644);
    tavolo::net::hostkey::load_or_create(&dir).unwrap();
    assert_eq!(mode(&key), "600", "a copied-in key readable by all");
}
