//! A Saboteur round from deal to payout: shuffling and dealing cards and roles, and at the end
//! revealing roles, deciding the winners (doors and access in Saboteur 2), paying them, Geologists'
//! crystals, Thefts, Classic nugget cards, and who starts the next round.

use serde::{Deserialize, Serialize};

use crate::engine::game::err;
use crate::engine::{Applied, Event, RuleError, Seat};
use crate::i18n::{Arg, Msg};
use crate::msg;

use super::actions::{role_a, role_short};
use super::cards::Act;
use super::deck::{Team, deck};
use super::maze::Maze;
use super::payout::{self, Role, Side};
use super::rules::{Mode, Saboteur, Stage, say};

/// What happened at the end of a round, public once the roles are revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundReport {
    pub round: u8,
    pub roles: Vec<Role>,
    pub trapped: Vec<bool>,
    pub gold_reached: bool,
    pub completer: Option<Seat>,
    /// Saboteur 2, gold reached: whether green and blue have access.
    pub access: Option<(bool, bool)>,
    pub winners: Vec<Seat>,
    /// Why this side won, as data the screens word ([`RoundReport::explain`]).
    pub why: Why,
    /// Gold paid to each seat for winning (Classic: the saboteurs' nugget cards).
    pub payouts: Vec<u32>,
    pub crystals: usize,
    pub geologists: Vec<u32>,
    /// (thief, victim).
    pub steals: Vec<(Seat, Seat)>,
    /// Classic: nugget cards kept, (seat, value); each seat may see only its own.
    pub nuggets: Vec<(Seat, u8)>,
    /// Classic: seats that got their nugget card without a choice (the last card, or all left
    /// worth the same). Public; the values are not.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forced: Vec<Seat>,
}

/// Why a round went as it did: a stable value, worded only when shown, so rewording never changes
/// a save. Saves from before Tavolo spoke Italian hold the English sentence here; it is read back
/// into the same value (the one the round's moves replay to, which loading compares).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Why {
    /// Saboteur 2: the side that won (who reached the gold with which access, and who was trapped,
    /// are the report's).
    Saboteur2(Side),
    /// Classic: this player reached the gold; the gold-diggers win.
    ClassicGold(Seat),
    /// Classic: the gold was not reached; the saboteurs win.
    ClassicNoGold,
    /// Classic: the gold was not reached and nobody was a saboteur; nobody is paid.
    ClassicNobody,
}

impl<'de> Deserialize<'de> for Why {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        /// [`Why`] as saved now (the derive's form).
        #[derive(Deserialize)]
        enum Now {
            Saboteur2(Side),
            ClassicGold(Seat),
            ClassicNoGold,
            ClassicNobody,
        }
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Now(Now),
            Legacy(String),
        }
        Ok(match Stored::deserialize(d)? {
            Stored::Now(Now::Saboteur2(side)) => Why::Saboteur2(side),
            Stored::Now(Now::ClassicGold(s)) => Why::ClassicGold(s),
            Stored::Now(Now::ClassicNoGold) => Why::ClassicNoGold,
            Stored::Now(Now::ClassicNobody) => Why::ClassicNobody,
            Stored::Legacy(text) => Why::legacy(&text)
                .ok_or_else(|| serde::de::Error::custom(format!("unknown round result \"{text}\"")))?,
        })
    }
}

impl Why {
    /// The value an English sentence of an older save stood for (the sentences `end_round` wrote
    /// before this type: Classic's three, and Saboteur 2's explanation ending in the winning side).
    fn legacy(text: &str) -> Option<Why> {
        if let Some(who) = text.strip_suffix(" reached the gold: the gold-diggers win.") {
            let seat = who.strip_prefix("{p")?.strip_suffix('}')?.parse().ok()?;
            return Some(Why::ClassicGold(seat));
        }
        match text {
            "The gold was not reached: the saboteurs win." => return Some(Why::ClassicNoGold),
            "The gold was not reached, and nobody was a saboteur: nobody is paid." => {
                return Some(Why::ClassicNobody);
            }
            _ => {}
        }
        let sides = [
            ("Both teams win.", Side::Teams { green: true, blue: true }),
            ("Green wins.", Side::Teams { green: true, blue: false }),
            ("Blue wins.", Side::Teams { green: false, blue: true }),
            ("The Saboteurs win.", Side::Saboteurs),
        ];
        sides.into_iter().find(|(said, _)| text.contains(said)).map(|(_, side)| Why::Saboteur2(side))
    }
}

/// `items` as one message, each joined to the rest by `join` ("A, B, C"): a sentence's argument
/// cannot be a list, but a message may nest another.
pub(super) fn chain(items: Vec<Msg>, join: fn(Msg, Msg) -> Msg) -> Option<Msg> {
    items.into_iter().rev().reduce(|rest, first| join(first, rest))
}

impl RoundReport {
    /// Why this side won, as players read it: who reached the gold, the teams' access through the
    /// doors, the winning side and who was trapped (Saboteur 2); Classic says it in one sentence.
    pub fn explain(&self) -> Msg {
        let sentences = |first, rest| msg!("saboteur-sentences", first = first, rest = rest);
        chain(self.reasons(), sentences).unwrap_or_else(|| msg!("saboteur-why-nobody-reached"))
    }

    /// The sentences of [`RoundReport::explain`], in order.
    pub fn reasons(&self) -> Vec<Msg> {
        let side = match self.why {
            Why::ClassicGold(s) => return vec![msg!("saboteur-why-classic-gold", who = Arg::Seat(s))],
            Why::ClassicNoGold => return vec![msg!("saboteur-why-classic-no-gold")],
            Why::ClassicNobody => return vec![msg!("saboteur-why-classic-nobody")],
            Why::Saboteur2(side) => side,
        };
        let mut parts = Vec::new();
        match (self.completer, self.access) {
            (Some(c), Some((green, blue))) if self.gold_reached => {
                parts.push(msg!("saboteur-why-reached", who = Arg::Seat(c), role = role_a(self.roles[c])));
                parts.push(match (green, blue) {
                    (true, true) => msg!("saboteur-why-access-both"),
                    (true, false) => msg!("saboteur-why-access-green"),
                    (false, true) => msg!("saboteur-why-access-blue"),
                    (false, false) => msg!("saboteur-why-access-none"),
                });
                if let Role::Digger(team) = self.roles[c] {
                    let own = if team == Team::Green { green } else { blue };
                    if !own && (green || blue) {
                        parts.push(msg!("saboteur-why-for-other-team"));
                    }
                }
            }
            _ => parts.push(msg!("saboteur-why-nobody-reached")),
        }
        parts.push(match side {
            Side::Teams { green: true, blue: true } => msg!("saboteur-why-both-win"),
            Side::Teams { green: true, .. } => msg!("saboteur-why-green-wins"),
            Side::Teams { .. } => msg!("saboteur-why-blue-wins"),
            // Roles are dealt from 15: a round may have no Saboteur, and then only a Profiteer
            // who is not trapped gains from their side's win.
            Side::Saboteurs if self.roles.contains(&Role::Saboteur) => msg!("saboteur-why-saboteurs-win"),
            Side::Saboteurs if self.winners.is_empty() => msg!("saboteur-why-no-saboteur-nobody"),
            Side::Saboteurs => msg!("saboteur-why-no-saboteur-profiteer"),
        });
        let trapped = (0..self.trapped.len())
            .filter(|&s| self.trapped[s])
            .map(|s| msg!("saboteur-seat", who = Arg::Seat(s)))
            .collect();
        if let Some(list) = chain(trapped, |first, rest| msg!("saboteur-list", first = first, rest = rest)) {
            parts.push(msg!("saboteur-why-trapped", who = list));
        }
        parts
    }

    /// Each seat's gain this round (thefts included).
    pub fn net(&self) -> Vec<i32> {
        let mut net: Vec<i32> =
            self.payouts.iter().zip(&self.geologists).map(|(a, b)| (*a + *b) as i32).collect();
        for &(thief, victim) in &self.steals {
            net[thief] += 1;
            net[victim] -= 1;
        }
        for &(s, v) in &self.nuggets {
            net[s] += v as i32;
        }
        net
    }
}

/// Classic: (saboteurs, gold-diggers, hand size) for 3..=10 players.
pub fn classic_setup(players: usize) -> (usize, usize, usize) {
    const SABOTEURS: [usize; 8] = [1, 1, 2, 2, 3, 3, 3, 4];
    const DIGGERS: [usize; 8] = [3, 4, 4, 5, 5, 6, 7, 7];
    const HAND: [usize; 8] = [6, 6, 6, 5, 5, 4, 4, 4];
    let i = players.clamp(3, 10) - 3;
    (SABOTEURS[i], DIGGERS[i], HAND[i])
}

/// Every role in play for a round (Saboteur 2: all 15; Classic: players + 1).
pub fn role_pool(mode: Mode, players: usize) -> Vec<Role> {
    match mode {
        Mode::Saboteur2 => {
            let mut r = vec![Role::Digger(Team::Green); 4];
            r.extend([Role::Digger(Team::Blue); 4]);
            r.extend([Role::Boss, Role::Geologist, Role::Geologist, Role::Profiteer]);
            r.extend([Role::Saboteur; 3]);
            r
        }
        Mode::Classic => {
            let (sab, dig, _) = classic_setup(players);
            let mut r = vec![Role::Saboteur; sab];
            r.extend(vec![Role::ClassicDigger; dig]);
            r
        }
    }
}

impl Saboteur {
    /// Shuffles every card, deals hands and roles, lays out the start and goals; `first` begins.
    pub(super) fn start_round(&mut self, first: Seat) -> Vec<Event> {
        let n = self.players;
        self.round += 1;
        let mut cards = deck().cards(self.expansion());
        self.rng.shuffle(&mut cards);
        self.removed = if self.expansion() { cards.split_off(cards.len() - 10) } else { Vec::new() };
        let hand = if self.expansion() { 6 } else { classic_setup(n).2 };
        for h in &mut self.hands {
            h.clear();
            for _ in 0..hand {
                h.extend(cards.pop());
            }
        }
        self.deck = cards;
        let mut roles = role_pool(self.options.mode, n);
        self.rng.shuffle(&mut roles);
        self.set_aside = roles.split_off(n);
        self.roles = roles;
        self.dropped_roles.clear();
        let gold = self.rng.below(3);
        self.maze = Maze::new(gold);
        self.discard.clear();
        self.in_front.iter_mut().for_each(Vec::clear);
        self.thefts.clear();
        self.maps.iter_mut().for_each(Vec::clear);
        self.inspected.iter_mut().for_each(Vec::clear);
        self.reputation.iter_mut().for_each(|r| *r = 0);
        self.completer = None;
        self.current = first;
        self.last_player = first;
        self.stage = Stage::Turn;
        self.round_opening()
    }

    /// The round's first log lines: who starts, and each player's role (privately).
    pub(super) fn round_opening(&self) -> Vec<Event> {
        // The new round's lines go under its own heading in the log.
        let mut events = vec![
            Event::public(msg!("saboteur-log-round-begins", n = self.round, who = Arg::Seat(self.current)))
                .starting_turn(),
        ];
        for (s, role) in self.roles.iter().enumerate() {
            events.push(Event::private(s, msg!("saboteur-log-your-role", role = role_a(*role))));
        }
        events
    }

    /// The round is over: reveal roles, pay the winners, then Thefts or nugget picks if any.
    pub(super) fn end_round(&mut self) -> Vec<Event> {
        let n = self.players;
        let trapped: Vec<bool> = (0..n).map(|s| self.is_trapped(s)).collect();
        let gold = self.maze.gold_reached();
        let roles = self.roles.clone();
        let mut report = RoundReport {
            round: self.round,
            roles: roles.clone(),
            trapped: trapped.clone(),
            gold_reached: gold,
            completer: self.completer,
            access: None,
            winners: Vec::new(),
            why: Why::ClassicNobody,
            payouts: vec![0; n],
            crystals: 0,
            geologists: vec![0; n],
            steals: Vec::new(),
            nuggets: Vec::new(),
            forced: Vec::new(),
        };
        let mut events = Vec::new();
        if !self.quiet {
            let each =
                (0..n).map(|s| msg!("saboteur-role-of", who = Arg::Seat(s), role = role_short(roles[s])));
            let list =
                chain(each.collect(), |first, rest| msg!("saboteur-roles-list", first = first, rest = rest));
            // A round always has players: the list is never empty.
            if let Some(list) = list {
                events.push(Event::public(msg!("saboteur-log-round-over", n = self.round, roles = list)));
            }
        }
        match self.options.mode {
            Mode::Saboteur2 => {
                let (green, blue) = if gold {
                    (self.maze.access(Team::Green), self.maze.access(Team::Blue))
                } else {
                    (false, false)
                };
                if gold {
                    report.access = Some((green, blue));
                }
                let side = payout::side(gold, self.completer.map(|s| roles[s]), green, blue);
                report.winners = payout::winners(&roles, &trapped, side);
                report.payouts =
                    payout::payouts(&roles, &report.winners).into_iter().map(|g| g.max(0) as u32).collect();
                report.crystals = self.maze.crystals();
                report.geologists = payout::geologist_gold(&roles, &trapped, report.crystals)
                    .into_iter()
                    .map(|g| g.max(0) as u32)
                    .collect();
                report.why = Why::Saboteur2(side);
                for s in 0..n {
                    let g = report.payouts[s] + report.geologists[s];
                    self.gold[s] += g;
                    self.paid += g;
                }
                say!(self, events, Event::public(report.explain()));
                // Who got how much, so the log keeps the round's payout after its screen is gone.
                if !self.quiet {
                    let paid = (0..n).filter_map(|s| {
                        let g = report.payouts[s] + report.geologists[s];
                        (g > 0).then(|| msg!("saboteur-gold-of", who = Arg::Seat(s), n = g))
                    });
                    let list = chain(paid.collect(), |first, rest| {
                        msg!("saboteur-roles-list", first = first, rest = rest)
                    });
                    events.push(Event::public(match list {
                        Some(list) => msg!("saboteur-log-paid", list = list),
                        None => msg!("saboteur-log-paid-nobody"),
                    }));
                }
                let last = self.thefts.last().copied().unwrap_or(0);
                let queue = payout::theft_order(&self.thefts, last, &trapped, n);
                self.stage = Stage::Theft { queue };
            }
            Mode::Classic => {
                if gold {
                    let completer = self.completer.unwrap_or(self.last_player);
                    report.winners = (0..n).filter(|&s| roles[s] == Role::ClassicDigger).collect();
                    report.why = Why::ClassicGold(completer);
                    // Diggers who get no nugget cards are skipped like saboteurs when passing.
                    let skip: Vec<Role> = (0..n)
                        .map(|s| {
                            let broken = self.in_front[s].iter().any(|a| matches!(a, Act::Broken(_)));
                            if self.options.broken_tools_no_nuggets && broken {
                                Role::Saboteur
                            } else {
                                roles[s]
                            }
                        })
                        .collect();
                    let k = n.min(9).min(self.supply.len());
                    let cards = self.supply.split_off(self.supply.len() - k);
                    let order = payout::nugget_order(&skip, completer, cards.len());
                    if order.is_empty() {
                        self.supply.extend(cards);
                        self.stage = Stage::Theft { queue: Vec::new() };
                    } else {
                        self.stage = Stage::Nuggets { cards, order };
                    }
                } else {
                    let saboteurs: Vec<Seat> = (0..n).filter(|&s| roles[s] == Role::Saboteur).collect();
                    report.winners = saboteurs.clone();
                    report.why = if saboteurs.is_empty() { Why::ClassicNobody } else { Why::ClassicNoGold };
                    let amount = payout::classic_saboteur_gold(saboteurs.len());
                    for s in saboteurs {
                        let got = self.pay_from_supply(amount);
                        report.payouts[s] = got;
                        self.gold[s] += got;
                    }
                    self.stage = Stage::Theft { queue: Vec::new() };
                }
                say!(self, events, Event::public(report.explain()));
            }
        }
        self.reports.push(report);
        if self.quiet {
            // A search sample is judged on the round it was drawn in: nothing after it is read.
            self.stage = Stage::Over;
            return events;
        }
        events.extend(self.settle_round());
        events
    }

    /// Classic: takes nugget cards worth `amount` (fewest cards; less if the supply cannot make it).
    fn pay_from_supply(&mut self, amount: u32) -> u32 {
        let mut counts = [0u32; 3];
        for &v in &self.supply {
            counts[v as usize - 1] += 1;
        }
        for want in (0..=amount).rev() {
            if let Some(pick) = payout::nuggets_for(want, &counts) {
                for (i, k) in pick.iter().enumerate() {
                    for _ in 0..*k {
                        if let Some(j) = self.supply.iter().position(|&v| v as usize == i + 1) {
                            self.supply.remove(j);
                        }
                    }
                }
                return want;
            }
        }
        0
    }

    /// Skips decisions nobody can make (a thief with nobody to rob, a single kind of nugget card left)
    /// and moves to the round's results when none are left.
    fn settle_round(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        loop {
            match &mut self.stage {
                Stage::Theft { queue } if !queue.is_empty() => {
                    let thief = queue[0];
                    if (0..self.players).any(|s| s != thief && self.gold[s] > 0) {
                        return events;
                    }
                    queue.remove(0);
                    events.push(Event::public(msg!("saboteur-log-nobody-to-rob", who = Arg::Seat(thief))));
                }
                Stage::Nuggets { cards, order } if !cards.is_empty() => {
                    let first = cards[0];
                    if cards.iter().any(|&c| c != first) {
                        return events;
                    }
                    let seat = order[0];
                    events.extend(self.give_nugget(seat, first, true));
                }
                _ => break,
            }
        }
        let next = (self.last_player + 1) % self.players;
        self.stage = Stage::RoundOver { next };
        events
    }

    /// `seat` keeps a nugget card worth `value`; `forced` when there was nothing to choose, which
    /// the log says (a player handed the last card should not think they picked it).
    fn give_nugget(&mut self, seat: Seat, value: u8, forced: bool) -> Vec<Event> {
        if let Stage::Nuggets { cards, order } = &mut self.stage
            && let Some(i) = cards.iter().position(|&c| c == value)
        {
            let last = cards.len() == 1;
            cards.remove(i);
            order.remove(0);
            self.gold[seat] += value as u32;
            if let Some(r) = self.reports.last_mut() {
                r.nuggets.push((seat, value));
                if forced {
                    r.forced.push(seat);
                }
            }
            let who = Arg::Seat(seat);
            return match (forced, last) {
                (true, true) => vec![
                    Event::public(msg!("saboteur-log-nugget-last", who = who)),
                    Event::private(seat, msg!("saboteur-log-your-nugget-last", value = value)),
                ],
                (true, false) => vec![
                    Event::public(msg!("saboteur-log-nugget-same", who = who)),
                    Event::private(seat, msg!("saboteur-log-your-nugget-same", value = value)),
                ],
                (false, _) => vec![
                    Event::public(msg!("saboteur-log-nugget-kept", who = who)),
                    Event::private(seat, msg!("saboteur-log-your-nugget-kept", value = value)),
                ],
            };
        }
        Vec::new()
    }

    pub(super) fn keep_nugget(&mut self, seat: Seat, value: u8) -> Result<Applied, RuleError> {
        let Stage::Nuggets { cards, .. } = &self.stage else {
            return err(msg!("saboteur-err-no-nuggets"));
        };
        if !cards.contains(&value) {
            return err(msg!("saboteur-err-no-nugget-worth", value = value));
        }
        let mut events = self.give_nugget(seat, value, false);
        events.extend(self.settle_round());
        Ok(Applied::new(events, false))
    }

    pub(super) fn steal(&mut self, thief: Seat, victim: Seat) -> Result<Applied, RuleError> {
        if victim >= self.players || victim == thief {
            return err(msg!("saboteur-err-steal-other"));
        }
        if self.gold[victim] == 0 {
            return err(msg!("saboteur-err-no-gold", who = Arg::Seat(victim)));
        }
        self.gold[victim] -= 1;
        self.gold[thief] += 1;
        if let Stage::Theft { queue } = &mut self.stage {
            queue.remove(0);
        }
        if let Some(r) = self.reports.last_mut() {
            r.steals.push((thief, victim));
        }
        let mut events =
            vec![Event::public(msg!("saboteur-log-stole", who = Arg::Seat(thief), whom = Arg::Seat(victim)))];
        events.extend(self.settle_round());
        Ok(Applied::new(events, false))
    }

    /// After the results: the next round, or the end after round 3.
    pub(super) fn next_round(&mut self, next: Seat) -> Vec<Event> {
        if self.round >= 3 {
            self.stage = Stage::Over;
            return vec![Event::public(msg!("saboteur-log-game-over"))];
        }
        self.start_round(next)
    }
}
