//! What a table's commands do ([`Does`]); the commands themselves are the ui kit's
//! [`crate::ui::command::Command`]s, listed by each table for the bar, `?` and dispatch.

use crate::engine::Seat;
pub use crate::ui::command::{clashes, find, hints};

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
    /// The replay of the finished game.
    Replay,
    /// Ask the coach about this decision.
    Coach,
    /// The coach's box: another suggestion.
    CoachMove,
    /// The coach's box: play the suggestion under the cursor.
    CoachPlay,
    /// Close the coach's box.
    CoachClose,
    /// The final board instead of the standings, and back.
    Board,
    /// A stand-in bot plays for this seat's player, who left (hosted: the host hands over the seat
    /// everyone waits for; one laptop: at the seat's hand-off, or in a real-time game's pause).
    StandIn(Seat),
    /// One laptop: the player of this seat is back and takes it from its stand-in.
    Back(Seat),
    /// Hosted: a watching terminal goes back to the lobby.
    Lobby,
    /// Hosted lobby: this terminal's language.
    Language,
    /// Hosted lobby: the host starts the game (empty seats then wait).
    Start,
    /// Hosted lobby: watch the public table without a seat.
    Watch,
    /// Hosted lobby: the host says yes to a joiner asking for a seat kept for another name.
    Let,
    /// Hosted lobby: the host says no (to an ask), or stops moving a player.
    Refuse,
    /// Hosted lobby: the host moves the player of the selected seat (then chooses where).
    Move,
    /// Hosted: the host lets a new SSH key take this seat (its player's key changed).
    NewKey(Seat),
    /// A menu's own keys (moving, choosing).
    Menu,
    /// Typing in the save-name prompt.
    Name,
    /// The game screen's own key.
    Game,
}

/// A table's command.
pub type Command = crate::ui::command::Command<Does>;
