//! The driver: one ordinary thread that owns the [`Room`] and every client's ratatui terminal.
//!
//! Inputs arrive over a channel in the order the server received them; the room's timers run from
//! `recv_timeout`; after a batch of inputs (or a timer) every client is redrawn. ratatui keeps each
//! client's last screen and sends only the cells that changed, so an unchanged screen costs a few
//! bytes. A frame goes to the client's writer task through a small bounded queue: when the queue is
//! full the frame is dropped and that client's next frame is a full redraw, so a slow client is
//! never left with a half-updated screen and never holds up the others.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::Write;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use crossterm::cursor::{Hide, Show};
use crossterm::queue;
use crossterm::style::ResetColor;
use crossterm::terminal::{Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen};
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};
use tokio::sync::mpsc::error::TrySendError;

use crate::table_core::room::{ClientId, HOST, Input, Room, Size};

/// The largest screen drawn for a client: a bigger window shows the table in its top-left corner
/// (a 10000×10000 request must not make the server allocate 100 million cells).
pub const MAX_SIZE: Size = Size { width: 400, height: 150 };

/// How soon a client whose frame was dropped is tried again.
const RETRY: Duration = Duration::from_millis(50);

/// At most this many queued events are handled before the screens are redrawn.
const BATCH: usize = 256;

/// What the transport (and the host's terminal) tell the driver.
pub enum Event {
    /// A client passed the table code and opened its terminal: its frames go to `link`.
    Join { client: ClientId, user: String, size: Size, key: Option<String>, link: Link },
    /// A key, a resize or a leave (never a [`Input::Join`]: that is [`Event::Join`]).
    Input(Input),
    /// Stop now (the host's terminal got a signal, or the server is shut down).
    Stop,
    /// A bot's move was decided on its worker: the room looks at its timers now.
    Wake,
    /// A client proved it holds the SSH key `key`: may it take `user`'s seat without the code?
    KnowsKey { user: String, key: String, reply: tokio::sync::oneshot::Sender<bool> },
    /// A terminal answered a delay probe after `round_trip`.
    Delay { client: ClientId, round_trip: std::time::Duration },
    /// The door turned connections away: the host's screen says so.
    Door(crate::table_core::room::DoorReport),
}

/// Where a client's frames go, and how to cut it off.
pub struct Link {
    pub frames: tokio::sync::mpsc::Sender<Vec<u8>>,
    /// Ends the connection at once (for a client whose queue is stuck when it must be closed).
    pub kill: Option<Box<dyn Fn() + Send>>,
    /// The terminal's type (`TERM`, or the pty request's): how it is told it is its player's turn.
    pub term: String,
}

/// The bytes ratatui writes for one frame, collected to be sent as one message (the driver keeps
/// a second handle on the same buffer to take them).
#[derive(Default, Clone)]
pub struct Sink(Rc<RefCell<Vec<u8>>>);

impl Sink {
    fn take(&self) -> Vec<u8> {
        std::mem::take(&mut self.0.borrow_mut())
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

type ClientTerminal = Terminal<CrosstermBackend<Sink>>;

/// A client's screen as the driver keeps it.
struct Screen {
    terminal: ClientTerminal,
    sink: Sink,
    size: Size,
    link: Link,
    /// The next frame must repaint everything (just joined, resized, or a frame was dropped).
    full: bool,
    /// A bell and notification to send with the next frame: its player's decision is due.
    bell: Option<String>,
}

/// What the driver has sent, for tests and benchmarks.
#[derive(Debug, Default)]
pub struct Stats {
    pub frames: AtomicU64,
    pub bytes: AtomicU64,
    /// Frames dropped because a client's queue was full (each followed by a full redraw).
    pub dropped: AtomicU64,
}

/// What rings a terminal's bell and, where the terminal shows them, raises a desktop
/// notification saying `text`: OSC 777 for the terminals that read it (foot, rxvt), OSC 9 for
/// the others that do (iTerm2, WezTerm, kitty, Ghostty); a terminal that knows neither ignores
/// it and rings the bell only.
pub fn notification(term: &str, text: &str) -> Vec<u8> {
    // Our own words, but a name in them came from a player: nothing that could end the sequence.
    let text: String = text.chars().filter(|c| !c.is_control() && *c != ';').collect();
    let osc = if term.starts_with("foot") || term.starts_with("rxvt") {
        format!("\x1b]777;notify;Tavolo;{text}\x1b\\")
    } else {
        format!("\x1b]9;{text}\x1b\\")
    };
    let mut bytes = vec![0x07];
    bytes.extend(osc.into_bytes());
    bytes
}

/// `size` within 1×1 and [`MAX_SIZE`].
pub fn clamp(size: Size) -> Size {
    Size { width: size.width.clamp(1, MAX_SIZE.width), height: size.height.clamp(1, MAX_SIZE.height) }
}

/// A terminal of exactly `size` cells writing to `sink`. The viewport is fixed: ratatui never asks
/// the backend for a size (that would query the server's own terminal, not the client's), and the
/// driver never calls what would (`clear`, `resize`): a new size or a full redraw is a new terminal.
fn terminal(size: Size, sink: &Sink) -> ClientTerminal {
    let area = Rect::new(0, 0, size.width, size.height);
    Terminal::with_options(
        CrosstermBackend::new(sink.clone()),
        TerminalOptions { viewport: Viewport::Fixed(area) },
    )
    .expect("a fixed viewport needs no terminal")
}

/// Runs `room` until it is closed, every event source is gone, or [`Event::Stop`]; then restores
/// every client's terminal and gives the room back (for its farewell).
pub fn run(room: Box<dyn Room>, events: Receiver<Event>, stats: Arc<Stats>) -> Box<dyn Room> {
    run_woken(room, events, None, stats)
}

/// [`run`], with `wake` the sender of `events`: a bot decided on its worker wakes the driver
/// through it, so the driver never waits on a search and never polls for one.
pub fn run_woken(
    mut room: Box<dyn Room>,
    events: Receiver<Event>,
    wake: Option<std::sync::mpsc::Sender<Event>>,
    stats: Arc<Stats>,
) -> Box<dyn Room> {
    if let Some(tx) = wake {
        room.set_waker(Arc::new(move || {
            let _ = tx.send(Event::Wake);
        }));
    }
    let mut driver = Driver { room, screens: BTreeMap::new(), retry_at: None, stats, woken: false };
    driver.run(&events);
    for client in driver.screens.keys().copied().collect::<Vec<_>>() {
        driver.close(client);
    }
    driver.room
}

struct Driver {
    room: Box<dyn Room>,
    screens: BTreeMap<ClientId, Screen>,
    /// When to try again the clients whose last frame was dropped.
    retry_at: Option<Instant>,
    stats: Arc<Stats>,
    /// A bot's result came in: the room's timers are looked at after this batch.
    woken: bool,
}

impl Driver {
    fn run(&mut self, events: &Receiver<Event>) {
        while !self.room.closed() {
            let timer = self.room.deadline();
            let wake = match (timer, self.retry_at) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let first = match wake {
                None => events.recv().map_err(|_| RecvTimeoutError::Disconnected),
                Some(t) => events.recv_timeout(t.saturating_duration_since(Instant::now())),
            };
            let mut changed = false;
            match first {
                Ok(event) => {
                    if !self.handle(event) {
                        return;
                    }
                    changed = true;
                    // A burst of keys costs one redraw.
                    for event in events.try_iter().take(BATCH) {
                        if !self.handle(event) {
                            return;
                        }
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
            // The room's own wake-up came (a countdown's tick is always "100 ms from now" when
            // asked again, so the time asked for before waiting is the one that counts).
            let now = Instant::now();
            let woken = std::mem::take(&mut self.woken);
            if woken || timer.is_some_and(|t| t <= now) || self.room.deadline().is_some_and(|t| t <= now) {
                self.room.on_timer(now);
                changed = true;
            }
            for client in self.room.dismissed() {
                self.close(client);
                changed = true;
            }
            for (client, text) in self.room.bells() {
                if let Some(screen) = self.screens.get_mut(&client) {
                    screen.bell = Some(text);
                }
            }
            if self.room.closed() {
                return;
            }
            if changed {
                self.draw_all();
            } else if self.retry_at.is_some_and(|t| t <= Instant::now()) {
                self.retry_at = None;
                let behind: Vec<ClientId> =
                    self.screens.iter().filter(|(_, s)| s.full).map(|(c, _)| *c).collect();
                for client in behind {
                    self.draw(client);
                }
            }
        }
    }

    /// Handles one event; false to stop.
    fn handle(&mut self, event: Event) -> bool {
        match event {
            Event::Stop => return false,
            // Its timers are looked at after every event (see `run`).
            Event::Wake => self.woken = true,
            Event::Door(report) => self.room.door(report),
            Event::Delay { client, round_trip } => self.room.delay(client, round_trip),
            Event::KnowsKey { user, key, reply } => {
                let _ = reply.send(self.room.knows_key(&user, &key));
                // Nothing on any screen changed.
                return true;
            }
            Event::Join { client, user, size, key, link } => {
                let size = clamp(size);
                let sink = Sink::default();
                let screen =
                    Screen { terminal: terminal(size, &sink), sink, size, link, full: true, bell: None };
                let mut start = Vec::new();
                let _ = queue!(start, EnterAlternateScreen, Hide);
                let _ = screen.link.frames.try_send(start);
                self.screens.insert(client, screen);
                self.room.input(Input::Join { client, user, size, key }, Instant::now());
            }
            Event::Input(Input::Resize { client, size }) => {
                let size = clamp(size);
                let Some(screen) = self.screens.get_mut(&client) else { return true };
                if screen.size != size {
                    screen.size = size;
                    screen.terminal = terminal(size, &screen.sink);
                    screen.full = true;
                }
                self.room.input(Input::Resize { client, size }, Instant::now());
            }
            Event::Input(Input::Leave { client }) => {
                // A client the room dismissed has already left the room.
                if self.screens.remove(&client).is_some() {
                    self.room.input(Input::Leave { client }, Instant::now());
                }
            }
            Event::Input(input @ Input::Key { client, .. }) => {
                // The host's keys count even before its terminal is attached (or without one).
                if client == HOST || self.screens.contains_key(&client) {
                    self.room.input(input, Instant::now());
                }
            }
            // Joins come with their link.
            Event::Input(Input::Join { .. }) => {}
        }
        true
    }

    fn draw_all(&mut self) {
        for client in self.screens.keys().copied().collect::<Vec<_>>() {
            self.draw(client);
        }
    }

    /// Draws `client`'s screen and queues the bytes for its writer.
    fn draw(&mut self, client: ClientId) {
        let Some(screen) = self.screens.get_mut(&client) else { return };
        if screen.link.frames.capacity() == 0 {
            // Still behind: do not draw a frame only to drop it.
            if !screen.full {
                self.stats.dropped.fetch_add(1, Ordering::Relaxed);
            }
            screen.full = true;
            self.retry_at.get_or_insert(Instant::now() + RETRY);
            return;
        }
        if screen.full {
            // A fresh terminal's last frame is blank: clearing the real screen makes that true.
            screen.terminal = terminal(screen.size, &screen.sink);
            let _ = queue!(screen.sink, ResetColor, Clear(ClearType::All));
        }
        let room = &mut self.room;
        if screen.terminal.draw(|f| room.draw(client, f)).is_err() {
            return;
        }
        let mut bytes = screen.sink.take();
        if let Some(text) = screen.bell.take() {
            bytes.extend(notification(&screen.link.term, &text));
        }
        if bytes.is_empty() {
            return;
        }
        let len = bytes.len() as u64;
        match screen.link.frames.try_send(bytes) {
            Ok(()) => {
                screen.full = false;
                self.stats.frames.fetch_add(1, Ordering::Relaxed);
                self.stats.bytes.fetch_add(len, Ordering::Relaxed);
            }
            Err(TrySendError::Full(_)) => {
                self.stats.dropped.fetch_add(1, Ordering::Relaxed);
                screen.full = true;
                self.retry_at.get_or_insert(Instant::now() + RETRY);
            }
            // The connection is gone; its Leave is on the way.
            Err(TrySendError::Closed(_)) => {}
        }
    }

    /// Restores `client`'s terminal and lets its writer close the connection.
    fn close(&mut self, client: ClientId) {
        let Some(screen) = self.screens.remove(&client) else { return };
        let mut end = Vec::new();
        let _ = queue!(end, ResetColor, Clear(ClearType::All), Show, LeaveAlternateScreen);
        // A last line in the restored terminal says why the table let it go.
        if let Some(line) = self.room.parting(client) {
            end.extend_from_slice(format!("{line}\r\n").as_bytes());
        }
        if screen.link.frames.try_send(end).is_err()
            && let Some(kill) = &screen.link.kill
        {
            kill();
        }
        // Dropping the link's sender tells the writer to close the channel once the queue is sent.
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bell_rings_and_notifies_as_the_terminal_understands_with_nothing_that_ends_the_sequence() {
        let xterm = String::from_utf8(notification("xterm-256color", "Your turn — Keltis")).unwrap();
        assert_eq!(xterm, "\x07\x1b]9;Your turn — Keltis\x1b\\");
        let foot = String::from_utf8(notification("foot", "Tocca a te")).unwrap();
        assert_eq!(foot, "\x07\x1b]777;notify;Tavolo;Tocca a te\x1b\\");
        let sneaky = String::from_utf8(notification("xterm", "a\x1b\\b\x07;c")).unwrap();
        assert_eq!(sneaky, "\x07\x1b]9;a\\bc\x1b\\");
    }
    use ratatui::widgets::Paragraph;
    use std::sync::mpsc;

    /// A room that shows each client its name and counts what happened.
    #[derive(Default)]
    struct Counter {
        names: BTreeMap<ClientId, String>,
        keys: usize,
        closed: bool,
        dismiss: Vec<ClientId>,
    }

    impl Room for Counter {
        fn input(&mut self, input: Input, _: Instant) {
            match input {
                Input::Join { client, user, .. } => {
                    self.names.insert(client, user);
                }
                Input::Key { client, key, .. } => {
                    self.keys += 1;
                    match key.code {
                        crossterm::event::KeyCode::Char('q') if client == HOST => self.closed = true,
                        crossterm::event::KeyCode::Char('x') => self.dismiss.push(client),
                        _ => {}
                    }
                }
                Input::Leave { client } => {
                    self.names.remove(&client);
                }
                Input::Resize { .. } => {}
            }
        }
        fn deadline(&self) -> Option<Instant> {
            None
        }
        fn on_timer(&mut self, _: Instant) {}
        fn draw(&mut self, client: ClientId, f: &mut ratatui::Frame) {
            let text = format!("{} keys={}", self.names.get(&client).map_or("?", |n| n), self.keys);
            f.render_widget(Paragraph::new(text), f.area());
        }
        fn dismissed(&mut self) -> Vec<ClientId> {
            std::mem::take(&mut self.dismiss)
        }
        fn closed(&self) -> bool {
            self.closed
        }
    }

    fn key(client: ClientId, c: char) -> Event {
        Event::Input(Input::Key {
            client,
            key: crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char(c)),
            at: Instant::now(),
        })
    }

    fn join(
        client: ClientId,
        user: &str,
        size: Size,
        queue: usize,
    ) -> (Event, tokio::sync::mpsc::Receiver<Vec<u8>>) {
        let (tx, rx) = tokio::sync::mpsc::channel(queue);
        (
            Event::Join {
                client,
                user: user.into(),
                size,
                key: None,
                link: Link { frames: tx, kill: None, term: "xterm".into() },
            },
            rx,
        )
    }

    fn parser(rows: u16, cols: u16) -> vt100::Parser {
        vt100::Parser::new(rows.try_into().unwrap(), cols.try_into().unwrap(), 0)
    }

    fn screen_of(frames: &mut tokio::sync::mpsc::Receiver<Vec<u8>>, parser: &mut vt100::Parser) -> String {
        while let Ok(f) = frames.try_recv() {
            parser.process(&f);
        }
        parser.screen().contents()
    }

    #[test]
    fn clients_get_their_own_screens_and_a_slow_one_catches_up_with_a_full_redraw() {
        let (tx, rx) = mpsc::channel();
        let (join_host, mut host) = join(HOST, "host", Size { width: 40, height: 5 }, 64);
        // Anna's queue holds two frames and nobody reads it for a while.
        let (join_anna, mut anna) = join(1, "anna", Size { width: 30, height: 4 }, 2);
        tx.send(join_host).unwrap();
        tx.send(join_anna).unwrap();
        let driver = std::thread::spawn(move || run(Box::new(Counter::default()), rx, Arc::default()));
        for c in "abcdefgh".chars() {
            tx.send(key(HOST, c)).unwrap();
            // One frame per key for the host, whose queue is read.
            std::thread::sleep(Duration::from_millis(5));
        }
        let mut host_screen = parser(5, 40);
        let mut anna_screen = parser(4, 30);
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let h = screen_of(&mut host, &mut host_screen);
            let a = screen_of(&mut anna, &mut anna_screen);
            if h.contains("host keys=8") && a.contains("anna keys=8") {
                break;
            }
            assert!(Instant::now() < deadline, "host: {h:?} anna: {a:?}");
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(!host_screen.screen().contents().contains("anna"));
        tx.send(key(HOST, 'q')).unwrap();
        let room = driver.join().unwrap();
        drop(room);
        // Both terminals were given back: the alternate screen left, the cursor shown.
        screen_of(&mut host, &mut host_screen);
        assert!(!host_screen.screen().alternate_screen());
        assert!(!host_screen.screen().hide_cursor());
    }

    #[test]
    fn a_dismissed_client_is_restored_and_its_later_keys_and_leave_are_ignored() {
        let (tx, rx) = mpsc::channel();
        let (join_anna, mut anna) = join(1, "anna", Size { width: 0, height: 0 }, 8);
        tx.send(join_anna).unwrap();
        tx.send(key(1, 'x')).unwrap();
        let driver = std::thread::spawn(move || run(Box::new(Counter::default()), rx, Arc::default()));
        // The driver drops the link once it has queued the restoring bytes.
        let mut screen = parser(1, 1);
        while let Some(f) = anna.blocking_recv() {
            screen.process(&f);
        }
        assert!(!screen.screen().alternate_screen());
        assert!(!screen.screen().hide_cursor());
        let (join_bruno, mut bruno) = join(2, "bruno", Size { width: 20, height: 2 }, 8);
        tx.send(key(1, 'y')).unwrap();
        tx.send(Event::Input(Input::Leave { client: 1 })).unwrap();
        tx.send(join_bruno).unwrap();
        let mut screen = parser(2, 20);
        let deadline = Instant::now() + Duration::from_secs(5);
        // Anna's y never reached the room: Bruno sees the one key (her x).
        while !screen_of(&mut bruno, &mut screen).contains("bruno keys=1") {
            assert!(Instant::now() < deadline, "{:?}", screen.screen().contents());
            std::thread::sleep(Duration::from_millis(5));
        }
        tx.send(Event::Stop).unwrap();
        driver.join().unwrap();
    }

    /// A countdown: it always wants the table again 20 ms from whenever it is asked.
    struct Ticking {
        ticks: usize,
    }

    impl Room for Ticking {
        fn input(&mut self, _: Input, _: Instant) {}
        fn deadline(&self) -> Option<Instant> {
            Some(Instant::now() + Duration::from_millis(20))
        }
        fn on_timer(&mut self, _: Instant) {
            self.ticks += 1;
        }
        fn draw(&mut self, _: ClientId, f: &mut ratatui::Frame) {
            f.render_widget(Paragraph::new(format!("ticks={}", self.ticks)), f.area());
        }
        fn closed(&self) -> bool {
            false
        }
    }

    #[test]
    fn a_countdown_that_always_asks_for_the_next_tick_is_redrawn_on_every_tick() {
        let (tx, rx) = mpsc::channel();
        let (join_anna, mut anna) = join(1, "anna", Size { width: 20, height: 2 }, 64);
        tx.send(join_anna).unwrap();
        let driver = std::thread::spawn(move || run(Box::new(Ticking { ticks: 0 }), rx, Arc::default()));
        let mut screen = parser(2, 20);
        let deadline = Instant::now() + Duration::from_secs(5);
        let ticks = |text: String| -> usize {
            text.split("ticks=").nth(1).and_then(|n| n.trim().parse().ok()).unwrap_or(0)
        };
        while ticks(screen_of(&mut anna, &mut screen)) < 3 {
            assert!(Instant::now() < deadline, "{:?}", screen.screen().contents());
            std::thread::sleep(Duration::from_millis(5));
        }
        tx.send(Event::Stop).unwrap();
        driver.join().unwrap();
    }

    #[test]
    fn sizes_are_clamped() {
        assert_eq!(clamp(Size { width: 0, height: 0 }), Size { width: 1, height: 1 });
        assert_eq!(clamp(Size { width: 10000, height: 10000 }), MAX_SIZE);
        assert_eq!(clamp(Size { width: 80, height: 24 }), Size { width: 80, height: 24 });
    }
}
