//! The terminal: raw mode and the alternate screen, always restored (quit, error, panic, Ctrl-C), and
//! an event loop that redraws only on input, timer or resize.

use std::time::Instant;

use crossterm::event::{self, Event, KeyEventKind};

use super::app::App;

pub fn run(mut app: App) -> std::io::Result<()> {
    // ratatui::try_init installs a panic hook that restores the terminal before the panic message.
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, &mut app);
    ratatui::restore();
    result
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> std::io::Result<()> {
    let mut dirty = true;
    while !app.quit {
        if dirty {
            terminal.draw(|f| app.draw(f))?;
            dirty = false;
        }
        let ready = match app.deadline() {
            // Block until input: nothing redraws while nothing happens.
            None => true,
            Some(t) => event::poll(t.saturating_duration_since(Instant::now()))?,
        };
        if ready {
            match event::read()? {
                // Key releases and repeats (kitty protocol) are not presses.
                Event::Key(k) if k.kind == KeyEventKind::Press => {
                    app.key(k);
                    dirty = true;
                }
                Event::Resize(..) => dirty = true,
                _ => {}
            }
        } else {
            app.on_timer();
            dirty = true;
        }
    }
    Ok(())
}
