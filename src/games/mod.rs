//! One folder per game, and [`REGISTRY`]: the one list of them. Each game describes itself once
//! ([`Registered`], beside its rules); one generic [`GameEntry`] turns that into what the table,
//! loader, simulator and command line need.

pub mod blackfleet;
pub mod keltis;
pub mod powwow;
pub mod saboteur;
pub mod sheriff;

#[cfg(any(test, feature = "test-support"))]
pub mod contract;

use std::marker::PhantomData;
use std::path::Path;

use crate::engine::arena::{ArenaReport, Contender, arena};
use crate::engine::save::SaveError;
use crate::engine::simulate::{SimReport, simulate};
use crate::engine::{Player, Session, Setup};
use crate::i18n::Msg;
use crate::net::Room;
use crate::net::table::HostedTable;
use crate::ui::registry::{GameEntry, PlayerRange, Registry, SetupChoices, SetupSpec, game_name};
use crate::ui::{GameTable, GameUi, Table};

/// Every game on the table, in picker order. Adding a game is one line here.
pub static REGISTRY: Registry = &[
    &Entry::<keltis::Keltis>::NEW,
    &Entry::<powwow::PowWow>::NEW,
    &Entry::<sheriff::Sheriff>::NEW,
    &Entry::<saboteur::Saboteur>::NEW,
    &Entry::<blackfleet::BlackFleet>::NEW,
];

/// The most actions a simulated game may take before it counts as endless.
const MAX_ACTIONS: usize = 10_000;

/// What a game says about itself beyond its rules and screen, implemented in the game's folder.
pub trait Registered: GameUi {
    /// One line for the picker (English; a converted game gives [`Registered::blurb`] instead).
    const BLURB: &'static str = "";
    /// The players the game allows in any mode.
    const PLAYERS: (usize, usize);
    /// What setup asks beyond the players.
    const SETUP: SetupSpec = SetupSpec::NONE;
    /// A word shown beside each seat in setup when seats differ by more than their order (Black
    /// Fleet's colours); empty for none.
    const SEAT_LABELS: &'static [&'static str] = &[];

    /// One of the texts above (the blurb, a setup label or value, a seat label) as shown in the
    /// current language; the English text itself stays the `--option` name.
    fn shown(text: &'static str) -> String {
        text.to_string()
    }

    /// The picker's line in the current language.
    fn blurb() -> String {
        Self::shown(Self::BLURB)
    }

    /// A seat's label in the current language.
    fn seat_label_text(seat: usize) -> Option<String> {
        Self::SEAT_LABELS.get(seat).map(|s| Self::shown(s))
    }

    /// Per-seat option `i` in the current language (its `--option` name stays the spec's label).
    fn seat_option_text(i: usize) -> Option<String> {
        Self::SETUP.seat_options.get(i).map(|s| Self::shown(s))
    }

    /// The game's options from the setup choices (or `--option`) for `players` seats.
    fn options(_choices: &SetupChoices, _players: usize) -> Self::Options {
        Self::Options::default()
    }

    /// The players these options allow; games whose modes differ name the mode.
    fn player_range(_options: &Self::Options) -> PlayerRange {
        PlayerRange { who: game_name(Self::ID), min: Self::PLAYERS.0, max: Self::PLAYERS.1 }
    }
}

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
    Session::<G>::new(players, setup, options).map_err(|e| e.0)
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
    ) -> Result<ArenaReport, Msg> {
        let options = G::options(choices, lineup.len());
        G::player_range(&options).check(lineup.len())?;
        arena::<G>(lineup, games, seed, &options, threads, MAX_ACTIONS)
    }
}
