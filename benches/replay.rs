//! A replay step, state rebuilt and drawn: the target is under 16 ms per step in a 600-action game,
//! back as fast as forward (the replay keeps every 8th state; no step replays from the start).

use criterion::{Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::engine::{BotLevel, Game, Player, Session, Setup};
use tavolo::games::scramble::session_step;
use tavolo::games::{blackfleet, powwow, saboteur, sheriff};
use tavolo::table_core::Table;
use tavolo::ui::GameUi;
use tavolo::ui::replay::ReplayTable;

/// A game of Easy bots played to its end; people's seats from then on.
fn finished<G: Game>(players: usize, seed: u64) -> Session<G> {
    let bots = (0..players).map(|i| Player::bot(format!("Bot {}", i + 1), BotLevel::Easy)).collect();
    let mut s = Session::<G>::new(bots, Setup { players, first: Some(0), seed }, Default::default()).unwrap();
    while !s.is_over() {
        session_step(&mut s);
    }
    s
}

fn steps<G: GameUi>(c: &mut Criterion, name: &str, session: Session<G>) {
    let n = session.history.len();
    let mut group = c.benchmark_group(format!("replay {name} ({n} actions)"));
    group.warm_up_time(std::time::Duration::from_millis(500));
    group.measurement_time(std::time::Duration::from_secs(2));
    for (w, h) in [(80, 24), (200, 50)] {
        for (dir, key) in
            [("back", crossterm::event::KeyCode::Left), ("forward", crossterm::event::KeyCode::Right)]
        {
            let mut t = ReplayTable::new(session.clone()).unwrap();
            let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
            let home =
                if dir == "back" { crossterm::event::KeyCode::End } else { crossterm::event::KeyCode::Home };
            let event = |k| crossterm::event::KeyEvent::from(k);
            t.key(event(home), std::time::Instant::now());
            let mut left = n;
            group.bench_function(format!("{dir} {w}x{h}"), |b| {
                b.iter(|| {
                    if left == 0 {
                        t.key(event(home), std::time::Instant::now());
                        left = n;
                    }
                    t.key(event(key), std::time::Instant::now());
                    left -= 1;
                    term.draw(|f| t.draw(f, f.area())).unwrap();
                })
            });
        }
    }
    group.finish();
}

/// The longest of a few seeded games: the figure is for a long game (600 actions and more).
fn longest<G: Game>(players: usize) -> Session<G> {
    (0..8).map(|seed| finished::<G>(players, seed)).max_by_key(|s| s.history.len()).unwrap()
}

fn all(c: &mut Criterion) {
    steps(c, "sheriff 7 seats", longest::<sheriff::Sheriff>(7));
    steps(c, "saboteur 12 seats", longest::<saboteur::Saboteur>(12));
    steps(c, "blackfleet 4 seats", longest::<blackfleet::BlackFleet>(4));
    steps(c, "powwow 5 seats", longest::<powwow::PowWow>(5));
}

criterion_group!(benches, all);
criterion_main!(benches);
