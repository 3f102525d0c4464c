//! The map cursor of the Black Fleet screen: where a ship sails, and Shanghaied's two choices (the
//! opponent's ship, then the square it is pushed to) — the squares it may choose, Tab between them,
//! the arrows, what Enter does on each and why a square is refused.

use crossterm::event::KeyCode;

use super::super::data::{Fortune, data};
use super::super::map::Pos;
use super::super::movement::Ship;
use super::super::rules::{Action, Aim, square};
use super::super::view::FleetView;
use super::FleetScreen;
use super::text;
use crate::engine::Seat;
use crate::i18n::Arg;
use crate::ui::Intent;
use crate::{msg, t};

/// What the map cursor chooses: where a ship sails, or for Shanghaied (whose targets would be a
/// long menu) first the opponent's ship, then the square it is pushed to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Aiming {
    Sail(Ship),
    Victim,
    Push { seat: Seat, ship: Ship },
}

/// Every Shanghaied push legal now: whose ship, which, where from and where to.
pub(super) fn pushes<'a>(
    view: &'a FleetView,
    legal: &'a [Action],
) -> impl Iterator<Item = (Seat, Ship, Pos, Pos)> + 'a {
    legal.iter().filter_map(|a| match a {
        Action::Fortune { card: Fortune::Shanghaied, aim: Aim::Push { seat, ship, to } } => {
            view.board.position(*seat, *ship).map(|from| (*seat, *ship, from, *to))
        }
        _ => None,
    })
}

pub(super) fn is_push(a: &Action) -> bool {
    matches!(a, Action::Fortune { card: Fortune::Shanghaied, .. })
}

impl FleetScreen {
    /// The squares the cursor may choose now: where the aimed ship can sail, the opponents' ships
    /// Shanghaied can push, or where the chosen one can be pushed.
    pub(super) fn squares(&self, view: &FleetView, legal: &[Action]) -> Vec<Pos> {
        let mut out: Vec<Pos> = match self.aiming {
            None => Vec::new(),
            Some(Aiming::Sail(ship)) => legal
                .iter()
                .filter_map(|a| match a {
                    Action::Move { ship: s, to } if *s == ship => Some(*to),
                    _ => None,
                })
                .collect(),
            Some(Aiming::Victim) => pushes(view, legal).map(|p| p.2).collect(),
            Some(Aiming::Push { seat, ship }) => {
                pushes(view, legal).filter(|p| (p.0, p.1) == (seat, ship)).map(|p| p.3).collect()
            }
        };
        out.sort_by_key(|&(x, y)| (y, x));
        out.dedup();
        out
    }

    /// Aiming ends when what it aimed at is gone (the decision passed, or a page was shown).
    pub(super) fn settle(&mut self, view: &FleetView, legal: &[Action]) {
        if self.aiming.is_some() && self.squares(view, legal).is_empty() {
            self.aiming = None;
        }
    }

    /// Why the aimed ship cannot end on the cursor's square.
    pub(super) fn why_not(&self, view: &FleetView, ship: Ship) -> String {
        let p = self.cursor;
        let me = view.seat.unwrap_or(0);
        let left = view.turn.budget[ship.index()];
        let b = &view.board;
        let here = b.position(me, ship) == Some(p);
        let (ship, square) = (ship.msg(), square(p));
        if here {
            t!("blackfleet-why-already-there", ship = ship, square = square)
        } else if !data().map.at(p).is_sea() {
            t!("blackfleet-why-land", ship = ship, square = square)
        } else if b.navy.contains(&p) || b.merchants.contains(&Some(p)) || b.pirates.contains(&Some(p)) {
            t!("blackfleet-why-ship", square = square)
        } else {
            t!("blackfleet-why-far", ship = ship, square = square, left = left)
        }
    }

    /// A ship's key aims it, the cursor starting on the ship.
    pub(super) fn aim_ship(&mut self, code: KeyCode, view: &FleetView, legal: &[Action]) -> Intent<Action> {
        let ship = Self::movable(view, legal).into_iter().find(|m| KeyCode::Char(m.0) == code);
        let Some((_, ship)) = ship else {
            return Intent::Say(t!("blackfleet-ship-cannot-move"));
        };
        let me = view.seat.unwrap_or(0);
        self.aim(Aiming::Sail(ship), view.board.position(me, ship), view, legal)
    }

    /// Starts choosing with the cursor, on `start` or else the first square it may choose.
    pub(super) fn aim(
        &mut self,
        aiming: Aiming,
        start: Option<Pos>,
        view: &FleetView,
        legal: &[Action],
    ) -> Intent<Action> {
        self.aiming = Some(aiming);
        let squares = self.squares(view, legal);
        match start.or(squares.first().copied()) {
            Some(p) if !squares.is_empty() => self.cursor = p,
            _ => self.aiming = None,
        }
        Intent::None
    }

    /// The line under the turn while the cursor chooses: what, where it is, and what Enter does.
    pub(super) fn aim_line(
        &self,
        aiming: Aiming,
        view: &FleetView,
        legal: &[Action],
        names: &[String],
    ) -> String {
        let at = square(self.cursor);
        let m = match aiming {
            Aiming::Sail(ship) => msg!("blackfleet-aim-line", ship = ship.msg(), square = at),
            Aiming::Victim => match self.victim_at(view, legal) {
                Some((seat, ship)) => {
                    msg!("blackfleet-aim-victim-on", square = at, who = Arg::Seat(seat), ship = ship.msg())
                }
                None => msg!("blackfleet-aim-victim", square = at),
            },
            Aiming::Push { seat, ship } => {
                msg!("blackfleet-aim-pushing", who = Arg::Seat(seat), ship = ship.msg(), square = at)
            }
        };
        text::say(names, &m)
    }

    /// The opponent's ship under the cursor that Shanghaied can push.
    pub(super) fn victim_at(&self, view: &FleetView, legal: &[Action]) -> Option<(Seat, Ship)> {
        pushes(view, legal).find(|p| p.2 == self.cursor).map(|p| (p.0, p.1))
    }

    /// An arrow moves the cursor; at the map's edge it says so rather than doing nothing.
    pub(super) fn move_cursor(&mut self, code: KeyCode) -> Intent<Action> {
        let (x, y) = self.cursor;
        let map = &data().map;
        let moved = match code {
            KeyCode::Left => (x.saturating_sub(1), y),
            KeyCode::Right => ((x + 1).min(map.width - 1), y),
            KeyCode::Up => (x, y.saturating_sub(1)),
            KeyCode::Down => (x, (y + 1).min(map.height - 1)),
            _ => self.cursor,
        };
        if moved == self.cursor {
            return Intent::Say(t!("blackfleet-map-edge"));
        }
        self.cursor = moved;
        Intent::None
    }

    /// Tab and Shift-Tab: the cursor to the next (or previous) square it may choose.
    pub(super) fn next_square(&mut self, view: &FleetView, legal: &[Action], back: bool) -> Intent<Action> {
        let squares = self.squares(view, legal);
        if squares.is_empty() {
            return Intent::None;
        }
        let n = squares.len();
        // From a square not in the list, the next one in reading order after the cursor.
        let order = |p: Pos| (p.1, p.0);
        let after = squares.iter().position(|&p| order(p) > order(self.cursor));
        let next = match (back, squares.iter().position(|&p| p == self.cursor)) {
            (true, Some(i)) => (i + n - 1) % n,
            (true, None) => (after.unwrap_or(n) + n - 1) % n,
            (false, Some(i)) => (i + 1) % n,
            (false, None) => after.unwrap_or(0),
        };
        self.cursor = squares[next];
        Intent::None
    }

    /// Enter: the aimed ship sails to the cursor, Shanghaied takes the ship under it or pushes the
    /// chosen one there — or the screen says why not.
    pub(super) fn choose_square(&mut self, view: &FleetView, legal: &[Action]) -> Intent<Action> {
        let action = match self.aiming {
            None => return Intent::None,
            Some(Aiming::Sail(ship)) => Action::Move { ship, to: self.cursor },
            Some(Aiming::Victim) => {
                let Some((seat, ship)) = self.victim_at(view, legal) else {
                    return Intent::Say(t!("blackfleet-push-opponent"));
                };
                return self.aim(Aiming::Push { seat, ship }, None, view, legal);
            }
            Some(Aiming::Push { seat, ship }) => {
                Action::Fortune { card: Fortune::Shanghaied, aim: Aim::Push { seat, ship, to: self.cursor } }
            }
        };
        if legal.contains(&action) {
            self.aiming = None;
            return Intent::Act(action);
        }
        match self.aiming {
            Some(Aiming::Sail(ship)) => Intent::Say(self.why_not(view, ship)),
            _ => Intent::Say(t!("blackfleet-push-one-square")),
        }
    }
}
