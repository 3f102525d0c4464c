//! Saboteur rules tests: turns, every action card, round ends with doors and thefts, Classic nugget
//! cards, three rounds, and what a seat's view may hold (whole bot games: `bot_tests.rs`).

use crate::engine::simulate::play_bot_game;
use crate::engine::{Audience, BotLevel, Game, Pending, Setup};

use super::actions::role_a;
use super::cards::{Act, Card, Tool};
use super::deck::{Team, deck};
use super::maze::{Goal, Maze, Pos, Tile};
use super::payout::{Role, Side};
use super::round::Why;
use super::view;
use super::*;
use crate::i18n::{Arg, Lang, Msg};
use crate::msg;

/// The ids of the sentences a round's explanation is made of.
fn sentences(r: &round::RoundReport) -> Vec<&'static str> {
    r.reasons().iter().filter_map(Msg::id).collect()
}

pub(super) const GREEN: Role = Role::Digger(Team::Green);
const BLUE: Role = Role::Digger(Team::Blue);

pub(super) fn fresh(players: usize, mode: Mode) -> Saboteur {
    let setup = Setup { players, first: Some(0), seed: 7 };
    Saboteur::new(&setup, &Options { mode, ..Default::default() }).unwrap()
}

pub(super) fn path(name: &str) -> Card {
    let i = deck().path_cards.iter().position(|c| c.name == name).unwrap_or_else(|| panic!("{name}"));
    Card::Path(i as u8)
}

/// Takes a card out of the deck or the removed cards (keeping every card in one place).
pub(super) fn pull(g: &mut Saboteur, card: Card) -> Card {
    if let Some(i) = g.deck.iter().position(|&c| c == card) {
        return g.deck.remove(i);
    }
    if let Some(i) = g.removed.iter().position(|&c| c == card) {
        return g.removed.remove(i);
    }
    if let Some(i) = g.discard.iter().position(|&c| c == card) {
        return g.discard.remove(i);
    }
    for h in 0..g.hands.len() {
        if let Some(i) = g.hands[h].iter().position(|&c| c == card) {
            let spare = g.deck.pop().expect("a spare card");
            return std::mem::replace(&mut g.hands[h][i], spare);
        }
    }
    panic!("no {card:?} left to pull")
}

/// Gives `seat` exactly these cards (its old hand goes back into the deck).
pub(super) fn give(g: &mut Saboteur, seat: usize, cards: &[Card]) {
    let old = std::mem::take(&mut g.hands[seat]);
    g.deck.extend(old);
    for &c in cards {
        let c = pull(g, c);
        g.hands[seat].push(c);
    }
}

/// Lays a path card from the deck straight into the maze.
pub(super) fn lay(g: &mut Saboteur, name: &str, at: Pos, flipped: bool) {
    let Card::Path(i) = pull(g, path(name)) else { unreachable!() };
    g.maze.place(i as usize, flipped, at).unwrap_or_else(|e| panic!("{name} at {at:?}: {e:?}"));
}

/// Swaps roles so that `seat` has `role`.
pub(super) fn set_role(g: &mut Saboteur, seat: usize, role: Role) {
    if g.roles[seat] == role {
        return;
    }
    if let Some(i) = g.set_aside.iter().position(|&r| r == role) {
        std::mem::swap(&mut g.set_aside[i], &mut g.roles[seat]);
    } else if let Some(o) = (0..g.players).find(|&o| o != seat && g.roles[o] == role) {
        g.roles.swap(seat, o);
    } else {
        panic!("no {role:?} to hand out");
    }
}

pub(super) fn act(g: &mut Saboteur, seat: usize, a: Action) -> crate::engine::Applied {
    let r = g.apply(seat, &a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    g.check().unwrap();
    r
}

/// The refusal's message (tests compare ids and arguments, not wording).
fn refusal(g: &Saboteur, seat: usize, a: Action) -> Msg {
    let mut copy = g.clone();
    copy.apply(seat, &a).expect_err("should be refused").0
}

/// The id of the refusal.
fn refused(g: &Saboteur, seat: usize, a: Action) -> &'static str {
    refusal(g, seat, a).id().expect("a message id")
}

pub(super) fn play(card: Act, target: Target) -> Action {
    Action::Play { card, target }
}

/// A corridor from the start east to (to, 0): crosses, then straights.
pub(super) fn corridor(g: &mut Saboteur, to: i32) {
    for x in 1..=to {
        lay(g, if x <= 5 { "cross" } else { "straight E-W" }, (x, 0), false);
    }
}

#[test]
fn a_new_game_deals_six_cards_and_a_role_each() {
    let g = fresh(5, Mode::Saboteur2);
    assert!(g.hands.iter().all(|h| h.len() == 6));
    assert_eq!(g.removed.len(), 10);
    assert_eq!(g.deck.len(), 117 - 10 - 30);
    assert_eq!(g.set_aside.len(), 15 - 5);
    assert_eq!(g.pending(), Pending::Seat(0));
    g.check().unwrap();
    let c = fresh(7, Mode::Classic);
    assert!(c.hands.iter().all(|h| h.len() == 5));
    assert_eq!(c.deck.len(), 67 - 35);
    assert_eq!(c.roles.iter().filter(|r| **r == Role::Saboteur).count() + c.set_aside.len(), 4);
    let err = Saboteur::new(
        &Setup { players: 2, first: None, seed: 1 },
        &Options { mode: Mode::Classic, ..Default::default() },
    );
    let err = err.unwrap_err().0;
    assert_eq!(err.id(), Some("error-player-count"));
    assert_eq!(err.render(Lang::En, &[]), "Classic Saboteur is for 3 to 10 players, but 2 were given.");
    assert_eq!(
        err.render(Lang::It, &[]),
        "Saboteur classico è per 3–10 giocatori, ma ne sono stati indicati 2."
    );
}

#[test]
fn placing_a_path_card_then_drawing_passes_the_turn() {
    let mut g = fresh(3, Mode::Saboteur2);
    give(&mut g, 0, &[path("straight E-W")]);
    let deck = g.deck.len();
    let Card::Path(i) = path("straight E-W") else { unreachable!() };
    let e = refused(&g, 0, Action::Place { card: i, at: (0, 1), flipped: false });
    assert_eq!(e, "saboteur-err-mismatch");
    act(&mut g, 0, Action::Place { card: i, at: (1, 0), flipped: false });
    assert_eq!((g.hands[0].len(), g.deck.len()), (1, deck - 1));
    assert_eq!(g.pending(), Pending::Seat(1));
    assert!(matches!(g.maze.tile((1, 0)), Some(Tile::Path { .. })));
}

#[test]
fn broken_tools_and_trapped_block_path_cards() {
    let mut g = fresh(3, Mode::Saboteur2);
    let Card::Path(i) = path("cross") else { unreachable!() };
    let place = Action::Place { card: i, at: (1, 0), flipped: false };
    give(&mut g, 0, &[path("cross")]);
    let Card::Action(lantern) = pull(&mut g, Card::Action(Act::Broken(Tool::Lantern))) else {
        unreachable!()
    };
    let Card::Action(trapped) = pull(&mut g, Card::Action(Act::Trapped)) else { unreachable!() };
    g.in_front[0].push(lantern);
    assert_eq!(refused(&g, 0, place.clone()), "saboteur-err-broken");
    assert!(g.placements(0).is_empty());
    g.in_front[0] = vec![trapped];
    g.discard.push(Card::Action(lantern));
    assert_eq!(refused(&g, 0, place.clone()), "saboteur-err-trapped");
    g.check().unwrap();
    g.in_front[0].clear();
    g.discard.push(Card::Action(trapped));
    assert!(!g.placements(0).is_empty());
    act(&mut g, 0, place);
}

#[test]
fn broken_tools_same_kind_limit_and_repairs() {
    let mut g = fresh(3, Mode::Saboteur2);
    let lantern = Act::Broken(Tool::Lantern);
    give(&mut g, 0, &[Card::Action(lantern), Card::Action(Act::Broken(Tool::Pick))]);
    act(&mut g, 0, play(lantern, Target::Seat(1)));
    assert_eq!(g.in_front[1], vec![lantern]);
    // Another broken lantern on the same player is refused; a broken pick is not.
    give(&mut g, 1, &[Card::Action(lantern), Card::Action(Act::Repair(Tool::Pick, Some(Tool::Lantern)))]);
    g.current = 2;
    give(&mut g, 2, &[Card::Action(lantern)]);
    assert_eq!(
        refusal(&g, 2, play(lantern, Target::Seat(1))),
        msg!("saboteur-err-has-broken", who = Arg::Seat(1), tool = Tool::Lantern.msg())
    );
    let targets = g.targets(2, lantern);
    assert_eq!(targets, vec![Target::Seat(0), Target::Seat(2)]);
    g.current = 1;
    // The double repair mends a lantern (not a cart), and only where one is broken.
    let repair = Act::Repair(Tool::Pick, Some(Tool::Lantern));
    assert_eq!(g.targets(1, repair), vec![Target::Tool(1, Tool::Lantern)]);
    assert_eq!(refused(&g, 1, play(repair, Target::Tool(1, Tool::Cart))), "saboteur-err-cannot-mend");
    let discards = g.discard.len();
    act(&mut g, 1, play(repair, Target::Tool(1, Tool::Lantern)));
    assert!(g.in_front[1].is_empty());
    assert_eq!(g.discard.len(), discards + 2, "the repair and the broken tool are discarded");
}

#[test]
fn rockfall_removes_a_path_card_and_map_shows_a_goal_privately() {
    let mut g = fresh(3, Mode::Saboteur2);
    g.maze = Maze::new(2);
    corridor(&mut g, 2);
    give(&mut g, 0, &[Card::Action(Act::Rockfall)]);
    assert_eq!(g.targets(0, Act::Rockfall), vec![Target::Square((1, 0)), Target::Square((2, 0))]);
    assert_eq!(refused(&g, 0, play(Act::Rockfall, Target::Square((0, 0)))), "saboteur-err-rockfall-square");
    act(&mut g, 0, play(Act::Rockfall, Target::Square((2, 0))));
    assert_eq!(g.maze.tile((2, 0)), None);
    give(&mut g, 1, &[Card::Action(Act::Map)]);
    assert_eq!(g.targets(1, Act::Map).len(), 3);
    let applied = act(&mut g, 1, play(Act::Map, Target::Square((8, 2))));
    assert!(!applied.undoable);
    let private: Vec<_> = applied.events.iter().filter(|e| e.audience == Audience::Only(1)).collect();
    assert_eq!(private.len(), 1);
    assert_eq!(private[0].msg, msg!("saboteur-log-map-gold", x = 8, y = 2));
    assert_eq!(g.view(Some(1)).known_goal((8, 2)), Some(true));
    assert_eq!(g.view(Some(0)).known_goal((8, 2)), None);
    assert!(
        g.view(Some(0)).maze.tiles().iter().all(|(_, t)| !matches!(t, Tile::Goal { goal: Goal::Gold, .. }))
    );
}

#[test]
fn theft_hands_off_trapped_and_free_at_last() {
    let mut g = fresh(4, Mode::Saboteur2);
    give(&mut g, 0, &[Card::Action(Act::Trapped)]);
    assert_eq!(refused(&g, 0, play(Act::Trapped, Target::Seat(0))), "saboteur-err-trap-yourself");
    act(&mut g, 0, play(Act::Trapped, Target::Seat(1)));
    give(&mut g, 1, &[Card::Action(Act::Theft)]);
    assert_eq!(refused(&g, 1, play(Act::Theft, Target::Yourself)), "saboteur-err-theft-trapped");
    assert!(g.legal_actions(1).iter().all(|a| !matches!(a, Action::Play { card: Act::Theft, .. })));
    g.current = 2;
    give(&mut g, 2, &[Card::Action(Act::Theft), Card::Action(Act::FreeAtLast)]);
    act(&mut g, 2, play(Act::Theft, Target::Yourself));
    assert_eq!(g.thefts, vec![2]);
    give(&mut g, 3, &[Card::Action(Act::HandsOff)]);
    assert_eq!(g.targets(3, Act::HandsOff), vec![Target::Seat(2)]);
    act(&mut g, 3, play(Act::HandsOff, Target::Seat(2)));
    assert!(g.in_front[2].is_empty() && g.thefts.is_empty());
    g.current = 2;
    assert_eq!(g.targets(2, Act::FreeAtLast), vec![Target::Seat(1)]);
    act(&mut g, 2, play(Act::FreeAtLast, Target::Seat(1)));
    assert!(g.in_front[1].is_empty());
}

/// A player who mends their own tool or frees themselves reads so in the log, not by their name twice.
#[test]
fn mending_oneself_reads_as_oneself_in_the_log() {
    let logged =
        |applied: &crate::engine::Applied, id: &str| applied.events.iter().any(|e| e.msg.id() == Some(id));
    let mut g = fresh(3, Mode::Saboteur2);
    let Card::Action(pick) = pull(&mut g, Card::Action(Act::Broken(Tool::Pick))) else { unreachable!() };
    g.in_front[0].push(pick);
    give(&mut g, 0, &[Card::Action(Act::Repair(Tool::Pick, None))]);
    let applied = act(&mut g, 0, play(Act::Repair(Tool::Pick, None), Target::Tool(0, Tool::Pick)));
    assert!(logged(&applied, "saboteur-log-repaired-own"), "{:?}", applied.events);
    let mut g = fresh(3, Mode::Saboteur2);
    let Card::Action(trapped) = pull(&mut g, Card::Action(Act::Trapped)) else { unreachable!() };
    g.in_front[0].push(trapped);
    give(&mut g, 0, &[Card::Action(Act::FreeAtLast)]);
    let applied = act(&mut g, 0, play(Act::FreeAtLast, Target::Seat(0)));
    assert!(logged(&applied, "saboteur-log-freed-self"), "{:?}", applied.events);
    assert_eq!(
        applied.events.iter().map(|e| e.text()).find(|t| t.contains("freed")).unwrap(),
        "player 1 freed themselves."
    );
}

#[test]
fn swap_hand_inspection_and_swap_hats() {
    let mut g = fresh(4, Mode::Saboteur2);
    give(&mut g, 0, &[Card::Action(Act::SwapHand), path("cross")]);
    give(&mut g, 1, &[path("straight N-S"), path("curve N-W")]);
    let deck = g.deck.len();
    act(&mut g, 0, play(Act::SwapHand, Target::Seat(1)));
    assert_eq!(
        g.hands[0],
        vec![path("straight N-S"), path("curve N-W")],
        "you take their hand and do not draw"
    );
    assert_eq!(g.hands[1].len(), 2, "they take yours (1 card) and draw 1");
    assert_eq!(g.hands[1][0], path("cross"));
    assert_eq!(g.deck.len(), deck - 1);

    set_role(&mut g, 2, Role::Saboteur);
    give(&mut g, 1, &[Card::Action(Act::Inspection)]);
    assert_eq!(refused(&g, 1, play(Act::Inspection, Target::Seat(1))), "saboteur-err-another-player");
    let applied = act(&mut g, 1, play(Act::Inspection, Target::Seat(2)));
    assert!(applied.events.iter().any(|e| e.audience == Audience::Only(1)
        && e.msg == msg!("saboteur-log-inspection", whom = Arg::Seat(2), role = role_a(Role::Saboteur))));
    assert_eq!(g.view(Some(1)).inspected, vec![(2, Role::Saboteur)]);
    assert!(g.view(Some(3)).inspected.is_empty());

    give(&mut g, 2, &[Card::Action(Act::SwapHats)]);
    let aside = g.set_aside.len();
    let applied = act(&mut g, 2, play(Act::SwapHats, Target::Seat(2)));
    assert_eq!(g.set_aside.len(), aside - 1);
    assert_eq!(g.dropped_roles, vec![Role::Saboteur]);
    assert!(
        applied
            .events
            .iter()
            .any(|e| e.audience == Audience::Only(2) && e.msg.id() == Some("saboteur-log-new-role"))
    );
    assert!(g.view(Some(1)).inspected.is_empty(), "an inspection of a swapped hat is forgotten");
    g.current = 3;
    give(&mut g, 3, &[Card::Action(Act::SwapHats)]);
    let moved = std::mem::take(&mut g.set_aside);
    g.dropped_roles.extend(moved);
    assert_eq!(refused(&g, 3, play(Act::SwapHats, Target::Seat(0))), "saboteur-err-no-roles-left");
}

#[test]
fn discard_two_to_remove_a_card_in_front_of_you() {
    let mut g = fresh(3, Mode::Saboteur2);
    let pick = Act::Broken(Tool::Pick);
    let a = pull(&mut g, Card::Action(pick));
    let Card::Action(a) = a else { unreachable!() };
    g.in_front[0].push(a);
    give(&mut g, 0, &[path("cross"), path("cross"), Card::Action(Act::Map)]);
    let remove = |x, y| Action::Remove { discards: [x, y], card: pick };
    let legal = g.legal_actions(0);
    assert!(legal.contains(&remove(path("cross"), path("cross"))));
    assert_eq!(legal.iter().filter(|a| matches!(a, Action::Remove { .. })).count(), 2, "copies count once");
    let discard = g.discard.len();
    act(&mut g, 0, remove(path("cross"), Card::Action(Act::Map)));
    assert!(g.in_front[0].is_empty());
    assert_eq!(g.discard.len(), discard + 3);
    assert_eq!(g.hands[0].len(), 2, "two discarded, one drawn");
    // Classic has no such rule.
    let mut c = fresh(3, Mode::Classic);
    let Card::Action(a) = pull(&mut c, Card::Action(pick)) else { unreachable!() };
    c.in_front[0].push(a);
    give(&mut c, 0, &[path("cross"), path("cross")]);
    assert_eq!(refused(&c, 0, remove(path("cross"), path("cross"))), "saboteur-err-remove-classic");
}

#[test]
fn passing_discards_one_to_three_and_draws_as_many() {
    let mut g = fresh(3, Mode::Saboteur2);
    give(&mut g, 0, &[path("cross"), path("cross"), path("cross"), path("cross")]);
    let four = Action::Pass { discards: vec![path("cross"); 4].into() };
    assert_eq!(refusal(&g, 0, four), msg!("saboteur-err-pass-count", most = 3));
    act(&mut g, 0, Action::Pass { discards: vec![path("cross"); 3].into() });
    assert_eq!(g.hands[0].len(), 4);
    let mut c = fresh(3, Mode::Classic);
    give(&mut c, 0, &[path("cross"), path("cross")]);
    assert_eq!(
        refusal(&c, 0, Action::Pass { discards: vec![path("cross"); 2].into() }),
        msg!("saboteur-err-pass-count", most = 1)
    );
    act(&mut c, 0, Action::Pass { discards: vec![path("cross")].into() });
    assert_eq!(c.hands[0].len(), 2, "Classic: discard 1, draw 1");
}

/// Blue digger, two green diggers, the Boss, the Profiteer and two saboteurs, as in the rulebook.
fn rulebook_table() -> Saboteur {
    let mut g = fresh(7, Mode::Saboteur2);
    for (s, r) in [BLUE, GREEN, GREEN, Role::Boss, Role::Profiteer, Role::Saboteur, Role::Saboteur]
        .into_iter()
        .enumerate()
    {
        set_role(&mut g, s, r);
    }
    g.maze = Maze::new(1); // the gold at (8, 0)
    corridor(&mut g, 5);
    lay(&mut g, "blue door E-W", (6, 0), false);
    g
}

#[test]
fn rulebook_example_the_boss_completes_through_a_blue_door() {
    let mut g = rulebook_table();
    for s in [5, 6] {
        let Card::Action(t) = pull(&mut g, Card::Action(Act::Theft)) else { unreachable!() };
        g.in_front[s].push(t);
        g.thefts.push(s);
    }
    let Card::Action(t) = pull(&mut g, Card::Action(Act::Trapped)) else { unreachable!() };
    g.in_front[6].push(t);
    g.current = 3;
    give(&mut g, 3, &[path("straight E-W")]);
    let Card::Path(i) = path("straight E-W") else { unreachable!() };
    act(&mut g, 3, Action::Place { card: i, at: (7, 0), flipped: false });
    let r = g.reports.last().unwrap().clone();
    assert_eq!(r.access, Some((false, true)));
    assert_eq!(r.winners, vec![0, 3, 4]);
    assert_eq!(r.payouts, vec![3, 0, 0, 2, 1, 0, 0]);
    assert_eq!(r.why, Why::Saboteur2(Side::Teams { green: false, blue: true }));
    let why = r.explain().render(Lang::En, &[]);
    let ids = [
        "saboteur-why-reached",
        "saboteur-why-access-blue",
        "saboteur-why-blue-wins",
        "saboteur-why-trapped",
    ];
    assert_eq!(sentences(&r), ids, "{why}");
    assert!(why.ends_with("Blue wins. Trapped, so not winners: player 7."), "{why}");
    // Only the untrapped saboteur steals, from a player of their choice.
    assert_eq!(g.pending(), Pending::Seat(5));
    assert_eq!(g.legal_actions(5), vec![Action::Steal(0), Action::Steal(3), Action::Steal(4)]);
    act(&mut g, 5, Action::Steal(0));
    assert_eq!(g.gold, vec![2, 0, 0, 2, 1, 1, 0]);
    assert_eq!(g.reports[0].net(), vec![2, 0, 0, 2, 1, 1, 0]);
    // The player left of the one who played the last card starts round 2.
    assert_eq!(g.stage, Stage::RoundOver { next: 4 });
    assert!(g.interlude());
    act(&mut g, 4, Action::Continue);
    assert_eq!((g.round, g.pending()), (2, Pending::Seat(4)));
    assert!(g.in_front.iter().all(Vec::is_empty) && g.thefts.is_empty());
}

/// Roles come from 15 cards: a round may have no Saboteur. When doors leave no team access, the
/// Saboteurs' side wins and only the Profiteer is paid — said so, not "The Saboteurs win".
#[test]
fn a_saboteurs_win_with_no_saboteur_says_who_is_paid() {
    let mut g = fresh(4, Mode::Saboteur2);
    for (s, r) in [GREEN, BLUE, Role::Profiteer, Role::Boss].into_iter().enumerate() {
        set_role(&mut g, s, r);
    }
    g.maze = Maze::new(1); // the gold at (8, 0)
    corridor(&mut g, 5);
    lay(&mut g, "blue door E-W", (6, 0), false);
    g.current = 0;
    give(&mut g, 0, &[path("green door E-W")]);
    let Card::Path(i) = path("green door E-W") else { unreachable!() };
    act(&mut g, 0, Action::Place { card: i, at: (7, 0), flipped: false });
    let r = g.reports.last().unwrap().clone();
    assert_eq!((r.access, r.why), (Some((false, false)), Why::Saboteur2(Side::Saboteurs)));
    assert_eq!(r.winners, vec![2]);
    let why = r.explain().render(Lang::En, &[]);
    assert!(why.contains("no Saboteur is in play: only the Profiteer is paid"), "{why}");
    assert!(!why.contains("The Saboteurs win"), "{why}");
}

#[test]
fn a_green_digger_without_green_access_wins_for_blue() {
    let mut g = rulebook_table();
    g.current = 1;
    give(&mut g, 1, &[path("straight E-W")]);
    let Card::Path(i) = path("straight E-W") else { unreachable!() };
    act(&mut g, 1, Action::Place { card: i, at: (7, 0), flipped: false });
    let r = &g.reports[0];
    assert_eq!(r.winners, vec![0, 3, 4]);
    assert!(sentences(r).contains(&"saboteur-why-for-other-team"));
}

#[test]
fn geologists_are_paid_crystals_whoever_wins() {
    let mut g = fresh(4, Mode::Saboteur2);
    for (s, r) in [Role::Geologist, Role::Geologist, Role::Saboteur, GREEN].into_iter().enumerate() {
        set_role(&mut g, s, r);
    }
    g.maze = Maze::new(1);
    lay(&mut g, "crystal E-W", (1, 0), false);
    lay(&mut g, "crystal cross", (2, 0), false);
    lay(&mut g, "crystal N-S", (2, 1), false);
    // Every hand empties: the saboteur wins; the geologists share 3 crystals: 1 each.
    for s in 0..4 {
        let old = std::mem::take(&mut g.hands[s]);
        g.deck.extend(old);
    }
    give(&mut g, 0, &[path("cross")]);
    // An empty deck (its cards to the discard pile, so every card stays somewhere).
    let rest = std::mem::take(&mut g.deck);
    g.discard.extend(rest);
    act(&mut g, 0, Action::Pass { discards: vec![path("cross")].into() });
    let r = &g.reports[0];
    assert!(!r.gold_reached);
    assert_eq!(r.winners, vec![2]);
    assert_eq!((r.crystals, r.geologists.clone()), (3, vec![1, 1, 0, 0]));
    assert_eq!(r.payouts, vec![0, 0, 5, 0]);
}

#[test]
fn players_without_cards_are_skipped_and_empty_hands_end_the_round() {
    let mut g = fresh(3, Mode::Saboteur2);
    let deck = std::mem::take(&mut g.deck);
    g.discard.extend(deck);
    give(&mut g, 0, &[path("cross")]);
    let old = std::mem::take(&mut g.hands[1]);
    g.discard.extend(old);
    give(&mut g, 2, &[path("cross")]);
    let deck = std::mem::take(&mut g.deck);
    g.discard.extend(deck);
    act(&mut g, 0, Action::Pass { discards: vec![path("cross")].into() });
    assert_eq!(g.pending(), Pending::Seat(2), "seat 1 holds no cards");
    act(&mut g, 2, Action::Pass { discards: vec![path("cross")].into() });
    assert_eq!(g.stage, Stage::RoundOver { next: 0 }, "the player left of the last card starts next");
}

#[test]
fn classic_diggers_pick_nugget_cards_counter_clockwise() {
    let mut g = fresh(4, Mode::Classic);
    for (s, r) in [Role::ClassicDigger, Role::ClassicDigger, Role::Saboteur, Role::ClassicDigger]
        .into_iter()
        .enumerate()
    {
        set_role(&mut g, s, r);
    }
    // The supply's top four cards are 3, 1, 2, 1 (drawn from the end).
    let top = [1, 2, 1, 3];
    let supply = g.supply.clone();
    let mut rest = supply;
    for v in top {
        let i = rest.iter().position(|&x| x == v).unwrap();
        rest.remove(i);
    }
    rest.extend(top);
    g.supply = rest;
    g.maze = Maze::new(1);
    corridor(&mut g, 6);
    g.current = 1;
    give(&mut g, 1, &[path("straight E-W")]);
    let Card::Path(i) = path("straight E-W") else { unreachable!() };
    act(&mut g, 1, Action::Place { card: i, at: (7, 0), flipped: false });
    // Seat 1 reached the gold and picks first, then 0, then 3 (saboteur 2 skipped), then 1 again.
    assert_eq!(g.pending(), Pending::Seat(1));
    assert_eq!(g.legal_actions(1), vec![Action::Keep(1), Action::Keep(2), Action::Keep(3)]);
    let view = g.view(Some(0));
    assert_eq!(view.phase, view::Phase::Nuggets { picker: 1, cards: None }, "only the picker sees the cards");
    act(&mut g, 1, Action::Keep(3));
    assert_eq!(g.pending(), Pending::Seat(0));
    let events = act(&mut g, 0, Action::Keep(2)).events;
    // Two cards worth 1 are left: they pass on without a choice, and the log says so.
    assert_eq!(g.stage, Stage::RoundOver { next: 2 });
    assert_eq!(g.gold, vec![2, 4, 0, 1]);
    assert_eq!(g.reports[0].nuggets, vec![(1, 3), (0, 2), (3, 1), (1, 1)]);
    assert_eq!(g.reports[0].forced, vec![3, 1]);
    let said = |seat: usize, m: Msg| events.iter().any(|e| e.msg == m && e.audience == Audience::Only(seat));
    assert!(said(3, msg!("saboteur-log-your-nugget-same", value = 1u8)), "{events:?}");
    assert!(said(1, msg!("saboteur-log-your-nugget-last", value = 1u8)), "{events:?}");
    assert!(events.iter().any(|e| e.msg == msg!("saboteur-log-nugget-last", who = Arg::Seat(1))));
    let seen = g.view(Some(3)).report.unwrap().nuggets;
    assert_eq!(seen, vec![(1, 0), (0, 0), (3, 1), (1, 0)], "others' nugget values stay private");
}

#[test]
fn an_action_card_without_a_target_says_the_rules_reason() {
    let mut g = fresh(3, Mode::Saboteur2);
    give(&mut g, 0, &[Card::Action(Act::Theft)]);
    act(&mut g, 0, play(Act::Theft, Target::Yourself));
    let t = g.table();
    let id = |m: Option<Msg>| m.and_then(|m| m.id());
    assert_eq!(id(t.refusal(0, Act::Theft)), Some("saboteur-err-theft-twice"));
    assert_eq!(t.refusal(1, Act::Theft), None);
    assert_eq!(id(t.refusal(1, Act::FreeAtLast)), Some("saboteur-why-none-trapped"));
    assert_eq!(t.refusal(1, Act::HandsOff), None);
    assert_eq!(
        t.refusal(1, Act::Repair(Tool::Pick, Some(Tool::Cart))),
        Some(msg!("saboteur-why-none-broken-either", a = Tool::Pick.msg(), b = Tool::Cart.msg()))
    );
    assert_eq!(id(t.refusal(1, Act::Rockfall)), Some("saboteur-why-no-path"));
    for s in 0..3 {
        g.in_front[s].push(Act::Broken(Tool::Lantern));
    }
    assert_eq!(
        g.table().refusal(1, Act::Broken(Tool::Lantern)),
        Some(msg!("saboteur-why-all-broken", tool = Tool::Lantern.msg()))
    );
    // The screen asks the same question of a seat's view and gets the same answer.
    let view = g.view(Some(0));
    assert_eq!(view.table().refusal(0, Act::Theft), g.table().refusal(0, Act::Theft));
}

#[test]
fn classic_saboteurs_are_paid_in_nugget_cards() {
    let mut g = fresh(5, Mode::Classic);
    for (s, r) in
        [Role::Saboteur, Role::Saboteur, Role::ClassicDigger, Role::ClassicDigger, Role::ClassicDigger]
            .into_iter()
            .enumerate()
    {
        set_role(&mut g, s, r);
    }
    let rest = std::mem::take(&mut g.deck);
    g.discard.extend(rest);
    for s in 0..5 {
        let old = std::mem::take(&mut g.hands[s]);
        g.discard.extend(old);
    }
    give(&mut g, 0, &[]);
    g.hands[0].push(g.discard.pop().unwrap());
    let card = g.hands[0][0];
    act(&mut g, 0, Action::Pass { discards: vec![card].into() });
    assert_eq!(g.reports[0].payouts, vec![3, 3, 0, 0, 0]);
    assert_eq!(g.gold, vec![3, 3, 0, 0, 0]);
    assert_eq!(g.supply.iter().map(|&v| v as u32).sum::<u32>(), 44 - 6);
}

#[test]
fn three_rounds_then_the_most_gold_wins() {
    let setup = Setup { players: 4, first: None, seed: 3 };
    let run = play_bot_game::<Saboteur>(&setup, &Options::default(), BotLevel::Normal, 10_000).unwrap();
    let g = run.state;
    assert_eq!((g.round, g.reports.len()), (3, 3));
    let o = g.outcome().unwrap();
    assert_eq!(o.column, Some(crate::t!("saboteur-score-gold")), "the score screen counts gold, not points");
    for s in 0..4 {
        assert_eq!(o.scores[s].total, g.gold[s] as i32);
        assert_eq!(o.scores[s].parts.len(), 3);
    }
    assert_eq!(g.view(Some(0)).totals, Some(g.gold.clone()));
}

#[test]
fn a_turned_path_card_is_logged_with_the_sides_open_as_it_lies() {
    let mut g = fresh(3, Mode::Saboteur2);
    give(&mut g, 0, &[path("T E-S-W")]);
    let Card::Path(i) = path("T E-S-W") else { unreachable!() };
    let done = g.apply(0, &Action::Place { card: i, at: (1, 0), flipped: true }).unwrap();
    let said: Vec<String> = done.events.iter().map(|e| e.text()).collect();
    assert!(said.iter().any(|l| l.contains("placed T E-S-W turned, open N-E-W, at (1, 0)")), "{said:?}");
    // Italian names the west O (ovest).
    let lines = crate::i18n::with_lang(crate::i18n::Lang::It, || {
        done.events[0].render(&["Anna".into(), "B".into(), "C".into()])
    });
    assert!(lines.contains("aperta a N-E-O"), "{lines}");
}

/// Saboteur 2 and Classic Saboteur keep the contract every game in the catalog keeps.
#[test]
fn saboteur_2_keeps_the_contract() {
    crate::catalog::contract::check_game::<crate::games::saboteur::Saboteur>(&[]);
}

#[test]
fn classic_saboteur_keeps_the_contract() {
    crate::catalog::contract::check_game::<crate::games::saboteur::Saboteur>(&["classic", "no-nuggets"]);
}

#[test]
fn the_search_samples_pass_the_contract_in_both_modes() {
    crate::catalog::contract::check_determinize::<crate::games::saboteur::Saboteur>(&[]);
    crate::catalog::contract::check_determinize::<crate::games::saboteur::Saboteur>(&["classic"]);
}
