//! Offers made by marking cards: the reason the screen shows for a marked set is the one the rules
//! give, and every legal offer passes the check.

use super::*;
use crate::games::sheriff::actions::offer_problem;
use crate::i18n::Msg;

fn id(m: Option<Msg>) -> Option<&'static str> {
    m.and_then(|m| m.id())
}

#[test]
fn buy_offers_are_one_card_and_never_a_copper_coin() {
    assert_eq!(offer_problem(true, &[it("Gold")]), None);
    assert_eq!(id(offer_problem(true, &[])), Some("sheriff-err-offer-one"));
    assert_eq!(id(offer_problem(true, &[it("Gold"), it("Pearls")])), Some("sheriff-err-offer-one"));
    let copper = offer_problem(true, &[it("Copper coin")]).unwrap();
    assert_eq!(copper.id(), Some("sheriff-err-offer-banned"));
    assert_eq!(copper.text(), "You may not offer a Copper coin.");
}

#[test]
fn trade_offers_are_one_or_two_cards_and_never_a_chest() {
    let (g, p, c) = (it("Gold"), it("Pearls"), it("Treasure chest"));
    assert_eq!(offer_problem(false, &[g]), None);
    assert_eq!(offer_problem(false, &[g, p]), None);
    assert_eq!(id(offer_problem(false, &[])), Some("sheriff-err-offer-two"));
    assert_eq!(id(offer_problem(false, &[g, p, g])), Some("sheriff-err-offer-two"));
    assert_eq!(id(offer_problem(false, &[g, c])), Some("sheriff-err-offer-banned"));
}

#[test]
fn the_rules_refuse_with_the_same_reason() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 1, &["Gold", "Treasure chest", "Pearls"]);
    set_hand(&mut g, 2, &["Pearls"]);
    drawn(&mut g, "Treasure chest");
    g.apply(0, &Action::Act { target: None }).unwrap();
    for bad in [vec![it("Gold"), it("Treasure chest")], vec![it("Gold"), it("Pearls"), it("Gold")]] {
        let e = g.apply(1, &Action::TradeOffer(bad.clone())).unwrap_err();
        assert_eq!(Some(e.0), offer_problem(false, &bad));
    }
    for a in g.legal_actions(1) {
        let Action::TradeOffer(cards) = a else { panic!("{a:?}") };
        assert_eq!(offer_problem(false, &cards), None, "{cards:?}");
    }
}

/// A Buy at 4 players: Anna (seat 0) plays the Copper coin; Bruno, Carla and Dario can all offer.
fn buy_of_four() -> Sheriff {
    let mut g = game(4, Options::default());
    set_hand(&mut g, 1, &["Gold"]);
    set_hand(&mut g, 2, &["Pearls"]);
    set_hand(&mut g, 3, &["Jewels", "Copper coin"]);
    drawn(&mut g, "Copper coin");
    g.apply(0, &Action::Act { target: None }).unwrap();
    g
}

#[test]
fn buy_offers_are_made_in_any_order_and_revealed_once_all_are_in() {
    let mut g = buy_of_four();
    // Everyone decides at once; one laptop asks Bruno first (clockwise from Anna's left).
    let all: crate::engine::Seats = [1, 2, 3].into_iter().collect();
    assert_eq!(g.pending(), Pending::Each { seats: all, first: 1 });
    assert_eq!(g.pending().order(), vec![1, 2, 3]);
    assert!([1, 2, 3].iter().all(|&s| !g.legal_actions(s).is_empty()));
    // The last seat offers first.
    let applied = g.apply(3, &Action::Offer(it("Jewels"))).unwrap();
    assert!(applied.events.iter().all(|e| e.msg.id() != Some("sheriff-log-buy-offers")), "not yet");
    assert_eq!(g.pending(), Pending::Each { seats: [1, 2].into_iter().collect(), first: 1 });
    assert!(g.legal_actions(3).is_empty());
    // An offer made is not made again; the active player is not asked; neither changes anything.
    let again = g.apply(3, &Action::Offer(it("Copper coin"))).unwrap_err();
    assert_eq!(again.0.id(), Some("sheriff-err-offered"));
    assert_eq!(
        again.to_string(),
        "You have made your offer: the offers are revealed together once all are in."
    );
    assert_eq!(g.apply(0, &Action::Offer(it("Gold"))).unwrap_err().0.id(), Some("sheriff-err-not-yours"));
    g.apply(2, &Action::Offer(it("Pearls"))).unwrap();
    assert_eq!(g.pending(), Pending::Each { seats: crate::engine::Seats::one(1), first: 1 });
    assert!(matches!(g.stage(), Stage::BuyOffers { .. }));
    let applied = g.apply(1, &Action::Offer(it("Gold"))).unwrap();
    let reveal = applied.events.iter().find(|e| e.msg.id() == Some("sheriff-log-buy-offers")).unwrap();
    assert!(
        reveal.text().contains("Gold")
            && reveal.text().contains("Pearls")
            && reveal.text().contains("Jewels")
    );
    assert_eq!(g.pending(), Pending::Seat(0));
    assert_eq!(g.legal_actions(0).len(), 4, "refuse, or any of the three offers");
    g.check().unwrap();
}

#[test]
fn offers_in_any_order_reach_the_state_offers_in_turn_reach() {
    let offers = [(1, "Gold"), (2, "Pearls"), (3, "Jewels")];
    let mut in_turn = buy_of_four();
    let mut mixed = buy_of_four();
    for (s, c) in offers {
        in_turn.apply(s, &Action::Offer(it(c))).unwrap();
    }
    for (s, c) in offers.into_iter().rev() {
        mixed.apply(s, &Action::Offer(it(c))).unwrap();
    }
    assert_eq!(mixed.stage(), in_turn.stage());
    assert_eq!(mixed.hands, in_turn.hands);
}

#[test]
fn a_save_of_offers_made_in_turn_replays_to_its_state() {
    // Written before offers could come in any order: 5 bots, three Buys, the save taken in the
    // third after two offers (its stored state says `asked: 2`).
    let text = include_str!("../../../../tests/fixtures/sheriff-buy-offers-in-turn.json");
    let s = crate::engine::Session::<Sheriff>::from_json(text, std::path::Path::new("old.json"))
        .unwrap_or_else(|e| panic!("{}", e.0));
    assert!(s.notice.is_none(), "replayed to its stored state under the same rules");
    let Stage::BuyOffers { offers, asked } = s.state.stage() else { panic!("{:?}", s.state.stage()) };
    assert_eq!((*asked, offers.iter().flatten().count()), (2, 2));
    assert_eq!(s.pending().first(), Some(s.state.other(2)));
    assert_eq!(s.pending().order().len(), 2, "the last two still offer");
}

/// The names the panel and the menu use: "P0"….
fn p_names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("P{i}")).collect()
}

/// The seats named by the offers panel, in its order.
fn panel_order(g: &Sheriff) -> Vec<usize> {
    let view = g.view(Some(g.active()));
    let panel = crate::games::sheriff::table_lines::offers(&view, &p_names(g.players())).unwrap();
    panel.iter().map(|o| o[1..o.find(':').unwrap()].parse().unwrap()).collect()
}

/// The seats whose offers the menu lists, in its order.
fn menu_order(g: &Sheriff) -> Vec<usize> {
    g.legal_actions(g.active())
        .into_iter()
        .filter_map(|a| match a {
            Action::Accept(s) => s,
            _ => None,
        })
        .collect()
}

#[test]
fn the_offers_panel_and_the_accept_menu_list_the_offers_in_one_order() {
    // Carla (seat 2) plays: offers come from Dario, Anna and Bruno, clockwise from her left.
    for trade in [false, true] {
        let mut g = game(4, Options::default());
        g.active = 2;
        set_hand(&mut g, 3, &["Gold"]);
        set_hand(&mut g, 0, &["Pearls"]);
        set_hand(&mut g, 1, &["Jewels"]);
        drawn(&mut g, if trade { "Treasure chest" } else { "Copper coin" });
        g.apply(2, &Action::Act { target: None }).unwrap();
        for (s, c) in [(3, "Gold"), (0, "Pearls"), (1, "Jewels")] {
            let a = if trade { Action::TradeOffer(vec![it(c)]) } else { Action::Offer(it(c)) };
            g.apply(s, &a).unwrap();
        }
        assert_eq!(panel_order(&g), vec![3, 0, 1], "trade {trade}");
        assert_eq!(menu_order(&g), vec![3, 0, 1], "trade {trade}");
    }
}
