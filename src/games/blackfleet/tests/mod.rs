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

/// The id of the message refusing `a`.
fn refused(g: &BlackFleet, seat: usize, a: Action) -> &'static str {
    g.clone().apply(seat, &a).expect_err("should be refused").0.id().unwrap_or("legacy text")
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
    assert_eq!(refused(&g, 0, Action::Attack { target: 1 }), "blackfleet-already-acted");
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
    assert_eq!(e, "blackfleet-cannot-reach");
    act(&mut g, 0, Action::Move { ship: Ship::Pirate, to: (0, 0) });
    assert_eq!(g.turn.progress[0], Progress::Done);
    let e = refused(&g, 0, Action::Sell { port: A });
    assert_eq!(e, "blackfleet-ship-finished");
    // Land is never a destination.
    assert_eq!(refused(&g, 0, Action::Move { ship: Ship::Pirate, to: (1, 1) }), "blackfleet-cannot-reach");
}

#[test]
fn an_off_board_pirate_must_enter_when_it_can() {
    let mut g = game(3);
    moving(&mut g, 0, (2, 3, 3));
    assert_eq!(refused(&g, 0, Action::EndMoves), "blackfleet-pirate-must-enter");
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
    let e = g.clone().apply(0, &Action::Sell { port: 3 }).unwrap_err().0;
    assert_eq!(e.id(), Some("blackfleet-port-does-not-buy"));
    assert_eq!(e.render(crate::i18n::Lang::En, &[]), "Tortuga does not buy green.");
    assert_eq!(e.render(crate::i18n::Lang::It, &[]), "Tortuga non compra merci di colore verde.");
    assert_eq!(refused(&g, 0, Action::Sell { port: A }), "blackfleet-sell-not-at-dock");
    assert_eq!(refused(&g, 0, Action::Attack { target: 1 }), "blackfleet-pirate-must-be-empty");
    assert_eq!(refused(&g, 0, Action::Bury), "blackfleet-not-on-beach");
    assert_eq!(refused(&g, 0, Action::Sink { by: Ship::Navy(0), target: 0 }), "blackfleet-sink-own");
    assert_eq!(refused(&g, 0, Action::Sink { by: Ship::Navy(1), target: 2 }), "blackfleet-navy-not-yours");
    act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 2 });
    assert_eq!(
        refused(&g, 0, Action::Sink { by: Ship::Navy(0), target: 2 }),
        "blackfleet-their-pirate-off-board"
    );
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

mod balance;
mod cards;
mod games;
mod screen;

/// The contract every game in the catalog keeps (player counts, screens, save and load, every
/// listed action, the privacy scramble), with the options named as on the command line.
#[test]
fn keeps_the_contract() {
    crate::catalog::contract::check_game::<crate::games::blackfleet::BlackFleet>(&[]);
}

#[test]
fn the_search_samples_pass_the_contract() {
    crate::catalog::contract::check_determinize::<crate::games::blackfleet::BlackFleet>(&[]);
}
