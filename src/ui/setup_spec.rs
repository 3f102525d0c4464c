//! What a game's setup asks and allows (options, settings, key groups, player counts) and its
//! name: what each game states in its own folder and setup, the command line and the catalog read.

use crate::engine::BotLevel;
use crate::i18n::{Arg, Msg};
use crate::{msg, t};

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
    /// The table offers the coach (`h`): not a game's option, every turn-based game has it.
    pub hints: bool,
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

/// "human" or "bot · easy", in the current language.
pub fn kind_text(bot: Option<BotLevel>) -> String {
    match bot {
        None => t!("kind-human"),
        Some(l) => t!("kind-bot", level = t!("bot-level", level = l.name())),
    }
}
