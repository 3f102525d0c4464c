//! The Sheriff table on screen, driven like a player: offers and discards made by marking cards in
//! the hand, the title during out-of-turn decisions, the track's warning before the last scoring,
//! the public discard pile, item values in the hand, the named ambush card in the log, the undo
//! hint, and the two-column layout from 120 columns with 80×24 still complete.

use crate::common::{self, press, render, save_dir, take_laptop};
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use tavolo::engine::session::bot_rng;
use tavolo::engine::{BotLevel, Game, Player, Session, Setup};
use tavolo::games::sheriff::data::data;
use tavolo::games::sheriff::screen::SheriffScreen;
use tavolo::games::sheriff::view::{Phase, SheriffView};
use tavolo::games::sheriff::{Action, Sheriff};
use tavolo::ui::{Ctx, GameScreen, GameTable, GameUi};

/// Humans only, named P0…, playing the bots' choices until `found` holds for the seat to decide
/// (its view and legal actions) or for the game.
fn session_where(
    players: usize,
    found: impl Fn(&Session<Sheriff>, &SheriffView, &[Action]) -> bool,
) -> Session<Sheriff> {
    for seed in 0..200u64 {
        let humans = (0..players).map(|i| Player::human(format!("P{i}"))).collect();
        let mut s: Session<Sheriff> =
            Session::new(humans, Setup { players, first: Some(0), seed }, Default::default()).unwrap();
        for step in 0..3000 {
            let Some(seat) = s.pending().first() else { break };
            let view = s.state.view(Some(seat));
            let legal = s.state.legal_actions(seat);
            if found(&s, &view, &legal) {
                return s;
            }
            let a = Sheriff::bot_action(&view, &legal, BotLevel::Normal, &mut bot_rng(seed, step, seat));
            s.act(seat, a).unwrap();
        }
    }
    panic!("no such Sheriff position");
}

/// The table with the laptop in front of the seat to decide.
fn table(s: Session<Sheriff>) -> GameTable<Sheriff> {
    let mut t = GameTable::resumed(s, save_dir("sheriff-screen"));
    take_laptop(&mut t);
    t
}

fn seat(t: &GameTable<Sheriff>) -> usize {
    t.session().pending().first().unwrap()
}

fn hint_keys(t: &GameTable<Sheriff>) -> Vec<String> {
    t.hints().iter().map(|h| format!("{} {}", h.key, h.what)).collect()
}

#[test]
fn a_trade_offer_is_made_by_marking_cards_with_the_rules_reason_until_legal() {
    // A Trade where the offering seat holds a Treasure chest and two other cards.
    let chest = data().item("Treasure chest").unwrap();
    let s = session_where(4, |_, v, legal| {
        let h = v.hand.clone().unwrap_or_default();
        v.phase == Phase::TradeOffers && !legal.is_empty() && h.contains(&chest) && h.len() >= 3
    });
    let mut t = table(s);
    let me = seat(&t);
    let active = t.session().state.active();
    let screen = render(&mut t, 80, 24);
    // No list of every combination: the hand is the choice.
    assert!(!screen.contains("▸ Offer"), "{screen}");
    assert!(screen.contains("Your offer: nothing marked  Offer 1 or 2 cards."), "{screen}");
    assert!(screen.contains(&format!("P{active}'s turn · now P{me} offers")), "{screen}");
    for h in ["←→ card", "space mark", "Enter offer"] {
        assert!(hint_keys(&t).contains(&h.to_string()), "{h}: {:?}", hint_keys(&t));
    }
    // Enter with nothing marked says why and does nothing.
    press(&mut t, KeyCode::Enter);
    assert!(t.last_message().unwrap().contains("Mark cards with Space"), "{:?}", t.last_message());
    assert_eq!(seat(&t), me);
    // The chest is the last card in item order: ← wraps to it.
    press(&mut t, KeyCode::Left);
    press(&mut t, KeyCode::Char(' '));
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("✓Treasure chest 13"), "{screen}");
    assert!(
        screen.contains("Your offer: Treasure chest 13  You may not offer a Treasure chest."),
        "{screen}"
    );
    press(&mut t, KeyCode::Enter);
    assert_eq!(t.last_message(), Some("You may not offer a Treasure chest."));
    // Unmark it, mark the first two cards.
    press(&mut t, KeyCode::Char(' '));
    press(&mut t, KeyCode::Right);
    press(&mut t, KeyCode::Char(' '));
    press(&mut t, KeyCode::Right);
    press(&mut t, KeyCode::Char(' '));
    let mut hand = t.session().state.view(Some(me)).hand.unwrap();
    hand.sort_unstable();
    let offered = [hand[0], hand[1]];
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Enter offers them."), "{screen}");
    press(&mut t, KeyCode::Enter);
    let log: Vec<String> = t.session().log_lines(None, 0).into_iter().map(|l| l.text).collect();
    let names: Vec<&str> = offered.iter().map(|&c| data().items[c].name.as_str()).collect();
    assert!(log.iter().any(|l| l == &format!("P{me} offers {}", names.join(", "))), "{log:?}");
}

#[test]
fn a_buy_offer_is_one_marked_card() {
    let s = session_where(3, |_, v, legal| v.phase == Phase::BuyOffers && !legal.is_empty());
    let mut t = table(s);
    let me = seat(&t);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Your offer: nothing marked  Offer exactly one card."), "{screen}");
    press(&mut t, KeyCode::Char(' '));
    let legal = t.session().state.legal_actions(me);
    let mut hand = t.session().state.view(Some(me)).hand.unwrap();
    hand.sort_unstable();
    press(&mut t, KeyCode::Enter);
    if legal.contains(&Action::Offer(hand[0])) {
        assert_ne!(t.session().pending().first(), Some(me), "the offer was made");
        assert!(t.session().log_lines(Some(me), 0).iter().any(|l| l.text.starts_with("You offered")));
    } else {
        assert_eq!(t.last_message(), Some("You may not offer a Copper coin."));
    }
}

#[test]
fn the_hand_shows_item_values_and_the_discard_pile_is_public() {
    let s = session_where(4, |s, v, legal| {
        v.phase == Phase::Score && legal.len() > 1 && s.state.view(None).discard.len() >= 2
    });
    let mut t = table(s);
    let view = t.session().state.view(Some(seat(&t)));
    let screen = render(&mut t, 80, 24);
    for (i, it) in data().items.iter().enumerate() {
        let held = view.held(i);
        let shown = match held {
            0 => None,
            1 => Some(format!("{} {}", it.name, it.value)),
            n => Some(format!("{} {} ×{n}", it.name, it.value)),
        };
        if let Some(s) = shown {
            assert!(screen.contains(&s), "{s} missing:\n{screen}");
        }
    }
    assert!(screen.contains(&format!("Discard ({})  ", view.discard.len())), "{screen}");
    let first = view.discard.iter().min().copied().unwrap();
    let n = view.discard.iter().filter(|&&c| c == first).count();
    let it = &data().items[first];
    let count =
        if n == 1 { format!("{} {}", it.name, it.value) } else { format!("{} {} ×{n}", it.name, it.value) };
    assert!(screen.contains(&format!("Discard ({})  {count}", view.discard.len())), "{screen}");
    // In two columns the pile has its own list.
    let wide = render(&mut t, 120, 40);
    assert!(wide.contains(&format!("Discard pile ({}, public)", view.discard.len())), "{wide}");
}

#[test]
fn the_track_warns_before_the_scoring_that_ends_the_game() {
    let last = data().track.len();
    let s = session_where(3, |s, v, _| v.phase == Phase::Score && s.state.sheriff() == last);
    let mut t = table(s);
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = render(&mut t, w, h);
        assert!(screen.contains("  next scoring ends the game!"), "{w}×{h}\n{screen}");
    }
    let taken = |v: &SheriffView| v.tasks.iter().map(Vec::len).sum::<usize>();
    // One space earlier, with two task cards left, the track only shows the spaces ahead.
    let s =
        session_where(3, |s, v, _| v.phase == Phase::Score && s.state.sheriff() == last - 1 && taken(v) < 7);
    let mut t = table(s);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("next: 6 N") && !screen.contains("ends the game"), "{screen}");
    // With one task card left, completing a task ends the game.
    let s = session_where(3, |s, v, _| v.phase == Phase::Score && s.state.sheriff() < last && taken(v) == 7);
    let mut t = table(s);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("  next task ends the game!"), "{screen}");
}

#[test]
fn the_striking_ambush_card_is_named_in_the_log() {
    let s = session_where(4, |s, _, _| s.log_lines(None, 0).iter().any(|l| l.text.starts_with("Ambush!")));
    let line = s.log_lines(None, 0).into_iter().rev().find(|l| l.text.starts_with("Ambush!")).unwrap().text;
    assert!(line.contains(" reveals the ") && line.contains(" card, takes one of the "), "{line}");
}

#[test]
fn undo_is_offered_only_after_keeping_the_drawn_card() {
    let s = session_where(3, |_, v, legal| {
        matches!(v.phase, Phase::Drawn { .. }) && legal.len() > 1 && legal[0] == Action::Keep
    });
    let mut t = table(s);
    assert!(!hint_keys(&t).contains(&"u undo".to_string()));
    press(&mut t, KeyCode::Enter); // Keep
    assert!(hint_keys(&t).contains(&"u undo".to_string()), "{:?}", hint_keys(&t));
    press(&mut t, KeyCode::Char('u'));
    assert!(matches!(t.session().state.view(None).phase, Phase::Drawn { .. }));
    assert!(!<Sheriff as GameUi>::HELP.contains("never after a reveal"));
    assert!(<Sheriff as GameUi>::HELP.contains("only keeping the drawn card can be taken back"));
}

#[test]
fn two_columns_from_120_and_everything_at_80x24() {
    let s = session_where(7, |s, v, legal| {
        v.phase == Phase::Score && legal.len() > 2 && s.state.view(None).discard.len() > 3
    });
    let mut t = table(s);
    let me = seat(&t);
    let narrow = render(&mut t, 80, 24);
    for part in ["Track ", "Hand ", "score once", "▸ ", "P6 "] {
        assert!(narrow.contains(part), "{part} missing at 80×24:\n{narrow}");
    }
    for (w, h) in [(120, 40), (200, 50)] {
        let wide = render(&mut t, w, h);
        // The track and the players' table header share the second row.
        let row = wide.lines().nth(1).unwrap();
        assert!(row.starts_with("Track ") && row.contains("Player") && row.contains("amb"), "{wide}");
        // Every player has a row in the side column.
        for p in 0..7 {
            assert!(wide.lines().any(|l| l.contains(&format!(" P{p} "))), "P{p} at {w}×{h}\n{wide}");
        }
        assert!(wide.contains("Tasks (first alone") && wide.contains("Hand "), "{wide}");
        let _ = me;
    }
}

/// The players' table in `text` (the side column from 120 columns): its header rows and every
/// player cell, each cell's words. Fails unless every cell reads column by column: name, colour,
/// hand, pile, task points, ambush cards, each a word of its own.
fn player_cells(text: &str, w: usize, label: &str) -> Vec<Vec<String>> {
    let side = if w >= 120 { w - w.saturating_sub(82).clamp(38, 60) } else { 0 };
    let rows: Vec<String> = text.lines().map(|l| l.chars().skip(side).collect()).collect();
    let is_header = |r: &str| {
        let words: Vec<&str> = r.split_whitespace().filter(|w| *w != "│").collect();
        words.len() >= 6 && words.chunks(6).all(|c| c == ["Player", "colour", "hand", "pile", "tasks", "amb"])
    };
    let head = rows.iter().position(|r| is_header(r)).unwrap_or_else(|| panic!("{label}: no header\n{text}"));
    let colours = ["red", "yellow", "green", "blue", "purple", "white", "grey"];
    let number = |s: &str| s == "–" || s.parse::<u32>().is_ok();
    let mut cells = Vec::new();
    for row in &rows[head + 1..] {
        let first = row.split_whitespace().next().unwrap_or("");
        if !first.trim_start_matches('▶').starts_with('P') {
            break;
        }
        for cell in row.split('│') {
            let words: Vec<String> = cell.split_whitespace().map(String::from).collect();
            let ok = words.len() >= 6
                && words[0].trim_start_matches('▶').starts_with('P')
                && colours.contains(&words[1].as_str())
                && number(&words[2])
                && number(&words[3])
                && match words.len() {
                    6 => words[4] == "–" && number(&words[5]),
                    7 => number(&words[4]) && words[5] == "pts" && number(&words[6]),
                    _ => false,
                };
            assert!(ok, "{label}: a cell does not read column by column: {cell:?}\n{text}");
            cells.push(words);
        }
    }
    cells
}

#[test]
fn every_column_of_the_players_table_reads_on_its_own() {
    for players in [3, 7] {
        // Task points and a two-digit hand: what ran into the next column at 80×24.
        let s = session_where(players, |s, v, l| {
            let p = s.state.view(None);
            v.phase == Phase::Score
                && l.len() > 1
                && v.tasks.iter().any(|d| !d.is_empty())
                && p.hand_sizes.iter().any(|&n| n >= 10)
                && p.ambush_counts.iter().any(|&n| n > 0)
        });
        let mut t = table(s);
        for (w, h) in [(80, 24), (120, 40), (200, 50)] {
            let text = render(&mut t, w, h);
            let label = format!("{players} players at {w}×{h}");
            let cells = player_cells(&text, w as usize, &label);
            assert_eq!(cells.len(), players, "{label}: every player has a cell\n{text}");
            assert_eq!(cells.iter().filter(|c| c[0].starts_with('▶')).count(), 1, "{label}\n{text}");
        }
    }
}

/// The Sheriff screen alone in the rows the table gives it (80×24 leaves 17), as text, with the
/// screen itself for its hints and keys.
fn draw(screen: &mut SheriffScreen, s: &Session<Sheriff>, seat: usize, w: u16, h: u16) -> String {
    let view = s.state.view(Some(seat));
    let legal = s.state.legal_actions(seat);
    let names = s.names();
    let bots = vec![false; names.len()];
    let ctx = Ctx { names: &names, viewer: Some(seat), now_ms: 0, bots: &bots, own_keyboard: false };
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| screen.draw(f, f.area(), &view, &legal, &ctx)).unwrap();
    common::buffer_text(&term)
}

#[test]
fn every_decision_of_whole_games_fits_80x24_and_the_rest_is_behind_d() {
    let mut behind_d = 0;
    for (players, seed) in [(7, 1), (7, 2), (5, 3), (3, 4)] {
        let humans = (0..players).map(|i| Player::human(format!("P{i}"))).collect();
        let mut s: Session<Sheriff> =
            Session::new(humans, Setup { players, first: Some(0), seed }, Default::default()).unwrap();
        for step in 0..3000 {
            let Some(seat) = s.pending().first() else { break };
            let view = s.state.view(Some(seat));
            let legal = s.state.legal_actions(seat);
            let mut screen = SheriffScreen::default();
            let text = draw(&mut screen, &s, seat, 80, 17);
            let label = format!("{players} players seed {seed} step {step}");
            assert!(text.contains("Hand "), "{label}\n{text}");
            let marked =
                matches!(view.phase, Phase::BuyOffers | Phase::TradeOffers | Phase::DiscardDown { .. });
            let decision = if marked { "Your offer: |To discard: " } else { "▸ " };
            assert!(decision.split('|').any(|d| text.contains(d)), "{label}\n{text}");
            let hints = screen.hints(&view, &legal);
            if hints.iter().any(|h| h.key == "d") {
                behind_d += 1;
                let d = KeyEvent::from(KeyCode::Char('d'));
                assert!(screen.browse(d, &view));
                let boxed = draw(&mut screen, &s, seat, 80, 17);
                assert!(boxed.contains("Discard (") && boxed.contains("Tasks "), "{label}\n{boxed}");
                assert_eq!(screen.hints(&view, &legal).len(), 1, "only closing works under the box");
            } else {
                assert!(text.contains("Discard (") && text.contains("Track "), "{label}\n{text}");
            }
            let a = Sheriff::bot_action(&view, &legal, BotLevel::Normal, &mut bot_rng(seed, step, seat));
            s.act(seat, a).unwrap();
        }
    }
    assert!(behind_d > 0, "crowded 80×24 tables put some lines behind d");
}

/// The pieces a row may never split: every "<item> <value>", "score now N", each task's label and
/// its points.
fn whole_pieces(view: &SheriffView) -> Vec<String> {
    let d = data();
    let mut v: Vec<String> = d.items.iter().map(|i| format!("{} {}", i.name, i.value)).collect();
    v.push(format!("score now {}", view.score_now()));
    for t in &d.tasks {
        v.push(tasks_label(t));
        v.push(format!("{}/{}", t.first, t.shared));
    }
    v
}

fn tasks_label(t: &tavolo::games::sheriff::data::Task) -> String {
    tavolo::games::sheriff::text::short_task(t)
}

/// Fails when a piece runs from the end of one row into the next, in either column (the side
/// column starts where the screen puts it from 120 columns).
fn assert_no_split(text: &str, w: usize, view: &SheriffView, label: &str) {
    let rows: Vec<Vec<char>> = text.lines().map(|l| l.chars().collect()).collect();
    let side_w = w.saturating_sub(82).clamp(38, 60);
    let columns: Vec<(usize, usize)> =
        if w >= 120 { vec![(0, w - side_w - 2), (w - side_w, w)] } else { vec![(0, w)] };
    for (from, to) in columns {
        let col: Vec<String> =
            rows.iter().map(|r| r[from.min(r.len())..to.min(r.len())].iter().collect()).collect();
        for pair in col.windows(2) {
            let (a, b) = (pair[0].trim_end(), pair[1].trim_start());
            let joined = format!("{a} {b}");
            for p in whole_pieces(view) {
                let n = |s: &str| s.matches(p.as_str()).count();
                assert!(n(&joined) == n(a) + n(b), "{label}: \"{p}\" split across rows\n{a}\n{b}\n\n{text}");
            }
        }
    }
}

#[test]
fn no_item_task_or_score_is_split_across_rows_at_any_size() {
    // Whole games, every decision, the screen in the rows the table leaves it at each size.
    for (players, seed) in [(7, 5), (4, 6)] {
        let names: Vec<String> = (0..players).map(|i| format!("Bot {}", i + 1)).collect();
        let humans = names.iter().map(|n| Player::human(n.clone())).collect();
        let mut s: Session<Sheriff> =
            Session::new(humans, Setup { players, first: Some(0), seed }, Default::default()).unwrap();
        for step in 0..3000 {
            let Some(seat) = s.pending().first() else { break };
            let view = s.state.view(Some(seat));
            let legal = s.state.legal_actions(seat);
            if step % 3 == 0 {
                for (w, h) in [(80u16, 17u16), (120, 31), (200, 41)] {
                    let text = draw(&mut SheriffScreen::default(), &s, seat, w, h);
                    let label = format!("{players} players seed {seed} step {step} at {w}×{h}");
                    assert_no_split(&text, w as usize, &view, &label);
                }
            }
            let a = Sheriff::bot_action(&view, &legal, BotLevel::Normal, &mut bot_rng(seed, step, seat));
            s.act(seat, a).unwrap();
        }
    }
    // And the real table at the three sizes, on a few positions.
    let positions: [fn(&SheriffView) -> bool; 3] = [
        |v| v.phase == Phase::Score && v.hand.as_ref().is_some_and(|h| h.len() > 7),
        |v| v.tasks.iter().any(|d| d.len() == 2),
        |v| v.phase == Phase::TradeChoice,
    ];
    for found in positions {
        let mut t = table(session_where(5, |_, v, l| !l.is_empty() && found(v)));
        let view = t.session().state.view(Some(seat(&t)));
        for (w, h) in [(80, 24), (120, 40), (200, 50)] {
            let text = render(&mut t, w, h);
            assert!(text.contains(&format!("score now {}", view.score_now())), "{text}");
            assert_no_split(&text, w as usize, &view, &format!("{w}×{h}"));
        }
    }
}

#[test]
fn the_players_table_shows_winnings_piles_and_task_points_but_no_score() {
    let s = session_where(4, |s, v, l| {
        !l.is_empty()
            && v.tasks.iter().any(|d| !d.is_empty())
            && s.state.view(None).winnings.iter().any(|&w| w > 0)
    });
    let view = s.state.view(None);
    let (task, done) = view.tasks.iter().enumerate().find(|(_, d)| !d.is_empty()).unwrap();
    let t = &data().tasks[task];
    let points = if done.len() == 1 { t.first } else { t.shared };
    let taker = format!("P{}", done[0]);
    let mut t = table(s);
    for (w, h) in [(120, 40), (200, 50)] {
        let text = render(&mut t, w, h);
        let header = text.lines().nth(1).unwrap();
        assert!(header.contains("pile") && header.contains("tasks") && !header.contains("score"), "{text}");
        assert!(!header.contains("won"), "{text}");
        // Every column fits the side at 120 (a 38-column side once cut "colour" to "colou").
        assert!(header.contains("colour") && text.contains("yellow"), "{text}");
        // The taker's row shows at least this task's points.
        let row = text.lines().find(|l| l.contains(&format!(" {taker} "))).unwrap();
        assert!(row.contains(" pts"), "{row}");
        let _ = points;
    }
    // One column: the same table, headed.
    let text = render(&mut t, 80, 40);
    let header = text.lines().find(|l| l.contains("Player") && l.contains("pile")).unwrap();
    assert!(header.contains("tasks") && !header.contains("score"), "{text}");
    let row = text.lines().find(|l| l.contains(&format!("{taker} ")) && l.contains(" pts")).unwrap();
    assert!(row.contains(" pts"), "{row}\n{text}");
}

#[test]
fn one_laptop_asks_secret_buy_offers_one_player_at_a_time_behind_hand_offs() {
    // Two players can offer: the rules let both choose at once, the laptop asks them in turn.
    let s = session_where(3, |s, v, _| v.phase == Phase::BuyOffers && s.pending().order().len() == 2);
    let order = s.pending().order();
    let (first, second) = (order[0], order[1]);
    let mut t = GameTable::resumed(s, save_dir("sheriff-screen"));
    let handoff = render(&mut t, 80, 24);
    assert!(handoff.contains(&format!("Pass the laptop to  P{first}")), "{handoff}");
    take_laptop(&mut t);
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains(&format!("now P{first} offers")), "{screen}");
    assert!(
        screen.contains(&format!("P{first}: deciding…")) && screen.contains(&format!("P{second}: –")),
        "{screen}"
    );
    assert!(screen.contains(&format!("P{first}: offer one card")), "{screen}");
    // The first offers (the first card it may); then the laptop goes to the second.
    let Some(Action::Offer(card)) = t.session().state.legal_actions(first).first().cloned() else { panic!() };
    let mut hand = t.session().state.view(Some(first)).hand.unwrap();
    hand.sort_unstable();
    for _ in 0..hand.iter().position(|&c| c == card).unwrap() {
        press(&mut t, KeyCode::Right);
    }
    press(&mut t, KeyCode::Char(' '));
    press(&mut t, KeyCode::Enter);
    assert_eq!(t.session().pending().order(), vec![second]);
    let handoff = render(&mut t, 80, 24);
    assert!(handoff.contains(&format!("Pass the laptop to  P{second}")), "{handoff}");
}

/// The final score heads its total column and says what the tie-break figure is.
#[test]
fn the_final_score_heads_its_totals_and_explains_the_tie_break() {
    let players = (0..4).map(|i| Player::bot(format!("B{i}"), BotLevel::Normal)).collect();
    let mut s =
        Session::<Sheriff>::new(players, Setup { players: 4, first: None, seed: 4 }, Default::default())
            .unwrap();
    while s.step_bot().unwrap() {}
    assert!(s.is_over());
    let mut t = GameTable::resumed(s, save_dir("sheriff-score"));
    let score = render(&mut t, 120, 40);
    let head = score.lines().find(|l| l.trim() == "points").unwrap_or_else(|| panic!("{score}"));
    let first = score.lines().find(|l| l.starts_with(" 1. ")).unwrap();
    assert_eq!(head.trim_end().len(), first.find(" (").unwrap().min(first.trim_end().len()) - 2, "{score}");
    assert!(score.contains("tie-break") && score.contains("more cards in their winnings pile"), "{score}");
    // The tie-break is said in plain words: the number of cards in the winnings pile.
    let words = score.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("\"tie-break\" is that number of cards"), "{score}");
}

/// Behind `b`, the final board lists what each player won, card by card by kind, with its worth.
#[test]
fn the_final_board_lists_every_winnings_pile() {
    let players = (0..7).map(|i| Player::bot(format!("B{i}"), BotLevel::Normal)).collect();
    let mut s =
        Session::<Sheriff>::new(players, Setup { players: 7, first: None, seed: 5 }, Default::default())
            .unwrap();
    while s.step_bot().unwrap() {}
    let piles = s.state.view(None).piles;
    assert!(piles.iter().any(|p| p.len() > 1), "{piles:?}");
    let mut t = GameTable::resumed(s, save_dir("sheriff-score"));
    assert!(hint_keys(&t).iter().any(|h| h.starts_with("b ")), "{:?}", hint_keys(&t));
    press(&mut t, KeyCode::Char('b'));
    for (w, h) in [(80, 24), (120, 40)] {
        let board = render(&mut t, w, h);
        assert!(board.contains("Winnings piles"), "{board}");
        for (seat, pile) in piles.iter().enumerate() {
            let worth: i32 = pile.iter().map(|&c| data().items[c].value).sum();
            let row = board.lines().position(|l| l.starts_with(&format!("B{seat} "))).expect(&board);
            // The pile's kinds with their counts, then its size and worth, on the row or those under it.
            let text: String = board.lines().skip(row).take(2).collect::<Vec<_>>().join(" ");
            let kinds = tavolo::games::sheriff::text::grouped_parts(pile);
            for k in &kinds {
                assert!(text.contains(k.as_str()), "{k} of B{seat} at {w}×{h}\n{board}");
            }
            let cards = if pile.len() == 1 { "1 card".to_string() } else { format!("{} cards", pile.len()) };
            assert!(text.contains(&format!("{cards}, {worth} points")), "B{seat} at {w}×{h}\n{board}");
        }
    }
}
