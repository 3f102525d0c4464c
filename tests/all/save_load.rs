//! Save mid-game → load → continue with the same actions gives the identical final state.

use tavolo::engine::{BotLevel, Player, Session, Setup};
use tavolo::games::keltis::Keltis;

fn bots(n: usize) -> Vec<Player> {
    (0..n).map(|i| Player::bot(format!("Bot {i}"), BotLevel::Normal)).collect()
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn save_load_continue_is_identical() {
    let dir = temp_dir("continue");
    for (players, seed, cut) in [(2, 11, 20), (3, 12, 57), (4, 13, 101)] {
        let setup = Setup { players, first: None, seed };
        let mut straight: Session<Keltis> = Session::new(bots(players), setup, Default::default()).unwrap();
        let mut steps = 0;
        while steps < cut && straight.step_bot().unwrap() {
            steps += 1;
        }
        let path = dir.join(format!("mid-{players}.json"));
        straight.save_to(&path).unwrap();
        let mut resumed: Session<Keltis> = Session::load(&path).unwrap();
        assert_eq!(resumed.state, straight.state);
        assert_eq!(resumed.history, straight.history);
        while straight.step_bot().unwrap() {}
        while resumed.step_bot().unwrap() {}
        assert!(straight.is_over());
        assert_eq!(resumed.state, straight.state, "{players} players diverged after loading");
        assert_eq!(resumed.log_for(None), straight.log_for(None));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn undo_takes_back_a_lay_but_never_a_draw() {
    use tavolo::games::keltis::{Action, Source};
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    let mut s: Session<Keltis> =
        Session::new(players, Setup { players: 2, first: Some(0), seed: 5 }, Default::default()).unwrap();
    let before = s.state.clone();
    let card = s.state.hand(0)[0];
    s.act(0, Action::Discard(card)).unwrap();
    assert!(s.can_undo(0));
    assert!(!s.can_undo(1));
    s.undo(0).unwrap();
    assert_eq!(s.state, before);
    s.act(0, Action::Discard(card)).unwrap();
    s.act(0, Action::Draw(Source::Deck)).unwrap();
    assert!(!s.can_undo(0), "a draw revealed a card");
    assert!(s.undo(0).is_err());
    assert!(!s.can_undo(1), "Bruno has not acted yet");
}

#[test]
fn autosave_names_and_listing() {
    use tavolo::engine::save::{list_saves, newest_autosave};
    let dir = temp_dir("listing");
    let mut s: Session<Keltis> =
        Session::new(bots(3), Setup { players: 3, first: None, seed: 3 }, Default::default()).unwrap();
    s.step_bot().unwrap();
    let autosave = tavolo::engine::autosave::Autosave::fresh(&dir, "keltis");
    s.save_to(autosave.path()).unwrap();
    s.save_to(&dir.join("friday.json")).unwrap();
    std::fs::write(dir.join("junk.json"), "{ not a save").unwrap();
    let saves = list_saves(&dir);
    assert_eq!(saves.len(), 2, "junk is skipped");
    assert!(saves.iter().all(|x| x.game == "keltis" && x.players.len() == 3));
    let newest = newest_autosave(&dir).unwrap();
    assert!(newest.path.file_name().unwrap().to_str().unwrap().starts_with("autosave-keltis-"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A loaded game whose next move is a bot's starts that search before the app gives the table its
/// waker: the search's end must still wake the table (it once woke nobody, and a table of bots
/// only, loaded, never moved).
#[test]
fn a_loaded_game_with_a_bot_to_move_moves_once_the_app_gives_its_waker() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use tavolo::table_core::Table;
    let bots = vec![Player::bot("Bot 1", BotLevel::Easy), Player::bot("Bot 2", BotLevel::Easy)];
    let mut s =
        Session::<Keltis>::new(bots, Setup { players: 2, first: Some(0), seed: 3 }, Default::default())
            .unwrap();
    for _ in 0..6 {
        s.step_bot().unwrap();
    }
    let dir = std::env::temp_dir().join(format!("tavolo-waker-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("bots.json");
    s.save_to(&path).unwrap();
    let mut t = tavolo::ui::GameTable::resumed(Session::<Keltis>::load(&path).unwrap(), dir.clone());
    // As the app does: the table first, then its waker; the loop sleeps until woken or due.
    std::thread::sleep(std::time::Duration::from_millis(300));
    let wakes = Arc::new(AtomicUsize::new(0));
    let w = wakes.clone();
    t.set_waker(Arc::new(move || {
        w.fetch_add(1, Ordering::SeqCst);
    }));
    let start = t.session().history.len();
    let mut seen = 0;
    for _ in 0..400 {
        let woken = wakes.load(Ordering::SeqCst);
        match t.deadline() {
            Some(due) => t.on_timer(due),
            None if woken > seen => {
                seen = woken;
                let now = t.now();
                t.on_timer(now);
            }
            None => std::thread::sleep(std::time::Duration::from_millis(10)),
        }
        if t.session().history.len() >= start + 4 {
            break;
        }
    }
    assert!(t.session().history.len() >= start + 4, "the bots stood still after loading");
    let _ = std::fs::remove_dir_all(&dir);
}
