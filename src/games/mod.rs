//! One folder per game.

pub mod blackfleet;
pub mod keltis;
pub mod powwow;
pub mod saboteur;
pub mod sheriff;

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

fn table<G: GameUi>(
    players: Vec<Player>,
    setup: Setup,
    options: G::Options,
    save_dir: &Path,
) -> Result<Box<dyn Table>, String> {
    let session = Session::<G>::new(players, setup, options).map_err(|e| e.0)?;
    Ok(Box::new(GameTable::new(session, save_dir.to_path_buf())))
}

/// What a game's setup asks beyond players: on/off options and, for shared-keyboard games, keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SetupSpec {
    pub toggles: &'static [&'static str],
    /// Key groups a seat may pick from (claim keys then the reveal key); empty for turn-based games.
    pub key_groups: &'static [[char; 5]],
}

/// The choices made in setup for [`SetupSpec`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetupChoices {
    pub toggles: Vec<bool>,
    /// Key group per seat.
    pub keys: Vec<usize>,
}

pub fn setup_spec(id: &str) -> SetupSpec {
    match id {
        "powwow" => SetupSpec {
            toggles: &["Warpath", "Marriage", "Sharing the loot"],
            key_groups: &powwow::keys::GROUPS,
        },
        "sheriff" => SetupSpec { toggles: &["Ask for Defence only when possible"], key_groups: &[] },
        _ => SetupSpec { toggles: &[], key_groups: &[] },
    }
}

/// A new game table for game `id`.
pub fn new_table(
    id: &str,
    players: Vec<Player>,
    setup: Setup,
    choices: &SetupChoices,
    save_dir: &Path,
) -> Result<Box<dyn Table>, String> {
    let on = |i: usize| choices.toggles.get(i).copied().unwrap_or(false);
    match id {
        "keltis" => table::<keltis::Keltis>(players, setup, Default::default(), save_dir),
        "powwow" => {
            let keys = if choices.keys.is_empty() {
                powwow::keys::default_keys(setup.players)
            } else {
                choices.keys.clone()
            };
            let options = powwow::Options {
                warpath: on(0),
                marriage: on(1),
                sharing: on(2),
                keys,
                ..Default::default()
            };
            table::<powwow::PowWow>(players, setup, options, save_dir)
        }
        "sheriff" => {
            let options = sheriff::Options { defence_only_when_possible: on(0) };
            table::<sheriff::Sheriff>(players, setup, options, save_dir)
        }
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
        "powwow" => loaded::<powwow::PowWow>(path, save_dir),
        "sheriff" => loaded::<sheriff::Sheriff>(path, save_dir),
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
        "powwow" => of::<powwow::PowWow>(),
        "sheriff" => of::<sheriff::Sheriff>(),
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
        "sheriff" => Ok(simulate::<sheriff::Sheriff>(players, games, seed, &Default::default(), MAX_ACTIONS)),
        _ => Err(not_available(id)),
    }
}
