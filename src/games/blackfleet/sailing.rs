//! Black Fleet, the first part of a turn: a merchant (re-)entering, Pirate Hideout, playing the
//! movement card, and sailing the ships (which ship is active, how far and over what it may go).

use crate::engine::game::err;
use crate::engine::{Event, RuleError, Seat};
use crate::i18n::Arg;
use crate::msg;

use super::data::{Dev, Fortune, data};
use super::map::Pos;
use super::movement::{Land, Ship};
use super::rules::{BlackFleet, Progress, Stage, square};
use super::words::cubes;

impl BlackFleet {
    pub(super) fn enter_merchant(
        &mut self,
        seat: Seat,
        p: Pos,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.free_docks().contains(&p) {
            return err(msg!("blackfleet-choose-free-dock"));
        }
        let Some(port) = data().port_of_dock(p) else { return err(msg!("blackfleet-choose-free-dock")) };
        self.board.merchants[seat] = Some(p);
        let n = self.load(seat, port);
        events.push(Event::public(msg!(
            "blackfleet-merchant-entered",
            who = Arg::Seat(seat),
            port = data().ports[port].name.as_str(),
            cubes = cubes(n, data().ports[port].supplies)
        )));
        self.stage = Stage::Choose;
        Ok(())
    }

    /// Free beaches and lairs (Pirate Hideout; Royal Pardon uses the beaches).
    pub fn hideouts(&self, beaches_only: bool) -> Vec<Pos> {
        use super::map::Square;
        let map = &data().map;
        map.positions()
            .filter(|&p| match map.at(p) {
                Square::Beach(_) => true,
                Square::Lair => !beaches_only,
                _ => false,
            })
            .filter(|&p| self.board.is_free(p))
            .collect()
    }

    pub(super) fn hideout(&mut self, seat: Seat, p: Pos, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.has(seat, Dev::PirateHideout) {
            return err(msg!("blackfleet-hideout-only"));
        }
        if self.turn.placed {
            return err(msg!("blackfleet-already-placed"));
        }
        if !self.hideouts(false).contains(&p) {
            return err(msg!("blackfleet-choose-beach-or-lair"));
        }
        self.board.pirates[seat] = Some(p);
        self.turn.placed = true;
        events.push(Event::public(msg!(
            "blackfleet-hideout-moved",
            who = Arg::Seat(seat),
            square = square(p)
        )));
        Ok(())
    }

    pub(super) fn play_movement(
        &mut self,
        seat: Seat,
        card: u8,
        navy: usize,
        boost: Option<Ship>,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(i) = self.players[seat].moves.iter().position(|&c| c == card) else {
            return err(msg!("blackfleet-no-such-movement"));
        };
        let m = data().movement[card as usize];
        if navy > 1 || (navy != m.navy && !self.has(seat, Dev::FleetSignals)) {
            return err(msg!("blackfleet-other-navy"));
        }
        if boost.is_some() && !self.has(seat, Dev::Pathfinder) {
            return err(msg!("blackfleet-pathfinder-only"));
        }
        if matches!(boost, Some(Ship::Navy(n)) if n != navy) {
            return err(msg!("blackfleet-pathfinder-navy"));
        }
        self.players[seat].moves.remove(i);
        self.move_discard.push(card);
        self.turn.card = Some(card);
        self.turn.navy = Some(navy);
        let plus = |s: Ship| u8::from(boost == Some(s));
        self.turn.budget[0] =
            m.merchant + u8::from(self.has(seat, Dev::NavigationUpgrade)) + plus(Ship::Merchant);
        self.turn.budget[1] = m.pirate + u8::from(self.has(seat, Dev::SwiftSloop)) + plus(Ship::Pirate);
        self.turn.budget[2 + navy] = m.navy_value + plus(Ship::Navy(navy));
        self.turn.allowed = [true, true, navy == 0, navy == 1];
        // Fortune cards played before the movement card add to it now.
        for f in self.turn.played.clone() {
            self.boost_for(f);
        }
        if self.has(seat, Dev::Admiralty) {
            self.allow_other_navy(navy);
        }
        self.stage = Stage::Moving;
        events.push(Event::public(msg!(
            "blackfleet-played-movement",
            who = Arg::Seat(seat),
            merchant = self.turn.budget[0],
            pirate = self.turn.budget[1],
            navy = if navy == 0 { "yellow" } else { "purple" },
            value = self.turn.budget[2 + navy]
        )));
        Ok(())
    }

    /// Commandeer or Admiralty: the navy ship not on the card moves up to 2 as well.
    pub(super) fn allow_other_navy(&mut self, card_navy: usize) {
        let other = 1 - card_navy;
        if !self.turn.allowed[2 + other] {
            self.turn.allowed[2 + other] = true;
            self.turn.budget[2 + other] = 2 + u8::from(self.turn.played.contains(&Fortune::Gale));
        }
    }

    /// Navy ships the player may move (and pass through) this turn.
    pub fn friendly_navies(&self) -> Vec<usize> {
        (0..2).filter(|&n| self.turn.allowed[2 + n]).collect()
    }

    /// How `ship` of `seat` may treat land this turn.
    pub(super) fn land_rule(&self, seat: Seat, ship: Ship) -> Land {
        if matches!(ship, Ship::Merchant | Ship::Pirate) && self.has(seat, Dev::ShallowDraft) {
            return Land::Always;
        }
        match self.turn.channel {
            Some((s, false)) if s == ship => Land::Once,
            _ => Land::Never,
        }
    }

    /// Marks `ship` as the one acting now; the ship that was active before is finished.
    pub(super) fn start(&mut self, ship: Ship) -> Result<(), RuleError> {
        let i = ship.index();
        if !self.turn.allowed[i] {
            return err(msg!("blackfleet-may-not-use", ship = ship.msg()));
        }
        if self.turn.progress[i] == Progress::Done {
            return err(msg!("blackfleet-ship-finished", ship = ship.msg()));
        }
        for (j, p) in self.turn.progress.iter_mut().enumerate() {
            if j != i && *p == Progress::Active {
                *p = Progress::Done;
            }
        }
        self.turn.progress[i] = Progress::Active;
        Ok(())
    }

    pub(super) fn move_ship(
        &mut self,
        seat: Seat,
        ship: Ship,
        to: Pos,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let i = ship.index();
        if self.board.position(seat, ship).is_none() && ship == Ship::Merchant {
            return err(msg!("blackfleet-merchant-off-board"));
        }
        if !self.turn.allowed[i] {
            return err(msg!("blackfleet-may-not-move", ship = ship.msg()));
        }
        let reach = self.board.reach(
            seat,
            ship,
            self.turn.budget[i],
            &self.friendly_navies(),
            self.land_rule(seat, ship),
        );
        let Some(r) = reach.get(&to).copied() else {
            return err(msg!("blackfleet-cannot-reach", ship = ship.msg(), left = self.turn.budget[i]));
        };
        self.start(ship)?;
        self.turn.budget[i] -= r.cost;
        if r.channel
            && let Some((s, _)) = self.turn.channel
        {
            self.turn.channel = Some((s, true));
        }
        let entered = self.board.position(seat, ship).is_none();
        self.board.set(seat, ship, Some(to));
        let square = square(to);
        events.push(Event::public(if entered {
            msg!("blackfleet-entered-from-sea", who = Arg::Seat(seat), ship = ship.msg(), square = square)
        } else {
            // The navy is shared: whoever moves it does not own it.
            let navy = if matches!(ship, Ship::Navy(_)) { "yes" } else { "no" };
            msg!("blackfleet-moved", who = Arg::Seat(seat), ship = ship.msg(), square = square, navy = navy)
        }));
        Ok(())
    }

    pub(super) fn swap_ships(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.has(seat, Dev::Swap) {
            return err(msg!("blackfleet-swap-only"));
        }
        if self.turn.swapped {
            return err(msg!("blackfleet-already-swapped"));
        }
        let (Some(m), Some(p)) = (self.board.merchants[seat], self.board.pirates[seat]) else {
            return err(msg!("blackfleet-swap-both"));
        };
        self.board.merchants[seat] = Some(p);
        self.board.pirates[seat] = Some(m);
        self.turn.swapped = true;
        events.push(Event::public(msg!("blackfleet-swapped", who = Arg::Seat(seat))));
        Ok(())
    }

    /// Whether the pirate must still enter from the distant sea this turn.
    pub fn pirate_must_enter(&self, seat: Seat) -> bool {
        self.board.pirates[seat].is_none()
            && self.turn.progress[1] == Progress::Fresh
            && !self
                .board
                .reach(
                    seat,
                    Ship::Pirate,
                    self.turn.budget[1],
                    &self.friendly_navies(),
                    self.land_rule(seat, Ship::Pirate),
                )
                .is_empty()
    }
}
