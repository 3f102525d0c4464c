//! The server's SSH host key: made once and kept beside the saves, so a friend's `ssh` recognises
//! the host from one game night to the next (and would warn if another machine took its place).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use russh::keys::ssh_key::LineEnding;
use russh::keys::{Algorithm, HashAlg, PrivateKey};

/// The host key file inside the save folder.
pub fn path(save_dir: &Path) -> PathBuf {
    save_dir.join("host_key")
}

/// Loads `<save_dir>/host_key`, or makes a new ed25519 key there (readable by its owner only; a
/// key found readable by others is tightened). The error is a sentence naming the file.
pub fn load_or_create(save_dir: &Path) -> Result<PrivateKey, String> {
    let file = path(save_dir);
    let text = match std::fs::File::open(&file) {
        Ok(mut opened) => {
            crate::private::tighten(&opened);
            let mut text = String::new();
            opened.read_to_string(&mut text).map(|_| text)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return create(&file),
        Err(e) => Err(e),
    };
    let text = text.map_err(|e| format!("{}: {e}", file.display()))?;
    PrivateKey::from_openssh(text.as_bytes())
        .map_err(|e| format!("{}: not an OpenSSH private key ({e})", file.display()))
}

fn create(file: &Path) -> Result<PrivateKey, String> {
    let fail = |e: &dyn std::fmt::Display| format!("{}: {e}", file.display());
    let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).map_err(|e| fail(&e))?;
    let text = key.to_openssh(LineEnding::LF).map_err(|e| fail(&e))?;
    if let Some(dir) = file.parent() {
        crate::private::private_dir(dir).map_err(|e| fail(&e))?;
    }
    // Created with its final mode: there is no moment when others could read it.
    let mut out = crate::private::create_private(file).map_err(|e| fail(&e))?;
    out.write_all(text.as_bytes()).and_then(|()| out.sync_all()).map_err(|e| fail(&e))?;
    Ok(key)
}

/// `SHA256:…`, as `ssh` shows it when it meets the host for the first time.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tavolo-hostkey-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn the_key_is_made_once_private_and_found_again() {
        let dir = temp_dir("once");
        let made = load_or_create(&dir).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(path(&dir)).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let again = load_or_create(&dir).unwrap();
        assert_eq!(fingerprint(&made), fingerprint(&again));
        assert!(fingerprint(&made).starts_with("SHA256:"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_broken_key_file_is_a_clear_error() {
        let dir = temp_dir("broken");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(path(&dir), "not a key").unwrap();
        let err = load_or_create(&dir).unwrap_err();
        assert!(err.contains("host_key") && err.contains("not an OpenSSH private key"), "{err}");
        // A folder that cannot be made (a file is in the way) is named too.
        let blocked = dir.join("host_key").join("sub");
        let err = load_or_create(&blocked).unwrap_err();
        assert!(err.contains("host_key"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
