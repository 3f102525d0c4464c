//! The Black Fleet table on screen (its privacy is the game contract's, in src/games/contract.rs):
//! hand-offs hide the cards, the map, ports and players fit 80×24, a ship moves with the cursor, and a game saved
//! between ship moves resumes there.

mod common;

use common::{press, render, save_dir, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::{Player, Session, Setup};
use tavolo::games::blackfleet::{Action, BlackFleet, Options, Stage};
use tavolo::ui::GameTable;

fn humans(n: usize, seed: u64) -> GameTable<BlackFleet> {
    let players = (0..n).map(|i| Player::human(format!("P{i}"))).collect();
    let s = Session::new(players, Setup { players: n, first: None, seed }, Options::default()).unwrap();
    GameTable::new(s, save_dir("blackfleet"))
}

#[test]
fn setup_hand_offs_and_a_turn_with_the_keys() {
    let mut t = humans(3, 5);
    press(&mut t, KeyCode::Enter); // announcement
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  P0"));
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 80, 24);
    for needle in ["Barbar", "Nassau", "Tortug", "Player", "Put your merchant at", "NY", "NP", "[A]"] {
        assert!(screen.contains(needle), "{needle} missing at 80×24:\n{screen}");
    }
    // Each seat places its merchant behind a hand-off.
    for seat in 0..3 {
        if seat > 0 {
            let handoff = render(&mut t, 80, 24);
            assert!(handoff.contains(&format!("Pass the laptop to  P{seat}")), "{handoff}");
            assert!(!handoff.contains("Movement:") && !handoff.contains("Fortune:"));
            take_laptop(&mut t);
        }
        press(&mut t, KeyCode::Enter);
    }
    take_laptop(&mut t); // P0's hand-off for the first turn
    assert_eq!(*t.session.state.stage(), Stage::Choose);
    press(&mut t, KeyCode::Enter); // the first movement card
    assert_eq!(*t.session.state.stage(), Stage::Moving);
    press(&mut t, KeyCode::Char('m'));
    press(&mut t, KeyCode::Tab);
    press(&mut t, KeyCode::Enter);
    assert!(
        matches!(
            t.session.history.last(),
            Some(tavolo::engine::session::Record::Act { action: Action::Move { .. }, .. })
        ),
        "{:?}",
        t.last_message()
    );
    // `i` shows every player's cards with their texts, and back.
    press(&mut t, KeyCode::Char('i'));
    let details = render(&mut t, 120, 40);
    assert!(
        details.contains("Development cards face up") && details.contains("Yours, face down:"),
        "{details}"
    );
    press(&mut t, KeyCode::Char('i'));
    assert!(render(&mut t, 120, 40).contains("[A]"));
    // Saved between ship moves, the game resumes exactly there.
    let path = save_dir("blackfleet").join("mid-turn.json");
    t.session.save_to(&path).unwrap();
    let loaded = Session::<BlackFleet>::load(&path).unwrap();
    assert_eq!(loaded.state, t.session.state);
    let mut resumed = GameTable::resumed(loaded, save_dir("blackfleet"));
    assert!(render(&mut resumed, 80, 24).contains("Pass the laptop to  P0"));
    take_laptop(&mut resumed);
    let screen = render(&mut resumed, 80, 24);
    assert!(screen.contains("P0 moves: merchant"), "mid-turn budgets shown again:\n{screen}");
}
