//! A remote terminal's bytes → key presses.
//!
//! An SSH client sends what its terminal sends: text in UTF-8 and the escape sequences of xterm,
//! VT100 and the Linux console. The server has no terminal library reading them for it, so this
//! parser turns them into the crossterm [`KeyEvent`]s the table already understands (the same
//! codes and modifiers crossterm itself reports for these bytes). Unknown sequences are dropped;
//! nothing a client sends can make it panic.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The longest escape sequence kept while waiting for its end (a longer one is dropped).
const MAX_SEQUENCE: usize = 32;

/// Parses one client's input. Keeps the unfinished tail of a packet (an escape sequence or a UTF-8
/// character cut between two packets) for the next one.
#[derive(Debug, Default)]
pub struct KeyParser {
    pending: Vec<u8>,
}

/// What one attempt at the front of the input found.
enum Step {
    /// A key (or nothing, for a dropped sequence) and how many bytes it took.
    Key(Option<KeyEvent>, usize),
    /// The input ends inside a sequence: wait for the next packet.
    Incomplete,
}

impl KeyParser {
    pub fn new() -> KeyParser {
        KeyParser::default()
    }

    /// The keys in `bytes` (one packet), in order.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<KeyEvent> {
        let mut input = std::mem::take(&mut self.pending);
        input.extend_from_slice(bytes);
        let mut keys = Vec::new();
        let mut at = 0;
        while at < input.len() {
            match step(&input[at..]) {
                Step::Key(key, used) => {
                    keys.extend(key);
                    at += used.max(1);
                }
                Step::Incomplete => {
                    if input.len() - at <= MAX_SEQUENCE {
                        self.pending = input[at..].to_vec();
                    }
                    break;
                }
            }
        }
        keys
    }
}

fn key(code: KeyCode) -> Option<KeyEvent> {
    Some(KeyEvent::new(code, KeyModifiers::NONE))
}

fn ctrl(c: char) -> Option<KeyEvent> {
    Some(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL))
}

/// Reads one key from the front of `b` (never empty).
fn step(b: &[u8]) -> Step {
    match b[0] {
        0x1b => escape(b),
        b'\r' => Step::Key(key(KeyCode::Enter), if b.get(1) == Some(&b'\n') { 2 } else { 1 }),
        b'\n' => Step::Key(key(KeyCode::Enter), 1),
        b'\t' => Step::Key(key(KeyCode::Tab), 1),
        0x7f | 0x08 => Step::Key(key(KeyCode::Backspace), 1),
        0 => Step::Key(ctrl(' '), 1),
        c @ 0x01..=0x1a => Step::Key(ctrl((b'a' + c - 1) as char), 1),
        c @ 0x1c..=0x1f => Step::Key(ctrl((b'4' + c - 0x1c) as char), 1),
        _ => utf8(b),
    }
}

/// One UTF-8 character; an invalid byte is dropped alone.
fn utf8(b: &[u8]) -> Step {
    let len = match b[0] {
        0x00..=0x7f => 1,
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return Step::Key(None, 1),
    };
    if b.len() < len {
        // A cut character: wait, unless what is there already is not its start.
        return if b[1..].iter().all(|&x| x & 0xc0 == 0x80) { Step::Incomplete } else { Step::Key(None, 1) };
    }
    match std::str::from_utf8(&b[..len]).ok().and_then(|s| s.chars().next()) {
        Some(c) if !c.is_control() => {
            let modifiers = if c.is_uppercase() { KeyModifiers::SHIFT } else { KeyModifiers::NONE };
            Step::Key(Some(KeyEvent::new(KeyCode::Char(c), modifiers)), len)
        }
        Some(_) => Step::Key(None, len),
        None => Step::Key(None, 1),
    }
}

/// ESC alone (at the end of a packet, or before another ESC), a CSI or SS3 sequence, or Alt + key.
fn escape(b: &[u8]) -> Step {
    match b.get(1) {
        None | Some(0x1b) => Step::Key(key(KeyCode::Esc), 1),
        Some(b'[') => csi(b),
        Some(b'O') => match b.get(2) {
            None => Step::Incomplete,
            Some(&f) => Step::Key(ss3(f), 3),
        },
        Some(_) => match step(&b[1..]) {
            Step::Key(k, used) => Step::Key(
                k.map(|mut k| {
                    k.modifiers |= KeyModifiers::ALT;
                    k
                }),
                used + 1,
            ),
            Step::Incomplete => Step::Incomplete,
        },
    }
}

/// SS3 keys (`ESC O x`): arrows and Home/End in application cursor mode, F1–F4.
fn ss3(f: u8) -> Option<KeyEvent> {
    key(cursor_key(f)?)
}

/// The final byte both SS3 and CSI use for arrows, Home/End and F1–F4.
fn cursor_key(f: u8) -> Option<KeyCode> {
    Some(match f {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P'..=b'S' => KeyCode::F(f - b'P' + 1),
        _ => return None,
    })
}

/// A CSI sequence: `ESC [`, parameter bytes, intermediate bytes, one final byte.
fn csi(b: &[u8]) -> Step {
    // The Linux console's F1–F5: ESC [ [ A..E.
    if b.get(2) == Some(&b'[') {
        return match b.get(3) {
            None => Step::Incomplete,
            Some(&f @ b'A'..=b'E') => Step::Key(key(KeyCode::F(f - b'A' + 1)), 4),
            Some(_) => Step::Key(None, 4),
        };
    }
    let mut end = 2;
    while let Some(&x) = b.get(end) {
        match x {
            0x20..=0x3f => end += 1,
            0x40..=0x7e => return Step::Key(csi_key(&b[2..end], x), end + 1),
            // Not a CSI byte: drop what came so far, read this byte afresh.
            _ => return Step::Key(None, end),
        }
        if end > MAX_SEQUENCE {
            return Step::Key(None, end);
        }
    }
    Step::Incomplete
}

/// The key of a complete CSI sequence with parameters `params` and final byte `f`.
fn csi_key(params: &[u8], f: u8) -> Option<KeyEvent> {
    let text = std::str::from_utf8(params).ok()?;
    let mut numbers = text.split(';').map(|p| if p.is_empty() { Some(1) } else { p.parse::<u16>().ok() });
    let first = numbers.next().flatten();
    let modifiers = modifiers(numbers.next().flatten().unwrap_or(1));
    let code = match (cursor_key(f), f) {
        (Some(code), _) => code,
        (None, b'Z') => return Some(KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT | modifiers)),
        (None, b'~') => match first? {
            1 | 7 => KeyCode::Home,
            2 => KeyCode::Insert,
            3 => KeyCode::Delete,
            4 | 8 => KeyCode::End,
            5 => KeyCode::PageUp,
            6 => KeyCode::PageDown,
            n @ 11..=15 => KeyCode::F((n - 10) as u8),
            n @ 17..=21 => KeyCode::F((n - 11) as u8),
            n @ 23..=24 => KeyCode::F((n - 12) as u8),
            _ => return None,
        },
        _ => return None,
    };
    // A private marker (`?`, `<`, `>`, `=`) or an intermediate byte makes it some other report.
    if params.iter().any(|&x| !(x.is_ascii_digit() || x == b';')) {
        return None;
    }
    Some(KeyEvent::new(code, modifiers))
}

/// xterm's modifier parameter: 1 + (shift 1, alt 2, ctrl 4).
fn modifiers(n: u16) -> KeyModifiers {
    let bits = n.saturating_sub(1);
    let mut m = KeyModifiers::NONE;
    if bits & 1 != 0 {
        m |= KeyModifiers::SHIFT;
    }
    if bits & 2 != 0 {
        m |= KeyModifiers::ALT;
    }
    if bits & 4 != 0 {
        m |= KeyModifiers::CONTROL;
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngExt, SeedableRng};

    fn keys(bytes: &[u8]) -> Vec<KeyEvent> {
        KeyParser::new().feed(bytes)
    }

    fn k(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    fn m(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    /// Every sequence the parser knows, with the key it stands for.
    fn known() -> Vec<(&'static [u8], KeyEvent)> {
        use KeyCode::*;
        vec![
            (b"a", k(Char('a'))),
            (b"A", m(Char('A'), KeyModifiers::SHIFT)),
            ("è".as_bytes(), k(Char('è'))),
            ("à".as_bytes(), k(Char('à'))),
            ("€".as_bytes(), k(Char('€'))),
            ("🂡".as_bytes(), k(Char('🂡'))),
            (b"\r", k(Enter)),
            (b"\n", k(Enter)),
            (b"\r\n", k(Enter)),
            (b"\t", k(Tab)),
            (b"\x1b[Z", m(BackTab, KeyModifiers::SHIFT)),
            (b"\x7f", k(Backspace)),
            (b"\x08", k(Backspace)),
            (b"\x1b[3~", k(Delete)),
            (b"\x1b[2~", k(Insert)),
            (b"\x1b", k(Esc)),
            (b"\x1b[A", k(Up)),
            (b"\x1b[B", k(Down)),
            (b"\x1b[C", k(Right)),
            (b"\x1b[D", k(Left)),
            (b"\x1bOA", k(Up)),
            (b"\x1bOB", k(Down)),
            (b"\x1bOC", k(Right)),
            (b"\x1bOD", k(Left)),
            (b"\x1b[1;5C", m(Right, KeyModifiers::CONTROL)),
            (b"\x1b[1;2A", m(Up, KeyModifiers::SHIFT)),
            (b"\x1b[H", k(Home)),
            (b"\x1b[F", k(End)),
            (b"\x1bOH", k(Home)),
            (b"\x1bOF", k(End)),
            (b"\x1b[1~", k(Home)),
            (b"\x1b[4~", k(End)),
            (b"\x1b[7~", k(Home)),
            (b"\x1b[8~", k(End)),
            (b"\x1b[5~", k(PageUp)),
            (b"\x1b[6~", k(PageDown)),
            (b"\x1bOP", k(F(1))),
            (b"\x1bOQ", k(F(2))),
            (b"\x1bOR", k(F(3))),
            (b"\x1bOS", k(F(4))),
            (b"\x1b[[A", k(F(1))),
            (b"\x1b[[E", k(F(5))),
            (b"\x1b[11~", k(F(1))),
            (b"\x1b[15~", k(F(5))),
            (b"\x1b[17~", k(F(6))),
            (b"\x1b[21~", k(F(10))),
            (b"\x1b[23~", k(F(11))),
            (b"\x1b[24~", k(F(12))),
            (b"\x1b[1;2P", m(F(1), KeyModifiers::SHIFT)),
            (b"\x03", m(Char('c'), KeyModifiers::CONTROL)),
            (b"\x01", m(Char('a'), KeyModifiers::CONTROL)),
            (b"\x1a", m(Char('z'), KeyModifiers::CONTROL)),
            (b"\x1bx", m(Char('x'), KeyModifiers::ALT)),
            ("\x1bè".as_bytes(), m(Char('è'), KeyModifiers::ALT)),
            (b"\x1b\r", m(Enter, KeyModifiers::ALT)),
        ]
    }

    #[test]
    fn every_known_sequence_is_its_key() {
        for (bytes, want) in known() {
            assert_eq!(keys(bytes), vec![want], "{bytes:?}");
        }
    }

    #[test]
    fn sequences_in_one_packet_come_out_in_order() {
        use KeyCode::*;
        let got = keys("ciao\x1b[A\r\nè\x1b\x1b[B\x1b".as_bytes());
        let want: Vec<KeyEvent> =
            [Char('c'), Char('i'), Char('a'), Char('o'), Up, Enter, Char('è'), Esc, Down, Esc]
                .into_iter()
                .map(k)
                .collect();
        assert_eq!(got, want);
        // Two Enters are two, whichever way they come.
        assert_eq!(keys(b"\r\r").len(), 2);
        assert_eq!(keys(b"\n\n").len(), 2);
        assert_eq!(keys(b"\r\n\r\n").len(), 2);
    }

    #[test]
    fn a_sequence_cut_between_packets_is_one_key() {
        for (bytes, want) in known() {
            for cut in 1..bytes.len() {
                let mut p = KeyParser::new();
                let mut got = p.feed(&bytes[..cut]);
                // A packet ending in ESC is Esc (what a user pressing Esc sends): the rest is then
                // read on its own, which is the one loss a cut may cause.
                if bytes[..cut] == [0x1b] {
                    assert_eq!(got, vec![k(KeyCode::Esc)]);
                    continue;
                }
                got.extend(p.feed(&bytes[cut..]));
                // \r then \n in two packets is two Enters at worst; every other cut is exact.
                if bytes == b"\r\n" {
                    continue;
                }
                assert_eq!(got, vec![want], "{bytes:?} cut at {cut}");
            }
        }
    }

    #[test]
    fn unknown_sequences_are_dropped_and_what_follows_is_read() {
        for junk in
            [&b"\x1b[99~"[..], b"\x1b[?1;2c", b"\x1b[<0;1;1M", b"\x1bOx", b"\x1b[[x", b"\xff", b"\xc3("]
        {
            let mut bytes = junk.to_vec();
            bytes.extend_from_slice(b"q");
            let got = keys(&bytes);
            assert_eq!(got.last(), Some(&k(KeyCode::Char('q'))), "{junk:?}");
        }
        // An endless CSI is dropped, not kept.
        let mut p = KeyParser::new();
        let mut long = b"\x1b[".to_vec();
        long.extend(std::iter::repeat_n(b'1', 100));
        p.feed(&long);
        assert_eq!(p.feed(b"q"), vec![k(KeyCode::Char('q'))]);
        assert!(p.pending.is_empty());
    }

    #[test]
    fn random_bytes_and_every_prefix_of_a_known_sequence_never_panic() {
        let mut rng = rand_pcg::Pcg64::seed_from_u64(14);
        for _ in 0..2000 {
            let mut p = KeyParser::new();
            for _ in 0..4 {
                let len = rng.random_range(0..64);
                let bytes: Vec<u8> =
                    (0..len).map(|_| if rng.random_bool(0.3) { 0x1b } else { rng.random() }).collect();
                p.feed(&bytes);
                assert!(p.pending.len() <= MAX_SEQUENCE);
            }
        }
        for (bytes, _) in known() {
            for cut in 0..=bytes.len() {
                keys(&bytes[..cut]);
                KeyParser::new().feed(&bytes[cut..]);
            }
        }
    }
}
