//! A Pow Wow bot: claims after a human-like reaction delay for its level, only when the claim is
//! legal and worth it, and takes the richest choice.

use crate::engine::{BotLevel, GameRng};

use super::cards::Kind;
use super::rules::{Action, Phase};
use super::view::PowWowView;

/// Reaction time in ms: never faster than a person.
pub fn reaction_ms(level: BotLevel, rng: &mut GameRng) -> u64 {
    let (base, jitter) = match level {
        BotLevel::Easy => (1500, 600),
        BotLevel::Normal => (900, 400),
        BotLevel::Hard => (500, 200),
    };
    base - jitter / 2 + rng.below(jitter as usize + 1) as u64
}

pub fn choose(view: &PowWowView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    let Some(seat) = view.seat else { return legal[0].clone() };
    match view.phase {
        Phase::Reveal => Action::Reveal { at_ms: view.now_ms + 300 + rng.below(500) as u64 },
        Phase::Window { opened_ms, closes_ms } => {
            let best = Kind::ALL
                .into_iter()
                .filter_map(|k| view.options(seat, k).iter().map(|t| view.gain(k, *t)).max().map(|g| (g, k)))
                .max();
            // Wait for richer loot unless the prairie is running out.
            let worth = if view.deck < 6 { 2 } else { 3 };
            match best {
                Some((g, kind)) if g >= worth => {
                    let at_ms = opened_ms + reaction_ms(level, rng);
                    if at_ms <= closes_ms { Action::Claim { kind, at_ms } } else { Action::Pass }
                }
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
