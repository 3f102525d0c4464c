//! A real hosted table over SSH: Keltis for Anna and Bruno and a bot, each in their own terminal.

use tavolo::engine::{BotLevel, Player, Setup};
use tavolo::games::REGISTRY;
use tavolo::net::{ServeConfig, ServerHandle, start};
use tavolo::ui::registry;

use super::player::{Player as Terminal, join, size};
use super::room::{CODE, quick_limits, save_dir};

/// Keltis for Anna, Bruno and a bot, hosted on a free port.
pub fn keltis(name: &str) -> ServerHandle {
    let dir = save_dir(name);
    let mut cfg = ServeConfig::new(&dir);
    cfg.code = CODE.into();
    cfg.limits = quick_limits();
    let players = vec![Player::human("Anna"), Player::human("Bruno"), Player::bot("Bot 1", BotLevel::Normal)];
    let setup = Setup { players: 3, first: Some(0), seed: 11 };
    let entry = registry::game(REGISTRY, "keltis").unwrap();
    let room = entry.new_room(players, setup, &Default::default(), &dir).unwrap();
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
