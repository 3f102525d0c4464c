//! The games the shell offers. Each game describes itself once as a [`GameEntry`]; whoever owns the
//! list (the command line) hands it to the app, so the picker, setup, loader and simulator iterate
//! over it and the shell never names a game.

use std::fmt;
use std::path::Path;

use super::Table;
use crate::engine::arena::{ArenaReport, Contender};
use crate::engine::save::{SaveError, game_of};
use crate::engine::simulate::SimReport;
use crate::engine::{Player, Setup};
use crate::i18n::{Arg, Msg};
use crate::msg;
use crate::net::Room;

/// What a game's setup asks beyond players: on/off options and, for shared-keyboard games, keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SetupSpec {
    pub toggles: &'static [&'static str],
    /// Key groups a seat may pick from (claim keys then the reveal key); empty for turn-based games.
    pub key_groups: &'static [[char; 5]],
    /// A choice made per seat (PgUp/PgDn on its row), e.g. each player's victory card.
    pub seat_options: &'static [&'static str],
    /// Settings with more than two values (←→ on its row), e.g. Pow Wow's claim window.
    pub settings: &'static [Setting],
}

impl SetupSpec {
    /// Nothing to choose beyond the players.
    pub const NONE: SetupSpec = SetupSpec { toggles: &[], key_groups: &[], seat_options: &[], settings: &[] };
}

/// A setup setting with several values; a new game starts with `values[default]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setting {
    pub label: &'static str,
    pub values: &'static [&'static str],
    pub default: usize,
}

/// The choices made in setup for [`SetupSpec`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetupChoices {
    pub toggles: Vec<bool>,
    /// Key group per seat.
    pub keys: Vec<usize>,
    /// Index into [`SetupSpec::seat_options`] per seat (missing seats: the first option).
    pub seat_options: Vec<usize>,
    /// Index into each [`Setting`]'s values (missing: the game's default).
    pub settings: Vec<usize>,
}

impl SetupChoices {
    /// Whether toggle `i` is on (missing toggles are off).
    pub fn on(&self, i: usize) -> bool {
        self.toggles.get(i).copied().unwrap_or(false)
    }

    /// The value index chosen for setting `i` of `spec` (its default when not chosen).
    pub fn setting(&self, spec: &SetupSpec, i: usize) -> usize {
        self.settings.get(i).copied().unwrap_or_else(|| spec.settings.get(i).map_or(0, |s| s.default))
    }
}

/// A game's name in the viewer's language (`game-name` selects on the id; the id itself stays on
/// the command line and in saves). A mode whose player count differs is named the same way
/// (`saboteur-classic`).
pub fn game_name(id: &'static str) -> Msg {
    msg!("game-name", id = Arg::Id(id))
}

/// Who may play: "Classic Saboteur is for 3 to 10 players".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRange {
    /// The game, or its mode when modes differ ("Classic Saboteur"): see [`game_name`].
    pub who: Msg,
    pub min: usize,
    pub max: usize,
}

impl PlayerRange {
    pub fn contains(&self, n: usize) -> bool {
        (self.min..=self.max).contains(&n)
    }

    /// `Ok` for an allowed count, else why not: the one player-count message of setup, the
    /// command line, the simulator and the arena.
    pub fn check(&self, n: usize) -> Result<(), Msg> {
        if self.contains(n) {
            return Ok(());
        }
        Err(msg!("error-player-count", game = self.who.clone(), min = self.min, max = self.max, given = n))
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
        let mut choices = self.default_choices();
        for name in names {
            let want = name.trim().to_lowercase();
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
                    return Err(msg!(
                        "error-unknown-option",
                        name = name.as_str(),
                        options = keys.join(", ")
                    ));
                }
                _ => {
                    return Err(msg!(
                        "error-ambiguous-option",
                        name = name.as_str(),
                        options = keys.join(", ")
                    ));
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

/// Hosts a save of any listed game over SSH (`tavolo serve --resume`).
pub fn load_room(
    games: Registry,
    path: &Path,
    expected: Option<&dyn GameEntry>,
    save_dir: &Path,
) -> Result<Box<dyn Room>, SaveError> {
    game_of_save(games, path, expected)?.load_room(path, save_dir)
}
