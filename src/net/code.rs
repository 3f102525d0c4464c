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
