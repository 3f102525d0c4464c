//! The terminal: raw mode and the alternate screen, always restored (quit, error, panic, Ctrl-C,
//! SIGTERM, SIGHUP); an input thread that stamps every event with a monotonic time the moment it is
//! read, so no key is lost or reordered while the screen draws; redraws only on input, timer or resize.
//! On the way out the game is saved once more and one line says how to continue it.

use std::io::{Write, stderr, stdout};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::{Duration, Instant};

use crossterm::event::{
    self, Event, KeyEventKind, KeyboardEnhancementFlags, PopKeyboardEnhancementFlags,
    PushKeyboardEnhancementFlags,
};
use crossterm::execute;

use super::app::App;

/// What the event loop waits for: a terminal event (stamped when read) or a signal to stop.
#[derive(Debug)]
pub enum Input {
    Read(std::io::Result<(Instant, Event)>),
    Stop(i32),
    /// A bot's move was decided on its worker: the table looks at its timers now.
    Wake,
}

pub fn run(app: &mut App) -> std::io::Result<()> {
    let (tx, input) = mpsc::channel();
    let signals = stop_on_signals(tx.clone())?;
    // ratatui::try_init installs a panic hook that restores the terminal before the panic message.
    let mut terminal = ratatui::try_init()?;
    // Exact press events where the terminal speaks the kitty keyboard protocol.
    let enhanced = crossterm::terminal::supports_keyboard_enhancement().unwrap_or(false)
        && execute!(
            stdout(),
            PushKeyboardEnhancementFlags(
                KeyboardEnhancementFlags::DISAMBIGUATE_ESCAPE_CODES
                    | KeyboardEnhancementFlags::REPORT_EVENT_TYPES
            )
        )
        .is_ok();
    let waker = tx.clone();
    app.set_waker(std::sync::Arc::new(move || {
        let _ = waker.send(Input::Wake);
    }));
    let reader = spawn_reader(tx);
    let result = event_loop(&mut terminal, app, &input);
    reader.stop();
    // Save first: after SIGHUP the terminal may be gone and writing to it may fail.
    let farewell = app.farewell();
    if enhanced {
        let _ = execute!(stdout(), PopKeyboardEnhancementFlags);
    }
    let _ = terminal.show_cursor();
    // Its drop would show the cursor again and print an error to a terminal that may be gone.
    std::mem::forget(terminal);
    let _ = ratatui::try_restore();
    stop_signals(signals);
    // Ignore write errors: a closed terminal must not turn a clean exit into a panic.
    match farewell {
        Some(Ok(line)) => {
            let _ = writeln!(stdout(), "{line}");
        }
        Some(Err(line)) => {
            let _ = writeln!(stderr(), "tavolo: {line}");
        }
        None => {}
    }
    result
}

/// SIGTERM, SIGHUP (terminal closed) and SIGINT become [`Input::Stop`], so the app leaves its loop
/// and restores the terminal instead of dying in the alternate screen.
#[cfg(unix)]
pub fn stop_on_signals(tx: mpsc::Sender<Input>) -> std::io::Result<signal_hook::iterator::Handle> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    let handle = signals.handle();
    std::thread::spawn(move || {
        for signal in signals.forever() {
            if tx.send(Input::Stop(signal)).is_err() {
                return;
            }
        }
    });
    Ok(handle)
}

#[cfg(unix)]
pub(crate) fn stop_signals(handle: signal_hook::iterator::Handle) {
    handle.close();
}

#[cfg(not(unix))]
pub fn stop_on_signals(_tx: mpsc::Sender<Input>) -> std::io::Result<()> {
    Ok(())
}

#[cfg(not(unix))]
pub(crate) fn stop_signals(_: ()) {}

/// Reads terminal events on their own thread, each stamped with the instant it was read, until
/// the returned reader is stopped. It polls rather than blocks in `read`, so that once stopped it
/// reads nothing more: a thread left blocked would swallow the first key of whatever takes the
/// terminal next (the hosted table opened from the picker lost its first Enter).
pub(crate) fn spawn_reader(tx: mpsc::Sender<Input>) -> Reader {
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = stop.clone();
    let thread = std::thread::spawn(move || {
        while !stopped.load(Ordering::Relaxed) {
            match event::poll(Duration::from_millis(50)) {
                Ok(false) => continue,
                // Stopped while waiting: the event is left for whoever reads the terminal next.
                Ok(true) if stopped.load(Ordering::Relaxed) => return,
                Ok(true) => {}
                Err(e) => {
                    let _ = tx.send(Input::Read(Err(e)));
                    return;
                }
            }
            let read = event::read().map(|e| (Instant::now(), e));
            let failed = read.is_err();
            if tx.send(Input::Read(read)).is_err() || failed {
                return;
            }
        }
    });
    Reader { stop, thread: Some(thread) }
}

/// The input thread; stopping it waits a moment for it to stop reading.
pub(crate) struct Reader {
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Reader {
    /// Tells the thread to stop and waits until it has (one poll, 50 ms), but never longer than
    /// 300 ms: on a terminal that is gone (SIGHUP) a read may never return, and the program must
    /// still end.
    pub(crate) fn stop(mut self) {
        self.stop.store(true, Ordering::Relaxed);
        let Some(t) = self.thread.take() else { return };
        let until = Instant::now() + Duration::from_millis(300);
        while !t.is_finished() && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    input: &mpsc::Receiver<Input>,
) -> std::io::Result<()> {
    let mut dirty = true;
    while !app.quit {
        if dirty {
            terminal.draw(|f| app.draw(f))?;
            dirty = false;
        }
        let received = match app.deadline() {
            // Block until input: nothing redraws while nothing happens.
            None => input.recv().map_err(|_| mpsc::RecvTimeoutError::Disconnected),
            Some(t) => input.recv_timeout(t.saturating_duration_since(Instant::now())),
        };
        match received {
            Ok(Input::Stop(_)) => return Ok(()),
            // A closed terminal fails the read and sends SIGHUP: that is a stop, not an error.
            Ok(Input::Read(Err(e))) => {
                return match input.recv_timeout(Duration::from_millis(200)) {
                    Ok(Input::Stop(_)) => Ok(()),
                    _ => Err(e),
                };
            }
            Ok(Input::Read(Ok(read))) => {
                match read {
                    // Key releases and repeats (kitty protocol) are not presses.
                    (at, Event::Key(k)) if k.kind == KeyEventKind::Press => app.key(k, at),
                    (_, Event::Resize(..)) => {}
                    _ => continue,
                }
                dirty = true;
            }
            Ok(Input::Wake) | Err(mpsc::RecvTimeoutError::Timeout) => {
                app.on_timer(Instant::now());
                dirty = true;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
        }
    }
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn sigterm_and_sighup_stop_the_event_loop() {
        use signal_hook::consts::{SIGHUP, SIGTERM};
        let (tx, rx) = mpsc::channel();
        let handle = stop_on_signals(tx).unwrap();
        for signal in [SIGTERM, SIGHUP] {
            signal_hook::low_level::raise(signal).unwrap();
            match rx.recv_timeout(Duration::from_secs(5)) {
                Ok(Input::Stop(s)) => assert_eq!(s, signal),
                other => panic!("expected a stop for signal {signal}, got {other:?}"),
            }
        }
        stop_signals(handle);
    }
}
