//! The Saboteur screen driven directly (state set up by hand, keys pressed, frames drawn into
//! ratatui's TestBackend as text): target menus, refusals, the aim preview and cursor, squares for
//! both orientations, tile sizes, the hand's labels and Classic results.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::cards::{Act, Card, Tool};
use super::grid::{bounds, tile_size};
use super::screen::SaboteurScreen;
use super::tests::{fresh, give, lay, path};
use super::*;
use crate::catalog::contract::{draw_screen, press_listed};
use crate::ui::{GameScreen, Intent};

struct Probe {
    g: Saboteur,
    seat: usize,
    screen: SaboteurScreen,
}

impl Probe {
    fn new(g: Saboteur, seat: usize) -> Self {
        Probe { g, seat, screen: SaboteurScreen::default() }
    }

    fn draw(&mut self, w: u16, h: u16) -> String {
        draw_screen(&mut self.screen, &self.g, self.seat, w, h)
    }

    /// Presses a key the screen's hints name (as the table would), returning what it asked for.
    fn key(&mut self, code: KeyCode) -> Intent<Action> {
        press_listed(&mut self.screen, &self.g, self.seat, code)
    }

    fn said(&mut self, code: KeyCode) -> String {
        match self.key(code) {
            Intent::Say(s) => s,
            Intent::Act(a) => panic!("acted: {a:?}"),
            _ => panic!("said nothing"),
        }
    }
}

/// The screen's line holding `needle`.
fn line_with<'a>(screen: &'a str, needle: &str) -> &'a str {
    screen.lines().find(|l| l.contains(needle)).unwrap_or_else(|| panic!("no {needle:?} in\n{screen}"))
}

/// The screen's line starting with `start`.
fn line_from<'a>(screen: &'a str, start: &str) -> &'a str {
    screen.lines().find(|l| l.starts_with(start)).unwrap_or_else(|| panic!("no line {start:?} in\n{screen}"))
}

/// The screen's line for maze row `y` (its label).
fn row(screen: &str, y: i32) -> &str {
    line_from(screen, &format!("{y:>3} "))
}

#[test]
fn a_target_menu_starts_on_another_player_and_lists_yourself_last() {
    let mut g = fresh(4, Mode::Saboteur2);
    give(&mut g, 1, &[Card::Action(Act::Broken(Tool::Pick))]);
    g.current = 1;
    let mut p = Probe::new(g, 1);
    p.draw(120, 40);
    assert!(matches!(p.key(KeyCode::Enter), Intent::None));
    let screen = p.draw(120, 40);
    let selected = line_with(&screen, "▸ ");
    assert!(selected.contains("Break P2's pick"), "the player on the left comes first:\n{screen}");
    let order: Vec<&str> = screen.lines().filter(|l| l.contains("Break ")).collect();
    assert_eq!(order.len(), 4, "{screen}");
    assert!(order[3].contains("Break your own pick"), "yourself last: {order:?}");
    // Enter acts on the selected line: the player on the left.
    match p.key(KeyCode::Enter) {
        Intent::Act(Action::Play { target: Target::Seat(2), .. }) => {}
        _ => panic!("Enter should break P2's pick"),
    }
}

#[test]
fn a_card_without_a_target_says_the_rules_reason() {
    let mut g = fresh(3, Mode::Saboteur2);
    give(&mut g, 0, &[Card::Action(Act::Theft), Card::Action(Act::Theft), Card::Action(Act::FreeAtLast)]);
    g.apply(0, &Action::Play { card: Act::Theft, target: Target::Yourself }).unwrap();
    for s in [1, 2] {
        g.apply(s, &g.legal_actions(s).into_iter().find(|a| matches!(a, Action::Pass { .. })).unwrap())
            .unwrap();
    }
    let mut p = Probe::new(g, 0);
    p.draw(80, 24);
    let hand = p.g.hands[0].clone();
    let theft = hand.iter().position(|&c| c == Card::Action(Act::Theft)).unwrap();
    for _ in 0..theft {
        p.key(KeyCode::Right);
    }
    assert_eq!(p.said(KeyCode::Enter), "You already have a Theft in front of you.");
    let free = hand.iter().position(|&c| c == Card::Action(Act::FreeAtLast)).unwrap();
    p.screen = SaboteurScreen::default();
    for _ in 0..free {
        p.key(KeyCode::Right);
    }
    assert_eq!(p.said(KeyCode::Enter), "Nobody is trapped.");
}

/// Seat 0 holds `card` and aims it at the maze (after Enter).
fn aiming(card: &str, layout: &[(&str, (i32, i32), bool)]) -> Probe {
    let mut g = fresh(3, Mode::Saboteur2);
    for (name, at, flipped) in layout {
        lay(&mut g, name, *at, *flipped);
    }
    give(&mut g, 0, &[path(card)]);
    let mut p = Probe::new(g, 0);
    p.draw(80, 24);
    assert!(matches!(p.key(KeyCode::Enter), Intent::None));
    p
}

#[test]
fn the_aim_preview_shows_north_south_arms_and_says_whether_it_fits_without_colour() {
    let mut p = aiming("straight N-S", &[]);
    p.screen.cursor = (0, 1); // under the start: fits
    let fits = p.draw(80, 17);
    // The connector rows above and below the preview carry its N and S arms.
    let rows: Vec<&str> = fits.lines().collect();
    let mid = rows.iter().position(|l| l.starts_with("  1 ")).expect("row 1");
    let col = 4 + 5 + 2; // the label, the column x = -1, then x = 0 to its centre
    let at = |r: usize| rows[r].chars().nth(col).unwrap();
    assert_eq!((at(mid - 1), at(mid), at(mid + 1)), ('│', '│', '╵'), "{fits}");
    assert!(fits.contains('✓') && fits.contains("Fits here"), "{fits}");
    p.screen.cursor = (1, 0); // east of the start: the start's E arm meets a wall
    let refused = p.draw(80, 17);
    assert!(refused.contains('✗') && refused.contains("Not here:"), "{refused}");
    assert!(!refused.contains('✓'));
    // The same at a big tile size.
    let big = p.draw(200, 40);
    assert!(big.contains('✗') && big.contains("Not here:"), "{big}");
}

#[test]
fn north_south_dead_ends_differ_from_joined_tunnels_on_the_maze() {
    let mut g = fresh(3, Mode::Saboteur2);
    lay(&mut g, "straight N-S", (0, 1), false);
    lay(&mut g, "dead end N+S", (0, -1), false);
    let mut p = Probe::new(g, 0);
    let small = p.draw(80, 17);
    assert!(small.contains('╻') || small.contains('╹'), "stubs are heavy half lines:\n{small}");
    let big = p.draw(200, 40);
    assert!(big.contains('╵') && big.contains('▪'), "a stub stops short of the centre:\n{big}");
}

#[test]
fn the_aim_cursor_stays_on_the_drawn_maze() {
    let mut p = aiming("cross", &[]);
    for _ in 0..40 {
        p.key(KeyCode::Left);
        p.key(KeyCode::Up);
    }
    let (x0, y0, _, _) = bounds(&p.g.maze);
    assert_eq!(p.screen.cursor, (x0, y0));
    for _ in 0..40 {
        p.key(KeyCode::Right);
        p.key(KeyCode::Down);
    }
    let (_, _, x1, y1) = bounds(&p.g.maze);
    assert_eq!(p.screen.cursor, (x1, y1));
    let screen = p.draw(80, 17);
    assert!(screen.contains(&format!("{y1:>3} ")), "the cursor's row is drawn:\n{screen}");
}

#[test]
fn squares_that_fit_only_turned_are_marked_f() {
    // Around the lone start a curve N-E fits south and west as it is, north and east only turned.
    let mut p = aiming("curve N-E", &[]);
    assert!(!p.screen.flipped);
    let screen = p.draw(80, 17);
    let marks = |row: &str| row.match_indices("  f  ").count();
    assert_eq!(marks(row(&screen, -1)), 1, "north: f\n{screen}");
    assert_eq!(marks(row(&screen, 0)), 1, "east: f\n{screen}");
    assert_eq!(row(&screen, 1).matches("  ·  ").count(), 1, "south: ·\n{screen}");
    p.screen.cursor = (0, -1);
    let screen = p.draw(80, 17);
    assert!(screen.contains("Fits here only turned: press f"), "{screen}");
    p.key(KeyCode::Char('f'));
    let screen = p.draw(80, 17);
    assert!(screen.contains("✓ Fits here"), "{screen}");
    assert!(row(&screen, 1).contains("  f  "), "south now needs f:\n{screen}");
}

#[test]
fn tiles_grow_with_the_terminal() {
    let g = fresh(3, Mode::Saboteur2);
    let area = |w, h| ratatui::layout::Rect::new(0, 0, w, h);
    assert_eq!(tile_size(area(80, 11), &g.maze), (5, 2));
    let (w, h) = tile_size(area(120, 18), &g.maze);
    assert!(w >= 7 && h >= 3, "120×40: {w}×{h}");
    let (w, h) = tile_size(area(200, 27), &g.maze);
    assert!(w >= 9 && h >= 3, "200×50: {w}×{h}");
    let mut p = Probe::new(g, 0);
    let big = p.draw(200, 34);
    assert_eq!(big.matches("[ ? ]").count(), 3, "{big}");
    assert!(big.contains("─────╋─────"), "the start at 11 columns:\n{big}");
    // The maze uses most of the height: at least 3 rows per card row.
    let rows = big.lines().filter(|l| l.contains('│') || l.contains('╋') || l.contains("[ ? ]")).count();
    assert!(rows >= 3, "{big}");
}

#[test]
fn the_hand_shows_every_cards_words_at_80_by_24() {
    let mut g = fresh(3, Mode::Saboteur2);
    let hand = [
        Card::Action(Act::Repair(Tool::Lantern, Some(Tool::Cart))),
        Card::Action(Act::Rockfall),
        Card::Action(Act::FreeAtLast),
        Card::Action(Act::Repair(Tool::Pick, Some(Tool::Lantern))),
        path("crystal E-S-W + stub N"),
        Card::Action(Act::SwapHats),
    ];
    give(&mut g, 0, &hand);
    let mut p = Probe::new(g, 0);
    let screen = p.draw(80, 17);
    let rows: Vec<&str> = screen.lines().skip_while(|l| !l.starts_with("Hand")).take(3).collect();
    let text = rows.join("\n");
    for word in ["Repair", "lantern", "or cart", "Rockfall", "Free at", "Last", "pick or", "Swap", "hats"] {
        assert!(text.contains(word), "{word} missing:\n{text}");
    }
    // Every word lies inside its card's slot (9 columns after "Hand ").
    let slot = |r: &str, w: &str| r.find(w).map(|b| (r[..b].chars().count() - 5) / 9);
    let words = [
        (0, "Repair", 0),
        (1, "lantern", 0),
        (2, "or cart", 0),
        (1, "Rockfall", 1),
        (1, "Free at", 2),
        (2, "Last", 2),
        (1, "pick or", 3),
        (2, "lantern", 3),
        (1, "Swap", 5),
        (2, "hats", 5),
    ];
    for (r, word, i) in words {
        assert_eq!(slot(rows[r], word), Some(i), "{word}:\n{text}");
    }
}

#[test]
fn classic_results_show_your_own_nugget_card_and_no_plus_zero() {
    let mut g = fresh(4, Mode::Classic);
    for s in 0..4 {
        super::tests::set_role(
            &mut g,
            s,
            if s == 2 { payout::Role::Saboteur } else { payout::Role::ClassicDigger },
        );
    }
    g.maze = maze::Maze::new(1);
    super::tests::corridor(&mut g, 6);
    g.current = 1;
    give(&mut g, 1, &[path("straight E-W")]);
    let Card::Path(i) = path("straight E-W") else { unreachable!() };
    g.apply(1, &Action::Place { card: i, at: (7, 0), flipped: false }).unwrap();
    while let Stage::Nuggets { cards, order } = &g.stage {
        let (seat, v) = (order[0], *cards.iter().max().unwrap());
        g.apply(seat, &Action::Keep(v)).unwrap();
    }
    let mine: Vec<String> =
        g.reports[0].nuggets.iter().filter(|(s, _)| *s == 1).map(|(_, v)| v.to_string()).collect();
    assert_eq!(mine.len(), 2, "P1 reached the gold and gets the last card too");
    let mut p = Probe::new(g, 1);
    let screen = p.draw(120, 40);
    assert!(!screen.contains("+0"), "{screen}");
    assert!(line_from(&screen, "P1  ").contains(&format!("worth {}", mine.join(" + "))), "{screen}");
    assert!(line_from(&screen, "P1  ").contains(", one given with no choice"), "{screen}");
    assert!(!screen.contains(") ("), "one pair of brackets per entry:\n{screen}");
    assert!(line_from(&screen, "P0  ").contains("(value secret)"), "{screen}");
    // P0 reads P1's line without the values.
    let mut p0 = Probe::new(p.g.clone(), 0);
    let screen = p0.draw(120, 40);
    assert!(
        line_from(&screen, "P1  ").contains("kept 2 nugget cards, one with no choice (value secret)"),
        "{screen}"
    );
}

/// A shift-arrow press, as a terminal sends it.
fn shifted(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::SHIFT)
}

/// A maze grown north from the start to row `top` (a tunnel of N–S cards).
fn grown_north(top: i32) -> Saboteur {
    let mut g = fresh(4, Mode::Saboteur2);
    let through = super::deck::deck().path_cards.iter().position(|c| c.name == "cross").unwrap();
    for y in (top..0).rev() {
        g.maze.place(through, false, (0, y)).unwrap();
    }
    g
}

impl Probe {
    /// Whether the bar lists Shift and this arrow.
    fn can_pan(&self, code: KeyCode) -> bool {
        let view = self.g.view(Some(self.seat));
        let hints = self.screen.hints(&view, &self.g.legal_actions(self.seat));
        crate::ui::widgets::takes(&hints, &shifted(code))
    }

    /// Pans with Shift and an arrow, as the table passes a key that only changes what is shown.
    fn pan(&mut self, code: KeyCode) {
        assert!(self.can_pan(code), "Shift-{code:?} is not listed");
        assert!(self.screen.browse(shifted(code), &self.g.view(Some(self.seat))));
    }
}

#[test]
fn a_grown_maze_opens_on_the_start_and_goals_and_pans_in_every_size() {
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let mut p = Probe::new(grown_north(-24), 1);
        p.g.current = 0; // not the viewer's turn: the maze still pans
        let screen = p.draw(w, h);
        for y in [-2, 0, 2] {
            assert!(row(&screen, y).len() > 4, "{w}×{h}: row {y} (start, goals) in view:\n{screen}");
        }
        assert!(
            screen.lines().any(|l| l.trim_start().starts_with("-1 ") && l.contains(" 8")),
            "x axis:\n{screen}"
        );
        assert!(screen.contains('▴') && !screen.contains('▾'), "{w}×{h}: cards lie above only:\n{screen}");
        // Only towards what lies off screen: north, until the top is in view.
        assert!(!p.can_pan(KeyCode::Down) && !p.can_pan(KeyCode::Left) && !p.can_pan(KeyCode::Right));
        for _ in 0..30 {
            if p.can_pan(KeyCode::Up) {
                p.pan(KeyCode::Up);
                p.draw(w, h);
            }
        }
        let top = p.draw(w, h);
        assert!(row(&top, -24).len() > 4, "{w}×{h}: panned to the top:\n{top}");
        assert!(top.contains('▾') && !top.contains('▴'), "{w}×{h}:\n{top}");
        // Other keys do not pan: the view stays where the viewer put it.
        assert!(!p.screen.browse(KeyEvent::new(KeyCode::Up, KeyModifiers::NONE), &p.g.view(Some(1))));
        assert_eq!(p.draw(w, h), top);
    }
}

#[test]
fn a_maze_that_fits_offers_no_panning() {
    let mut p = Probe::new(fresh(4, Mode::Saboteur2), 0);
    let screen = p.draw(120, 40);
    assert!(!line_with(&screen, "  0  ").contains(['◂', '▸', '▴', '▾']), "{screen}");
    let view = p.g.view(Some(0));
    let hints = p.screen.hints(&view, &p.g.legal_actions(0));
    assert!(!crate::ui::widgets::takes(&hints, &shifted(KeyCode::Up)), "{hints:?}");
}

#[test]
fn panning_while_aiming_takes_the_cursor_along() {
    let mut p = Probe::new(grown_north(-12), 0);
    give(&mut p.g, 0, &[path("cross")]);
    p.draw(80, 24);
    assert!(matches!(p.key(KeyCode::Enter), Intent::None));
    p.draw(80, 24);
    let before = p.screen.cursor;
    assert_eq!(before, (0, -13), "the first square the card fits, at the top");
    p.pan(KeyCode::Down);
    assert_eq!(p.screen.cursor, (before.0, before.1 + 1));
    let screen = p.draw(80, 24);
    assert!(!screen.contains("-13 "), "the view moved down a row:\n{screen}");
}

#[test]
fn a_compact_maze_puts_crystals_and_doors_on_their_own_card() {
    let mut g = fresh(3, Mode::Saboteur2);
    lay(&mut g, "crystal cross", (0, 1), false);
    lay(&mut g, "green door E-W", (1, 0), false);
    let mut p = Probe::new(g, 0);
    let screen = p.draw(80, 17);
    assert!(row(&screen, 1).contains('◆'), "the crystal on its card's row:\n{screen}");
    assert!(row(&screen, 0).contains("─G─"), "the door's letter on its card:\n{screen}");
    let marks = screen.lines().filter(|l| l.contains('◆')).count();
    assert_eq!(marks, 1, "no crystal on a connector row:\n{screen}");
}

#[test]
fn the_aim_preview_keeps_the_cards_crystal_and_door() {
    for (card, mark) in [("crystal cross", '◆'), ("green door E-W", 'G')] {
        let mut p = aiming(card, &[]);
        for (w, h) in [(80, 17), (120, 40), (200, 50)] {
            let screen = p.draw(w, h);
            let maze: String =
                screen.lines().take_while(|l| !l.starts_with("Hand")).collect::<Vec<_>>().join("\n");
            let at = maze.lines().skip(2).filter(|l| l.contains(mark)).count();
            assert_eq!(at, 1, "{card} at {w}×{h}: its mark on the preview:\n{screen}");
        }
    }
}

#[test]
fn a_refusal_at_the_cursor_is_never_cut() {
    let mut p = aiming("cross", &[]);
    p.screen.cursor = (3, -2); // far from any tunnel
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = p.draw(w, h);
        assert!(screen.contains("✗ Not here:"), "{screen}");
        assert!(screen.contains("Tab jumps)"), "{w}×{h}: the whole sentence:\n{screen}");
    }
}

/// Every face-down goal mark the maze draws is in the help's legend, in both languages.
#[test]
fn the_help_explains_every_goal_mark() {
    use crate::ui::GameUi;
    for help in [Saboteur::HELP, Saboteur::HELP_IT.unwrap()] {
        for mark in ["[ ? ]", "[ $ ]", "[ × ]"] {
            assert!(help.contains(mark), "{mark} missing from the help");
        }
    }
}

/// Every size says whose turn it is: at 80×24 the card line starts with it.
#[test]
fn the_deciding_player_is_told_it_is_their_turn_at_every_size() {
    let mut g = fresh(4, Mode::Saboteur2);
    g.current = 0;
    let mut p = Probe::new(g, 0);
    assert!(p.draw(80, 24).lines().any(|l| l.starts_with("Your turn · ")), "{}", p.draw(80, 24));
    for (w, h) in [(120, 40), (200, 50)] {
        assert!(p.draw(w, h).contains("Your turn"), "{w}×{h}:\n{}", p.draw(w, h));
    }
}
