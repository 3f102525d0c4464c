//! Bots think on a worker: a bot's move is searched once, on its own thread, while the table keeps
//! drawing and reading keys. The move is decided from a copy of the state at that step with the
//! step's dice ([`bot_decision`]), so it is the same move on any thread and at any speed: replays
//! stay exact. A result that went stale (an undo, a seat taken back, the table closed) is dropped.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::engine::session::bot_decision;
use crate::engine::{Game, Seat, Session};

/// Wakes the loop that owns the table when a bot's result comes in (the app's input channel, the
/// hosted driver's event channel), so nothing polls while a bot thinks.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// Which decision a job is for: a result is used only for exactly this one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Key {
    seat: Seat,
    /// The history's length when the search began.
    step: usize,
    /// Bumped by every undo: the same step after an undo can be another position.
    epoch: u64,
}

struct Job<A> {
    key: Key,
    /// When the search began: a timed move (a reveal) is timed from here.
    started: Instant,
    /// Not before this does the move show, so that people can follow the bots.
    due: Instant,
    rx: Receiver<Option<A>>,
    /// The result, once it came in.
    result: Option<Option<A>>,
}

/// What the worker did, for tests (each a count since the table opened).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BotCounts {
    /// Searches begun on a worker.
    pub searched: usize,
    /// Results the table used: bot moves made (or timed, for a reveal).
    pub used: usize,
    /// Searches whose result went stale before it was used.
    pub dropped: usize,
    /// Searches that ran to their end on a worker (a dropped one too).
    pub finished: usize,
}

pub struct Bots<G: Game> {
    job: Option<Job<G::Action>>,
    /// The decision whose result was used last: it is not searched again while it stands (a
    /// timed move waits on the clock meanwhile).
    used: Option<Key>,
    epoch: u64,
    /// Read by a search when it finishes, not when it begins: a table loaded with a bot to move
    /// starts that search before the app gives the table its waker.
    waker: Arc<Mutex<Option<Waker>>>,
    counts: BotCounts,
    /// Searches that finished, counted on the workers.
    finished: Arc<AtomicUsize>,
    /// Test builds: a gate every search waits at before it begins, to hold a bot "thinking".
    #[cfg(any(test, feature = "test-support"))]
    gate: Option<Arc<Mutex<()>>>,
}

impl<G: Game> Default for Bots<G> {
    fn default() -> Self {
        Bots {
            job: None,
            used: None,
            epoch: 0,
            waker: Arc::new(Mutex::new(None)),
            counts: BotCounts::default(),
            finished: Arc::new(AtomicUsize::new(0)),
            #[cfg(any(test, feature = "test-support"))]
            gate: None,
        }
    }
}

impl<G: Game> Bots<G> {
    /// Results are announced through `waker`; without one (tests, headless use), a result that is
    /// due and not in yet is waited for, so a virtual clock sees the same moves at the same times.
    pub fn set_waker(&mut self, waker: Waker) {
        *self.waker.lock().unwrap_or_else(|e| e.into_inner()) = Some(waker);
        // A search that finished before there was a waker woke nobody: its result is taken now,
        // so the deadline says it is due.
        self.poll();
    }

    pub fn waker(&self) -> Option<Waker> {
        self.waker.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    fn has_waker(&self) -> bool {
        self.waker.lock().is_ok_and(|w| w.is_some())
    }

    fn key(&self, session: &Session<G>, seat: Seat) -> Key {
        Key { seat, step: session.history.len(), epoch: self.epoch }
    }

    /// The bot at `seat` is to decide in `session`: its search begins now on a worker, unless it
    /// already runs (or its result was used) for this very decision. Its move shows `delay` from
    /// `now` at the earliest.
    pub fn think(&mut self, session: &Session<G>, seat: Seat, now: Instant, delay: Duration) {
        let key = self.key(session, seat);
        if self.used == Some(key) {
            return;
        }
        if let Some(job) = self.job.as_mut().filter(|j| j.key == key) {
            // Something was shown meanwhile (a hand-off taken, a result confirmed): the move still
            // comes a moment after it, not at once.
            job.due = job.due.max(now + delay);
            return;
        }
        self.forget();
        let (tx, rx) = mpsc::channel();
        let state = session.state.clone();
        let level = session.players[seat].bot.unwrap_or_default();
        let seed = session.setup.seed;
        let waker = self.waker.clone();
        let finished = self.finished.clone();
        #[cfg(any(test, feature = "test-support"))]
        let gate = self.gate.clone();
        let search = move || {
            #[cfg(any(test, feature = "test-support"))]
            let _held = gate.as_ref().map(|g| g.lock().unwrap_or_else(|e| e.into_inner()));
            let action = bot_decision(&state, seat, level, seed, key.step);
            finished.fetch_add(1, Ordering::Relaxed);
            // Sent first, then the waker read: a waker set meanwhile either is read here or
            // finds the result already sent (`set_waker` polls).
            if tx.send(action).is_ok()
                && let Some(wake) = waker.lock().ok().and_then(|w| w.clone())
            {
                wake();
            }
        };
        self.counts.searched += 1;
        let job = Job { key, started: now, due: now + delay, rx, result: None };
        // A machine out of threads still plays: the search runs here instead.
        let search = Arc::new(Mutex::new(Some(search)));
        let spare = search.clone();
        let spawned = std::thread::Builder::new().name("bot".into()).spawn(move || {
            let run = spare.lock().ok().and_then(|mut s| s.take());
            if let Some(run) = run {
                run();
            }
        });
        if spawned.is_err() {
            let run = search.lock().ok().and_then(|mut s| s.take());
            if let Some(run) = run {
                run();
            }
        }
        self.job = Some(job);
    }

    /// No bot is to decide now (or another decision is due): a running search is let go.
    pub fn forget(&mut self) {
        if self.job.take().is_some() {
            self.counts.dropped += 1;
        }
    }

    /// An undo: the same step may now be another position.
    pub fn undo(&mut self) {
        self.epoch += 1;
        self.used = None;
        self.forget();
    }

    /// Takes a result that came in (without waiting).
    fn poll(&mut self) {
        if let Some(job) = self.job.as_mut().filter(|j| j.result.is_none()) {
            match job.rx.try_recv() {
                Ok(r) => job.result = Some(r),
                // The worker ended without a result (it panicked): no move, as with no legal one.
                Err(TryRecvError::Disconnected) => job.result = Some(None),
                Err(TryRecvError::Empty) => {}
            }
        }
    }

    /// The bot move due by `now` for `session` as it stands: the seat, when its search began, and
    /// the move (`None`: the seat had no move). Without a waker a due result is waited for.
    pub fn take_due(
        &mut self,
        session: &Session<G>,
        now: Instant,
    ) -> Option<(Seat, Instant, Option<G::Action>)> {
        self.poll();
        let waits = !self.has_waker();
        let job = self.job.as_mut().filter(|j| j.due <= now)?;
        if job.result.is_none() && waits {
            job.result = Some(job.rx.recv().ok().flatten());
        }
        job.result.as_ref()?;
        let job = self.job.take()?;
        // A seat a person took back meanwhile is theirs to play.
        let bot = session.players[job.key.seat].is_bot();
        if job.key != self.key(session, job.key.seat) || !bot {
            self.counts.dropped += 1;
            return None;
        }
        self.used = Some(job.key);
        self.counts.used += 1;
        Some((job.key.seat, job.started, job.result.flatten()))
    }

    /// When the table should look for a bot's move: when it is due, once its result is in (or
    /// when nothing will wake the table for it); `None` while the search still runs and will
    /// wake the table itself.
    pub fn deadline(&self) -> Option<Instant> {
        let job = self.job.as_ref()?;
        let ready = job.result.is_some() || !self.has_waker();
        // A result may have come in since the last poll: its waker call is on the way.
        ready.then_some(job.due)
    }

    /// The seat whose search runs now, if any.
    pub fn thinking(&self) -> Option<Seat> {
        self.job.as_ref().map(|j| j.key.seat)
    }

    pub fn counts(&self) -> BotCounts {
        BotCounts { finished: self.finished.load(Ordering::Relaxed), ..self.counts }
    }

    /// Holds every search that begins from now on until the returned guard is dropped (tests
    /// keep a bot thinking this way).
    #[cfg(any(test, feature = "test-support"))]
    pub fn hold(&mut self) -> Arc<Mutex<()>> {
        let gate = Arc::new(Mutex::new(()));
        self.gate = Some(gate.clone());
        gate
    }
}
