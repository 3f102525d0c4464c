//! Saboteur in whole bot games: every game ends and keeps every card, the move lists' quick target
//! test agrees with the rules, and bots suspect only on evidence (no attacks on an honest digger).

use crate::engine::simulate::play_bot_game;
use crate::engine::{BotLevel, Game, Pending, Setup};

use super::cards::{Act, Card, Tool};
use super::deck::deck;
use super::maze::{Maze, Tile};
use super::payout::Role;
use super::tests::{GREEN, act, corridor, fresh, give, lay, play, set_role};
use super::*;

/// 300 bot games over every player count of both modes: each ends after three rounds, every card and
/// role is in exactly one place after every action, and gold adds up to the payouts and thefts
/// (checked by `check` inside `play_bot_game`).
#[test]
fn bot_games_end_and_keep_every_card() {
    let mut played = 0;
    let mut sides = [0usize; 2];
    let mut seed = 0;
    while played < 300 {
        let (mode, players) = match seed % 20 {
            k @ 0..=10 => (Mode::Saboteur2, 2 + k as usize),
            k => (Mode::Classic, 3 + (k as usize - 11) % 8),
        };
        let setup = Setup { players, first: None, seed };
        let options = Options { mode, broken_tools_no_nuggets: seed % 3 == 0 };
        let run = play_bot_game::<Saboteur>(&setup, &options, BotLevel::Normal, 20_000)
            .unwrap_or_else(|e| panic!("{mode:?} {players} players, seed {seed}: {e}"));
        let g = run.state;
        assert_eq!(g.reports.len(), 3);
        for r in &g.reports {
            sides[usize::from(r.gold_reached)] += 1;
        }
        played += 1;
        seed += 1;
    }
    // Both sides win some rounds: the bots dig, and the saboteurs block.
    assert!(sides[0] > 60 && sides[1] > 300, "rounds without gold, with gold: {sides:?}");
}

/// The quick legality test the move lists use agrees with the rules' check (with its reasons) on
/// every candidate target of every action card, over random games.
#[test]
fn quick_target_test_agrees_with_the_rules_check() {
    let acts = [
        Act::Broken(Tool::Pick),
        Act::Repair(Tool::Pick, Some(Tool::Cart)),
        Act::Repair(Tool::Lantern, None),
        Act::Rockfall,
        Act::Map,
        Act::Theft,
        Act::HandsOff,
        Act::SwapHand,
        Act::Inspection,
        Act::SwapHats,
        Act::Trapped,
        Act::FreeAtLast,
    ];
    for seed in 0..6 {
        let mut g = Saboteur::new(&Setup { players: 5, first: Some(0), seed }, &Options::default()).unwrap();
        let mut rng = GameRng::new(seed);
        while let Pending::Seat(seat) = g.pending() {
            let table = g.table();
            for act in acts {
                let mut all: Vec<Target> = (0..6).map(Target::Seat).collect();
                all.push(Target::Yourself);
                all.extend(g.maze.tiles().iter().map(|(p, _)| Target::Square(*p)));
                all.extend((0..5).flat_map(|s| Tool::ALL.map(|t| Target::Tool(s, t))));
                for t in all {
                    assert_eq!(
                        table.allowed(seat, act, t),
                        table.check(seat, act, t).is_ok(),
                        "{act:?} on {t:?}"
                    );
                }
            }
            let legal = g.legal_actions(seat);
            let a = legal[rng.below(legal.len())].clone();
            g.apply(seat, &a).unwrap();
        }
    }
}

/// Whether a play hurts the dig on this maze: a harm to a player, a dead end, or a Rockfall on a
/// tunnel. An honest digger makes none of these.
fn hurts_the_dig(g: &Saboteur, a: &Action) -> bool {
    match a {
        Action::Place { card, flipped, .. } => {
            !rules::digs(&maze::Segs::of(&deck().path_cards[*card as usize], *flipped))
        }
        Action::Play { card: Act::Broken(_) | Act::Trapped | Act::SwapHats | Act::SwapHand, .. } => true,
        Action::Play { card: Act::Rockfall, target: Target::Square(p) } => match g.maze.tile(*p) {
            Some(Tile::Path { card, flipped }) => {
                rules::digs(&maze::Segs::of(&deck().path_cards[card], flipped))
            }
            _ => true,
        },
        _ => false,
    }
}

/// The defect seen in play: digger bots broke the tools of, and trapped, a human digger again and
/// again in one round although nothing the human did hurt the dig (one Rockfall clearing a dead
/// end was enough to mark them for good). Seat 0 here is an honest digger (it digs, clears dead
/// ends, repairs, passes); the other seats are Normal bots. Bots that are not saboteurs must never
/// break its tools or trap it: suspicion comes only from plays that hurt the dig.
#[test]
fn digger_bots_do_not_attack_an_honest_digger() {
    let mut attacks = Vec::new();
    for seed in 0..40 {
        let setup = Setup { players: 6, first: Some(seed as usize % 6), seed };
        let mut g = Saboteur::new(&setup, &Options::default()).unwrap();
        let mut round = 0;
        for step in 0..2000 {
            if g.round != round && g.stage == Stage::Turn {
                round = g.round;
                set_role(&mut g, 0, GREEN);
            }
            let Pending::Seat(seat) = g.pending() else { break };
            let legal = g.legal_actions(seat);
            let mut rng = GameRng::new(seed * 7919 + step);
            let a = if seat == 0 {
                let honest: Vec<Action> = legal.iter().filter(|a| !hurts_the_dig(&g, a)).cloned().collect();
                let pool = if honest.is_empty() { &legal } else { &honest };
                Saboteur::bot_action(&g.view(Some(0)), pool, BotLevel::Normal, &mut rng)
            } else {
                Saboteur::bot_action(&g.view(Some(seat)), &legal, BotLevel::Normal, &mut rng)
            };
            let on_seat_0 =
                matches!(a, Action::Play { card: Act::Broken(_) | Act::Trapped, target: Target::Seat(0) });
            if seat != 0 && on_seat_0 && g.roles[seat] != Role::Saboteur && g.roles[0] == GREEN {
                attacks.push((seed, g.round, seat, a.clone()));
            }
            g.apply(seat, &a).unwrap();
        }
    }
    assert!(
        attacks.is_empty(),
        "{} attacks on an honest digger by digger bots: {:?}",
        attacks.len(),
        &attacks[..attacks.len().min(8)]
    );
}

/// The public tally bots suspect from counts what helped or hurt the dig, and nothing else: a
/// Rockfall clearing a dead end is help, one cutting a tunnel is harm, breaking the tool of a
/// player nothing is known of says nothing, breaking a digger's is harm.
#[test]
fn suspicion_comes_only_from_plays_that_hurt_the_dig() {
    let mut g = fresh(4, Mode::Saboteur2);
    g.maze = Maze::new(2);
    corridor(&mut g, 2);
    lay(&mut g, "dead end E+W", (3, 0), false);
    give(&mut g, 0, &[Card::Action(Act::Rockfall)]);
    act(&mut g, 0, play(Act::Rockfall, Target::Square((3, 0))));
    assert_eq!(g.reputation[0], 1, "clearing a dead end helps the dig");
    give(&mut g, 1, &[Card::Action(Act::Broken(Tool::Pick))]);
    act(&mut g, 1, play(Act::Broken(Tool::Pick), Target::Seat(2)));
    assert_eq!(g.reputation[1], 0, "nothing was known of seat 3");
    give(&mut g, 2, &[Card::Action(Act::Rockfall)]);
    act(&mut g, 2, play(Act::Rockfall, Target::Square((2, 0))));
    assert_eq!(g.reputation[2], -2, "cutting the tunnel hurts the dig");
    give(&mut g, 3, &[Card::Action(Act::Broken(Tool::Cart))]);
    act(&mut g, 3, play(Act::Broken(Tool::Cart), Target::Seat(0)));
    assert_eq!(g.reputation[3], -1, "breaking the tool of a player who helped the dig");
}

/// The log keeps each round's payout: "Gold paid: Anna 3 · Bruno 2." names exactly the seats the
/// round report paid, with their amounts (a payout nobody got says so).
#[test]
fn the_log_says_who_was_paid_how_much_gold_each_round() {
    use crate::engine::{Player, Session};
    let players: Vec<Player> = (0..5).map(|i| Player::bot(format!("P{i}"), BotLevel::Normal)).collect();
    let mut s: Session<Saboteur> =
        Session::new(players, Setup { players: 5, first: Some(0), seed: 3 }, Options::default()).unwrap();
    for _ in 0..20_000 {
        if s.is_over() {
            break;
        }
        s.step_bot().unwrap();
    }
    let paid: Vec<String> = s
        .log_lines(None, 0)
        .into_iter()
        .map(|l| l.text)
        .filter(|t| t.starts_with("Gold paid") || t.starts_with("Nobody is paid"))
        .collect();
    assert_eq!(paid.len(), 3, "{paid:?}");
    for (r, line) in s.state.reports.iter().zip(&paid) {
        for seat in 0..5 {
            let g = r.payouts[seat] + r.geologists[seat];
            assert_eq!(line.contains(&format!("P{seat} {g}")), g > 0, "seat {seat} got {g}: {line}");
        }
    }
}
