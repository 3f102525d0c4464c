//! One SSH connection: the table code as password, one terminal channel, keys in, frames out.
//!
//! Who may come in: a player's SSH key, once proven (its signature checked), takes back the seat it
//! first sat at without the code; any other key, or none, gives the code (a key given with the
//! code is bound to the seat it takes: trust on first use). With an allow list (`--allow`), only
//! its keys come in, and no code is asked.
//!
//! Everything but a game on a terminal is refused: commands (`exec`), SFTP and other subsystems,
//! environment variables, X11 and agent forwarding, port forwarding of every kind, a second
//! channel.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use russh::server::{Auth, ChannelOpenHandle, Handle, Msg, Session};
use russh::{Channel, ChannelId, ChannelOpenFailure, Pty};

use super::driver::{Event, Link};
use super::keys::KeyParser;
use super::limits::{Gate, InputBudget, Ticket, Verdict};
use crate::t;
use crate::table_core::room::{ClientId, Input, Size};

/// What every connection shares: the code, the way to the driver, the numbering of clients.
pub struct Shared {
    pub code: String,
    /// `--allow`: the fingerprints of the only keys admitted (no code, no keyless joiners).
    pub allow: Option<std::collections::HashSet<String>>,
    /// How to join (`ssh -t -p PORT NAME@HOST`): what a refused command or file transfer reads.
    pub join_with: String,
    pub events: std::sync::mpsc::Sender<Event>,
    pub gate: Arc<Gate>,
    pub next_client: AtomicU64,
    /// Writers that have not yet sent their client's last frame and closed its channel.
    pub writing: Arc<AtomicUsize>,
    /// A door report is on its way to the driver (at most one every [`DOOR_NEWS`]).
    pub door_news: AtomicBool,
}

/// How often the host's screen hears what the door turned away: a flood of strangers costs the
/// players' screens a few redraws a second, not one per stranger.
const DOOR_NEWS: Duration = Duration::from_millis(250);

impl Shared {
    /// Tells the driver what the door has turned away, once the current short wait is over (the
    /// count is then up to date).
    pub fn tell_door(self: &Arc<Self>) {
        if self.door_news.swap(true, Ordering::Relaxed) {
            return;
        }
        let shared = self.clone();
        tokio::spawn(async move {
            tokio::time::sleep(DOOR_NEWS).await;
            shared.door_news.store(false, Ordering::Relaxed);
            if let Some(report) = shared.gate.report() {
                let _ = shared.events.send(Event::Door(report));
            }
        });
    }
}

/// Cuts a connection off at once: shuts its socket down (a duplicate of its descriptor), which
/// ends the session's reads and writes wherever they are waiting.
#[derive(Clone)]
pub struct Killer(Arc<std::net::TcpStream>);

impl Killer {
    pub fn new(socket: std::net::TcpStream) -> Killer {
        Killer(Arc::new(socket))
    }

    pub fn kill(&self) {
        let _ = self.0.shutdown(std::net::Shutdown::Both);
    }

    /// A killer that does not keep the socket open (for a timer that may outlive the session).
    pub fn downgrade(&self) -> WeakKiller {
        WeakKiller(Arc::downgrade(&self.0))
    }
}

pub struct WeakKiller(std::sync::Weak<std::net::TcpStream>);

impl WeakKiller {
    pub fn upgrade(&self) -> Option<Killer> {
        self.0.upgrade().map(Killer)
    }
}

/// The handler of one connection.
pub struct Connection {
    shared: Arc<Shared>,
    ticket: Ticket,
    killer: Killer,
    /// Set when the terminal opens: the seat deadline no longer applies.
    seated: Arc<AtomicBool>,
    user: String,
    /// The fingerprint of the SSH key this client proved it holds, if any.
    key: Option<String>,
    channel: Option<ChannelId>,
    /// The terminal's size from the pty request (None: no pty asked for).
    size: Option<Size>,
    /// The terminal's type from the pty request (`xterm-256color`, `foot`).
    term: String,
    /// The client number once its terminal is open (its game has started).
    client: Option<ClientId>,
    left: bool,
    keys: KeyParser,
    budget: InputBudget,
    /// When the last delay probe went out to the terminal, until its answer comes; and whether
    /// this terminal has ever answered one (one that never does is not "slow").
    probe: super::probe::Probe,
}

impl Connection {
    pub fn new(shared: Arc<Shared>, ticket: Ticket, killer: Killer) -> Connection {
        let seated = Arc::new(AtomicBool::new(false));
        let budget = InputBudget::new(shared.gate.limits());
        Connection {
            shared,
            ticket,
            killer,
            seated,
            user: String::new(),
            key: None,
            channel: None,
            size: None,
            term: String::new(),
            client: None,
            left: false,
            keys: KeyParser::new(),
            budget,
            probe: Arc::default(),
        }
    }

    /// It gave the code: a player now, whose terminal must open within the seat's deadline. False
    /// when the door evicted it meanwhile.
    fn admitted(&mut self) -> bool {
        if !self.ticket.admitted() {
            return false;
        }
        let (seated, killer) = (self.seated.clone(), self.killer.downgrade());
        let deadline = self.shared.gate.limits().seat_deadline;
        tokio::spawn(async move {
            tokio::time::sleep(deadline).await;
            if !seated.load(Ordering::Relaxed)
                && let Some(killer) = killer.upgrade()
            {
                killer.kill();
            }
        });
        true
    }

    /// The refusal that lets the client try again: the code (or a listed key, with `--allow`).
    fn ask_again(&self) -> Auth {
        if self.shared.allow.is_some() {
            Auth::Reject {
                proceed_with_methods: Some(russh::MethodSet::from(&[russh::MethodKind::PublicKey][..])),
                partial_success: false,
            }
        } else {
            password_please()
        }
    }

    /// Asks the table whether `key` takes `user`'s seat back without the code.
    async fn ask_room(&self, user: &str, key: &str) -> bool {
        let (reply, answer) = tokio::sync::oneshot::channel();
        self.send(Event::KnowsKey { user: user.to_string(), key: key.to_string(), reply });
        tokio::time::timeout(Duration::from_secs(5), answer).await.is_ok_and(|a| a.unwrap_or(false))
    }

    fn send(&self, event: Event) {
        // The driver is gone only when the server is stopping.
        let _ = self.shared.events.send(event);
    }

    fn leave(&mut self) {
        if let Some(client) = self.client
            && !self.left
        {
            self.left = true;
            self.send(Event::Input(Input::Leave { client }));
        }
    }

    /// Whether `channel` is this connection's terminal channel.
    fn ours(&self, channel: ChannelId) -> bool {
        self.channel == Some(channel)
    }

    /// Refuses a command or a subsystem (SFTP) and closes the channel: nothing but the game is
    /// offered, and the client reads in one line (on its stderr, which `ssh` and `sftp` both
    /// show) what is. Once the game is on, the request just fails.
    fn refuse(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), russh::Error> {
        if self.client.is_some() {
            return session.channel_failure(channel);
        }
        // A failed request is all OpenSSH prints ("exec request failed"): it is answered, so
        // that the line is read, then ended with a failing exit status.
        session.channel_success(channel)?;
        session.extended_data(channel, 1, self.what_we_serve())?;
        session.exit_status_request(channel, 1)?;
        session.eof(channel)?;
        session.close(channel)
    }

    /// One line on what Tavolo serves and how to join it.
    fn what_we_serve(&self) -> Vec<u8> {
        format!("{}\r\n", t!("net-only-a-table", join = self.shared.join_with.as_str())).into_bytes()
    }

    /// Starts the game on this terminal: a client number, a writer task, the driver told.
    fn join(&mut self, channel: ChannelId, size: Size, session: &mut Session) {
        let client = self.shared.next_client.fetch_add(1, Ordering::Relaxed);
        let (frames, queue) = tokio::sync::mpsc::channel(self.shared.gate.limits().queued_frames);
        let writing = Writing::new(self.shared.writing.clone());
        tokio::spawn(write_frames(session.handle(), channel, queue, self.killer.clone(), writing));
        let events = self.shared.events.clone();
        tokio::spawn(super::probe::probe_delay(
            session.handle(),
            channel,
            self.probe.clone(),
            (events, client),
        ));
        let killer = self.killer.clone();
        let term = self.term.clone();
        let link = Link { frames, kill: Some(Box::new(move || killer.kill())), term };
        self.client = Some(client);
        self.seated.store(true, Ordering::Relaxed);
        self.send(Event::Join { client, user: self.user.clone(), size, key: self.key.clone(), link });
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        self.leave();
    }
}

/// The longest seat name kept from an SSH user name.
pub const MAX_NAME: usize = 24;

/// The seat a user name asks for, safe to draw on everyone's screen: no control characters (an
/// escape sequence in a name would reach the other players' terminals), no surrounding spaces, at
/// most [`MAX_NAME`] characters.
pub fn seat_name(user: &str) -> String {
    let kept: String = user.chars().filter(|c| !c.is_control()).take(MAX_NAME).collect();
    kept.trim().to_string()
}

/// A public key's `SHA256:…` fingerprint, as the table keeps it.
pub fn fingerprint(key: &russh::keys::PublicKey) -> String {
    key.fingerprint(russh::keys::HashAlg::Sha256).to_string()
}

/// A refusal that keeps keys and the password on offer: `ssh` tries its keys, then asks for the
/// code (again, after a mistyped one), up to the server's limit of attempts.
fn password_please() -> Auth {
    Auth::Reject {
        proceed_with_methods: Some(russh::MethodSet::from(
            &[russh::MethodKind::PublicKey, russh::MethodKind::Password][..],
        )),
        partial_success: false,
    }
}

/// A pty or window-change size in cells (the driver clamps it to what it draws).
fn size(cols: u32, rows: u32) -> Size {
    Size { width: cols.min(u16::MAX as u32) as u16, height: rows.min(u16::MAX as u32) as u16 }
}

/// How long the writer waits to close a channel politely before cutting the connection.
const CLOSE_GRACE: Duration = Duration::from_secs(5);

/// Counts a writer among those still writing, until dropped (a stopping server waits for them).
struct Writing(Arc<AtomicUsize>);

impl Writing {
    fn new(count: Arc<AtomicUsize>) -> Writing {
        count.fetch_add(1, Ordering::Relaxed);
        Writing(count)
    }
}

impl Drop for Writing {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// One client's writer: sends its frames in order; when the driver lets the client go (drops the
/// queue's sender) it closes the channel, then the connection.
async fn write_frames(
    handle: Handle,
    channel: ChannelId,
    mut frames: tokio::sync::mpsc::Receiver<Vec<u8>>,
    killer: Killer,
    writing: Writing,
) {
    while let Some(frame) = frames.recv().await {
        if handle.data(channel, frame).await.is_err() {
            return;
        }
    }
    let close = async {
        let _ = handle.exit_status_request(channel, 0).await;
        let _ = handle.eof(channel).await;
        let _ = handle.close(channel).await;
    };
    let _ = tokio::time::timeout(CLOSE_GRACE, close).await;
    drop(writing);
    // The client's ssh ends the connection when its channel closes; one that does not is cut off.
    tokio::time::sleep(CLOSE_GRACE).await;
    killer.kill();
}

impl russh::server::Handler for Connection {
    type Error = russh::Error;

    async fn authentication_banner(&mut self) -> Result<Option<String>, Self::Error> {
        // With an allow list a refusal is only "Permission denied (publickey)": say why first.
        Ok(self.shared.allow.as_ref().map(|_| format!("{}\r\n", t!("net-allow-banner"))))
    }

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        self.ticket.at_prompt();
        Ok(self.ask_again())
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        self.ticket.at_prompt();
        // Check the code whatever the name, so a refusal takes the same time either way.
        let right = super::code::matches(&self.shared.code, password);
        let user = seat_name(user);
        if right && !user.is_empty() && self.shared.allow.is_none() && self.admitted() {
            self.user = user;
            Ok(Auth::Accept)
        } else {
            Ok(self.ask_again())
        }
    }

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        offer: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        self.ticket.at_prompt();
        // With an allow list, a key not on it is not worth a signature.
        let listed =
            |allow: &std::collections::HashSet<String>| allow.contains(&fingerprint(offer.public_key));
        if self.shared.allow.as_ref().is_some_and(|allow| !listed(allow)) {
            return Ok(self.ask_again());
        }
        Ok(Auth::Accept)
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let user = seat_name(user);
        let key = fingerprint(key.public_key);
        let listed = self.shared.allow.as_ref().map(|allow| allow.contains(&key));
        // Its signature is checked: this client holds the key. Does it take the seat by itself?
        let known = match listed {
            Some(listed) => listed,
            None => !user.is_empty() && self.ask_room(&user, &key).await,
        };
        if listed == Some(false) {
            return Ok(self.ask_again());
        }
        self.key = Some(key);
        if known && self.admitted() {
            self.user = user;
            return Ok(Auth::Accept);
        }
        // A new key (or another key for a name that has one): the code too, and the table decides
        // at the seat whether the key may sit there.
        Ok(Auth::Reject {
            proceed_with_methods: Some(russh::MethodSet::from(&[russh::MethodKind::Password][..])),
            partial_success: true,
        })
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        _user: &str,
        _submethods: &str,
        _response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        self.ticket.at_prompt();
        Ok(self.ask_again())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel.is_some() {
            reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        } else {
            // Only the id is kept: the Channel object would queue a copy of every message.
            self.channel = Some(channel.id());
            reply.accept().await;
        }
        Ok(())
    }

    async fn channel_open_x11(
        &mut self,
        _channel: Channel<Msg>,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        Ok(())
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host_to_connect: &str,
        _port_to_connect: u32,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        Ok(())
    }

    async fn channel_open_forwarded_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host_to_connect: &str,
        _port_to_connect: u32,
        _originator_address: &str,
        _originator_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        Ok(())
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _channel: Channel<Msg>,
        _socket_path: &str,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        term: &str,
        cols: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.ours(channel) && self.client.is_none() {
            self.size = Some(size(cols, rows));
            self.term = term.chars().filter(|c| c.is_ascii_graphic()).take(64).collect();
            session.channel_success(channel)
        } else {
            session.channel_failure(channel)
        }
    }

    async fn shell_request(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), Self::Error> {
        if !self.ours(channel) || self.client.is_some() {
            return session.channel_failure(channel);
        }
        let Some(size) = self.size else {
            // `ssh -T`, or a client without a terminal: say why, and go.
            session.channel_success(channel)?;
            session.data(
                channel,
                format!("{}\r\n", t!("net-needs-terminal", join = self.shared.join_with.as_str()))
                    .into_bytes(),
            )?;
            session.exit_status_request(channel, 1)?;
            session.eof(channel)?;
            return session.close(channel);
        };
        session.channel_success(channel)?;
        self.join(channel, size, session);
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse(channel, session)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse(channel, session)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        _variable_name: &str,
        _variable_value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // OpenSSH sends LANG before the shell: refused quietly, the channel stays.
        session.channel_failure(channel)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn agent_request(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn streamlocal_forward(
        &mut self,
        _socket_path: &str,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(false)
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        cols: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.ours(channel)
            && let Some(client) = self.client
        {
            self.send(Event::Input(Input::Resize { client, size: size(cols, rows) }));
        }
        Ok(())
    }

    async fn data(
        &mut self,
        channel: ChannelId,
        data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let at = Instant::now();
        let Some(client) = self.client.filter(|_| self.ours(channel) && !self.left) else { return Ok(()) };
        let (data, answered) = super::probe::take_probe_answers(data);
        let sent = answered.then(|| {
            let mut probe = self.probe.lock().unwrap_or_else(|e| e.into_inner());
            probe.1 = true;
            probe.0.take()
        });
        if let Some(Some(sent)) = sent {
            self.send(Event::Delay { client, round_trip: at.saturating_duration_since(sent) });
        }
        let data = &data[..];
        let read = match self.budget.admit(data.len(), at) {
            Verdict::Read(n) => n,
            Verdict::Flood => {
                self.leave();
                // One line on why, then the connection is cut (a flooder's reads are not waited for).
                let _ = session.data(channel, self.what_we_serve());
                let _ = session.close(channel);
                let killer = self.killer.downgrade();
                tokio::spawn(async move {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                    if let Some(k) = killer.upgrade() {
                        k.kill();
                    }
                });
                return Ok(());
            }
        };
        for key in self.keys.feed(&data[..read]) {
            self.send(Event::Input(Input::Key { client, key, at }));
        }
        Ok(())
    }

    async fn channel_eof(&mut self, channel: ChannelId, _session: &mut Session) -> Result<(), Self::Error> {
        if self.ours(channel) {
            self.leave();
        }
        Ok(())
    }

    async fn channel_close(&mut self, channel: ChannelId, _session: &mut Session) -> Result<(), Self::Error> {
        if self.ours(channel) {
            self.leave();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_name_becomes_a_seat_name_that_is_safe_to_draw() {
        assert_eq!(seat_name("anna"), "anna");
        assert_eq!(seat_name("  Niccolò "), "Niccolò");
        assert_eq!(seat_name("an\x1b[2Jna"), "an[2Jna");
        assert_eq!(seat_name("\x07\r\n"), "");
        assert_eq!(seat_name(&"x".repeat(100)).len(), MAX_NAME);
    }
}
