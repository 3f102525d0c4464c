//! While a Hard bot thinks, the table keeps taking keys and drawing: how long a key takes to reach
//! the screen (the key handled and the frame drawn) and how long a frame takes, at 120×40, while
//! Hard Black Fleet and Saboteur bots search on their worker. Real time on a real machine, so it
//! is not part of `cargo test`:
//!
//! `cargo test --release --test all latency:: -- --ignored --nocapture`

use std::sync::mpsc;
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::engine::{BotLevel, Player, Session, Setup};
use tavolo::table_core::Table;
use tavolo::ui::{GameTable, GameUi};

use crate::common;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// One human (seat 0) and Hard bots; `moves` bot moves, keys pressed every 2 ms while each bot
/// thinks. Returns (key-to-screen times, frame times, bot moves seen).
fn measure<G: GameUi>(seats: usize, moves: usize) -> (Vec<Duration>, Vec<Duration>, usize) {
    let mut players = vec![Player::human("Anna")];
    players.extend((1..seats).map(|i| Player::bot(format!("Bot{i}"), BotLevel::Hard)));
    let setup = Setup { players: seats, first: None, seed: 11 };
    let session = Session::<G>::new(players, setup, Default::default()).unwrap();
    let mut t = GameTable::new(session, common::save_dir("latency"));
    let (tx, woken) = mpsc::channel();
    t.set_waker(std::sync::Arc::new(move || {
        let _ = tx.send(());
    }));
    let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), Instant::now());
    let (mut keys, mut frames, mut seen) = (Vec::new(), Vec::new(), 0);
    let toggle = [KeyCode::Char('l'), KeyCode::Esc];
    let mut i = 0;
    while seen < moves && !t.session().is_over() {
        if t.bot_counts().searched > t.bot_counts().used + t.bot_counts().dropped {
            // A bot thinks: a person presses keys meanwhile.
            let start = Instant::now();
            t.key(KeyEvent::new(toggle[i % 2], KeyModifiers::NONE), start);
            let drawn = Instant::now();
            term.draw(|f| t.draw(f, f.area())).unwrap();
            let end = Instant::now();
            keys.push(end - start);
            frames.push(end - drawn);
            i += 1;
            if woken.recv_timeout(Duration::from_millis(2)).is_ok() {
                seen += 1;
            }
            t.on_timer(Instant::now());
        } else if let Some(d) = t.deadline() {
            std::thread::sleep(d.saturating_duration_since(Instant::now()));
            t.on_timer(Instant::now());
        } else {
            // Anna's turn (or a page to close): her first legal move.
            if i % 2 == 1 {
                t.key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE), Instant::now());
                i += 1;
            }
            let s = t.session();
            let seat = s.pending().first().unwrap_or(0);
            let Some(a) = s.state.legal_actions(seat).into_iter().next() else { break };
            t.act_as(seat, a);
        }
    }
    keys.sort();
    frames.sort();
    (keys, frames, seen)
}

fn report(name: &str, (keys, frames, moves): (Vec<Duration>, Vec<Duration>, usize)) -> Duration {
    println!(
        "{name}: {} keys over {moves} Hard bot moves; key to screen p50 {:?} p99 {:?} max {:?}; frame p50 {:?} p99 {:?}",
        keys.len(),
        percentile(&keys, 0.5),
        percentile(&keys, 0.99),
        keys.last().unwrap(),
        percentile(&frames, 0.5),
        percentile(&frames, 0.99),
    );
    percentile(&keys, 0.99)
}

#[test]
#[ignore = "real time: run in release on a quiet machine"]
fn a_key_reaches_the_screen_while_a_hard_bot_thinks() {
    let fleet =
        report("Black Fleet, 1 human + 3 Hard", measure::<tavolo::games::blackfleet::BlackFleet>(4, 30));
    let sab = report("Saboteur 2, 1 human + 4 Hard", measure::<tavolo::games::saboteur::Saboteur>(5, 30));
    assert!(fleet.max(sab) <= Duration::from_millis(50), "p99 over 50 ms");
}
