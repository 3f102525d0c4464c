//! The lines a finished game's replay shows with every hand open ([`super::GameUi::open_lines`]):
//! each game lists its hidden parts with these, so they read alike across games.

use crate::t;

/// Items as a list ("B7; G3; pt5"), or "none": semicolons, since card names may hold commas
/// ("curva N-E, vicolo cieco").
pub fn list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    if items.is_empty() { t!("open-none") } else { items.join("; ") }
}

/// "Anna: B7, G3, pt5" — what a seat held.
pub fn seat(name: &str, what: String) -> String {
    t!("open-seat", name = name, what = what)
}

/// "Deck (23), from the top: B7, G3, …" — the next few of a face-down pile, its top last in
/// `pile` (drawn with `pop`).
pub fn deck<T>(what: &str, pile: &[T], shown: impl Fn(&T) -> String) -> String {
    let top: Vec<String> = pile.iter().rev().take(6).map(shown).collect();
    let more = if pile.len() > top.len() { "…" } else { "" };
    t!("open-deck", what = what, n = pile.len(), cards = list(top) + more)
}

/// "Out of the game unseen (30): …" — cards no one ever saw.
pub fn unseen<T>(pile: &[T], shown: impl Fn(&T) -> String) -> String {
    t!("open-unseen", n = pile.len(), cards = list(pile.iter().map(shown)))
}
