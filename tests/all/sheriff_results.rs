//! Sheriff results only one player may know, shown when they happen: at one laptop with two people
//! and a bot, a Theft's card is shown to the thief before it scores, a robbed player sees what was
//! taken as soon as the bot took it, and a Robbery's own pick is no result to confirm after the
//! turn; alone with bots, a player sees what a bot's move did to it before the bots play on.

use crate::common::{press, render, save_dir, take_laptop};
use crossterm::event::KeyCode;
use tavolo::engine::session::bot_rng;
use tavolo::engine::{BotLevel, Game, Player, Session, Setup};
use tavolo::games::sheriff::data::{ActionKind, data};
use tavolo::games::sheriff::view::Phase;
use tavolo::games::sheriff::{Action, Sheriff};
use tavolo::ui::GameTable;

/// P0 and P1 are people, P2 a bot: the bots' choices are played for everyone until `active` has
/// drawn a card whose action is `kind` and P2 and P0 both hold cards.
fn drawn(active: usize, kind: ActionKind) -> Session<Sheriff> {
    drawn_with(active, kind, Player::human("P1"))
}

/// [`drawn`] with `p1` in seat 1.
fn drawn_with(active: usize, kind: ActionKind, p1: Player) -> Session<Sheriff> {
    for seed in 0..200u64 {
        let players = vec![Player::human("P0"), p1.clone(), Player::bot("P2", BotLevel::Normal)];
        let mut s: Session<Sheriff> =
            Session::new(players, Setup { players: 3, first: Some(0), seed }, Default::default()).unwrap();
        for step in 0..300 {
            let Some(seat) = s.pending().first() else { break };
            let view = s.state.view(Some(seat));
            if let Phase::Drawn { card } = view.phase
                && seat == active
                && data().items[card].action == kind
                && view.hand_sizes[0] > 0
                && view.hand_sizes[2] > 0
            {
                return s;
            }
            let legal = s.state.legal_actions(seat);
            let a = Sheriff::bot_action(&view, &legal, BotLevel::Normal, &mut bot_rng(seed, step, seat));
            s.act(seat, a).unwrap();
        }
    }
    panic!("no such Sheriff position");
}

/// Closes the page a resumed table opens with (what the player missed), as the player would.
fn past_catch_up(t: &mut GameTable<Sheriff>) {
    for _ in 0..3 {
        if t.covered() {
            press(t, KeyCode::Enter);
        }
    }
    assert!(!t.covered());
}

/// The table with the laptop in front of P0, who decides now.
fn p0_table(s: Session<Sheriff>) -> GameTable<Sheriff> {
    let mut t = GameTable::resumed(s, save_dir("sheriff-results"));
    take_laptop(&mut t);
    assert_eq!(t.viewer(), Some(0));
    t
}

#[test]
fn a_theft_shows_the_thief_its_card_before_it_scores() {
    let mut t = p0_table(drawn(0, ActionKind::Theft));
    t.act_as(0, Action::Act { target: Some(2) });
    t.act_as(2, Action::Defend(false));
    let stolen = t.session().log_for(Some(0)).into_iter().find(|l| l.starts_with("You stole")).unwrap();
    // P0 is to score now, and sees first what it stole.
    assert_eq!(t.session().pending().first(), Some(0));
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Only you, P0, see this:") && screen.contains(&stolen), "{screen}");
    // Its screen stays: the box does not say it is hidden next.
    assert!(screen.contains("Press Enter when you have read it.") && !screen.contains("hidden"), "{screen}");
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 80, 24);
    assert!(!t.covered() && screen.contains("may score once"), "{screen}");
    // Ending the turn shows it no more.
    t.act_as(0, Action::EndTurn);
    assert!(!render(&mut t, 80, 24).contains(&stolen));
}

#[test]
fn a_robbery_is_no_result_to_confirm_after_the_turn() {
    let mut t = p0_table(drawn(0, ActionKind::Robbery));
    t.act_as(0, Action::Act { target: Some(2) });
    t.act_as(2, Action::Defend(false));
    assert_eq!(t.viewer(), Some(0));
    let Some(Action::Take(card)) = t.session().state.legal_actions(0).into_iter().next() else { panic!() };
    t.act_as(0, Action::Take(card));
    let took = t.session().log_for(Some(0)).into_iter().find(|l| l.starts_with("You took")).unwrap();
    // The robber chose the card: it is in the log, and no box asks to confirm it, then or later.
    assert!(!t.covered());
    t.act_as(0, Action::EndTurn);
    let screen = render(&mut t, 80, 24);
    assert!(!screen.contains("Only you, P0") && !screen.contains(&took), "{screen}");
}

/// P0 does not defend against the bot P2's Robbery, and P2 takes its first choice: the line P0
/// alone reads about what was taken.
fn undefended_robbery(t: &mut GameTable<Sheriff>) -> String {
    t.act_as(0, Action::Defend(false));
    let Some(Action::Take(card)) = t.session().state.legal_actions(2).into_iter().next() else { panic!() };
    t.act_as(2, Action::Take(card));
    t.session().log_for(Some(0)).into_iter().find(|l| l.starts_with("P2 took your")).unwrap()
}

#[test]
fn a_player_robbed_by_a_bot_sees_what_it_took_at_once() {
    let s = drawn(2, ActionKind::Robbery);
    let mut t = GameTable::resumed(s, save_dir("sheriff-results"));
    t.act_as(2, Action::Act { target: Some(0) });
    // P0 is asked whether to defend, behind a hand-off, and does not.
    assert!(render(&mut t, 80, 24).contains("Pass the laptop to  P0"));
    take_laptop(&mut t);
    let lost = undefended_robbery(&mut t);
    // P0 still has the laptop: the box tells it before the bot plays on.
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Only you, P0, see this:") && screen.contains(&lost), "{screen}");
    assert!(screen.contains("your screen is then hidden"), "{screen}");
    assert_eq!(t.viewer(), Some(0));
    press(&mut t, KeyCode::Enter);
    assert!(!t.covered());
    assert_eq!(t.viewer(), None, "the bot's turn goes on on the public screen");
}

#[test]
fn alone_with_bots_a_robbed_player_sees_what_was_taken_before_the_bots_play_on() {
    let s = drawn_with(2, ActionKind::Robbery, Player::bot("P1", BotLevel::Normal));
    let mut t = GameTable::resumed(s, save_dir("sheriff-results"));
    t.act_as(2, Action::Act { target: Some(0) });
    assert_eq!(t.viewer(), Some(0));
    past_catch_up(&mut t);
    let lost = undefended_robbery(&mut t);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Only you, P0, see this:") && screen.contains(&lost), "{screen}");
    // The bots wait for it: the robber has not scored or ended its turn.
    assert_eq!(t.session().state.view(None).phase, Phase::Score);
    press(&mut t, KeyCode::Enter);
    assert!(!t.covered(), "{}", render(&mut t, 80, 24));
}

#[test]
fn alone_with_bots_a_thief_sees_its_card_before_it_scores_and_its_own_draws_need_no_box() {
    let s = drawn_with(0, ActionKind::Theft, Player::bot("P1", BotLevel::Normal));
    let mut t = GameTable::resumed(s, save_dir("sheriff-results"));
    past_catch_up(&mut t);
    t.act_as(0, Action::Act { target: Some(2) });
    t.act_as(2, Action::Defend(false));
    let stolen = t.session().log_for(Some(0)).into_iter().find(|l| l.starts_with("You stole")).unwrap();
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Only you, P0, see this:") && screen.contains(&stolen), "{screen}");
    press(&mut t, KeyCode::Enter);
    assert!(!t.covered());
    // What P0's own moves tell it is on its screen already: no box.
    t.act_as(0, Action::EndTurn);
    assert!(!t.covered(), "{}", render(&mut t, 80, 24));
}
