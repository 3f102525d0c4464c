//! Determinization: from what one seat may know, a full state the game could be in. Search bots
//! play their lookahead on such samples, so they never read the real state's hidden parts.

use super::{BotLevel, Game, GameRng, Outcome, Seat};

/// A game whose hidden information can be sampled from one seat's view.
pub trait Determinize: Game {
    /// A full state consistent with everything `view` (the view of `seat`) shows: the same public
    /// view and the same private view for `seat`, with what `seat` cannot know (other hands, the
    /// deck order, face-down cards, hidden roles) drawn at random from `rng`. It reads the view
    /// only, so the real state's hidden parts cannot leak into a bot's decision.
    fn determinize(view: &Self::View, seat: Seat, rng: &mut GameRng) -> Self;

    /// Whether a search samples from this view: a game may search only some of its decisions
    /// (Saboteur: turns) and take the rest by its heuristic. The contract checks the samples of
    /// every view this accepts.
    fn searched(_view: &Self::View) -> bool {
        true
    }

    /// The playout policy's choice for `seat`: by default `bot_action` on the seat's view. A game
    /// may answer from the state directly, reading only what that seat may know, to save copies.
    fn policy(&self, seat: Seat, legal: &[Self::Action], level: BotLevel, rng: &mut GameRng) -> Self::Action {
        Self::bot_action(&self.view(Some(seat)), legal, level, rng)
    }

    /// How promising each of `legal` looks to the game's heuristic from `view` (higher is better):
    /// a search looks only at the best few. The default rates every action the same.
    fn prior(_view: &Self::View, legal: &[Self::Action]) -> Vec<f64> {
        vec![0.0; legal.len()]
    }

    /// How good the position is for each seat, in `0.0..=1.0` (roughly its chance to win): for a
    /// finished game its result, else a guess for a lookahead cut off before the end. The default
    /// splits the win between the winners, and before the end knows nothing (every seat equal).
    fn estimate(&self) -> Vec<f64> {
        match self.outcome() {
            Some(o) => win_shares(&o),
            None => vec![1.0 / self.players() as f64; self.players()],
        }
    }
}

/// A finished game's value per seat: a win is 1, shared between tied winners; anything else is 0.
pub fn win_shares(outcome: &Outcome) -> Vec<f64> {
    let winners = outcome.scores.iter().filter(|s| s.rank == 1).count().max(1) as f64;
    outcome.scores.iter().map(|s| if s.rank == 1 { 1.0 / winners } else { 0.0 }).collect()
}

/// Turns scores into win-chance estimates that sum to 1: a softmax whose `spread` is how many
/// points make one seat about e times as likely to win as another.
pub fn softmax(scores: &[f64], spread: f64) -> Vec<f64> {
    let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let exp: Vec<f64> = scores.iter().map(|s| ((s - top) / spread.max(1e-9)).exp()).collect();
    let sum: f64 = exp.iter().sum();
    exp.iter().map(|e| e / sum).collect()
}
