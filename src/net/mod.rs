//! Remote play: `tavolo serve` hosts one table over SSH and every friend plays in their own terminal.
//!
//! Three layers, so that the rules stay pure and the engine synchronous:
//! - the **transport** (SSH server, host key, table code, byte → key parsing, one writer per client,
//!   limits) turns connections into [`Input`]s and frames back into bytes;
//! - the **driver**, one ordinary thread, owns the [`Room`] and every client's ratatui terminal: it
//!   feeds inputs to the room in the order they arrived, runs its timers, and redraws each client;
//! - the **room** is the table itself (lobby, seats, the game's session, bots, saves): a synchronous
//!   object that draws any client's screen from that client's seat only.
//!
//! The host's own terminal is client [`HOST`]: it is drawn and read like any other client, and it
//! alone may start the game or hand a dropped seat to a bot.
//!
//! [`serve`] runs a table in the host's terminal; [`start`] runs one without a terminal (tests).

pub mod code;
mod connection;
pub mod driver;
mod host;
pub mod hostkey;
pub mod keys;
pub mod limits;
mod probe;
pub mod table;
mod transport;

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::thread::JoinHandle;
use std::time::Duration;

pub use crate::table_core::room::{self, ClientId, HOST, Input, Room, Size};
pub use host::serve;
pub use limits::Limits;

use driver::{Event, Link};

use crate::t;

/// Where and how a table is served.
#[derive(Debug, Clone)]
pub struct ServeConfig {
    /// 127.0.0.1 (this machine only) unless the host chooses to open the table to the network.
    pub bind: IpAddr,
    pub port: u16,
    /// How many ports from `port` to try when it is taken (1: only `port`, as `--port` asks).
    pub ports: u16,
    /// The save folder: the host key is kept there.
    pub save_dir: PathBuf,
    /// The table code joiners type as their password (random; tests fix it).
    pub code: String,
    /// `--allow`: the fingerprints of the only SSH keys admitted (they need no code; keyless
    /// joiners are refused). None: anyone with the code.
    pub allow: Option<std::collections::HashSet<String>>,
    /// The file the allow list came from, for the line that hosts the table again.
    pub allow_file: Option<PathBuf>,
    pub limits: Limits,
}

impl ServeConfig {
    /// 127.0.0.1, port 2222, a fresh random code.
    pub fn new(save_dir: impl Into<PathBuf>) -> ServeConfig {
        ServeConfig {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 2222,
            ports: 1,
            save_dir: save_dir.into(),
            code: code::random(),
            allow: None,
            allow_file: None,
            limits: Limits::default(),
        }
    }
}

/// The fingerprints of the keys in an `authorized_keys` file (`--allow`). The error is a sentence:
/// the file cannot be read, a line is not a public key, or it lists none.
pub fn allow_list(file: &std::path::Path) -> Result<std::collections::HashSet<String>, String> {
    use russh::keys::ssh_key::authorized_keys::AuthorizedKeys;
    let shown = file.display().to_string();
    let text = std::fs::read_to_string(file)
        .map_err(|e| t!("net-error-allow", file = shown.as_str(), error = e.to_string()))?;
    let mut keys = std::collections::HashSet::new();
    for entry in AuthorizedKeys::new(&text) {
        let entry = entry.map_err(|e| t!("net-error-allow", file = shown.as_str(), error = e.to_string()))?;
        keys.insert(connection::fingerprint(entry.public_key()));
    }
    if keys.is_empty() {
        return Err(t!("net-error-allow-empty", file = shown.as_str()));
    }
    Ok(keys)
}

/// A running server. Dropping it stops the server.
pub struct ServerHandle {
    addr: SocketAddr,
    code: String,
    fingerprint: String,
    events: std::sync::mpsc::Sender<Event>,
    driver: Option<JoinHandle<Box<dyn Room>>>,
    transport: Option<JoinHandle<()>>,
    stats: Arc<driver::Stats>,
    gate: Arc<limits::Gate>,
}

impl ServerHandle {
    /// (open connections, of which strangers: not past the code yet), as the door counts them.
    pub fn door_counts(&self) -> (usize, usize) {
        self.gate.counts()
    }

    /// The address the server listens on (with the port the system chose for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    /// The host key's `SHA256:…` fingerprint.
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }

    /// Frames and bytes sent so far, and frames dropped for clients that fell behind.
    pub fn stats(&self) -> &driver::Stats {
        &self.stats
    }

    /// Gives the room an input as if it came from a client (the host's keys, a test's).
    pub fn input(&self, input: Input) {
        let _ = self.events.send(Event::Input(input));
    }

    /// Seats a terminal that is not an SSH client (the host's own): its frames come out of the
    /// returned queue, `queued` at most.
    pub fn attach(
        &self,
        client: ClientId,
        user: String,
        size: Size,
        queued: usize,
    ) -> tokio::sync::mpsc::Receiver<Vec<u8>> {
        let (frames, queue) = tokio::sync::mpsc::channel(queued);
        let _ = self.events.send(Event::Join {
            client,
            user,
            size,
            key: None,
            // The host's own terminal: its type from the environment.
            link: Link { frames, kill: None, term: std::env::var("TERM").unwrap_or_default() },
        });
        queue
    }

    /// Whether the room has closed (or the server stopped).
    pub fn is_finished(&self) -> bool {
        self.driver.as_ref().is_none_or(|d| d.is_finished())
    }

    /// Waits until the room closes, restores every client's terminal, stops the server, and
    /// returns the room's farewell.
    pub fn wait(mut self) -> Option<Result<String, String>> {
        let said = self.finish().and_then(|mut room| room.farewell())?;
        Some(said.map(|m| crate::i18n::tr(&m)).map_err(|m| crate::i18n::tr(&m)))
    }

    /// Stops the table now (clients' terminals restored), and returns the room's farewell.
    pub fn shutdown(self) -> Option<Result<String, String>> {
        let _ = self.events.send(Event::Stop);
        self.wait()
    }

    fn finish(&mut self) -> Option<Box<dyn Room>> {
        let room = self.driver.take().and_then(|d| d.join().ok());
        if let Some(t) = self.transport.take() {
            let _ = t.join();
        }
        room
    }
}

impl Drop for ServerHandle {
    fn drop(&mut self) {
        if self.driver.is_some() {
            let _ = self.events.send(Event::Stop);
            self.finish();
        }
    }
}

/// Serves `room` on `listener` (already bound: tests bind port 0) without a local terminal.
/// The error is a sentence for the host (the host key could not be read or made).
pub fn start(
    cfg: ServeConfig,
    room: Box<dyn Room>,
    listener: std::net::TcpListener,
) -> Result<ServerHandle, String> {
    let key = hostkey::load_or_create(&cfg.save_dir).map_err(|e| t!("net-error-host-key", error = e))?;
    let fingerprint = hostkey::fingerprint(&key);
    let fail = |e: std::io::Error| t!("net-error-listen", error = e.to_string());
    let addr = listener.local_addr().map_err(fail)?;
    listener.set_nonblocking(true).map_err(fail)?;
    let limits = &cfg.limits;
    let config = Arc::new(russh::server::Config {
        // What answers, not which version: nothing for a scanner to match against known flaws.
        server_id: russh::SshId::Standard("SSH-2.0-tavolo".into()),
        // A player's key (it takes its seat back without the code), or the table code; with an
        // allow list, only keys.
        methods: russh::MethodSet::from(match cfg.allow {
            Some(_) => &[russh::MethodKind::PublicKey][..],
            None => &[russh::MethodKind::PublicKey, russh::MethodKind::Password][..],
        }),
        auth_rejection_time: limits.auth_delay,
        auth_rejection_time_initial: Some(Duration::ZERO),
        keys: vec![key],
        max_auth_attempts: limits.max_auth_attempts,
        // A player may think for a long time: silence is not absence; unanswered keepalives are.
        inactivity_timeout: None,
        keepalive_interval: Some(limits.keepalive),
        keepalive_max: 3,
        nodelay: true,
        ..Default::default()
    });
    let gate = Arc::new(limits::Gate::new(cfg.limits.clone()));
    let (events, inputs) = std::sync::mpsc::channel();
    let wake = events.clone();
    let shared = Arc::new(connection::Shared {
        code: cfg.code.clone(),
        allow: cfg.allow.clone(),
        join_with: format!("ssh -t -p {} NAME@{}", addr.port(), host::address_to_join(cfg.bind)),
        events: events.clone(),
        gate: gate.clone(),
        next_client: AtomicU64::new(HOST + 1),
        writing: Arc::default(),
        door_news: Default::default(),
    });
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().map_err(fail)?;
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let transport = std::thread::Builder::new()
        .name("tavolo-ssh".into())
        .spawn(move || runtime.block_on(transport::serve(listener, config, shared, stopped)))
        .map_err(fail)?;
    let stats = Arc::new(driver::Stats::default());
    let driver_stats = stats.clone();
    let driver = std::thread::Builder::new()
        .name("tavolo-table".into())
        .spawn(move || {
            let room = driver::run_woken(room, inputs, Some(wake), driver_stats);
            let _ = stop.send(true);
            room
        })
        .map_err(fail)?;
    Ok(ServerHandle {
        addr,
        code: cfg.code,
        fingerprint,
        events,
        driver: Some(driver),
        transport: Some(transport),
        stats,
        gate,
    })
}

/// What the host reads before the table opens: the code, the command that joins, the host key's
/// fingerprint, and — for a table open to the network — who may try to join.
pub fn invitation(cfg: &ServeConfig, port: u16, fingerprint: &str) -> Vec<String> {
    let host = host::address_to_join(cfg.bind);
    let fingerprint = t!("net-fingerprint", fingerprint = fingerprint.to_string());
    // With an allow list the code opens nothing: it is not shown, lest someone be given it.
    if let Some(keys) = &cfg.allow {
        return vec![
            t!("net-allow-only", n = keys.len()),
            t!("net-join-with-key", port = port.to_string(), host = host),
            fingerprint,
        ];
    }
    let mut lines = vec![
        t!("net-table-code", code = cfg.code.clone()),
        t!("net-join-with", port = port.to_string(), host = host),
        fingerprint,
    ];
    if !cfg.bind.is_loopback() {
        lines.push(t!("net-open-to-network", bind = cfg.bind.to_string()));
    }
    lines
}
