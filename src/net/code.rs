//! The table code: the password joiners type, and the only lock on the table.

use rand::RngExt;

/// Letters nobody confuses when reading the code aloud or off a screen (no I/L, O, 0/1).
const ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ";

/// The code's length: 23⁶ ≈ 148 million codes, against a few guesses a second per connection.
pub const LENGTH: usize = 6;

/// A fresh random code, from the operating system's secure generator.
pub fn random() -> String {
    let mut rng = rand::rng();
    (0..LENGTH).map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char).collect()
}

/// The file in the save folder that keeps the last hosted table's code, for `serve --keep-code`
/// (readable by its owner only: the code is the table's lock).
pub fn path(save_dir: &std::path::Path) -> std::path::PathBuf {
    save_dir.join("table_code")
}

/// Keeps `code` for the next `serve --keep-code`. A failure only means the next table gets a new
/// code: the error is a sentence, not a reason to stop hosting.
pub fn keep(save_dir: &std::path::Path, code: &str) -> Result<(), String> {
    let file = path(save_dir);
    crate::private::write_atomic(&file, code).map_err(|e| format!("{}: {e}", file.display()))
}

/// The code the last table kept, if it is one this program makes.
pub fn kept(save_dir: &std::path::Path) -> Option<String> {
    let text = std::fs::read_to_string(path(save_dir)).ok()?;
    let code = text.trim().to_string();
    let ours = code.len() == LENGTH && code.bytes().all(|b| ALPHABET.contains(&b));
    ours.then_some(code)
}

/// Whether `typed` is `code`, in a time that does not depend on where they differ (a guesser
/// learns nothing from how long a refusal took). Case and surrounding spaces are forgiven.
pub fn matches(code: &str, typed: &str) -> bool {
    let typed = typed.trim().to_ascii_uppercase();
    let (a, b) = (code.as_bytes(), typed.as_bytes());
    let mut diff = (a.len() ^ b.len()) as u8 | u8::from(a.len() != b.len());
    for (i, x) in a.iter().enumerate() {
        diff |= x ^ b.get(i).copied().unwrap_or(0);
    }
    std::hint::black_box(diff) == 0
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_kept_code_comes_back_and_anything_else_in_its_file_does_not() {
        let dir = std::env::temp_dir().join(format!("tavolo-code-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(super::kept(&dir), None);
        let code = super::random();
        super::keep(&dir, &code).unwrap();
        assert_eq!(super::kept(&dir), Some(code));
        std::fs::write(super::path(&dir), "hello").unwrap();
        assert_eq!(super::kept(&dir), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    use super::*;

    #[test]
    fn codes_are_six_unambiguous_letters_and_differ() {
        let a = random();
        assert_eq!(a.len(), LENGTH);
        assert!(a.bytes().all(|c| ALPHABET.contains(&c)), "{a}");
        assert!((0..5).map(|_| random()).any(|b| b != a));
    }

    #[test]
    fn only_the_code_matches() {
        assert!(matches("KXRTQM", "KXRTQM"));
        assert!(matches("KXRTQM", " kxrtqm\n"));
        assert!(!matches("KXRTQM", "KXRTQ"));
        assert!(!matches("KXRTQM", "KXRTQMM"));
        assert!(!matches("KXRTQM", "KXRTQN"));
        assert!(!matches("KXRTQM", ""));
        assert!(!matches("KXRTQM", "XXRTQM"));
    }
}
