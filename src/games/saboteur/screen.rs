//! The Saboteur table: the maze as a grid of card tiles (scrolling when it outgrows the screen), the
//! cards in front of every player, the viewer's hand as tiles, and the turn as a few modes: choose a
//! card, aim it at a square of the maze (legal squares highlighted, `f` turns the card), pick a target
//! from a menu, or mark cards to pass or discard. Round ends show every role and the payout. Drawn
//! from the viewer's view only.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use super::actions::role_short;
use super::cards::{Act, Card};
use super::deck::deck;
use super::grid::{self, Aim, Grid};
use super::hand::{self, name};
use super::maze::{Pos, Segs};
pub use super::menus::describe;
use super::menus::{others_first, refusal};
use super::results::report_lines;
use super::rules::{Action, Mode as Rules, Target};
use super::view::{Phase, SaboteurView};
use crate::ui::menu::{self, Menu, MenuItem, MenuKey};
use crate::ui::widgets::{self, Hint, hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};

impl GameUi for super::Saboteur {
    type Screen = SaboteurScreen;
    const HELP: &'static str = include_str!("../../../assets/help/saboteur.md");
    const NAME: &'static str = "Saboteur";
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Choosing a card from the hand.
    #[default]
    Hand,
    /// Aiming the selected card at a square of the maze.
    Maze,
    /// Choosing from a list (targets, thefts, nugget cards).
    Menu,
    /// Marking cards to pass with.
    Pass,
    /// Marking two cards to discard for removing a card in front of you.
    Remove,
}

#[derive(Debug, Default, Clone)]
pub struct SaboteurScreen {
    mode: Mode,
    sel: usize,
    pub(super) flipped: bool,
    pub(super) cursor: Pos,
    marked: Vec<usize>,
    menu: Menu,
    /// Round end: show the maze instead of the results.
    show_maze: bool,
    /// The first row of the round's results on screen, and whether they are longer than their room
    /// (12 players at 80×24): then they scroll.
    results_top: u16,
    results_scroll: bool,
    /// A menu was on screen at the last draw (its ↑↓ then are the menu's, not the results').
    menu_shown: bool,
    grid: Grid,
    /// The players' names at the last draw (refusals name players; keys come without them).
    names: Vec<String>,
}

/// Why the viewer cannot place path cards (the rules' own sentence), if they cannot.
fn blocked_reason(view: &SaboteurView) -> Option<String> {
    super::rules::blocked(&view.in_front[view.seat?])
}

impl SaboteurScreen {
    /// The round's results, scrolled when they are longer than `area`, with marks for what lies
    /// above or below.
    fn draw_results(&mut self, f: &mut Frame, area: Rect, view: &SaboteurView, names: &[String]) {
        let para = Paragraph::new(report_lines(view, names)).wrap(Wrap { trim: false });
        let total = para.line_count(area.width) as u16;
        let max = total.saturating_sub(area.height);
        self.results_scroll = max > 0;
        self.results_top = self.results_top.min(max);
        f.render_widget(para.scroll((self.results_top, 0)), area);
        let keys = if self.menu_shown { "[ ]" } else { "↑↓" };
        let mark = |text: String, y: u16| {
            let w = text.chars().count() as u16;
            let r = Rect { x: area.right().saturating_sub(w), y, width: w.min(area.width), height: 1 };
            (r, Paragraph::new(ratatui::text::Span::styled(text, theme::bold())))
        };
        if self.results_top > 0 {
            let (r, p) = mark(format!("▲ more ({keys})"), area.y);
            f.render_widget(p, r);
        }
        if self.results_top < max {
            let (r, p) = mark(format!("▼ more ({keys})"), area.bottom().saturating_sub(1));
            f.render_widget(p, r);
        }
    }

    fn hand<'a>(&self, view: &'a SaboteurView) -> &'a [Card] {
        view.hand.as_deref().unwrap_or(&[])
    }

    fn selected(&self, view: &SaboteurView) -> Option<Card> {
        self.hand(view).get(self.sel).copied()
    }

    /// The squares the selected card may go to as it is turned now (or, for Rockfall and Map, may
    /// aim at).
    fn targets(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Pos> {
        self.targets_turned(view, legal, self.flipped)
    }

    /// The squares the selected path card fits only when turned the other way (marked `f`).
    fn turned_only(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Pos> {
        if !matches!(self.selected(view), Some(Card::Path(_))) {
            return Vec::new();
        }
        let now = self.targets(view, legal);
        self.targets_turned(view, legal, !self.flipped).into_iter().filter(|p| !now.contains(p)).collect()
    }

    fn targets_turned(&self, view: &SaboteurView, legal: &[Action], turned: bool) -> Vec<Pos> {
        let mut out: Vec<Pos> = match self.selected(view) {
            Some(Card::Path(c)) => legal
                .iter()
                .filter_map(|a| match a {
                    Action::Place { card, at, flipped } if *card == c && *flipped == turned => Some(*at),
                    _ => None,
                })
                .collect(),
            Some(Card::Action(act)) => legal
                .iter()
                .filter_map(|a| match a {
                    Action::Play { card, target: Target::Square(p) } if *card == act => Some(*p),
                    _ => None,
                })
                .collect(),
            None => Vec::new(),
        };
        out.sort_by_key(|&(x, y)| (y, x));
        out
    }

    /// The choices listed in menu mode.
    fn menu_items(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Action> {
        if view.phase != Phase::Turn {
            return legal.to_vec();
        }
        match (self.mode, self.selected(view)) {
            (Mode::Remove, _) => {
                let mut pair = self.marked_cards(view);
                pair.sort();
                legal
                    .iter()
                    .filter(|a| matches!(a, Action::Remove { discards, .. } if pair.len() == 2 && discards[..] == pair[..]))
                    .cloned()
                    .collect()
            }
            (_, Some(Card::Action(act))) => others_first(
                view,
                legal
                    .iter()
                    .filter(|a| matches!(a, Action::Play { card, .. } if *card == act))
                    .cloned()
                    .collect(),
            ),
            _ => Vec::new(),
        }
    }

    fn marked_cards(&self, view: &SaboteurView) -> Vec<Card> {
        self.marked.iter().filter_map(|&i| self.hand(view).get(i).copied()).collect()
    }

    fn card_line(&self, view: &SaboteurView) -> String {
        hand::card_line(view, self.selected(view), self.flipped)
    }

    /// While aiming a path card: whether it fits at the cursor, in words (the grid marks it ✓/✗).
    fn aim_prompt(&self, view: &SaboteurView, legal: &[Action]) -> String {
        let Some(Card::Path(c)) = self.selected(view) else {
            return "Aim at a card of the maze (Tab jumps) and press Enter.".into();
        };
        let p = self.cursor;
        if self.targets(view, legal).contains(&p) {
            return "✓ Fits here: Enter places it · f turns it · Tab next square".into();
        }
        if self.turned_only(view, legal).contains(&p) {
            return "✗ Fits here only turned: press f, then Enter.".into();
        }
        let why = blocked_reason(view).unwrap_or_else(|| {
            match view.maze.check(&deck().path_cards[c as usize], self.flipped, p) {
                Err(e) => e.to_string(),
                Ok(()) => "That card cannot go there.".into(),
            }
        });
        format!("✗ Not here: {why} (· fits, f fits turned; Tab jumps)")
    }

    fn prompt(&self, view: &SaboteurView, legal: &[Action], names: &[String], mine: bool) -> String {
        let you = |s: usize| Some(s) == view.seat;
        match &view.phase {
            Phase::Turn if mine => match self.mode {
                Mode::Hand => "Your turn: choose a card and press Enter (or x, p).".into(),
                Mode::Maze => self.aim_prompt(view, legal),
                Mode::Menu => "Choose (↑↓) and press Enter · Esc back".into(),
                Mode::Pass if view.mode == Rules::Classic => {
                    "Pass: Enter discards the marked card (←→ and Space mark another).".into()
                }
                Mode::Pass => "Pass: mark 1 to 3 cards to discard with Space, then Enter.".into(),
                Mode::Remove => "Mark two cards to discard with Space, then Enter.".into(),
            },
            Phase::Turn => format!("{}'s turn.", name(names, view.current)),
            Phase::Theft { thief } if you(*thief) => "Your Theft: choose whom to steal 1 gold from.".into(),
            Phase::Theft { thief } => format!("{} is choosing whom to rob.", name(names, *thief)),
            Phase::Nuggets { picker, cards } if you(*picker) => {
                let cards: Vec<String> = cards.iter().flatten().map(|v| v.to_string()).collect();
                format!("Nugget cards left: {}. Keep one; the rest pass on.", cards.join(", "))
            }
            Phase::Nuggets { picker, .. } => format!("{} is choosing a nugget card.", name(names, *picker)),
            Phase::RoundOver { next } => {
                if view.round >= 3 {
                    "The last round is over: Enter shows the final score · m the maze".into()
                } else {
                    format!(
                        "Enter starts round {} ({} begins) · m the maze",
                        view.round + 1,
                        name(names, *next)
                    )
                }
            }
            Phase::Over => "The game is over.".into(),
        }
    }

    /// Enter on a card in hand mode: aim it, list its targets, or say why it cannot be played.
    fn choose_card(&mut self, view: &SaboteurView, legal: &[Action], names: &[String]) -> Intent<Action> {
        match self.selected(view) {
            Some(Card::Path(_)) => {
                if let Some(why) = blocked_reason(view) {
                    return Intent::Say(why);
                }
                let mut squares = self.targets(view, legal);
                if squares.is_empty() {
                    self.flipped = !self.flipped;
                    squares = self.targets(view, legal);
                }
                match squares.first() {
                    Some(&p) => {
                        self.mode = Mode::Maze;
                        self.cursor = p;
                        Intent::None
                    }
                    None => {
                        self.flipped = false;
                        Intent::Say("This card fits nowhere in the maze now, either way round. Play another card or pass (p).".into())
                    }
                }
            }
            Some(Card::Action(act)) => {
                let items = self.menu_items(view, legal);
                if items.is_empty() {
                    return Intent::Say(
                        refusal(view, names, act)
                            .unwrap_or_else(|| format!("{} has no legal target now.", act.title())),
                    );
                }
                if matches!(act, Act::Rockfall | Act::Map) {
                    self.mode = Mode::Maze;
                    self.cursor = self.targets(view, legal).first().copied().unwrap_or((0, 0));
                } else if items.len() == 1 && act == Act::Theft {
                    return Intent::Act(items[0].clone());
                } else {
                    self.mode = Mode::Menu;
                    self.menu = Menu::default();
                }
                Intent::None
            }
            None => Intent::Say("You hold no cards.".into()),
        }
    }

    /// Enter in maze mode: the action for the selected card at the cursor, or why it is refused.
    fn aim(&self, view: &SaboteurView, legal: &[Action]) -> Intent<Action> {
        let p = self.cursor;
        let action = match self.selected(view) {
            Some(Card::Path(c)) => Action::Place { card: c, at: p, flipped: self.flipped },
            Some(Card::Action(card)) => Action::Play { card, target: Target::Square(p) },
            None => return Intent::None,
        };
        if legal.contains(&action) {
            return Intent::Act(action);
        }
        Intent::Say(match self.selected(view) {
            Some(Card::Path(c)) => match blocked_reason(view) {
                Some(why) => why,
                None => match view.maze.check(&deck().path_cards[c as usize], self.flipped, p) {
                    Err(e) => e.to_string(),
                    Ok(()) => "That card cannot go there.".into(),
                },
            },
            Some(Card::Action(Act::Rockfall)) => {
                "Rockfall: choose a path card in the maze (not the start or a goal).".into()
            }
            Some(Card::Action(_)) => "Choose a face-down goal card ([ ? ]).".into(),
            None => String::new(),
        })
    }
}

impl GameScreen<super::Saboteur> for SaboteurScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &SaboteurView, legal: &[Action], ctx: &Ctx) {
        let names = ctx.names;
        let title = {
            let mode = if view.mode == Rules::Classic { "Saboteur" } else { "Saboteur 2" };
            let mut t =
                format!("{mode} · round {}/3 · deck {} · discard {}", view.round, view.deck, view.discard);
            if let Some(role) = view.role {
                let shown = if role == super::payout::Role::Saboteur { "SABOTEUR" } else { role_short(role) };
                t.push_str(&format!(" · you: {shown}"));
            }
            if let Some(g) = view.gold {
                t.push_str(&format!(" · gold {g}"));
            }
            // Leave room for "? rules" on the right: the discard count goes first.
            if t.chars().count() + 9 > area.width as usize {
                t = t.replace(&format!(" · discard {}", view.discard), "");
            }
            t
        };
        widgets::title_line(f, Rect { height: 1, ..area }, &title);
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        self.names = names.to_vec();
        let line = hand::players_line(view, names);
        // Wrapping breaks at spaces, so allow a little slack over the exact width.
        let players_h = ((line.width() as u16 + 8) / body.width.max(1) + 1).clamp(1, 3);
        let players = Paragraph::new(line).wrap(Wrap { trim: true });
        let mine = !legal.is_empty();
        let results = view.report.is_some() && !self.show_maze;
        let menu: Vec<MenuItem> = if mine && (self.mode == Mode::Menu || view.phase != Phase::Turn) {
            self.menu_items(view, legal).iter().map(|a| MenuItem::from(describe(view, names, a))).collect()
        } else {
            Vec::new()
        };
        // From about 120×40: a label under each hand card and the selected card's line.
        let roomy = body.height >= 24;
        let bottom_h = if !menu.is_empty() {
            // The menu scrolls in a few rows under the maze (the selected line always shown).
            self.menu.height(&menu, body.width).min(if roomy { 8 } else { 5 }) + 1
        } else if view.hand.is_some() && view.phase == Phase::Turn {
            3 + 2 * u16::from(roomy)
        } else {
            0
        };
        let [players_area, main, bottom, prompt] = Layout::vertical([
            Constraint::Length(players_h),
            Constraint::Min(3),
            Constraint::Length(bottom_h),
            Constraint::Length(1),
        ])
        .areas(body);
        f.render_widget(players, players_area);
        self.menu_shown = !menu.is_empty();
        if results {
            self.draw_results(f, main, view, names);
        } else {
            let aim = (self.mode == Mode::Maze).then(|| Aim {
                cursor: self.cursor,
                squares: self.targets(view, legal).into_iter().collect(),
                turned: self.turned_only(view, legal).into_iter().collect(),
                preview: match self.selected(view) {
                    Some(Card::Path(c)) => Some(Segs::of(&deck().path_cards[c as usize], self.flipped)),
                    _ => None,
                },
            });
            self.grid.draw(f, main, view, aim.as_ref());
        }
        if !menu.is_empty() {
            let [card, list] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(bottom);
            let what = menu::cut(&Line::raw(self.card_line(view)), card.width as usize);
            f.render_widget(Paragraph::new(what), card);
            self.menu.draw(f, list, &menu);
        } else if bottom_h > 0 {
            self.sel = self.sel.min(self.hand(view).len().saturating_sub(1));
            let mut lines = hand::hand_lines(self.hand(view), self.sel, self.flipped, &self.marked, roomy);
            if roomy {
                lines.push(Line::styled(self.card_line(view), theme::dim()));
            }
            f.render_widget(Paragraph::new(lines), bottom);
        }
        // Small screens: while choosing a card, the prompt line says what the card does (the keys
        // are in the hint bar).
        let ask = if !roomy && mine && self.mode == Mode::Hand && view.phase == Phase::Turn {
            self.card_line(view)
        } else {
            self.prompt(view, legal, names, mine)
        };
        f.render_widget(Paragraph::new(Line::styled(ask, theme::bold())), prompt);
    }

    fn key(&mut self, key: KeyEvent, view: &SaboteurView, legal: &[Action], _now_ms: u64) -> Intent<Action> {
        let n = self.hand(view).len();
        if view.phase != Phase::Turn {
            let items = legal.to_vec();
            if items.is_empty() {
                return Intent::None;
            }
            return match self.menu.key(key.code, items.len()) {
                MenuKey::Chosen(i) => Intent::Act(items[i].clone()),
                MenuKey::Moved | MenuKey::Ignored => Intent::None,
            };
        }
        match self.mode {
            Mode::Hand | Mode::Pass | Mode::Remove => match key.code {
                KeyCode::Left if n > 0 => {
                    self.sel = (self.sel + n - 1) % n;
                    self.flipped = false;
                }
                KeyCode::Right if n > 0 => {
                    self.sel = (self.sel + 1) % n;
                    self.flipped = false;
                }
                KeyCode::Char(d @ '1'..='9') if (d as usize - '1' as usize) < n => {
                    self.sel = d as usize - '1' as usize;
                    self.flipped = false;
                }
                KeyCode::Char('f')
                    if self.mode == Mode::Hand && matches!(self.selected(view), Some(Card::Path(_))) =>
                {
                    self.flipped = !self.flipped
                }
                // Classic passes with exactly one card: Space moves the mark to the chosen card.
                KeyCode::Char(' ') if self.mode == Mode::Pass && view.mode == Rules::Classic => {
                    self.marked = vec![self.sel];
                }
                KeyCode::Char(' ') if self.mode != Mode::Hand => {
                    if let Some(i) = self.marked.iter().position(|&m| m == self.sel) {
                        self.marked.remove(i);
                    } else {
                        let most = match (self.mode, view.mode) {
                            (Mode::Remove, _) => 2,
                            (_, Rules::Classic) => 1,
                            _ => 3,
                        };
                        if self.marked.len() >= most {
                            return Intent::Say(format!("You may mark at most {most}."));
                        }
                        self.marked.push(self.sel);
                    }
                }
                KeyCode::Char('p') if self.mode == Mode::Hand => {
                    if n == 0 {
                        return Intent::Act(Action::Pass { discards: Vec::new().into() });
                    }
                    self.mode = Mode::Pass;
                    self.marked = if view.mode == Rules::Classic { vec![self.sel] } else { Vec::new() };
                }
                KeyCode::Char('x') if self.mode == Mode::Hand => {
                    if view.mode == Rules::Classic {
                        return Intent::Say(
                            "Discarding two cards to remove one is a Saboteur 2 rule.".into(),
                        );
                    }
                    let me = view.seat.unwrap_or(0);
                    if view.in_front[me].is_empty() {
                        return Intent::Say("There is no card in front of you to remove.".into());
                    }
                    if n < 2 {
                        return Intent::Say("You need two cards to discard.".into());
                    }
                    self.mode = Mode::Remove;
                    self.marked.clear();
                }
                KeyCode::Esc if self.mode != Mode::Hand => {
                    self.mode = Mode::Hand;
                    self.marked.clear();
                }
                KeyCode::Enter => match self.mode {
                    Mode::Hand => return self.choose_card(view, legal, &self.names.clone()),
                    Mode::Pass => {
                        let mut discards = self.marked_cards(view);
                        discards.sort();
                        let a = Action::Pass { discards: discards.into() };
                        if legal.contains(&a) {
                            return Intent::Act(a);
                        }
                        return Intent::Say("Mark the cards to discard with Space first.".into());
                    }
                    _ => {
                        let items = self.menu_items(view, legal);
                        match items.len() {
                            0 => return Intent::Say("Mark exactly two cards with Space first.".into()),
                            1 => return Intent::Act(items[0].clone()),
                            _ => {
                                self.mode = Mode::Menu;
                                self.menu = Menu::default();
                            }
                        }
                    }
                },
                _ => {}
            },
            Mode::Maze => {
                let (x, y) = self.cursor;
                // The cursor stays on the drawn maze: its cards and one square around.
                let (x0, y0, x1, y1) = grid::bounds(&view.maze);
                match key.code {
                    KeyCode::Left => self.cursor = ((x - 1).max(x0), y),
                    KeyCode::Right => self.cursor = ((x + 1).min(x1), y),
                    KeyCode::Up => self.cursor = (x, (y - 1).max(y0)),
                    KeyCode::Down => self.cursor = (x, (y + 1).min(y1)),
                    KeyCode::Tab | KeyCode::BackTab => {
                        let mut squares = self.targets(view, legal);
                        if squares.is_empty() && !self.turned_only(view, legal).is_empty() {
                            // Nothing fits this way round: Tab turns the card to where it does.
                            self.flipped = !self.flipped;
                            squares = self.targets(view, legal);
                        }
                        if !squares.is_empty() {
                            let i = squares.iter().position(|&p| p == self.cursor);
                            let next = match (key.code, i) {
                                (KeyCode::BackTab, Some(i)) => (i + squares.len() - 1) % squares.len(),
                                (_, Some(i)) => (i + 1) % squares.len(),
                                (_, None) => 0,
                            };
                            self.cursor = squares[next];
                        }
                    }
                    KeyCode::Char('f') if matches!(self.selected(view), Some(Card::Path(_))) => {
                        self.flipped = !self.flipped
                    }
                    KeyCode::Enter => return self.aim(view, legal),
                    KeyCode::Esc => self.mode = Mode::Hand,
                    _ => {}
                }
            }
            Mode::Menu => {
                let items = self.menu_items(view, legal);
                match self.menu.key(key.code, items.len()) {
                    MenuKey::Chosen(i) => return Intent::Act(items[i].clone()),
                    MenuKey::Moved => {}
                    MenuKey::Ignored => {
                        if key.code == KeyCode::Esc {
                            self.mode = Mode::Hand;
                            self.marked.clear();
                        }
                    }
                }
            }
        }
        Intent::None
    }

    fn browse(&mut self, key: KeyEvent, view: &SaboteurView) -> bool {
        if key.code == KeyCode::Char('m') && view.report.is_some() {
            self.show_maze = !self.show_maze;
            return true;
        }
        if !self.results_scroll || self.show_maze || view.report.is_none() {
            return false;
        }
        let arrows = !self.menu_shown;
        match key.code {
            KeyCode::Char('[') => self.results_top = self.results_top.saturating_sub(1),
            KeyCode::Up if arrows => self.results_top = self.results_top.saturating_sub(1),
            KeyCode::Char(']') => self.results_top = self.results_top.saturating_add(1),
            KeyCode::Down if arrows => self.results_top = self.results_top.saturating_add(1),
            _ => return false,
        }
        true
    }

    fn hints(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Hint> {
        let mut h = Vec::new();
        if view.report.is_some() {
            h.push(hint("m", if self.show_maze { "results" } else { "maze" }));
            if self.results_scroll && !self.show_maze {
                h.push(hint(if self.menu_shown { "[ ]" } else { "↑↓" }, "scroll results"));
            }
        }
        if legal.is_empty() {
            return h;
        }
        if view.phase != Phase::Turn {
            h.extend(self.menu.hints("do it"));
            return h;
        }
        match self.mode {
            Mode::Hand => {
                h.extend([hint("←→", "card"), hint("Enter", "play")]);
                // Turning a path card helps only someone who may place it.
                if matches!(self.selected(view), Some(Card::Path(_))) && blocked_reason(view).is_none() {
                    h.push(hint("f", "turn"));
                }
                if view.mode == Rules::Saboteur2 {
                    h.push(hint("x", "discard 2"));
                }
                h.push(hint("p", "pass"));
                h.push(hint("1-9", "card").low());
            }
            Mode::Maze => {
                h.extend([hint("arrows", "move"), hint("Tab", "next square")]);
                if matches!(self.selected(view), Some(Card::Path(_))) {
                    h.push(hint("f", "turn"));
                }
                h.extend([hint("Enter", "here"), hint("Esc", "back")]);
            }
            Mode::Menu => {
                h.extend(self.menu.hints("do it"));
                h.push(hint("Esc", "back"));
            }
            Mode::Pass | Mode::Remove => h.extend([
                hint("←→", "card"),
                hint("1-9", "card").low(),
                hint("Space", "mark"),
                hint("Enter", "confirm"),
                hint("Esc", "back"),
            ]),
        }
        h
    }

    fn reset(&mut self) {
        // Keep the maze scrolled where it was.
        let grid = std::mem::take(&mut self.grid);
        *self = Self::default();
        self.grid = grid;
    }
}
