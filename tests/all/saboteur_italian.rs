//! Saboteur in Italian at 80×24: the table in every mode of a turn (choosing a card, aiming at the
//! mine, a target menu, marking cards to pass or to discard for a removal), a Theft, Classic nugget
//! cards, the round's results and the score screen show no English word and their prompt whole;
//! every menu sentence, card line, refusal and log line of whole bot games reads in Italian; the same
//! game still reads in English.

use crate::common::{press, render, save_dir};
use crossterm::event::KeyCode;
use std::collections::BTreeSet;
use tavolo::engine::session::bot_rng;
use tavolo::engine::{BotLevel, Game, Pending, Player, Session, Setup};
use tavolo::games::saboteur::cards::{Act, Card};
use tavolo::games::saboteur::hand::card_line;
use tavolo::games::saboteur::screen::describe;
use tavolo::games::saboteur::view::Phase;
use tavolo::games::saboteur::{Action, Mode, Options, Saboteur, Target};
use tavolo::i18n::{Lang, tr, with_lang};
use tavolo::t;
use tavolo::ui::GameTable;

/// Words of our English Saboteur screens and log that must not show on an Italian one ("round" is
/// the Italian rulebook's word too, "Boss" its role, "Saboteur" the game's name).
#[rustfmt::skip]
const ENGLISH: &[&str] = &[
    "the", "and", "you", "your", "card", "cards", "hand", "hands", "deck", "discard", "pass", "turn",
    "turned", "maze", "path", "pick", "lantern", "cart", "broken", "repair", "rockfall", "map", "theft",
    "off", "swap", "hats", "inspection", "inspect", "trapped", "free", "last", "geologist", "profiteer",
    "digger", "green", "blue", "door", "ladder", "crystal", "crystals", "nugget", "gold", "winner",
    "results", "score", "choose", "play", "mark", "back", "here", "move", "next", "square", "tunnel",
    "dead", "bridge", "curve", "curves", "straight", "cross", "stone", "goal", "start", "starts",
    "begins", "player", "nobody", "steal", "stole", "kept", "keep", "more", "scroll", "confirm", "role",
    "over", "game", "team", "teams", "wins", "win", "is", "of", "to", "with", "from", "fits", "not",
];

fn english_words(text: &str) -> Vec<String> {
    let words = text.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase);
    words.filter(|w| ENGLISH.contains(&w.as_str())).collect()
}

fn flat(screen: &str) -> String {
    screen.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn it<T>(f: impl FnOnce() -> T) -> T {
    with_lang(Lang::It, f)
}

/// The table of `s` at its deciding seat, past the hand-off and the catch-up page, in Italian.
fn table(s: &Session<Saboteur>) -> GameTable<Saboteur> {
    let mut t = it(|| GameTable::resumed(s.clone(), save_dir("saboteur-it")));
    for _ in 0..3 {
        let screen = it(|| render(&mut t, 80, 24));
        if !(screen.contains(": dal tuo ultimo turno (") || screen.contains("Passa il portatile")) {
            break;
        }
        press(&mut t, KeyCode::Enter);
    }
    t
}

/// Renders `t` in Italian at 80×24 and checks it: no English word, and `whole` shown uncut.
fn check(t: &mut GameTable<Saboteur>, kind: &str, whole: &[String]) -> String {
    let screen = it(|| render(t, 80, 24));
    let found = english_words(&screen);
    assert!(found.is_empty(), "{kind}: English {found:?} on the Italian screen:\n{screen}");
    for w in whole {
        assert!(flat(&screen).contains(&flat(w)), "{kind}: «{w}» cut:\n{screen}");
    }
    screen
}

fn humans(n: usize, seed: u64, mode: Mode) -> Session<Saboteur> {
    let names = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Franco"];
    let players = names[..n].iter().map(|n| Player::human(n.to_string())).collect();
    let options = Options { mode, broken_tools_no_nuggets: false };
    Session::new(players, Setup { players: n, first: Some(0), seed }, options).unwrap()
}

/// Every mode of a human turn, entered with the keys from a fresh table.
fn turn_modes(s: &Session<Saboteur>, seen: &mut BTreeSet<String>) {
    let seat = s.pending().seat().unwrap();
    let view = s.state.view(Some(seat));
    let legal = s.state.legal_actions(seat);
    let hand = view.hand.clone().unwrap_or_default();
    let title = it(|| {
        t!("saboteur-title-you", role = tavolo::games::saboteur::actions::role_short(view.role.unwrap()))
    });
    let title = if view.role == Some(tavolo::games::saboteur::payout::Role::Saboteur) {
        it(|| t!("saboteur-title-you", role = tavolo::msg!("saboteur-role-shout")))
    } else {
        title
    };
    let mut t = table(s);
    // A path card's line also says why it cannot be placed: long with a long card name, in English too.
    let blocked = view.in_front[seat].iter().any(|a| matches!(a, Act::Broken(_) | Act::Trapped));
    let line = it(|| card_line(&view, hand.first().copied(), false));
    check(&mut t, "hand", &if blocked { vec![title] } else { vec![title, line] });
    seen.insert("hand".into());
    let aim = |card: Card| {
        match card {
        Card::Path(p) => legal.iter().any(|a| matches!(a, Action::Place { card, .. } if *card == p)),
        Card::Action(a) => legal.iter().any(|x| matches!(x, Action::Play { card, target } if *card == a && !matches!(target, Target::Yourself))),
    }
    };
    for (i, &card) in hand.iter().enumerate().filter(|(_, c)| aim(**c)) {
        let mut t = table(s);
        for _ in 0..i {
            press(&mut t, KeyCode::Right);
        }
        press(&mut t, KeyCode::Enter);
        let (kind, prompt) = match card {
            Card::Path(_) => ("aim", it(|| t!("saboteur-prompt-fits"))),
            Card::Action(Act::Rockfall | Act::Map) => ("aim action", it(|| t!("saboteur-prompt-aim-card"))),
            Card::Action(_) => ("menu", it(|| t!("saboteur-prompt-menu"))),
        };
        if kind == "aim"
            && !matches!(card, Card::Path(p) if legal.iter().any(|a| matches!(a, Action::Place { card, flipped: false, .. } if *card == p)))
        {
            continue; // fits only turned: the prompt says so instead
        }
        check(&mut t, kind, &[prompt]);
        seen.insert(kind.into());
    }
    let mut t = table(s);
    press(&mut t, KeyCode::Char('p'));
    let pass = it(|| {
        if view.mode == Mode::Classic {
            t!("saboteur-prompt-pass-classic")
        } else {
            t!("saboteur-prompt-pass")
        }
    });
    check(&mut t, "pass", &[pass]);
    seen.insert("pass".into());
    if view.mode == Mode::Saboteur2 && !view.in_front[seat].is_empty() && hand.len() >= 2 {
        let mut t = table(s);
        press(&mut t, KeyCode::Char('x'));
        check(&mut t, "remove", &[it(|| t!("saboteur-prompt-remove"))]);
        seen.insert("remove".into());
    }
}

fn phase_kind(p: &Phase) -> String {
    format!("{p:?}").chars().take_while(|c| c.is_alphanumeric()).collect()
}

/// Menus, card lines and refusals of a view, in Italian.
fn sentences(s: &Session<Saboteur>, seat: usize) -> usize {
    let view = s.state.view(Some(seat));
    let names = s.names();
    let mut n = 0;
    for a in s.state.legal_actions(seat) {
        let text = it(|| describe(&view, &names, &a));
        assert!(english_words(&text).is_empty(), "{a:?}: {text}");
        n += 1;
    }
    for &c in view.hand.iter().flatten() {
        for turned in [false, true] {
            let line = it(|| card_line(&view, Some(c), turned));
            assert!(english_words(&line).is_empty(), "{c:?}: {line}");
            // The line is the prompt row at 80×24 (a path card's may add why it cannot be placed).
            if matches!(c, Card::Action(_)) {
                assert!(line.chars().count() <= 80, "{c:?} does not fit the prompt row: {line}");
            }
        }
        if let Card::Action(act) = c
            && let Some(why) = view.table().refusal(seat, act)
        {
            let text = it(|| tr(&why));
            assert!(english_words(&text).is_empty(), "{act:?}: {text}");
        }
    }
    n
}

#[test]
fn every_saboteur_mode_and_phase_reads_in_italian_at_80x24() {
    let mut seen = BTreeSet::new();
    let mut menus = 0;
    for (seed, mode, n) in
        [(1, Mode::Saboteur2, 6), (2, Mode::Classic, 5), (3, Mode::Saboteur2, 4), (4, Mode::Classic, 4)]
    {
        let mut s = humans(n, seed, mode);
        let mut turns = 0;
        for step in 0..3000 {
            let Pending::Seat(seat) = s.pending() else { break };
            let view = s.state.view(Some(seat));
            menus += sentences(&s, seat);
            let kind = phase_kind(&view.phase);
            if kind == "Turn" && turns % 9 == 0 {
                turn_modes(&s, &mut seen);
            } else if kind != "Turn" && seen.insert(format!("{kind} {mode:?}")) {
                let names = s.names();
                let prompt = match view.phase {
                    Phase::Theft { .. } => it(|| t!("saboteur-prompt-your-theft")),
                    Phase::Nuggets { cards: Some(ref c), .. } => {
                        let cards: Vec<String> = c.iter().map(|v| v.to_string()).collect();
                        it(|| t!("saboteur-prompt-your-nuggets", cards = cards.join(", ")))
                    }
                    Phase::RoundOver { next } if view.round < 3 => it(|| {
                        tavolo::i18n::tr_named(
                            &tavolo::msg!(
                                "saboteur-prompt-next-round",
                                n = view.round + 1,
                                who = tavolo::i18n::Arg::Seat(next)
                            ),
                            &names,
                        )
                    }),
                    _ => it(|| t!("saboteur-prompt-last-round-over")),
                };
                let mut t = table(&s);
                check(&mut t, &kind, &[prompt]);
                if view.report.is_some() {
                    press(&mut t, KeyCode::Char('m'));
                    check(&mut t, &format!("{kind} maze"), &[]);
                }
            }
            turns += usize::from(kind == "Turn");
            let legal = s.state.legal_actions(seat);
            let a = Saboteur::bot_action(&view, &legal, BotLevel::Normal, &mut bot_rng(seed, step, seat));
            s.act(seat, a).unwrap();
        }
        assert_eq!(s.pending(), Pending::Over, "seed {seed}: the game ends");
        let mut t = it(|| GameTable::resumed(s.clone(), save_dir("saboteur-it")));
        let screen = it(|| render(&mut t, 80, 24));
        let found: Vec<String> = english_words(&screen);
        assert!(found.is_empty(), "score: English {found:?}:\n{screen}");
        assert!(screen.contains("round 3"), "{screen}");
        seen.insert(format!("score {mode:?}"));
        // The log, public and each seat's private lines, in Italian; in English as before.
        for seat in (0..n).map(Some).chain([None]) {
            for line in it(|| s.log_lines(seat, 0)) {
                assert!(english_words(&line.text).is_empty(), "{}", line.text);
            }
        }
        let en: Vec<String> = s.log_lines(None, 0).into_iter().map(|l| l.text).collect();
        assert!(en.iter().any(|l| l.starts_with("Round 1 of 3 begins: Anna starts.")), "{en:?}");
    }
    for kind in [
        "hand",
        "aim",
        "menu",
        "pass",
        "remove",
        "Theft Saboteur2",
        "Nuggets Classic",
        "RoundOver Saboteur2",
        "RoundOver Classic",
        "score Saboteur2",
        "score Classic",
    ] {
        assert!(seen.contains(kind), "{kind} not reached: {seen:?}");
    }
    assert!(menus > 1000, "menus of whole games: {menus}");
}

#[test]
fn the_table_still_reads_in_english() {
    let s = humans(4, 3, Mode::Saboteur2);
    let mut t = GameTable::resumed(s, save_dir("saboteur-en"));
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 120, 40);
    assert!(screen.contains("Saboteur 2 · round 1/3 · deck"), "{screen}");
    assert!(
        screen.contains("Hand") && screen.contains("Your turn: choose a card and press Enter (or x, p)"),
        "{screen}"
    );
    // Classic has no "discard two" key: its prompt names only the keys it has.
    let s = humans(4, 3, Mode::Classic);
    let mut t = GameTable::resumed(s, save_dir("saboteur-en-classic"));
    press(&mut t, KeyCode::Enter);
    press(&mut t, KeyCode::Enter);
    let screen = render(&mut t, 120, 40);
    assert!(screen.contains("choose a card and press Enter (or p)"), "{screen}");
}
