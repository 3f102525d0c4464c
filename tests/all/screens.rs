//! Screens drawn into ratatui's TestBackend: hand-offs show no card, a seat's screen shows only its
//! own hand, small terminals get the enlarge message, and 80×24 holds the whole Keltis table.

use crate::common::{self, buffer_text, press, render};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::catalog::REGISTRY;
use tavolo::engine::{Game, Pending, Player, Session, Setup};
use tavolo::games::keltis::{Card, Keltis};
use tavolo::ui::GameTable;
use tavolo::ui::app::App;

/// Bracketed card tokens on screen (`[G7]`, `[*pt5]`); discard piles use `[G:7]` and are excluded.
fn card_tokens(screen: &str) -> Vec<Card> {
    screen
        .split('[')
        .skip(1)
        .filter_map(|s| s.split(']').next())
        .filter_map(|s| s.trim_start_matches(['*', '+']).parse::<Card>().ok())
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
    let all: Vec<Card> = (0..3).flat_map(|s| t.session().state.hand(s).to_vec()).collect();
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
    assert_eq!(t.session().pending(), Pending::Seat(1));
    // First P0 sees the card it drew, on its own screen, and confirms it.
    let drawn = *t.session().state.hand(0).iter().find(|c| !all[..8].contains(c)).expect("a new card");
    let confirm = render(&mut t, 80, 24);
    assert!(
        confirm.contains("Only you, P0, see this:") && confirm.contains(&format!("You drew {drawn}")),
        "{confirm}"
    );
    // Below the box, the card is marked as new in P0's hand (at every size).
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let confirm = render(&mut t, w, h);
        let note = confirm.lines().find(|l| l.contains("new (just drawn, underlined):"));
        assert!(note.is_some_and(|l| l.contains(&drawn.to_string())), "{w}×{h}:\n{confirm}");
        assert_eq!(confirm.matches("┌new").count() + confirm.matches(&format!("[+{drawn}]")).count(), 1);
    }
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
            if t.session().is_over() {
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
            let mut hand = t.session().state.hand(seat).to_vec();
            shown.sort();
            hand.sort();
            assert_eq!(shown, hand, "seed {seed} step {step}: seat {seat}'s screen\n{screen}");
            // Play on with a legal move, through the session.
            let legal = t.session().state.legal_actions(seat);
            let action = legal[(seed as usize + step) % legal.len()].clone();
            t.session_mut().act(seat, action).unwrap();
            // Re-enter the table's flow for the next seat, past what it missed.
            let mut fresh = GameTable::resumed(t.session().clone(), save_dir());
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
fn big_terminals_are_filled_with_the_keltis_table() {
    let s = tavolo::games::keltis::fixtures::mid_game(2, 8);
    let mut t = GameTable::resumed(s, save_dir());
    if t.covered() {
        press(&mut t, KeyCode::Enter);
    }
    for (w, h) in [(120, 40), (200, 50)] {
        let screen = render(&mut t, w, h);
        for needle in ["Rows · (points if the game ended now)", "Middle & scoring", "Piles", "Hand", "q quit"]
        {
            assert!(screen.contains(needle), "{needle} missing at {w}×{h}:\n{screen}");
        }
        let blank = screen.lines().filter(|l| l.trim().is_empty()).count();
        assert!(blank * 4 < h as usize, "{blank} empty rows of {h} at {w}×{h}:\n{screen}");
    }
}

/// A 3-player game played to its end (Anna plays her first legal move each time).
fn finished() -> GameTable<Keltis> {
    use tavolo::engine::BotLevel;
    let players = vec![
        Player::human("Anna"),
        Player::bot("Bruno", BotLevel::Normal),
        Player::bot("Carla", BotLevel::Easy),
    ];
    let mut s: Session<Keltis> =
        Session::new(players, Setup { players: 3, first: Some(1), seed: 3 }, Default::default()).unwrap();
    while !s.is_over() {
        if !s.step_bot().unwrap() {
            let a = s.state.legal_actions(0)[0].clone();
            s.act(0, a).unwrap();
        }
    }
    GameTable::resumed(s, save_dir())
}

#[test]
fn the_score_screen_shows_every_players_final_rows_under_b() {
    let mut t = finished();
    let scores = render(&mut t, 80, 24);
    assert!(scores.contains("Keltis — final score") && scores.contains("b board"), "{scores}");
    press(&mut t, KeyCode::Char('b'));
    let g = &t.session().state;
    let rows: Vec<String> = (0..3)
        .flat_map(|s| {
            tavolo::games::keltis::Colour::ALL
                .into_iter()
                .filter(move |c| !g.row(s, *c).is_empty())
                .map(move |c| tavolo::games::keltis::screen_parts::row_words(g.row(s, c), false).join(" "))
        })
        .collect();
    for (w, h) in [(80, 24), (120, 40)] {
        let board = render(&mut t, w, h);
        assert!(board.contains("Keltis · game over") && board.contains("b scores"), "{board}");
        for name in ["Anna", "Bruno", "Carla"] {
            assert!(board.contains(name), "{name} missing at {w}×{h}:\n{board}");
        }
        for r in &rows {
            assert!(board.contains(r.as_str()), "row {r} missing at {w}×{h}:\n{board}");
        }
        assert!(card_tokens(&board).is_empty(), "no hand is shown on the final board:\n{board}");
    }
    assert!(render(&mut t, 120, 40).contains("Final rows"));
    press(&mut t, KeyCode::Char('b'));
    assert!(render(&mut t, 80, 24).contains("Keltis — final score"));
}

#[test]
fn esc_cancels_a_row_choice_and_otherwise_goes_back_to_the_picker() {
    use tavolo::table_core::{Table, TableExit};
    let esc = |t: &mut GameTable<Keltis>| {
        t.key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE), std::time::Instant::now())
    };
    let mut t = humans(2, 4);
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Esc picker"), "{screen}");
    assert_eq!(esc(&mut t), TableExit::Stay, "the first Esc asks for a second");
    assert_eq!(esc(&mut t), TableExit::ToPicker);
    // A point card with two rows open asks for the row: there Esc only cancels the choice.
    let (s, card) = point_card_choice();
    let mut t = GameTable::resumed(s, save_dir());
    if t.covered() {
        press(&mut t, KeyCode::Enter);
    }
    let hand = tavolo::games::keltis::screen::sorted_hand(&t.session().state.view(Some(0)));
    for _ in 0..hand.iter().position(|c| *c == card).unwrap() {
        press(&mut t, KeyCode::Right);
    }
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 80, 24);
    let bar: String = screen.lines().rev().take(2).collect::<Vec<_>>().join("\n");
    assert!(screen.contains(&format!("Lay {card} into:")), "{screen}");
    assert!(bar.contains("Enter point row") && bar.contains("Esc cancel"), "{bar}");
    assert!(!bar.contains("Esc picker"), "{bar}");
    assert_eq!(esc(&mut t), TableExit::Stay);
    assert!(!render(&mut t, 80, 24).contains("into:"));
    assert_eq!(esc(&mut t), TableExit::Stay, "cancelling was not the first of two Escs");
    assert_eq!(esc(&mut t), TableExit::ToPicker);
}

/// A game (Anna and two bots) at a moment when Anna holds a point card that fits a colour row too.
fn point_card_choice() -> (Session<Keltis>, Card) {
    use tavolo::engine::BotLevel;
    use tavolo::games::keltis::{Action, Suit};
    for seed in 0..50 {
        let players = vec![
            Player::human("Anna"),
            Player::bot("Bruno", BotLevel::Normal),
            Player::bot("Carla", BotLevel::Normal),
        ];
        let mut s: Session<Keltis> =
            Session::new(players, Setup { players: 3, first: Some(1), seed }, Default::default()).unwrap();
        while !s.is_over() {
            if s.step_bot().unwrap() {
                continue;
            }
            let legal = s.state.legal_actions(0);
            let two_rows = legal.iter().find_map(|a| match a {
                Action::Lay { card: c @ Card::Point(_), row: Suit::Colour(_) } => Some(*c),
                _ => None,
            });
            if let Some(card) =
                two_rows.filter(|_| matches!(s.state.phase(), tavolo::games::keltis::Phase::Play))
            {
                return (s, card);
            }
            // Anna lays number cards where she can, so that rows grow.
            let a = legal
                .iter()
                .find(|a| matches!(a, Action::Lay { card: Card::Number(..), .. }))
                .unwrap_or(&legal[0]);
            s.act(0, a.clone()).unwrap();
        }
    }
    panic!("no game gave Anna a point card with a choice of rows");
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
    let fleet = tavolo::catalog::find(REGISTRY, "blackfleet").unwrap();
    let mut app = App::new(REGISTRY, App::setup(fleet), &dir, Some(5));
    app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
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
        .find(|p| p.extension().is_some_and(|x| x == "json") && tavolo::engine::save::is_autosave(p))
        .expect("an autosave");
    let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(save).unwrap()).unwrap();
    let victory: Vec<u64> =
        json["state"]["players"].as_array().unwrap().iter().map(|p| p["victory"].as_u64().unwrap()).collect();
    assert_eq!(victory, vec![20, 10, 10]);
}

#[test]
fn keys_do_nothing_behind_the_enlarge_message() {
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
    let setup = Setup { players: 2, first: Some(0), seed: 4 };
    let table = keltis.new_table(players, setup, &keltis.default_choices(), &save_dir()).unwrap();
    let mut app = App::new(REGISTRY, tavolo::ui::app::Screen::Table(table), &save_dir(), None);
    let enter = |app: &mut App| app.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), common::pace());
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
    // Only q acts there (it quits, the game saved: tests/honest_keys.rs).
    app.key(KeyEvent::new(KeyCode::Char('x'), KeyModifiers::NONE), std::time::Instant::now());
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
    assert!(text.contains("Tavolo — help") && text.contains("THE PICKER"), "{text}");
    assert!(!text.contains("KELTIS"), "{text}");
    // The long lines are wrapped, and paging reaches the end of the text.
    for _ in 0..10 {
        key(&mut app, KeyCode::PageDown);
    }
    term.draw(|f| app.draw(f)).unwrap();
    assert!(buffer_text(&term).contains("bot-only games"), "{}", buffer_text(&term));
}

#[test]
fn help_outside_a_game_opens_with_the_keys_of_the_screen_it_covers() {
    let mut app = App::new(REGISTRY, App::picker(REGISTRY, &save_dir()), &save_dir(), None);
    let key =
        |app: &mut App, code| app.key(KeyEvent::new(code, KeyModifiers::NONE), std::time::Instant::now());
    let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
    for (step, opens) in [(None, KeyCode::F(1)), (Some(KeyCode::Enter), KeyCode::Char('?'))] {
        if let Some(k) = step {
            key(&mut app, k); // the first game's setup
        }
        let listed = app.hints().expect("a screen outside a table lists its keys");
        key(&mut app, opens);
        term.draw(|f| app.draw(f)).unwrap();
        let page = buffer_text(&term);
        assert!(page.contains("KEYS HERE"), "{page}");
        for h in listed.iter().take(6) {
            assert!(
                page.contains(&format!(" {} ", h.key)) && page.contains(&h.what),
                "{} {}:\n{page}",
                h.key,
                h.what
            );
        }
        key(&mut app, KeyCode::Esc);
    }
}
