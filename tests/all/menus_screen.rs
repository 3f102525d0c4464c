//! Long choice lists on the real tables at 80×24 and 120×40: after every ↓ the entry Enter would
//! act on is on screen, highlighted, with its whole text.

use crate::common::{press, render_selected, save_dir, take_laptop, walk_menu};
use crossterm::event::KeyCode;
use tavolo::engine::session::bot_rng;
use tavolo::engine::{BotLevel, Game, GameRng, Player, Session, Setup};
use tavolo::games::blackfleet::{self, BlackFleet};
use tavolo::games::sheriff::screen::describe;
use tavolo::games::sheriff::{Sheriff, Stage};
use tavolo::ui::{GameTable, GameUi};

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// Humans only, played by random legal moves until a seat has at least `long` choices.
fn sheriff_with_long_menu(players: usize, long: usize) -> Session<Sheriff> {
    for seed in 0..40u64 {
        let humans = (0..players).map(|i| Player::human(format!("P{i}"))).collect();
        let mut s: Session<Sheriff> =
            Session::new(humans, Setup { players, first: Some(0), seed }, Default::default()).unwrap();
        for step in 0..2000 {
            let Some(seat) = s.pending().first() else { break };
            let legal = s.state.legal_actions(seat);
            // Offers and discards are made by marking cards in the hand, not from a menu.
            let offer = matches!(
                s.state.stage(),
                Stage::BuyOffers { .. } | Stage::TradeOffers { .. } | Stage::DiscardDown { .. }
            );
            if legal.len() >= long && !offer {
                return s;
            }
            // Random legal moves hoard cards (the bots now play their actions): long scoring menus.
            let a = legal[bot_rng(seed, step, seat).below(legal.len())].clone();
            s.act(seat, a).unwrap();
        }
    }
    panic!("no Sheriff position with {long} choices");
}

#[test]
fn sheriff_long_menus_keep_the_selected_line_on_screen() {
    for players in [4, 7] {
        // Its longest menus (scoring: sets and task combinations) have about ten choices.
        let session = sheriff_with_long_menu(players, 9);
        let seat = session.pending().first().unwrap();
        let view = session.state.view(Some(seat));
        let names = session.names();
        let entries: Vec<String> =
            session.state.legal_actions(seat).iter().map(|a| describe(&view, &names, a)).collect();
        for (w, h) in SIZES {
            let mut t = GameTable::resumed(session.clone(), save_dir("menus"));
            take_laptop(&mut t); // the hand-off and what the seat missed
            let label = format!("Sheriff {players} players, {} choices", entries.len());
            // The scoring menu starts on its first scoring, after "End the turn without scoring".
            let from_scoring: Vec<String> = entries[1..].iter().chain(&entries[..1]).cloned().collect();
            walk_menu(&mut t, w, h, &from_scoring, &label);
            if w > 80 {
                continue; // room for the whole list
            }
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

/// Humans only, played by random legal moves until `found` says the seat to decide has the menu
/// wanted (given that seat's view and legal actions).
fn session_where<G: GameUi>(
    players: usize,
    options: G::Options,
    found: impl Fn(&G::View, &[G::Action]) -> bool,
) -> Session<G>
where
    G::Options: Clone,
{
    for seed in 0..60u64 {
        let humans = (0..players).map(|i| Player::human(format!("P{i}"))).collect();
        let setup = Setup { players, first: Some(0), seed };
        let mut s: Session<G> = Session::new(humans, setup, options.clone()).unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..3000 {
            let Some(seat) = s.pending().first() else { break };
            let view = s.state.view(Some(seat));
            let legal = s.state.legal_actions(seat);
            if found(&view, &legal) {
                return s;
            }
            let a = G::bot_action(&view, &legal, BotLevel::Normal, &mut rng);
            s.act(seat, a).unwrap();
        }
    }
    panic!("no such position");
}

/// Walks the menu of the seat to decide, behind its hand-off, at both sizes.
fn walk_at_both_sizes<G: GameUi>(session: &Session<G>, entries: &[String], label: &str) {
    for (w, h) in SIZES {
        let mut t = GameTable::resumed(session.clone(), save_dir("menus"));
        take_laptop(&mut t); // the hand-off and what the seat missed
        walk_menu(&mut t, w, h, entries, label);
    }
}

#[test]
fn black_fleet_setup_docks_and_fortune_menus_keep_the_selected_line_on_screen() {
    use blackfleet::screen::{menu_choices as menu, menu_line};
    use blackfleet::{Action, Stage};
    // The setup docks (every free dock of every port), and a turn whose menu holds fortune cards
    // (their sentences carry the card's whole text, far wider than 80 columns).
    let docks = session_where::<BlackFleet>(4, Default::default(), |v, legal| {
        matches!(v.stage, Stage::Place { .. }) && menu(legal).len() >= 8
    });
    let fortunes = session_where::<BlackFleet>(4, Default::default(), |v, legal| {
        let m = menu(legal);
        v.stage == Stage::Moving
            && m.len() >= 5
            && m.iter().filter(|a| matches!(a, Action::Fortune { .. })).count() >= 2
    });
    for (session, what) in [(docks, "setup docks"), (fortunes, "fortune cards")] {
        let seat = session.pending().first().unwrap();
        let view = session.state.view(Some(seat));
        let names = session.names();
        let entries: Vec<String> =
            menu(&session.state.legal_actions(seat)).iter().map(|a| menu_line(&view, &names, a)).collect();
        walk_at_both_sizes(&session, &entries, &format!("Black Fleet {what}, {} choices", entries.len()));
    }
}

#[test]
fn saboteur_target_menus_keep_the_selected_line_on_screen() {
    use tavolo::games::saboteur::cards::{Act, Card};
    use tavolo::games::saboteur::screen::describe;
    use tavolo::games::saboteur::view::Phase;
    use tavolo::games::saboteur::{Action, Saboteur};
    // An action card aimed at players, with a target for (nearly) every one of 12 seats.
    let targets = |card: Act, legal: &[Action]| -> Vec<Action> {
        legal.iter().filter(|a| matches!(a, Action::Play { card: c, .. } if *c == card)).cloned().collect()
    };
    let card_with_many = |hand: &[Card], legal: &[Action]| {
        hand.iter().enumerate().find_map(|(i, c)| match c {
            Card::Action(act) if !matches!(act, Act::Rockfall | Act::Map | Act::Theft) => {
                (targets(*act, legal).len() >= 8).then_some((i, *act))
            }
            _ => None,
        })
    };
    let session = session_where::<Saboteur>(12, Default::default(), |v, legal| {
        v.phase == Phase::Turn && card_with_many(v.hand.as_deref().unwrap_or(&[]), legal).is_some()
    });
    let seat = session.pending().first().unwrap();
    let view = session.state.view(Some(seat));
    let legal = session.state.legal_actions(seat);
    let (slot, act) = card_with_many(view.hand.as_deref().unwrap(), &legal).unwrap();
    let names = session.names();
    // Listed with the other players first (from the left), yourself last.
    let listed = tavolo::games::saboteur::menus::others_first(&view, targets(act, &legal));
    let entries: Vec<String> = listed.iter().map(|a| describe(&view, &names, a)).collect();
    for (w, h) in SIZES {
        let mut t = GameTable::resumed(session.clone(), save_dir("menus"));
        take_laptop(&mut t); // the hand-off and what the seat missed
        for _ in 0..slot {
            press(&mut t, KeyCode::Right);
        }
        press(&mut t, KeyCode::Enter); // the card: its targets
        walk_menu(&mut t, w, h, &entries, &format!("Saboteur {}, {} targets", act.title(), entries.len()));
    }
}

fn words(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}
