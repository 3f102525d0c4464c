//! `tavolo records [--game ID] [--json]`: the table's records, per player and game, as text for
//! people or one JSON object for tools.

use std::path::Path;

use crate::catalog::{self as registry, REGISTRY};
use crate::engine::names;
use crate::engine::records::{self, Standing};
use crate::i18n::Msg;
use crate::t;
use crate::ui::records as screen;
use crate::ui::text::Columns;

/// Prints the records of `save_dir` (only `game`'s, if given). A damaged line is skipped with a
/// warning on stderr, never an error.
pub fn show(save_dir: &Path, game: Option<&str>, json: bool) -> Result<(), Msg> {
    if let Some(id) = game {
        registry::game(REGISTRY, id)?;
    }
    let (games, skipped) = records::read(save_dir);
    if skipped > 0 {
        let file = records::path(save_dir).display().to_string();
        eprintln!("{}", t!("records-skipped", n = skipped, file = file));
    }
    let standings = records::standings(&games, game, &records::merges(save_dir));
    if json {
        let out = serde_json::json!({ "games": games.len(), "standings": standings });
        println!("{out}");
    } else {
        print!("{}", text(&standings, games.len()));
    }
    Ok(())
}

/// Joins `name` to `into` in `save_dir`'s records; both must be names the records hold.
pub fn merge(save_dir: &Path, name: &str, into: &str) -> Result<(), Msg> {
    let (games, _) = records::read(save_dir);
    for n in [name, into] {
        let known = games.iter().flat_map(|g| &g.seats).any(|s| s.kind == "human" && names::same(&s.name, n));
        if !known {
            return Err(crate::msg!("records-unknown-name", name = n.to_string()));
        }
    }
    let joined =
        records::change_merges(save_dir, |m| m.join(name, into)).map_err(|e| io_msg(save_dir, &e))?;
    let (name, into) = (name.to_string(), into.to_string());
    let said = if joined {
        crate::msg!("records-merged", name = name, into = into)
    } else {
        crate::msg!("records-same", name = name, into = into)
    };
    println!("{}", crate::i18n::tr(&said));
    Ok(())
}

/// Parts the names merged with `name`'s player.
pub fn unmerge(save_dir: &Path, name: &str) -> Result<(), Msg> {
    let parted = records::change_merges(save_dir, |m| m.part(name)).map_err(|e| io_msg(save_dir, &e))?;
    let name = name.to_string();
    let said = if parted {
        crate::msg!("records-unmerged", name = name)
    } else {
        crate::msg!("records-nothing-merged", name = name)
    };
    println!("{}", crate::i18n::tr(&said));
    Ok(())
}

fn io_msg(save_dir: &Path, e: &std::io::Error) -> Msg {
    let path = records::merges_path(save_dir).display().to_string();
    crate::msg!("records-write-failed", path = path, error = e.to_string())
}

/// The standings for people, in the current language: one block per game, a row per player, the
/// names merged into a player under its block.
fn text(standings: &[Standing], games: usize) -> String {
    if standings.is_empty() {
        return t!("records-none") + "\n";
    }
    let mut out = t!("records-head", n = games) + "\n";
    let heads = screen::heads();
    // Games in the picker's order, as the Records screen has them.
    let mut chunks: Vec<&[Standing]> = standings.chunk_by(|a, b| a.game == b.game).collect();
    chunks.sort_by_key(|c| REGISTRY.iter().position(|g| g.id() == c[0].game).unwrap_or(usize::MAX));
    for chunk in chunks {
        let name = registry::find(REGISTRY, &chunk[0].game)
            .map_or(chunk[0].game.clone(), |g| crate::i18n::tr(&g.name()));
        out += &format!("\n{name}\n");
        let rows: Vec<[String; 8]> = chunk.iter().map(screen::cells).collect();
        let width =
            |c: usize| rows.iter().map(|r| r[c].columns()).chain([heads[c].columns()]).max().unwrap_or(0);
        let widths: Vec<usize> = (0..heads.len()).map(width).collect();
        // The name reads left to right; the figures line up on their right.
        let line = |cells: &[String; 8]| {
            let mut l = String::new();
            for (c, cell) in cells.iter().enumerate() {
                let pad = " ".repeat(widths[c] - cell.columns());
                l += "  ";
                l += &if c == 0 { format!("{cell}{pad}") } else { format!("{pad}{cell}") };
            }
            l.trim_end().to_string() + "\n"
        };
        out += &line(&heads);
        for row in &rows {
            out += &line(row);
        }
        for s in chunk.iter().filter(|s| !s.aliases.is_empty()) {
            out +=
                &format!("  {}\n", t!("records-also", name = s.name.clone(), names = s.aliases.join(", ")));
        }
    }
    out + "\n" + &t!("records-rating-note") + "\n"
}
