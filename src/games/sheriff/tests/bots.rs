//! Bot defects seen in play, each on a hand-built position.

use super::*;
use crate::engine::{BotLevel, GameRng};
use crate::games::sheriff::bot;

fn normal(g: &Sheriff, seat: usize) -> Action {
    let legal = g.legal_actions(seat);
    bot::choose(&g.view(Some(seat)), &legal, BotLevel::Normal, &mut GameRng::new(1))
}

/// A Robbery of a hand of 7 different items: the bot took the Copper coin (its sets made every
/// card it held more valuable); now it takes what helps it or the best card (a third Copper coin
/// for a set of two is a fair choice, not this defect).
#[test]
fn a_robber_does_not_take_a_copper_coin_from_seven_different_items() {
    let all = ["Copper coin", "Silver candlestick", "Gold", "Pearls", "Jewels", "Necklace", "Treasure chest"];
    for own in [&["Gold", "Pearls"][..], &["Copper coin"], &[], &["Jewels", "Necklace", "Gold"]] {
        let mut g = game(4, Options::default());
        set_hand(&mut g, 1, &all);
        set_hand(&mut g, 0, own);
        let pearls = it("Pearls");
        g.deck.retain({
            let mut once = true;
            move |&c| !(c == pearls && std::mem::take(&mut once))
        });
        g.stage = Stage::Pick { card: pearls, target: 1, raid: false };
        let Action::Take(taken) = normal(&g, 0) else { panic!("a Take") };
        let legal = g.legal_actions(0);
        let values = bot::values(&g.view(Some(0)), &legal);
        assert_ne!(taken, it("Copper coin"), "holding {own:?}: {legal:?} {values:?}");
    }
}

/// Trade offers were always one cheap card; now they grow with what the Chest is worth to the hand.
#[test]
fn trade_offers_scale_with_what_the_chest_is_worth() {
    let offer = |hand: &[&str]| {
        let mut g = game(4, Options::default());
        set_hand(&mut g, 1, hand);
        let chest = it("Treasure chest");
        let at = g.deck.iter().position(|&c| c == chest).unwrap();
        g.deck.remove(at);
        g.stage = Stage::TradeOffers { offers: vec![Vec::new(); 4], asked: 0 };
        assert_eq!(g.pending(), Pending::Seat(1));
        let Action::TradeOffer(cards) = normal(&g, 1) else { panic!("an offer") };
        cards
    };
    // Four Chests: a fifth completes "5 identical" (30 points): two cards are offered.
    let keen = offer(&[
        "Treasure chest",
        "Treasure chest",
        "Treasure chest",
        "Treasure chest",
        "Gold",
        "Pearls",
        "Jewels",
    ]);
    assert_eq!(keen.len(), 2, "{keen:?}");
    // Sets under way and no use for a Chest: one card, the one the hand misses least.
    let cool =
        offer(&["Copper coin", "Copper coin", "Copper coin", "Gold", "Gold", "Gold", "Silver candlestick"]);
    assert_eq!(cool, vec![it("Silver candlestick")]);
}
