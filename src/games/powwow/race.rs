//! Bot levels measured in races as the table runs them: when a window opens every bot decides at
//! once from its view (a pass applies at once, a claim waits for its reaction time), the claims are
//! made in time order while the window is still open (each one may shorten it), and the window then
//! closes on the clock (`on_clock`). Test support: it measures the levels, the table does not use it.

use crate::engine::determinize::win_shares;
use crate::engine::session::bot_rng;
use crate::engine::{BotLevel, Game, Pending, Seat, Setup};

use super::rules::{Action, Options, Phase, PowWow};

/// What one level did over the simulated games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LevelStats {
    /// Claims the level made in time (pressed before the window closed).
    pub claims: usize,
    /// Of those, legal ones: the right card.
    pub right: usize,
    /// Sum of the reaction times of those claims, in ms after the reveal.
    pub reaction_ms: u64,
    /// Claims it decided on but the window had closed before its reaction.
    pub too_slow: usize,
    /// Games played by a seat of this level and the wins it got (ties split).
    pub seats: usize,
    pub wins: f64,
}

impl LevelStats {
    /// Share of its claims that were legal.
    pub fn accuracy(&self) -> f64 {
        self.right as f64 / self.claims.max(1) as f64
    }

    pub fn mean_reaction_ms(&self) -> f64 {
        self.reaction_ms as f64 / self.claims.max(1) as f64
    }

    pub fn win_share(&self) -> f64 {
        self.wins / self.seats.max(1) as f64
    }
}

/// Plays `games` bot games with one level per seat of `lineup` (game i turns the lineup by i, so no
/// level keeps a seat), from seeds `seed + i / players`. Returns the stats per lineup entry.
pub fn race(lineup: &[BotLevel], games: usize, seed: u64) -> Vec<LevelStats> {
    let n = lineup.len();
    let mut stats = vec![LevelStats::default(); n];
    for i in 0..games {
        let setup = Setup { players: n, first: Some(0), seed: seed.wrapping_add((i / n) as u64) };
        let who: Vec<usize> = (0..n).map(|s| (s + i) % n).collect();
        let levels: Vec<BotLevel> = who.iter().map(|&w| lineup[w]).collect();
        let g = play(&setup, &levels, &mut |seat, f: &dyn Fn(&mut LevelStats)| f(&mut stats[who[seat]]));
        for (seat, share) in win_shares(&g.outcome().expect("the game ends")).into_iter().enumerate() {
            stats[who[seat]].seats += 1;
            stats[who[seat]].wins += share;
        }
    }
    stats
}

type Record<'a> = dyn FnMut(Seat, &dyn Fn(&mut LevelStats)) + 'a;

fn play(setup: &Setup, levels: &[BotLevel], record: &mut Record) -> PowWow {
    let mut g = PowWow::new_game(setup, &Options::default()).expect("a valid setup");
    // The session's move count: the bots' dice come from it, as on the table.
    let mut step = 0;
    let choice = |g: &PowWow, seat: Seat, step: usize| {
        let legal = g.legal_actions(seat);
        let mut rng = bot_rng(setup.seed, step, seat);
        (!legal.is_empty()).then(|| PowWow::bot_action(&g.view(Some(seat)), &legal, levels[seat], &mut rng))
    };
    loop {
        match g.pending() {
            Pending::Over => return g,
            Pending::Each { .. } => unreachable!("Pow Wow has no secret choices in any order"),
            Pending::Seat(seat) => {
                let mut a = choice(&g, seat, step).expect("the seat to act has a move");
                // A reveal happens on the table's clock, never in its past.
                if let Action::Reveal { at_ms } = &mut a {
                    *at_ms = (*at_ms).max(g.now_ms);
                }
                g.apply(seat, &a).expect("bots play legal moves");
                step += 1;
            }
            Pending::Race { seats, .. } => {
                let Phase::Window { opened_ms, .. } = g.phase() else { unreachable!("a race is a window") };
                let mut scheduled = Vec::new();
                for seat in seats {
                    match choice(&g, seat, step) {
                        Some(a @ Action::Claim { at_ms, .. }) => scheduled.push((at_ms, seat, a)),
                        Some(a) => {
                            g.apply(seat, &a).expect("a pass is legal");
                            step += 1;
                        }
                        None => {}
                    }
                }
                scheduled.sort_by_key(|s| s.0);
                for (at_ms, seat, a) in scheduled {
                    let Pending::Race { closes_at_ms: Some(close), .. } = g.pending() else { break };
                    if at_ms > close {
                        record(seat, &|s| s.too_slow += 1);
                        continue;
                    }
                    g.apply(seat, &a).expect("a claim in the window is accepted");
                    step += 1;
                    let legal = g.claims().iter().any(|c| c.seat == seat && c.legal);
                    record(seat, &|s| {
                        s.claims += 1;
                        s.right += usize::from(legal);
                        s.reaction_ms += at_ms - opened_ms;
                    });
                }
                let Pending::Race { closes_at_ms: Some(close), .. } = g.pending() else {
                    unreachable!("the window is open until the clock closes it")
                };
                g.on_clock(close).expect("the window closes on time");
                step += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use BotLevel::*;

    /// Hard plays the right card more often than Normal and Normal more than Easy, each reacts
    /// faster than the level below, and Hard wins more than Normal (seeded; at 600 games the
    /// accuracy gaps are 4 points, the win gap 10).
    #[test]
    fn hard_claims_right_more_often_and_faster() {
        let s = race(&[Hard, Normal, Easy], 60, 12);
        let [h, n, e] = [&s[0], &s[1], &s[2]];
        assert!(h.claims >= 200 && n.claims >= 150 && e.claims >= 50, "{s:?}");
        assert!(h.accuracy() > n.accuracy() + 0.02, "hard {:.3} normal {:.3}", h.accuracy(), n.accuracy());
        assert!(n.accuracy() > e.accuracy() + 0.02, "normal {:.3} easy {:.3}", n.accuracy(), e.accuracy());
        assert!(h.mean_reaction_ms() + 200.0 < n.mean_reaction_ms(), "{s:?}");
        assert!(n.mean_reaction_ms() + 200.0 < e.mean_reaction_ms(), "{s:?}");
        assert!(h.win_share() > n.win_share() + 0.03, "{s:?}");
    }

    /// Figures for the notes: `cargo test --release --lib powwow::race -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn race_figures() {
        for lineup in
            [vec![Hard, Normal, Easy], vec![Hard, Normal, Normal, Normal], vec![Normal, Easy, Easy, Easy]]
        {
            let s = race(&lineup, 600, 1);
            println!("lineup {lineup:?}, 600 games");
            for (level, st) in lineup.iter().zip(&s) {
                println!(
                    "  {level:?}: accuracy {:.3} ({}/{}), mean reaction {:.0} ms, too slow {}, win share {:.3}",
                    st.accuracy(),
                    st.right,
                    st.claims,
                    st.mean_reaction_ms(),
                    st.too_slow,
                    st.win_share()
                );
            }
        }
    }
}
