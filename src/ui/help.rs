//! The help overlay (`?`): a game's rules from `assets/help/`, or Tavolo's own help, scrollable. The
//! texts hold one paragraph or bullet per line; the overlay wraps them to the terminal, continuing a
//! bullet or a key's description under its first word.

use crate::ui::keys::{self, Keys};
use crate::ui::text::Columns;
use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::pager::Pager;
use super::widgets::{Hint, hint};
use crate::t;

/// The keys that close the page: Esc, and the keys that opened it.
fn close_keys() -> Keys {
    keys::esc().and(keys::rules())
}

/// What the table does (picker, setup, hand-offs, saves), for `?` outside a game.
pub const TAVOLO_HELP: &str = include_str!("../../assets/help/tavolo.md");
const TAVOLO_HELP_IT: &str = include_str!("../../assets/help/it/tavolo.md");

/// Tavolo's own help in the current language.
pub fn tavolo_help() -> &'static str {
    match crate::i18n::lang() {
        crate::i18n::Lang::En => TAVOLO_HELP,
        crate::i18n::Lang::It => TAVOLO_HELP_IT,
    }
}

#[derive(Debug, Default, Clone)]
pub struct Help {
    pager: Pager,
    /// The commands of the screen the page was opened over, exactly as its bar listed them (the
    /// ones a narrow bar had no room for too): the page starts with them.
    keys: Vec<Hint>,
}

/// What a key did on the help page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paged {
    /// It scrolled (or said that it does nothing here): the page stays.
    Stay,
    /// Esc or `?`: the page closes.
    Close,
}

impl Help {
    /// The page opened over a screen whose commands are `keys` (its whole list, not what the bar
    /// had room for): they head the page, so `?` never says other than the bar and the dispatch.
    pub fn over(keys: Vec<Hint>) -> Self {
        Help { keys, ..Help::default() }
    }

    /// The generated "keys here" section, then a blank line.
    fn keys_here(&self) -> Vec<String> {
        if self.keys.is_empty() {
            return Vec::new();
        }
        let width = self.keys.iter().map(|h| h.key.columns()).max().unwrap_or(0).max(9);
        let mut out = vec![t!("help-keys-here")];
        for h in &self.keys {
            let pad = " ".repeat(width - h.key.columns());
            out.push(format!("  {}{pad} {}", h.key, h.what));
        }
        out.push(String::new());
        out
    }

    /// Esc and the rules keys (`?`, F1) close the page; the scrolling keys that work now scroll;
    /// any other key is refused, saying so in the page's edge.
    pub fn key(&mut self, key: KeyEvent) -> Paged {
        if close_keys().matches(&key) {
            return Paged::Close;
        }
        if !self.pager.key(key) {
            self.pager.refuse();
        }
        Paged::Stay
    }

    /// A game's rules: titled "<game> — rules".
    pub fn draw(&mut self, f: &mut Frame, area: Rect, game: &str, text: &str) {
        self.draw_titled(f, area, &t!("help-title-rules", game = game), text);
    }

    /// The text wrapped with hanging indents, in a pager that scrolls to its last line.
    pub fn draw_titled(&mut self, f: &mut Frame, area: Rect, title: &str, text: &str) {
        let width = area.width.saturating_sub(2).max(10) as usize;
        let here = self.keys_here();
        let all = here.iter().map(String::as_str).chain(text.lines());
        let lines: Vec<Line> = all.flat_map(|l| wrap(l, width)).map(Line::raw).collect();
        self.pager.draw(f, area, title, lines, &[hint(close_keys(), &t!("hint-close"))]);
    }
}

/// Where a wrapped line's continuation starts: under the text after a bullet ("- ", "a) ", "1. ")
/// or after a key column ("  Enter, l  lay the card"), else under the line's own indent.
fn hanging_indent(line: &str, width: usize) -> usize {
    let chars: Vec<char> = line.chars().collect();
    let indent = chars.iter().take_while(|c| **c == ' ').count();
    let rest: String = chars[indent..].iter().collect();
    let bullet = ["- ", "• ", "· "].iter().find(|b| rest.starts_with(**b)).map(|b| b.chars().count());
    let numbered = rest
        .split_once(' ')
        .filter(|(head, _)| {
            head.len() <= 3
                && (head.ends_with(')') || head.ends_with('.'))
                && head[..head.len() - 1].chars().all(|c| c.is_ascii_alphanumeric())
        })
        .map(|(head, _)| head.chars().count() + 1);
    let column = rest.find("  ").map(|i| {
        let gap = rest[i..].chars().take_while(|c| *c == ' ').count();
        rest[..i].chars().count() + gap
    });
    let hang = bullet.or(numbered).or(column.filter(|_| indent > 0)).unwrap_or(0);
    let at = indent + hang;
    if at * 2 < width { at } else { indent.min(width / 2) }
}

/// Wraps one line of help text between words to `width` columns, keeping the spaces between
/// words (aligned columns) on each line and hanging continuations under the text.
fn wrap(line: &str, width: usize) -> Vec<String> {
    super::text::wrap(line, width, hanging_indent(line, width))
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wrapping_keeps_words_whole_and_hangs_under_the_text() {
        let lines = wrap("  - a bullet that is long enough to wrap twice here", 20);
        assert_eq!(lines, vec!["  - a bullet that is", "    long enough to", "    wrap twice here"]);
        let keys = wrap("  Enter, l  lay the chosen card in its row", 30);
        assert_eq!(keys, vec!["  Enter, l  lay the chosen", "            card in its row"]);
        // Too deep a hang for the width: back to the line's own indent.
        assert_eq!(wrap("  Enter, l  lay the chosen card", 24), vec!["  Enter, l  lay the", "  chosen card"]);
        assert_eq!(wrap("short", 20), vec!["short"]);
        for l in wrap(&"word ".repeat(40), 17) {
            assert!(super::super::text::width(&l) <= 17, "{l:?}");
        }
    }
}
