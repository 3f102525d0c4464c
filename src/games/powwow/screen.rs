//! The Pow Wow table, one screen for everyone: face-up cards grouped, the claim window's countdown,
//! claims in press order, each seat's keys beside its name. No hand-offs: nothing is private.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Color;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::cards::{Card, Indian, Kind, Loot, Tribe};
use super::claim::{Take, gain};
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
}

#[derive(Debug, Default, Clone)]
pub struct PowWowScreen {
    /// The option under the deciding claimer's cursor.
    choice: usize,
}

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
    let n = gain(&view.table, kind, take);
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

impl PowWowScreen {
    fn title(view: &PowWowView, ctx: &Ctx) -> String {
        let names = ctx.names;
        let reveal_key = keys::group(&view.options.keys, view.revealer)[4];
        match view.phase {
            Phase::Reveal => {
                format!("Pow Wow · deck {} · {} reveals next [{reveal_key}]", view.deck, names[view.revealer])
            }
            Phase::Window { closes_ms, opened_ms } => {
                let left = closes_ms.saturating_sub(ctx.now_ms);
                let total = (closes_ms - opened_ms).max(1);
                let filled = (left * 10).div_ceil(total).min(10) as usize;
                format!(
                    "Pow Wow · deck {} · CLAIM NOW  {}{} {:.1} s",
                    view.deck,
                    "▰".repeat(filled),
                    "▱".repeat(10 - filled),
                    left as f64 / 1000.0
                )
            }
            Phase::Resolve { next } => {
                format!("Pow Wow · deck {} · {} chooses", view.deck, names[view.claims[next].seat])
            }
            Phase::Over => "Pow Wow · game over".into(),
        }
    }

    fn claims_line(view: &PowWowView, ctx: &Ctx) -> Line<'static> {
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

    fn choice_line(&self, view: &PowWowView, ctx: &Ctx) -> Option<Line<'static>> {
        let Phase::Resolve { next } = view.phase else { return None };
        let claim = view.claims[next];
        let options = view.options(claim.seat, claim.kind);
        let k = keys::group(&view.options.keys, claim.seat);
        let i = self.choice.min(options.len().saturating_sub(1));
        let text = options.get(i).map_or(String::new(), |t| describe(view, claim.kind, *t));
        Some(Line::from(vec![
            Span::styled(
                format!("{} takes with the {}: ", ctx.names[claim.seat], claim.kind.name()),
                theme::bold(),
            ),
            Span::styled(format!("◂ {text} ▸"), theme::selected()),
            Span::raw(format!(
                "  ({}/{})  keys {} ◂ · {} ▸ · {} take",
                i + 1,
                options.len(),
                k[0],
                k[1],
                k[4]
            )),
        ]))
    }

    fn seat_lines(view: &PowWowView, ctx: &Ctx) -> Vec<Line<'static>> {
        (0..view.players)
            .map(|s| {
                let tribe = Tribe::of_seat(s);
                let k = keys::group(&view.options.keys, s);
                let marker = if view.revealer == s && view.phase == Phase::Reveal { "▶" } else { " " };
                let keys = if ctx.bots.get(s).copied().unwrap_or(false) {
                    "bot".to_string()
                } else {
                    format!(
                        "Chief {}  Warrior {}  Maiden {}  Hunter {}  reveal {}",
                        k[0], k[1], k[2], k[3], k[4]
                    )
                };
                Line::from(vec![
                    Span::styled(
                        format!("{marker}{:<10}({}) won {:>3}  ", ctx.names[s], tribe.letter(), view.won[s]),
                        theme::fg(tribe_color(tribe)).patch(theme::bold()),
                    ),
                    Span::raw(keys),
                ])
            })
            .collect()
    }
}

impl GameScreen<super::PowWow> for PowWowScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &PowWowView, _legal: &[Action], ctx: &Ctx) {
        widgets::title_line(f, Rect { height: 1, ..area }, &Self::title(view, ctx));
        let mut lines = vec![indians_line(view), loot_line(view), Self::claims_line(view, ctx)];
        lines.push(self.choice_line(view, ctx).unwrap_or_else(|| Line::raw("")));
        lines.extend(Self::seat_lines(view, ctx));
        if view.removed > 0 {
            lines.push(Line::styled(format!("{} cards lost to penalties", view.removed), theme::dim()));
        }
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), body);
    }

    fn key(&mut self, key: KeyEvent, view: &PowWowView, _legal: &[Action], now_ms: u64) -> Intent<Action> {
        let KeyCode::Char(c) = key.code else { return Intent::None };
        let Some((seat, slot)) = keys::lookup(&view.options.keys, view.players, c) else {
            return Intent::None;
        };
        match view.phase {
            Phase::Reveal if slot == 4 && seat == view.revealer => {
                Intent::ActFor(seat, Action::Reveal { at_ms: now_ms })
            }
            Phase::Reveal if slot == 4 => {
                Intent::Say(format!("It is not your turn to reveal, {}.", seat + 1))
            }
            Phase::Reveal => Intent::Say("Wait for a card to be revealed before claiming.".into()),
            Phase::Window { .. } if slot < 4 => {
                Intent::ActFor(seat, Action::Claim { kind: Kind::ALL[slot], at_ms: now_ms })
            }
            Phase::Window { .. } => Intent::None,
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
                    _ => {}
                }
                Intent::None
            }
            Phase::Resolve { .. } | Phase::Over => Intent::None,
        }
    }

    fn hints(&self, view: &PowWowView, _legal: &[Action]) -> Vec<Hint> {
        match view.phase {
            // Letters and digits belong to the seats (shown beside each name); the screen says
            // whose key it was and why it does nothing.
            Phase::Reveal => vec![hint("reveal key", "reveal").any_char()],
            Phase::Window { .. } => vec![hint("claim keys", "Chief · Warrior · Maiden · Hunter").any_char()],
            Phase::Resolve { .. } => vec![hint("claimer's keys", "◂ ▸ choose · reveal key takes").any_char()],
            Phase::Over => vec![],
        }
    }
}
