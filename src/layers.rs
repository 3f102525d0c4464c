//! The layers, bottom to top; an import only ever points down (or within its own layer):
//!
//! ```text
//! 0 i18n, private      1 engine      2 ui kit (widgets, pages, menus, the game-screen contract)
//! 3 games              4 table core  5 hot-seat table (ui::table) | hosted table (net::table, room)
//! 6 catalog            7 shell: picker, setup, saves, records, app, terminal, CLI, SSH transport
//! ```
//!
//! The two tables share a layer and never import each other. Test support keeps to the layers
//! too: the scramblers beside the games, the game contract in the catalog. This test reads every
//! source file's `crate::` paths.

use std::path::Path;

/// The layer of a module path (`ui::table::keys`), `None` for what no layer claims.
fn layer(path: &str) -> Option<u8> {
    let parts: Vec<&str> = path.split("::").collect();
    let second = parts.get(1).copied().unwrap_or("");
    Some(match parts[0] {
        "i18n" | "private" => 0,
        "engine" => 1,
        "ui" => match second {
            "app" | "picker" | "setup" | "saves" | "records" | "term" => 7,
            "table" | "replay" => 5,
            _ => 2,
        },
        "games" => 3,
        "table_core" => 4,
        "net" => match second {
            "table" => 5,
            _ => 7,
        },
        "catalog" => 6,
        "cli" => 7,
        _ => return None,
    })
}

/// Which of the two tables a module belongs to (they share layer 5).
fn side(path: &str) -> &str {
    path.split("::").next().unwrap_or("")
}

fn visit(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("src is readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            visit(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file");
            out.push((path.to_string_lossy().into_owned(), text));
        }
    }
}

/// The module path of a source file: `src/ui/table/mod.rs` is `ui::table`.
fn module_of(file: &str) -> String {
    let rel = file.split("/src/").last().unwrap_or(file).trim_end_matches(".rs");
    rel.trim_end_matches("/mod").replace('/', "::")
}

/// The `crate::a::b` paths a source mentions outside its unit tests (`#[cfg(test)] mod tests`).
fn imports(text: &str) -> Vec<String> {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text);
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        let path: String =
            rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
        out.push(path.trim_end_matches(':').to_string());
    }
    out
}

/// Every import that points up a layer, or from one table to the other.
fn against_the_layers(sources: &[(String, String)]) -> Vec<String> {
    let mut wrong = Vec::new();
    for (file, text) in sources {
        let module = module_of(file);
        let tests = module.ends_with("tests") || module.contains("::tests") || module == "layers";
        let Some(own) = layer(&module).filter(|_| !tests) else { continue };
        for target in imports(text) {
            let Some(theirs) = layer(&target) else { continue };
            let across = own == 5 && theirs == 5 && side(&module) != side(&target);
            if theirs > own || across {
                wrong.push(format!("{module} (layer {own}) imports {target} (layer {theirs})"));
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    wrong
}

#[test]
fn imports_point_down_the_layers() {
    let mut sources = Vec::new();
    visit(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut sources);
    assert!(sources.len() > 100, "the sources were found");
    let mut wrong = against_the_layers(&sources);
    // The terminal UI, shell included, never names the SSH layer: it holds a hosted table as a
    // table core `Room`, and the command line starts the server.
    for (file, text) in &sources {
        if module_of(file).starts_with("ui") && imports(text).iter().any(|t| t.starts_with("net")) {
            wrong.push(format!("{} imports the SSH layer (crate::net)", module_of(file)));
        }
    }
    assert!(wrong.is_empty(), "imports against the layers:\n{}", wrong.join("\n"));
}

#[test]
fn an_import_up_a_layer_or_across_the_tables_is_found() {
    let up = ("x/src/games/keltis/screen.rs".to_string(), "use crate::net::Room;".to_string());
    let across = ("x/src/net/table/play.rs".to_string(), "use crate::ui::table::GameTable;".to_string());
    let down = ("x/src/ui/table/mod.rs".to_string(), "use crate::table_core::Core;".to_string());
    let wrong = against_the_layers(&[up, across, down]);
    assert_eq!(wrong.len(), 2, "{wrong:?}");
}
