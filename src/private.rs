//! Files only their owner may read. Saves hold the deck order and every hand, and at a table hosted
//! "for this computer only" the other players are other accounts on the same machine, so the save
//! folder is 0700 and every file written in it is created 0600: with that mode from its first byte,
//! never chmod-ed once its contents are in. A folder or file an older version left wider is
//! tightened when the program opens it; only group and other bits are ever removed.
//!
//! A leaf with no imports of the crate, so the language setting (i18n, the bottom layer) and the
//! engine's saves share the one rule.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

/// The bits a private file or folder must not have: everything for group and others.
#[cfg(unix)]
const NOT_OWNER: u32 = 0o077;

/// Makes `dir` (and any missing parent: they lead only to private things) 0700, or tightens it
/// when it exists already.
pub fn private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)?;
    tighten_path(dir);
    Ok(())
}

/// Open options that create a missing file 0600; the caller adds read, write and create flags.
pub fn private_options() -> OpenOptions {
    #[allow(unused_mut)] // the mode is unix only
    let mut options = OpenOptions::new();
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options
}

/// A new file, 0600 from its creation. It must not exist: `create_new` also refuses a link planted
/// at `path`, so nothing is ever written through one.
pub fn create_private(path: &Path) -> io::Result<File> {
    private_options().write(true).create_new(true).open(path)
}

/// Removes group and other bits from an open file, through its handle (no other file can have
/// taken its name meanwhile). Best effort: a filesystem without modes (FAT) refuses, and a save
/// must still go ahead there.
pub fn tighten(file: &File) {
    #[cfg(unix)]
    if let Ok(meta) = file.metadata()
        && let Some(narrow) = narrowed(&meta)
    {
        let _ = file.set_permissions(narrow);
    }
    #[cfg(not(unix))]
    let _ = file;
}

/// [`tighten`] for a path (a folder, or a file not opened otherwise); best effort too.
pub fn tighten_path(path: &Path) {
    #[cfg(unix)]
    if let Ok(meta) = fs::metadata(path)
        && let Some(narrow) = narrowed(&meta)
    {
        let _ = fs::set_permissions(path, narrow);
    }
    #[cfg(not(unix))]
    let _ = path;
}

/// The permissions without group and other bits, when it had any (set-id and sticky bits stay).
#[cfg(unix)]
fn narrowed(meta: &fs::Metadata) -> Option<fs::Permissions> {
    use std::os::unix::fs::PermissionsExt;
    let mode = meta.permissions().mode() & 0o7777;
    (mode & NOT_OWNER != 0).then(|| fs::Permissions::from_mode(mode & !NOT_OWNER))
}

/// Writes through a temporary file and a rename, so a crash never leaves half a file behind. The
/// temp file is always a new one: a crash's leftover is removed, not reused, because whoever opened
/// it while it was readable would go on reading the new contents through their handle after a
/// chmod.
pub fn write_atomic(path: &Path, contents: &str) -> io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        private_dir(dir)?;
    }
    let tmp = path.with_extension("json.tmp");
    match fs::remove_file(&tmp) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    {
        let mut f = create_private(&tmp)?;
        f.write_all(contents.as_bytes())?;
        f.sync_all()?;
    }
    fs::rename(&tmp, path)
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn mode(path: &Path) -> u32 {
        fs::metadata(path).unwrap().permissions().mode() & 0o7777
    }

    fn scratch(name: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("tavolo-private-unit-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn tightening_only_removes_group_and_other_bits() {
        let dir = scratch("narrow");
        private_dir(&dir).unwrap();
        let file = dir.join("f");
        fs::write(&file, "x").unwrap();
        for (before, after) in [(0o644, 0o600), (0o400, 0o400), (0o4755, 0o4700), (0o600, 0o600)] {
            fs::set_permissions(&file, fs::Permissions::from_mode(before)).unwrap();
            tighten(&File::open(&file).unwrap());
            assert_eq!(mode(&file), after, "{before:o}");
        }
        fs::set_permissions(&dir, fs::Permissions::from_mode(0o1775)).unwrap();
        private_dir(&dir).unwrap();
        assert_eq!(mode(&dir), 0o1700, "the sticky bit stays, the others' bits go");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_private_file_is_never_created_through_a_planted_link() {
        let dir = scratch("link");
        private_dir(&dir).unwrap();
        let target = dir.join("elsewhere");
        std::os::unix::fs::symlink(&target, dir.join("a.json.tmp")).unwrap();
        write_atomic(&dir.join("a.json"), "{}").unwrap();
        assert!(!target.exists(), "the link was removed, not followed");
        assert_eq!(fs::read_to_string(dir.join("a.json")).unwrap(), "{}");
        assert!(create_private(&dir.join("a.json")).is_err(), "an existing file is not reused");
        fs::remove_dir_all(&dir).unwrap();
    }
}
