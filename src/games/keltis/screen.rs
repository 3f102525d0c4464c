//! The Keltis table: discard piles, every player's rows, the viewer's own hand. Drawn from a view.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::cards::{Card, Colour, Suit};
use super::row::{Direction, direction, last_number};
use super::rules::{Action, Phase, Source, lay_targets};
use super::view::KeltisView;
use crate::engine::Seat;
use crate::ui::widgets::{self, Hint, hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};

impl GameUi for super::Keltis {
    type Screen = KeltisScreen;
    const HELP: &'static str = include_str!("../../../assets/help/keltis.md");
    const NAME: &'static str = "Keltis";
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

pub fn colour_of(c: Colour) -> Color {
    match c {
        Colour::Green => Color::Green,
        Colour::Blue => Color::LightBlue,
        Colour::Yellow => Color::Yellow,
        Colour::Red => Color::Red,
        Colour::Purple => Color::Magenta,
    }
}

fn suit_color(s: Suit) -> Color {
    match s {
        Suit::Colour(c) => colour_of(c),
        Suit::Points => Color::Gray,
    }
}

/// The hand as shown: grouped by colour, rising values, end cards last, then point cards.
pub fn sorted_hand(view: &KeltisView) -> Vec<Card> {
    let mut hand = view.hand.clone().unwrap_or_default();
    hand.sort_by_key(|c| (c.suit().index(), matches!(c, Card::End(_)), c.value()));
    hand
}

fn sources() -> [Source; 7] {
    let [a, b, c, d, e, f] = Suit::ALL.map(Source::Pile);
    [Source::Deck, a, b, c, d, e, f]
}

/// A row as text: values in order, `•5` for a point card, `END` for end cards, and the direction.
fn row_spans(colour: Colour, row: &[Card], own: bool) -> Vec<Span<'static>> {
    let mut text = format!("{} ", colour.letter());
    let cards: Vec<String> = row
        .iter()
        .map(|c| match c {
            Card::Number(_, v) => v.to_string(),
            Card::Point(v) => format!("•{v}"),
            Card::End(_) => "END".into(),
        })
        .collect();
    text.push_str(&cards.join(" "));
    let closed = row.iter().any(|c| matches!(c, Card::End(_)));
    if !closed {
        let last = last_number(row);
        match (direction(row), last) {
            (Direction::Ascending, Some(l)) => {
                text.push_str(&if own { format!(" ↑(≥{l})") } else { " ↑".into() })
            }
            (Direction::Descending, Some(l)) => {
                text.push_str(&if own { format!(" ↓(≤{l})") } else { " ↓".into() })
            }
            _ => {}
        }
    }
    vec![Span::styled(text, theme::fg(colour_of(colour)))]
}

fn rows_line(view: &KeltisView, seat: Seat, own: bool) -> Line<'static> {
    let mut spans = vec![Span::raw("   ")];
    let mut any = false;
    for c in Colour::ALL {
        let row = &view.rows[seat][c.index()];
        if row.is_empty() {
            continue;
        }
        if any {
            spans.push(Span::styled(" · ", theme::dim()));
        }
        any = true;
        spans.extend(row_spans(c, row, own));
    }
    if !any {
        spans.push(Span::styled("no rows yet", theme::dim()));
    }
    spans.push(Span::styled(" · ", theme::dim()));
    spans.push(Span::raw(format!("pts {}", view.point_rows[seat].len())));
    Line::from(spans)
}

fn player_line(view: &KeltisView, names: &[String], seat: Seat, own: bool) -> Line<'static> {
    let marker = if view.current == seat && view.phase != Phase::Over { "▶ " } else { "  " };
    let stones = view.stones_of(seat);
    let stones = if stones.is_empty() {
        "none".to_string()
    } else {
        stones.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
    };
    let you = if own { " (you)" } else { "" };
    Line::from(vec![
        Span::styled(format!("{marker}{}{you}", names[seat]), theme::bold()),
        Span::raw(format!("  hand {} · stones {stones} · ", view.hand_sizes[seat])),
        Span::styled(format!("now {:+}", view.score_now(seat)), theme::bold()),
    ])
}

impl KeltisScreen {
    fn title(&self, view: &KeltisView, names: &[String]) -> String {
        let who = &names[view.current];
        let stones: Vec<String> = view.stones_left().iter().map(u8::to_string).collect();
        let stones = if stones.is_empty() { "none".into() } else { stones.join(" ") };
        match view.phase {
            Phase::Over => "Keltis · game over".into(),
            Phase::Final { placed, .. } => {
                format!(
                    "Keltis · final placements · {who} may lay {} more · stones left {stones}",
                    2 - placed
                )
            }
            Phase::Draw { left, .. } => {
                format!("Keltis · {who} draws {left} · deck {} · stones left {stones}", view.deck)
            }
            Phase::Play => format!("Keltis · {who}'s turn · deck {} · stones left {stones}", view.deck),
        }
    }

    fn discards_line(&self, view: &KeltisView, drawing: bool) -> Line<'static> {
        let mut spans = vec![Span::raw(if drawing { "Draw from " } else { "Discards  " })];
        for (i, source) in sources().into_iter().enumerate() {
            let (label, color, blocked) = match source {
                Source::Deck => (format!("deck {}", view.deck), Color::White, false),
                Source::Pile(s) => {
                    let top = view.pile_top(s).map_or("–".to_string(), |c| match c {
                        Card::Point(v) => v.to_string(),
                        Card::Number(_, v) => v.to_string(),
                        Card::End(_) => "END".into(),
                    });
                    (format!("{}:{top}", s.short()), suit_color(s), view.blocked(s))
                }
            };
            if !drawing && source == Source::Deck {
                continue;
            }
            let label = if blocked { format!("{label}✕") } else { label };
            spans.push(widgets::card(&label, color, drawing && self.source == i, blocked));
            spans.push(Span::raw(" "));
        }
        if view.removed > 0 {
            spans.push(Span::styled(format!(" ({} cards out of the game)", view.removed), theme::dim()));
        }
        Line::from(spans)
    }

    fn hand_lines(&self, view: &KeltisView, seat: Seat, legal: &[Action], big: bool) -> Vec<Line<'static>> {
        let hand = sorted_hand(view);
        let active = view.current == seat && matches!(view.phase, Phase::Play | Phase::Final { .. });
        let cards: Vec<(Card, bool, bool, bool)> = hand
            .iter()
            .enumerate()
            .map(|(i, &card)| {
                let playable = legal.iter().any(|a| matches!(a, Action::Lay { card: c, .. } if *c == card));
                (card, active && i == self.cursor, active && !playable, self.marked.contains(&i))
            })
            .collect();
        let mut lines = if big { big_cards(&cards) } else { vec![small_cards(&cards)] };
        if let Some(card) = self.choosing {
            let targets = targets_for(card, legal);
            let mut s = vec![Span::styled(format!("Lay {card} into: "), theme::bold())];
            for (i, row) in targets.iter().enumerate() {
                s.push(Span::styled(format!("{}", i + 1), theme::key()));
                s.push(Span::raw(format!(" {}  ", row.row_name())));
            }
            lines.push(Line::from(s));
        } else if active && let Some(&card) = hand.get(self.cursor) {
            let fits = legal.iter().any(|a| matches!(a, Action::Lay { card: c, .. } if *c == card));
            let note = if fits { "can be laid" } else { "cannot be laid now (dimmed)" };
            lines.push(Line::styled(format!("     {card} {note}"), theme::dim()));
        }
        lines
    }

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
            _ => Intent::Say("Mark two cards of the same value with space, then press w.".into()),
        }
    }
}

fn card_style(card: Card, selected: bool, dimmed: bool) -> ratatui::style::Style {
    let mut style = theme::fg(suit_color(card.suit()));
    if dimmed {
        style = style.patch(theme::dim());
    }
    if selected {
        style = style.patch(theme::selected());
    }
    style
}

/// The hand on one line: `Hand [G3] [*G8] …` (`*` marks a card for a wishing stone).
fn small_cards(cards: &[(Card, bool, bool, bool)]) -> Line<'static> {
    let mut spans = vec![Span::raw("Hand ")];
    for &(card, selected, dimmed, marked) in cards {
        let mark = if marked { "*" } else { "" };
        spans.push(widgets::card(&format!("{mark}{card}"), suit_color(card.suit()), selected, dimmed));
        spans.push(Span::raw(" "));
    }
    Line::from(spans)
}

/// The hand as card tiles, four lines high; the label keeps the `[G7]` form readable.
fn big_cards(cards: &[(Card, bool, bool, bool)]) -> Vec<Line<'static>> {
    let mut rows: [Vec<Span<'static>>; 4] = Default::default();
    for (i, row) in rows.iter_mut().enumerate() {
        row.push(Span::raw(if i == 1 { "Hand " } else { "     " }));
    }
    for &(card, selected, dimmed, marked) in cards {
        let style = card_style(card, selected, dimmed);
        let kind = match card {
            Card::Number(c, _) | Card::End(c) => c.name(),
            Card::Point(_) => "point",
        };
        let mark = if marked { "*" } else { "─" };
        rows[0].push(Span::styled(format!("┌{mark}──────┐"), style));
        rows[1].push(Span::styled(format!("│{:^7}│", format!("[{card}]")), style));
        rows[2].push(Span::styled(format!("│{kind:^7}│"), style));
        rows[3].push(Span::styled("└───────┘".to_string(), style));
        for row in rows.iter_mut() {
            row.push(Span::raw(" "));
        }
    }
    rows.into_iter().map(Line::from).collect()
}

/// The rows `card` may legally go into now.
fn targets_for(card: Card, legal: &[Action]) -> Vec<Suit> {
    lay_targets(card).filter(|row| legal.contains(&Action::Lay { card, row: *row })).collect()
}

impl GameScreen<super::Keltis> for KeltisScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &KeltisView, legal: &[Action], ctx: &Ctx) {
        let names = ctx.names;
        let mut lines: Vec<Line> = vec![];
        let drawing = matches!(view.phase, Phase::Draw { .. }) && ctx.viewer == Some(view.current);
        lines.push(self.discards_line(view, drawing));
        let n = view.players();
        let others: Vec<Seat> = match ctx.viewer {
            Some(me) => (1..n).map(|i| (me + i) % n).collect(),
            None => (0..n).collect(),
        };
        let roomy = area.height >= 24;
        for s in others {
            lines.push(player_line(view, names, s, false));
            lines.push(rows_line(view, s, false));
            if roomy {
                lines.push(Line::raw(""));
            }
        }
        if let Some(me) = ctx.viewer {
            lines.push(Line::styled("─".repeat(area.width as usize), theme::dim()));
            lines.push(player_line(view, names, me, true));
            lines.push(rows_line(view, me, true));
            self.cursor = self.cursor.min(view.hand.as_ref().map_or(0, |h| h.len().saturating_sub(1)));
            // Tall terminals get card-shaped tiles for the hand.
            let big = area.height >= 24 && area.width >= 92;
            lines.extend(self.hand_lines(view, me, legal, big));
        } else if view.phase != Phase::Over {
            lines.push(Line::styled(
                "(hands are hidden: the next player takes the laptop soon)",
                theme::dim(),
            ));
        }
        widgets::title_line(f, Rect { height: 1, ..area }, &self.title(view, names));
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        f.render_widget(Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }), body);
    }

    fn key(&mut self, key: KeyEvent, view: &KeltisView, legal: &[Action], _now_ms: u64) -> Intent<Action> {
        let hand = sorted_hand(view);
        if let Some(card) = self.choosing {
            let targets = targets_for(card, legal);
            return match key.code {
                KeyCode::Char(c @ '1'..='9') => match targets.get(c as usize - '1' as usize) {
                    Some(row) => {
                        self.choosing = None;
                        Intent::Act(Action::Lay { card, row: *row })
                    }
                    None => Intent::Say(format!("Press 1 to {}.", targets.len())),
                },
                KeyCode::Esc => {
                    self.choosing = None;
                    Intent::None
                }
                _ => Intent::Say("Choose a row with its number, or Esc.".into()),
            };
        }
        match view.phase {
            Phase::Draw { .. } => match key.code {
                KeyCode::Left => {
                    self.source = (self.source + 6) % 7;
                    Intent::None
                }
                KeyCode::Right | KeyCode::Tab => {
                    self.source = (self.source + 1) % 7;
                    Intent::None
                }
                KeyCode::Enter => Intent::Act(Action::Draw(sources()[self.source])),
                KeyCode::Char('n') => Intent::Act(Action::Draw(Source::Deck)),
                _ => Intent::None,
            },
            Phase::Play | Phase::Final { .. } => {
                let len = hand.len().max(1);
                let selected = hand.get(self.cursor.min(len - 1)).copied();
                match (key.code, selected) {
                    (KeyCode::Left, _) => {
                        self.cursor = (self.cursor + len - 1) % len;
                        Intent::None
                    }
                    (KeyCode::Right | KeyCode::Tab, _) => {
                        self.cursor = (self.cursor + 1) % len;
                        Intent::None
                    }
                    (KeyCode::Enter, Some(card)) => self.lay(card, legal),
                    (KeyCode::Char('d'), Some(card)) => Intent::Act(Action::Discard(card)),
                    (KeyCode::Char(' '), Some(_)) => {
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
                    (KeyCode::Char('w'), Some(_)) => self.wish(&hand),
                    (KeyCode::Char('e'), _) => Intent::Act(Action::Done),
                    _ => Intent::None,
                }
            }
            Phase::Over => Intent::None,
        }
    }

    /// After an action the cursor stays where it was (clamped to the smaller hand when drawn).
    fn reset(&mut self) {
        *self = KeltisScreen { cursor: self.cursor, ..KeltisScreen::default() };
    }

    fn hints(&self, view: &KeltisView, legal: &[Action]) -> Vec<Hint> {
        if legal.is_empty() {
            return vec![];
        }
        if self.choosing.is_some() {
            return vec![hint("1-9", "choose the row"), hint("Esc", "cancel")];
        }
        match view.phase {
            Phase::Draw { .. } => {
                vec![hint("←→", "source"), hint("Enter", "draw"), hint("n", "draw from the deck")]
            }
            Phase::Final { .. } => vec![hint("←→", "card"), hint("Enter", "lay"), hint("e", "done")],
            _ => vec![
                hint("←→", "card"),
                hint("Enter", "lay"),
                hint("d", "discard"),
                hint("space", "mark"),
                hint("w", "wishing stone"),
            ],
        }
    }
}
