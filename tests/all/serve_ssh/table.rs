//! A real hosted table over SSH: Keltis for Anna and Bruno and a bot, each in their own terminal.

use tavolo::catalog as registry;
use tavolo::catalog::REGISTRY;
use tavolo::engine::{BotLevel, Player, Setup};
use tavolo::net::{ServeConfig, ServerHandle, start};

use super::player::{Player as Terminal, join, size};
use super::room::{CODE, quick_limits, save_dir};

/// Keltis for Anna, Bruno and a bot, hosted on a free port.
pub fn keltis() -> ServerHandle {
    let names = ["Anna".to_string(), "Bruno".to_string(), "bot".to_string()];
    hosted("keltis", &names, quick_limits())
}

/// `game` hosted on a free port for these seats (`bot` makes a Normal bot).
pub fn hosted(game: &str, names: &[String], limits: tavolo::net::Limits) -> ServerHandle {
    hosted_with(game, names, limits, None)
}

/// Keltis for Anna, Bruno and a bot, admitting only the keys whose fingerprints are in `allow`.
pub fn hosted_allowing(game: &str, allow: std::collections::HashSet<String>) -> ServerHandle {
    let names = ["Anna".to_string(), "Bruno".to_string(), "bot".to_string()];
    hosted_with(game, &names, quick_limits(), Some(allow))
}

fn hosted_with(
    game: &str,
    names: &[String],
    limits: tavolo::net::Limits,
    allow: Option<std::collections::HashSet<String>>,
) -> ServerHandle {
    // Each table its own folder: tests run at once, and a folder is emptied when it is made.
    static TABLES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = TABLES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = save_dir(&format!("{game}-{}-{n}", names.len()));
    let mut cfg = ServeConfig::new(&dir);
    cfg.code = CODE.into();
    cfg.limits = limits;
    cfg.allow = allow;
    let players: Vec<Player> = (names.iter())
        .map(|n| if n == "bot" { Player::bot("Bot 1", BotLevel::Normal) } else { Player::human(n.as_str()) })
        .collect();
    let setup = Setup { players: players.len(), first: Some(0), seed: 11 };
    let entry = registry::game(REGISTRY, game).unwrap();
    let choices = entry.default_choices();
    let room = entry.new_room(players, setup, &choices, &dir).unwrap();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    start(cfg, room, listener).unwrap()
}

/// The cards in a hand row ("[G4]" …) as shown on a terminal.
pub fn hand(t: &Terminal) -> Vec<String> {
    let text = t.text();
    let row = text.lines().find(|l| l.starts_with("Hand ")).unwrap_or_default().to_string();
    row.split('[').skip(1).filter_map(|c| c.split(']').next()).map(str::to_string).collect()
}

pub async fn sit(port: u16, user: &str) -> Terminal {
    let mut t = join(port, user, size(80, 24)).await;
    t.wait_for("Choose your seat").await;
    t.send(b"\r").await;
    t
}
