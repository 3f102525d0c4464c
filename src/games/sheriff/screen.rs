//! The Sheriff of Nottingham table: the Sheriff track, tasks, every player's hand size, winnings and
//! ambush cards, the drawn card, the viewer's own hand, and the decision at hand as a menu of its
//! legal choices. Drawn from the viewer's view only.

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::actions::list;
use super::data::{ActionKind, data};
use super::rules::{Action, name};
use super::scoring::{Ambush, Item};
use super::view::{Phase, SheriffView};
use crate::engine::Seat;
use crate::ui::menu::{self, Menu, MenuItem, MenuKey};
use crate::ui::widgets::{self, Hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};

/// The fewest rows the decision list gets when the table above it is tall (it scrolls in them).
const MENU_MIN_ROWS: u16 = 4;

impl GameUi for super::Sheriff {
    type Screen = SheriffScreen;
    const HELP: &'static str = include_str!("../../../assets/help/sheriff.md");
    const NAME: &'static str = "Sheriff";
}

#[derive(Debug, Default, Clone)]
pub struct SheriffScreen {
    menu: Menu,
}

/// The terminal colour of a seat's colour (the name is always shown too).
fn seat_color(seat: Seat) -> ratatui::style::Color {
    use ratatui::style::Color;
    [Color::Red, Color::Yellow, Color::Green, Color::LightBlue, Color::Magenta, Color::White, Color::Gray]
        .get(seat)
        .copied()
        .unwrap_or(Color::Reset)
}

/// Colour names of the seats (their ambush colour cards).
pub fn colour(seat: Seat) -> &'static str {
    data().ambush_colours.get(seat).map_or("?", String::as_str)
}

pub fn ambush_text(a: Ambush) -> String {
    match a {
        Ambush::Colour(c) => format!("{} colour card", colour(c)),
        Ambush::Pair(x, y) => format!("{} + {}", name(x), name(y)),
    }
}

/// A hand grouped: "Copper coin ×2 · Gold · Pearls ×2".
pub fn grouped(cards: &[Item]) -> String {
    if cards.is_empty() {
        return "no cards".into();
    }
    (0..data().items.len())
        .filter_map(|i| {
            let n = cards.iter().filter(|&&c| c == i).count();
            (n > 0).then(|| if n == 1 { name(i).to_string() } else { format!("{} ×{n}", name(i)) })
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// "7 diff", "5 same", "4 pairs": short task labels for the table line.
fn short_task(t: &super::data::Task) -> String {
    match t.kind {
        super::data::TaskKind::Different => format!("{} diff", t.count),
        super::data::TaskKind::Identical => format!("{} same", t.count),
        super::data::TaskKind::Pairs => format!("{} pairs", t.count),
    }
}

/// The sentence for one choice in the menu.
pub fn describe(view: &SheriffView, names: &[String], a: &Action) -> String {
    let who = |s: &Seat| names.get(*s).cloned().unwrap_or_default();
    match a {
        Action::Keep => match &view.phase {
            Phase::Drawn { card } => format!("Keep the {} in your hand", name(*card)),
            _ => "Keep it".into(),
        },
        Action::Act { target } => {
            let card = match view.phase {
                Phase::Drawn { card } => card,
                _ => 0,
            };
            let t = target.map(|t| who(&t)).unwrap_or_default();
            let n = target.map_or(0, |t| view.hand_sizes[t]);
            match data().items[card].action {
                ActionKind::Buy => "Buy: everyone offers a card for the Copper coin".into(),
                ActionKind::Theft => format!("Theft: take a random card from {t} ({n} cards)"),
                ActionKind::Ambush => "Ambush: draw 2 ambush cards and keep one".into(),
                ActionKind::Robbery => format!("Robbery: look at {t}'s hand ({n} cards) and take one"),
                ActionKind::Raid => format!("Raid: show {t}'s hand ({n} cards) to all and take one"),
                ActionKind::Trade => "Trade: everyone offers 1 or 2 cards for the Treasure chest".into(),
                ActionKind::Defence => "Defence".into(),
            }
        }
        Action::Defend(true) => "Defend: play a Necklace (the action fails; you swap cards)".into(),
        Action::Defend(false) => "Do not defend".into(),
        Action::Take(i) => format!("Take the {}", name(*i)),
        Action::Offer(i) => format!("Offer a {}", name(*i)),
        Action::TradeOffer(cards) => format!("Offer {}", list(cards)),
        Action::Accept(None) => "Refuse every offer and keep the Copper coin".into(),
        Action::Accept(Some(s)) => {
            let offer = view
                .revealed_offers
                .as_ref()
                .and_then(|o| o[*s])
                .map(|i| name(i).to_string())
                .unwrap_or_else(|| list(&view.trade_offers[*s]));
            format!("Accept {}'s offer: {offer}", who(s))
        }
        Action::KeepAmbush(a) => format!("Keep the ambush card {}", ambush_text(*a)),
        Action::ScoreSet { item, count } => format!("Score: lay out {count} {}", name(*item)),
        Action::ScoreTask { task, cards } => {
            format!("Task \"{}\" with {}", data().tasks[*task].name, grouped(cards))
        }
        Action::EndTurn => "End the turn without scoring".into(),
        Action::Strike(None) => "Let the set pass".into(),
        Action::Strike(Some(a)) => format!("Strike with {}", ambush_text(*a)),
        Action::Discard(cards) => format!("Discard {}", grouped(cards)),
    }
}

fn prompt(view: &SheriffView, names: &[String]) -> String {
    let d = view.decider.map(|s| names[s].clone()).unwrap_or_default();
    let a = &names[view.active];
    match &view.phase {
        Phase::Drawn { card } => {
            let it = &data().items[*card];
            format!("{a} drew {} ({}): keep it or carry out its action", it.name, it.value)
        }
        Phase::Defence { card, target } => {
            format!("{} is attacked with the {}: defend with a Necklace?", names[*target], name(*card))
        }
        Phase::Pick { target, .. } => format!("{a} takes a card from {}", names[*target]),
        Phase::BuyOffers => format!("{d}: choose a card to offer for the Copper coin (secret)"),
        Phase::BuyChoice => format!("{a}: choose an offer or refuse them all"),
        Phase::AmbushChoice => format!("{a}: keep one of the two ambush cards"),
        Phase::TradeOffers => format!("{d}: offer 1 or 2 cards for the Treasure chest (face up)"),
        Phase::TradeChoice => format!("{a}: accept one offer"),
        Phase::Score => format!("{a} may score once: 3+ identical items or a task"),
        Phase::Strike { item, laid } => {
            format!("{a} lays out {laid} {}: {d}, strike with an ambush?", name(*item))
        }
        Phase::DiscardDown { limit } => format!("No cards left: {d} discards down to {limit}"),
        Phase::Over => "The game is over".into(),
    }
}

impl SheriffScreen {
    fn track_line(view: &SheriffView) -> Line<'static> {
        let track = &data().track;
        let mut spans = vec![Span::styled("Track  ", theme::bold())];
        let here = |i: usize| view.sheriff == i;
        spans.push(Span::styled(if here(0) { "[N]".to_string() } else { "N".into() }, theme::bold()));
        for (i, n) in track.iter().enumerate() {
            let s = if here(i + 1) { format!(" [{n}]") } else { format!(" {n}") };
            spans.push(if here(i + 1) { Span::styled(s, theme::selected()) } else { Span::raw(s) });
        }
        let next: Vec<String> = track.iter().skip(view.sheriff).take(3).map(usize::to_string).collect();
        spans.push(Span::styled(format!("   next: {}", next.join(" ")), theme::dim()));
        Line::from(spans)
    }

    fn tasks_line(view: &SheriffView, names: &[String]) -> Line<'static> {
        let parts: Vec<String> = data()
            .tasks
            .iter()
            .zip(&view.tasks)
            .map(|(t, done)| {
                let by = match done.len() {
                    0 => "open".to_string(),
                    1 => names[done[0]].clone(),
                    _ => format!("{}, {} (closed)", names[done[0]], names[done[1]]),
                };
                format!("{} {}/{} {by}", short_task(t), t.first, t.shared)
            })
            .collect();
        Line::from(vec![Span::styled("Tasks  ", theme::bold()), Span::raw(parts.join(" · "))])
    }

    fn players_lines(view: &SheriffView, names: &[String], wide: bool) -> Vec<Line<'static>> {
        let cell = |s: usize| {
            let marker = if s == view.active { "▶" } else { " " };
            let ambush = if view.ambush_counts[s] == 0 {
                "–".to_string()
            } else {
                view.ambush_counts[s].to_string()
            };
            let name: String = names[s].chars().take(8).collect();
            format!(
                "{marker}{name:<9}{:<7}hand {:>2} won {:>2} amb {ambush:<2}",
                colour(s),
                view.hand_sizes[s],
                view.winnings[s]
            )
        };
        let n = view.players;
        let span = |s: usize| Span::styled(format!("{:<40}", cell(s)), theme::fg(seat_color(s)));
        if wide || n <= 4 {
            (0..n).map(|s| Line::from(span(s))).collect()
        } else {
            let half = n.div_ceil(2);
            (0..half)
                .map(|r| {
                    let mut spans = vec![span(r)];
                    if r + half < n {
                        spans.push(span(r + half));
                    }
                    Line::from(spans)
                })
                .collect()
        }
    }
}

impl GameScreen<super::Sheriff> for SheriffScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &SheriffView, legal: &[Action], ctx: &Ctx) {
        let names = ctx.names;
        let title = match view.phase {
            Phase::Over => "Sheriff · game over".to_string(),
            _ => format!(
                "Sheriff · {}'s turn · deck {} · discard {}",
                names[view.active],
                view.deck,
                view.discard.len()
            ),
        };
        widgets::title_line(f, Rect { height: 1, ..area }, &title);
        let mut lines = vec![Self::track_line(view), Self::tasks_line(view, names)];
        lines.extend(Self::players_lines(view, names, area.height >= 26));
        if let Some(me) = ctx.viewer {
            let hand = view.hand.as_deref().unwrap_or(&[]);
            lines.push(Line::from(vec![
                Span::styled("Hand   ", theme::bold()),
                Span::raw(grouped(hand)),
                Span::styled(format!("   score now {}", view.score_now()), theme::bold()),
            ]));
            if !view.own_ambushes.is_empty() {
                let a: Vec<String> = view.own_ambushes.iter().map(|&a| ambush_text(a)).collect();
                lines.push(Line::raw(format!("Ambush cards in front of you: {}", a.join(" · "))));
            }
            if let Some(o) = view.own_offer {
                lines.push(Line::raw(format!("Your secret offer: {}", name(o))));
            }
            if let Some(choice) = view.ambush_choice {
                lines.push(Line::raw(format!(
                    "You drew: {} · {}",
                    ambush_text(choice[0]),
                    ambush_text(choice[1])
                )));
            }
            let _ = me;
        }
        if let Some((s, cards)) = &view.shown_hand {
            lines.push(Line::raw(format!("{}'s hand: {}", names[*s], grouped(cards))));
        }
        let items: Vec<MenuItem> = legal.iter().map(|a| MenuItem::from(describe(view, names, a))).collect();
        // The table above, the prompt, then the decision list in the rows left (at least a few:
        // on a crowded table the lines just above the prompt give way, never the list).
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        let width = body.width as usize;
        let head: Vec<Line> = lines.iter().flat_map(|l| menu::wrap_line(l, width)).collect();
        let mut ask = menu::wrap_line(&Line::styled(prompt(view, names), theme::bold()), width);
        if items.is_empty() && view.phase != Phase::Over {
            let d = view.decider.map(|s| names[s].clone()).unwrap_or_default();
            ask.extend(menu::wrap_line(&Line::styled(format!("Waiting for {d}…"), theme::dim()), width));
        }
        let (top, menu_area) = self.menu.split(body, &items, (head.len() + ask.len()) as u16, MENU_MIN_ROWS);
        let ask_h = (ask.len() as u16).min(top.height);
        let head_area = Rect { height: top.height - ask_h, ..top };
        let ask_area = Rect { y: head_area.y + head_area.height, height: ask_h, ..top };
        f.render_widget(Paragraph::new(head), head_area);
        f.render_widget(Paragraph::new(ask), ask_area);
        self.menu.draw(f, menu_area, &items);
    }

    fn key(&mut self, key: KeyEvent, view: &SheriffView, legal: &[Action], _now_ms: u64) -> Intent<Action> {
        let _ = view;
        if legal.is_empty() {
            return Intent::None;
        }
        match self.menu.key(key.code, legal.len()) {
            MenuKey::Chosen(i) => Intent::Act(legal[i].clone()),
            MenuKey::Moved | MenuKey::Ignored => Intent::None,
        }
    }

    fn hints(&self, _view: &SheriffView, legal: &[Action]) -> Vec<Hint> {
        if legal.is_empty() { vec![] } else { self.menu.hints("do it") }
    }
}
