//! `tavolo simulate` and `tavolo arena`: seeded bot games and their reports, as text for people
//! (translated, columns aligned) or one JSON object.

use crate::catalog::REGISTRY;
use crate::catalog::{self as registry, GameEntry};
use crate::engine::arena::{ArenaReport, parse_seats};
use crate::engine::simulate::SimReport;
use crate::i18n::{Msg, decimal};
use crate::ui::text::Columns;
use crate::{msg, t};

pub(super) fn simulate(
    id: &str,
    games: usize,
    players: Option<usize>,
    seed: u64,
    json: bool,
    options: &[String],
) -> Result<(), Msg> {
    // No games is no statistics: refused as `arena` refuses it.
    if games == 0 {
        return Err(msg!("error-arena-no-games"));
    }
    // Headless games need only their rules and bots, not a screen.
    let game: &dyn GameEntry = registry::game(REGISTRY, id)?;
    let choices = game.choices_from(options)?;
    let range = game.player_range(&choices);
    let players = players.unwrap_or(3.clamp(range.min, range.max));
    let report = game.simulate(players, games, seed, &choices)?;
    if json {
        println!("{}", serde_json::to_string(&report).expect("a report always serialises"));
    } else {
        print!("{}", simulate_text(&game.name(), players, &report));
    }
    if report.failures.is_empty() {
        Ok(())
    } else {
        Err(msg!("error-games-failed", failed = report.failures.len(), games = games))
    }
}

/// The simulation report for people, in the current language.
pub fn simulate_text(name: &Msg, players: usize, r: &SimReport) -> String {
    let mut out =
        t!("sim-head", game = name.clone(), games = r.games, players = players, seed = r.seed.to_string())
            + "\n";
    out += &t!(
        "sim-speed",
        seconds = decimal(r.seconds, 2),
        rate = decimal(r.games_per_second, 0),
        turns = decimal(r.mean_turns, 1)
    );
    out += "\n";
    for s in 0..players {
        out += &t!("sim-seat", seat = s + 1, wins = r.wins[s], score = decimal(r.mean_scores[s], 2));
        out += "\n";
    }
    for f in &r.failures {
        out += &t!("run-failed", what = f.as_str());
        out += "\n";
    }
    out
}

pub(super) fn arena(
    id: &str,
    seats: &[String],
    games: usize,
    seed: u64,
    threads: usize,
    json: bool,
    options: &[String],
) -> Result<(), Msg> {
    let game: &dyn GameEntry = registry::game(REGISTRY, id)?;
    let choices = game.choices_from(options)?;
    let lineup = parse_seats(seats)?;
    // On a terminal a long run says how far it is (on stderr, which the JSON does not use).
    let tty = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let progress = |done: usize| {
        if tty {
            eprint!("\r{}", t!("arena-progress", done = done, games = games));
        }
    };
    let report = game.arena(&lineup, games, seed, &choices, threads, &progress)?;
    if tty {
        eprint!("\r{}\r", " ".repeat(t!("arena-progress", done = games, games = games).chars().count()));
    }
    if json {
        println!("{}", serde_json::to_string(&report).expect("a report always serialises"));
    } else {
        print!("{}", arena_text(&game.name(), &report));
    }
    if report.failures.is_empty() {
        Ok(())
    } else {
        Err(msg!("error-games-failed", failed = report.failures.len(), games = games))
    }
}

/// A level as people read it: the `bot-level` message (`random` included).
fn level_name(level: &str) -> String {
    t!("bot-level", level = level)
}

/// The arena report for people, in the current language: one row per level, then any failures.
/// Columns are as wide as their header or widest cell, so translated headers stay aligned.
pub fn arena_text(name: &Msg, r: &ArenaReport) -> String {
    let seats: Vec<String> = r.seats.iter().map(|s| level_name(s)).collect();
    let mut out = t!(
        "arena-head",
        game = name.clone(),
        games = r.games,
        seats = seats.join(","),
        seed = r.seed.to_string(),
        seconds = decimal(r.seconds, 1),
        threads = r.threads
    ) + "\n";
    let pct = |x: f64, places| decimal(100.0 * x, places);
    let rows: Vec<[String; 6]> = r
        .levels
        .iter()
        .map(|l| {
            [
                level_name(&l.level),
                l.seats.to_string(),
                format!("{}% ({}–{}%)", pct(l.win_share, 1), pct(l.ci95[0], 1), pct(l.ci95[1], 1)),
                format!("{}%", pct(l.fair_share, 1)),
                decimal(l.mean_score, 2),
                format!(
                    "{} / {} / {}",
                    decimal(l.decision_ms.p50, 3),
                    decimal(l.decision_ms.p95, 3),
                    decimal(l.decision_ms.max, 3)
                ),
            ]
        })
        .collect();
    let heads = [
        t!("arena-col-level"),
        t!("arena-col-seats"),
        t!("arena-col-share"),
        t!("arena-col-fair"),
        t!("arena-col-score"),
        t!("arena-col-cpu"),
    ];
    // The level is read left to right; the figures line up on their right.
    let width = |c: usize| {
        let cells = rows.iter().map(|r| r[c].columns());
        cells.chain([heads[c].columns()]).max().unwrap_or(0)
    };
    let widths: Vec<usize> = (0..heads.len()).map(width).collect();
    let line = |cells: &[String; 6]| {
        let mut l = String::new();
        for (c, cell) in cells.iter().enumerate() {
            let pad = widths[c] - cell.columns();
            l += "  ";
            if c == 0 || c == cells.len() - 1 {
                l += cell;
                l += &" ".repeat(pad);
            } else {
                l += &" ".repeat(pad);
                l += cell;
            }
        }
        l.trim_end().to_string() + "\n"
    };
    out += &line(&heads);
    for row in &rows {
        out += &line(row);
    }
    let seats: Vec<String> = r
        .by_seat
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let share = format!("{}% ({}–{}%)", pct(s.win_share, 1), pct(s.ci95[0], 1), pct(s.ci95[1], 1));
            t!("arena-seat", seat = i + 1, share = share)
        })
        .collect();
    out += &format!("  {}\n", t!("arena-by-seat", seats = seats.join(" · ")));
    if r.game == "saboteur" {
        // A team game: a seat's gold after three rounds mixes its team's luck with its own play.
        for l in t!("arena-saboteur-note").lines() {
            out += &format!("  {l}\n");
        }
    }
    for f in &r.failures {
        out += &t!("run-failed", what = f.as_str());
        out += "\n";
    }
    out
}
