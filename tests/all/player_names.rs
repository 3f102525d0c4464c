//! Player names are one name per person however they are spelled: `Anna`, `ANNA` and the
//! fullwidth `Ａｎｎａ` are one name, so two seats cannot both be hers (issue 20); a name with an
//! invisible or control character is refused with a sentence. Checked on the command line (one
//! laptop and `serve`) and in the setup screen.

use std::process::{Command, Output};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::catalog::REGISTRY;
use tavolo::cli::parse_players;
use tavolo::i18n::{Lang, with_lang};
use tavolo::ui::app::{App, Screen};

/// Names that are one name to the table, whatever the case or letter width.
const ALIKE: &[[&str; 2]] = &[["Anna", "anna"], ["Anna", "ANNA"], ["anna", "Ａｎｎａ"], ["Ａnna", "ANNA"]];

/// Names with a character nobody can see or type on purpose.
const HIDDEN: &[&str] = &["An\u{200B}na", "An\u{7}na", "\u{202E}annA", "An\u{AD}na"];

fn refusal(names: &[&str]) -> String {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    match with_lang(Lang::En, || parse_players(&names)) {
        Ok(p) => panic!("{names:?} accepted as {:?}", p.iter().map(|p| &p.name).collect::<Vec<_>>()),
        Err(e) => e.render(Lang::En, &[]),
    }
}

#[test]
fn players_whose_names_differ_only_in_case_or_width_are_refused_on_the_command_line() {
    for [a, b] in ALIKE {
        let said = refusal(&[a, "Bruno", b]);
        assert!(said.contains("count as the same name"), "{a},{b}: {said}");
        assert!(said.contains(a) && said.contains(b), "both spellings named: {said}");
    }
    assert!(refusal(&["Anna", "Anna"]).contains("Two players are called Anna"));
}

#[test]
fn names_with_invisible_or_control_characters_are_refused_on_the_command_line() {
    for name in HIDDEN {
        let said = refusal(&["Bruno", name]);
        assert!(said.contains("invisible or control character"), "{name:?}: {said}");
        // The sentence itself is safe to print: the character is shown by its code.
        assert!(!said.chars().any(|c| c.is_control() || c == '\u{200B}' || c == '\u{202E}'), "{said:?}");
    }
    assert!(refusal(&["Bruno", " \u{3000} "]).contains("is empty"), "whitespace only");
}

#[test]
fn bot_names_the_program_makes_up_never_take_a_players_name() {
    let names: Vec<String> = ["Bot 1", "bot", "bot 2", "bot:hard"].iter().map(|n| n.to_string()).collect();
    let players = with_lang(Lang::En, || parse_players(&names)).expect("a person may be called Bot 1");
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Bot 1", "Bot 3", "bot 2", "Bot 4"]);
}

/// `--players Anna,bot,bot` names its bots as setup does, after their seats: "Bot 2" sits in seat 2
/// (it was "Bot 1", which the player list then showed as "2 Bot 1").
#[test]
fn bots_from_the_command_line_are_named_after_their_seats_as_in_setup() {
    let names: Vec<String> = ["Anna", "bot", "bot:hard"].iter().map(|n| n.to_string()).collect();
    let players = with_lang(Lang::En, || parse_players(&names)).unwrap();
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Anna", "Bot 2", "Bot 3"]);
}

fn tavolo(args: &[&str], save_dir: &std::path::Path) -> Output {
    let dir = save_dir.to_str().unwrap();
    let mut all = vec!["--lang", "en", "--save-dir", dir];
    all.extend_from_slice(args);
    Command::new(env!("CARGO_BIN_EXE_tavolo")).args(all).output().expect("the binary runs")
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-names-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn assert_refused(o: &Output, needle: &str) {
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "stderr: {err}");
    assert!(err.contains(needle), "expected {needle:?} in {err:?}");
    assert_eq!(err.trim().lines().count(), 1, "one sentence: {err:?}");
}

#[test]
fn the_binary_refuses_alike_names_for_one_laptop_and_for_a_hosted_table() {
    let dir = temp_dir("cli");
    let laptop = tavolo(&["--game", "keltis", "--players", "Anna,anna"], &dir);
    assert_refused(&laptop, "Anna and anna count as the same name");
    // The port is taken, so a `serve` that got past the names would fail at once on it instead.
    let busy = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = busy.local_addr().unwrap().port().to_string();
    let serve = tavolo(&["serve", "--game", "keltis", "--players", "Anna,ANNA", "--port", &port], &dir);
    assert_refused(&serve, "Anna and ANNA count as the same name");
    let hidden =
        tavolo(&["serve", "--game", "keltis", "--players", "Anna,Bru\u{200B}no", "--port", &port], &dir);
    assert_refused(&hidden, "invisible or control character (U+200B)");
    let _ = std::fs::remove_dir_all(&dir);
}

fn key(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE), std::time::Instant::now());
}

fn type_name(app: &mut App, name: &str) {
    for c in name.chars() {
        key(app, KeyCode::Char(c));
    }
}

/// Keltis setup with `first` typed at seat 1 and `second` at seat 2, then Enter: what it said.
fn setup_says(first: &str, second: &str) -> Option<String> {
    with_lang(Lang::En, || {
        let dir = temp_dir("setup");
        let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
        let mut app = App::new(REGISTRY, App::setup(keltis), &dir, Some(1));
        app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
        type_name(&mut app, first);
        key(&mut app, KeyCode::Down);
        type_name(&mut app, second);
        key(&mut app, KeyCode::Enter);
        let said = app.message.as_ref().map(|m| m.render(Lang::En, &[]));
        assert!(matches!(app.screen, Screen::Setup(_)) || said.is_none(), "refused, yet started: {said:?}");
        let _ = std::fs::remove_dir_all(&dir);
        said
    })
}

#[test]
fn the_setup_screen_refuses_alike_names_and_hidden_characters_and_starts_nothing() {
    for [a, b] in ALIKE {
        let said = setup_says(a, b).unwrap_or_else(|| panic!("{a} and {b} started a game"));
        assert!(said.contains("count as the same name"), "{a},{b}: {said}");
    }
    // A control character cannot be typed at all (the key is ignored); a format character can be
    // (pasted), and is refused.
    for name in HIDDEN.iter().filter(|n| !n.chars().any(char::is_control)) {
        let said = setup_says("Bruno", name).unwrap_or_else(|| panic!("{name:?} started a game"));
        assert!(said.contains("invisible or control character"), "{name:?}: {said}");
    }
    assert_eq!(setup_says("Anna", "Bruno"), None, "distinct names start the game");
}

#[test]
fn names_the_setup_makes_up_never_take_a_typed_name() {
    with_lang(Lang::En, || {
        let dir = temp_dir("setup-defaults");
        let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
        let mut app = App::new(REGISTRY, App::setup(keltis), &dir, Some(1));
        app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
        type_name(&mut app, "bot 2");
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Right); // seat 2 becomes a bot: "Bot 2" is taken
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Right); // a fourth seat: "Player 4", unless a seat is called that
        let Screen::Setup(form) = &app.screen else { panic!("still in setup") };
        let names: Vec<&str> = form.seats.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["bot 2", "Bot 3", "Player 3", "Player 4"]);
        // Back to a person: the default name follows, still clear of the others.
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Down);
        for _ in 0..3 {
            key(&mut app, KeyCode::Right);
        }
        let Screen::Setup(form) = &app.screen else { panic!("still in setup") };
        assert_eq!(form.seats[1].name, "Player 2");
        let _ = std::fs::remove_dir_all(&dir);
    });
}

#[test]
fn the_setup_says_the_whole_refusal_at_80_by_24() {
    use ratatui::{Terminal, backend::TestBackend};
    for lang in [Lang::En, Lang::It] {
        with_lang(lang, || {
            let dir = temp_dir("setup-screen");
            let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
            let mut app = App::new(REGISTRY, App::setup(keltis), &dir, Some(1));
            app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
            type_name(&mut app, "Anna");
            key(&mut app, KeyCode::Down);
            type_name(&mut app, "ANNA");
            key(&mut app, KeyCode::Enter);
            let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
            term.draw(|f| app.draw(f)).unwrap();
            let buf = term.backend().buffer();
            let rows: Vec<String> = buf
                .content
                .chunks(80)
                .map(|r| r.iter().map(|c| c.symbol()).collect::<String>().trim_end().to_string())
                .collect();
            let screen = rows.join(" ");
            let end = if lang == Lang::En { "different name." } else { "nome diverso." };
            assert!(screen.contains("Anna") && screen.contains(end), "{lang:?}:\n{}", rows.join("\n"));
            let _ = std::fs::remove_dir_all(&dir);
        });
    }
}
