//! Every shared screen kind in Italian at 80×24 — the picker and its language setting, each game's
//! setup and Pow Wow's key test, the rules and Tavolo help, the saves list, the announcement, the
//! hand-off, the catch-up page, the log overlay, save naming, the score screen, the NOT SAVED banner
//! and errors on the message line — and the command line's help and errors: no English word left,
//! game names as on the Italian boxes, titles uncut.

use std::process::Command;
use std::time::Instant;

use crate::common::{buffer_text, press, render, save_dir};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::catalog::REGISTRY;
use tavolo::catalog::load_table;
use tavolo::engine::{BotLevel, Player, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::i18n::{Lang, tr, with_lang};
use tavolo::table_core::Table;
use tavolo::ui::GameTable;
use tavolo::ui::app::App;

/// English words that must not appear on a shared screen shown in Italian.
const ENGLISH: &[&str] = &[
    "Continue",
    "saved game",
    "Save",
    "save ",
    "choose",
    "start",
    "rules",
    "quit",
    "Player",
    "player",
    "new game",
    "laptop",
    "Everything",
    "press ",
    "Press",
    "Enter",
    "human",
    "random",
    "back",
    "field",
    "change",
    "a name",
    "since your",
    "Log",
    "newest",
    "full log",
    "turn ",
    "round ",
    "final score",
    " wins",
    "share",
    "NOT SAVED",
    "Could not",
    "does not",
    "cannot",
    "damaged",
    "Overwrite",
    "cancel ",
    "erase",
    "yes",
    "help",
    "close",
    "page",
    "scroll",
    "the ",
    " and ",
    " of ",
    " is ",
    "was ",
    "were ",
    "Undo",
    "undo",
    "Paused",
    "Seat",
    "seat",
    "keys",
    "Key test",
    "load",
    "done",
    "rematch",
    "board",
    "go on",
    "begin",
    "Only you",
    "only you",
    "drawn",
    "chosen",
    "in force",
    "thinking",
    "Type",
    "about",
    "enlarge",
    "folder",
    "Sheriff",
    "Classic",
];

fn assert_italian(screen: &str, what: &str) {
    for line in screen.lines() {
        for w in ENGLISH {
            assert!(!line.contains(w), "{what}: English \"{w}\" in {line:?} on an Italian screen:\n{screen}");
        }
    }
}

fn app_screen(app: &mut App) -> String {
    let mut term = Terminal::new(TestBackend::new(80, 24)).unwrap();
    term.draw(|f| app.draw(f)).unwrap();
    buffer_text(&term)
}

fn key(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE), Instant::now());
}

fn keltis(dir: &std::path::Path) -> GameTable<Keltis> {
    let players = vec![Player::human("Anna"), Player::bot("Bot", BotLevel::Easy), Player::human("Bruno")];
    let s = Session::new(players, Setup { players: 3, first: Some(0), seed: 5 }, Default::default()).unwrap();
    GameTable::new(s, dir.to_path_buf())
}

#[test]
fn the_picker_help_saves_list_and_errors_in_italian() {
    with_lang(Lang::It, || {
        let dir = save_dir("it-picker");
        keltis(&dir).session().save_to(&dir.join("venerdi.json")).unwrap();
        let mut app = App::new(REGISTRY, App::picker(REGISTRY, &dir), &dir, None);
        let picker = app_screen(&mut app);
        for name in ["Keltis: il gioco di carte", "Lo Sceriffo di Nottingham", "Pow Wow", "Black Fleet"] {
            assert!(picker.contains(name), "the Italian box title {name}:\n{picker}");
        }
        assert!(picker.contains("Riprendi una partita salvata ("), "{picker}");
        assert_italian(&picker, "picker");
        // The rules of the game under the cursor.
        key(&mut app, KeyCode::Char('?'));
        let help = app_screen(&mut app);
        assert!(help.contains("Keltis: il gioco di carte — regole"), "{help}");
        assert_italian(&help, "Keltis help");
        key(&mut app, KeyCode::Esc);
        // "Continue a saved game", its help (Tavolo's own), then the language entry.
        for _ in 0..REGISTRY.len() {
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::Char('?'));
        let help = app_screen(&mut app);
        assert!(help.contains("Tavolo — aiuto"), "{help}");
        assert_italian(&help, "Tavolo help");
        key(&mut app, KeyCode::Esc);
        key(&mut app, KeyCode::Down);
        let records = app_screen(&mut app);
        assert!(records.contains("▸ Record") && records.contains("Invio apri"), "{records}");
        key(&mut app, KeyCode::Down);
        let language = app_screen(&mut app);
        assert!(language.contains("▸ Language / Lingua  ◂ Italiano ▸"), "{language}");
        assert!(language.contains("Invio ←→ cambia"), "{language}");
        assert_italian(&language, "language setting");
        // The saves list, with a load error on its message line.
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Up);
        key(&mut app, KeyCode::Enter);
        let damaged = dir.join("rotto.json");
        std::fs::write(&damaged, "{\"format\": \"tavolo-save\", \"version\": 1, \"game\": \"keltis\"")
            .unwrap();
        let error = load_table(REGISTRY, &damaged, None, &dir).err().expect("a cut file does not load");
        app.message = Some(error.0);
        let saves = app_screen(&mut app);
        assert!(saves.contains("Riprendi una partita salvata") && saves.contains("Keltis"), "{saves}");
        assert!(saves.contains("è troncato"), "{saves}");
        assert_italian(&saves, "saves list");
        let _ = std::fs::remove_dir_all(&dir);
    });
}

#[test]
fn every_games_setup_and_its_errors_in_italian() {
    with_lang(Lang::It, || {
        let dir = save_dir("it-setup");
        for &game in REGISTRY {
            let mut app = App::new(REGISTRY, App::setup(game), &dir, None);
            app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
            let name = tr(&game.name());
            // Every row selected in turn (the hints change with the row).
            for row in 0..12 {
                let setup = app_screen(&mut app);
                assert!(setup.contains(&format!("{name} — nuova partita")), "{}: title\n{setup}", game.id());
                assert_italian(&setup, &format!("{} setup, row {row}", game.id()));
                key(&mut app, KeyCode::Down);
            }
            // The one player-count message every game and the command line share.
            let range = game.player_range(&game.default_choices());
            app.message = Some(range.check(range.max + 1).unwrap_err());
            let refused = app_screen(&mut app);
            assert!(refused.contains(&format!("{} è per", tr(&range.who))), "{refused}");
            assert_italian(&refused, &format!("{} player count", game.id()));
        }
        // A seat without a name: its name erased, then Enter.
        let keltis = REGISTRY.iter().find(|g| g.id() == "keltis").unwrap();
        let mut app = App::new(REGISTRY, App::setup(*keltis), &dir, None);
        app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
        for _ in 0.."Giocatore 1".len() {
            key(&mut app, KeyCode::Backspace);
        }
        key(&mut app, KeyCode::Enter);
        let unnamed = app_screen(&mut app);
        assert!(unnamed.contains("Il posto 1") || unnamed.contains("posto 1"), "{unnamed}");
        assert_italian(&unnamed, "setup error");
        // Pow Wow's key test: the row before Start.
        let powwow = REGISTRY.iter().find(|g| g.id() == "powwow").unwrap();
        let mut app = App::new(REGISTRY, App::setup(*powwow), &dir, None);
        app.key(KeyEvent::new(KeyCode::Down, KeyModifiers::NONE), std::time::Instant::now()); // Players → the first name
        for _ in 0..3 {
            key(&mut app, KeyCode::Up); // seat 1 → players → Start → the key test
        }
        key(&mut app, KeyCode::Enter);
        let test = app_screen(&mut app);
        assert!(test.contains("Pow Wow — prova dei tasti"), "{test}");
        assert_italian(&test, "key test");
        let _ = std::fs::remove_dir_all(&dir);
    });
}

/// The hand-off, with its catch-up page when `Enter` shows one.
fn take_laptop(t: &mut GameTable<Keltis>) -> Option<String> {
    press(t, KeyCode::Enter);
    let screen = render(t, 80, 24);
    if screen.contains("dal tuo ultimo turno") {
        press(t, KeyCode::Enter);
        return Some(screen);
    }
    None
}

#[test]
fn a_keltis_table_through_its_shared_screens_in_italian() {
    with_lang(Lang::It, || {
        let dir = save_dir("it-table");
        let mut t = keltis(&dir);
        let announce = render(&mut t, 80, 24);
        assert!(announce.contains("Keltis: il gioco di carte · nuova partita"), "{announce}");
        assert_italian(&announce, "announcement");
        press(&mut t, KeyCode::Enter);
        let handoff = render(&mut t, 80, 24);
        assert!(
            handoff.contains("Keltis: il gioco di carte · passaggio") || handoff.contains("ANNA"),
            "{handoff}"
        );
        assert_italian(&handoff, "hand-off");
        take_laptop(&mut t);
        let game = render(&mut t, 80, 24);
        assert_italian(&game, "Anna's turn");
        // Rules and log overlays over the table.
        press(&mut t, KeyCode::Char('?'));
        let rules = render(&mut t, 80, 24);
        assert!(rules.contains("Keltis: il gioco di carte — regole"), "{rules}");
        assert_italian(&rules, "rules overlay");
        press(&mut t, KeyCode::Esc);
        press(&mut t, KeyCode::Char('l'));
        let log = render(&mut t, 80, 24);
        assert!(log.contains("registro visto da Anna"), "{log}");
        assert_italian(&log, "log overlay");
        press(&mut t, KeyCode::Esc);
        // Save naming, then the message after saving.
        press(&mut t, KeyCode::Char('s'));
        for c in "sabato".chars() {
            press(&mut t, KeyCode::Char(c));
        }
        let naming = render(&mut t, 80, 24);
        assert!(naming.contains("Salva come"), "{naming}");
        assert_italian(&naming, "save naming");
        press(&mut t, KeyCode::Enter);
        let saved = render(&mut t, 80, 24);
        assert!(saved.contains("sabato.json"), "{saved}");
        assert_italian(&saved, "saved");
        // Anna discards and draws; the bot plays; Bruno takes the laptop; then Anna again, with
        // the catch-up page of what happened since her turn.
        press(&mut t, KeyCode::Char('d'));
        press(&mut t, KeyCode::Char('n'));
        let drew = render(&mut t, 80, 24);
        assert_italian(&drew, "private result");
        press(&mut t, KeyCode::Enter);
        let mut news = None;
        for _ in 0..6 {
            while t.session().bot_to_act().is_some() {
                t.session_mut().step_bot().unwrap();
            }
            t = GameTable::resumed(t.session().clone(), dir.clone());
            let resumed = render(&mut t, 80, 24);
            assert_italian(&resumed, "resumed table");
            if let Some(page) = take_laptop(&mut t) {
                news = Some(page);
                break;
            }
            press(&mut t, KeyCode::Char('d'));
            press(&mut t, KeyCode::Char('n'));
            press(&mut t, KeyCode::Enter);
        }
        let news = news.expect("a catch-up page after a hand-off");
        assert_italian(&news, "catch-up page");
        let _ = std::fs::remove_dir_all(&dir);
    });
}

#[test]
fn the_score_screen_and_the_not_saved_banner_in_italian() {
    with_lang(Lang::It, || {
        let dir = save_dir("it-score");
        let players = vec![Player::human("Anna"), Player::bot("Bruno", BotLevel::Normal)];
        let mut s: Session<Keltis> =
            Session::new(players, Setup { players: 2, first: Some(1), seed: 3 }, Default::default()).unwrap();
        while !s.is_over() {
            if !s.step_bot().unwrap() {
                let a = s.state.legal_actions(0)[0].clone();
                s.act(0, a).unwrap();
            }
        }
        let mut t = GameTable::resumed(s, dir.clone());
        let score = render(&mut t, 80, 24);
        assert!(score.contains("Keltis: il gioco di carte — punteggio finale"), "uncut title:\n{score}");
        assert_italian(&score, "score screen");
        // A save folder that cannot be written: a regular file stands where it should be.
        let blocker = dir.join("non-una-cartella");
        std::fs::write(&blocker, "").unwrap();
        let mut t = keltis(&blocker.join("salvataggi"));
        let banner = render(&mut t, 80, 24);
        assert!(banner.contains("NON SALVATA") || banner.contains("NON SALVATO"), "{banner}");
        assert_italian(&banner, "NOT SAVED banner");
        let farewell = t.farewell().unwrap().unwrap_err().to_string();
        assert_italian(&farewell, "farewell");
        let _ = std::fs::remove_dir_all(&dir);
    });
}

/// What `tavolo --lang it …` prints, stdout and stderr together.
fn tavolo_it(args: &[&str]) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_tavolo")).arg("--lang").arg("it").args(args).output().unwrap();
    String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr)
}

/// Clap's own English, and our English sentences, that must not reach an Italian terminal.
const CLI_ENGLISH: &[&str] = &[
    "Usage",
    "Options",
    "Commands",
    "Print",
    "default",
    "possible values",
    "error:",
    "unexpected",
    "For more information",
    "tip:",
    "required",
    "is for",
    "were given",
    "[OPTIONS]",
    "[COMMAND]",
    "<NAME",
    "<DIR>",
    "<LEVEL",
    "Examples",
    "games/s",
    "win share",
    "mean score",
    "seat ",
];

#[test]
fn the_command_line_in_italian() {
    for args in [
        &["--help"][..],
        &["-h"],
        &["arena", "--help"],
        &["simulate", "--help"],
        &["--bogus"],
        &["--gam", "keltis"],
        &["--seed", "abc"],
        &["arena", "--game", "keltis"],
        &["--resume", "--load", "x.json"],
        &["simulate", "--game", "sheriff", "--players", "9"],
        &["simulate", "--game", "keltis", "--games", "2"],
        &["arena", "--game", "keltis", "--seats", "easy,random", "--games", "2", "--threads", "1"],
        &["arena", "--game", "keltis", "--seats", "esperto"],
        &["--load", "/nessun/file.json"],
    ] {
        let out = tavolo_it(args);
        for w in CLI_ENGLISH {
            assert!(!out.contains(w), "tavolo --lang it {args:?}: English \"{w}\":\n{out}");
        }
    }
    let help = tavolo_it(&["--help"]);
    assert!(
        help.contains("Uso: tavolo [OPZIONI] [COMANDO]") && help.contains("[predefinito: saves]"),
        "{help}"
    );
    let bad = tavolo_it(&["--gam", "keltis"]);
    assert!(bad.contains("errore: argomento inatteso '--gam'") && bad.contains("'--game'"), "{bad}");
    let count = tavolo_it(&["simulate", "--game", "sheriff", "--players", "9"]);
    assert!(count.contains("Lo Sceriffo di Nottingham è per 3–7 giocatori"), "{count}");
}

#[test]
fn every_game_and_mode_has_a_name_in_both_languages() {
    for g in REGISTRY {
        for lang in Lang::ALL {
            let name = g.name().render(lang, &[]);
            assert_ne!(name, g.id(), "{lang:?} has no name for {}", g.id());
        }
    }
    let classic = tavolo::ui::setup_spec::game_name("saboteur-classic");
    assert_eq!(classic.render(Lang::It, &[]), "Saboteur classico");
    assert_eq!(classic.render(Lang::En, &[]), "Classic Saboteur");
}
