//! Pow Wow (Dorra): a real-time grab game. `rules.rs` holds the turn and claim window, `claim.rs`
//! what a tribe card may take, `view.rs` the public table, `bot.rs` the bots.

pub mod bot;
pub mod cards;
pub mod claim;
pub mod keys;
#[cfg(any(test, feature = "test-support"))]
pub mod race;
pub mod rules;
pub mod screen;
pub mod view;
pub mod wide;

#[cfg(test)]
mod log_tests;
#[cfg(test)]
mod tests;

use crate::engine::{Applied, BotLevel, Game, GameRng, Outcome, Pending, RuleError, Seat, Setup};
use crate::games::Registered;
use crate::t;
use crate::ui::setup_spec::{Setting, SetupChoices, SetupSpec};

pub use cards::{Card, Indian, Kind, Loot, Tribe};
pub use claim::Take;
pub use rules::{Action, Options, Phase, PowWow};
pub use view::PowWowView;

/// Prairie cards in the game.
pub const PRAIRIE_CARDS: usize = 114;

/// The claim window lengths setup offers (3 s is the spec's default).
const WINDOW_SECS: [u64; 5] = [2, 3, 4, 5, 6];
const WINDOW_LABELS: [&str; 5] = ["2 s", "3 s", "4 s", "5 s", "6 s"];
const BLURB: &str = "Real time: grab the loot before the others";

impl Registered for PowWow {
    /// English here (and the `--option` names below); shown through [`Registered::shown`].
    const BLURB: &'static str = BLURB;
    const PLAYERS: (usize, usize) = (2, 5);
    const SETUP: SetupSpec = SetupSpec {
        toggles: &["Warpath", "Marriage", "Sharing the loot"],
        key_groups: &keys::GROUPS,
        seat_options: &[],
        settings: &[Setting { label: "Claim window", values: &WINDOW_LABELS, default: 1 }],
    };

    fn shown(text: &'static str) -> String {
        match text {
            BLURB => t!("powwow-blurb"),
            "Warpath" => t!("powwow-warpath"),
            "Marriage" => t!("powwow-marriage"),
            "Sharing the loot" => t!("powwow-sharing"),
            "Claim window" => t!("powwow-claim-window"),
            other => other.to_string(),
        }
    }

    fn options(choices: &SetupChoices, players: usize) -> Options {
        let keys = if choices.keys.is_empty() { keys::default_keys(players) } else { choices.keys.clone() };
        let window = choices.setting(&Self::SETUP, 0).min(WINDOW_SECS.len() - 1);
        Options {
            warpath: choices.on(0),
            marriage: choices.on(1),
            sharing: choices.on(2),
            window_ms: WINDOW_SECS[window] * 1000,
            keys,
            ..Default::default()
        }
    }
}

#[cfg(any(test, feature = "test-support"))]
impl crate::games::scramble::Scramble for PowWow {
    /// Privacy tests: everything on the table is public; the won piles are face down (only their
    /// sizes are known) and the deck is unseen, so their cards are swapped and the deck shuffled.
    fn scramble_hidden(&mut self, _viewer: Seat, rng: &mut GameRng) {
        for pile in &mut self.piles {
            for card in pile.iter_mut() {
                if !self.deck.is_empty() {
                    let j = rng.below(self.deck.len());
                    std::mem::swap(card, &mut self.deck[j]);
                }
            }
        }
        rng.shuffle(&mut self.deck);
    }

    fn hidden_parts(&self, _viewer: Seat) -> Vec<(&'static str, String)> {
        use crate::games::scramble::part;
        vec![("won piles", part(&self.piles)), ("prairie order", part(&self.deck))]
    }
}

impl Game for PowWow {
    type Action = Action;
    type Options = Options;
    type View = PowWowView;
    const ID: &'static str = "powwow";
    const REPLAY_BY_TURN: bool = true;

    fn new_game(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        PowWow::new(setup, options)
    }

    fn players(&self) -> usize {
        PowWow::players(self)
    }

    fn pending(&self) -> Pending {
        PowWow::pending(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        PowWow::legal_actions(self, seat)
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        PowWow::legal_actions_into(self, seat, out)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        PowWow::apply(self, seat, action)
    }

    fn on_clock(&mut self, at_ms: u64) -> Result<Applied, RuleError> {
        PowWow::on_clock(self, at_ms)
    }

    fn clock_ms(&self) -> u64 {
        self.now_ms
    }

    fn action_ms(action: &Action) -> Option<u64> {
        match action {
            Action::Reveal { at_ms } | Action::Claim { at_ms, .. } => Some(*at_ms),
            Action::Pass | Action::Take(_) => None,
        }
    }

    fn restamp(action: Action, at: u64) -> Action {
        match action {
            Action::Reveal { .. } => Action::Reveal { at_ms: at },
            Action::Claim { kind, .. } => Action::Claim { kind, at_ms: at },
            other => other,
        }
    }

    fn view(&self, seat: Option<Seat>) -> PowWowView {
        PowWowView::of(self, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase() == Phase::Over).then(|| {
            Outcome::ranked(
                self.piles.iter().map(|p| (vec![(t!("powwow-score-won"), p.len() as i32)], vec![])).collect(),
            )
        })
    }

    fn turn(&self) -> u32 {
        PowWow::turn(self)
    }

    fn log_turn(&self) -> u32 {
        // The claims and choices after a reveal belong to that reveal's turn.
        match self.phase {
            rules::Phase::Reveal => self.reveals,
            _ => self.reveals.saturating_sub(1),
        }
    }

    fn check_invariants(&self) -> Result<(), String> {
        let mut all: Vec<Card> = self.deck.iter().chain(&self.table).chain(&self.removed).copied().collect();
        all.extend(self.piles.iter().flatten());
        all.sort_unstable();
        let mut expected = cards::prairie();
        expected.sort_unstable();
        if all != expected {
            return Err(format!(
                "prairie cards not conserved: {} found, {PRAIRIE_CARDS} expected",
                all.len()
            ));
        }
        Ok(())
    }

    fn bot_action(view: &PowWowView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }
}
