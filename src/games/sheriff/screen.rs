//! The Sheriff of Nottingham table: the Sheriff track, tasks, every player's counts, the discard
//! pile, the viewer's own hand with item values, and the decision at hand — a menu of its legal
//! choices, or cards marked in the hand for a Buy or Trade offer or a discard. From 120 columns the players, tasks
//! and discard pile move to a second column. Drawn from the viewer's view only.

use crate::ui::keys::{self, Keys};
use crate::ui::text::Columns;
use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::data::data;
use super::marking::{Mark, Marking, marking};
use super::rules::Action;
use super::table_lines::{
    discard_lines, flow, offers, offers_lines, pieces, piles_lines, players_lines, tasks_lines, track_line,
};
use super::text::{ambush_text, grouped_parts, prompt, short_task, title, valued};
use super::view::{Phase, SheriffView};
use crate::t;
use crate::ui::command::{self, Command};
use crate::ui::menu::{self, Menu, MenuItem, MenuKey};
use crate::ui::widgets::{self, Hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};

pub use super::text::describe;

/// The fewest rows the decision list gets when the table above it is tall (it scrolls in them).
const MENU_MIN_ROWS: u16 = 4;
/// From this width the players, tasks and discard pile get a column of their own.
pub const TWO_COLUMNS: u16 = 120;

impl GameUi for super::Sheriff {
    type Screen = SheriffScreen;
    const HELP: &'static str = include_str!("../../../assets/help/sheriff.md");
    const HELP_IT: Option<&'static str> = Some(include_str!("../../../assets/help/it/sheriff.md"));
    const NAME: &'static str = "Sheriff";

    fn describe(view: &super::view::SheriffView, names: &[String], action: &super::rules::Action) -> String {
        super::text::describe(view, names, action)
    }

    fn open_lines(s: &Self, names: &[String]) -> Vec<String> {
        use crate::ui::open_view;
        let item = |i: &usize| crate::i18n::tr(&super::words::item(*i));
        let ambush = |a: &super::scoring::Ambush| crate::i18n::tr(&super::words::ambush_short(*a));
        let mut out = Vec::new();
        for (seat, name) in names.iter().enumerate().take(s.hands.len()) {
            let mut what = open_view::list(s.hands[seat].iter().map(item));
            if !s.ambushes[seat].is_empty() {
                let face_down = open_view::list(s.ambushes[seat].iter().map(ambush));
                what += &format!(" · {}", t!("sheriff-open-ambushes", cards = face_down));
            }
            if let super::rules::Stage::BuyOffers { offers, .. } = &s.stage
                && let Some(Some(offer)) = offers.get(seat)
            {
                what += &format!(" · {}", t!("sheriff-open-offer", card = item(offer)));
            }
            out.push(open_view::seat(name, what));
        }
        out.push(open_view::deck(&t!("open-deck-name"), &s.deck, item));
        out.push(open_view::deck(&t!("sheriff-open-ambush-deck"), &s.ambush_deck, ambush));
        out
    }
}

#[derive(Debug, Default, Clone)]
pub struct SheriffScreen {
    menu: Menu,
    marking: Marking,
    /// The table details box (`d`) is open.
    details: bool,
    /// The last draw left out public lines for lack of rows: `d` shows them in a box.
    dropped: bool,
    /// The menu of this decision has its starting selection (see [`SheriffScreen::place`]).
    placed: bool,
}

/// Lines of the table in screen order, each block with a priority: when rows are short, the
/// highest number goes first (0 never).
type Block = (u8, Vec<Line<'static>>);

/// Keeps the blocks that fit `rows` (wrapped at `width`), dropping the least important first.
/// Returns the lines and whether a block was left out.
fn fit(blocks: Vec<Block>, rows: usize, width: usize) -> (Vec<Line<'static>>, bool) {
    let mut wrapped: Vec<(u8, Vec<Line<'static>>)> = blocks
        .into_iter()
        .map(|(p, lines)| (p, lines.iter().flat_map(|l| menu::wrap_line(l, width)).collect()))
        .filter(|(_, l): &(u8, Vec<Line>)| !l.is_empty())
        .collect();
    let mut dropped = false;
    while wrapped.iter().map(|b| b.1.len()).sum::<usize>() > rows {
        let Some(i) = (0..wrapped.len()).filter(|&i| wrapped[i].0 > 0).max_by_key(|&i| (wrapped[i].0, i))
        else {
            break;
        };
        wrapped.remove(i);
        dropped = true;
    }
    (wrapped.into_iter().flat_map(|b| b.1).collect(), dropped)
}

impl SheriffScreen {
    /// A new decision's menu starts on its first choice, but the scoring menu, when something can
    /// score, on the first scoring: ending the turn without scoring is listed first, not suggested.
    fn place(&mut self, view: &SheriffView, legal: &[Action]) {
        if self.placed || legal.is_empty() {
            return;
        }
        self.placed = true;
        if view.phase == Phase::Score && legal.len() > 1 && legal[0] == Action::EndTurn {
            self.menu.select(1);
        }
    }

    /// The viewer's own cards and what only it knows: hand with values, ambush cards, its secret
    /// offer, the ambush cards it drew, and a hand an action shows it.
    fn own_blocks(view: &SheriffView, names: &[String], marking: bool, width: usize) -> Vec<Block> {
        let mut v = Vec::new();
        if let Some(hand) = view.hand.as_deref()
            && !marking
        {
            let mut items = pieces(
                " · ",
                if hand.is_empty() { vec![t!("sheriff-no-cards")] } else { grouped_parts(hand) },
            );
            items.push((
                "   ",
                vec![Span::styled(t!("sheriff-score-now", n = view.score_now()), theme::bold())],
            ));
            v.push((
                0,
                flow(vec![Span::styled(format!("{}   ", t!("sheriff-hand")), theme::bold())], items, width),
            ));
        }
        let mut own = Vec::new();
        if !view.own_ambushes.is_empty() {
            let a = view.own_ambushes.iter().map(|&a| ambush_text(a, names));
            own.extend(flow(
                vec![Span::raw(format!("{} ", t!("sheriff-your-ambushes")))],
                pieces(" · ", a),
                width,
            ));
        }
        if let Some(o) = view.own_offer {
            own.push(Line::raw(t!("sheriff-your-offer", card = valued(o))));
        }
        if let Some(choice) = view.ambush_choice {
            let a = choice.iter().map(|&a| ambush_text(a, names));
            own.extend(flow(
                vec![Span::raw(format!("{} ", t!("sheriff-you-drew")))],
                pieces(" · ", a),
                width,
            ));
        }
        if let Some((s, cards)) = &view.shown_hand {
            let label = vec![Span::raw(format!("{} ", t!("sheriff-their-hand", who = names[*s].clone())))];
            let parts = if cards.is_empty() { vec![t!("sheriff-no-cards")] } else { grouped_parts(cards) };
            own.extend(flow(label, pieces(" · ", parts), width));
        }
        v.push((1, own));
        v
    }

    /// The public table for the one-column layout.
    fn table_blocks(view: &SheriffView, names: &[String], short: bool, width: usize) -> Vec<Block> {
        // Two players to a row on short terminals (two cells fill 80 columns).
        let per_row = if short && view.players > 2 { 2 } else { 1 };
        vec![
            (2, vec![track_line(view)]),
            (5, tasks_lines(view, names, width)),
            (3, players_lines(view, names, per_row, width)),
            (4, discard_lines(view, width)),
            (4, offers_lines(view, names, width)),
        ]
    }

    /// The second column from 120 columns: players, tasks, discard pile and offers.
    fn draw_side(f: &mut Frame, area: Rect, view: &SheriffView, names: &[String]) {
        let width = area.width as usize;
        let players = players_lines(view, names, 1, width);
        let players_h = (players.len() as u16).min(area.height);
        f.render_widget(Paragraph::new(players), Rect { height: players_h, ..area });

        let mut lines = vec![Line::raw(""), Line::styled(t!("sheriff-side-tasks"), theme::bold())];
        // The short labels padded to the longest (Italian ones are longer).
        let short_w = data().tasks.iter().map(|t| short_task(t).columns()).max().unwrap_or(8).max(8);
        for (t, done) in data().tasks.iter().zip(&view.tasks) {
            // Each task on its own row; names wrap whole under the first name.
            let label =
                vec![Span::raw(format!("  {:<short_w$} {:>2}/{:<2}  ", short_task(t), t.first, t.shared))];
            let by: Vec<(&'static str, Vec<Span<'static>>)> = match done.len() {
                0 => pieces("", [t!("sheriff-task-open")]),
                1 => pieces("", [names[done[0]].clone()]),
                _ => {
                    let mut p = pieces(", ", [names[done[0]].clone(), names[done[1]].clone()]);
                    p.push((" · ", vec![Span::raw(t!("sheriff-task-closed"))]));
                    p
                }
            };
            lines.extend(flow(label, by, width));
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled(t!("sheriff-side-discard", n = view.discard.len()), theme::bold()));
        if view.discard.is_empty() {
            lines.push(Line::raw(format!("  {}", t!("sheriff-empty"))));
        }
        for i in 0..data().items.len() {
            let n = view.discard.iter().filter(|&&c| c == i).count();
            if n > 0 {
                lines.push(Line::raw(format!("  {:<21} ×{n}", valued(i))));
            }
        }
        if let Some(offers) = offers(view, names) {
            lines.push(Line::raw(""));
            lines.push(Line::styled(t!("sheriff-offers"), theme::bold()));
            for o in offers {
                // "Name: card, card": the cards wrap whole under the first one.
                let (who, what) = o.split_once(": ").unwrap_or(("", o.as_str()));
                let cards = what.split(", ").map(String::from);
                lines.extend(flow(vec![Span::raw(format!("  {who}: "))], pieces(", ", cards), width));
            }
        }
        let lines: Vec<Line> = lines.iter().flat_map(|l| menu::wrap_line(l, width)).collect();
        let rest = Rect { y: area.y + players_h, height: area.height - players_h, ..area };
        f.render_widget(Paragraph::new(lines), rest);
    }

    /// The box `d` opens on small terminals: every public line the table had no room for.
    fn draw_details(f: &mut Frame, area: Rect, view: &SheriffView, names: &[String]) {
        // The popup's text width (its box is at most 72 wide, borders inside).
        let width = (area.width.saturating_sub(4).min(72) as usize).saturating_sub(2);
        let mut lines = vec![track_line(view)];
        lines.extend(tasks_lines(view, names, width));
        lines.extend(players_lines(view, names, 1, width));
        lines.extend(discard_lines(view, width));
        lines.extend(offers_lines(view, names, width));
        widgets::popup(f, area, &format!(" {} ", t!("sheriff-the-table")), lines);
    }
}

impl GameScreen<super::Sheriff> for SheriffScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &SheriffView, legal: &[Action], ctx: &Ctx) {
        let names = ctx.names;
        // One laptop asks secret offers one player at a time: only that one is shown deciding.
        let serial;
        let view = if ctx.own_keyboard {
            view
        } else {
            serial = view.one_at_a_time();
            &serial
        };
        widgets::title_line(f, Rect { height: 1, ..area }, &title(view, names));
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        let wide = body.width >= TWO_COLUMNS;
        let (main, side) = if wide {
            // The main column keeps the 80 columns of the one-column layout; the side takes the rest.
            let side_w = body.width.saturating_sub(82).clamp(38, 60);
            let main = Rect { width: body.width - side_w - 2, ..body };
            (main, Some(Rect { x: body.x + body.width - side_w, width: side_w, ..body }))
        } else {
            (body, None)
        };
        if let Some(side) = side {
            Self::draw_side(f, side, view, names);
        }
        let width = main.width as usize;
        let offer = marking(view, legal);
        self.place(view, legal);

        // The decision: a marked offer in the hand, or the menu of legal choices.
        let items: Vec<MenuItem> = match offer {
            Some(_) => Vec::new(),
            None => legal.iter().map(|a| MenuItem::from(describe(view, names, a))).collect(),
        };
        let decision: Vec<Line> = match offer {
            Some(kind) => {
                let mut d = self.marking.hand_lines(view, kind, width);
                d.extend(menu::wrap_line(&self.marking.status_line(view, legal, kind), width));
                d
            }
            None => Vec::new(),
        };
        // While someone else (a bot) decides, the table's message line says who: no second line here.
        let ask = menu::wrap_line(&Line::styled(prompt(view, names), theme::bold()), width);

        let mut blocks = Vec::new();
        match side {
            // A blank line under the track while there is room.
            Some(_) => blocks.extend([(2, vec![track_line(view)]), (6, vec![Line::raw("")])]),
            None => blocks.extend(Self::table_blocks(view, names, body.height < 22, width)),
        }
        blocks.extend(Self::own_blocks(view, names, offer.is_some(), width));
        let need =
            self.menu.height(&items, main.width).min(MENU_MIN_ROWS) as usize + decision.len() + ask.len();
        let (head, dropped) = fit(blocks, (main.height as usize).saturating_sub(need), width);
        self.dropped = dropped;

        let (top, menu_area) =
            self.menu.split(main, &items, (head.len() + ask.len() + decision.len()) as u16, MENU_MIN_ROWS);
        let ask_h = (ask.len() as u16).min(top.height);
        let dec_h = (decision.len() as u16).min(top.height - ask_h);
        let head_area = Rect { height: top.height - ask_h - dec_h, ..top };
        let ask_area = Rect { y: head_area.y + head_area.height, height: ask_h, ..top };
        let dec_area = Rect { y: ask_area.y + ask_h, height: dec_h, ..top };
        f.render_widget(Paragraph::new(head), head_area);
        f.render_widget(Paragraph::new(ask), ask_area);
        f.render_widget(Paragraph::new(decision), dec_area);
        self.menu.draw(f, menu_area, &items);
        if self.details {
            Self::draw_details(f, body, view, names);
        }
    }

    fn key(&mut self, key: KeyEvent, view: &SheriffView, legal: &[Action], _now_ms: u64) -> Intent<Action> {
        self.place(view, legal);
        match command::find(&self.commands(view, legal), &key) {
            Some(Cmd::Marking(mark)) => match marking(view, legal) {
                Some(kind) => self.marking.run(mark, key.code, view, legal, kind),
                None => Intent::None,
            },
            Some(Cmd::Menu) => match self.menu.key(key.code, legal.len()) {
                MenuKey::Chosen(i) => Intent::Act(legal[i].clone()),
                MenuKey::Moved | MenuKey::Ignored => Intent::None,
            },
            Some(Cmd::Table) | None => Intent::None,
        }
    }

    /// `d` opens and closes the table details when the last draw had no room for all of it.
    fn browse(&mut self, key: KeyEvent, _view: &SheriffView) -> bool {
        let toggle = command::find(&self.view_commands(), &key) == Some(Cmd::Table);
        if toggle {
            self.details = !self.details;
        }
        toggle
    }

    fn hints(&self, view: &SheriffView, legal: &[Action]) -> Vec<Hint> {
        command::hints(&self.commands(view, legal))
    }

    /// Behind `b` on the score screen: what each player won, then the tasks, the players' table
    /// and the track.
    const FINAL_BOARD: bool = true;

    fn final_board(&mut self, f: &mut Frame, area: Rect, view: &SheriffView, ctx: &Ctx) {
        let names = ctx.names;
        widgets::title_line(f, Rect { height: 1, ..area }, &title(view, names));
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        let width = body.width as usize;
        let per_row = if body.height < 22 && view.players > 2 { 2 } else { 1 };
        let blank = || vec![Line::raw("")];
        let blocks = vec![
            (0, piles_lines(view, names, width)),
            (4, blank()),
            (1, tasks_lines(view, names, width)),
            (5, blank()),
            (2, players_lines(view, names, per_row, width)),
            (3, vec![track_line(view)]),
        ];
        let (lines, _) = fit(blocks, body.height as usize, width);
        f.render_widget(Paragraph::new(lines), body);
    }
}

/// What a key does on the Sheriff screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cmd {
    Marking(Mark),
    /// The menu of decisions: moving and choosing.
    Menu,
    /// Open or close the table details.
    Table,
}

impl SheriffScreen {
    /// The keys that work now, each with what it does: the bar lists them, `key` and `browse`
    /// run them. With the table details open only closing them works.
    fn commands(&self, view: &SheriffView, legal: &[Action]) -> Vec<Command<Cmd>> {
        if self.details {
            return self.view_commands();
        }
        let mut c: Vec<Command<Cmd>> = match marking(view, legal) {
            Some(kind) => self
                .marking
                .commands(kind)
                .into_iter()
                .map(|m| Command::from_hint(m.hint, Cmd::Marking(m.does)))
                .collect(),
            None if legal.is_empty() => Vec::new(),
            None => self
                .menu
                .hints(&t!("sheriff-hint-do"), legal.len())
                .into_iter()
                .map(|h| Command::from_hint(h, Cmd::Menu))
                .collect(),
        };
        c.extend(self.view_commands());
        c
    }

    /// The keys that only change what is shown, taken at any time: the table details.
    fn view_commands(&self) -> Vec<Command<Cmd>> {
        if self.details {
            vec![Command::new(Keys::ch('d').and(keys::esc()), &t!("sheriff-hint-close-table"), Cmd::Table)]
        } else if self.dropped {
            vec![Command::new(Keys::ch('d'), &t!("sheriff-hint-table"), Cmd::Table).low()]
        } else {
            Vec::new()
        }
    }
}
