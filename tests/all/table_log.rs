//! The shared table tells everyone what happened: the catch-up page after a hand-off, the full log
//! overlay, the log panel's size, and private results confirmed before the screen is passed on.

use crate::common::{press, render, save_dir, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::{BotLevel, Game, Pending, Player, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::games::saboteur::cards::{Act, Card};
use tavolo::games::saboteur::{Action, Options, Saboteur};
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

/// Keltis with two humans (P0, P1) and a bot between them.
fn keltis_two_humans_and_a_bot(seed: u64) -> GameTable<Keltis> {
    let players = vec![Player::human("P0"), Player::bot("Bot", BotLevel::Normal), Player::human("P1")];
    let s = Session::new(players, Setup { players: 3, first: Some(0), seed }, Default::default()).unwrap();
    GameTable::new(s, save_dir("table-log"))
}

/// Plays the human on screen's turn with the keys: discard the first card, draw from the deck.
fn discard_and_draw(t: &mut GameTable<Keltis>) {
    press(t, KeyCode::Char('d'));
    press(t, KeyCode::Char('n'));
}

/// Runs the bots until a human must decide.
fn run_bots(t: &mut GameTable<Keltis>) {
    while t.session().bot_to_act().is_some() {
        t.session_mut().step_bot().unwrap();
    }
}

#[test]
fn after_a_hand_off_the_seat_reads_exactly_what_happened_since_its_last_decision() {
    let mut t = keltis_two_humans_and_a_bot(5);
    press(&mut t, KeyCode::Enter); // announcement
    take_laptop(&mut t); // P0
    discard_and_draw(&mut t);
    press(&mut t, KeyCode::Enter); // P0 confirms the card it drew
    // The bot plays behind the hidden screen; then P1 takes the laptop.
    let now = t.now();
    t.on_timer(now);
    run_bots(&mut t);
    let mut t = GameTable::resumed(t.session().clone(), save_dir("table-log")); // the table's flow again
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  P1"));
    take_laptop(&mut t);
    press(&mut t, KeyCode::Char('d'));
    // P1's draw is its last decision: its lines and all after it are news.
    let p1_seen = t.session().log_for(Some(2)).len();
    press(&mut t, KeyCode::Char('n'));
    press(&mut t, KeyCode::Enter); // P1 confirms its draw
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  P0"));
    take_laptop(&mut t); // P0
    discard_and_draw(&mut t);
    press(&mut t, KeyCode::Enter);
    run_bots(&mut t);
    let mut t = GameTable::resumed(t.session().clone(), save_dir("table-log"));
    assert_eq!(t.session().pending(), Pending::Seat(2));
    press(&mut t, KeyCode::Enter); // P1 takes the laptop
    let page = render(&mut t, 120, 40);
    assert!(page.contains("P1: since your last turn"), "{page}");
    // Exactly the lines P1 may read from its draw on (its own "You drew" included), oldest first.
    let all = t.session().log_for(Some(2));
    let mut expected: Vec<&String> = all[..all.len() - p1_seen].iter().collect();
    expected.reverse();
    assert!(expected.len() >= 4, "P0 and the bot played: {expected:?}");
    let shown: Vec<&str> = page
        .lines()
        .skip_while(|l| !l.contains("since your last turn"))
        .skip(1)
        .take_while(|l| !l.starts_with('└'))
        .filter_map(|l| l.strip_prefix('│')?.rsplit_once('│').map(|(inside, _)| inside.trim()))
        .filter(|l| !l.is_empty() && !l.starts_with("──"))
        .collect();
    // What others did is marked new; P1's own draw is there as context, unmarked.
    let (fresh, context): (Vec<&str>, Vec<&str>) = shown.iter().partition(|l| l.starts_with("• "));
    assert!(context.iter().any(|l| l.contains("You drew")), "{page}");
    assert!(context.iter().all(|l| l.contains("You drew") || l.starts_with("P1 ")), "{context:?}");
    assert!(fresh.len() >= 3 && fresh.iter().all(|l| !l.starts_with("• P1 ")), "{fresh:?}");
    let shown: Vec<&str> =
        shown.iter().map(|l| l.trim_start_matches("• ").trim_start_matches("(only you) ")).collect();
    assert_eq!(shown, expected.iter().map(|s| s.as_str()).collect::<Vec<_>>(), "{page}");
    // Nothing private of another seat: neither P0's nor the bot's draws.
    assert_eq!(shown.iter().filter(|l| l.contains("You drew")).count(), 1, "only P1's own: {page}");
    let own = t.session().log_for(Some(2));
    for line in t.session().log_for(Some(0)).iter().chain(&t.session().log_for(Some(1))) {
        if line.starts_with("You drew") && !own.contains(line) {
            assert!(!page.contains(line.as_str()), "{line}:\n{page}");
        }
    }
    press(&mut t, KeyCode::Enter);
    assert!(!t.covered(), "Enter goes to the table");
}

#[test]
fn the_log_overlay_reaches_the_first_line_of_a_long_game_and_the_panel_grows() {
    let players = vec![
        Player::human("Anna"),
        Player::bot("Bot", BotLevel::Normal),
        Player::bot("Cy", BotLevel::Normal),
    ];
    let mut s =
        Session::<Keltis>::new(players, Setup { players: 3, first: Some(1), seed: 9 }, Default::default())
            .unwrap();
    for _ in 0..40 {
        if s.step_bot().unwrap() {
            continue;
        }
        let a = s.state.legal_actions(0)[0].clone();
        s.act(0, a).unwrap();
    }
    let first = s.log_for(Some(0)).last().unwrap().clone();
    let newest = s.log_for(Some(0))[0].clone();
    let mut t = GameTable::resumed(s, save_dir("table-log"));
    if t.covered() {
        press(&mut t, KeyCode::Enter);
    }
    let small = render(&mut t, 80, 24);
    let big = render(&mut t, 200, 60);
    let rows = |screen: &str| screen.lines().skip_while(|l| !l.contains("Log, newest first")).count();
    assert!(rows(&big) > rows(&small) + 8, "80×24:\n{small}\n200×60:\n{big}");
    press(&mut t, KeyCode::Char('l'));
    let end = render(&mut t, 80, 24);
    assert!(end.contains("log, as Anna may read it") && end.contains(&newest), "{end}");
    assert!(!end.contains(&first), "a long game does not fit one page");
    press(&mut t, KeyCode::Home);
    let top = render(&mut t, 80, 24);
    assert!(top.contains(&first) && top.contains("── turn 1 ──"), "{top}");
    for _ in 0..200 {
        press(&mut t, KeyCode::PageDown);
        render(&mut t, 80, 24);
    }
    assert!(render(&mut t, 80, 24).contains(&newest));
    press(&mut t, KeyCode::Esc);
    assert!(!t.covered());
}

#[test]
fn a_map_is_seen_by_its_player_before_the_hand_off() {
    // Find a deal where P0 starts with a Map card.
    let (mut t, i) = (0..200)
        .find_map(|seed| {
            let players = (0..3).map(|i| Player::human(format!("P{i}"))).collect();
            let s = Session::<Saboteur>::new(
                players,
                Setup { players: 3, first: Some(0), seed },
                Options::default(),
            )
            .unwrap();
            let hand = s.state.view(Some(0)).hand.unwrap();
            let i = hand.iter().position(|c| *c == Card::Action(Act::Map))?;
            Some((GameTable::new(s, save_dir("table-log")), i))
        })
        .expect("a seed with a Map in P0's hand");
    press(&mut t, KeyCode::Enter);
    take_laptop(&mut t);
    for _ in 0..i {
        press(&mut t, KeyCode::Right);
    }
    press(&mut t, KeyCode::Enter); // aim at a goal
    press(&mut t, KeyCode::Enter); // look at it
    assert!(
        matches!(
            t.session().history.last(),
            Some(tavolo::engine::Record::Act { action: Action::Play { card: Act::Map, .. }, .. })
        ),
        "{:?}",
        t.last_message()
    );
    assert_eq!(t.session().pending(), Pending::Seat(1));
    let result = t.session().log_for(Some(0)).into_iter().find(|l| l.starts_with("Map:")).unwrap();
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Only you, P0, see this:") && screen.contains(&result), "{screen}");
    assert!(!screen.contains("Pass the laptop"));
    press(&mut t, KeyCode::Char('l')); // nothing but Enter leaves the result
    assert!(render(&mut t, 80, 24).contains("Only you, P0, see this:"));
    press(&mut t, KeyCode::Enter);
    let handoff = render(&mut t, 80, 24);
    assert!(handoff.contains("Pass the laptop to  P1") && !handoff.contains(&result), "{handoff}");
    // P1's catch-up tells that P0 used a Map, never what it showed.
    let page = take_laptop(&mut t).expect("P1 has news");
    assert!(!page.contains(&result), "{page}");
}

#[test]
fn a_resumed_game_opens_with_what_the_player_missed() {
    let players = vec![Player::human("Anna"), Player::bot("Bot", BotLevel::Normal)];
    let mut s =
        Session::<Keltis>::new(players, Setup { players: 2, first: Some(1), seed: 2 }, Default::default())
            .unwrap();
    while s.step_bot().unwrap() {}
    let mut t = GameTable::resumed(s, save_dir("table-log"));
    let page = render(&mut t, 80, 24);
    assert!(page.contains("Anna: since your last turn") && page.contains("Bot "), "{page}");
    press(&mut t, KeyCode::Enter);
    assert!(!t.covered());
    let _: &mut dyn Table = &mut t;
}

/// A game resumed in the middle of a turn opens on the table, not on a catch-up page holding only
/// the player's own last move ("0 new").
#[test]
fn a_resume_mid_turn_shows_no_empty_catch_up() {
    let players = vec![Player::human("P0"), Player::human("P1")];
    let s =
        Session::<Keltis>::new(players, Setup { players: 2, first: Some(0), seed: 5 }, Default::default())
            .unwrap();
    let mut t = GameTable::new(s, save_dir("table-log"));
    press(&mut t, KeyCode::Enter); // announcement
    take_laptop(&mut t); // P0
    press(&mut t, KeyCode::Char('d')); // discards; the draw is still to come
    let mut t = GameTable::resumed(t.session().clone(), save_dir("table-log"));
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  P0"));
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 80, 24);
    assert!(!t.covered() && !screen.contains("(0 new)"), "{screen}");
}
