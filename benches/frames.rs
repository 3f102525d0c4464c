//! Every game's whole table frame (screen, message line, log panel, bar) at 80×24, 120×40 and
//! 200×50, on its heaviest state: late in a game of Normal bots at the largest table — a grown
//! maze, a full log, seven Sheriff seats, a late Black Fleet board — with seat 1 the human
//! deciding. The target is under 1 ms per frame.

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::engine::{BotLevel, Pending, Player, Session, Setup};
use tavolo::games::{blackfleet, keltis, powwow, saboteur, sheriff};
use tavolo::table_core::Table;
use tavolo::ui::{GameTable, GameUi};

/// Plays bots until the game ends or the history holds `stop` actions; real-time windows close on
/// their clock. Returns the session and whether it ended.
fn play<G: GameUi>(players: usize, seed: u64, options: &G::Options, stop: usize) -> Session<G> {
    let bots = (0..players).map(|i| Player::bot(format!("Bot {}", i + 1), BotLevel::Normal)).collect();
    let setup = Setup { players, first: Some(0), seed };
    let mut s = Session::<G>::new(bots, setup, options.clone()).unwrap();
    while !s.is_over() && s.history.len() < stop {
        if s.step_bot().unwrap_or(false) {
            continue;
        }
        match s.pending() {
            Pending::Race { closes_at_ms: Some(at), .. } => s.clock(at).unwrap(),
            _ => break,
        }
    }
    s
}

/// The game at nine tenths of its length (found by playing it through once: the bots are seeded).
fn late<G: GameUi>(players: usize, seed: u64, options: G::Options) -> Session<G> {
    let whole = play::<G>(players, seed, &options, usize::MAX).history.len();
    let mut s = play::<G>(players, seed, &options, whole * 9 / 10);
    s.players[0] = Player::human("Anna");
    s
}

fn frames<G: GameUi>(c: &mut Criterion, name: &str, session: impl Fn() -> Session<G>) {
    let mut group = c.benchmark_group(format!("frame {name}"));
    group.warm_up_time(std::time::Duration::from_millis(500));
    group.measurement_time(std::time::Duration::from_secs(2));
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let mut table = GameTable::resumed(session(), std::env::temp_dir().join("tavolo-bench"));
        let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
        group.bench_function(format!("{w}x{h}"), |b| {
            b.iter(|| {
                term.draw(|f| table.draw(f, f.area())).unwrap();
            })
        });
    }
    group.finish();
}

fn all(c: &mut Criterion) {
    frames(c, "keltis 4 seats", || late::<keltis::Keltis>(4, 3, Default::default()));
    frames(c, "powwow 5 seats", || late::<powwow::PowWow>(5, 3, Default::default()));
    frames(c, "sheriff 7 seats", || late::<sheriff::Sheriff>(7, 3, Default::default()));
    frames(c, "saboteur 12 seats", || late::<saboteur::Saboteur>(12, 3, Default::default()));
    frames(c, "blackfleet 4 seats", || late::<blackfleet::BlackFleet>(4, 3, Default::default()));
}

criterion_group!(benches, all);
criterion_main!(benches);
