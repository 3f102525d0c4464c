//! The ships' actions, at most one per ship a turn (two with Extra Action): a merchant sells its
//! cargo and loads, a pirate attacks a merchant or buries its loot on a beach, a navy ship (or an
//! Armed Merchant) sinks a pirate. Payouts with development-card bonuses and fortune rewards.

use crate::engine::game::err;
use crate::engine::{Event, RuleError, Seat};
use crate::i18n::Arg;
use crate::msg;

use super::data::{Dev, Fortune, data};
use super::map::Square;
use super::movement::{Ship, dock_distance, in_range};
use super::rules::{BlackFleet, Deed};
use super::words::{colour as colour_msg, cubes};

impl BlackFleet {
    /// Checks that `ship` may take an action now and counts it.
    fn use_action(&mut self, ship: Ship) -> Result<(), RuleError> {
        let i = ship.index();
        let most = if self.turn.extra.contains(&ship) { 2 } else { 1 };
        if self.turn.actions[i] >= most {
            return err(msg!("blackfleet-already-acted", ship = ship.msg()));
        }
        self.start(ship)?;
        self.turn.actions[i] += 1;
        Ok(())
    }

    /// Whether `ship` could still act (not counting where it is).
    pub fn can_act(&self, ship: Ship) -> bool {
        let i = ship.index();
        let most = if self.turn.extra.contains(&ship) { 2 } else { 1 };
        self.turn.allowed[i]
            && self.turn.progress[i] != super::rules::Progress::Done
            && self.turn.actions[i] < most
    }

    /// Whether `ship` could still act if Extra Action gave it a second action.
    pub fn could_act_with_extra(&self, ship: Ship) -> bool {
        let i = ship.index();
        self.turn.allowed[i]
            && self.turn.progress[i] != super::rules::Progress::Done
            && self.turn.actions[i] < 2
    }

    /// The price per cube the merchant of `seat` gets at `port` for `colour`, before bonuses
    /// (`None`: it cannot sell there).
    pub fn price(&self, seat: Seat, port: usize, colour: usize) -> Option<u32> {
        let calm = self.turn.played.contains(&Fortune::CalmSeas);
        sale_price(port, colour, self.has(seat, Dev::MasterTrader), calm)
    }

    /// What fortune card `card` adds for a deed.
    pub(super) fn reward(&self, seat: Seat, deed: Deed, card: Fortune) -> u32 {
        super::fortune::reward(self.players.len(), seat, deed, card)
    }

    /// Records a deed and pays the rewards of the fortune cards already played this turn.
    fn deed(&mut self, seat: Seat, deed: Deed, events: &mut Vec<Event>) {
        let bonus: u32 = self.turn.played.iter().map(|&f| self.reward(seat, deed, f)).sum();
        if bonus > 0 {
            self.gain(seat, bonus);
            events.push(Event::public(msg!("blackfleet-reward-bonus", who = Arg::Seat(seat), n = bonus)));
        }
        self.turn.deeds.push(deed);
    }

    pub(super) fn sell(&mut self, seat: Seat, port: usize, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let d = data();
        let Some(at) = self.board.merchants[seat] else { return err(msg!("blackfleet-merchant-off-board")) };
        let Some(p) = d.ports.get(port) else { return err(msg!("blackfleet-no-such-port")) };
        if !p.docks.contains(&at) {
            return err(msg!("blackfleet-sell-not-at-dock", port = p.name.as_str()));
        }
        let cargo = self.players[seat].cargo.clone();
        let Some(&colour) = cargo.first() else {
            // Only a supply shortage leaves a merchant empty: it may load here without a sale.
            if self.supply[p.supplies] == 0 {
                return err(msg!("blackfleet-port-empty", port = p.name.as_str()));
            }
            self.use_action(Ship::Merchant)?;
            let loaded = self.load(seat, port);
            events.push(Event::public(msg!(
                "blackfleet-loaded-empty",
                who = Arg::Seat(seat),
                cubes = cubes(loaded, p.supplies),
                port = p.name.as_str()
            )));
            return Ok(());
        };
        let Some(price) = self.price(seat, port, colour) else {
            return err(msg!(
                "blackfleet-port-does-not-buy",
                port = p.name.as_str(),
                colour = colour_msg(colour, 1)
            ));
        };
        self.use_action(Ship::Merchant)?;
        let cubes = cargo.len() as u32;
        let mut earned = cubes * price;
        if self.has(seat, Dev::TradeUpgrade) {
            earned += 1;
        }
        if self.has(seat, Dev::HarbourMaster) && price == 2 {
            earned += cubes;
        }
        self.gain(seat, earned);
        self.supply[colour] += cubes as u8;
        let loaded = self.load(seat, port);
        events.push(Event::public(msg!(
            "blackfleet-sold",
            who = Arg::Seat(seat),
            sold = self::cubes(cubes as usize, colour),
            port = p.name.as_str(),
            earned = earned,
            loaded = self::cubes(loaded, p.supplies)
        )));
        self.deed(seat, Deed::Sold { cubes, price }, events);
        Ok(())
    }

    /// How many cubes the pirate of `seat` may carry (2 with Double Crew).
    pub(super) fn loot_hold(&self, seat: Seat) -> usize {
        if self.has(seat, Dev::DoubleCrew) { 2 } else { 1 }
    }

    /// Whether the pirate of `seat` could attack `target`'s merchant where both stand.
    pub fn can_attack(&self, seat: Seat, target: Seat) -> Result<(), RuleError> {
        if target == seat || target >= self.players.len() {
            return err(msg!("blackfleet-attack-other"));
        }
        let Some(from) = self.board.pirates[seat] else { return err(msg!("blackfleet-pirate-off-board")) };
        let Some(to) = self.board.merchants[target] else {
            return err(msg!("blackfleet-their-merchant-off-board", who = Arg::Seat(target)));
        };
        if self.players[target].cargo.is_empty() {
            return err(msg!("blackfleet-their-merchant-empty", who = Arg::Seat(target)));
        }
        let held = self.players[seat].loot.len();
        if held >= self.loot_hold(seat) || (held > 0 && !self.has(seat, Dev::DoubleCrew)) {
            return err(msg!("blackfleet-pirate-must-be-empty"));
        }
        if !in_range(from, to, self.has(seat, Dev::LongGuns)) {
            return err(msg!("blackfleet-pirate-not-next-to", who = Arg::Seat(target)));
        }
        Ok(())
    }

    pub(super) fn attack(
        &mut self,
        seat: Seat,
        target: Seat,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.can_attack(seat, target)?;
        self.use_action(Ship::Pirate)?;
        let cube = self.players[target].cargo.pop().unwrap_or(0);
        self.players[seat].loot.push(cube);
        let mut from_victim = 0;
        let mut from_bank = 2;
        if self.has(target, Dev::IronHull) {
            from_bank = 0;
        } else if self.has(seat, Dev::Privateer) {
            from_victim = self.players[target].doubloons.min(2);
            from_bank = 2 - from_victim;
            self.pay(target, from_victim);
        }
        self.gain(seat, from_victim + from_bank);
        let pay = match (from_victim, from_bank) {
            (0, 0) => "iron",
            (0, _) => "bank",
            _ => "victim",
        };
        events.push(Event::public(msg!(
            "blackfleet-attacked",
            who = Arg::Seat(seat),
            colour = colour_msg(cube, 1),
            victim = Arg::Seat(target),
            pay = pay,
            total = from_victim + from_bank,
            from = from_victim
        )));
        if self.players[target].cargo.is_empty() {
            self.board.merchants[target] = None;
            events.push(Event::public(msg!("blackfleet-merchant-sunk-empty", who = Arg::Seat(target))));
            for s in 0..self.players.len() {
                if self.has(s, Dev::SalvageRights) {
                    self.gain(s, 2);
                    events.push(Event::public(msg!("blackfleet-salvage", who = Arg::Seat(s))));
                }
            }
        }
        self.deed(seat, super::rules::Deed::Attacked { victim: target }, events);
        Ok(())
    }

    pub(super) fn bury(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Some(at) = self.board.pirates[seat] else { return err(msg!("blackfleet-pirate-off-board")) };
        let Square::Beach(value) = data().map.at(at) else {
            return err(msg!("blackfleet-not-on-beach"));
        };
        if self.players[seat].loot.is_empty() {
            return err(msg!("blackfleet-nothing-to-bury"));
        }
        self.use_action(Ship::Pirate)?;
        let loot = std::mem::take(&mut self.players[seat].loot);
        for &c in &loot {
            self.supply[c] += 1;
        }
        let per = if self.has(seat, Dev::DoubleCrew) { loot.len() as u32 } else { 1 };
        let earned = value as u32 * per + u32::from(self.has(seat, Dev::TreasureMap));
        self.gain(seat, earned);
        events.push(Event::public(msg!("blackfleet-buried", who = Arg::Seat(seat), n = earned)));
        self.deed(seat, Deed::Buried, events);
        Ok(())
    }

    /// Whether `by` (a navy ship this player moves, or an Armed Merchant) could sink `target`'s pirate.
    pub fn can_sink(&self, seat: Seat, by: Ship, target: Seat) -> Result<(), RuleError> {
        if target == seat || target >= self.players.len() {
            return err(msg!("blackfleet-sink-own"));
        }
        let Some(to) = self.board.pirates[target] else {
            return err(msg!("blackfleet-their-pirate-off-board", who = Arg::Seat(target)));
        };
        let (from, long) = match by {
            Ship::Navy(n) => {
                if !self.turn.allowed[2 + n.min(1)] {
                    return err(msg!("blackfleet-navy-not-yours", ship = by.msg()));
                }
                (self.board.navy[n.min(1)], self.has(seat, Dev::LongGuns))
            }
            Ship::Merchant => {
                if !self.has(seat, Dev::ArmedMerchant) {
                    return err(msg!("blackfleet-only-armed-merchant"));
                }
                let Some(m) = self.board.merchants[seat] else {
                    return err(msg!("blackfleet-merchant-off-board"));
                };
                (m, false)
            }
            Ship::Pirate => return err(msg!("blackfleet-pirates-attack-merchants")),
        };
        if !in_range(from, to, long) {
            return err(msg!("blackfleet-sinker-not-next-to", ship = by.msg(), who = Arg::Seat(target)));
        }
        Ok(())
    }

    pub(super) fn sink(
        &mut self,
        seat: Seat,
        by: Ship,
        target: Seat,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.can_sink(seat, by, target)?;
        self.use_action(by)?;
        let at = self.board.pirates[target];
        let near_dock = at.and_then(dock_distance).is_some_and(|d| d <= 2);
        for c in std::mem::take(&mut self.players[target].loot) {
            self.supply[c] += 1;
        }
        let pardon = if self.has(target, Dev::RoyalPardon) { self.best_free_beach() } else { None };
        self.board.pirates[target] = pardon;
        let mut earned = 2;
        if self.has(seat, Dev::BountyHunter) {
            earned += 1;
        }
        if self.has(seat, Dev::NavyCommission) {
            earned += 2;
        }
        self.gain(seat, earned);
        events.push(Event::public(msg!(
            "blackfleet-sank",
            who = Arg::Seat(seat),
            ship = by.msg(),
            victim = Arg::Seat(target),
            n = earned,
            pardon = if pardon.is_some() { "yes" } else { "no" },
            navy = if matches!(by, Ship::Navy(_)) { "yes" } else { "no" }
        )));
        self.deed(seat, Deed::Sank { near_dock }, events);
        Ok(())
    }

    /// Royal Pardon: the free beach paying most (then the first on the map).
    fn best_free_beach(&self) -> Option<super::map::Pos> {
        let value = |p| match data().map.at(p) {
            Square::Beach(v) => v,
            _ => 0,
        };
        self.hideouts(true).into_iter().max_by_key(|&p| (value(p), std::cmp::Reverse(p)))
    }
}

/// The price per cube at `port` for `colour` before bonuses: the port's price (3 anywhere the colour is
/// bought with Master Trader), 2 where it is not bought with Calm Seas, never at the colour's own port.
pub fn sale_price(port: usize, colour: usize, master_trader: bool, calm_seas: bool) -> Option<u32> {
    let p = &data().ports[port];
    if p.supplies == colour {
        return None;
    }
    match p.buys[colour] {
        Some(_) if master_trader => Some(3),
        Some(listed) => Some(listed),
        None => calm_seas.then_some(2),
    }
}
