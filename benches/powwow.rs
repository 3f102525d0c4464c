//! Pow Wow timing: from a key event read to the claim registered in the state (through the real
//! table, as the app handles a key), and a frame draw of the Pow Wow table at 120×40.

use std::time::Instant;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::engine::{Player, Session, Setup};
use tavolo::games::powwow::{Options, PowWow, keys};
use tavolo::ui::{GameTable, Table};

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

fn key_to_claim(c: &mut Criterion) {
    c.bench_function("powwow key event to claim registered", |b| {
        b.iter_batched(
            open_window,
            |mut t| {
                t.key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::NONE), Instant::now());
                assert_eq!(t.session.state.claims().len(), 1, "{:?}", t.last_message());
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

criterion_group!(benches, key_to_claim, draw);
criterion_main!(benches);
