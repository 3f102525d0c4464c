//! Limits that keep a server reachable by others playable: how many connections, how fast new
//! ones come, how long a stranger may take to sit down, and how many bytes a client may send.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The limits a server runs with ([`Limits::default`] for `tavolo serve`; tests shorten the times).
#[derive(Debug, Clone)]
pub struct Limits {
    /// Connections open at once (players, and strangers still typing the code); more are closed
    /// at once.
    pub max_connections: usize,
    /// Connections that have not sat down yet (no terminal open): a flood of strangers fills these
    /// slots, never the players'.
    pub max_unseated: usize,
    /// New connections accepted per second on average, and in a burst.
    pub connections_per_second: f64,
    pub connection_burst: f64,
    /// A connection that has not opened its terminal by then is dropped.
    pub seat_deadline: Duration,
    /// How long a wrong code takes to be refused.
    pub auth_delay: Duration,
    /// Codes tried on one connection before it is closed.
    pub max_auth_attempts: usize,
    /// Key bytes a client may send per second on average, and in a burst (a pasted name); more are
    /// dropped.
    pub input_bytes_per_second: f64,
    pub input_burst: f64,
    /// More bytes than this within one second is a flood: the client is disconnected.
    pub flood_bytes: usize,
    /// How often a silent client is asked whether it is still there; after three unanswered asks
    /// it has left.
    pub keepalive: Duration,
    /// Frames waiting for a client's connection; past this, frames are dropped.
    pub queued_frames: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 40,
            // A 12-player table whose players all sit at the password prompt at once still fits.
            max_unseated: 16,
            connections_per_second: 5.0,
            connection_burst: 20.0,
            seat_deadline: Duration::from_secs(30),
            auth_delay: Duration::from_secs(1),
            max_auth_attempts: 3,
            input_bytes_per_second: 1024.0,
            input_burst: 4096.0,
            flood_bytes: 64 * 1024,
            keepalive: Duration::from_secs(15),
            queued_frames: 8,
        }
    }
}

/// A token bucket: `rate` tokens a second, at most `burst` saved up.
#[derive(Debug)]
pub struct Bucket {
    rate: f64,
    burst: f64,
    tokens: f64,
    at: Instant,
}

impl Bucket {
    pub fn new(rate: f64, burst: f64) -> Bucket {
        Bucket { rate, burst, tokens: burst, at: Instant::now() }
    }

    /// Takes up to `n` tokens now; how many it got.
    pub fn take(&mut self, n: f64, now: Instant) -> f64 {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.at = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        let got = n.min(self.tokens).max(0.0);
        self.tokens -= got;
        got
    }
}

/// One client's input allowance: a budget of key bytes, and a flood detector.
#[derive(Debug)]
pub struct InputBudget {
    bucket: Bucket,
    flood_bytes: usize,
    window_start: Instant,
    in_window: usize,
}

/// What to do with a packet of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Read the first `n` bytes and drop the rest.
    Read(usize),
    /// Disconnect the client.
    Flood,
}

impl InputBudget {
    pub fn new(limits: &Limits) -> InputBudget {
        InputBudget {
            bucket: Bucket::new(limits.input_bytes_per_second, limits.input_burst),
            flood_bytes: limits.flood_bytes,
            window_start: Instant::now(),
            in_window: 0,
        }
    }

    pub fn admit(&mut self, len: usize, now: Instant) -> Verdict {
        if now.saturating_duration_since(self.window_start) >= Duration::from_secs(1) {
            self.window_start = now;
            self.in_window = 0;
        }
        self.in_window = self.in_window.saturating_add(len);
        if self.in_window > self.flood_bytes {
            return Verdict::Flood;
        }
        Verdict::Read(self.bucket.take(len as f64, now) as usize)
    }
}

/// Counts the open connections and rations new ones. Shared by the accept loop and every
/// connection (each holds a [`Ticket`] that gives its place back when it ends).
#[derive(Debug)]
pub struct Gate {
    limits: Limits,
    state: Mutex<GateState>,
}

#[derive(Debug)]
struct GateState {
    open: usize,
    unseated: usize,
    arrivals: Bucket,
}

impl Gate {
    pub fn new(limits: Limits) -> Gate {
        let arrivals = Bucket::new(limits.connections_per_second, limits.connection_burst);
        Gate { limits, state: Mutex::new(GateState { open: 0, unseated: 0, arrivals }) }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    fn state(&self) -> std::sync::MutexGuard<'_, GateState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A place for a new connection, or None: too many open, too many strangers, or too many
    /// arriving at once.
    pub fn admit(self: &std::sync::Arc<Self>, now: Instant) -> Option<Ticket> {
        let mut s = self.state();
        if s.open >= self.limits.max_connections || s.unseated >= self.limits.max_unseated {
            return None;
        }
        if s.arrivals.take(1.0, now) < 1.0 {
            return None;
        }
        s.open += 1;
        s.unseated += 1;
        Some(Ticket { gate: self.clone(), seated: false })
    }

    /// (open connections, of which not seated), for tests and the log.
    pub fn counts(&self) -> (usize, usize) {
        let s = self.state();
        (s.open, s.unseated)
    }
}

/// A connection's place at the gate.
#[derive(Debug)]
pub struct Ticket {
    gate: std::sync::Arc<Gate>,
    seated: bool,
}

impl Ticket {
    /// The connection opened its terminal: it no longer counts among the strangers.
    pub fn seat(&mut self) {
        if !self.seated {
            self.seated = true;
            self.gate.state().unseated -= 1;
        }
    }

    pub fn seated(&self) -> bool {
        self.seated
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut s = self.gate.state();
        s.open -= 1;
        if !self.seated {
            s.unseated -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    #[test]
    fn a_bucket_refills_at_its_rate_up_to_its_burst() {
        let t0 = Instant::now();
        let mut b = Bucket::new(10.0, 5.0);
        assert_eq!(b.take(8.0, t0), 5.0);
        assert_eq!(b.take(1.0, t0), 0.0);
        assert_eq!(b.take(8.0, t0 + Duration::from_millis(200)), 2.0);
        assert_eq!(b.take(100.0, t0 + Duration::from_secs(60)), 5.0);
    }

    #[test]
    fn input_past_the_budget_is_dropped_and_a_flood_disconnects() {
        let limits =
            Limits { input_bytes_per_second: 100.0, input_burst: 10.0, flood_bytes: 50, ..Limits::default() };
        let t0 = Instant::now();
        let mut budget = InputBudget::new(&limits);
        assert_eq!(budget.admit(4, t0), Verdict::Read(4));
        assert_eq!(budget.admit(20, t0), Verdict::Read(6));
        assert_eq!(budget.admit(20, t0), Verdict::Read(0));
        assert_eq!(budget.admit(20, t0), Verdict::Flood);
        // A new second starts a new count.
        assert_eq!(budget.admit(5, t0 + Duration::from_secs(2)), Verdict::Read(5));
    }

    #[test]
    fn the_gate_counts_places_and_rations_arrivals() {
        let limits = Limits {
            max_connections: 3,
            max_unseated: 2,
            connections_per_second: 1.0,
            connection_burst: 10.0,
            ..Limits::default()
        };
        let gate = Arc::new(Gate::new(limits));
        let t0 = Instant::now();
        let mut a = gate.admit(t0).unwrap();
        let b = gate.admit(t0).unwrap();
        // Two strangers waiting: a third must wait for one of them to sit down or go.
        assert!(gate.admit(t0).is_none());
        a.seat();
        let c = gate.admit(t0).unwrap();
        assert_eq!(gate.counts(), (3, 2));
        // Three open: full.
        drop(b);
        assert_eq!(gate.counts(), (2, 1));
        let d = gate.admit(t0).unwrap();
        assert!(gate.admit(t0).is_none());
        drop((a, c, d));
        assert_eq!(gate.counts(), (0, 0));
        // Arrivals beyond the burst are refused until the bucket refills.
        let gate = Arc::new(Gate::new(Limits {
            connection_burst: 2.0,
            connections_per_second: 1.0,
            ..Limits::default()
        }));
        let kept: Vec<_> = (0..5).filter_map(|_| gate.admit(t0)).collect();
        assert_eq!(kept.len(), 2);
    }
}
