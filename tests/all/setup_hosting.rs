//! "Host over SSH" from the picker's setup: the table row, what it hides (shared-keyboard keys),
//! and the hosted table it hands to `serve`.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::catalog::REGISTRY;
use tavolo::net::{HOST, Input, Size};
use tavolo::ui::app::App;

fn key(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE), std::time::Instant::now());
}

fn text(term: &Terminal<TestBackend>) -> String {
    let buf = term.backend().buffer();
    let w = buf.area.width as usize;
    let cells: Vec<&str> = buf.content.iter().map(|c| c.symbol()).collect();
    cells.chunks(w).map(|row| row.concat().trim_end().to_string()).collect::<Vec<_>>().join("\n")
}

fn draw(app: &mut App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| app.draw(f)).unwrap();
    text(&term)
}

fn dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn pow_wow_hosted_from_the_setup_needs_no_shared_keyboard_and_hands_its_table_to_serve() {
    let dir = dir("host-setup");
    let powwow = tavolo::catalog::find(REGISTRY, "powwow").unwrap();
    let mut app = App::new(REGISTRY, App::setup(powwow), &dir, Some(3));
    app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
    let laptop = draw(&mut app, 80, 24);
    assert!(laptop.contains("keys 1 2 3 4") && laptop.contains("Key test"), "{laptop}");
    assert!(
        laptop.contains("Table  ◂ this laptop, one shared keyboard ▸") && laptop.contains("[ Start ]"),
        "{laptop}"
    );
    // Up from the first seat wraps to Start; then the key test, then the table row.
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Right);
    let hosted = draw(&mut app, 80, 24);
    assert!(hosted.contains("◂ hosted over SSH, for this computer only ▸"), "{hosted}");
    assert!(
        hosted.contains("Only ssh from this computer") && hosted.contains("[ Host over SSH ]"),
        "{hosted}"
    );
    assert!(!hosted.contains("keys 1 2 3 4") && !hosted.contains("Key test"), "{hosted}");
    assert!(!hosted.contains("PgUp"), "no seat keys to change: {hosted}");
    assert!(hosted.contains("Enter host over SSH"), "{hosted}");
    key(&mut app, KeyCode::Right);
    assert!(draw(&mut app, 80, 24).contains("◂ hosted over SSH, open to the network ▸"));
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    assert!(app.quit, "the app closes and serve takes the terminal");
    let mut hosting = app.hosting.take().expect("a table to host");
    assert!(!hosting.open, "this computer only");
    // The table handed over is a hosted lobby with the setup's seats.
    let room = &mut hosting.room;
    room.input(
        Input::Join { client: HOST, user: "host".into(), size: Size { width: 80, height: 24 }, key: None },
        std::time::Instant::now(),
    );
    let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
    term.draw(|f| room.draw(HOST, f)).unwrap();
    let lobby = text(&term);
    assert!(lobby.contains("Player 1") && lobby.contains("Player 3"), "{lobby}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_table_row_reads_in_italian() {
    let dir = dir("host-setup-it");
    let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
    let mut app = App::new(REGISTRY, App::setup(keltis), &dir, Some(3));
    app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
    tavolo::i18n::with_lang(tavolo::i18n::Lang::It, || {
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Right);
        key(&mut app, KeyCode::Right);
        let s = draw(&mut app, 80, 24);
        assert!(s.contains("Tavolo  ◂ ospitato via SSH, aperto alla rete ▸"), "{s}");
        assert!(s.contains("[ Ospita via SSH ]") && s.contains("Gli amici su altre macchine"), "{s}");
    });
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_twelve_seat_setup_still_shows_every_row_and_every_key_at_80_by_24() {
    let dir = dir("host-setup-12");
    let saboteur = tavolo::catalog::find(REGISTRY, "saboteur").unwrap();
    let mut app = App::new(REGISTRY, App::setup(saboteur), &dir, Some(3));
    app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
    key(&mut app, KeyCode::Up); // the player count
    for _ in 0..12 {
        key(&mut app, KeyCode::Right);
    }
    let s = draw(&mut app, 80, 24);
    assert!(s.contains("12 Player 12") && s.contains("[ Start ]"), "{s}");
    // Hosted, the port row takes one more: the list still fits (the note under the table row
    // gives way at 24 rows, and is there at 30).
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Right);
    let s = draw(&mut app, 80, 24);
    assert!(s.contains("Port  ◂ 2222") && s.contains("[ Host over SSH ]"), "{s}");
    assert!(draw(&mut app, 80, 30).contains("Only ssh from this computer"));
    assert!(s.contains("? F1 rules") && s.contains("Esc back"), "{s}");
    let powwow = tavolo::catalog::find(REGISTRY, "powwow").unwrap();
    let mut app = App::new(REGISTRY, App::setup(powwow), &dir, Some(3));
    app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
    let s = draw(&mut app, 80, 24);
    assert!(s.contains("PgUp PgDn") && s.contains("? F1 rules") && s.contains("Esc back"), "{s}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// On another keyboard layout a seat's key can type a character of no group (an Italian keyboard
/// types `-` where a US one has `/`): the key test names such keys, so the table can change keys.
#[test]
fn the_key_test_names_keys_that_belong_to_no_seat() {
    let dir = dir("key-test-stray");
    let powwow = tavolo::catalog::find(REGISTRY, "powwow").unwrap();
    let mut app = App::new(REGISTRY, App::setup(powwow), &dir, Some(3));
    app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
    // Up from the first seat: the player count, then (wrapping) Start, then the key test.
    for _ in 0..3 {
        key(&mut app, KeyCode::Up);
    }
    key(&mut app, KeyCode::Enter);
    for c in ['1', '-', '7', '/'] {
        key(&mut app, KeyCode::Char(c));
    }
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("key test"), "{screen}");
    assert!(screen.contains("Keys that belong to no seat here: - /"), "{screen}");
}

/// The picker opens on the game started last, and ←→ change the language row as they
/// change every ◂ ▸ row.
#[test]
fn the_picker_remembers_the_last_game_and_arrows_change_the_language() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        let dir = dir("picker-last");
        let mut app = App::new(REGISTRY, App::picker(REGISTRY, &dir), &dir, None);
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Down);
        let third = tavolo::i18n::tr(&REGISTRY[2].name());
        assert!(draw(&mut app, 80, 24).contains(&format!("▸ {third}")));
        key(&mut app, KeyCode::Enter);
        assert!(draw(&mut app, 80, 24).contains("new game"));
        // Started from its setup's [ Start ] (Up from the first seat: Players, then Start).
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Enter);
        let mut app = App::new(REGISTRY, App::picker(REGISTRY, &dir), &dir, None);
        let picker = draw(&mut app, 80, 24);
        assert!(picker.contains(&format!("▸ {third}")), "the last game is under the cursor:\n{picker}");
        // Down to the language row: ←→ change it (listed on the bar, which dispatch reads; not
        // pressed here, as the language is the whole process's).
        for _ in 2..REGISTRY.len() + 2 {
            key(&mut app, KeyCode::Down);
        }
        let row = draw(&mut app, 80, 24);
        assert!(row.contains("▸ Language / Lingua  ◂ English ▸") && row.contains("Enter ←→ change"), "{row}");
    });
}

/// A table that plays every week types its names once: the next setup from the same save folder
/// seats the people of the last game, as many as they were.
#[test]
fn setup_remembers_the_people_of_the_last_game() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        let dir = dir("setup-names");
        let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
        let mut app = App::new(REGISTRY, App::setup_at(keltis, &dir), &dir, Some(3));
        app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
        // Four seats, the first two named.
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Right);
        key(&mut app, KeyCode::Down);
        for _ in 0..8 {
            key(&mut app, KeyCode::Backspace);
        }
        for c in "Anna".chars() {
            key(&mut app, KeyCode::Char(c));
        }
        key(&mut app, KeyCode::Down);
        for _ in 0..8 {
            key(&mut app, KeyCode::Backspace);
        }
        for c in "Bruno".chars() {
            key(&mut app, KeyCode::Char(c));
        }
        let form = draw(&mut app, 80, 24);
        assert!(form.contains("Anna") && form.contains("Bruno") && form.contains("Player 4"), "{form}");
        // Start from the first seat's row: Up to Players, Up again wraps to Start.
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Enter);
        assert!(draw(&mut app, 80, 24).contains("Players, in seat order"), "the game began");
        let mut next = App::new(REGISTRY, App::setup_at(keltis, &dir), &dir, None);
        next.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
        let form = draw(&mut next, 80, 24);
        assert!(form.contains("Players  ◂ 4 ▸"), "{form}");
        assert!(form.contains("1  Anna") && form.contains("2  Bruno"), "{form}");
    });
}

/// The form opens on its first row, Players: the first thing a table decides is how many play.
#[test]
fn the_setup_opens_on_the_players_row() {
    let dir = dir("setup-players-row");
    let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
    let mut app = App::new(REGISTRY, App::setup(keltis), &dir, Some(3));
    assert!(draw(&mut app, 80, 24).contains("Players  ◂ 3 ▸"));
    key(&mut app, KeyCode::Right);
    let s = draw(&mut app, 80, 24);
    assert!(s.contains("Players  ◂ 4 ▸") && s.contains("4  Player 4"), "{s}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A bot presses no keys: in Pow Wow's setup its seat lists none and the key test leaves it out.
#[test]
fn a_bot_seat_has_no_keys_in_setup_or_the_key_test() {
    let dir = dir("bot-no-keys");
    let powwow = tavolo::catalog::find(REGISTRY, "powwow").unwrap();
    let mut app = App::new(REGISTRY, App::setup(powwow), &dir, Some(3));
    for _ in 0..3 {
        key(&mut app, KeyCode::Down); // Players → seat 3
    }
    key(&mut app, KeyCode::Right); // seat 3: a bot
    let screen = draw(&mut app, 80, 24);
    let bot = screen.lines().find(|l| l.contains("◂ bot")).unwrap_or_else(|| panic!("{screen}"));
    assert!(!bot.contains("keys") && !bot.contains("reveal"), "{bot}");
    assert!(!app.hints().unwrap().iter().any(|h| h.key.contains("PgUp")), "no seat keys to change for a bot");
    // Up to the key test: seat 2, seat 1, Players, then (wrapping) Start and the key test.
    for _ in 0..5 {
        key(&mut app, KeyCode::Up);
    }
    key(&mut app, KeyCode::Enter);
    let test = draw(&mut app, 80, 24);
    assert!(test.contains("key test"), "{test}");
    assert_eq!(test.lines().filter(|l| l.contains("Chief")).count(), 2, "two people, no bot:\n{test}");
}

#[test]
fn host_over_ssh_has_a_port_field_typed_or_stepped_and_checked() {
    let dir = dir("host-port");
    let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
    let mut app = App::new(REGISTRY, App::setup(keltis), &dir, Some(3));
    // Up from Players wraps to Start, then the table row: hosted, then the port row appears.
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Right);
    let laptop_rows = draw(&mut app, 80, 24);
    assert!(laptop_rows.contains("Port  ◂ 2222 ▸   friends join with ssh -p 2222"), "{laptop_rows}");
    key(&mut app, KeyCode::Down);
    let on_port = draw(&mut app, 80, 24);
    assert!(on_port.contains("0–9 type the port") && on_port.contains("Backspace erase"), "{on_port}");
    for _ in 0..4 {
        key(&mut app, KeyCode::Backspace);
    }
    // Below 1024: refused with a sentence when hosting starts.
    for c in "80".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    assert!(!app.quit);
    assert!(draw(&mut app, 80, 24).contains("Choose a port from 1024 to 65535"));
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    for c in "2300".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    assert!(app.quit);
    assert_eq!(app.hosting.take().expect("a table to host").port, 2301);
    let _ = std::fs::remove_dir_all(&dir);
}
