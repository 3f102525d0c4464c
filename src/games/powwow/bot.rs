//! A Pow Wow bot: claims after a human-like reaction delay for its level and takes the richest
//! choice. Levels differ as people do: how fast they react, how often they overlook a claim, and how
//! often they play a look-alike card by mistake (a penalty).

use crate::engine::{BotLevel, GameRng};

use super::cards::{Card, Kind, Tribe};
use super::rules::{Action, Phase};
use super::view::PowWowView;

/// How a level plays a reveal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    /// Mean reaction in ms and its spread (uniform, `base ± jitter / 2`): never faster than a person.
    pub base: u64,
    pub jitter: u64,
    /// Percent of worthwhile claims it does not notice.
    pub miss: usize,
    /// Percent of look-alike reveals (an Indian of another colour) on which it plays that type as if
    /// it were its own: a penalty unless its own Indian of that type happens to pay.
    pub slip: usize,
}

pub fn skill(level: BotLevel) -> Skill {
    match level {
        BotLevel::Easy => Skill { base: 1500, jitter: 600, miss: 25, slip: 12 },
        BotLevel::Normal => Skill { base: 900, jitter: 400, miss: 8, slip: 5 },
        BotLevel::Hard => Skill { base: 550, jitter: 200, miss: 0, slip: 1 },
    }
}

/// The least time between a window's close and a bot's next reveal.
pub const REVEAL_PAUSE_MS: u64 = 1000;

/// Reaction time in ms for a level.
pub fn reaction_ms(level: BotLevel, rng: &mut GameRng) -> u64 {
    let Skill { base, jitter, .. } = skill(level);
    base - jitter / 2 + rng.below(jitter as usize + 1) as u64
}

pub fn choose(view: &PowWowView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    let Some(seat) = view.seat else { return legal[0].clone() };
    match view.phase {
        // A second's pause after the last window (as a person takes): a press just too late for
        // it must not land on the next card.
        Phase::Reveal => Action::Reveal { at_ms: view.now_ms + REVEAL_PAUSE_MS + rng.below(500) as u64 },
        Phase::Window { opened_ms, closes_ms } => {
            let skill = skill(level);
            let at_ms = opened_ms + reaction_ms(level, rng);
            let claim = |kind| if at_ms <= closes_ms { Action::Claim { kind, at_ms } } else { Action::Pass };
            // A look-alike: an Indian of another colour just came up and it plays that type.
            if let Some(Card::Indian(i)) = view.new_card()
                && i.tribe != Tribe::of_seat(seat)
                && rng.below(100) < skill.slip
            {
                return claim(i.kind);
            }
            let best = Kind::ALL
                .into_iter()
                .filter_map(|k| view.options(seat, k).iter().map(|t| view.gain(k, *t)).max().map(|g| (g, k)))
                .max();
            // Wait for richer loot unless the prairie is running out.
            let worth = if view.deck < 6 { 2 } else { 3 };
            match best {
                Some((g, kind)) if g >= worth && rng.below(100) >= skill.miss => claim(kind),
                _ => Action::Pass,
            }
        }
        Phase::Resolve { next } => {
            let kind = view.claims[next].kind;
            legal
                .iter()
                .max_by_key(|a| match a {
                    Action::Take(t) => view.gain(kind, *t),
                    _ => 0,
                })
                .cloned()
                .unwrap_or(Action::Pass)
        }
        Phase::Over => legal[0].clone(),
    }
}
