//! Measuring Saboteur's Hard bot (test builds only; the measurements are ignored tests, minutes in
//! release): its round-win rate against Normal's on the same deals, paired deal by deal; an oracle
//! that hands the search the true state (or only its true roles, or only its true cards) to find
//! how much better perfect information could do; and calibration data for the cut-off estimate.

use std::cell::RefCell;
use std::collections::BTreeMap;

use crate::engine::arena::{CpuClock, mean_ci95, timing};
use crate::engine::session::bot_rng;
use crate::engine::{BotLevel, Game, GameRng, Pending, Setup};

use super::maze::Tile;
use super::payout::Role;
use super::rules::{Options, Saboteur, Stage};

/// What an oracle search sees of the truth (`SAB_ORACLE`, letters): `R` the roles, `G` the goals
/// (and what others saw on their Maps), `H` the other hands, `D` the deck order; what it does not
/// see is sampled as usual (hidden cards shuffled among the places they could be).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Oracle {
    roles: bool,
    goals: bool,
    hands: bool,
    deck: bool,
}

impl Oracle {
    fn parse(s: &str) -> Option<Oracle> {
        let s = if s == "all" { "RGHD" } else { s };
        let o = Oracle {
            roles: s.contains('R'),
            goals: s.contains('G'),
            hands: s.contains('H'),
            deck: s.contains('D'),
        };
        (o.roles || o.goals || o.hands || o.deck).then_some(o)
    }
}

thread_local! {
    /// The true state of the decision being measured, set by the measurement around a Hard
    /// decision only (the search runs on the calling thread when it has one thread).
    static TRUTH: RefCell<Option<(Saboteur, Oracle)>> = const { RefCell::new(None) };
}

/// The search's sample, or the truth an oracle measurement put in place of some of it.
pub(super) fn oracle(sample: Saboteur, rng: &mut GameRng) -> Saboteur {
    TRUTH.with(|t| {
        let t = t.borrow();
        let Some((truth, o)) = t.as_ref() else { return sample };
        let mut s = sample;
        if o.roles {
            s.roles = truth.roles.clone();
            s.set_aside = truth.set_aside.clone();
            s.dropped_roles = truth.dropped_roles.clone();
        }
        if o.goals {
            s.maze = truth.maze.clone();
            s.maps = truth.maps.clone();
        }
        if o.hands || o.deck {
            // The true part kept, the other hidden cards dealt at random to the other places.
            let me = truth.current;
            let mut pool: Vec<_> = truth.discard.iter().chain(&truth.removed).copied().collect();
            if !o.deck {
                pool.extend(&truth.deck);
            }
            if !o.hands {
                (0..truth.players).filter(|&p| p != me).for_each(|p| pool.extend(&truth.hands[p]));
            }
            rng.shuffle(&mut pool);
            if o.hands {
                s.hands = truth.hands.clone();
            } else {
                for p in (0..truth.players).filter(|&p| p != me) {
                    s.hands[p] = pool.split_off(pool.len() - truth.hands[p].len());
                }
            }
            s.deck = if o.deck { truth.deck.clone() } else { pool.split_off(pool.len() - truth.deck.len()) };
            s.discard = pool.split_off(pool.len() - truth.discard.len());
            s.removed = pool;
        }
        s
    })
}

/// One round as the hero played it: how it was dealt (roles, hands, goals, who starts), the
/// hero's role then, and whether the hero won it.
struct Round {
    deal: String,
    saboteur: bool,
    won: bool,
}

/// Plays one seeded game, the hero Hard (or Normal in the control), and returns its rounds and the
/// Hard decisions' CPU times.
fn play(seed: u64, hero: usize, hard: bool, rounds: u8, truth: Option<Oracle>) -> (Vec<Round>, Vec<u64>) {
    let setup = Setup { players: 6, first: Some(0), seed };
    let mut g = Saboteur::new(&setup, &Options::default()).unwrap();
    let (mut out, mut times) = (Vec::new(), Vec::new());
    let mut deal: Option<(String, bool)> = None;
    for step in 0..3000 {
        let Pending::Seat(seat) = g.pending() else { break };
        if deal.is_none() && g.stage == Stage::Turn {
            let goals: Vec<_> =
                g.maze.tiles().iter().filter(|(_, t)| matches!(t, Tile::Goal { .. })).collect();
            let d = format!("{:?}{:?}{:?}{}", g.roles, g.hands, goals, g.current);
            deal = Some((d, g.roles[hero] == Role::Saboteur));
        }
        let legal = g.legal_actions(seat);
        let level = if hard && seat == hero { BotLevel::Hard } else { BotLevel::Normal };
        if level == BotLevel::Hard
            && let Some(mode) = truth
        {
            TRUTH.with(|t| *t.borrow_mut() = Some((g.clone(), mode)));
        }
        // Thread CPU time, as the arena measures: what a decision costs on one core.
        let clock = CpuClock::start();
        let a = Saboteur::bot_action(&g.view(Some(seat)), &legal, level, &mut bot_rng(seed, step, seat));
        if level == BotLevel::Hard && legal.len() > 1 {
            times.push(clock.elapsed_us());
        }
        TRUTH.with(|t| *t.borrow_mut() = None);
        let before = g.reports.len();
        g.apply(seat, &a).unwrap();
        if g.reports.len() > before {
            let (deal, saboteur) = deal.take().expect("a round starts with a turn");
            out.push(Round { deal, saboteur, won: g.reports.last().unwrap().winners.contains(&hero) });
            if g.reports.len() >= usize::from(rounds) {
                break;
            }
        }
    }
    (out, times)
}

/// The hero of game `i`: by turns a seat dealt a saboteur in round 1 and one dealt another role,
/// rotating among those seats, so both roles get as many paired rounds (rotating over all seats
/// gives saboteurs only a fifth of them). The seat's own role is its own knowledge: choosing the
/// hero by it tells the bot nothing it would not know.
fn hero_of(seed: u64, i: u64) -> usize {
    let g = Saboteur::new(&Setup { players: 6, first: Some(0), seed }, &Options::default()).unwrap();
    let want_saboteur = i.is_multiple_of(2);
    let seats: Vec<usize> = (0..6).filter(|&s| (g.roles[s] == Role::Saboteur) == want_saboteur).collect();
    if seats.is_empty() { (i % 6) as usize } else { seats[(i / 2) as usize % seats.len()] }
}

fn role_name(saboteur: bool) -> &'static str {
    if saboteur { "saboteur" } else { "digger side" }
}

fn line(what: &str, w: &[f64], pp: bool) {
    let (m, ci) = mean_ci95(w);
    if pp {
        let (m, lo, hi) = (m * 100.0, ci[0] * 100.0, ci[1] * 100.0);
        println!("{what}: {m:+5.1} pp over {} pairs (95% CI {lo:+.1} to {hi:+.1})", w.len());
    } else {
        let (m, lo, hi) = (m * 100.0, ci[0] * 100.0, ci[1] * 100.0);
        println!("{what}: {m:5.1}% of {} rounds (95% CI {lo:.1}–{hi:.1}%)", w.len());
    }
}

/// Saboteur 2 is a team game, so a seat's share of games says little: this plays 6-player games
/// with one Hard seat (rotating) among Normal bots, and a Normal-only control on the same seeds,
/// and reports each level's round-win rate per role (digger side; saboteur) with a 95% interval.
/// The figure to read is the PAIRED one: a round dealt the same in both games (every round 1, and
/// later rounds whose deal and first player came out the same) gives the hero's win in the Hard
/// game minus its win in the control; most rounds are decided whoever sits in the hero's seat, so
/// the paired interval is far narrower than the difference of the two rates.
///
/// The hero is by turns a saboteur and not one in round 1 (`SAB_HERO=rotate`: seat `i % 6`).
/// `cargo test --release --lib -- --ignored saboteur_hard_round_wins --nocapture`, with
/// `SAB_GAMES` (seeds), `SAB_FROM` (first seed, to split a run), `SAB_ROUNDS` (stop each game
/// after this many rounds; 1 measures round 1 only at a third of the cost), `SAB_ORACLE` (`all`, or
/// letters of [`Oracle`]: the search sees that much of the truth) and Hard's settings (`SABK_*`, see
/// `bot::tuning`), `SAB_DUMP` (a file for one line a round, to pair two settings round by round).
#[test]
#[ignore]
fn saboteur_hard_round_wins() {
    crate::engine::search::set_threads(1);
    println!("{:?}", super::bot::tuning());
    let var = |k: &str, d: u64| std::env::var(k).ok().and_then(|v| v.parse().ok()).unwrap_or(d);
    let (from, games, rounds) = (var("SAB_FROM", 0), var("SAB_GAMES", 60), var("SAB_ROUNDS", 3) as u8);
    let truth = std::env::var("SAB_ORACLE").ok().and_then(|s| Oracle::parse(&s));
    println!("seeds {from}..{}, {rounds} round(s) a game, oracle {truth:?}", from + games);
    // (level, saboteur?) -> per round 1/0, by the hero's role at the start of the round.
    let mut wins: BTreeMap<(&str, bool), Vec<f64>> = Default::default();
    // (round 1 only?, saboteur?) -> per paired round, hard win minus control win.
    let mut paired: BTreeMap<(bool, bool), Vec<f64>> = Default::default();
    let mut times: Vec<u64> = Vec::new();
    let (mut later, mut matched) = (0, 0);
    // One line a round (game, round, saboteur?, hard won?, control won?), to pair two settings
    // of Hard round by round (`SAB_DUMP=file`).
    let mut dump = String::new();
    let rotate = std::env::var("SAB_HERO").is_ok_and(|v| v == "rotate");
    for i in from..from + games {
        let hero = if rotate { (i % 6) as usize } else { hero_of(1000 + i, i) };
        let (hard, t) = play(1000 + i, hero, true, rounds, truth);
        let (control, _) = play(1000 + i, hero, false, rounds, None);
        times.extend(t);
        for (k, (h, c)) in hard.iter().zip(&control).enumerate() {
            dump.push_str(&format!(
                "{i} {k} {} {} {}\n",
                u8::from(h.saboteur),
                u8::from(h.won),
                u8::from(c.won)
            ));
        }
        for (name, game) in [("hard", &hard), ("normal (control)", &control)] {
            for r in game.iter() {
                wins.entry((name, r.saboteur)).or_default().push(f64::from(u8::from(r.won)));
            }
        }
        for (k, (h, c)) in hard.iter().zip(&control).enumerate() {
            later += usize::from(k > 0);
            if h.deal != c.deal {
                continue;
            }
            matched += usize::from(k > 0);
            let d = f64::from(u8::from(h.won)) - f64::from(u8::from(c.won));
            paired.entry((false, h.saboteur)).or_default().push(d);
            if k == 0 {
                paired.entry((true, h.saboteur)).or_default().push(d);
            }
        }
    }
    for ((name, sab), w) in &wins {
        line(&format!("{name:>17} seat as {:<11}", role_name(*sab)), w, false);
    }
    // The unpaired difference, the two samples taken as independent (wide).
    for sab in [false, true] {
        let (Some(h), Some(c)) = (wins.get(&("hard", sab)), wins.get(&("normal (control)", sab))) else {
            continue;
        };
        let (mh, ih) = mean_ci95(h);
        let (mc, ic) = mean_ci95(c);
        let half = (((ih[1] - ih[0]) / 2.0).powi(2) + ((ic[1] - ic[0]) / 2.0).powi(2)).sqrt();
        let d = mh - mc;
        println!(
            "unpaired hard - normal as {:<11}: {:+5.1} pp (95% CI {:+.1} to {:+.1})",
            role_name(sab),
            d * 100.0,
            (d - half) * 100.0,
            (d + half) * 100.0
        );
    }
    println!("later rounds dealt the same in both games: {matched} of {later}");
    for ((first, sab), d) in &paired {
        let which = if *first { "round 1" } else { "same-deal rounds" };
        line(&format!("PAIRED hard - normal, {which:<16} as {:<11}", role_name(*sab)), d, true);
    }
    if let Ok(path) = std::env::var("SAB_DUMP") {
        std::fs::write(path, dump).unwrap();
    }
    times.sort_unstable();
    let t = timing(&times);
    println!("hard decisions: {} p50 {:.1} ms p95 {:.1} ms max {:.1} ms", times.len(), t.p50, t.p95, t.max);
}

/// Calibration data for `estimate`: features of Normal-bot rounds at every turn and whether the
/// gold was reached. `cargo test --release --lib -- --ignored saboteur_dig_calibration --nocapture`.
#[test]
#[ignore]
fn saboteur_dig_calibration() {
    for seed in 0..400u64 {
        let setup = Setup { players: 6, first: Some(0), seed };
        let mut g = Saboteur::new(&setup, &Options::default()).unwrap();
        let mut rows: Vec<String> = Vec::new();
        for step in 0..3000 {
            let Pending::Seat(seat) = g.pending() else { break };
            if g.stage == Stage::Turn {
                let (near, cards, free) = g.dig_features();
                rows.push(format!("{near} {cards} {free}"));
            }
            let legal = g.legal_actions(seat);
            let a = Saboteur::bot_action(
                &g.view(Some(seat)),
                &legal,
                BotLevel::Normal,
                &mut bot_rng(seed, step, seat),
            );
            let before = g.reports.len();
            g.apply(seat, &a).unwrap();
            if g.reports.len() > before {
                let won = u8::from(g.reports.last().unwrap().gold_reached);
                for r in rows.drain(..) {
                    println!("CAL {r} {won}");
                }
            }
        }
    }
}
