//! What the explorer saw (coverage) and what it found (findings), per game.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

#[derive(Default)]
pub struct Coverage {
    pub steps: usize,
    /// One line per walk: where it started, how far the game got.
    pub walks: Vec<String>,
    /// Screens reached, by kind (the table, a hand-off, the log page…).
    pub screens: BTreeMap<&'static str, usize>,
    /// Kinds of pending decision reached: who decides, and what about (the legal actions' kinds).
    pub decisions: BTreeSet<String>,
    /// Per command pressed (its label on the bar): how often, and how often the game moved.
    pub commands: BTreeMap<String, (usize, usize)>,
    pub moves: usize,
    pub games_over: usize,
    pub reopened: usize,
    pub left: usize,
    pub privacy_checks: usize,
    /// The most steps a walk went without a move while people were asked.
    pub longest_idle: usize,
    /// Per hidden part a scramble claims: positions where it could change, and where it did.
    pub parts: BTreeMap<&'static str, (usize, usize)>,
    /// Bot searches on a worker, results used, results dropped as stale.
    pub searched: usize,
    pub used: usize,
    pub dropped: usize,
    /// Searches still running when their window closed (a quit, a reopen).
    pub closed_thinking: usize,
}

impl Coverage {
    pub fn print(&self, game: &str) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{game}: {} steps, {} moves, {} games to the end, {} reopened, {} left and came back, {} frames checked for privacy, at most {} steps without a move",
            self.steps,
            self.moves,
            self.games_over,
            self.reopened,
            self.left,
            self.privacy_checks,
            self.longest_idle
        );
        for w in &self.walks {
            let _ = writeln!(out, "  walk {w}");
        }
        let _ = writeln!(
            out,
            "  bots: {} searches on a worker, {} moves made from them, {} dropped as stale, {} let go as their window closed; none on the table's thread",
            self.searched, self.used, self.dropped, self.closed_thinking
        );
        let screens: Vec<String> = self.screens.iter().map(|(k, n)| format!("{k} {n}")).collect();
        let _ = writeln!(out, "  screens: {}", screens.join(" · "));
        let decisions: Vec<&str> = self.decisions.iter().map(String::as_str).collect();
        let _ = writeln!(out, "  decisions: {}", decisions.join(" · "));
        let moved: Vec<String> = self
            .commands
            .iter()
            .filter(|(_, (_, m))| *m > 0)
            .map(|(c, (p, m))| format!("{c} {m}/{p}"))
            .collect();
        let _ = writeln!(out, "  commands that moved the game (moved/pressed): {}", moved.join(" · "));
        let idle: Vec<&str> =
            self.commands.iter().filter(|(_, (_, m))| *m == 0).map(|(c, _)| c.as_str()).collect();
        let _ =
            writeln!(out, "  commands pressed that never moved it (pages, cursors): {}", idle.join(" · "));
        let parts: Vec<String> = self.parts.iter().map(|(p, (c, d))| format!("{p} {d}/{c}")).collect();
        let _ = writeln!(out, "  scrambled parts (changed/present): {}", parts.join(" · "));
        out
    }
}

/// Defects of keys found on the way: counted by kind and place, with one example each.
#[derive(Default)]
pub struct Findings {
    pub seen: BTreeMap<(String, String), (usize, String)>,
}

impl Findings {
    pub fn add(&mut self, kind: &str, place: String, example: impl FnOnce() -> String) {
        let e = self.seen.entry((kind.to_string(), place)).or_insert_with(|| (0, example()));
        e.0 += 1;
    }
}
