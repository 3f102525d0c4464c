//! `tavolo arena`: one JSON object or a table of levels, and one-sentence errors for bad input.

use std::process::{Command, Output};

fn tavolo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tavolo")).args(args).output().expect("the binary runs")
}

fn assert_one_clean_error(o: &Output, code: i32, needle: &str) {
    let err = String::from_utf8_lossy(&o.stderr).to_string();
    assert_eq!(o.status.code(), Some(code), "stderr: {err}");
    assert!(err.contains(needle), "expected {needle:?} in {err:?}");
    assert!(!err.contains("panicked"), "{err}");
    if code == 1 {
        assert_eq!(err.trim().lines().count(), 1, "one sentence: {err:?}");
    }
}

#[test]
fn arena_json_reports_every_level() {
    let o = tavolo(&["arena", "--game", "keltis", "--seats", "normal,random,easy", "--games", "9", "--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(out.trim().lines().count(), 1, "one JSON object: {out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["players"], 3);
    let levels = v["levels"].as_array().unwrap();
    let names: Vec<&str> = levels.iter().map(|l| l["level"].as_str().unwrap()).collect();
    assert_eq!(names, ["normal", "random", "easy"]);
    for l in levels {
        for key in ["win_share", "ci95", "fair_share", "mean_score", "decision_ms"] {
            assert!(!l[key].is_null(), "{key} missing in {l}");
        }
        assert!(l["decision_ms"]["p95"].as_f64().unwrap() <= l["decision_ms"]["max"].as_f64().unwrap());
    }
}

#[test]
fn arena_text_shows_shares_with_intervals() {
    let o = tavolo(&["arena", "--game", "keltis", "--seats", "normal,random", "--games", "4"]);
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("win share (95% CI)") && out.contains("p50 / p95 / max"), "{out}");
    assert!(out.lines().any(|l| l.trim_start().starts_with("random")), "{out}");
}

#[test]
fn arena_refuses_bad_levels_and_seat_counts() {
    let unknown = tavolo(&["arena", "--game", "keltis", "--seats", "hard,expert"]);
    assert_one_clean_error(
        &unknown,
        1,
        "Unknown level \"expert\" in --seats: use easy, normal, hard or random.",
    );
    let five = tavolo(&["arena", "--game", "keltis", "--seats", "normal,normal,normal,normal,normal"]);
    assert_one_clean_error(&five, 1, "Keltis is for 2 to 4 players, but 5 were given.");
    let zero = tavolo(&["arena", "--game", "keltis", "--seats", "normal,normal", "--games", "0"]);
    assert_one_clean_error(&zero, 1, "--games must be at least 1.");
    assert_one_clean_error(&tavolo(&["arena", "--game", "chess", "--seats", "normal"]), 1, "Unknown game");
    assert_one_clean_error(&tavolo(&["arena", "--game", "keltis"]), 2, "--seats");
}
