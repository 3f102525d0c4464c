//! The Pow Wow table, one screen for everyone: face-up cards grouped, the claim window's countdown,
//! claims in press order, each seat's keys beside its name. No hand-offs: nothing is private.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::cards::{Card, Indian, Kind, Loot, Tribe};
use super::claim::Take;
use super::keys;
use super::rules::{Action, Phase};
use super::view::PowWowView;
use crate::ui::widgets::{self, Hint, hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};

impl GameUi for super::PowWow {
    type Screen = PowWowScreen;
    const HELP: &'static str = include_str!("../../../assets/help/powwow.md");
    const NAME: &'static str = "Pow Wow";
    const PRIVATE: bool = false;
    // Letters and digits belong to the seats.
    const QUIT: KeyCode = KeyCode::Esc;
    const SAVE: KeyCode = KeyCode::F(2);
    const LOG: KeyCode = KeyCode::F(3);
    const PAUSE: Option<KeyCode> = Some(KeyCode::Char(' '));

    fn rules_in_force(options: &super::Options) -> Option<String> {
        Some(variants(options))
    }
}

#[derive(Debug, Default, Clone)]
pub struct PowWowScreen {
    /// The option under the deciding claimer's cursor.
    choice: usize,
    /// A reveal key was pressed: the card is shown to everyone at this time (table ms).
    revealing: Option<u64>,
    /// The players' names and which seats are bots, as last drawn (for messages about keys).
    names: Vec<String>,
    bots: Vec<bool>,
}

/// How long after the reveal key the card appears for everyone: 0.4–0.9 s, varying with the
/// millisecond of the press, so the revealer cannot time a claim to the card's appearance.
fn reveal_delay_ms(now_ms: u64) -> u64 {
    400 + now_ms.wrapping_mul(2_654_435_761) % 500
}

/// Presses this soon after a window closed are told they were too late.
const LATE_MS: u64 = 2500;

pub fn tribe_color(t: Tribe) -> Color {
    match t {
        Tribe::Red => Color::Red,
        Tribe::Green => Color::Green,
        Tribe::Purple => Color::Magenta,
        Tribe::Yellow => Color::Yellow,
        Tribe::Blue => Color::LightBlue,
    }
}

/// `usual: Buffalo ×3`, `prisoner G-Warrior`, `tents ×2`, `marry Y-Maiden`.
pub fn describe(view: &PowWowView, kind: Kind, take: Take) -> String {
    let n = view.gain(kind, take);
    match take {
        Take::Usual { prisoner: Some(p) } => format!("totems + prisoner {p} ({n} cards)"),
        Take::Usual { prisoner: None } => format!("all {}s ({n} cards)", kind.usual_loot().name()),
        Take::Tents => format!("all Tents ({n} cards)"),
        Take::Marry { spouse } => format!("marry {spouse} + Tents ({n} cards)"),
    }
}

fn indians_line(view: &PowWowView) -> Line<'static> {
    let mut seen: Vec<(Indian, usize)> = Vec::new();
    for c in &view.table {
        if let Card::Indian(i) = c {
            match seen.iter_mut().find(|(j, _)| j == i) {
                Some((_, n)) => *n += 1,
                None => seen.push((*i, 1)),
            }
        }
    }
    seen.sort();
    let mut spans = vec![Span::styled("Indians  ", theme::bold())];
    if seen.is_empty() {
        spans.push(Span::styled("none", theme::dim()));
    }
    for (i, n) in seen {
        let count = if n > 1 { format!(" ×{n}") } else { String::new() };
        let unowned = if i.tribe.index() >= view.players { "(unowned)" } else { "" };
        spans.push(Span::styled(format!("{i}{count}{unowned}"), theme::fg(tribe_color(i.tribe))));
        spans.push(Span::raw("  "));
    }
    Line::from(spans)
}

fn loot_line(view: &PowWowView) -> Line<'static> {
    let parts: Vec<String> = Loot::ALL
        .iter()
        .map(|&l| format!("{} {}", l.name(), view.table.iter().filter(|c| **c == Card::Loot(l)).count()))
        .collect();
    Line::from(vec![Span::styled("Loot     ", theme::bold()), Span::raw(parts.join(" · "))])
}

/// What a seat did on this reveal, while its window is open: "passed" (a pass changes nothing
/// else on screen, so it is said here).
pub(super) fn status(view: &PowWowView, seat: usize) -> Option<&'static str> {
    let open = matches!(view.phase, Phase::Window { .. });
    (open && view.passed.get(seat).copied().unwrap_or(false)).then_some("passed")
}

/// The card to show as the new one: the one just revealed, or, after a window nobody claimed in,
/// the card it left last on the table.
pub(super) fn shown_card(view: &PowWowView) -> Option<Card> {
    let unclaimed = view.phase == Phase::Reveal && view.claims.is_empty() && view.revealed_ms > 0;
    view.new_card().or(view.table.last().copied().filter(|_| unclaimed))
}

pub(super) fn card_color(card: Card) -> Color {
    match card {
        Card::Indian(i) => tribe_color(i.tribe),
        Card::Loot(_) => Color::White,
    }
}

/// While a window is open: the ms left and its whole length.
pub(super) fn window_left(view: &PowWowView, now_ms: u64) -> Option<(u64, u64)> {
    let Phase::Window { closes_ms, opened_ms } = view.phase else { return None };
    Some((closes_ms.saturating_sub(now_ms), (closes_ms - opened_ms).max(1)))
}

/// Whether `seat` is played by a bot: its keys are never shown (they do nothing).
pub(super) fn is_bot(ctx: &Ctx, seat: usize) -> bool {
    ctx.bots.get(seat).copied().unwrap_or(false)
}

/// The optional rules and the claim window in force: "Warpath · Sharing · 3 s window".
pub fn variants(options: &super::Options) -> String {
    let mut parts: Vec<String> =
        [(options.warpath, "Warpath"), (options.marriage, "Marriage"), (options.sharing, "Sharing")]
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, name)| name.to_string())
            .collect();
    parts.push(format!("{} s window", secs(options.window_ms)));
    parts.join(" · ")
}

/// `3` or `2.5` seconds.
fn secs(ms: u64) -> String {
    if ms.is_multiple_of(1000) { (ms / 1000).to_string() } else { format!("{:.1}", ms as f64 / 1000.0) }
}

impl PowWowScreen {
    fn name(&self, seat: usize) -> String {
        self.names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1))
    }

    /// Whether the seat's reveal is on its way (pressed, not shown yet).
    pub(super) fn is_revealing(&self, view: &PowWowView) -> bool {
        self.revealing.is_some() && view.phase == Phase::Reveal
    }

    /// The title; the variants are written shorter when the full line would not fit `width`.
    fn title(&self, view: &PowWowView, ctx: &Ctx, width: usize) -> String {
        let full = self.title_with(view, ctx, &variants(&view.options));
        if full.chars().count() + 8 <= width {
            return full;
        }
        self.title_with(view, ctx, &variants(&view.options).replace(" · ", " ").replace(" window", ""))
    }

    fn title_with(&self, view: &PowWowView, ctx: &Ctx, variants: &str) -> String {
        let names = ctx.names;
        let head = format!("Pow Wow · {variants} · deck {}", view.deck);
        let reveal_key = keys::group(&view.options.keys, view.revealer)[4];
        match view.phase {
            Phase::Reveal if self.is_revealing(view) => format!("{head} · {} reveals…", names[view.revealer]),
            Phase::Reveal if is_bot(ctx, view.revealer) => {
                format!("{head} · {} reveals next", names[view.revealer])
            }
            Phase::Reveal => format!("{head} · {} reveals next [{reveal_key}]", names[view.revealer]),
            Phase::Window { closes_ms, .. } => {
                format!("{head} · CLAIM NOW {:.1} s", closes_ms.saturating_sub(ctx.now_ms) as f64 / 1000.0)
            }
            Phase::Resolve { next } => format!("{head} · {} chooses", names[view.claims[next].seat]),
            Phase::Over => format!("{head} · game over"),
        }
    }

    /// The card just revealed, highlighted, with the claim window's countdown beside it.
    fn new_card_spans(&self, view: &PowWowView, ctx: &Ctx) -> Vec<Span<'static>> {
        let mut spans = vec![Span::styled("New card ", theme::bold())];
        if self.is_revealing(view) {
            spans
                .push(Span::styled(format!("{} is turning it up…", ctx.names[view.revealer]), theme::bold()));
            return spans;
        }
        let Some(card) = shown_card(view) else {
            spans.push(Span::styled("none: waiting for the next reveal", theme::dim()));
            return spans;
        };
        spans.push(Span::styled(format!(" {card} "), theme::fg(card_color(card)).patch(theme::selected())));
        match window_left(view, ctx.now_ms) {
            Some((left, total)) => {
                let filled = (left * 10).div_ceil(total).min(10) as usize;
                spans.push(Span::styled(
                    format!(
                        "  CLAIM NOW {}{} {:.1} s",
                        "▰".repeat(filled),
                        "▱".repeat(10 - filled),
                        left as f64 / 1000.0
                    ),
                    theme::bold(),
                ));
            }
            _ => spans.push(Span::styled("  window closed", theme::dim())),
        }
        spans
    }

    pub(super) fn claims_line(view: &PowWowView, ctx: &Ctx) -> Line<'static> {
        let opened = view.revealed_ms;
        let label = if matches!(view.phase, Phase::Window { .. } | Phase::Resolve { .. }) {
            "Claims   "
        } else {
            "Last     "
        };
        let mut spans = vec![Span::styled(label, theme::bold())];
        if view.claims.is_empty() {
            let none = if label.starts_with("Claims") { "none yet" } else { "no claims on the last card" };
            spans.push(Span::styled(none, theme::dim()));
        }
        for (i, c) in view.claims.iter().enumerate() {
            let secs = c.at_ms.saturating_sub(opened) as f64 / 1000.0;
            spans.push(Span::styled(
                format!("{}. {} {} +{secs:.2} s   ", i + 1, ctx.names[c.seat], c.kind.name()),
                theme::fg(tribe_color(Tribe::of_seat(c.seat))),
            ));
        }
        Line::from(spans)
    }

    pub(super) fn choice_line(&self, view: &PowWowView, ctx: &Ctx) -> Option<Line<'static>> {
        let Phase::Resolve { next } = view.phase else { return None };
        let claim = view.claims[next];
        let options = view.options(claim.seat, claim.kind);
        let k = keys::group(&view.options.keys, claim.seat);
        let i = self.choice.min(options.len().saturating_sub(1));
        let text = options.get(i).map_or(String::new(), |t| describe(view, claim.kind, *t));
        let keys = if is_bot(ctx, claim.seat) {
            "  (bot)".to_string()
        } else {
            format!("  keys {} ◂ · {} ▸ · {} take", k[0], k[1], k[4])
        };
        Some(Line::from(vec![
            Span::styled(
                format!("{} takes with the {}: ", ctx.names[claim.seat], claim.kind.name()),
                theme::bold(),
            ),
            Span::styled(format!("◂ {text} ▸"), theme::selected()),
            Span::raw(format!("  ({}/{}){keys}", i + 1, options.len())),
        ]))
    }

    fn seat_lines(view: &PowWowView, ctx: &Ctx) -> Vec<Line<'static>> {
        (0..view.players)
            .map(|s| {
                let tribe = Tribe::of_seat(s);
                let k = keys::group(&view.options.keys, s);
                let marker = if view.revealer == s && view.phase == Phase::Reveal { "▶" } else { " " };
                let keys = if is_bot(ctx, s) {
                    "bot".to_string()
                } else {
                    let during = if matches!(view.phase, Phase::Window { .. }) { "pass" } else { "reveal" };
                    format!(
                        "Chief {}  Warrior {}  Maiden {}  Hunter {}  {during} {}",
                        k[0], k[1], k[2], k[3], k[4]
                    )
                };
                let mut spans = vec![
                    Span::styled(
                        format!("{marker}{:<10}({}) won {:>3}  ", ctx.names[s], tribe.letter(), view.won[s]),
                        theme::fg(tribe_color(tribe)).patch(theme::bold()),
                    ),
                    Span::raw(keys),
                ];
                if let Some(status) = status(view, s) {
                    spans.push(Span::styled(format!("  {status}"), theme::bold()));
                }
                Line::from(spans)
            })
            .collect()
    }

    /// Why a claim key does nothing outside a window.
    fn not_now(&self, view: &PowWowView, now_ms: u64) -> String {
        if self.is_revealing(view) {
            "Wait: the card is not shown yet.".into()
        } else if view.revealed_ms > 0 && now_ms.saturating_sub(view.now_ms) < LATE_MS {
            "Too late: the window closed.".into()
        } else {
            "Wait for a card to be revealed before claiming.".into()
        }
    }
}

impl GameScreen<super::PowWow> for PowWowScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &PowWowView, _legal: &[Action], ctx: &Ctx) {
        self.names = ctx.names.to_vec();
        self.bots = ctx.bots.to_vec();
        if view.phase != Phase::Reveal {
            self.revealing = None;
        }
        widgets::title_line(f, Rect { height: 1, ..area }, &self.title(view, ctx, area.width as usize));
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        if super::wide::fits(body) {
            return super::wide::draw(self, f, body, view, ctx);
        }
        let new_card = Line::from(self.new_card_spans(view, ctx));
        let mut groups: Vec<Vec<Line>> = vec![
            vec![new_card],
            vec![indians_line(view), loot_line(view)],
            vec![Self::claims_line(view, ctx), self.choice_line(view, ctx).unwrap_or_else(|| Line::raw(""))],
            Self::seat_lines(view, ctx),
        ];
        if view.removed > 0 {
            groups
                .push(vec![Line::styled(format!("{} cards lost to penalties", view.removed), theme::dim())]);
        }
        // A blank row between the groups where the terminal has the rows for it.
        let rows: usize = groups.iter().map(Vec::len).sum();
        let spaced = rows + groups.len() <= body.height as usize;
        let mut lines = Vec::new();
        for g in groups {
            if spaced {
                lines.push(Line::raw(""));
            }
            lines.extend(g);
        }
        f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), body);
    }

    fn key(&mut self, key: KeyEvent, view: &PowWowView, _legal: &[Action], now_ms: u64) -> Intent<Action> {
        let KeyCode::Char(c) = key.code else { return Intent::None };
        let Some((seat, slot)) = keys::lookup(&view.options.keys, view.players, c) else {
            return Intent::None;
        };
        if self.bots.get(seat).copied().unwrap_or(false) {
            return Intent::Say(format!("{} is a bot: those keys do nothing.", self.name(seat)));
        }
        if view.phase != Phase::Reveal {
            self.revealing = None;
        }
        match view.phase {
            Phase::Reveal if slot == 4 && seat == view.revealer => {
                if self.is_revealing(view) {
                    return Intent::None;
                }
                let at_ms = now_ms + reveal_delay_ms(now_ms);
                self.revealing = Some(at_ms);
                Intent::ActAt(seat, Action::Reveal { at_ms })
            }
            Phase::Reveal if slot == 4 => Intent::Say(format!(
                "It is {}'s turn to reveal, not {}'s.",
                self.name(view.revealer),
                self.name(seat)
            )),
            Phase::Reveal => Intent::Say(self.not_now(view, now_ms)),
            Phase::Window { .. } if slot < 4 => {
                Intent::ActFor(seat, Action::Claim { kind: Kind::ALL[slot], at_ms: now_ms })
            }
            Phase::Window { .. } => Intent::ActFor(seat, Action::Pass),
            Phase::Resolve { next } if view.claims[next].seat == seat => {
                let claim = view.claims[next];
                let options = view.options(seat, claim.kind);
                let n = options.len().max(1);
                match slot {
                    0 => self.choice = (self.choice + n - 1) % n,
                    1 => self.choice = (self.choice + 1) % n,
                    4 => {
                        if let Some(t) = options.get(self.choice.min(n - 1)) {
                            self.choice = 0;
                            return Intent::ActFor(seat, Action::Take(*t));
                        }
                    }
                    _ => {
                        let k = keys::group(&view.options.keys, seat);
                        return Intent::Say(format!(
                            "{}: {} and {} change the choice, {} takes it.",
                            self.name(seat),
                            k[0],
                            k[1],
                            k[4]
                        ));
                    }
                }
                Intent::None
            }
            Phase::Resolve { next } => Intent::Say(format!(
                "Too late: the window closed. {} is choosing.",
                self.name(view.claims[next].seat)
            )),
            Phase::Over => Intent::None,
        }
    }

    fn hints(&self, view: &PowWowView, _legal: &[Action]) -> Vec<Hint> {
        match view.phase {
            // Letters and digits belong to the seats (shown beside each name); the screen says
            // whose key it was and why it does nothing.
            Phase::Reveal => vec![hint("reveal key", "reveal").any_char()],
            Phase::Window { .. } => vec![
                hint("claim keys", "Chief · Warrior · Maiden · Hunter").any_char(),
                hint("reveal key", "pass").any_char(),
            ],
            Phase::Resolve { .. } => vec![hint("claimer's keys", "◂ ▸ choose · reveal key takes").any_char()],
            Phase::Over => vec![],
        }
    }

    /// Selections go; the names and bots drawn last stay (they do not change during a game).
    fn reset(&mut self) {
        self.choice = 0;
        self.revealing = None;
    }
}
