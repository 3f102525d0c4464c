//! Pow Wow rules: reveals, the claim window (timestamps are data in the actions; no clock here),
//! resolution in press order, penalties, Warpath, Marriage and Sharing the loot.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::engine::game::err;
use crate::engine::{Applied, Event, GameRng, Pending, RuleError, Seat, Seats, Setup};
use crate::i18n::{Arg, Msg};
use crate::msg;

use super::cards::{Card, Indian, Kind, Loot, Tribe, prairie};
use super::claim::{self, Take};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// A Warrior taking tomahawks also takes a buffalo from each opponent (2 from the one opponent).
    pub warpath: bool,
    /// While a tent is face up, an Indian may marry a face-up Indian of the other sex.
    pub marriage: bool,
    /// Unowned Indians of the claiming card's type join a claim.
    pub sharing: bool,
    /// How long claims are accepted after a reveal.
    pub window_ms: u64,
    /// After the first claim, how long others may still claim.
    pub grace_ms: u64,
    /// Which key group each seat plays with (see `keys.rs`); the rules ignore it, saves keep it.
    #[serde(default)]
    pub keys: Vec<usize>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            warpath: false,
            marriage: false,
            sharing: false,
            window_ms: 3000,
            grace_ms: 800,
            keys: Vec::new(),
        }
    }
}

/// A tribe card played on a reveal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub seat: Seat,
    pub kind: Kind,
    /// When the key was read, in the table's milliseconds.
    pub at_ms: u64,
    /// Whether the claim was legal when made (an illegal one is penalised).
    pub legal: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Reveal {
        at_ms: u64,
    },
    Claim {
        kind: Kind,
        at_ms: u64,
    },
    /// This seat will not claim on this reveal (bots say so; people just let the window close).
    Pass,
    Take(Take),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Reveal,
    Window {
        opened_ms: u64,
        closes_ms: u64,
    },
    /// Claim number `next` (in press order) chooses what to take.
    Resolve {
        next: usize,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowWow {
    pub(super) options: Options,
    pub(super) deck: Vec<Card>,
    pub(super) table: Vec<Card>,
    /// Won piles; the top (most recently added) is the last card.
    pub(super) piles: Vec<Vec<Card>>,
    /// Cards lost to penalties, out of the game.
    pub(super) removed: Vec<Card>,
    pub(super) revealer: Seat,
    pub(super) phase: Phase,
    /// This reveal's claims, in press order.
    pub(super) claims: Vec<Claim>,
    pub(super) passed: Vec<bool>,
    /// The latest time the rules have seen.
    pub(super) now_ms: u64,
    /// When the current (or last) card was revealed: claim times are shown relative to it.
    #[serde(default)]
    pub(super) revealed_ms: u64,
    pub(super) reveals: u32,
    pub(super) rng: GameRng,
    /// A playout nobody reads (benches, simulations): its moves build no log lines, which were
    /// most of a random game's allocations. Never saved; a real game always logs.
    #[serde(skip)]
    pub(super) quiet: bool,
}

impl PowWow {
    pub fn new(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        let n = setup.players;
        if !(2..=5).contains(&n) {
            return err(msg!("error-player-count", game = "Pow Wow", min = 2, max = 5, given = n));
        }
        if setup.first.is_some_and(|f| f >= n) {
            return err(msg!("powwow-err-first"));
        }
        if options.window_ms == 0 || options.grace_ms == 0 {
            return err(msg!("powwow-err-window"));
        }
        let mut rng = GameRng::new(setup.seed);
        let mut deck = prairie();
        rng.shuffle(&mut deck);
        let revealer = setup.first.unwrap_or_else(|| rng.below(n));
        Ok(PowWow {
            options: options.clone(),
            deck,
            table: Vec::new(),
            piles: vec![Vec::new(); n],
            removed: Vec::new(),
            revealer,
            phase: Phase::Reveal,
            claims: Vec::new(),
            passed: vec![false; n],
            now_ms: 0,
            revealed_ms: 0,
            reveals: 0,
            rng,
            quiet: false,
        })
    }

    /// This game without log lines from now on (what actions do to the state is the same).
    pub fn quiet(mut self) -> Self {
        self.quiet = true;
        self
    }

    /// Adds the line `f` makes, unless the game is quiet (then nothing is built).
    fn log(&self, events: &mut Vec<Event>, f: impl FnOnce() -> Msg) {
        if !self.quiet {
            events.push(Event::public(f()));
        }
    }

    pub fn players(&self) -> usize {
        self.piles.len()
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn table(&self) -> &[Card] {
        &self.table
    }

    pub fn pile(&self, seat: Seat) -> &[Card] {
        &self.piles[seat]
    }

    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    pub fn revealer(&self) -> Seat {
        self.revealer
    }

    /// Scenario building for tests: moves these cards from the prairie onto the table.
    #[doc(hidden)]
    pub fn debug_put_on_table(&mut self, cards: &[Card]) {
        for c in cards {
            if let Some(i) = self.deck.iter().position(|d| d == c) {
                let card = self.deck.remove(i);
                self.table.push(card);
            }
        }
    }

    pub fn claims(&self) -> &[Claim] {
        &self.claims
    }

    pub fn turn(&self) -> u32 {
        self.reveals
    }

    pub fn pending(&self) -> Pending {
        match self.phase {
            Phase::Reveal => Pending::Seat(self.revealer),
            Phase::Window { closes_ms, .. } => {
                let seats = self.racing();
                Pending::Race { seats, closes_at_ms: Some(self.closing_ms(closes_ms, seats)) }
            }
            Phase::Resolve { next } => Pending::Seat(self.claims[next].seat),
            Phase::Over => Pending::Over,
        }
    }

    fn may_claim(&self, seat: Seat) -> bool {
        !self.passed[seat] && !self.claims.iter().any(|c| c.seat == seat)
    }

    /// The seats that may still claim on this reveal (neither passed nor played).
    fn racing(&self) -> Seats {
        (0..self.players()).filter(|&s| self.may_claim(s)).collect()
    }

    /// When the open window closes: at `closes_ms`, or as soon as nobody who may still claim
    /// (`racing`) has a legal claim (all passed or played, or nothing is there for them) — the last
    /// event's time.
    fn closing_ms(&self, closes_ms: u64, racing: Seats) -> u64 {
        if self.someone_can_claim(racing) {
            return closes_ms;
        }
        let last = self.claims.iter().map(|c| c.at_ms).max().unwrap_or(0).max(self.now_ms);
        last.min(closes_ms)
    }

    /// Whether one of `racing` has a legal claim: `claim::can_claim` for every such seat and card,
    /// from one pass over the table (asked on every look at a pending window), and no pass at all
    /// once everybody has passed or played (how most windows close).
    fn someone_can_claim(&self, racing: Seats) -> bool {
        if racing.is_empty() {
            return false;
        }
        // Bits: loot `1 << loot`, Indians `1 << (tribe * 4 + kind)`.
        let (mut loot, mut indians, mut males) = (0u8, 0u32, 0);
        for c in &self.table {
            match c {
                Card::Loot(l) => loot |= 1 << *l as u8,
                Card::Indian(i) => {
                    indians |= 1 << (i.tribe.index() * 4 + i.kind as usize);
                    males += usize::from(i.kind.is_male());
                }
            }
        }
        let has = |l: Loot| loot & (1 << l as u8) != 0;
        racing.iter().any(|s| {
            Kind::ALL.into_iter().any(|k| {
                indians & (1 << (s * 4 + k as usize)) != 0
                    && (has(Loot::Tent)
                        || match k {
                            // The own Chief is one of the males; a prisoner is another.
                            Kind::Chief => has(Loot::Totem) && males >= 2,
                            _ => has(k.usual_loot()),
                        })
            })
        })
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        let mut v = Vec::new();
        self.legal_actions_into(seat, &mut v);
        v
    }

    /// [`PowWow::legal_actions`] into `out`: a playout reusing one buffer lists a claim window's
    /// actions for every seat without allocating.
    pub fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Reveal if seat == self.revealer => out.push(Action::Reveal { at_ms: self.now_ms }),
            Phase::Window { opened_ms, .. } if self.may_claim(seat) => {
                // Sized for the pass as well: growing it cost more than listing the claims.
                out.reserve(Kind::ALL.len() + 1);
                out.extend(Kind::ALL.map(|kind| Action::Claim { kind, at_ms: opened_ms }));
                out.push(Action::Pass);
            }
            Phase::Resolve { next } if self.claims[next].seat == seat => {
                out.extend(self.takes(seat, self.claims[next].kind).map(Action::Take));
            }
            _ => {}
        }
    }

    pub fn options_for(&self, seat: Seat, kind: Kind) -> Vec<Take> {
        self.takes(seat, kind).collect()
    }

    /// [`PowWow::options_for`] without the list.
    fn takes(&self, seat: Seat, kind: Kind) -> impl Iterator<Item = Take> + '_ {
        claim::takes(&self.table, Tribe::of_seat(seat), kind, &self.options)
    }

    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        if seat >= self.players() {
            return err(msg!("powwow-err-no-seat"));
        }
        let events = match (self.phase, action) {
            (Phase::Over, _) => return err(msg!("powwow-err-over")),
            (Phase::Reveal, Action::Reveal { at_ms }) => self.reveal(seat, *at_ms)?,
            (Phase::Reveal, _) => return err(msg!("powwow-err-wait-reveal")),
            (Phase::Window { opened_ms, closes_ms }, Action::Claim { kind, at_ms }) => {
                self.claim(seat, *kind, *at_ms, opened_ms, closes_ms)?
            }
            (Phase::Window { .. }, Action::Pass) => {
                if !self.may_claim(seat) {
                    return err(msg!("powwow-err-already", who = Arg::Seat(seat)));
                }
                self.passed[seat] = true;
                Vec::new()
            }
            (Phase::Window { .. }, _) => return err(msg!("powwow-err-window-open")),
            (Phase::Resolve { next }, Action::Take(take)) => self.choose(seat, next, *take)?,
            (Phase::Resolve { .. }, _) => return err(msg!("powwow-err-resolving")),
        };
        Ok(Applied::new(events, false))
    }

    fn reveal(&mut self, seat: Seat, at_ms: u64) -> Result<Vec<Event>, RuleError> {
        if seat != self.revealer {
            return err(msg!("powwow-err-not-revealer", who = Arg::Seat(self.revealer)));
        }
        if at_ms < self.now_ms {
            return err(msg!("powwow-err-before-last"));
        }
        let Some(card) = self.deck.pop() else { return err(msg!("powwow-err-prairie-empty")) };
        self.table.push(card);
        self.now_ms = at_ms;
        self.revealed_ms = at_ms;
        self.reveals += 1;
        self.claims.clear();
        self.passed.iter_mut().for_each(|p| *p = false);
        self.phase = Phase::Window { opened_ms: at_ms, closes_ms: at_ms + self.options.window_ms };
        let mut events = Vec::new();
        self.log(&mut events, || {
            let who = Arg::Seat(seat);
            match card {
                Card::Indian(i) => {
                    msg!("powwow-log-revealed", who = who, card = i.kind.id(), tribe = i.tribe.id())
                }
                Card::Loot(l) => msg!("powwow-log-revealed", who = who, card = l.id()),
            }
        });
        Ok(events)
    }

    fn claim(
        &mut self,
        seat: Seat,
        kind: Kind,
        at_ms: u64,
        opened: u64,
        closes: u64,
    ) -> Result<Vec<Event>, RuleError> {
        if self.passed[seat] {
            return err(msg!("powwow-err-passed", who = Arg::Seat(seat)));
        }
        if !self.may_claim(seat) {
            return err(msg!("powwow-err-already", who = Arg::Seat(seat)));
        }
        if at_ms < opened {
            return err(msg!("powwow-err-early"));
        }
        // A press after the (possibly shortened) window is kept and dropped at close as too late: the
        // window may still shrink when an earlier press arrives, so arrival order must not matter.
        let legal = claim::can_claim(&self.table, Tribe::of_seat(seat), kind);
        // Keep press order by timestamp, whatever order the presses arrive in.
        let at = self.claims.partition_point(|c| c.at_ms <= at_ms);
        self.claims.insert(at, Claim { seat, kind, at_ms, legal });
        let first = self.claims[0].at_ms;
        self.phase =
            Phase::Window { opened_ms: opened, closes_ms: closes.min(first + self.options.grace_ms) };
        let mut events = Vec::new();
        self.log(&mut events, || {
            msg!(
                "powwow-log-claimed",
                who = Arg::Seat(seat),
                kind = kind.id(),
                secs = seconds_arg(at_ms - opened)
            )
        });
        Ok(events)
    }

    /// The claim window reached `at_ms`: close it and resolve the claims in press order.
    pub fn on_clock(&mut self, at_ms: u64) -> Result<Applied, RuleError> {
        let Phase::Window { closes_ms, .. } = self.phase else {
            return err(msg!("powwow-err-no-window"));
        };
        // The close is never later than `closes_ms`: only an earlier clock needs the table read.
        if at_ms < closes_ms && at_ms < self.closing_ms(closes_ms, self.racing()) {
            return err(msg!("powwow-err-still-open"));
        }
        self.now_ms = self.now_ms.max(at_ms.min(closes_ms));
        let mut events = Vec::new();
        // A claim pressed after the (shortened) window closed does not count; it is no penalty.
        for c in self.claims.iter().filter(|c| c.at_ms > closes_ms) {
            self.log(&mut events, || {
                msg!("powwow-log-too-late", who = Arg::Seat(c.seat), kind = c.kind.id())
            });
        }
        self.claims.retain(|c| c.at_ms <= closes_ms);
        self.resolve_from(0, &mut events);
        Ok(Applied::new(events, false))
    }

    fn choose(&mut self, seat: Seat, next: usize, take: Take) -> Result<Vec<Event>, RuleError> {
        let claim = self.claims[next];
        if claim.seat != seat {
            return err(msg!("powwow-err-chooses-first", who = Arg::Seat(claim.seat)));
        }
        if !self.takes(seat, claim.kind).any(|t| t == take) {
            return err(msg!("powwow-err-cannot-take"));
        }
        let mut events = Vec::new();
        self.take(seat, claim.kind, take, &mut events);
        self.resolve_from(next + 1, &mut events);
        Ok(events)
    }

    /// Resolves claims from number `i` on; stops at a claimer who has a real choice to make.
    fn resolve_from(&mut self, mut i: usize, events: &mut Vec<Event>) {
        while let Some(&c) = self.claims.get(i) {
            if !c.legal {
                let pile = &mut self.piles[c.seat];
                let n = pile.len().min(2);
                let from = pile.len() - n;
                self.removed.extend(pile.drain(from..));
                self.log(events, || {
                    msg!("powwow-log-penalty", who = Arg::Seat(c.seat), kind = c.kind.id(), n = n)
                });
            } else {
                let first_two = {
                    let mut takes = self.takes(c.seat, c.kind);
                    (takes.next(), takes.next())
                };
                match first_two {
                    (None, _) => self.log(events, || {
                        msg!("powwow-log-nothing-left", who = Arg::Seat(c.seat), kind = c.kind.id())
                    }),
                    (Some(only), None) => self.take(c.seat, c.kind, only, events),
                    _ => {
                        self.phase = Phase::Resolve { next: i };
                        return;
                    }
                }
            }
            i += 1;
        }
        self.end_reveal(events);
    }

    /// The player whose tribe card was played last reveals next; with no claims, the next seat.
    fn end_reveal(&mut self, events: &mut Vec<Event>) {
        self.revealer = match self.claims.last() {
            Some(c) => c.seat,
            None => (self.revealer + 1) % self.players(),
        };
        if self.deck.is_empty() {
            self.phase = Phase::Over;
            self.log(events, || msg!("powwow-log-over"));
        } else {
            self.phase = Phase::Reveal;
        }
    }

    fn take_from_table(&mut self, card: Card) -> bool {
        match self.table.iter().position(|c| *c == card) {
            Some(i) => {
                self.table.remove(i);
                true
            }
            None => false,
        }
    }

    /// Removes every `loot` card from the table; returns how many there were.
    fn take_all(&mut self, loot: Loot) -> usize {
        let before = self.table.len();
        self.table.retain(|c| *c != Card::Loot(loot));
        before - self.table.len()
    }

    fn take(&mut self, seat: Seat, kind: Kind, take: Take, events: &mut Vec<Event>) {
        let own = Indian { tribe: Tribe::of_seat(seat), kind };
        self.take_from_table(Card::Indian(own));
        // Pile order: the own Indian, a prisoner or spouse, allies in table order, then the loot.
        self.piles[seat].push(Card::Indian(own));
        let mut note = None;
        let loot = match take {
            Take::Usual { prisoner } => {
                if let Some(p) = prisoner {
                    self.take_from_table(Card::Indian(p));
                    self.piles[seat].push(Card::Indian(p));
                    note = Some(Note::Prisoner(p));
                }
                kind.usual_loot()
            }
            Take::Tents => Loot::Tent,
            Take::Marry { spouse } => {
                self.take_from_table(Card::Indian(spouse));
                self.piles[seat].push(Card::Indian(spouse));
                note = Some(Note::Married(spouse));
                Loot::Tent
            }
        };
        let taken = self.take_all(loot);
        let mut allies = 0;
        if self.options.sharing && self.players() < 5 {
            let players = self.players();
            let unowned =
                |c: &Card| matches!(c, Card::Indian(i) if i.kind == kind && i.tribe.index() >= players);
            let pile = &mut self.piles[seat];
            let before = pile.len();
            pile.extend(self.table.iter().filter(|c| unowned(c)));
            allies = pile.len() - before;
            if allies > 0 {
                self.table.retain(|c| !unowned(c));
            }
        }
        for _ in 0..taken {
            if self.options.warpath && loot == Loot::Buffalo {
                self.piles[seat].insert(0, Card::Loot(loot));
            } else {
                self.piles[seat].push(Card::Loot(loot));
            }
        }
        self.log(events, || took(seat, own, loot, taken, note, allies));
        if self.options.warpath && kind == Kind::Warrior && matches!(take, Take::Usual { .. }) {
            self.warpath(seat, events);
        }
    }

    fn warpath(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let per_opponent = if self.players() == 2 { 2 } else { 1 };
        for other in (0..self.players()).filter(|&o| o != seat) {
            let mut got = 0;
            while got < per_opponent {
                let Some(i) = self.piles[other].iter().position(|c| *c == Card::Loot(Loot::Buffalo)) else {
                    break;
                };
                let b = self.piles[other].remove(i);
                self.piles[seat].insert(0, b);
                got += 1;
            }
            if got > 0 {
                self.log(events, || {
                    msg!("powwow-log-warpath", who = Arg::Seat(seat), n = got, from = Arg::Seat(other))
                });
            }
        }
    }
}

/// What else a take brought beside the own Indian and the loot.
#[derive(Clone, Copy)]
enum Note {
    Prisoner(Indian),
    Married(Indian),
}

/// "{who} took R-Chief + Totem ×2 (G-Warrior as prisoner, 1 unowned Chief ally)".
fn took(seat: Seat, own: Indian, loot: Loot, taken: usize, note: Option<Note>, allies: usize) -> Msg {
    let note = note.map(|n| match n {
        Note::Prisoner(p) => msg!("powwow-note-prisoner", indian = p.msg()),
        Note::Married(s) => msg!("powwow-note-married", indian = s.msg()),
    });
    let allies = (allies > 0).then(|| msg!("powwow-note-allies", n = allies, kind = own.kind.id()));
    let note = match (note, allies) {
        (Some(a), Some(b)) => Some(msg!("powwow-note-pair", a = a, b = b)),
        (a, b) => a.or(b),
    };
    let (who, indian, tribe) = (Arg::Seat(seat), own.kind.id(), own.tribe.id());
    match note {
        None => {
            msg!("powwow-log-took", who = who, indian = indian, tribe = tribe, n = taken, loot = loot.id())
        }
        Some(note) => {
            msg!(
                "powwow-log-took-noted",
                who = who,
                indian = indian,
                tribe = tribe,
                n = taken,
                loot = loot.id(),
                note = note
            )
        }
    }
}

/// [`seconds`] as a message argument: under 10 s (every claim in a window of the lengths setup
/// offers) a text written once for the whole program, so a logged claim allocates nothing for it.
pub(super) fn seconds_arg(ms: u64) -> Arg {
    /// The texts for 0..10 000 ms end to end, and where each one ends.
    struct Table {
        text: String,
        ends: Vec<u32>,
    }
    static TABLE: LazyLock<Table> = LazyLock::new(|| {
        let mut t = Table { text: String::new(), ends: Vec::with_capacity(10_000) };
        for ms in 0..10_000 {
            t.text.push_str(&seconds(ms));
            t.ends.push(t.text.len() as u32);
        }
        t
    });
    match usize::try_from(ms) {
        Ok(i) if i < TABLE.ends.len() => {
            let start = if i == 0 { 0 } else { TABLE.ends[i - 1] as usize };
            Arg::Id(&TABLE.text[start..TABLE.ends[i] as usize])
        }
        _ => Arg::Str(seconds(ms)),
    }
}

/// Milliseconds as seconds with two decimals (`1.24`), as `{:.2}` writes the f64: whole
/// hundredths round as decimals do; a 5 in the last place depends on the f64, so it is formatted.
/// Written digit by digit into one allocation: every logged claim says it.
pub(super) fn seconds(ms: u64) -> String {
    if ms % 10 == 5 {
        return format!("{:.2}", ms as f64 / 1000.0);
    }
    let hundredths = (ms + 5) / 10;
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut whole = hundredths / 100;
    loop {
        at -= 1;
        digits[at] = b'0' + (whole % 10) as u8;
        whole /= 10;
        if whole == 0 {
            break;
        }
    }
    let frac = hundredths % 100;
    let mut s = String::with_capacity(digits.len() - at + 3);
    s.extend(digits[at..].iter().map(|&d| char::from(d)));
    s.push('.');
    s.push(char::from(b'0' + (frac / 10) as u8));
    s.push(char::from(b'0' + (frac % 10) as u8));
    s
}
