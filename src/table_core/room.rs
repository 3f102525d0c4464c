//! The interface between the SSH transport and the table it hosts: the hosted table's type-erased
//! form, as [`super::Table`] is the hot-seat table's. It lives in the table core so that the catalog
//! and the app can hold a hosted table without naming the SSH layer.

use std::net::IpAddr;
use std::time::Instant;

use crossterm::event::KeyEvent;
use ratatui::Frame;

/// A connected terminal, numbered by the server in order of arrival (never reused in a run).
pub type ClientId = u64;

/// The host's own terminal (the one `tavolo serve` runs in).
pub const HOST: ClientId = 0;
/// The host's user name when the environment gives none (no `USER` or `LOGNAME`): the lobby
/// shows it as "the host" in the viewer's language, not as this word.
pub const HOST_USER: &str = "host";

/// A client's terminal size in cells, from its pty request and window changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    pub width: u16,
    pub height: u16,
}

/// What happens at a client, in the order the server received it.
#[derive(Debug, Clone)]
pub enum Input {
    /// A client passed the table code and opened its terminal. `user` is the SSH user name it
    /// connected with (`ssh anna@host`): the seat it asks for, or the seat it rejoins.
    Join {
        client: ClientId,
        user: String,
        size: Size,
        /// The `SHA256:…` fingerprint of the SSH key the client proved it holds, if any.
        key: Option<String>,
    },
    /// A key, stamped with the instant the server received it (real-time games order claims by it).
    Key {
        client: ClientId,
        key: KeyEvent,
        at: Instant,
    },
    Resize {
        client: ClientId,
        size: Size,
    },
    /// The connection closed or dropped; its seat waits for it to come back.
    Leave {
        client: ClientId,
    },
}

/// Why a connection was turned away at the door.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Its address opened connections faster than [`Limits::connections_per_second`].
    TooFast,
    /// Its address already holds [`Limits::strangers_per_address`] strangers.
    TooMany,
    /// Every place is taken and no address holds more strangers than its own.
    Full,
    /// A stranger sent away to make room for a newcomer from another address.
    Evicted,
}

/// What the door has turned away since the table opened, for the host's screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoorReport {
    pub turned_away: u64,
    /// The latest: from where, and why.
    pub from: IpAddr,
    pub why: Refusal,
}

/// A table shared by every connected client. Synchronous: the driver calls it from one thread, in
/// the order inputs arrived, then redraws every client whose screen may have changed.
pub trait Room: Send {
    /// `now` is when the driver handles it (a key carries its own time of arrival too).
    fn input(&mut self, input: Input, now: Instant);
    /// When the room wants [`Room::on_timer`] (a bot's move, a claim window closing).
    fn deadline(&self) -> Option<Instant>;
    /// The time `now` came (at or after [`Room::deadline`]): the room never reads the clock
    /// itself, so a test's virtual clock drives it exactly like the real one.
    fn on_timer(&mut self, now: Instant);
    /// Bots think on a worker; `waker` wakes the driver when a result comes in.
    fn set_waker(&mut self, _waker: crate::table_core::Waker) {}
    /// Draws what `client` sees now, in its own language, from its own seat's view only. The frame
    /// has the client's size (it may be smaller than 80×24: then the room says to enlarge it).
    fn draw(&mut self, client: ClientId, f: &mut Frame);
    /// How to join (the table code, the `ssh` command, the host key's fingerprint): the host's
    /// lobby shows it.
    /// `again`: the options `serve --resume` needs to host it the same way (`--bind`, `--port`),
    /// for the farewell.
    fn invite(&mut self, _lines: Vec<String>, _again: String) {}
    /// Clients the room has let go (they chose to leave): the server closes their connection.
    fn dismissed(&mut self) -> Vec<ClientId> {
        Vec::new()
    }
    /// The line `client`'s terminal shows after its screen is given back (it left; the host closed
    /// the table), in its own language.
    fn parting(&mut self, _client: ClientId) -> Option<String> {
        None
    }
    /// Whether the SSH key with fingerprint `key` takes `user`'s seat back without the code: the
    /// key that first sat there (asked before the code, so a bound key's player need not type it).
    fn knows_key(&self, _user: &str, _key: &str) -> bool {
        false
    }
    /// Clients whose player's decision has just become due, each with the words of its
    /// notification in its own language ("Your turn — Keltis"): their terminals ring.
    fn bells(&mut self) -> Vec<(ClientId, String)> {
        Vec::new()
    }
    /// How long `client`'s terminal took to answer a probe, there and back (its key presses take
    /// about half of it to reach the table).
    fn delay(&mut self, _client: ClientId, _round_trip: std::time::Duration) {}
    /// The door turned connections away (the host's screen says how many, and from where).
    fn door(&mut self, _report: DoorReport) {}
    /// The host closed the table: the server stops, after [`Room::farewell`].
    fn closed(&self) -> bool;
    /// Saves what is not saved yet; the line to print on the host's terminal after it is restored.
    fn farewell(&mut self) -> Option<Result<crate::i18n::Msg, crate::i18n::Msg>> {
        None
    }
}
