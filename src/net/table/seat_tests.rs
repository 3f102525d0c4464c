//! Seats that belong to their players (issue 23): a seat named for someone is kept for that name
//! unless the host says yes; the host moves players before a new game starts; a seat's SSH key,
//! bound the first time it sits, alone takes it back, until the host lets a new key in.

use crossterm::event::KeyCode;

use super::tests::{join, keltis, key, leave, screen, sit_down};
use super::*;

type Table = HostedTable<crate::games::keltis::Keltis>;

fn said(t: &Table, client: ClientId) -> String {
    t.clients.get(&client).and_then(|c| c.pane.message.as_ref()).map(|m| m.0.clone()).unwrap_or_default()
}

fn join_with_key(t: &mut Table, client: ClientId, user: &str, key: Option<&str>) {
    let now = t.now();
    let size = crate::table_core::room::Size { width: 120, height: 40 };
    t.input(Input::Join { client, user: user.into(), size, key: key.map(str::to_string) }, now);
}

#[test]
fn a_seat_named_for_someone_is_theirs_unless_the_host_says_yes_and_placeholders_are_anyones() {
    let mut t = keltis(&["Anna", "Player 2", "Bruno"]);
    join(&mut t, HOST, "host");
    join(&mut t, 1, "carla");
    // Anna's seat: kept for her, the host is asked, and says no.
    key(&mut t, 1, KeyCode::Enter);
    assert_eq!(t.chairs[0], Chair::Free);
    assert!(said(&t, 1).contains("Seat 1 is kept for Anna"), "{}", said(&t, 1));
    let host = screen(&mut t, HOST, 120, 40);
    assert!(host.contains("carla asks to sit at seat 1 (Anna)") && host.contains("n refuse"), "{host}");
    assert!(
        !host.contains("s start") && !host.contains("Press s"),
        "no start while the host is asked:\n{host}"
    );
    key(&mut t, HOST, KeyCode::Char('n'));
    assert_eq!(t.chairs[0], Chair::Free);
    assert!(said(&t, 1).contains("The host said no"), "{}", said(&t, 1));
    // A placeholder is anybody's.
    key(&mut t, 1, KeyCode::Down);
    key(&mut t, 1, KeyCode::Enter);
    assert_eq!(t.chairs[1], Chair::Taken(1));
    // The named player takes their own seat; the host sits anywhere.
    join(&mut t, 2, "BRUNO");
    key(&mut t, 2, KeyCode::Enter);
    assert_eq!(t.chairs[2], Chair::Taken(2));
    key(&mut t, HOST, KeyCode::Enter);
    assert_eq!(t.chairs[0], Chair::Taken(HOST));
}

#[test]
fn the_host_moves_a_player_to_a_free_seat_or_swaps_two_before_the_start() {
    let mut t = keltis(&["Player 1", "Player 2", "Player 3"]);
    join(&mut t, HOST, "host");
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Down);
    key(&mut t, 2, KeyCode::Enter);
    assert_eq!((t.chairs[0], t.chairs[1]), (Chair::Taken(1), Chair::Taken(2)));
    // The host's cursor on Anna's seat: `m`, then Enter on seat 3.
    let host = screen(&mut t, HOST, 120, 40);
    assert!(host.contains("m move anna…"), "{host}");
    key(&mut t, HOST, KeyCode::Char('m'));
    assert!(screen(&mut t, HOST, 120, 40).contains("Esc stay"));
    key(&mut t, HOST, KeyCode::Down);
    key(&mut t, HOST, KeyCode::Down);
    assert!(screen(&mut t, HOST, 120, 40).contains("move anna here"));
    key(&mut t, HOST, KeyCode::Enter);
    assert_eq!((t.chairs[0], t.chairs[2]), (Chair::Free, Chair::Taken(1)));
    assert_eq!(t.clients[&1].seat, Some(2));
    // Swap Bruno (seat 2) and Anna (seat 3).
    key(&mut t, HOST, KeyCode::Up);
    key(&mut t, HOST, KeyCode::Char('m'));
    key(&mut t, HOST, KeyCode::Down);
    key(&mut t, HOST, KeyCode::Enter);
    assert_eq!((t.chairs[1], t.chairs[2]), (Chair::Taken(1), Chair::Taken(2)));
    assert_eq!((t.clients[&1].seat, t.clients[&2].seat), (Some(1), Some(2)));
    assert_eq!(t.session().players[1].user.as_deref(), Some("anna"));
    assert!(!t.started);
    // Esc stops a move where it began.
    key(&mut t, HOST, KeyCode::Char('m'));
    key(&mut t, HOST, KeyCode::Esc);
    assert!(t.moving.is_none());
    assert!(t.clients.contains_key(&HOST), "Esc did not close the host's table");
}

#[test]
fn a_key_bound_seat_takes_back_only_its_key_until_the_host_lets_a_new_one_in() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, HOST, "host");
    join_with_key(&mut t, 1, "anna", Some("SHA256:anna"));
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    assert!(t.started);
    // Trust on first use: Anna's key is bound; Bruno came without one, so name and code keep his.
    assert_eq!(t.session().players[0].key.as_deref(), Some("SHA256:anna"));
    assert_eq!(t.session().players[1].key, None);
    let lobby_marks = |t: &mut Table| screen(t, 3, 120, 40);
    leave(&mut t, 1);
    assert!(t.knows_key("Anna", "SHA256:anna"), "the key takes its seat back without the code");
    assert!(!t.knows_key("anna", "SHA256:other"));
    assert!(!t.knows_key("bruno", "SHA256:anna"), "a key is its seat's, not any name's");
    // Another key, and no key, for Anna's name: refused, saying why; the host may let a new key in.
    join_with_key(&mut t, 3, "anna", Some("SHA256:other"));
    assert_eq!(t.chairs[0], Chair::Waiting);
    assert!(said(&t, 3).contains("belongs to an SSH key this connection did not prove"), "{}", said(&t, 3));
    assert!(lobby_marks(&mut t).contains("1. Anna") && lobby_marks(&mut t).contains("· SSH key"));
    join(&mut t, 4, "anna");
    assert_eq!(t.chairs[0], Chair::Waiting);
    // Two terminals of Anna's name waiting in the lobby are one name at the table.
    let lobby = screen(&mut t, 4, 120, 40);
    assert!(lobby.contains("At the table: host, bruno, anna."), "{lobby}");
    let host = screen(&mut t, HOST, 120, 40);
    assert!(host.contains("k let a new key take Anna's seat"), "{host}");
    leave(&mut t, 3);
    leave(&mut t, 4);
    // The saved game keeps the binding: a resumed table knows the key too.
    let saved = std::fs::read_to_string(t.autosave_path()).unwrap();
    assert!(saved.contains("SHA256:anna"));
    key(&mut t, HOST, KeyCode::Char('k'));
    assert_eq!(t.session().players[0].key, None);
    join_with_key(&mut t, 5, "anna", Some("SHA256:new"));
    assert_eq!(t.chairs[0], Chair::Taken(5));
    assert_eq!(t.session().players[0].key.as_deref(), Some("SHA256:new"));
}

#[test]
fn the_host_cannot_take_the_key_of_a_seat_whose_player_sits_there_and_one_key_holds_one_seat() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, HOST, "host");
    join_with_key(&mut t, 1, "anna", Some("SHA256:anna"));
    key(&mut t, 1, KeyCode::Enter);
    // The same key under Bruno's name: one key, one seat.
    join_with_key(&mut t, 2, "bruno", Some("SHA256:anna"));
    key(&mut t, 2, KeyCode::Enter);
    assert_eq!(t.chairs[1], Chair::Free);
    assert!(said(&t, 2).contains("Your SSH key already has seat 1 (Anna)"), "{}", said(&t, 2));
    join(&mut t, 3, "bruno");
    key(&mut t, 3, KeyCode::Enter);
    assert!(t.started);
    // A stranger with the code and another key, while Anna plays: refused, and the host's bar
    // offers no way to hand him her seat.
    join_with_key(&mut t, 4, "anna", Some("SHA256:evil"));
    key(&mut t, 4, KeyCode::Home);
    key(&mut t, 4, KeyCode::Enter);
    assert_eq!(t.clients[&4].seat, None);
    let host = screen(&mut t, HOST, 120, 40);
    assert!(host.contains("A connection for Anna came with another SSH key and was refused"), "{host}");
    assert!(!host.contains("let a new key take"), "{host}");
    key(&mut t, HOST, KeyCode::Char('k'));
    assert_eq!(t.session().players[0].key.as_deref(), Some("SHA256:anna"));
}

#[test]
fn before_the_first_move_names_go_with_their_people_when_the_host_moves_them_or_says_yes() {
    let mut t = keltis(&["Anna", "Bruno", "Carla"]);
    join(&mut t, HOST, "host");
    sit_down(&mut t, &[(1, "anna"), (2, "bruno")]);
    // The host swaps them: each keeps their own name, at the other seat.
    key(&mut t, HOST, KeyCode::Char('m'));
    key(&mut t, HOST, KeyCode::Down);
    key(&mut t, HOST, KeyCode::Enter);
    let names: Vec<&str> = t.session().players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Bruno", "Anna", "Carla"]);
    assert_eq!((t.chairs[0], t.chairs[1]), (Chair::Taken(2), Chair::Taken(1)));
    // Zed, let into Carla's seat, plays as Zed.
    join(&mut t, 3, "zed");
    key(&mut t, 3, KeyCode::End);
    key(&mut t, 3, KeyCode::Enter);
    key(&mut t, HOST, KeyCode::Char('y'));
    assert_eq!(t.session().players[2].name, "Zed");
    assert!(t.started);
}
