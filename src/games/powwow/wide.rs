//! The Pow Wow table on a large terminal: the new card as a big tile beside the claim window's
//! countdown gauge and the claims, a table of the tribes (player, won pile, their Indians lying on
//! the table, keys, what they did on this reveal) and the loot on the table as bars.

use crate::ui::text::Columns;
use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Direction, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Bar, BarChart, BarGroup, Block, Cell, Gauge, Paragraph, Row, Table, Wrap};

use super::cards::{Card, Kind, Loot, Tribe};
use super::rules::Phase;
use super::screen::{PowWowScreen, card_color, keys_text, shown_card, status, tribe_color, window_left};
use super::view::PowWowView;
use crate::i18n::tr;
use crate::t;
use crate::ui::{Ctx, theme};

/// The large layout needs this much room (below it the compact one shows everything).
pub fn fits(body: Rect) -> bool {
    body.width >= 100 && body.height >= 24
}

/// Draws the table under the title row into `body`.
pub fn draw(screen: &PowWowScreen, f: &mut Frame, body: Rect, view: &PowWowView, ctx: &Ctx) {
    // Five tribe rows, a header and the borders; the new card takes about a third of the height
    // and the loot bars the rest.
    let top = (body.height / 3).clamp(8, 13);
    let (table, rows) = tribes_table(view, ctx, body.width);
    let [top_area, tribes_area, loot_area] =
        Layout::vertical([Constraint::Length(top), Constraint::Length(rows), Constraint::Min(5)]).areas(body);
    let card_w = (body.width / 3).clamp(30, 44);
    let [card_area, window_area] =
        Layout::horizontal([Constraint::Length(card_w), Constraint::Min(30)]).areas(top_area);
    card_tile(screen, f, card_area, view, ctx);
    window_panel(screen, f, window_area, view, ctx);
    f.render_widget(table, tribes_area);
    loot_bars(f, loot_area, view);
}

/// The new card, big: tribe and kind (or the loot) in large letters on the card's colour.
fn card_tile(screen: &PowWowScreen, f: &mut Frame, area: Rect, view: &PowWowView, ctx: &Ctx) {
    let block = Block::bordered().title(Span::styled(format!(" {} ", t!("powwow-new-card")), theme::bold()));
    let inner = block.inner(area);
    f.render_widget(block, area);
    let mut lines: Vec<Line> = Vec::new();
    if screen.is_revealing(view) {
        let who = ctx.names[view.revealer].as_str();
        lines.push(Line::styled(t!("powwow-turning-up", who = who), theme::bold()));
    } else if let Some(card) = shown_card(view) {
        let face = theme::fg(card_color(card)).patch(theme::selected()).patch(theme::bold());
        let (top, big, what) = match card {
            Card::Indian(i) => {
                let owner = if i.tribe.index() < view.players {
                    t!("powwow-tile-owner", who = ctx.names[i.tribe.index()].as_str())
                } else {
                    t!("powwow-tile-no-owner")
                };
                (t!("powwow-tile-tribe", tribe = i.tribe.msg()), tr(&i.kind.msg()), owner)
            }
            Card::Loot(l) => (t!("powwow-loot"), tr(&l.msg()), String::new()),
        };
        let wide = spaced(&big.to_uppercase());
        let pad = " ".repeat(inner.width.saturating_sub(2) as usize);
        let centred = |t: &str| format!("{t:^w$}", w = inner.width.saturating_sub(2) as usize);
        lines.push(Line::styled(pad.clone(), face));
        lines.push(Line::styled(centred(&top), face));
        lines.push(Line::styled(pad.clone(), face));
        lines.push(Line::styled(centred(&wide), face));
        lines.push(Line::styled(pad, face));
        if !what.is_empty() {
            lines.push(Line::styled(what, theme::dim()));
        }
        if view.phase == Phase::Reveal {
            lines.push(Line::styled(t!("powwow-tile-window-closed"), theme::dim()));
        }
    } else {
        lines.push(Line::styled(t!("powwow-tile-none-yet"), theme::dim()));
        lines.push(Line::styled(t!("powwow-tile-waiting"), theme::dim()));
    }
    // Centred vertically in the tile.
    let pad = inner.height.saturating_sub(lines.len() as u16) / 2;
    let at = Rect { y: inner.y + pad, height: inner.height - pad, ..inner };
    f.render_widget(Paragraph::new(lines).alignment(Alignment::Center).wrap(Wrap { trim: false }), at);
}

/// `HUNTER` → `H U N T E R`: a larger word for the card's face.
fn spaced(word: &str) -> String {
    word.chars().map(String::from).collect::<Vec<_>>().join(" ")
}

/// The claim window: a gauge counting down, the claims in press order and the deciding
/// claimer's choice.
fn window_panel(screen: &PowWowScreen, f: &mut Frame, area: Rect, view: &PowWowView, ctx: &Ctx) {
    let block = Block::bordered()
        .title(Span::styled(format!(" {} ", t!("powwow-claim-window-title")), theme::bold()));
    let inner = block.inner(area);
    f.render_widget(block, area);
    // While a claimer chooses, the gauge gives its rows to the choice (at 120×40 the panel has
    // six, and the choice did not show below the gauge and the claims).
    let gauge_rows = if matches!(view.phase, Phase::Resolve { .. }) { 0 } else { 3 };
    let [gauge_area, _, rest] = Layout::vertical([
        Constraint::Length(gauge_rows),
        Constraint::Length(gauge_rows.min(1)),
        Constraint::Min(1),
    ])
    .areas(inner);
    let gauge = match window_left(view, ctx.now_ms) {
        Some((left, total)) => Gauge::default()
            .block(Block::bordered())
            .gauge_style(Style::default().fg(ratatui::style::Color::Yellow))
            .ratio((left as f64 / total as f64).clamp(0.0, 1.0))
            .label(Span::styled(
                t!("powwow-title-claim-now", secs = crate::i18n::decimal(left as f64 / 1000.0, 1)),
                theme::bold(),
            )),
        None => {
            let label = match view.phase {
                Phase::Reveal if screen.is_revealing(view) => t!("powwow-card-coming"),
                Phase::Reveal => t!("powwow-title-reveals-next", who = ctx.names[view.revealer].as_str()),
                Phase::Resolve { .. } => t!("powwow-claims-resolve"),
                Phase::Over => t!("powwow-title-over"),
                Phase::Window { .. } => String::new(),
            };
            Gauge::default().block(Block::bordered()).ratio(0.0).label(Span::styled(label, theme::dim()))
        }
    };
    if gauge_rows > 0 {
        f.render_widget(gauge, gauge_area);
    }
    let mut lines = vec![PowWowScreen::claims_line(view, ctx)];
    let choice = screen.choice_lines(view, ctx, rest.width as usize);
    if !choice.is_empty() {
        lines.push(Line::raw(""));
        lines.extend(choice);
    }
    if view.removed > 0 {
        lines.push(Line::raw(""));
        lines.push(Line::styled(t!("powwow-lost", n = view.removed), theme::dim()));
    }
    f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), rest);
}

/// The tribes table's fixed columns: marker, player, tribe, won, (Indians), (keys), this card.
const FIXED: [u16; 5] = [1, 12, 6, 5, 16];

/// One row per tribe: its player, won pile, its Indians face up on the table (what it may claim
/// with), the player's keys and what they did on this reveal; and its height in rows. Indians
/// that do not fit their column `width` wide take a second row, then end in "…".
fn tribes_table(view: &PowWowView, ctx: &Ctx, width: u16) -> (Table<'static>, u16) {
    // As wide as the longest seat's keys in this language ("Chief 1  Warrior 2 …").
    let keys_w = (0..view.players).map(|s| keys_text(view, ctx, s).columns()).max().unwrap_or(0) as u16;
    // Inside the borders, one column of spacing between the seven columns.
    let fixed: u16 = FIXED.iter().sum::<u16>() + keys_w + 6 + 2;
    let indians_w = width.saturating_sub(fixed).max(22) as usize;
    let mut height = 3;
    let rows: Vec<Row> = Tribe::ALL
        .iter()
        .map(|&tribe| {
            let lines = crate::ui::text::wrap(&indians_of(view, tribe), indians_w, 0);
            let mut shown: Vec<String> = lines.iter().take(2).cloned().collect();
            if lines.len() > 2 {
                shown[1] = crate::ui::text::cut(&format!("{} {}", shown[1], lines[2..].join(" ")), indians_w);
            }
            height += shown.len() as u16;
            let style = theme::fg(tribe_color(tribe));
            let on_table = Text::from(shown.into_iter().map(|l| Line::styled(l, style)).collect::<Vec<_>>());
            tribe_row(view, ctx, tribe, on_table)
        })
        .collect();
    let header = Row::new([
        String::new(),
        t!("powwow-col-player"),
        t!("powwow-col-tribe"),
        t!("powwow-col-won"),
        t!("powwow-col-indians"),
        // No keys shown (the public table of a hosted game): no column title either.
        if keys_w == 0 { String::new() } else { t!("powwow-col-keys") },
        t!("powwow-col-this-card"),
    ])
    .style(theme::bold());
    let [marker, player, tribe, won, this_card] = FIXED;
    let widths = [
        Constraint::Length(marker),
        Constraint::Length(player),
        Constraint::Length(tribe),
        Constraint::Length(won),
        Constraint::Min(22),
        Constraint::Length(keys_w),
        Constraint::Length(this_card),
    ];
    let block = Block::bordered().title(Span::styled(format!(" {} ", t!("powwow-tribes")), theme::bold()));
    (Table::new(rows, widths).header(header).block(block), height)
}

/// One tribe's row, with its Indians on the table as `on_table` (one or two rows).
fn tribe_row(view: &PowWowView, ctx: &Ctx, tribe: Tribe, on_table: Text<'static>) -> Row<'static> {
    let s = tribe.index();
    let style = theme::fg(tribe_color(tribe));
    let height = on_table.height() as u16;
    if s >= view.players {
        return Row::new(vec![
            Cell::from(""),
            Cell::from(Span::styled(t!("powwow-tile-unowned"), theme::dim())),
            Cell::from(Span::styled(tr(&tribe.msg()), style)),
            Cell::from(""),
            Cell::from(on_table),
            Cell::from(""),
            Cell::from(""),
        ])
        .height(height);
    }
    let marker = if view.revealer == s && view.phase == Phase::Reveal { "▶" } else { "" };
    let did = match view.claims.iter().find(|c| c.seat == s) {
        // A claim with nothing to take is penalised: said here, not only in the log.
        Some(c) if !c.legal => {
            format!("{} {}", t!("powwow-claimed", kind = c.kind.msg()), t!("powwow-penalised"))
        }
        Some(c) => t!("powwow-claimed", kind = c.kind.msg()),
        None => status(view, s).unwrap_or_default(),
    };
    Row::new(vec![
        Cell::from(marker),
        Cell::from(Span::styled(ctx.names[s].clone(), style.patch(theme::bold()))),
        Cell::from(Span::styled(tr(&tribe.msg()), style)),
        Cell::from(format!("{:>5}", view.won[s])),
        Cell::from(on_table),
        Cell::from(keys_text(view, ctx, s)),
        Cell::from(Span::styled(did, theme::bold())),
    ])
    .height(height)
}

/// `Chief · Hunter ×2`, or `-` when none of the tribe's Indians lie on the table.
fn indians_of(view: &PowWowView, tribe: Tribe) -> String {
    let parts: Vec<String> = Kind::ALL
        .iter()
        .filter_map(|&kind| {
            let n = view
                .table
                .iter()
                .filter(|c| matches!(c, Card::Indian(i) if i.tribe == tribe && i.kind == kind))
                .count();
            match n {
                0 => None,
                1 => Some(tr(&kind.msg())),
                n => Some(format!("{} ×{n}", tr(&kind.msg()))),
            }
        })
        .collect();
    if parts.is_empty() { "-".into() } else { parts.join(" · ") }
}

/// The loot face up on the table, one bar per kind.
fn loot_bars(f: &mut Frame, area: Rect, view: &PowWowView) {
    let count = |l: Loot| view.table.iter().filter(|c| **c == Card::Loot(l)).count() as u64;
    let total: u64 = Loot::ALL.iter().map(|&l| count(l)).sum();
    let block = Block::bordered().title(Span::styled(
        format!(" {} ", t!("powwow-loot-title", n = total, deck = view.deck)),
        theme::bold(),
    ));
    let bars: Vec<Bar> = Loot::ALL
        .iter()
        .map(|&l| {
            Bar::default()
                .value(count(l))
                .label(Line::from(format!("{:<9}", tr(&l.msg()))))
                .text_value(count(l).to_string())
        })
        .collect();
    // Each bar as thick as the room allows, so the panel fills its rows.
    let inner_h = area.height.saturating_sub(2);
    let n = Loot::ALL.len() as u16;
    let gap = u16::from(inner_h >= n * 2 - 1);
    let width = (inner_h.saturating_sub(gap * (n - 1)) / n).max(1);
    let chart = BarChart::default()
        .block(block)
        .direction(Direction::Horizontal)
        .bar_width(width)
        .bar_gap(gap)
        .max(total.max(10))
        .data(BarGroup::default().bars(&bars));
    f.render_widget(chart, area);
}
