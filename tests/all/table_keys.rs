//! Hints and keys come from one list: every hint names real keys, a key no hint names does nothing
//! (and says so), and each screen's quit key is the one its hint shows.

use crate::common::{self, press, render, save_dir};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::engine::{GameRng, Player, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::games::powwow::PowWow;
use tavolo::table_core::{Table, TableExit};
use tavolo::ui::{GameTable, GameUi};

const KEYS: &[KeyCode] = &[
    KeyCode::Enter,
    KeyCode::Enter,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Tab,
    KeyCode::Esc,
    KeyCode::Char(' '),
    KeyCode::Char('d'),
    KeyCode::Char('n'),
    KeyCode::Char('w'),
    KeyCode::Char('1'),
];

fn humans<G: GameUi>(n: usize, seed: u64) -> GameTable<G> {
    let players = (0..n).map(|i| Player::human(format!("P{i}"))).collect();
    let s =
        Session::<G>::new(players, Setup { players: n, first: Some(0), seed }, Default::default()).unwrap();
    GameTable::new(s, save_dir("table-keys"))
}

#[test]
fn every_hint_names_its_keys_through_a_whole_game() {
    let mut t = humans::<Keltis>(3, 4);
    let mut rng = GameRng::new(4);
    for _ in 0..2000 {
        for h in t.hints() {
            assert!(h.has_keys(), "the hint \"{} {}\" names no key", h.key, h.what);
        }
        let code = *rng.pick(KEYS).unwrap();
        if code == KeyCode::Esc {
            continue;
        }
        assert_eq!(t.key(KeyEvent::new(code, KeyModifiers::NONE), common::pace()), TableExit::Stay);
    }
    assert!(t.session().history.len() > 20, "the game moved on");
}

#[test]
fn a_key_no_hint_names_does_nothing_and_says_so() {
    let mut t = humans::<Keltis>(2, 1);
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::Enter); // P0 at the table
    let before = t.session().history.len();
    press(&mut t, KeyCode::Char('z'));
    assert_eq!(t.session().history.len(), before);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("That key does nothing now"), "{screen}");
    // Undo is neither shown nor taken before there is something to undo.
    assert!(!screen.contains("u undo"));
    press(&mut t, KeyCode::Char('u'));
    assert!(t.last_message().unwrap().contains("does nothing"));
}

#[test]
fn pow_wow_shows_the_quit_key_that_works_on_every_screen() {
    let mut t = humans::<PowWow>(2, 3);
    let announce = render(&mut t, 80, 24);
    assert!(announce.contains("Esc quit") && !announce.contains("q quit"), "{announce}");
    // q is a seat's key in Pow Wow, never quit; the announcement ignores it.
    assert_eq!(t.key(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE), t.now()), TableExit::Stay);
    // Esc asks once, like the other games' Esc, and the second one quits.
    assert_eq!(t.key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE), t.now()), TableExit::Stay);
    assert!(t.last_message().unwrap().contains("Esc again"), "{:?}", t.last_message());
    assert_eq!(t.key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE), t.now()), TableExit::Quit);
}

/// One Esc on a crowded keyboard must not end a real-time game: it asks, the clock runs on (the
/// others may still claim), and any key in between forgets it.
#[test]
fn pow_wow_asks_for_esc_twice_and_its_clock_runs_meanwhile() {
    let esc = || KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE);
    use tavolo::games::powwow::{Card, Indian, Kind, Loot, Tribe};
    let mut t = humans::<PowWow>(2, 3);
    // Anna's Hunter and buffaloes lie face up: she may claim, so the window stays open.
    let hunter = Card::Indian(Indian { tribe: Tribe::Red, kind: Kind::Hunter });
    t.session_mut().state.debug_put_on_table(&[hunter, Card::Loot(Loot::Buffalo), Card::Loot(Loot::Buffalo)]);
    press(&mut t, KeyCode::Enter);
    t.key(KeyEvent::new(KeyCode::Char('5'), KeyModifiers::NONE), t.now()); // Anna reveals
    let due = t.deadline().expect("the card is on its way");
    t.on_timer(due);
    assert_eq!(t.key(esc(), t.now()), TableExit::Stay);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Press Esc again to quit"), "{screen}");
    assert!(t.deadline().is_some(), "the clock runs on while Esc asks");
    let before = t.clock_at(t.now());
    t.on_timer(t.now() + std::time::Duration::from_millis(300));
    assert!(t.clock_at(t.now()) > before);
    // Another seat's key between the two forgets the first Esc.
    t.key(KeyEvent::new(KeyCode::Char('7'), KeyModifiers::NONE), t.now());
    assert_eq!(t.key(esc(), t.now()), TableExit::Stay);
    assert_eq!(t.key(esc(), t.now()), TableExit::Quit);
}

/// Esc on Pow Wow's full log closes the page (it quit the game); the page lists only keys that do
/// what it says.
#[test]
fn pow_wow_esc_on_the_log_page_closes_it() {
    let mut t = humans::<PowWow>(2, 3);
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::F(3));
    let page = render(&mut t, 80, 24);
    assert!(page.contains("full log") || page.contains("— log"), "{page}");
    assert!(!page.contains("Esc quit"), "Esc closes this page: {page}");
    assert_eq!(t.key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE), t.now()), TableExit::Stay);
    assert!(!t.covered(), "the page closed");
    let table = render(&mut t, 80, 24);
    assert!(table.contains("Esc quit"), "{table}");
}

/// Enter on an empty name keeps the prompt open and says why; the next letters go into the name,
/// never to the game (a `d` discarded a card).
#[test]
fn the_save_prompt_stays_open_until_a_name_is_typed() {
    let mut t = humans::<Keltis>(2, 1);
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::Enter); // P0 at the table
    let before = t.session().history.len();
    press(&mut t, KeyCode::Char('s'));
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Type a name for the save first"), "{screen}");
    assert!(screen.contains("Save as"), "the prompt is still open: {screen}");
    press(&mut t, KeyCode::Char('d'));
    assert_eq!(t.session().history.len(), before, "the d went into the name");
    assert!(render(&mut t, 80, 24).contains("Save as: d"), "{}", render(&mut t, 80, 24));
    press(&mut t, KeyCode::Esc);
    assert!(!render(&mut t, 80, 24).contains("Save as"));
}

#[test]
fn esc_twice_leaves_for_the_picker_where_the_screen_does_not_use_it() {
    let esc = || KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE);
    let mut t = humans::<Keltis>(2, 1);
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::Enter); // P0 at the table
    assert!(render(&mut t, 120, 40).contains("Esc picker"));
    // One Esc too many stays and says how to leave; another key forgets it.
    assert_eq!(t.key(esc(), std::time::Instant::now()), TableExit::Stay);
    assert!(t.last_message().unwrap().contains("Esc again"));
    press(&mut t, KeyCode::Right);
    assert_eq!(t.key(esc(), std::time::Instant::now()), TableExit::Stay);
    assert_eq!(t.key(esc(), std::time::Instant::now()), TableExit::ToPicker);
}

/// A double press (or a key repeat) from the hands that just played must not pass the hand-off:
/// the next player's news and hand would show to the last one. An Enter within a moment of the
/// hand-off says what to do; the next player's Enter, later, passes it.
#[test]
fn a_double_enter_does_not_pass_the_hand_off() {
    use std::time::Duration;
    let enter = || KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
    let mut t = humans::<Keltis>(2, 1);
    let t0 = t.now();
    t.key(enter(), t0); // the announcement
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  P0"));
    t.key(enter(), t0 + Duration::from_millis(250));
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Pass the laptop to  P0"), "a double Enter passed it:\n{screen}");
    assert!(screen.contains("pass the laptop, then P0 presses"), "{screen}");
    t.key(enter(), t0 + Duration::from_secs(2));
    assert!(!render(&mut t, 80, 24).contains("Pass the laptop"));
    // P0 plays (discard, draw from the deck); the second press of the draw comes at once.
    let at = t0 + Duration::from_secs(3);
    t.key(KeyEvent::new(KeyCode::Char('d'), KeyModifiers::NONE), at);
    t.key(KeyEvent::new(KeyCode::Char('n'), KeyModifiers::NONE), at);
    while render(&mut t, 80, 24).contains("Only you, ") {
        t.key(enter(), at);
    }
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  P1"));
    t.key(enter(), at + Duration::from_millis(300));
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  P1"), "P1's screen shown to P0");
}

/// Pow Wow's first Esc asks; once the game moved on (a bot's reveal replaced the question), a later
/// single Esc asks again rather than quitting for everyone.
#[test]
fn pow_wow_asks_again_after_the_game_moved_on() {
    use tavolo::engine::BotLevel;
    let players = vec![Player::human("Anna"), Player::bot("Bot", BotLevel::Easy)];
    let s =
        Session::<PowWow>::new(players, Setup { players: 2, first: Some(1), seed: 3 }, Default::default())
            .unwrap();
    let mut t = GameTable::new(s, save_dir("table-keys"));
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), t.now());
    let esc = || KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE);
    assert_eq!(t.key(esc(), t.now()), TableExit::Stay);
    assert!(t.last_message().unwrap().contains("Esc again"));
    // The bot reveals (and the window runs): the question is gone from the screen.
    let moves = t.session().history.len();
    while t.session().history.len() == moves {
        let due = t.deadline().expect("the bot's reveal is due");
        t.on_timer(due);
    }
    assert!(!render(&mut t, 80, 24).contains("Esc again"));
    assert_eq!(t.key(esc(), t.now()), TableExit::Stay, "one Esc, asked again");
    assert!(t.last_message().unwrap().contains("Esc again"));
}

/// A key the result box does not take says so there (the box hid the message line).
#[test]
fn a_private_result_says_when_a_key_does_nothing() {
    let mut t = humans::<Keltis>(2, 1);
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::Enter); // P0 at the table
    press(&mut t, KeyCode::Char('d'));
    press(&mut t, KeyCode::Char('n'));
    assert!(render(&mut t, 80, 24).contains("Only you, P0"));
    press(&mut t, KeyCode::Char('x'));
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Only you, P0") && screen.contains("That key does nothing"), "{screen}");
}

#[test]
fn the_rules_page_opens_with_exactly_the_commands_of_the_screen_it_covers() {
    // Keltis on a player's turn, Pow Wow on its shared screen: each one's whole command list,
    // also what a narrow bar has no room for, heads the page in the order of the bar.
    fn check<G: GameUi>(mut t: GameTable<G>, enters: usize) {
        for _ in 0..enters {
            press(&mut t, KeyCode::Enter);
        }
        let listed = t.hints();
        press(&mut t, KeyCode::Char('?'));
        let page = render(&mut t, 120, 40);
        assert!(page.contains("KEYS HERE (as the bar lists them)"), "{page}");
        let mut from = 0;
        for h in &listed {
            let at = page[from..].find(&format!(" {} ", h.key)).map(|i| from + i);
            let at = at.unwrap_or_else(|| panic!("\"{} {}\" is not on the page:\n{page}", h.key, h.what));
            let line = &page[at..page[at..].find('\n').map_or(page.len(), |e| at + e)];
            assert!(line.contains(&h.what), "{} does not say {}: {line}", h.key, h.what);
            from = at;
        }
    }
    check(humans::<Keltis>(2, 1), 2);
    check(humans::<PowWow>(2, 1), 1);
}

#[test]
fn another_key_after_one_esc_takes_the_question_off_the_screen() {
    let mut t = humans::<Keltis>(2, 1);
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::Enter); // P0 at the table
    press(&mut t, KeyCode::Esc);
    assert!(t.last_message().is_some_and(|m| m.contains("Esc again")), "{:?}", t.last_message());
    press(&mut t, KeyCode::Right);
    assert!(!t.last_message().is_some_and(|m| m.contains("Esc again")), "{:?}", t.last_message());
    // So one more Esc asks again rather than leaving.
    assert_eq!(t.key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE), common::pace()), TableExit::Stay);
    assert!(t.last_message().is_some_and(|m| m.contains("Esc again")));
}

/// q during a game asks once more, as Esc does (one stray key must not close the table); any other
/// key plays on and forgets it; a finished game goes at once.
#[test]
fn q_during_a_game_asks_once_more() {
    let mut t = humans::<Keltis>(2, 3);
    let q = |t: &mut GameTable<Keltis>| {
        t.key(KeyEvent::new(KeyCode::Char('q'), KeyModifiers::NONE), common::pace())
    };
    press(&mut t, KeyCode::Enter); // the announcement
    assert_eq!(q(&mut t), TableExit::Stay);
    assert_eq!(t.last_message(), Some("Press q again to quit (the game is saved); any other key plays on."));
    press(&mut t, KeyCode::Char('?'));
    press(&mut t, KeyCode::Esc); // the rules, closed: the question is gone
    assert_eq!(q(&mut t), TableExit::Stay, "asked again after another key");
    assert_eq!(q(&mut t), TableExit::Quit);
}

/// The start screen lists the seats in one column (centred lines of different lengths did not).
#[test]
fn the_start_screen_lists_the_seats_in_one_column() {
    use tavolo::engine::BotLevel;
    let players = vec![Player::human("Anna"), Player::bot("Bot 2", BotLevel::Normal)];
    let s =
        Session::<Keltis>::new(players, Setup { players: 2, first: Some(0), seed: 1 }, Default::default())
            .unwrap();
    let mut t = GameTable::new(s, save_dir("table-keys"));
    let screen = render(&mut t, 80, 24);
    let starts: Vec<usize> = ["1. Anna", "2. Bot 2"]
        .iter()
        .map(|s| screen.lines().find_map(|l| l.find(s)).unwrap_or_else(|| panic!("{s}:\n{screen}")))
        .collect();
    assert_eq!(starts[0], starts[1], "{screen}");
}
