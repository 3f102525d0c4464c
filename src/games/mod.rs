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
    /// A choice made per seat (PgUp/PgDn on its row), e.g. each player's victory card.
    pub seat_options: &'static [&'static str],
}

/// The choices made in setup for [`SetupSpec`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetupChoices {
    pub toggles: Vec<bool>,
    /// Key group per seat.
    pub keys: Vec<usize>,
    /// Index into [`SetupSpec::seat_options`] per seat (missing seats: the first option).
    pub seat_options: Vec<usize>,
}

pub fn setup_spec(id: &str) -> SetupSpec {
    match id {
        "powwow" => SetupSpec {
            toggles: &["Warpath", "Marriage", "Sharing the loot"],
            key_groups: &powwow::keys::GROUPS,
            seat_options: &[],
        },
        "sheriff" => {
            SetupSpec { toggles: &["Ask for Defence only when possible"], key_groups: &[], seat_options: &[] }
        }
        "blackfleet" => {
            SetupSpec { toggles: &[], key_groups: &[], seat_options: &["victory card 10", "victory card 20"] }
        }
        "saboteur" => SetupSpec {
            toggles: &["Classic rules (base game, 3–10 players)", "No nuggets with a broken tool (Classic)"],
            key_groups: &[],
            seat_options: &[],
        },
        _ => SetupSpec { toggles: &[], key_groups: &[], seat_options: &[] },
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
        "saboteur" => table::<saboteur::Saboteur>(players, setup, saboteur_options(on(0), on(1)), save_dir),
        "blackfleet" => {
            table::<blackfleet::BlackFleet>(players, setup, fleet_options(choices, setup.players), save_dir)
        }
        _ => Err(not_available(id)),
    }
}

/// Each seat's victory card from the setup's per-seat choice.
fn fleet_options(choices: &SetupChoices, players: usize) -> blackfleet::Options {
    let values = &blackfleet::data::data().victory_values;
    let victory = (0..players)
        .map(|s| values.get(choices.seat_options.get(s).copied().unwrap_or(0)).copied().unwrap_or(10))
        .collect();
    blackfleet::Options { victory }
}

fn saboteur_options(classic: bool, broken_tools_no_nuggets: bool) -> saboteur::Options {
    let mode = if classic { saboteur::Mode::Classic } else { saboteur::Mode::Saboteur2 };
    saboteur::Options { mode, broken_tools_no_nuggets }
}

/// Setup choices named on the command line (`--option classic`): each name must start exactly one
/// toggle's label or per-seat option's label (lower case, spaces as dashes); a per-seat option then
/// applies to every seat (`--option victory-card-20`).
pub fn choices_from(id: &str, names: &[String]) -> Result<SetupChoices, String> {
    let spec = setup_spec(id);
    let key = |t: &&str| t.to_lowercase().replace(' ', "-");
    let keys: Vec<String> = spec.toggles.iter().chain(spec.seat_options).map(key).collect();
    let mut choices = SetupChoices { toggles: vec![false; spec.toggles.len()], ..Default::default() };
    for name in names {
        let want = name.trim().to_lowercase();
        let hits: Vec<usize> =
            (0..keys.len()).filter(|&i| !want.is_empty() && keys[i].starts_with(&want)).collect();
        match hits.as_slice() {
            [i] if *i < spec.toggles.len() => choices.toggles[*i] = true,
            [i] => choices.seat_options = vec![*i - spec.toggles.len(); 12],
            _ if keys.is_empty() => return Err(format!("This game has no options (\"{name}\" was given).")),
            [] => return Err(format!("Unknown option \"{name}\". The options are: {}.", keys.join(", "))),
            _ => return Err(format!("The option \"{name}\" is ambiguous: {}.", keys.join(", "))),
        }
    }
    Ok(choices)
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
        "saboteur" => loaded::<saboteur::Saboteur>(path, save_dir),
        "blackfleet" => loaded::<blackfleet::BlackFleet>(path, save_dir),
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
        "saboteur" => of::<saboteur::Saboteur>(),
        "blackfleet" => of::<blackfleet::BlackFleet>(),
        _ => None,
    }
}

/// Bot-only games of `id`, headless, with the setup toggles of `choices`.
pub fn simulate_game(
    id: &str,
    players: usize,
    games: usize,
    seed: u64,
    choices: &SetupChoices,
) -> Result<SimReport, String> {
    let info = GameInfo::find(id).ok_or_else(|| not_available(id))?;
    let on = |i: usize| choices.toggles.get(i).copied().unwrap_or(false);
    if id == "saboteur" {
        let options = saboteur_options(on(0), on(1));
        let (lo, hi) = saboteur::rules::player_range(options.mode);
        if !(lo..=hi).contains(&players) {
            return Err(format!("This mode of Saboteur is for {lo}–{hi} players, not {players}."));
        }
        return Ok(simulate::<saboteur::Saboteur>(players, games, seed, &options, MAX_ACTIONS));
    }
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
        "blackfleet" => {
            let options = fleet_options(choices, players);
            Ok(simulate::<blackfleet::BlackFleet>(players, games, seed, &options, MAX_ACTIONS))
        }
        _ => Err(not_available(id)),
    }
}
