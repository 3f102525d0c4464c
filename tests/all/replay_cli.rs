//! `tavolo replay FILE --text`: the game record of a fixture save, line by line; an unfinished
//! game gives only what everyone saw; never an SSH key, user name or table code; a damaged file
//! gets `--load`'s sentence.

use std::process::{Command, Output};

fn tavolo(args: &[&str]) -> Output {
    let dir = std::env::temp_dir().join(format!("tavolo-replay-cli-{}", std::process::id()));
    let mut all = vec!["--save-dir", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    Command::new(env!("CARGO_BIN_EXE_tavolo")).args(all).output().expect("the binary runs")
}

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

#[test]
fn a_finished_game_prints_as_its_record_line_by_line() {
    let save = format!("{FIXTURES}/replay-keltis-finished.json");
    let out = tavolo(&["--lang", "en", "replay", &save, "--text"]);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let got = String::from_utf8(out.stdout).unwrap();
    let want = std::fs::read_to_string(format!("{FIXTURES}/replay-keltis-finished.txt")).unwrap();
    for (i, (g, w)) in got.lines().zip(want.lines()).enumerate() {
        assert_eq!(g, w, "line {}", i + 1);
    }
    assert_eq!(got.lines().count(), want.lines().count());
    // The save holds Anna's SSH login and key: the record never prints them.
    assert!(!got.contains("anna-ssh-login") && !got.contains("SHA256"), "{got}");
    // Every hand at the end, and the private lines with whose they were.
    assert!(got.contains("(Bruno only) You drew") && got.contains("At the end, what no screen showed:"));
}

#[test]
fn an_unfinished_game_prints_only_what_everyone_saw_in_either_language() {
    let save = format!("{FIXTURES}/replay-keltis-unfinished.json");
    let en = String::from_utf8(tavolo(&["--lang", "en", "replay", &save, "--text"]).stdout).unwrap();
    assert!(en.contains("The game is not over: only what everyone saw is shown."), "{en}");
    assert!(en.contains("Anna drew from the deck"));
    assert!(!en.contains("only)") && !en.contains("You drew") && !en.contains("no screen showed"), "{en}");
    assert!(!en.contains("anna-ssh-login") && !en.contains("SHA256"));
    let it = String::from_utf8(tavolo(&["--lang", "it", "replay", &save, "--text"]).stdout).unwrap();
    assert!(it.starts_with("Keltis: il gioco di carte — resoconto della partita\n"), "{it}");
    assert!(it.contains("La partita non è finita") && it.contains("── turno 1 ──"), "{it}");
}

#[test]
fn a_damaged_save_gets_the_same_sentence_as_load() {
    let bad = std::env::temp_dir().join(format!("tavolo-replay-bad-{}.json", std::process::id()));
    std::fs::write(&bad, "{\"format\":").unwrap();
    let path = bad.to_str().unwrap();
    let replay = tavolo(&["--lang", "en", "replay", path, "--text"]);
    let load = tavolo(&["--lang", "en", "--load", path]);
    assert_eq!(replay.status.code(), Some(1));
    assert_eq!(load.status.code(), Some(1));
    let said = String::from_utf8_lossy(&replay.stderr);
    assert_eq!(said, String::from_utf8_lossy(&load.stderr));
    assert_eq!(said.lines().count(), 1, "{said}");
    let _ = std::fs::remove_file(&bad);
}
