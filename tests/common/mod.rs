//! Helpers shared by the integration tests: drawing tables and game screens into ratatui's
//! TestBackend as text, pressing keys, and a scratch folder for saves.
#![allow(dead_code, unused_imports)] // each test file uses some of these

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::ui::Table;

// Drawing helpers live with the game contract (the `test-support` feature), so there is one copy.
pub use tavolo::games::contract::{buffer_text, render, screen_of};

pub fn press(t: &mut dyn Table, code: KeyCode) {
    t.key(KeyEvent::new(code, KeyModifiers::NONE), std::time::Instant::now());
}

/// A folder for this test process's saves.
pub fn save_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}
