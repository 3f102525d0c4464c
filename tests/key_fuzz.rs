//! Every game's table driven by thousands of random key presses, all seats human so that every
//! decision goes through the screens: no key sequence may panic, and each game must move on.

mod common;

use common::{render, save_dir};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::engine::{GameRng, Player, Setup};
use tavolo::games::REGISTRY;
use tavolo::ui::TableExit;
use tavolo::ui::registry::{SetupChoices, find};

const KEYS: &[KeyCode] = &[
    KeyCode::Enter,
    KeyCode::Enter,
    KeyCode::Enter,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Tab,
    KeyCode::BackTab,
    KeyCode::Esc,
    KeyCode::PageUp,
    KeyCode::Char(' '),
    KeyCode::Char('f'),
    KeyCode::Char('p'),
    KeyCode::Char('x'),
    KeyCode::Char('m'),
    KeyCode::Char('n'),
    KeyCode::Char('o'),
    KeyCode::Char('e'),
    KeyCode::Char('u'),
    KeyCode::Char('l'),
    KeyCode::Char('d'),
    KeyCode::Char('w'),
    KeyCode::Char('1'),
    KeyCode::Char('2'),
    KeyCode::Char('5'),
    KeyCode::Char('z'),
    KeyCode::Char('b'),
    KeyCode::Char('?'),
];

fn fuzz(id: &str, players: usize, choices: &SetupChoices, seed: u64, presses: usize) -> String {
    let seats = (0..players).map(|i| Player::human(format!("P{i}"))).collect();
    let setup = Setup { players, first: None, seed };
    let game = find(REGISTRY, id).unwrap();
    let mut table = game.new_table(seats, setup, choices, &save_dir(&format!("fuzz-{id}"))).unwrap();
    let mut rng = GameRng::new(seed);
    let first = render(table.as_mut(), 120, 40);
    let mut last = first.clone();
    // A virtual clock: 50 ms between keys, so bots and windows run without the test sleeping.
    let mut now = std::time::Instant::now();
    for i in 0..presses {
        now += std::time::Duration::from_millis(50);
        let code = *rng.pick(KEYS).unwrap();
        if id == "powwow" && code == KeyCode::Esc {
            continue; // Pow Wow quits on Esc (letters belong to the seats)
        }
        let exit = table.key(KeyEvent::new(code, KeyModifiers::NONE), now);
        assert!(matches!(exit, TableExit::Stay | TableExit::ToPicker), "{id}: quit on {code:?}");
        table.on_timer(now);
        if i % 50 == 0 {
            last = render(
                table.as_mut(),
                if i % 100 == 0 { 80 } else { 120 },
                if i % 100 == 0 { 24 } else { 40 },
            );
        }
    }
    // Past the overlays (rules, log, catch-up), a result to confirm and a hand-off (which hides
    // everything, log included) to the table.
    for _ in 0..6 {
        last = render(table.as_mut(), 120, 40);
        let covered =
            ["Pass the laptop", "— rules", "— log,", "since your last turn (", "Only you, ", " Paused "];
        if !covered.iter().any(|c| last.contains(c)) {
            break;
        }
        table.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), now);
    }
    if id == "powwow" {
        // A reveal shows its card up to 0.9 s after the key: let the last one appear.
        now += std::time::Duration::from_millis(1000);
        table.on_timer(now);
        last = render(table.as_mut(), 120, 40);
    }
    assert_ne!(first, last, "{id}: nothing changed after {presses} keys");
    // Actions were taken: the log (or the final score) has lines.
    let log: Vec<&str> = last.lines().skip_while(|l| !l.contains("Log, newest first")).skip(1).collect();
    let moved = log.iter().take(3).any(|l| !l.trim().is_empty()) || last.contains("final score");
    assert!(moved, "{id}: no action was taken:\n{last}");
    last
}

#[test]
fn random_keys_never_panic_and_games_move_on() {
    fuzz("keltis", 3, &SetupChoices::default(), 1, 1500);
    fuzz("sheriff", 4, &SetupChoices::default(), 2, 1500);
    fuzz("saboteur", 4, &SetupChoices::default(), 3, 1500);
    let classic = SetupChoices { toggles: vec![true, true], ..Default::default() };
    fuzz("saboteur", 5, &classic, 4, 1500);
    fuzz("blackfleet", 3, &SetupChoices::default(), 5, 1500);
    fuzz("powwow", 3, &SetupChoices::default(), 6, 1500);
}
