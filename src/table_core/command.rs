//! A table's commands as data: each names its keys, what the bar says of it, and what it does. The
//! hint bar, `?` and dispatch read one list, so a key runs the one command listed for it, and a key
//! no command takes is refused, saying so.

use crossterm::event::KeyEvent;

use crate::engine::Seat;
use crate::ui::keys::Keys;
use crate::ui::widgets::{Hint, hint};

/// What a table command does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Does {
    /// Start the announced game.
    Begin,
    /// The seat named on the hand-off screen takes the laptop.
    IAm(Seat),
    /// The private result on screen has been read.
    Seen,
    /// End a public pause (round results) for everyone.
    GoOn,
    Undo,
    /// Stop a real-time game's clock for everyone.
    Pause,
    /// Name a save.
    Save,
    Log,
    Rules,
    Quit,
    /// Leave for the picker (asked twice; the game is saved).
    Picker,
    /// Back to the picker from the final score.
    Done,
    Rematch,
    /// The final board instead of the standings, and back.
    Board,
    /// Hosted: the host hands the seat everyone waits for to a stand-in bot.
    StandIn(Seat),
    /// Hosted: a watching terminal goes back to the lobby.
    Lobby,
    /// Hosted lobby: this terminal's language.
    Language,
    /// Hosted lobby: the host starts the game (empty seats then wait).
    Start,
    /// Hosted lobby: watch the public table without a seat.
    Watch,
    /// A menu's own keys (moving, choosing).
    Menu,
    /// Typing in the save-name prompt.
    Name,
    /// The game screen's own key.
    Game,
}

/// One command: its hint (keys and words) and what it does.
#[derive(Debug, Clone)]
pub struct Command {
    pub hint: Hint,
    pub does: Does,
}

impl Command {
    pub fn new(keys: Keys, what: &str, does: Does) -> Command {
        Command { hint: hint(keys, what), does }
    }

    /// A hint drawn up elsewhere (a game screen's, a prompt's), doing `does`.
    pub fn from_hint(hint: Hint, does: Does) -> Command {
        Command { hint, does }
    }

    /// Dropped first when the bar has no room.
    pub fn low(mut self) -> Command {
        self.hint = self.hint.low();
        self
    }
}

/// The hints of `commands`, for the bar and `?`.
pub fn hints(commands: &[Command]) -> Vec<Hint> {
    commands.iter().map(|c| c.hint.clone()).collect()
}

/// What the one command that takes `key` does (`None`: no command takes it).
pub fn find(commands: &[Command], key: &KeyEvent) -> Option<Does> {
    debug_assert!(clashes(commands).is_empty(), "commands share a key: {:?}", clashes(commands));
    commands.iter().find(|c| c.hint.matches(key)).map(|c| c.does)
}

/// The keys two commands of `commands` share, as "key: first / second" (none, or lookup order
/// would decide what a key does).
pub fn clashes(commands: &[Command]) -> Vec<String> {
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
