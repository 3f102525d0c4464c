//! The Black Fleet screen driven directly (a position set up by hand, keys pressed as the table
//! would, frames drawn into ratatui's TestBackend): Shanghaied aimed on the map, the viewer's own
//! lines and turn, and the log counting rounds as the title does.

use crossterm::event::KeyCode;

use super::super::screen::FleetScreen;
use super::*;
use crate::catalog::contract::{draw_screen, press_listed};
use crate::ui::{GameScreen, Intent};

struct Probe {
    g: BlackFleet,
    seat: usize,
    screen: FleetScreen,
}

impl Probe {
    fn draw(&mut self, w: u16, h: u16) -> String {
        draw_screen(&mut self.screen, &self.g, self.seat, w, h)
    }

    /// Presses a key the screen's hints name (as the table would), returning what it asked for.
    fn key(&mut self, code: KeyCode) -> Intent<Action> {
        press_listed(&mut self.screen, &self.g, self.seat, code)
    }

    fn hint_texts(&self) -> Vec<String> {
        let view = self.g.view(Some(self.seat));
        let legal = self.g.legal_actions(self.seat);
        self.screen.hints(&view, &legal).iter().map(|h| format!("{} {}", h.key, h.what)).collect()
    }
}

/// Seat 0 holds Shanghaied at the start of its turn; three opponents' ships are on the board.
fn shanghaied_position() -> Probe {
    let mut g = game(3);
    g.board.merchants[1] = Some((5, 0));
    g.board.pirates[1] = Some((10, 5));
    g.board.merchants[2] = Some((4, 8));
    fortune(&mut g, 0, Fortune::Shanghaied);
    g.current = 0;
    g.turn = Turn::default();
    g.stage = Stage::Choose;
    g.check().unwrap();
    Probe { g, seat: 0, screen: FleetScreen::default() }
}

/// Shanghaied's pushes (a dozen and more) are one menu line; the ship and the square it is pushed
/// to are chosen with the map cursor, as a ship's move is, and Esc steps back one choice.
#[test]
fn shanghaied_is_one_menu_line_aimed_with_the_map_cursor() {
    let mut p = shanghaied_position();
    let pushes = p.g.legal_actions(0).iter().filter(|a| matches!(a, Action::Fortune { .. })).count();
    assert!(pushes >= 10, "{pushes} pushes");
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let screen = p.draw(w, h);
        let lines = screen.lines().filter(|l| l.contains("Play Shanghaied")).count();
        assert_eq!(lines, 1, "one Shanghaied line at {w}×{h}:\n{screen}");
    }
    // The menu lists the choices in the order of the legal actions, Shanghaied where its first push is.
    let legal = p.g.legal_actions(0);
    let at = legal
        .iter()
        .filter(|a| !matches!(a, Action::Move { .. }))
        .position(|a| matches!(a, Action::Fortune { card: Fortune::Shanghaied, .. }));
    for _ in 0..at.unwrap() {
        assert!(matches!(p.key(KeyCode::Down), Intent::None));
    }
    assert!(matches!(p.key(KeyCode::Enter), Intent::None), "choosing the card plays nothing yet");
    assert!(p.hint_texts().contains(&"Enter choose ship".to_string()), "{:?}", p.hint_texts());
    let screen = p.draw(120, 40);
    assert!(
        screen.contains("Shanghaied: P1's merchant on (5, 0)"),
        "the first ship in reading order:\n{screen}"
    );
    // Enter on empty sea says what to choose; the cursor goes to the next ship with Tab.
    p.key(KeyCode::Down);
    match p.key(KeyCode::Enter) {
        Intent::Say(s) => assert!(s.contains("opponent's merchant or pirate"), "{s}"),
        _ => panic!("Enter on empty sea did something"),
    }
    p.key(KeyCode::Tab);
    assert!(p.draw(120, 40).contains("P1's pirate on (10, 5)"));
    assert!(matches!(p.key(KeyCode::Enter), Intent::None));
    let screen = p.draw(120, 40);
    assert!(screen.contains("Shanghaied: push P1's pirate to"), "{screen}");
    assert!(p.hint_texts().contains(&"Enter push here".to_string()), "{:?}", p.hint_texts());
    // Esc goes back to the choice of ship, on that ship.
    p.key(KeyCode::Esc);
    assert!(p.draw(120, 40).contains("P1's pirate on (10, 5)"));
    p.key(KeyCode::Enter);
    match p.key(KeyCode::Enter) {
        Intent::Act(a @ Action::Fortune { aim: Aim::Push { seat: 1, ship: Ship::Pirate, to }, .. }) => {
            assert!(p.g.legal_actions(0).contains(&a));
            assert_eq!(to.0.abs_diff(10) + to.1.abs_diff(5), 1, "one square from (10, 5): {to:?}");
        }
        _ => panic!("Enter on a • square pushes"),
    }
}

/// The viewer's own line says where a ship off the board is: a sunk merchant re-enters on a dock,
/// a pirate not yet on the board is off it (both were only in the log).
#[test]
fn a_ship_off_the_board_says_so() {
    let mut p = shanghaied_position(); // seat 0's merchant and pirate are off the board
    let screen = p.draw(120, 40);
    assert!(screen.contains("merchant sunk (re-enters on a free dock)"), "{screen}");
    assert!(screen.contains("pirate off the board"), "{screen}");
    p.g.board.merchants[0] = Some((4, 0));
    assert!(!p.draw(120, 40).contains("sunk"));
}

/// With only ship moves left (the pirate must enter, nothing in the menu), the turn says it is the
/// viewer's move, not that the table waits for them.
#[test]
fn only_ship_moves_left_is_your_move_not_waiting() {
    let mut g = game(3);
    g.board.merchants[0] = Some((4, 0));
    let cards = std::mem::take(&mut g.players[0].fortunes);
    g.fortune_deck.extend(cards);
    moving(&mut g, 0, (2, 3, 3));
    let legal = g.legal_actions(0);
    assert!(legal.iter().all(|a| matches!(a, Action::Move { .. })), "{legal:?}");
    let mut p = Probe { g, seat: 0, screen: FleetScreen::default() };
    let screen = p.draw(120, 40);
    assert!(
        screen.contains("Your move: a ship's key aims it") && !screen.contains("Waiting for P0"),
        "{screen}"
    );
}

/// The log counts rounds as the title does, and turns within them.
#[test]
fn the_log_heads_lines_with_the_titles_round() {
    use crate::engine::{BotLevel, Player, Session};
    let players = (0..3).map(|i| Player::bot(format!("B{i}"), BotLevel::Easy)).collect();
    let mut s =
        Session::<BlackFleet>::new(players, Setup { players: 3, first: None, seed: 2 }, Options::default())
            .unwrap();
    while s.state.turn_number() < 7 {
        s.step_bot().unwrap();
    }
    let lines = s.log_lines(None, 0);
    let round2: Vec<u32> = lines.iter().filter(|l| l.round == Some(2)).map(|l| l.turn).collect();
    assert_eq!(round2.first(), Some(&1), "{lines:#?}");
    assert_eq!(round2.iter().max(), Some(&3), "three players, three turns a round");
    assert!(lines.iter().all(|l| l.round.is_some()));
}
