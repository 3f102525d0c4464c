//! Tavolo in Italian: the shared screens show no English, and a save is language-independent.

use crate::common::{buffer_text, press, render, save_dir};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::catalog::REGISTRY;
use tavolo::engine::{BotLevel, Player, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::i18n::{Lang, with_lang};
use tavolo::ui::GameTable;
use tavolo::ui::app::App;

/// English words that must not appear on a shared screen shown in Italian.
const ENGLISH: &[&str] = &[
    "Continue",
    "saved game",
    "choose",
    "start",
    "rules",
    "quit",
    "Players",
    "Start player",
    "new game",
    "Pass the laptop",
    "Everything private",
    "press Enter",
    "human",
    "random",
    "back",
    "field",
    "change",
    "a name",
    "since your last turn",
    "Log",
    "newest",
    "full log",
    "turn ",
];

fn assert_italian(screen: &str, what: &str) {
    for w in ENGLISH {
        assert!(!screen.contains(w), "{what}: English \"{w}\" on an Italian screen:\n{screen}");
    }
}

fn app_screen(app: &mut App, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| app.draw(f)).unwrap();
    buffer_text(&term)
}

#[test]
fn the_picker_and_setup_in_italian_show_no_english() {
    with_lang(Lang::It, || {
        let dir = save_dir("i18n-picker");
        let mut app = App::new(REGISTRY, App::picker(REGISTRY, &dir), &dir, None);
        let picker = app_screen(&mut app, 80, 24);
        assert!(picker.contains("Riprendi una partita salvata") && picker.contains("Lingua"), "{picker}");
        assert_italian(&picker, "picker");
        app.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), std::time::Instant::now());
        let setup = app_screen(&mut app, 80, 24);
        assert!(
            setup.contains("Keltis: il gioco di carte — nuova partita") && setup.contains("Giocatore 1"),
            "{setup}"
        );
        assert_italian(&setup, "setup");
    });
}

fn keltis_table(dir: &str) -> GameTable<Keltis> {
    let players = vec![Player::human("Anna"), Player::bot("Bot", BotLevel::Easy), Player::human("Bruno")];
    let s = Session::new(players, Setup { players: 3, first: Some(0), seed: 4 }, Default::default()).unwrap();
    GameTable::new(s, save_dir(dir))
}

#[test]
fn the_announcement_and_hand_off_in_italian_show_no_english() {
    with_lang(Lang::It, || {
        let mut t = keltis_table("i18n-handoff");
        let announce = render(&mut t, 80, 24);
        assert!(
            announce.contains("Giocatori, in ordine di posto") && announce.contains("umano"),
            "{announce}"
        );
        assert_italian(&announce, "announcement");
        press(&mut t, KeyCode::Enter);
        let handoff = render(&mut t, 80, 24);
        assert!(handoff.contains("Passa il portatile a") && handoff.contains("ANNA"), "{handoff}");
        assert!(handoff.contains("Invio sono Anna"), "the key is named in Italian: {handoff}");
        assert_italian(&handoff, "hand-off");
    });
}

#[test]
fn a_game_saved_in_italian_loads_in_english_with_the_same_log() {
    let dir = save_dir("i18n-save");
    let path = dir.join("italiano.json");
    let it_log = with_lang(Lang::It, || {
        let mut t = keltis_table("i18n-save");
        while t.session().bot_to_act().is_none() && t.session().pending().first().is_some() {
            let seat = t.session().pending().first().unwrap();
            let action = t.session().bot_choice(seat).unwrap();
            t.session_mut().act(seat, action).unwrap();
            if t.session().history.len() > 3 {
                break;
            }
        }
        t.session().save_to(&path).unwrap();
        t.session().log_lines(None, 0)
    });
    let back = Session::<Keltis>::load(&path).unwrap();
    let en_log = back.log_lines(None, 0);
    assert_eq!(en_log.len(), it_log.len());
    assert!(!en_log.is_empty());
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(!text.contains("Giocatore") && !text.contains("turno"), "no display text in the save");
}
