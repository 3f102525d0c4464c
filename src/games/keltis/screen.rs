//! The Keltis table: discard piles, every player's rows, the viewer's own hand. Drawn from a view:
//! a compact layout down to 80×24, and from about 110×30 a rows grid, card tiles and a side panel.

use crate::ui::command::{self, Command};
use crate::ui::keys::{self, Keys};
use crate::ui::text::wrap_lines;
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::cards::{Card, Colour, Suit};
use super::moves::lay_targets;
use super::rules::{Action, EndReason, Phase, Source};
use super::screen_parts::{
    self, Tile, card_kind, card_style, colour_of, corner, row_words, suit_color, tiles, tiles_width,
};
use super::view::KeltisView;
use crate::engine::Seat;
use crate::i18n::Arg;
use crate::ui::widgets::{self, Hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, open_view, theme};
use crate::{msg, t};

impl GameUi for super::Keltis {
    type Screen = KeltisScreen;
    const HELP: &'static str = include_str!("../../../assets/help/keltis.md");
    const HELP_IT: Option<&'static str> = Some(include_str!("../../../assets/help/it/keltis.md"));
    const NAME: &'static str = "Keltis";

    fn describe(_view: &KeltisView, _names: &[String], action: &Action) -> String {
        let m = match action {
            Action::Lay { card, row: Suit::Points } => msg!("keltis-coach-lay-points", card = card.msg()),
            Action::Lay { card, .. } => msg!("keltis-coach-lay", card = card.msg()),
            Action::Discard(card) => msg!("keltis-coach-discard", card = card.msg()),
            Action::Wish(a, b) => msg!("keltis-coach-wish", a = a.msg(), b = b.msg()),
            Action::Draw(Source::Deck) => msg!("keltis-coach-draw-deck"),
            Action::Draw(Source::Pile(suit)) => msg!("keltis-coach-draw-pile", pile = suit.short()),
            Action::Done => msg!("keltis-coach-done"),
        };
        crate::i18n::tr(&m)
    }

    fn open_lines(s: &Self, names: &[String]) -> Vec<String> {
        let mut out: Vec<String> = (s.hands.iter().zip(names))
            .map(|(h, name)| open_view::seat(name, open_view::list(h.iter().map(|c| c.label()))))
            .collect();
        out.push(open_view::deck(&t!("open-deck-name"), &s.deck, |c| c.label()));
        if !s.removed.is_empty() {
            out.push(open_view::unseen(&s.removed, |c| c.label()));
        }
        out
    }
}

#[derive(Debug, Default, Clone)]
pub struct KeltisScreen {
    /// Index into the sorted hand.
    cursor: usize,
    /// Cards marked (by index) for a wishing stone.
    marked: Vec<usize>,
    /// Draw source: 0 = deck, 1..=6 = discard piles in suit order.
    source: usize,
    /// A point card waiting for the choice of its row.
    choosing: Option<Card>,
}

/// The hand as shown: grouped by colour, rising values, end cards last, then point cards.
pub fn sorted_hand(view: &KeltisView) -> Vec<Card> {
    let mut hand = view.hand.clone().unwrap_or_default();
    hand.sort_by_key(|c| (c.suit().index(), matches!(c, Card::End(_)), c.value()));
    hand
}

/// Which cards of the sorted hand were just drawn (one mark per drawn copy).
fn new_cards(view: &KeltisView, hand: &[Card]) -> Vec<bool> {
    let mut new = vec![false; hand.len()];
    for d in &view.drawn {
        if let Some(i) = (0..hand.len()).find(|&i| hand[i] == *d && !new[i]) {
            new[i] = true;
        }
    }
    new
}

fn sources() -> [Source; 7] {
    let [a, b, c, d, e, f] = Suit::ALL.map(Source::Pile);
    [Source::Deck, a, b, c, d, e, f]
}

/// The key that lays a point card into `row`: the colour's letter as the cards show it in the
/// current language, Enter for the point row. The same key every time, whichever other rows are open.
fn row_keys(row: Suit) -> Keys {
    match row {
        Suit::Colour(c) => Keys::ch(c.shown_letter().to_ascii_lowercase()),
        Suit::Points => keys::enter(),
    }
}

/// The rows `card` may legally go into now, colour rows first.
fn targets_for(card: Card, legal: &[Action]) -> Vec<Suit> {
    let mut rows: Vec<Suit> =
        lay_targets(card).filter(|row| legal.contains(&Action::Lay { card, row: *row })).collect();
    rows.sort_by_key(|r| r.index());
    rows
}

/// A row as one coloured text: `G 1 3 ↑(≥3)`.
fn row_span(colour: Colour, row: &[Card], own: bool) -> Span<'static> {
    let text = format!("{} {}", colour.shown_letter(), row_words(row, own).join(" "));
    Span::styled(text, theme::fg(colour_of(colour)))
}

fn rows_line(view: &KeltisView, seat: Seat, own: bool) -> Line<'static> {
    let mut spans = vec![Span::raw("   ")];
    for c in Colour::ALL.into_iter().filter(|c| !view.rows[seat][c.index()].is_empty()) {
        if spans.len() > 1 {
            spans.push(Span::styled(" · ", theme::dim()));
        }
        spans.push(row_span(c, &view.rows[seat][c.index()], own));
    }
    if spans.len() == 1 {
        spans.push(Span::styled(t!("keltis-no-rows"), theme::dim()));
    }
    spans.push(Span::styled(" · ", theme::dim()));
    spans.push(Span::raw(t!("keltis-pts", n = view.point_rows[seat].len())));
    Line::from(spans)
}

fn player_line(view: &KeltisView, names: &[String], seat: Seat, own: bool) -> Line<'static> {
    let marker = if view.current == seat && view.phase != Phase::Over { "▶ " } else { "  " };
    // "stone 2" is the stone of value 2, not a count of two.
    let held = view.stones_of(seat);
    let stones = held.iter().map(u8::to_string).collect::<Vec<_>>().join(" ");
    let you = if own { format!(" {}", t!("keltis-you")) } else { String::new() };
    let score = format!("{:+}", view.score_now(seat));
    let score = if view.phase == Phase::Over {
        t!("keltis-score-total", score = score)
    } else {
        t!("keltis-score-now", score = score)
    };
    Line::from(vec![
        Span::styled(format!("{marker}{}{you}", names[seat]), theme::bold()),
        Span::raw(format!(
            "  {}",
            t!("keltis-player-line", hand = view.hand_sizes[seat], n = held.len(), stones = stones)
        )),
        Span::styled(score, theme::bold()),
    ])
}

fn ended(reason: Option<EndReason>) -> String {
    match reason {
        Some(EndReason::FiveEndCards) => t!("keltis-why-five"),
        Some(EndReason::DeckEmpty) => t!("keltis-why-deck"),
        None => String::new(),
    }
}

fn title(view: &KeltisView, names: &[String]) -> String {
    let who = Arg::Seat(view.current);
    let ends = view.rows_with_end_cards().min(5);
    let m = match view.phase {
        Phase::Over => msg!("keltis-title-over", why = ended(view.ended)),
        Phase::Final { placed, .. } => {
            msg!("keltis-title-final", why = ended(view.ended), who = who, n = 2 - placed)
        }
        Phase::Draw { left, .. } => {
            msg!("keltis-title-draw", who = who, n = left, deck = view.deck, ends = ends)
        }
        Phase::Play => msg!("keltis-title-play", who = who, deck = view.deck, ends = ends),
    };
    crate::i18n::tr_named(&m, names)
}

/// The legal draw sources (indices into [`sources`]).
fn open_sources(legal: &[Action]) -> Vec<usize> {
    (0..7).filter(|&i| legal.contains(&Action::Draw(sources()[i]))).collect()
}

/// What the hand shows of each card: selected, dimmed (cannot be laid), marked, new.
pub(super) struct HandCard {
    card: Card,
    selected: bool,
    dimmed: bool,
    marked: bool,
    new: bool,
}

/// Why the public table shows no hand: on one laptop the next player takes it soon; on a hosted
/// table every player holds theirs in their own terminal.
fn hands_hidden(ctx: &Ctx) -> String {
    if ctx.own_keyboard { t!("keltis-hands-hidden-hosted") } else { t!("keltis-hands-hidden") }
}

impl KeltisScreen {
    /// The source the draw cursor is on: the chosen one if it may be drawn from, else the first
    /// that may (empty piles and the pile you discarded onto are skipped).
    fn source_now(&self, legal: &[Action]) -> Option<usize> {
        let open = open_sources(legal);
        open.contains(&self.source).then_some(self.source).or_else(|| open.first().copied())
    }

    /// Moves the draw cursor to the next (or previous) source that may be drawn from.
    fn step_source(&mut self, legal: &[Action], forward: bool) {
        let open = open_sources(legal);
        let Some(now) = self.source_now(legal) else { return };
        let i = open.iter().position(|&s| s == now).unwrap_or(0);
        let n = open.len();
        self.source = open[if forward { (i + 1) % n } else { (i + n - 1) % n }];
    }

    pub(super) fn hand_cards(&self, view: &KeltisView, seat: Seat, legal: &[Action]) -> Vec<HandCard> {
        let hand = sorted_hand(view);
        let new = new_cards(view, &hand);
        let active = view.current == seat && matches!(view.phase, Phase::Play | Phase::Final { .. });
        hand.iter()
            .enumerate()
            .map(|(i, &card)| {
                let playable = legal.iter().any(|a| matches!(a, Action::Lay { card: c, .. } if *c == card));
                HandCard {
                    card,
                    selected: active && i == self.cursor,
                    dimmed: active && !playable,
                    marked: self.marked.contains(&i),
                    new: new[i],
                }
            })
            .collect()
    }

    /// The line under the hand: the row choice for a point card, or what the selected card can do.
    pub(super) fn hand_note(
        &self,
        view: &KeltisView,
        seat: Seat,
        legal: &[Action],
        cards: &[HandCard],
    ) -> Line<'static> {
        if let Some(card) = self.choosing {
            let lay = t!("keltis-lay-into", card = card.msg());
            let mut s = vec![Span::styled(format!("     {lay}"), theme::bold())];
            for row in targets_for(card, legal) {
                s.push(Span::styled(row_keys(row).shown(), theme::key()));
                s.push(Span::raw(format!(" {}   ", crate::i18n::tr(&row.row_msg()))));
            }
            s.push(Span::styled("Esc", theme::key()));
            s.push(Span::raw(format!(" {}", t!("keltis-hint-cancel"))));
            return Line::from(s);
        }
        let mut parts = Vec::new();
        match view.phase {
            Phase::Draw { left, .. } if view.current == seat => {
                parts.push(t!("keltis-draw-note", n = left));
            }
            Phase::Play | Phase::Final { .. } if view.current == seat => {
                // Two marked cards that make a wish: say the key that makes it.
                if let [a, b] = cards.iter().filter(|c| c.marked).map(|c| c.card).collect::<Vec<_>>()[..]
                    && legal.iter().any(|x| *x == Action::Wish(a, b) || *x == Action::Wish(b, a))
                {
                    let key = wish_key().shown();
                    parts.push(t!("keltis-marked-ready", a = a.label(), b = b.label(), key = key));
                }
                if let Some(c) = cards.iter().find(|c| c.selected) {
                    let card = c.card.msg();
                    parts.push(if c.dimmed {
                        t!("keltis-cannot-lay", card = card)
                    } else {
                        t!("keltis-can-lay", card = card)
                    });
                }
            }
            _ => {}
        }
        let new: Vec<String> = cards.iter().filter(|c| c.new).map(|c| c.card.label()).collect();
        if !new.is_empty() {
            parts.push(t!("keltis-new-cards", n = new.len(), cards = new.join(" ")));
        }
        Line::styled(format!("     {}", parts.join(" · ")), theme::dim())
    }

    fn discards_line(&self, view: &KeltisView, legal: &[Action], drawing: bool) -> Line<'static> {
        let mut spans = vec![Span::raw(if drawing { t!("keltis-draw-from") } else { t!("keltis-discards") })];
        let cursor = if drawing { self.source_now(legal) } else { None };
        for (i, source) in sources().into_iter().enumerate() {
            let (label, color, blocked) = match source {
                Source::Deck if drawing => {
                    (t!("keltis-deck-n", n = view.deck), ratatui::style::Color::White, false)
                }
                Source::Deck => continue,
                Source::Pile(s) => {
                    let top = view.pile_top(s).map_or("–".to_string(), |c| match c {
                        Card::Point(v) | Card::Number(_, v) => v.to_string(),
                        Card::End(_) => t!("keltis-end-short"),
                    });
                    let blocked = view.blocked(s);
                    let label = format!("{}:{top}{}", s.short(), if blocked { "✕" } else { "" });
                    (label, suit_color(s), blocked || view.pile_top(s).is_none())
                }
            };
            spans.push(widgets::card(&label, color, cursor == Some(i), drawing && blocked));
            spans.push(Span::raw(" "));
        }
        let left: Vec<String> = view.stones_left().iter().map(u8::to_string).collect();
        let left = if left.is_empty() { t!("keltis-none") } else { left.join(" ") };
        spans.push(Span::raw(t!("keltis-stones-left", left = left)));
        if view.removed > 0 {
            spans.push(Span::styled(
                format!(" ({})", t!("keltis-out-of-game", n = view.removed)),
                theme::dim(),
            ));
        }
        Line::from(spans)
    }

    /// Up to 80×24 and on narrow or short terminals: a line per player and its rows, the hand on one
    /// line, or as tiles when they fit; spare rows go between the players.
    fn draw_compact(&mut self, f: &mut Frame, area: Rect, view: &KeltisView, legal: &[Action], ctx: &Ctx) {
        let names = ctx.names;
        let n = view.players();
        let drawing = matches!(view.phase, Phase::Draw { .. }) && ctx.viewer == Some(view.current);
        if view.phase == Phase::Over {
            // The final table: the scored grid when it fits, as on larger terminals.
            let (table, h) = screen_parts::rows_table(view, names, ctx.viewer, area.width, false);
            if h < area.height {
                let top = Paragraph::new(self.discards_line(view, legal, false)).wrap(Wrap { trim: false });
                let [d, t] = Layout::vertical([Constraint::Length(2), Constraint::Length(h)]).areas(area);
                f.render_widget(top, d);
                f.render_widget(table, t);
                return;
            }
        }
        let others: Vec<Seat> = match ctx.viewer {
            Some(me) => (1..n).map(|i| (me + i) % n).collect(),
            None => (0..n).collect(),
        };
        let blocks: Vec<[Line; 2]> =
            others.iter().map(|&s| [player_line(view, names, s, false), rows_line(view, s, false)]).collect();
        let mut mine: Vec<Line> = Vec::new();
        let mut hand_line: Vec<Line> = Vec::new();
        let mut hand_tiles: Vec<Line> = Vec::new();
        if let Some(me) = ctx.viewer {
            self.cursor = self.cursor.min(view.hand.as_ref().map_or(0, |h| h.len().saturating_sub(1)));
            let cards = self.hand_cards(view, me, legal);
            mine.push(Line::styled("─".repeat(area.width as usize), theme::dim()));
            mine.push(player_line(view, names, me, true));
            mine.push(rows_line(view, me, true));
            let note = self.hand_note(view, me, legal, &cards);
            hand_line = vec![small_hand(&cards), note.clone()];
            let label = format!("{} ", t!("keltis-hand"));
            if tiles_width(&label, cards.len(), 7) <= area.width as usize {
                hand_tiles = tiles(&label, &hand_tiles_of(&cards), 7, area.width as usize, false);
                hand_tiles.push(note);
            }
        } else if view.phase != Phase::Over {
            hand_line.push(Line::styled(hands_hidden(ctx), theme::dim()));
        }
        // Wrapped with a hanging indent, so a wrapped row reads as one; the height is the count.
        let wrapped = |lines: Vec<Line<'static>>| wrap_lines(&lines, area.width as usize, 2);
        let assemble = |spaced: bool, hand: &[Line<'static>]| {
            let mut lines = vec![self.discards_line(view, legal, drawing)];
            for b in &blocks {
                if spaced {
                    lines.push(Line::raw(""));
                }
                lines.extend(b.iter().cloned());
            }
            lines.extend(mine.iter().cloned());
            lines.extend(hand.iter().cloned());
            wrapped(lines)
        };
        let fits = |lines: &[Line<'static>]| lines.len() <= area.height as usize;
        let tight = (!hand_tiles.is_empty()).then(|| assemble(false, &hand_tiles)).filter(|l| fits(l));
        let hand = if tight.is_some() { &hand_tiles } else { &hand_line };
        let spaced = assemble(true, hand);
        let lines = if fits(&spaced) {
            spaced
        } else {
            match tight {
                Some(lines) => lines,
                None => assemble(false, hand),
            }
        };
        f.render_widget(Paragraph::new(lines), area);
    }

    /// From about 110×30: every player's rows in a grid, the deck and piles as tiles, the hand as
    /// tiles, and a side panel with the middle and the scoring tables.
    fn draw_big(&mut self, f: &mut Frame, area: Rect, view: &KeltisView, legal: &[Action], ctx: &Ctx) {
        let side = (area.width / 4).clamp(30, 40);
        let [left, right] = Layout::horizontal([Constraint::Fill(1), Constraint::Length(side)]).areas(area);
        let panel = screen_parts::side_panel(view);
        let panel_h = (panel.line_count(side) as u16).min(right.height);
        f.render_widget(panel, Rect { height: panel_h, ..right });

        let grid = |spaced| {
            screen_parts::rows_table(view, ctx.names, ctx.viewer, left.width.saturating_sub(1), spaced)
        };
        let (mut table, mut table_h) = grid(false);
        let drawing = matches!(view.phase, Phase::Draw { .. }) && ctx.viewer == Some(view.current);
        let cursor = if drawing { self.source_now(legal).map(|i| sources()[i]) } else { None };
        let piles = screen_parts::pile_tiles(view, cursor);
        let width = left.width.saturating_sub(1) as usize;
        let (piles_label, hand_label) = screen_parts::tile_labels();
        let inner = if tiles_width(&piles_label, 8, 9) + 7 <= width { 9 } else { 7 };
        let hand = ctx.viewer.map(|me| {
            self.cursor = self.cursor.min(view.hand.as_ref().map_or(0, |h| h.len().saturating_sub(1)));
            let cards = self.hand_cards(view, me, legal);
            (hand_tiles_of(&cards), self.hand_note(view, me, legal, &cards))
        });
        let hidden = view.phase != Phase::Over && hand.is_none();
        let hand_h = if hand.is_some() { 7 } else { u16::from(hidden) };
        // Room to spare goes to tall tiles first, then to a spaced grid, always keeping gaps of two.
        let tall = area.height >= table_h + 6 + hand_h + 4;
        if tall && area.height >= table_h + 8 + 6 + hand_h + 4 {
            (table, table_h) = grid(true);
        }
        let pile_lines = tiles(&piles_label, &piles, inner, width, tall);
        let mut hand_lines = Vec::new();
        if let Some((cards, note)) = hand {
            hand_lines = tiles(&hand_label, &cards, inner, width, tall);
            // A long note wraps under itself, indented as its first row.
            hand_lines.extend(wrap_lines(&[note], width, 5));
        } else if hidden {
            hand_lines.push(Line::styled(hands_hidden(ctx), theme::dim()));
        }
        let used = table_h + pile_lines.len() as u16 + hand_lines.len() as u16;
        let gap = (area.height.saturating_sub(used) / 3).min(3);
        let [t, _, p, _, h] = Layout::vertical([
            Constraint::Length(table_h),
            Constraint::Length(gap),
            Constraint::Length(pile_lines.len() as u16),
            Constraint::Length(gap),
            Constraint::Fill(1),
        ])
        .areas(left);
        f.render_widget(table, Rect { width: t.width.saturating_sub(1), ..t });
        f.render_widget(Paragraph::new(pile_lines), p);
        f.render_widget(Paragraph::new(hand_lines).wrap(Wrap { trim: false }), h);
    }
}

/// The hand on one line: `Hand [G3] [*G8] [+Y2]` (`*` marked for a wishing stone, `+` just drawn).
fn small_hand(cards: &[HandCard]) -> Line<'static> {
    let mut spans = vec![Span::raw(format!("{} ", t!("keltis-hand")))];
    for c in cards {
        let label =
            format!("{}{}{}", if c.marked { "*" } else { "" }, if c.new { "+" } else { "" }, c.card.label());
        let style = card_style(c.card, c.selected, c.dimmed, c.new);
        spans.push(Span::styled(format!("[{label}]"), style));
        spans.push(Span::raw(" "));
    }
    Line::from(spans)
}

/// The hand as tiles: `[G7]` keeps the card readable, the top edge says `*` (marked) and `new`.
fn hand_tiles_of(cards: &[HandCard]) -> Vec<Tile> {
    cards
        .iter()
        .map(|c| Tile {
            text: format!("[{}]", c.card.label()),
            kind: card_kind(c.card),
            mark: format!(
                "{}{}",
                if c.marked { "*" } else { "" },
                if c.new { t!("keltis-new") } else { String::new() }
            ),
            corner: corner(c.card),
            style: card_style(c.card, c.selected, c.dimmed, c.new),
        })
        .collect()
}

impl KeltisScreen {
    fn lay(&mut self, card: Card, legal: &[Action]) -> Intent<Action> {
        let targets = targets_for(card, legal);
        match targets.len() {
            // Not layable: let the rules say why.
            0 => Intent::Act(Action::Lay { card, row: card.suit() }),
            1 => Intent::Act(Action::Lay { card, row: targets[0] }),
            _ => {
                self.choosing = Some(card);
                Intent::None
            }
        }
    }

    fn wish(&mut self, hand: &[Card]) -> Intent<Action> {
        let mut picks: Vec<usize> = self.marked.clone();
        if picks.len() < 2 && !picks.contains(&self.cursor) && self.cursor < hand.len() {
            picks.push(self.cursor);
        }
        if picks.len() == 1 {
            // The selected card and its only partner of the same value.
            let v = hand[picks[0]].value();
            let partners: Vec<usize> =
                (0..hand.len()).filter(|&j| j != picks[0] && v.is_some() && hand[j].value() == v).collect();
            if partners.len() == 1 {
                picks.push(partners[0]);
            }
        }
        match picks.as_slice() {
            [a, b] => Intent::Act(Action::Wish(hand[*a], hand[*b])),
            _ => Intent::Say(t!("keltis-mark-two")),
        }
    }
}

/// The key that takes a wishing stone with the two marked cards (the bar and the hand's note).
fn wish_key() -> Keys {
    Keys::ch('w')
}

impl GameScreen<super::Keltis> for KeltisScreen {
    /// Every player's final rows, scored, behind `b` on the score screen.
    const FINAL_BOARD: bool = true;

    fn draw(&mut self, f: &mut Frame, area: Rect, view: &KeltisView, legal: &[Action], ctx: &Ctx) {
        widgets::title_line(f, Rect { height: 1, ..area }, &title(view, ctx.names));
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        if body.width >= 110 && body.height >= 24 {
            self.draw_big(f, body, view, legal, ctx);
        } else {
            self.draw_compact(f, body, view, legal, ctx);
        }
    }

    fn key(&mut self, key: KeyEvent, view: &KeltisView, legal: &[Action], _now_ms: u64) -> Intent<Action> {
        let Some(cmd) = command::find(&self.commands(view, legal), &key) else { return Intent::None };
        let hand = sorted_hand(view);
        let len = hand.len().max(1);
        let selected = hand.get(self.cursor.min(len - 1)).copied();
        match (cmd, selected) {
            (Cmd::Row(row), _) => match self.choosing.take() {
                Some(card) => Intent::Act(Action::Lay { card, row }),
                None => Intent::None,
            },
            (Cmd::Cancel, _) => {
                self.choosing = None;
                Intent::None
            }
            (Cmd::Source, _) => {
                self.step_source(legal, key.code == KeyCode::Right);
                Intent::None
            }
            (Cmd::Draw, _) => match self.source_now(legal) {
                Some(i) => Intent::Act(Action::Draw(sources()[i])),
                None => Intent::Act(Action::Draw(Source::Deck)),
            },
            (Cmd::DrawDeck, _) => Intent::Act(Action::Draw(Source::Deck)),
            (Cmd::Card, _) => {
                let step = if key.code == KeyCode::Right { 1 } else { len - 1 };
                self.cursor = (self.cursor + step) % len;
                Intent::None
            }
            (Cmd::Ends, _) => {
                self.cursor = if key.code == KeyCode::Home { 0 } else { len - 1 };
                Intent::None
            }
            (Cmd::Lay, Some(card)) => self.lay(card, legal),
            (Cmd::Discard, Some(card)) => Intent::Act(Action::Discard(card)),
            (Cmd::Mark, Some(_)) => {
                if let Some(i) = self.marked.iter().position(|&m| m == self.cursor) {
                    self.marked.remove(i);
                } else {
                    if self.marked.len() == 2 {
                        self.marked.remove(0);
                    }
                    self.marked.push(self.cursor);
                }
                Intent::None
            }
            (Cmd::Wish, Some(_)) => self.wish(&hand),
            (Cmd::Done, _) => Intent::Act(Action::Done),
            (Cmd::Lay | Cmd::Discard | Cmd::Mark | Cmd::Wish, None) => Intent::None,
        }
    }

    /// After an action the cursor stays where it was (clamped to the smaller hand when drawn).
    fn reset(&mut self) {
        *self = KeltisScreen { cursor: self.cursor, ..KeltisScreen::default() };
    }

    fn hints(&self, view: &KeltisView, legal: &[Action]) -> Vec<Hint> {
        command::hints(&self.commands(view, legal))
    }
}

/// What a key does on the Keltis screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cmd {
    /// Lay the card being placed into this row.
    Row(Suit),
    /// Stop choosing a row.
    Cancel,
    /// ←→ among the piles to draw from.
    Source,
    Draw,
    DrawDeck,
    /// ←→ along the hand.
    Card,
    /// Home End: the first or last card of the hand.
    Ends,
    Lay,
    Discard,
    /// Mark a card for a wishing stone.
    Mark,
    Wish,
    /// End the final placements.
    Done,
}

impl KeltisScreen {
    /// The keys that work now, each with what it does: the bar lists them and `key` runs them.
    fn commands(&self, view: &KeltisView, legal: &[Action]) -> Vec<Command<Cmd>> {
        if legal.is_empty() {
            return vec![];
        }
        if let Some(card) = self.choosing {
            let rows = targets_for(card, legal).into_iter();
            let mut c: Vec<Command<Cmd>> = rows
                .map(|r| Command::new(row_keys(r), &crate::i18n::tr(&r.row_msg()), Cmd::Row(r)))
                .collect();
            c.push(Command::new(keys::esc(), &t!("keltis-hint-cancel"), Cmd::Cancel));
            return c;
        }
        let mut c = match view.phase {
            Phase::Draw { .. } => {
                let mut c = vec![
                    Command::new(keys::enter(), &t!("keltis-hint-draw"), Cmd::Draw),
                    Command::new(Keys::ch('n'), &t!("keltis-hint-draw-deck"), Cmd::DrawDeck),
                ];
                if open_sources(legal).len() > 1 {
                    c.insert(0, Command::new(keys::left_right(), &t!("keltis-hint-source"), Cmd::Source));
                }
                c
            }
            Phase::Final { .. } => vec![
                Command::new(keys::left_right(), &t!("keltis-hint-card"), Cmd::Card),
                Command::new(keys::enter(), &t!("keltis-hint-lay"), Cmd::Lay),
                Command::new(Keys::ch('e'), &t!("keltis-hint-done"), Cmd::Done),
            ],
            _ => vec![
                Command::new(keys::left_right(), &t!("keltis-hint-card"), Cmd::Card),
                Command::new(keys::enter(), &t!("keltis-hint-lay"), Cmd::Lay),
                Command::new(Keys::ch('d'), &t!("keltis-hint-discard"), Cmd::Discard),
                Command::new(keys::space(), &t!("keltis-hint-mark"), Cmd::Mark),
                Command::new(wish_key(), &t!("keltis-hint-stone"), Cmd::Wish),
            ],
        };
        // Home and End, each only where it moves the cursor (as the pager lists them).
        if !matches!(view.phase, Phase::Draw { .. }) {
            let len = sorted_hand(view).len();
            let at = self.cursor.min(len.saturating_sub(1));
            let ends = match (at > 0, at + 1 < len) {
                (true, true) => Some((Keys::of(&[KeyCode::Home, KeyCode::End]), t!("keltis-hint-ends"))),
                (true, false) => Some((Keys::key(KeyCode::Home), t!("keltis-hint-first"))),
                (false, true) => Some((Keys::key(KeyCode::End), t!("keltis-hint-last"))),
                (false, false) => None,
            };
            if let Some((keys, what)) = ends {
                c.insert(1, Command::new(keys, &what, Cmd::Ends).low());
            }
        }
        c
    }
}
