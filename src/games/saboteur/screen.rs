//! The Saboteur table: the maze as a grid of card tiles (scrolling when it outgrows the screen), the
//! cards in front of every player, the viewer's hand as tiles, and the turn as a few modes: choose a
//! card, aim it at a square of the maze (legal squares highlighted, `f` turns the card), pick a target
//! from a menu, or mark cards to pass or discard. Round ends show every role and the payout. Drawn
//! from the viewer's view only.

use crate::ui::text::{Columns, wrap_lines};
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use super::actions::role_short;
use super::cards::{Act, Card};
use super::deck::deck;
use super::grid::{self, Aim, Grid};
use super::hand;
use super::maze::{Pos, Segs};
pub use super::menus::describe;
use super::menus::{others_first, refusal};
use super::results::report_lines;
use super::rules::{Action, Mode as Rules, Target};
use super::view::{Phase, SaboteurView};
use crate::i18n::{Arg, tr, tr_named};
use crate::ui::command;
use crate::ui::menu::{self, Menu, MenuItem, MenuKey};
use crate::ui::widgets::{self, Hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};
use crate::{msg, t};

mod keys;

use keys::Cmd;

impl GameUi for super::Saboteur {
    type Screen = SaboteurScreen;
    const HELP: &'static str = include_str!("../../../assets/help/saboteur.md");
    const HELP_IT: Option<&'static str> = Some(include_str!("../../../assets/help/it/saboteur.md"));
    const NAME: &'static str = "Saboteur";

    fn describe(view: &super::view::SaboteurView, names: &[String], action: &super::rules::Action) -> String {
        super::menus::describe(view, names, action)
    }

    fn open_lines(s: &Self, names: &[String]) -> Vec<String> {
        use crate::ui::open_view;
        let card = |c: &super::cards::Card| crate::i18n::tr(&c.msg());
        // Where the gold lies first: what a replay with every hand open is looked at for.
        let mut out = Vec::new();
        for (p, tile) in s.maze.tiles() {
            if let super::maze::Tile::Goal { goal, revealed: false, .. } = tile {
                let gold = matches!(goal, super::maze::Goal::Gold);
                let id = if gold { "gold" } else { "stone" };
                out.push(t!("saboteur-open-goal", x = p.0, y = p.1, what = crate::i18n::Arg::Id(id)));
            }
        }
        out.extend((0..s.players.min(names.len())).map(|seat| {
            let role = crate::i18n::tr(&crate::msg!(
                "saboteur-role",
                role = crate::i18n::Arg::Id(super::actions::role_id(s.roles[seat]))
            ));
            let hand = open_view::list(s.hands[seat].iter().map(card));
            let what = t!("saboteur-open-seat", role = role, gold = s.gold[seat], hand = hand);
            open_view::seat(&names[seat], what)
        }));
        out.push(open_view::deck(&t!("open-deck-name"), &s.deck, card));
        if !s.removed.is_empty() {
            out.push(open_view::unseen(&s.removed, card));
        }
        out
    }
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
    super::rules::blocked(&view.in_front[view.seat?]).map(|m| tr(&m))
}

impl SaboteurScreen {
    /// The round's results, scrolled when they are longer than `area`, with marks for what lies
    /// above or below.
    fn draw_results(&mut self, f: &mut Frame, area: Rect, view: &SaboteurView, names: &[String]) {
        let rows = wrap_lines(&report_lines(view, names), area.width as usize, 2);
        let max = (rows.len() as u16).saturating_sub(area.height);
        self.results_scroll = max > 0;
        self.results_top = self.results_top.min(max);
        f.render_widget(Paragraph::new(rows).scroll((self.results_top, 0)), area);
        let keys = if self.menu_shown { "[ ]" } else { "↑↓" };
        let mark = |text: String, y: u16| {
            let w = text.columns() as u16;
            let r = Rect { x: area.right().saturating_sub(w), y, width: w.min(area.width), height: 1 };
            (r, Paragraph::new(ratatui::text::Span::styled(text, theme::bold())))
        };
        if self.results_top > 0 {
            let (r, p) = mark(t!("saboteur-results-more-above", keys = keys), area.y);
            f.render_widget(p, r);
        }
        if self.results_top < max {
            let (r, p) =
                mark(t!("saboteur-results-more-below", keys = keys), area.bottom().saturating_sub(1));
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
            return t!("saboteur-prompt-aim-card");
        };
        let p = self.cursor;
        if self.targets(view, legal).contains(&p) {
            return t!("saboteur-prompt-fits");
        }
        if self.turned_only(view, legal).contains(&p) {
            return t!("saboteur-prompt-fits-turned");
        }
        let why = blocked_reason(view).unwrap_or_else(|| {
            match view.maze.check(&deck().path_cards[c as usize], self.flipped, p) {
                Err(e) => tr(&e.msg()),
                Ok(()) => t!("saboteur-say-cannot-go"),
            }
        });
        t!("saboteur-prompt-not-here", why = why)
    }

    fn prompt(&self, view: &SaboteurView, legal: &[Action], names: &[String], mine: bool) -> String {
        let you = |s: usize| Some(s) == view.seat;
        let named = |m| tr_named(&m, names);
        match &view.phase {
            Phase::Turn if mine => match self.mode {
                // The other keys of the hand are named from its command list (Classic has no x).
                Mode::Hand => {
                    let others = self
                        .commands(view, legal)
                        .into_iter()
                        .filter(|c| matches!(c.does, Cmd::Remove | Cmd::Pass));
                    let keys: Vec<String> = others.map(|c| c.hint.key).collect();
                    t!("saboteur-prompt-hand", keys = keys.join(", "))
                }
                Mode::Maze => self.aim_prompt(view, legal),
                Mode::Menu => t!("saboteur-prompt-menu"),
                Mode::Pass if view.mode == Rules::Classic => t!("saboteur-prompt-pass-classic"),
                Mode::Pass => t!("saboteur-prompt-pass"),
                Mode::Remove => t!("saboteur-prompt-remove"),
            },
            Phase::Turn => named(msg!("saboteur-prompt-turn-of", who = Arg::Seat(view.current))),
            Phase::Theft { thief } if you(*thief) => t!("saboteur-prompt-your-theft"),
            Phase::Theft { thief } => named(msg!("saboteur-prompt-theft-of", who = Arg::Seat(*thief))),
            Phase::Nuggets { picker, cards } if you(*picker) => {
                let cards: Vec<String> = cards.iter().flatten().map(|v| v.to_string()).collect();
                t!("saboteur-prompt-your-nuggets", cards = cards.join(", "))
            }
            Phase::Nuggets { picker, .. } => {
                named(msg!("saboteur-prompt-nuggets-of", who = Arg::Seat(*picker)))
            }
            Phase::RoundOver { next } => {
                if view.round >= 3 {
                    t!("saboteur-prompt-last-round-over")
                } else {
                    named(msg!("saboteur-prompt-next-round", n = view.round + 1, who = Arg::Seat(*next)))
                }
            }
            Phase::Over => t!("saboteur-prompt-over"),
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
                        Intent::Say(t!("saboteur-say-fits-nowhere"))
                    }
                }
            }
            Some(Card::Action(act)) => {
                let items = self.menu_items(view, legal);
                if items.is_empty() {
                    return Intent::Say(refusal(view, names, act).unwrap_or_else(|| {
                        tr_named(&msg!("saboteur-why-no-target", card = act.msg()), names)
                    }));
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
            None => Intent::Say(t!("saboteur-say-no-cards")),
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
                    Err(e) => tr(&e.msg()),
                    Ok(()) => t!("saboteur-say-cannot-go"),
                },
            },
            Some(Card::Action(Act::Rockfall)) => t!("saboteur-say-rockfall-aim"),
            Some(Card::Action(_)) => t!("saboteur-say-map-aim"),
            None => String::new(),
        })
    }
}

impl GameScreen<super::Saboteur> for SaboteurScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &SaboteurView, legal: &[Action], ctx: &Ctx) {
        let names = ctx.names;
        let title = {
            let mode = if view.mode == Rules::Classic { "Saboteur" } else { "Saboteur 2" };
            let mut parts = vec![
                mode.to_string(),
                t!("saboteur-title-round", n = view.round),
                t!("saboteur-title-deck", n = view.deck),
                t!("saboteur-title-discard", n = view.discard),
            ];
            if let Some(role) = view.role {
                let shown = if role == super::payout::Role::Saboteur {
                    msg!("saboteur-role-shout")
                } else {
                    role_short(role)
                };
                parts.push(t!("saboteur-title-you", role = shown));
            }
            if let Some(g) = view.gold {
                parts.push(t!("saboteur-title-gold", n = g));
            }
            // Leave room for "? rules" on the right: the discard count goes first.
            if parts.join(" · ").columns() + 9 > area.width as usize {
                parts.remove(3);
            }
            parts.join(" · ")
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
        // Small screens: while choosing a card, the prompt line says whose turn it is and what the
        // card does (the keys are in the hint bar). A long prompt (a refusal's reason) wraps to a
        // second row.
        let ask = if !roomy && mine && self.mode == Mode::Hand && view.phase == Phase::Turn {
            t!("saboteur-your-turn-card", card = self.card_line(view))
        } else {
            self.prompt(view, legal, names, mine)
        };
        let ask = wrap_lines(&[Line::styled(ask, theme::bold())], body.width as usize, 2);
        let prompt_h = ask.len().clamp(1, 2) as u16;
        let [players_area, main, bottom, prompt] = Layout::vertical([
            Constraint::Length(players_h),
            Constraint::Min(3),
            Constraint::Length(bottom_h),
            Constraint::Length(prompt_h),
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
                card: match self.selected(view) {
                    Some(Card::Path(c)) => Some(c as usize),
                    _ => None,
                },
            });
            self.grid.draw(f, main, view, aim.as_ref());
        }
        if !menu.is_empty() {
            let [card, list] = Layout::vertical([Constraint::Length(1), Constraint::Min(0)]).areas(bottom);
            // The card the menu is for heads it; a Theft's or the Nugget cards' menu is for no
            // hand card (the prompt line says what it is).
            let head = if view.phase == Phase::Turn { self.card_line(view) } else { String::new() };
            let what = menu::cut(&Line::raw(head), card.width as usize);
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
        f.render_widget(Paragraph::new(ask), prompt);
    }

    fn key(&mut self, key: KeyEvent, view: &SaboteurView, legal: &[Action], _now_ms: u64) -> Intent<Action> {
        match command::find(&self.commands(view, legal), &key) {
            Some(Cmd::Menu) => return self.menu_key(key.code, view, legal),
            Some(Cmd::Card) => self.step_card(key.code, self.hand(view).len()),
            Some(Cmd::Number) => return self.number(key.code),
            Some(Cmd::Play) => return self.choose_card(view, legal, &self.names.clone()),
            Some(Cmd::Turn) => self.flipped = !self.flipped,
            Some(Cmd::Remove) => return self.start_remove(view),
            Some(Cmd::Pass) => return self.start_pass(view),
            Some(Cmd::Mark) => return self.mark(view),
            Some(Cmd::Confirm) => return self.confirm(view, legal),
            Some(Cmd::Cursor) => return self.move_cursor(key.code, view),
            Some(Cmd::NextSquare) => return self.next_square(view, legal),
            Some(Cmd::Here) => return self.aim(view, legal),
            Some(Cmd::Back) => {
                self.mode = Mode::Hand;
                self.marked.clear();
            }
            // `browse` takes these before a key reaches here.
            Some(Cmd::ShowMaze | Cmd::Scroll | Cmd::Pan) | None => {}
        }
        Intent::None
    }

    fn browse(&mut self, key: KeyEvent, view: &SaboteurView) -> bool {
        match command::find(&self.browse_commands(view), &key) {
            Some(Cmd::ShowMaze) => self.show_maze = !self.show_maze,
            Some(Cmd::Pan) => self.pan(key.code, view),
            Some(Cmd::Scroll) if matches!(key.code, KeyCode::Up | KeyCode::Char('[')) => {
                self.results_top = self.results_top.saturating_sub(1)
            }
            Some(Cmd::Scroll) => self.results_top = self.results_top.saturating_add(1),
            _ => return false,
        }
        true
    }

    fn hints(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Hint> {
        command::hints(&self.commands(view, legal))
    }

    fn reset(&mut self) {
        // Keep the maze scrolled where it was.
        let grid = std::mem::take(&mut self.grid);
        *self = Self::default();
        self.grid = grid;
    }
}
