//! Sheriff of Nottingham speed: random-policy full 5-player games (rules only, one core), a
//! Normal and a Hard bot decision from a mid-game position, and a whole table frame late in a
//! 7-seat game (the heaviest log).

mod common;

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tavolo::engine::simulate::bot_step;
use tavolo::engine::{BotLevel, Game, GameRng, Setup};
use tavolo::games::sheriff::Sheriff;

fn random_game(seed: u64, quiet: bool) -> u32 {
    let mut g = Sheriff::new_game(&Setup { players: 5, first: None, seed }, &Default::default()).unwrap();
    if quiet {
        g = g.quiet();
    }
    common::play_random(g, seed)
}

fn games(c: &mut Criterion) {
    let mut group = c.benchmark_group("sheriff");
    group.throughput(Throughput::Elements(1));
    let mut seed = 0;
    group.bench_function("random 5-player game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, false))
        })
    });
    // As a search plays its samples: the same moves without formatting log lines.
    group.bench_function("random 5-player game, quiet", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(seed, true))
        })
    });
    group.finish();
}

/// A 5-player game after 60 Normal bot decisions, at a decision of the active seat.
fn mid_game() -> (Sheriff, usize) {
    let mut g =
        Sheriff::new_game(&Setup { players: 5, first: Some(0), seed: 6 }, &Default::default()).unwrap();
    let mut step = 0;
    loop {
        let Some(seat) = g.pending().first() else { unreachable!("the game lasts past 60 decisions") };
        if step >= 60 && g.legal_actions(seat).len() > 1 {
            return (g, seat);
        }
        bot_step(&mut g, 6, step, BotLevel::Normal).unwrap();
        step += 1;
    }
}

fn bot(c: &mut Criterion) {
    let (g, seat) = mid_game();
    let view = g.view(Some(seat));
    let legal = g.legal_actions(seat);
    let mut rng = GameRng::new(1);
    c.bench_function("sheriff normal bot decision", |b| {
        b.iter(|| black_box(Sheriff::bot_action(&view, &legal, BotLevel::Normal, &mut rng)))
    });
    // Hard searches on one thread, as the arena's one-core figure does (the table may use two).
    tavolo::engine::search::set_threads(1);
    let mut group = c.benchmark_group("sheriff hard");
    group.sample_size(10);
    group.bench_function("hard bot decision (search, one core)", |b| {
        b.iter(|| black_box(Sheriff::bot_action(&view, &legal, BotLevel::Hard, &mut rng)))
    });
    group.finish();
}

/// The whole table (screen, message line, log panel, bar) at 120×40 with Anna to decide, late in
/// a 7-seat game of Normal bots: its log holds hundreds of lines, of which the panel shows ten.
fn table_frame(c: &mut Criterion) {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use tavolo::engine::{Player, Session};
    use tavolo::table_core::Table;
    use tavolo::ui::GameTable;
    let bots = (0..7).map(|i| Player::bot(format!("Bot {i}"), BotLevel::Normal)).collect();
    let mut s =
        Session::<Sheriff>::new(bots, Setup { players: 7, first: Some(0), seed: 5 }, Default::default())
            .unwrap();
    while s.history.len() < 600 && s.step_bot().unwrap_or(false) {}
    // Anna (seat 0) is the one human: her screen, no hand-offs; bots wait on the (unrun) timer.
    s.players[0] = Player::human("Anna");
    let lines = s.log_len();
    let mut table = GameTable::resumed(s, std::env::temp_dir().join("tavolo-bench"));
    let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
    c.bench_function(&format!("sheriff table frame 120x40, 7 seats, {lines} log lines"), |b| {
        b.iter(|| {
            term.draw(|f| table.draw(f, f.area())).unwrap();
        })
    });
}

criterion_group!(benches, games, bot, table_frame);
criterion_main!(benches);
