//! One folder per game.

pub mod keltis;
pub mod powwow;

use std::path::Path;

use crate::engine::save::{SaveError, game_of};
use crate::engine::simulate::{SimReport, simulate};
use crate::engine::{GameInfo, Player, Session, Setup};
use crate::ui::{GameTable, GameUi, Table};

/// The most actions a simulated game may take before it counts as endless.
const MAX_ACTIONS: usize = 10_000;

fn not_available(id: &str) -> String {
    match GameInfo::find(id) {
        Some(g) => format!("{} is not available yet.", g.name),
        None => format!("Unknown game \"{id}\". The games are: {}.", GameInfo::ids()),
    }
}

fn table<G: GameUi>(players: Vec<Player>, setup: Setup, save_dir: &Path) -> Result<Box<dyn Table>, String> {
    let session = Session::<G>::new(players, setup, G::Options::default()).map_err(|e| e.0)?;
    Ok(Box::new(GameTable::new(session, save_dir.to_path_buf())))
}

/// A new game table for game `id`.
pub fn new_table(
    id: &str,
    players: Vec<Player>,
    setup: Setup,
    save_dir: &Path,
) -> Result<Box<dyn Table>, String> {
    match id {
        "keltis" => table::<keltis::Keltis>(players, setup, save_dir),
        _ => Err(not_available(id)),
    }
}

fn loaded<G: GameUi>(path: &Path, save_dir: &Path) -> Result<Box<dyn Table>, SaveError> {
    Ok(Box::new(GameTable::resumed(Session::<G>::load(path)?, save_dir.to_path_buf())))
}

/// Loads a save; with `expected`, refuses a save of another game.
pub fn load_table(path: &Path, expected: Option<&str>, save_dir: &Path) -> Result<Box<dyn Table>, SaveError> {
    let id = game_of(path)?;
    if let Some(want) = expected.filter(|w| *w != id) {
        crate::engine::save::check_header(&crate::engine::save::read_save(path)?, path, Some(want))?;
    }
    match id.as_str() {
        "keltis" => loaded::<keltis::Keltis>(path, save_dir),
        other => Err(SaveError(format!("{}: {}", path.display(), not_available(other)))),
    }
}

/// The rules help of game `id` (name, text), for games that are built.
pub fn help(id: &str) -> Option<(&'static str, &'static str)> {
    fn of<G: GameUi>() -> Option<(&'static str, &'static str)> {
        Some((G::NAME, G::HELP))
    }
    match id {
        "keltis" => of::<keltis::Keltis>(),
        _ => None,
    }
}

/// Bot-only games of `id`, headless.
pub fn simulate_game(id: &str, players: usize, games: usize, seed: u64) -> Result<SimReport, String> {
    let info = GameInfo::find(id).ok_or_else(|| not_available(id))?;
    if !info.player_range().contains(&players) {
        return Err(format!(
            "{} is for {}–{} players, not {players}.",
            info.name, info.players.0, info.players.1
        ));
    }
    match id {
        "keltis" => Ok(simulate::<keltis::Keltis>(players, games, seed, &Default::default(), MAX_ACTIONS)),
        "powwow" => Ok(simulate::<powwow::PowWow>(players, games, seed, &Default::default(), MAX_ACTIONS)),
        _ => Err(not_available(id)),
    }
}
