//! The terminal: raw mode and the alternate screen, always restored (quit, error, panic, Ctrl-C); an
//! input thread that stamps every event with a monotonic time the moment it is read, so no key is
//! lost or reordered while the screen draws; redraws only on input, timer or resize.

use std::io::stdout;
use std::sync::mpsc;
use std::time::Instant;

use crossterm::event::{
    self, Event, KeyEventKind, KeyboardEnhancementFlags, PopKeyboardEnhancementFlags,
    PushKeyboardEnhancementFlags,
};
use crossterm::execute;

use super::app::App;

pub fn run(mut app: App) -> std::io::Result<()> {
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
    let result = event_loop(&mut terminal, &mut app);
    if enhanced {
        let _ = execute!(stdout(), PopKeyboardEnhancementFlags);
    }
    ratatui::restore();
    result
}

/// Reads terminal events on their own thread, each stamped with the instant it was read.
fn spawn_reader() -> mpsc::Receiver<std::io::Result<(Instant, Event)>> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        loop {
            let read = event::read().map(|e| (Instant::now(), e));
            let failed = read.is_err();
            if tx.send(read).is_err() || failed {
                return;
            }
        }
    });
    rx
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> std::io::Result<()> {
    let input = spawn_reader();
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
            Ok(read) => {
                match read? {
                    // Key releases and repeats (kitty protocol) are not presses.
                    (at, Event::Key(k)) if k.kind == KeyEventKind::Press => app.key(k, at),
                    (_, Event::Resize(..)) => {}
                    _ => continue,
                }
                dirty = true;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                app.on_timer();
                dirty = true;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
        }
    }
    Ok(())
}
