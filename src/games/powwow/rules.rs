//! Pow Wow rules: reveals, the claim window (timestamps are data in the actions; no clock here),
//! resolution in press order, penalties, Warpath, Marriage and Sharing the loot.

use serde::{Deserialize, Serialize};

use crate::engine::event::who;
use crate::engine::game::err;
use crate::engine::{Applied, Event, GameRng, Pending, RuleError, Seat, Setup};

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
}

impl PowWow {
    pub fn new(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        let n = setup.players;
        if !(2..=5).contains(&n) {
            return err(format!("Pow Wow is for 2 to 5 players, not {n}."));
        }
        if setup.first.is_some_and(|f| f >= n) {
            return err("The first revealer must be one of the players.");
        }
        if options.window_ms == 0 || options.grace_ms == 0 {
            return err("The claim window and the grace period must be longer than zero.");
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
        })
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
            Phase::Window { closes_ms, .. } => Pending::Race {
                seats: (0..self.players()).filter(|&s| self.may_claim(s)).collect(),
                closes_at_ms: Some(self.closing_ms(closes_ms)),
            },
            Phase::Resolve { next } => Pending::Seat(self.claims[next].seat),
            Phase::Over => Pending::Over,
        }
    }

    fn may_claim(&self, seat: Seat) -> bool {
        !self.passed[seat] && !self.claims.iter().any(|c| c.seat == seat)
    }

    /// When the open window closes: at `closes_ms`, or as soon as nobody who may still claim has
    /// a legal claim (all passed or played, or nothing is there for them) — the last event's time.
    fn closing_ms(&self, closes_ms: u64) -> u64 {
        let someone_can = (0..self.players())
            .filter(|&s| self.may_claim(s))
            .any(|s| Kind::ALL.iter().any(|&k| !self.options_for(s, k).is_empty()));
        if someone_can {
            return closes_ms;
        }
        let last = self.claims.iter().map(|c| c.at_ms).max().unwrap_or(0).max(self.now_ms);
        last.min(closes_ms)
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        match self.phase {
            Phase::Reveal if seat == self.revealer => vec![Action::Reveal { at_ms: self.now_ms }],
            Phase::Window { opened_ms, .. } if self.may_claim(seat) => {
                let mut v: Vec<Action> =
                    Kind::ALL.map(|kind| Action::Claim { kind, at_ms: opened_ms }).into();
                v.push(Action::Pass);
                v
            }
            Phase::Resolve { next } if self.claims[next].seat == seat => {
                self.options_for(seat, self.claims[next].kind).into_iter().map(Action::Take).collect()
            }
            _ => Vec::new(),
        }
    }

    pub fn options_for(&self, seat: Seat, kind: Kind) -> Vec<Take> {
        claim::options(&self.table, Tribe::of_seat(seat), kind, &self.options)
    }

    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        if seat >= self.players() {
            return err("There is no such seat.");
        }
        let events = match (self.phase, action) {
            (Phase::Over, _) => return err("The game is over."),
            (Phase::Reveal, Action::Reveal { at_ms }) => self.reveal(seat, *at_ms)?,
            (Phase::Reveal, _) => return err("Wait for the next card to be revealed."),
            (Phase::Window { opened_ms, closes_ms }, Action::Claim { kind, at_ms }) => {
                self.claim(seat, *kind, *at_ms, opened_ms, closes_ms)?
            }
            (Phase::Window { .. }, Action::Pass) => {
                if !self.may_claim(seat) {
                    return err("You already played a tribe card on this reveal.");
                }
                self.passed[seat] = true;
                Vec::new()
            }
            (Phase::Window { .. }, _) => return err("The claim window is open: claim or wait."),
            (Phase::Resolve { next }, Action::Take(take)) => self.choose(seat, next, *take)?,
            (Phase::Resolve { .. }, _) => return err("Claims are being resolved: wait for your choice."),
        };
        Ok(Applied::new(events, false))
    }

    fn reveal(&mut self, seat: Seat, at_ms: u64) -> Result<Vec<Event>, RuleError> {
        if seat != self.revealer {
            return err(format!("It is {}'s turn to reveal.", who(self.revealer)));
        }
        if at_ms < self.now_ms {
            return err("A reveal cannot happen before the last event.");
        }
        let Some(card) = self.deck.pop() else { return err("The prairie is empty.") };
        self.table.push(card);
        self.now_ms = at_ms;
        self.revealed_ms = at_ms;
        self.reveals += 1;
        self.claims.clear();
        self.passed.iter_mut().for_each(|p| *p = false);
        self.phase = Phase::Window { opened_ms: at_ms, closes_ms: at_ms + self.options.window_ms };
        Ok(vec![Event::public(format!("{} revealed {card}", who(seat)))])
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
            return err(format!("{} passed on this card.", who(seat)));
        }
        if !self.may_claim(seat) {
            return err(format!("{} already played a tribe card on this reveal.", who(seat)));
        }
        if at_ms < opened {
            return err("That key was pressed before the card was revealed.");
        }
        // A press after the (possibly shortened) window is kept and dropped at close as too late: the
        // window may still shrink when an earlier press arrives, so arrival order must not matter.
        let legal = claim::refusal(&self.table, Tribe::of_seat(seat), kind, &self.options).is_none();
        // Keep press order by timestamp, whatever order the presses arrive in.
        let at = self.claims.partition_point(|c| c.at_ms <= at_ms);
        self.claims.insert(at, Claim { seat, kind, at_ms, legal });
        let first = self.claims[0].at_ms;
        self.phase =
            Phase::Window { opened_ms: opened, closes_ms: closes.min(first + self.options.grace_ms) };
        let secs = (at_ms - opened) as f64 / 1000.0;
        Ok(vec![Event::public(format!("{} played the {} (+{secs:.2} s)", who(seat), kind.name()))])
    }

    /// The claim window reached `at_ms`: close it and resolve the claims in press order.
    pub fn on_clock(&mut self, at_ms: u64) -> Result<Applied, RuleError> {
        let Phase::Window { closes_ms, .. } = self.phase else {
            return err("No claim window is open.");
        };
        if at_ms < self.closing_ms(closes_ms) {
            return err("The claim window is still open.");
        }
        self.now_ms = self.now_ms.max(at_ms.min(closes_ms));
        let mut events = Vec::new();
        // A claim pressed after the (shortened) window closed does not count; it is no penalty.
        let (late, kept): (Vec<Claim>, Vec<Claim>) = self.claims.iter().partition(|c| c.at_ms > closes_ms);
        for c in late {
            events.push(Event::public(format!("{} was too late with the {}", who(c.seat), c.kind.name())));
        }
        self.claims = kept;
        self.resolve_from(0, &mut events);
        Ok(Applied::new(events, false))
    }

    fn choose(&mut self, seat: Seat, next: usize, take: Take) -> Result<Vec<Event>, RuleError> {
        let claim = self.claims[next];
        if claim.seat != seat {
            return err(format!("{} chooses first.", who(claim.seat)));
        }
        if !self.options_for(seat, claim.kind).contains(&take) {
            return err("That cannot be taken now.");
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
                let lost = pile.split_off(pile.len() - n);
                self.removed.extend(lost);
                let lost = match n {
                    0 => "no won cards to lose".to_string(),
                    1 => "1 won card removed".to_string(),
                    _ => format!("{n} won cards removed"),
                };
                events.push(Event::public(format!(
                    "{} played the {} with nothing to claim: penalised, {lost}",
                    who(c.seat),
                    c.kind.name()
                )));
            } else {
                let options = self.options_for(c.seat, c.kind);
                match options.as_slice() {
                    [] => events.push(Event::public(format!(
                        "{} finds nothing left for the {} (no penalty)",
                        who(c.seat),
                        c.kind.name()
                    ))),
                    [only] => self.take(c.seat, c.kind, *only, events),
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
            events.push(Event::public("The prairie is empty: the game is over."));
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

    fn take_all(&mut self, loot: Loot) -> Vec<Card> {
        let (taken, rest): (Vec<Card>, Vec<Card>) = self.table.iter().partition(|c| **c == Card::Loot(loot));
        self.table = rest;
        taken
    }

    fn take(&mut self, seat: Seat, kind: Kind, take: Take, events: &mut Vec<Event>) {
        let own = Indian { tribe: Tribe::of_seat(seat), kind };
        self.take_from_table(Card::Indian(own));
        let mut indians = vec![Card::Indian(own)];
        let mut notes = Vec::new();
        let loot = match take {
            Take::Usual { prisoner } => {
                if let Some(p) = prisoner {
                    self.take_from_table(Card::Indian(p));
                    indians.push(Card::Indian(p));
                    notes.push(format!("{p} as prisoner"));
                }
                self.take_all(kind.usual_loot())
            }
            Take::Tents => self.take_all(Loot::Tent),
            Take::Marry { spouse } => {
                self.take_from_table(Card::Indian(spouse));
                indians.push(Card::Indian(spouse));
                notes.push(format!("married {spouse}"));
                self.take_all(Loot::Tent)
            }
        };
        if self.options.sharing && self.players() < 5 {
            let unowned = |c: &Card| matches!(c, Card::Indian(i) if i.kind == kind && i.tribe.index() >= self.players());
            let (allies, rest): (Vec<Card>, Vec<Card>) = self.table.iter().partition(|c| unowned(c));
            if !allies.is_empty() {
                notes.push(format!("{} unowned {} ally(ies)", allies.len(), kind.name()));
            }
            self.table = rest;
            indians.extend(allies);
        }
        let loot_text = summarise(&loot);
        self.pile_up(seat, indians);
        self.pile_up(seat, loot);
        let extra = if notes.is_empty() { String::new() } else { format!(" ({})", notes.join(", ")) };
        events.push(Event::public(format!("{} took {own}{}{extra}", who(seat), loot_text)));
        if self.options.warpath && kind == Kind::Warrior && matches!(take, Take::Usual { .. }) {
            self.warpath(seat, events);
        }
    }

    /// Adds cards to a won pile: on top, except buffaloes under Warpath, which go to the bottom.
    fn pile_up(&mut self, seat: Seat, cards: Vec<Card>) {
        for c in cards {
            if self.options.warpath && c == Card::Loot(Loot::Buffalo) {
                self.piles[seat].insert(0, c);
            } else {
                self.piles[seat].push(c);
            }
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
                events.push(Event::public(format!(
                    "Warpath! {} takes {got} Buffalo from {}",
                    who(seat),
                    who(other)
                )));
            }
        }
    }
}

/// ` + Totem ×2` style text for taken loot.
fn summarise(loot: &[Card]) -> String {
    Loot::ALL
        .iter()
        .filter_map(|&l| {
            let n = loot.iter().filter(|c| **c == Card::Loot(l)).count();
            (n > 0).then(|| if n == 1 { format!(" + {}", l.name()) } else { format!(" + {} ×{n}", l.name()) })
        })
        .collect()
}
