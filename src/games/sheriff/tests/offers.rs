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
