//! Limits that keep a server reachable by others playable: how many connections, how fast new
//! ones come, how long a stranger may take to sit down, and how many bytes a client may send.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub use crate::table_core::room::{DoorReport, Refusal};

/// The limits a server runs with ([`Limits::default`] for `tavolo serve`; tests shorten the times).
#[derive(Debug, Clone)]
pub struct Limits {
    /// Connections open at once (players, and strangers still at the door); more are closed at
    /// once.
    pub max_connections: usize,
    /// Strangers: connections that have not given the code (or a known key) yet. A flood of them
    /// fills these places, never the players'; when they are full, a newcomer takes the place of
    /// a stranger from the address that holds the most.
    pub max_strangers: usize,
    /// Strangers from one address (an IPv6 /64) at once: one machine cannot hold the door.
    pub strangers_per_address: usize,
    /// New connections accepted per second from one address on average, and in a burst.
    pub connections_per_second: f64,
    pub connection_burst: f64,
    /// A connection that has not finished the SSH handshake by then (reached the code prompt) is
    /// dropped: a client that connects and says nothing holds a place for seconds, not minutes.
    pub handshake_deadline: Duration,
    /// A connection that has not given the code by then is dropped: long enough for a person to
    /// copy the code from a chat.
    pub code_deadline: Duration,
    /// A connection that gave the code and has not opened its terminal by then is dropped.
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
            max_strangers: 16,
            // A household behind one address joining at once; not a machine holding the door.
            strangers_per_address: 4,
            connections_per_second: 2.0,
            connection_burst: 8.0,
            handshake_deadline: Duration::from_secs(10),
            code_deadline: Duration::from_secs(120),
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

    /// Takes one whole token now, or none: an arrival is let in or not (a refused knock does not
    /// spend what the address has saved up).
    pub fn take_one(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.at = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.burst);
        let whole = self.tokens >= 1.0;
        if whole {
            self.tokens -= 1.0;
        }
        whole
    }

    /// The tokens saved up by `now`.
    fn level(&self, now: Instant) -> f64 {
        (self.tokens + now.saturating_duration_since(self.at).as_secs_f64() * self.rate).min(self.burst)
    }

    /// Whether it has refilled to its burst by `now` (nothing to remember about it).
    fn full(&self, now: Instant) -> bool {
        self.tokens + now.saturating_duration_since(self.at).as_secs_f64() * self.rate >= self.burst
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

/// How far a connection has come through the door.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
#[repr(u8)]
pub enum Stage {
    /// Connected; the SSH handshake is not done.
    Handshake = 0,
    /// At the code prompt: the handshake is done, the code (or a known key) not given yet.
    Prompt = 1,
    /// It gave the code or a known key: a player, no longer a stranger.
    Player = 2,
}

/// A connection's stage, shared by its session, its deadline watch and the gate.
#[derive(Debug, Default)]
pub struct StageCell(AtomicU8);

impl StageCell {
    pub fn get(&self) -> Stage {
        match self.0.load(Ordering::Relaxed) {
            0 => Stage::Handshake,
            1 => Stage::Prompt,
            _ => Stage::Player,
        }
    }

    /// Moves forward to `stage` (never back).
    fn reach(&self, stage: Stage) {
        self.0.fetch_max(stage as u8, Ordering::Relaxed);
    }
}

/// The address that counts as one machine: an IPv4 address, or an IPv6 /64 (one household's
/// network hands out a whole /64, so its addresses are one machine's to the door).
pub fn machine(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut octets = v6.octets();
                octets[8..].fill(0);
                IpAddr::V6(Ipv6Addr::from(octets))
            }
        },
        v4 => v4,
    }
}

/// Counts the open connections and rations new ones per address. Shared by the accept loop and
/// every connection (each holds a [`Ticket`] that gives its place back when it ends).
pub struct Gate {
    limits: Limits,
    state: Mutex<GateState>,
}

/// A stranger's place: enough to choose whom to evict and to cut it off.
struct Stranger {
    from: IpAddr,
    since: Instant,
    stage: Arc<StageCell>,
    kill: Box<dyn Fn() + Send>,
}

#[derive(Default)]
struct GateState {
    next: u64,
    strangers: HashMap<u64, Stranger>,
    players: usize,
    /// Each address's arrivals (pruned when full again: an idle address costs nothing).
    arrivals: HashMap<IpAddr, Bucket>,
    turned_away: u64,
    latest: Option<(IpAddr, Refusal)>,
}

impl GateState {
    fn strangers_from(&self, from: IpAddr) -> usize {
        self.strangers.values().filter(|s| s.from == from).count()
    }

    /// The stranger a newcomer from `from` may replace: one from the address holding the most
    /// strangers, if that is more than `from` holds; among addresses holding as many, the one
    /// that has knocked most lately (least saved in its arrival bucket: a flood churns, a friend
    /// connects once); then one still in the handshake before one at the code prompt (a person may
    /// be typing there), the oldest first.
    fn victim(&self, from: IpAddr, now: Instant) -> Option<u64> {
        let mut held: HashMap<IpAddr, usize> = HashMap::new();
        for s in self.strangers.values() {
            *held.entry(s.from).or_default() += 1;
        }
        let own = held.get(&from).copied().unwrap_or(0);
        // Saved arrivals in thousandths (an address never seen has a full bucket).
        let saved = |a: &IpAddr| self.arrivals.get(a).map_or(i64::MAX, |b| (b.level(now) * 1000.0) as i64);
        let (id, _) = self.strangers.iter().filter(|(_, s)| held[&s.from] > own).min_by_key(|(_, s)| {
            (std::cmp::Reverse(held[&s.from]), saved(&s.from), s.stage.get(), s.since)
        })?;
        Some(*id)
    }

    fn refuse(&mut self, from: IpAddr, why: Refusal) -> Refusal {
        self.turned_away += 1;
        self.latest = Some((from, why));
        why
    }
}

impl Gate {
    pub fn new(limits: Limits) -> Gate {
        Gate { limits, state: Mutex::new(GateState::default()) }
    }

    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    fn state(&self) -> std::sync::MutexGuard<'_, GateState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A place for a new connection from `ip` (`kill` cuts it off if it is evicted later), or why
    /// not: its address connects too fast or holds too many strangers, or every place is taken
    /// by players and by strangers from addresses holding no more than its own.
    pub fn admit(
        self: &Arc<Self>,
        ip: IpAddr,
        now: Instant,
        kill: Box<dyn Fn() + Send>,
    ) -> Result<Ticket, Refusal> {
        let from = machine(ip);
        let limits = &self.limits;
        let mut s = self.state();
        if s.arrivals.len() > 4096 {
            s.arrivals.retain(|_, b| !b.full(now));
        }
        let bucket = s
            .arrivals
            .entry(from)
            .or_insert_with(|| Bucket::new(limits.connections_per_second, limits.connection_burst));
        if !bucket.take_one(now) {
            return Err(s.refuse(from, Refusal::TooFast));
        }
        if s.strangers_from(from) >= limits.strangers_per_address {
            return Err(s.refuse(from, Refusal::TooMany));
        }
        let open = s.strangers.len() + s.players;
        if open >= limits.max_connections || s.strangers.len() >= limits.max_strangers {
            // Nobody to send away: all players, or no address holds more strangers than this one.
            let Some(victim) = s.victim(from, now) else {
                return Err(s.refuse(from, Refusal::Full));
            };
            if let Some(gone) = s.strangers.remove(&victim) {
                s.refuse(gone.from, Refusal::Evicted);
                (gone.kill)();
            }
            if s.strangers.len() + s.players >= limits.max_connections {
                return Err(s.refuse(from, Refusal::Full));
            }
        }
        let id = s.next;
        s.next += 1;
        let stage = Arc::new(StageCell::default());
        s.strangers.insert(id, Stranger { from, since: now, stage: stage.clone(), kill });
        Ok(Ticket { gate: self.clone(), id, stage, player: false })
    }

    /// (open connections, of which strangers), for tests and the log.
    pub fn counts(&self) -> (usize, usize) {
        let s = self.state();
        (s.strangers.len() + s.players, s.strangers.len())
    }

    /// How many connections the door has turned away (or evicted) so far.
    pub fn turned_away(&self) -> u64 {
        self.state().turned_away
    }

    /// What the door has turned away so far, if anything.
    pub fn report(&self) -> Option<DoorReport> {
        let s = self.state();
        let (from, why) = s.latest?;
        Some(DoorReport { turned_away: s.turned_away, from, why })
    }
}

/// A connection's place at the gate.
pub struct Ticket {
    gate: Arc<Gate>,
    id: u64,
    stage: Arc<StageCell>,
    player: bool,
}

impl Ticket {
    /// The stage its deadline watch reads.
    pub fn stage(&self) -> Arc<StageCell> {
        self.stage.clone()
    }

    /// The handshake is done: the client is at the code prompt.
    pub fn at_prompt(&self) {
        self.stage.reach(Stage::Prompt);
    }

    /// It gave the code (or a known key): it no longer counts among the strangers. False when it
    /// was evicted meanwhile (its connection is being cut off).
    pub fn admitted(&mut self) -> bool {
        if self.player {
            return true;
        }
        let mut s = self.gate.state();
        if s.strangers.remove(&self.id).is_none() {
            return false;
        }
        s.players += 1;
        self.player = true;
        self.stage.reach(Stage::Player);
        true
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut s = self.gate.state();
        if self.player {
            s.players -= 1;
        } else {
            s.strangers.remove(&self.id);
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
        // Whole tokens for arrivals: a knock that finds half a token spends nothing.
        let mut b = Bucket::new(2.0, 1.0);
        assert!(b.take_one(t0));
        let half = t0 + Duration::from_millis(250);
        assert!(!b.take_one(half));
        assert!(b.take_one(half + Duration::from_millis(250)));
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

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([127, 0, 0, last])
    }

    /// A kill that records whom it cut off.
    fn killer(log: &Arc<Mutex<Vec<u8>>>, who: u8) -> Box<dyn Fn() + Send> {
        let log = log.clone();
        Box::new(move || log.lock().unwrap().push(who))
    }

    #[test]
    fn the_gate_counts_places_and_rations_arrivals_per_address() {
        let limits = Limits {
            max_connections: 3,
            max_strangers: 2,
            strangers_per_address: 2,
            connections_per_second: 1.0,
            connection_burst: 10.0,
            ..Limits::default()
        };
        let gate = Arc::new(Gate::new(limits));
        let t0 = Instant::now();
        let none = || -> Box<dyn Fn() + Send> { Box::new(|| {}) };
        let mut a = gate.admit(ip(1), t0, none()).unwrap();
        let b = gate.admit(ip(1), t0, none()).unwrap();
        // Two strangers from one address: a third from it waits for one to sit down or go.
        assert_eq!(gate.admit(ip(1), t0, none()).err(), Some(Refusal::TooMany));
        assert!(a.admitted());
        let c = gate.admit(ip(1), t0, none()).unwrap();
        assert_eq!(gate.counts(), (3, 2));
        // Three open, one a player: full, and the strangers' address holds no more than... the
        // same address: nobody is sent away for it.
        assert_eq!(gate.admit(ip(1), t0, none()).err(), Some(Refusal::TooMany));
        drop(b);
        assert_eq!(gate.counts(), (2, 1));
        let d = gate.admit(ip(1), t0, none()).unwrap();
        drop((a, c, d));
        assert_eq!(gate.counts(), (0, 0));
        // Arrivals beyond an address's burst are refused until its bucket refills; another
        // address has its own.
        let gate = Arc::new(Gate::new(Limits {
            connection_burst: 2.0,
            connections_per_second: 1.0,
            ..Limits::default()
        }));
        let kept: Vec<_> = (0..5).filter_map(|_| gate.admit(ip(1), t0, none()).ok()).collect();
        assert_eq!(kept.len(), 2);
        assert!(gate.admit(ip(2), t0, none()).is_ok());
        let report = gate.report().unwrap();
        assert_eq!((report.turned_away, report.from, report.why), (3, ip(1), Refusal::TooFast));
    }

    #[test]
    fn a_full_door_sends_away_a_stranger_from_the_address_that_holds_the_most() {
        let limits = Limits { max_strangers: 4, strangers_per_address: 3, ..Limits::default() };
        let gate = Arc::new(Gate::new(limits));
        let t0 = Instant::now();
        let cut = Arc::new(Mutex::new(Vec::new()));
        let at = |ms: u64| t0 + Duration::from_millis(ms);
        // .2 holds three (the first already at the prompt), .3 one.
        let held: Vec<Ticket> = [(2, 0), (2, 1), (2, 2), (3, 3)]
            .iter()
            .map(|&(who, ms)| gate.admit(ip(who), at(ms), killer(&cut, who)).unwrap())
            .collect();
        held[0].at_prompt();
        // A lone newcomer from .1 takes the place of .2's oldest stranger still in the handshake.
        let newcomer = gate.admit(ip(1), at(10), killer(&cut, 1)).unwrap();
        assert_eq!(*cut.lock().unwrap(), vec![2]);
        assert_eq!(gate.counts(), (4, 4));
        // .2's second, evicted, can no longer become a player.
        let mut held = held;
        assert!(!held[1].admitted());
        // .2 still holds two, more than .3's one: a newcomer from .3 takes .2's handshake one.
        let from_3 = gate.admit(ip(3), at(20), killer(&cut, 3)).unwrap();
        assert_eq!(*cut.lock().unwrap(), vec![2, 2]);
        // Now .1 holds 1, .2 holds 1 (at the prompt), .3 holds 2: a newcomer from .3 is refused
        // (nobody holds more than it), one from .4 takes .3's oldest.
        assert_eq!(gate.admit(ip(3), at(30), killer(&cut, 3)).err(), Some(Refusal::Full));
        assert!(gate.admit(ip(4), at(40), killer(&cut, 4)).is_ok());
        assert_eq!(*cut.lock().unwrap(), vec![2, 2, 3]);
        let report = gate.report().unwrap();
        assert_eq!((report.from, report.why), (ip(3), Refusal::Evicted));
        drop((held, newcomer, from_3));
    }

    #[test]
    fn among_addresses_holding_as_many_the_one_that_knocks_most_is_sent_away_first() {
        let limits = Limits { max_strangers: 2, ..Limits::default() };
        let gate = Arc::new(Gate::new(limits));
        let t0 = Instant::now();
        let cut = Arc::new(Mutex::new(Vec::new()));
        // A friend connects once and sits at the code prompt...
        let friend = gate.admit(ip(1), t0, killer(&cut, 1)).unwrap();
        friend.at_prompt();
        // ...while .5 keeps knocking (each connection soon gone) and holds one at the prompt too.
        let later = t0 + Duration::from_millis(10);
        for _ in 0..6 {
            drop(gate.admit(ip(5), later, killer(&cut, 5)).unwrap());
        }
        let knocker = gate.admit(ip(5), later, killer(&cut, 5)).unwrap();
        knocker.at_prompt();
        // Both hold one, the friend's is older: still the knocker's goes.
        let newcomer = gate.admit(ip(9), later, killer(&cut, 9)).unwrap();
        assert_eq!(*cut.lock().unwrap(), vec![5]);
        drop((friend, knocker, newcomer));
    }

    #[test]
    fn an_ipv6_household_counts_as_one_address_and_mapped_ipv4_as_itself() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(machine(a), machine(b));
        assert_ne!(machine(a), machine(c));
        assert_eq!(machine("::ffff:10.0.0.7".parse().unwrap()), IpAddr::from([10, 0, 0, 7]));
    }
}
