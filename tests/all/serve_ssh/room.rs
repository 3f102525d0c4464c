//! The test room and how to serve it.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::widgets::Paragraph;
use tavolo::net::{ClientId, HOST, Input, Limits, Room, ServeConfig, ServerHandle, Size, start};

/// The table code every test server uses.
pub const CODE: &str = "KXRTQM";

/// What the room was told, for the tests to look at (the room itself lives in the driver).
#[derive(Default)]
pub struct Seen {
    pub joined: Vec<String>,
    pub left: Vec<String>,
    /// Delay probes answered: who, and the round trip.
    pub delays: Vec<(String, Duration)>,
}

/// A room that shows each client its name, its own secret, the last key it pressed and its size.
/// Ctrl-Q from a client lets it go; `q` from the host closes the table; every host key changes
/// what every client sees (a whole screen of it).
pub struct TestRoom {
    clients: BTreeMap<ClientId, Client>,
    seen: Arc<Mutex<Seen>>,
    dismissed: Vec<ClientId>,
    host_keys: usize,
    tick_at: Option<Instant>,
    ticked: bool,
    pub closed: bool,
}

pub struct Client {
    pub user: String,
    pub last: String,
    pub size: Size,
}

impl TestRoom {
    pub fn new() -> (TestRoom, Arc<Mutex<Seen>>) {
        let seen = Arc::new(Mutex::new(Seen::default()));
        let room = TestRoom {
            clients: BTreeMap::new(),
            seen: seen.clone(),
            dismissed: Vec::new(),
            host_keys: 0,
            tick_at: None,
            ticked: false,
            closed: false,
        };
        (room, seen)
    }
}

impl Room for TestRoom {
    fn input(&mut self, input: Input, now: Instant) {
        match input {
            Input::Join { client, user, size, .. } => {
                self.seen.lock().unwrap().joined.push(user.clone());
                self.clients.insert(client, Client { user, last: "none".into(), size });
                self.tick_at = Some(now + Duration::from_millis(50));
            }
            Input::Key { client: HOST, key, .. } => {
                self.host_keys += 1;
                if key.code == KeyCode::Char('q') {
                    self.closed = true;
                }
            }
            Input::Key { client, key, .. } => {
                if key == KeyEvent::new(KeyCode::Char('q'), KeyModifiers::CONTROL) {
                    self.dismissed.push(client);
                }
                if let Some(c) = self.clients.get_mut(&client) {
                    c.last = format!("{:?}+{}", key.code, modifiers(key.modifiers));
                }
            }
            Input::Resize { client, size } => {
                if let Some(c) = self.clients.get_mut(&client) {
                    c.size = size;
                }
            }
            Input::Leave { client } => {
                if let Some(c) = self.clients.remove(&client) {
                    self.seen.lock().unwrap().left.push(c.user);
                }
            }
        }
    }

    fn deadline(&self) -> Option<Instant> {
        self.tick_at
    }

    fn delay(&mut self, client: ClientId, round_trip: Duration) {
        if let Some(c) = self.clients.get(&client) {
            self.seen.lock().unwrap().delays.push((c.user.clone(), round_trip));
        }
    }

    fn on_timer(&mut self, _: Instant) {
        self.tick_at = None;
        self.ticked = true;
    }

    fn draw(&mut self, client: ClientId, f: &mut Frame) {
        let Some(c) = self.clients.get(&client) else { return };
        let area = f.area();
        let mut text = format!(
            "user={} secret=SECRET-{}-{}\nlast={} size={}x{}\nplayers={} ticked={} host={} |\n",
            c.user,
            c.user,
            c.user.len() * 7919,
            c.last,
            c.size.width,
            c.size.height,
            self.clients.len(),
            self.ticked,
            self.host_keys
        );
        if area.width < 80 || area.height < 24 {
            text.push_str("enlarge your terminal\n");
        }
        // The rest of the screen changes with every host key: big frames for the slow-client test.
        let fill = (b'a' + (self.host_keys % 26) as u8) as char;
        let row: String = std::iter::repeat_n(fill, area.width as usize).collect();
        for _ in 3..area.height {
            text.push_str(&row);
            text.push('\n');
        }
        f.render_widget(Paragraph::new(text), area);
    }

    fn dismissed(&mut self) -> Vec<ClientId> {
        // They are gone from the room now: the server sends no Leave for them.
        for client in &self.dismissed {
            self.clients.remove(client);
        }
        std::mem::take(&mut self.dismissed)
    }

    fn closed(&self) -> bool {
        self.closed
    }

    fn farewell(&mut self) -> Option<Result<tavolo::i18n::Msg, tavolo::i18n::Msg>> {
        let path = format!("bye from {} players", self.clients.len());
        Some(Ok(tavolo::msg!("table-saved-as", path = path)))
    }
}

pub fn modifiers(m: KeyModifiers) -> String {
    let names =
        [(KeyModifiers::SHIFT, "SHIFT"), (KeyModifiers::CONTROL, "CONTROL"), (KeyModifiers::ALT, "ALT")];
    let named: Vec<&str> = names.iter().filter(|(bit, _)| m.contains(*bit)).map(|(_, n)| *n).collect();
    if named.is_empty() { "NONE".into() } else { named.join("|") }
}

pub fn save_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tavolo-serve-ssh-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Limits with short times, so the tests are quick.
pub fn quick_limits() -> Limits {
    Limits {
        auth_delay: Duration::from_millis(50),
        seat_deadline: Duration::from_secs(3),
        // Tests join their players one after another from one address, quicker than people do.
        connections_per_second: 20.0,
        connection_burst: 20.0,
        keepalive: Duration::from_secs(5),
        ..Limits::default()
    }
}

pub fn serve_with(name: &str, limits: Limits) -> (ServerHandle, Arc<Mutex<Seen>>) {
    let mut cfg = ServeConfig::new(save_dir(name));
    cfg.code = CODE.into();
    cfg.limits = limits;
    let (room, seen) = TestRoom::new();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    (start(cfg, Box::new(room), listener).unwrap(), seen)
}

pub fn serve(name: &str) -> (ServerHandle, Arc<Mutex<Seen>>) {
    serve_with(name, quick_limits())
}
