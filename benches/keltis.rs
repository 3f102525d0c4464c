//! Keltis speed: random-policy full 4-player games (rules only, one core), and a full screen draw
//! of the game table at 120×40 into TestBackend.

mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::engine::{Game, GameRng, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

/// A full game of uniformly random moves; `quiet`: as a search plays its samples (no log lines).
fn random_game(seed: u64, quiet: bool) -> u32 {
    let mut g = Keltis::new_game(&Setup { players: 4, first: None, seed }, &Default::default()).unwrap();
    if quiet {
        g = g.quiet();
    }
    common::play_random(g, seed)
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("keltis");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("random 4-player game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, false))
        })
    });
    group.bench_function("random 4-player game, quiet", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, true))
        })
    });
    group.finish();
}

fn draw(c: &mut Criterion) {
    let s = tavolo::games::keltis::fixtures::mid_game(3, 10);
    let dir = std::env::temp_dir().join("tavolo-bench");
    let mut table = GameTable::resumed(s, dir);
    let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
    c.bench_function("keltis screen draw 120x40", |b| {
        b.iter(|| {
            term.draw(|f| table.draw(f, f.area())).unwrap();
        })
    });
}

fn bot(c: &mut Criterion) {
    let s = tavolo::games::keltis::fixtures::mid_game(5, 6);
    // Anna's seat, played by a bot: one decision from her view.
    let view = s.state.view(Some(0));
    let legal = s.state.legal_actions(0);
    let mut rng = GameRng::new(1);
    c.bench_function("keltis normal bot decision", |b| {
        b.iter(|| black_box(Keltis::bot_action(&view, &legal, tavolo::engine::BotLevel::Normal, &mut rng)))
    });
    // Hard searches on one thread, as the arena's one-core figure does (the table may use two).
    tavolo::engine::search::set_threads(1);
    let mut group = c.benchmark_group("keltis hard");
    group.sample_size(10);
    group.bench_function("hard bot decision (search, one core)", |b| {
        b.iter(|| black_box(Keltis::bot_action(&view, &legal, tavolo::engine::BotLevel::Hard, &mut rng)))
    });
    group.finish();
}

criterion_group!(benches, games, draw, bot);
criterion_main!(benches);
