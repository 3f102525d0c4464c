//! The command-line contract: clear one-sentence errors with exit code 1 (2 for usage errors), no
//! panics, save files left untouched; `simulate --json` prints one JSON object.

use std::path::PathBuf;
use std::process::{Command, Output};

fn tavolo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tavolo")).args(args).output().expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A real mid-game Keltis save made through the library.
fn real_save(dir: &std::path::Path) -> (PathBuf, String) {
    use tavolo::engine::{BotLevel, Player, Session, Setup};
    let players = (0..3).map(|i| Player::bot(format!("Bot {i}"), BotLevel::Normal)).collect();
    let mut s: Session<tavolo::games::keltis::Keltis> =
        Session::new(players, Setup { players: 3, first: None, seed: 9 }, Default::default()).unwrap();
    for _ in 0..10 {
        s.step_bot().unwrap();
    }
    let path = dir.join("real.json");
    s.save_to(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    (path, text)
}

fn assert_one_clean_error(o: &Output, code: i32, needle: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(code), "stderr: {err}");
    assert!(err.contains(needle), "expected {needle:?} in {err:?}");
    assert!(!err.contains("panicked") && !err.contains("backtrace"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "one sentence: {err:?}");
}

#[test]
fn unknown_game_and_bad_player_count() {
    assert_one_clean_error(&tavolo(&["--game", "chess"]), 1, "Unknown game \"chess\"");
    assert_one_clean_error(&tavolo(&["--game", "keltis", "--players", "a,b,c,d,e"]), 1, "2 to 4 players");
    assert_one_clean_error(&tavolo(&["--game", "keltis", "--players", "solo"]), 1, "2 to 4 players");
    assert_one_clean_error(
        &tavolo(&["--game", "keltis", "--players", "a,bot:genius"]),
        1,
        "Unknown bot level",
    );
    assert_one_clean_error(&tavolo(&["--game", "blackfleet", "--players", "a,b"]), 1, "3 to 4 players");
}

#[test]
fn saboteur_simulates_in_both_modes_and_options_are_checked() {
    for args in [
        &["simulate", "--game", "saboteur", "--games", "2", "--players", "12", "--json"][..],
        &["simulate", "--game", "saboteur", "--games", "2", "--players", "2", "--json"],
        &[
            "simulate",
            "--game",
            "saboteur",
            "--option",
            "classic",
            "--games",
            "2",
            "--players",
            "10",
            "--json",
        ],
    ] {
        let o = tavolo(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["failures"].as_array().map(Vec::len), Some(0));
    }
    let classic_two = ["simulate", "--game", "saboteur", "--option", "classic", "--players", "2"];
    assert_one_clean_error(
        &tavolo(&classic_two),
        1,
        "Classic Saboteur is for 3 to 10 players, but 2 were given.",
    );
    assert_one_clean_error(
        &tavolo(&["simulate", "--game", "saboteur", "--option", "turbo"]),
        1,
        "Unknown option",
    );
    assert_one_clean_error(&tavolo(&["simulate", "--game", "keltis", "--option", "x"]), 1, "no options");
}

#[test]
fn every_game_simulates_with_its_options() {
    for (game, option) in
        [("powwow", "warpath"), ("powwow", "sharing"), ("sheriff", "ask"), ("saboteur", "no-nuggets")]
    {
        let o = tavolo(&["simulate", "--game", game, "--option", option, "--games", "2", "--json"]);
        assert_eq!(o.status.code(), Some(0), "{game} --option {option}: {}", stderr(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["failures"].as_array().map(Vec::len), Some(0), "{game} --option {option}");
    }
    let solo = tavolo(&["--game", "keltis", "--players", "solo"]);
    assert_one_clean_error(&solo, 1, "Keltis is for 2 to 4 players, but 1 was given.");
    let unknown = tavolo(&["simulate", "--game", "chess"]);
    assert_one_clean_error(&unknown, 1, "The games are: keltis, powwow, sheriff, saboteur, blackfleet.");
}

#[test]
fn black_fleet_simulates_for_three_and_four_players() {
    for players in ["3", "4"] {
        let o = tavolo(&["simulate", "--game", "blackfleet", "--games", "3", "--players", players, "--json"]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v["failures"].as_array().map(Vec::len), Some(0));
        assert_eq!(v["games"], 3);
    }
    let long = tavolo(&[
        "simulate",
        "--game",
        "blackfleet",
        "--option",
        "victory-card-20",
        "--games",
        "2",
        "--json",
    ]);
    assert_eq!(long.status.code(), Some(0), "{}", stderr(&long));
}

#[test]
fn no_games_is_refused_by_simulate_as_by_arena() {
    for cmd in [
        &["simulate", "--game", "keltis", "--games", "0"][..],
        &["arena", "--game", "keltis", "--seats", "easy,easy", "--games", "0"],
    ] {
        assert_one_clean_error(&tavolo(cmd), 1, "--games must be at least 1");
    }
}

#[test]
fn usage_errors_exit_two() {
    let o = tavolo(&["--resume", "--load", "x.json"]);
    assert_eq!(o.status.code(), Some(2));
    // A save holds its players and seed: naming others beside it is refused, not ignored.
    for extra in [&["--players", "Anna,Bruno"][..], &["--seed", "7"], &["--option", "classic"]] {
        for save in [&["--load", "x.json"][..], &["--resume"]] {
            let o = tavolo(&[save, extra].concat());
            assert_eq!(o.status.code(), Some(2), "{save:?} {extra:?}: {}", stderr(&o));
            assert!(stderr(&o).contains("cannot be used with"), "{save:?} {extra:?}: {}", stderr(&o));
        }
    }
    assert_eq!(tavolo(&["--no-such-flag"]).status.code(), Some(2));
    // A saves folder that is a file is refused before any game starts (it failed at the first save).
    let file = temp_dir("save-dir-file").join("a-file");
    std::fs::write(&file, "x").unwrap();
    let o = tavolo(&["--game", "keltis", "--save-dir", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("it is a file, not a folder"), "{}", stderr(&o));
    // A seed out of range says the range, for a game, simulate and arena alike.
    for args in [
        &["--game", "keltis", "--seed", "-1"][..],
        &["simulate", "--game", "keltis", "--seed", "18446744073709551616"],
        &["arena", "--game", "keltis", "--seats", "easy,easy", "--seed", "x"],
    ] {
        let o = tavolo(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&o).contains("a seed is a whole number from 0 to 18446744073709551615"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn help_documents_everything() {
    let o = tavolo(&["--help"]);
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    for flag in ["--game", "--players", "--seed", "--save-dir", "--resume", "--load", "simulate"] {
        assert!(out.contains(flag), "--help lacks {flag}");
    }
    let o = tavolo(&["simulate", "--help"]);
    let out = String::from_utf8_lossy(&o.stdout);
    for flag in ["--game", "--games", "--players", "--seed", "--json"] {
        assert!(out.contains(flag), "simulate --help lacks {flag}");
    }
}

#[test]
fn bad_saves_give_one_sentence_and_stay_untouched() {
    let dir = temp_dir("saves");
    let (_, good) = real_save(&dir);
    let cases: Vec<(&str, String, &str)> = vec![
        ("truncated.json", good[..good.len() / 3].to_string(), "truncated"),
        ("corrupt.json", good.replacen('{', "{{", 2), "not a valid Tavolo save"),
        ("newer.json", good.replace("\"version\": 1", "\"version\": 7"), "newer Tavolo"),
        (
            "sheriff.json",
            good.replace("\"game\": \"keltis\"", "\"game\": \"sheriff\""),
            "saved Sheriff game, not Keltis",
        ),
        ("edited.json", good.replacen("\"turns\": ", "\"turns\": 9", 1), "edited or damaged"),
        ("other.json", "{\"hello\": true}".to_string(), "not a Tavolo save"),
    ];
    for (name, text, needle) in cases {
        let path = dir.join(name);
        std::fs::write(&path, &text).unwrap();
        let o = tavolo(&["--game", "keltis", "--load", path.to_str().unwrap()]);
        assert_one_clean_error(&o, 1, needle);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "{name} was changed");
    }
    let missing = dir.join("missing.json");
    assert_one_clean_error(&tavolo(&["--load", missing.to_str().unwrap()]), 1, "There is no save file");
    let empty = temp_dir("empty");
    assert_one_clean_error(
        &tavolo(&["--resume", "--save-dir", empty.to_str().unwrap()]),
        1,
        "no unfinished autosave",
    );
    std::fs::remove_dir_all(&dir).unwrap();
    std::fs::remove_dir_all(&empty).unwrap();
}

#[test]
fn simulate_json_is_one_object_with_the_contract_keys() {
    let o =
        tavolo(&["simulate", "--game", "keltis", "--games", "20", "--players", "4", "--seed", "3", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(out.trim().lines().count(), 1);
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    for key in
        ["game", "players", "games", "seconds", "games_per_second", "mean_turns", "wins", "mean_scores"]
    {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert_eq!(v["game"], "keltis");
    assert_eq!(v["players"], 4);
    assert_eq!(v["wins"].as_array().unwrap().len(), 4);
    assert!(v["wins"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum::<u64>() >= 20);
    // Same seed, same games.
    let again =
        tavolo(&["simulate", "--game", "keltis", "--games", "20", "--players", "4", "--seed", "3", "--json"]);
    let w: serde_json::Value = serde_json::from_str(String::from_utf8_lossy(&again.stdout).trim()).unwrap();
    assert_eq!(v["wins"], w["wins"]);
    assert_eq!(v["mean_scores"], w["mean_scores"]);
    assert_one_clean_error(&tavolo(&["simulate", "--game", "keltis", "--players", "7"]), 1, "2 to 4 players");
}
