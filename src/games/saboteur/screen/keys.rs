//! The Saboteur screen's keys: one list of commands for where the screen is, read by the hint bar
//! (and so by what the table lets through) and by dispatch, and what each command does.

use super::*;
use crate::ui::command::Command;
use crate::ui::keys::{self, Keys};

/// What a key does on the Saboteur screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Cmd {
    /// Round end: the maze instead of the results, or back.
    ShowMaze,
    /// Round end: the results up or down a row.
    Scroll,
    /// Shift-arrows: the maze's view a square further (the aim cursor goes along).
    Pan,
    /// A key of the menu on screen.
    Menu,
    /// ←→: the card before or after.
    Card,
    /// 1–9: the card of that number.
    Number,
    /// Hand: aim the card, list its targets, or say why it cannot be played.
    Play,
    Turn,
    /// Hand: mark two cards to discard for removing one in front of you.
    Remove,
    /// Hand: mark cards to pass with.
    Pass,
    Mark,
    /// Pass or discard the marked cards.
    Confirm,
    /// Maze: move the cursor.
    Cursor,
    NextSquare,
    /// Maze: the card goes at the cursor.
    Here,
    /// Back to choosing a card.
    Back,
}

impl SaboteurScreen {
    /// The keys that only change what is shown: `browse` takes them, also when it is not the
    /// viewer's decision.
    pub(super) fn browse_commands(&self, view: &SaboteurView) -> Vec<Command<Cmd>> {
        let mut c = Vec::new();
        let maze_shown = view.report.is_none() || self.show_maze;
        // Shift and an arrow towards what lies off screen (only those: each moves the view).
        let towards = [KeyCode::Left, KeyCode::Right, KeyCode::Up, KeyCode::Down];
        let pan: Vec<KeyCode> =
            towards.into_iter().zip(self.grid.off_screen).filter(|(_, o)| *o).map(|(k, _)| k).collect();
        if maze_shown && !pan.is_empty() {
            c.push(Command::new(Keys::of(&pan).shifted(), &t!("saboteur-hint-pan"), Cmd::Pan));
        }
        if view.report.is_none() {
            return c;
        }
        let what = if self.show_maze { t!("saboteur-hint-results") } else { t!("saboteur-hint-maze") };
        c.push(Command::new(Keys::ch('m'), &what, Cmd::ShowMaze));
        if self.results_scroll && !self.show_maze {
            // A menu on screen has ↑↓: the results scroll with [ ] then.
            let keys = if self.menu_shown { Keys::chars(['[', ']']) } else { keys::up_down() };
            c.push(Command::new(keys, &t!("saboteur-hint-scroll"), Cmd::Scroll));
        }
        c
    }

    /// The keys that work now, each listed only when it acts from where the screen is: the bar
    /// lists them and `key` runs them.
    pub(super) fn commands(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Command<Cmd>> {
        let mut c = self.browse_commands(view);
        if legal.is_empty() {
            return c;
        }
        if view.phase != Phase::Turn {
            c.extend(self.menu_commands(legal.len()));
            return c;
        }
        let n = self.hand(view).len();
        c.extend(match self.mode {
            Mode::Hand => self.hand_commands(view),
            Mode::Maze => self.maze_commands(view, legal),
            Mode::Menu => {
                let mut m = self.menu_commands(self.menu_items(view, legal).len());
                m.push(Command::new(keys::esc(), &t!("saboteur-hint-back"), Cmd::Back));
                m
            }
            Mode::Pass | Mode::Remove => {
                let mut m = choose_card(n);
                if n > 0 {
                    m.push(Command::new(keys::space(), &t!("saboteur-hint-mark"), Cmd::Mark));
                }
                m.extend([
                    Command::new(keys::enter(), &t!("saboteur-hint-confirm"), Cmd::Confirm),
                    Command::new(keys::esc(), &t!("saboteur-hint-back"), Cmd::Back),
                ]);
                m
            }
        });
        c
    }

    /// The menu's own keys, for a menu of `len` items.
    fn menu_commands(&self, len: usize) -> Vec<Command<Cmd>> {
        let hints = self.menu.hints(&t!("saboteur-hint-do-it"), len);
        hints.into_iter().map(|h| Command::from_hint(h, Cmd::Menu)).collect()
    }

    fn hand_commands(&self, view: &SaboteurView) -> Vec<Command<Cmd>> {
        let mut c = choose_card(self.hand(view).len());
        c.push(Command::new(keys::enter(), &t!("saboteur-hint-play"), Cmd::Play));
        // Turning a path card helps only someone who may place it.
        if matches!(self.selected(view), Some(Card::Path(_))) && blocked_reason(view).is_none() {
            c.push(Command::new(Keys::ch('f'), &t!("saboteur-hint-turn"), Cmd::Turn));
        }
        if view.mode == Rules::Saboteur2 {
            c.push(Command::new(Keys::ch('x'), &t!("saboteur-hint-discard-two"), Cmd::Remove));
        }
        c.push(Command::new(Keys::ch('p'), &t!("saboteur-hint-pass"), Cmd::Pass));
        c
    }

    fn maze_commands(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Command<Cmd>> {
        let mut c = vec![Command::new(keys::arrows(), &t!("saboteur-hint-move"), Cmd::Cursor)];
        // Tab goes to the next square the card fits: listed while there is another one.
        let squares = self.targets(view, legal);
        let elsewhere = squares.iter().any(|&p| p != self.cursor);
        if elsewhere || squares.is_empty() && !self.turned_only(view, legal).is_empty() {
            c.push(Command::new(keys::tab(), &t!("saboteur-hint-next-square"), Cmd::NextSquare));
        }
        if matches!(self.selected(view), Some(Card::Path(_))) {
            c.push(Command::new(Keys::ch('f'), &t!("saboteur-hint-turn"), Cmd::Turn));
        }
        c.extend([
            Command::new(keys::enter(), &t!("saboteur-hint-here"), Cmd::Here),
            Command::new(keys::esc(), &t!("saboteur-hint-back"), Cmd::Back),
        ]);
        c
    }

    /// A menu key: Enter takes the selected item (the round end's choices, or the chosen card's
    /// targets).
    pub(super) fn menu_key(
        &mut self,
        code: KeyCode,
        view: &SaboteurView,
        legal: &[Action],
    ) -> Intent<Action> {
        let items = self.menu_items(view, legal);
        match self.menu.key(code, items.len()) {
            MenuKey::Chosen(i) => Intent::Act(items[i].clone()),
            MenuKey::Moved | MenuKey::Ignored => Intent::None,
        }
    }

    /// ←→ among `n` cards, wrapping round; a new card starts unturned.
    pub(super) fn step_card(&mut self, code: KeyCode, n: usize) {
        self.sel = if code == KeyCode::Left { (self.sel + n - 1) % n } else { (self.sel + 1) % n };
        self.flipped = false;
    }

    /// A card's number chooses it; saying so when it is chosen already, so the key is not silent.
    pub(super) fn number(&mut self, code: KeyCode) -> Intent<Action> {
        let KeyCode::Char(d) = code else { return Intent::None };
        let Some(i) = d.to_digit(10).and_then(|d| (d as usize).checked_sub(1)) else { return Intent::None };
        if self.sel == i {
            return Intent::Say(t!("saboteur-say-card-chosen", n = i + 1));
        }
        self.sel = i;
        self.flipped = false;
        Intent::None
    }

    /// `p`: with no cards the pass is immediate, else mark the cards to pass with (Classic's one
    /// card starts marked).
    pub(super) fn start_pass(&mut self, view: &SaboteurView) -> Intent<Action> {
        if self.hand(view).is_empty() {
            return Intent::Act(Action::Pass { discards: Vec::new().into() });
        }
        self.mode = Mode::Pass;
        self.marked = if view.mode == Rules::Classic { vec![self.sel] } else { Vec::new() };
        Intent::None
    }

    /// `x`: mark two cards to discard, or say why there is nothing to remove with them.
    pub(super) fn start_remove(&mut self, view: &SaboteurView) -> Intent<Action> {
        if view.mode == Rules::Classic {
            return Intent::Say(t!("saboteur-err-remove-classic"));
        }
        let me = view.seat.unwrap_or(0);
        if view.in_front[me].is_empty() {
            return Intent::Say(t!("saboteur-say-nothing-in-front"));
        }
        if self.hand(view).len() < 2 {
            return Intent::Say(t!("saboteur-say-two-cards"));
        }
        self.mode = Mode::Remove;
        self.marked.clear();
        Intent::None
    }

    /// Space marks or unmarks the chosen card, up to what the rules allow.
    pub(super) fn mark(&mut self, view: &SaboteurView) -> Intent<Action> {
        // Classic passes with exactly one card: Space moves the mark to the chosen card.
        if self.mode == Mode::Pass && view.mode == Rules::Classic {
            if self.marked == [self.sel] {
                return Intent::Say(t!("saboteur-say-marked"));
            }
            self.marked = vec![self.sel];
            return Intent::None;
        }
        if let Some(i) = self.marked.iter().position(|&m| m == self.sel) {
            self.marked.remove(i);
            return Intent::None;
        }
        let most = match (self.mode, view.mode) {
            (Mode::Remove, _) => 2,
            (_, Rules::Classic) => 1,
            _ => 3,
        };
        if self.marked.len() >= most {
            return Intent::Say(t!("saboteur-say-mark-most", n = most));
        }
        self.marked.push(self.sel);
        Intent::None
    }

    /// Enter with cards marked: pass with them, or discard them for the one card they can remove
    /// (a menu when there is a choice).
    pub(super) fn confirm(&mut self, view: &SaboteurView, legal: &[Action]) -> Intent<Action> {
        if self.mode == Mode::Pass {
            let mut discards = self.marked_cards(view);
            discards.sort();
            let a = Action::Pass { discards: discards.into() };
            if legal.contains(&a) {
                return Intent::Act(a);
            }
            return Intent::Say(t!("saboteur-say-mark-first"));
        }
        let items = self.menu_items(view, legal);
        match items.len() {
            0 => return Intent::Say(t!("saboteur-say-mark-two")),
            1 => return Intent::Act(items[0].clone()),
            _ => {
                self.mode = Mode::Menu;
                self.menu = Menu::default();
            }
        }
        Intent::None
    }

    /// An arrow moves the cursor, which stays on the drawn maze: its cards and one square around.
    pub(super) fn move_cursor(&mut self, code: KeyCode, view: &SaboteurView) -> Intent<Action> {
        let (x, y) = self.cursor;
        let (x0, y0, x1, y1) = grid::bounds(&view.maze);
        let moved = match code {
            KeyCode::Left => ((x - 1).max(x0), y),
            KeyCode::Right => ((x + 1).min(x1), y),
            KeyCode::Up => (x, (y - 1).max(y0)),
            KeyCode::Down => (x, (y + 1).min(y1)),
            _ => self.cursor,
        };
        if moved == self.cursor {
            return Intent::Say(t!("saboteur-say-maze-edge"));
        }
        self.cursor = moved;
        Intent::None
    }

    /// Shift-arrows: the view a square further; while aiming the cursor goes along, so it stays
    /// where it was on screen.
    pub(super) fn pan(&mut self, code: KeyCode, view: &SaboteurView) {
        let d = match code {
            KeyCode::Left => (-1, 0),
            KeyCode::Right => (1, 0),
            KeyCode::Up => (0, -1),
            KeyCode::Down => (0, 1),
            _ => return,
        };
        if self.grid.pan(d, view.round) && self.mode == Mode::Maze {
            let (x0, y0, x1, y1) = grid::bounds(&view.maze);
            self.cursor = ((self.cursor.0 + d.0).clamp(x0, x1), (self.cursor.1 + d.1).clamp(y0, y1));
        }
    }

    /// Tab: the next square the card fits, turning it first when it fits only the other way.
    pub(super) fn next_square(&mut self, view: &SaboteurView, legal: &[Action]) -> Intent<Action> {
        let mut squares = self.targets(view, legal);
        if squares.is_empty() && !self.turned_only(view, legal).is_empty() {
            self.flipped = !self.flipped;
            squares = self.targets(view, legal);
        }
        if squares.is_empty() {
            return Intent::Say(t!("saboteur-say-fits-nowhere"));
        }
        let i = squares.iter().position(|&p| p == self.cursor);
        self.cursor = squares[i.map_or(0, |i| (i + 1) % squares.len())];
        Intent::None
    }
}

/// The keys that choose among `n` cards: ←→ and the card's number, only when there is a choice.
fn choose_card(n: usize) -> Vec<Command<Cmd>> {
    if n < 2 {
        return Vec::new();
    }
    let digits = Keys::range('1', char::from(b'0' + n.min(9) as u8));
    vec![
        Command::new(keys::left_right(), &t!("saboteur-hint-card"), Cmd::Card),
        Command::new(digits, &t!("saboteur-hint-card"), Cmd::Number).low(),
    ]
}
