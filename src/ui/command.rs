//! Commands as data (gitui's key list and a popup's `commands()`): each names its keys, the words
//! the bar and `?` show, and what it does (`C`: the table's or a game screen's own enum). The bar,
//! `?` and dispatch read one list, so a key runs the one command listed for it, and a key no
//! command takes is refused, saying so. Two commands of one list on one key fail a debug assertion
//! (every test and the explorer), so the order of lookup never decides what a key does.

use crossterm::event::KeyEvent;

use super::keys::Keys;
use super::widgets::{Hint, hint};

/// One command: its hint (keys and words) and what it does.
#[derive(Debug, Clone)]
pub struct Command<C> {
    pub hint: Hint,
    pub does: C,
}

impl<C: Copy> Command<C> {
    pub fn new(keys: Keys, what: &str, does: C) -> Command<C> {
        Command { hint: hint(keys, what), does }
    }

    /// A hint drawn up elsewhere (a game screen's, a prompt's), doing `does`.
    pub fn from_hint(hint: Hint, does: C) -> Command<C> {
        Command { hint, does }
    }

    /// Dropped first when the bar has no room.
    pub fn low(mut self) -> Command<C> {
        self.hint = self.hint.low();
        self
    }
}

/// The hints of `commands`, for the bar and `?`.
pub fn hints<C>(commands: &[Command<C>]) -> Vec<Hint> {
    commands.iter().map(|c| c.hint.clone()).collect()
}

/// What the one command that takes `key` does (`None`: no command takes it).
pub fn find<C: Copy>(commands: &[Command<C>], key: &KeyEvent) -> Option<C> {
    debug_assert!(clashes(commands).is_empty(), "commands share a key: {:?}", clashes(commands));
    commands.iter().find(|c| c.hint.matches(key)).map(|c| c.does)
}

/// The keys two commands of `commands` share, as "key: first / second" (none, or lookup order
/// would decide what a key does).
pub fn clashes<C>(commands: &[Command<C>]) -> Vec<String> {
    let mut found = Vec::new();
    for (i, a) in commands.iter().enumerate() {
        for b in &commands[i + 1..] {
            for key in a.hint.keys().shared_with(b.hint.keys()) {
                found.push(format!("{key}: {} / {}", a.hint.what, b.hint.what));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::keys;
    use crossterm::event::KeyCode;

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Does {
        Begin,
        Rules,
        Quit,
        Done,
        Picker,
    }

    #[test]
    fn a_key_runs_the_one_command_that_takes_it() {
        let list = vec![
            Command::new(keys::enter(), "begin", Does::Begin),
            Command::new(keys::rules(), "rules", Does::Rules).low(),
            Command::new(Keys::ch('q'), "quit", Does::Quit),
        ];
        assert_eq!(find(&list, &KeyEvent::from(KeyCode::F(1))), Some(Does::Rules));
        assert_eq!(find(&list, &KeyEvent::from(KeyCode::Enter)), Some(Does::Begin));
        assert_eq!(find(&list, &KeyEvent::from(KeyCode::Char('x'))), None);
        assert!(clashes(&list).is_empty());
        assert_eq!(hints(&list).len(), 3);
    }

    #[test]
    fn two_commands_on_one_key_are_a_clash() {
        let list = vec![
            Command::new(keys::enter().and(keys::esc()), "back", Does::Done),
            Command::new(keys::esc(), "picker", Does::Picker),
        ];
        assert_eq!(clashes(&list), vec!["Esc: back / picker".to_string()]);
    }
}
