//! The empty deck: the discard pile reshuffled, discard-down rounds, skipped draws, and that every
//! listed action applies on those paths.

use super::*;

/// Puts every card still in the deck (and discard pile) out of play, in seat 0's winnings pile, so
/// the next draw meets an empty deck with no discards.
fn exhaust_deck(g: &mut Sheriff) {
    let rest: Vec<usize> = g.deck.drain(..).chain(g.discard.drain(..)).collect();
    g.winnings[0].extend(rest);
    g.check().unwrap();
}

/// Applies `action` after checking that it is listed, and that every listed action of that seat
/// applies to a copy without error (the legal list and the rules agree).
fn play(g: &mut Sheriff, seat: usize, action: Action) {
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&action), "{action:?} not listed in {:?}: {legal:?}", g.stage());
    for a in &legal {
        let mut copy = g.clone();
        copy.apply(seat, a).unwrap_or_else(|e| panic!("listed {a:?} refused in {:?}: {e}", g.stage()));
        copy.check().unwrap_or_else(|e| panic!("after {a:?}: {e}"));
    }
    g.apply(seat, &action).unwrap();
    g.check().unwrap();
}

#[test]
fn a_skipped_favour_after_a_discard_down_round_does_not_start_another_round() {
    // Regression: the finished DiscardDown stage was left in place when the favours resumed, so a
    // later skipped draw in the same favour chain left the game waiting on a stale discard round
    // (the active seat, under the limit, was asked to discard and `Discard([])` overflowed).
    let mut g = game(4, Options::default());
    g.sheriff = 1; // scoring moves the Sheriff to a 3; then 7, 4, 2, 6, 8
    set_hand(&mut g, 0, &["Gold", "Gold", "Gold", "Copper coin"]);
    set_hand(&mut g, 1, &["Pearls", "Pearls", "Jewels"]);
    set_hand(&mut g, 2, &[]);
    set_hand(&mut g, 3, &[]);
    exhaust_deck(&mut g);
    // 2 Gold are discarded: seats 0 and 1 draw them as favours; seat 1 then holds 4 > 3.
    play(&mut g, 0, Action::ScoreSet { item: it("Gold"), count: 3 });
    assert_eq!(g.sheriff(), 2);
    assert_eq!(
        *g.stage(),
        Stage::DiscardDown { limit: 3, resume: Resume::Favours { left: vec![2, 3] } },
        "seat 2's favour meets an empty deck and discard pile"
    );
    assert_eq!(g.pending(), Pending::Seat(1));
    let one = vec![g.hand(1)[0]];
    play(&mut g, 1, Action::Discard(one));
    // The Sheriff moved to a 7 without favours; seat 2 drew the discarded card. Seat 3's draw found
    // nothing: nobody holds more than 7, the Sheriff moved on to a 4, nobody holds more than 4 either,
    // so the draw was skipped and the turn went on. Seat 1 then met the empty deck on a 4: skipped too
    // after the Sheriff moved to a 2, where seat 1 (3 cards) must discard down.
    assert_eq!(g.hand(2).len(), 1);
    assert_eq!(g.hand(3).len(), 0);
    assert_eq!(g.active(), 1, "the turn went on");
    assert_eq!(g.sheriff(), 5);
    assert_eq!(*g.stage(), Stage::DiscardDown { limit: 2, resume: Resume::StartTurn });
    assert_eq!(g.pending(), Pending::Seat(1));
    let one = vec![g.hand(1)[0]];
    play(&mut g, 1, Action::Discard(one));
    // Sheriff to a 6; seat 1 draws the discarded card as its turn's card.
    assert_eq!(g.sheriff(), 6);
    assert!(matches!(g.stage(), Stage::Drawn { .. } | Stage::Score), "{:?}", g.stage());
    assert_eq!(g.active(), 1);
}

#[test]
fn an_empty_deck_at_nottingham_discards_down_to_the_first_spaces_number() {
    // Decision: Nottingham prints no number; before the Sheriff's first move the limit is the first
    // space's (5), the space the Sheriff then moves to.
    let mut g = game(3, Options::default());
    assert_eq!((g.sheriff(), g.space_number()), (0, 5));
    set_hand(&mut g, 1, &["Gold", "Gold", "Pearls", "Pearls", "Jewels", "Jewels", "Copper coin"]);
    set_hand(&mut g, 2, &["Gold", "Gold", "Gold", "Pearls", "Pearls"]);
    exhaust_deck(&mut g);
    play(&mut g, 0, Action::EndTurn);
    assert_eq!(*g.stage(), Stage::DiscardDown { limit: 5, resume: Resume::StartTurn });
    assert_eq!(g.pending(), Pending::Seat(1), "seat 2 holds exactly 5 and keeps them");
    assert!(g.legal_actions(2).is_empty());
    assert!(g.apply(2, &Action::Discard(vec![])).is_err());
    play(&mut g, 1, Action::Discard(vec![it("Copper coin"), it("Jewels")]));
    assert_eq!(g.sheriff(), 1, "the Sheriff moves to the first space, without favours");
    assert_eq!(g.hand(2).len(), 5);
    assert_eq!(g.active(), 1);
    assert!(matches!(g.stage(), Stage::Drawn { .. } | Stage::Score), "{:?}", g.stage());
}

#[test]
fn an_empty_deck_with_nobody_above_the_number_skips_the_draw() {
    let mut g = game(3, Options::default());
    g.sheriff = 2; // a 3; the next space is a 7
    set_hand(&mut g, 1, &["Gold", "Gold"]);
    exhaust_deck(&mut g);
    play(&mut g, 0, Action::EndTurn);
    assert_eq!(g.sheriff(), 3, "the Sheriff moved once, without favours");
    assert_eq!((g.active(), g.stage().clone()), (1, Stage::Score), "the draw was skipped");
    assert_eq!(g.hand(1).len(), 2);
    play(&mut g, 1, Action::EndTurn);
    assert_eq!((g.sheriff(), g.active(), g.stage().clone()), (4, 2, Stage::Score));
}

#[test]
fn a_discard_down_round_is_asked_only_of_seats_above_the_limit() {
    // A hand-built stale round (nobody above the limit) breaks the invariant, and a seat at or under
    // the limit is refused with a sentence, never an arithmetic overflow.
    let mut g = game(3, Options::default());
    set_hand(&mut g, 0, &["Gold"]);
    g.stage = Stage::DiscardDown { limit: 3, resume: Resume::StartTurn };
    assert!(g.check().unwrap_err().contains("nobody above"));
    let e = g.apply(0, &Action::Discard(vec![])).unwrap_err();
    assert_eq!(e.0.id(), Some("sheriff-err-nothing-to-discard"), "{e}");
}

/// Property: in games started with a nearly empty deck (the rest out of play in a winnings pile)
/// and the Sheriff anywhere on the track, the empty-deck paths — discard-down rounds at a turn's
/// draw and in the middle of favours, skipped draws, several rounds in one favour chain — are
/// reached many times, and at every position every listed action applies to a copy without error
/// or panic and keeps the invariants; the game always ends.
#[test]
fn empty_deck_paths_every_listed_action_applies() {
    use crate::engine::BotLevel;
    use crate::engine::session::bot_rng;
    use std::panic::{AssertUnwindSafe, catch_unwind};

    #[derive(Default, Debug)]
    struct Seen {
        rounds_at_draw: usize,
        rounds_in_favours: usize,
        skipped: usize,
        skipped_after_round_in_chain: usize,
        tried: usize,
    }
    let mut seen = Seen::default();
    for seed in 0..400u64 {
        let players = 3 + (seed % 5) as usize;
        let mut g = Sheriff::new(&Setup { players, first: None, seed }, &Options::default()).unwrap();
        let keep = (seed % 13) as usize;
        let out = g.deck.len().saturating_sub(keep);
        let gone: Vec<usize> = g.deck.drain(..out).collect();
        g.winnings[(seed as usize) % players].extend(gone);
        g.sheriff = (seed as usize * 7) % 20;
        g.check().unwrap();
        let run = catch_unwind(AssertUnwindSafe(|| -> Result<(), String> {
            let mut step = 0;
            while let Some(seat) = g.pending().first() {
                g.check().map_err(|e| format!("step {step}: {e}"))?;
                let legal = g.legal_actions(seat);
                if legal.is_empty() {
                    return Err(format!("step {step}: seat {seat} has no legal action in {:?}", g.stage()));
                }
                for a in &legal {
                    let mut copy = g.clone();
                    copy.apply(seat, a).map_err(|e| format!("step {step}: listed {a:?} refused: {e}"))?;
                    copy.check().map_err(|e| format!("step {step}: after {a:?}: {e}"))?;
                    seen.tried += 1;
                }
                let mut rng = bot_rng(seed, step, seat);
                let action = Sheriff::bot_action(&g.view(Some(seat)), &legal, BotLevel::Normal, &mut rng);
                let was_round = matches!(g.stage(), Stage::DiscardDown { .. });
                let applied = g.apply(seat, &action).map_err(|e| format!("step {step}: {e}"))?;
                let text: Vec<&str> = applied.events.iter().filter_map(|e| e.msg.id()).collect();
                let skipped = text.iter().filter(|t| **t == "sheriff-log-draw-skipped").count();
                seen.skipped += skipped;
                if was_round && skipped > 0 && text.contains(&"sheriff-log-favour") {
                    seen.skipped_after_round_in_chain += 1;
                }
                match g.stage() {
                    Stage::DiscardDown { resume: Resume::StartTurn, .. } if !was_round => {
                        seen.rounds_at_draw += 1
                    }
                    Stage::DiscardDown { resume: Resume::Favours { .. }, .. } if !was_round => {
                        seen.rounds_in_favours += 1
                    }
                    _ => {}
                }
                step += 1;
                if step > 5_000 {
                    return Err("the game did not end".into());
                }
            }
            Ok(())
        }));
        match run {
            Ok(Ok(())) => assert_eq!(*g.stage(), Stage::Over),
            Ok(Err(e)) => panic!("seed {seed}: {e}"),
            Err(_) => panic!("seed {seed}: panicked (see above)"),
        }
    }
    assert!(seen.rounds_at_draw > 20, "{seen:?}");
    assert!(seen.rounds_in_favours > 5, "{seen:?}");
    assert!(seen.skipped > 20, "{seen:?}");
    assert!(seen.skipped_after_round_in_chain > 0, "{seen:?}");
}
