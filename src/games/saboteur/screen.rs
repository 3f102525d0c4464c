//! The Saboteur table: the maze as a grid of card tiles (scrolling when it outgrows the screen), the
//! cards in front of every player, the viewer's hand as tiles, and the turn as a few modes: choose a
//! card, aim it at a square of the maze (legal squares highlighted, `f` turns the card), pick a target
//! from a menu, or mark cards to pass or discard. Round ends show every role and the payout. Drawn
//! from the viewer's view only.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::actions::{role_name, role_short};
use super::cards::{Act, Card};
use super::deck::{Team, deck};
use super::grid::{Aim, Grid, door_color};
use super::maze::{Pos, Segs};
use super::rules::{Action, Mode as Rules, Target, square};
use super::tiles::glyph;
use super::view::{Phase, SaboteurView};
use crate::engine::Event;
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
    flipped: bool,
    cursor: Pos,
    marked: Vec<usize>,
    menu: Menu,
    /// Round end: show the maze instead of the results.
    show_maze: bool,
    grid: Grid,
}

/// Short words for a card in a hand slot (three lines of at most 9 characters).
fn action_label(act: Act) -> [String; 3] {
    let words: Vec<String> = match act {
        Act::Broken(t) => vec!["Broken".into(), t.name().into()],
        Act::Repair(a, None) => vec!["Repair".into(), a.name().into()],
        Act::Repair(a, Some(b)) => vec!["Repair".into(), format!("{} or", a.name()), b.name().into()],
        Act::SwapHand => vec!["Swap".into(), "hands".into()],
        Act::SwapHats => vec!["Swap".into(), "hats".into()],
        Act::HandsOff => vec!["Hands".into(), "Off".into()],
        Act::FreeAtLast => vec!["Free at".into(), "Last".into()],
        Act::Inspection => vec!["Inspect".into(), "role".into()],
        other => vec![other.title()],
    };
    let mut out = [String::new(), String::new(), String::new()];
    let top = if words.len() >= 3 { 0 } else { 1 };
    for (i, w) in words.into_iter().enumerate().take(3) {
        out[(top + i).min(2)] = w;
    }
    out
}

/// A player's name.
fn name(names: &[String], s: usize) -> String {
    names.get(s).cloned().unwrap_or_else(|| format!("Seat {}", s + 1))
}

/// The sentence for one choice in a menu.
pub fn describe(view: &SaboteurView, names: &[String], a: &Action) -> String {
    let who = |s: &usize| {
        if Some(*s) == view.seat { "your own".to_string() } else { format!("{}'s", name(names, *s)) }
    };
    let whom = |s: &usize| if Some(*s) == view.seat { "yourself".to_string() } else { name(names, *s) };
    match a {
        Action::Place { card, at, flipped } => {
            let turned = if *flipped { " (turned)" } else { "" };
            format!("Place {}{turned} at {}", deck().path_cards[*card as usize].name, square(*at))
        }
        Action::Play { card, target } => match (card, target) {
            (Act::Broken(t), Target::Seat(s)) => format!("Break {} {}", who(s), t.name()),
            (Act::Repair(..), Target::Tool(s, t)) => format!("Repair {} {}", who(s), t.name()),
            (Act::Trapped, Target::Seat(s)) => format!("Trap {}", whom(s)),
            (Act::FreeAtLast, Target::Seat(s)) => format!("Free {}", whom(s)),
            (Act::HandsOff, Target::Seat(s)) => format!("Take away {} Theft", who(s)),
            (Act::SwapHand, Target::Seat(s)) => format!("Swap hands with {}", whom(s)),
            (Act::Inspection, Target::Seat(s)) => format!("Look at {} role", who(s)),
            (Act::SwapHats, Target::Seat(s)) => format!("Make {} swap hats (a new secret role)", whom(s)),
            (Act::Theft, _) => "Lay a Theft in front of yourself".into(),
            (Act::Rockfall, Target::Square(p)) => format!("Rockfall on {}", square(*p)),
            (Act::Map, Target::Square(p)) => format!("Look at the goal at {}", square(*p)),
            (c, _) => c.title(),
        },
        Action::Remove { discards, card } => {
            format!(
                "Discard {} and {} to remove your {}",
                discards[0].title(),
                discards[1].title(),
                card.title()
            )
        }
        Action::Pass { discards } => {
            let cards: Vec<String> = discards.iter().map(|c| c.title()).collect();
            format!("Pass, discarding {}", cards.join(", "))
        }
        Action::Steal(s) => format!("Steal 1 gold from {}", name(names, *s)),
        Action::Keep(v) => format!("Keep a nugget card worth {v}"),
        Action::Continue => "Continue".into(),
    }
}

/// Why the viewer cannot place path cards (the rules' own sentence), if they cannot.
fn blocked_reason(view: &SaboteurView) -> Option<String> {
    super::rules::blocked(&view.in_front[view.seat?])
}

impl SaboteurScreen {
    fn hand<'a>(&self, view: &'a SaboteurView) -> &'a [Card] {
        view.hand.as_deref().unwrap_or(&[])
    }

    fn selected(&self, view: &SaboteurView) -> Option<Card> {
        self.hand(view).get(self.sel).copied()
    }

    /// The squares the selected card may go to (or, for Rockfall and Map, may aim at).
    fn targets(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Pos> {
        let mut out: Vec<Pos> = match self.selected(view) {
            Some(Card::Path(c)) => legal
                .iter()
                .filter_map(|a| match a {
                    Action::Place { card, at, flipped } if *card == c && *flipped == self.flipped => {
                        Some(*at)
                    }
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
            (_, Some(Card::Action(act))) => legal
                .iter()
                .filter(|a| matches!(a, Action::Play { card, .. } if *card == act))
                .cloned()
                .collect(),
            _ => Vec::new(),
        }
    }

    fn marked_cards(&self, view: &SaboteurView) -> Vec<Card> {
        self.marked.iter().filter_map(|&i| self.hand(view).get(i).copied()).collect()
    }

    /// Every player: cards in hand, what lies in front of them, whether they have gold.
    fn players_line(view: &SaboteurView, names: &[String]) -> Line<'static> {
        let mut spans = Vec::new();
        for s in 0..view.players {
            if s > 0 {
                spans.push(Span::styled(" · ", theme::dim()));
            }
            let turn = view.phase == Phase::Turn && view.current == s;
            let style = if turn {
                theme::bold().add_modifier(ratatui::style::Modifier::UNDERLINED)
            } else {
                Style::default()
            };
            spans.push(Span::styled(format!("{}{}", if turn { "▸" } else { "" }, name(names, s)), style));
            spans.push(Span::styled(format!(" {}▮", view.hand_sizes[s]), theme::dim()));
            for a in &view.in_front[s] {
                let (text, color) = match a {
                    Act::Broken(t) => (format!(" ✕{}", t.name()), Color::LightRed),
                    Act::Trapped => (" trapped".to_string(), Color::LightRed),
                    Act::Theft => (" theft".to_string(), Color::Yellow),
                    other => (format!(" {}", other.title()), Color::Gray),
                };
                spans.push(Span::styled(text, theme::fg(color)));
            }
            if view.has_gold[s] {
                spans.push(Span::styled(" $", theme::fg(Color::Yellow)));
            }
            // Roles this viewer inspected (only they see these).
            if let Some((_, role)) = view.inspected.iter().find(|(q, _)| *q == s) {
                spans.push(Span::styled(format!(" [{}]", role_short(*role)), theme::fg(Color::LightMagenta)));
            }
        }
        Line::from(spans)
    }

    /// The viewer's hand as tiles, the selected one highlighted and marked ones ticked.
    fn hand_lines(&self, view: &SaboteurView) -> Vec<Line<'static>> {
        let hand = self.hand(view);
        let mut rows: [Vec<Span<'static>>; 3] =
            [vec![Span::raw("Hand ")], vec![Span::raw("     ")], vec![Span::raw("     ")]];
        if hand.is_empty() {
            rows[1].push(Span::styled("(no cards)", theme::dim()));
        }
        for (i, &c) in hand.iter().enumerate() {
            let marked = self.marked.contains(&i);
            let picked = i == self.sel
                && matches!(self.mode, Mode::Hand | Mode::Maze | Mode::Pass | Mode::Remove | Mode::Menu);
            let text: [String; 3] = match c {
                Card::Path(p) => {
                    let d = &deck().path_cards[p as usize];
                    let g = glyph(&Segs::of(d, i == self.sel && self.flipped));
                    let mark = |row: usize| match row {
                        0 if d.crystal => '◆',
                        0 if d.ladder => '≡',
                        0 => ' ',
                        _ => ' ',
                    };
                    let door = d.door.map_or(' ', |t| if t == Team::Green { 'G' } else { 'B' });
                    [format!("{}{}{door}", mark(0), g[0]), format!(" {} ", g[1]), format!(" {} ", g[2])]
                }
                Card::Action(a) => action_label(a).map(|w| format!("{w:^7}")),
            };
            for (r, row) in rows.iter_mut().enumerate() {
                let mut style = match c {
                    Card::Action(_) => theme::fg(Color::Cyan),
                    Card::Path(p) => deck().path_cards[p as usize]
                        .door
                        .map(|t| theme::fg(door_color(t)))
                        .unwrap_or_default(),
                };
                if picked {
                    style = style.patch(theme::selected());
                }
                if marked {
                    style = style.add_modifier(ratatui::style::Modifier::UNDERLINED);
                }
                let tick = if marked && r == 0 { "✓" } else { " " };
                row.push(Span::raw(tick.to_string()));
                row.push(Span::styled(text[r].clone(), style));
            }
        }
        rows.into_iter().map(Line::from).collect()
    }

    /// What the selected card is and does, or why the viewer cannot do something.
    fn card_line(&self, view: &SaboteurView) -> String {
        match self.selected(view) {
            Some(Card::Path(p)) => {
                let d = &deck().path_cards[p as usize];
                let mut s = d.name.clone();
                if self.flipped {
                    s.push_str(" (turned)");
                }
                if d.crystal {
                    s.push_str(" · crystal ◆ (Geologists' pay)");
                }
                if d.ladder {
                    s.push_str(" · ladder ≡ (connects to the start and other ladders)");
                }
                if let Some(t) = d.door {
                    s.push_str(if t == Team::Green {
                        " · green door: blocks blue's access"
                    } else {
                        " · blue door: blocks green's access"
                    });
                }
                match blocked_reason(view) {
                    Some(why) => format!("{s} — {why}"),
                    None => s,
                }
            }
            Some(Card::Action(a)) => format!("{} — {}", a.title(), a.text()),
            None => String::new(),
        }
    }

    fn report_lines(view: &SaboteurView, names: &[String]) -> Vec<Line<'static>> {
        let Some(r) = &view.report else { return Vec::new() };
        let why = Event::public(r.why.clone()).render(names);
        let mut lines =
            vec![Line::styled(format!("Round {} of 3 — results", r.round), theme::bold()), Line::raw(why)];
        let width = (0..view.players).map(|s| name(names, s).chars().count()).max().unwrap_or(4);
        for s in 0..view.players {
            let mut parts = vec![format!("{:<width$}  {:<22}", name(names, s), role_name(r.roles[s]))];
            if r.winners.contains(&s) {
                parts.push(format!("winner +{}", r.payouts[s]));
            } else if r.payouts[s] > 0 {
                parts.push(format!("+{}", r.payouts[s]));
            }
            if r.geologists[s] > 0 {
                parts.push(format!("crystals +{}", r.geologists[s]));
            }
            if r.trapped[s] {
                parts.push("trapped".into());
            }
            for (thief, victim) in &r.steals {
                if *thief == s {
                    parts.push(format!("stole 1 from {}", name(names, *victim)));
                }
            }
            for (seat, v) in &r.nuggets {
                if *seat == s {
                    parts.push(format!("nugget card {v}"));
                }
            }
            let style = if r.winners.contains(&s) { theme::bold() } else { Style::default() };
            lines.push(Line::styled(parts.join("  "), style));
        }
        if view.mode == Rules::Saboteur2 {
            lines.push(Line::styled(
                format!("Crystals in the maze: {} · Gold amounts stay secret until the end.", r.crystals),
                theme::dim(),
            ));
        }
        lines
    }

    fn prompt(&self, view: &SaboteurView, names: &[String], mine: bool) -> String {
        let you = |s: usize| Some(s) == view.seat;
        match &view.phase {
            Phase::Turn if mine => match self.mode {
                Mode::Hand => "Your turn: choose a card and press Enter (or x, p).".into(),
                Mode::Maze => match self.selected(view) {
                    Some(Card::Path(_)) => {
                        "Aim at a green dot (Tab jumps), f turns the card, Enter places it.".into()
                    }
                    _ => "Aim at a card of the maze (Tab jumps) and press Enter.".into(),
                },
                Mode::Menu => "Choose (↑↓) and press Enter · Esc back".into(),
                Mode::Pass => format!(
                    "Pass: mark {} to discard with Space, then Enter.",
                    if view.mode == Rules::Classic { "the card" } else { "1 to 3 cards" }
                ),
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
    fn choose_card(&mut self, view: &SaboteurView, legal: &[Action]) -> Intent<Action> {
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
                    return Intent::Say(format!("{} has no legal target now.", act.title()));
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
            t
        };
        widgets::title_line(f, Rect { height: 1, ..area }, &title);
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        let line = Self::players_line(view, names);
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
        let roomy = body.height >= 28;
        let bottom_h = if !menu.is_empty() {
            // The menu scrolls in a few rows under the maze (the selected line always shown).
            self.menu.height(&menu, body.width).min(if roomy { 8 } else { 5 }) + 1
        } else if view.hand.is_some() && view.phase == Phase::Turn {
            3 + u16::from(roomy)
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
        if results {
            f.render_widget(Paragraph::new(Self::report_lines(view, names)).wrap(Wrap { trim: false }), main);
        } else {
            let aim = (self.mode == Mode::Maze).then(|| Aim {
                cursor: self.cursor,
                squares: self.targets(view, legal).into_iter().collect(),
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
            let mut lines = self.hand_lines(view);
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
            self.prompt(view, names, mine)
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
                KeyCode::Char('f') if self.mode == Mode::Hand => self.flipped = !self.flipped,
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
                        return Intent::Act(Action::Pass { discards: Vec::new() });
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
                    Mode::Hand => return self.choose_card(view, legal),
                    Mode::Pass => {
                        let mut discards = self.marked_cards(view);
                        discards.sort();
                        let a = Action::Pass { discards };
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
                match key.code {
                    KeyCode::Left => self.cursor = (x - 1, y),
                    KeyCode::Right => self.cursor = (x + 1, y),
                    KeyCode::Up => self.cursor = (x, y - 1),
                    KeyCode::Down => self.cursor = (x, y + 1),
                    KeyCode::Tab | KeyCode::BackTab => {
                        let squares = self.targets(view, legal);
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
        let toggle = key.code == KeyCode::Char('m') && view.report.is_some();
        if toggle {
            self.show_maze = !self.show_maze;
        }
        toggle
    }

    fn hints(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Hint> {
        let mut h = Vec::new();
        if view.report.is_some() {
            h.push(hint("m", if self.show_maze { "results" } else { "maze" }));
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
                h.extend([hint("←→", "card"), hint("Enter", "play"), hint("f", "turn")]);
                if view.mode == Rules::Saboteur2 {
                    h.push(hint("x", "discard 2"));
                }
                h.push(hint("p", "pass"));
            }
            Mode::Maze => h.extend([
                hint("arrows", "move"),
                hint("Tab", "next legal"),
                hint("f", "turn"),
                hint("Enter", "here"),
                hint("Esc", "back"),
            ]),
            Mode::Menu => {
                h.extend(self.menu.hints("do it"));
                h.push(hint("Esc", "back"));
            }
            Mode::Pass | Mode::Remove => h.extend([
                hint("←→", "card"),
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
