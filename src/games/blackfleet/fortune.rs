//! Fortune cards, played at any time during your own turn and then discarded: extra movement, land
//! crossings, the other navy ship, pushing an opponent's ship, the pirate lair, a second action,
//! selling anywhere, and rewards for sales, sinkings, burials and attacks (also for those that
//! happened earlier in the same turn, if the card was held then).

use crate::engine::game::err;
use crate::engine::{Event, RuleError, Seat};
use crate::i18n::Arg;
use crate::msg;

use super::data::{Fortune, data};
use super::map::Square;
use super::movement::Ship;
use super::rules::{Aim, BlackFleet, Deed, Progress, Stage, square};

/// What reward card `card` adds for one deed of `seat` (0: it does not reward that deed).
pub fn reward(players: usize, seat: Seat, deed: Deed, card: Fortune) -> u32 {
    let left = (seat + 1) % players.max(1);
    match (card, deed) {
        (Fortune::SmugglersDeal, Deed::Sold { cubes, .. }) => cubes,
        (Fortune::OrdersTrade, Deed::Sold { price: 3, .. }) => 3,
        (Fortune::Bounty, Deed::Sank { .. }) => 2,
        (Fortune::OrdersHunt, Deed::Sank { near_dock: true }) => 3,
        (Fortune::RichHoard, Deed::Buried) => 2,
        (Fortune::OrdersPlunder, Deed::Attacked { victim }) if victim == left => 3,
        _ => 0,
    }
}

/// Whether a card pays for deeds (and does nothing else).
pub fn is_reward(card: Fortune) -> bool {
    matches!(
        card,
        Fortune::SmugglersDeal
            | Fortune::OrdersTrade
            | Fortune::Bounty
            | Fortune::OrdersHunt
            | Fortune::RichHoard
            | Fortune::OrdersPlunder
    )
}

/// The first of this turn's deeds a played copy of `card` may reward. Copies look alike, so the one
/// played is the one held longest: one held before every deed if there is one (all deeds, 0), else
/// the one drawn first (only the deeds after it). `late` lists the copies drawn after a deed.
pub fn rewards_from(hand: &[Fortune], late: &[(Fortune, usize)], card: Fortune) -> usize {
    let held = hand.iter().filter(|&&f| f == card).count();
    let late: Vec<usize> = late.iter().filter(|x| x.0 == card).map(|x| x.1).collect();
    if held > late.len() {
        return 0;
    }
    late.into_iter().min().unwrap_or(0)
}

/// What playing `card` pays now for the deeds done so far this turn (from a hand and its late
/// copies, so a seat's own view can tell as well as the rules).
pub fn pays_now(
    players: usize,
    seat: Seat,
    deeds: &[Deed],
    hand: &[Fortune],
    late: &[(Fortune, usize)],
    card: Fortune,
) -> u32 {
    let from = rewards_from(hand, late, card);
    deeds.get(from..).unwrap_or_default().iter().map(|&d| reward(players, seat, d, card)).sum()
}

impl BlackFleet {
    /// Adds a movement fortune to this turn's budgets (only ships not finished).
    pub(super) fn boost_for(&mut self, f: Fortune) {
        let add = |i: usize, n: u8, t: &mut super::rules::Turn| {
            if t.allowed[i] && t.progress[i] != Progress::Done {
                t.budget[i] += n;
            }
        };
        let t = &mut self.turn;
        if t.card.is_none() {
            return; // counted when the movement card is played
        }
        match f {
            Fortune::FairWindMerchant => add(0, 2, t),
            Fortune::FairWindPirate => add(1, 2, t),
            Fortune::FairWindNavy => {
                if let Some(n) = t.navy {
                    add(2 + n, 2, t);
                }
            }
            Fortune::Gale => (0..4).for_each(|i| add(i, 1, t)),
            _ => {}
        }
    }

    /// A copy of `card` is played: the first of this turn's deeds it may reward (see
    /// [`rewards_from`]); a late copy played is forgotten.
    fn take_played_copy(&mut self, seat: Seat, card: Fortune) -> usize {
        let from = rewards_from(&self.players[seat].fortunes, &self.late_rewards, card);
        if from > 0
            && let Some(i) = self.late_rewards.iter().position(|&x| x == (card, from))
        {
            self.late_rewards.remove(i);
        }
        from
    }

    /// What playing `card` now pays `seat` for this turn's earlier deeds.
    pub fn pays_now(&self, seat: Seat, card: Fortune) -> u32 {
        let late: &[(Fortune, usize)] = if seat == self.current { &self.late_rewards } else { &[] };
        pays_now(self.players.len(), seat, &self.turn.deeds, &self.players[seat].fortunes, late, card)
    }

    /// A copy of `card` is discarded: the one drawn last (keeping those that may reward more).
    pub(super) fn forget_late_copy(&mut self, card: Fortune) {
        let last = (0..self.late_rewards.len())
            .filter(|&i| self.late_rewards[i].0 == card)
            .max_by_key(|&i| self.late_rewards[i].1);
        if let Some(i) = last {
            self.late_rewards.remove(i);
        }
    }

    /// Whether `seat` may play `card` aimed at `aim` now, and if not, why.
    pub fn check_fortune(&self, seat: Seat, card: Fortune, aim: Aim) -> Result<(), RuleError> {
        if !self.players[seat].fortunes.contains(&card) {
            return err(msg!("blackfleet-no-such-fortune"));
        }
        if !matches!(self.stage, Stage::Choose | Stage::Moving | Stage::Discard { .. } | Stage::Buy) {
            return err(msg!("blackfleet-fortune-own-turn"));
        }
        let plain = |aim: Aim| if aim == Aim::None { Ok(()) } else { err(msg!("blackfleet-no-target")) };
        match card {
            Fortune::SecretChannel | Fortune::ExtraAction => {
                let Aim::Ship(ship) = aim else { return err(msg!("blackfleet-choose-own-ship")) };
                if let Ship::Navy(n) = ship
                    && n > 1
                {
                    return err(msg!("blackfleet-no-such-ship"));
                }
                if card == Fortune::SecretChannel && self.turn.channel.is_some() {
                    return err(msg!("blackfleet-channel-open"));
                }
                if card == Fortune::ExtraAction && self.turn.extra.contains(&ship) {
                    return err(msg!("blackfleet-already-extra"));
                }
                Ok(())
            }
            Fortune::PirateLair => {
                let Aim::Square(p) = aim else { return err(msg!("blackfleet-choose-lair")) };
                if data().map.get(p) != Some(Square::Lair) || !self.board.is_free(p) {
                    return err(msg!("blackfleet-choose-lair"));
                }
                if self.turn.progress[1] != Progress::Fresh || self.turn.placed {
                    return err(msg!("blackfleet-lair-first"));
                }
                Ok(())
            }
            Fortune::Shanghaied => {
                let Aim::Push { seat: s, ship, to } = aim else {
                    return err(msg!("blackfleet-push-choose"));
                };
                if s == seat || s >= self.players.len() || matches!(ship, Ship::Navy(_)) {
                    return err(msg!("blackfleet-push-opponent"));
                }
                let Some(from) = self.board.position(s, ship) else {
                    return err(msg!("blackfleet-ship-off-board"));
                };
                let next = from.0.abs_diff(to.0) + from.1.abs_diff(to.1) == 1;
                if !next || !self.board.is_free(to) {
                    return err(msg!("blackfleet-push-one-square"));
                }
                Ok(())
            }
            Fortune::Commandeer => {
                plain(aim)?;
                if self.turn.card.is_none() {
                    return err(msg!("blackfleet-commandeer-first"));
                }
                if self.turn.navy.is_some_and(|n| self.turn.allowed[2 + (1 - n)]) {
                    return err(msg!("blackfleet-both-navies"));
                }
                Ok(())
            }
            _ => plain(aim),
        }
    }

    pub(super) fn play_fortune(
        &mut self,
        seat: Seat,
        card: Fortune,
        aim: Aim,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_fortune(seat, card, aim)?;
        let rewards_from = self.take_played_copy(seat, card);
        if let Some(i) = self.players[seat].fortunes.iter().position(|&f| f == card) {
            self.players[seat].fortunes.remove(i);
        }
        self.fortune_discard.push(card);
        events.push(Event::public(msg!(
            "blackfleet-played-fortune",
            who = Arg::Seat(seat),
            card = card.msg()
        )));
        match (card, aim) {
            (Fortune::SecretChannel, Aim::Ship(ship)) => self.turn.channel = Some((ship, false)),
            (Fortune::ExtraAction, Aim::Ship(ship)) => self.turn.extra.push(ship),
            (Fortune::PirateLair, Aim::Square(p)) => {
                self.board.pirates[seat] = Some(p);
                self.turn.placed = true;
                events.push(Event::public(msg!(
                    "blackfleet-lair-appeared",
                    who = Arg::Seat(seat),
                    square = square(p)
                )));
            }
            (Fortune::Shanghaied, Aim::Push { seat: s, ship, to }) => {
                self.board.set(s, ship, Some(to));
                events.push(Event::public(msg!(
                    "blackfleet-pushed",
                    who = Arg::Seat(s),
                    ship = ship.msg(),
                    square = square(to)
                )));
            }
            (Fortune::Commandeer, _) => {
                let navy = self.turn.navy.unwrap_or(0);
                self.allow_other_navy(navy);
            }
            _ => {}
        }
        self.turn.played.push(card);
        self.boost_for(card);
        // Rewards for deeds done earlier this turn while the card was held.
        let earlier = self.turn.deeds.get(rewards_from..).unwrap_or_default();
        let bonus: u32 = earlier.iter().map(|&d| self.reward(seat, d, card)).sum();
        if bonus > 0 {
            self.gain(seat, bonus);
            events.push(Event::public(msg!("blackfleet-earned-earlier", who = Arg::Seat(seat), n = bonus)));
        }
        Ok(())
    }
}
