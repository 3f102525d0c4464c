//! A public pause (a Saboteur round's results, which everyone may look at) ends with the laptop in
//! the middle of the table: whoever decides next takes it at a hand-off, also when they were the
//! last to hold it before the pause. Replays the two saves a playtest found the leak with.

use crate::common::{press, render, save_dir, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::{Game, Pending, Record, Session};
use tavolo::games::saboteur::Saboteur;
use tavolo::ui::GameTable;

/// The save's game rebuilt up to the last human decision before `results` (the index of the
/// `Continue` that leaves the round's results): that human takes the laptop at its hand-off, then
/// the recorded moves up to the results go through the table, and Enter leaves the results.
/// Returns the screen shown after that Enter, and the seat that decides then.
fn after_the_results(fixture: &str, results: usize) -> (String, usize) {
    let saved = Session::<Saboteur>::from_json(fixture, std::path::Path::new("repro.json")).unwrap();
    let humans: Vec<bool> = saved.players.iter().map(|p| !p.is_bot()).collect();
    let acts: Vec<(usize, _)> = saved
        .history
        .iter()
        .map(|r| match r {
            Record::Act { seat, action } => (*seat, action.clone()),
            Record::Clock { .. } | Record::Hint { .. } => panic!("no clock, no coach here"),
        })
        .collect();
    let last_human = (0..results).rev().find(|&i| humans[acts[i].0]).unwrap();
    let history = saved.history[..last_human].to_vec();
    let start =
        Session::<Saboteur>::replay(saved.players.clone(), saved.setup, saved.options.clone(), history, 0)
            .unwrap();
    let mut t = GameTable::resumed(start, save_dir("round-start-privacy"));
    let holder = acts[last_human].0;
    let screen = render(&mut t, 120, 40);
    let name = saved.players[holder].name.to_uppercase();
    assert!(screen.contains("Pass the laptop") && screen.contains(&name), "{screen}");
    take_laptop(&mut t); // the holder takes the laptop (and reads the news)
    for (seat, action) in acts[last_human..results].iter().cloned() {
        t.act_as(seat, action);
    }
    assert!(t.session().state.interlude(), "the round's results are on the table");
    // What the last decision told its player (a nugget card kept) is read before the results, and
    // nothing invites everyone to look while it is on screen.
    loop {
        let screen = render(&mut t, 120, 40);
        if !screen.contains("Only you, ") {
            break;
        }
        assert!(!screen.contains("Everyone may look"), "{screen}");
        press(&mut t, KeyCode::Enter);
    }
    let results = render(&mut t, 120, 40);
    assert!(results.contains("Everyone may look") && !results.contains("gold 2"), "{results}");
    press(&mut t, KeyCode::Enter);
    let next = match t.session().pending() {
        Pending::Seat(s) => s,
        other => panic!("{other:?}"),
    };
    assert_eq!(next, holder, "the repro: the new round begins with the last human who decided");
    (render(&mut t, 120, 40), next)
}

#[test]
fn a_new_saboteur_2_round_starts_behind_a_hand_off() {
    let (screen, next) = after_the_results(include_str!("../fixtures/saboteur2-round-start-leak.json"), 98);
    assert_eq!(next, 2, "Bruno");
    assert!(screen.contains("Pass the laptop to  BRUNO"), "Bruno's new role and hand on screen:\n{screen}");
    assert!(!screen.contains("Your role") && !screen.contains("gold"), "{screen}");
}

#[test]
fn a_new_classic_round_starts_behind_a_hand_off() {
    let fixture = include_str!("../fixtures/saboteur-classic-round-start-leak.json");
    let (screen, next) = after_the_results(fixture, 24);
    assert_eq!(next, 0, "Anna");
    assert!(screen.contains("Pass the laptop to  ANNA"), "Anna's gold on screen:\n{screen}");
    assert!(!screen.contains("gold 2"), "{screen}");
}
