//! Screens drawn into ratatui's TestBackend: hand-offs show no card, a seat's screen shows only its
//! own hand, small terminals get the enlarge message, and 80×24 holds the whole Keltis table.

mod common;

use common::{buffer_text, press, render};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::engine::{Game, Pending, Player, Session, Setup};
use tavolo::games::REGISTRY;
use tavolo::games::keltis::{Card, Keltis};
use tavolo::ui::GameTable;
use tavolo::ui::app::App;

/// Bracketed card tokens on screen (`[G7]`, `[*pt5]`); discard piles use `[G:7]` and are excluded.
fn card_tokens(screen: &str) -> Vec<Card> {
    screen
        .split('[')
        .skip(1)
        .filter_map(|s| s.split(']').next())
        .filter_map(|s| s.trim_start_matches('*').parse::<Card>().ok())
        .collect()
}

fn save_dir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-screens-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn humans(n: usize, seed: u64) -> GameTable<Keltis> {
    let players = (0..n).map(|i| Player::human(format!("P{i}"))).collect();
    let s = Session::new(players, Setup { players: n, first: Some(0), seed }, Default::default()).unwrap();
    GameTable::new(s, save_dir())
}

#[test]
fn handoff_screens_show_no_card() {
    let mut t = humans(3, 4);
    let all: Vec<Card> = (0..3).flat_map(|s| t.session.state.hand(s).to_vec()).collect();
    press(&mut t, KeyCode::Enter); // the start-player announcement
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Pass the laptop to  P0"), "{screen}");
    assert!(card_tokens(&screen).is_empty());
    for c in &all {
        assert!(!screen.contains(&c.to_string()), "{c} visible on the hand-off screen");
    }
    // P0 takes the laptop, discards and draws: the next hand-off hides P0's hand again.
    press(&mut t, KeyCode::Enter);
    let mine = render(&mut t, 80, 24);
    assert_eq!(card_tokens(&mine).len(), 8, "{mine}");
    press(&mut t, KeyCode::Char('d'));
    press(&mut t, KeyCode::Char('n'));
    assert_eq!(t.session.pending(), Pending::Seat(1));
    // First P0 sees the card it drew, on its own screen, and confirms it.
    let drawn = *t.session.state.hand(0).iter().find(|c| !all[..8].contains(c)).expect("a new card");
    let confirm = render(&mut t, 80, 24);
    assert!(
        confirm.contains("Only you, P0, see this:") && confirm.contains(&format!("You drew {drawn}")),
        "{confirm}"
    );
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Pass the laptop to  P1"), "{screen}");
    assert!(card_tokens(&screen).is_empty(), "{screen}");
    assert!(!screen.contains("Hand"));
}

#[test]
fn a_seats_screen_shows_only_its_own_hand() {
    // Over many positions of 2-4 player games, the cards drawn on seat S's screen are S's hand.
    for seed in 0..12u64 {
        let n = 2 + (seed % 3) as usize;
        let mut t = humans(n, seed);
        press(&mut t, KeyCode::Enter);
        for step in 0..60 {
            if t.session.is_over() {
                break;
            }
            if t.viewer().is_none() {
                press(&mut t, KeyCode::Enter); // accept the hand-off
            }
            if t.covered() {
                press(&mut t, KeyCode::Enter); // past what the seat missed
            }
            let seat = t.viewer().expect("a human is looking");
            let screen = render(&mut t, 120, 40);
            let mut shown = card_tokens(&screen);
            let mut hand = t.session.state.hand(seat).to_vec();
            shown.sort();
            hand.sort();
            assert_eq!(shown, hand, "seed {seed} step {step}: seat {seat}'s screen\n{screen}");
            // Play on with a legal move, through the session.
            let legal = t.session.state.legal_actions(seat);
            let action = legal[(seed as usize + step) % legal.len()].clone();
            t.session.act(seat, action).unwrap();
            // Re-enter the table's flow for the next seat, past what it missed.
            let mut fresh = GameTable::resumed(t.session.clone(), save_dir());
            std::mem::swap(&mut t, &mut fresh);
            if t.covered() {
                press(&mut t, KeyCode::Enter);
            }
        }
    }
}

#[test]
fn views_hold_only_the_seats_own_hand() {
    let g = Keltis::new_game(&Setup { players: 4, first: None, seed: 8 }, &Default::default()).unwrap();
    for s in 0..4 {
        assert_eq!(g.view(Some(s)).hand.as_deref(), Some(g.hand(s)));
    }
    assert_eq!(g.view(None).hand, None);
}

#[test]
fn a_small_terminal_asks_to_be_enlarged() {
    let mut app = App::new(REGISTRY, App::picker(REGISTRY, &save_dir()), &save_dir(), None);
    let mut term = Terminal::new(TestBackend::new(60, 20)).unwrap();
    term.draw(|f| app.draw(f)).unwrap();
    let text = buffer_text(&term);
    assert!(text.contains("Please enlarge the terminal to at least 80×24."), "{text}");
    // Resizing re-lays out: at 80×24 the picker is back.
    term.backend_mut().resize(80, 24);
    term.draw(|f| app.draw(f)).unwrap();
    let text = buffer_text(&term);
    assert!(text.contains("Keltis") && text.contains("Black Fleet"), "{text}");
}

#[test]
fn four_players_fit_in_eighty_by_twenty_four() {
    let s = tavolo::games::keltis::fixtures::mid_game(2, 8);
    let mut t = GameTable::resumed(s, save_dir());
    if t.covered() {
        press(&mut t, KeyCode::Enter); // what Anna missed
    }
    let screen = render(&mut t, 80, 24);
    for needle in ["Keltis", "Anna (you)", "Bruno", "Carla", "Dario", "Hand", "q quit", "Log"] {
        assert!(screen.contains(needle), "{needle} missing at 80×24:\n{screen}");
    }
}

#[test]
fn picker_lists_all_five_games_as_playable() {
    let mut app = App::new(REGISTRY, App::picker(REGISTRY, &save_dir()), &save_dir(), None);
    let mut term = Terminal::new(TestBackend::new(100, 30)).unwrap();
    term.draw(|f| app.draw(f)).unwrap();
    let text = buffer_text(&term);
    for g in ["Keltis", "Pow Wow", "Sheriff", "Saboteur", "Black Fleet", "Continue a saved game"] {
        assert!(text.contains(g), "{g} missing");
    }
    assert!(text.contains("2–4") && text.contains("2–12"));
    assert_eq!(text.matches("not available yet").count(), 0);
    // Black Fleet, the last in the list, opens its setup.
    for _ in 0..4 {
        app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now());
    }
    app.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), std::time::Instant::now());
    term.draw(|f| app.draw(f)).unwrap();
    assert!(buffer_text(&term).contains("Black Fleet — new game"), "{}", buffer_text(&term));
}

#[test]
fn setup_gives_each_black_fleet_seat_its_own_victory_card() {
    let dir = std::env::temp_dir().join(format!("tavolo-fleet-setup-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fleet = tavolo::ui::registry::find(REGISTRY, "blackfleet").unwrap();
    let mut app = App::new(REGISTRY, App::setup(fleet), &dir, Some(5));
    let key =
        |app: &mut App, code| app.key(KeyEvent::new(code, KeyModifiers::NONE), std::time::Instant::now());
    key(&mut app, KeyCode::PageDown); // seat 1: victory card 20
    let mut term = Terminal::new(TestBackend::new(100, 30)).unwrap();
    term.draw(|f| app.draw(f)).unwrap();
    let text = buffer_text(&term);
    assert!(text.contains("victory card 20") && text.contains("victory card 10"), "{text}");
    key(&mut app, KeyCode::Enter);
    // The open table also holds its lock file (`….json.lock`) beside the autosave.
    let save = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "json"))
        .expect("an autosave");
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(save).unwrap()).unwrap();
    let victory: Vec<u64> =
        json["state"]["players"].as_array().unwrap().iter().map(|p| p["victory"].as_u64().unwrap()).collect();
    assert_eq!(victory, vec![20, 10, 10]);
}

#[test]
fn keys_do_nothing_behind_the_enlarge_message() {
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    let keltis = tavolo::ui::registry::find(REGISTRY, "keltis").unwrap();
    let setup = Setup { players: 2, first: Some(0), seed: 4 };
    let table = keltis.new_table(players, setup, &keltis.default_choices(), &save_dir()).unwrap();
    let mut app = App::new(REGISTRY, tavolo::ui::app::Screen::Table(table), &save_dir(), None);
    let enter =
        |app: &mut App| app.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), std::time::Instant::now());
    let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
    term.draw(|f| app.draw(f)).unwrap();
    enter(&mut app); // the start player's announcement
    term.draw(|f| app.draw(f)).unwrap();
    assert!(buffer_text(&term).contains("Pass the laptop to  ANNA"), "{}", buffer_text(&term));
    // Too small: Enter would pass the hand-off blind and show Anna's hand to whoever looks.
    term.backend_mut().resize(60, 20);
    term.draw(|f| app.draw(f)).unwrap();
    for _ in 0..3 {
        enter(&mut app);
    }
    app.key(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE), std::time::Instant::now());
    assert!(!app.quit);
    term.backend_mut().resize(80, 24);
    term.draw(|f| app.draw(f)).unwrap();
    assert!(buffer_text(&term).contains("Pass the laptop to  ANNA"), "{}", buffer_text(&term));
    // Big enough again: the same Enter passes it.
    enter(&mut app);
    term.draw(|f| app.draw(f)).unwrap();
    assert!(!buffer_text(&term).contains("Pass the laptop"), "{}", buffer_text(&term));
    // Ctrl-C always quits.
    term.backend_mut().resize(60, 20);
    term.draw(|f| app.draw(f)).unwrap();
    app.key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL), std::time::Instant::now());
    assert!(app.quit);
}

#[test]
fn help_on_continue_a_saved_game_is_about_tavolo() {
    let mut app = App::new(REGISTRY, App::picker(REGISTRY, &save_dir()), &save_dir(), None);
    let key =
        |app: &mut App, code| app.key(KeyEvent::new(code, KeyModifiers::NONE), std::time::Instant::now());
    let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
    key(&mut app, KeyCode::Char('?'));
    term.draw(|f| app.draw(f)).unwrap();
    assert!(buffer_text(&term).contains("Keltis — rules"), "{}", buffer_text(&term));
    key(&mut app, KeyCode::Esc);
    key(&mut app, KeyCode::Up); // from the first game up to "Continue a saved game"
    key(&mut app, KeyCode::Char('?'));
    term.draw(|f| app.draw(f)).unwrap();
    let text = buffer_text(&term);
    assert!(text.contains("Tavolo — help") && text.contains("HAND-OFFS"), "{text}");
    assert!(!text.contains("KELTIS"), "{text}");
    // The long lines are wrapped, and paging reaches the end of the text.
    for _ in 0..10 {
        key(&mut app, KeyCode::PageDown);
    }
    term.draw(|f| app.draw(f)).unwrap();
    assert!(buffer_text(&term).contains("bot-only games"), "{}", buffer_text(&term));
}
