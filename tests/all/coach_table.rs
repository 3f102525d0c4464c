//! The coach at one laptop: `h` on the player's own turn asks it (a public line), the box shows
//! the Hard bot's choice first with estimated chances, Enter plays the chosen move; a table
//! without hints offers no `h`; the score screen counts the hints.

use crossterm::event::KeyCode;
use tavolo::engine::session::bot_decision;
use tavolo::engine::{BotLevel, Player, Record, Session, Setup};
use tavolo::games::keltis::Keltis;
use tavolo::ui::GameTable;

use crate::common::{press, render, save_dir};

fn table(hints: bool, dir: &str) -> GameTable<Keltis> {
    let players = vec![Player::human("Anna"), Player::bot("Bot 2", BotLevel::Easy)];
    let mut s =
        Session::<Keltis>::new(players, Setup { players: 2, first: Some(0), seed: 9 }, Default::default())
            .unwrap();
    s.hints = hints;
    let mut t = GameTable::new(s, save_dir(dir));
    // The announcement says whether the coach is on.
    let announce = render(&mut t, 100, 30);
    assert_eq!(announce.contains("Hints are on: h asks the coach on your turn"), hints, "{announce}");
    press(&mut t, KeyCode::Enter);
    t
}

#[test]
fn h_asks_the_coach_whose_first_move_is_the_hard_bots_and_enter_plays_it() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        let mut t = table(true, "coach-table");
        let screen = render(&mut t, 100, 30);
        assert!(screen.contains("h coach"), "{screen}");
        let step = t.session().history.len();
        let hard = bot_decision(&t.session().state, 0, BotLevel::Hard, 9, step).unwrap();
        press(&mut t, KeyCode::Char('h'));
        assert_eq!(t.session().history.last(), Some(&Record::Hint { seat: 0 }));
        // The search runs on a worker: the screen says so meanwhile and the answer comes in.
        let mut shown = render(&mut t, 100, 30);
        for _ in 0..600 {
            if shown.contains("1. ") {
                break;
            }
            assert!(shown.contains("The coach is thinking"), "{shown}");
            std::thread::sleep(std::time::Duration::from_millis(100));
            shown = render(&mut t, 100, 30);
        }
        assert!(shown.contains("Coach · estimates from your view only") && shown.contains("~"), "{shown}");
        assert!(shown.contains("Anna asked the coach."), "{shown}");
        assert!(shown.contains("Enter play it") && shown.contains("Esc close"), "{shown}");
        // Asked again in the same position, the coach says the same (hints do not change its dice).
        let advice = |s: &str| {
            s.lines().filter(|l| l.contains(". ") && l.contains('~')).map(str::to_string).collect::<Vec<_>>()
        };
        let first = advice(&shown);
        press(&mut t, KeyCode::Esc);
        press(&mut t, KeyCode::Char('h'));
        let mut again = render(&mut t, 100, 30);
        for _ in 0..600 {
            if again.contains("1. ") {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
            again = render(&mut t, 100, 30);
        }
        assert_eq!(advice(&again), first);
        // Enter plays the first suggestion: the Hard bot's move.
        press(&mut t, KeyCode::Enter);
        let h = &t.session().history;
        assert_eq!(h[h.len() - 1], Record::Act { seat: 0, action: hard });
        assert!(!render(&mut t, 100, 30).contains("Coach ·"), "the box closes");
    });
}

#[test]
fn a_table_without_hints_offers_no_coach_and_the_score_screen_counts_hints() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        let mut t = table(false, "coach-off");
        let screen = render(&mut t, 100, 30);
        assert!(!screen.contains("h coach"), "{screen}");
        press(&mut t, KeyCode::Char('h'));
        assert!(render(&mut t, 100, 30).contains("That key does nothing now"));
        assert!(!t.session().history.iter().any(|r| matches!(r, Record::Hint { .. })));
        // A finished game at a table with hints: each seat's count on the score screen.
        let players = vec![Player::human("Anna"), Player::bot("Bot 2", BotLevel::Easy)];
        let mut s = Session::<Keltis>::new(
            players,
            Setup { players: 2, first: Some(0), seed: 4 },
            Default::default(),
        )
        .unwrap();
        s.hints = true;
        s.ask_coach(0).unwrap();
        while !s.is_over() {
            let seat = s.pending().first().unwrap();
            let a = s.state.legal_actions(seat)[0].clone();
            s.act(seat, a).unwrap();
        }
        // The records count them too.
        let record = tavolo::engine::records::of(&s, 0).unwrap();
        assert_eq!(record.seats.iter().map(|r| r.hints).collect::<Vec<_>>(), [1, 0]);
        let mut done = GameTable::resumed(s, save_dir("coach-score"));
        let score = render(&mut done, 100, 30);
        assert!(score.contains("Coach hints asked: Anna 1") && !score.contains("Bot 2 0"), "{score}");
    });
}
