//! Pow Wow in Italian at 80×24: every phase a table reaches (the announcement, a reveal coming, the
//! claim window, a claimer's choice, the end) reads in the rulebook's Italian with no English word
//! of the game left and no line cut; the same table in English still reads as before; a game
//! played in Italian loads in English.

use std::time::{Duration, Instant};

use crate::common::{self, render};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::engine::{BotLevel, Player, Session, Setup};
use tavolo::games::powwow::{Card, Indian, Kind, Loot, Options, Phase, PowWow, Tribe};
use tavolo::i18n::{Lang, with_lang};
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

/// English words of Pow Wow's screens that must not appear on an Italian one.
const ENGLISH: &[&str] = &[
    "Chief",
    "Warrior",
    "Maiden",
    "Hunter",
    "Buffalo",
    "Necklace",
    "Tent",
    "Indians",
    "Loot",
    "Claims",
    "none yet",
    "New card",
    "reveal",
    "CLAIM NOW",
    "won ",
    "pass ",
    "deck",
    "window",
    "takes",
    "keys",
    "cards",
    "claim",
    "unowned",
    "Warpath",
    "Marriage",
    "Sharing",
    "game over",
    "chooses",
    "penalt",
];

fn press(t: &mut GameTable<PowWow>, c: char, at: Instant) {
    t.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE), at);
}

/// A key at the time the table has reached.
fn press_now(t: &mut GameTable<PowWow>, c: char) {
    let at = t.now();
    press(t, c, at);
}

/// Anna (keys 1-5) and Bruno (7-0, -) and an easy bot, every optional rule on.
fn plain() -> GameTable<PowWow> {
    let players = vec![Player::human("Anna"), Player::human("Bruno"), Player::bot("Bot", BotLevel::Easy)];
    let options = Options { warpath: true, marriage: true, sharing: true, ..Options::default() };
    let s = Session::new(players, Setup { players: 3, first: Some(0), seed: 4 }, options).unwrap();
    GameTable::new(s, common::save_dir("powwow-italian"))
}

/// [`plain`] with Anna's Hunter, a buffalo and a tent face up, so her claim has a real choice.
fn table() -> GameTable<PowWow> {
    let mut t = plain();
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Red, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo), Card::Loot(Loot::Tent)]);
    t
}

/// The screens of one game, in order: announcement, start, the card coming, the window with a
/// claim, Anna's choice, after it.
fn screens() -> Vec<(String, String)> {
    let mut t = table();
    let mut out = vec![("announcement".to_string(), render(&mut t, 80, 24))];
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), t.now());
    out.push(("reveal".into(), render(&mut t, 80, 24)));
    press_now(&mut t, '5');
    out.push(("revealing".into(), render(&mut t, 80, 24)));
    let due = t.deadline().expect("the reveal is scheduled");
    t.on_timer(due);
    assert!(matches!(t.session().state.phase(), Phase::Window { .. }));
    out.push(("window".into(), render(&mut t, 80, 24)));
    let soon = t.now() + Duration::from_millis(300);
    press(&mut t, '4', soon);
    // A refusal: Bruno's claim key with nothing of his on the table is a claim, so use his reveal
    // key outside his turn after the window instead (below); here Anna's second key is refused.
    press(&mut t, '3', soon);
    out.push(("claimed".into(), render(&mut t, 80, 24)));
    let mut guard = 0;
    while !matches!(t.session().state.phase(), Phase::Resolve { .. }) && guard < 50 {
        let Some(due) = t.deadline() else { break };
        t.on_timer(due);
        guard += 1;
    }
    out.push(("choice".into(), render(&mut t, 80, 24)));
    press_now(&mut t, '6'); // Bruno's reveal key while Anna chooses: told so
    out.push(("choice, Bruno told".into(), render(&mut t, 80, 24)));
    press_now(&mut t, '5');
    out.push(("taken".into(), render(&mut t, 80, 24)));
    press_now(&mut t, '6'); // Bruno's reveal key on Anna's turn to reveal
    out.push(("not Bruno's reveal".into(), render(&mut t, 80, 24)));
    out
}

#[test]
fn every_phase_reads_in_italian_at_80x24_with_nothing_cut() {
    let shots = with_lang(Lang::It, screens);
    for (what, screen) in &shots {
        for word in ENGLISH {
            assert!(!screen.contains(word), "{what}: English {word:?} on an Italian screen\n{screen}");
        }
    }
    let all: String = shots.iter().map(|(_, s)| s.as_str()).collect();
    // Whole phrases on one row each: nothing cut or wrapped apart.
    for wanted in [
        "Regole in vigore: Sentiero di guerra · Matrimonio · Divisione · tempo 3 s",
        "ora scopre Anna [5]",
        "Anna la sta scoprendo…",
        "Indiani      Cacciatore rosso",
        "Bottino      Bufalo 1 · Totem 0 · Tomahawk 0 · Collana 0 · Tenda",
        "Capo 1 Guerriero 2 Fanciulla 3 Cacciatore 4 scopri 5",
        "Capo 7 Guerriero 8 Fanciulla 9 Cacciatore 0 passa 6",
        "Chi reclama  1. Anna Cacciatore",
        "Anna reclama con il Cacciatore: ◂ tutti i bufali + Cacciatore (3 carte) ▸  (1/2)",
        "  tasti 1 ◂ · 2 ▸ · 5 prendi",
        "Troppo tardi: il tempo è scaduto. Sta scegliendo Anna.",
        "Anna prende il Cacciatore rosso + Bufalo ×2",
        "Tocca ad Anna scoprire, non a Bruno.",
        "5 / 6 scopri",
    ] {
        assert!(all.lines().any(|l| l.contains(wanted)), "{wanted:?} missing or cut\n{all}");
    }
    for (what, screen) in &shots {
        for line in screen.lines() {
            assert!(line.chars().count() <= 80, "{what}: {line}");
        }
    }
}

#[test]
fn the_same_table_in_english_reads_as_before() {
    let shots = with_lang(Lang::En, screens);
    let all: String = shots.iter().map(|(_, s)| s.as_str()).collect();
    for wanted in [
        "Rules in force: Warpath · Marriage · Sharing · 3 s window",
        "Anna reveals next [5]",
        "Indians  R-Hunter",
        "Loot     Buffalo 1 · Totem 0 · Tomahawk 0 · Necklace 0 · Tent",
        "Chief 1  Warrior 2  Maiden 3  Hunter 4  reveal 5",
        "Anna takes with the Hunter: ◂ all Buffalos + Hunter (3 cards) ▸  (1/2)",
        "  keys 1 ◂ · 2 ▸ · 5 take",
        "Too late: the window closed. Anna is choosing.",
        "Anna took R-Hunter + Buffalo ×2",
        "It is Anna's turn to reveal, not Bruno's.",
    ] {
        assert!(all.lines().any(|l| l.contains(wanted)), "{wanted:?} missing\n{all}");
    }
}

#[test]
fn setup_and_the_picker_speak_italian() {
    use tavolo::catalog::REGISTRY;
    let g = REGISTRY.iter().find(|g| g.id() == "powwow").unwrap();
    with_lang(Lang::It, || {
        assert_eq!(g.blurb(), "In tempo reale: prendi il bottino prima degli altri");
        let spec = g.setup_spec();
        let labels: Vec<String> = spec.toggles.iter().map(|l| g.shown(l)).collect();
        assert_eq!(labels, ["Sentiero di guerra", "Matrimonio", "Divisione del bottino"]);
        assert_eq!(g.shown(spec.settings[0].label), "Tempo per reclamare");
        assert!(g.help().starts_with("POW WOW (Stefan Dorra) — da 2 a 5 giocatori"));
    });
    // The English labels stay the --option names, whatever the language.
    let choices = with_lang(Lang::It, || g.choices_from(&["warpath".to_string()])).unwrap();
    assert!(choices.on(0));
}

#[test]
fn a_game_played_in_italian_loads_in_english() {
    let dir = common::save_dir("powwow-it-en");
    let path = with_lang(Lang::It, || {
        let mut t = plain();
        t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), t.now());
        press_now(&mut t, '5');
        let due = t.deadline().expect("the reveal is scheduled");
        t.on_timer(due);
        let path = dir.join("it.json");
        t.session().save_to(&path).unwrap();
        path
    });
    let json = std::fs::read_to_string(&path).unwrap();
    assert!(!json.contains("scopre") && !json.contains("Cacciatore"), "{json}");
    let s = with_lang(Lang::En, || Session::<PowWow>::load(&path)).unwrap();
    let mut t = GameTable::resumed(s, dir.clone());
    let screen = with_lang(Lang::En, || render(&mut t, 80, 24));
    assert!(screen.contains("Anna revealed"), "{screen}");
}
