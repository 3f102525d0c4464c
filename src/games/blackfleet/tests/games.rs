//! Black Fleet rules tests: whole bot games, options, and the rule defects found in play.

use super::*;

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

/// The bot's dock at the start: the one nearest its cargo's market, and not a port another
/// merchant already sails from. Before, every dock scored the same at the start (supply × best
/// price), so black took the last dock listed — Port Royal — in 997 of 1,000 games, and won 34%.
#[test]
fn a_bot_enters_near_its_market_and_away_from_other_merchants() {
    let mut g = BlackFleet::new(&Setup { players: 4, first: None, seed: 3 }, &Options::default()).unwrap();
    let docks = |g: &BlackFleet, seat| {
        let legal = g.legal_actions(seat);
        let values = super::super::bot::values(&g.view(Some(seat)), &legal);
        let best = values.iter().cloned().fold(f64::MIN, f64::max);
        let at: Vec<(Pos, f64)> = legal
            .iter()
            .zip(&values)
            .filter_map(|(a, &v)| if let Action::EnterMerchant(p) = a { Some((*p, v)) } else { None })
            .collect();
        (at, best)
    };
    let (at, _) = docks(&g, 0);
    let value = |p: Pos| at.iter().find(|x| x.0 == p).unwrap().1;
    // Nassau's blue sells best at Maracaibo: 14 steps from (17,3), 18 from (17,1).
    assert!(value((17, 3)) > value((17, 1)), "{at:?}");
    // The first merchant's port is worth less to the next seat than it was to the first.
    let (at_best, best) = docks(&g, 0);
    let first = at_best.iter().find(|x| x.1 == best).unwrap().0;
    let port = data().port_of_dock(first).unwrap();
    act(&mut g, 0, Action::EnterMerchant(first));
    let (next, best) = docks(&g, 1);
    for (p, v) in next.iter().filter(|x| data().port_of_dock(x.0) == Some(port)) {
        assert!(*v < best && *v < value(*p), "{p:?} {v} of {next:?}");
    }
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
    let text = include_str!("../../../../tests/fixtures/blackfleet-buy-stage-before-late-rewards.json");
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
    assert_eq!(refused(&g, 0, Action::Move { ship: Ship::Pirate, to: (2, 0) }), "blackfleet-cannot-reach");
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
    assert!(private.iter().any(|e| e.visible_to(Some(0)) && e.msg.id() == Some("blackfleet-drew-movement")));
    assert!(private.iter().any(|e| e.msg.id() == Some("blackfleet-drew-fortune")), "{private:?}");
    let public = applied.events.iter().find(|e| e.msg.id() == Some("blackfleet-drew-fortunes")).unwrap();
    assert!(public.visible_to(None));
    assert_eq!(public.msg.render(crate::i18n::Lang::En, &[]), "player 1 drew 1 fortune card.");
    assert_eq!(public.msg.render(crate::i18n::Lang::It, &[]), "giocatore 1 pesca 1 carta fortuna.");
}

#[test]
fn the_help_lists_every_fortune_and_development_card_with_its_text() {
    use crate::i18n::{Lang, Msg, tr, with_lang};
    use crate::ui::GameUi;
    let d = data();
    assert_eq!((d.fortune.len(), d.development.len()), (16, 24));
    let cards: Vec<(Msg, Msg)> = (d.fortune.iter().map(|c| (c.effect.msg(), c.effect.text())))
        .chain(d.development.iter().map(|c| (c.effect.msg(), c.effect.text())))
        .collect();
    for lang in Lang::ALL {
        with_lang(lang, || {
            let help = BlackFleet::help();
            for (name, text) in &cards {
                let (name, text) = (tr(name), tr(text));
                assert!(help.contains(&format!("{name} — {text}")), "{name} missing from the {lang:?} help");
            }
        });
    }
}

// ---- The Hard bot is never silly ----

fn hard(g: &BlackFleet, seat: usize) -> Action {
    hard_with(g, seat, 7)
}

fn hard_with(g: &BlackFleet, seat: usize, seed: u64) -> Action {
    let legal = g.legal_actions(seat);
    let mut rng = crate::engine::GameRng::new(seed);
    super::super::bot::choose(&g.view(Some(seat)), &legal, BotLevel::Hard, &mut rng)
}

/// Seen in play: a Hard merchant docked at a port that buys its cargo and sold a turn later.
#[test]
fn a_hard_merchant_on_a_dock_that_buys_its_cargo_sells_now() {
    let mut g = game(3);
    g.board.merchants[0] = Some((17, 1));
    set_cargo(&mut g, 0, RED, 3);
    moving(&mut g, 0, (2, 3, 3));
    assert_eq!(hard(&g, 0), Action::Sell { port: B });
}

/// Seen in play: Hard played Extra Action (and Secret Orders: Plunder) with nothing to gain.
#[test]
fn a_hard_bot_keeps_a_fortune_card_that_gains_nothing_now() {
    let mut g = game(3);
    g.board.merchants[0] = Some((4, 9));
    fortune(&mut g, 0, Fortune::ExtraAction);
    fortune(&mut g, 0, Fortune::OrdersPlunder);
    moving(&mut g, 0, (2, 3, 3));
    // Every ship has moved: what is left is ending the moves or throwing a card away.
    g.turn.progress = [Progress::Done; 4];
    let legal = g.legal_actions(0);
    let plunder = |a: &Action| matches!(a, Action::Fortune { card: Fortune::OrdersPlunder, .. });
    assert!(legal.iter().any(plunder), "{legal:?}");
    let silly: Vec<u64> =
        (0..60).filter(|&seed| matches!(hard_with(&g, 0, seed), Action::Fortune { .. })).collect();
    assert!(silly.is_empty(), "{silly:?}");
}

/// …and plays Extra Action when it buys a second deed: a pirate that attacked, then buries.
#[test]
fn a_bot_plays_extra_action_for_a_second_deed() {
    let mut g = super::cards::pirate_beside_a_merchant_with_extra_action();
    act(&mut g, 0, Action::Attack { target: 1 });
    let extra = Action::Fortune { card: Fortune::ExtraAction, aim: Aim::Ship(Ship::Pirate) };
    let legal = g.legal_actions(0);
    let values = super::super::bot::values(&g.view(Some(0)), &legal);
    let best = legal.iter().zip(&values).max_by(|a, b| a.1.total_cmp(b.1)).unwrap().0;
    assert_eq!(best, &extra, "{legal:?} {values:?}");
}

/// Seen in play: "Anna's purple navy ship moved" (the navy is shared) and Bruno's purchase read
/// "Your pirate holds 2 cubes…" in everyone's log.
#[test]
fn the_log_says_who_moved_the_navy_and_speaks_to_a_buyer_only_in_their_own_lines() {
    use crate::engine::{Player, Session};
    let bots = (0..4).map(|i| Player::bot(format!("Bot {}", i + 1), BotLevel::Normal)).collect();
    let mut s =
        Session::<BlackFleet>::new(bots, Setup { players: 4, first: None, seed: 5 }, Options::default())
            .unwrap();
    while !s.is_over() && s.step_bot().unwrap() {}
    for (seat, name) in s.names().iter().enumerate() {
        let log = s.log_for(Some(seat));
        for line in &log {
            assert!(!line.contains("'s yellow navy") && !line.contains("'s purple navy"), "{line}");
        }
        assert!(
            log.iter()
                .any(|l| l.contains(" moved the yellow navy ship")
                    || l.contains(" moved the purple navy ship"))
        );
        // Every purchase is told to the table without its second-person text…
        let bought: Vec<&String> =
            log.iter().filter(|l| l.contains(" bought ") && !l.contains("victory")).collect();
        assert!(!bought.is_empty());
        assert!(bought.iter().all(|l| !l.contains("Your") && !l.contains("your")), "{bought:?}");
        // …and the buyer alone reads what the card now does for them.
        let own = log.iter().filter(|l| l.starts_with("You now have ")).count();
        let mine = bought.iter().filter(|l| l.starts_with(&format!("{name} bought"))).count();
        assert_eq!(own, mine, "{name}");
    }
}
