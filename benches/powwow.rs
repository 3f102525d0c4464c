//! Pow Wow timing: random-policy full 4-player games (rules only, one core), from a key event read
//! to the claim registered in the state (through the real table, as the app handles a key), and a
//! frame draw of the Pow Wow table at 120×40.

mod common;

use std::hint::black_box;
use std::time::Instant;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::engine::{Game, Player, Session, Setup};
use tavolo::games::powwow::{Options, PowWow, keys};
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

/// Five humans, a card just revealed: the claim window is open.
fn open_window() -> GameTable<PowWow> {
    let players = ["Anna", "Bruno", "Carla", "Dario", "Elena"].map(Player::human).to_vec();
    let options = Options { keys: keys::default_keys(5), window_ms: 60_000, ..Options::default() };
    let s = Session::new(players, Setup { players: 5, first: Some(0), seed: 4 }, options).unwrap();
    let mut t = GameTable::new(s, std::env::temp_dir().join("tavolo-bench-powwow"));
    let now = Instant::now();
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), now);
    t.key(KeyEvent::new(KeyCode::Char('5'), KeyModifiers::NONE), now);
    t
}

/// Every racing seat picks a random listed action (a claim at the reveal's instant, or a pass),
/// then the window closes; the revealer reveals at once. `quiet`: a playout nobody reads, no log lines.
fn random_game(seed: u64, quiet: bool) -> u32 {
    let mut g = PowWow::new_game(&Setup { players: 4, first: None, seed }, &Options::default()).unwrap();
    if quiet {
        g = g.quiet();
    }
    common::play_random(g, seed)
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("powwow");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("random 4-player game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, true))
        })
    });
    group.bench_function("random 4-player game, logged", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, false))
        })
    });
    group.finish();
}

fn key_to_claim(c: &mut Criterion) {
    c.bench_function("powwow key event to claim registered", |b| {
        b.iter_batched(
            open_window,
            |mut t| {
                t.key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::NONE), Instant::now());
                assert_eq!(t.session().state.claims().len(), 1, "{:?}", t.last_message());
                t
            },
            BatchSize::SmallInput,
        )
    });
}

fn draw(c: &mut Criterion) {
    let mut t = open_window();
    t.key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::NONE), Instant::now());
    let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
    c.bench_function("powwow screen draw 120x40", |b| {
        b.iter(|| {
            term.draw(|f| t.draw(f, f.area())).unwrap();
        })
    });
}

criterion_group!(benches, games, key_to_claim, draw);
criterion_main!(benches);
