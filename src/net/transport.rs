//! The SSH server: accepts connections within the [`Gate`]'s limits and runs each one's session
//! on a single-threaded tokio runtime of its own thread (a table has a handful of players; the
//! driver, not the runtime, does the drawing).

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use russh::server::Config;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

use super::connection::{Connection, Killer, Shared, WeakKiller};
use super::limits::{Limits, Stage, Ticket};

/// How long a stopping server waits for its clients' last frames and closed channels.
const GOODBYE: Duration = Duration::from_secs(1);

/// Then how long it lets the sessions write them out.
const FLUSH: Duration = Duration::from_millis(100);

/// Accepts connections until `stop` turns true, then gives the open ones a moment to say goodbye.
pub async fn serve(
    listener: std::net::TcpListener,
    config: Arc<Config>,
    shared: Arc<Shared>,
    mut stop: watch::Receiver<bool>,
) {
    let listener = match TcpListener::from_std(listener) {
        Ok(l) => l,
        Err(_) => return,
    };
    loop {
        tokio::select! {
            changed = stop.changed() => {
                if changed.is_err() || *stop.borrow() {
                    break;
                }
            }
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => admit(stream, &config, &shared),
                // Out of descriptors, or a connection reset before it was taken: not the end.
                Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
            },
        }
    }
    drop(listener);
    // The driver has let every client go: wait for their writers to send the last frames and close
    // the channels, then give the sessions a moment to put those on the wire.
    let until = Instant::now() + GOODBYE;
    while shared.writing.load(Ordering::Relaxed) > 0 && Instant::now() < until {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    if shared.gate.counts().0 > 0 {
        tokio::time::sleep(FLUSH).await;
    }
}

/// Starts `stream`'s session, or closes it at once when the gate turns it away.
fn admit(stream: TcpStream, config: &Arc<Config>, shared: &Arc<Shared>) {
    let Ok(peer) = stream.peer_addr() else { return };
    // A duplicate of the socket, to cut the connection off from outside its session.
    let Ok(socket) = stream.into_std() else { return };
    let Ok(duplicate) = socket.try_clone() else { return };
    let killer = Killer::new(duplicate);
    let evict = killer.downgrade();
    let evict = Box::new(move || {
        if let Some(k) = evict.upgrade() {
            k.kill();
        }
    });
    let before = shared.gate.turned_away();
    let admitted = shared.gate.admit(peer.ip(), Instant::now(), evict);
    // Turning one away (or a stranger evicted to make room) is news for the host's screen.
    if shared.gate.turned_away() != before {
        shared.tell_door();
    }
    let Ok(ticket) = admitted else { return };
    let Ok(stream) = TcpStream::from_std(socket) else { return };
    let _ = stream.set_nodelay(true);
    watch_the_door(&ticket, &killer, shared.gate.limits());
    let handler = Connection::new(shared.clone(), ticket, killer.clone());
    let config = config.clone();
    tokio::spawn(async move {
        if let Ok(session) = russh::server::run_stream(config, stream, handler).await {
            let _ = session.await;
        }
        // The session is over: make sure the client hears it (a duplicate keeps the socket open).
        killer.kill();
    });
}

/// Cuts a stranger off at its deadlines: the handshake's (seconds: a silent client), then the
/// code prompt's (a person's time). The seat's deadline starts once it gave the code.
fn watch_the_door(ticket: &Ticket, killer: &Killer, limits: &Limits) {
    let (stage, killer) = (ticket.stage(), killer.downgrade());
    let (handshake, code) = (limits.handshake_deadline, limits.code_deadline);
    tokio::spawn(async move {
        tokio::time::sleep(handshake).await;
        if stage.get() == Stage::Handshake {
            return cut(&killer);
        }
        tokio::time::sleep(code.saturating_sub(handshake)).await;
        if stage.get() < Stage::Player {
            cut(&killer);
        }
    });
}

fn cut(killer: &WeakKiller) {
    if let Some(k) = killer.upgrade() {
        k.kill();
    }
}
