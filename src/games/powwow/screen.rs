//! The Pow Wow table, one screen for everyone: face-up cards grouped, the claim window's countdown,
//! claims in press order, each seat's keys beside its name. No hand-offs: nothing is private.

use crate::ui::keys::Keys;
use crate::ui::text::Columns;
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
use crate::i18n::tr;
use crate::ui::widgets::{self, Hint, hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};
use crate::{msg, t};

impl GameUi for super::PowWow {
    type Screen = PowWowScreen;
    const HELP: &'static str = include_str!("../../../assets/help/powwow.md");
    const HELP_IT: Option<&'static str> = Some(include_str!("../../../assets/help/it/powwow.md"));
    const NAME: &'static str = "Pow Wow";
    const PRIVATE: bool = false;
    // Letters and digits belong to the seats.
    const QUIT: KeyCode = KeyCode::Esc;
    const SAVE: KeyCode = KeyCode::F(2);
    const LOG: KeyCode = KeyCode::F(3);
    const PAUSE: Option<KeyCode> = Some(KeyCode::Char(' '));

    fn open_lines(s: &Self, _names: &[String]) -> Vec<String> {
        vec![crate::ui::open_view::deck(&t!("open-deck-name"), &s.deck, |c| c.to_string())]
    }

    fn rules_in_force(options: &super::Options) -> Option<String> {
        Some(variants(options, false))
    }

    fn own_key(key: KeyEvent, seat: usize, view: &PowWowView) -> KeyEvent {
        let KeyCode::Char(c) = key.code else { return key };
        let c = c.to_ascii_lowercase();
        match keys::GROUPS.iter().find_map(|g| g.iter().position(|k| *k == c)) {
            Some(slot) => {
                KeyEvent::new(KeyCode::Char(keys::group(&view.options.keys, seat)[slot]), key.modifiers)
            }
            None => key,
        }
    }
}

#[derive(Debug, Default, Clone)]
pub struct PowWowScreen {
    /// The option under the deciding claimer's cursor.
    choice: usize,
    /// A reveal key was pressed while the prairie held this many cards: the card is on its way
    /// until one leaves the prairie. Tied to that reveal, so a move the screen did not see (a
    /// bot's reveal straight after, with no frame drawn between) cannot leave it standing.
    revealing: Option<usize>,
    /// The players' names and which seats are bots, as last drawn (for messages about keys).
    names: Vec<String>,
    bots: Vec<bool>,
    /// Whether the last draw was on a keyboard of its own, and for which seat (for the keys that
    /// messages name).
    own_keyboard: bool,
    viewer: Option<usize>,
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

/// `all Buffalos + Hunter (4 cards)`, `totems + prisoner G-Warrior + Chief (3 cards)`: the count is
/// all the claimer takes, the claiming Indian too (the table lists the loot alone).
pub fn describe(view: &PowWowView, kind: Kind, take: Take) -> String {
    let n = view.gain(kind, take);
    tr(&match take {
        Take::Usual { prisoner: Some(p) } => {
            msg!("powwow-take-prisoner", prisoner = p.msg(), n = n, kind = kind.msg())
        }
        Take::Usual { prisoner: None } => {
            msg!("powwow-take-usual", loot = kind.usual_loot().key(), n = n, kind = kind.msg())
        }
        Take::Tents => msg!("powwow-take-tents", n = n, kind = kind.msg()),
        Take::Marry { spouse } => msg!("powwow-take-marry", spouse = spouse.msg(), n = n, kind = kind.msg()),
    })
}

/// The row labels of the compact table ("Indians", "Loot", "Claims", "Last"), padded to one width.
fn label(text: String) -> Span<'static> {
    let width = [t!("powwow-indians"), t!("powwow-loot"), t!("powwow-claims"), t!("powwow-last")]
        .iter()
        .map(|l| l.columns())
        .max()
        .unwrap_or(0);
    Span::styled(format!("{text:<w$}", w = width + 2), theme::bold())
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
    let mut spans = vec![label(t!("powwow-indians"))];
    if seen.is_empty() {
        spans.push(Span::styled(t!("powwow-none"), theme::dim()));
    }
    for (i, n) in seen {
        let count = if n > 1 { format!(" ×{n}") } else { String::new() };
        let unowned = if i.tribe.index() >= view.players {
            format!(" {}", t!("powwow-unowned"))
        } else {
            String::new()
        };
        spans.push(Span::styled(format!("{i}{count}{unowned}"), theme::fg(tribe_color(i.tribe))));
        spans.push(Span::raw("  "));
    }
    Line::from(spans)
}

fn loot_line(view: &PowWowView) -> Line<'static> {
    let parts: Vec<String> = Loot::ALL
        .iter()
        .map(|&l| format!("{} {}", tr(&l.msg()), view.table.iter().filter(|c| **c == Card::Loot(l)).count()))
        .collect();
    Line::from(vec![label(t!("powwow-loot")), Span::raw(parts.join(" · "))])
}

/// What a seat did on this reveal, while its window is open: "passed" (a pass changes nothing
/// else on screen, so it is said here).
pub(super) fn status(view: &PowWowView, seat: usize) -> Option<String> {
    let open = matches!(view.phase, Phase::Window { .. });
    (open && view.passed.get(seat).copied().unwrap_or(false)).then(|| t!("powwow-passed"))
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

/// The optional rules and the claim window in force: "Warpath · Sharing · 3 s window"; `short`:
/// "Warpath Sharing 3 s" for a narrow title.
pub fn variants(options: &super::Options, short: bool) -> String {
    let mut parts: Vec<String> = [
        (options.warpath, msg!("powwow-variant-warpath")),
        (options.marriage, msg!("powwow-variant-marriage")),
        (options.sharing, msg!("powwow-variant-sharing")),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, name)| tr(&name))
    .collect();
    let secs = secs(options.window_ms);
    parts.push(if short {
        t!("powwow-variant-window-short", secs = secs)
    } else {
        t!("powwow-variant-window", secs = secs)
    });
    parts.join(if short { " " } else { " · " })
}

/// The keys `seat` presses, as shown to the viewer: its group of the shared keyboard; on a
/// keyboard of its own (a hosted table) the first group, the same for every seat (see `own_key`),
/// shown only on the viewer's own row (`None`: not shown).
pub(super) fn shown_keys(
    own_keyboard: bool,
    viewer: Option<usize>,
    view: &PowWowView,
    seat: usize,
) -> Option<[char; 5]> {
    if !own_keyboard {
        return Some(keys::group(&view.options.keys, seat));
    }
    (viewer == Some(seat)).then_some(keys::GROUPS[0])
}

/// What a seat's row says of its keys: "(bot)", its keys, or nothing (its keyboard is elsewhere).
pub(super) fn keys_text(view: &PowWowView, ctx: &Ctx, seat: usize) -> String {
    if is_bot(ctx, seat) {
        return t!("powwow-bot");
    }
    shown_keys(ctx.own_keyboard, ctx.viewer, view, seat).map_or(String::new(), |k| seat_keys(view, k))
}

/// "Chief 1  Warrior 2  Maiden 3  Hunter 4  reveal 5": a seat's keys (the last one passes while a
/// window is open).
pub(super) fn seat_keys(view: &PowWowView, keys: [char; 5]) -> String {
    let k = keys.map(String::from);
    let last = if matches!(view.phase, Phase::Window { .. }) {
        msg!("powwow-key-pass")
    } else {
        msg!("powwow-key-reveal")
    };
    let [k1, k2, k3, k4, k5] = k;
    t!("powwow-seat-keys", k1 = k1, k2 = k2, k3 = k3, k4 = k4, k5 = k5, last = last)
}

/// `3` or `2.5` seconds (`2,5` in Italian).
fn secs(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        (ms / 1000).to_string()
    } else {
        crate::i18n::decimal(ms as f64 / 1000.0, 1)
    }
}

impl PowWowScreen {
    fn name(&self, seat: usize) -> String {
        self.names.get(seat).cloned().unwrap_or_else(|| t!("seat-unnamed", n = seat + 1))
    }

    /// Whether the seat's reveal is on its way (pressed, not shown yet).
    pub(super) fn is_revealing(&self, view: &PowWowView) -> bool {
        self.revealing == Some(view.deck) && view.phase == Phase::Reveal
    }

    /// The title; the variants are written shorter when the full line would not fit `width`.
    fn title(&self, view: &PowWowView, ctx: &Ctx, width: usize) -> String {
        // Then without the optional rules (announced at the start and listed under `?`).
        let window_only =
            super::Options { warpath: false, marriage: false, sharing: false, ..view.options.clone() };
        let mut title = String::new();
        for v in [variants(&view.options, false), variants(&view.options, true), variants(&window_only, true)]
        {
            title = self.title_with(view, ctx, &v);
            if title.columns() + 8 <= width {
                break;
            }
        }
        title
    }

    fn title_with(&self, view: &PowWowView, ctx: &Ctx, variants: &str) -> String {
        let names = ctx.names;
        let head = t!("powwow-title", variants = variants, deck = view.deck);
        let reveal_key = shown_keys(ctx.own_keyboard, ctx.viewer, view, view.revealer).map(|k| k[4]);
        let who = names[view.revealer].as_str();
        let tail = match view.phase {
            Phase::Reveal if self.is_revealing(view) => t!("powwow-title-revealing", who = who),
            Phase::Reveal => match reveal_key {
                Some(key) if !is_bot(ctx, view.revealer) => {
                    t!("powwow-title-reveals-key", who = who, key = key.to_string())
                }
                _ => t!("powwow-title-reveals-next", who = who),
            },
            Phase::Window { closes_ms, .. } => t!(
                "powwow-title-claim-now",
                secs = crate::i18n::decimal(closes_ms.saturating_sub(ctx.now_ms) as f64 / 1000.0, 1)
            ),
            Phase::Resolve { next } => {
                t!("powwow-title-chooses", who = names[view.claims[next].seat].as_str())
            }
            Phase::Over => t!("powwow-title-over"),
        };
        format!("{head} · {tail}")
    }

    /// The card just revealed, highlighted, with the claim window's countdown beside it.
    fn new_card_spans(&self, view: &PowWowView, ctx: &Ctx) -> Vec<Span<'static>> {
        let mut spans = vec![Span::styled(format!("{} ", t!("powwow-new-card")), theme::bold())];
        if self.is_revealing(view) {
            let who = ctx.names[view.revealer].as_str();
            spans.push(Span::styled(t!("powwow-turning-up", who = who), theme::bold()));
            return spans;
        }
        let Some(card) = shown_card(view) else {
            spans.push(Span::styled(t!("powwow-no-new-card"), theme::dim()));
            return spans;
        };
        spans.push(Span::styled(format!(" {card} "), theme::fg(card_color(card)).patch(theme::selected())));
        match window_left(view, ctx.now_ms) {
            Some((left, total)) => {
                let filled = (left * 10).div_ceil(total).min(10) as usize;
                spans.push(Span::styled(
                    format!(
                        "  {} {}{} {} s",
                        t!("powwow-claim-now"),
                        "▰".repeat(filled),
                        "▱".repeat(10 - filled),
                        crate::i18n::decimal(left as f64 / 1000.0, 1)
                    ),
                    theme::bold(),
                ));
            }
            _ => spans.push(Span::styled(format!("  {}", t!("powwow-window-closed")), theme::dim())),
        }
        spans
    }

    pub(super) fn claims_line(view: &PowWowView, ctx: &Ctx) -> Line<'static> {
        let opened = view.revealed_ms;
        let current = matches!(view.phase, Phase::Window { .. } | Phase::Resolve { .. });
        let mut spans = vec![label(if current { t!("powwow-claims") } else { t!("powwow-last") })];
        if view.claims.is_empty() {
            let none = if current { t!("powwow-none-yet") } else { t!("powwow-no-last-claims") };
            spans.push(Span::styled(none, theme::dim()));
        }
        for (i, c) in view.claims.iter().enumerate() {
            let secs = crate::i18n::decimal(c.at_ms.saturating_sub(opened) as f64 / 1000.0, 2);
            let penalty = if c.legal { String::new() } else { format!(" {}", t!("powwow-penalised")) };
            spans.push(Span::styled(
                format!("{}. {} {} +{secs} s{penalty}   ", i + 1, ctx.names[c.seat], tr(&c.kind.msg())),
                theme::fg(tribe_color(Tribe::of_seat(c.seat))),
            ));
        }
        Line::from(spans)
    }

    /// The deciding claimer's choice; its keys go on a second row when one row of `width` is short.
    pub(super) fn choice_lines(&self, view: &PowWowView, ctx: &Ctx, width: usize) -> Vec<Line<'static>> {
        let Phase::Resolve { next } = view.phase else { return Vec::new() };
        let claim = view.claims[next];
        let options = view.options(claim.seat, claim.kind);
        let i = self.choice.min(options.len().saturating_sub(1));
        let text = options.get(i).map_or(String::new(), |t| describe(view, claim.kind, *t));
        let keys = match shown_keys(ctx.own_keyboard, ctx.viewer, view, claim.seat) {
            _ if is_bot(ctx, claim.seat) => format!("({})", t!("powwow-bot")),
            Some(k) => {
                let [left, right, take] = [k[0], k[1], k[4]].map(String::from);
                t!("powwow-choice-keys", left = left, right = right, take = take)
            }
            None => String::new(),
        };
        let who = ctx.names[claim.seat].as_str();
        let mut line = Line::from(vec![
            Span::styled(
                format!("{} ", t!("powwow-takes-with", who = who, kind = claim.kind.msg())),
                theme::bold(),
            ),
            Span::styled(format!("◂ {text} ▸"), theme::selected()),
            Span::raw(format!("  ({}/{})", i + 1, options.len())),
        ]);
        if keys.is_empty() {
            return vec![line];
        }
        if line.width() + 2 + keys.columns() <= width {
            line.push_span(Span::raw(format!("  {keys}")));
            return vec![line];
        }
        vec![line, Line::raw(format!("  {keys}"))]
    }

    fn seat_lines(view: &PowWowView, ctx: &Ctx) -> Vec<Line<'static>> {
        // Names and tribe marks padded to the longest at the table (names to 10 at most).
        let name_w = ctx.names.iter().take(view.players).map(|n| n.columns()).max().unwrap_or(0).min(10);
        let marks: Vec<String> = (0..view.players).map(|s| tr(&Tribe::of_seat(s).mark())).collect();
        let mark_w = marks.iter().map(|m| m.columns()).max().unwrap_or(0);
        (0..view.players)
            .map(|s| {
                let tribe = Tribe::of_seat(s);
                let marker = if view.revealer == s && view.phase == Phase::Reveal { "▶" } else { " " };
                let keys = keys_text(view, ctx, s);
                let won = t!("powwow-won", n = format!("{:>3}", view.won[s]));
                let mut spans = vec![
                    Span::styled(
                        format!("{marker}{:<name_w$} {:<mark_w$} {won}  ", ctx.names[s], marks[s]),
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

    /// The hints on a keyboard of one's own (a hosted table): the viewer's keys, named exactly;
    /// none on the public table. Keys that only explain (too late, not your reveal) say "wait".
    fn own_hints(&self, view: &PowWowView) -> Vec<Hint> {
        let Some(seat) = self.viewer.filter(|s| !self.bots.get(*s).copied().unwrap_or(false)) else {
            return Vec::new();
        };
        let [k1, k2, _, k4, k5] = keys::GROUPS[0].map(String::from);
        let (all, claims) = (format!("{k1}-{k5}"), format!("{k1}-{k4}"));
        // The keys the bar names and no others: another group's keys (letters a person is used to
        // from a shared keyboard, or `q` from the lobby) must not claim by surprise.
        let slots = |want: &[usize]| want.iter().map(|&i| keys::GROUPS[0][i]).collect::<Vec<_>>();
        let wait = seat_hint(&all, &t!("powwow-hint-wait"), slots(&[0, 1, 2, 3, 4]));
        match view.phase {
            Phase::Reveal if view.revealer == seat => vec![
                seat_hint(&k5, &t!("powwow-hint-reveal"), slots(&[4])),
                seat_hint(&claims, &t!("powwow-hint-wait"), slots(&[0, 1, 2, 3])).low(),
            ],
            Phase::Window { .. } => vec![
                seat_hint(&claims, &t!("powwow-hint-claim"), slots(&[0, 1, 2, 3])),
                seat_hint(&k5, &t!("powwow-hint-pass"), slots(&[4])),
            ],
            Phase::Resolve { next } if view.claims[next].seat == seat => vec![
                seat_hint(&format!("{k1} {k2}"), &t!("powwow-hint-choice"), slots(&[0, 1])),
                seat_hint(&k5, &t!("powwow-hint-take"), slots(&[4])),
            ],
            Phase::Over => Vec::new(),
            Phase::Reveal | Phase::Resolve { .. } => vec![wait],
        }
    }

    /// What the bar shows of a hint that takes every seat's keys in `slots`: the real keys of the
    /// people at the table (of `only`, when one seat decides), one group per seat ("1 2 3 4 / 7 8
    /// 9 0"); the seats' rows show whose they are.
    fn people_keys(&self, view: &PowWowView, slots: &[usize], only: Option<usize>) -> String {
        let people: Vec<usize> = match only {
            Some(s) => vec![s],
            None => (0..view.players).filter(|s| !self.bots.get(*s).copied().unwrap_or(false)).collect(),
        };
        let group = |s: usize| {
            let g = keys::group(&view.options.keys, s);
            slots.iter().map(|&i| g[i].to_string()).collect::<Vec<_>>().join(" ")
        };
        let shown: Vec<String> = people.into_iter().map(group).collect();
        if shown.is_empty() { t!("powwow-hint-claim-keys") } else { shown.join(" / ") }
    }

    /// The keys of every seat at the table, in the `want` slots of their groups (a shared keyboard:
    /// any seat's key acts for it, or says why not now).
    fn seat_keys(view: &PowWowView, want: &[usize]) -> Vec<char> {
        (0..view.players)
            .flat_map(|s| {
                let g = keys::group(&view.options.keys, s);
                want.iter().map(move |&i| g[i])
            })
            .collect()
    }

    /// Why a claim key does nothing outside a window.
    fn not_now(&self, view: &PowWowView, now_ms: u64) -> String {
        if self.is_revealing(view) {
            t!("powwow-wait-shown")
        } else if view.revealed_ms > 0 && now_ms.saturating_sub(view.now_ms) < LATE_MS {
            t!("powwow-too-late")
        } else {
            t!("powwow-wait-reveal")
        }
    }
}

impl GameScreen<super::PowWow> for PowWowScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &PowWowView, _legal: &[Action], ctx: &Ctx) {
        self.names = ctx.names.to_vec();
        self.bots = ctx.bots.to_vec();
        (self.own_keyboard, self.viewer) = (ctx.own_keyboard, ctx.viewer);
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
            [vec![Self::claims_line(view, ctx)], self.choice_lines(view, ctx, body.width as usize)].concat(),
            Self::seat_lines(view, ctx),
        ];
        if view.removed > 0 {
            groups.push(vec![Line::styled(t!("powwow-lost", n = view.removed), theme::dim())]);
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
            return Intent::Say(t!("powwow-bot-keys", who = self.name(seat)));
        }
        if view.phase != Phase::Reveal {
            self.revealing = None;
        }
        match view.phase {
            Phase::Reveal if slot == 4 && seat == view.revealer => {
                if self.is_revealing(view) {
                    return Intent::Say(t!("powwow-wait-shown"));
                }
                let at_ms = now_ms + reveal_delay_ms(now_ms);
                self.revealing = Some(view.deck);
                Intent::ActAt(seat, Action::Reveal { at_ms })
            }
            // On a keyboard of one's own the key is the player's: "not yours" needs no name.
            Phase::Reveal if slot == 4 && self.own_keyboard => {
                Intent::Say(t!("powwow-not-your-reveal-own", who = self.name(view.revealer)))
            }
            Phase::Reveal if slot == 4 => Intent::Say(t!(
                "powwow-not-your-reveal",
                who = self.name(view.revealer),
                other = self.name(seat)
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
                        let k = shown_keys(self.own_keyboard, self.viewer, view, seat)
                            .unwrap_or_else(|| keys::group(&view.options.keys, seat));
                        let [left, right, take] = [k[0], k[1], k[4]].map(String::from);
                        return Intent::Say(t!(
                            "powwow-choice-help",
                            who = self.name(seat),
                            left = left,
                            right = right,
                            take = take
                        ));
                    }
                }
                Intent::None
            }
            Phase::Resolve { next } => {
                Intent::Say(t!("powwow-too-late-choosing", who = self.name(view.claims[next].seat)))
            }
            Phase::Over => Intent::None,
        }
    }

    fn hints(&self, view: &PowWowView, _legal: &[Action]) -> Vec<Hint> {
        if self.own_keyboard {
            return self.own_hints(view);
        }
        match view.phase {
            // Letters and digits belong to the seats (shown beside each name); the screen says
            // whose key it was and why it does nothing.
            Phase::Reveal => vec![seat_hint(
                &self.people_keys(view, &[4], None),
                &t!("powwow-hint-reveal"),
                Self::seat_keys(view, &[0, 1, 2, 3, 4]),
            )],
            Phase::Window { .. } => vec![
                seat_hint(
                    &self.people_keys(view, &[0, 1, 2, 3], None),
                    &t!("powwow-hint-claim"),
                    Self::seat_keys(view, &[0, 1, 2, 3]),
                ),
                seat_hint(
                    &self.people_keys(view, &[4], None),
                    &t!("powwow-hint-pass"),
                    Self::seat_keys(view, &[4]),
                ),
            ],
            // The claimer's keys; anyone else's are told whose choice it is.
            Phase::Resolve { next } => {
                let claimer = Some(view.claims[next].seat);
                vec![
                    seat_hint(
                        &self.people_keys(view, &[0, 1], claimer),
                        &t!("powwow-hint-choice"),
                        Self::seat_keys(view, &[0, 1, 2, 3]),
                    ),
                    seat_hint(
                        &self.people_keys(view, &[4], claimer),
                        &t!("powwow-hint-take"),
                        Self::seat_keys(view, &[4]),
                    ),
                ]
            }
            Phase::Over => vec![],
        }
    }

    /// Selections go; the names and bots drawn last stay (they do not change during a game).
    fn reset(&mut self) {
        self.choice = 0;
        self.revealing = None;
    }
}

/// A hint that takes every seat's keys in some slots of their groups, named as the game names them
/// (one group per person at the table, or the viewer's own).
fn seat_hint(shown: &str, what: &str, keys: Vec<char>) -> Hint {
    hint(Keys::chars(keys).shown_as(shown), what)
}
