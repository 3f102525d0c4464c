//! Long choice lists on the real tables at 80×24 and 120×40: after every ↓ the entry Enter would
//! act on is on screen, highlighted, with its whole text.

mod common;

use common::{press, render_selected, save_dir, walk_menu};
use crossterm::event::KeyCode;
use tavolo::engine::session::bot_rng;
use tavolo::engine::{BotLevel, Game, Player, Session, Setup};
use tavolo::games::sheriff::Sheriff;
use tavolo::games::sheriff::screen::describe;
use tavolo::ui::GameTable;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// Humans only, played by the bots' choices until a seat has at least `long` choices.
fn sheriff_with_long_menu(players: usize, long: usize) -> Session<Sheriff> {
    for seed in 0..40u64 {
        let humans = (0..players).map(|i| Player::human(format!("P{i}"))).collect();
        let mut s: Session<Sheriff> =
            Session::new(humans, Setup { players, first: Some(0), seed }, Default::default()).unwrap();
        for step in 0..2000 {
            let Some(seat) = s.pending().seat() else { break };
            let legal = s.state.legal_actions(seat);
            if legal.len() >= long {
                return s;
            }
            let a = Sheriff::bot_action(
                &s.state.view(Some(seat)),
                &legal,
                BotLevel::Normal,
                &mut bot_rng(seed, step, seat),
            );
            s.act(seat, a).unwrap();
        }
    }
    panic!("no Sheriff position with {long} choices");
}

#[test]
fn sheriff_long_menus_keep_the_selected_line_on_screen() {
    for players in [4, 7] {
        let session = sheriff_with_long_menu(players, 20);
        let seat = session.pending().seat().unwrap();
        let view = session.state.view(Some(seat));
        let names = session.names();
        let entries: Vec<String> =
            session.state.legal_actions(seat).iter().map(|a| describe(&view, &names, a)).collect();
        for (w, h) in SIZES {
            let mut t = GameTable::resumed(session.clone(), save_dir("menus"));
            press(&mut t, KeyCode::Enter); // the hand-off
            let label = format!("Sheriff {players} players, {} choices", entries.len());
            walk_menu(&mut t, w, h, &entries, &label);
            // The ends and pages are reachable too, and the hint bar names the page keys.
            let (screen, _) = render_selected(&mut t, w, h);
            assert!(screen.contains("PgUp PgDn"), "{screen}");
            press(&mut t, KeyCode::End);
            let (screen, got) = render_selected(&mut t, w, h);
            assert!(got.unwrap().starts_with(&words(entries.last().unwrap())), "{screen}");
            assert!(screen.contains("▲ more") && !screen.contains("▼ more"), "{screen}");
            press(&mut t, KeyCode::PageUp);
            press(&mut t, KeyCode::Home);
            let (screen, got) = render_selected(&mut t, w, h);
            assert!(got.unwrap().starts_with(&words(&entries[0])), "{screen}");
            assert!(screen.contains("▼ more"), "{screen}");
        }
    }
}

fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}
