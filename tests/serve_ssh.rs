//! The SSH server end to end: a test room served on 127.0.0.1 (port 0), russh's client as the
//! players, vt100 to read what each player's terminal shows.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;
use ratatui::widgets::Paragraph;
use russh::ChannelMsg;
use russh::client;
use tavolo::net::{ClientId, HOST, Input, Limits, Room, ServeConfig, ServerHandle, Size, start};

const CODE: &str = "KXRTQM";

/// What the room was told, for the tests to look at (the room itself lives in the driver).
#[derive(Default)]
struct Seen {
    joined: Vec<String>,
    left: Vec<String>,
}

/// A room that shows each client its name, its own secret, the last key it pressed and its size.
/// Ctrl-Q from a client lets it go; `q` from the host closes the table; every host key changes
/// what every client sees (a whole screen of it).
struct TestRoom {
    clients: BTreeMap<ClientId, Client>,
    seen: Arc<Mutex<Seen>>,
    dismissed: Vec<ClientId>,
    host_keys: usize,
    tick_at: Option<Instant>,
    ticked: bool,
    closed: bool,
}

struct Client {
    user: String,
    last: String,
    size: Size,
}

impl TestRoom {
    fn new() -> (TestRoom, Arc<Mutex<Seen>>) {
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
    fn input(&mut self, input: Input) {
        match input {
            Input::Join { client, user, size } => {
                self.seen.lock().unwrap().joined.push(user.clone());
                self.clients.insert(client, Client { user, last: "none".into(), size });
                self.tick_at = Some(Instant::now() + Duration::from_millis(50));
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

    fn on_timer(&mut self) {
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

    fn farewell(&mut self) -> Option<Result<String, String>> {
        Some(Ok(format!("bye from {} players", self.clients.len())))
    }
}

fn modifiers(m: KeyModifiers) -> String {
    let names =
        [(KeyModifiers::SHIFT, "SHIFT"), (KeyModifiers::CONTROL, "CONTROL"), (KeyModifiers::ALT, "ALT")];
    let named: Vec<&str> = names.iter().filter(|(bit, _)| m.contains(*bit)).map(|(_, n)| *n).collect();
    if named.is_empty() { "NONE".into() } else { named.join("|") }
}

fn save_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tavolo-serve-ssh-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Limits with short times, so the tests are quick.
fn quick_limits() -> Limits {
    Limits {
        auth_delay: Duration::from_millis(50),
        seat_deadline: Duration::from_secs(3),
        keepalive: Duration::from_secs(5),
        ..Limits::default()
    }
}

fn serve_with(name: &str, limits: Limits) -> (ServerHandle, Arc<Mutex<Seen>>) {
    let mut cfg = ServeConfig::new(save_dir(name));
    cfg.code = CODE.into();
    cfg.limits = limits;
    let (room, seen) = TestRoom::new();
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    (start(cfg, Box::new(room), listener).unwrap(), seen)
}

fn serve(name: &str) -> (ServerHandle, Arc<Mutex<Seen>>) {
    serve_with(name, quick_limits())
}

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

async fn connect(port: u16) -> client::Handle<Trusting> {
    let config = Arc::new(client::Config::default());
    client::connect(config, ("127.0.0.1", port), Trusting).await.unwrap()
}

/// A player's connection and what its terminal shows.
struct Player {
    ssh: client::Handle<Trusting>,
    channel: russh::Channel<client::Msg>,
    screen: vt100::Parser,
    received: usize,
    closed: bool,
    exit_status: Option<u32>,
}

fn parser(size: Size) -> vt100::Parser {
    vt100::Parser::new(size.height.max(1).try_into().unwrap(), size.width.max(1).try_into().unwrap(), 0)
}

async fn join(port: u16, user: &str, size: Size) -> Player {
    join_on(connect(port).await, user, size).await
}

/// A player whose connection holds little: a small socket buffer, a small SSH window, one message
/// waiting in its channel. When it stops reading, the server soon cannot send it anything.
async fn join_small(port: u16, user: &str, size: Size) -> Player {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(16 * 1024).unwrap();
    let stream = socket.connect(([127, 0, 0, 1], port).into()).await.unwrap();
    let config = client::Config { window_size: 64 * 1024, channel_buffer_size: 1, ..Default::default() };
    let ssh = client::connect_stream(Arc::new(config), stream, Trusting).await.unwrap();
    join_on(ssh, user, size).await
}

async fn join_on(mut ssh: client::Handle<Trusting>, user: &str, size: Size) -> Player {
    assert!(ssh.authenticate_password(user, CODE).await.unwrap().success());
    let channel = ssh.channel_open_session().await.unwrap();
    channel.request_pty(true, "xterm", size.width as u32, size.height as u32, 0, 0, &[]).await.unwrap();
    channel.request_shell(true).await.unwrap();
    // The test's terminal is no bigger than what the server draws (10000×10000 cells would be the
    // test's own 100 million).
    let shown = tavolo::net::driver::clamp(size);
    Player { ssh, channel, screen: parser(shown), received: 0, closed: false, exit_status: None }
}

const WAIT: Duration = Duration::from_secs(5);

impl Player {
    fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads until the screen shows `what` (or fails after a while, quoting the screen).
    async fn wait_for(&mut self, what: &str) -> String {
        self.wait_until(what, |s| s.contents().contains(what)).await;
        self.text()
    }

    /// Reads until `done` holds for the screen.
    async fn wait_until(&mut self, what: &str, done: impl Fn(&vt100::Screen) -> bool) {
        let until = tokio::time::Instant::now() + WAIT;
        while !done(self.screen.screen()) {
            let msg = tokio::time::timeout_at(until, self.channel.wait()).await;
            match msg {
                Ok(Some(m)) => self.take(m),
                Ok(None) => panic!("the channel closed before {what:?} showed:\n{}", self.text()),
                Err(_) => panic!("{what:?} never showed:\n{}", self.text()),
            }
        }
    }

    fn take(&mut self, msg: ChannelMsg) {
        match msg {
            ChannelMsg::Data { data } => {
                self.received += data.len();
                self.screen.process(&data);
            }
            ChannelMsg::ExitStatus { exit_status } => self.exit_status = Some(exit_status),
            ChannelMsg::Close | ChannelMsg::Eof => self.closed = true,
            _ => {}
        }
    }

    /// Reads until the server closes the channel.
    async fn wait_closed(&mut self) {
        let until = tokio::time::Instant::now() + WAIT;
        while !self.closed {
            match tokio::time::timeout_at(until, self.channel.wait()).await {
                Ok(Some(m)) => self.take(m),
                Ok(None) => self.closed = true,
                Err(_) => panic!("the channel never closed:\n{}", self.text()),
            }
        }
    }

    async fn send(&self, bytes: &[u8]) {
        self.channel.data_bytes(bytes.to_vec()).await.unwrap();
    }

    async fn resize(&mut self, size: Size) {
        self.channel.window_change(size.width as u32, size.height as u32, 0, 0).await.unwrap();
        self.screen
            .screen_mut()
            .set_size(size.height.max(1).try_into().unwrap(), size.width.max(1).try_into().unwrap());
    }
}

fn size(width: u16, height: u16) -> Size {
    Size { width, height }
}

/// Waits for a condition on what the room was told.
async fn until_seen(seen: &Mutex<Seen>, what: &str, check: impl Fn(&Seen) -> bool) {
    let until = Instant::now() + WAIT;
    while !check(&seen.lock().unwrap()) {
        assert!(Instant::now() < until, "never happened: {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

fn host_key(c: char) -> Input {
    Input::Key { client: HOST, key: KeyEvent::from(KeyCode::Char(c)), at: Instant::now() }
}

#[tokio::test]
async fn three_players_each_see_their_own_screen_and_keys() {
    let (server, seen) = serve("three");
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    let mut bruno = join(port, "bruno", size(100, 30)).await;
    let mut carla = join(port, "carla", size(120, 40)).await;
    for p in [&mut anna, &mut bruno, &mut carla] {
        p.wait_for("players=3").await;
        p.wait_for("ticked=true").await;
    }
    let (a, b, c) = (anna.text(), bruno.text(), carla.text());
    assert!(a.contains("SECRET-anna-") && !a.contains("SECRET-bruno") && !a.contains("SECRET-carla"), "{a}");
    assert!(b.contains("SECRET-bruno-") && !b.contains("SECRET-anna") && !b.contains("SECRET-carla"), "{b}");
    assert!(c.contains("SECRET-carla-") && !c.contains("SECRET-anna") && !c.contains("SECRET-bruno"), "{c}");
    assert!(anna.screen.screen().alternate_screen() && anna.screen.screen().hide_cursor());

    // Keys arrive as the table's KeyEvents, each to its own player.
    anna.send(b"\x1b[A").await;
    bruno.send(b"\r").await;
    carla.send("è".as_bytes()).await;
    anna.wait_for("last=Up+NONE").await;
    bruno.wait_for("last=Enter+NONE").await;
    carla.wait_for("last=Char('è')+NONE").await;
    anna.send(b"\x1bOD").await;
    anna.wait_for("last=Left+NONE").await;
    bruno.send(b"\x1b[Z").await;
    bruno.wait_for("last=BackTab+SHIFT").await;
    carla.send(b"\x03").await;
    carla.wait_for("last=Char('c')+CONTROL").await;

    // A window change redraws that player at the new size.
    anna.resize(size(90, 30)).await;
    anna.wait_for("size=90x30").await;
    assert!(!anna.text().contains("enlarge"));

    // Ctrl-Q: the room lets Carla go; her terminal is given back and the channel closed.
    carla.send(b"\x11").await;
    carla.wait_closed().await;
    assert!(!carla.screen.screen().alternate_screen() && !carla.screen.screen().hide_cursor());
    anna.wait_for("players=2").await;

    // Bruno hangs up: the room hears he left.
    bruno.ssh.disconnect(russh::Disconnect::ByApplication, "", "").await.unwrap();
    until_seen(&seen, "bruno left", |s| s.left.contains(&"bruno".to_string())).await;
    anna.wait_for("players=1").await;

    // The host closes the table: Anna's terminal is restored too, and the room says goodbye.
    server.input(host_key('q'));
    anna.wait_closed().await;
    assert!(!anna.screen.screen().alternate_screen());
    assert_eq!(server.wait(), Some(Ok("bye from 1 players".to_string())));
}

#[tokio::test]
async fn a_wrong_code_or_an_empty_name_is_refused_after_a_delay() {
    let (server, seen) = serve("wrong");
    let mut ssh = connect(server.port()).await;
    let t = Instant::now();
    assert!(!ssh.authenticate_password("anna", "AAAAAA").await.unwrap().success());
    assert!(t.elapsed() >= Duration::from_millis(50), "refused in {:?}", t.elapsed());
    assert!(!ssh.authenticate_password("anna", "BBBBBB").await.unwrap().success());
    assert!(!ssh.authenticate_password("", CODE).await.unwrap().success());
    // A key is no way in either.
    let key = russh::keys::PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519).unwrap();
    let key = russh::keys::PrivateKeyWithHashAlg::new(Arc::new(key), None);
    let by_key = ssh.authenticate_publickey("anna", key).await;
    assert!(by_key.is_err() || !by_key.unwrap().success());
    // After three refusals the connection is closed, even with the right code.
    let last = ssh.authenticate_password("anna", CODE).await;
    assert!(last.is_err() || !last.unwrap().success());
    assert!(seen.lock().unwrap().joined.is_empty());
    // The right code on a new connection works.
    let mut ok = connect(server.port()).await;
    assert!(ok.authenticate_password("anna", CODE).await.unwrap().success());
}

#[tokio::test]
async fn without_a_terminal_the_player_is_told_to_use_ssh_t() {
    let (server, seen) = serve("nopty");
    let mut ssh = connect(server.port()).await;
    assert!(ssh.authenticate_password("anna", CODE).await.unwrap().success());
    let channel = ssh.channel_open_session().await.unwrap();
    channel.request_shell(true).await.unwrap();
    let mut p =
        Player { ssh, channel, screen: parser(size(80, 24)), received: 0, closed: false, exit_status: None };
    p.wait_closed().await;
    assert!(p.text().contains("tavolo needs a terminal (ssh -t)"), "{}", p.text());
    assert_eq!(p.exit_status, Some(1));
    assert!(seen.lock().unwrap().joined.is_empty());
}

#[tokio::test]
async fn commands_sftp_forwarding_and_a_second_channel_are_refused() {
    let (server, seen) = serve("exec");
    let port = server.port();
    let mut ssh = connect(port).await;
    assert!(ssh.authenticate_password("anna", CODE).await.unwrap().success());
    let mut channel = ssh.channel_open_session().await.unwrap();
    channel.exec(true, "cat /etc/passwd").await.unwrap();
    let mut replies = Vec::new();
    while let Ok(Some(m)) = tokio::time::timeout(WAIT, channel.wait()).await {
        replies.push(format!("{m:?}"));
    }
    assert!(replies.first().is_some_and(|r| r.starts_with("Failure")), "{replies:?}");
    assert!(replies.iter().all(|r| !r.starts_with("Data")), "{replies:?}");

    // One terminal channel per connection: SFTP would need a second one; on a fresh connection it
    // is refused as a subsystem.
    assert!(ssh.channel_open_session().await.is_err());
    let mut ssh = connect(port).await;
    assert!(ssh.authenticate_password("anna", CODE).await.unwrap().success());
    let mut sftp = ssh.channel_open_session().await.unwrap();
    sftp.request_subsystem(true, "sftp").await.unwrap();
    let reply = tokio::time::timeout(WAIT, sftp.wait()).await.unwrap();
    assert!(matches!(reply, Some(ChannelMsg::Failure)), "{reply:?}");

    assert!(ssh.channel_open_direct_tcpip("127.0.0.1", 22, "127.0.0.1", 5000).await.is_err());
    assert!(ssh.channel_open_direct_streamlocal("/var/run/docker.sock").await.is_err());
    assert!(ssh.tcpip_forward("127.0.0.1", 8080).await.is_err());

    // Once seated, a second channel is refused and the game goes on.
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    assert!(anna.ssh.channel_open_session().await.is_err());
    anna.send(b"x").await;
    anna.wait_for("last=Char('x')").await;
    assert_eq!(seen.lock().unwrap().joined, vec!["anna".to_string()]);
}

#[tokio::test]
async fn garbage_and_extreme_sizes_do_not_hurt_the_server() {
    use rand::{RngExt, SeedableRng};
    let (server, _seen) = serve("garbage");
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    let mut rng = rand_pcg::Pcg64::seed_from_u64(14);
    for _ in 0..20 {
        let len = rng.random_range(1..100);
        let bytes: Vec<u8> =
            (0..len).map(|_| if rng.random_bool(0.2) { 0x1b } else { rng.random() }).collect();
        // Not Ctrl-Q: that is how this room lets a player go.
        let bytes: Vec<u8> = bytes.into_iter().filter(|&b| b != 0x11).collect();
        anna.send(&bytes).await;
    }
    // An Esc ends whatever sequence the garbage left open.
    anna.send(b"\x1b").await;
    anna.send(b"Z").await;
    anna.wait_for("last=Char('Z')+SHIFT").await;

    // 1×1: the room says to enlarge; 10000×10000: drawn at the largest size the server draws.
    let mut tiny = join(port, "tiny", size(1, 1)).await;
    let mut huge = join(port, "huge", size(10000, 10000)).await;
    tiny.wait_for("u").await;
    huge.wait_for("size=400x150").await;
    anna.resize(size(0, 0)).await;
    anna.resize(size(60, 20)).await;
    anna.wait_for("enlarge your terminal").await;
    anna.send(b"y").await;
    anna.wait_for("last=Char('y')").await;
    anna.wait_for("players=3").await;
}

#[tokio::test]
async fn silent_connections_are_dropped_and_seated_players_keep_playing() {
    use tokio::io::AsyncReadExt;
    let limits = Limits { seat_deadline: Duration::from_millis(300), ..quick_limits() };
    let (server, _seen) = serve_with("silent", limits);
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    // Connects and sends nothing.
    let mut silent = tokio::net::TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    // Authenticates and never opens a terminal.
    let mut idle = connect(port).await;
    assert!(idle.authenticate_password("idle", CODE).await.unwrap().success());
    let t = Instant::now();
    let mut buf = [0u8; 256];
    loop {
        match tokio::time::timeout(WAIT, silent.read(&mut buf))
            .await
            .expect("the silent client was never dropped")
        {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
    }
    assert!(t.elapsed() < Duration::from_secs(2), "dropped after {:?}", t.elapsed());
    let until = Instant::now() + WAIT;
    while !idle.is_closed() {
        assert!(Instant::now() < until, "the idle client was never dropped");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Anna sat down before the deadline and plays on after it.
    anna.send(b"k").await;
    anna.wait_for("last=Char('k')").await;
}

#[tokio::test]
async fn fifty_connection_attempts_in_a_second_do_not_hurt_a_seated_player() {
    let (server, _seen) = serve("fifty");
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    let attempts: Vec<_> = (0..50)
        .map(|i| {
            tokio::spawn(async move {
                if i % 2 == 0 {
                    // Half only knock.
                    let _ = tokio::net::TcpStream::connect(("127.0.0.1", port)).await;
                } else {
                    // Half guess a code.
                    let config = Arc::new(client::Config::default());
                    if let Ok(Ok(mut ssh)) = tokio::time::timeout(
                        Duration::from_secs(2),
                        client::connect(config, ("127.0.0.1", port), Trusting),
                    )
                    .await
                    {
                        let _ = ssh.authenticate_password("x", "GUESS").await;
                    }
                }
            })
        })
        .collect();
    anna.send(b"1").await;
    anna.wait_for("last=Char('1')").await;
    for a in attempts {
        let _ = tokio::time::timeout(WAIT, a).await;
    }
    anna.send(b"2").await;
    anna.wait_for("last=Char('2')").await;
    server.input(host_key('h'));
    anna.wait_for("host=1 |").await;
}

#[tokio::test]
async fn a_player_who_drops_mid_frame_leaves_and_the_others_go_on() {
    let (server, seen) = serve("midframe");
    let port = server.port();
    let mut anna = join(port, "anna", size(200, 50)).await;
    let bruno = join(port, "bruno", size(200, 50)).await;
    anna.wait_for("players=2").await;
    // Big frames are on their way to Bruno when his connection goes.
    for c in "abcdefghij".chars() {
        server.input(host_key(c));
    }
    drop(bruno);
    until_seen(&seen, "bruno left", |s| s.left.contains(&"bruno".to_string())).await;
    anna.wait_for("players=1").await;
    server.input(host_key('z'));
    anna.wait_for("host=11 |").await;
}

#[tokio::test]
async fn a_flood_of_input_disconnects_the_flooder_only() {
    let limits = Limits { flood_bytes: 16 * 1024, ..quick_limits() };
    let (server, seen) = serve_with("flood", limits);
    let port = server.port();
    let mut anna = join(port, "anna", size(80, 24)).await;
    let mut bruno = join(port, "bruno", size(80, 24)).await;
    bruno.wait_for("players=2").await;
    let flood = vec![b'x'; 4096];
    for _ in 0..8 {
        if bruno.channel.data_bytes(flood.clone()).await.is_err() {
            break;
        }
    }
    until_seen(&seen, "bruno left", |s| s.left.contains(&"bruno".to_string())).await;
    anna.wait_for("players=1").await;
    anna.send(b"a").await;
    anna.wait_for("last=Char('a')").await;
}

#[tokio::test]
async fn a_player_who_never_reads_does_not_stall_the_others() {
    use std::sync::atomic::Ordering::Relaxed;
    let (server, _seen) = serve("slow");
    let port = server.port();
    let big = size(200, 60);
    let mut anna = join(port, "anna", size(80, 24)).await;
    let mut bruno = join_small(port, "bruno", big).await;
    bruno.wait_for("players=2").await;
    anna.wait_for("players=2").await;
    // Bruno stops reading. Every host key repaints his whole screen (12,000 cells): his connection
    // soon holds no more, and his frames must be dropped while Anna's keep coming.
    let start = Instant::now();
    let mut n = 0;
    let mut after_drop = 0;
    while after_drop < 5 {
        n += 1;
        server.input(host_key('k'));
        anna.wait_for(&format!("host={n} |")).await;
        if server.stats().dropped.load(Relaxed) > 0 {
            after_drop += 1;
        }
        assert!(start.elapsed() < Duration::from_secs(30), "no frame dropped after {n} rounds");
    }
    // Bruno reads again: he catches up with the table as it is now, on a screen that is whole.
    let fill = (b'a' + (n % 26) as u8) as char;
    let last_row: String = std::iter::repeat_n(fill, big.width as usize).collect();
    let now = format!("host={n} |");
    bruno
        .wait_until(&now, |s| {
            s.contents().contains(&now) && s.rows(0, big.width).last() == Some(last_row.clone())
        })
        .await;
    let rows: Vec<String> = bruno.screen.screen().rows(0, big.width).collect();
    assert_eq!(rows.len(), big.height as usize);
    let wrong: Vec<(usize, usize)> =
        rows.iter().enumerate().skip(3).filter(|(_, r)| **r != last_row).map(|(i, r)| (i, r.len())).collect();
    assert!(wrong.is_empty(), "{n}: rows not all {fill}: {wrong:?}");
}

/// Forwards one connection to the server until `frozen` is set; then holds it open and silent, as
/// a laptop that lost its network does.
async fn freezable_proxy(server_port: u16, frozen: Arc<std::sync::atomic::AtomicBool>) -> u16 {
    use std::sync::atomic::Ordering::Relaxed;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        let (client, _) = listener.accept().await.unwrap();
        let server = tokio::net::TcpStream::connect(("127.0.0.1", server_port)).await.unwrap();
        let (mut cr, mut cw) = client.into_split();
        let (mut sr, mut sw) = server.into_split();
        let f = frozen.clone();
        let up = tokio::spawn(async move {
            let mut buf = vec![0u8; 16 * 1024];
            while let Ok(n) = cr.read(&mut buf).await {
                if n == 0 || f.load(Relaxed) || sw.write_all(&buf[..n]).await.is_err() {
                    break;
                }
            }
            std::future::pending::<()>().await;
        });
        let mut buf = vec![0u8; 16 * 1024];
        while let Ok(n) = sr.read(&mut buf).await {
            if n == 0 || frozen.load(Relaxed) || cw.write_all(&buf[..n]).await.is_err() {
                break;
            }
        }
        // Frozen: keep both sockets open and say nothing.
        let _hold = (cw, sr);
        let _ = up.await;
    });
    port
}

#[tokio::test]
async fn a_player_whose_network_is_gone_is_noticed_by_keepalives() {
    let limits = Limits { keepalive: Duration::from_millis(200), ..quick_limits() };
    let (server, seen) = serve_with("keepalive", limits);
    let frozen = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let proxy = freezable_proxy(server.port(), frozen.clone()).await;
    let mut anna = join(proxy, "anna", size(80, 24)).await;
    anna.wait_for("players=1").await;
    frozen.store(true, std::sync::atomic::Ordering::Relaxed);
    // Three unanswered keepalives 200 ms apart: she has left.
    until_seen(&seen, "anna left", |s| s.left.contains(&"anna".to_string())).await;
}
