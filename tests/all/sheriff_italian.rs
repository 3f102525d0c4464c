//! Sheriff in Italian at 80×24: the table in each kind of decision a game reaches (draw, defence,
//! pick, offers by marking, ambush choice, scoring, a strike, the score screen) and every menu
//! sentence of a whole bot game show no English word, and the title and prompt are shown whole;
//! the same table in English still reads as before.

use crate::common::{render, save_dir, take_laptop};
use std::collections::BTreeSet;
use tavolo::engine::session::bot_rng;
use tavolo::engine::{BotLevel, Game, Pending, Player, Session, Setup};
use tavolo::games::sheriff::Sheriff;
use tavolo::games::sheriff::screen::describe;
use tavolo::games::sheriff::view::Phase;
use tavolo::i18n::{Lang, with_lang};
use tavolo::ui::GameTable;

/// Words of our English Sheriff screens and log that must not show on an Italian one.
#[rustfmt::skip]
const ENGLISH: &[&str] = &[
    "sheriff", "copper", "coin", "coins", "silver", "candlestick", "gold", "pearls", "jewels",
    "necklace", "treasure", "chest", "buy", "theft", "ambush", "robbery", "raid", "defence", "trade",
    "keep", "hand", "pile", "tasks", "task", "turn", "deck", "offer", "offers", "discard", "track",
    "next", "score", "the", "and", "your", "you", "cards", "card", "red", "yellow", "green", "blue",
    "purple", "white", "grey", "player", "nothing", "empty", "deciding", "strike", "pass", "take",
    "identical", "different", "pairs", "same", "diff", "open", "closed", "game", "over", "winnings",
];

fn english_words(text: &str) -> Vec<String> {
    let words = text.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase);
    words.filter(|w| ENGLISH.contains(&w.as_str())).collect()
}

fn phase_kind(p: &Phase) -> String {
    format!("{p:?}").chars().take_while(|c| c.is_alphanumeric()).collect()
}

#[test]
fn every_sheriff_decision_reads_in_italian_at_80x24() {
    let mut seen = BTreeSet::new();
    let mut sentences = 0;
    for seed in 0..6u64 {
        let humans =
            ["Anna", "Bruno", "Carla", "Dario"].iter().map(|n| Player::human(n.to_string())).collect();
        let mut s: Session<Sheriff> =
            Session::new(humans, Setup { players: 4, first: Some(0), seed }, Default::default()).unwrap();
        let names = s.names();
        for step in 0..2500 {
            let Some(seat) = s.pending().first() else { break };
            let view = s.state.view(Some(seat));
            let legal = s.state.legal_actions(seat);
            for a in &legal {
                let text = with_lang(Lang::It, || describe(&view, &names, a));
                assert!(english_words(&text).is_empty(), "{a:?}: {text}");
                sentences += 1;
            }
            let kind = phase_kind(&view.phase);
            if seen.insert(kind.clone()) {
                let mut t = GameTable::resumed(s.clone(), save_dir("sheriff-it"));
                take_laptop(&mut t);
                let screen = with_lang(Lang::It, || render(&mut t, 80, 24));
                let found = english_words(&screen);
                assert!(found.is_empty(), "{kind}: English {found:?} on the Italian screen:\n{screen}");
                // One laptop shows secret offers made one player at a time.
                let view = view.one_at_a_time();
                let title = with_lang(Lang::It, || tavolo::games::sheriff::text::title(&view, &names));
                let flat = screen.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(flat.contains(&title), "{kind}: title «{title}» cut:\n{screen}");
                let prompt = with_lang(Lang::It, || tavolo::games::sheriff::text::prompt(&view, &names));
                assert!(flat.contains(&prompt), "{kind}: prompt «{prompt}» cut:\n{screen}");
            }
            let a = Sheriff::bot_action(&view, &legal, BotLevel::Normal, &mut bot_rng(seed, step, seat));
            s.act(seat, a).unwrap();
        }
        if s.pending() == Pending::Over {
            // Opened in Italian: what the message line says ("game resumed") is written then.
            let mut t = with_lang(Lang::It, || GameTable::resumed(s.clone(), save_dir("sheriff-it")));
            let screen = with_lang(Lang::It, || render(&mut t, 80, 24));
            // The shared score frame names the game by its registry name (`GameUi::NAME`, "Sheriff").
            let found: Vec<String> = english_words(&screen).into_iter().filter(|w| w != "sheriff").collect();
            assert!(found.is_empty(), "score: English {found:?}:\n{screen}");
            // Each player's parts whole on the row, tie-break included ("spareggio: 7 carte").
            let parts = screen.lines().filter(|l| l.contains("(vincite +")).collect::<Vec<_>>();
            assert!(!parts.is_empty(), "{screen}");
            assert!(
                parts
                    .iter()
                    .all(|l| l.trim_end().ends_with(" carte)") || l.trim_end().ends_with(" 1 carta)")),
                "{screen}"
            );
            seen.insert("score screen".into());
        }
    }
    for kind in ["Drawn", "Defence", "Pick", "BuyOffers", "TradeOffers", "Score", "Strike", "score screen"] {
        assert!(seen.contains(kind), "{kind} not reached: {seen:?}");
    }
    assert!(sentences > 1000, "menus of whole games: {sentences}");
}

#[test]
fn the_log_of_a_game_reads_in_italian_and_in_english() {
    let players = (0..3).map(|i| Player::bot(format!("B{i}"), BotLevel::Normal)).collect();
    let mut s: Session<Sheriff> =
        Session::new(players, Setup { players: 3, first: Some(0), seed: 4 }, Default::default()).unwrap();
    while s.pending() != Pending::Over {
        s.step_bot().unwrap();
    }
    let it: Vec<String> = with_lang(Lang::It, || s.log_lines(None, 0).into_iter().map(|l| l.text).collect());
    let en: Vec<String> = s.log_lines(None, 0).into_iter().map(|l| l.text).collect();
    for line in &it {
        assert!(english_words(line).is_empty(), "{line}");
    }
    assert!(it.iter().any(|l| l.contains("Lo Sceriffo avanza")), "{it:?}");
    assert!(en.iter().any(|l| l.contains("The Sheriff moves to the")), "{en:?}");
}
