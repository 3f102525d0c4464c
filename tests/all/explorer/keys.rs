//! Which key the explorer presses: mostly one a bar lists (so rounds and games finish), sometimes
//! any key at all (to see that a key nobody lists is refused, and says so).

use std::collections::BTreeMap;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::engine::GameRng;
use tavolo::ui::widgets::{Hint, takes};

/// Every key a person might press: the named keys and the printable characters games use.
pub fn universe() -> Vec<KeyCode> {
    use KeyCode::*;
    let mut keys = vec![
        Enter,
        Esc,
        Tab,
        BackTab,
        Backspace,
        Up,
        Down,
        Left,
        Right,
        PageUp,
        PageDown,
        Home,
        End,
        F(1),
        F(2),
        F(3),
        F(4),
    ];
    keys.extend(" ?-[]".chars().map(Char));
    keys.extend(('a'..='z').map(Char));
    keys.extend(('0'..='9').map(Char));
    keys
}

/// Hints that leave the table are pressed less often, so a game gets played.
fn weight(h: &Hint) -> usize {
    match h.what.as_str() {
        "quit" | "picker" | "leave" | "close the table" => 1,
        "rules" | "log" | "save" | "pause" => 2,
        // Pages are read a while, then closed.
        "scroll" | "page" | "ends" | "first line" | "last line" => 4,
        "close" | "to the table" | "go on" => 24,
        _ => 12,
    }
}

/// A key: three times in four one the bars list, else any key of the universe. `moved` says, per
/// command, how often pressing it moved the game so far: those that do are pressed more, so that
/// games get played to their end.
pub fn pick(
    rng: &mut GameRng,
    bars: &[Hint],
    universe: &[KeyCode],
    moved: &BTreeMap<String, (usize, usize)>,
) -> KeyEvent {
    let weight = |h: &Hint| {
        let (pressed, moves) = moved.get(&h.what).copied().unwrap_or((0, 0));
        weight(h) + 48 * moves / pressed.max(1)
    };
    let listed: Vec<(&Hint, Vec<KeyEvent>)> = bars
        .iter()
        .map(|h| {
            let (mut codes, any) = h.codes();
            if any {
                codes.extend(typed(universe));
            }
            (h, codes)
        })
        .filter(|(_, codes)| !codes.is_empty())
        .collect();
    let total: usize = listed.iter().map(|(h, _)| weight(h)).sum();
    if total > 0 && rng.below(4) != 0 {
        let mut at = rng.below(total);
        for (h, codes) in &listed {
            if at < weight(h) {
                return codes[rng.below(codes.len())];
            }
            at -= weight(h);
        }
    }
    KeyEvent::new(universe[rng.below(universe.len())], KeyModifiers::NONE)
}

/// Whether a bar lists `key`.
pub fn listed(bars: &[Hint], key: &KeyEvent) -> bool {
    takes(bars, key)
}

/// A key as findings name it.
pub fn name(key: &KeyEvent) -> String {
    match key.code {
        KeyCode::Char(' ') => "space".into(),
        KeyCode::Char(c) => c.to_string(),
        other => format!("{other:?}"),
    }
}

/// The `n`th probe of the listed commands: every other one the next of all listed keys in a row, so
/// a game that has not moved for a while gets every listed key tried within a few dozen steps, and
/// between them a command at random; none that leaves the table (a fresh window would hide a table that no longer moves on)
/// or opens a page.
/// A command that takes any character offers the universe's characters.
pub fn probe(rng: &mut GameRng, bars: &[Hint], universe: &[KeyCode], n: usize) -> Option<KeyEvent> {
    let commands: Vec<Vec<KeyEvent>> = bars
        .iter()
        // Nothing that leaves the table or opens a page (the rules, the log, the save prompt, a
        // pause): a probe would only go round between pages.
        .filter(|h| weight(h) > 2)
        .map(|h| {
            let (mut codes, any) = h.codes();
            if any {
                codes.extend(typed(universe));
            }
            codes
        })
        .filter(|codes| !codes.is_empty())
        .collect();
    // Every other probe takes the next key of all of them in a row: a command whose keys belong to
    // different seats (Pow Wow's shared keyboard) has one key that acts, wherever it stands.
    let (n, flat) = (n / 2, n % 2 == 1);
    if flat {
        let all: Vec<KeyEvent> = commands.iter().flatten().copied().collect();
        return all.get(n % all.len().max(1)).copied();
    }
    // The others a command at random, any of its keys: a fixed round can go in circles (marking
    // and unmarking cards without ever marking just one).
    let keys = commands.get(rng.below(commands.len().max(1)))?;
    Some(keys[rng.below(keys.len())])
}

/// The universe's characters as presses (a command that takes typing).
fn typed(universe: &[KeyCode]) -> impl Iterator<Item = KeyEvent> + '_ {
    universe.iter().filter(|k| matches!(k, KeyCode::Char(_))).map(|k| KeyEvent::new(*k, KeyModifiers::NONE))
}
