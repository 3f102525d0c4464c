//! The replay screen: an unfinished game's replay never draws what its viewer may not see (every
//! frame the same with the hidden parts scrambled, public and behind a seat's hand-off); only a
//! finished game offers every hand open; every key the bar lists acts and any other says so.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::catalog::contract::buffer_text;
use tavolo::engine::{BotLevel, Game, GameRng, Player, Session, Setup};
use tavolo::games::scramble::{Scramble, session_step};
use tavolo::games::{blackfleet, keltis, powwow, saboteur, sheriff};
use tavolo::table_core::{Table, TableExit};
use tavolo::ui::GameUi;
use tavolo::ui::replay::{Look, ReplayTable};

/// Easy bots play `steps` decisions (or to the end); the seats are then people's.
fn game<G: Game>(players: usize, seed: u64, steps: usize) -> Session<G> {
    let bots = (0..players).map(|i| Player::bot(format!("P{}", i + 1), BotLevel::Easy)).collect();
    let setup = Setup { players, first: Some(0), seed };
    let mut s = Session::<G>::new(bots, setup, Default::default()).unwrap();
    for _ in 0..steps {
        if s.is_over() {
            break;
        }
        session_step(&mut s);
    }
    for p in &mut s.players {
        p.bot = None;
    }
    s
}

fn frame(t: &mut dyn Table, (w, h): (u16, u16)) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| t.draw(f, f.area())).unwrap();
    buffer_text(&term)
}

fn press(t: &mut dyn Table, code: KeyCode) -> TableExit {
    t.key(KeyEvent::new(code, KeyModifiers::NONE), std::time::Instant::now())
}

/// At positions spread over the game, the frame of `look` is the same with what it may not see
/// scrambled (the state's hidden parts and the log lines not for it).
fn same_when_scrambled<G: GameUi + Scramble>(t: &mut ReplayTable<G>, size: (u16, u16), rng: &mut GameRng) {
    let n = t.replay_mut().len();
    let viewer = match t.look().0 {
        Look::Seat(s) => Some(s),
        _ => None,
    };
    for to in (0..=n).step_by((n / 25).max(1)) {
        t.replay_mut().go(0);
        t.replay_mut().go(to);
        let before = frame(t, size);
        match viewer {
            Some(s) => t.replay_mut().state_mut().scramble_hidden(s, rng),
            None => t.replay_mut().state_mut().scramble_public(rng),
        }
        t.replay_mut().session.scramble_log(viewer, rng);
        let after = frame(t, size);
        assert!(
            before == after,
            "{}: step {to} of {n} as {viewer:?} shows hidden parts:\n{before}\n---\n{after}",
            G::ID
        );
    }
    t.replay_mut().go(0);
}

fn unfinished_replay_hides_what_its_viewer_may_not_see<G: GameUi + Scramble>(players: usize, seed: u64) {
    let s = game::<G>(players, seed, 60);
    assert!(!s.is_over(), "{}: the game should still be on", G::ID);
    let mut rng = GameRng::new(seed);
    for size in [(80, 24), (120, 40)] {
        let mut t = ReplayTable::new(s.clone()).unwrap();
        assert_eq!(t.look(), (Look::Public, None));
        same_when_scrambled(&mut t, size, &mut rng);
        // Tab offers the first seat, behind a hand-off: the screen shows no hand until Enter.
        press(&mut t, KeyCode::Tab);
        assert_eq!(t.look(), (Look::Public, Some(0)), "{}", G::ID);
        same_when_scrambled(&mut t, size, &mut rng);
        assert!(frame(&mut t, size).contains("Pass the laptop to P1"), "{}", G::ID);
        press(&mut t, KeyCode::Enter);
        assert_eq!(t.look(), (Look::Seat(0), None));
        same_when_scrambled(&mut t, size, &mut rng);
        // Every seat in turn, then back to the public table: never every hand open.
        for seat in 1..players {
            press(&mut t, KeyCode::Tab);
            assert_eq!(t.look().1, Some(seat));
            press(&mut t, KeyCode::Enter);
        }
        press(&mut t, KeyCode::Tab);
        assert_eq!(t.look(), (Look::Public, None), "{}: an unfinished game has no open look", G::ID);
    }
}

#[test]
fn an_unfinished_keltis_replay_hides_what_its_viewer_may_not_see() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        unfinished_replay_hides_what_its_viewer_may_not_see::<keltis::Keltis>(3, 1)
    });
}

#[test]
fn an_unfinished_powwow_replay_hides_what_its_viewer_may_not_see() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        unfinished_replay_hides_what_its_viewer_may_not_see::<powwow::PowWow>(3, 2)
    });
}

#[test]
fn an_unfinished_sheriff_replay_hides_what_its_viewer_may_not_see() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        unfinished_replay_hides_what_its_viewer_may_not_see::<sheriff::Sheriff>(4, 3)
    });
}

#[test]
fn an_unfinished_saboteur_replay_hides_what_its_viewer_may_not_see() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        unfinished_replay_hides_what_its_viewer_may_not_see::<saboteur::Saboteur>(5, 4)
    });
}

#[test]
fn an_unfinished_blackfleet_replay_hides_what_its_viewer_may_not_see() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        unfinished_replay_hides_what_its_viewer_may_not_see::<blackfleet::BlackFleet>(3, 5)
    });
}

/// A finished game: every seat without a hand-off, then every hand open, with each seat's
/// hidden parts named.
fn finished_replay_opens_every_hand<G: GameUi>(players: usize, seed: u64) {
    let s = game::<G>(players, seed, usize::MAX);
    assert!(s.is_over());
    let mut t = ReplayTable::new(s).unwrap();
    for seat in 0..players {
        press(&mut t, KeyCode::Tab);
        assert_eq!(t.look(), (Look::Seat(seat), None), "{}: no hand-off once the game is over", G::ID);
    }
    press(&mut t, KeyCode::Tab);
    assert_eq!(t.look().0, Look::Open);
    press(&mut t, KeyCode::PageDown);
    let shown = frame(&mut t, (120, 40));
    assert!(shown.contains("every hand open") && shown.contains("What no screen showed"), "{shown}");
    let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
    let open = G::open_lines(t.replay_mut().state(), &names);
    assert!(!open.is_empty(), "{}: the open look lists the hidden parts", G::ID);
    if G::PRIVATE {
        // Each seat's hidden hand or role is named with its player.
        assert!(names.iter().all(|n| open.iter().any(|l| l.starts_with(&format!("{n}:")))), "{open:?}");
    }
}

#[test]
fn a_finished_replay_opens_every_hand_in_every_game() {
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        finished_replay_opens_every_hand::<keltis::Keltis>(2, 6);
        finished_replay_opens_every_hand::<powwow::PowWow>(3, 7);
        finished_replay_opens_every_hand::<sheriff::Sheriff>(3, 8);
        finished_replay_opens_every_hand::<saboteur::Saboteur>(3, 9);
        finished_replay_opens_every_hand::<blackfleet::BlackFleet>(3, 10);
    });
}

#[test]
fn every_listed_replay_key_acts_and_any_other_says_it_does_nothing() {
    use KeyCode::*;
    tavolo::i18n::with_lang(tavolo::i18n::Lang::En, || {
        let finished = game::<keltis::Keltis>(2, 11, usize::MAX);
        let unfinished = game::<keltis::Keltis>(2, 11, 30);
        let keys: Vec<KeyCode> = ('a'..='z')
            .map(Char)
            .chain([
                Char('?'),
                Char(' '),
                Left,
                Right,
                Up,
                Down,
                PageUp,
                PageDown,
                Home,
                End,
                Tab,
                Enter,
                Esc,
                F(1),
            ])
            .collect();
        // At the deal, in the middle, at the end, and on a hand-off.
        let starts: Vec<(&str, Session<keltis::Keltis>, Vec<KeyCode>)> = vec![
            ("deal", finished.clone(), vec![]),
            ("middle", finished.clone(), vec![PageDown, PageDown]),
            ("end", finished.clone(), vec![End]),
            ("hand-off", unfinished.clone(), vec![Right, Tab]),
        ];
        for (label, s, before) in starts {
            for &k in &keys {
                let mut t = ReplayTable::new(s.clone()).unwrap();
                for &b in &before {
                    press(&mut t, b);
                }
                let was = frame(&mut t, (100, 30));
                let listed = t.hints().iter().any(|h| h.matches(&KeyEvent::new(k, KeyModifiers::NONE)));
                let exit = press(&mut t, k);
                let now = frame(&mut t, (100, 30));
                if listed {
                    assert!(
                        exit != TableExit::Stay || now != was,
                        "{label}: {k:?} is listed but did nothing"
                    );
                    assert!(!now.contains("does nothing"), "{label}: {k:?} is listed but refused");
                } else {
                    assert_eq!(exit, TableExit::Stay, "{label}: {k:?} is not listed but left");
                    assert!(
                        now.contains("That key does nothing now"),
                        "{label}: {k:?} unlisted, unsaid:\n{now}"
                    );
                }
            }
        }
    });
}
