//! Black Fleet rules: the state, whose decision it is, and the turn in its order (re-entry, play a
//! movement card, move and act, draw, buy), the final round and the winner. Ship actions are in
//! `actions.rs`, fortune cards in `fortune.rs`, movement in `movement.rs`. Pure: no terminal, clock
//! or files.

use serde::{Deserialize, Serialize};

use crate::engine::event::who;
use crate::engine::game::err;
use crate::engine::{Applied, Event, GameRng, Pending, RuleError, Seat, Setup};

use super::data::{DEV_COSTS, Dev, Fortune, Icon, data};
use super::map::Pos;
use super::movement::{Board, Land, Ship};

#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {
    /// Each seat's victory card: 10, or 20 for a longer game (a handicap when they differ); seats
    /// not listed get 10. Saves written with one number for everyone still load.
    #[serde(deserialize_with = "victory_values")]
    pub victory: Vec<u32>,
}

fn victory_values<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<u32>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Victory {
        Everyone(u32),
        Each(Vec<u32>),
    }
    Ok(match Victory::deserialize(d)? {
        Victory::Everyone(v) => vec![v; 4],
        Victory::Each(v) => v,
    })
}

impl Options {
    /// The victory card's price for `seat`.
    pub fn victory_of(&self, seat: Seat) -> u32 {
        self.victory.get(seat).copied().unwrap_or(10)
    }
}

/// How a fortune card is aimed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Aim {
    None,
    /// Secret Channel, Extra Action: one of your ships.
    Ship(Ship),
    /// Pirate Lair: a free lair square.
    Square(Pos),
    /// Shanghaied: an opponent's merchant or pirate, one square.
    Push {
        seat: Seat,
        ship: Ship,
        to: Pos,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Start of turn: the sunk merchant re-enters on this free dock.
    EnterMerchant(Pos),
    /// Pirate Hideout, start of turn: the pirate goes to this free beach or lair.
    Hideout(Pos),
    /// Play a movement card (index into the deck data); `navy` is the navy ship it moves (the other
    /// only with Fleet Signals); `boost` the value Pathfinder raises by 1.
    PlayMovement {
        card: u8,
        navy: usize,
        boost: Option<Ship>,
    },
    Move {
        ship: Ship,
        to: Pos,
    },
    /// Merchant: sell the cargo at this port (index) and load its goods.
    Sell {
        port: usize,
    },
    /// Pirate: take a cube from this player's merchant.
    Attack {
        target: Seat,
    },
    /// Pirate on a beach: bury the cargo.
    Bury,
    /// A navy ship you move (or your merchant with Armed Merchant) sinks this player's pirate.
    Sink {
        by: Ship,
        target: Seat,
    },
    /// Swap: exchange your merchant's and pirate's squares.
    SwapShips,
    Fortune {
        card: Fortune,
        aim: Aim,
    },
    /// Finish moving; draw cards.
    EndMoves,
    DiscardFortune(Fortune),
    /// Turn up this face-down development card (slot 0–3) by paying its cost.
    Buy(usize),
    BuyVictory,
    /// Buy nothing this turn.
    Pass,
}

/// A ship's progress this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Progress {
    #[default]
    Fresh,
    /// Moving or acting now; another ship starting ends it.
    Active,
    Done,
}

/// Something that happened this turn that a fortune card may reward (even when played after it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deed {
    Sold { cubes: u32, price: u32 },
    Attacked { victim: Seat },
    Buried,
    Sank { near_dock: bool },
}

/// The turn in progress.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Turn {
    pub card: Option<u8>,
    /// Movement left per ship (merchant, pirate, yellow navy, purple navy); 0: may not move.
    pub budget: [u8; 4],
    /// Which ships the player may use this turn.
    pub allowed: [bool; 4],
    pub progress: [Progress; 4],
    pub actions: [u8; 4],
    /// Extra Action: this ship may act twice.
    pub extra: Vec<Ship>,
    /// Fortune cards played this turn.
    pub played: Vec<Fortune>,
    /// Secret Channel: the ship that may cross one land square, and whether it has.
    pub channel: Option<(Ship, bool)>,
    pub swapped: bool,
    /// Pirate Hideout or Pirate Lair has placed the pirate this turn.
    pub placed: bool,
    /// The navy ship the movement card moves.
    pub navy: Option<usize>,
    pub deeds: Vec<Deed>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// Setup, in seat order from black: this seat puts its merchant on a free dock.
    Place {
        seat: Seat,
    },
    /// The merchant was sunk: choose a free dock to re-enter on.
    EnterMerchant,
    /// Choose a movement card (Pirate Hideout may move the pirate first).
    Choose,
    Moving,
    /// Discard a fortune card (`forced`: the card's discard icon; else down to the hand limit).
    Discard {
        forced: bool,
    },
    Buy,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub cargo: Vec<usize>,
    pub loot: Vec<usize>,
    pub doubloons: u32,
    /// Face-down development cards, one per cost tier, and whether each is face up.
    pub devs: Vec<(Dev, bool)>,
    pub victory: u32,
    pub bought_victory: bool,
    pub moves: Vec<u8>,
    pub fortunes: Vec<Fortune>,
    /// All doubloons gained and paid, kept so the totals can be checked.
    pub gained: u32,
    pub spent: u32,
}

impl Player {
    pub fn has(&self, d: Dev) -> bool {
        self.devs.iter().any(|&(x, up)| up && x == d)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlackFleet {
    pub(super) options: Options,
    pub(super) rng: GameRng,
    pub(super) board: Board,
    pub(super) players: Vec<Player>,
    /// Cubes in each port's supply, by colour.
    pub(super) supply: [u8; 5],
    pub(super) move_deck: Vec<u8>,
    pub(super) move_discard: Vec<u8>,
    pub(super) fortune_deck: Vec<Fortune>,
    pub(super) fortune_discard: Vec<Fortune>,
    pub(super) current: Seat,
    pub(super) stage: Stage,
    pub(super) turn: Turn,
    /// Someone bought their victory card: the round is being completed.
    pub(super) final_round: bool,
    pub(super) turns: u32,
    /// Reward fortune cards the current player drew after a deed of this turn they reward, each with
    /// how many deeds were done before it came: such a card pays only for later deeds (a card
    /// rewards an event only if held when it happened). Part of the hidden hand, so not in views.
    /// Empty in nearly every state, and left out of saves then, so older saves load unchanged.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(super) late_rewards: Vec<(Fortune, usize)>,
}

pub fn colour_name(c: usize) -> &'static str {
    data().colours.get(c).map_or("?", String::as_str)
}

impl BlackFleet {
    pub fn new(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        let n = setup.players;
        let d = data();
        if !(3..=4).contains(&n) {
            return err(format!("Black Fleet is for 3 or 4 players, not {n}."));
        }
        if let Some(v) = options.victory.iter().find(|v| !d.victory_values.contains(v)) {
            return err(format!("A victory card costs 10 or 20 doubloons, not {v}."));
        }
        // Black always starts (seat 1 is black).
        if setup.first.is_some_and(|f| f != 0) {
            return err("In Black Fleet black (the first seat) always starts.");
        }
        let mut rng = GameRng::new(setup.seed);
        let mut move_deck: Vec<u8> = (0..d.movement.len() as u8).collect();
        rng.shuffle(&mut move_deck);
        let mut fortune_deck: Vec<Fortune> =
            d.fortune.iter().flat_map(|f| std::iter::repeat_n(f.effect, f.copies)).collect();
        rng.shuffle(&mut fortune_deck);
        let mut tiers: Vec<Vec<Dev>> = DEV_COSTS
            .iter()
            .map(|&c| d.development.iter().filter(|x| x.cost == c).map(|x| x.effect).collect())
            .collect();
        let mut players = Vec::new();
        for seat in 0..n {
            let devs = tiers
                .iter_mut()
                .map(|t| {
                    let i = rng.below(t.len());
                    (t.remove(i), false)
                })
                .collect();
            let moves = vec![move_deck.pop().unwrap_or(0), move_deck.pop().unwrap_or(0)];
            let fortunes = fortune_deck.pop().into_iter().collect();
            players.push(Player {
                cargo: Vec::new(),
                loot: Vec::new(),
                doubloons: 0,
                devs,
                victory: options.victory_of(seat),
                bought_victory: false,
                moves,
                fortunes,
                gained: 0,
                spent: 0,
            });
        }
        let map = &d.map;
        let navy_start = |c| map.positions().find(|&p| map.at(p) == super::map::Square::NavyStart(c));
        let board = Board {
            merchants: vec![None; n],
            pirates: vec![None; n],
            navy: [navy_start('y').unwrap_or((7, 5)), navy_start('p').unwrap_or((9, 5))],
        };
        let g = BlackFleet {
            options: options.clone(),
            rng,
            board,
            players,
            supply: [d.cubes_per_colour; 5],
            move_deck,
            move_discard: Vec::new(),
            fortune_deck,
            fortune_discard: Vec::new(),
            current: 0,
            stage: Stage::Place { seat: 0 },
            turn: Turn::default(),
            final_round: false,
            turns: 0,
            late_rewards: Vec::new(),
        };
        Ok(g)
    }

    pub fn players(&self) -> usize {
        self.players.len()
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    pub fn turn_number(&self) -> u32 {
        self.turns
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn pending(&self) -> Pending {
        match self.stage {
            Stage::Over => Pending::Over,
            Stage::Place { seat } => Pending::Seat(seat),
            _ => Pending::Seat(self.current),
        }
    }

    pub(super) fn has(&self, seat: Seat, d: Dev) -> bool {
        self.players[seat].has(d)
    }

    pub(super) fn gain(&mut self, seat: Seat, amount: u32) {
        self.players[seat].doubloons += amount;
        self.players[seat].gained += amount;
    }

    pub(super) fn pay(&mut self, seat: Seat, amount: u32) {
        let p = &mut self.players[seat];
        let paid = amount.min(p.doubloons);
        p.doubloons -= paid;
        p.spent += paid;
    }

    /// How many cubes the merchant holds (4 with Big Hold).
    pub(super) fn hold(&self, seat: Seat) -> usize {
        if self.has(seat, Dev::BigHold) { 4 } else { 3 }
    }

    /// Loads the merchant at `port` with what its supply has, up to the hold.
    pub(super) fn load(&mut self, seat: Seat, port: usize) -> usize {
        let colour = data().ports[port].supplies;
        let n = (self.hold(seat) as u8).min(self.supply[colour]);
        self.supply[colour] -= n;
        self.players[seat].cargo = vec![colour; n as usize];
        n as usize
    }

    /// Free docks where a merchant may (re-)enter.
    pub fn free_docks(&self) -> Vec<Pos> {
        data().ports.iter().flat_map(|p| p.docks.iter().copied()).filter(|&q| self.board.is_free(q)).collect()
    }

    /// The start of `current`'s turn: re-entry of a sunk merchant, then choosing a movement card.
    pub(super) fn begin_turn(&mut self) {
        self.turn = Turn::default();
        self.late_rewards.clear();
        self.stage = if self.board.merchants[self.current].is_none() && !self.free_docks().is_empty() {
            Stage::EnterMerchant
        } else {
            Stage::Choose
        };
    }

    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        if !self.pending().includes(seat) {
            return err("It is not your turn.");
        }
        let mut events = Vec::new();
        match (&self.stage, action) {
            (Stage::Place { .. }, Action::EnterMerchant(p)) => {
                self.enter_merchant(seat, *p, &mut events)?;
                if seat + 1 < self.players.len() {
                    self.stage = Stage::Place { seat: seat + 1 };
                } else {
                    self.current = 0;
                    self.begin_turn();
                }
            }
            (Stage::Place { .. }, _) => return err("Put your merchant on a free dock of any port."),
            (Stage::EnterMerchant, Action::EnterMerchant(p)) => self.enter_merchant(seat, *p, &mut events)?,
            (Stage::EnterMerchant, _) => {
                return err("Your merchant was sunk: choose a free dock for it first.");
            }
            (Stage::Choose, Action::Hideout(p)) => self.hideout(seat, *p, &mut events)?,
            (Stage::Choose, Action::PlayMovement { card, navy, boost }) => {
                self.play_movement(seat, *card, *navy, *boost, &mut events)?
            }
            (Stage::Choose | Stage::Moving, Action::Fortune { card, aim }) => {
                self.play_fortune(seat, *card, *aim, &mut events)?
            }
            (Stage::Choose, _) => return err("Play a movement card first."),
            (Stage::Moving, Action::Move { ship, to }) => self.move_ship(seat, *ship, *to, &mut events)?,
            (Stage::Moving, Action::Sell { port }) => self.sell(seat, *port, &mut events)?,
            (Stage::Moving, Action::Attack { target }) => self.attack(seat, *target, &mut events)?,
            (Stage::Moving, Action::Bury) => self.bury(seat, &mut events)?,
            (Stage::Moving, Action::Sink { by, target }) => self.sink(seat, *by, *target, &mut events)?,
            (Stage::Moving, Action::SwapShips) => self.swap_ships(seat, &mut events)?,
            (Stage::Moving, Action::EndMoves) => self.end_moves(seat, &mut events)?,
            (Stage::Moving, _) => return err("Move your ships, act, play fortune cards, or end your moves."),
            (Stage::Discard { .. }, Action::DiscardFortune(f)) => {
                self.discard_fortune(seat, *f, &mut events)?
            }
            (Stage::Discard { forced }, Action::Fortune { card, aim }) => {
                let forced = *forced;
                self.play_fortune(seat, *card, *aim, &mut events)?;
                // Playing the last card leaves nothing to discard for the icon.
                let forced = forced && !self.players[seat].fortunes.is_empty();
                self.stage = Stage::Discard { forced };
                self.after_discard(seat, &mut events);
            }
            (Stage::Buy, Action::Fortune { card, aim }) => {
                self.play_fortune(seat, *card, *aim, &mut events)?
            }
            (Stage::Discard { .. }, _) => return err("Choose a fortune card to discard."),
            (Stage::Buy, Action::Buy(slot)) => self.buy(seat, Some(*slot), &mut events)?,
            (Stage::Buy, Action::BuyVictory) => self.buy(seat, None, &mut events)?,
            (Stage::Buy, Action::Pass) => self.next_turn(&mut events),
            (Stage::Buy, _) => return err("Buy a development card or your victory card, or buy nothing."),
            (Stage::Over, _) => return err("The game is over."),
        }
        let undoable = matches!(action, Action::Move { .. } | Action::SwapShips);
        Ok(Applied::new(events, undoable))
    }

    fn enter_merchant(&mut self, seat: Seat, p: Pos, events: &mut Vec<Event>) -> Result<(), RuleError> {
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

    fn hideout(&mut self, seat: Seat, p: Pos, events: &mut Vec<Event>) -> Result<(), RuleError> {
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

    fn play_movement(
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

    fn move_ship(
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

    fn swap_ships(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
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

    fn end_moves(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if self.pirate_must_enter(seat) {
            return err(
                "Your pirate must enter the board from a distant sea (a free entry square is within reach).",
            );
        }
        // Refill movement cards; what was drawn only its owner sees.
        let limit = if self.has(seat, Dev::SecondMovement) { 3 } else { 2 };
        while self.players[seat].moves.len() < limit {
            match self.draw_movement() {
                Some(c) => {
                    self.players[seat].moves.push(c);
                    events.push(Event::private(
                        seat,
                        format!("You drew the movement card {}.", movement_text(c)),
                    ));
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
            let note = if late { " (it came after what it rewards: it pays nothing this turn)" } else { "" };
            events.push(Event::private(
                seat,
                format!(
                    "You drew the fortune card {}: {}{note}",
                    data().fortune_card(f).name,
                    data().fortune_card(f).text
                ),
            ));
        }
        if drew > 0 {
            events.push(Event::public(format!(
                "{} drew {drew} fortune card{}.",
                who(seat),
                if drew == 1 { "" } else { "s" }
            )));
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
    fn after_discard(&mut self, seat: Seat, events: &mut Vec<Event>) {
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

    fn discard_fortune(&mut self, seat: Seat, f: Fortune, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let Some(i) = self.players[seat].fortunes.iter().position(|&x| x == f) else {
            return err("You do not hold that fortune card.");
        };
        self.players[seat].fortunes.remove(i);
        self.fortune_discard.push(f);
        self.forget_late_copy(f);
        events.push(Event::public(format!("{} discarded a fortune card.", who(seat))));
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

    fn buy(&mut self, seat: Seat, slot: Option<usize>, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.affordable(seat).contains(&slot) {
            return err(match slot {
                Some(_) => "You cannot buy that card: it is face up already or costs more than you have.",
                None => "The victory card needs all four development cards face up and enough doubloons.",
            });
        }
        match slot {
            Some(i) => {
                let card = data().dev_card(self.players[seat].devs[i].0);
                self.pay(seat, card.cost);
                self.players[seat].devs[i].1 = true;
                events.push(Event::public(format!(
                    "{} bought {} for {}: {}",
                    who(seat),
                    card.name,
                    card.cost,
                    card.text
                )));
            }
            None => {
                let v = self.players[seat].victory;
                self.pay(seat, v);
                self.players[seat].bought_victory = true;
                self.final_round = true;
                events.push(Event::public(format!(
                    "{} bought their victory card for {v}! The round is completed, then the game ends.",
                    who(seat)
                )));
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
            events.push(Event::public("The round is complete: the game is over."));
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

/// "merchant 4 · pirate 2 · yellow navy 3 · draw 1".
pub fn movement_text(card: u8) -> String {
    let m = data().movement[card as usize];
    let icon = match m.fortune {
        Icon::None => "",
        Icon::Draw1 => " · draw 1",
        Icon::Draw2 => " · draw 2",
        Icon::Discard1 => " · discard 1",
    };
    let navy = if m.navy == 0 { "yellow" } else { "purple" };
    format!("merchant {} · pirate {} · {navy} navy {}{icon}", m.merchant, m.pirate, m.navy_value)
}

/// A square as players read it: column, row.
pub fn square((x, y): Pos) -> String {
    format!("({x}, {y})")
}
