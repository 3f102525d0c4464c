//! Black Fleet rules: the state, whose decision it is, and `apply`, which routes each action to
//! the step of the turn in its order: re-entry and sailing (`sailing.rs`), ship actions
//! (`actions.rs`), fortune cards (`fortune.rs`), ending the moves, discarding and buying
//! (`end_of_turn.rs`). Pure: no terminal, clock or files.

use serde::{Deserialize, Serialize};

use crate::engine::game::err;
use crate::engine::{Applied, GameRng, Pending, RuleError, Seat, Setup};
use crate::msg;

use super::data::{DEV_COSTS, Dev, Fortune, data};
use super::map::Pos;
use super::movement::{Board, Ship};

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

impl BlackFleet {
    pub fn new(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        let n = setup.players;
        let d = data();
        if !(3..=4).contains(&n) {
            return err(msg!("error-player-count", game = "Black Fleet", min = 3, max = 4, given = n));
        }
        if let Some(v) = options.victory.iter().find(|v| !d.victory_values.contains(v)) {
            return err(msg!("blackfleet-victory-value", v = *v));
        }
        // Black always starts (seat 1 is black).
        if setup.first.is_some_and(|f| f != 0) {
            return err(msg!("blackfleet-black-starts"));
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
            return err(msg!("blackfleet-not-your-turn"));
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
            (Stage::Place { .. }, _) => return err(msg!("blackfleet-place-merchant")),
            (Stage::EnterMerchant, Action::EnterMerchant(p)) => self.enter_merchant(seat, *p, &mut events)?,
            (Stage::EnterMerchant, _) => {
                return err(msg!("blackfleet-merchant-sunk-first"));
            }
            (Stage::Choose, Action::Hideout(p)) => self.hideout(seat, *p, &mut events)?,
            (Stage::Choose, Action::PlayMovement { card, navy, boost }) => {
                self.play_movement(seat, *card, *navy, *boost, &mut events)?
            }
            (Stage::Choose | Stage::Moving, Action::Fortune { card, aim }) => {
                self.play_fortune(seat, *card, *aim, &mut events)?
            }
            (Stage::Choose, _) => return err(msg!("blackfleet-play-movement-first")),
            (Stage::Moving, Action::Move { ship, to }) => self.move_ship(seat, *ship, *to, &mut events)?,
            (Stage::Moving, Action::Sell { port }) => self.sell(seat, *port, &mut events)?,
            (Stage::Moving, Action::Attack { target }) => self.attack(seat, *target, &mut events)?,
            (Stage::Moving, Action::Bury) => self.bury(seat, &mut events)?,
            (Stage::Moving, Action::Sink { by, target }) => self.sink(seat, *by, *target, &mut events)?,
            (Stage::Moving, Action::SwapShips) => self.swap_ships(seat, &mut events)?,
            (Stage::Moving, Action::EndMoves) => self.end_moves(seat, &mut events)?,
            (Stage::Moving, _) => return err(msg!("blackfleet-moving-what")),
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
            (Stage::Discard { .. }, _) => return err(msg!("blackfleet-choose-discard")),
            (Stage::Buy, Action::Buy(slot)) => self.buy(seat, Some(*slot), &mut events)?,
            (Stage::Buy, Action::BuyVictory) => self.buy(seat, None, &mut events)?,
            (Stage::Buy, Action::Pass) => self.next_turn(&mut events),
            (Stage::Buy, _) => return err(msg!("blackfleet-buy-what")),
            (Stage::Over, _) => return err(msg!("blackfleet-over")),
        }
        let undoable = matches!(action, Action::Move { .. } | Action::SwapShips);
        Ok(Applied::new(events, undoable))
    }
}

/// A square as players read it: column, row.
pub fn square((x, y): Pos) -> String {
    format!("({x}, {y})")
}
