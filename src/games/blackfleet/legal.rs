//! Every legal Black Fleet action of the player to decide: where ships may go, which actions their
//! positions allow, which fortune cards can be played and on what, discards and purchases.

use crate::engine::Seat;

use super::data::{Dev, Fortune, data};
use super::map::Square;
use super::movement::Ship;
use super::rules::{Action, Aim, BlackFleet, Progress, Stage};

impl BlackFleet {
    /// Whether a ship could still use more movement or a land crossing this turn.
    fn may_still_move(&self, seat: Seat, ship: Ship) -> bool {
        let i = ship.index();
        let on_board = ship != Ship::Merchant || self.board.merchants[seat].is_some();
        let open = self.turn.progress[i] != Progress::Done && on_board;
        // Before the movement card it is not known yet which navy ship moves.
        open && (self.turn.card.is_none() || self.turn.allowed[i])
    }

    /// Whether playing `card` (already allowed) could change anything now: cards that add movement,
    /// a crossing or an action need a ship still to move or act, and once the moves are over a
    /// reward card must pay for a deed already done (no deed can follow). Such plays are not offered.
    pub(super) fn has_effect(&self, seat: Seat, card: Fortune, aim: Aim) -> bool {
        let moves_over = matches!(self.stage, Stage::Discard { .. } | Stage::Buy);
        if super::fortune::is_reward(card) {
            return !moves_over || self.pays_now(seat, card) > 0;
        }
        let navy = self.turn.navy.map(Ship::Navy);
        match (card, aim) {
            (Fortune::PirateLair | Fortune::Shanghaied, _) => true,
            _ if moves_over => false,
            (Fortune::FairWindMerchant, _) => self.may_still_move(seat, Ship::Merchant),
            (Fortune::FairWindPirate, _) => self.may_still_move(seat, Ship::Pirate),
            (Fortune::FairWindNavy, _) => navy.is_none_or(|n| self.may_still_move(seat, n)),
            (Fortune::Gale, _) => Ship::ALL.iter().any(|&s| self.may_still_move(seat, s)),
            (Fortune::SecretChannel, Aim::Ship(ship)) => {
                self.may_still_move(seat, ship)
                    && (self.turn.card.is_none() || self.turn.budget[ship.index()] > 0)
            }
            (Fortune::CalmSeas, _) => {
                self.may_still_move(seat, Ship::Merchant)
                    && (self.turn.card.is_none() || self.can_act(Ship::Merchant))
            }
            // The card grants the second action: a ship that has acted once is exactly the one
            // it helps (asked as if the card were played, not as things stand).
            (Fortune::ExtraAction, Aim::Ship(ship)) => {
                self.may_still_move(seat, ship)
                    && (self.turn.card.is_none() || self.could_act_with_extra(ship))
            }
            _ => true,
        }
    }

    /// Every way to play each fortune card in hand now.
    fn fortune_plays(&self, seat: Seat) -> Vec<Action> {
        let mut cards = self.players[seat].fortunes.clone();
        cards.sort();
        cards.dedup();
        let map = &data().map;
        let mut out = Vec::new();
        for card in cards {
            let aims: Vec<Aim> = match card {
                Fortune::SecretChannel | Fortune::ExtraAction => {
                    Ship::ALL.into_iter().map(Aim::Ship).collect()
                }
                Fortune::PirateLair => {
                    map.positions().filter(|&p| map.at(p) == Square::Lair).map(Aim::Square).collect()
                }
                Fortune::Shanghaied => (0..self.players.len())
                    .filter(|&s| s != seat)
                    .flat_map(|s| [Ship::Merchant, Ship::Pirate].map(|ship| (s, ship)))
                    .filter_map(|(s, ship)| self.board.position(s, ship).map(|p| (s, ship, p)))
                    .flat_map(|(s, ship, p)| map.neighbours(p).map(move |to| Aim::Push { seat: s, ship, to }))
                    .collect(),
                _ => vec![Aim::None],
            };
            for aim in aims {
                if self.check_fortune(seat, card, aim).is_ok() && self.has_effect(seat, card, aim) {
                    out.push(Action::Fortune { card, aim });
                }
            }
        }
        out
    }

    pub fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.pending().includes(seat) {
            return Vec::new();
        }
        let p = &self.players[seat];
        match self.stage {
            Stage::Place { .. } | Stage::EnterMerchant => {
                self.free_docks().into_iter().map(Action::EnterMerchant).collect()
            }
            Stage::Choose => {
                let mut out = Vec::new();
                let mut hand = p.moves.clone();
                hand.dedup();
                for card in hand {
                    let m = data().movement[card as usize];
                    let navies = if self.has(seat, Dev::FleetSignals) { vec![0, 1] } else { vec![m.navy] };
                    for navy in navies {
                        let boosts = if self.has(seat, Dev::Pathfinder) {
                            vec![Some(Ship::Merchant), Some(Ship::Pirate), Some(Ship::Navy(navy))]
                        } else {
                            vec![None]
                        };
                        for boost in boosts {
                            out.push(Action::PlayMovement { card, navy, boost });
                        }
                    }
                }
                if self.has(seat, Dev::PirateHideout) && !self.turn.placed {
                    out.extend(self.hideouts(false).into_iter().map(Action::Hideout));
                }
                out.extend(self.fortune_plays(seat));
                out
            }
            Stage::Moving => {
                let mut out = Vec::new();
                let friendly = self.friendly_navies();
                for ship in Ship::ALL {
                    let i = ship.index();
                    if !self.turn.allowed[i]
                        || self.turn.progress[i] == Progress::Done
                        || self.turn.budget[i] == 0
                    {
                        continue;
                    }
                    if ship == Ship::Merchant && self.board.merchants[seat].is_none() {
                        continue;
                    }
                    let mut squares: Vec<_> = self
                        .board
                        .reach(seat, ship, self.turn.budget[i], &friendly, self.land_rule(seat, ship))
                        .into_keys()
                        .collect();
                    squares.sort_unstable();
                    out.extend(squares.into_iter().map(|to| Action::Move { ship, to }));
                }
                if self.can_act(Ship::Merchant)
                    && let Some(at) = self.board.merchants[seat]
                {
                    for (port, data_port) in data().ports.iter().enumerate() {
                        let ok = match p.cargo.first() {
                            Some(&colour) => self.price(seat, port, colour).is_some(),
                            None => self.supply[data_port.supplies] > 0,
                        };
                        if data_port.docks.contains(&at) && ok {
                            out.push(Action::Sell { port });
                        }
                    }
                }
                let others = (0..self.players.len()).filter(|&s| s != seat);
                if self.can_act(Ship::Pirate) {
                    out.extend(
                        others
                            .clone()
                            .filter(|&t| self.can_attack(seat, t).is_ok())
                            .map(|target| Action::Attack { target }),
                    );
                    let on_beach = self.board.pirates[seat]
                        .is_some_and(|q| matches!(data().map.at(q), Square::Beach(_)));
                    if on_beach && !p.loot.is_empty() {
                        out.push(Action::Bury);
                    }
                }
                for by in [Ship::Navy(0), Ship::Navy(1), Ship::Merchant] {
                    if self.can_act(by) {
                        out.extend(
                            others
                                .clone()
                                .filter(|&t| self.can_sink(seat, by, t).is_ok())
                                .map(|target| Action::Sink { by, target }),
                        );
                    }
                }
                if self.has(seat, Dev::Swap)
                    && !self.turn.swapped
                    && self.board.merchants[seat].is_some()
                    && self.board.pirates[seat].is_some()
                {
                    out.push(Action::SwapShips);
                }
                out.extend(self.fortune_plays(seat));
                if !self.pirate_must_enter(seat) {
                    out.push(Action::EndMoves);
                }
                out
            }
            Stage::Discard { .. } => {
                let mut cards = p.fortunes.clone();
                cards.sort();
                cards.dedup();
                let mut out: Vec<Action> = cards.into_iter().map(Action::DiscardFortune).collect();
                out.extend(self.fortune_plays(seat));
                out
            }
            Stage::Buy => {
                let mut out: Vec<Action> = self
                    .affordable(seat)
                    .into_iter()
                    .map(|slot| slot.map_or(Action::BuyVictory, Action::Buy))
                    .collect();
                out.extend(self.fortune_plays(seat));
                out.push(Action::Pass);
                out
            }
            Stage::Over => Vec::new(),
        }
    }
}
