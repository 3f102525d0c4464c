//! The toy game through the catalog, as the shell uses any game: found by id, set up from
//! `--option` names, a table and a hosted table built, a save loaded back, bots simulated and
//! pitted. Its folder, its catalog line and its text files are all it took.

use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent};
use tavolo::catalog::{self, TOY};
use tavolo::engine::arena::Contender;
use tavolo::engine::{BotLevel, Player, Setup};
use tavolo::table_core::TableExit;

#[test]
fn the_toy_game_plays_through_the_catalog() {
    let entry = catalog::game(TOY, "toy").expect("the toy is listed");
    assert_eq!(entry.name().to_string(), "Toy");
    assert!(catalog::game(TOY, "keltis").is_err(), "a catalog lists only its own games");
    let choices = entry.choices_from(&[]).unwrap();
    assert!(entry.choices_from(&["warpath".to_string()]).is_err(), "the toy has no options");
    let dir = std::env::temp_dir().join(format!("tavolo-toy-catalog-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();

    // One person and a bot on one laptop: Enter plays the chosen card; the game reaches its end.
    let players = vec![Player::human("Anna"), Player::bot("Bot", BotLevel::Normal)];
    let setup = Setup { players: 2, first: Some(0), seed: 4 };
    let mut table = entry.new_table(players.clone(), setup, &choices, &dir).unwrap();
    let start = Instant::now();
    let mut over = false;
    for i in 0..400u64 {
        let at = start + std::time::Duration::from_secs(i);
        table.on_timer(at);
        let screen = tavolo::catalog::contract::render(table.as_mut(), 80, 24);
        if screen.contains("Toy — final score") {
            over = true;
            break;
        }
        table.key(KeyEvent::from(KeyCode::Enter), at);
    }
    let screen = tavolo::catalog::contract::render(table.as_mut(), 80, 24);
    assert!(over, "the toy game never reached its end:\n{screen}");
    assert_eq!(table.key(KeyEvent::from(KeyCode::Enter), Instant::now()), TableExit::ToPicker);

    // Its autosave loads back through the catalog, on either table.
    let save = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "json"))
        .expect("the game was saved");
    catalog::load_table(TOY, &save, None, &dir).unwrap();
    catalog::load_room(TOY, &save, Some(entry), &dir).unwrap();
    entry.new_room(players, setup, &choices, &dir).unwrap();

    // Bots alone: simulated and pitted.
    let report = entry.simulate(3, 20, 1, &choices).unwrap();
    assert_eq!(report.games, 20);
    let lineup = [Contender::parse("normal").unwrap(), Contender::parse("easy").unwrap()];
    entry.arena(&lineup, 10, 1, &choices, 1, &|_| {}).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}
