//! Black Fleet in Italian at 80×24: every screen kind a game reaches (setup, the movement card, moving
//! with the menu, aiming a ship, the `i` cards, a refusal, the score and the final board) and every
//! menu sentence of a whole bot game show no English word, and the title, turn line and the
//! viewer's ships line are shown whole; the same table in English still reads as before.

use crate::common::{press, render, save_dir, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::{BotLevel, Game, Pending, Player, Session, Setup};
use tavolo::games::blackfleet::screen::describe;
use tavolo::games::blackfleet::{BlackFleet, Options, Stage};
use tavolo::i18n::{Lang, with_lang};
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

/// Words of our English screens and log that must not show on an Italian one (whole words, any case).
const ENGLISH: &[&str] = &[
    "merchant",
    "pirate",
    "navy",
    "doubloons",
    "doubloon",
    "fortune",
    "movement",
    "development",
    "player",
    "players",
    "ports",
    "turn",
    "play",
    "buy",
    "sink",
    "attack",
    "cards",
    "sail",
    "moves",
    "waiting",
    "setup",
    "victory",
    "yellow",
    "purple",
    "green",
    "white",
    "red",
    "sell",
    "load",
    "draw",
    "discard",
    "cube",
    "cubes",
    "empty",
    "you",
    "your",
    "none",
    "board",
    "final",
    "score",
    "back",
    "map",
    "cursor",
    "next",
    "the",
    "and",
    "of",
    "to",
    "at",
    "for",
    "left",
    "done",
    "bought",
];

fn english_words(text: &str) -> Vec<String> {
    let words = text.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase);
    words.filter(|w| ENGLISH.contains(&w.as_str())).collect()
}

/// The screen in Italian at 80×24, checked for English words and for `whole` shown uncut.
fn italian(t: &mut dyn Table, whole: &[&str], what: &str) -> String {
    let screen = with_lang(Lang::It, || render(t, 80, 24));
    let found = english_words(&screen);
    assert!(found.is_empty(), "{what}: English {found:?} on the Italian screen:\n{screen}");
    let flat = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    for w in whole {
        assert!(flat.contains(w), "{what}: «{w}» is not shown whole:\n{screen}");
    }
    screen
}

fn table() -> GameTable<BlackFleet> {
    let players = ["Anna", "Bruno", "Carla"].iter().map(|n| Player::human(n.to_string())).collect();
    let s = Session::new(players, Setup { players: 3, first: None, seed: 5 }, Options::default()).unwrap();
    GameTable::new(s, save_dir("blackfleet-it"))
}

#[test]
fn every_black_fleet_screen_reads_in_italian_at_80x24() {
    let mut t = table();
    press(&mut t, KeyCode::Enter); // the announcement
    italian(&mut t, &["Passa il portatile a ANNA"], "hand-off");
    press(&mut t, KeyCode::Enter);
    let s = italian(
        &mut t,
        &["Black Fleet · preparazione: piazza Anna (nero)", "Preparazione: Anna mette la nave mercantile"],
        "setup",
    );
    assert!(s.contains("Mercantile a ") && s.contains("NG") && s.contains("NV"), "{s}");
    for seat in 0..3 {
        if seat > 0 {
            take_laptop(&mut t);
        }
        press(&mut t, KeyCode::Enter);
    }
    take_laptop(&mut t);
    assert_eq!(*t.session().state.stage(), Stage::Choose);
    let s = italian(&mut t, &["Black Fleet · round 1 · turno di Anna (nero) · 0 dobloni"], "movement card");
    assert!(s.contains("Gioca movimento: mercantile"), "{s}");
    press(&mut t, KeyCode::Enter);
    assert_eq!(*t.session().state.stage(), Stage::Moving);
    italian(&mut t, &["Anna muove: mercantile"], "moving");
    // A refusal said in Italian: the pirate must enter first.
    with_lang(Lang::It, || press(&mut t, KeyCode::Char('e')));
    let s = italian(&mut t, &[], "refusal");
    assert!(s.contains("Prima entra con la nave pirata (p): c'è una casella d'ingresso libera."), "{s}");
    press(&mut t, KeyCode::Char('m'));
    let s = italian(&mut t, &[], "aiming");
    assert!(s.contains("La tua nave mercantile: cursore"), "{s}");
    press(&mut t, KeyCode::Esc);
    press(&mut t, KeyCode::Char('i'));
    let s = with_lang(Lang::It, || render(&mut t, 120, 40));
    assert!(s.contains("Carte sviluppo scoperte") && s.contains("Le tue, coperte:"), "{s}");
    assert!(english_words(&s).is_empty(), "{:?}\n{s}", english_words(&s));
    press(&mut t, KeyCode::Char('i'));
    // The same table in English reads as before.
    let en = render(&mut t, 80, 24);
    assert!(en.contains("Black Fleet · round 1 · Anna's turn (black) · you: black · 0 doubloons"), "{en}");
    assert!(en.contains("Anna moves: merchant"), "{en}");
}

#[test]
fn the_score_screen_the_final_board_and_every_menu_sentence_of_a_game_are_italian() {
    let players = (0..3).map(|i| Player::bot(format!("B{i}"), BotLevel::Normal)).collect();
    let mut s =
        Session::<BlackFleet>::new(players, Setup { players: 3, first: None, seed: 9 }, Options::default())
            .unwrap();
    let names = s.names();
    let mut sentences = 0;
    while let Pending::Seat(seat) = s.pending() {
        let view = s.state.view(Some(seat));
        for a in s.state.legal_actions(seat) {
            let text = with_lang(Lang::It, || describe(&view, &names, &a));
            assert!(english_words(&text).is_empty(), "{a:?}: {text}");
            sentences += 1;
        }
        s.step_bot().unwrap();
    }
    assert!(sentences > 500, "a whole game's menus: {sentences}");
    let mut t = GameTable::resumed(s, save_dir("blackfleet-it"));
    let score = italian(&mut t, &[], "score");
    assert!(score.contains("dobloni rimasti") && score.contains("✓ carta vittoria (10)"), "{score}");
    press(&mut t, KeyCode::Char('b'));
    let board = with_lang(Lang::It, || render(&mut t, 80, 24));
    assert!(board.contains("tabellone finale") && english_words(&board).is_empty(), "{board}");
}
