//! The catalog of games: the one list of them ([`REGISTRY`]; adding a game is one line there) and
//! what the shell needs of any game ([`GameEntry`]): start or load it on a hot-seat or a hosted
//! table, simulate it, pit bots against each other. Whoever owns the list (the command line) hands
//! it to the app, so the picker, setup, loader and simulator iterate over it and never name a game.
//! Above both tables and the games: it is the one place that builds tables for a game.

#[cfg(any(test, feature = "test-support"))]
pub mod contract;

use std::fmt;
use std::marker::PhantomData;
use std::path::Path;

use crate::engine::arena::{ArenaReport, Contender, Progress, arena};
use crate::engine::save::{SaveError, game_of};
use crate::engine::simulate::{SimReport, simulate};
use crate::engine::{Player, Session, Setup};
use crate::games::{Registered, blackfleet, keltis, powwow, saboteur, sheriff};
use crate::i18n::{Arg, Msg};
use crate::msg;
use crate::net::table::HostedTable;
use crate::table_core::Table;
use crate::table_core::room::Room;
use crate::ui::GameTable;
use crate::ui::replay::ReplayTable;
use crate::ui::setup_spec::{PlayerRange, SetupChoices, SetupSpec, game_name};

/// Every game on the table, in picker order. Adding a game is one line here.
pub static REGISTRY: Registry = &[
    &Entry::<keltis::Keltis>::NEW,
    &Entry::<powwow::PowWow>::NEW,
    &Entry::<sheriff::Sheriff>::NEW,
    &Entry::<saboteur::Saboteur>::NEW,
    &Entry::<blackfleet::BlackFleet>::NEW,
];

/// The toy game (tests only), through the same catalog as the real ones: its one line.
#[cfg(any(test, feature = "test-support"))]
pub static TOY: Registry = &[&Entry::<crate::games::toy::Toy>::NEW];

/// The most actions a simulated game may take before it counts as endless.
const MAX_ACTIONS: usize = 10_000;

/// A new game with the setup choices; refuses a player count they do not allow.
fn new_session<G: Registered>(
    players: Vec<Player>,
    setup: Setup,
    choices: &SetupChoices,
) -> Result<Session<G>, Msg> {
    let options = G::options(choices, setup.players);
    G::player_range(&options).check(setup.players)?;
    // Whoever made the list (setup, the command line) checked it; no table starts without it.
    crate::engine::names::check_all(&players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>())?;
    let mut session = Session::<G>::new(players, setup, options).map_err(|e| e.0)?;
    // A real-time game has no coach (its `?` says why).
    session.hints = choices.hints && G::PAUSE.is_none();
    Ok(session)
}

/// A registered game as the table sees it.
pub struct Entry<G>(PhantomData<fn() -> G>);

impl<G> Entry<G> {
    pub const NEW: Self = Entry(PhantomData);
}

impl<G: Registered> GameEntry for Entry<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn name(&self) -> Msg {
        G::name()
    }

    fn blurb(&self) -> String {
        G::blurb()
    }

    fn help(&self) -> &'static str {
        G::help()
    }

    fn shown(&self, text: &'static str) -> String {
        G::shown(text)
    }

    fn setup_spec(&self) -> SetupSpec {
        G::SETUP
    }

    fn players(&self) -> (usize, usize) {
        G::PLAYERS
    }

    fn start_rule(&self) -> Option<String> {
        G::start_rule()
    }

    fn seat_label(&self, seat: usize) -> Option<String> {
        G::seat_label_text(seat)
    }

    fn seat_option(&self, i: usize) -> Option<String> {
        G::seat_option_text(i)
    }

    fn coach(&self) -> bool {
        G::PAUSE.is_none()
    }

    fn player_range(&self, choices: &SetupChoices) -> PlayerRange {
        // The range may depend on a mode, never on the seat count: ask with the widest.
        G::player_range(&G::options(choices, G::PLAYERS.1))
    }

    fn new_table(
        &self,
        players: Vec<Player>,
        setup: Setup,
        choices: &SetupChoices,
        save_dir: &Path,
    ) -> Result<Box<dyn Table>, Msg> {
        Ok(Box::new(GameTable::new(new_session::<G>(players, setup, choices)?, save_dir.to_path_buf())))
    }

    fn load_table(&self, path: &Path, save_dir: &Path) -> Result<Box<dyn Table>, SaveError> {
        Ok(Box::new(GameTable::resumed(Session::<G>::load(path)?, save_dir.to_path_buf())))
    }

    fn replay_table(&self, path: &Path) -> Result<Box<dyn Table>, SaveError> {
        let replay = ReplayTable::new(Session::<G>::load(path)?).map_err(SaveError)?;
        Ok(Box::new(replay))
    }

    fn replay_text(&self, path: &Path) -> Result<String, SaveError> {
        Ok(crate::ui::replay::text(&Session::<G>::load(path)?))
    }

    fn new_room(
        &self,
        players: Vec<Player>,
        setup: Setup,
        choices: &SetupChoices,
        save_dir: &Path,
    ) -> Result<Box<dyn Room>, Msg> {
        Ok(Box::new(HostedTable::new(new_session::<G>(players, setup, choices)?, save_dir)))
    }

    fn load_room(&self, path: &Path, save_dir: &Path) -> Result<Box<dyn Room>, SaveError> {
        Ok(Box::new(HostedTable::resumed(Session::<G>::load(path)?, save_dir)))
    }

    fn simulate(
        &self,
        players: usize,
        games: usize,
        seed: u64,
        choices: &SetupChoices,
    ) -> Result<SimReport, Msg> {
        let options = G::options(choices, players);
        G::player_range(&options).check(players)?;
        Ok(simulate::<G>(players, games, seed, &options, MAX_ACTIONS))
    }

    fn arena(
        &self,
        lineup: &[Contender],
        games: usize,
        seed: u64,
        choices: &SetupChoices,
        threads: usize,
        progress: Progress,
    ) -> Result<ArenaReport, Msg> {
        let options = G::options(choices, lineup.len());
        G::player_range(&options).check(lineup.len())?;
        arena::<G>(lineup, games, seed, &options, (threads, MAX_ACTIONS), progress)
    }
}

/// One game as the table offers it: described once, started, loaded and simulated from here.
pub trait GameEntry: Sync {
    /// The id on the command line and in saves (`keltis`).
    fn id(&self) -> &'static str;
    /// The name players see ([`game_name`]).
    fn name(&self) -> Msg {
        game_name(self.id())
    }
    /// One line for the picker, in the current language.
    fn blurb(&self) -> String;
    /// The rules help text (from `assets/help/`).
    fn help(&self) -> &'static str;
    fn setup_spec(&self) -> SetupSpec;
    /// The players the game allows in any mode (the picker's "2–12").
    fn players(&self) -> (usize, usize);
    /// How the rules fix the start player, when they do ("black always starts").
    fn start_rule(&self) -> Option<String> {
        None
    }
    /// A text of [`GameEntry::setup_spec`] (a toggle or setting label or value) as shown in the
    /// current language.
    fn shown(&self, text: &'static str) -> String {
        text.to_string()
    }
    /// A word shown beside a seat in setup (its colour), if the game has one.
    fn seat_label(&self, _seat: usize) -> Option<String> {
        None
    }
    /// Per-seat option `i` as setup shows it (the spec's label is also its `--option` name).
    fn seat_option(&self, i: usize) -> Option<String> {
        self.setup_spec().seat_options.get(i).map(|s| s.to_string())
    }
    /// The players the game allows with these setup choices.
    /// Whether the game has a coach (every turn-based game; not Pow Wow, played in real time).
    fn coach(&self) -> bool;
    fn player_range(&self, choices: &SetupChoices) -> PlayerRange;
    /// A new game table; refuses a player count the choices do not allow.
    fn new_table(
        &self,
        players: Vec<Player>,
        setup: Setup,
        choices: &SetupChoices,
        save_dir: &Path,
    ) -> Result<Box<dyn Table>, Msg>;
    /// A table for a save of this game.
    fn load_table(&self, path: &Path, save_dir: &Path) -> Result<Box<dyn Table>, SaveError>;
    /// The replay of a save of this game, step by step (`tavolo replay FILE`).
    fn replay_table(&self, path: &Path) -> Result<Box<dyn Table>, SaveError>;
    /// A save of this game as a text record (`tavolo replay FILE --text`).
    fn replay_text(&self, path: &Path) -> Result<String, SaveError>;
    /// A table hosted over SSH (`tavolo serve`): its players take their seats in a lobby.
    fn new_room(
        &self,
        players: Vec<Player>,
        setup: Setup,
        choices: &SetupChoices,
        save_dir: &Path,
    ) -> Result<Box<dyn Room>, Msg>;
    /// A hosted table for a save of this game (`tavolo serve --resume`).
    fn load_room(&self, path: &Path, save_dir: &Path) -> Result<Box<dyn Room>, SaveError>;
    /// Bot-only games, headless, with the setup choices.
    fn simulate(
        &self,
        players: usize,
        games: usize,
        seed: u64,
        choices: &SetupChoices,
    ) -> Result<SimReport, Msg>;
    /// Seeded games between bot levels, one contender per seat (rotated game by game), on
    /// `threads` threads (0: every core); refuses a seat count the choices do not allow.
    fn arena(
        &self,
        lineup: &[Contender],
        games: usize,
        seed: u64,
        choices: &SetupChoices,
        threads: usize,
        progress: Progress,
    ) -> Result<ArenaReport, Msg>;

    /// No option chosen: every toggle off, every seat the first per-seat option.
    fn default_choices(&self) -> SetupChoices {
        let spec = self.setup_spec();
        SetupChoices {
            toggles: vec![false; spec.toggles.len()],
            settings: spec.settings.iter().map(|s| s.default).collect(),
            ..Default::default()
        }
    }

    /// Setup choices named on the command line (`--option classic`): each name must start exactly
    /// one toggle's label or per-seat option's label (lower case, spaces as dashes); a per-seat
    /// option then applies to every seat (`--option victory-card-20`); a setting is named with its
    /// value (`--option claim-window-5-s`).
    fn choices_from(&self, names: &[String]) -> Result<SetupChoices, Msg> {
        let spec = self.setup_spec();
        let key = |t: &&str| t.to_lowercase().replace(' ', "-");
        let mut keys: Vec<String> = spec.toggles.iter().chain(spec.seat_options).map(key).collect();
        let plain = keys.len();
        let values: Vec<(usize, usize)> = (spec.settings.iter().enumerate())
            .flat_map(|(i, s)| (0..s.values.len()).map(move |v| (i, v)))
            .collect();
        keys.extend(values.iter().map(|&(i, v)| {
            let s = &spec.settings[i];
            key(&format!("{} {}", s.label, s.values[v]).as_str())
        }));
        // Named without a label's note in brackets ("classic-rules", not
        // "classic-rules-(base-game,-3–10-players)"); the start of a name is enough.
        let listed = || {
            let shown = keys.iter().map(|k| k.split_once("-(").map_or(k.as_str(), |(name, _)| name));
            shown.collect::<Vec<_>>().join(", ")
        };
        let mut choices = self.default_choices();
        for name in names {
            let want = name.trim().to_lowercase();
            // Every game with a coach takes `--option hints` (not a game's own option).
            if want == "hints" && self.coach() {
                choices.hints = true;
                continue;
            }
            let hits: Vec<usize> =
                (0..keys.len()).filter(|&i| !want.is_empty() && keys[i].starts_with(&want)).collect();
            match hits.as_slice() {
                [i] if *i < spec.toggles.len() => choices.toggles[*i] = true,
                [i] if *i >= plain => {
                    let (setting, value) = values[*i - plain];
                    choices.settings[setting] = value;
                }
                [i] => choices.seat_options = vec![*i - spec.toggles.len(); 12],
                _ if keys.is_empty() => {
                    return Err(msg!("error-no-options", game = self.name(), name = name.as_str()));
                }
                [] => {
                    return Err(msg!("error-unknown-option", name = name.as_str(), options = listed()));
                }
                _ => {
                    return Err(msg!("error-ambiguous-option", name = name.as_str(), options = listed()));
                }
            }
        }
        Ok(choices)
    }
}

impl fmt::Debug for dyn GameEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameEntry({})", self.id())
    }
}

/// Every game on the table, in picker order.
pub type Registry = &'static [&'static dyn GameEntry];

pub fn find(games: Registry, id: &str) -> Option<&'static dyn GameEntry> {
    games.iter().copied().find(|g| g.id() == id)
}

/// The game with this id, or the sentence listing the games there are.
pub fn game(games: Registry, id: &str) -> Result<&'static dyn GameEntry, Msg> {
    find(games, id).ok_or_else(|| {
        let ids: Vec<&str> = games.iter().map(|g| g.id()).collect();
        msg!("error-unknown-game", id = id, games = ids.join(", "))
    })
}

/// A game's name for a save's raw id (the id itself for a game this Tavolo does not know).
pub fn name_of(games: Registry, id: &str) -> Msg {
    find(games, id).map_or_else(|| msg!("game-name", id = id), |g| g.name())
}

/// A game's name for a column of saves: the short form (`Sceriffo`), or the raw id.
pub fn short_name_of(games: Registry, id: &str) -> Msg {
    match find(games, id) {
        Some(g) => msg!("game-short-name", id = Arg::Id(g.id())),
        None => msg!("game-short-name", id = id),
    }
}

/// The game a save belongs to; with `expected`, refuses a save of another game.
fn game_of_save(
    games: Registry,
    path: &Path,
    expected: Option<&dyn GameEntry>,
) -> Result<&'static dyn GameEntry, SaveError> {
    let id = game_of(path)?;
    let shown = path.display();
    if let Some(want) = expected.filter(|w| w.id() != id) {
        return Err(SaveError(msg!(
            "save-other-game",
            path = shown.to_string(),
            game = name_of(games, &id),
            want = want.name()
        )));
    }
    find(games, &id)
        .ok_or_else(|| SaveError(msg!("save-unknown-game", path = shown.to_string(), id = id.as_str())))
}

/// Loads a save of any listed game; with `expected`, refuses a save of another game.
pub fn load_table(
    games: Registry,
    path: &Path,
    expected: Option<&dyn GameEntry>,
    save_dir: &Path,
) -> Result<Box<dyn Table>, SaveError> {
    game_of_save(games, path, expected)?.load_table(path, save_dir)
}

/// The replay of a save of any listed game.
pub fn replay_table(games: Registry, path: &Path) -> Result<Box<dyn Table>, SaveError> {
    game_of_save(games, path, None)?.replay_table(path)
}

/// A save of any listed game as a text record.
pub fn replay_text(games: Registry, path: &Path) -> Result<String, SaveError> {
    game_of_save(games, path, None)?.replay_text(path)
}

/// Hosts a save of any listed game over SSH (`tavolo serve --resume`).
pub fn load_room(
    games: Registry,
    path: &Path,
    expected: Option<&dyn GameEntry>,
    save_dir: &Path,
) -> Result<Box<dyn Room>, SaveError> {
    game_of_save(games, path, expected)?.load_room(path, save_dir)
}
