//! Black Fleet, the end of a turn: ending the moves (drawing movement and fortune cards), the
//! discard step, buying development cards or the victory card, and passing to the next player.

use crate::engine::game::err;
use crate::engine::{Event, RuleError, Seat};
use crate::i18n::Arg;
use crate::msg;

use super::data::{Dev, Fortune, Icon, data};
use super::rules::{BlackFleet, Stage};
use super::words::movement;

impl BlackFleet {
    pub(super) fn end_moves(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.pirate_must_enter(seat) {
            return err(msg!("blackfleet-pirate-must-enter"));
        }
        // Refill movement cards; what was drawn only its owner sees.
        let limit = if self.has(seat, Dev::SecondMovement) { 3 } else { 2 };
        while self.players[seat].moves.len() < limit {
            match self.draw_movement() {
                Some(c) => {
                    self.players[seat].moves.push(c);
                    events.push(Event::private(seat, msg!("blackfleet-drew-movement", card = movement(c))));
                }
                None => break,
            }
        }
        let icon = self.turn.card.map_or(Icon::None, |c| data().movement[c as usize].fortune);
        let drew = match icon {
            Icon::Draw1 => self.draw_fortunes(seat, 1),
            Icon::Draw2 => self.draw_fortunes(seat, 2),
            _ => 0,
        };
        let hand = &self.players[seat].fortunes;
        for &f in &hand[hand.len() - drew..] {
            let late = self.late_rewards.iter().any(|x| x.0 == f);
            events.push(Event::private(
                seat,
                msg!(
                    "blackfleet-drew-fortune",
                    card = f.msg(),
                    text = f.text(),
                    late = if late { "yes" } else { "no" }
                ),
            ));
        }
        if drew > 0 {
            events.push(Event::public(msg!("blackfleet-drew-fortunes", who = Arg::Seat(seat), n = drew)));
        }
        let forced = icon == Icon::Discard1
            && !self.players[seat].fortunes.is_empty()
            && !self.has(seat, Dev::Quartermaster);
        self.stage = Stage::Discard { forced };
        self.after_discard(seat, events);
        Ok(())
    }

    pub(super) fn fortune_limit(&self, seat: Seat) -> usize {
        if self.has(seat, Dev::Quartermaster) { 4 } else { 3 }
    }

    /// Moves on from the discard step once nothing more must be discarded.
    pub(super) fn after_discard(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let must = match self.stage {
            Stage::Discard { forced: true } => true,
            _ => self.players[seat].fortunes.len() > self.fortune_limit(seat),
        };
        if must {
            if !matches!(self.stage, Stage::Discard { forced: true }) {
                self.stage = Stage::Discard { forced: false };
            }
            return;
        }
        self.stage = Stage::Buy;
        if self.affordable(seat).is_empty() {
            self.next_turn(events);
        }
    }

    pub(super) fn discard_fortune(
        &mut self,
        seat: Seat,
        f: Fortune,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(i) = self.players[seat].fortunes.iter().position(|&x| x == f) else {
            return err(msg!("blackfleet-no-such-fortune"));
        };
        self.players[seat].fortunes.remove(i);
        self.fortune_discard.push(f);
        self.forget_late_copy(f);
        events.push(Event::public(msg!("blackfleet-discarded", who = Arg::Seat(seat))));
        self.stage = Stage::Discard { forced: false };
        self.after_discard(seat, events);
        Ok(())
    }

    /// What `seat` can buy now: development slots, and `None` for the victory card.
    pub fn affordable(&self, seat: Seat) -> Vec<Option<usize>> {
        let p = &self.players[seat];
        let d = data();
        let mut out: Vec<Option<usize>> = (0..p.devs.len())
            .filter(|&i| !p.devs[i].1 && d.dev_card(p.devs[i].0).cost <= p.doubloons)
            .map(Some)
            .collect();
        if p.devs.iter().all(|x| x.1) && !p.bought_victory && p.victory <= p.doubloons {
            out.push(None);
        }
        out
    }

    pub(super) fn buy(
        &mut self,
        seat: Seat,
        slot: Option<usize>,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.affordable(seat).contains(&slot) {
            return err(match slot {
                Some(_) => msg!("blackfleet-cannot-buy-dev"),
                None => msg!("blackfleet-cannot-buy-victory"),
            });
        }
        match slot {
            Some(i) => {
                let dev = self.players[seat].devs[i].0;
                let cost = data().dev_card(dev).cost;
                self.pay(seat, cost);
                self.players[seat].devs[i].1 = true;
                // The card's text speaks to its owner ("Your pirate holds…"): the table reads
                // what was bought, the buyer what it now does.
                events.push(Event::public(msg!(
                    "blackfleet-bought-dev",
                    who = Arg::Seat(seat),
                    card = dev.msg(),
                    cost = cost
                )));
                events.push(Event::private(
                    seat,
                    msg!("blackfleet-dev-now", card = dev.msg(), text = dev.text()),
                ));
            }
            None => {
                let v = self.players[seat].victory;
                self.pay(seat, v);
                self.players[seat].bought_victory = true;
                self.final_round = true;
                events.push(Event::public(msg!("blackfleet-bought-victory", who = Arg::Seat(seat), v = v)));
            }
        }
        self.next_turn(events);
        Ok(())
    }

    /// The next player's turn, or the end once the round with a victory card is complete.
    pub(super) fn next_turn(&mut self, events: &mut Vec<Event>) {
        self.turns += 1;
        let n = self.players.len();
        if self.final_round && self.current == n - 1 {
            self.stage = Stage::Over;
            events.push(Event::public(msg!("blackfleet-game-over")));
            return;
        }
        self.current = (self.current + 1) % n;
        self.begin_turn();
    }

    pub(super) fn draw_movement(&mut self) -> Option<u8> {
        if self.move_deck.is_empty() {
            self.move_deck = std::mem::take(&mut self.move_discard);
            self.rng.shuffle(&mut self.move_deck);
        }
        self.move_deck.pop()
    }

    pub(super) fn draw_fortunes(&mut self, seat: Seat, n: usize) -> usize {
        let mut drew = 0;
        for _ in 0..n {
            if self.fortune_deck.is_empty() {
                self.fortune_deck = std::mem::take(&mut self.fortune_discard);
                self.rng.shuffle(&mut self.fortune_deck);
            }
            if let Some(f) = self.fortune_deck.pop() {
                self.players[seat].fortunes.push(f);
                drew += 1;
                // Drawn after a deed it would reward: it may reward only deeds still to come.
                let deeds = &self.turn.deeds;
                if seat == self.current && deeds.iter().any(|&d| self.reward(seat, d, f) > 0) {
                    self.late_rewards.push((f, deeds.len()));
                }
            }
        }
        drew
    }
}
