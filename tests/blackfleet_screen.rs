//! The Black Fleet table on screen: a seat's screen depends only on its view (other players'
//! movement, fortune and face-down development cards scrambled change nothing), hand-offs hide the
//! cards, the map, ports and players fit 80×24, a ship moves with the cursor, and a game saved
//! between ship moves resumes there.

mod common;

use common::{assert_same_screen, press, render, save_dir, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::{BotLevel, Game, GameRng, Pending, Player, Session, Setup};
use tavolo::games::blackfleet::{Action, BlackFleet, Options, Stage};
use tavolo::ui::GameTable;

#[test]
fn a_seats_screen_shows_nothing_hidden_from_it() {
    let mut rng = GameRng::new(3);
    let mut checked = 0;
    for seed in 0..4u64 {
        let players = 3 + (seed % 2) as usize;
        let mut g = BlackFleet::new_game(&Setup { players, first: None, seed }, &Options::default()).unwrap();
        let mut step = 0;
        while g.pending() != Pending::Over && step < 700 {
            let seat = g.pending().seat().unwrap();
            if step % 9 == 0 {
                let viewer = (seat + step) % players;
                let mut hidden = g.clone();
                hidden.debug_scramble_hidden(viewer, &mut rng);
                let size = if step % 2 == 0 { (80, 17) } else { (120, 33) };
                assert_same_screen(&g, &hidden, viewer, size, &format!("seed {seed} step {step}"));
                checked += 1;
            }
            let legal = g.legal_actions(seat);
            let a = BlackFleet::bot_action(&g.view(Some(seat)), &legal, BotLevel::Normal, &mut rng);
            g.apply(seat, &a).unwrap();
            step += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

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
    press(&mut resumed, KeyCode::Enter);
    let screen = render(&mut resumed, 80, 24);
    assert!(screen.contains("P0 moves: merchant"), "mid-turn budgets shown again:\n{screen}");
}
