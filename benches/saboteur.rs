//! Saboteur speed: random-policy full 6-player Saboteur 2 games (three rounds, rules only, one
//! core), and a Normal and a Hard bot decision mid-round.

mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tavolo::engine::{BotLevel, Game, GameRng, Pending, Setup};
use tavolo::games::saboteur::Saboteur;

#[inline(never)]
fn random_game(seed: u64) -> u32 {
    let g = Saboteur::new_game(&Setup { players: 6, first: None, seed }, &Default::default()).unwrap();
    common::play_random(g, seed)
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("saboteur");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("random 6-player game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed))
        })
    });
    group.finish();
}

/// A 6-player Saboteur 2 round a dozen turns in (Normal bots), with seat `current` to decide.
fn mid_round() -> Saboteur {
    let mut g =
        Saboteur::new_game(&Setup { players: 6, first: Some(0), seed: 7 }, &Default::default()).unwrap();
    for step in 0..12 {
        let Pending::Seat(seat) = g.pending() else { break };
        let legal = g.legal_actions(seat);
        let mut rng = GameRng::new(step);
        let a = Saboteur::bot_action(&g.view(Some(seat)), &legal, BotLevel::Normal, &mut rng);
        g.apply(seat, &a).unwrap();
    }
    g
}

fn bot(c: &mut Criterion) {
    let g = mid_round();
    let Pending::Seat(seat) = g.pending() else { return };
    let view = g.view(Some(seat));
    let legal = g.legal_actions(seat);
    let mut rng = GameRng::new(1);
    c.bench_function("saboteur normal bot decision", |b| {
        b.iter(|| black_box(Saboteur::bot_action(&view, &legal, BotLevel::Normal, &mut rng)))
    });
    // Hard searches on one thread, as the arena's one-core figure does (the table may use two).
    tavolo::engine::search::set_threads(1);
    let mut group = c.benchmark_group("saboteur hard");
    group.sample_size(10);
    group.bench_function("hard bot decision (search, one core)", |b| {
        b.iter(|| black_box(Saboteur::bot_action(&view, &legal, BotLevel::Hard, &mut rng)))
    });
    group.finish();
}

criterion_group!(benches, games, bot);
criterion_main!(benches);
