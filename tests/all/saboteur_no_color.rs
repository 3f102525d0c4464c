//! Saboteur under NO_COLOR (in a test process of its own, [`common::alone`], started with the
//! variable set: `theme::no_color()` reads it once, and every other test draws in colour).
//! Aiming a path card, a square where it fits and one where it does not must look different in
//! plain text — the ✓/✗ over the preview and the sentence under the maze — not by colour alone.

use crate::common::{self, press, save_dir, take_laptop};
use crossterm::event::KeyCode;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::Color;
use tavolo::engine::{Game, Player, Session, Setup};
use tavolo::games::saboteur::cards::Card;
use tavolo::games::saboteur::{Action, Options, Saboteur};
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

/// The table drawn at `w`×`h`: its text, and whether any cell has a colour.
fn draw(t: &mut GameTable<Saboteur>, w: u16, h: u16) -> (String, bool) {
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| t.draw(f, f.area())).unwrap();
    let buf = term.backend().buffer();
    let coloured = buf.content().iter().any(|c| c.fg != Color::Reset || c.bg != Color::Reset);
    (common::buffer_text(&term), coloured)
}

#[test]
fn a_legal_and_an_illegal_preview_differ_without_colour() {
    if !common::alone(
        module_path!(),
        "a_legal_and_an_illegal_preview_differ_without_colour",
        &[("NO_COLOR", "1")],
    ) {
        return;
    }
    let players = (0..3).map(|i| Player::human(format!("P{i}"))).collect();
    let s =
        Session::<Saboteur>::new(players, Setup { players: 3, first: Some(0), seed: 11 }, Options::default())
            .unwrap();
    let mut t = GameTable::new(s, save_dir("saboteur-nocolor"));
    press(&mut t, KeyCode::Enter);
    take_laptop(&mut t);
    let hand = t.session().state.view(Some(0)).hand.unwrap();
    let legal = t.session().state.legal_actions(0);
    let i = hand
        .iter()
        .position(|c| matches!(c, Card::Path(p) if legal.iter().any(|a| matches!(a, Action::Place { card, .. } if card == p))))
        .expect("a placeable path card");
    for _ in 0..i {
        press(&mut t, KeyCode::Right);
    }
    press(&mut t, KeyCode::Enter); // the cursor starts on a square where the card fits
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let (fits, coloured) = draw(&mut t, w, h);
        assert!(!coloured, "NO_COLOR yet colours at {w}×{h}");
        assert!(fits.contains('✓') && fits.contains("Fits here"), "{w}×{h}:\n{fits}");
    }
    // The maze's top-left corner, far from every card, never takes one.
    for _ in 0..20 {
        press(&mut t, KeyCode::Left);
        press(&mut t, KeyCode::Up);
    }
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let (refused, _) = draw(&mut t, w, h);
        assert!(!refused.contains('✓') && refused.contains("Not here:"), "{w}×{h}:\n{refused}");
    }
}
