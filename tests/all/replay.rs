//! Replays of all five games: stepping to any position, forward or back, gives the state the
//! history makes up to there; ← → stop where they should; the log stands where the step is.

use tavolo::engine::replay::Replay;
use tavolo::engine::{BotLevel, Game, Pending, Player, Record, Session, Setup};
use tavolo::games::{blackfleet, keltis, powwow, saboteur, sheriff};

/// A game of Easy bots played to its end (real-time windows close on their clock).
pub fn played<G: Game>(players: usize, seed: u64) -> Session<G> {
    let bots = (0..players).map(|i| Player::bot(format!("Bot {}", i + 1), BotLevel::Easy)).collect();
    let setup = Setup { players, first: Some(0), seed };
    let mut s = Session::<G>::new(bots, setup, Default::default()).unwrap();
    while !s.is_over() {
        if s.step_bot().unwrap() {
            continue;
        }
        match s.pending() {
            Pending::Race { closes_at_ms: Some(at), .. } => s.clock(at).unwrap(),
            p => panic!("{}: stuck at {p:?}", G::ID),
        }
    }
    s
}

/// The state after each prefix of the history, by applying it once from the deal.
fn states<G: Game>(s: &Session<G>) -> Vec<serde_json::Value> {
    let mut state = G::new_game(&s.setup, &s.options).unwrap();
    let mut out = vec![serde_json::to_value(&state).unwrap()];
    for r in &s.history {
        match r {
            Record::Act { seat, action } => state.apply(*seat, action).map(|_| ()),
            Record::Clock { at_ms } => state.on_clock(*at_ms).map(|_| ()),
            Record::Hint { .. } => Ok(()),
        }
        .unwrap();
        out.push(serde_json::to_value(&state).unwrap());
    }
    out
}

fn every_position_is_the_history_up_to_it<G: Game>(players: usize, seed: u64) {
    let s = played::<G>(players, seed);
    let want = states(&s);
    let n = s.history.len();
    let mut r = Replay::new(s).unwrap();
    assert_eq!((r.len(), r.at()), (n, n), "{}: a replay opens at the end", G::ID);
    let check = |r: &Replay<G>, how: &str| {
        let got = serde_json::to_value(r.state()).unwrap();
        assert!(got == want[r.at()], "{}: {how} to {} of {n} is not the history up to it", G::ID, r.at());
    };
    // Back from the end one position at a time, then forward, then jumps both ways.
    for i in (0..=n).rev() {
        r.go(i);
        check(&r, "back");
    }
    for i in 0..=n {
        r.go(i);
        check(&r, "forward");
    }
    let mut rng = tavolo::engine::GameRng::new(seed);
    for _ in 0..200 {
        r.go(rng.below(n + 1));
        check(&r, "a jump");
    }
    // ← and → walk the stops, from the deal to the end and back.
    r.go(0);
    let mut seen = vec![0];
    while r.at() < n {
        r.next();
        check(&r, "→");
        seen.push(r.at());
    }
    assert_eq!(seen, r.stops(), "{}", G::ID);
    while r.at() > 0 {
        let before = r.at();
        r.prev();
        check(&r, "←");
        assert!(r.at() < before);
    }
    // PgDn reaches a new turn or round each time, PgUp comes back over them.
    let mut turns = 0;
    while r.at() < n {
        let (before, at) = (r.when(), r.at());
        r.next_turn();
        check(&r, "PgDn");
        assert!(r.at() > at && (r.when() != before || r.at() == n), "{}", G::ID);
        turns += 1;
    }
    assert!(turns > 1, "{}: a game of one turn?", G::ID);
    for _ in 0..turns {
        r.prev_turn();
        check(&r, "PgUp");
    }
    assert_eq!(r.at(), 0, "{}: as many PgUp as PgDn come back to the deal", G::ID);
}

#[test]
fn every_position_of_a_keltis_replay_is_its_history_up_to_there() {
    every_position_is_the_history_up_to_it::<keltis::Keltis>(4, 1);
}

#[test]
fn every_position_of_a_powwow_replay_is_its_history_up_to_there() {
    every_position_is_the_history_up_to_it::<powwow::PowWow>(3, 2);
}

#[test]
fn every_position_of_a_sheriff_replay_is_its_history_up_to_there() {
    every_position_is_the_history_up_to_it::<sheriff::Sheriff>(4, 3);
}

#[test]
fn every_position_of_a_saboteur_replay_is_its_history_up_to_there() {
    every_position_is_the_history_up_to_it::<saboteur::Saboteur>(6, 4);
}

#[test]
fn every_position_of_a_blackfleet_replay_is_its_history_up_to_there() {
    every_position_is_the_history_up_to_it::<blackfleet::BlackFleet>(3, 5);
}

#[test]
fn a_powwow_step_is_a_reveal_with_the_claims_that_followed_it() {
    let s = played::<powwow::PowWow>(3, 6);
    let r = Replay::new(s).unwrap();
    let stops = r.stops().to_vec();
    assert!(stops.len() < r.len(), "{} stops for {} actions", stops.len(), r.len());
    // From one stop to the next exactly one card is revealed, and a stop is the last position of
    // its turn: the next action reveals the next card.
    let mut r2 = Replay::new(played::<powwow::PowWow>(3, 6)).unwrap();
    for w in stops[1..stops.len() - 1].windows(2) {
        r2.go(w[0]);
        let t = r2.state().log_turn();
        r2.go(w[1]);
        assert_eq!(r2.state().log_turn(), t + 1, "stops {w:?}");
        r2.go(w[0] + 1);
        assert_eq!(r2.state().log_turn(), t + 1, "stop {} is not the end of its turn", w[0]);
    }
}

#[test]
fn the_log_at_a_step_holds_the_lines_of_the_steps_before_it() {
    let s = played::<keltis::Keltis>(2, 7);
    let mut r = Replay::new(s).unwrap();
    let whole = r.session.log_len();
    assert_eq!(r.log_until(), whole);
    r.go(0);
    let opening = r.log_until();
    assert!(opening < whole);
    r.go(1);
    assert!(r.log_until() > opening, "the first move wrote a line");
}
