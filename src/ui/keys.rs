//! The key list: the keys a command takes, as data (gitui's `key_list`). A hint is built from a
//! [`Keys`] value, the bar and `?` render that value, and dispatch matches the same value; nothing
//! reads keys back out of text.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::t;

/// The keys one command takes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Keys {
    codes: Vec<KeyCode>,
    /// Also any printable character (typing a name)...
    any_char: bool,
    /// ...but these, which other commands of the same screen take (`?` for the rules).
    except: Vec<char>,
    /// How the bar names them when the game describes its own keys (a shared keyboard's seat
    /// groups, "1 2 3 4 / 7 8 9 0"); otherwise rendered from `codes`.
    label: Option<String>,
    /// The (non-character) keys with Shift held: Shift-arrows pan a map whose arrows move a
    /// cursor.
    shift: bool,
}

impl Keys {
    /// Exactly these keys.
    pub fn of(codes: &[KeyCode]) -> Keys {
        Keys { codes: codes.to_vec(), ..Keys::default() }
    }

    /// One key.
    pub fn key(code: KeyCode) -> Keys {
        Keys::of(&[code])
    }

    /// One character key.
    pub fn ch(c: char) -> Keys {
        Keys::key(KeyCode::Char(c))
    }

    /// These character keys.
    pub fn chars(chars: impl IntoIterator<Item = char>) -> Keys {
        Keys { codes: chars.into_iter().map(KeyCode::Char).collect(), ..Keys::default() }
    }

    /// The characters `from` to `to` ("1–9").
    pub fn range(from: char, to: char) -> Keys {
        Keys::chars(from..=to)
    }

    /// Any printable character (typing).
    pub fn typing() -> Keys {
        Keys { any_char: true, ..Keys::default() }
    }

    /// Typing takes every character but `c` (another command's key on the same screen).
    pub fn except(mut self, c: char) -> Keys {
        self.except.push(c);
        self
    }

    /// These keys and `other`'s ("d Esc").
    pub fn and(mut self, other: Keys) -> Keys {
        for c in other.codes {
            if !self.codes.contains(&c) {
                self.codes.push(c);
            }
        }
        self.any_char |= other.any_char;
        self
    }

    /// These keys with Shift held (Shift-arrows). Only for keys other than characters, whose
    /// shifted forms are other characters.
    pub fn shifted(mut self) -> Keys {
        self.shift = true;
        self
    }

    /// Whether these are taken with Shift held.
    pub fn is_shifted(&self) -> bool {
        self.shift
    }

    /// Named on the bar as `label` (a game that describes its seats' key groups); what they take
    /// stays exactly these keys.
    pub fn shown_as(mut self, label: impl Into<String>) -> Keys {
        self.label = Some(label.into());
        self
    }

    /// Whether `key` is one of these (Shift is ignored for characters; Ctrl and Alt never match a
    /// character: Ctrl-D is not `d`). Other keys match only with Shift held exactly when these are
    /// [`shifted`](Keys::shifted): Shift-← pans, ← moves (Shift-Tab is its own key).
    pub fn matches(&self, key: &KeyEvent) -> bool {
        let plain = !key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        let is_char = matches!(key.code, KeyCode::Char(_));
        let shift = key.modifiers.contains(KeyModifiers::SHIFT);
        let shift_fits = is_char || key.code == KeyCode::BackTab || shift == self.shift;
        let typed = |c: char| self.any_char && !self.except.contains(&c);
        (plain || !is_char) && shift_fits && self.codes.contains(&key.code)
            || plain && matches!(key.code, KeyCode::Char(c) if typed(c))
    }

    /// The key presses these take (a test presses one of them): each code, with Shift when these
    /// are shifted.
    pub fn events(&self) -> Vec<KeyEvent> {
        let mods = if self.shift { KeyModifiers::SHIFT } else { KeyModifiers::NONE };
        self.codes.iter().map(|c| KeyEvent::new(*c, mods)).collect()
    }

    /// Whether these name no key at all (every command must name one).
    pub fn is_empty(&self) -> bool {
        self.codes.is_empty() && !self.any_char
    }

    /// The keys, and whether any printable character is taken besides.
    pub fn codes(&self) -> (&[KeyCode], bool) {
        (&self.codes, self.any_char)
    }

    /// The keys both take ("any character" where both take typing).
    pub fn shared_with(&self, other: &Keys) -> Vec<String> {
        let mut shared: Vec<String> = Vec::new();
        if self.shift != other.shift {
            // Shifted keys are other presses than plain ones, and shifted characters are not a thing.
            return shared;
        }
        let typed =
            |k: &Keys, c: &KeyCode| matches!(c, KeyCode::Char(ch) if k.any_char && !k.except.contains(ch));
        for c in &self.codes {
            if other.codes.contains(c) || typed(other, c) {
                shared.push(format!("{c:?}"));
            }
        }
        if self.any_char {
            if other.any_char {
                shared.push("any character".into());
            }
            let chars = other.codes.iter().filter(|c| typed(self, c));
            shared.extend(chars.filter(|c| !self.codes.contains(c)).map(|c| format!("{c:?}")));
        }
        shared
    }

    /// The keys as the bar and `?` show them, in the current language: "←→", "↑↓", "arrows",
    /// "1–9", "Enter", "space", "PgUp PgDn", "Shift-Tab", "F1", "type".
    pub fn shown(&self) -> String {
        if let Some(label) = &self.label {
            return label.clone();
        }
        use KeyCode::*;
        let c = &self.codes;
        let mut parts = Vec::new();
        let mut i = 0;
        while i < c.len() {
            let rest = &c[i..];
            let (part, used) = if rest.starts_with(&[Left, Right, Up, Down]) {
                (t!("key-arrows"), 4)
            } else if rest.starts_with(&[Left, Right]) {
                ("←→".to_string(), 2)
            } else if rest.starts_with(&[Up, Down]) {
                ("↑↓".to_string(), 2)
            } else {
                match char_run(rest) {
                    (a, b, n) if n >= 3 => (format!("{a}–{b}"), n),
                    _ => (key_name(c[i]), 1),
                }
            };
            parts.push(part);
            i += used;
        }
        if self.any_char {
            parts.push(t!("key-type"));
        }
        let keys = parts.join(" ");
        if self.shift { format!("Shift-{keys}") } else { keys }
    }
}

/// The run of consecutive characters `rest` starts with: first, last, how many.
fn char_run(rest: &[KeyCode]) -> (char, char, usize) {
    let KeyCode::Char(first) = rest[0] else { return (' ', ' ', 0) };
    let mut last = first;
    let mut n = 1;
    while let Some(KeyCode::Char(next)) = rest.get(n) {
        if Some(*next) != char::from_u32(last as u32 + 1) {
            break;
        }
        last = *next;
        n += 1;
    }
    (first, last, n)
}

/// One key's name, in the current language ("Enter" is "Invio" in Italian).
pub fn key_name(k: KeyCode) -> String {
    match k {
        KeyCode::Char(' ') => t!("key-space"),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Enter => t!("key-enter"),
        KeyCode::Esc => "Esc".into(),
        KeyCode::Tab => "Tab".into(),
        KeyCode::BackTab => "Shift-Tab".into(),
        KeyCode::PageUp => "PgUp".into(),
        KeyCode::PageDown => "PgDn".into(),
        KeyCode::Left => "←".into(),
        KeyCode::Right => "→".into(),
        KeyCode::Up => "↑".into(),
        KeyCode::Down => "↓".into(),
        KeyCode::F(n) => format!("F{n}"),
        other => format!("{other:?}"),
    }
}

// The keys every screen names the same way.

pub fn enter() -> Keys {
    Keys::key(KeyCode::Enter)
}
pub fn esc() -> Keys {
    Keys::key(KeyCode::Esc)
}
pub fn space() -> Keys {
    Keys::ch(' ')
}
pub fn tab() -> Keys {
    Keys::key(KeyCode::Tab)
}
pub fn back_tab() -> Keys {
    Keys::key(KeyCode::BackTab)
}
pub fn backspace() -> Keys {
    Keys::key(KeyCode::Backspace)
}
pub fn left_right() -> Keys {
    Keys::of(&[KeyCode::Left, KeyCode::Right])
}
pub fn up_down() -> Keys {
    Keys::of(&[KeyCode::Up, KeyCode::Down])
}
pub fn arrows() -> Keys {
    Keys::of(&[KeyCode::Left, KeyCode::Right, KeyCode::Up, KeyCode::Down])
}
pub fn pages() -> Keys {
    Keys::of(&[KeyCode::PageUp, KeyCode::PageDown])
}
/// Yes to a question (overwrite a save?): `y`, in Italian `s` for "sì". The question names
/// the key from here, so what it says is what it takes.
pub fn yes() -> Keys {
    match crate::i18n::lang() {
        crate::i18n::Lang::It => Keys::ch('s'),
        crate::i18n::Lang::En => Keys::ch('y'),
    }
}
/// No to a question: `n` in both languages ("no").
pub fn no() -> Keys {
    Keys::ch('n')
}
/// The rules page: `?` and F1 everywhere.
pub fn rules() -> Keys {
    Keys::of(&[KeyCode::Char('?'), KeyCode::F(1)])
}

/// Reads key names back from text as the bar shows them in English, for tests that check a key
/// named on screen (in a panel or a status line) against what the bar takes.
#[cfg(any(test, feature = "test-support"))]
pub fn named_in(text: &str) -> Keys {
    use KeyCode::*;
    let mut out = Keys::default();
    for token in text.split([' ', '/']).filter(|t| !t.is_empty()) {
        let codes: Vec<KeyCode> = match token {
            "←→" => vec![Left, Right],
            "↑↓" => vec![Up, Down],
            "←" => vec![Left],
            "→" => vec![Right],
            "↑" => vec![Up],
            "↓" => vec![Down],
            "arrows" => vec![Left, Right, Up, Down],
            "Enter" => vec![Enter],
            "Esc" => vec![Esc],
            "Tab" => vec![Tab],
            "Shift-Tab" => vec![BackTab],
            t if t.starts_with("Shift-") => {
                let rest = named_in(&t["Shift-".len()..]);
                out.shift = true;
                rest.codes
            }
            "space" | "Space" => vec![Char(' ')],
            "PgUp" => vec![PageUp],
            "PgDn" => vec![PageDown],
            "Home" => vec![Home],
            "End" => vec![End],
            "Backspace" => vec![Backspace],
            "type" => {
                out.any_char = true;
                continue;
            }
            t if t.starts_with('F') && t.len() > 1 => t[1..].parse().map(|n| vec![F(n)]).unwrap_or_default(),
            t => {
                let cs: Vec<char> = t.chars().collect();
                match cs.as_slice() {
                    [c] => vec![Char(*c)],
                    [a, '-' | '–', b] => (*a..=*b).map(Char).collect(),
                    _ => vec![],
                }
            }
        };
        out.codes.extend(codes);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use KeyCode::*;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn keys_are_named_from_what_they_take() {
        let cases: &[(Keys, &str)] = &[
            (left_right(), "←→"),
            (up_down(), "↑↓"),
            (arrows(), "arrows"),
            (enter(), "Enter"),
            (esc().and(Keys::ch('?')), "Esc ?"),
            (Keys::range('1', '9'), "1–9"),
            (Keys::range('1', '2'), "1 2"),
            (pages(), "PgUp PgDn"),
            (space(), "space"),
            (back_tab(), "Shift-Tab"),
            (rules(), "? F1"),
            (up_down().and(tab()).and(back_tab()), "↑↓ Tab Shift-Tab"),
            (Keys::typing(), "type"),
            (Keys::chars(['1', '7']).shown_as("1 / 7"), "1 / 7"),
            (arrows().shifted(), "Shift-arrows"),
        ];
        for (keys, shown) in cases {
            assert_eq!(keys.shown(), *shown);
            // What a test reads back off the screen is what the keys take.
            let read = named_in(shown);
            if keys.label.is_none() {
                assert_eq!(read.codes(), keys.codes(), "{shown}");
                assert_eq!(read.is_shifted(), keys.is_shifted(), "{shown}");
            }
        }
    }

    #[test]
    fn shift_arrows_are_other_keys_than_arrows() {
        let shifted = |c| KeyEvent::new(c, KeyModifiers::SHIFT);
        let pan = arrows().shifted();
        assert!(pan.matches(&shifted(Left)) && !pan.matches(&press(Left)));
        assert!(arrows().matches(&press(Left)) && !arrows().matches(&shifted(Left)));
        assert!(pan.shared_with(&arrows()).is_empty() && arrows().shared_with(&pan).is_empty());
        assert_eq!(pan.events()[0], shifted(Left));
        // Shift still never matters for characters, and Shift-Tab is a key of its own.
        assert!(Keys::ch('m').matches(&shifted(Char('m'))));
        assert!(back_tab().matches(&shifted(BackTab)) && back_tab().matches(&press(BackTab)));
    }

    #[test]
    fn keys_take_exactly_their_keys() {
        assert!(left_right().matches(&press(Left)) && !left_right().matches(&press(Up)));
        assert!(
            Keys::range('1', '9').matches(&press(Char('9')))
                && !Keys::range('1', '9').matches(&press(Char('0')))
        );
        assert!(Keys::ch('d').matches(&KeyEvent::new(Char('d'), KeyModifiers::SHIFT)));
        assert!(!Keys::ch('d').matches(&KeyEvent::new(Char('d'), KeyModifiers::CONTROL)), "Ctrl-D is not d");
        assert!(Keys::typing().matches(&press(Char('5'))) && !Keys::typing().matches(&press(Enter)));
        assert!(rules().matches(&press(F(1))) && !rules().matches(&press(F(2))));
        assert!(Keys::default().is_empty() && !Keys::typing().is_empty());
    }

    #[test]
    fn shared_keys_are_found_typing_included() {
        assert_eq!(enter().shared_with(&esc()), Vec::<String>::new());
        assert_eq!(enter().and(esc()).shared_with(&esc()), vec!["Esc".to_string()]);
        assert_eq!(Keys::typing().shared_with(&Keys::ch('q')), vec!["Char('q')".to_string()]);
        assert_eq!(Keys::ch('q').shared_with(&Keys::typing()), vec!["Char('q')".to_string()]);
        assert!(Keys::typing().shared_with(&enter()).is_empty());
        // A name may take every character but the rules key, which the same screen lists.
        let name = Keys::typing().except('?');
        assert!(name.shared_with(&rules()).is_empty() && rules().shared_with(&name).is_empty());
        assert!(!name.matches(&KeyEvent::from(Char('?'))) && name.matches(&KeyEvent::from(Char('!'))));
    }
}
