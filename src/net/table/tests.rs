use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::*;
use crate::catalog::contract::{Scramble, buffer_text};
use crate::engine::{BotLevel, GameRng, Player, Setup};
use crate::games::keltis::Keltis;
use crate::table_core::room::Size;

const SIZE: Size = Size { width: 80, height: 24 };

pub(super) fn save_dir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-room-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

pub(super) fn table<G: GameUi>(players: &[&str], options: G::Options) -> HostedTable<G> {
    let players: Vec<Player> = (players.iter())
        .map(|n| if *n == "bot" { Player::bot("Bot", BotLevel::Normal) } else { Player::human(*n) })
        .collect();
    let setup = Setup { players: players.len(), first: Some(0), seed: 7 };
    HostedTable::new(Session::new(players, setup, options).unwrap(), &save_dir())
}

pub(super) fn keltis(players: &[&str]) -> HostedTable<Keltis> {
    table(players, Default::default())
}

pub(super) fn join<G: GameUi>(t: &mut HostedTable<G>, client: ClientId, user: &str) {
    let now = t.now();
    t.input(Input::Join { client, user: user.into(), size: SIZE, key: None }, now);
}

/// Each of `users` (client, user name) joins, then takes the seat the lobby chose for it (its
/// name's, or the first free one).
pub(super) fn sit_down<G: GameUi>(t: &mut HostedTable<G>, users: &[(ClientId, &str)]) {
    for &(client, user) in users {
        join(t, client, user);
    }
    for &(client, _) in users {
        key(t, client, KeyCode::Enter);
    }
}

pub(super) fn key<G: GameUi>(t: &mut HostedTable<G>, client: ClientId, code: KeyCode) {
    let at = t.now();
    t.input(Input::Key { client, key: KeyEvent::new(code, KeyModifiers::NONE), at }, at);
}

pub(super) fn leave<G: GameUi>(t: &mut HostedTable<G>, client: ClientId) {
    let now = t.now();
    t.input(Input::Leave { client }, now);
}

pub(super) fn screen<G: GameUi>(t: &mut HostedTable<G>, client: ClientId, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| t.draw(client, f)).unwrap();
    buffer_text(&term)
}

/// Keltis with Anna (client 1) and Bruno (client 2) seated, so the game is on; with the host's
/// terminal too when `host`.
pub(super) fn seated(host: bool) -> HostedTable<Keltis> {
    let mut t = keltis(&["Anna", "Bruno"]);
    if host {
        join(&mut t, HOST, "host");
    }
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    t
}

#[test]
fn a_joiner_lands_on_the_seat_of_its_name_and_the_game_starts_when_every_seat_is_taken() {
    let mut t = keltis(&["Anna", "Bruno", "bot"]);
    join(&mut t, HOST, "host");
    join(&mut t, 1, "bruno");
    let lobby = screen(&mut t, 1, 80, 24);
    assert!(lobby.contains("hosted table") && lobby.contains("▸ 2. Bruno"), "{lobby}");
    assert!(lobby.contains("Waiting for Anna, Bruno"), "{lobby}");
    key(&mut t, 1, KeyCode::Enter);
    assert_eq!(t.chairs[1], Chair::Taken(1));
    assert!(!t.started);
    // A second joiner cannot take Bruno's seat.
    join(&mut t, 2, "zed");
    key(&mut t, 2, KeyCode::Down);
    key(&mut t, 2, KeyCode::Enter);
    assert!(screen(&mut t, 2, 80, 24).contains("Somebody else sits there"));
    // Nor Anna's, which is kept for her: the host is asked, and says yes.
    key(&mut t, 2, KeyCode::Up);
    key(&mut t, 2, KeyCode::Enter);
    assert_eq!(t.chairs[0], Chair::Free);
    let zed = screen(&mut t, 2, 80, 24);
    assert!(zed.contains("Seat 1 is kept for Anna. The host is asked"), "{zed}");
    let host = screen(&mut t, HOST, 120, 40);
    assert!(
        host.contains("zed asks to sit at seat 1 (Anna)") && host.contains("y let zed sit there"),
        "{host}"
    );
    key(&mut t, HOST, KeyCode::Char('y'));
    assert_eq!(t.chairs[0], Chair::Taken(2));
    assert!(t.started, "every human seat is taken");
    assert!(screen(&mut t, 1, 80, 24).contains("Keltis"));
}

#[test]
fn the_host_starts_early_and_an_empty_seat_waits_until_the_host_gives_it_to_a_bot() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, HOST, "host");
    join(&mut t, 1, "anna");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 1, KeyCode::Char('s'));
    assert!(!t.started, "only the host starts the game");
    key(&mut t, HOST, KeyCode::Char('s'));
    assert!(t.started);
    // Anna starts (first: Some(0)) and plays; then the table waits for Bruno.
    key(&mut t, 1, KeyCode::Char('d'));
    key(&mut t, 1, KeyCode::Char('n'));
    assert_eq!(t.session().pending().seat(), Some(1));
    assert!(screen(&mut t, 1, 80, 24).contains("Waiting for Bruno to join."), "never connected");
    let host = screen(&mut t, HOST, 80, 24);
    assert!(host.contains("b: a bot plays for Bruno"), "{host}");
    key(&mut t, HOST, KeyCode::Char('b'));
    assert!(t.session().players[1].is_bot() && t.session().players[1].stand_in);
    // A Keltis turn takes a few bot moves (a card, a wish-stone, a draw), each on the bot timer.
    for _ in 0..5 {
        if t.session().pending().seat() == Some(1) {
            let due = t.deadline().expect("the stand-in's move is due");
            t.on_timer(due);
        }
    }
    assert_eq!(t.session().pending().seat(), Some(0), "the bot played Bruno's turn");
    // Bruno, who never sat down, arrives: the seat nobody had read is his.
    join(&mut t, 2, "bruno");
    assert_eq!(t.chairs[1], Chair::Taken(2));
    assert!(!t.session().players[1].is_bot() && !t.session().players[1].stand_in);
}

#[test]
fn a_player_back_after_a_bot_stood_in_reads_what_the_bot_did_for_them() {
    let mut t = seated(true);
    key(&mut t, 1, KeyCode::Char('d'));
    key(&mut t, 1, KeyCode::Char('n'));
    leave(&mut t, 2);
    key(&mut t, HOST, KeyCode::Char('b'));
    while t.session().pending().seat() == Some(1) {
        let due = t.deadline().expect("the stand-in's move is due");
        t.on_timer(due);
    }
    let by_bot: Vec<String> =
        t.session().log_lines(Some(1), 0).into_iter().filter(|l| l.by == Some(1)).map(|l| l.text).collect();
    assert!(by_bot.iter().any(|l| l.starts_with("Bruno")), "{by_bot:?}");
    let anna = screen(&mut t, 1, 80, 24);
    assert!(anna.contains("A bot plays for Bruno until they are back."), "{anna}");
    join(&mut t, 3, "bruno");
    let back = screen(&mut t, 3, 120, 40);
    assert!(back.contains("Bruno: since your last turn"), "{back}");
    // The bot's moves for him are singled out from the rest of the news, and counted.
    for line in &by_bot {
        assert!(back.contains(&format!("▸ (bot for you) {line}")), "{line} is the bot's: {back}");
    }
    let n = by_bot.len();
    assert!(back.contains(&format!("▸ {n} lines by the bot that played for you")), "{back}");
    assert!(back.contains("A bot played for you"), "{back}");
}

#[test]
fn a_resumed_hosted_game_keeps_who_sat_where_and_the_bot_that_stood_in() {
    let mut t = seated(true);
    leave(&mut t, 2);
    key(&mut t, 1, KeyCode::Char('d'));
    key(&mut t, 1, KeyCode::Char('n'));
    key(&mut t, HOST, KeyCode::Char('b'));
    assert!(t.session().players[1].stand_in);
    // The save, loaded again for a hosted table.
    let loaded = Session::<Keltis>::load(t.autosave_path()).unwrap();
    let mut again = HostedTable::resumed(loaded, &save_dir());
    assert_eq!(again.chairs[1], Chair::Handed, "the bot stands in until Bruno is back");
    join(&mut again, 3, "carla");
    for seat in [0, 1] {
        key(&mut again, 3, KeyCode::Home);
        for _ in 0..seat {
            key(&mut again, 3, KeyCode::Down);
        }
        key(&mut again, 3, KeyCode::Enter);
        assert_eq!(again.clients[&3].seat, None, "Carla may not read seat {seat}'s hand");
    }
    // His own seat is the one chosen for him when he connects.
    join(&mut again, 4, "Bruno");
    key(&mut again, 4, KeyCode::Enter);
    let lobby = screen(&mut again, 4, 80, 24);
    assert_eq!(again.chairs[1], Chair::Taken(4), "{lobby}");
    // On one laptop the seat is a person's again.
    let loaded = Session::<Keltis>::load(t.autosave_path()).unwrap();
    let table = crate::ui::GameTable::resumed(loaded, save_dir());
    assert!(!table.session().players[1].is_bot());
}

#[test]
fn a_dropped_player_rejoins_its_seat_by_name_and_reads_what_it_missed() {
    let mut t = seated(false);
    assert!(t.started);
    leave(&mut t, 2);
    assert_eq!(t.chairs[1], Chair::Waiting);
    key(&mut t, 1, KeyCode::Char('d'));
    key(&mut t, 1, KeyCode::Char('n'));
    join(&mut t, 3, "Bruno");
    assert_eq!(t.chairs[1], Chair::Taken(3), "the same name sits down again");
    let back = screen(&mut t, 3, 80, 24);
    assert!(back.contains("since your last turn"), "what it missed comes first: {back}");
    assert!(
        back.contains("Enter Esc to the table") && !back.contains("d discard"),
        "one bar, the page's: {back}"
    );
    // Its keys act for its seat.
    key(&mut t, 3, KeyCode::Enter);
    key(&mut t, 3, KeyCode::Char('d'));
    key(&mut t, 3, KeyCode::Char('n'));
    assert_eq!(t.session().pending().seat(), Some(0), "{}", screen(&mut t, 3, 80, 24));
}

#[test]
fn a_player_back_before_anyone_else_moved_goes_straight_to_the_game() {
    let mut t = seated(false);
    key(&mut t, 1, KeyCode::Char('d'));
    key(&mut t, 1, KeyCode::Char('n'));
    assert_eq!(t.session().pending().seat(), Some(1), "Anna discarded; Bruno to play");
    leave(&mut t, 1);
    join(&mut t, 3, "Anna");
    let back = screen(&mut t, 3, 80, 24);
    assert!(!back.contains(": since your last turn"), "only her own move happened: {back}");
}

#[test]
fn a_player_who_comes_back_keeps_the_language_it_chose() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 2, KeyCode::Right); // Italiano
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    leave(&mut t, 2);
    join(&mut t, 3, "Bruno");
    assert_eq!(t.chairs[1], Chair::Taken(3));
    let back = screen(&mut t, 3, 80, 24);
    assert!(back.contains("tocca") || back.contains("turno"), "{back}");
    assert!(!screen(&mut t, 1, 80, 24).contains("tocca"), "Anna's terminal stays English");
}

#[test]
fn the_lobby_wraps_its_long_lines_instead_of_cutting_them() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, 1, "carla");
    let lobby = screen(&mut t, 1, 80, 24);
    assert!(lobby.contains("host starts it."), "{lobby}");
    key(&mut t, 1, KeyCode::Right); // Italiano
    let it = screen(&mut t, 1, 80, 24);
    assert!(it.contains("avvia la partita."), "{it}");
}

#[test]
fn a_key_acts_only_for_its_own_seat() {
    let mut t = seated(false);
    key(&mut t, 2, KeyCode::Char('d'));
    assert_eq!(t.session().history.len(), 0);
    let said = t.clients[&2].pane.message_text().unwrap_or_default().to_string();
    assert!(said.contains("does nothing") || said.contains("Wait"), "{said}");
}

/// Every terminal's screen is drawn from its own seat: scrambling what that seat cannot know leaves
/// it unchanged, while the two players' screens differ.
fn private_screens<G: GameUi + Scramble>(players: &[&str], options: G::Options) {
    let mut t = table::<G>(players, options);
    join(&mut t, HOST, "host");
    for (i, name) in players.iter().enumerate().filter(|(_, n)| **n != "bot") {
        let c = i as ClientId + 1;
        join(&mut t, c, name);
        key(&mut t, c, KeyCode::Enter);
        assert_eq!(t.chairs[i], Chair::Taken(c));
    }
    assert!(t.started);
    for round in 0..6 {
        for seat in [0, 1] {
            let client = seat as ClientId + 1;
            for (w, h) in [(80, 24), (120, 40)] {
                let before = screen(&mut t, client, w, h);
                let real = t.session().state.clone();
                t.session_mut().state.scramble_hidden(seat, &mut GameRng::new(round * 7 + seat as u64));
                let after = screen(&mut t, client, w, h);
                t.session_mut().state = real;
                assert_eq!(before, after, "{} seat {seat} saw hidden information", G::NAME);
            }
        }
        let host = screen(&mut t, HOST, 120, 40);
        let real = t.session().state.clone();
        t.session_mut().state.scramble_hidden(0, &mut GameRng::new(round));
        t.session_mut().state.scramble_hidden(1, &mut GameRng::new(round + 1));
        assert_eq!(host, screen(&mut t, HOST, 120, 40), "the host's public table showed a hand");
        t.session_mut().state = real;
        // Play on with the bots' choices for whoever is asked.
        let Some(seat) = t.session().pending().seat() else { break };
        let action = t.session().bot_choice(seat).unwrap();
        t.act(HOST, seat, action);
    }
    assert_ne!(screen(&mut t, 1, 120, 40), screen(&mut t, 2, 120, 40));
}

#[test]
fn each_terminal_sees_only_its_own_seat() {
    private_screens::<Keltis>(&["Anna", "Bruno", "bot"], Default::default());
    private_screens::<crate::games::sheriff::Sheriff>(&["Anna", "Bruno", "bot"], Default::default());
    private_screens::<crate::games::saboteur::Saboteur>(&["Anna", "Bruno", "bot"], Default::default());
    private_screens::<crate::games::blackfleet::BlackFleet>(&["Anna", "Bruno", "bot"], Default::default());
}

#[test]
fn the_hosts_public_table_speaks_of_terminals_not_of_a_laptop() {
    let mut t = seated(true);
    for (w, h) in [(80, 24), (200, 50)] {
        let public = screen(&mut t, HOST, w, h);
        assert!(public.contains("each player sees their own in their terminal"), "{public}");
        assert!(!public.contains("laptop"), "{public}");
    }
}

#[test]
fn each_terminal_has_its_own_language_and_size() {
    let mut t = keltis(&["Anna", "Bruno"]);
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Right);
    let it = screen(&mut t, 1, 80, 24);
    assert!(it.contains("Scegli il tuo posto") && it.contains("Italiano"), "{it}");
    assert!(screen(&mut t, 2, 80, 24).contains("Choose your seat"));
    let small = screen(&mut t, 2, 60, 20);
    assert!(!small.contains("Choose your seat") && small.contains("60"), "{small}");
}

#[test]
fn leaving_is_asked_twice_during_play_and_the_host_closes_the_table() {
    let mut t = seated(true);
    key(&mut t, 2, KeyCode::Char('q'));
    assert!(t.dismissed().is_empty());
    // A refused key in between forgets the first q: one more q asks again.
    key(&mut t, 2, KeyCode::Char('x'));
    key(&mut t, 2, KeyCode::Char('q'));
    assert!(t.dismissed().is_empty(), "a q after a refused key left at once");
    key(&mut t, 2, KeyCode::Char('q'));
    assert_eq!(t.dismissed(), vec![2]);
    assert_eq!(t.chairs[1], Chair::Waiting);
    assert!(t.parting(2).unwrap().contains("Bruno's seat waits for you"));
    key(&mut t, HOST, KeyCode::Char('q'));
    key(&mut t, HOST, KeyCode::Char('q'));
    assert!(t.closed());
    assert_eq!(t.parting(1).as_deref(), Some("The host closed the table; the game is saved."));
}

#[test]
fn pow_wow_over_the_network_gives_every_seat_one_key_set_and_the_clock_runs() {
    use crate::engine::Game;
    use crate::games::powwow::{PowWow, rules::Phase};
    let mut t = table::<PowWow>(&["Anna", "Bruno", "bot"], Default::default());
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    assert!(t.started);
    // One key set for everyone, shown only on the viewer's own row: Bruno's terminal names 1-5
    // (not the shared keyboard's "7 8 9 0 -"), and Anna's reveal key is hers to know.
    let anna = screen(&mut t, 1, 80, 24);
    let bruno = screen(&mut t, 2, 80, 24);
    assert!(anna.contains("reveals next [5]") && anna.contains("Chief 1"), "{anna}");
    assert!(bruno.contains("Anna reveals next") && !bruno.contains("next ["), "{bruno}");
    assert!(bruno.contains("Chief 1") && !bruno.contains("Chief 7"), "{bruno}");
    assert_eq!(bruno.matches("Chief").count(), 1, "only Bruno's own keys: {bruno}");
    let wide = screen(&mut t, 2, 200, 50);
    assert!(wide.contains("Chief 1") && !wide.contains("Chief 7"), "{wide}");
    assert_eq!(t.session().state.view(None).revealer, 0);
    // '5' is the first group's reveal key: on Bruno's own terminal it is Bruno's reveal key.
    key(&mut t, 2, KeyCode::Char('5'));
    let said = t.clients[&2].pane.message_text().unwrap_or_default().to_string();
    assert!(said.contains("Anna reveals the next card, not you"), "{said}");
    // The bar names the keys exactly: Anna's reveal key, Bruno's wait; nothing on the public table.
    assert!(screen(&mut t, 1, 80, 24).contains("5 reveal"), "{}", screen(&mut t, 1, 80, 24));
    assert!(screen(&mut t, 2, 80, 24).contains("1-5 wait for the next card"));
    join(&mut t, HOST, "host");
    let public = screen(&mut t, HOST, 80, 24);
    assert!(!public.contains("reveal key") && !public.contains("5 reveal"), "{public}");
    assert_eq!(t.core.deadline(), None, "Bruno cannot reveal for Anna");
    // Another group's keys are refused on a keyboard of one's own (`q` would have been a Chief
    // claimed by surprise); Anna reveals with 5, and the card shows when its time comes.
    for other in ['-', 'q', 'a'] {
        key(&mut t, 1, KeyCode::Char(other));
        let said = t.clients[&1].pane.message_text().unwrap_or_default();
        assert!(said.starts_with("That key does nothing now"), "{other}: {said}");
    }
    assert!(t.session().history.is_empty());
    key(&mut t, 1, KeyCode::Char('5'));
    let due = t.deadline().expect("the reveal waits for its time");
    t.on_timer(due);
    assert!(
        matches!(t.session().history.first(), Some(crate::engine::Record::Act { seat: 0, .. })),
        "Anna revealed: {:?}",
        t.session().history
    );
    if t.session().state.view(None).phase != Phase::Reveal {
        assert!(t.deadline().is_some(), "the claim window's countdown runs");
    }
}

#[test]
fn quitting_from_a_page_over_the_table_is_asked_twice_too() {
    let mut t = seated(false);
    key(&mut t, 2, KeyCode::Char('l'));
    assert!(screen(&mut t, 2, 80, 24).contains("full log") || t.clients[&2].pane.overlay.is_some());
    key(&mut t, 2, KeyCode::Char('q'));
    assert!(t.dismissed().is_empty());
    assert!(screen(&mut t, 2, 80, 24).contains("Press q again"), "{}", screen(&mut t, 2, 80, 24));
    key(&mut t, 2, KeyCode::Char('q'));
    assert_eq!(t.dismissed(), vec![2]);
}

#[test]
fn once_the_game_is_on_only_the_same_name_takes_a_waiting_seat_back() {
    let mut t = seated(false);
    leave(&mut t, 1);
    // Carla has the code but not Anna's name: Anna's seat and hand stay Anna's.
    join(&mut t, 3, "carla");
    key(&mut t, 3, KeyCode::Home);
    key(&mut t, 3, KeyCode::Enter);
    assert_eq!(t.chairs[0], Chair::Waiting);
    assert!(screen(&mut t, 3, 80, 24).contains("This seat waits for anna"), "{}", screen(&mut t, 3, 80, 24));
    join(&mut t, 4, "Anna");
    assert_eq!(t.chairs[0], Chair::Taken(4));
}

#[test]
fn a_seat_handed_to_a_bot_goes_back_to_its_player() {
    let mut t = seated(true);
    leave(&mut t, 1);
    key(&mut t, HOST, KeyCode::Char('b'));
    assert!(t.session().players[0].is_bot());
    join(&mut t, 3, "anna");
    assert_eq!(t.chairs[0], Chair::Taken(3));
    assert!(!t.session().players[0].is_bot(), "Anna plays her seat again");
}

#[test]
fn a_pow_wow_player_who_comes_back_goes_straight_to_the_running_table() {
    use crate::games::powwow::PowWow;
    let mut t = table::<PowWow>(&["Anna", "Bruno"], Default::default());
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    let _ = screen(&mut t, 1, 80, 24);
    key(&mut t, 1, KeyCode::Char('5'));
    let due = t.deadline().expect("the reveal waits for its time");
    t.on_timer(due);
    leave(&mut t, 2);
    join(&mut t, 3, "bruno");
    assert!(t.clients[&3].pane.overlay.is_none(), "no page over a table that runs on");
    assert!(!screen(&mut t, 3, 80, 24).contains("since your last turn ("));
}

#[test]
fn pow_wow_reveals_again_after_the_card_it_revealed_is_claimed() {
    use crate::engine::Game;
    use crate::games::powwow::PowWow;
    let mut t = table::<PowWow>(&["Anna", "Bruno"], Default::default());
    join(&mut t, 1, "anna");
    join(&mut t, 2, "bruno");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, 2, KeyCode::Enter);
    // Anna reveals, the window runs out; the next revealer's key works on its own terminal.
    for _ in 0..3 {
        let _ = (screen(&mut t, 1, 80, 24), screen(&mut t, 2, 80, 24));
        let revealer = t.session().state.view(None).revealer;
        let before = t.session().history.len();
        key(&mut t, revealer as ClientId + 1, KeyCode::Char('5'));
        while t.session().history.len() == before || t.session().pending().seat().is_none() {
            let Some(due) = t.deadline() else { break };
            t.on_timer(due);
        }
        assert!(t.session().history.len() > before, "seat {revealer} could not reveal");
    }
}

#[test]
fn a_terminal_without_a_seat_watches_the_public_table_and_goes_back_to_the_lobby() {
    let mut t = seated(false);
    join(&mut t, 3, "carla");
    assert!(screen(&mut t, 3, 80, 24).contains("w watches the table"));
    key(&mut t, 3, KeyCode::Char('w'));
    let watching = screen(&mut t, 3, 80, 24);
    assert!(
        watching.contains("Anna") && watching.contains("Bruno") && !watching.contains("(you)"),
        "{watching}"
    );
    // What it shows is the public table: scrambling both hands changes nothing.
    let real = t.session().state.clone();
    t.session_mut().state.scramble_hidden(0, &mut GameRng::new(1));
    t.session_mut().state.scramble_hidden(1, &mut GameRng::new(2));
    assert_eq!(watching, screen(&mut t, 3, 80, 24));
    t.session_mut().state = real;
    key(&mut t, 3, KeyCode::Char('w'));
    assert!(screen(&mut t, 3, 80, 24).contains("Choose your seat"));
}

#[test]
fn the_rules_help_on_a_hosted_table_starts_with_how_it_differs_from_one_laptop() {
    let mut t = seated(false);
    key(&mut t, 1, KeyCode::Char('?'));
    let help = screen(&mut t, 1, 80, 24);
    assert!(help.contains("On this hosted table"), "{help}");
}

#[test]
fn the_host_keeps_the_table_code_in_view_and_its_farewell_hosts_it_the_same_way_again() {
    let mut t = keltis(&["Anna", "Bruno"]);
    t.invite(
        vec!["Table code: KXRTQM".into(), "Friends join with: ssh -p 2301".into()],
        " --bind 0.0.0.0 --port 2301".into(),
    );
    join(&mut t, HOST, "host");
    join(&mut t, 1, "anna");
    key(&mut t, 1, KeyCode::Enter);
    key(&mut t, HOST, KeyCode::Char('s'));
    // A first move: a game to go back to.
    key(&mut t, 1, KeyCode::Char('d'));
    let host = screen(&mut t, HOST, 80, 24);
    assert!(host.contains("Table code: KXRTQM"), "{host}");
    key(&mut t, HOST, KeyCode::Char('?'));
    let help = screen(&mut t, HOST, 80, 24);
    assert!(help.contains("Table code: KXRTQM") && help.contains("ssh -p 2301"), "{help}");
    let Some(Ok(farewell)) = t.farewell() else { panic!("a farewell") };
    let said = crate::i18n::tr(&farewell);
    assert!(said.ends_with("--bind 0.0.0.0 --port 2301"), "{said}");
}

/// The host's terminal gave no user name: the lobby names it as the host in the viewer's
/// language, not with the English placeholder.
#[test]
fn the_lobby_names_a_nameless_host_in_italian() {
    use crate::i18n::{Lang, with_lang};
    let mut t = keltis(&["Anna", "Bruno", "bot"]);
    join(&mut t, HOST, crate::table_core::room::HOST_USER);
    // A terminal speaks the language the table had when it joined.
    with_lang(Lang::It, || join(&mut t, 1, "giulia"));
    with_lang(Lang::En, || join(&mut t, 2, "niccolò"));
    let it = screen(&mut t, 1, 80, 24);
    assert!(it.contains("Al tavolo: chi ospita, giulia, niccolò."), "{it}");
    let en = screen(&mut t, 2, 80, 24);
    assert!(en.contains("At the table: host, giulia, niccolò."), "{en}");
}
