//! `tavolo records`: the table's records read back for people and for tools; a damaged line is a
//! warning, never an error; games played to their end at a table land there, `simulate` does not.

use std::process::{Command, Output};

use tavolo::engine::records::{self, GameRecord, SeatRecord, VERSION};

fn tavolo(args: &[&str], dir: &std::path::Path) -> Output {
    let mut all = vec!["--lang", "en", "--save-dir", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    Command::new(env!("CARGO_BIN_EXE_tavolo")).args(all).output().expect("the binary runs")
}

fn seat(name: &str, kind: &str, score: i32, rank: usize) -> SeatRecord {
    SeatRecord { name: name.into(), kind: kind.into(), score, rank, tied: false, hints: 0 }
}

fn record(id: &str, game: &str, seats: Vec<SeatRecord>) -> GameRecord {
    GameRecord {
        v: VERSION,
        game: game.into(),
        id: id.into(),
        options: serde_json::Value::Null,
        date: 0,
        seats,
    }
}

#[test]
fn records_read_back_per_player_and_game_as_text_and_json_and_skip_a_damaged_line() {
    let dir = std::env::temp_dir().join(format!("tavolo-records-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let empty = tavolo(&["records"], &dir);
    assert!(String::from_utf8_lossy(&empty.stdout).contains("No game finished at a table here yet."));
    records::append(
        &dir,
        &record("1", "keltis", vec![seat("Anna", "human", 20, 1), seat("Bot 2", "hard", 8, 2)]),
    )
    .unwrap();
    records::append(
        &dir,
        &record("2", "keltis", vec![seat("anna", "human", 6, 2), seat("Bot 2", "hard", 9, 1)]),
    )
    .unwrap();
    records::append(
        &dir,
        &record("3", "sheriff", vec![seat("Bruno", "human", 90, 1), seat("Anna", "human", 80, 2)]),
    )
    .unwrap();
    std::fs::write(records::path(&dir), std::fs::read_to_string(records::path(&dir)).unwrap() + "{broken\n")
        .unwrap();
    let out = tavolo(&["records"], &dir);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Records: 3 games finished at this table."), "{text}");
    assert!(text.contains("Keltis") && text.contains("Sheriff"), "{text}");
    let anna = text.lines().find(|l| l.trim_start().starts_with("Anna") && l.contains("50%")).unwrap_or("");
    assert!(
        anna.split_whitespace().collect::<Vec<_>>()
            == ["Anna", "2", "1.0", "50%", "20", "13.0", "24.6", "±", "7.8", "0"],
        "{text}"
    );
    assert!(text.contains("a newcomer starts at 25 ± 8.3"), "{text}");
    assert!(text.contains("Bot (hard)"), "{text}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("One damaged line") && err.lines().count() == 1, "{err}");
    let json = tavolo(&["records", "--game", "sheriff", "--json"], &dir);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(v["standings"].as_array().unwrap().len(), 2);
    assert_eq!(v["standings"][0]["name"], "Bruno");
    assert!(v["standings"][0]["rating"].as_f64().unwrap() > v["standings"][1]["rating"].as_f64().unwrap());
    assert_eq!(v["standings"][0]["history"].as_array().unwrap().len(), 1);
    let bad = tavolo(&["records", "--game", "chess"], &dir);
    assert_eq!(bad.status.code(), Some(1));
    // A simulation plays games out, but not at a table: nothing is recorded.
    let sim = tavolo(&["simulate", "--game", "keltis", "--games", "2"], &dir);
    assert_eq!(sim.status.code(), Some(0));
    assert_eq!(records::read(&dir).0.len(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn names_merge_and_part_from_the_command_line() {
    let dir = std::env::temp_dir().join(format!("tavolo-records-merge-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (id, bruno) in [("1", "Bruno"), ("2", "bruno b")] {
        let seats = vec![seat(bruno, "human", 9, 1), seat("Anna", "human", 5, 2)];
        records::append(&dir, &record(id, "keltis", seats)).unwrap();
    }
    let typo = tavolo(&["records", "--merge", "brno", "Bruno"], &dir);
    assert_eq!(typo.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&typo.stderr).contains("No game in the records has a player named brno.")
    );
    let merged = tavolo(&["records", "--merge", "bruno b", "Bruno"], &dir);
    assert_eq!(merged.status.code(), Some(0));
    let said = String::from_utf8_lossy(&merged.stdout);
    assert!(said.contains("From now on bruno b counts as Bruno."), "{said}");
    let text = String::from_utf8_lossy(&tavolo(&["records"], &dir).stdout).to_string();
    let bruno = text.lines().find(|l| l.trim_start().starts_with("Bruno")).unwrap_or("");
    assert_eq!(bruno.split_whitespace().take(3).collect::<Vec<_>>(), ["Bruno", "2", "2.0"], "{text}");
    assert!(text.contains("Bruno also played as bruno b."), "{text}");
    let again = tavolo(&["records", "--merge", "Bruno", "BRUNO B"], &dir);
    assert!(String::from_utf8_lossy(&again.stdout).contains("already one player"));
    let parted = tavolo(&["records", "--unmerge", "bruno"], &dir);
    assert!(String::from_utf8_lossy(&parted.stdout).contains("stands apart again"));
    let text = String::from_utf8_lossy(&tavolo(&["records"], &dir).stdout).to_string();
    assert!(text.lines().any(|l| l.trim_start().starts_with("bruno b")), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
