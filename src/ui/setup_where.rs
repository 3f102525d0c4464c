//! Where a game set up in the picker is played: round this laptop, or hosted over SSH (for this
//! computer, or open to the network) on a port friends type after `ssh -p`.

use std::ops::RangeInclusive;

use crate::t;

/// Where the game is played: passed round this laptop, or hosted over SSH with every friend in
/// their own terminal (`tavolo serve`), reachable from this computer only or from the network.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Where {
    #[default]
    Laptop,
    Ssh {
        open: bool,
    },
}

impl Where {
    pub const ALL: [Where; 3] = [Where::Laptop, Where::Ssh { open: false }, Where::Ssh { open: true }];

    /// `shared_keys`: a real-time game, played at once on one keyboard rather than passed round.
    pub fn text(self, shared_keys: bool) -> String {
        match self {
            Where::Laptop if shared_keys => t!("setup-where-keyboard"),
            Where::Laptop => t!("setup-where-laptop"),
            Where::Ssh { open: false } => t!("setup-where-ssh"),
            Where::Ssh { open: true } => t!("setup-where-ssh-open"),
        }
    }
}

/// The port a hosted table offers first (the next ones are tried when it is taken).
pub const DEFAULT_PORT: u16 = 2222;

/// The ports a table may be hosted on: below 1024 only the system's own services listen.
pub const PORTS: RangeInclusive<u32> = 1024..=65535;

/// `port` as a port to listen on, if it is one of [`PORTS`].
pub fn port_ok(port: u32) -> Option<u16> {
    PORTS.contains(&port).then_some(port as u16)
}

/// ←/→ on the port: one down or up, within [`PORTS`] (from an unfinished number, to the nearest).
pub fn step_port(port: u32, up: bool) -> u32 {
    let next = if up { port.saturating_add(1) } else { port.saturating_sub(1) };
    next.clamp(*PORTS.start(), *PORTS.end())
}

/// The port after typing the digit `d`: appended, or starting over once it would pass 65535.
pub fn type_digit(port: u32, d: u32) -> u32 {
    let next = port * 10 + d;
    if next > *PORTS.end() { d } else { next }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_port_is_typed_digit_by_digit_and_stepped_within_the_ports_a_table_may_use() {
        let typed = [2, 2, 2, 3].iter().fold(0, |p, d| type_digit(p, *d));
        assert_eq!(port_ok(typed), Some(2223));
        assert_eq!(type_digit(65535, 7), 7, "past 65535 it starts over");
        assert_eq!(port_ok(80), None);
        assert_eq!(port_ok(70000), None);
        assert_eq!(step_port(80, true), 1024);
        assert_eq!(step_port(65535, true), 65535);
        assert_eq!(step_port(2222, false), 2221);
    }
}
