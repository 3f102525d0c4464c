//! Text fitted to terminal columns. A column is a display cell, not a character: a CJK name or an
//! emoji takes two, a combining accent none, so widths come from `unicode-width` and wrapping from
//! `textwrap` (which measures the same way) instead of counting chars.

use ratatui::text::{Line, Span};
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

/// A styled line wrapped between words into lines of at most `columns`, each word keeping its
/// style; lines after the first start with `hang` spaces, and a word longer than a line is split.
/// A line that fits is returned as it is. Screens wrap with this instead of ratatui's `Wrap`: the
/// height is the number of lines returned (no second pass to count them), and the rows after the
/// first are indented, so a wrapped entry reads as one.
pub fn wrap_line<'a>(line: &Line<'a>, columns: usize, hang: usize) -> Vec<Line<'a>> {
    if line.width() <= columns || columns <= hang + 1 {
        return vec![line.clone()];
    }
    let mut rows = Rows { line, hang, out: Vec::new(), spans: Vec::new(), used: 0, fresh: true };
    for span in &line.spans {
        for word in span.content.split_inclusive(' ') {
            let mut word = word;
            if !rows.fresh && rows.used + width(word.trim_end()) > columns {
                rows.next();
                if word.trim().is_empty() {
                    continue; // the space that separated the words ends the row
                }
            }
            // A word wider than a whole row is split where the row ends.
            while rows.used + width(word.trim_end()) > columns {
                let (head, rest) = split_at_columns(word, columns - rows.used);
                if head.is_empty() {
                    break;
                }
                rows.push(Span::styled(head.to_string(), span.style));
                rows.next();
                word = rest;
            }
            if !word.is_empty() {
                rows.push(Span::styled(word.to_string(), span.style));
            }
        }
    }
    if !rows.fresh || rows.out.is_empty() {
        rows.next();
    }
    rows.out
}

/// The rows [`wrap_line`] has made so far and the one it is filling.
struct Rows<'l, 'a> {
    line: &'l Line<'a>,
    hang: usize,
    out: Vec<Line<'a>>,
    spans: Vec<Span<'a>>,
    used: usize,
    /// Nothing but the indent on this row yet.
    fresh: bool,
}

impl<'a> Rows<'_, 'a> {
    fn push(&mut self, span: Span<'a>) {
        self.used += width(&span.content);
        self.fresh = false;
        self.spans.push(span);
    }

    /// Ends the row and starts the next with the hanging indent.
    fn next(&mut self) {
        let row = Line::from(std::mem::take(&mut self.spans)).style(self.line.style);
        self.out.push(match self.line.alignment {
            Some(a) => row.alignment(a),
            None => row,
        });
        self.spans.push(Span::raw(" ".repeat(self.hang)));
        self.used = self.hang;
        self.fresh = true;
    }
}

/// Every line of `lines` wrapped by [`wrap_line`].
pub fn wrap_lines<'a>(lines: &[Line<'a>], columns: usize, hang: usize) -> Vec<Line<'a>> {
    lines.iter().flat_map(|l| wrap_line(l, columns, hang)).collect()
}

/// `s` split after at most `columns` columns.
fn split_at_columns(s: &str, columns: usize) -> (&str, &str) {
    let mut used = 0;
    for (i, c) in s.char_indices() {
        let w = UnicodeWidthChar::width(c).unwrap_or(0);
        if used + w > columns {
            return s.split_at(i);
        }
        used += w;
    }
    (s, "")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(lines: &[Line]) -> Vec<String> {
        lines.iter().map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect()).collect()
    }

    #[test]
    fn a_styled_line_wraps_between_words_with_a_hanging_indent_and_keeps_its_styles() {
        use ratatui::style::Stylize;
        let line =
            Line::from(vec![Span::raw("Anna laid "), Span::raw("Red 7").bold(), Span::raw(" on her row")]);
        assert_eq!(wrap_line(&line, 40, 2), vec![line.clone()], "a line that fits is kept");
        let rows = wrap_line(&line, 12, 2);
        assert_eq!(texts(&rows), ["Anna laid ", "  Red 7 on ", "  her row"]);
        assert!(rows.iter().all(|r| r.width() <= 12));
        let bold: Vec<&str> = rows[1]
            .spans
            .iter()
            .filter(|s| s.style != Default::default())
            .map(|s| s.content.as_ref())
            .collect();
        assert_eq!(bold, ["Red ", "7"]);
        // A word wider than a row is split; wide characters count two columns.
        assert_eq!(texts(&wrap_line(&Line::raw("abcdefghij"), 4, 1)), ["abcd", " efg", " hij"]);
        assert_eq!(texts(&wrap_line(&Line::raw("李娜李娜 x"), 5, 0)), ["李娜", "李娜 ", "x"]);
    }

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
