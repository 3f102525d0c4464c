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
    // Four Chests: a fifth completes "5 identical" (30 points): two cards are offered, as long as
    // they are worth no more than the Chest brings (two of Gold, Pearls and Jewels would be).
    let keen = offer(&[
        "Treasure chest",
        "Treasure chest",
        "Treasure chest",
        "Treasure chest",
        "Copper coin",
        "Silver candlestick",
        "Gold",
    ]);
    assert_eq!(keen.len(), 2, "{keen:?}");
    let rich = offer(&[
        "Treasure chest",
        "Treasure chest",
        "Treasure chest",
        "Treasure chest",
        "Gold",
        "Pearls",
        "Jewels",
    ]);
    assert_eq!(rich.len(), 1, "{rich:?}");
    // Sets under way and no use for a Chest: one card, the one the hand misses least.
    let cool =
        offer(&["Copper coin", "Copper coin", "Copper coin", "Gold", "Gold", "Gold", "Silver candlestick"]);
    assert_eq!(cool, vec![it("Silver candlestick")]);
}

/// Seed 247, three players: Anna draws the Copper coin on the first turn and plays it. Carla holds
/// a Copper coin, a Gold and a Treasure chest: Normal and Hard offered the Chest, 13 points for 7,
/// a gift to Anna. They offer the Gold, the offer that gives away least.
#[test]
fn a_bot_gives_no_treasure_chest_for_the_copper_coin() {
    let mut g = Sheriff::new(&Setup { players: 3, first: Some(0), seed: 247 }, &Options::default()).unwrap();
    assert_eq!(*g.stage(), Stage::Drawn { card: it("Copper coin") });
    g.apply(0, &Action::Act { target: None }).unwrap();
    g.apply(1, &normal(&g, 1)).unwrap();
    let mut hand = g.hand(2).to_vec();
    hand.sort_unstable();
    assert_eq!(hand, [it("Copper coin"), it("Gold"), it("Treasure chest")]);
    let legal = g.legal_actions(2);
    for level in [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard] {
        for seed in 0..4 {
            let a = bot::choose(&g.view(Some(2)), &legal, level, &mut GameRng::new(seed));
            assert_eq!(a, Action::Offer(it("Gold")), "{level:?}");
        }
    }
}

/// Whole games: every Buy or Trade offer a Normal or Easy bot makes is worth it to the offerer by
/// its own view (what it gets back is worth at least what it gives away), or, when the rules make
/// it offer and none is, loses least.
#[test]
fn bots_make_no_offer_that_gives_more_than_it_gains() {
    use crate::engine::session::bot_rng;
    let mut offers = 0;
    for seed in 0..12u64 {
        let mut g = Sheriff::new(&Setup { players: 4, first: Some(0), seed }, &Options::default()).unwrap();
        for step in 0..2000 {
            let Some(seat) = g.pending().first() else { break };
            let view = g.view(Some(seat));
            let legal = g.legal_actions(seat);
            let level = if seat % 2 == 0 { BotLevel::Normal } else { BotLevel::Easy };
            let a = bot::choose(&view, &legal, level, &mut bot_rng(seed, step, seat));
            let worth = |a: &Action| bot::offer_worth(&view, a);
            if let Some(w) = worth(&a) {
                offers += 1;
                let best = legal.iter().filter_map(worth).fold(f64::NEG_INFINITY, f64::max);
                assert!(
                    w >= 0.0 || w >= best - 1e-9,
                    "seed {seed} step {step}: {a:?} worth {w}, best {best}"
                );
            }
            g.apply(seat, &a).unwrap();
        }
    }
    assert!(offers > 50, "{offers} offers seen");
}
