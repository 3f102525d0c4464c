//! Two things the code cannot see for itself:
//! - whether tmux is installed: the tests that drive the real binary in a real terminal are then
//!   ignored where it is missing (and say so in the test summary), instead of passing without
//!   having run;
//! - the message files: every `assets/i18n/en/*.ftl` with its Italian twin is embedded
//!   (`i18n::FILES`), so a game adds its words by adding its files, not by editing a list.

use std::fmt::Write;

fn main() {
    message_files();
    println!("cargo::rustc-check-cfg=cfg(has_tmux)");
    println!("cargo::rerun-if-env-changed=PATH");
    let tmux = std::process::Command::new("tmux").arg("-V").output();
    if tmux.is_ok_and(|o| o.status.success()) {
        println!("cargo::rustc-cfg=has_tmux");
    }
}

/// `$OUT_DIR/i18n_files.rs`: the `(name, English, Italian)` table of every message file.
fn message_files() {
    println!("cargo::rerun-if-changed=assets/i18n");
    let root = std::path::PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let en = root.join("assets/i18n/en");
    let mut names: Vec<String> = std::fs::read_dir(&en)
        .expect("assets/i18n/en")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter_map(|f| f.strip_suffix(".ftl").map(str::to_string))
        .collect();
    names.sort();
    let mut out = String::from("&[\n");
    for name in names {
        let file = |lang: &str| root.join(format!("assets/i18n/{lang}/{name}.ftl"));
        assert!(
            file("it").exists(),
            "assets/i18n/it/{name}.ftl is missing: every message file has its Italian twin"
        );
        let (en, it) = (file("en"), file("it"));
        writeln!(out, "    ({name:?}, include_str!({:?}), include_str!({:?})),", en.display(), it.display())
            .expect("writing to a string");
    }
    out.push(']');
    let dest =
        std::path::PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("i18n_files.rs");
    std::fs::write(dest, out).expect("writing into OUT_DIR");
}
