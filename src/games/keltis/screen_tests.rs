//! The Keltis screen on hand-built positions: the draw cursor, the fixed row keys of a point card,
//! the drawn card marked in the hand, the end-card counter and the layouts at each size.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::Modifier;

use super::cards::Colour::*;
use super::screen::{KeltisScreen, sorted_hand};
use super::tests::{build_row, game, give, num};
use super::*;
use crate::engine::Game;
use crate::ui::{Ctx, GameScreen, Intent};

fn press(screen: &mut KeltisScreen, g: &Keltis, seat: usize, code: KeyCode) -> Intent<Action> {
    let key = KeyEvent::new(code, KeyModifiers::NONE);
    screen.key(key, &g.view(Some(seat)), &g.legal_actions(seat), 0)
}

/// The screen of `seat` drawn at `w`×`h`: its text, row by row, and the terminal for styles.
fn draw(
    screen: &mut KeltisScreen,
    g: &Keltis,
    seat: Option<usize>,
    w: u16,
    h: u16,
) -> (String, Terminal<TestBackend>) {
    let names: Vec<String> =
        ["Anna", "Bruno", "Carla", "Dario"][..g.seats()].iter().map(|s| s.to_string()).collect();
    let bots = vec![false; g.seats()];
    let ctx = Ctx { names: &names, viewer: seat, now_ms: 0, bots: &bots, own_keyboard: false };
    let legal = seat.map(|s| g.legal_actions(s)).unwrap_or_default();
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| screen.draw(f, f.area(), &g.view(seat), &legal, &ctx)).unwrap();
    (crate::catalog::contract::buffer_text(&term), term)
}

/// Seat 0 discards onto the Red pile after Green and Yellow were discarded: it may draw from the
/// deck, Green or Yellow, not from the empty piles nor from Red.
fn drawing_position() -> Keltis {
    let mut g = game(3);
    give(&mut g, 0, &[num(Green, 3), num(Red, 5)]);
    give(&mut g, 1, &[num(Yellow, 4)]);
    g.apply(0, &Action::Discard(num(Green, 3))).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    g.apply(1, &Action::Discard(num(Yellow, 4))).unwrap();
    g.apply(1, &Action::Draw(Source::Deck)).unwrap();
    let c = g.hand(2)[0];
    g.apply(2, &Action::Discard(c)).unwrap();
    g.apply(2, &Action::Draw(Source::Pile(c.suit())))
        .unwrap_or_else(|_| g.apply(2, &Action::Draw(Source::Deck)).unwrap());
    g.apply(0, &Action::Discard(num(Red, 5))).unwrap();
    g
}

#[test]
fn the_draw_cursor_skips_empty_piles_and_the_pile_just_discarded_onto() {
    let g = drawing_position();
    let mut open: Vec<Source> = g
        .legal_actions(0)
        .into_iter()
        .filter_map(|a| if let Action::Draw(s) = a { Some(s) } else { None })
        .collect();
    assert!(open.len() >= 3 && !open.contains(&Source::Pile(Suit::Colour(Red))), "{open:?}");
    let mut screen = KeltisScreen::default();
    let mut seen = Vec::new();
    for _ in 0..2 * open.len() {
        match acted(press(&mut screen, &g, 0, KeyCode::Enter)) {
            Some(Action::Draw(s)) => seen.push(s),
            other => panic!("Enter draws, not {other:?}"),
        }
        press(&mut screen, &g, 0, KeyCode::Right);
    }
    let twice: Vec<Source> = open.iter().chain(open.iter()).copied().collect();
    assert_eq!(seen, twice, "→ visits exactly the sources one may draw from, in table order");
    // ← goes the other way round, from the deck to the last open pile.
    press(&mut screen, &g, 0, KeyCode::Left);
    open.rotate_right(1);
    assert_eq!(acted(press(&mut screen, &g, 0, KeyCode::Enter)), Some(Action::Draw(open[0])));
    // On screen the Red pile is marked as the player's own discard.
    let (text, _) = draw(&mut KeltisScreen::default(), &g, Some(0), 80, 24);
    assert!(text.contains("[R:5✕]"), "{text}");
    let (text, _) = draw(&mut KeltisScreen::default(), &g, Some(0), 120, 40);
    assert!(text.contains("┌yours") && text.contains("R5 ✕"), "{text}");
    // Another seat watching sees the pile closed, not called its own.
    let (text, _) = draw(&mut KeltisScreen::default(), &g, Some(1), 120, 40);
    assert!(!text.contains("yours") && text.contains("R5 ✕"), "{text}");
}

/// Seat 0 holds pt5; its Green row ends with 5 and its Red row with 5 too.
fn point_card_position(green_last: u8) -> Keltis {
    let mut g = game(3);
    give(&mut g, 0, &[Card::Point(5)]);
    build_row(&mut g, 0, Green, &[num(Green, green_last)]);
    build_row(&mut g, 0, Red, &[num(Red, 3), num(Red, 5)]);
    g
}

fn choose_point_card(g: &Keltis) -> KeltisScreen {
    let mut screen = KeltisScreen::default();
    let at = sorted_hand(&g.view(Some(0))).iter().position(|c| *c == Card::Point(5)).unwrap();
    for _ in 0..at {
        press(&mut screen, g, 0, KeyCode::Right);
    }
    assert!(matches!(press(&mut screen, g, 0, KeyCode::Enter), Intent::None), "a row choice opens");
    screen
}

#[test]
fn a_point_card_row_has_the_same_key_every_time() {
    let g = point_card_position(5);
    let mut screen = choose_point_card(&g);
    let hints: Vec<String> = screen
        .hints(&g.view(Some(0)), &g.legal_actions(0))
        .iter()
        .map(|h| format!("{} {}", h.key, h.what))
        .collect();
    assert_eq!(hints, ["g Green row", "r Red row", "Enter point row", "Esc cancel"]);
    let (text, _) = draw(&mut screen, &g, Some(0), 80, 24);
    assert!(text.contains("Lay pt5 into: g Green row   r Red row   Enter point row   Esc cancel"), "{text}");
    let lay = |row| Some(Action::Lay { card: Card::Point(5), row });
    assert_eq!(acted(press(&mut screen, &g, 0, KeyCode::Char('r'))), lay(Suit::Colour(Red)));
    // With Green no longer open for it, Red keeps its key and Green's key does nothing.
    let g = point_card_position(4);
    let mut screen = choose_point_card(&g);
    let hints: Vec<String> =
        screen.hints(&g.view(Some(0)), &g.legal_actions(0)).iter().map(|h| h.key.clone()).collect();
    assert_eq!(hints, ["r", "Enter", "Esc"]);
    // (The table refuses it, as any key the bar does not list.)
    assert!(matches!(press(&mut screen, &g, 0, KeyCode::Char('g')), Intent::None));
    assert_eq!(acted(press(&mut screen, &g, 0, KeyCode::Enter)), lay(Suit::Points));
    // Esc gives the choice up.
    let mut screen = choose_point_card(&g);
    assert!(matches!(press(&mut screen, &g, 0, KeyCode::Esc), Intent::None));
    assert_eq!(screen.hints(&g.view(Some(0)), &g.legal_actions(0))[0].key, "←→");
}

/// The action an intent takes, if any.
fn acted(intent: Intent<Action>) -> Option<Action> {
    match intent {
        Intent::Act(a) => Some(a),
        _ => None,
    }
}

/// Where `needle` is on a drawn terminal (column, row), found cell by cell.
fn find(term: &Terminal<TestBackend>, needle: &str) -> Option<(u16, u16)> {
    let buf = term.backend().buffer();
    let n = needle.chars().count() as u16;
    for y in 0..buf.area.height {
        for x in 0..buf.area.width.saturating_sub(n - 1) {
            let s: String = (x..x + n).map(|i| buf[(i, y)].symbol().to_string()).collect();
            if s == needle {
                return Some((x, y));
            }
        }
    }
    None
}

#[test]
fn the_cards_just_drawn_are_marked_in_the_hand() {
    let mut g = game(3);
    give(&mut g, 0, &[num(Green, 5), Card::Point(5)]);
    g.apply(0, &Action::Wish(num(Green, 5), Card::Point(5))).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    g.apply(0, &Action::Draw(Source::Deck)).unwrap();
    let drawn = g.drawn(0).to_vec();
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let (text, term) = draw(&mut KeltisScreen::default(), &g, Some(0), w, h);
        for card in &drawn {
            let label =
                if w < 100 && !text.contains("┌new") { format!("[+{card}]") } else { format!("[{card}]") };
            let (x, y) = find(&term, &label).unwrap_or_else(|| panic!("{label} missing at {w}×{h}:\n{text}"));
            let cell = &term.backend().buffer()[(x, y)];
            assert!(cell.modifier.contains(Modifier::UNDERLINED), "{card} not underlined at {w}×{h}");
        }
        assert_eq!(text.matches("┌new").count() + text.matches("[+").count(), 2, "{w}×{h}:\n{text}");
        let note = text.lines().find(|l| l.contains("new (just drawn, underlined):")).expect("a note");
        assert!(drawn.iter().all(|c| note.contains(&c.to_string())), "{note}");
    }
    // Nobody else sees them marked.
    let (text, _) = draw(&mut KeltisScreen::default(), &g, Some(1), 120, 40);
    assert!(!text.contains("┌new") && !text.contains("just drawn"), "{text}");
}

#[test]
fn the_title_counts_the_rows_closed_by_end_cards() {
    let mut g = game(3);
    let (text, _) = draw(&mut KeltisScreen::default(), &g, Some(0), 80, 24);
    let want = format!("Keltis · Anna's turn · deck {} · end cards 0/5 rows", g.deck_len());
    assert!(text.lines().next().unwrap().contains(&want), "{text}");
    build_row(&mut g, 1, Blue, &[Card::End(Blue), Card::End(Blue)]);
    build_row(&mut g, 2, Red, &[num(Red, 4), Card::End(Red)]);
    let (text, _) = draw(&mut KeltisScreen::default(), &g, Some(0), 80, 24);
    assert!(
        text.lines().next().unwrap().contains("end cards 2/5 rows"),
        "two ends in one row count once:\n{text}"
    );
}

#[test]
fn big_terminals_show_the_rows_grid_tiles_and_the_scoring_panel() {
    let s = fixtures::mid_game(2, 8);
    for (w, h) in [(120, 40), (200, 50)] {
        let (text, _) = draw(&mut KeltisScreen::default(), &s.state, Some(0), w, h);
        for needle in [
            "Rows · (points if the game ended now)",
            "Anna (you)",
            "Dario",
            "Middle & scoring",
            "9+: +10",
            "Piles",
            "Hand",
        ] {
            assert!(text.contains(needle), "{needle} missing at {w}×{h}:\n{text}");
        }
        // Each colour row of each player is in the grid with its points.
        for c in Colour::ALL {
            let line = text.lines().find(|l| l.contains(&format!("{} {}", c.letter(), c.msg()))).unwrap();
            let grid = line.split("│ │").next().unwrap();
            let scored = grid.matches("(+").count() + grid.matches("(-").count();
            assert_eq!(scored + grid.matches('–').count(), 4, "{line}");
        }
    }
}

/// English words of the Keltis screen that must not appear when it is shown in Italian.
const ENGLISH: &[&str] = &[
    "Hand", "Piles", "deck", "row", "rows", "stones", "none", "turn", "draws", "now", "total", "cards",
    "Discards", "Draw", "end", "END", "point", "points", "Green", "Blue", "Yellow", "Red", "Purple", "you",
    "new", "lay", "cannot", "Middle", "scoring", "Final", "over", "hidden", "left", "hand",
];

fn assert_no_english(text: &str, what: &str) {
    let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
    for w in ENGLISH {
        assert!(!words.contains(w), "{what}: English \"{w}\" on the Italian screen:\n{text}");
    }
}

/// Every phase the screen has, drawn in Italian at 80×24 (and 120×40): no English word, and the
/// title and the line under the hand are whole (Italian runs longer).
#[test]
fn every_phase_in_italian_at_80x24_shows_no_english_and_cuts_nothing() {
    use crate::i18n::{Lang, tr_named, with_lang};
    let names: Vec<String> = ["Anna", "Bruno", "Carla"].iter().map(|s| s.to_string()).collect();
    // Play: a point card that fits two rows is being placed (the row choice is shown).
    let mut play = game(3);
    give(&mut play, 0, &[num(Red, 6), Card::Point(6), Card::End(Purple)]);
    play.apply(0, &Action::Lay { card: num(Red, 6), row: Suit::Colour(Red) }).unwrap();
    play.apply(0, &Action::Draw(Source::Deck)).unwrap();
    for s in 1..3 {
        let c = play.hand(s)[0];
        play.apply(s, &Action::Discard(c)).unwrap();
        play.apply(s, &Action::Draw(Source::Deck)).unwrap();
    }
    // Final placements and the end.
    let mut last = game(3);
    build_row(&mut last, 1, Green, &[Card::End(Green)]);
    build_row(&mut last, 1, Blue, &[Card::End(Blue)]);
    build_row(&mut last, 2, Red, &[Card::End(Red)]);
    build_row(&mut last, 2, Yellow, &[Card::End(Yellow)]);
    give(&mut last, 0, &[Card::End(Purple)]);
    last.apply(0, &Action::Lay { card: Card::End(Purple), row: Suit::Colour(Purple) }).unwrap();
    let mut over = last.clone();
    while let crate::engine::Pending::Seat(s) = over.pending() {
        over.apply(s, &Action::Done).unwrap();
    }
    with_lang(Lang::It, || {
        let mut choosing = KeltisScreen::default();
        let hand = sorted_hand(&play.view(Some(0)));
        let i = hand.iter().position(|c| *c == Card::Point(6)).unwrap();
        for _ in 0..i {
            press(&mut choosing, &play, 0, KeyCode::Right);
        }
        assert!(matches!(press(&mut choosing, &play, 0, KeyCode::Enter), Intent::None), "two rows: a choice");
        let drawing = drawing_position();
        let cases: Vec<(&str, KeltisScreen, &Keltis, Option<usize>)> = vec![
            ("play", KeltisScreen::default(), &play, Some(0)),
            ("point card row choice", choosing, &play, Some(0)),
            ("draw", KeltisScreen::default(), &drawing, Some(0)),
            ("public table", KeltisScreen::default(), &play, None),
            ("final placements", KeltisScreen::default(), &last, Some(1)),
            ("game over", KeltisScreen::default(), &over, Some(0)),
        ];
        for (what, screen, g, seat) in cases {
            for (w, h) in [(80, 24), (120, 40)] {
                let mut screen = screen.clone();
                let (text, _) = draw(&mut screen, g, seat, w, h);
                assert_no_english(&text, what);
                let title = text.lines().next().unwrap().trim_end();
                assert!(title.starts_with("Keltis · "), "{what}: {title}");
                if what == "final placements" {
                    // Who may still lay is what matters: whole, beside the rules corner.
                    assert!(
                        title.starts_with("Keltis · piazzamenti finali: Bruno può piazzarne ancora 2 "),
                        "{title}"
                    );
                    assert!(title.ends_with(" ? regole"), "{w}×{h}: {title}");
                }
                let (view, legal) = (g.view(seat), seat.map(|s| g.legal_actions(s)).unwrap_or_default());
                assert!(screen.hints(&view, &legal).iter().all(|h| !h.what.is_empty()));
                if let Some(me) = seat.filter(|_| g.phase() != Phase::Over) {
                    let hand: Vec<_> = sorted_hand(&view);
                    let cards = screen.hand_cards(&view, me, &legal);
                    let note = screen.hand_note(&view, me, &legal, &cards).to_string();
                    assert!(text.contains(note.trim()), "{what} {w}×{h}: the note is cut: {note}\n{text}");
                    assert_eq!(cards.len(), hand.len());
                }
            }
        }
        let title = tr_named(
            &crate::msg!("keltis-title-play", who = crate::i18n::Arg::Seat(0), deck = 58, ends = 0),
            &names,
        );
        assert_eq!(title, "Keltis · tocca ad Anna · mazzo 58 · file chiuse 0/5");
    });
}

/// The same screen in English reads as before.
#[test]
fn the_screen_in_english_reads_as_before() {
    let g = drawing_position();
    let (text, _) = draw(&mut KeltisScreen::default(), &g, Some(0), 80, 24);
    assert!(text.starts_with("Keltis · Anna draws 1 · deck"), "{text}");
    assert!(text.contains("Draw one card: from the deck or the top of a discard pile"), "{text}");
    assert!(text.contains("Draw from [deck "), "{text}");
}

/// A player's line names the stones held by value: "stone 2" is the stone of value 2, not two.
#[test]
fn a_players_line_names_its_stones_by_value_and_counts_them_in_words() {
    let mut g = game(3);
    let line = |g: &Keltis| {
        let (text, _) = draw(&mut KeltisScreen::default(), g, Some(0), 80, 24);
        text.lines().find(|l| l.contains("(you)") && l.contains("hand ")).map_or(text.clone(), str::to_string)
    };
    assert!(line(&g).contains("no stones"), "{}", line(&g));
    g.stones[1] = Some(0);
    assert!(line(&g).contains("stone 2 ·"), "{}", line(&g));
    g.stones[4] = Some(0);
    assert!(line(&g).contains("stones 2 5 ·"), "{}", line(&g));
}

/// Home and End go to the ends of the hand, as the bar says.
#[test]
fn home_and_end_go_to_the_ends_of_the_hand() {
    let g = point_card_position(5);
    let mut screen = KeltisScreen::default();
    let hints = screen.hints(&g.view(Some(0)), &g.legal_actions(0));
    // On the first card only End moves; in the middle both.
    assert!(hints.iter().any(|h| h.key == "End" && h.what == "last card"), "{hints:?}");
    press(&mut screen, &g, 0, KeyCode::Right);
    let hints = screen.hints(&g.view(Some(0)), &g.legal_actions(0));
    assert!(hints.iter().any(|h| h.key == "Home End" && h.what == "first or last card"), "{hints:?}");
    // The card `d` would discard after these keys: End is where ← from the first card wraps to.
    let mut discard_after = |keys: &[KeyCode]| {
        for &k in keys {
            press(&mut screen, &g, 0, k);
        }
        acted(press(&mut screen, &g, 0, KeyCode::Char('d')))
    };
    let last = discard_after(&[KeyCode::Right, KeyCode::End]);
    assert_eq!(discard_after(&[KeyCode::Home, KeyCode::Left]), last);
    let first = discard_after(&[KeyCode::End, KeyCode::Home]);
    assert_eq!(discard_after(&[KeyCode::End, KeyCode::Right]), first);
    assert_ne!(first, last);
}

/// Two marked cards that make a wish are named with the key that takes the stone; one is not.
#[test]
fn two_marked_cards_that_make_a_wish_say_the_key_that_takes_it() {
    let mut g = game(3);
    give(&mut g, 0, &[num(Green, 5), Card::Point(5)]);
    let hand = sorted_hand(&g.view(Some(0)));
    let mut screen = KeltisScreen::default();
    let mark = |screen: &mut KeltisScreen, card: Card| {
        press(screen, &g, 0, KeyCode::Home);
        for _ in 0..hand.iter().position(|&c| c == card).unwrap() {
            press(screen, &g, 0, KeyCode::Right);
        }
        press(screen, &g, 0, KeyCode::Char(' '));
    };
    mark(&mut screen, num(Green, 5));
    let (one, _) = draw(&mut screen, &g, Some(0), 80, 24);
    assert!(!one.contains("takes a wishing stone"), "{one}");
    mark(&mut screen, Card::Point(5));
    for (w, h) in [(80, 24), (120, 40)] {
        let (two, _) = draw(&mut screen, &g, Some(0), w, h);
        assert!(two.contains("marked: w takes a wishing stone"), "{w}×{h}:\n{two}");
    }
}
