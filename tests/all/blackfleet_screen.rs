//! The Black Fleet table on screen (its privacy is the game contract's, in src/games/contract.rs):
//! hand-offs hide the cards, the map, ports and players fit 80×24, a ship moves with the cursor, and a game saved
//! between ship moves resumes there.

use crate::common::{press, render, save_dir, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::{BotLevel, Game, Player, Session, Setup};
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
    assert_eq!(*t.session().state.stage(), Stage::Choose);
    press(&mut t, KeyCode::Enter); // the first movement card
    assert_eq!(*t.session().state.stage(), Stage::Moving);
    press(&mut t, KeyCode::Char('m'));
    press(&mut t, KeyCode::Tab);
    press(&mut t, KeyCode::Enter);
    assert!(
        matches!(
            t.session().history.last(),
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
    t.session().save_to(&path).unwrap();
    let loaded = Session::<BlackFleet>::load(&path).unwrap();
    assert_eq!(loaded.state, t.session().state);
    let mut resumed = GameTable::resumed(loaded, save_dir("blackfleet"));
    assert!(render(&mut resumed, 80, 24).contains("Pass the laptop to  P0"));
    take_laptop(&mut resumed);
    let screen = render(&mut resumed, 80, 24);
    assert!(screen.contains("P0 moves: merchant"), "mid-turn budgets shown again:\n{screen}");
}

/// A 3-human table past setup, at the first player's movement choice.
fn at_first_turn(seed: u64) -> GameTable<BlackFleet> {
    let mut t = humans(3, seed);
    press(&mut t, KeyCode::Enter);
    for seat in 0..3 {
        take_laptop(&mut t);
        assert!(matches!(t.session().state.stage(), Stage::Place { seat: s } if *s == seat));
        press(&mut t, KeyCode::Enter);
    }
    take_laptop(&mut t);
    t
}

#[test]
fn cargo_axes_and_the_named_dock_show_at_80x24_and_big_squares_at_120x40() {
    let mut t = humans(3, 5);
    press(&mut t, KeyCode::Enter);
    take_laptop(&mut t);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("setup: P0 places (black)"), "{screen}");
    assert!(screen.contains(" 0  1  2  3") && screen.contains("10 "), "axis labels:\n{screen}");
    press(&mut t, KeyCode::Enter);
    take_laptop(&mut t);
    // Seat 1's merchant with 3 cubes of its port's colour, in a 3-character cell.
    let screen = render(&mut t, 80, 24);
    assert!(["1y3", "1b3", "1g3", "1p3", "1r3"].iter().any(|m| screen.contains(m)), "{screen}");
    let big = render(&mut t, 120, 40);
    assert!(big.contains(" 1M "), "4×2 squares at 120×40:\n{big}");
}

/// At 120×40 the column beside the map is wide enough for every port's whole name, says what the
/// player rows' marks mean, and lists the viewer's own movement cards (not only as menu lines).
#[test]
fn at_120x40_ports_are_named_whole_and_your_movement_cards_are_listed() {
    let mut t = at_first_turn(5);
    let screen = render(&mut t, 120, 40);
    for port in ["La Barbaria", "Nassau", "Maracaibo", "Tortuga", "Port Royal"] {
        assert!(screen.contains(port), "{port}:\n{screen}");
    }
    assert!(screen.contains("↑ devs face up · ▮ movement · F fortune"), "{screen}");
    assert!(screen.contains("Movement: [merchant"), "{screen}");
    assert!(screen.contains("You (black): merchant"), "{screen}");
}

#[test]
fn ship_keys_are_listed_only_while_the_ship_can_move_and_e_says_why_it_cannot_end() {
    let mut t = at_first_turn(5);
    press(&mut t, KeyCode::Enter); // the first movement card
    assert_eq!(*t.session().state.stage(), Stage::Moving);
    let keys = |t: &GameTable<BlackFleet>| t.hints().iter().map(|h| h.key.clone()).collect::<Vec<_>>();
    assert!(keys(&t).contains(&"m".to_string()));
    // The pirate is off the board and must enter: `e` says so.
    press(&mut t, KeyCode::Char('e'));
    assert!(t.last_message().is_some_and(|m| m.contains("pirate must enter")), "{:?}", t.last_message());
    // Aiming lists Shift-Tab; Enter on land says why.
    press(&mut t, KeyCode::Char('m'));
    assert!(keys(&t).contains(&"Shift-Tab".to_string()));
    for _ in 0..20 {
        press(&mut t, KeyCode::Down);
    }
    press(&mut t, KeyCode::Left);
    press(&mut t, KeyCode::Enter);
    let said = t.last_message().unwrap_or_default().to_string();
    assert!(said.contains("land") || said.contains("out of reach") || said.contains("ship is on"), "{said}");
    // The merchant sails, the pirate enters: the merchant is done and `m` is no longer listed.
    press(&mut t, KeyCode::Tab);
    press(&mut t, KeyCode::Enter);

    press(&mut t, KeyCode::Char('p'));
    press(&mut t, KeyCode::Tab);
    press(&mut t, KeyCode::Enter);
    assert!(t.session().state.view(Some(0)).board.pirates[0].is_some());
    assert!(!keys(&t).contains(&"m".to_string()), "{:?}", keys(&t));
    // The turn line says the merchant is done, not how much movement it left unused.
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("moves: merchant done ·"), "{screen}");
}

#[test]
fn the_score_screen_says_who_bought_the_victory_card_and_shows_the_final_board() {
    let players = (0..3).map(|i| Player::bot(format!("B{i}"), BotLevel::Normal)).collect();
    let mut s =
        Session::<BlackFleet>::new(players, Setup { players: 3, first: None, seed: 9 }, Options::default())
            .unwrap();
    while s.step_bot().unwrap() {}
    assert!(s.is_over());
    let mut t = GameTable::resumed(s, save_dir("blackfleet"));
    let score = render(&mut t, 80, 24);
    // The total is headed, the buyer marked, and the ranking explained.
    assert!(score.contains("doubloons left") && score.contains("✓ victory card (10)"), "{score}");
    assert!(score.contains("gained ") && score.contains("spent "), "{score}");
    assert!(score.contains("Whoever bought their victory card ranks above"), "{score}");
    assert!(t.hints().iter().any(|h| h.key == "b"), "b is listed once the game has a final board");
    press(&mut t, KeyCode::Char('b'));
    let board = render(&mut t, 120, 40);
    assert!(board.contains("final board") && board.contains("[A]"), "{board}");
    press(&mut t, KeyCode::Char('b'));
    assert!(render(&mut t, 80, 24).contains("final score"));
}
