//! The Saboteur table on screen (its privacy is the game contract's, in src/games/contract.rs):
//! hand-offs hide everything, a path card is placed with the
//! keys, the round's results are shown to everyone and survive save and resume, 80×24 holds the
//! start and all three goals.

use crate::common::{press, render, save_dir, screen_of, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::session::bot_rng;
use tavolo::engine::{BotLevel, Game, Pending, Player, Session, Setup};
use tavolo::games::saboteur::cards::Card;
use tavolo::games::saboteur::{Action, Mode, Options, Saboteur, Stage};
use tavolo::ui::GameTable;

fn bot_step(g: &mut Saboteur, step: usize) {
    let seat = g.pending().seat().expect("a seat decides");
    let legal = g.legal_actions(seat);
    let a = Saboteur::bot_action(&g.view(Some(seat)), &legal, BotLevel::Normal, &mut bot_rng(1, step, seat));
    g.apply(seat, &a).unwrap();
}

fn humans(n: usize, seed: u64) -> GameTable<Saboteur> {
    let players = (0..n).map(|i| Player::human(format!("P{i}"))).collect();
    let s = Session::new(players, Setup { players: n, first: Some(0), seed }, Options::default()).unwrap();
    GameTable::new(s, save_dir("saboteur"))
}

#[test]
fn hand_offs_hide_hands_and_roles() {
    let mut t = humans(3, 2);
    press(&mut t, KeyCode::Enter); // the start-player announcement
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Pass the laptop to  P0"), "{screen}");
    for word in ["digger", "Geologist", "Boss", "Profiteer", "SABOTEUR", "Hand", "gold"] {
        assert!(!screen.contains(word), "{word} shown on a hand-off:\n{screen}");
    }
    // The first thing P0 reads is what it missed: its role, private, and the round's start.
    let news = take_laptop(&mut t).expect("a catch-up page after the hand-off");
    assert!(news.contains("P0: since your last turn") && news.contains("Your role"), "{news}");
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Hand") && screen.contains("you: "), "{screen}");
}

#[test]
fn a_path_card_is_placed_with_the_keys() {
    let mut t = humans(3, 11);
    press(&mut t, KeyCode::Enter);
    take_laptop(&mut t);
    let hand = t.session().state.view(Some(0)).hand.unwrap();
    let legal = t.session().state.legal_actions(0);
    let i = hand
        .iter()
        .position(|c| matches!(c, Card::Path(p) if legal.iter().any(|a| matches!(a, Action::Place { card, .. } if card == p))))
        .expect("a placeable path card in this seed's first hand");
    for _ in 0..i {
        press(&mut t, KeyCode::Right);
    }
    press(&mut t, KeyCode::Enter); // aim: the cursor jumps to a legal square
    let aiming = render(&mut t, 120, 40);
    assert!(aiming.contains("Enter places it"), "{aiming}");
    press(&mut t, KeyCode::Enter);
    assert_eq!(t.session().history.len(), 1, "{:?}", t.last_message());
    assert!(matches!(
        t.session().history[0],
        tavolo::engine::session::Record::Act { action: Action::Place { .. }, .. }
    ));
    assert_eq!(t.session().pending(), Pending::Seat(1));
}

#[test]
fn round_results_are_public_and_survive_resume() {
    let players = (0..4).map(|i| Player::human(format!("P{i}"))).collect();
    let mut s =
        Session::<Saboteur>::new(players, Setup { players: 4, first: Some(0), seed: 3 }, Options::default())
            .unwrap();
    let mut step = 0;
    while !matches!(s.state.stage(), Stage::RoundOver { .. }) {
        let seat = s.pending().seat().unwrap();
        let a = s.bot_choice(seat).unwrap();
        s.act(seat, a).unwrap();
        step += 1;
        assert!(step < 500, "the round did not end");
    }
    let path = save_dir("saboteur").join("between-rounds.json");
    s.save_to(&path).unwrap();
    let loaded = Session::<Saboteur>::load(&path).unwrap();
    assert_eq!(loaded.state, s.state);
    let mut t = GameTable::resumed(loaded, save_dir("saboteur"));
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Round 1 of 3 — results"), "{screen}");
    assert!(!screen.contains("Pass the laptop"), "results need no hand-off");
    let report = &s.state.reports()[0];
    for seat in 0..4 {
        let role = tavolo::i18n::tr(&tavolo::games::saboteur::actions::role_a(report.roles[seat]));
        assert!(screen.contains(&role), "{role} missing:\n{screen}");
    }
    // m shows the maze; Enter starts round 2 with a hand-off.
    press(&mut t, KeyCode::Char('m'));
    let maze = render(&mut t, 80, 24);
    assert!(!maze.contains("— results") && maze.contains('╋'), "m shows the maze:\n{maze}");
    press(&mut t, KeyCode::Char('m'));
    assert!(render(&mut t, 80, 24).contains("— results"));
    press(&mut t, KeyCode::Enter);
    assert_eq!(t.session().state.round(), 2);
    assert!(render(&mut t, 80, 24).contains("Pass the laptop"));
}

#[test]
fn eighty_by_twenty_four_holds_the_start_and_all_goals() {
    let g = Saboteur::new_game(&Setup { players: 12, first: Some(0), seed: 1 }, &Options::default()).unwrap();
    let screen = screen_of(&g, 0, 80, 17);
    assert_eq!(screen.matches("[ ? ]").count(), 3, "{screen}");
    assert!(screen.contains('╋'), "{screen}");
    let classic = Options { mode: Mode::Classic, ..Default::default() };
    let g = Saboteur::new_game(&Setup { players: 10, first: Some(0), seed: 1 }, &classic).unwrap();
    let screen = screen_of(&g, 3, 80, 17);
    assert!(screen.contains("Saboteur · round 1/3"), "{screen}");
}

#[test]
fn map_and_inspection_results_show_only_on_their_seats_screen() {
    use tavolo::games::saboteur::actions::role_short;
    let (mut maps, mut inspections) = (0, 0);
    for seed in 0..8u64 {
        let mut g =
            Saboteur::new_game(&Setup { players: 6, first: None, seed }, &Options::default()).unwrap();
        let mut step = 0;
        while g.pending() != Pending::Over && step < 400 {
            for seat in (0..6).filter(|_| step % 4 == 0) {
                let v = g.view(Some(seat));
                if v.phase != tavolo::games::saboteur::view::Phase::Turn
                    || (v.maps.is_empty() && v.inspected.is_empty())
                {
                    continue;
                }
                let mine = screen_of(&g, seat, 120, 40);
                let other = screen_of(&g, (seat + 1) % 6, 120, 40);
                if let Some(&(p, gold)) = v.maps.first()
                    && matches!(
                        v.maze.tile(p),
                        Some(tavolo::games::saboteur::maze::Tile::Goal { revealed: false, .. })
                    )
                {
                    let mark = if gold { "[ $ ]" } else { "[ × ]" };
                    assert!(
                        mine.contains(mark),
                        "seat {seat} saw {p:?} but its screen lacks {mark}:\n{mine}"
                    );
                    let others_know = g.view(Some((seat + 1) % 6)).maps.iter().any(|m| m.0 == p);
                    if !others_know && g.view(Some((seat + 1) % 6)).maps.is_empty() {
                        assert!(!other.contains("[ $ ]") && !other.contains("[ × ]"), "{other}");
                    }
                    maps += 1;
                }
                if let Some(&(s, role)) = v.inspected.first() {
                    let mark = format!("[{}]", tavolo::i18n::tr(&role_short(role)));
                    assert!(
                        mine.contains(&mark),
                        "seat {seat} inspected seat {s} but its screen lacks {mark}"
                    );
                    inspections += 1;
                }
            }
            bot_step(&mut g, step);
            step += 1;
        }
    }
    assert!(maps > 20 && inspections > 5, "maps {maps}, inspections {inspections}");
}

#[test]
fn each_player_reads_their_own_role_in_the_log_from_the_start() {
    let players = (0..3).map(|i| Player::human(format!("P{i}"))).collect();
    let s =
        Session::<Saboteur>::new(players, Setup { players: 3, first: Some(1), seed: 4 }, Options::default())
            .unwrap();
    assert!(s.log_for(None).iter().any(|l| l == "Round 1 of 3 begins: P1 starts."));
    assert!(!s.log_for(None).iter().any(|l| l.contains("Your role")));
    for seat in 0..3 {
        let mine: Vec<String> =
            s.log_for(Some(seat)).into_iter().filter(|l| l.contains("Your role")).collect();
        assert_eq!(mine.len(), 1, "{mine:?}");
        let role = tavolo::i18n::tr(&tavolo::games::saboteur::actions::role_a(
            s.state.view(Some(seat)).role.unwrap(),
        ));
        assert!(mine[0].contains(&role));
    }
}

#[test]
fn twelve_players_results_scroll_to_the_last_line_at_eighty_by_twenty_four() {
    let players = (0..12).map(|i| Player::human(format!("P{i}"))).collect();
    let mut s =
        Session::<Saboteur>::new(players, Setup { players: 12, first: Some(0), seed: 6 }, Options::default())
            .unwrap();
    // Bots' choices for every seat until the round's results are on the table for everyone.
    while !(matches!(s.state.stage(), Stage::RoundOver { .. }) && s.state.interlude()) {
        let seat = s.pending().seat().unwrap();
        let a = s.bot_choice(seat).unwrap();
        s.act(seat, a).unwrap();
    }
    let mut t = GameTable::resumed(s, save_dir("saboteur"));
    let first = render(&mut t, 80, 24);
    assert!(first.contains("▼ more (↑↓)") && first.contains("↑↓ scroll results"), "{first}");
    let mut last = first.clone();
    for _ in 0..40 {
        press(&mut t, KeyCode::Down);
        last = render(&mut t, 80, 24);
    }
    assert!(!last.contains("▼ more") && last.contains("▲ more"), "{last}");
    assert!(!first.contains("Crystals in the maze"), "{first}");
    assert!(
        last.contains("P11  a") && last.contains("Crystals in the maze"),
        "the last lines are reachable:\n{last}"
    );
    assert_eq!(t.session().state.round(), 1, "scrolling took no action");
}

#[test]
fn a_classic_pass_follows_its_prompt_p_space_enter() {
    let players = (0..3).map(|i| Player::human(format!("P{i}"))).collect();
    let options = Options { mode: Mode::Classic, ..Options::default() };
    let s =
        Session::<Saboteur>::new(players, Setup { players: 3, first: Some(0), seed: 5 }, options).unwrap();
    let mut t = GameTable::new(s, save_dir("saboteur"));
    press(&mut t, KeyCode::Enter);
    take_laptop(&mut t);
    press(&mut t, KeyCode::Char('p'));
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Enter discards the marked card"), "{screen}");
    // Space on the card already marked, as the prompt once asked, must not leave nothing marked.
    press(&mut t, KeyCode::Char(' '));
    press(&mut t, KeyCode::Enter);
    assert!(
        matches!(
            t.session().history.last(),
            Some(tavolo::engine::session::Record::Act { action: Action::Pass { discards }, .. }) if discards.len() == 1
        ),
        "{:?}",
        t.last_message()
    );
}

#[test]
fn a_refusal_leaves_the_message_line_with_the_next_key() {
    let mut t = humans(3, 11);
    press(&mut t, KeyCode::Enter);
    take_laptop(&mut t);
    press(&mut t, KeyCode::Char('p')); // pass: mark the cards to discard first
    press(&mut t, KeyCode::Enter);
    let refused = render(&mut t, 120, 40);
    assert!(refused.contains("Mark the cards to discard with Space first."), "{refused}");
    press(&mut t, KeyCode::Esc); // back to choosing a card: the refusal is about nothing on screen now
    let back = render(&mut t, 120, 40);
    assert!(!back.contains("Mark the cards to discard"), "{back}");
    assert!(back.contains("Your turn: choose a card"), "{back}");
}

/// Classic, five people, seed 0: P0 reached the gold and keeps the first nugget card; the rest go
/// out without a choice, one to P1, who then starts round 2 with Enter at the results.
#[test]
fn a_nugget_card_given_without_a_choice_reaches_its_owners_catch_up() {
    let players = (0..5).map(|i| Player::human(format!("P{i}"))).collect();
    let options = Options { mode: Mode::Classic, ..Options::default() };
    let mut s =
        Session::<Saboteur>::new(players, Setup { players: 5, first: Some(0), seed: 0 }, options).unwrap();
    loop {
        let seat = s.pending().seat().unwrap();
        let a = s.bot_choice(seat).unwrap();
        if matches!(a, Action::Keep(_)) {
            break;
        }
        s.act(seat, a).unwrap();
    }
    assert_eq!(s.pending().seat(), Some(0));
    let mut t = GameTable::resumed(s, save_dir("saboteur"));
    press(&mut t, KeyCode::Enter); // I am P0
    if t.covered() {
        press(&mut t, KeyCode::Enter); // a catch-up page, when others did something since
    }
    press(&mut t, KeyCode::Down);
    press(&mut t, KeyCode::Enter); // keep the 3: the others' cards are all worth 1
    assert!(render(&mut t, 100, 30).contains("You kept a nugget card worth 3."));
    press(&mut t, KeyCode::Enter); // seen
    assert!(render(&mut t, 100, 30).contains("Everyone may look: press Enter to go on."));
    press(&mut t, KeyCode::Enter); // round 2: P1 starts
    assert!(render(&mut t, 100, 30).contains("Pass the laptop to  P1"));
    press(&mut t, KeyCode::Enter); // I am P1
    let news = render(&mut t, 120, 60);
    assert!(news.contains("P1: since your last turn"), "{news}");
    assert!(
        news.contains("You got a nugget card (all those left were worth the same): it is worth 1."),
        "{news}"
    );
    assert!(!news.contains("(0 new)"), "{news}");
}
