//! Black Fleet rules tests: every fortune kind and every development card.

use super::*;

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
    assert_eq!(refused(&g, 0, Action::Move { ship: Ship::Merchant, to: (0, 4) }), "blackfleet-cannot-reach");
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
    assert_eq!(refused(&g, 0, Action::Move { ship: Ship::Navy(1), to: (9, 4) }), "blackfleet-may-not-move");
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
    assert_eq!(refused(&g, 0, push((7, 0))), "blackfleet-push-one-square");
    // Off the map (only a hand-edited save could ask): refused, not a panic.
    g.board.merchants[1] = Some((17, 0));
    assert_eq!(refused(&g, 0, push((18, 0))), "blackfleet-push-one-square");
    fortune(&mut g, 0, Fortune::PirateLair);
    let lair = Action::Fortune { card: Fortune::PirateLair, aim: Aim::Square((40, 40)) };
    assert_eq!(refused(&g, 0, lair), "blackfleet-choose-lair");
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

/// Seat 0's pirate on a 4-beach beside seat 1's loaded merchant, Extra Action in hand, moving.
pub(super) fn pirate_beside_a_merchant_with_extra_action() -> BlackFleet {
    let mut g = game(3);
    g.board.pirates[0] = Some((10, 3)); // a 4-beach
    g.board.merchants[1] = Some((10, 4));
    set_cargo(&mut g, 1, RED, 3);
    fortune(&mut g, 0, Fortune::ExtraAction);
    moving(&mut g, 0, (2, 3, 3));
    g
}

#[test]
fn extra_action_lets_a_pirate_attack_and_bury() {
    let mut g = pirate_beside_a_merchant_with_extra_action();
    act(&mut g, 0, Action::Fortune { card: Fortune::ExtraAction, aim: Aim::Ship(Ship::Pirate) });
    act(&mut g, 0, Action::Attack { target: 1 });
    act(&mut g, 0, Action::Bury);
    assert_eq!(gold(&g, 0), 2 + 4);
}

/// Extra Action matters most after a ship has acted: it is offered then, and the ship acts again.
#[test]
fn extra_action_is_offered_for_a_ship_that_has_already_acted() {
    let extra = |ship| Action::Fortune { card: Fortune::ExtraAction, aim: Aim::Ship(ship) };
    // A pirate attacks, then plays the card and buries its loot.
    let mut g = pirate_beside_a_merchant_with_extra_action();
    act(&mut g, 0, Action::Attack { target: 1 });
    assert!(g.legal_actions(0).contains(&extra(Ship::Pirate)), "{:?}", g.legal_actions(0));
    act(&mut g, 0, extra(Ship::Pirate));
    act(&mut g, 0, Action::Bury);
    assert_eq!(gold(&g, 0), 2 + 4);
    // A merchant that has sold.
    let mut g = game(3);
    g.board.merchants[0] = Some((17, 1));
    set_cargo(&mut g, 0, RED, 3);
    fortune(&mut g, 0, Fortune::ExtraAction);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sell { port: B });
    assert!(g.legal_actions(0).contains(&extra(Ship::Merchant)), "{:?}", g.legal_actions(0));
    // A navy ship that has sunk a pirate.
    let mut g = game(3);
    g.board.pirates[1] = Some((8, 1));
    g.board.navy[0] = (7, 1);
    fortune(&mut g, 0, Fortune::ExtraAction);
    moving(&mut g, 0, (2, 3, 3));
    act(&mut g, 0, Action::Sink { by: Ship::Navy(0), target: 1 });
    assert!(g.legal_actions(0).contains(&extra(Ship::Navy(0))), "{:?}", g.legal_actions(0));
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
    assert_eq!(refused(&h, 0, Action::Sell { port: 2 }), "blackfleet-port-does-not-buy");
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
    assert_eq!(
        refused(&g, 0, Action::Sink { by: Ship::Merchant, target: 1 }),
        "blackfleet-only-armed-merchant"
    );
    act(&mut g, 0, Action::SwapShips);
    assert_eq!((g.board.merchants[0], g.board.pirates[0]), (Some((12, 5)), Some((4, 0))));
    assert_eq!(refused(&g, 0, Action::SwapShips), "blackfleet-already-swapped");
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
    assert_eq!(refused(&g, 0, Action::PlayMovement { card, navy: 1, boost: None }), "blackfleet-other-navy");
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
    assert_eq!(refused(&g, 0, Action::Attack { target: 1 }), "blackfleet-pirate-not-next-to");
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
    assert_eq!(refused(&g, 0, Action::Hideout((2, 4))), "blackfleet-already-placed");

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
