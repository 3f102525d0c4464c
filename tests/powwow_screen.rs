//! The Pow Wow table on screen: all five seats' keys at 80×24 and 120×40, and key presses from
//! several seats registering as claims in press order through the real table.

use std::time::{Duration, Instant};

mod common;

use common::render;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::engine::{Pending, Player, Session, Setup};
use tavolo::games::powwow::{Action, Kind, Options, Phase, PowWow, keys};
use tavolo::ui::{GameTable, Table};

fn five_humans() -> GameTable<PowWow> {
    let players = ["Anna", "Bruno", "Carla", "Dario", "Elena"].map(Player::human).to_vec();
    let options = Options { keys: keys::default_keys(5), ..Options::default() };
    let s = Session::new(players, Setup { players: 5, first: Some(0), seed: 4 }, options).unwrap();
    let dir = std::env::temp_dir().join(format!("tavolo-powwow-{}", std::process::id()));
    GameTable::new(s, dir)
}

fn press(t: &mut GameTable<PowWow>, c: char, at: Instant) {
    t.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE), at);
}

#[test]
fn every_seats_keys_are_on_screen_at_both_sizes() {
    let mut t = five_humans();
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), Instant::now());
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = render(&mut t, w, h);
        for (seat, name) in ["Anna", "Bruno", "Carla", "Dario", "Elena"].iter().enumerate() {
            let k = keys::group(&keys::default_keys(5), seat);
            let line = screen
                .lines()
                .find(|l| l.contains(name) && l.contains(" won "))
                .unwrap_or_else(|| panic!("{name} missing\n{screen}"));
            let wanted = format!(
                "Chief {}  Warrior {}  Maiden {}  Hunter {}  reveal {}",
                k[0], k[1], k[2], k[3], k[4]
            );
            assert!(line.contains(&wanted), "{w}x{h}: {line}");
        }
        assert!(screen.contains("Anna reveals next [5]"), "{screen}");
        assert!(screen.contains("Esc quit"), "{screen}");
    }
}

#[test]
fn key_presses_become_claims_in_press_order() {
    let mut t = five_humans();
    let t0 = Instant::now();
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), t0);
    press(&mut t, '5', t0 + Duration::from_millis(10)); // Anna reveals
    assert!(matches!(t.session.state.phase(), Phase::Window { .. }));
    // Carla's Warrior (x) is read before Bruno's Hunter (0), though it is handled after it.
    press(&mut t, '0', t0 + Duration::from_millis(400));
    press(&mut t, 'x', t0 + Duration::from_millis(250));
    let claims: Vec<(usize, Kind)> = t.session.state.claims().iter().map(|c| (c.seat, c.kind)).collect();
    assert_eq!(claims, vec![(2, Kind::Warrior), (1, Kind::Hunter)]);
    // A second key of the same seat on the same reveal is refused.
    press(&mut t, 'z', t0 + Duration::from_millis(450));
    assert_eq!(t.session.state.claims().len(), 2);
    assert!(matches!(t.session.pending(), Pending::Race { .. }));
    let legal = t.session.state.legal_actions(3);
    assert!(legal.contains(&Action::Pass));
}

#[test]
fn bots_claim_after_their_reaction_time_not_at_once() {
    use tavolo::engine::BotLevel;
    use tavolo::games::powwow::{Card, Indian, Loot, Tribe};
    let players = vec![Player::human("Anna"), Player::bot("Bot", BotLevel::Hard)];
    let s =
        Session::<PowWow>::new(players, Setup { players: 2, first: Some(0), seed: 4 }, Options::default())
            .unwrap();
    let dir = std::env::temp_dir().join(format!("tavolo-powwow-bot-{}", std::process::id()));
    let mut t = GameTable::new(s, dir);
    // Put a green Hunter and three buffaloes on the table for the bot (seat 1 is green).
    let g = &mut t.session.state;
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Green, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo); 3]);
    let now = Instant::now();
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), now);
    press(&mut t, '5', now);
    assert!(t.session.state.claims().is_empty(), "the bot has not reacted yet");
    let due = t.deadline().expect("a bot claim and the window close are scheduled");
    assert!(due >= now + Duration::from_millis(50), "no superhuman reaction");
}
