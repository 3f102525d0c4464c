//! `serve`: the table in the host's own terminal, which is client [`HOST`].
//!
//! The host's terminal is set up and given back as the hot-seat table does it (`ui::term`): raw
//! mode and the alternate screen, restored on exit, panic, SIGINT, SIGTERM and SIGHUP; keys read on
//! their own thread and stamped when read. Its frames are drawn by the driver like any client's
//! and written to stdout by a thread of their own.

use std::io::Write;
use std::net::{IpAddr, UdpSocket};
use std::sync::mpsc;

use crossterm::event::{Event as TermEvent, KeyEventKind};

use super::driver::Event;
use super::{HOST, Input, Room, ServeConfig, Size, invitation, start};
use crate::t;
use crate::ui::term;

/// Frames waiting for the host's terminal (a local terminal keeps up; this only bounds memory).
const HOST_QUEUE: usize = 64;

/// Hosts `room` over SSH as `cfg` says, with the host's terminal as client [`HOST`], until the room
/// closes (or a signal stops it); then prints the room's farewell. The error is a sentence.
pub fn serve(cfg: ServeConfig, room: Box<dyn Room>) -> Result<(), String> {
    let listener = listen(&cfg)?;
    // The host reads how to join in its lobby too: what is printed here goes under the table's screen.
    let mut room = room;
    let key =
        super::hostkey::load_or_create(&cfg.save_dir).map_err(|e| t!("net-error-host-key", error = e))?;
    let port = listener.local_addr().map_or(cfg.port, |a| a.port());
    // Hosting it again the same way: open to the network, on this port.
    let mut again = String::new();
    if !cfg.bind.is_loopback() {
        again.push_str(&format!(" --bind {}", cfg.bind));
    }
    if port != ServeConfig::new("").port {
        again.push_str(&format!(" --port {port}"));
    }
    if let Some(file) = &cfg.allow_file {
        again.push_str(&format!(" --allow {}", file.display()));
    }
    // Friends keep the code they were given: the next `serve --keep-code` takes it again (if it
    // cannot be kept, that table simply gets a new one).
    if super::code::keep(&cfg.save_dir, &cfg.code).is_ok() {
        again.push_str(" --keep-code");
    }
    room.invite(invitation(&cfg, port, &super::hostkey::fingerprint(&key)), again);
    let server = start(cfg.clone(), room, listener)?;
    let mut out = std::io::stdout();
    for line in invitation(&cfg, server.port(), server.fingerprint()) {
        let _ = writeln!(out, "{line}");
    }
    let fail = |e: std::io::Error| t!("net-error-terminal", error = e.to_string());
    let (tx, local) = mpsc::channel();
    let signals = term::stop_on_signals(tx.clone()).map_err(fail)?;
    // Raw mode and the alternate screen; its panic hook restores the terminal before the message.
    let terminal = ratatui::try_init().map_err(fail)?;
    // The driver draws this terminal through its own ratatui terminal: this one only set it up.
    std::mem::forget(terminal);
    let size = crossterm::terminal::size().map(|(width, height)| Size { width, height });
    let size = size.unwrap_or(Size { width: 80, height: 24 });
    // The table turns away a name it could not show (see `engine::names`): not the host's.
    let user = ["USER", "LOGNAME"]
        .iter()
        .find_map(|v| std::env::var(v).ok().filter(|u| crate::engine::names::check(u).is_ok()));
    let user = user.unwrap_or_else(|| crate::table_core::room::HOST_USER.into());
    let mut frames = server.attach(HOST, user, size, HOST_QUEUE);
    let writer = std::thread::spawn(move || {
        let mut out = std::io::stdout();
        while let Some(frame) = frames.blocking_recv() {
            if out.write_all(&frame).and_then(|()| out.flush()).is_err() {
                return;
            }
        }
    });
    let reader = term::spawn_reader(tx);
    let events = server.events.clone();
    std::thread::spawn(move || forward_host_input(&local, &events));
    let farewell = server.wait();
    reader.stop();
    let _ = writer.join();
    let _ = ratatui::try_restore();
    term::stop_signals(signals);
    match farewell {
        Some(Ok(line)) => {
            let _ = writeln!(std::io::stdout(), "{line}");
        }
        Some(Err(line)) => {
            let _ = writeln!(std::io::stderr(), "tavolo: {line}");
        }
        None => {}
    }
    Ok(())
}

/// A listener on `cfg.port`, or on the first free one of the `cfg.ports` ports from it.
fn listen(cfg: &ServeConfig) -> Result<std::net::TcpListener, String> {
    let mut port = cfg.port;
    loop {
        let addr = std::net::SocketAddr::new(cfg.bind, port);
        match std::net::TcpListener::bind(addr) {
            Ok(l) => return Ok(l),
            Err(e)
                if e.kind() == std::io::ErrorKind::AddrInUse
                    && port.saturating_sub(cfg.port).saturating_add(1) < cfg.ports.max(1)
                    && port < u16::MAX =>
            {
                port += 1;
            }
            Err(e) => return Err(t!("net-error-bind", addr = addr.to_string(), error = e.to_string())),
        }
    }
}

/// The host's keys and resizes to the driver; a signal or a lost terminal stops the table.
fn forward_host_input(local: &mpsc::Receiver<term::Input>, events: &mpsc::Sender<Event>) {
    for input in local {
        let event = match input {
            term::Input::Read(Ok((at, TermEvent::Key(key)))) if key.kind == KeyEventKind::Press => {
                Event::Input(Input::Key { client: HOST, key, at })
            }
            term::Input::Read(Ok((_, TermEvent::Resize(width, height)))) => {
                Event::Input(Input::Resize { client: HOST, size: Size { width, height } })
            }
            // The host's own table is the room: its bots wake the driver directly.
            term::Input::Read(Ok(_)) | term::Input::Wake => continue,
            term::Input::Read(Err(_)) | term::Input::Stop(_) => Event::Stop,
        };
        let stop = matches!(event, Event::Stop);
        if events.send(event).is_err() || stop {
            return;
        }
    }
}

/// The address friends type: the bound one, or for a table open on every interface the address
/// this machine reaches the network with.
pub fn address_to_join(bind: IpAddr) -> String {
    if !bind.is_unspecified() {
        return bind.to_string();
    }
    // Connecting a UDP socket sends nothing: it only picks the interface that routes outwards.
    let (local, outside) =
        if bind.is_ipv4() { ("0.0.0.0:0", "192.0.2.1:9") } else { ("[::]:0", "[2001:db8::1]:9") };
    UdpSocket::bind(local)
        .and_then(|s| s.connect(outside).and_then(|()| s.local_addr()))
        .map(|a| a.ip().to_string())
        .unwrap_or_else(|_| t!("net-this-machine"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_port_moves_on_to_the_next_free_one_only_when_allowed() {
        let busy = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let mut cfg = ServeConfig::new("/tmp");
        cfg.port = busy.local_addr().unwrap().port();
        let refused = listen(&cfg).unwrap_err();
        assert!(refused.contains(&cfg.port.to_string()), "{refused}");
        cfg.ports = 10;
        // The next port may be busy as well on a shared machine: any of the ten will do.
        if let Ok(l) = listen(&cfg) {
            let port = l.local_addr().unwrap().port();
            assert!(port > cfg.port && port < cfg.port.saturating_add(10), "{port}");
        }
    }

    #[test]
    fn the_invitation_names_code_command_fingerprint_and_warns_when_open_to_the_network() {
        let mut cfg = ServeConfig::new("/tmp");
        cfg.code = "KXRTQM".into();
        let lines = invitation(&cfg, 2222, "SHA256:abc");
        assert_eq!(lines.len(), 3);
        assert!(lines[0].contains("KXRTQM"));
        assert!(lines[1].contains("ssh -t -p 2222 NAME@127.0.0.1"), "{}", lines[1]);
        assert!(lines[2].contains("SHA256:abc"));
        cfg.bind = "0.0.0.0".parse().unwrap();
        let lines = invitation(&cfg, 2222, "SHA256:abc");
        assert_eq!(lines.len(), 4);
        assert!(lines[3].contains("anyone who can reach this machine"), "{}", lines[3]);
        assert!(!lines[1].contains("@0.0.0.0"), "{}", lines[1]);
        let it = crate::i18n::with_lang(crate::i18n::Lang::It, || invitation(&cfg, 2222, "SHA256:abc"));
        assert!(it[0].starts_with("Codice del tavolo") && it[3].contains("chiunque"), "{it:?}");
        // With an allow list the code opens nothing: it is not shown at all.
        cfg.allow = Some(["SHA256:k".to_string()].into());
        let lines = invitation(&cfg, 2222, "SHA256:abc");
        assert!(lines.iter().all(|l| !l.contains("KXRTQM")), "{lines:?}");
        assert!(lines[0].contains("Only the SSH key in the allow list"), "{lines:?}");
    }
}
