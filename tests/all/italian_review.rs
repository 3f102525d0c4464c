//! The native speaker's review of the Italian (`shared/reviews/italian.md`), item by item: each
//! wording it asked for, rendered with the Italian bundle (the exact sentence), or drawn on an
//! Italian screen (the words whole, on one row). English stays as it was where the review found it
//! right.

use crate::common::{render, save_dir};
use tavolo::engine::{BotLevel, Player, Session, Setup};
use tavolo::games::sheriff::data::{ActionKind, data};
use tavolo::games::sheriff::words;
use tavolo::i18n::{Arg, Lang, Msg, with_lang};
use tavolo::msg;

/// `m` in Italian, seats named `names`.
fn it(m: &Msg, names: &[&str]) -> String {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    m.render(Lang::It, &names)
}

/// `m` in English, seats named `names`.
fn en(m: &Msg, names: &[&str]) -> String {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    m.render(Lang::En, &names)
}

// ── Sheriff: Perle, Gioielli and Oro have no singular or plural, so they are counted in cards ──

/// The Sheriff item whose card carries `action`.
fn item(action: ActionKind) -> usize {
    data().items.iter().position(|i| i.action == action).unwrap()
}

#[test]
fn sheriff_counts_pearls_jewels_and_gold_in_cards() {
    let (gold, pearls, jewels) =
        (item(ActionKind::Ambush), item(ActionKind::Robbery), item(ActionKind::Raid));
    let copper = item(ActionKind::Buy);
    assert_eq!(it(&words::counted(3, gold), &[]), "3 carte Oro");
    assert_eq!(it(&words::counted(1, pearls), &[]), "1 carta Perle");
    assert_eq!(it(&words::counted(2, jewels), &[]), "2 carte Gioielli");
    // A name with a plural still counts as itself.
    assert_eq!(it(&words::counted(3, copper), &[]), "3 Monete di Rame");
    assert_eq!(en(&words::counted(3, gold), &[]), "3 Gold");
    let lays = msg!("sheriff-log-lays-out", who = Arg::Seat(1), items = words::counted(3, gold));
    assert_eq!(it(&lays, &["Giulia", "Bot 2"]), "Bot 2 gioca 3 carte Oro");
    let only = msg!("sheriff-err-hold-only", n = 1, card = words::item_n(pearls, 1));
    assert_eq!(it(&only, &[]), "Hai solo 1 carta Perle.");
    assert_eq!(en(&only, &[]), "You hold only 1 Pearls.");
    let only = msg!("sheriff-err-hold-only", n = 2, card = words::item_n(copper, 2));
    assert_eq!(it(&only, &[]), "Hai solo 2 Monete di Rame.");
}

#[test]
fn sheriff_ambush_takes_one_card_and_a_set_names_how_many_were_played() {
    let (gold, pearls, necklace) =
        (item(ActionKind::Ambush), item(ActionKind::Robbery), item(ActionKind::Defence));
    let strike = msg!(
        "sheriff-log-strike",
        who = Arg::Seat(0),
        ambush = msg!("sheriff-ambush-pair", a = words::item(necklace), b = words::item(pearls)),
        card = words::item(pearls),
        target = Arg::Seat(1),
        gold = words::item(gold),
        gthe = words::the(gold)
    );
    assert_eq!(
        it(&strike, &["Niccolò", "Bot 2"]),
        "Imboscata! Niccolò rivela la carta imboscata Collana + Perle e prende una carta Perle a Bot 2, che riceve l'Oro"
    );
    let silver = item(ActionKind::Theft);
    let scores = msg!(
        "sheriff-log-scores",
        who = Arg::Seat(0),
        card = words::item(silver),
        items = words::counted(3, silver),
        n = 2
    );
    assert_eq!(
        it(&scores, &["Bot 2"]),
        "Bot 2 scambia 3 Candelabri d'Argento: 1 nel mazzo delle vincite, 2 scartate"
    );
    assert_eq!(
        en(&scores, &["Bot 2"]),
        "Bot 2 scores Silver candlestick: 1 to the winnings pile, 2 discarded"
    );
}

#[test]
fn sheriff_prompts_and_log_lines_read_as_italian() {
    let jewels = item(ActionKind::Raid);
    let drawn = msg!("sheriff-ask-drawn", who = Arg::Seat(0), card = words::valued(jewels));
    assert_eq!(
        it(&drawn, &["Bot 2"]),
        "Bot 2 ha pescato la carta Gioielli 11: tenerla o eseguirne l'azione?"
    );
    let pick = msg!("sheriff-ask-pick", who = Arg::Seat(0), target = Arg::Seat(1));
    assert_eq!(it(&pick, &["Giulia", "Niccolò"]), "Giulia: scegli la carta da prendere a Niccolò");
    assert_eq!(it(&msg!("sheriff-log-moves", n = 4), &[]), "Lo Sceriffo avanza sulla casella 4");
    assert_eq!(it(&msg!("sheriff-offered"), &[]), "ha offerto");
    assert_eq!(it(&msg!("sheriff-enter-offers"), &[]), "Invio per offrirla.");
    assert_eq!(it(&msg!("sheriff-enter-discards"), &[]), "Invio per scartarle.");
    assert_eq!(it(&msg!("score-tiebreak", t = 7), &[]), "spareggio: 7 carte");
    assert_eq!(en(&msg!("score-tiebreak", t = 7), &[]), "tie-break 7");
}

/// A Sheriff table of Giulia, Niccolò and a bot, past the hand-off, in Italian.
fn sheriff_table() -> tavolo::ui::GameTable<tavolo::games::sheriff::Sheriff> {
    let players =
        vec![Player::human("Giulia"), Player::human("Niccolò"), Player::bot("Bot 2", BotLevel::Easy)];
    let s = Session::new(players, Setup { players: 3, first: Some(0), seed: 5 }, Default::default()).unwrap();
    let mut t = tavolo::ui::GameTable::new(s, save_dir("it-review-sheriff"));
    with_lang(Lang::It, || {
        for _ in 0..3 {
            let screen = render(&mut t, 80, 24);
            if !(screen.contains("Passa il portatile") || screen.contains("Giocatori, in ordine")) {
                break;
            }
            crate::common::press(&mut t, crossterm::event::KeyCode::Enter);
        }
    });
    t
}

#[test]
fn sheriff_player_columns_fit_in_italian() {
    let mut t = sheriff_table();
    let wide = with_lang(Lang::It, || render(&mut t, 120, 40));
    // D4: the header of the names column was cut to "Giocato".
    let header = wide.lines().find(|l| l.contains("colore")).expect("the players table");
    assert!(header.contains("Nome") && !header.contains("Giocato "), "{wide}");
    assert!(header.contains("mano vinc inc    imb"), "{header}");
    // The compact cells at 80×24: one way of abbreviating, whole.
    let small = with_lang(Lang::It, || render(&mut t, 80, 24));
    assert!(small.contains("mano 3 vinc 0 inc 0 imb –"), "{small}");
}
