//! Black Fleet speed: full 4-player games with the heuristic (Normal) bot deciding every move from
//! its own view, as the arena and the Hard bot's playouts do (one core); and one Normal and one
//! Hard decision from a mid-game position.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tavolo::engine::simulate::bot_step;
use tavolo::engine::{BotLevel, Game, Pending, Setup};
use tavolo::games::blackfleet::BlackFleet;

fn new_game(seed: u64) -> BlackFleet {
    BlackFleet::new_game(&Setup { players: 4, first: None, seed }, &Default::default()).unwrap()
}

fn heuristic_game(seed: u64) -> u32 {
    let mut g = new_game(seed);
    let mut step = 0;
    while g.pending() != Pending::Over && step < 5000 {
        bot_step(&mut g, seed, step, BotLevel::Normal).unwrap();
        step += 1;
    }
    g.turn()
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("blackfleet");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("heuristic 4-player game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(heuristic_game(seed))
        })
    });
    group.finish();
}

fn bot(c: &mut Criterion) {
    // 150 Normal decisions in: ships on the board, some cards bought.
    let mut g = new_game(5);
    for step in 0..150 {
        bot_step(&mut g, 5, step, BotLevel::Normal).unwrap();
    }
    let Pending::Seat(seat) = g.pending() else { panic!("the game is still on") };
    let view = g.view(Some(seat));
    let legal = g.legal_actions(seat);
    let mut rng = tavolo::engine::GameRng::new(1);
    c.bench_function("blackfleet normal bot decision", |b| {
        b.iter(|| black_box(BlackFleet::bot_action(&view, &legal, BotLevel::Normal, &mut rng)))
    });
    tavolo::engine::search::set_threads(1);
    let mut group = c.benchmark_group("blackfleet hard");
    group.sample_size(10);
    group.bench_function("hard bot decision (search, one core)", |b| {
        b.iter(|| black_box(BlackFleet::bot_action(&view, &legal, BotLevel::Hard, &mut rng)))
    });
    group.finish();
}

criterion_group!(benches, games, bot);
criterion_main!(benches);
