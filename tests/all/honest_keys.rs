//! Outside the game table the bottom bar tells the exact truth, as it does at the table: every key
//! it lists acts, and every other key changes nothing and says so on the screen. Walked over the
//! picker (each entry, with and without saves), every game's setup (each row, the player count at
//! its ends, a bot seat, a full name, hosted), the saves list, Pow Wow's key test and the "please
//! enlarge" screen, pressing every key of a keyboard's worth in each. F1 opens the rules wherever ?
//! does, at the table and the hosted table too.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::{self, buffer_text, render};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::catalog::REGISTRY;
use tavolo::engine::{Player, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::i18n::{Lang, with_lang};
use tavolo::net::table::HostedTable;
use tavolo::net::{Input, Room, Size};
use tavolo::table_core::Table;
use tavolo::ui::GameTable;
use tavolo::ui::app::{App, Screen};
use tavolo::ui::widgets::{self, Hint};

/// What a refused key says, on every screen but the "please enlarge" one.
const REFUSED: &str = "That key does nothing now";
/// What a refused key says while the terminal is too small.
const REFUSED_SMALL: &str = "That key does nothing until the terminal is larger";

/// A keyboard's worth of keys.
fn universe() -> Vec<KeyCode> {
    use KeyCode::*;
    let mut keys: Vec<KeyCode> = ('a'..='z').chain('0'..='9').chain(['?', ' ']).map(Char).collect();
    keys.extend([
        Up,
        Down,
        Left,
        Right,
        Tab,
        BackTab,
        Enter,
        Esc,
        F(1),
        PageUp,
        PageDown,
        Home,
        End,
        Backspace,
    ]);
    keys
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-honest-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `n` saved Keltis games in `dir`.
fn saves(dir: &Path, n: usize) {
    for i in 0..n {
        let players = vec![Player::human("Anna"), Player::human("Bruno")];
        let setup = Setup { players: 2, first: Some(0), seed: i as u64 };
        let s = Session::<Keltis>::new(players, setup, Default::default()).unwrap();
        s.save_to(&dir.join(format!("save{i}.json"))).unwrap();
    }
}

/// Records in `dir` of two Keltis games and a Sheriff game (Anna, Bruno, "bruno b", a Hard bot); with
/// `merged`, "bruno b" is merged into Bruno.
fn records(dir: &Path, merged: bool) {
    use tavolo::engine::records::*;
    let seat = |name: &str, kind: &str, rank| SeatRecord {
        name: name.into(),
        kind: kind.into(),
        score: 10 - rank as i32,
        rank,
        tied: false,
        hints: 0,
    };
    let games = [
        ("keltis", vec![seat("Anna", "human", 1), seat("Bruno", "human", 2), seat("Bot 3", "hard", 3)]),
        ("keltis", vec![seat("bruno b", "human", 1), seat("Anna", "human", 2)]),
        ("sheriff", vec![seat("Anna", "human", 2), seat("Bruno", "human", 1), seat("Bot 3", "hard", 3)]),
    ];
    for (i, (game, seats)) in games.into_iter().enumerate() {
        let r = GameRecord {
            v: VERSION,
            game: game.into(),
            id: i.to_string(),
            options: Default::default(),
            date: 0,
            seats,
        };
        append(dir, &r).unwrap();
    }
    if merged {
        change_merges(dir, |m| m.join("bruno b", "Bruno")).unwrap();
    }
}

fn key(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE), Instant::now());
}

/// The app drawn at `w`×`h`, and the hints of the bar it drew (those a full bar left out too).
fn draw(app: &mut App, (w, h): (u16, u16)) -> (String, Vec<Hint>) {
    widgets::shown_bars();
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| app.draw(f)).unwrap();
    (buffer_text(&term), widgets::shown_bars())
}

/// What the screen holds (cursor, names, choices, keys tested), not how it is drawn.
fn model(app: &App) -> String {
    match &app.screen {
        Screen::Picker(p) => format!("{p:?}"),
        Screen::Saves(s) => format!("{s:?}"),
        Screen::Records(r) => format!("{r:?}"),
        Screen::Setup(s) => format!("{s:?}"),
        Screen::Table(_) => "a table".into(),
    }
}

/// Where the app begins.
#[derive(Clone, Copy)]
enum Begin {
    Picker,
    Setup(&'static str),
    Table,
}

/// A screen to test: the app begun at `begin` in `dir`, then `keys` pressed, drawn at `size`.
struct Start {
    label: String,
    dir: PathBuf,
    begin: Begin,
    keys: Vec<KeyCode>,
    size: (u16, u16),
    /// Listed keys that leave this screen as it is, and why.
    idempotent: Vec<(KeyCode, &'static str)>,
    /// Listed keys not pressed here, and why (one changes the whole process's language).
    skip: Vec<(KeyCode, &'static str)>,
}

impl Start {
    fn new(label: impl Into<String>, dir: &Path, begin: Begin, keys: Vec<KeyCode>) -> Self {
        Start {
            label: label.into(),
            dir: dir.to_path_buf(),
            begin,
            keys,
            size: (80, 24),
            idempotent: Vec::new(),
            skip: Vec::new(),
        }
    }

    fn small(mut self, size: (u16, u16)) -> Self {
        self.size = size;
        self
    }

    fn make(&self) -> App {
        let screen = match self.begin {
            Begin::Picker => App::picker(REGISTRY, &self.dir),
            Begin::Setup(id) => App::setup(tavolo::catalog::find(REGISTRY, id).unwrap()),
            Begin::Table => {
                let keltis = tavolo::catalog::find(REGISTRY, "keltis").unwrap();
                let players = vec![Player::human("Anna"), Player::human("Bruno")];
                let setup = Setup { players: 2, first: Some(0), seed: 4 };
                Screen::Table(keltis.new_table(players, setup, &keltis.default_choices(), &self.dir).unwrap())
            }
        };
        let mut app = App::new(REGISTRY, screen, &self.dir, Some(7));
        for &k in &self.keys {
            key(&mut app, k);
        }
        app
    }
}

/// A key that broke the bar's word: where, which, how, and the screen after it.
struct Broken {
    label: String,
    key: KeyCode,
    how: &'static str,
    screen: String,
}

/// Presses every key of [`universe`] on a fresh copy of `start`: a listed key changes what is on
/// screen (or quits, or is listed in `idempotent`); any other changes nothing else and says so.
fn walk(start: &Start, broken: &mut Vec<Broken>) {
    let refusal = if start.size.0 < 80 || start.size.1 < 24 { REFUSED_SMALL } else { REFUSED };
    let (first, hints) = draw(&mut start.make(), start.size);
    let mut fail = |key, how, screen: &str| {
        broken.push(Broken { label: start.label.clone(), key, how, screen: screen.to_string() })
    };
    if hints.is_empty() {
        fail(KeyCode::Null, "no key hint on screen", &first);
    }
    for code in universe() {
        if start.skip.iter().any(|(k, _)| *k == code) {
            continue;
        }
        let mut app = start.make();
        let (before, hints) = draw(&mut app, start.size);
        let event = KeyEvent::new(code, KeyModifiers::NONE);
        let listed = widgets::takes(&hints, &event);
        let held = model(&app);
        key(&mut app, code);
        let (after, _) = draw(&mut app, start.size);
        if listed {
            // The cursor of a list may move by its highlight alone: the model says so.
            let acted = app.quit || after != before || model(&app) != held;
            let same_ok = start.idempotent.iter().any(|(k, _)| *k == code);
            if after.contains(refusal) {
                fail(code, "listed but refused", &after);
            } else if !acted && !same_ok {
                fail(code, "listed but changed nothing", &after);
            }
        } else if app.quit || model(&app) != held {
            fail(code, "not listed but acted", &after);
        } else if !after.contains(refusal) {
            fail(code, "not listed, and nothing said it does nothing", &after);
        } else {
            // Nothing else moved: only the message line changed.
            let moved = before.lines().zip(after.lines()).any(|(b, a)| b != a && !a.contains(refusal));
            if moved {
                fail(code, "not listed but changed the screen", &after);
            }
        }
    }
}

/// The broken keys grouped by screen and how, each group's keys on one line; the first screen of
/// each kind in full.
fn report(broken: &[Broken]) -> String {
    let mut out = String::new();
    let mut shown: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < broken.len() {
        let b = &broken[i];
        let same = broken[i..].iter().take_while(|o| o.label == b.label && o.how == b.how).count();
        let keys: Vec<String> = broken[i..i + same].iter().map(|o| format!("{:?}", o.key)).collect();
        out += &format!("{}: {}: {}\n", b.label, b.how, keys.join(" "));
        if !shown.contains(&b.how) {
            shown.push(b.how);
            out += &format!("{}\n", b.screen);
        }
        i += same;
    }
    out
}

/// The rows of `game`'s setup, counted by walking ↓ until the form is back where it began.
fn setup_rows(game: &'static str, d: &Path) -> usize {
    let start = Start::new("", d, Begin::Setup(game), Vec::new());
    let mut app = start.make();
    let home = model(&app);
    for n in 1..40 {
        key(&mut app, KeyCode::Down);
        if model(&app) == home {
            return n;
        }
    }
    panic!("{game}: ↓ never came back to the first seat");
}

/// Every screen outside the table, as [`Start`]s (their save folders named after `tag`, one set
/// per test: tests run at once).
fn screens(tag: &str) -> Vec<Start> {
    use KeyCode::*;
    let dir = |name: &str| dir(&format!("{tag}-{name}"));
    let mut all = Vec::new();
    // The picker, on every entry: without saves, then with two.
    let none = dir("picker-none");
    let two = dir("picker-two");
    saves(&two, 2);
    let one = dir("saves-one");
    saves(&one, 1);
    for (d, what) in [(&none, "no saves"), (&two, "two saves")] {
        for i in 0..REGISTRY.len() + 3 {
            let mut s = Start::new(format!("picker ({what}), entry {i}"), d, Begin::Picker, vec![Down; i]);
            if i == REGISTRY.len() + 2 {
                // Enter switches the whole app's language (checked in shared_italian): not pressed
                // here, where other tests draw in English at the same time.
                s.skip.push((Enter, "switches the language"));
                s.skip.push((Left, "switches the language"));
                s.skip.push((Right, "switches the language"));
            }
            all.push(s);
        }
    }
    // The saves list: two saves at each, and one alone (↑↓ have nowhere to go).
    let to_saves = vec![Down; REGISTRY.len()].into_iter().chain([Enter]).collect::<Vec<_>>();
    all.push(Start::new("saves list, first of two", &two, Begin::Picker, to_saves.clone()));
    all.push(Start::new(
        "saves list, second of two",
        &two,
        Begin::Picker,
        to_saves.iter().copied().chain([Down]).collect(),
    ));
    all.push(Start::new("saves list, one save", &one, Begin::Picker, to_saves));
    // The Records screen: empty, then two games' records on the first and second player, choosing
    // whom to merge into, and a merged player.
    let to_records = || vec![Down; REGISTRY.len() + 1].into_iter().chain([Enter]);
    all.push(Start::new("records, none", &none, Begin::Picker, to_records().collect()));
    let kept = dir("records");
    records(&kept, false);
    all.push(Start::new("records, first row", &kept, Begin::Picker, to_records().collect()));
    all.push(Start::new("records, second row", &kept, Begin::Picker, to_records().chain([Down]).collect()));
    all.push(Start::new("records, merging", &kept, Begin::Picker, to_records().chain([Char('m')]).collect()));
    let merged = dir("records-merged");
    records(&merged, true);
    all.push(Start::new("records, merged", &merged, Begin::Picker, to_records().collect()));
    // Each game's setup on every row, then at its edges.
    for g in REGISTRY {
        let id = g.id();
        let d = dir(&format!("setup-{id}"));
        for r in 0..setup_rows(id, &d) {
            all.push(Start::new(
                format!("{id} setup, row {r} below the first seat"),
                &d,
                Begin::Setup(id),
                vec![Down; r],
            ));
        }
        let up_left = [Up].into_iter().chain([Left; 14]).collect();
        all.push(Start::new(format!("{id} setup, fewest players"), &d, Begin::Setup(id), up_left));
        let up_right = [Up].into_iter().chain([Right; 14]).collect();
        all.push(Start::new(format!("{id} setup, most players"), &d, Begin::Setup(id), up_right));
        all.push(Start::new(format!("{id} setup, a bot seat"), &d, Begin::Setup(id), vec![Right]));
        all.push(Start::new(format!("{id} setup, a full name"), &d, Begin::Setup(id), vec![Char('x'); 20]));
        all.push(Start::new(format!("{id} setup, an empty name"), &d, Begin::Setup(id), vec![Backspace; 20]));
    }
    // Hosted over SSH (no shared keyboard, no key test): on the table row and on the last.
    let d = dir("setup-hosted");
    all.push(Start::new(
        "Pow Wow hosted, table row",
        &d,
        Begin::Setup("powwow"),
        vec![Up, Up, Up, Up, Right],
    ));
    all.push(Start::new(
        "Pow Wow hosted, host row",
        &d,
        Begin::Setup("powwow"),
        vec![Up, Up, Up, Up, Right, Down],
    ));
    // Pow Wow's key test: nothing pressed yet, then seat 1's first key lit.
    let test = vec![Up, Up, Up, Enter];
    all.push(Start::new("key test", &d, Begin::Setup("powwow"), test.clone()));
    let mut lit = Start::new(
        "key test, 1 lit",
        &d,
        Begin::Setup("powwow"),
        test.into_iter().chain([Char('1')]).collect(),
    );
    lit.idempotent.push((Char('1'), "a key already lit stays lit"));
    all.push(lit);
    // Too small, over the picker, a setup and a game table.
    let d = dir("small");
    all.push(Start::new("too small over the picker", &d, Begin::Picker, Vec::new()).small((60, 20)));
    all.push(Start::new("too small over setup", &d, Begin::Setup("keltis"), Vec::new()).small((79, 24)));
    all.push(Start::new("too small over a table", &d, Begin::Table, vec![Enter]).small((80, 23)));
    all
}

#[test]
fn outside_the_table_a_listed_key_acts_and_any_other_says_it_does_nothing() {
    with_lang(Lang::En, || {
        let mut broken = Vec::new();
        for start in screens("walk") {
            walk(&start, &mut broken);
        }
        assert!(broken.is_empty(), "{} keys broke the bar's word:\n{}", broken.len(), report(&broken));
    });
}

#[test]
fn q_leaves_the_enlarge_screen_saving_the_game_and_says_so_on_it() {
    with_lang(Lang::En, || {
        let d = dir("small-q");
        let start = Start::new("table", &d, Begin::Table, vec![KeyCode::Enter]).small((60, 20));
        let mut app = start.make();
        let (screen, _) = draw(&mut app, (60, 20));
        assert!(screen.contains("Please enlarge the terminal") && screen.contains("q quit"), "{screen}");
        key(&mut app, KeyCode::Enter);
        let (screen, _) = draw(&mut app, (60, 20));
        assert!(!app.quit && screen.contains(REFUSED_SMALL), "{screen}");
        key(&mut app, KeyCode::Char('q'));
        assert!(app.quit, "q leaves");
        // As q on the table would: the app's farewell says what became of the game (no move was
        // made here, so no save was kept).
        let farewell = app.farewell().expect("a table says farewell").expect("no error");
        let farewell = tavolo::i18n::tr(&farewell);
        assert_eq!(farewell, "Nothing saved: no move was made.");
        // Bigger again: the table, without the refusal that was for the small screen.
        let mut app = start.make();
        draw(&mut app, (60, 20));
        key(&mut app, KeyCode::Char('x'));
        let (screen, _) = draw(&mut app, (80, 24));
        assert!(screen.contains("Pass the laptop to") && !screen.contains("does nothing"), "{screen}");
        let _ = std::fs::remove_dir_all(&d);
    });
}

#[test]
fn f1_opens_the_rules_wherever_question_mark_does() {
    with_lang(Lang::En, || {
        let d = dir("f1");
        saves(&d, 1);
        // The picker (the game's rules; Tavolo's help on "Continue"), setup, the saves list.
        let cases: [(&str, Vec<KeyCode>, &str); 4] = [
            ("picker", vec![], "Keltis — rules"),
            ("picker on Continue", vec![KeyCode::Up, KeyCode::Up], "Tavolo — help"),
            ("setup", vec![KeyCode::Enter], "Keltis — rules"),
            ("saves list", vec![KeyCode::Up, KeyCode::Up, KeyCode::Enter], "Tavolo — help"),
        ];
        for (what, keys, title) in cases {
            let mut app = Start::new(what, &d, Begin::Picker, keys).make();
            let (screen, hints) = draw(&mut app, (80, 24));
            let f1 = KeyEvent::new(KeyCode::F(1), KeyModifiers::NONE);
            assert!(widgets::takes(&hints, &f1), "{what}: F1 not listed:\n{screen}");
            assert!(screen.contains("? F1 "), "{what}: the bar shows F1 beside ?:\n{screen}");
            key(&mut app, KeyCode::F(1));
            let (screen, _) = draw(&mut app, (80, 24));
            assert!(screen.contains(title), "{what}: F1 did not open {title}:\n{screen}");
        }
        // At the table: on the announcement and at play, listed with ? and opening the rules.
        let players = vec![Player::human("Anna"), Player::human("Bruno")];
        let s = Session::<Keltis>::new(
            players,
            Setup { players: 2, first: Some(0), seed: 3 },
            Default::default(),
        )
        .unwrap();
        let mut t = GameTable::new(s, d.clone());
        for step in ["announcement", "hand-off"] {
            let f1 = KeyEvent::new(KeyCode::F(1), KeyModifiers::NONE);
            assert!(widgets::takes(&t.hints(), &f1), "{step}: F1 not among the table's hints");
            t.key(f1, common::pace());
            let screen = render(&mut t, 80, 24);
            assert!(screen.contains("Keltis — rules"), "{step}:\n{screen}");
            common::press(&mut t, KeyCode::Esc);
            common::press(&mut t, KeyCode::Enter);
        }
        let screen = render(&mut t, 120, 40);
        assert!(screen.contains("? F1 rules"), "{screen}");
        let _ = std::fs::remove_dir_all(&d);
    });
}

#[test]
fn f1_opens_the_rules_at_a_hosted_table() {
    with_lang(Lang::En, || {
        let d = dir("f1-hosted");
        let players = vec![Player::human("Anna"), Player::human("Bruno")];
        let s = Session::<Keltis>::new(
            players,
            Setup { players: 2, first: Some(0), seed: 7 },
            Default::default(),
        )
        .unwrap();
        let mut t = HostedTable::new(s, &d);
        let size = Size { width: 80, height: 24 };
        let press = |t: &mut HostedTable<Keltis>, client, code| {
            let at = t.now() + Duration::from_secs(1);
            t.input(Input::Key { client, key: KeyEvent::new(code, KeyModifiers::NONE), at }, at);
        };
        for (client, user) in [(1, "anna"), (2, "bruno")] {
            let now = t.now();
            t.input(Input::Join { client, user: user.into(), size, key: None }, now);
            press(&mut t, client, KeyCode::Enter);
        }
        let screen = |t: &mut HostedTable<Keltis>| {
            let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
            term.draw(|f| t.draw(1, f)).unwrap();
            buffer_text(&term)
        };
        let table = screen(&mut t);
        assert!(table.contains("? F1 rules"), "{table}");
        press(&mut t, 1, KeyCode::F(1));
        let rules = screen(&mut t);
        assert!(rules.contains("Keltis — rules"), "{rules}");
        let _ = std::fs::remove_dir_all(&d);
    });
}

#[test]
fn the_bars_outside_the_table_read_right_in_italian_and_fit_80_columns() {
    for lang in [Lang::En, Lang::It] {
        with_lang(lang, || {
            for start in screens(&format!("{lang:?}")) {
                let mut app = start.make();
                let (screen, hints) = draw(&mut app, start.size);
                // Every hint whole on screen: none dropped for room, none cut.
                for h in &hints {
                    let whole = format!("{} {}", h.key, h.what);
                    assert!(
                        screen.contains(&whole),
                        "{lang:?} {}: \"{whole}\" not shown:\n{screen}",
                        start.label
                    );
                }
                if lang == Lang::It {
                    for english in
                        ["Enter", "quit", "rules", "back", "field", "change", "does nothing", "enlarge"]
                    {
                        assert!(
                            !screen.contains(english),
                            "{}: \"{english}\" in Italian:\n{screen}",
                            start.label
                        );
                    }
                }
            }
            let d = dir("italian");
            let mut app = Start::new("picker", &d, Begin::Picker, Vec::new()).make();
            key(&mut app, KeyCode::Char('z'));
            let (screen, _) = draw(&mut app, (80, 24));
            let (quit, refused) = match lang {
                Lang::En => ("q Esc quit", REFUSED),
                Lang::It => ("q Esc esci", "Questo tasto ora non fa nulla"),
            };
            assert!(screen.contains(quit) && screen.contains(refused), "{screen}");
            let (screen, _) = draw(&mut app, (60, 20));
            let (quit, refused) = match lang {
                Lang::En => ("q quit", REFUSED_SMALL),
                Lang::It => ("q esci", "Quel tasto non fa nulla finché il terminale non si allarga"),
            };
            assert!(screen.contains(quit) && !screen.contains(refused), "{screen}");
            key(&mut app, KeyCode::Char('z'));
            let (screen, _) = draw(&mut app, (60, 20));
            assert!(screen.contains(refused), "{screen}");
            let _ = std::fs::remove_dir_all(&d);
        });
    }
}
