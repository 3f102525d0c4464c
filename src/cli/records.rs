//! `tavolo records [--game ID] [--json]`: the table's records, per player and game, as text for
//! people or one JSON object for tools.

use std::path::Path;

use crate::catalog::{self as registry, REGISTRY};
use crate::engine::records::{self, Standing};
use crate::i18n::{Msg, decimal};
use crate::t;
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
    let standings = records::standings(&games, game);
    if json {
        let out = serde_json::json!({ "games": games.len(), "standings": standings });
        println!("{out}");
    } else {
        print!("{}", text(&standings, games.len()));
    }
    Ok(())
}

/// The standings for people, in the current language: one block per game, a row per player.
fn text(standings: &[Standing], games: usize) -> String {
    if standings.is_empty() {
        return t!("records-none") + "\n";
    }
    let mut out = t!("records-head", n = games) + "\n";
    let heads = [
        t!("records-col-player"),
        t!("records-col-played"),
        t!("records-col-wins"),
        t!("records-col-share"),
        t!("records-col-best"),
        t!("records-col-mean"),
    ];
    for chunk in standings.chunk_by(|a, b| a.game == b.game) {
        let name = registry::find(REGISTRY, &chunk[0].game)
            .map_or(chunk[0].game.clone(), |g| crate::i18n::tr(&g.name()));
        out += &format!("\n{name}\n");
        let rows: Vec<[String; 6]> = chunk
            .iter()
            .map(|s| {
                // A bot level is a reference player, named in the reader's language.
                let name = match s.kind.as_str() {
                    "human" => s.name.clone(),
                    level => t!("records-bot", level = t!("bot-level", level = level)),
                };
                [
                    name,
                    s.played.to_string(),
                    decimal(s.wins, 1),
                    format!("{}%", decimal(100.0 * s.win_share, 0)),
                    s.best.to_string(),
                    decimal(s.mean, 1),
                ]
            })
            .collect();
        let width =
            |c: usize| rows.iter().map(|r| r[c].columns()).chain([heads[c].columns()]).max().unwrap_or(0);
        let widths: Vec<usize> = (0..heads.len()).map(width).collect();
        // The name reads left to right; the figures line up on their right.
        let line = |cells: &[String; 6]| {
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
    }
    out
}
