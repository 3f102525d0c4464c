//! The coach on a hosted table: `h` on a seat's own terminal, its box only there, the hint a
//! public line on every terminal; the other seat's terminal offers no `h` while it waits.

use crossterm::event::KeyCode;

use super::tests::{join, keltis, key, screen, sit_down};
use super::*;

#[test]
fn a_seat_asks_the_coach_on_its_own_terminal_and_everyone_reads_that_it_did() {
    let mut t = keltis(&["Anna", "Bruno"]);
    t.core.session.hints = true;
    join(&mut t, HOST, "host");
    sit_down(&mut t, &[(1, "anna"), (2, "bruno")]);
    key(&mut t, HOST, KeyCode::Char('s'));
    assert!(t.started);
    // Anna decides first; Bruno waits.
    let anna = screen(&mut t, 1, 120, 40);
    assert!(anna.contains("h coach"), "{anna}");
    assert!(!screen(&mut t, 2, 120, 40).contains("h coach"));
    key(&mut t, 2, KeyCode::Char('h'));
    assert!(!t.session().history.iter().any(|r| matches!(r, crate::engine::Record::Hint { .. })));
    key(&mut t, 1, KeyCode::Char('h'));
    assert_eq!(t.session().history.last(), Some(&crate::engine::Record::Hint { seat: 0 }));
    let mut shown = screen(&mut t, 1, 120, 40);
    for _ in 0..600 {
        if shown.contains("1. ") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
        shown = screen(&mut t, 1, 120, 40);
    }
    assert!(shown.contains("Coach · estimates from your view only") && shown.contains("~"), "{shown}");
    // Only Anna's terminal has the box; Bruno's and the host's read the public line.
    for other in [2, HOST] {
        let s = screen(&mut t, other, 120, 40);
        assert!(!s.contains("Coach ·") && s.contains("Anna asked the coach."), "{s}");
    }
    // Enter plays Anna's chosen suggestion; the box closes.
    let before = t.session().history.len();
    key(&mut t, 1, KeyCode::Enter);
    assert_eq!(t.session().history.len(), before + 1);
    assert!(matches!(t.session().history.last(), Some(crate::engine::Record::Act { seat: 0, .. })));
    assert!(!screen(&mut t, 1, 120, 40).contains("Coach ·"));
}
