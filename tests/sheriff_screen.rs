//! Sheriff privacy: the screen drawn for seat S depends only on S's view. Over many positions,
//! replacing everything S cannot see (other hands, other players' ambush cards, the deck) changes
//! neither S's view nor a single character of S's screen.

mod common;

use common::assert_same_screen;
use tavolo::engine::session::bot_rng;
use tavolo::engine::{BotLevel, Game, GameRng, Pending, Setup};
use tavolo::games::sheriff::{Options, Sheriff};

#[test]
fn a_seats_screen_shows_nothing_hidden_from_it() {
    let mut checked = 0;
    let mut rng = GameRng::new(99);
    for seed in 0..10u64 {
        let players = 3 + (seed % 5) as usize;
        let mut g = Sheriff::new_game(&Setup { players, first: None, seed }, &Options::default()).unwrap();
        let mut step = 0;
        while let Pending::Seat(seat) = g.pending() {
            // Every seat's screen, not only the decider's, at every fifth position.
            for viewer in (0..players).filter(|_| step % 5 == 0) {
                let view = g.view(Some(viewer));
                if view.shown_hand.is_some() {
                    continue; // a Robbery or Raid shows a hand to this viewer on purpose
                }
                let mut hidden = g.clone();
                hidden.debug_scramble_hidden(viewer, &mut rng);
                assert_eq!(hidden.view(Some(viewer)), view, "seed {seed} step {step}: the view leaks");
                let size = if step % 2 == 0 { (80, 24) } else { (120, 40) };
                assert_same_screen(&g, &hidden, viewer, size, &format!("seed {seed} step {step}"));
                checked += 1;
            }
            let legal = g.legal_actions(seat);
            let a = Sheriff::bot_action(
                &g.view(Some(seat)),
                &legal,
                BotLevel::Normal,
                &mut bot_rng(seed, step, seat),
            );
            g.apply(seat, &a).unwrap();
            step += 1;
        }
    }
    assert!(checked > 300, "{checked} screens compared");
}
