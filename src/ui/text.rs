//! Text fitted to terminal columns. A column is a display cell, not a character: a CJK name or an
//! emoji takes two, a combining accent none, so widths come from `unicode-width` and wrapping from
//! `textwrap` (which measures the same way) instead of counting chars.

use textwrap::{Options, WordSeparator, WordSplitter};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// How many columns `s` takes.
pub fn width(s: &str) -> usize {
    UnicodeWidthStr::width(s)
}

/// `.columns()` on any text: its [`width`] (for sizing columns of names and labels).
pub trait Columns {
    fn columns(&self) -> usize;
}

impl Columns for str {
    fn columns(&self) -> usize {
        width(self)
    }
}

/// `s` cut to at most `columns`, ending in "…" when something was cut.
pub fn cut(s: &str, columns: usize) -> String {
    if width(s) <= columns {
        return s.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let w = UnicodeWidthChar::width(c).unwrap_or(0);
        if used + w + 1 > columns {
            break;
        }
        used += w;
        out.push(c);
    }
    if columns > 0 {
        out.push('…');
    }
    out
}

/// `s` cut to `columns` and padded with spaces to exactly that many (a column of a table).
pub fn pad(s: &str, columns: usize) -> String {
    let s = cut(s, columns);
    let fill = columns.saturating_sub(width(&s));
    s + &" ".repeat(fill)
}

/// `s` wrapped between words into lines of at most `columns` (a longer word stands alone on its
/// line, whole); lines after the first start with `hang` spaces. Spaces between words on a line
/// are kept as they are (aligned columns stay aligned); leading spaces of `s` are kept too.
pub fn wrap(s: &str, columns: usize, hang: usize) -> Vec<String> {
    if width(s) <= columns {
        return vec![s.to_string()];
    }
    let indent = " ".repeat(hang);
    let options = Options::new(columns.max(1))
        .subsequent_indent(&indent)
        .word_separator(WordSeparator::AsciiSpace)
        .word_splitter(WordSplitter::NoHyphenation)
        .break_words(false)
        .preserve_trailing_space(false);
    textwrap::wrap(s, options).into_iter().map(|l| l.into_owned()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_are_columns_not_characters() {
        assert_eq!(width("Anna"), 4);
        assert_eq!(width("李娜"), 4, "two wide characters");
        assert_eq!(width("e\u{301}"), 1, "a combining accent takes no column");
    }

    #[test]
    fn cutting_counts_columns_and_says_so() {
        assert_eq!(cut("Anna, Bruno", 20), "Anna, Bruno");
        assert_eq!(cut("Anna, Bruno, Carla", 10), "Anna, Bru…");
        assert_eq!(cut("李娜李娜李娜", 7), "李娜李…");
        assert!(width(&cut("李娜李娜李娜", 7)) <= 7);
        assert_eq!(pad("李娜", 6), "李娜  ");
        assert_eq!(width(&pad("李娜李娜李娜", 7)), 7);
    }

    #[test]
    fn wrapping_keeps_words_whole_and_measures_columns() {
        assert_eq!(wrap("one two three four", 9, 0), vec!["one two", "three", "four"]);
        assert_eq!(wrap("a verylongword b", 5, 0), vec!["a", "verylongword", "b"]);
        assert_eq!(wrap("  - a bullet that wraps", 12, 4), vec!["  - a bullet", "    that", "    wraps"]);
        for line in wrap(&"李娜 ".repeat(10), 11, 0) {
            assert!(width(&line) <= 11, "{line:?}");
        }
    }
}
