//! Sheriff rules on hand-built positions: the worked examples of sheriff.md, each action with and
//! without Defence, Buy and Trade edge cases, tasks, favours, the empty deck and both game ends.

use super::data::data;
use super::rules::{Action, Options, Resume, Sheriff, Stage};
use super::scoring::Ambush;
use super::view::SheriffView;
use crate::engine::{Game, Pending, Setup};

fn it(name: &str) -> usize {
    data().item(name).unwrap()
}

fn game(players: usize, options: Options) -> Sheriff {
    let mut g = Sheriff::new(&Setup { players, first: Some(0), seed: 3 }, &options).unwrap();
    if let Stage::Drawn { card } = g.stage.clone() {
        g.deck.push(card);
    }
    g.stage = Stage::Score;
    // Scenarios start from empty hands and give each seat what they need.
    for h in &mut g.hands {
        g.deck.append(h);
    }
    g.check().unwrap();
    g
}

/// Gives `seat` exactly `items` (from the deck), returning its old hand to the deck.
fn set_hand(g: &mut Sheriff, seat: usize, items: &[&str]) {
    let old = std::mem::take(&mut g.hands[seat]);
    g.deck.extend(old);
    for n in items {
        let i = g.deck.iter().position(|&c| c == it(n)).unwrap_or_else(|| panic!("no {n} left"));
        let c = g.deck.remove(i);
        g.hands[seat].push(c);
    }
    g.check().unwrap();
}

/// Gives `seat` an ambush card from the ambush deck (with a Gold from the item deck under it).
fn give_ambush(g: &mut Sheriff, seat: usize, a: Ambush) {
    let i = g.ambush_deck.iter().position(|&x| x == a).unwrap();
    g.ambush_deck.remove(i);
    g.ambushes[seat].push(a);
    let gi = g.deck.iter().position(|&c| c == it("Gold")).unwrap();
    g.deck.remove(gi);
    g.check().unwrap();
}

/// The active player (seat 0) has just drawn `name`.
fn drawn(g: &mut Sheriff, name: &str) {
    let i = g.deck.iter().position(|&c| c == it(name)).unwrap();
    let card = g.deck.remove(i);
    g.stage = Stage::Drawn { card };
    g.check().unwrap();
}

/// Makes it `seat`'s scoring step (a drawn card goes back to the deck).
fn force_score_step(g: &mut Sheriff, seat: usize) {
    if let Stage::Drawn { card } = g.stage.clone() {
        g.deck.push(card);
    }
    g.active = seat;
    g.stage = Stage::Score;
    g.check().unwrap();
}

fn count(g: &Sheriff, seat: usize, name: &str) -> usize {
    g.hand(seat).iter().filter(|&&c| c == it(name)).count()
}

#[test]
fn worked_example_two_ambushes_break_four_pearls() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 0, &["Pearls"; 4]);
    give_ambush(&mut g, 1, Ambush::Pair(it("Pearls"), it("Treasure chest")));
    give_ambush(&mut g, 2, Ambush::Colour(0));
    g.apply(0, &Action::ScoreSet { item: it("Pearls"), count: 4 }).unwrap();
    assert_eq!(g.pending(), Pending::Seat(1), "asked clockwise from the scorer");
    g.apply(1, &Action::Strike(Some(Ambush::Pair(it("Pearls"), it("Treasure chest"))))).unwrap();
    g.apply(2, &Action::Strike(Some(Ambush::Colour(0)))).unwrap();
    assert_eq!(count(&g, 0, "Pearls"), 2);
    assert_eq!(count(&g, 0, "Gold"), 2);
    assert!(g.winnings[0].is_empty(), "nothing scored");
    assert_eq!(g.sheriff(), 0, "the Sheriff does not move");
    assert_eq!(count(&g, 1, "Pearls"), 1);
    g.check().unwrap();
}

#[test]
fn worked_example_gold_only_by_colour() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 0, &["Gold"; 3]);
    give_ambush(&mut g, 1, Ambush::Pair(it("Pearls"), it("Treasure chest")));
    give_ambush(&mut g, 2, Ambush::Colour(0));
    g.apply(0, &Action::ScoreSet { item: it("Gold"), count: 3 }).unwrap();
    // Bob is asked too (the prompt reveals nothing) but can only pass.
    assert_eq!(g.legal_actions(1), vec![Action::Strike(None)]);
    assert!(g.apply(1, &Action::Strike(Some(Ambush::Pair(it("Pearls"), it("Treasure chest"))))).is_err());
    g.apply(1, &Action::Strike(None)).unwrap();
    assert!(g.legal_actions(2).contains(&Action::Strike(Some(Ambush::Colour(0)))));
    g.apply(2, &Action::Strike(None)).unwrap();
    assert_eq!(g.winnings[0], vec![it("Gold")]);
    assert_eq!(g.sheriff(), 1, "a successful scoring moves the Sheriff");
    // Ann knows her own face-down pile; others only see its size.
    assert_eq!(SheriffView::of(&g, Some(0)).score_now(), 9);
    assert!(SheriffView::of(&g, Some(1)).own_winnings.is_empty());
    assert_eq!(SheriffView::of(&g, Some(1)).winnings[0], 1);
}

#[test]
fn a_set_with_no_ambushes_in_play_scores_at_once() {
    let mut g = game(4, Options::default());
    set_hand(&mut g, 0, &["Jewels", "Jewels", "Jewels", "Gold"]);
    g.apply(0, &Action::ScoreSet { item: it("Jewels"), count: 3 }).unwrap();
    assert_eq!(g.winnings[0], vec![it("Jewels")]);
    assert_eq!(g.discard.iter().filter(|&&c| c == it("Jewels")).count(), 2);
    assert!(g.apply(0, &Action::EndTurn).is_err() || g.active() != 0, "one scoring per turn");
}

#[test]
fn worked_example_favours_on_a_three_space() {
    let mut g = game(4, Options::default());
    g.sheriff = 1; // the next space (track index 1) is a 3
    set_hand(&mut g, 0, &["Jewels", "Jewels", "Jewels", "Gold", "Gold"]);
    set_hand(&mut g, 1, &["Gold", "Pearls", "Pearls", "Pearls"]);
    set_hand(&mut g, 2, &[]);
    set_hand(&mut g, 3, &["Copper coin", "Copper coin", "Copper coin"]);
    g.apply(0, &Action::ScoreSet { item: it("Jewels"), count: 3 }).unwrap();
    assert_eq!(g.space_number(), 3);
    // After scoring: seat 0 holds 2 (≤3): favour; seat 1 holds 4: none; seats 2 (0) and 3 (3): favours.
    assert_eq!(g.hand(0).len(), 2 + 1, "2 left after scoring, plus a favour");
    assert_eq!(g.hand(1).len(), 4);
    assert_eq!(g.hand(2).len(), 1);
    assert_eq!(g.hand(3).len(), 4);
}

#[test]
fn worked_example_five_identical_first_then_shared() {
    let mut g = game(3, Options::default());
    let five = data().tasks.iter().position(|t| t.count == 5 && t.name.contains("identical")).unwrap();
    set_hand(&mut g, 0, &["Gold"; 5]);
    g.apply(0, &Action::ScoreTask { task: five, cards: vec![it("Gold"); 5] }).unwrap();
    assert_eq!(g.tasks[five], vec![0]);
    force_score_step(&mut g, 1);
    set_hand(&mut g, 1, &["Pearls"; 5]);
    g.apply(1, &Action::ScoreTask { task: five, cards: vec![it("Pearls"); 5] }).unwrap();
    let o = |g: &Sheriff| {
        let mut g = g.clone();
        g.stage = Stage::Over;
        Game::outcome(&g).unwrap()
    };
    assert_eq!(o(&g).scores[0].parts[1].1, 25);
    assert_eq!(o(&g).scores[1].parts[1].1, 25);
    force_score_step(&mut g, 2);
    set_hand(&mut g, 2, &["Jewels"; 5]);
    let e = g.apply(2, &Action::ScoreTask { task: five, cards: vec![it("Jewels"); 5] }).unwrap_err();
    assert_eq!(e.0.id(), Some("sheriff-err-task-closed"), "{e}");
    force_score_step(&mut g, 0);
    set_hand(&mut g, 0, &["Necklace"; 5]);
    let e = g.apply(0, &Action::ScoreTask { task: five, cards: vec![it("Necklace"); 5] }).unwrap_err();
    assert_eq!(e.0.id(), Some("sheriff-err-task-done"));
}

#[test]
fn worked_example_final_score_and_tie_break() {
    let mut g = game(3, Options::default());
    g.winnings[0] = vec![it("Treasure chest"), it("Jewels"), it("Gold")];
    g.winnings[1] = vec![it("Treasure chest"), it("Necklace"), it("Copper coin"), it("Copper coin")];
    for w in g.winnings.clone().iter().flatten() {
        let i = g.deck.iter().position(|c| c == w).unwrap();
        g.deck.remove(i);
    }
    let three_pairs = data().tasks.iter().position(|t| t.count == 3).unwrap();
    g.tasks[three_pairs] = vec![0];
    g.stage = Stage::Over;
    let o = Game::outcome(&g).unwrap();
    assert_eq!(o.scores[0].total, 48);
    // Seat 1: 13+12+7+7 = 39.
    assert_eq!(o.scores[1].total, 39);
    assert_eq!(o.winners(), vec![0]);
}

#[test]
fn theft_with_and_without_defence() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Pearls"]);
    drawn(&mut g, "Silver candlestick");
    g.apply(0, &Action::Act { target: Some(1) }).unwrap();
    // Bruno has no Necklace but is asked anyway (the prompt reveals nothing).
    assert_eq!(g.pending(), Pending::Seat(1));
    assert_eq!(g.legal_actions(1), vec![Action::Defend(false)]);
    g.apply(1, &Action::Defend(false)).unwrap();
    assert_eq!(count(&g, 0, "Pearls"), 1);
    assert_eq!(g.hand(1), &[it("Silver candlestick")]);
    // With a Necklace, Defence turns the Theft round.
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Necklace", "Gold"]);
    drawn(&mut g, "Silver candlestick");
    g.apply(0, &Action::Act { target: Some(1) }).unwrap();
    g.apply(1, &Action::Defend(true)).unwrap();
    assert_eq!(count(&g, 0, "Necklace"), 1);
    assert_eq!(count(&g, 1, "Silver candlestick"), 1);
    assert_eq!(count(&g, 1, "Gold"), 1);
    g.check().unwrap();
}

#[test]
fn defence_is_asked_only_when_possible_if_the_table_says_so() {
    let mut g = game(3, Options { defence_only_when_possible: true });
    set_hand(&mut g, 1, &["Pearls"]);
    drawn(&mut g, "Silver candlestick");
    g.apply(0, &Action::Act { target: Some(1) }).unwrap();
    assert_eq!(*g.stage(), Stage::Score, "no Necklace, no prompt");
}

#[test]
fn robbery_shows_the_hand_only_to_the_robber_and_raid_to_all() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Treasure chest", "Gold"]);
    drawn(&mut g, "Pearls");
    g.apply(0, &Action::Act { target: Some(1) }).unwrap();
    g.apply(1, &Action::Defend(false)).unwrap();
    assert_eq!(SheriffView::of(&g, Some(0)).shown_hand.map(|h| h.1.len()), Some(2));
    assert_eq!(SheriffView::of(&g, Some(2)).shown_hand, None);
    g.apply(0, &Action::Take(it("Treasure chest"))).unwrap();
    assert_eq!(count(&g, 0, "Treasure chest"), 1);
    assert_eq!(count(&g, 1, "Pearls"), 1);
    // Raid: everyone sees.
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Gold"]);
    drawn(&mut g, "Jewels");
    g.apply(0, &Action::Act { target: Some(1) }).unwrap();
    let applied = g.apply(1, &Action::Defend(false)).unwrap();
    assert!(
        applied.events.iter().any(|e| e.visible_to(Some(2)) && e.msg.id() == Some("sheriff-log-raid-shown"))
    );
    assert!(SheriffView::of(&g, Some(2)).shown_hand.is_some());
    g.apply(0, &Action::Take(it("Gold"))).unwrap();
    g.check().unwrap();
}

#[test]
fn targets_need_a_card_in_hand() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &[]);
    set_hand(&mut g, 2, &[]);
    drawn(&mut g, "Silver candlestick");
    assert_eq!(g.legal_actions(0), vec![Action::Keep]);
    assert!(g.apply(0, &Action::Act { target: Some(1) }).is_err());
}

#[test]
fn buy_with_a_player_holding_only_copper() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Copper coin", "Copper coin"]);
    set_hand(&mut g, 2, &["Necklace", "Gold"]);
    drawn(&mut g, "Copper coin");
    let applied = g.apply(0, &Action::Act { target: None }).unwrap();
    assert!(applied.events.iter().any(|e| e.msg.id() == Some("sheriff-log-nothing-to-offer")
        && e.text().ends_with("shows their hand: 2 Copper coins")));
    assert_eq!(g.pending(), Pending::Each { seats: [2].into_iter().collect(), first: 2 });
    assert!(g.apply(1, &Action::Offer(it("Copper coin"))).is_err(), "Bruno cannot offer");
    assert!(g.apply(2, &Action::Offer(it("Copper coin"))).is_err());
    g.apply(2, &Action::Offer(it("Necklace"))).unwrap();
    // The offer stays secret from others until all are revealed (here at once: Carla was last).
    assert_eq!(g.legal_actions(0), vec![Action::Accept(None), Action::Accept(Some(2))]);
    g.apply(0, &Action::Accept(Some(2))).unwrap();
    assert_eq!(count(&g, 0, "Necklace"), 1);
    assert_eq!(count(&g, 2, "Copper coin"), 1);
    g.check().unwrap();
}

#[test]
fn buy_offers_are_secret_until_revealed_together() {
    let mut g = game(4, Options::default());
    set_hand(&mut g, 1, &["Gold"]);
    set_hand(&mut g, 2, &["Pearls"]);
    set_hand(&mut g, 3, &["Jewels"]);
    drawn(&mut g, "Copper coin");
    g.apply(0, &Action::Act { target: None }).unwrap();
    let applied = g.apply(1, &Action::Offer(it("Gold"))).unwrap();
    assert!(applied.events.iter().all(|e| !e.visible_to(Some(2)) || !e.text().contains("Gold")));
    assert_eq!(SheriffView::of(&g, Some(2)).own_offer, None);
    assert_eq!(SheriffView::of(&g, Some(1)).own_offer, Some(it("Gold")));
    g.apply(2, &Action::Offer(it("Pearls"))).unwrap();
    let applied = g.apply(3, &Action::Offer(it("Jewels"))).unwrap();
    assert!(applied.events.iter().any(|e| e.msg.id() == Some("sheriff-log-buy-offers")));
    g.apply(0, &Action::Accept(None)).unwrap();
    assert_eq!(count(&g, 0, "Copper coin"), 1);
    assert_eq!(count(&g, 1, "Gold"), 1, "unchosen offers go back");
}

#[test]
fn trade_where_nobody_can_offer_keeps_the_chest() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Treasure chest"]);
    set_hand(&mut g, 2, &[]);
    drawn(&mut g, "Treasure chest");
    g.apply(0, &Action::Act { target: None }).unwrap();
    assert_eq!(*g.stage(), Stage::Score);
    assert_eq!(count(&g, 0, "Treasure chest"), 1);
}

#[test]
fn trade_must_accept_one_offer() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Gold", "Gold"]);
    set_hand(&mut g, 2, &["Pearls"]);
    drawn(&mut g, "Treasure chest");
    g.apply(0, &Action::Act { target: None }).unwrap();
    assert!(g.apply(1, &Action::TradeOffer(vec![])).is_err());
    g.apply(1, &Action::TradeOffer(vec![it("Gold"), it("Gold")])).unwrap();
    g.apply(2, &Action::TradeOffer(vec![it("Pearls")])).unwrap();
    assert!(g.apply(0, &Action::Accept(None)).is_err());
    g.apply(0, &Action::Accept(Some(1))).unwrap();
    assert_eq!(count(&g, 0, "Gold"), 2);
    assert_eq!(count(&g, 1, "Treasure chest"), 1);
    assert_eq!(count(&g, 2, "Pearls"), 1);
    g.check().unwrap();
}

#[test]
fn ambush_never_keeps_your_own_colour() {
    let mut g = game(3, Options::default());
    g.ambush_deck.retain(|&a| a != Ambush::Colour(0));
    g.unused_ambush.push(Ambush::Colour(0)); // keep 13 in count while it is aside
    let top_two = [g.ambush_deck[g.ambush_deck.len() - 1], g.ambush_deck[g.ambush_deck.len() - 2]];
    drawn(&mut g, "Gold");
    g.apply(0, &Action::Act { target: None }).unwrap();
    assert!(matches!(g.stage(), Stage::AmbushChoice { .. }));
    assert_eq!(SheriffView::of(&g, Some(1)).ambush_choice, None, "only the active player sees them");
    g.apply(0, &Action::KeepAmbush(top_two[1])).unwrap();
    assert_eq!(g.ambushes[0], vec![top_two[1]]);
    assert_eq!(g.ambush_deck[0], top_two[0], "the other goes under the deck");
    // Own colour among the two: the other is kept automatically.
    let mut g = game(3, Options::default());
    let i = g.ambush_deck.iter().position(|&a| a == Ambush::Colour(0)).unwrap();
    let own = g.ambush_deck.remove(i);
    g.ambush_deck.push(own);
    drawn(&mut g, "Gold");
    g.apply(0, &Action::Act { target: None }).unwrap();
    assert_eq!(*g.stage(), Stage::Score);
    assert_eq!(g.ambushes[0].len(), 1);
    assert_ne!(g.ambushes[0][0], Ambush::Colour(0));
    g.check().unwrap();
}

#[test]
fn empty_deck_takes_the_discard_pile() {
    let mut g = game(3, Options::default());
    let all: Vec<usize> = g.deck.drain(..).collect();
    g.discard = all;
    g.apply(0, &Action::EndTurn).unwrap();
    assert!(g.discard.is_empty(), "shuffled into the new deck");
    assert!(matches!(g.stage(), Stage::Drawn { .. } | Stage::Score));
    g.check().unwrap();
}

#[test]
fn empty_deck_without_discards_makes_players_discard_down() {
    let mut g = game(3, Options::default());
    g.sheriff = 5; // a "2" space
    set_hand(&mut g, 1, &["Gold", "Gold", "Pearls"]);
    let all: Vec<usize> = g.deck.drain(..).collect();
    g.hands[2].extend(all);
    g.check().unwrap();
    let over = g.hand(2).len();
    g.apply(0, &Action::EndTurn).unwrap();
    assert_eq!(g.pending(), Pending::Seat(1), "{:?}", g.stage());
    let Stage::DiscardDown { limit, resume } = g.stage().clone() else { panic!("{:?}", g.stage()) };
    assert_eq!((limit, resume), (2, Resume::StartTurn));
    let keep: Vec<usize> = g.hand(1).to_vec();
    g.apply(1, &Action::Discard(keep[..keep.len() - 2].to_vec())).unwrap();
    assert_eq!(g.pending(), Pending::Seat(2));
    assert_eq!(g.apply(2, &Action::Discard(vec![])).unwrap_err().0.id(), Some("sheriff-err-discard-exactly"));
    let discard: Vec<usize> = g.hand(2)[..over - 2].to_vec();
    g.apply(2, &Action::Discard(discard)).unwrap();
    // The Sheriff moved without favours and the discards became the deck: seat 1 drew its card.
    assert_eq!(g.sheriff(), 6);
    assert!(matches!(g.stage(), Stage::Drawn { .. } | Stage::Score));
    g.check().unwrap();
}

#[test]
fn the_game_ends_when_the_sheriff_returns_to_nottingham() {
    let mut g = game(3, Options::default());
    g.sheriff = 20;
    set_hand(&mut g, 0, &["Gold"; 3]);
    g.apply(0, &Action::ScoreSet { item: it("Gold"), count: 3 }).unwrap();
    assert_eq!(g.pending(), Pending::Over);
}

#[test]
fn the_game_ends_with_the_eighth_task() {
    let mut g = game(3, Options::default());
    for t in 0..4 {
        g.tasks[t] = vec![1, 2];
    }
    let five = data().tasks.iter().position(|t| t.count == 5 && t.name.contains("identical")).unwrap();
    g.tasks[five] = vec![1];
    set_hand(&mut g, 0, &["Gold"; 5]);
    g.apply(0, &Action::ScoreTask { task: five, cards: vec![it("Gold"); 5] }).unwrap();
    assert_eq!(g.pending(), Pending::Over);
    assert_eq!(g.sheriff(), 0, "the game ends at once, before the Sheriff moves");
}

#[test]
fn robbery_and_raid_can_be_defended() {
    for (card, raid) in [("Pearls", false), ("Jewels", true)] {
        let mut g = game(3, Options::default());
        set_hand(&mut g, 2, &["Necklace", "Treasure chest"]);
        drawn(&mut g, card);
        g.apply(0, &Action::Act { target: Some(2) }).unwrap();
        assert_eq!(g.pending(), Pending::Seat(2));
        g.apply(2, &Action::Defend(true)).unwrap();
        assert_eq!(*g.stage(), Stage::Score, "the {} did not happen (raid: {raid})", card);
        assert_eq!(count(&g, 0, "Necklace"), 1);
        assert_eq!(count(&g, 2, card), 1);
        assert_eq!(count(&g, 2, "Treasure chest"), 1, "nothing was taken");
        assert!(SheriffView::of(&g, Some(1)).shown_hand.is_none(), "no hand was shown");
        g.check().unwrap();
    }
}

mod bots;
mod empty_deck;
mod events;
mod menus;
mod offers;

#[test]
fn counted_items_and_cards_are_plural_in_english() {
    use super::words::counted;
    assert_eq!(counted(3, it("Copper coin")).text(), "3 Copper coins");
    assert_eq!(counted(1, it("Copper coin")).text(), "1 Copper coin");
    assert_eq!(counted(4, it("Treasure chest")).text(), "4 Treasure chests");
    assert_eq!(counted(3, it("Gold")).text(), "3 Gold");
    assert_eq!(counted(3, it("Pearls")).text(), "3 Pearls");
    // The log line of a laid-out set.
    let mut g = game(3, Options::default());
    set_hand(&mut g, 0, &["Copper coin"; 3]);
    let events = g.apply(0, &Action::ScoreSet { item: it("Copper coin"), count: 3 }).unwrap().events;
    let laid = events.iter().find(|e| e.msg.id() == Some("sheriff-log-lays-out")).expect("a lays-out line");
    assert!(laid.text().ends_with("lays out 3 Copper coins"), "{events:?}");
}

#[test]
fn item_names_come_from_their_ids_in_italian() {
    use super::words::{counted, item, the};
    use crate::i18n::Lang;
    let it_text = |m: crate::i18n::Msg| m.render(Lang::It, &[]);
    assert_eq!(it_text(counted(3, it("Copper coin"))), "3 Monete di Rame");
    assert_eq!(it_text(item(it("Silver candlestick"))), "Candelabro d'Argento");
    assert_eq!(it_text(the(it("Gold"))), "l'Oro");
    assert_eq!(it_text(the(it("Necklace"))), "la Collana");
    assert_eq!(it_text(item(it("Treasure chest"))), "Forziere");
}

/// The contract every game in the catalog keeps (player counts, screens, save and load, every
/// listed action, the privacy scramble), with the options named as on the command line.
#[test]
fn keeps_the_contract() {
    crate::catalog::contract::check_game::<crate::games::sheriff::Sheriff>(&[]);
}

#[test]
fn the_search_samples_pass_the_contract() {
    crate::catalog::contract::check_determinize::<crate::games::sheriff::Sheriff>(&[]);
}
