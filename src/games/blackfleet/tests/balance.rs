//! Seat balance over many Normal-bot games, for the figures behind the bot's choice of dock
//! (ignored: `cargo test --release --lib seat_balance -- --ignored --nocapture`). Prints each seat's
//! win share (ties split), who bought the victory card first, and each start port's win share —
//! with the bots' docks and with docks drawn at random, which separates the rules' first pick from
//! the bots' judgement.

use super::*;
use crate::engine::GameRng;
use crate::engine::simulate::bot_step;

struct Run {
    wins: [f64; 4],
    first_buyer: [u32; 4],
    buyers: [u32; 5],
    first_buyer_won: u32,
    games: u32,
    port: [[f64; 2]; 5],
}

fn run(players: usize, games: u64, random_docks: bool) -> Run {
    let mut r = Run {
        wins: [0.0; 4],
        first_buyer: [0; 4],
        buyers: [0; 5],
        first_buyer_won: 0,
        games: 0,
        port: [[0.0; 2]; 5],
    };
    for seed in 1..=games {
        let mut g = BlackFleet::new(&Setup { players, first: None, seed }, &Options::default()).unwrap();
        let mut rng = GameRng::new(seed ^ 0xabc);
        let mut first = None;
        let mut step = 0;
        let mut ports = [usize::MAX; 4];
        while g.stage != Stage::Over {
            if random_docks && let Stage::Place { seat } = g.stage {
                let legal = g.legal_actions(seat);
                let a = legal[rng.below(legal.len())].clone();
                g.apply(seat, &a).unwrap();
            } else {
                bot_step(&mut g, seed, step, BotLevel::Normal).unwrap();
            }
            step += 1;
            for (port, merchant) in ports.iter_mut().zip(&g.board.merchants) {
                if *port == usize::MAX
                    && let Some(m) = merchant
                    && g.turn_number() == 0
                {
                    *port = data().port_of_dock(*m).unwrap();
                }
            }
            if first.is_none()
                && let Some(s) = g.players.iter().position(|p| p.bought_victory)
            {
                first = Some(s);
            }
        }
        let o = g.outcome().unwrap();
        let w0 = o.winners();
        for (s, &port) in ports.iter().enumerate().take(players) {
            r.port[port][0] += 1.0;
            if w0.contains(&s) {
                r.port[port][1] += 1.0 / w0.len() as f64;
            }
        }
        let w = o.winners();
        for &s in &w {
            r.wins[s] += 1.0 / w.len() as f64;
        }
        let f = first.unwrap();
        r.first_buyer[f] += 1;
        r.buyers[g.players.iter().filter(|p| p.bought_victory).count()] += 1;
        if w.contains(&f) {
            r.first_buyer_won += 1;
        }
        r.games += 1;
    }
    r
}

fn show(name: &str, r: &Run) {
    let n = r.games as f64;
    let shares: Vec<String> = r.wins.iter().map(|w| format!("{:.1}%", 100.0 * w / n)).collect();
    println!(
        "{name}: wins {shares:?} first buyer by seat {:?} buyers-count {:?} first buyer won {:.1}%",
        r.first_buyer,
        r.buyers,
        100.0 * r.first_buyer_won as f64 / n
    );
    let p: Vec<String> = r
        .port
        .iter()
        .map(|x| format!("{:.0} placed, {:.1}% won", x[0], 100.0 * x[1] / x[0].max(1.0)))
        .collect();
    println!("   by port A..E: {p:?}");
}

#[test]
#[ignore]
fn seat_balance_experiments() {
    show("4p", &run(4, 1000, false));
    show("4p random docks", &run(4, 1000, true));
    show("3p", &run(3, 1000, false));
}
