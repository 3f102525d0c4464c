//! What the log tells: the ambush card that strikes is named (the striker reveals it), and which
//! actions may be taken back.

use super::*;
use crate::engine::{Player, Session};

#[test]
fn the_striking_ambush_card_is_named_for_everyone() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 0, &["Pearls"; 4]);
    let pair = Ambush::Pair(it("Pearls"), it("Treasure chest"));
    give_ambush(&mut g, 1, pair);
    give_ambush(&mut g, 2, Ambush::Colour(0));
    g.apply(0, &Action::ScoreSet { item: it("Pearls"), count: 4 }).unwrap();
    let bob = g.apply(1, &Action::Strike(Some(pair))).unwrap();
    let cleo = g.apply(2, &Action::Strike(Some(Ambush::Colour(0)))).unwrap();
    let said = |a: &crate::engine::Applied, text: &str| {
        a.events.iter().any(|e| {
            e.visible_to(None) && e.msg.id() == Some("sheriff-log-strike") && e.text().contains(text)
        })
    };
    assert!(said(
        &bob,
        "player 2 reveals the Pearls + Treasure chest card, takes one of the Pearls from player 1 and gives player 1 the Gold"
    ));
    assert!(said(&cleo, "player 3 reveals the red colour card"), "{:?}", cleo.events);
}

#[test]
fn a_pass_names_no_ambush_card() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 0, &["Pearls"; 3]);
    give_ambush(&mut g, 1, Ambush::Pair(it("Pearls"), it("Treasure chest")));
    g.apply(0, &Action::ScoreSet { item: it("Pearls"), count: 3 }).unwrap();
    let pass = g.apply(1, &Action::Strike(None)).unwrap();
    assert!(pass.events.iter().all(|e| e.msg.id() != Some("sheriff-log-strike")), "{:?}", pass.events);
}

#[test]
fn keeping_the_drawn_card_can_be_undone_and_nothing_else() {
    let players = (0..3).map(|i| Player::human(format!("P{i}"))).collect();
    let mut s: Session<Sheriff> =
        Session::new(players, Setup { players: 3, first: Some(0), seed: 11 }, Options::default()).unwrap();
    // Play until the start player has a drawn card to decide on.
    while !matches!(s.state.stage(), Stage::Drawn { .. }) || s.pending() != Pending::Seat(s.state.active()) {
        let seat = s.pending().first().unwrap();
        let a = s.state.legal_actions(seat)[0].clone();
        s.act(seat, a).unwrap();
    }
    let seat = s.state.active();
    let before = s.state.clone();
    s.act(seat, Action::Keep).unwrap();
    assert!(s.can_undo(seat), "Keep reveals and draws nothing");
    s.undo(seat).unwrap();
    assert_eq!(s.state, before);
    // Ending the turn draws the next card: no undo.
    s.act(seat, Action::Keep).unwrap();
    s.act(seat, Action::EndTurn).unwrap();
    assert!(!s.can_undo(seat));
}

#[test]
fn the_next_players_draw_is_logged_under_the_next_turn() {
    let players = (0..3).map(|i| Player::human(format!("P{i}"))).collect();
    let mut s: Session<Sheriff> =
        Session::new(players, Setup { players: 3, first: Some(0), seed: 11 }, Options::default()).unwrap();
    let first = s.state.active();
    // Play on until the turn passes to the next player.
    while s.state.active() == first {
        let seat = s.pending().first().unwrap();
        let a = s.state.legal_actions(seat)[0].clone();
        s.act(seat, a).unwrap();
    }
    let lines = s.log_lines(None, 0);
    let next = s.names()[s.state.active()].clone();
    let drew = lines.iter().rfind(|l| l.text.starts_with(&format!("{next} drew"))).expect("the next draw");
    assert_eq!(drew.turn, 2, "{lines:#?}");
    // Everything the first player did stays in turn 1.
    assert!(lines.iter().filter(|l| l.pos < drew.pos).all(|l| l.turn == 1), "{lines:#?}");
}

#[test]
fn a_shown_hand_is_listed_in_item_order() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Pearls", "Gold", "Pearls", "Copper coin"]);
    drawn(&mut g, "Jewels");
    g.apply(0, &Action::Act { target: Some(1) }).unwrap();
    let raid = g.apply(1, &Action::Defend(false)).unwrap();
    let shown = raid.events.iter().find(|e| e.msg.id() == Some("sheriff-log-raid-shown")).unwrap();
    assert_eq!(shown.text(), "player 2's hand is shown to everyone: Copper coin, Gold, 2 Pearls");
    let it_said = crate::i18n::with_lang(crate::i18n::Lang::It, || crate::i18n::tr(&shown.msg));
    assert!(it_said.ends_with(": Moneta di Rame, Oro, 2 carte Perle"), "{it_said}");
    let (_, cards) = g.view(Some(2)).shown_hand.unwrap();
    assert_eq!(cards, [it("Copper coin"), it("Gold"), it("Pearls"), it("Pearls")]);
}
