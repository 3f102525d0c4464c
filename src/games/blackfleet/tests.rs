//! Black Fleet rules tests: the spec's worked examples, movement legality, each action's
//! preconditions, every fortune kind and development card, re-entry, supply shortage, the final
//! round, whole bot games and what a seat's view holds.
//!
//! Map squares used (x, y): La Barbaria A (9,0) docks (8,0) (10,0) (9,1); Nassau B docks (17,1)
//! (17,3) (16,2); Maracaibo C docks (8,10) (10,10) (9,9); Tortuga D docks (15,6) (16,7) (15,8);
//! Port Royal E docks (0,4) (1,5) (0,6). Beaches: (3,1)=3 (14,2)=4 (10,3)=4 (2,4)=6 (15,4)=6 (5,7)=3
//! (13,8)=4 (14,9)=3. Lairs (11,3) (1,7). Navy starts yellow (7,5), purple (9,5).

use crate::engine::simulate::play_bot_game;
use crate::engine::{BotLevel, Game, Setup};

use super::data::{Dev, Fortune, Icon, data};
use super::map::Pos;
use super::movement::{Land, Ship};
use super::rules::{Progress, Turn};
use super::*;

const YELLOW: usize = 0;
const BLUE: usize = 1;
const GREEN: usize = 2;
const RED: usize = 4;
const A: usize = 0;
const B: usize = 1;

/// A game whose merchants are all placed, with the board cleared for the test to arrange.
fn game(players: usize) -> BlackFleet {
    let mut g = BlackFleet::new(&Setup { players, first: None, seed: 3 }, &Options::default()).unwrap();
    for s in 0..players {
        let dock = g.free_docks()[0];
        g.apply(s, &Action::EnterMerchant(dock)).unwrap();
    }
    for s in 0..players {
        g.board.merchants[s] = None;
        let cargo = std::mem::take(&mut g.players[s].cargo);
        for c in cargo {
            g.supply[c] += 1;
        }
    }
    g.board.navy = [(7, 5), (9, 5)];
    g.check().unwrap();
    g
}

fn set_cargo(g: &mut BlackFleet, seat: usize, colour: usize, n: usize) {
    for c in std::mem::take(&mut g.players[seat].cargo) {
        g.supply[c] += 1;
    }
    g.supply[colour] -= n as u8;
    g.players[seat].cargo = vec![colour; n];
}

fn set_loot(g: &mut BlackFleet, seat: usize, colour: usize, n: usize) {
    for c in std::mem::take(&mut g.players[seat].loot) {
        g.supply[c] += 1;
    }
    g.supply[colour] -= n as u8;
    g.players[seat].loot = vec![colour; n];
}

fn dev(g: &mut BlackFleet, seat: usize, d: Dev) {
    let tier = super::data::DEV_COSTS.iter().position(|&c| c == data().dev_card(d).cost).unwrap();
    g.players[seat].devs[tier] = (d, true);
}

fn fortune(g: &mut BlackFleet, seat: usize, f: Fortune) {
    let i = g.fortune_deck.iter().position(|&x| x == f).expect("in the deck");
    g.fortune_deck.remove(i);
    g.players[seat].fortunes.push(f);
}

/// Puts a movement card with these values (navy colour, navy, pirate, merchant) in `seat`'s hand.
fn movement(g: &mut BlackFleet, seat: usize, navy: usize, values: (u8, u8, u8)) -> u8 {
    let d = data();
    let card = (0..d.movement.len() as u8)
        .find(|&c| {
            let m = d.movement[c as usize];
            m.navy == navy && (m.navy_value, m.pirate, m.merchant) == values
        })
        .expect("such a movement card");
    if let Some(i) = g.move_deck.iter().position(|&c| c == card) {
        g.move_deck.remove(i);
    } else {
        for p in &mut g.players {
            if let Some(i) = p.moves.iter().position(|&c| c == card) {
                p.moves.remove(i);
            }
        }
    }
    g.players[seat].moves.push(card);
    card
}

/// `seat`'s turn, moving with the card of these values (yellow navy).
fn moving(g: &mut BlackFleet, seat: usize, values: (u8, u8, u8)) {
    g.current = seat;
    g.turn = Turn::default();
    g.stage = Stage::Choose;
    let card = movement(g, seat, YELLOW, values);
    act(g, seat, Action::PlayMovement { card, navy: YELLOW, boost: None });
}

fn act(g: &mut BlackFleet, seat: usize, a: Action) {
    g.apply(seat, &a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    g.check().unwrap_or_else(|e| panic!("after {a:?}: {e}"));
}

fn refused(g: &BlackFleet, seat: usize, a: Action) -> String {
    g.clone().apply(seat, &a).expect_err("should be refused").0
}

fn gold(g: &BlackFleet, seat: usize) -> u32 {
    g.players[seat].doubloons
}

// ---- Worked examples ----

#[test]
fn a_merchant_with_two_red_cubes_sells_for_six_at_nassau_and_loads_blue() {
    let mut g = game(3);
    g.board.merchants[0] = Some((17, 1));
    set_cargo(&mut g, 0, RED, 2);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sell { port: B });
    assert_eq!(gold(&g, 0), 6);
    assert_eq!(g.players[0].cargo, vec![BLUE; 3]);
    assert_eq!(g.supply[RED], 13);
}

#[test]
fn rulebook_two_cubes_at_la_barbaria_at_two_each() {
    let mut g = game(3);
    g.board.merchants[0] = Some((9, 1));
    set_cargo(&mut g, 0, BLUE, 2);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sell { port: A });
    assert_eq!(gold(&g, 0), 4);
    assert_eq!(g.players[0].cargo, vec![YELLOW; 3]);
}

#[test]
fn a_pirate_entering_from_the_distant_sea_with_3_reaches_two_past_the_entry() {
    let g = game(3);
    let reach = g.board.reach(0, Ship::Pirate, 3, &[], Land::Never);
    let entries: Vec<Pos> = data().areas.iter().flat_map(|a| a.entries.clone()).collect();
    let from_entry = data().map.distances_from(&entries);
    let far = reach.keys().map(|p| from_entry[p.1 * 18 + p.0].unwrap()).max().unwrap();
    assert_eq!(far, 2, "at most two squares past the entry square");
    assert_eq!(reach[&(1, 0)].cost, 1, "entering costs 1");
    assert_eq!(reach[&(3, 0)].cost, 3, "(3, 0) is two past the north-west entry (1, 0)");
    assert!(!reach.contains_key(&(4, 0)));
}

#[test]
fn a_pirate_buries_on_a_six_beach_and_may_not_attack_that_turn() {
    let mut g = game(3);
    g.board.pirates[0] = Some((2, 4));
    set_loot(&mut g, 0, GREEN, 1);
    g.board.merchants[1] = Some((3, 4));
    set_cargo(&mut g, 1, RED, 3);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Bury);
    assert_eq!(gold(&g, 0), 6);
    assert!(g.players[0].loot.is_empty());
    assert!(refused(&g, 0, Action::Attack { target: 1 }).contains("already taken its action"));
}

#[test]
fn the_navy_sinks_a_pirate_carrying_green_and_the_cube_goes_home() {
    let mut g = game(3);
    g.board.pirates[1] = Some((7, 4));
    set_loot(&mut g, 1, GREEN, 1);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 1 });
    assert_eq!(gold(&g, 0), 2);
    assert_eq!(g.board.pirates[1], None);
    assert_eq!(g.supply[GREEN], 13, "back to Maracaibo's supply");
}

// ---- Movement ----

#[test]
fn ships_pass_friendly_ships_but_not_others_and_never_end_on_one() {
    let mut g = game(3);
    // Merchant in a corridor: (4, 0) east along row 0.
    g.board.merchants[0] = Some((4, 0));
    g.board.pirates[0] = Some((5, 0));
    g.board.pirates[1] = Some((5, 1));
    let reach = g.board.reach(0, Ship::Merchant, 2, &[], Land::Never);
    assert!(reach.contains_key(&(6, 0)), "through its own pirate");
    assert!(!reach.contains_key(&(5, 0)) && !reach.contains_key(&(5, 1)), "never ending on a ship");
    // An opponent's ship blocks: put one on (6, 0); then (7, 0) cannot be reached with 3.
    g.board.merchants[2] = Some((6, 0));
    let reach = g.board.reach(0, Ship::Merchant, 3, &[], Land::Never);
    assert!(!reach.contains_key(&(7, 0)));
    // A navy ship is friendly only when the mover moves it this turn.
    g.board.merchants[2] = None;
    g.board.navy[1] = (6, 0);
    assert!(!g.board.reach(0, Ship::Merchant, 3, &[], Land::Never).contains_key(&(7, 0)));
    assert!(g.board.reach(0, Ship::Merchant, 3, &[1], Land::Never).contains_key(&(7, 0)));
}

#[test]
fn moving_costs_movement_and_each_ship_finishes_before_the_next() {
    let mut g = game(3);
    g.board.merchants[0] = Some((4, 0));
    set_cargo(&mut g, 0, RED, 3);
    moving(&mut g, 0, (2, 3, 4));
    act(&mut g, 0, Action::Move { ship: Ship::Merchant, to: (5, 0) });
    assert_eq!(g.turn.budget[0], 3);
    act(&mut g, 0, Action::Move { ship: Ship::Merchant, to: (8, 0) }); // La Barbaria's dock
    let e = refused(&g, 0, Action::Move { ship: Ship::Merchant, to: (7, 0) });
    assert!(e.contains("cannot reach"), "{e}");
    act(&mut g, 0, Action::Move { ship: Ship::Pirate, to: (0, 0) });
    assert_eq!(g.turn.progress[0], Progress::Done);
    let e = refused(&g, 0, Action::Sell { port: A });
    assert!(e.contains("finished this turn"), "{e}");
    // Land is never a destination.
    assert!(refused(&g, 0, Action::Move { ship: Ship::Pirate, to: (1, 1) }).contains("cannot reach"));
}

#[test]
fn an_off_board_pirate_must_enter_when_it_can() {
    let mut g = game(3);
    moving(&mut g, 0, (2, 3, 3));
    assert!(refused(&g, 0, Action::EndMoves).contains("must enter"));
    assert!(!g.legal_actions(0).contains(&Action::EndMoves));
    act(&mut g, 0, Action::Move { ship: Ship::Pirate, to: (15, 0) });
    assert_eq!(g.turn.budget[1], 2, "entering costs 1");
    act(&mut g, 0, Action::EndMoves);
}

// ---- Actions ----

#[test]
fn action_preconditions() {
    let mut g = game(3);
    g.board.merchants[0] = Some((15, 6)); // a Tortuga dock
    set_cargo(&mut g, 0, GREEN, 3);
    g.board.pirates[0] = Some((10, 1));
    set_loot(&mut g, 0, RED, 1);
    g.board.merchants[1] = Some((11, 1));
    set_cargo(&mut g, 1, YELLOW, 3);
    g.board.pirates[2] = Some((8, 5));
    moving(&mut g, 0, (2, 3, 3));
    assert_eq!(refused(&g, 0, Action::Sell { port: 3 }), "Tortuga does not buy green.");
    assert!(refused(&g, 0, Action::Sell { port: A }).contains("must be on a dock of La Barbaria"));
    assert_eq!(refused(&g, 0, Action::Attack { target: 1 }), "Your pirate must be empty to attack.");
    assert!(refused(&g, 0, Action::Bury).contains("on a beach"));
    assert!(refused(&g, 0, Action::Sink { by: Ship::Navy(0), target: 0 }).contains("never sink your own"));
    assert!(refused(&g, 0, Action::Sink { by: Ship::Navy(1), target: 2 }).contains("do not move the purple"));
    act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 2 });
    assert!(refused(&g, 0, Action::Sink { by: Ship::Navy(0), target: 2 }).contains("not on the board"));
}

#[test]
fn an_attack_takes_a_cube_and_two_doubloons_and_an_empty_merchant_sinks_and_reenters() {
    let mut g = game(3);
    g.board.pirates[0] = Some((10, 1));
    g.board.merchants[1] = Some((11, 1));
    set_cargo(&mut g, 1, YELLOW, 1);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Attack { target: 1 });
    assert_eq!((gold(&g, 0), g.players[0].loot.clone()), (2, vec![YELLOW]));
    assert_eq!(g.board.merchants[1], None, "left empty: sunk");
    act(&mut g, 0, Action::EndMoves);
    while g.current != 1 {
        let a = g
            .legal_actions(0)
            .into_iter()
            .find(|a| matches!(a, Action::Pass | Action::DiscardFortune(_)))
            .unwrap();
        act(&mut g, 0, a);
    }
    assert_eq!(*g.stage(), Stage::EnterMerchant);
    act(&mut g, 1, Action::EnterMerchant((17, 1)));
    assert_eq!(g.players[1].cargo, vec![BLUE; 3]);
    assert_eq!(*g.stage(), Stage::Choose);
}

#[test]
fn a_short_supply_loads_what_is_there() {
    let mut g = game(4);
    g.board.merchants[0] = Some((17, 1));
    set_cargo(&mut g, 0, RED, 2);
    // Nine blue cubes on the other merchants and three with their pirates leave one in Nassau.
    for (s, m, p) in [(1, (0, 4), (5, 5)), (2, (0, 6), (5, 6)), (3, (1, 5), (4, 6))] {
        g.board.merchants[s] = Some(m);
        set_cargo(&mut g, s, BLUE, 3);
        g.board.pirates[s] = Some(p);
        set_loot(&mut g, s, BLUE, 1);
    }
    assert_eq!(g.supply[BLUE], 1);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sell { port: B });
    assert_eq!(g.players[0].cargo, vec![BLUE]);
    assert_eq!(g.supply[BLUE], 0);
}

#[test]
fn the_round_is_completed_after_a_victory_card_and_the_richest_buyer_wins() {
    let mut g = game(3);
    for s in 0..3 {
        for i in 0..4 {
            g.players[s].devs[i].1 = true;
        }
    }
    g.players[1].doubloons = 30;
    g.players[1].gained = 30;
    g.current = 1;
    g.stage = Stage::Buy;
    act(&mut g, 1, Action::BuyVictory);
    assert!(g.final_round);
    assert_eq!(g.current, 2, "the round goes on to seat 3");
    assert_ne!(*g.stage(), Stage::Over);
    g.players[2].doubloons = 50;
    g.players[2].gained = 50;
    g.stage = Stage::Buy;
    act(&mut g, 2, Action::BuyVictory);
    assert_eq!(*g.stage(), Stage::Over, "seat 3 is the last of the round");
    let o = g.outcome().unwrap();
    assert_eq!(o.winners(), vec![2], "both bought; seat 3 has 40 left, seat 2 has 20");
    assert_eq!(o.scores[0].rank, 3, "seat 1 bought nothing");
}

// ---- Fortune cards ----

#[test]
fn fair_winds_and_gale_add_movement() {
    let mut g = game(3);
    g.board.merchants[0] = Some((4, 0));
    set_cargo(&mut g, 0, RED, 3);
    for f in [Fortune::FairWindMerchant, Fortune::FairWindPirate, Fortune::FairWindNavy, Fortune::Gale] {
        fortune(&mut g, 0, f);
    }
    g.current = 0;
    g.stage = Stage::Choose;
    // Played before the movement card, Fair Wind: Merchant counts once the card is down.
    act(&mut g, 0, Action::Fortune { card: Fortune::FairWindMerchant, aim: Aim::None });
    let card = movement(&mut g, 0, YELLOW, (2, 3, 3));
    act(&mut g, 0, Action::PlayMovement { card, navy: YELLOW, boost: None });
    assert_eq!(g.turn.budget, [5, 3, 2, 0]);
    act(&mut g, 0, Action::Fortune { card: Fortune::FairWindPirate, aim: Aim::None });
    act(&mut g, 0, Action::Fortune { card: Fortune::FairWindNavy, aim: Aim::None });
    act(&mut g, 0, Action::Fortune { card: Fortune::Gale, aim: Aim::None });
    assert_eq!(g.turn.budget, [6, 6, 5, 0]);
}

#[test]
fn secret_channel_crosses_one_land_square() {
    let mut g = game(3);
    // From the 6-beach (2, 4) to Port Royal's dock (0, 4): 4 steps by sea, 2 over the land (1, 4).
    g.board.merchants[0] = Some((2, 4));
    set_cargo(&mut g, 0, RED, 3);
    fortune(&mut g, 0, Fortune::SecretChannel);
    moving(&mut g, 0, (2, 3, 3));
    assert!(refused(&g, 0, Action::Move { ship: Ship::Merchant, to: (0, 4) }).contains("cannot reach"));
    act(&mut g, 0, Action::Fortune { card: Fortune::SecretChannel, aim: Aim::Ship(Ship::Merchant) });
    act(&mut g, 0, Action::Move { ship: Ship::Merchant, to: (0, 4) });
    assert_eq!(g.turn.budget[0], 1);
    assert_eq!(g.turn.channel, Some((Ship::Merchant, true)), "the channel is used");
    // Two land squares in a row are never crossed with it.
    let reach = g.board.reach(0, Ship::Merchant, 5, &[], Land::Once);
    assert!(!reach.contains_key(&(1, 4)), "never ending on land");
}

#[test]
fn commandeer_moves_the_other_navy_ship_which_may_sink_for_you() {
    let mut g = game(3);
    g.board.pirates[1] = Some((10, 5));
    fortune(&mut g, 0, Fortune::Commandeer);
    moving(&mut g, 0, (2, 3, 3));
    assert!(refused(&g, 0, Action::Move { ship: Ship::Navy(1), to: (9, 4) }).contains("may not move"));
    act(&mut g, 0, Action::Fortune { card: Fortune::Commandeer, aim: Aim::None });
    assert_eq!(g.turn.budget[3], 2);
    act(&mut g, 0, Action::Sink { by: Ship::Navy(1), target: 1 });
    assert_eq!(gold(&g, 0), 2);
}

#[test]
fn shanghaied_pushes_an_opponents_ship_one_square() {
    let mut g = game(3);
    g.board.merchants[1] = Some((5, 0));
    set_cargo(&mut g, 1, RED, 3);
    fortune(&mut g, 0, Fortune::Shanghaied);
    moving(&mut g, 0, (2, 3, 3));
    let push = |to| Action::Fortune {
        card: Fortune::Shanghaied,
        aim: Aim::Push { seat: 1, ship: Ship::Merchant, to },
    };
    assert!(refused(&g, 0, push((7, 0))).contains("one square"));
    // Off the map (only a hand-edited save could ask): refused, not a panic.
    g.board.merchants[1] = Some((17, 0));
    assert!(refused(&g, 0, push((18, 0))).contains("free sea"));
    fortune(&mut g, 0, Fortune::PirateLair);
    let lair = Action::Fortune { card: Fortune::PirateLair, aim: Aim::Square((40, 40)) };
    assert!(refused(&g, 0, lair).contains("free lair"));
    g.board.merchants[1] = Some((5, 0));
    act(&mut g, 0, push((6, 0)));
    assert_eq!(g.board.merchants[1], Some((6, 0)));
}

#[test]
fn pirate_lair_places_the_pirate_which_may_then_act() {
    let mut g = game(3);
    g.board.merchants[1] = Some((11, 2));
    set_cargo(&mut g, 1, BLUE, 3);
    fortune(&mut g, 0, Fortune::PirateLair);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Fortune { card: Fortune::PirateLair, aim: Aim::Square((11, 3)) });
    assert_eq!(g.board.pirates[0], Some((11, 3)));
    act(&mut g, 0, Action::Attack { target: 1 });
    assert_eq!(gold(&g, 0), 2);
}

#[test]
fn extra_action_lets_a_pirate_attack_and_bury() {
    let mut g = game(3);
    g.board.pirates[0] = Some((10, 3)); // a 4-beach
    g.board.merchants[1] = Some((10, 4));
    set_cargo(&mut g, 1, RED, 3);
    fortune(&mut g, 0, Fortune::ExtraAction);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Fortune { card: Fortune::ExtraAction, aim: Aim::Ship(Ship::Pirate) });
    act(&mut g, 0, Action::Attack { target: 1 });
    act(&mut g, 0, Action::Bury);
    assert_eq!(gold(&g, 0), 2 + 4);
}

#[test]
fn smugglers_deal_and_trade_orders_reward_a_sale_even_played_after_it() {
    let mut g = game(3);
    g.board.merchants[0] = Some((17, 1));
    set_cargo(&mut g, 0, RED, 3);
    fortune(&mut g, 0, Fortune::SmugglersDeal);
    fortune(&mut g, 0, Fortune::OrdersTrade);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Fortune { card: Fortune::SmugglersDeal, aim: Aim::None });
    act(&mut g, 0, Action::Sell { port: B });
    assert_eq!(gold(&g, 0), 9 + 3);
    act(&mut g, 0, Action::Fortune { card: Fortune::OrdersTrade, aim: Aim::None });
    assert_eq!(gold(&g, 0), 9 + 3 + 3, "played after the sale");
}

#[test]
fn calm_seas_sells_where_the_colour_is_not_bought_at_two() {
    let mut g = game(3);
    g.board.merchants[0] = Some((15, 6)); // Tortuga does not buy green
    set_cargo(&mut g, 0, GREEN, 3);
    fortune(&mut g, 0, Fortune::CalmSeas);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Fortune { card: Fortune::CalmSeas, aim: Aim::None });
    act(&mut g, 0, Action::Sell { port: 3 });
    assert_eq!(gold(&g, 0), 6);
    // Never at the colour's own port.
    let mut h = game(3);
    h.board.merchants[0] = Some((9, 9));
    set_cargo(&mut h, 0, GREEN, 3);
    fortune(&mut h, 0, Fortune::CalmSeas);
    moving(&mut h, 0, (2, 3, 3));
    act(&mut h, 0, Action::Fortune { card: Fortune::CalmSeas, aim: Aim::None });
    assert!(refused(&h, 0, Action::Sell { port: 2 }).contains("does not buy"));
}

#[test]
fn bounty_hunt_rich_hoard_and_plunder_reward_their_deeds() {
    let mut g = game(3);
    g.board.pirates[1] = Some((8, 1)); // next to La Barbaria's dock (8, 0)
    g.board.navy[0] = (7, 1);
    fortune(&mut g, 0, Fortune::Bounty);
    fortune(&mut g, 0, Fortune::OrdersHunt);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 1 });
    act(&mut g, 0, Action::Fortune { card: Fortune::Bounty, aim: Aim::None });
    act(&mut g, 0, Action::Fortune { card: Fortune::OrdersHunt, aim: Aim::None });
    assert_eq!(gold(&g, 0), 2 + 2 + 3);

    let mut g = game(3);
    g.board.pirates[0] = Some((10, 3));
    g.board.merchants[1] = Some((10, 4)); // seat 1 sits left of seat 0
    set_cargo(&mut g, 1, RED, 3);
    fortune(&mut g, 0, Fortune::OrdersPlunder);
    fortune(&mut g, 0, Fortune::RichHoard);
    fortune(&mut g, 0, Fortune::ExtraAction);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Fortune { card: Fortune::OrdersPlunder, aim: Aim::None });
    act(&mut g, 0, Action::Fortune { card: Fortune::RichHoard, aim: Aim::None });
    act(&mut g, 0, Action::Fortune { card: Fortune::ExtraAction, aim: Aim::Ship(Ship::Pirate) });
    act(&mut g, 0, Action::Attack { target: 1 });
    assert_eq!(gold(&g, 0), 2 + 3);
    act(&mut g, 0, Action::Bury);
    assert_eq!(gold(&g, 0), 2 + 3 + 4 + 2);
}

#[test]
fn a_reward_card_may_be_played_instead_of_discarded_after_moving() {
    let mut g = game(3);
    g.board.merchants[0] = Some((17, 1));
    set_cargo(&mut g, 0, RED, 3);
    g.board.pirates[0] = Some((0, 0));
    for f in [Fortune::Gale, Fortune::Bounty, Fortune::Shanghaied, Fortune::OrdersTrade] {
        fortune(&mut g, 0, f);
    }
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sell { port: B });
    act(&mut g, 0, Action::EndMoves);
    // Five fortune cards (one from setup): over the limit, so a discard is due; Secret Orders: Trade
    // is played instead and still pays for the sale made this turn.
    assert!(matches!(g.stage, Stage::Discard { forced: false }));
    act(&mut g, 0, Action::Fortune { card: Fortune::OrdersTrade, aim: Aim::None });
    assert_eq!(gold(&g, 0), 9 + 3);
    assert!(matches!(g.stage, Stage::Discard { .. }), "still four cards");
    act(&mut g, 0, Action::DiscardFortune(Fortune::Shanghaied));
    assert!(!matches!(g.stage, Stage::Discard { .. }));
}

#[test]
fn fortune_cards_are_played_only_on_your_own_turn_and_the_hand_limit_holds() {
    let mut g = game(3);
    fortune(&mut g, 1, Fortune::Gale);
    moving(&mut g, 0, (2, 3, 3));
    assert!(g.apply(1, &Action::Fortune { card: Fortune::Gale, aim: Aim::None }).is_err());
    for f in [Fortune::Gale, Fortune::Bounty, Fortune::RichHoard, Fortune::Shanghaied] {
        fortune(&mut g, 0, f);
    }
    act(&mut g, 0, Action::Move { ship: Ship::Pirate, to: (0, 0) });
    act(&mut g, 0, Action::EndMoves);
    if matches!(g.stage, Stage::Discard { .. }) {
        let a = g.legal_actions(0)[0].clone();
        act(&mut g, 0, a);
    }
    assert!(g.players[0].fortunes.len() <= 3 || matches!(g.stage, Stage::Discard { .. }));
}

// ---- Development cards ----

#[test]
fn movement_upgrades_and_pathfinder() {
    let mut g = game(3);
    g.board.merchants[0] = Some((4, 0));
    set_cargo(&mut g, 0, RED, 3);
    dev(&mut g, 0, Dev::NavigationUpgrade);
    dev(&mut g, 0, Dev::Pathfinder);
    g.current = 0;
    g.stage = Stage::Choose;
    let card = movement(&mut g, 0, YELLOW, (2, 3, 3));
    act(&mut g, 0, Action::PlayMovement { card, navy: YELLOW, boost: Some(Ship::Navy(0)) });
    assert_eq!(g.turn.budget, [4, 3, 3, 0]);
    let mut g = game(3);
    dev(&mut g, 0, Dev::SwiftSloop);
    moving(&mut g, 0, (2, 3, 3));
    assert_eq!(g.turn.budget[1], 4);
}

#[test]
fn sale_bonuses_trade_upgrade_harbour_master_master_trader() {
    let sale = |d: Dev, port: usize, at: Pos, colour: usize| {
        let mut g = game(3);
        g.board.merchants[0] = Some(at);
        set_cargo(&mut g, 0, colour, 3);
        dev(&mut g, 0, d);
        moving(&mut g, 0, (2, 3, 3));
        act(&mut g, 0, Action::Sell { port });
        gold(&g, 0)
    };
    assert_eq!(sale(Dev::TradeUpgrade, B, (17, 1), RED), 9 + 1);
    assert_eq!(sale(Dev::HarbourMaster, A, (9, 1), BLUE), 6 + 3, "La Barbaria pays 2 for blue");
    assert_eq!(sale(Dev::MasterTrader, A, (9, 1), BLUE), 9, "3 a cube where the colour is bought");
}

#[test]
fn sinking_and_burial_bonuses() {
    let sink = |d: Dev| {
        let mut g = game(3);
        g.board.pirates[1] = Some((7, 4));
        dev(&mut g, 0, d);
        moving(&mut g, 0, (2, 3, 3));
        act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 1 });
        gold(&g, 0)
    };
    assert_eq!(sink(Dev::BountyHunter), 3);
    assert_eq!(sink(Dev::NavyCommission), 4);
    let mut g = game(3);
    g.board.pirates[0] = Some((2, 4));
    set_loot(&mut g, 0, RED, 1);
    dev(&mut g, 0, Dev::TreasureMap);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Bury);
    assert_eq!(gold(&g, 0), 7);
}

#[test]
fn quartermaster_and_second_movement_change_hand_limits() {
    let mut g = game(3);
    dev(&mut g, 0, Dev::Quartermaster);
    dev(&mut g, 0, Dev::SecondMovement);
    g.board.pirates[0] = Some((0, 0));
    for f in [Fortune::Gale, Fortune::Bounty, Fortune::RichHoard] {
        fortune(&mut g, 0, f);
    }
    g.current = 0;
    g.stage = Stage::Choose;
    // A discard-icon card: Quartermaster ignores it, and four fortune cards may be kept.
    let card = movement(&mut g, 0, YELLOW, (2, 2, 5));
    assert_eq!(data().movement[card as usize].fortune, Icon::Discard1);
    act(&mut g, 0, Action::PlayMovement { card, navy: YELLOW, boost: None });
    act(&mut g, 0, Action::EndMoves);
    assert!(!matches!(g.stage, Stage::Discard { .. }));
    assert_eq!(g.players[0].fortunes.len(), 4);
    assert_eq!(g.players[0].moves.len(), 3, "Second Movement holds 3");
}

#[test]
fn swap_and_armed_merchant_and_iron_hull() {
    let mut g = game(3);
    g.board.merchants[0] = Some((4, 0));
    set_cargo(&mut g, 0, RED, 3);
    g.board.pirates[0] = Some((12, 5));
    g.board.pirates[1] = Some((12, 4));
    dev(&mut g, 0, Dev::Swap);
    moving(&mut g, 0, (2, 3, 3));
    assert!(
        refused(&g, 0, Action::Sink { by: Ship::Merchant, target: 1 }).contains("Only an Armed Merchant")
    );
    act(&mut g, 0, Action::SwapShips);
    assert_eq!((g.board.merchants[0], g.board.pirates[0]), (Some((12, 5)), Some((4, 0))));
    assert!(refused(&g, 0, Action::SwapShips).contains("already swapped"));
    dev(&mut g, 0, Dev::ArmedMerchant);
    act(&mut g, 0, Action::Sink { by: Ship::Merchant, target: 1 });
    assert_eq!(gold(&g, 0), 2);

    let mut g = game(3);
    g.board.pirates[0] = Some((10, 1));
    g.board.merchants[1] = Some((11, 1));
    set_cargo(&mut g, 1, YELLOW, 3);
    dev(&mut g, 1, Dev::IronHull);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Attack { target: 1 });
    assert_eq!(gold(&g, 0), 0, "Iron Hull: no doubloons");
}

#[test]
fn fleet_signals_and_admiralty_move_the_other_navy() {
    let mut g = game(3);
    dev(&mut g, 0, Dev::FleetSignals);
    g.current = 0;
    g.stage = Stage::Choose;
    let card = movement(&mut g, 0, YELLOW, (2, 3, 3));
    act(&mut g, 0, Action::PlayMovement { card, navy: 1, boost: None });
    assert_eq!(g.turn.budget[2..], [0, 2]);
    let mut g = game(3);
    dev(&mut g, 0, Dev::Admiralty);
    moving(&mut g, 0, (2, 3, 3));
    assert_eq!(g.turn.budget[2..], [2, 2]);
    // Without Fleet Signals the card's own navy only.
    let mut g = game(3);
    g.current = 0;
    g.stage = Stage::Choose;
    let card = movement(&mut g, 0, YELLOW, (2, 3, 3));
    assert!(refused(&g, 0, Action::PlayMovement { card, navy: 1, boost: None }).contains("Fleet Signals"));
}

#[test]
fn double_crew_and_long_guns_and_privateer() {
    let mut g = game(3);
    dev(&mut g, 0, Dev::DoubleCrew);
    dev(&mut g, 0, Dev::Privateer);
    g.board.pirates[0] = Some((10, 3)); // a 4-beach
    set_loot(&mut g, 0, RED, 1);
    g.board.merchants[1] = Some((10, 4));
    set_cargo(&mut g, 1, BLUE, 3);
    g.players[1].doubloons = 1;
    g.players[1].gained = 1;
    fortune(&mut g, 0, Fortune::ExtraAction);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Fortune { card: Fortune::ExtraAction, aim: Aim::Ship(Ship::Pirate) });
    act(&mut g, 0, Action::Attack { target: 1 });
    assert_eq!(g.players[0].loot.len(), 2, "Double Crew holds two");
    assert_eq!((gold(&g, 0), gold(&g, 1)), (2, 0), "Privateer: 1 from the victim, 1 from the bank");
    act(&mut g, 0, Action::Bury);
    assert_eq!(gold(&g, 0), 2 + 8, "burial pays per cube");

    // Long Guns: two squares in a straight line over sea.
    let mut g = game(3);
    g.board.pirates[0] = Some((10, 3));
    g.board.merchants[1] = Some((10, 5));
    set_cargo(&mut g, 1, BLUE, 3);
    moving(&mut g, 0, (2, 3, 3));
    assert!(refused(&g, 0, Action::Attack { target: 1 }).contains("next to"));
    dev(&mut g, 0, Dev::LongGuns);
    act(&mut g, 0, Action::Attack { target: 1 });
    assert_eq!(g.players[0].loot, vec![BLUE]);
}

#[test]
fn shallow_draft_crosses_land_but_never_ports() {
    let mut g = game(3);
    dev(&mut g, 0, Dev::ShallowDraft);
    g.board.merchants[0] = Some((3, 2));
    set_cargo(&mut g, 0, RED, 3);
    moving(&mut g, 0, (2, 3, 3));
    assert!(
        g.legal_actions(0).contains(&Action::Move { ship: Ship::Merchant, to: (0, 2) }),
        "over (2, 2) and (1, 2)"
    );
    // Never ending on land.
    let reach = g.board.reach(0, Ship::Merchant, 9, &[], Land::Always);
    assert!(!reach.contains_key(&(2, 2)) && reach.contains_key(&(0, 2)));
}

#[test]
fn big_hold_pirate_hideout_royal_pardon_salvage_rights() {
    let mut g = game(3);
    dev(&mut g, 0, Dev::BigHold);
    g.board.merchants[0] = Some((17, 1));
    set_cargo(&mut g, 0, RED, 3);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sell { port: B });
    assert_eq!(g.players[0].cargo.len(), 4);

    let mut g = game(3);
    dev(&mut g, 0, Dev::PirateHideout);
    g.current = 0;
    g.stage = Stage::Choose;
    act(&mut g, 0, Action::Hideout((15, 4)));
    assert_eq!(g.board.pirates[0], Some((15, 4)));
    assert!(refused(&g, 0, Action::Hideout((2, 4))).contains("already been placed"));

    let mut g = game(3);
    dev(&mut g, 1, Dev::RoyalPardon);
    dev(&mut g, 2, Dev::SalvageRights);
    g.board.pirates[1] = Some((7, 4));
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 1 });
    assert_eq!(g.board.pirates[1], Some((2, 4)), "the 6-beach");
    g.board.pirates[0] = Some((10, 1));
    g.board.merchants[1] = Some((11, 1));
    set_cargo(&mut g, 1, YELLOW, 1);
    act(&mut g, 0, Action::Attack { target: 1 });
    assert_eq!(gold(&g, 2), 2, "Salvage Rights pays when any merchant sinks");
}

// ---- Whole games ----

/// 200 bot games (3 and 4 players): each ends, with cubes, cards and doubloons checked after every
/// action (`check` inside `play_bot_game`).
#[test]
fn bot_games_end_and_conserve_cubes_and_doubloons() {
    let mut victory = 0;
    for seed in 0..200u64 {
        let players = 3 + (seed % 2) as usize;
        // Some games with 20-doubloon victory cards, some with a handicap for one seat.
        let options = match seed % 5 {
            0 => Options { victory: vec![20; players] },
            1 => Options { victory: vec![20, 10, 10, 10] },
            _ => Options::default(),
        };
        let run = play_bot_game::<BlackFleet>(
            &Setup { players, first: None, seed },
            &options,
            BotLevel::Normal,
            10_000,
        )
        .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let g = run.state;
        assert!(g.players.iter().any(|p| p.bought_victory));
        victory += g.outcome().unwrap().winners().len();
    }
    assert!(victory >= 200);
}

#[test]
fn options_load_from_one_number_or_one_per_seat() {
    let one: Options = serde_json::from_str(r#"{"victory": 20}"#).unwrap();
    assert_eq!(one.victory_of(3), 20);
    let each: Options = serde_json::from_str(r#"{"victory": [10, 20]}"#).unwrap();
    assert_eq!((each.victory_of(0), each.victory_of(1), each.victory_of(2)), (10, 20, 10));
}

// ---- Rule defects ----

/// Puts `f` on top of the fortune deck (the next card drawn).
fn fortune_on_top(g: &mut BlackFleet, f: Fortune) {
    let i = g.fortune_deck.iter().position(|&x| x == f).expect("in the deck");
    let card = g.fortune_deck.remove(i);
    g.fortune_deck.push(card);
}

/// Applies `action` after checking it is listed and that every listed action applies to a copy.
fn play_listed(g: &mut BlackFleet, seat: usize, action: Action) {
    let legal = g.legal_actions(seat);
    assert!(legal.contains(&action), "{action:?} not listed: {legal:?}");
    for a in &legal {
        let mut copy = g.clone();
        copy.apply(seat, a).unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
        copy.check().unwrap_or_else(|e| panic!("after {a:?}: {e}"));
    }
    act(g, seat, action);
}

#[test]
fn a_bounty_drawn_after_a_sinking_does_not_pay_for_it() {
    // Regression: rewards were paid for every deed of the turn, also to cards drawn after it.
    let mut g = game(3);
    g.board.pirates[0] = Some((4, 4));
    g.board.pirates[1] = Some((8, 1));
    g.board.navy[0] = (7, 1);
    g.gain(0, 10); // something to buy keeps the turn open after the draw
    fortune_on_top(&mut g, Fortune::Bounty);
    let held_before = g.players[0].fortunes.clone();
    assert!(!held_before.contains(&Fortune::Bounty));
    moving(&mut g, 0, (1, 3, 4)); // draws 1 fortune card
    act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 1 });
    assert_eq!(gold(&g, 0), 12);
    play_listed(&mut g, 0, Action::EndMoves);
    assert_eq!(g.stage, Stage::Buy);
    assert!(g.players[0].fortunes.contains(&Fortune::Bounty), "drawn in the draw step");
    // Saves keep which card came late.
    let saved = serde_json::to_string(&g).unwrap();
    assert!(saved.contains("late_rewards"));
    assert_eq!(serde_json::from_str::<BlackFleet>(&saved).unwrap(), g);
    // It could pay nothing now, so it is not offered (the bot cannot waste it); played anyway, the
    // rules pay nothing.
    let late = Action::Fortune { card: Fortune::Bounty, aim: Aim::None };
    assert!(!g.legal_actions(0).contains(&late));
    assert_eq!(g.pays_now(0, Fortune::Bounty), 0);
    assert_eq!(g.view(Some(0)).pays_now(Fortune::Bounty), 0, "the seat's view tells the same");
    act(&mut g, 0, late);
    assert_eq!(gold(&g, 0), 12, "a card drawn after the sinking does not reward it");
    assert!(!serde_json::to_string(&g).unwrap().contains("late_rewards"), "left out when empty");
}

#[test]
fn a_save_written_before_late_rewards_were_tracked_still_loads() {
    // Written by the rules before the fix, in the buy step after a deed: the state has no
    // `late_rewards`; its moves replay to the same state. (Saves in which a late reward card was
    // played, or a pirate entered behind its own ship, replay differently and are refused.)
    let text = include_str!("../../../tests/fixtures/blackfleet-buy-stage-before-late-rewards.json");
    assert!(!text.contains("late_rewards"));
    let path = std::path::Path::new("blackfleet-buy-stage-before-late-rewards.json");
    let s = crate::engine::Session::<BlackFleet>::from_json(text, path).unwrap();
    assert_eq!(s.state.stage, Stage::Buy);
    assert_eq!(s.state.turn.deeds.len(), 1);
    s.state.check().unwrap();
}

#[test]
fn secret_orders_trade_drawn_after_a_sale_does_not_pay_but_a_held_copy_does() {
    let mut g = game(3);
    g.board.merchants[0] = Some((17, 1));
    g.board.pirates[0] = Some((4, 4));
    set_cargo(&mut g, 0, RED, 3);
    fortune(&mut g, 0, Fortune::OrdersTrade);
    fortune_on_top(&mut g, Fortune::OrdersTrade);
    moving(&mut g, 0, (1, 3, 4));
    act(&mut g, 0, Action::Sell { port: B });
    assert_eq!(gold(&g, 0), 9);
    play_listed(&mut g, 0, Action::EndMoves);
    assert_eq!(g.players[0].fortunes.iter().filter(|&&f| f == Fortune::OrdersTrade).count(), 2);
    // The copies look alike: the first one played is the one held at the sale, and pays.
    play_listed(&mut g, 0, Action::Fortune { card: Fortune::OrdersTrade, aim: Aim::None });
    assert_eq!(gold(&g, 0), 9 + 3);
    let again = Action::Fortune { card: Fortune::OrdersTrade, aim: Aim::None };
    assert!(!g.legal_actions(0).contains(&again), "the late copy pays nothing: not offered");
    act(&mut g, 0, again);
    assert_eq!(gold(&g, 0), 9 + 3, "the copy drawn after the sale pays nothing");
}

#[test]
fn discarding_one_of_two_alike_reward_cards_keeps_the_one_held_at_the_deed() {
    // Over the hand limit after the draw: the discard takes the card drawn last, so the copy held at
    // the sinking still pays.
    let mut g = game(3);
    g.board.pirates[0] = Some((4, 4));
    g.board.pirates[1] = Some((8, 1));
    g.board.navy[0] = (7, 1);
    g.gain(0, 10);
    for f in [Fortune::Bounty, Fortune::Gale] {
        fortune(&mut g, 0, f);
    }
    fortune_on_top(&mut g, Fortune::Bounty);
    moving(&mut g, 0, (1, 3, 4));
    act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 1 });
    play_listed(&mut g, 0, Action::EndMoves);
    assert_eq!(g.players[0].fortunes.len(), 4, "one from setup, two given, one drawn");
    assert!(matches!(g.stage, Stage::Discard { forced: false }));
    play_listed(&mut g, 0, Action::DiscardFortune(Fortune::Bounty));
    assert_eq!(g.stage, Stage::Buy);
    play_listed(&mut g, 0, Action::Fortune { card: Fortune::Bounty, aim: Aim::None });
    assert_eq!(gold(&g, 0), 12 + 2, "the Bounty held at the sinking pays");
}

#[test]
fn an_off_board_pirate_with_no_free_entry_square_waits_off_the_board() {
    // Regression: the pirate entered "through" its own merchant standing on an entry square and went
    // on behind it, and End was refused. Every entry square holds a ship here, one of them seat 0's
    // own merchant and one a navy ship seat 0 moves this turn.
    let mut g = game(4);
    let entries: Vec<Pos> = data().areas.iter().flat_map(|a| a.entries.clone()).collect();
    assert_eq!(entries.len(), 9);
    assert_eq!(entries[1], (1, 0));
    g.board.merchants = vec![Some(entries[1]), Some(entries[0]), Some(entries[2]), Some(entries[3])];
    for s in 0..4 {
        set_cargo(&mut g, s, RED - s, 1);
    }
    g.board.pirates = vec![None, Some(entries[4]), Some(entries[5]), Some(entries[6])];
    g.board.navy = [entries[7], entries[8]];
    g.check().unwrap();
    moving(&mut g, 0, (2, 3, 3)); // moves the yellow navy ship
    assert!(!g.pirate_must_enter(0));
    let legal = g.legal_actions(0);
    assert!(!legal.iter().any(|a| matches!(a, Action::Move { ship: Ship::Pirate, .. })), "{legal:?}");
    assert!(refused(&g, 0, Action::Move { ship: Ship::Pirate, to: (2, 0) }).contains("cannot reach"));
    assert!(legal.contains(&Action::EndMoves));
    // Once the merchant sails off its entry square, that square is free: the pirate must enter.
    let mut h = g.clone();
    let away = entries[1];
    let to = *h
        .board
        .reach(0, Ship::Merchant, 3, &[0], Land::Never)
        .keys()
        .find(|p| !entries.contains(p))
        .unwrap();
    play_listed(&mut h, 0, Action::Move { ship: Ship::Merchant, to });
    assert!(h.pirate_must_enter(0));
    assert!(!h.legal_actions(0).contains(&Action::EndMoves));
    play_listed(&mut h, 0, Action::Move { ship: Ship::Pirate, to: away });
    play_listed(&mut g, 0, Action::EndMoves);
    assert_eq!(g.board.pirates[0], None, "it waits off the board");
}

#[test]
fn fortune_plays_that_can_change_nothing_are_not_offered() {
    let mut g = game(3);
    g.board.merchants[0] = Some((17, 1));
    g.board.pirates[0] = Some((4, 4));
    set_cargo(&mut g, 0, RED, 3);
    g.gain(0, 10);
    for f in [Fortune::FairWindMerchant, Fortune::SecretChannel, Fortune::ExtraAction] {
        fortune(&mut g, 0, f);
    }
    let offered =
        |g: &BlackFleet, card: Fortune, aim: Aim| g.legal_actions(0).contains(&Action::Fortune { card, aim });
    moving(&mut g, 0, (1, 3, 4)); // yellow navy
    assert!(offered(&g, Fortune::FairWindMerchant, Aim::None));
    assert!(offered(&g, Fortune::SecretChannel, Aim::Ship(Ship::Merchant)));
    assert!(!offered(&g, Fortune::SecretChannel, Aim::Ship(Ship::Navy(1))), "purple does not move");
    assert!(!offered(&g, Fortune::ExtraAction, Aim::Ship(Ship::Navy(1))));
    // The merchant sells, then the pirate starts: the merchant is done.
    act(&mut g, 0, Action::Sell { port: B });
    let to = g
        .legal_actions(0)
        .into_iter()
        .find(|a| matches!(a, Action::Move { ship: Ship::Pirate, .. }))
        .unwrap();
    act(&mut g, 0, to);
    assert!(!offered(&g, Fortune::FairWindMerchant, Aim::None), "Fair Wind after the ship finished");
    assert!(!offered(&g, Fortune::SecretChannel, Aim::Ship(Ship::Merchant)));
    assert!(!offered(&g, Fortune::ExtraAction, Aim::Ship(Ship::Merchant)));
    assert!(offered(&g, Fortune::ExtraAction, Aim::Ship(Ship::Pirate)));
    act(&mut g, 0, Action::EndMoves);
    assert!(matches!(g.stage, Stage::Buy | Stage::Discard { .. }), "{:?}", g.stage);
    let legal = g.legal_actions(0);
    assert!(!legal.iter().any(|a| matches!(a, Action::Fortune { .. })), "nothing moves any more: {legal:?}");
}

#[test]
fn drawn_cards_are_told_privately_to_their_owner() {
    let mut g = game(3);
    g.board.merchants[0] = Some((17, 1));
    g.board.pirates[0] = Some((4, 4));
    set_cargo(&mut g, 0, RED, 3);
    moving(&mut g, 0, (1, 3, 4)); // draws 1 fortune card
    let spare = g.players[0].moves.pop().unwrap(); // one movement card to draw back
    g.move_discard.push(spare);
    let applied = g.apply(0, &Action::EndMoves).unwrap();
    let private: Vec<_> = applied.events.iter().filter(|e| !e.visible_to(Some(1))).collect();
    assert!(
        private
            .iter()
            .any(|e| e.visible_to(Some(0)) && e.text.starts_with("You drew the movement card merchant"))
    );
    assert!(private.iter().any(|e| e.text.starts_with("You drew the fortune card")), "{private:?}");
    assert!(applied.events.iter().any(|e| e.visible_to(None) && e.text.contains("drew 1 fortune card")));
}

#[test]
fn the_help_lists_every_fortune_and_development_card_with_its_text() {
    use crate::ui::GameUi;
    let d = data();
    assert_eq!((d.fortune.len(), d.development.len()), (16, 24));
    let help = BlackFleet::HELP;
    for (name, text) in
        d.fortune.iter().map(|c| (&c.name, &c.text)).chain(d.development.iter().map(|c| (&c.name, &c.text)))
    {
        assert!(help.contains(&format!("{name} — {text}")), "{name} missing from the help");
    }
}
