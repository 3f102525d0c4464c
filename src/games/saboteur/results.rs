//! A Saboteur round's results, shown to everyone: every role, who won and what each was paid. In
//! Classic the gold-diggers' nugget cards are secret: a player reads the value of their own card,
//! the others only that a card was kept (and whether it was handed over without a choice).

use crate::ui::text::Columns;
use ratatui::style::Style;
use ratatui::text::Line;

use super::actions::role_id;
use super::hand::name;
use super::payout::Role;
use super::rules::Mode as Rules;
use super::view::{Phase, SaboteurView};
use crate::i18n::{Arg, tr, tr_named};
use crate::t;
use crate::ui::theme;

/// What `s` got from the nugget cards (Classic diggers), as this viewer may know it.
fn nugget(view: &SaboteurView, s: usize) -> String {
    let Some(r) = &view.report else { return String::new() };
    let values: Vec<u8> = r.nuggets.iter().filter(|(q, _)| *q == s).map(|(_, v)| *v).collect();
    let forced = if r.forced.contains(&s) { "yes" } else { "no" };
    match values.as_slice() {
        [] if matches!(view.phase, Phase::Nuggets { .. }) => t!("saboteur-result-nugget-to-come"),
        [] => t!("saboteur-result-no-nugget"),
        v if v.iter().all(|&x| x > 0) => {
            let worth: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            t!("saboteur-result-nugget-worth", n = v.len(), worth = worth.join(" + "), forced = forced)
        }
        v => t!("saboteur-result-nugget-secret", n = v.len(), forced = forced),
    }
}

pub fn report_lines(view: &SaboteurView, names: &[String]) -> Vec<Line<'static>> {
    let Some(r) = &view.report else { return Vec::new() };
    let why = tr_named(&r.explain(), names);
    let mut lines =
        vec![Line::styled(t!("saboteur-result-title", n = r.round), theme::bold()), Line::raw(why)];
    let width = (0..view.players).map(|s| name(names, s).columns()).max().unwrap_or(4);
    let roles: Vec<String> = (0..view.players)
        .map(|s| {
            let role = crate::msg!("saboteur-role-column", role = Arg::Id(role_id(r.roles[s])));
            if Some(s) == view.seat { t!("saboteur-result-you", role = role) } else { tr(&role) }
        })
        .collect();
    let role_w = roles.iter().map(|x| x.columns()).max().unwrap_or(0).max(22);
    for (s, role) in roles.iter().enumerate() {
        let mut parts = vec![format!("{:<width$}  {role:<role_w$}", name(names, s))];
        let digger = view.mode == Rules::Classic && r.roles[s] == Role::ClassicDigger;
        if r.winners.contains(&s) && digger {
            parts.push(t!("saboteur-result-winner-nugget", nugget = nugget(view, s)));
        } else if r.winners.contains(&s) {
            parts.push(t!("saboteur-result-winner", n = r.payouts[s]));
        } else if r.payouts[s] > 0 {
            parts.push(format!("+{}", r.payouts[s]));
        }
        if r.geologists[s] > 0 {
            parts.push(t!("saboteur-result-crystals", n = r.geologists[s]));
        }
        if r.trapped[s] {
            parts.push(t!("saboteur-result-trapped"));
        }
        for (thief, victim) in &r.steals {
            if *thief == s {
                parts.push(tr_named(&crate::msg!("saboteur-result-stole", whom = Arg::Seat(*victim)), names));
            }
        }
        let style = if r.winners.contains(&s) { theme::bold() } else { Style::default() };
        lines.push(Line::styled(parts.join("  "), style));
    }
    let footer = match view.mode {
        Rules::Saboteur2 => t!("saboteur-result-footer-s2", n = r.crystals),
        Rules::Classic => t!("saboteur-result-footer-classic"),
    };
    lines.push(Line::styled(footer, theme::dim()));
    lines
}
