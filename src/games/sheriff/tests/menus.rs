//! The Sheriff menus say what a choice gives: a task its points now and once shared, an ambush
//! colour card whose colour it is; the scoring menu starts on a scoring.

use super::*;
use crate::games::sheriff::screen::SheriffScreen;
use crate::games::sheriff::text::{ambush_text, describe};
use crate::i18n::{Lang, with_lang};
use crate::ui::{GameScreen, Intent};
use crossterm::event::{KeyCode, KeyEvent};

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("Bot {}", i + 1)).collect()
}

/// Seat 0 may score a task ("4 pairs of different items") whose takers are `done`.
fn task_choice(done: &[usize]) -> (Sheriff, Action) {
    let mut g = game(4, Options::default());
    let task =
        data().tasks.iter().position(|t| t.count == 4 && t.kind == super::super::data::TaskKind::Pairs);
    let task = task.unwrap();
    g.tasks[task] = done.to_vec();
    set_hand(&mut g, 0, &["Gold", "Gold", "Pearls", "Pearls", "Jewels", "Jewels", "Necklace", "Necklace"]);
    let a =
        g.legal_actions(0).into_iter().find(|a| matches!(a, Action::ScoreTask { task: t, .. } if *t == task));
    (g, a.unwrap())
}

#[test]
fn a_task_choice_says_its_points_now_and_once_shared() {
    let (g, a) = task_choice(&[]);
    let said = describe(&g.view(Some(0)), &names(4), &a);
    assert!(said.ends_with(": 20 points now, 15 once shared"), "{said}");
    let (g, a) = task_choice(&[2]);
    let said = describe(&g.view(Some(0)), &names(4), &a);
    assert!(said.ends_with(": 15 points, shared with Bot 3"), "{said}");
    let it_said = with_lang(Lang::It, || describe(&g.view(Some(0)), &names(4), &a));
    assert!(it_said.ends_with(": 15 punti, in comune con Bot 3"), "{it_said}");
}

#[test]
fn an_ambush_colour_card_names_whose_colour_it_is() {
    let mut g = game(4, Options::default());
    let drawn = [Ambush::Colour(3), Ambush::Pair(it("Pearls"), it("Treasure chest"))];
    for a in drawn {
        let i = g.ambush_deck.iter().position(|&x| x == a).unwrap();
        g.ambush_deck.remove(i);
    }
    g.stage = Stage::AmbushChoice { drawn };
    let i = g.deck.iter().position(|&c| c == it("Gold")).unwrap();
    g.deck.remove(i);
    let view = g.view(Some(0));
    let said = describe(&view, &names(4), &Action::KeepAmbush(drawn[0]));
    assert_eq!(said, "Keep the blue colour card (Bot 4)");
    let said = describe(&view, &names(4), &Action::KeepAmbush(drawn[1]));
    assert_eq!(said, "Keep the Pearls + Treasure chest card");
    assert_eq!(
        describe(&view, &names(4), &Action::Strike(Some(drawn[0]))),
        "Strike with the blue colour card (Bot 4)"
    );
    assert_eq!(ambush_text(drawn[0], &names(4)), "blue colour card (Bot 4)");
    let it_said = with_lang(Lang::It, || describe(&view, &names(4), &Action::KeepAmbush(drawn[0])));
    assert_eq!(it_said, "Tieni la carta imboscata blu (di Bot 4)");
}

#[test]
fn the_scoring_menu_starts_on_the_first_scoring() {
    let mut g = game(3, Options::default());
    set_hand(&mut g, 0, &["Gold", "Pearls", "Pearls", "Pearls"]);
    let legal = g.legal_actions(0);
    assert_eq!(legal[0], Action::EndTurn);
    let mut screen = SheriffScreen::default();
    let enter = KeyEvent::from(KeyCode::Enter);
    let Intent::Act(a) = screen.key(enter, &g.view(Some(0)), &legal, 0) else { panic!() };
    assert_eq!(a, Action::ScoreSet { item: it("Pearls"), count: 3 });
    // With nothing to score, ending the turn is the only choice.
    set_hand(&mut g, 0, &["Gold", "Pearls"]);
    let legal = g.legal_actions(0);
    let mut screen = SheriffScreen::default();
    let Intent::Act(a) = screen.key(enter, &g.view(Some(0)), &legal, 0) else { panic!() };
    assert_eq!(a, Action::EndTurn);
}
