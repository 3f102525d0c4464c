//! Player names: when two names are one, and which names a table refuses.
//!
//! A hosted table gives a seat back to the name that sat there, so "the same name" decides who
//! reads a hand. People do not tell `Anna`, `ANNA` or the fullwidth `Ａｎｎａ` apart, so neither may
//! the table: every place a name comes in (setup, `--players`, the SSH user name) compares
//! [`key`]s, and refuses names with characters nobody sees ([`check`]).

use caseless::Caseless;
use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};

use crate::i18n::Msg;
use crate::msg;

/// A name's identity: two names are one player's when their keys are equal.
///
/// Unicode's compatibility caseless match (NFKD of a full case fold of NFKD of a full case fold
/// of NFD, as the standard defines it, so `ß` is `ss` and `Ａ` is `a`), composed again (NFKC) to
/// be readable where it is shown and stored, with runs of spaces made one and the ends trimmed.
/// Equal keys are exactly the names the standard calls a compatibility caseless match.
pub fn key(name: &str) -> String {
    let folded: String = name.nfd().default_case_fold().nfkd().default_case_fold().nfkc().collect();
    folded.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `a` and `b` are one player's name.
pub fn same(a: &str, b: &str) -> bool {
    key(a) == key(b)
}

/// A character a name may not hold: controls (an escape sequence would reach other players'
/// terminals), format characters (zero-width spaces and joiners, bidi overrides, the soft hyphen,
/// the BOM: invisible, so two names that look alike would differ) and the line and paragraph
/// separators (they break a line wherever the name is shown).
fn hidden(c: char) -> bool {
    use GeneralCategory::{Control, Format, LineSeparator, ParagraphSeparator};
    matches!(c.general_category(), Control | Format | LineSeparator | ParagraphSeparator)
}

/// Why a name cannot be a player's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NameError {
    /// Nothing but spaces.
    Empty,
    /// `shown`: the name with each such character as `�`, safe to print; `codes`: them as
    /// `U+200B`, so the player learns what to remove.
    Hidden { shown: String, codes: String },
}

impl NameError {
    /// The refusal in words (an empty name is said in the words of where it was typed, so the
    /// callers that know it say that instead).
    pub fn msg(&self) -> Msg {
        match self {
            NameError::Empty => msg!("name-empty"),
            NameError::Hidden { shown, codes } => {
                msg!("name-hidden-char", name = shown.as_str(), code = codes.as_str())
            }
        }
    }
}

/// Whether `name` may be a player's: not only spaces, and no character from [`hidden`].
pub fn check(name: &str) -> Result<(), NameError> {
    if name.chars().any(hidden) {
        let shown = name.trim().chars().map(|c| if hidden(c) { '\u{FFFD}' } else { c }).collect();
        let mut codes: Vec<String> =
            name.chars().filter(|&c| hidden(c)).map(|c| format!("U+{:04X}", c as u32)).collect();
        codes.dedup();
        return Err(NameError::Hidden { shown, codes: codes.join(", ") });
    }
    if name.trim().is_empty() {
        return Err(NameError::Empty);
    }
    Ok(())
}

/// The first two of `names` that are one name: the earlier, then the later.
pub fn clash<'a>(names: &[&'a str]) -> Option<(&'a str, &'a str)> {
    let keys: Vec<String> = names.iter().map(|n| key(n)).collect();
    (1..names.len()).find_map(|i| (0..i).find(|&j| keys[j] == keys[i]).map(|j| (names[j], names[i])))
}

/// The refusal of two names that are one: "Two players are called Anna" when spelt alike, else
/// "Anna and anna count as the same name" (a player would not see why otherwise).
pub fn clash_msg(a: &str, b: &str) -> Msg {
    let (a, b) = (a.trim(), b.trim());
    if a == b { msg!("error-same-name", name = a) } else { msg!("error-names-alike", a = a, b = b) }
}

/// The check a new table makes of its players' names: each may be a name, no two are one.
pub fn check_all(names: &[&str]) -> Result<(), Msg> {
    for name in names {
        check(name).map_err(|e| e.msg())?;
    }
    clash(names).map_or(Ok(()), |(a, b)| Err(clash_msg(a, b)))
}

/// A name setup gave ("Player 3", "Giocatore 3", "Bot 3"), which typing replaces and which keeps a
/// hosted seat for nobody in particular.
pub fn is_placeholder(name: &str) -> bool {
    let Some((word, n)) = name.rsplit_once(' ') else { return false };
    n.parse::<usize>().is_ok() && ["Player", "Giocatore", "Bot"].contains(&word)
}

/// `make(n)` for the first `n` from `from` whose name is none of `taken`: a name the program
/// makes up ("Bot 2", "Player 3") never takes a player's. `make` gives a different name for each
/// `n`, so one of the first `taken.len() + 1` is free.
pub fn unused(make: impl Fn(usize) -> String, from: usize, taken: &[&str]) -> String {
    let keys: Vec<String> = taken.iter().map(|t| key(t)).collect();
    (from..=from + taken.len()).map(&make).find(|n| !keys.contains(&key(n))).unwrap_or_else(|| make(from))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_width_and_compatibility_forms_are_one_name() {
        for n in ["Anna", "ANNA", "anna", "Ａｎｎａ", "Ａnna", " anna ", "ａＮＮＡ"] {
            assert_eq!(key(n), "anna", "{n:?}");
        }
        assert!(
            same("Straße", "STRASSE") && same("Niccolò", "NICCOLO\u{300}"),
            "full folding, canonical forms"
        );
        assert!(same("Anna Maria", "anna\u{A0}\u{3000}maria"), "odd spaces are one space");
        assert!(same("ǅ", "dž") && same("ﬁore", "FIORE"), "ligatures and digraphs");
        assert!(!same("Anna", "Ana") && !same("Anna", "Anna 2"));
        // A key is its own key: a stored key matches the name it came from.
        for n in ["Straße", "Ａｎｎａ", "ΣΊΣΥΦΟΣ", "ﬃ", "\u{1FC3}", "㎒"] {
            assert_eq!(key(&key(n)), key(n), "{n:?}");
        }
        // What saves held before (`to_lowercase`) has the key of the name it was made from.
        for n in ["Anna", "Straße", "ÀNGELO", "ΣΊΣΥΦΟΣ"] {
            assert!(same(&n.to_lowercase(), n), "{n:?}");
        }
    }

    #[test]
    fn controls_format_characters_and_line_breaks_are_refused_and_shown_by_their_code() {
        for (name, code) in [
            ("An\u{200B}na", "U+200B"),
            ("An\u{200D}na", "U+200D"),
            ("\u{202E}annA", "U+202E"),
            ("An\u{AD}na", "U+00AD"),
            ("\u{FEFF}Anna", "U+FEFF"),
            ("An\u{7}na", "U+0007"),
            ("An\u{1b}[2Jna", "U+001B"),
            ("An\u{2028}na", "U+2028"),
            ("An\u{2066}na\u{2069}", "U+2066, U+2069"),
        ] {
            let Err(NameError::Hidden { shown, codes }) = check(name) else { panic!("{name:?} accepted") };
            assert_eq!(codes, code, "{name:?}");
            assert!(shown.contains('\u{FFFD}') && !shown.chars().any(hidden), "{shown:?}");
        }
        assert_eq!(check("  \u{3000}"), Err(NameError::Empty));
        assert_eq!(check(""), Err(NameError::Empty));
        for fine in ["Anna", "Niccolò", "Zoë", "李雷", "Anna-Maria", "O'Brien", "🦊"] {
            assert_eq!(check(fine), Ok(()), "{fine:?}");
        }
    }

    #[test]
    fn a_clash_names_the_first_two_and_made_up_names_avoid_players() {
        assert_eq!(clash(&["Anna", "Bruno", "ANNA", "anna"]), Some(("Anna", "ANNA")));
        assert_eq!(clash(&["Anna", "Bruno"]), None);
        assert_eq!(clash_msg("Anna", "Anna").id(), Some("error-same-name"));
        assert_eq!(clash_msg("Anna", "anna").id(), Some("error-names-alike"));
        assert!(check_all(&["Anna", "Bru\u{200B}no"]).is_err() && check_all(&["Anna", "Bruno"]).is_ok());
        let bot = |n: usize| format!("Bot {n}");
        assert_eq!(unused(bot, 1, &["bot 1", "BOT 2", "Anna"]), "Bot 3");
        assert_eq!(unused(bot, 2, &[]), "Bot 2");
    }
}
