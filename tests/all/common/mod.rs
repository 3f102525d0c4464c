//! Helpers shared by the integration tests: drawing tables and game screens into ratatui's
//! TestBackend as text, pressing keys, and a scratch folder for saves.
#![allow(dead_code, unused_imports)] // each test file uses some of these

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::table_core::Table;

// Drawing helpers live with the game contract (the `test-support` feature), so there is one copy.
pub use tavolo::catalog::contract::{buffer_text, render, screen_of};

/// A key a second after the last one (a person's pace): a hand-off takes Enter only once the
/// laptop can have changed hands.
pub fn press(t: &mut dyn Table, code: KeyCode) {
    t.key(KeyEvent::new(code, KeyModifiers::NONE), pace());
}

/// A time a second later than the last one asked for, ahead of the real clock (tables start at
/// the real one).
pub fn pace() -> std::time::Instant {
    use std::sync::atomic::{AtomicU64, Ordering};
    static SECONDS: AtomicU64 = AtomicU64::new(0);
    std::time::Instant::now() + std::time::Duration::from_secs(SECONDS.fetch_add(1, Ordering::Relaxed) + 1)
}

/// A folder for this test process's saves.
pub fn save_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Passes a hand-off: Enter, then Enter again past the catch-up page ("since your last turn") when
/// there is one. Returns the catch-up page's text, if shown.
pub fn take_laptop(t: &mut dyn Table) -> Option<String> {
    press(t, KeyCode::Enter);
    let screen = render(t, 80, 24);
    if screen.contains("since your last turn (") {
        press(t, KeyCode::Enter);
        return Some(screen);
    }
    None
}

/// The words of the selected menu entry on a drawn terminal: the highlighted (reversed) text from
/// the menu's `▸` on, across the rows it wraps to. `None` when no `▸` is highlighted.
pub fn selected_entry(term: &Terminal<TestBackend>) -> Option<Vec<String>> {
    use ratatui::style::Modifier;
    let buf = term.backend().buffer();
    let mut lit = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            let cell = &buf[(x, y)];
            if cell.modifier.contains(Modifier::REVERSED) {
                lit.push_str(cell.symbol());
            }
        }
        lit.push(' ');
    }
    let (_, after) = lit.split_once('▸')?;
    Some(after.split_whitespace().map(str::to_string).collect())
}

/// A whole table drawn at `w`×`h`: its text, and the words of the selected menu entry.
pub fn render_selected(t: &mut dyn Table, w: u16, h: u16) -> (String, Option<Vec<String>>) {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| t.draw(f, f.area())).unwrap();
    (buffer_text(&term), selected_entry(&term))
}

/// Walks a menu with ↓ (one more than its length, so it wraps round) at `w`×`h`: after every key
/// the entry the table would act on is highlighted on screen with all its words. `entries` are the
/// menu's sentences in order; the first is selected at the start.
pub fn walk_menu(t: &mut dyn Table, w: u16, h: u16, entries: &[String], label: &str) {
    for step in 0..=entries.len() {
        let want: Vec<String> =
            entries[step % entries.len()].split_whitespace().map(str::to_string).collect();
        let (screen, got) = render_selected(t, w, h);
        let got = got.unwrap_or_else(|| panic!("{label} {w}×{h} step {step}: no selected entry\n{screen}"));
        assert!(
            got.starts_with(&want),
            "{label} {w}×{h} step {step}: want {want:?}, highlighted {got:?}\n{screen}"
        );
        press(t, KeyCode::Down);
    }
}

/// Runs one test on its own in a new process of this test binary, with `env` set there: for a test
/// that changes what a whole process shares (the umask, the environment, a setting read once),
/// which the other tests of this binary, running beside it in their threads, must not see.
/// `module` is the test's `module_path!()`, `test` its name. In that new process this returns true
/// and the test goes on; here it waits for it, fails if it did not pass, and returns false.
pub fn alone(module: &str, test: &str, env: &[(&str, &str)]) -> bool {
    const MARK: &str = "TAVOLO_TEST_ALONE";
    // The test's name as the harness knows it: its path without the crate's name.
    let name = match module.split_once("::") {
        Some((_, path)) => format!("{path}::{test}"),
        None => test.to_string(),
    };
    if std::env::var_os(MARK).is_some_and(|v| v == name.as_str()) {
        return true;
    }
    let out = std::process::Command::new(std::env::current_exe().expect("the test binary's path"))
        .args([name.as_str(), "--exact", "--test-threads=1"])
        .env(MARK, &name)
        .envs(env.iter().copied())
        .output()
        .expect("the test binary runs again");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && stdout.contains("test result: ok. 1 passed"),
        "{name}, on its own in a new process:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    false
}
