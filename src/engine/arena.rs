//! `tavolo arena`: seeded games between bot levels, to measure whether a level is stronger. Each
//! deal is played once per rotation of the lineup (the same cards, every contender in every seat
//! and as start player once), the games are spread over the cores, and the report gives each
//! level's win share (ties split) with a 95% confidence interval, its mean score and how long its
//! decisions took — in CPU time of the deciding thread, so a figure taken on a busy machine is still
//! what a decision costs on one core.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

use serde::Serialize;

use super::determinize::win_shares;
use super::session::bot_rng;
use super::{BotLevel, Game, Pending, Seats, Setup};
use crate::i18n::Msg;
use crate::msg;

/// Who plays a seat: a bot level, or uniformly random legal moves (a floor to measure against).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Contender {
    Bot(BotLevel),
    Random,
}

impl Contender {
    pub fn name(self) -> &'static str {
        match self {
            Contender::Bot(level) => level.name(),
            Contender::Random => "random",
        }
    }

    pub fn parse(s: &str) -> Result<Self, Msg> {
        let word = s.trim().to_lowercase();
        if word == "random" {
            return Ok(Contender::Random);
        }
        BotLevel::parse(&word).map(Contender::Bot).ok_or_else(|| msg!("error-arena-level", level = s.trim()))
    }
}

/// `hard,normal,normal` → one contender per seat.
pub fn parse_seats(list: &[String]) -> Result<Vec<Contender>, Msg> {
    if list.is_empty() {
        return Err(msg!("error-arena-no-seats"));
    }
    list.iter().map(|s| Contender::parse(s)).collect()
}

/// Time spent by this thread: its CPU time where the system reports it (what a decision costs on
/// one core, however busy the machine is), else wall time.
pub struct CpuClock {
    wall: Instant,
    cpu: Option<u64>,
}

impl CpuClock {
    pub fn start() -> Self {
        CpuClock { wall: Instant::now(), cpu: thread_cpu_us() }
    }

    pub fn elapsed_us(&self) -> u64 {
        match (self.cpu, thread_cpu_us()) {
            (Some(a), Some(b)) => b.saturating_sub(a),
            _ => self.wall.elapsed().as_micros() as u64,
        }
    }
}

/// The calling thread's CPU time in microseconds.
#[cfg(unix)]
fn thread_cpu_us() -> Option<u64> {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec through a valid pointer and reads nothing else.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    ok.then(|| t.tv_sec as u64 * 1_000_000 + t.tv_nsec as u64 / 1000)
}

#[cfg(not(unix))]
fn thread_cpu_us() -> Option<u64> {
    None
}

/// Milliseconds a level's decisions took (CPU time of one core, see [`CpuClock`]).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Timing {
    pub p50: f64,
    pub p95: f64,
    pub max: f64,
}

/// How one level did over all games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LevelReport {
    pub level: String,
    /// Seats it held in each game.
    pub seats: usize,
    /// The share a seat wins when every seat is equally strong: 1 / players.
    pub fair_share: f64,
    /// Games won per seat of this level (a win shared by k tied seats counts 1/k).
    pub win_share: f64,
    /// 95% confidence interval of `win_share` (normal approximation over games).
    pub ci95: [f64; 2],
    pub mean_score: f64,
    pub decisions: usize,
    pub decision_ms: Timing,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub players: usize,
    pub games: usize,
    pub seed: u64,
    /// The lineup as given; game i turns it by i mod players.
    pub seats: Vec<String>,
    pub threads: usize,
    pub seconds: f64,
    pub levels: Vec<LevelReport>,
    /// Per place at the table (seat 1 starts), whoever sat there: the share of games it won and
    /// its 95% interval. With the lineup rotating, a gap here is the seat's, not a level's.
    pub by_seat: Vec<SeatReport>,
    pub failures: Vec<String>,
}

/// How one place at the table did over all games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatReport {
    pub win_share: f64,
    pub ci95: [f64; 2],
}

/// One finished game: per seat its contender (index into the lineup), score and win share, and
/// each decision's contender and time in microseconds.
struct GameResult {
    lineup_of_seat: Vec<usize>,
    scores: Vec<i32>,
    shares: Vec<f64>,
    decisions: Vec<(usize, u64)>,
}

/// Which deal game `i` plays (added to the first seed): each deal once per rotation of the
/// lineup; with the same contender in every seat rotating replays the same game, so each game
/// deals anew (a Hard-only run measured 25 deals 4 times over and called them 100 games).
fn deal(lineup: &[Contender], i: usize) -> u64 {
    let same = lineup.iter().all(|c| *c == lineup[0]);
    (if same { i } else { i / lineup.len() }) as u64
}

/// Told how many games are done as each one ends (from any worker thread): a long run shows its
/// progress with it.
pub type Progress<'a> = &'a (dyn Fn(usize) + Sync);

/// Plays `games` games of `G` with one contender per seat of `lineup`, on `threads` threads (0: all
/// cores). Game i deals from `seed + i / players` (`seed + i` when every seat has the same
/// contender) and seats contender `(seat + i) mod players` at `seat`, seat 0 starting.
/// Deterministic for a seed, except the timings.
pub fn arena<G: Game>(
    lineup: &[Contender],
    games: usize,
    seed: u64,
    options: &G::Options,
    (threads, max_actions): (usize, usize),
    progress: Progress,
) -> Result<ArenaReport, Msg> {
    let n = lineup.len();
    if games == 0 {
        return Err(msg!("error-arena-no-games"));
    }
    let threads = match threads {
        0 => std::thread::available_parallelism().map_or(1, |t| t.get()),
        t => t,
    }
    .min(games);
    let start = Instant::now();
    let play = |i: usize, options: &G::Options| {
        let setup = Setup { players: n, first: Some(0), seed: seed.wrapping_add(deal(lineup, i)) };
        let seats: Vec<usize> = (0..n).map(|s| (s + i) % n).collect();
        let run =
            catch_unwind(AssertUnwindSafe(|| play_one::<G>(&setup, options, lineup, &seats, max_actions)));
        run.unwrap_or_else(|p| Err(format!("panicked: {}", panic_text(&p))))
            .map_err(|e| format!("game {i} (seed {}): {e}", setup.seed))
    };
    let finished = std::sync::atomic::AtomicUsize::new(0);
    let play = |i: usize, options: &G::Options| {
        let r = play(i, options);
        progress(finished.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1);
        r
    };
    let mut results: Vec<Option<Result<GameResult, String>>> = (0..games).map(|_| None).collect();
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let play = &play;
                // Options need not be shared between threads: each worker has its own copy.
                let options = options.clone();
                s.spawn(move || {
                    // The games run side by side: each search keeps to one thread (its choice
                    // does not change).
                    super::search::set_threads(1);
                    (t..games).step_by(threads).map(|i| (i, play(i, &options))).collect::<Vec<_>>()
                })
            })
            .collect();
        for w in workers {
            for (i, r) in w.join().expect("an arena worker does not panic") {
                results[i] = Some(r);
            }
        }
    });
    let mut done = Vec::new();
    let mut failures = Vec::new();
    for r in results.into_iter().flatten() {
        match r {
            Ok(g) => done.push(g),
            Err(e) => failures.push(e),
        }
    }
    Ok(ArenaReport {
        game: G::ID.to_string(),
        players: n,
        games,
        seed,
        seats: lineup.iter().map(|c| c.name().to_string()).collect(),
        threads,
        seconds: start.elapsed().as_secs_f64(),
        levels: level_reports(lineup, &done),
        by_seat: (0..n)
            .map(|seat| {
                let shares: Vec<f64> = done.iter().map(|g| g.shares[seat]).collect();
                let (win_share, ci95) = mean_ci95(&shares);
                SeatReport { win_share, ci95 }
            })
            .collect(),
        failures,
    })
}

fn panic_text(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or(p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or("?".into())
}

/// One game: seat `s` is played by `lineup[seats[s]]`, with the dice a session would give it.
fn play_one<G: Game>(
    setup: &Setup,
    options: &G::Options,
    lineup: &[Contender],
    seats: &[usize],
    max_actions: usize,
) -> Result<GameResult, String> {
    let mut state = G::new_game(setup, options).map_err(|e| e.to_string())?;
    let mut decisions = Vec::new();
    for step in 0.. {
        if step >= max_actions {
            return Err(format!("did not end within {max_actions} actions"));
        }
        let (acting, closes) = match state.pending() {
            Pending::Over => break,
            // Secret choices in any order: one at a time, as a laptop asks them (seeded replays hold).
            Pending::Seat(seat) | Pending::Each { first: seat, .. } => (Seats::one(seat), None),
            Pending::Race { seats, closes_at_ms } => (seats, closes_at_ms),
        };
        // In a race, timed actions (reactions) wait for their time, as on the table.
        let mut timed = Vec::new();
        for seat in acting {
            let legal = state.legal_actions(seat);
            if legal.is_empty() {
                continue;
            }
            let who = seats[seat];
            let mut rng = bot_rng(setup.seed, step, seat);
            let clock = CpuClock::start();
            let action = match lineup[who] {
                Contender::Random => legal[rng.below(legal.len())].clone(),
                Contender::Bot(level) => G::bot_action(&state.view(Some(seat)), &legal, level, &mut rng),
            };
            decisions.push((who, clock.elapsed_us()));
            match G::action_ms(&action) {
                Some(at) if closes.is_some() => timed.push((at, seat, action)),
                _ => {
                    state
                        .apply(seat, &action)
                        .map_err(|e| format!("{} chose an illegal {action:?}: {e}", lineup[who].name()))?;
                }
            }
        }
        if closes.is_some() {
            super::simulate::race_out(&mut state, timed)?;
        }
        state.check_invariants().map_err(|e| format!("invariant broken after {step} actions: {e}"))?;
    }
    let outcome = state.outcome().ok_or("ended without an outcome")?;
    Ok(GameResult {
        lineup_of_seat: seats.to_vec(),
        scores: outcome.scores.iter().map(|s| s.total).collect(),
        shares: win_shares(&outcome),
        decisions,
    })
}

/// Groups the lineup's contenders by level name, in order of first appearance.
fn level_reports(lineup: &[Contender], games: &[GameResult]) -> Vec<LevelReport> {
    let n = lineup.len();
    let mut names: Vec<&str> = Vec::new();
    for c in lineup {
        if !names.contains(&c.name()) {
            names.push(c.name());
        }
    }
    names
        .into_iter()
        .map(|name| {
            let mine: Vec<usize> = (0..n).filter(|&i| lineup[i].name() == name).collect();
            // Per game, the mean share of this level's seats: games are the independent samples.
            let per_game: Vec<f64> = games
                .iter()
                .map(|g| {
                    let shares = (0..n).filter(|&s| mine.contains(&g.lineup_of_seat[s])).map(|s| g.shares[s]);
                    shares.sum::<f64>() / mine.len() as f64
                })
                .collect();
            let (win_share, ci95) = mean_ci95(&per_game);
            let scores: Vec<f64> = games
                .iter()
                .flat_map(|g| {
                    (0..n).filter(|&s| mine.contains(&g.lineup_of_seat[s])).map(|s| f64::from(g.scores[s]))
                })
                .collect();
            let mut times: Vec<u64> = games
                .iter()
                .flat_map(|g| g.decisions.iter().filter(|d| mine.contains(&d.0)).map(|d| d.1))
                .collect();
            times.sort_unstable();
            LevelReport {
                level: name.to_string(),
                seats: mine.len(),
                fair_share: 1.0 / n as f64,
                win_share,
                ci95,
                mean_score: mean_ci95(&scores).0,
                decisions: times.len(),
                decision_ms: timing(&times),
            }
        })
        .collect()
}

/// The mean of `samples` and its 95% confidence interval (normal approximation, clamped to the
/// samples' range when that is `0..=1`).
pub fn mean_ci95(samples: &[f64]) -> (f64, [f64; 2]) {
    let m = samples.len();
    if m == 0 {
        return (0.0, [0.0, 0.0]);
    }
    let mean = samples.iter().sum::<f64>() / m as f64;
    if m == 1 {
        return (mean, [mean, mean]);
    }
    let var = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (m - 1) as f64;
    let half = 1.96 * (var / m as f64).sqrt();
    let unit = samples.iter().all(|x| (0.0..=1.0).contains(x));
    let (lo, hi) = (mean - half, mean + half);
    if unit { (mean, [lo.max(0.0), hi.min(1.0)]) } else { (mean, [lo, hi]) }
}

/// The 50th and 95th percentile (nearest rank) and the maximum of sorted microseconds, in ms.
pub fn timing(sorted_us: &[u64]) -> Timing {
    let at = |q: f64| {
        if sorted_us.is_empty() {
            return 0.0;
        }
        let rank = ((q * sorted_us.len() as f64).ceil() as usize).clamp(1, sorted_us.len());
        sorted_us[rank - 1] as f64 / 1000.0
    };
    Timing { p50: at(0.5), p95: at(0.95), max: sorted_us.last().map_or(0.0, |&t| t as f64 / 1000.0) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::keltis::Keltis;

    fn lineup(s: &str) -> Vec<Contender> {
        parse_seats(&s.split(',').map(String::from).collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn the_interval_is_the_normal_approximation_over_games() {
        let (mean, ci) = mean_ci95(&[1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0]);
        assert_eq!(mean, 0.25);
        let half = 1.96 * (0.25 * 0.75 * 8.0 / 7.0 / 8.0f64).sqrt();
        assert!((ci[0] - (0.25 - half).max(0.0)).abs() < 1e-12 && (ci[1] - (0.25 + half)).abs() < 1e-12);
        assert_eq!(mean_ci95(&[0.5; 10]), (0.5, [0.5, 0.5]), "no spread, no doubt");
        assert_eq!(mean_ci95(&[1.0, 0.0]).1, [0.0, 1.0], "shares stay within 0..=1");
        let (m, ci) = mean_ci95(&[0.0, 20.0]);
        assert!(m == 10.0 && ci[0] < 0.0, "scores are not clamped");
    }

    #[test]
    fn decision_times_are_nearest_rank_percentiles_in_ms() {
        let us: Vec<u64> = (1..=100).map(|t| t * 1000).collect();
        assert_eq!(timing(&us), Timing { p50: 50.0, p95: 95.0, max: 100.0 });
        assert_eq!(timing(&[7000]), Timing { p50: 7.0, p95: 7.0, max: 7.0 });
        assert_eq!(timing(&[]), Timing { p50: 0.0, p95: 0.0, max: 0.0 });
    }

    #[test]
    fn levels_are_parsed_and_unknown_ones_explained() {
        assert_eq!(lineup("hard,Normal, easy,random").len(), 4);
        assert_eq!(
            Contender::parse("expert").map_err(|e| e.to_string()),
            Err("Unknown level \"expert\" in --seats: use easy, normal, hard or random.".into())
        );
        assert_eq!(parse_seats(&[]).unwrap_err().id(), Some("error-arena-no-seats"));
        let none = arena::<Keltis>(&lineup("normal,normal"), 0, 1, &Default::default(), (1, 10_000), &|_| {});
        assert_eq!(none.unwrap_err().id(), Some("error-arena-no-games"));
    }

    #[test]
    fn a_lineup_of_one_level_deals_anew_each_game() {
        let mixed = lineup("easy,normal,normal");
        assert_eq!((0..6).map(|i| deal(&mixed, i)).collect::<Vec<_>>(), [0, 0, 0, 1, 1, 1]);
        let same = lineup("hard,hard,hard");
        assert_eq!((0..6).map(|i| deal(&same, i)).collect::<Vec<_>>(), [0, 1, 2, 3, 4, 5]);
    }

    #[test]
    fn seats_rotate_and_the_shares_add_up_to_the_games() {
        // Progress is told once per game, up to every game, from both workers.
        let told = std::sync::Mutex::new(Vec::new());
        let progress = |n: usize| told.lock().unwrap().push(n);
        let r = arena::<Keltis>(
            &lineup("random,normal,normal,normal"),
            24,
            5,
            &Default::default(),
            (2, 10_000),
            &progress,
        )
        .unwrap();
        let mut told = told.into_inner().unwrap();
        told.sort();
        assert_eq!(told, (1..=24).collect::<Vec<_>>());
        assert!(r.failures.is_empty(), "{:?}", r.failures);
        let [random, normal] = &r.levels[..] else { panic!("two levels: {:?}", r.levels) };
        assert_eq!((random.level.as_str(), random.seats, normal.seats), ("random", 1, 3));
        // Every game hands out exactly one win (shared or not).
        let total = random.win_share * 1.0 + normal.win_share * 3.0;
        assert!((total - 1.0).abs() < 1e-9, "{total}");
        assert!(normal.win_share > random.win_share && normal.mean_score > random.mean_score, "{r:?}");
        assert!(random.decisions > 0 && normal.decisions > 2 * random.decisions);
        assert_eq!(random.fair_share, 0.25);
        // Per place at the table the same wins add up, each inside its interval.
        assert_eq!(r.by_seat.len(), 4);
        let total: f64 = r.by_seat.iter().map(|s| s.win_share).sum();
        assert!((total - 1.0).abs() < 1e-9, "{total}");
        assert!(r.by_seat.iter().all(|s| s.ci95[0] <= s.win_share && s.win_share <= s.ci95[1]));
    }

    #[test]
    fn the_same_seed_gives_the_same_games_on_any_number_of_threads() {
        let run = |threads| {
            let r = arena::<Keltis>(
                &lineup("easy,normal,normal"),
                12,
                9,
                &Default::default(),
                (threads, 10_000),
                &|_| {},
            )
            .unwrap();
            r.levels.iter().map(|l| (l.win_share, l.mean_score, l.decisions)).collect::<Vec<_>>()
        };
        assert_eq!(run(1), run(2));
        let other =
            arena::<Keltis>(&lineup("easy,normal,normal"), 12, 10, &Default::default(), (1, 10_000), &|_| {})
                .unwrap();
        let other: Vec<_> = other.levels.iter().map(|l| (l.win_share, l.mean_score, l.decisions)).collect();
        assert_ne!(run(1), other, "another seed deals other games");
    }
}
