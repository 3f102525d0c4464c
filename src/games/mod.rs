//! One folder per game. Each game describes itself once ([`Registered`], beside its rules); the
//! catalog (one layer up) lists them and turns that into what the tables, the loader, the
//! simulator and the command line need.

pub mod blackfleet;
pub mod keltis;
pub mod powwow;
pub mod saboteur;
pub mod sheriff;

#[cfg(any(test, feature = "test-support"))]
pub mod scramble;
/// The toy game that proves the catalog, the contract and the explorer take any game.
#[cfg(any(test, feature = "test-support"))]
pub mod toy;

use crate::ui::GameUi;
use crate::ui::setup_spec::{PlayerRange, SetupChoices, SetupSpec, game_name};

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
