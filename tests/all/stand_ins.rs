//! One laptop: a friend who leaves early hands their seat to a bot (at their hand-off, or in a
//! real-time game's pause), and takes it back when they return.

use crate::common::{press, render, save_dir, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::{BotLevel, Player, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::games::powwow::PowWow;
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

fn keltis(players: Vec<Player>) -> GameTable<Keltis> {
    let n = players.len();
    let s = Session::new(players, Setup { players: n, first: Some(0), seed: 3 }, Default::default()).unwrap();
    GameTable::new(s, save_dir("stand-ins"))
}

fn keys(t: &GameTable<Keltis>) -> Vec<String> {
    t.hints().iter().map(|h| format!("{} {}", h.key, h.what)).collect()
}

/// The human on screen plays a Keltis turn with the keys: discard, draw, confirm the card drawn.
fn play_turn(t: &mut GameTable<Keltis>) {
    take_laptop(t);
    press(t, KeyCode::Char('d'));
    press(t, KeyCode::Char('n'));
    press(t, KeyCode::Enter);
}

/// Lets the bot on `seat` play until the game waits for someone else.
fn bot_plays(t: &mut GameTable<Keltis>, seat: usize) {
    while t.session().pending().seat() == Some(seat) {
        let due = t.deadline().expect("the stand-in's move is due");
        t.on_timer(due);
    }
}

#[test]
fn a_friend_who_leaves_hands_the_seat_to_a_bot_at_the_hand_off_and_takes_it_back() {
    let mut t = keltis(vec![Player::human("Anna"), Player::human("Bruno"), Player::human("Carla")]);
    press(&mut t, KeyCode::Enter); // the announcement
    play_turn(&mut t); // Anna
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  BRUNO"));
    assert!(keys(&t).contains(&"b Bruno left: a bot plays".to_string()), "{:?}", keys(&t));
    press(&mut t, KeyCode::Char('b'));
    assert!(t.session().players[1].stand_in && t.session().players[1].is_bot());
    assert!(t.last_message().is_some_and(|m| m.contains("A bot plays for Bruno")), "{:?}", t.last_message());
    bot_plays(&mut t, 1);
    // Carla's hand-off says who is away, and Bruno, back, takes his seat there.
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Pass the laptop to  CARLA") && screen.contains("Away: Bruno"), "{screen}");
    assert!(keys(&t).contains(&"r Bruno is back".to_string()), "{:?}", keys(&t));
    press(&mut t, KeyCode::Char('r'));
    assert!(!t.session().players[1].is_bot() && !t.session().players[1].stand_in);
    assert!(!render(&mut t, 80, 24).contains("Away:"));
    play_turn(&mut t); // Carla
    play_turn(&mut t); // Anna
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  BRUNO"), "Bruno plays his own turn again");
}

/// With one person left at the laptop, its screen still hides at hand-offs (the friend who left
/// may come back and look), the last person cannot be handed over, and a bot seated at setup is
/// never "back".
#[test]
fn the_last_person_stays_and_keeps_getting_hand_offs() {
    let players = vec![Player::human("Anna"), Player::human("Bruno"), Player::bot("Bot 3", BotLevel::Easy)];
    let mut t = keltis(players);
    press(&mut t, KeyCode::Enter);
    play_turn(&mut t); // Anna
    press(&mut t, KeyCode::Char('b')); // Bruno left
    bot_plays(&mut t, 1);
    bot_plays(&mut t, 2);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Pass the laptop to  ANNA") && screen.contains("Away: Bruno"), "{screen}");
    let k = keys(&t);
    assert!(!k.iter().any(|k| k.starts_with("b ")), "the last person is not handed over: {k:?}");
    assert!(k.contains(&"r Bruno is back".to_string()), "{k:?}");
    press(&mut t, KeyCode::Char('b'));
    assert!(!t.session().players[0].is_bot(), "b does nothing on the last person's hand-off");
    assert!(t.session().players[2].is_bot() && !t.session().players[2].stand_in);
    // Anna's drawn card is hers alone, and the screen hides after it (Bruno may look): it says so.
    // The bots' moves ran on the table's clock past the test's pace: Anna comes a second after.
    let later = t.now() + std::time::Duration::from_secs(1);
    t.key(crossterm::event::KeyEvent::from(KeyCode::Enter), later);
    if t.covered() {
        press(&mut t, KeyCode::Enter); // the catch-up
    }
    // The player list says who plays for Bruno.
    let screen = render(&mut t, 120, 40);
    assert!(screen.contains("Bruno (bot)"), "{screen}");
    press(&mut t, KeyCode::Char('d'));
    press(&mut t, KeyCode::Char('n'));
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("your screen is then hidden"), "{screen}");
}

/// Pow Wow has no hand-offs: its pause box lists each person's number to hand the seat to a bot
/// and back.
#[test]
fn in_pow_wow_the_pause_box_hands_seats_over_and_back() {
    let players = vec![Player::human("Anna"), Player::human("Bruno"), Player::bot("Bot 3", BotLevel::Easy)];
    let s = Session::new(players, Setup { players: 3, first: Some(0), seed: 3 }, Default::default()).unwrap();
    let mut t = GameTable::<PowWow>::new(s, save_dir("stand-ins"));
    press(&mut t, KeyCode::Enter); // the announcement
    press(&mut t, KeyCode::Char(' '));
    let screen = render(&mut t, 120, 40);
    assert!(
        screen.contains("1  Anna left: a bot plays") && screen.contains("2  Bruno left: a bot plays"),
        "{screen}"
    );
    assert!(!screen.contains("3  Bot 3"), "{screen}");
    press(&mut t, KeyCode::Char('2'));
    assert!(t.session().players[1].stand_in);
    let screen = render(&mut t, 120, 40);
    assert!(screen.contains("2  Bruno is back"), "{screen}");
    assert!(!screen.contains("1  Anna left"), "the last person is not handed over:\n{screen}");
    assert!(screen.contains("Paused"), "the pause goes on:\n{screen}");
    press(&mut t, KeyCode::Char('2'));
    assert!(!t.session().players[1].is_bot());
    press(&mut t, KeyCode::Enter);
    assert!(!render(&mut t, 120, 40).contains("Paused"));
}
