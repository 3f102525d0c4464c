//! Who decides when on a hosted table: secret offers asked of every offerer at once, and bots
//! that think on a worker while every terminal keeps its keys.

use crossterm::event::KeyCode;

use std::time::Duration;

use super::tests::{join, key, leave, screen, seated, table};
use super::*;
use crate::engine::BotLevel;

/// Sheriff with Anna, Bruno and Carla at their own terminals (clients 1–3), played by the bots'
/// choices up to a Buy whose offers two of them still make.
fn sheriff_buy() -> HostedTable<crate::games::sheriff::Sheriff> {
    use crate::games::sheriff::rules::Stage;
    let mut t = table::<crate::games::sheriff::Sheriff>(&["Anna", "Bruno", "Carla"], Default::default());
    for _ in 0..3000 {
        let buy = matches!(t.session().state.stage(), Stage::BuyOffers { .. });
        if buy && t.session().pending().order().len() == 2 {
            break;
        }
        let seat = t.session().pending().first().expect("the game goes on");
        let a = t.session().bot_choice(seat).unwrap();
        t.session_mut().act(seat, a).unwrap();
    }
    for (client, user) in [(1, "anna"), (2, "bruno"), (3, "carla")] {
        join(&mut t, client, user);
        key(&mut t, client, KeyCode::Enter);
    }
    for client in 1..=3 {
        if t.clients[&client].pane.overlay.is_some() {
            key(&mut t, client, KeyCode::Enter);
        }
    }
    t
}

/// `seat`'s terminal marks the first card it may offer and offers it.
fn offer_by_keys(t: &mut HostedTable<crate::games::sheriff::Sheriff>, seat: Seat) {
    use crate::engine::Game;
    let Some(crate::games::sheriff::Action::Offer(card)) =
        t.session().state.legal_actions(seat).first().cloned()
    else {
        panic!("seat {seat} offers")
    };
    let mut hand = t.session().state.view(Some(seat)).hand.unwrap();
    hand.sort_unstable();
    for _ in 0..hand.iter().position(|&c| c == card).unwrap() {
        key(t, seat as ClientId + 1, KeyCode::Right);
    }
    key(t, seat as ClientId + 1, KeyCode::Char(' '));
    key(t, seat as ClientId + 1, KeyCode::Enter);
}

#[test]
fn secret_buy_offers_are_asked_of_every_offerer_at_once_and_either_may_offer_first() {
    let mut t = sheriff_buy();
    assert!(t.started);
    let order = t.session().pending().order();
    let (first, last) = (order[0], order[1]);
    let names = ["Anna", "Bruno", "Carla"];
    let active = t.session().state.active();
    // Both offerers' screens ask for their own offer now; the active player's says who it waits for.
    for s in [first, last] {
        let own = screen(&mut t, s as ClientId + 1, 80, 24);
        assert!(own.contains(&format!("{}: offer one card", names[s])), "{own}");
        assert!(own.contains("Your offer: nothing marked"), "{own}");
    }
    let waiting = screen(&mut t, active as ClientId + 1, 120, 40);
    let both = format!("{}, {}", names[first], names[last]);
    assert!(waiting.contains(&format!("Waiting for {both} to decide.")), "{waiting}");
    assert!(waiting.contains(&format!("now {both} offer")), "{waiting}");
    assert!(waiting.contains(&format!("{}: deciding…", names[last])), "{waiting}");
    // The one a laptop would ask last offers first; the other still decides, then the reveal.
    offer_by_keys(&mut t, last);
    assert_eq!(t.session().pending().order(), vec![first]);
    let done = screen(&mut t, last as ClientId + 1, 80, 24);
    assert!(done.contains(&format!("Waiting for {} to decide.", names[first])), "{done}");
    assert!(!done.contains("Your offer: nothing marked"), "{done}");
    offer_by_keys(&mut t, first);
    assert_eq!(t.session().pending().first(), Some(active), "the offers are revealed: the buyer chooses");
    let log: Vec<String> = t.session().log_lines(None, 0).into_iter().map(|l| l.text).collect();
    assert!(log.iter().any(|l| l.starts_with("Offers for the Copper coin")), "{log:?}");
}

/// A waker that counts its calls, for tables whose bots think on a worker as in the real app.
fn counting_waker() -> (Waker, std::sync::mpsc::Receiver<()>) {
    let (tx, rx) = std::sync::mpsc::channel();
    let wake = move || {
        let _ = tx.send(());
    };
    (std::sync::Arc::new(wake), rx)
}

#[test]
fn a_bot_thinks_on_a_worker_while_every_terminal_keeps_its_keys_and_a_seat_taken_back_drops_its_move() {
    let mut t = seated(true);
    let (waker, woken) = counting_waker();
    t.set_waker(waker);
    let gate = t.core_mut().hold_bots();
    let thinking = gate.lock().unwrap();
    let here = crate::engine::session::searches_here();
    key(&mut t, 1, KeyCode::Char('d'));
    key(&mut t, 1, KeyCode::Char('n'));
    leave(&mut t, 2);
    key(&mut t, HOST, KeyCode::Char('b'));
    assert_eq!(t.core.thinking(), Some(1), "the stand-in thinks");
    // Nothing to wait for: the worker wakes the driver, which meanwhile waits for keys.
    assert_eq!(t.deadline(), None);
    t.on_timer(t.now() + Duration::from_secs(30));
    assert_eq!(t.session().pending().seat(), Some(1), "no move before the search is done");
    let anna = screen(&mut t, 1, 80, 24);
    assert!(anna.contains("Bruno (bot) is thinking…"), "{anna}");
    key(&mut t, 1, KeyCode::Char('l'));
    let anna = screen(&mut t, 1, 80, 24);
    assert!(anna.contains("log, as Anna may read it"), "Anna's keys work while the bot thinks: {anna}");
    // Bruno is back before the bot decided: its move is not made for him.
    join(&mut t, 3, "bruno");
    assert_eq!(t.core.thinking(), None);
    drop(thinking);
    let until = std::time::Instant::now() + Duration::from_secs(10);
    while t.core.bot_counts().finished == 0 && std::time::Instant::now() < until {
        std::thread::yield_now();
    }
    assert!(woken.try_recv().is_err(), "a result nobody waits for wakes nobody");
    t.on_timer(t.now() + Duration::from_secs(1));
    assert_eq!(t.session().pending().seat(), Some(1), "Bruno decides himself");
    assert!(!t.session().players[1].is_bot());
    let counts = t.core.bot_counts();
    assert_eq!((counts.searched, counts.finished, counts.used, counts.dropped), (1, 1, 0, 1), "{counts:?}");
    assert_eq!(crate::engine::session::searches_here(), here, "no search on the table's thread");
}

#[test]
fn a_stand_in_searches_each_move_once_and_plays_what_the_same_save_would() {
    let mut t = seated(true);
    let (waker, woken) = counting_waker();
    t.set_waker(waker);
    key(&mut t, 1, KeyCode::Char('d'));
    key(&mut t, 1, KeyCode::Char('n'));
    leave(&mut t, 2);
    key(&mut t, HOST, KeyCode::Char('b'));
    let here = crate::engine::session::searches_here();
    let mut moves = 0;
    while t.session().pending().seat() == Some(1) {
        // What the bot would play, decided here for comparison only.
        let expected = {
            let s = t.session();
            crate::engine::session::bot_decision(&s.state, 1, BotLevel::Normal, s.setup.seed, s.history.len())
        };
        woken.recv_timeout(Duration::from_secs(10)).expect("the search wakes the table");
        t.on_timer(t.now() + crate::table_core::BOT_DELAY);
        let made = t.session().history.last().cloned();
        assert_eq!(made, expected.map(|action| crate::engine::Record::Act { seat: 1, action }));
        moves += 1;
    }
    let counts = t.core.bot_counts();
    assert_eq!((counts.searched, counts.finished, counts.used, counts.dropped), (moves, moves, moves, 0));
    assert_eq!(crate::engine::session::searches_here(), here);
}
