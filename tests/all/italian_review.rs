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
    assert_eq!(it(&msg!("sheriff-enter-offers", n = 1), &[]), "Invio per offrirla.");
    assert_eq!(it(&msg!("sheriff-enter-offers", n = 2), &[]), "Invio per offrirle.");
    assert_eq!(it(&msg!("sheriff-enter-discards", n = 2), &[]), "Invio per scartarle.");
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
    let heads = ["Nome", "colore", "mano", "vinc.", "inc.", "imb."];
    assert!(header.split_whitespace().collect::<Vec<_>>().ends_with(&heads), "{header}");
    // The tasks heading of the side column stays on one row, as the English does.
    assert!(wide.contains("Incarichi (da solo / a testa in due)"), "{wide}");
    // Two players to a row at 80×24, under one way of abbreviating, whole.
    let small = with_lang(Lang::It, || render(&mut t, 80, 24));
    let header = small.lines().find(|l| l.contains("colore")).expect("the players table");
    let words: Vec<&str> = header.split_whitespace().filter(|w| *w != "│").collect();
    assert_eq!(words, [heads, heads].concat(), "{small}");
}

// ── The shell: false friends, one word for the log, round, the yes key, dates ──

fn t_it(m: Msg) -> String {
    it(&m, &[])
}

#[test]
fn the_shell_says_what_it_means_in_italian() {
    // "? su Tavolo" was a calque; "nuovo seme" is a card suit; "cambio di mano" a new deal.
    assert_eq!(t_it(msg!("hint-about")), "aiuto");
    assert_eq!(t_it(msg!("hint-rematch")), "rivincita (nuove carte)");
    assert_eq!(t_it(msg!("table-handoff-title", game = "Keltis")), "Keltis · passaggio del portatile");
    assert_eq!(t_it(msg!("table-your-result")), "Solo per te");
    assert_eq!(
        t_it(msg!("setup-where-note")),
        "Lo raggiunge solo ssh da questo computer: aprilo alla rete per gli altri."
    );
    assert_eq!(t_it(msg!("hint-press-them")), "da premere");
    // One word for the log: registro.
    assert_eq!(t_it(msg!("hint-log")), "registro");
    assert_eq!(
        t_it(msg!("overlay-log-title", game = "Keltis", who = "Giulia")),
        "Keltis — registro visto da Giulia"
    );
    assert_eq!(t_it(msg!("log-title", key = "l")), "Registro, dal più recente · l registro intero");
    let news = |since| msg!("log-title-new", mark = "• ", n = 2, since = Arg::Id(since), key = "l");
    assert_eq!(t_it(news("turn")), "Registro, dal più recente · • 2 novità dal tuo ultimo turno · l intero");
    // Pow Wow has no turn of one's own.
    assert_eq!(t_it(news("live")), "Registro, dal più recente · • 2 novità · l intero");
    assert_eq!(en(&news("live"), &[]), "Log, newest first · • 2 new · l full log");
    assert_eq!(en(&news("turn"), &[]), "Log, newest first · • 2 new since your last turn · l full log");
    // Round, as the rulebook, the title and the results say.
    assert_eq!(t_it(msg!("log-round-turn", round = 1, turn = 3)), "── round 1 · turno 3 ──");
    for (file, _, text) in tavolo::i18n::FILES {
        assert!(
            !text.contains("manche") && !text.contains("diario"),
            "it/{file}.ftl still says manche or diario"
        );
    }
    for help in ["tavolo", "keltis", "powwow", "sheriff", "saboteur", "blackfleet"] {
        let text = std::fs::read_to_string(format!("assets/help/it/{help}.md")).unwrap();
        assert!(!text.contains("diario") && !text.contains("CAMBI DI MANO"), "help/it/{help}.md");
    }
}

#[test]
fn the_overwrite_question_takes_s_for_si_in_italian_and_says_so() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use tavolo::ui::saving::{Named, Naming};
    let dir = save_dir("it-review-overwrite");
    std::fs::write(dir.join("sera.json"), "{}").unwrap();
    let press = |n: &mut Naming, c: KeyCode| n.key(KeyEvent::new(c, KeyModifiers::NONE), &dir);
    let ask = |n: &mut Naming| {
        for c in "sera".chars() {
            press(n, KeyCode::Char(c));
        }
        press(n, KeyCode::Enter);
        assert!(n.asking());
    };
    with_lang(Lang::It, || {
        let mut n = Naming::default();
        ask(&mut n);
        let line: String = n.line().spans.iter().map(|s| s.content.to_string()).collect();
        assert!(line.ends_with("esiste già. Sovrascriverlo? s sì · n no"), "{line}");
        let bar: Vec<String> = n.hints().iter().map(|h| format!("{} {}", h.key, h.what)).collect();
        assert_eq!(bar[0], "s sovrascrivi", "{bar:?}");
        // `y` is not named, so it does nothing; `s` overwrites.
        assert_eq!(press(&mut n, KeyCode::Char('y')), Named::Typing);
        assert!(n.asking());
        assert_eq!(press(&mut n, KeyCode::Char('s')), Named::Save(dir.join("sera.json")));
    });
    with_lang(Lang::En, || {
        let mut n = Naming::default();
        ask(&mut n);
        let line: String = n.line().spans.iter().map(|s| s.content.to_string()).collect();
        assert!(line.ends_with("exists. Overwrite it? y yes · n no"), "{line}");
        assert_eq!(press(&mut n, KeyCode::Char('s')), Named::Typing);
        assert_eq!(press(&mut n, KeyCode::Char('y')), Named::Save(dir.join("sera.json")));
    });
}

#[test]
fn the_saves_list_writes_dates_day_first_in_italian() {
    use tavolo::catalog::REGISTRY;
    use tavolo::ui::app::App;
    let dir = save_dir("it-review-dates");
    let players = vec![Player::human("Giulia"), Player::human("Niccolò")];
    let s = Session::<tavolo::games::keltis::Keltis>::new(
        players,
        Setup { players: 2, first: Some(0), seed: 4 },
        Default::default(),
    )
    .unwrap();
    s.save_to(&dir.join("venerdi.json")).unwrap();
    let [y, m, d, ..] = tavolo::engine::save::civil_time(tavolo::engine::save::unix_now());
    let list = |lang| {
        with_lang(lang, || {
            let mut app = App::new(REGISTRY, App::picker(REGISTRY, &dir), &dir, None);
            for _ in 0..REGISTRY.len() {
                app.key(
                    crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Down),
                    std::time::Instant::now(),
                );
            }
            app.key(
                crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Enter),
                std::time::Instant::now(),
            );
            let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
            term.draw(|f| app.draw(f)).unwrap();
            crate::common::buffer_text(&term)
        })
    };
    let italian = list(Lang::It);
    assert!(italian.contains(&format!("{d:02}/{m:02}/{y:04} ")), "{italian}");
    let english = list(Lang::En);
    assert!(english.contains(&format!("{y:04}-{m:02}-{d:02} ")), "{english}");
}

#[test]
fn an_unknown_option_lists_names_that_can_be_typed() {
    use tavolo::catalog::REGISTRY;
    let g = REGISTRY.iter().find(|g| g.id() == "saboteur").unwrap();
    // D6: "classic-rules-(base-game,-3–10-players)" could not be typed as it was shown.
    let said =
        with_lang(Lang::It, || g.choices_from(&["foo".to_string()]).err().map(|e| tavolo::i18n::tr(&e)));
    assert_eq!(
        said.as_deref(),
        Some("Opzione sconosciuta \"foo\". Le opzioni sono: classic-rules, no-nuggets-with-a-broken-tool.")
    );
    assert!(g.choices_from(&["classic".to_string()]).is_ok());
}

#[test]
fn the_help_example_names_a_save_in_italian() {
    assert_eq!(t_it(msg!("cli-ex-save-file")), "saves/venerdi.json");
    assert_eq!(en(&msg!("cli-ex-save-file"), &[]), "saves/friday.json");
}

// ── Keltis: viola like every other game, counts that agree, labels that say what they count ──

#[test]
fn keltis_says_viola_and_counts_what_it_shows() {
    let colour = |c| t_it(msg!("keltis-colour", colour = Arg::Id(c)));
    assert_eq!(colour("purple"), "Viola");
    assert_eq!(t_it(msg!("keltis-row", colour = Arg::Id("purple"))), "fila viola");
    assert_eq!(
        t_it(msg!("keltis-new-cards", n = 1, cards = "B5")),
        "nuova (appena pescata, sottolineata): B5"
    );
    assert_eq!(
        t_it(msg!("keltis-new-cards", n = 2, cards = "B5 V7")),
        "nuove (appena pescate, sottolineate): B5 V7"
    );
    assert_eq!(en(&msg!("keltis-new-cards", n = 1, cards = "B5"), &[]), "new (just drawn, underlined): B5");
    assert_eq!(
        it(&msg!("keltis-title-play", who = Arg::Seat(0), deck = 55, ends = 0), &["Giulia"]),
        "Keltis · tocca a Giulia · mazzo 55 · file chiuse 0/5"
    );
    assert_eq!(t_it(msg!("keltis-pts", n = 0)), "carte punti 0");
    assert_eq!(t_it(msg!("keltis-panel-a-card")), "+1 per carta");
    let help = std::fs::read_to_string("assets/help/it/keltis.md").unwrap();
    assert!(!help.contains("Enter") && !help.contains("orpora") && !help.contains("dopo di lei"), "{help}");
    // The v b g r p line wrapped back under the key column at 80 columns: it fits the help box now.
    let keys = help.lines().find(|l| l.starts_with("  v b g r p")).unwrap();
    assert!(keys.chars().count() <= 78, "{keys}");
}

#[test]
fn keltis_table_reads_viola_and_the_drawn_card_agrees_at_80x24() {
    let players = vec![Player::human("Giulia"), Player::human("Niccolò")];
    let s = Session::new(players, Setup { players: 2, first: Some(0), seed: 4 }, Default::default()).unwrap();
    let mut t: tavolo::ui::GameTable<tavolo::games::keltis::Keltis> =
        tavolo::ui::GameTable::new(s, save_dir("it-review-keltis"));
    let screen = with_lang(Lang::It, || {
        for _ in 0..2 {
            crate::common::press(&mut t, crossterm::event::KeyCode::Enter);
        }
        render(&mut t, 80, 24)
    });
    assert!(screen.contains("│ Viola │") && !screen.contains("Porpora"), "{screen}");
    assert!(screen.contains("ancora nessuna fila · carte punti 0"), "{screen}");
    assert!(screen.contains("· file chiuse 0/5"), "{screen}");
}

// ── Pow Wow: who claims (not complaints), decimal comma, unowned tribes whole ──

#[test]
fn pow_wow_lines_read_as_italian() {
    let claimed =
        msg!("powwow-log-claimed", who = Arg::Seat(0), kind = Arg::Id("chief"), secs = Arg::Id("0.79"));
    assert_eq!(it(&claimed, &["Niccolò"]), "Niccolò gioca il Capo (+0,79 s)");
    assert_eq!(en(&claimed, &["Niccolò"]), "Niccolò played the Chief (+0.79 s)");
    assert_eq!(
        t_it(msg!("powwow-note-allies", n = 2, kind = Arg::Id("hunter"))),
        "2 Cacciatori di nessuno come alleati"
    );
    assert_eq!(
        t_it(msg!("powwow-note-allies", n = 1, kind = Arg::Id("maiden"))),
        "1 Fanciulla di nessuno come alleata"
    );
    assert_eq!(t_it(msg!("powwow-claims")), "Chi reclama");
    assert_eq!(t_it(msg!("powwow-passed")), "ha passato");
    let chief = tavolo::games::powwow::Kind::Chief.msg();
    assert_eq!(t_it(msg!("powwow-claimed", kind = chief)), "ha giocato il Capo");
    let maiden = tavolo::games::powwow::Kind::Maiden.msg();
    assert_eq!(t_it(msg!("powwow-claimed", kind = maiden)), "ha giocato la Fanciulla");
    let help = std::fs::read_to_string("assets/help/it/powwow.md").unwrap();
    assert!(help.contains("dopo il primo reclamo restano 0,8 s"), "{help}");
}

#[test]
fn pow_wow_in_italian_shows_unowned_tribes_whole_and_a_decimal_comma() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use tavolo::games::powwow::{Phase, PowWow};
    use tavolo::table_core::Table;
    let players = vec![Player::human("Giulia"), Player::human("Niccolò"), Player::bot("Bot", BotLevel::Easy)];
    let s =
        Session::<PowWow>::new(players, Setup { players: 3, first: Some(0), seed: 4 }, Default::default())
            .unwrap();
    let mut t = tavolo::ui::GameTable::new(s, save_dir("it-review-powwow"));
    // Giulia's Hunter and a buffalo face up, so the next card opens a claim window.
    use tavolo::games::powwow::{Card, Indian, Kind, Loot, Tribe};
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Red, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo)]);
    with_lang(Lang::It, || {
        t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), t.now());
        let wide = render(&mut t, 120, 40);
        // D5: "(di nessun gialla": the column now says who plays the tribe: nobody.
        assert!(!wide.contains("(di nessun"), "{wide}");
        for tribe in ["gialla", "blu"] {
            assert!(wide.lines().any(|l| l.contains(&format!("  nessuno    {tribe}"))), "{tribe}\n{wide}");
        }
        t.key(KeyEvent::new(KeyCode::Char('5'), KeyModifiers::NONE), t.now());
        let due = t.deadline().expect("the reveal is scheduled");
        t.on_timer(due);
        assert!(matches!(t.session().state.phase(), Phase::Window { .. }));
        let small = render(&mut t, 80, 24);
        let title = small.lines().next().unwrap();
        let at = title.find("RECLAMA ORA ").expect(title) + "RECLAMA ORA ".len();
        let secs: String = title[at..].chars().take_while(|c| !c.is_whitespace()).collect();
        assert!(secs.contains(',') && !secs.contains('.'), "{title}");
        // Giulia claims with her Hunter 0.3 s into the window: the claims row and the countdown.
        let at = t.now() + std::time::Duration::from_millis(300);
        t.key(KeyEvent::new(KeyCode::Char('4'), KeyModifiers::NONE), at);
        let small = render(&mut t, 80, 24);
        assert!(small.contains("Chi reclama  1. Giulia Cacciatore +0,30 s"), "{small}");
        assert!(!small.lines().any(|l| l.contains("RECLAMA ORA ▰") && l.contains('.')), "{small}");
    });
}

// ── Saboteur: tunnel, trapped women, pepite, results without articles, the nugget menu ──

#[test]
fn saboteur_lines_read_as_italian() {
    assert_eq!(t_it(msg!("saboteur-kind-tunnel")), "tunnel");
    assert_eq!(
        it(&msg!("saboteur-err-already-trapped", who = Arg::Seat(0)), &["Giulia"]),
        "Giulia ha già una carta Intrappolato! davanti."
    );
    assert_eq!(it(&msg!("saboteur-why-trapped", who = "Bot 1"), &[]), "Non vince chi è intrappolato: Bot 1.");
    assert_eq!(t_it(msg!("saboteur-front-trapped")), "Intrappolato!");
    assert_eq!(t_it(msg!("saboteur-result-trapped")), "Intrappolato!");
    assert_eq!(
        it(&msg!("saboteur-result-stole", whom = Arg::Seat(1)), &["Giulia", "Niccolò"]),
        "ha rubato 1 pepita a Niccolò"
    );
    assert_eq!(
        it(&msg!("saboteur-log-nugget-same", who = Arg::Seat(0)), &["Bot 1"]),
        "Bot 1 riceve una carta Pepita (le carte rimaste avevano tutte lo stesso valore)."
    );
    assert_eq!(
        t_it(msg!("saboteur-does-theft")),
        "Davanti a te: dopo la distribuzione delle pepite, rubi 1 pepita."
    );
    // "Invio la posa" was English word order, like Sheriff's "Invio la offre".
    assert_eq!(
        t_it(msg!("saboteur-prompt-fits")),
        "✓ Entra qui: Invio per posarla · f per girarla · Tab casella seguente"
    );
    let why = msg!("saboteur-err-not-adjacent");
    assert_eq!(
        t_it(msg!("saboteur-prompt-not-here", why = why.clone())),
        "✗ Non qui. Una carta percorso va posata accanto a una carta della miniera. (· = entra, f = entra girata; Tab salta)"
    );
    // The results' role column has the names beside it: no article.
    let role = |r| t_it(msg!("saboteur-role-column", role = Arg::Id(r)));
    assert_eq!(role("blue"), "Cercatore d'Oro blu");
    assert_eq!(role("profiteer"), "Approfittatore");
    assert_eq!(
        t_it(msg!("saboteur-result-you", role = msg!("saboteur-role-column", role = Arg::Id("blue")))),
        "Cercatore d'Oro blu (tu)"
    );
    assert_eq!(en(&msg!("saboteur-role-column", role = Arg::Id("blue")), &[]), "a blue gold-digger");
}

/// D10: choosing a Nugget card, the menu was headed by the hand card under the cursor.
#[test]
fn saboteur_the_nugget_menu_is_not_headed_by_a_hand_card() {
    use tavolo::engine::session::bot_rng;
    use tavolo::engine::{Game, Pending};
    use tavolo::games::saboteur::hand::card_line;
    use tavolo::games::saboteur::view::Phase;
    use tavolo::games::saboteur::{Mode, Options, Saboteur};
    let names = ["Giulia", "Niccolò", "Carla", "Dario"];
    let players = names.iter().map(|n| Player::human(n.to_string())).collect();
    let options = Options { mode: Mode::Classic, broken_tools_no_nuggets: false };
    let mut s =
        Session::<Saboteur>::new(players, Setup { players: 4, first: Some(0), seed: 4 }, options).unwrap();
    for step in 0..3000 {
        let Pending::Seat(seat) = s.pending() else { break };
        let view = s.state.view(Some(seat));
        if matches!(view.phase, Phase::Nuggets { cards: Some(_), .. })
            && view.hand.as_ref().is_some_and(|h| !h.is_empty())
        {
            let mut t = tavolo::ui::GameTable::resumed(s.clone(), save_dir("it-review-nuggets"));
            let screen = with_lang(Lang::It, || {
                for _ in 0..3 {
                    let screen = render(&mut t, 120, 40);
                    if !(screen.contains(": dal tuo ultimo turno (") || screen.contains("Passa il portatile"))
                    {
                        return screen;
                    }
                    crate::common::press(&mut t, crossterm::event::KeyCode::Enter);
                }
                render(&mut t, 120, 40)
            });
            let rows: Vec<&str> = screen.lines().collect();
            let menu = rows.iter().position(|l| l.starts_with("▸ Tieni una carta Pepita da")).expect(&screen);
            let hand: Vec<String> = view
                .hand
                .iter()
                .flatten()
                .map(|&c| with_lang(Lang::It, || card_line(&view, Some(c), false)))
                .collect();
            assert!(
                rows[menu - 1].trim().is_empty(),
                "{:?} heads the nugget menu (hand: {hand:?}):\n{screen}",
                rows[menu - 1]
            );
            return;
        }
        let legal = s.state.legal_actions(seat);
        let a = Saboteur::bot_action(&view, &legal, BotLevel::Normal, &mut bot_rng(4, step, seat));
        s.act(seat, a).unwrap();
    }
    panic!("no Nugget choice with cards in hand was reached");
}

// ── Black Fleet: merci gialle, doubloons earned, the navy belongs to nobody ──

#[test]
fn black_fleet_cargo_is_merci_and_the_navy_is_nobodys() {
    use tavolo::games::blackfleet::movement::Ship;
    use tavolo::games::blackfleet::words;
    assert_eq!(t_it(words::cubes(3, 0)), "3 merci gialle");
    assert_eq!(t_it(words::cubes(1, 4)), "1 merce rossa");
    assert_eq!(t_it(words::cubes(2, 3)), "2 merci viola");
    assert_eq!(en(&words::cubes(3, 0), &[]), "3 yellow");
    let names = ["Bot 1", "Giulia"];
    let entered = msg!(
        "blackfleet-merchant-entered",
        who = Arg::Seat(1),
        port = "La Barbaria",
        cubes = words::cubes(3, 0)
    );
    assert_eq!(it(&entered, &names), "La nave mercantile di Giulia entra a La Barbaria con 3 merci gialle.");
    let load = msg!(
        "blackfleet-menu-enter",
        port = "La Barbaria",
        square = "(3, 4)",
        colour = words::colour(0, 3),
        left = 13
    );
    assert_eq!(t_it(load), "Mercantile a La Barbaria (3, 4) (carica merci gialle, ne restano 13)");
    let load = msg!("blackfleet-menu-load", colour = words::colour(2, 3), port = "Maracaibo", left = 9);
    assert_eq!(t_it(load), "Carica merci verdi a Maracaibo (ne restano 9)");
    let attack = msg!(
        "blackfleet-attacked",
        who = Arg::Seat(0),
        colour = words::colour(0, 1),
        victim = Arg::Seat(1),
        pay = Arg::Id("bank"),
        total = 2,
        from = 0
    );
    assert_eq!(
        it(&attack, &names),
        "La nave pirata di Bot 1 ruba un cubo giallo alla nave mercantile di Giulia e guadagna 2 dobloni."
    );
    let moved = |ship: Ship| {
        let navy = Arg::Id(if matches!(ship, Ship::Navy(_)) { "yes" } else { "no" });
        msg!("blackfleet-moved", who = Arg::Seat(0), ship = ship.msg(), square = "(7, 5)", navy = navy)
    };
    assert_eq!(it(&moved(Ship::Navy(0)), &names), "Bot 1 muove la nave militare gialla in (7, 5).");
    assert_eq!(it(&moved(Ship::Pirate), &names), "La nave pirata di Bot 1 si muove in (7, 5).");
    assert_eq!(en(&moved(Ship::Navy(0)), &names), "Bot 1 moved the yellow navy ship to (7, 5).");
    let sank = msg!(
        "blackfleet-sank",
        who = Arg::Seat(0),
        ship = Ship::Navy(1).msg(),
        victim = Arg::Seat(1),
        n = 2,
        pardon = Arg::Id("no"),
        navy = Arg::Id("yes")
    );
    assert_eq!(it(&sank, &names), "Bot 1 affonda la nave pirata di Giulia con la nave militare viola: +2.");
    let played = msg!(
        "blackfleet-played-movement",
        who = Arg::Seat(0),
        merchant = 3,
        pirate = 2,
        navy = Arg::Id("yellow"),
        value = 1
    );
    assert_eq!(
        it(&played, &names),
        "Bot 1 gioca la carta movimento: mercantile 3 · pirata 2 · militare gialla 1."
    );
    let fortune = msg!(
        "blackfleet-menu-fortune",
        card = msg!("blackfleet-fortune-fair-wind-pirate"),
        rest = "",
        text = msg!("blackfleet-fortune-fair-wind-pirate-text")
    );
    assert_eq!(
        t_it(fortune),
        "Gioca Vento favorevole: pirata — La tua nave pirata ha +2 di movimento in questo turno."
    );
    assert!(t_it(msg!("blackfleet-panel-legend")).contains("sviluppi scoperti"));
}

/// At 80 columns the moving bar with the other navy ship lost "Esc giochi" in Italian only
/// (English kept "Esc picker"): drawn with the same keys, both bars keep every command.
#[test]
fn black_fleet_moving_hints_fit_two_rows_at_80_columns() {
    use crossterm::event::KeyCode;
    use tavolo::t;
    use tavolo::ui::keys::{self, Keys};
    use tavolo::ui::widgets::{hint, hint_bar};
    let bar = |lang| {
        with_lang(lang, || {
            let hints = vec![
                hint(Keys::ch('m'), &t!("blackfleet-hint-merchant")),
                hint(Keys::ch('p'), &t!("blackfleet-hint-pirate")),
                hint(Keys::ch('n'), &t!("blackfleet-hint-navy")),
                hint(Keys::ch('o'), &t!("blackfleet-hint-other-navy")),
                hint(keys::enter(), &t!("blackfleet-hint-do-it")),
                hint(Keys::ch('e'), &t!("blackfleet-hint-end-moves")),
                hint(Keys::ch('i'), &t!("blackfleet-hint-cards")),
                hint(keys::esc(), &t!("hint-picker")),
                hint(Keys::ch('l'), &t!("hint-log")),
                hint(Keys::ch('s'), &t!("hint-save")),
                hint(keys::rules(), &t!("hint-rules")).low(),
                hint(Keys::key(KeyCode::Char('q')), &t!("hint-quit")),
            ];
            let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 2)).unwrap();
            term.draw(|f| hint_bar(f, f.area(), &hints)).unwrap();
            crate::common::buffer_text(&term)
        })
    };
    let en = bar(Lang::En);
    assert!(en.contains("Esc picker") && en.contains("q quit"), "{en}");
    let it = bar(Lang::It);
    assert!(it.contains("e termina") && it.contains("o altra nave"), "{it}");
    assert!(it.contains("Esc giochi") && it.contains("q esci"), "{it}");
    assert_eq!(en.contains("? F1 rules"), it.contains("? F1 regole"), "{en}\n{it}");
}
