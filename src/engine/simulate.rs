//! Headless bot-only games with statistics; any panic, broken invariant or endless game is a failure.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use serde::Serialize;

use super::session::bot_rng;
use super::{BotLevel, Game, Pending, Seat, Seats, Setup};

#[derive(Debug, Clone, Serialize)]
pub struct SimReport {
    pub game: String,
    pub players: usize,
    pub games: usize,
    pub seed: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_turns: f64,
    /// Games won per seat (a shared first place counts as a win for each).
    pub wins: Vec<usize>,
    pub mean_scores: Vec<f64>,
    pub failures: Vec<String>,
}

/// How one bot-only game went.
pub struct GameRun<G> {
    pub state: G,
    pub actions: usize,
}

/// Plays one game with bots of `level` at every seat, checking invariants after every action.
pub fn play_bot_game<G: Game>(
    setup: &Setup,
    options: &G::Options,
    level: BotLevel,
    max_actions: usize,
) -> Result<GameRun<G>, String> {
    let mut state = G::new_game(setup, options).map_err(|e| e.to_string())?;
    let mut actions = 0;
    loop {
        state.check_invariants().map_err(|e| format!("invariant broken after {actions} actions: {e}"))?;
        if actions >= max_actions {
            return Err(format!("did not end within {max_actions} actions"));
        }
        if state.pending() == Pending::Over {
            return Ok(GameRun { state, actions });
        }
        bot_step(&mut state, setup.seed, actions, level)?;
        actions += 1;
    }
}

/// One decision of a bot-only game: the seat to decide, or every seat in a real-time race and then
/// the window's close. The bots' dice come from `seed` and `step`.
pub fn bot_step<G: Game>(state: &mut G, seed: u64, step: usize, level: BotLevel) -> Result<(), String> {
    let (seats, closes) = match state.pending() {
        Pending::Over => return Ok(()),
        // Secret choices in any order: the first seat now, the others at later steps.
        Pending::Seat(seat) | Pending::Each { first: seat, .. } => {
            if state.legal_actions(seat).is_empty() {
                return Err(format!("seat {seat} must decide but has no legal action"));
            }
            (Seats::one(seat), None)
        }
        Pending::Race { seats, closes_at_ms } => (seats, closes_at_ms),
    };
    let mut timed = Vec::new();
    for seat in seats {
        let legal = state.legal_actions(seat);
        if legal.is_empty() {
            continue;
        }
        let mut rng = bot_rng(seed, step, seat);
        let action = G::bot_action(&state.view(Some(seat)), &legal, level, &mut rng);
        match G::action_ms(&action) {
            Some(at) if closes.is_some() => timed.push((at, seat, action)),
            _ => {
                state.apply(seat, &action).map_err(|e| format!("bot chose an illegal {action:?}: {e}"))?;
            }
        }
    }
    if closes.is_some() { race_out(state, timed) } else { Ok(()) }
}

/// The rest of a real-time race as the table runs it: the bots' timed actions (reactions), decided
/// when the window opened, happen in time order while the window is still open (each may move its
/// close), then the window closes on the clock; a reaction after the close is not made.
pub fn race_out<G: Game>(state: &mut G, mut timed: Vec<(u64, Seat, G::Action)>) -> Result<(), String> {
    timed.sort_by_key(|t| t.0);
    for (at, seat, action) in timed {
        match state.pending() {
            Pending::Race { closes_at_ms: Some(close), .. } if at <= close => {
                state.apply(seat, &action).map_err(|e| format!("bot chose an illegal {action:?}: {e}"))?;
            }
            _ => {}
        }
    }
    if let Pending::Race { closes_at_ms: Some(at), .. } = state.pending() {
        state.on_clock(at).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// Plays a bot game and, at every `every`-th position, applies each listed legal action of every
/// seat that may act to a copy and checks the invariants: the legal list and the rules agree.
/// Returns how many were tried.
pub fn check_listed_actions<G: Game>(
    setup: &Setup,
    options: &G::Options,
    every: usize,
    max_actions: usize,
) -> Result<usize, String> {
    let mut state = G::new_game(setup, options).map_err(|e| e.to_string())?;
    let (mut tried, mut step) = (0, 0);
    loop {
        let seats = match state.pending() {
            Pending::Over => return Ok(tried),
            Pending::Seat(seat) => Seats::one(seat),
            // Every seat of a choice made in any order may act now: each one's actions are tried.
            Pending::Race { seats, .. } | Pending::Each { seats, .. } => seats,
        };
        if step >= max_actions {
            return Err(format!("did not end within {max_actions} actions"));
        }
        if step % every.max(1) == 0 {
            for seat in seats {
                for a in state.legal_actions(seat) {
                    let mut copy = state.clone();
                    copy.apply(seat, &a).map_err(|e| format!("listed {a:?} refused at step {step}: {e}"))?;
                    copy.check_invariants().map_err(|e| format!("after {a:?} at step {step}: {e}"))?;
                    tried += 1;
                }
            }
        }
        bot_step(&mut state, setup.seed, step, BotLevel::Normal)?;
        step += 1;
    }
}

/// Plays `games` bot-only games from seeds `seed, seed+1, …`.
pub fn simulate<G: Game>(
    players: usize,
    games: usize,
    seed: u64,
    options: &G::Options,
    max_actions: usize,
) -> SimReport {
    let start = Instant::now();
    let mut wins = vec![0; players];
    let mut totals = vec![0i64; players];
    let mut turns = 0u64;
    let mut failures = Vec::new();
    let mut finished = 0usize;
    for i in 0..games {
        let setup = Setup { players, first: None, seed: seed.wrapping_add(i as u64) };
        let run = catch_unwind(AssertUnwindSafe(|| {
            play_bot_game::<G>(&setup, options, BotLevel::Normal, max_actions)
        }));
        let result = match run {
            Ok(r) => r,
            Err(panic) => Err(format!(
                "panicked: {}",
                panic
                    .downcast_ref::<String>()
                    .map(String::as_str)
                    .or(panic.downcast_ref::<&str>().copied())
                    .unwrap_or("?")
            )),
        };
        match result.and_then(|r| {
            r.state
                .outcome()
                .map(|o| (r.state.turn(), o))
                .ok_or_else(|| "ended without an outcome".to_string())
        }) {
            Ok((t, outcome)) => {
                finished += 1;
                turns += u64::from(t);
                for (s, score) in outcome.scores.iter().enumerate() {
                    totals[s] += i64::from(score.total);
                    if score.rank == 1 {
                        wins[s] += 1;
                    }
                }
            }
            Err(e) => failures.push(format!("seed {}: {e}", setup.seed)),
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let n = finished.max(1) as f64;
    SimReport {
        game: G::ID.to_string(),
        players,
        games,
        seed,
        seconds,
        games_per_second: games as f64 / seconds.max(1e-9),
        mean_turns: turns as f64 / n,
        wins,
        mean_scores: totals.iter().map(|&t| t as f64 / n).collect(),
        failures,
    }
}
