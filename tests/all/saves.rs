//! Saves never destroy progress: a loaded named or older save plays on in a new autosave (a branch),
//! a game open in another window is never written by a second one, named saves ask before replacing
//! a file, autosave names never collide, and a folder that cannot be written shows a banner.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{press, render};
use crossterm::event::KeyCode;
use tavolo::engine::autosave::{Autosave, Continued};
use tavolo::engine::lock::{SaveLock, holder, lock_path};
use tavolo::engine::save::{list_saves, newest_autosave};
use tavolo::engine::{Player, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-saves-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn two_humans(seed: u64) -> Session<Keltis> {
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    Session::new(players, Setup { players: 2, first: Some(0), seed }, Default::default()).unwrap()
}

/// The seat to decide takes the laptop (past the announcement and hand-off) and presses `key`: one
/// real action by keys, autosaved.
fn act(t: &mut GameTable<Keltis>, key: char) {
    let before = t.session().history.len();
    take_laptop(t);
    press(t, KeyCode::Char(key));
    assert_eq!(t.session().history.len(), before + 1, "{}", render(t, 100, 30));
}

/// Past the start-player announcement, a drawn card to confirm, the hand-off and the catch-up, to
/// the seat that decides now.
fn take_laptop(t: &mut GameTable<Keltis>) {
    for _ in 0..5 {
        if t.covered() || t.viewer() != t.session().pending().first() {
            press(t, KeyCode::Enter);
        }
    }
}

fn discard(t: &mut GameTable<Keltis>) {
    act(t, 'd');
}

fn draw(t: &mut GameTable<Keltis>) {
    act(t, 'n');
}

fn autosaves(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = list_saves(dir)
        .into_iter()
        .map(|s| s.path)
        .filter(|p| tavolo::engine::save::is_autosave(p))
        .collect();
    v.sort();
    v
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap()
}

fn loaded(path: &Path, dir: &Path) -> GameTable<Keltis> {
    GameTable::resumed(Session::load(path).unwrap(), dir.to_path_buf())
}

#[test]
fn loading_a_named_save_and_playing_on_leaves_the_later_autosave_alone() {
    let dir = dir("branch");
    // Friday: a named save at the start; the game then goes on to a later autosave.
    let mut t = GameTable::new(two_humans(7), dir.clone());
    discard(&mut t);
    let friday = dir.join("friday.json");
    t.session().save_to(&friday).unwrap();
    for _ in 0..5 {
        draw(&mut t);
        discard(&mut t);
    }
    let later = t.autosave_path().to_path_buf();
    let later_text = read(&later);
    let later_len = t.session().history.len();
    drop(t);
    let friday_text = read(&friday);

    // Load Friday and act: a new autosave, and neither the later autosave nor Friday changes.
    let mut t = loaded(&friday, &dir);
    assert!(t.last_message().unwrap().contains("friday.json stays as it is"), "{:?}", t.last_message());
    assert_ne!(t.autosave_path(), later.as_path());
    draw(&mut t);
    discard(&mut t);
    assert_eq!(read(&later), later_text, "the later autosave was overwritten");
    assert_eq!(read(&friday), friday_text, "the named save was overwritten");
    let branch: Session<Keltis> = Session::load(t.autosave_path()).unwrap();
    assert_eq!(branch.history.len(), 3);
    assert_eq!(Session::<Keltis>::load(&later).unwrap().history.len(), later_len);
    assert_eq!(autosaves(&dir).len(), 2);
    drop(t);

    // The older autosave of the same game, loaded while a newer branch exists, branches again.
    let mut t = loaded(&later, &dir);
    assert!(t.last_message().unwrap().contains("newer autosave"), "{:?}", t.last_message());
    draw(&mut t);
    discard(&mut t);
    assert_eq!(read(&later), later_text, "the older autosave was overwritten");
    assert_eq!(autosaves(&dir).len(), 3);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_newest_autosave_goes_on_in_its_own_file() {
    let dir = dir("inplace");
    let mut t = GameTable::new(two_humans(8), dir.clone());
    discard(&mut t);
    let path = t.autosave_path().to_path_buf();
    drop(t);
    let mut t = loaded(&path, &dir);
    assert_eq!(t.last_message(), Some("Game resumed."));
    assert_eq!(t.autosave_path(), path.as_path());
    draw(&mut t);
    assert_eq!(Session::<Keltis>::load(&path).unwrap().history.len(), 2);
    assert_eq!(autosaves(&dir), vec![path.clone()]);
    // Quitting says how to go on: --resume picks this file.
    let line = t.farewell().unwrap().unwrap().to_string();
    assert_eq!(line, format!("Saved. Continue with: tavolo --resume --save-dir {}", dir.display()));
    drop(t);
    assert!(!lock_path(&path).exists(), "a closed window leaves no lock file");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_game_open_in_another_window_is_never_written_by_a_second_one() {
    let dir = dir("lock");
    let mut first = GameTable::new(two_humans(9), dir.clone());
    discard(&mut first);
    let path = first.autosave_path().to_path_buf();
    assert!(holder(&path).is_some(), "the first window holds its game");

    let mut second = loaded(&path, &dir);
    assert!(second.last_message().unwrap().contains("open in another Tavolo window"));
    assert_ne!(second.autosave_path(), path.as_path());
    draw(&mut second);
    discard(&mut second);
    // The second window plays on in its own file; the first window's file holds the first's moves.
    assert_eq!(Session::<Keltis>::load(&path).unwrap().history.len(), 1);
    draw(&mut first);
    assert_eq!(Session::<Keltis>::load(&path).unwrap().history.len(), 2);
    assert_eq!(Session::<Keltis>::load(second.autosave_path()).unwrap().history.len(), 3);
    // The exit line leads back to the branch: --resume when it is the newest autosave (both were
    // saved within a second here), else --load with its path.
    let line = second.farewell().unwrap().unwrap().to_string();
    let branch = second.autosave_path().to_path_buf();
    if newest_autosave(&dir).unwrap().path == branch {
        assert_eq!(line, format!("Saved. Continue with: tavolo --resume --save-dir {}", dir.display()));
    } else {
        assert_eq!(line, format!("Saved. Continue with: tavolo --load {}", branch.display()));
    }
    drop(first);
    drop(second);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn resume_refuses_a_game_open_in_another_process_and_a_crash_leaves_no_stuck_lock() {
    let dir = dir("resume");
    let mut s = two_humans(10);
    let first = s.state.legal_actions(0).remove(0);
    s.act(0, first).unwrap();
    let path = Autosave::fresh(&dir, "keltis").path().to_path_buf();
    s.save_to(&path).unwrap();
    let lock = SaveLock::acquire(&path, false).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tavolo"))
        .args(["--resume", "--save-dir", dir.to_str().unwrap()])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("This game is open in another Tavolo window (process "), "{err}");
    assert!(err.contains("Close it there, or load a copy with --load"), "{err}");
    assert_eq!(err.trim().lines().count(), 1);
    drop(lock);

    // A crashed window leaves its lock file behind, but no OS lock: the game opens again.
    std::fs::write(lock_path(&path), "999999").unwrap();
    assert_eq!(holder(&path), None);
    let (a, how) = Autosave::for_loaded(Some(&path), 1, &dir, "keltis");
    assert_eq!(how, Continued::InPlace);
    assert_eq!(a.path(), path.as_path());
    drop(a);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn autosave_names_never_collide() {
    let dir = dir("names");
    let all: Vec<Autosave> = (0..50).map(|_| Autosave::fresh(&dir, "keltis")).collect();
    let mut paths: Vec<&Path> = all.iter().map(|a| a.path()).collect();
    paths.sort();
    paths.dedup();
    assert_eq!(paths.len(), 50);
    assert!(paths.iter().all(|p| p.file_name().unwrap().to_str().unwrap().starts_with("autosave-keltis-")));
    drop(all);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn saving_under_an_existing_name_asks_first() {
    let dir = dir("named");
    let mut t = GameTable::new(two_humans(11), dir.clone());
    discard(&mut t);
    let type_name = |t: &mut GameTable<Keltis>| {
        take_laptop(t);
        press(t, KeyCode::Char('s'));
        for c in "friday".chars() {
            press(t, KeyCode::Char(c));
        }
        press(t, KeyCode::Enter);
    };
    type_name(&mut t);
    let friday = dir.join("friday.json");
    assert_eq!(Session::<Keltis>::load(&friday).unwrap().history.len(), 1);
    draw(&mut t);
    type_name(&mut t);
    let screen = render(&mut t, 100, 30);
    assert!(screen.contains("friday.json exists. Overwrite it?"), "{screen}");
    // The rules open from the question with F1 as with `?`, as everywhere, and close back to it.
    assert!(screen.contains("? F1 rules"), "{screen}");
    press(&mut t, KeyCode::F(1));
    assert!(render(&mut t, 100, 30).contains("KEYS HERE"), "F1 opens the rules");
    press(&mut t, KeyCode::F(1));
    assert!(render(&mut t, 100, 30).contains("friday.json exists. Overwrite it?"));
    press(&mut t, KeyCode::Char('n')); // no: back to the name
    press(&mut t, KeyCode::Esc);
    assert_eq!(Session::<Keltis>::load(&friday).unwrap().history.len(), 1, "kept without a yes");
    type_name(&mut t);
    press(&mut t, KeyCode::Char('y'));
    assert_eq!(Session::<Keltis>::load(&friday).unwrap().history.len(), 2);
    assert!(t.last_message().unwrap().starts_with("Saved as"), "{:?}", t.last_message());
    drop(t);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_folder_that_cannot_be_written_shows_a_banner_and_says_so_on_exit() {
    let dir = dir("unwritable");
    // A regular file where the folder should be: creating it fails even for root.
    let blocker = dir.join("not-a-folder");
    std::fs::write(&blocker, "").unwrap();
    let saves = blocker.join("saves");
    let mut t = GameTable::new(two_humans(12), saves.clone());
    for screen in [render(&mut t, 100, 30), {
        discard(&mut t);
        render(&mut t, 100, 30)
    }] {
        assert!(screen.contains("NOT SAVED: Could not write the save"), "{screen}");
        assert!(!screen.contains("quit (saved)"), "{screen}");
    }
    let line = t.farewell().unwrap().unwrap_err().to_string();
    assert!(line.starts_with("Not saved: Could not write the save"), "{line}");
    drop(t);
    assert!(newest_autosave(&saves).is_none());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A window that wrote nothing says so: a second window on a game open elsewhere, left without a
/// move, does not send its player to `--resume` (which would refuse: the game is open); a new game
/// left before its first move writes no empty save for `--resume` to pick over a played one.
#[test]
fn a_window_that_wrote_nothing_says_so_and_leaves_no_empty_save() {
    let dir = dir("nothing");
    let mut first = GameTable::new(two_humans(9), dir.clone());
    discard(&mut first);
    let path = first.autosave_path().to_path_buf();
    let mut second = loaded(&path, &dir);
    let line = second.farewell().unwrap().unwrap().to_string();
    assert!(line.contains("the game is still open in another window"), "{line}");
    drop(second);
    drop(first);
    let mut fresh = GameTable::new(two_humans(10), dir.clone());
    let line = fresh.farewell().unwrap().unwrap().to_string();
    assert_eq!(line, "Nothing saved: no move was made.");
    drop(fresh);
    assert_eq!(autosaves(&dir), vec![path.clone()], "no empty autosave beside the played game");
    assert_eq!(newest_autosave(&dir).unwrap().path, path);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// "Continue a saved game" deletes a save after asking, never one open in another window.
#[test]
fn the_saves_list_deletes_a_save_after_asking_and_never_one_open_elsewhere() {
    use crossterm::event::{KeyEvent, KeyModifiers};
    use tavolo::catalog::REGISTRY;
    use tavolo::ui::app::App;
    let d = dir("delete");
    two_humans(1).save_to(&d.join("first.json")).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1100)); // a later time, so an order
    two_humans(2).save_to(&d.join("second.json")).unwrap();
    let mut app = App::new(REGISTRY, App::picker(REGISTRY, &d), &d, None);
    let key =
        |app: &mut App, code| app.key(KeyEvent::new(code, KeyModifiers::NONE), std::time::Instant::now());
    let screen = |app: &mut App| {
        let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
        term.draw(|f| app.draw(f)).unwrap();
        tavolo::catalog::contract::buffer_text(&term)
    };
    // Down past the five games to "Continue a saved game" (never onto the language row: Enter
    // there would change the language of every test running alongside).
    for _ in 0..REGISTRY.len() {
        key(&mut app, KeyCode::Down);
    }
    assert!(screen(&mut app).contains("▸ Continue a saved game"), "{}", screen(&mut app));
    key(&mut app, KeyCode::Enter);
    let list = screen(&mut app);
    assert!(list.contains("second") && list.contains("first") && list.contains("x delete"), "{list}");
    // A game before its first move is in turn 1, as its log says.
    let row = list.lines().find(|l| l.contains("second")).unwrap();
    assert!(row.split_whitespace().any(|w| w == "1") && !row.split_whitespace().any(|w| w == "0"), "{row}");
    // Asked first; n keeps it.
    key(&mut app, KeyCode::Char('x'));
    let asked = screen(&mut app);
    assert!(asked.contains("Delete the save “second” of Keltis (Anna, Bruno)?"), "{asked}");
    assert!(asked.contains("y delete it") && asked.contains("keep it"), "{asked}");
    key(&mut app, KeyCode::Char('n'));
    assert!(d.join("second.json").exists());
    key(&mut app, KeyCode::Delete);
    key(&mut app, KeyCode::Char('y'));
    assert!(!d.join("second.json").exists() && d.join("first.json").exists());
    let after = screen(&mut app);
    assert!(after.contains("Deleted") && !after.contains("second "), "{after}");
    // A save another window has open stays.
    let _open = SaveLock::acquire(&d.join("first.json"), false).unwrap();
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Char('y'));
    assert!(d.join("first.json").exists());
    assert!(screen(&mut app).contains("open in another Tavolo window"), "{}", screen(&mut app));
}
