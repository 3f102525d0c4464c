//! A hosted table that plays on (issue 23): one host key hands every away seat to a stand-in,
//! round results wait for someone to read them, the host keeps the code in view while closing,
//! and the host's help says this computer holds every secret.

use crossterm::event::KeyCode;

use crate::engine::Game;

use super::tests::{join, keltis, key, leave, screen, sit_down, table};
use super::*;

#[test]
fn one_host_key_hands_every_away_seat_to_a_stand_in() {
    let mut t = keltis(&["Anna", "Bruno", "Carla"]);
    join(&mut t, HOST, "host");
    sit_down(&mut t, &[(1, "anna"), (3, "carla")]);
    key(&mut t, HOST, KeyCode::Char('s'));
    leave(&mut t, 3);
    // Bruno never came, Carla left: one key for both.
    let host = screen(&mut t, HOST, 120, 40);
    assert!(host.contains("b bots play for Bruno and Carla"), "{host}");
    key(&mut t, HOST, KeyCode::Char('b'));
    assert_eq!((t.chairs[1], t.chairs[2]), (Chair::Handed, Chair::Handed));
    assert!(t.session().players[1].stand_in && t.session().players[2].stand_in);
    assert_eq!(t.chairs[0], Chair::Taken(1), "Anna, who is here, keeps her seat");
    // Every game's player list tags a stand-in.
    assert!(screen(&mut t, 1, 120, 40).contains("Carla (bot)"));
}

#[test]
fn round_results_wait_for_someone_to_read_them_with_nobody_connected() {
    use crate::games::saboteur::Saboteur;
    let mut t = table::<Saboteur>(&["Anna", "bot", "bot"], Default::default());
    join(&mut t, HOST, "host");
    join(&mut t, 1, "anna");
    key(&mut t, 1, KeyCode::Enter);
    assert!(t.started);
    leave(&mut t, 1);
    key(&mut t, HOST, KeyCode::Char('b'));
    // The bots play the round out on their timers.
    let mut moves = 0;
    while !t.session().state.interlude() && moves < 2000 {
        let due = t.deadline().expect("a bot's move is due during the round");
        t.on_timer(due);
        moves += 1;
    }
    assert!(t.session().state.interlude(), "the round never ended");
    // Nobody is seated: the results stay until someone reads them (no timer goes on by itself).
    assert_eq!(t.deadline(), None);
    let at = t.now() + std::time::Duration::from_secs(60);
    t.on_timer(at);
    assert!(t.session().state.interlude());
    // Anna comes back to the results; the host's Enter goes on.
    join(&mut t, 2, "anna");
    assert_eq!(t.chairs[0], Chair::Taken(2));
    key(&mut t, HOST, KeyCode::Enter);
    assert!(!t.session().state.interlude());
}

#[test]
fn the_host_keeps_the_code_in_view_while_closing_and_reads_who_holds_what() {
    let mut t = keltis(&["Anna", "Bruno"]);
    t.invite(vec!["Table code: QWERTZ".into()], String::new());
    join(&mut t, HOST, "host");
    sit_down(&mut t, &[(1, "anna"), (2, "bruno")]);
    key(&mut t, HOST, KeyCode::Char('q'));
    let host = screen(&mut t, HOST, 120, 40);
    assert!(host.contains("again to close the table") && host.contains("Table code: QWERTZ"), "{host}");
    key(&mut t, HOST, KeyCode::Char('?'));
    let help = screen(&mut t, HOST, 120, 40);
    assert!(help.contains("This computer holds every hand, the deck"), "{help}");
    key(&mut t, 1, KeyCode::Char('?'));
    assert!(!screen(&mut t, 1, 120, 40).contains("This computer holds"));
}

#[test]
fn the_host_starts_a_rematch_at_the_same_seats_from_the_final_score() {
    use crate::engine::{Player, Setup};
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    let setup = Setup { players: 2, first: Some(0), seed: 5 };
    let mut s: Session<crate::games::keltis::Keltis> =
        Session::new(players, setup, Default::default()).unwrap();
    while !s.is_over() {
        let seat = s.pending().first().unwrap();
        let a = s.state.legal_actions(seat)[0].clone();
        s.act(seat, a).unwrap();
    }
    let mut t = HostedTable::resumed(s, &super::tests::save_dir());
    join(&mut t, HOST, "host");
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    assert!(t.started && t.session().is_over());
    let before = t.autosave_path().to_path_buf();
    // The finished game is in the table's records, once.
    let dir = before.parent().unwrap().to_path_buf();
    let (games, _) = crate::engine::records::read(&dir);
    let id = crate::engine::records::of(t.session(), 0).unwrap().id;
    assert_eq!(games.iter().filter(|g| g.id == id).count(), 1);
    let host = screen(&mut t, HOST, 120, 40);
    assert!(host.contains("r rematch (same seats and code)"), "{host}");
    // Only the host starts it.
    key(&mut t, 1, KeyCode::Char('r'));
    assert!(t.session().is_over());
    key(&mut t, HOST, KeyCode::Char('r'));
    assert!(!t.session().is_over() && t.session().history.is_empty());
    assert_eq!((t.chairs[0], t.chairs[1]), (Chair::Taken(1), Chair::Taken(2)));
    assert_eq!(t.session().players[1].user.as_deref(), Some("bruno"), "the seats stay their players'");
    assert_ne!(t.autosave_path(), before, "the finished game's save is kept as it was");
    let anna = screen(&mut t, 1, 120, 40);
    assert!(anna.contains("Anna (you)") && !anna.contains("final score"), "{anna}");
    // A seat a stand-in played waits for its player in the next game.
    leave(&mut t, 2);
    while !t.session().is_over() {
        let seat = t.session().pending().first().unwrap();
        if seat == 1 && !t.session().players[1].stand_in {
            key(&mut t, HOST, KeyCode::Char('b'));
        }
        match t.deadline() {
            Some(due) if t.session().players[seat].is_bot() => t.on_timer(due),
            _ => {
                let a = t.session().state.legal_actions(seat)[0].clone();
                t.act(1, seat, a);
            }
        }
    }
    key(&mut t, HOST, KeyCode::Char('r'));
    assert_eq!(t.chairs[1], Chair::Waiting);
    assert!(!t.session().players[1].is_bot() && !t.session().players[1].stand_in);
}

#[test]
fn a_terminal_rings_once_when_its_players_decision_becomes_due_in_its_own_language() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    // Bruno reads Italian.
    key(&mut t, 2, KeyCode::Right);
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    assert_eq!(t.bells(), vec![(1, "Your turn — Keltis".to_string())], "Anna starts");
    // Her turn goes on after a card (she still draws): no second ring.
    key(&mut t, 1, KeyCode::Char('d'));
    assert_eq!(t.bells(), vec![]);
    key(&mut t, 1, KeyCode::Char('n'));
    assert_eq!(t.bells(), vec![(2, "Tocca a te — Keltis: il gioco di carte".to_string())]);
    // A terminal that is not seated never rings.
    join(&mut t, 3, "carla");
    key(&mut t, 2, KeyCode::Char('d'));
    key(&mut t, 2, KeyCode::Char('n'));
    assert_eq!(t.bells(), vec![(1, "Your turn — Keltis".to_string())]);
}

#[test]
fn a_real_time_table_shows_each_terminals_network_delay_in_the_lobby_and_at_play() {
    use crate::games::powwow::PowWow;
    let mut t = table::<PowWow>(&["Anna", "Bruno"], Default::default());
    join(&mut t, HOST, "host");
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    // Probes answered: Anna's terminal took 40 ms there and back, then 80 ms (smoothed).
    t.delay(1, std::time::Duration::from_millis(40));
    let lobby = screen(&mut t, 2, 120, 40);
    assert!(lobby.contains("anna · delay 20 ms"), "{lobby}");
    t.delay(1, std::time::Duration::from_millis(80));
    t.delay(2, std::time::Duration::from_millis(10));
    key(&mut t, 2, KeyCode::Enter);
    assert!(t.started);
    let play = screen(&mut t, HOST, 120, 40);
    assert!(
        play.contains("Network delay (presses count when the table gets them): Anna 25 ms · Bruno 5 ms"),
        "{play}"
    );
    // A turn-based game shows none.
    let mut k = keltis(&["Anna", "Bruno"]);
    join(&mut k, 1, "anna");
    key(&mut k, 1, KeyCode::Enter);
    k.delay(1, std::time::Duration::from_millis(40));
    assert!(!screen(&mut k, 1, 120, 40).contains("delay"));
}

#[test]
fn a_table_closed_before_the_first_move_offers_no_resume_line() {
    let mut t = keltis(&["Anna", "Bruno"]);
    t.invite(Vec::new(), " --port 2301 --keep-code".into());
    join(&mut t, HOST, "host");
    key(&mut t, HOST, KeyCode::Char('s'));
    let said = t.farewell().unwrap().unwrap().render(crate::i18n::Lang::En, &[]);
    assert!(said.contains("nothing to resume") && !said.contains("--resume"), "{said}");
}

#[test]
fn the_host_reads_what_the_door_turned_away_and_from_where_and_players_do_not() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, HOST, "host");
    join(&mut t, 1, "anna");
    let from = std::net::IpAddr::from([127, 0, 0, 9]);
    t.door(DoorReport { turned_away: 37, from, why: crate::table_core::room::Refusal::TooMany });
    let host = screen(&mut t, HOST, 120, 40);
    assert!(host.contains("Door: turned away 37 connections, the latest from 127.0.0.9"), "{host}");
    assert!(!screen(&mut t, 1, 120, 40).contains("127.0.0.9"));
    // During play too, where the host's line also keeps the code.
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    assert!(t.started);
    let host = screen(&mut t, HOST, 200, 50);
    assert!(host.contains("Door: turned away 37"), "{host}");
    assert!(!screen(&mut t, 2, 200, 50).contains("Door:"));
}
