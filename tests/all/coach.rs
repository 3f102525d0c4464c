//! The coach: its first move is the Hard bot's move for the same seat, dice and budget; it reads
//! the seat's view only (the same advice with everything else scrambled); a hint is a public line
//! and a record in the history, so it survives save and resume and counts in the records.

use tavolo::engine::coach::{SHOWN, advise};
use tavolo::engine::session::bot_decision;
use tavolo::engine::{BotLevel, Game, GameRng, Player, Record, Session, Setup};
use tavolo::games::scramble::{Scramble, session_step};
use tavolo::games::{blackfleet, keltis, powwow, saboteur, sheriff};

/// Normal bots play `steps` decisions; then it is a person's turn at `seat` (the pending one).
fn midgame<G: Game>(players: usize, seed: u64, steps: usize) -> Session<G> {
    let bots = (0..players).map(|i| Player::bot(format!("P{}", i + 1), BotLevel::Normal)).collect();
    let mut s = Session::<G>::new(bots, Setup { players, first: Some(0), seed }, Default::default()).unwrap();
    for _ in 0..steps {
        session_step(&mut s);
    }
    assert!(!s.is_over());
    s
}

/// The advice at the pending seat: the Hard bot's move first, at most three, distinct, each with
/// a chance in 0..=1 when weighed; the same with what the seat cannot see scrambled.
fn coach_is_the_hard_bot_from_the_view<G: Game + Scramble + PartialEq>(
    players: usize,
    seed: u64,
    steps: usize,
) {
    let s = midgame::<G>(players, seed, steps);
    let seat = s.pending().first().unwrap();
    let step = s.history.len();
    let advice = advise(&s.state, seat, s.setup.seed, step);
    let hard = bot_decision(&s.state, seat, BotLevel::Hard, s.setup.seed, step).unwrap();
    assert_eq!(advice[0].action, hard, "{}: the coach's first move is the Hard bot's", G::ID);
    assert!(!advice.is_empty() && advice.len() <= SHOWN);
    for (i, a) in advice.iter().enumerate() {
        assert!(advice[..i].iter().all(|b| b.action != a.action), "{}: a move named twice", G::ID);
        assert!(a.chance.is_none_or(|c| (0.0..=1.0).contains(&c)));
    }
    let mut scrambled = s.state.clone();
    scrambled.scramble_hidden(seat, &mut GameRng::new(seed + 1));
    assert!(scrambled != s.state || G::ID == "powwow", "{}: the scramble changed nothing", G::ID);
    let again = advise(&scrambled, seat, s.setup.seed, step);
    assert_eq!(again, advice, "{}: the advice read something the seat cannot see", G::ID);
}

#[test]
fn the_keltis_coach_is_the_hard_bot_reading_only_its_view() {
    coach_is_the_hard_bot_from_the_view::<keltis::Keltis>(3, 1, 20);
}

#[test]
fn the_sheriff_coach_is_the_hard_bot_reading_only_its_view() {
    coach_is_the_hard_bot_from_the_view::<sheriff::Sheriff>(3, 2, 12);
}

#[test]
fn the_saboteur_coach_is_the_hard_bot_reading_only_its_view() {
    coach_is_the_hard_bot_from_the_view::<saboteur::Saboteur>(4, 3, 10);
}

#[test]
fn the_blackfleet_coach_is_the_hard_bot_reading_only_its_view() {
    coach_is_the_hard_bot_from_the_view::<blackfleet::BlackFleet>(3, 4, 10);
}

#[test]
fn a_hint_is_a_public_line_in_the_history_and_survives_save_and_resume() {
    let mut s = midgame::<keltis::Keltis>(2, 5, 6);
    let seat = s.pending().first().unwrap();
    assert!(s.ask_coach(seat).is_err(), "a table without hints has no coach");
    s.hints = true;
    assert!(s.ask_coach(1 - seat).is_err(), "only the seat whose decision it is");
    s.ask_coach(seat).unwrap();
    assert_eq!(s.history.last(), Some(&Record::Hint { seat }));
    let line = s.log_tail(None, 1).pop().unwrap();
    assert_eq!(line.text, format!("P{} asked the coach.", seat + 1));
    assert!(!line.private);
    let dir = std::env::temp_dir().join(format!("tavolo-coach-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("hint.json");
    s.save_to(&path).unwrap();
    let back = Session::<keltis::Keltis>::load(&path).unwrap();
    assert!(back.hints);
    let mut used = vec![0, 0];
    used[seat] = 1;
    assert_eq!(back.hints_used(), used);
    assert_eq!(back.history, s.history);
    let _ = std::fs::remove_dir_all(&dir);
    // Pow Wow is played in real time: no coach.
    let mut p = midgame::<powwow::PowWow>(2, 6, 3);
    p.hints = true;
    let seat = p.pending().first().unwrap_or(0);
    assert!(p.ask_coach(seat).is_err());
}

#[test]
fn an_undo_keeps_the_coach_on() {
    let mut s = midgame::<keltis::Keltis>(2, 8, 4);
    s.hints = true;
    // A position where the deciding seat has a move it can take back (a lay, not a draw).
    let undoable = |s: &Session<keltis::Keltis>| {
        let seat = s.pending().first()?;
        s.state.legal_actions(seat).into_iter().find(|a| {
            let mut t = s.clone();
            t.act(seat, a.clone()).is_ok() && t.can_undo(seat)
        })
    };
    while undoable(&s).is_none() {
        session_step(&mut s);
    }
    let seat = s.pending().first().unwrap();
    s.ask_coach(seat).unwrap();
    let a = undoable(&s).unwrap();
    s.act(seat, a).unwrap();
    s.undo(seat).unwrap();
    assert!(s.hints, "the table still offers the coach");
    assert!(s.ask_coach(seat).is_ok());
}
