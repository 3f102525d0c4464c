//! Black Fleet, the first part of a turn: a merchant (re-)entering, Pirate Hideout, playing the
//! movement card, and sailing the ships (which ship is active, how far and over what it may go).

use crate::engine::event::who;
use crate::engine::game::err;
use crate::engine::{Event, RuleError, Seat};

use super::data::{Dev, Fortune, data};
use super::map::Pos;
use super::movement::{Land, Ship};
use super::rules::{BlackFleet, Progress, Stage, colour_name, square};

impl BlackFleet {
    pub(super) fn enter_merchant(
        &mut self,
        seat: Seat,
        p: Pos,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.free_docks().contains(&p) {
            return err("Choose a free dock of a port.");
        }
        let Some(port) = data().port_of_dock(p) else { return err("Choose a free dock of a port.") };
        self.board.merchants[seat] = Some(p);
        let n = self.load(seat, port);
        events.push(Event::public(format!(
            "{}'s merchant entered at {} with {n} {}.",
            who(seat),
            data().ports[port].name,
            colour_name(data().ports[port].supplies)
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
            return err("Only Pirate Hideout lets you place your pirate at the start of your turn.");
        }
        if self.turn.placed {
            return err("Your pirate has already been placed this turn.");
        }
        if !self.hideouts(false).contains(&p) {
            return err("Choose a free beach or lair.");
        }
        self.board.pirates[seat] = Some(p);
        self.turn.placed = true;
        events.push(Event::public(format!(
            "{}'s pirate slipped out of its hideout to {}.",
            who(seat),
            square(p)
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
            return err("You do not hold that movement card.");
        };
        let m = data().movement[card as usize];
        if navy > 1 || (navy != m.navy && !self.has(seat, Dev::FleetSignals)) {
            return err("This card moves the other navy ship (Fleet Signals would let you choose).");
        }
        if boost.is_some() && !self.has(seat, Dev::Pathfinder) {
            return err("Only Pathfinder raises a movement value.");
        }
        if matches!(boost, Some(Ship::Navy(n)) if n != navy) {
            return err("Pathfinder raises the navy ship you move.");
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
        events.push(Event::public(format!(
            "{} played movement merchant {} · pirate {} · {} navy {}.",
            who(seat),
            self.turn.budget[0],
            self.turn.budget[1],
            if navy == 0 { "yellow" } else { "purple" },
            self.turn.budget[2 + navy]
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
            return err(format!("You may not use the {} this turn.", ship.name()));
        }
        if self.turn.progress[i] == Progress::Done {
            return err(format!(
                "Your {} has finished this turn: each ship moves and acts fully before the next.",
                ship.name()
            ));
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
            return err("Your merchant is not on the board.");
        }
        if !self.turn.allowed[i] {
            return err(format!("You may not move the {} this turn.", ship.name()));
        }
        let reach = self.board.reach(
            seat,
            ship,
            self.turn.budget[i],
            &self.friendly_navies(),
            self.land_rule(seat, ship),
        );
        let Some(r) = reach.get(&to).copied() else {
            return err(format!(
                "Your {} cannot reach that square: it has {} movement left, sails only through sea and friendly ships, and may not end on a ship.",
                ship.name(),
                self.turn.budget[i]
            ));
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
        let what = if entered { "entered from the distant sea to" } else { "moved to" };
        events.push(Event::public(format!(
            "{}'s {} {what} {}.",
            who(seat),
            ship.name(),
            super::rules::square(to)
        )));
        Ok(())
    }

    pub(super) fn swap_ships(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.has(seat, Dev::Swap) {
            return err("Only the Swap development card lets your ships trade places.");
        }
        if self.turn.swapped {
            return err("You have already swapped this turn.");
        }
        let (Some(m), Some(p)) = (self.board.merchants[seat], self.board.pirates[seat]) else {
            return err("Both your merchant and your pirate must be on the board to swap.");
        };
        self.board.merchants[seat] = Some(p);
        self.board.pirates[seat] = Some(m);
        self.turn.swapped = true;
        events.push(Event::public(format!("{} swapped their merchant and pirate.", who(seat))));
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
