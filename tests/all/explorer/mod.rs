//! The table explorer: every game's real table — the hot-seat `GameTable` and the hosted table —
//! driven by random keys (mostly ones a bar lists, so rounds and games finish) and a virtual clock,
//! in every seat mix, from new games and from saves mid-game. After every step it checks:
//!
//! - liveness: where only bots are to act the game moves on with no key within a bounded virtual
//!   time, and a walk that makes no move for [`walk::STALL`] keys is stuck;
//! - privacy: each frame is unchanged when everything its viewer may not see is scrambled (hands,
//!   decks, roles, other seats' private log lines); who holds the laptop is the explorer's own
//!   model (hand-offs passed, screens for everyone), never the table's belief; and every hidden
//!   part a scramble claims is seen to change;
//! - honest keys: a listed key changes or says something, a key no bar lists is refused with the
//!   sentence, every key named on screen is listed, and no two listed commands share a key;
//! - no panic, and the autosave loads back to the game (a claim window's presses once it closes).
//!
//! Failures name the walk (game, seats, start, seed), the step and the last screen. Key findings
//! are collected per game, counted with one example screen each, and fail the test.
//! `cargo test --test all explorer:: -- --nocapture` prints the coverage; the long run is
//! `cargo test --release --test all explorer::long_run -- --ignored --nocapture`.

mod hosted;
mod hotseat;
mod keys;
mod report;
mod rig;
mod shot;
mod walk;

use std::path::PathBuf;
use std::time::Instant;

use tavolo::catalog::contract::{Scramble, session_step};
use tavolo::engine::{BotLevel, Player, Session, Setup};
use tavolo::games::Registered;
use tavolo::games::blackfleet::BlackFleet;
use tavolo::games::keltis::Keltis;
use tavolo::games::powwow::PowWow;
use tavolo::games::saboteur::Saboteur;
use tavolo::games::sheriff::Sheriff;
use tavolo::games::toy::Toy;
use tavolo::ui::SetupChoices;

use hosted::Hosted;
use hotseat::HotSeat;
use report::{Coverage, Findings};
use walk::Walk;

const NAMES: [&str; 12] =
    ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Gina", "Hugo", "Irene", "Luca", "Marta", "Nico"];

/// A seat mix: who is human, and which table.
struct Mix {
    label: String,
    humans: Vec<bool>,
    hosted: bool,
}

/// The mixes every game is walked in: one human with bots at the smallest table, two humans with
/// bots, all humans, and a hosted table with two terminals (and the host's).
fn mixes(min: usize, max: usize) -> Vec<Mix> {
    let n = |k: usize| k.clamp(min, max);
    let mix = |label: &str, seats: usize, humans: &[usize], hosted: bool| Mix {
        label: label.to_string(),
        humans: (0..seats).map(|s| humans.contains(&s)).collect(),
        hosted,
    };
    vec![
        mix("one human and bots", n(2), &[0], false),
        mix("two humans and bots", n(4), &[0, 2], false),
        mix("all humans", n(3), &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], false),
        mix("hosted, two terminals and a bot", n(3), &[0, 1], true),
    ]
}

/// The seats of a mix: people named after [`NAMES`], bots of every level Easy and Normal (and Hard
/// with `hard`: they search for their moves, most of a walk's time in a debug build, and draw
/// nothing a Normal bot does not).
fn players(humans: &[bool], hard: bool) -> Vec<Player> {
    let levels: &[BotLevel] = if hard {
        &[BotLevel::Easy, BotLevel::Normal, BotLevel::Hard]
    } else {
        &[BotLevel::Easy, BotLevel::Normal]
    };
    let level = |s: usize| levels[s % levels.len()];
    (0..humans.len())
        .map(|s| {
            if humans[s] { Player::human(NAMES[s]) } else { Player::bot(format!("Bot {}", s + 1), level(s)) }
        })
        .collect()
}

/// Steps per walk: `TAVOLO_EXPLORE_STEPS`, else `default`.
fn steps(default: usize) -> usize {
    std::env::var("TAVOLO_EXPLORE_STEPS").ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

/// A fresh save folder; in memory where the system has one (every move is saved and synced).
fn scratch(name: &str) -> PathBuf {
    let shm = std::path::Path::new("/dev/shm");
    let base = if shm.is_dir() { shm.to_path_buf() } else { std::env::temp_dir() };
    let d = base.join(format!("tavolo-explore-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("a scratch folder");
    d
}

/// Where a walk starts.
enum Start {
    New,
    /// Bots play this share (in percent) of the game first; then the mix takes its seats.
    Midgame(usize),
    /// A save from the tests' fixtures, with the players it holds, at this many moves.
    Save(&'static str, usize),
}

struct Explorer {
    game: String,
    /// Steps per walk, and whether bots may be Hard.
    steps: usize,
    hard: bool,
    cov: Coverage,
    found: Findings,
    failures: Vec<String>,
}

impl Explorer {
    /// The run in `cargo test`: a few hundred steps a walk.
    fn new(game: &str) -> Self {
        Explorer {
            game: game.to_string(),
            steps: steps(300),
            hard: false,
            cov: Coverage::default(),
            found: Findings::default(),
            failures: Vec::new(),
        }
    }

    /// The long run: thousands of steps a walk, Hard bots too.
    fn long(game: &str) -> Self {
        Explorer { steps: steps(4000), hard: true, ..Explorer::new(game) }
    }

    /// One walk of `G` in `mix` from `start`, seeded.
    fn walk<G: Registered + Scramble>(
        &mut self,
        choices: &SetupChoices,
        mix: &Mix,
        start: &Start,
        seed: u64,
    ) {
        let n = mix.humans.len();
        let options = G::options(choices, n);
        let dir = scratch(&format!("{}-{seed}", G::ID));
        let now = Instant::now();
        let (session, fresh, how) = match start {
            Start::New => {
                let s = Session::<G>::new(
                    players(&mix.humans, self.hard),
                    Setup { players: n, first: None, seed },
                    options,
                )
                .expect("a count in range");
                (s, true, "a new game".to_string())
            }
            Start::Midgame(share) => {
                let bots: Vec<Player> =
                    (0..n).map(|s| Player::bot(format!("B{s}"), BotLevel::Normal)).collect();
                let setup = Setup { players: n, first: None, seed };
                let mut s = Session::<G>::new(bots, setup, options).expect("a count in range");
                // The whole bot game once, to stop the second at `share` of its length.
                let mut whole = s.clone();
                while !whole.is_over() {
                    session_step(&mut whole);
                }
                let moves = whole.history.len() * share / 100;
                while s.history.len() < moves {
                    session_step(&mut s);
                }
                s.players = players(&mix.humans, self.hard);
                let how = format!("a game {} moves in", s.history.len());
                (s, false, how)
            }
            Start::Save(json, moves) => {
                let s =
                    Session::<G>::from_json(json, std::path::Path::new("fixture.json")).expect("a fixture");
                let history = s.history[..(*moves).min(s.history.len())].to_vec();
                let s = Session::<G>::replay(s.players, s.setup, s.options, history, s.started)
                    .expect("a replay");
                let how = format!("a saved game {} moves in", s.history.len());
                (s, false, how)
            }
        };
        let label = format!("{} ({}, {how}, seed {seed})", self.game, mix.label);
        let result = if mix.hosted {
            let rig = Hosted::new(session, dir.clone(), now, fresh);
            Walk::new(rig, seed, now, label, &mut self.cov, &mut self.found).run(self.steps)
        } else {
            let rig = HotSeat::new(session, dir.clone(), now, fresh);
            Walk::new(rig, seed, now, label, &mut self.cov, &mut self.found).run(self.steps)
        };
        if let Err(e) = result {
            self.failures.push(e);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Every mix from a new game, two near the end of one (the hot-seat and the hosted table), and
    /// the fixtures from the move given.
    fn explore<G: Registered + Scramble>(
        mut self,
        choices: &SetupChoices,
        saves: &[(&'static str, usize)],
        seed: u64,
    ) {
        let range = G::player_range(&G::options(choices, G::PLAYERS.1));
        let (min, max) = (range.min, range.max);
        let mixes = mixes(min, max);
        for (i, mix) in mixes.iter().enumerate() {
            self.walk::<G>(choices, mix, &Start::New, seed + i as u64);
        }
        self.walk::<G>(choices, &mixes[1], &Start::Midgame(92), seed + 10);
        self.walk::<G>(choices, &mixes[3], &Start::Midgame(96), seed + 11);
        for (i, (json, moves)) in saves.iter().enumerate() {
            let s = Session::<G>::from_json(json, std::path::Path::new("fixture.json")).expect("a fixture");
            let humans: Vec<bool> = s.players.iter().map(|p| !p.is_bot()).collect();
            let mix = Mix { label: "the save's seats".into(), humans, hosted: false };
            self.walk::<G>(choices, &mix, &Start::Save(json, *moves), seed + 20 + i as u64);
        }
        self.finish();
    }

    fn finish(self) {
        // One print, so that games explored in parallel do not mix their lines.
        let mut report = self.cov.print(&self.game);
        let mut problems = self.failures;
        for ((kind, place), (n, example)) in &self.found.seen {
            report.push_str(&format!("  FOUND: {kind}: {place} ({n}×)\n"));
            problems.push(format!("{}: {kind}: {place} ({n}×), for example on:\n{example}", self.game));
        }
        println!("{report}");
        for (part, (present, changed)) in &self.cov.parts {
            if *present > 0 && *changed == 0 {
                problems.push(format!(
                    "{}: the scramble never changed \"{part}\" ({present} times present)",
                    self.game
                ));
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n\n"));
    }
}

fn keltis(e: Explorer) {
    e.explore::<Keltis>(&SetupChoices::default(), &[], 100);
}

/// The plain game (the variants make claims likelier, so windows stay open longer).
fn pow_wow(e: Explorer) {
    e.explore::<PowWow>(&SetupChoices::default(), &[], 200);
}

/// With Warpath, Marriage and Sharing the loot.
fn pow_wow_variants(e: Explorer) {
    let choices = SetupChoices { toggles: vec![true, true, true], ..Default::default() };
    e.explore::<PowWow>(&choices, &[], 250);
}

fn sheriff(e: Explorer) {
    let saves = [(include_str!("../../fixtures/sheriff-buy-offers-in-turn.json"), usize::MAX)];
    e.explore::<Sheriff>(&SetupChoices::default(), &saves, 300);
}

fn saboteur_2(e: Explorer) {
    // Just before Bruno's last decision of round 1 (the playtest's leak came after it).
    let saves = [(include_str!("../../fixtures/saboteur2-round-start-leak.json"), 93)];
    e.explore::<Saboteur>(&SetupChoices::default(), &saves, 400);
}

fn classic_saboteur(e: Explorer) {
    let choices = SetupChoices { toggles: vec![true, false], ..Default::default() };
    // Anna keeps a nugget card and begins round 2 (the playtest's leak).
    let saves = [(include_str!("../../fixtures/saboteur-classic-round-start-leak.json"), 23)];
    e.explore::<Saboteur>(&choices, &saves, 500);
}

fn black_fleet(e: Explorer) {
    let saves = [(include_str!("../../fixtures/blackfleet-buy-stage-before-late-rewards.json"), usize::MAX)];
    e.explore::<BlackFleet>(&SetupChoices::default(), &saves, 600);
}

/// The toy game: what the explorer asks of a game, it asks of any game the catalog lists.
fn toy(e: Explorer) {
    e.explore::<Toy>(&SetupChoices::default(), &[], 700);
}

#[test]
fn explore_toy() {
    toy(Explorer::new("Toy"));
}

#[test]
fn explore_keltis() {
    keltis(Explorer::new("Keltis"));
}

#[test]
fn explore_pow_wow() {
    pow_wow(Explorer::new("Pow Wow"));
}

#[test]
fn explore_pow_wow_variants() {
    pow_wow_variants(Explorer::new("Pow Wow with variants"));
}

#[test]
fn explore_sheriff() {
    sheriff(Explorer::new("Sheriff"));
}

#[test]
fn explore_saboteur_2() {
    saboteur_2(Explorer::new("Saboteur 2"));
}

#[test]
fn explore_classic_saboteur() {
    classic_saboteur(Explorer::new("Classic Saboteur"));
}

#[test]
fn explore_black_fleet() {
    black_fleet(Explorer::new("Black Fleet"));
}

/// The long run, every game one after the other: `cargo test --release --test all explorer::long_run
/// -- --ignored --nocapture` (`TAVOLO_EXPLORE_STEPS` sets the steps a walk, 4000 by default).
#[test]
#[ignore = "minutes in release; the README names it"]
fn long_run() {
    keltis(Explorer::long("Keltis"));
    pow_wow(Explorer::long("Pow Wow"));
    pow_wow_variants(Explorer::long("Pow Wow with variants"));
    sheriff(Explorer::long("Sheriff"));
    saboteur_2(Explorer::long("Saboteur 2"));
    classic_saboteur(Explorer::long("Classic Saboteur"));
    black_fleet(Explorer::long("Black Fleet"));
    toy(Explorer::long("Toy"));
}
