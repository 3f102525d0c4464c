//! A player: russh's client, and vt100 as its terminal.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent};
use russh::ChannelMsg;
use russh::client;
use tavolo::net::{HOST, Input, Size};

use super::room::{CODE, Seen};

pub struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

pub async fn connect(port: u16) -> client::Handle<Trusting> {
    let config = Arc::new(client::Config::default());
    client::connect(config, ("127.0.0.1", port), Trusting).await.unwrap()
}

/// A player's connection and what its terminal shows.
pub struct Player {
    pub ssh: client::Handle<Trusting>,
    pub channel: russh::Channel<client::Msg>,
    pub screen: vt100::Parser,
    pub received: usize,
    pub closed: bool,
    pub exit_status: Option<u32>,
    /// The last bytes received, as sent (a line written outside the game's screen).
    pub tail: Vec<u8>,
}

pub fn parser(size: Size) -> vt100::Parser {
    vt100::Parser::new(size.height.max(1).try_into().unwrap(), size.width.max(1).try_into().unwrap(), 0)
}

pub async fn join(port: u16, user: &str, size: Size) -> Player {
    join_on(connect(port).await, user, size).await
}

/// A player whose connection holds little: a small socket buffer, a small SSH window, one message
/// waiting in its channel. When it stops reading, the server soon cannot send it anything.
pub async fn join_small(port: u16, user: &str, size: Size) -> Player {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(16 * 1024).unwrap();
    let stream = socket.connect(([127, 0, 0, 1], port).into()).await.unwrap();
    let config = client::Config { window_size: 64 * 1024, channel_buffer_size: 1, ..Default::default() };
    let ssh = client::connect_stream(Arc::new(config), stream, Trusting).await.unwrap();
    join_on(ssh, user, size).await
}

pub async fn join_on(mut ssh: client::Handle<Trusting>, user: &str, size: Size) -> Player {
    assert!(ssh.authenticate_password(user, CODE).await.unwrap().success());
    open_terminal(ssh, size).await
}

/// A terminal on a connection that has come in (by the code or by a key).
pub async fn open_terminal(ssh: client::Handle<Trusting>, size: Size) -> Player {
    let channel = ssh.channel_open_session().await.unwrap();
    channel.request_pty(true, "xterm", size.width as u32, size.height as u32, 0, 0, &[]).await.unwrap();
    channel.request_shell(true).await.unwrap();
    // The test's terminal is no bigger than what the server draws (10000×10000 cells would be the
    // test's own 100 million).
    let shown = tavolo::net::driver::clamp(size);
    Player {
        ssh,
        channel,
        screen: parser(shown),
        received: 0,
        closed: false,
        exit_status: None,
        tail: Vec::new(),
    }
}

pub const WAIT: Duration = Duration::from_secs(5);

impl Player {
    pub fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Reads until the screen shows `what` (or fails after a while, quoting the screen).
    pub async fn wait_for(&mut self, what: &str) -> String {
        self.wait_until(what, |s| s.contents().contains(what)).await;
        self.text()
    }

    /// Reads until `done` holds for the screen.
    pub async fn wait_until(&mut self, what: &str, done: impl Fn(&vt100::Screen) -> bool) {
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

    pub fn take(&mut self, msg: ChannelMsg) {
        match msg {
            ChannelMsg::Data { data } => {
                self.received += data.len();
                self.screen.process(&data);
                self.tail.extend_from_slice(&data);
                let extra = self.tail.len().saturating_sub(64 * 1024);
                self.tail.drain(..extra);
            }
            ChannelMsg::ExitStatus { exit_status } => self.exit_status = Some(exit_status),
            ChannelMsg::Close | ChannelMsg::Eof => self.closed = true,
            _ => {}
        }
    }

    /// Reads until the server closes the channel.
    pub async fn wait_closed(&mut self) {
        let until = tokio::time::Instant::now() + WAIT;
        while !self.closed {
            match tokio::time::timeout_at(until, self.channel.wait()).await {
                Ok(Some(m)) => self.take(m),
                Ok(None) => self.closed = true,
                Err(_) => panic!("the channel never closed:\n{}", self.text()),
            }
        }
    }

    pub async fn send(&self, bytes: &[u8]) {
        self.channel.data_bytes(bytes.to_vec()).await.unwrap();
    }

    pub async fn resize(&mut self, size: Size) {
        self.channel.window_change(size.width as u32, size.height as u32, 0, 0).await.unwrap();
        self.screen
            .screen_mut()
            .set_size(size.height.max(1).try_into().unwrap(), size.width.max(1).try_into().unwrap());
    }
}

pub fn size(width: u16, height: u16) -> Size {
    Size { width, height }
}

/// Waits for a condition on what the room was told.
pub async fn until_seen(seen: &Mutex<Seen>, what: &str, check: impl Fn(&Seen) -> bool) {
    let until = Instant::now() + WAIT;
    while !check(&seen.lock().unwrap()) {
        assert!(Instant::now() < until, "never happened: {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

pub fn host_key(c: char) -> Input {
    Input::Key { client: HOST, key: KeyEvent::from(KeyCode::Char(c)), at: Instant::now() }
}

/// Forwards one connection to the server until `frozen` is set; then holds it open and silent, as
/// a laptop that lost its network does.
pub async fn freezable_proxy(server_port: u16, frozen: Arc<std::sync::atomic::AtomicBool>) -> u16 {
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
