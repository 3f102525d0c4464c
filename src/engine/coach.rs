//! The coach: on a turn-based decision, the Hard search's three best moves with their estimated
//! win chances, from the deciding seat's own view — exactly the decision a Hard bot in that seat
//! would take (same dice, same budget), so its first move is the Hard bot's move. It never reads
//! another seat's hidden things: the search samples them from the view, as the bot does.

use super::search::ranked;
use super::session::bot_rng;
use super::{BotLevel, Game, Seat};

/// One suggestion: the move and, when the game weighed it in a search, its estimated chance to
/// win (0..=1). A decision the Hard bot takes without weighing (one legal move, a sale in reach)
/// has one suggestion and no chance.
#[derive(Debug, Clone, PartialEq)]
pub struct Suggestion<A> {
    pub action: A,
    pub chance: Option<f64>,
}

/// How many moves the coach names.
pub const SHOWN: usize = 3;

/// The coach's advice for `seat` in `state`, the `step`-th decision of the game `seed` began (the
/// Hard bot's dice for it): the Hard bot's move first, then the next best by their estimates, at
/// most [`SHOWN`]; empty when `seat` has nothing to do.
/// Reads only `seat`'s view and its legal moves. It searches: call it off the screen's thread.
pub fn advise<G: Game>(state: &G, seat: Seat, seed: u64, step: usize) -> Vec<Suggestion<G::Action>> {
    let legal = state.legal_actions(seat);
    if legal.is_empty() {
        return Vec::new();
    }
    let view = state.view(Some(seat));
    let mut rng = bot_rng(seed, step, seat);
    let (chosen, ranking) = ranked(|| G::bot_action(&view, &legal, BotLevel::Hard, &mut rng));
    match ranking {
        Some(mut list) if list.first().is_some_and(|(a, _)| *a == chosen) => {
            // The Hard bot's move first; the others by their estimate, so the numbers read down.
            list[1..].sort_by(|a, b| b.1.total_cmp(&a.1));
            (list.into_iter().take(SHOWN))
                .map(|(action, v)| Suggestion { action, chance: Some(v.clamp(0.0, 1.0)) })
                .collect()
        }
        _ => vec![Suggestion { action: chosen, chance: None }],
    }
}
