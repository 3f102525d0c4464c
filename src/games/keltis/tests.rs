//! Keltis rules on hand-built states: every worked example in keltis.md and each rule's legal and
//! illegal case.

use super::cards::Colour::*;
use super::rules::{EndReason, HAND_SIZE};
use super::*;
use crate::engine::{Game, Pending, Setup};

pub(super) fn game(players: usize) -> Keltis {
    Keltis::new(&Setup { players, first: Some(0), seed: 1 }).unwrap()
}

pub(super) fn num(c: Colour, v: u8) -> Card {
    Card::Number(c, v)
}

/// Rebuilds `g` so that `seat`'s hand holds `cards` (filled up to 8 from the deck), taking each card
/// from wherever it is; the 101 cards stay conserved.
pub(super) fn give(g: &mut Keltis, seat: usize, cards: &[Card]) {
    let mut wanted = cards.to_vec();
    // Keep hand cards that are wanted; return the rest to the deck.
    let mut hand = Vec::new();
    for c in std::mem::take(&mut g.hands[seat]) {
        if let Some(i) = wanted.iter().position(|w| *w == c) {
            wanted.swap_remove(i);
            hand.push(c);
        } else {
            g.deck.insert(0, c);
        }
    }
    for card in wanted {
        hand.push(take_card(g, seat, card));
    }
    while hand.len() < HAND_SIZE {
        let i = g.deck.iter().position(|c| !cards.contains(c)).expect("deck has spare cards");
        hand.push(g.deck.remove(i));
    }
    g.hands[seat] = hand;
    g.check().unwrap_or_else(|e| panic!("{e}"));
}

/// Removes `card` from the deck or a hand (refilling that hand from the deck).
fn take_card(g: &mut Keltis, _seat: usize, card: Card) -> Card {
    if let Some(i) = g.deck.iter().position(|c| *c == card) {
        return g.deck.remove(i);
    }
    if let Some(i) = g.removed.iter().position(|c| *c == card) {
        let spare = g.deck.pop().unwrap();
        return std::mem::replace(&mut g.removed[i], spare);
    }
    for other in 0..g.seats() {
        if let Some(i) = g.hands[other].iter().position(|c| *c == card) {
            let spare = g.deck.pop().unwrap();
            return std::mem::replace(&mut g.hands[other][i], spare);
        }
    }
    panic!("{card} is not available");
}

/// Moves `cards` straight into a seat's colour row (building a scenario).
pub(super) fn build_row(g: &mut Keltis, seat: usize, colour: Colour, cards: &[Card]) {
    for &card in cards {
        let c = take_card(g, seat, card);
        g.rows[seat][colour.index()].push(c);
    }
    g.check().unwrap_or_else(|e| panic!("{e}"));
}

fn lay(card: Card) -> Action {
    Action::Lay { card, row: card.suit() }
}

#[test]
fn setup_deals_eight_and_removes_thirty_for_two() {
    let g2 = game(2);
    assert_eq!(g2.removed.len(), 30);
    assert_eq!(g2.deck_len(), 101 - 30 - 16);
    let g4 = game(4);
    assert!(g4.removed.is_empty());
    assert_eq!(g4.deck_len(), 101 - 32);
    for g in [&g2, &g4] {
        assert!(g.hands.iter().all(|h| h.len() == HAND_SIZE));
        assert_eq!(g.stones_left(), (1..=9).collect::<Vec<_>>());
        g.check().unwrap();
    }
    assert!(
        Keltis::new(&Setup { players: 5, first: None, seed: 1 }).unwrap_err().0.id()
            == Some("error-player-count")
    );
    assert!(Keltis::new(&Setup { players: 1, first: None, seed: 1 }).is_err());
}

#[test]
fn the_start_player_is_drawn_from_the_seed() {
    let firsts: std::collections::BTreeSet<usize> = (0..30)
        .map(|seed| Keltis::new(&Setup { players: 4, first: None, seed }).unwrap().current())
        .collect();
    assert!(firsts.len() > 1);
    assert_eq!(Keltis::new(&Setup { players: 3, first: Some(2), seed: 9 }).unwrap().current(), 2);
}

#[test]
fn worked_example_scoring_totals_ten() {
    let mut g = game(3);
    build_row(&mut g, 0, Blue, &[0, 3, 3, 5, 7, 8, 9].map(|v| num(Blue, v)));
    build_row(&mut g, 0, Red, &[num(Red, 10), num(Red, 6)]);
    for v in [1, 2, 3] {
        let c = take_card(&mut g, 0, Card::Point(v));
        g.point_rows[0].push(c);
    }
    for v in [2, 5, 7] {
        g.stones[v - 1] = Some(0);
    }
    let parts = scoring::seat_breakdown(&g, 0);
    assert_eq!(
        parts,
        vec![
            ("Blue row".to_string(), 6),
            ("Red row".to_string(), -3),
            ("point cards".to_string(), 3),
            ("wishing stones".to_string(), 4)
        ]
    );
    assert_eq!(parts.iter().map(|p| p.1).sum::<i32>(), 10);
}

#[test]
fn worked_example_nothing_scores_minus_four() {
    let g = game(3);
    assert_eq!(scoring::seat_breakdown(&g, 1).iter().map(|p| p.1).sum::<i32>(), -4);
}

#[test]
fn a_turn_is_play_then_draw_then_next_player() {
    let mut g = game(3);
    give(&mut g, 0, &[num(Green, 2)]);
    assert!(g.apply(0, &Action::Draw(Source::Deck)).unwrap_err().0.id() == Some("keltis-draw-after"));
    assert!(g.apply(1, &lay(num(Green, 2))).unwrap_err().0.id() == Some("keltis-not-your-turn"));
    let applied = g.apply(0, &lay(num(Green, 2))).unwrap();
    assert!(applied.undoable, "a lay before drawing can be undone");
    assert_eq!(g.row(0, Green), &[num(Green, 2)]);
    let e = g.apply(0, &Action::Discard(g.hand(0)[0])).unwrap_err().0;
    assert_eq!(e.id(), Some("keltis-draw-now"));
    assert_eq!(
        e.render(crate::i18n::Lang::En, &[]),
        "Now draw one card: from the deck or the top of a discard pile."
    );
    assert_eq!(
        e.render(crate::i18n::Lang::It, &[]),
        "Ora pesca una carta: dal mazzo di pesca o dalla cima di una pila degli scarti."
    );
    let deck = g.deck_len();
    let applied = g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    assert!(!applied.undoable, "a draw reveals a card");
    assert_eq!(g.deck_len(), deck - 1);
    assert_eq!(g.hand(0).len(), HAND_SIZE);
    assert_eq!(g.pending(), Pending::Seat(1));
    // The drawn card is named only to its drawer.
    assert!(applied.events.iter().any(|e| e.msg.id() == Some("keltis-you-drew") && !e.visible_to(Some(1))));
    g.check().unwrap();
}

#[test]
fn you_cannot_lay_a_card_you_do_not_hold() {
    let mut g = game(3);
    let missing =
        crate::games::keltis::cards::full_deck().into_iter().find(|c| !g.hand(0).contains(c)).unwrap();
    let e = g.apply(0, &Action::Discard(missing)).unwrap_err().0;
    assert_eq!(e.id(), Some("keltis-not-held"));
    assert_eq!(e.render(crate::i18n::Lang::En, &[]), format!("You don't hold {missing}."));
}

#[test]
fn discard_then_draw_but_never_take_it_back() {
    let mut g = game(3);
    give(&mut g, 0, &[num(Yellow, 3)]);
    g.apply(0, &Action::Discard(num(Yellow, 3))).unwrap();
    assert_eq!(g.pile(Suit::Colour(Yellow)), &[num(Yellow, 3)]);
    let e = g.apply(0, &Action::Draw(Source::Pile(Suit::Colour(Yellow)))).unwrap_err();
    assert_eq!(e.0.id(), Some("keltis-no-take-back"));
    let e = g.apply(0, &Action::Draw(Source::Pile(Suit::Colour(Red)))).unwrap_err().0;
    assert_eq!(e.id(), Some("keltis-pile-empty"));
    assert_eq!(e.render(crate::i18n::Lang::En, &[]), "The Red discard pile is empty.");
    assert_eq!(e.render(crate::i18n::Lang::It, &[]), "La pila degli scarti rossa è vuota.");
    assert!(!g.legal_actions(0).contains(&Action::Draw(Source::Pile(Suit::Colour(Yellow)))));
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    // The next player may take it.
    give(&mut g, 1, &[num(Red, 4)]);
    g.apply(1, &Action::Discard(num(Red, 4))).unwrap();
    g.apply(1, &Action::Draw(Source::Pile(Suit::Colour(Yellow)))).unwrap();
    assert!(g.hand(1).contains(&num(Yellow, 3)));
    g.check().unwrap();
}

#[test]
fn the_point_card_pile_can_be_drawn_from() {
    let mut g = game(3);
    give(&mut g, 0, &[Card::Point(4)]);
    g.apply(0, &Action::Discard(Card::Point(4))).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    let other = g.hand(1)[0];
    g.apply(1, &Action::Discard(other)).unwrap();
    g.apply(1, &Action::Draw(Source::Pile(Suit::Points))).unwrap();
    assert!(g.hand(1).contains(&Card::Point(4)));
}

#[test]
fn point_cards_go_in_the_point_row_or_on_a_matching_number() {
    let mut g = game(3);
    give(&mut g, 0, &[Card::Point(6), num(Red, 6), num(Red, 2)]);
    assert_eq!(
        g.apply(0, &Action::Lay { card: num(Red, 6), row: Suit::Points }).unwrap_err().0.id(),
        Some("keltis-only-points")
    );
    assert!(g.apply(0, &Action::Lay { card: Card::Point(6), row: Suit::Colour(Red) }).is_err());
    g.apply(0, &lay(num(Red, 6))).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    for s in 1..3 {
        let c = g.hand(s)[0];
        g.apply(s, &Action::Discard(c)).unwrap();
        g.apply(s, &Action::Draw(Source::Deck)).unwrap();
    }
    let legal = g.legal_actions(0);
    assert!(legal.contains(&Action::Lay { card: Card::Point(6), row: Suit::Colour(Red) }));
    assert!(legal.contains(&Action::Lay { card: Card::Point(6), row: Suit::Points }));
    let applied = g.apply(0, &Action::Lay { card: Card::Point(6), row: Suit::Colour(Red) }).unwrap();
    assert_eq!(g.row(0, Red).len(), 2, "a point card lengthens the row");
    let names = ["Anna".to_string()];
    let line = &applied.events[0].msg;
    assert_eq!(line.id(), Some("keltis-laid-in"), "the log names the row");
    assert_eq!(line.render(crate::i18n::Lang::En, &names), "Anna laid pt6 in their Red row");
    assert_eq!(line.render(crate::i18n::Lang::It, &names), "Anna ha piazzato pt6 nella sua fila rossa");
    assert!(g.check().is_ok());
}

#[test]
fn wishing_stone_takes_two_equal_values_and_draws_two() {
    let mut g = game(3);
    give(&mut g, 0, &[num(Green, 5), Card::Point(5), num(Blue, 0), num(Blue, 10)]);
    let e = |g: &mut Keltis, a, b| g.apply(0, &Action::Wish(a, b)).unwrap_err().0.id().unwrap();
    assert!(e(&mut g, num(Green, 5), num(Blue, 0)) == "keltis-stone-same");
    assert!(
        e(&mut g, num(Blue, 0), num(Blue, 0)) == "keltis-stone-none"
            || e(&mut g, num(Blue, 0), num(Blue, 0)) == "keltis-not-both"
    );
    g.apply(0, &Action::Wish(num(Green, 5), Card::Point(5))).unwrap();
    assert_eq!(g.stones_of(0), vec![5]);
    assert_eq!(g.phase(), Phase::Draw { left: 2, blocked: 0b100001 });
    // Neither discarded card can be taken back.
    assert!(g.apply(0, &Action::Draw(Source::Pile(Suit::Points))).is_err());
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    assert_eq!(g.pending(), Pending::Seat(0), "a second draw follows");
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    assert_eq!(g.hand(0).len(), HAND_SIZE);
    assert_eq!(g.pending(), Pending::Seat(1));
    g.check().unwrap();
}

#[test]
fn wishing_stone_refusals() {
    let mut g = game(3);
    give(
        &mut g,
        0,
        &[num(Green, 10), num(Red, 10), num(Green, 4), num(Red, 4), Card::End(Green), num(Blue, 7)],
    );
    let e = |g: &mut Keltis, a, b| g.apply(0, &Action::Wish(a, b)).unwrap_err().0.id().unwrap();
    assert!(e(&mut g, num(Green, 10), num(Red, 10)) == "keltis-stone-none");
    assert!(e(&mut g, Card::End(Green), num(Green, 4)) == "keltis-stone-no-end");
    assert!(e(&mut g, num(Blue, 7), num(Blue, 7)) == "keltis-not-both");
    g.stones[3] = Some(2);
    assert_eq!(e(&mut g, num(Green, 4), num(Red, 4)), "keltis-stone-taken");
    let taken = g.apply(0, &Action::Wish(num(Green, 4), num(Red, 4))).unwrap_err().0;
    let names = ["Anna".to_string(), "Bruno".to_string(), "Carla".to_string()];
    assert_eq!(
        taken.render(crate::i18n::Lang::It, &names),
        "La pietra del desiderio 4 è già presa (da Carla)."
    );
    assert!(!g.legal_actions(0).iter().any(|a| matches!(a, Action::Wish(..))), "{:?}", g.legal_actions(0));
}

#[test]
fn five_end_cards_in_five_rows_end_the_game_without_a_draw() {
    let mut g = game(3);
    // Four rows already hold end cards; two end cards in one row count once.
    build_row(&mut g, 1, Green, &[Card::End(Green), Card::End(Green)]);
    build_row(&mut g, 1, Blue, &[Card::End(Blue)]);
    build_row(&mut g, 2, Red, &[Card::End(Red)]);
    build_row(&mut g, 2, Yellow, &[Card::End(Yellow)]);
    assert_eq!(g.rows_with_end_cards(), 4);
    give(&mut g, 0, &[Card::End(Purple), num(Purple, 5)]);
    g.apply(0, &lay(Card::End(Purple))).unwrap();
    assert_eq!(g.ended(), Some(EndReason::FiveEndCards));
    assert_eq!(g.hand(0).len(), HAND_SIZE - 1, "the player who laid the fifth does not draw");
    // Final placements start with the next player.
    assert!(matches!(g.phase(), Phase::Final { .. }));
    assert_eq!(g.current(), 1);
    g.check().unwrap();
}

#[test]
fn the_last_deck_card_ends_the_game_and_skips_a_second_draw() {
    let mut g = game(3);
    give(&mut g, 0, &[num(Green, 5), num(Blue, 5)]);
    // Leave a single card in the deck.
    let extra: Vec<Card> = g.deck.drain(..g.deck.len() - 1).collect();
    g.piles[Suit::Points.index()].extend(extra.iter().filter(|c| matches!(c, Card::Point(_))));
    for c in extra.into_iter().filter(|c| !matches!(c, Card::Point(_))) {
        g.piles[c.suit().index()].push(c);
    }
    g.check().unwrap();
    g.apply(0, &Action::Wish(num(Green, 5), num(Blue, 5))).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    assert_eq!(g.ended(), Some(EndReason::DeckEmpty));
    assert_eq!(g.hand(0).len(), HAND_SIZE - 1, "the second draw is skipped");
    assert_eq!(g.current(), 1);
}

#[test]
fn final_placements_up_to_two_each_then_scores() {
    let mut g = game(3);
    build_row(&mut g, 0, Green, &[num(Green, 1)]);
    build_row(&mut g, 1, Blue, &[Card::End(Blue), Card::End(Blue)]);
    build_row(&mut g, 1, Red, &[Card::End(Red)]);
    build_row(&mut g, 2, Yellow, &[Card::End(Yellow)]);
    build_row(&mut g, 2, Purple, &[Card::End(Purple)]);
    give(&mut g, 0, &[Card::End(Green), num(Green, 3), num(Green, 4), num(Green, 6)]);
    give(&mut g, 1, &[num(Red, 2), num(Yellow, 8)]);
    // Seat 0 ends the game with the fifth end-card row... after laying the Green 3 first.
    g.apply(0, &lay(num(Green, 3))).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    for s in 1..3 {
        let c = *g.hand(s).iter().find(|c| !matches!(c, Card::End(_))).unwrap();
        g.apply(s, &Action::Discard(c)).unwrap();
        g.apply(s, &Action::Draw(Source::Deck)).unwrap();
    }
    g.apply(0, &lay(Card::End(Green))).unwrap();
    assert_eq!(g.current(), 1);
    // No discards, no stones now.
    let c = g.hand(1)[0];
    assert!(g.apply(1, &Action::Discard(c)).unwrap_err().0.id() == Some("keltis-final-only"));
    assert!(g.legal_actions(1).contains(&Action::Done));
    g.apply(1, &Action::Done).unwrap();
    assert_eq!(g.current(), 2);
    let lays: Vec<Action> =
        g.legal_actions(2).into_iter().filter(|a| matches!(a, Action::Lay { .. })).take(2).collect();
    for a in &lays {
        if g.current() == 2 {
            g.apply(2, a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
        }
    }
    // After two placements (or none left) the turn passes on; seat 0, who ended, places last.
    if g.current() == 0 {
        assert!(g.apply(0, &lay(num(Green, 4))).unwrap_err().0.id() == Some("keltis-row-closed"));
        g.apply(0, &Action::Done).unwrap();
    }
    assert_eq!(g.pending(), Pending::Over);
    let o = Game::outcome(&g).unwrap();
    assert_eq!(o.scores.len(), 3);
    g.check().unwrap();
}

/// The fifth end card ends the game without a draw, so the ender's last draw is not new any more;
/// a final placement that leaves no card fitting a row ends that player's placements, and the log
/// says why (they may lay two: one looked like a turn cut short).
#[test]
fn final_placements_mark_nothing_stale_as_new_and_say_when_nothing_fits() {
    let mut g = game(3);
    build_row(&mut g, 1, Blue, &[Card::End(Blue), Card::End(Blue)]);
    build_row(&mut g, 1, Red, &[Card::End(Red)]);
    build_row(&mut g, 2, Yellow, &[Card::End(Yellow)]);
    build_row(&mut g, 2, Purple, &[Card::End(Purple)]);
    give(&mut g, 0, &[Card::End(Green), num(Green, 4)]);
    g.drawn[0] = vec![num(Green, 4)]; // drawn on seat 0's turn before
    g.apply(0, &lay(Card::End(Green))).unwrap();
    assert_eq!(g.current(), 1, "the fifth end-card row ends the game; seat 1 places first");
    assert!(g.drawn(0).is_empty(), "no draw this turn: nothing in seat 0's hand is new any more");
    // A hand of one card (the rest back to the deck): once it is laid nothing else fits.
    give(&mut g, 1, &[num(Yellow, 8)]);
    let others: Vec<Card> = g.hands[1].iter().copied().filter(|c| *c != num(Yellow, 8)).collect();
    g.hands[1].retain(|c| *c == num(Yellow, 8));
    g.deck.extend(others);
    let events = g.apply(1, &lay(num(Yellow, 8))).unwrap().events;
    let ids: Vec<_> = events.iter().filter_map(|e| e.msg.id()).collect();
    assert!(ids.contains(&"keltis-nothing-more-to-lay"), "{ids:?}");
    assert_ne!(g.current(), 1);
}

#[test]
fn unlisted_actions_are_refused() {
    // Over many random positions, every unlisted action is refused (that every listed one applies is
    // the game contract's check, in catalog/contract.rs).
    let mut rng = crate::engine::GameRng::new(3);
    for seed in 0..16 {
        let mut g = Keltis::new(&Setup { players: 2 + seed as usize % 3, first: None, seed }).unwrap();
        while g.pending() != Pending::Over {
            let seat = g.current();
            let legal = g.legal_actions(seat);
            assert!(!legal.is_empty());
            let hand = g.hand(seat).to_vec();
            let mut candidates = vec![Action::Done, Action::Draw(Source::Deck)];
            for &c in &hand {
                candidates.push(Action::Discard(c));
                candidates.extend(Suit::ALL.map(|row| Action::Lay { card: c, row }));
                candidates.extend(hand.iter().map(|&b| Action::Wish(c, b)));
            }
            candidates.extend(Suit::ALL.map(|s| Action::Draw(Source::Pile(s))));
            for a in candidates.iter().filter(|a| !legal.contains(a)) {
                // A reversed wishing-stone pair is the same move.
                if let Action::Wish(x, y) = a
                    && legal.contains(&Action::Wish(*y, *x))
                {
                    continue;
                }
                assert!(g.clone().apply(seat, a).is_err(), "unlisted {a:?} was accepted");
            }
            let a = rng.pick(&legal).unwrap().clone();
            g.apply(seat, &a).unwrap();
            g.check().unwrap();
        }
    }
}

#[test]
fn the_cards_drawn_last_stay_new_until_the_next_play() {
    let mut g = game(3);
    give(&mut g, 0, &[num(Green, 5), Card::Point(5)]);
    assert!(g.drawn(0).is_empty(), "the dealt hand holds nothing new");
    g.apply(0, &Action::Wish(num(Green, 5), Card::Point(5))).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    let drawn = g.drawn(0).to_vec();
    assert_eq!(drawn.len(), 2);
    assert!(drawn.iter().all(|c| g.hand(0).contains(c)));
    // Only the drawer's view knows them.
    assert_eq!(g.view(Some(0)).drawn, drawn);
    assert!(g.view(Some(1)).drawn.is_empty() && g.view(None).drawn.is_empty());
    for s in 1..3 {
        let c = g.hand(s)[0];
        g.apply(s, &Action::Discard(c)).unwrap();
        g.apply(s, &Action::Draw(Source::Deck)).unwrap();
        assert_eq!(g.view(Some(s)).drawn.len(), 1);
    }
    assert_eq!(g.drawn(0), drawn, "still new when the seat's next turn begins");
    let c = g.hand(0)[0];
    g.apply(0, &Action::Discard(c)).unwrap();
    assert!(g.drawn(0).is_empty(), "playing again makes them old");
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    assert_eq!(g.drawn(0).len(), 1);
}

#[test]
fn drawn_cards_are_not_saved_but_come_back_with_the_replay() {
    use crate::engine::{Player, Session};
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    let mut s =
        Session::<Keltis>::new(players, Setup { players: 2, first: Some(0), seed: 5 }, Options::default())
            .unwrap();
    let discard = s.state.legal_actions(0).into_iter().find(|a| matches!(a, Action::Discard(_))).unwrap();
    s.act(0, discard).unwrap();
    s.act(0, Action::Draw(Source::Deck)).unwrap();
    let json = s.to_json();
    assert!(!json.contains("drawn"), "derived from the moves, never stored");
    let back = Session::<Keltis>::from_json(&json, std::path::Path::new("x.json")).unwrap();
    assert_eq!(back.state.drawn(0), s.state.drawn(0));
    assert_eq!(back.state.drawn(0).len(), 1);
}

/// In English a card reads as its saved code (`G7`, `B-end`, `pt3`).
#[test]
fn a_card_in_english_reads_as_its_code() {
    for card in cards::full_deck() {
        assert_eq!(card.msg().render(crate::i18n::Lang::En, &[]), card.to_string());
    }
}

/// Saves from before colours had ids name them in English ("Green"): they still load and replay.
#[test]
fn an_older_save_with_english_colour_names_loads() {
    let s = crate::games::keltis::fixtures::mid_game(2, 3);
    let json = s.to_json();
    assert!(
        json.contains("\"Colour\": \"") || json.contains("\"Colour\":\""),
        "the moves name rows by colour"
    );
    let mut old = json.clone();
    for c in Colour::ALL {
        let name = crate::i18n::Msg::render(&c.msg(), crate::i18n::Lang::En, &[]);
        for sep in ["\": \"", "\":\""] {
            old = old.replace(&format!("\"Colour{sep}{}\"", c.id()), &format!("\"Colour{sep}{name}\""));
        }
    }
    assert_ne!(old, json, "the older form differs");
    let back = crate::engine::Session::<Keltis>::from_json(&old, std::path::Path::new("old.json")).unwrap();
    assert!(back.state == s.state && back.history == s.history);
}

/// The contract every game in the catalog keeps (player counts, screens, save and load, every
/// listed action, the privacy scramble), with the options named as on the command line.
#[test]
fn keeps_the_contract() {
    crate::catalog::contract::check_game::<crate::games::keltis::Keltis>(&[]);
}

#[test]
fn the_search_samples_pass_the_contract() {
    crate::catalog::contract::check_determinize::<crate::games::keltis::Keltis>(&[]);
}
