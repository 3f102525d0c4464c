//! Test support at the games' layer: what a game states about what it hides (the privacy
//! scramble each game implements in its own folder), one decision through a session, and the check
//! that a save with Hard bots replays exactly. The contract over the whole table, which needs the
//! tables and the catalog, is `catalog::contract`. Built for tests only (`cfg(test)` or the
//! `test-support` feature).

use std::fmt::Debug;

use crate::engine::{BotLevel, Game, GameRng, Pending, Player, Seat, Seats, Session, Setup};

/// A game that can hide things from a seat, for the privacy check.
pub trait Scramble: Game {
    /// Changes everything `viewer` may not know (other hands, deck order, face-down cards…) and
    /// nothing it may: its view, and so its screen, must stay the same.
    fn scramble_hidden(&mut self, viewer: Seat, rng: &mut GameRng);

    /// What the scramble claims to hide from `viewer`, part by part (a name and a fingerprint):
    /// the explorer checks that each part does change, so a scramble cannot pass by hiding nothing.
    fn hidden_parts(&self, viewer: Seat) -> Vec<(&'static str, String)>;

    /// Changes everything no seat may know for sure from the public table: every seat's hidden
    /// things in turn (each pass changes what the others hide, so all of it changes).
    fn scramble_public(&mut self, rng: &mut GameRng) {
        for seat in 0..self.players() {
            self.scramble_hidden(seat, rng);
        }
    }
}

/// A hidden part's fingerprint for [`Scramble::hidden_parts`]: empty when there is nothing in it
/// (an empty deck cannot change), so the check asks a part to change only where it can.
pub fn part<T: Debug>(items: &[T]) -> String {
    let text = format!("{items:?}");
    let empty = text.chars().all(|c| "[]{}(), ".contains(c));
    if empty { String::new() } else { text }
}

/// One decision through a session: the seat to decide, or a race's seats and then its close.
pub fn session_step<G: Game>(s: &mut Session<G>) {
    let (seats, closes) = match s.pending() {
        Pending::Over => return,
        Pending::Seat(seat) | Pending::Each { first: seat, .. } => (Seats::one(seat), None),
        Pending::Race { seats, closes_at_ms } => (seats, closes_at_ms),
    };
    for seat in seats {
        if let Some(a) = s.bot_choice(seat) {
            s.act(seat, a).expect("a bot's choice is legal");
        }
    }
    // The claims may have moved the close (a slip after an early close keeps it open to its time).
    if closes.is_some()
        && let Pending::Race { closes_at_ms: Some(at), .. } = s.pending()
    {
        s.clock(at).expect("a race closes");
    }
}

/// A save with Hard (searching) bots reloads to the same state and plays on identically: their
/// choices come from fixed iteration budgets and seeded dice, never from the clock. Seats alternate
/// Hard and Normal; `before` bot decisions are saved, `after` more are played by both copies.
pub fn check_hard_save_replays<G: Game + PartialEq>(
    players: usize,
    options: G::Options,
    before: usize,
    after: usize,
) {
    let bots = (0..players)
        .map(|i| Player::bot(format!("B{i}"), if i % 2 == 0 { BotLevel::Hard } else { BotLevel::Normal }))
        .collect();
    let setup = Setup { players, first: Some(0), seed: 8 };
    let mut s = Session::<G>::new(bots, setup, options).unwrap();
    for _ in 0..before {
        assert!(s.step_bot().unwrap());
    }
    let dir = std::env::temp_dir().join(format!("tavolo-{}-hard-save-{}", G::ID, std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hard.json");
    s.save_to(&path).unwrap();
    let mut back = Session::<G>::load(&path).unwrap();
    assert!(
        back.state == s.state && back.history == s.history,
        "{}: the save reloads to the same state",
        G::ID
    );
    for _ in 0..after {
        s.step_bot().unwrap();
        back.step_bot().unwrap();
    }
    assert!(back.state == s.state, "{}: the loaded game goes on exactly as the saved one", G::ID);
    let _ = std::fs::remove_dir_all(&dir);
}
