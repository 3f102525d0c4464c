//! What a game supplies to the tables: its screen (drawing a view, keys, hints) and its name, help
//! and keys. The ui kit's contract with the games: the tables above draw a game only through it.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;

use super::widgets::Hint;
use crate::engine::{Game, Seat};

/// What a game's screen asks the table to do after a key.
pub enum Intent<A> {
    None,
    /// The viewer takes this action.
    Act(A),
    /// A seat named by its own keys takes this action (shared-keyboard games without a viewer).
    ActFor(Seat, A),
    /// Show a sentence on the message line (e.g. why a key does nothing now).
    Say(String),
    /// A seat's timed action that takes effect at its own time on the table's clock (a reveal
    /// shown to everyone a moment after the key, so its revealer cannot be first by construction).
    ActAt(Seat, A),
}

/// What the table shares with a game's screen while drawing.
pub struct Ctx<'a> {
    pub names: &'a [String],
    /// The seat whose view is on screen (`None`: the public table).
    pub viewer: Option<Seat>,
    /// The table's clock now, in ms (for countdowns).
    pub now_ms: u64,
    /// Which seats are bots (their keys do nothing).
    pub bots: &'a [bool],
    /// Every seat plays on a keyboard of its own (a hosted table): a real-time game shows one key
    /// set, the same for everyone, and only on the viewer's own row.
    pub own_keyboard: bool,
}

/// A game's screen: draws a view and turns keys into actions. It never sees the game state.
pub trait GameScreen<G: Game>: Default + Send {
    /// `legal` are the viewer's legal actions now (empty when it is not their decision).
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &G::View, legal: &[G::Action], ctx: &Ctx);
    /// `legal` are the viewer's legal actions now (empty when it is not their decision); `now_ms` is
    /// when the key was read, on the table's clock (real-time games put it into their actions).
    fn key(&mut self, key: KeyEvent, view: &G::View, legal: &[G::Action], now_ms: u64) -> Intent<G::Action>;
    /// The game keys that work now, for the hint bar.
    fn hints(&self, view: &G::View, legal: &[G::Action]) -> Vec<Hint>;
    /// A key that only changes what is shown (a details view, the maze instead of results), taken at
    /// any time, also when it is not the viewer's decision. Returns whether the key was used.
    fn browse(&mut self, _key: KeyEvent, _view: &G::View) -> bool {
        false
    }
    /// The final board for the score screen (`b`, where [`GameScreen::FINAL_BOARD`]), drawn from the
    /// public view of the finished game: by default the game's own screen.
    fn final_board(&mut self, f: &mut Frame, area: Rect, view: &G::View, ctx: &Ctx) {
        self.draw(f, area, view, &[], ctx);
    }
    /// Forget selections (after an action, undo, or a new viewer).
    fn reset(&mut self) {
        *self = Self::default();
    }
    /// Whether the score screen offers the final table under `b`: this screen drawn from the public
    /// view of the finished game (every player's final rows, board or map).
    const FINAL_BOARD: bool = false;
}

/// A game with a screen.
pub trait GameUi: Game {
    type Screen: GameScreen<Self>;
    /// The rules help text (from `assets/help/`).
    const HELP: &'static str;
    /// The rules help in Italian (`assets/help/it/`), once written.
    const HELP_IT: Option<&'static str> = None;
    /// The English name, as code and tests call the game; players see [`GameUi::name`].
    const NAME: &'static str;
    /// The game's name in the viewer's language (the `game-name` message, selected by id).
    fn name() -> crate::i18n::Msg {
        crate::ui::setup_spec::game_name(Self::ID)
    }
    /// Whether a seat's screen shows private information (then humans get hand-offs).
    const PRIVATE: bool = true;
    /// The keys for quit and save; games that give letters to seats move them off the letters.
    const QUIT: KeyCode = KeyCode::Char('q');
    const SAVE: KeyCode = KeyCode::Char('s');
    /// The key for the full log.
    const LOG: KeyCode = KeyCode::Char('l');
    /// How the start player is fixed by the rules, when it is ("black always starts"), in the
    /// current language.
    fn start_rule() -> Option<String> {
        None
    }
    /// Real-time games: the key that stops the table's clock for everyone. The clock also stops
    /// while help, the log or save naming is open, and a resumed game waits for Enter.
    const PAUSE: Option<KeyCode> = None;
    /// The options in force, for the announce screen ("Warpath · claim window 3 s").
    fn rules_in_force(_options: &Self::Options) -> Option<String> {
        None
    }
    /// On a terminal of its own (a hosted table) a seat presses the one key set its bar names:
    /// `key` as `seat`'s own key on the shared keyboard (Pow Wow: 1–5 become the seat's group).
    /// Other games take keys as they are.
    fn own_key(key: KeyEvent, _seat: Seat, _view: &Self::View) -> KeyEvent {
        key
    }
    /// A move in a sentence as its player reads it ("Lay B7"), for the coach's suggestions; by
    /// default its debug form (a game with a coach says it properly).
    fn describe(_view: &Self::View, _names: &[String], action: &Self::Action) -> String {
        format!("{action:?}")
    }
    /// What no seat's screen shows, for the replay of a finished game with every hand open: each
    /// seat's hand and secrets, the deck, cards set aside (one line each, in the current
    /// language; `names` are the players'). Only ever called on a finished game's replay.
    fn open_lines(_state: &Self, _names: &[String]) -> Vec<String> {
        Vec::new()
    }
    /// The rules help in the current language (English where no translation is written yet).
    fn help() -> &'static str {
        match crate::i18n::lang() {
            crate::i18n::Lang::It => Self::HELP_IT.unwrap_or(Self::HELP),
            crate::i18n::Lang::En => Self::HELP,
        }
    }
}
