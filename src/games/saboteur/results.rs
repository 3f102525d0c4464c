//! A Saboteur round's results, shown to everyone: every role, who won and what each was paid. In
//! Classic the gold-diggers' nugget cards are secret: a player reads the value of their own card,
//! the others only that a card was kept (and whether it was handed over without a choice).

use ratatui::style::Style;
use ratatui::text::Line;

use super::actions::role_name;
use super::hand::name;
use super::payout::Role;
use super::rules::Mode as Rules;
use super::view::{Phase, SaboteurView};
use crate::engine::Event;
use crate::ui::theme;

/// What `s` got from the nugget cards (Classic diggers), as this viewer may know it.
fn nugget(view: &SaboteurView, s: usize) -> String {
    let Some(r) = &view.report else { return String::new() };
    let values: Vec<u8> = r.nuggets.iter().filter(|(q, _)| *q == s).map(|(_, v)| *v).collect();
    let forced = if r.forced.contains(&s) { " (the last with no choice)" } else { "" };
    let cards = if values.len() == 1 { "a nugget card" } else { "nugget cards" };
    match values.as_slice() {
        [] if matches!(view.phase, Phase::Nuggets { .. }) => "nugget card to come".into(),
        [] => "no nugget card".into(),
        v if v.iter().all(|&x| x > 0) => {
            let worth: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("{cards} worth {}{forced}", worth.join(" + "))
        }
        v => format!(
            "kept {} (value secret){forced}",
            if v.len() == 1 { cards.to_string() } else { format!("{} {cards}", v.len()) }
        ),
    }
}

pub fn report_lines(view: &SaboteurView, names: &[String]) -> Vec<Line<'static>> {
    let Some(r) = &view.report else { return Vec::new() };
    let why = Event::public(r.why.clone()).render(names);
    let mut lines =
        vec![Line::styled(format!("Round {} of 3 — results", r.round), theme::bold()), Line::raw(why)];
    let width = (0..view.players).map(|s| name(names, s).chars().count()).max().unwrap_or(4);
    for s in 0..view.players {
        let you = if Some(s) == view.seat { " (you)" } else { "" };
        let mut parts =
            vec![format!("{:<width$}  {:<22}", name(names, s), format!("{}{you}", role_name(r.roles[s])))];
        let digger = view.mode == Rules::Classic && r.roles[s] == Role::ClassicDigger;
        if r.winners.contains(&s) && digger {
            parts.push(format!("winner · {}", nugget(view, s)));
        } else if r.winners.contains(&s) {
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
        let style = if r.winners.contains(&s) { theme::bold() } else { Style::default() };
        lines.push(Line::styled(parts.join("  "), style));
    }
    let footer = match view.mode {
        Rules::Saboteur2 => format!(
            "Crystals in the maze: {} · Payouts are public; running totals show only on their owner's screen.",
            r.crystals
        ),
        Rules::Classic => {
            "Nugget card values are secret: each player sees their own (and their total) on their own screen."
                .into()
        }
    };
    lines.push(Line::styled(footer, theme::dim()));
    lines
}
