//! Ready-made positions for screen tests and benchmarks.

use crate::engine::{BotLevel, Player, Session, Setup};

use super::Keltis;

/// A 4-player game (Anna and three bots) some rounds in, with Anna to play.
pub fn mid_game(seed: u64, rounds: usize) -> Session<Keltis> {
    let players = vec![
        Player::human("Anna"),
        Player::bot("Bruno", BotLevel::Normal),
        Player::bot("Carla", BotLevel::Normal),
        Player::bot("Dario", BotLevel::Normal),
    ];
    let setup = Setup { players: 4, first: Some(1), seed };
    let mut s = Session::<Keltis>::new(players, setup, Default::default()).expect("4 players is valid");
    for _ in 0..rounds {
        while s.step_bot().expect("bots play legal moves") {}
        // Anna plays her first legal move and draws.
        for _ in 0..2 {
            let a = s.state.legal_actions(0)[0].clone();
            s.act(0, a).expect("a listed action is legal");
        }
    }
    while s.step_bot().expect("bots play legal moves") {}
    s
}
