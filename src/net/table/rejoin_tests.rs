//! Who takes a seat back on a hosted table (issue 20): one name, however it is spelled, is one
//! player with one seat; a rejoin takes exactly one seat or none, and a name nobody could show on
//! a screen is turned away with a sentence.

use crossterm::event::KeyCode;

use super::tests::{join, keltis, key, leave, screen};
use super::*;

/// Keltis with `names`, started by the host before anyone sat down: every seat waits.
fn started(names: &[&str], users: &[Option<&str>]) -> HostedTable<crate::games::keltis::Keltis> {
    let mut t = keltis(names);
    for (p, u) in t.session_mut().players.iter_mut().zip(users) {
        p.user = u.map(str::to_string);
    }
    join(&mut t, HOST, "host");
    key(&mut t, HOST, KeyCode::Char('s'));
    assert!(t.started);
    t
}

fn said(t: &HostedTable<crate::games::keltis::Keltis>, client: ClientId) -> String {
    t.clients[&client].pane.message.as_ref().map(|m| m.0.clone()).unwrap_or_default()
}

#[test]
fn names_that_differ_in_case_are_one_player_who_never_holds_two_seats() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, HOST, "host");
    join(&mut t, 1, "Anna");
    key(&mut t, 1, KeyCode::Enter);
    assert_eq!(t.chairs[0], Chair::Taken(1));
    // A second terminal as "anna" is Anna again: Bruno's seat is not hers to take as well.
    join(&mut t, 2, "anna");
    key(&mut t, 2, KeyCode::Down);
    key(&mut t, 2, KeyCode::Enter);
    assert_eq!(t.chairs[1], Chair::Free, "one name, one seat");
    assert!(said(&t, 2).contains("already has seat 1 (Anna)"), "{}", said(&t, 2));
    join(&mut t, 3, "bruno");
    key(&mut t, 3, KeyCode::Enter);
    assert!(t.started);
    // Both of Anna's terminals drop; the fullwidth spelling of her name is still her name.
    leave(&mut t, 1);
    leave(&mut t, 2);
    join(&mut t, 4, "Ａｎｎａ");
    assert_eq!(t.chairs[0], Chair::Taken(4), "the same owner takes her seat back");
    assert_eq!(t.session().players[0].user.as_deref(), Some("anna"), "the save keeps the name's key");
}

#[test]
fn seats_whose_names_differ_only_in_case_give_no_seat_to_that_name() {
    // A table from before names were compared by key: `serve --players Anna,anna`.
    let mut t = started(&["Anna", "anna"], &[None, None]);
    join(&mut t, 1, "anna");
    assert_eq!((t.chairs[0], t.chairs[1]), (Chair::Waiting, Chair::Waiting), "anna is not seated as Anna");
    assert!(said(&t, 1).contains("Seats 1 and 2 have names too alike"), "{}", said(&t, 1));
    assert!(screen(&mut t, 1, 80, 24).contains("choose yours"), "{}", screen(&mut t, 1, 80, 24));
}

#[test]
fn two_seats_held_for_one_name_are_given_back_to_neither() {
    // An old save where one name came to own two seats: nobody can tell whose hand is whose.
    let mut t = started(&["Anna", "Bruno"], &[Some("anna"), Some("anna")]);
    join(&mut t, 1, "Anna");
    assert_eq!((t.chairs[0], t.chairs[1]), (Chair::Waiting, Chair::Waiting), "no seat for the first match");
    assert!(said(&t, 1).contains("Seats 1 and 2 wait for the same name"), "{}", said(&t, 1));
    for seat in [0, 1] {
        key(&mut t, 1, KeyCode::Home);
        for _ in 0..seat {
            key(&mut t, 1, KeyCode::Down);
        }
        key(&mut t, 1, KeyCode::Enter);
        assert_eq!(t.clients[&1].seat, None, "seat {seat} is not taken by hand either");
        assert!(said(&t, 1).contains("the same name"), "{}", said(&t, 1));
    }
    // Said in full in the terminal's language, however long it runs.
    crate::i18n::with_lang(crate::i18n::Lang::It, || join(&mut t, 2, "anna"));
    let it = screen(&mut t, 2, 80, 24);
    assert!(it.contains("I posti 1 e 2 aspettano lo stesso nome") && it.contains("bot."), "{it}");
}

#[test]
fn an_old_save_with_a_lower_case_user_still_knows_its_player() {
    // Saves kept `to_lowercase`; the key folds fully (ß is ss), and still matches them.
    let mut t = started(&["Straße", "Bruno"], &[Some("straße"), None]);
    join(&mut t, 1, "STRASSE");
    assert_eq!(t.chairs[0], Chair::Taken(1));
}

#[test]
fn a_user_name_with_an_invisible_or_control_character_is_turned_away_with_a_sentence() {
    for (client, user) in [(1, "An\u{200B}na"), (2, "An\u{7}na"), (3, "\u{202E}annA")] {
        let mut t = keltis(&["Anna", "Bruno"]);
        join(&mut t, client, user);
        assert_eq!(t.dismissed(), vec![client], "{user:?}");
        let line = t.parting(client).unwrap_or_default();
        assert!(line.contains("invisible or control character"), "{user:?}: {line}");
        assert!(!line.chars().any(|c| c.is_control() || c == '\u{200B}' || c == '\u{202E}'), "{line:?}");
        assert!(t.clients.is_empty() && t.chairs.iter().all(|c| *c == Chair::Free));
    }
}
