//! Saboteur's action cards: who or what each may target (with the reason when it may not) and what it
//! does. No player ever has two cards of the same kind lying in front of them.

use crate::engine::event::who;
use crate::engine::game::err;
use crate::engine::{Applied, Event, RuleError, Seat};

use super::cards::{Act, Card};
use super::maze::{Goal, Maze, Tile};
use super::payout::Role;
use super::rules::{Saboteur, Target, digs, say, square};

/// The public facts an action card's legality depends on. The rules check a play with it, and the
/// screen, from a seat's view, explains with the same sentences why a card has no target.
#[derive(Clone, Copy, Debug)]
pub struct Table<'a> {
    pub players: usize,
    pub in_front: &'a [Vec<Act>],
    pub maze: &'a Maze,
    /// How many roles are set aside this round (what Swap Your Hats draws from).
    pub set_aside: usize,
}

impl Table<'_> {
    /// The targets an action card could name, before checking them.
    fn candidates(&self, seat: Seat, act: Act) -> Vec<Target> {
        let seats = (0..self.players).map(Target::Seat);
        match act {
            Act::Repair(a, b) => {
                let tools = [Some(a), b];
                (0..self.players)
                    .flat_map(|s| tools.into_iter().flatten().map(move |t| Target::Tool(s, t)))
                    .collect()
            }
            Act::Rockfall | Act::Map => self.maze.tiles().iter().map(|(p, _)| Target::Square(*p)).collect(),
            Act::Theft => vec![Target::Yourself],
            Act::SwapHand | Act::Inspection | Act::Trapped => {
                seats.filter(|t| *t != Target::Seat(seat)).collect()
            }
            _ => seats.collect(),
        }
    }

    /// Every legal target of `act` for `seat`.
    pub fn targets(&self, seat: Seat, act: Act) -> Vec<Target> {
        let mut out = self.candidates(seat, act);
        out.retain(|&t| self.allowed(seat, act, t));
        out
    }

    /// [`Table::check`] without its sentence: legal move lists ask this of every candidate on every
    /// turn, and most refusals would format a reason nobody reads.
    pub fn allowed(&self, seat: Seat, act: Act, target: Target) -> bool {
        let lies = |s: Seat, a: Act| self.in_front[s].contains(&a);
        let player = match target {
            Target::Seat(s) if s < self.players => Some(s),
            _ => None,
        };
        match act {
            Act::Broken(_) => player.is_some_and(|s| !lies(s, act)),
            Act::Repair(..) => match target {
                Target::Tool(s, t) => s < self.players && act.repairs(t) && lies(s, Act::Broken(t)),
                _ => false,
            },
            Act::Rockfall => {
                matches!(target, Target::Square(p) if matches!(self.maze.tile(p), Some(Tile::Path { .. })))
            }
            Act::Map => matches!(target, Target::Square(p)
                if matches!(self.maze.tile(p), Some(Tile::Goal { revealed: false, .. }))),
            Act::Theft => !lies(seat, Act::Trapped) && !lies(seat, Act::Theft),
            Act::HandsOff => player.is_some_and(|s| lies(s, Act::Theft)),
            Act::SwapHand | Act::Inspection => player.is_some_and(|s| s != seat),
            Act::SwapHats => player.is_some() && self.set_aside > 0,
            Act::Trapped => player.is_some_and(|s| s != seat && !lies(s, Act::Trapped)),
            Act::FreeAtLast => player.is_some_and(|s| lies(s, Act::Trapped)),
        }
    }

    /// Why `seat` cannot play `act` at all (`None` when some target is legal): the rule's own
    /// sentence when every target fails for the same reason, else what the whole table lacks.
    pub fn refusal(&self, seat: Seat, act: Act) -> Option<String> {
        let mut reasons: Vec<String> = Vec::new();
        for t in self.candidates(seat, act) {
            match self.check(seat, act, t) {
                Ok(()) => return None,
                Err(e) if !reasons.contains(&e.0.text()) => reasons.push(e.0.text()),
                Err(_) => {}
            }
        }
        // Squares fail with "choose …" (which says what to aim at, not what is missing).
        if let ([one], false) = (reasons.as_slice(), matches!(act, Act::Rockfall | Act::Map)) {
            return Some(one.clone());
        }
        Some(match act {
            Act::Broken(t) => format!("Everyone already has a broken {}.", t.name()),
            Act::Repair(a, None) => format!("Nobody has a broken {} to repair.", a.name()),
            Act::Repair(a, Some(b)) => {
                format!("Nobody has a broken {} or {} to repair.", a.name(), b.name())
            }
            Act::Rockfall => "There is no path card in the maze to remove (the start and goals stay).".into(),
            Act::Map => "No goal card is face down any more.".into(),
            Act::HandsOff => "Nobody has a Theft in front of them.".into(),
            Act::Trapped => "Every other player is already trapped.".into(),
            Act::FreeAtLast => "Nobody is trapped.".into(),
            other => format!("{} has no legal target now.", other.title()),
        })
    }

    /// Whether `seat` may play `act` on `target`, and if not, why.
    pub fn check(&self, seat: Seat, act: Act, target: Target) -> Result<(), RuleError> {
        let lies = |s: Seat, a: Act| self.in_front[s].contains(&a);
        let player = |t: Target| match t {
            Target::Seat(s) if s < self.players => Ok(s),
            _ => err(format!("Choose a player for {}.", act.title())),
        };
        match act {
            Act::Broken(t) => {
                let s = player(target)?;
                if lies(s, act) {
                    return err(if s == seat {
                        format!("You already have a broken {}.", t.name())
                    } else {
                        format!("{} already has a broken {}.", who(s), t.name())
                    });
                }
            }
            Act::Repair(..) => {
                let Target::Tool(s, t) = target else { return err("Choose a broken tool to repair.") };
                if s >= self.players {
                    return err("There is no such player.");
                }
                if !act.repairs(t) {
                    return err(format!("{} cannot mend a {}.", act.title(), t.name()));
                }
                if !lies(s, Act::Broken(t)) {
                    return err(format!("{} has no broken {}.", who(s), t.name()));
                }
            }
            Act::Rockfall => match target {
                Target::Square(p) if matches!(self.maze.tile(p), Some(Tile::Path { .. })) => {}
                _ => {
                    return err(
                        "Rockfall removes a path card: choose one in the maze, not the start or a goal.",
                    );
                }
            },
            Act::Map => match target {
                Target::Square(p)
                    if matches!(self.maze.tile(p), Some(Tile::Goal { revealed: false, .. })) => {}
                _ => return err("Choose a face-down goal card to look at."),
            },
            Act::Theft => {
                if lies(seat, Act::Trapped) {
                    return err("You are trapped: you cannot lay a Theft.");
                }
                if lies(seat, Act::Theft) {
                    return err("You already have a Theft in front of you.");
                }
            }
            Act::HandsOff => {
                let s = player(target)?;
                if !lies(s, Act::Theft) {
                    return err(format!("{} has no Theft in front of them.", who(s)));
                }
            }
            Act::SwapHand | Act::Inspection => {
                if player(target)? == seat {
                    return err("Choose another player.");
                }
            }
            Act::SwapHats => {
                player(target)?;
                if self.set_aside == 0 {
                    return err("No roles are left to swap with this round.");
                }
            }
            Act::Trapped => {
                let s = player(target)?;
                if s == seat {
                    return err("Trap another player, not yourself.");
                }
                if lies(s, Act::Trapped) {
                    return err(format!("{} is already trapped.", who(s)));
                }
            }
            Act::FreeAtLast => {
                let s = player(target)?;
                if !lies(s, Act::Trapped) {
                    return err(format!("{} is not trapped.", who(s)));
                }
            }
        }
        Ok(())
    }
}

impl Saboteur {
    /// The public facts action cards are checked against.
    pub fn table(&self) -> Table<'_> {
        Table {
            players: self.players,
            in_front: &self.in_front,
            maze: &self.maze,
            set_aside: self.set_aside.len(),
        }
    }

    /// Every legal target of `act` for `seat`.
    pub fn targets(&self, seat: Seat, act: Act) -> Vec<Target> {
        self.table().targets(seat, act)
    }

    /// Whether `seat` may play `act` on `target`, and if not, why.
    pub fn check_play(&self, seat: Seat, act: Act, target: Target) -> Result<(), RuleError> {
        self.table().check(seat, act, target)
    }

    /// Plays an action card from `seat`'s hand.
    pub(super) fn play(&mut self, seat: Seat, act: Act, target: Target) -> Result<Applied, RuleError> {
        if !self.hands[seat].contains(&Card::Action(act)) {
            return err(format!("You do not hold {}.", act.title()));
        }
        self.check_play(seat, act, target)?;
        self.take(seat, Card::Action(act))?;
        let mut events = Vec::new();
        let mut hidden = false;
        let mut draw = true;
        let t = |target: Target| match target {
            Target::Seat(s) | Target::Tool(s, _) => s,
            _ => seat,
        };
        let played = Card::Action(act);
        match act {
            Act::Broken(tool) => {
                let s = t(target);
                self.in_front[s].push(act);
                self.reputation[seat] += self.kindness(s, -1);
                say!(
                    self,
                    events,
                    Event::public(format!("{} broke {}'s {}.", who(seat), who(s), tool.name()))
                );
            }
            Act::Repair(..) => {
                let Target::Tool(s, tool) = target else { return err("Choose a broken tool to repair.") };
                self.lift(s, Act::Broken(tool));
                self.discard.push(played);
                if s != seat {
                    self.reputation[seat] += self.kindness(s, 1);
                }
                say!(
                    self,
                    events,
                    Event::public(format!("{} repaired {}'s {}.", who(seat), who(s), tool.name()))
                );
            }
            Act::Rockfall => {
                let Target::Square(p) = target else { return err("Choose a square of the maze.") };
                let removed = self.maze.tile(p);
                if let Some(c) = self.maze.remove(p) {
                    self.discard.push(Card::Path(c as u8));
                }
                self.discard.push(played);
                // Clearing a dead end helps the dig; cutting a tunnel hurts it.
                self.reputation[seat] += match removed.and_then(Maze::tile_segs) {
                    Some(segs) if digs(&segs) => -2,
                    _ => 1,
                };
                say!(
                    self,
                    events,
                    Event::public(format!("{} dropped a Rockfall on {}.", who(seat), square(p)))
                );
            }
            Act::Map => {
                let Target::Square(p) = target else { return err("Choose a square of the maze.") };
                let gold = matches!(self.maze.tile(p), Some(Tile::Goal { goal: Goal::Gold, .. }));
                self.maps[seat].retain(|(q, _)| *q != p);
                self.maps[seat].push((p, gold));
                self.discard.push(played);
                hidden = true;
                say!(
                    self,
                    events,
                    Event::public(format!("{} looked at the goal at {} with a Map.", who(seat), square(p)))
                );
                let what = if gold { "the GOLD" } else { "stone" };
                say!(
                    self,
                    events,
                    Event::private(seat, format!("Map: the goal at {} is {what}.", square(p)))
                );
            }
            Act::Theft => {
                self.in_front[seat].push(act);
                self.thefts.push(seat);
                say!(
                    self,
                    events,
                    Event::public(format!("{} laid a Theft in front of themselves.", who(seat)))
                );
            }
            Act::HandsOff => {
                let s = t(target);
                self.lift(s, Act::Theft);
                self.thefts.retain(|&h| h != s);
                self.discard.push(played);
                say!(
                    self,
                    events,
                    Event::public(format!("{} took {}'s Theft away (Hands Off).", who(seat), who(s)))
                );
            }
            Act::SwapHand => {
                let s = t(target);
                self.hands.swap(seat, s);
                self.draw(s, 1);
                self.discard.push(played);
                draw = false;
                hidden = true;
                say!(self, events, Event::public(format!("{} swapped hands with {}.", who(seat), who(s))));
            }
            Act::Inspection => {
                let s = t(target);
                let role = self.roles[s];
                self.inspected[seat].retain(|(q, _)| *q != s);
                self.inspected[seat].push((s, role));
                self.discard.push(played);
                hidden = true;
                say!(self, events, Event::public(format!("{} inspected {}'s role.", who(seat), who(s))));
                say!(
                    self,
                    events,
                    Event::private(seat, format!("Inspection: {} is {}.", who(s), role_name(role)))
                );
            }
            Act::SwapHats => {
                let s = t(target);
                let i = self.rng.below(self.set_aside.len());
                let new = self.set_aside.remove(i);
                self.dropped_roles.push(std::mem::replace(&mut self.roles[s], new));
                for seen in &mut self.inspected {
                    seen.retain(|(q, _)| *q != s);
                }
                self.discard.push(played);
                hidden = true;
                say!(
                    self,
                    events,
                    Event::public(format!("{} made {} swap hats: a new secret role.", who(seat), who(s)))
                );
                say!(self, events, Event::private(s, format!("Your new role: {}.", role_name(new))));
            }
            Act::Trapped => {
                let s = t(target);
                self.in_front[s].push(act);
                self.reputation[seat] += self.kindness(s, -1);
                say!(self, events, Event::public(format!("{} trapped {}.", who(seat), who(s))));
            }
            Act::FreeAtLast => {
                let s = t(target);
                self.lift(s, Act::Trapped);
                self.discard.push(played);
                if s != seat {
                    self.reputation[seat] += self.kindness(s, 1);
                }
                say!(self, events, Event::public(format!("{} freed {}.", who(seat), who(s))));
            }
        }
        let drew = if draw { self.draw(seat, 1) } else { 0 };
        events.extend(self.advance(seat));
        Ok(Applied::new(events, !hidden && drew == 0))
    }

    /// Removes a card lying in front of `seat` to the discard pile.
    fn lift(&mut self, seat: Seat, act: Act) {
        if let Some(i) = self.in_front[seat].iter().position(|&a| a == act) {
            self.in_front[seat].remove(i);
            self.discard.push(Card::Action(act));
        }
    }

    /// How a help (+1) or a harm (−1) aimed at `target` looks to the table: helping someone whose
    /// plays dug looks like digging, harming them looks like sabotage, and the other way round for
    /// someone whose plays hurt the dig. Aimed at someone nothing is known of, it says nothing.
    fn kindness(&self, target: Seat, sign: i32) -> i32 {
        sign * self.reputation[target].signum()
    }
}

/// A role in a word or two ("blue digger").
pub fn role_short(role: Role) -> &'static str {
    use super::deck::Team;
    match role {
        Role::Digger(Team::Green) => "green digger",
        Role::Digger(Team::Blue) => "blue digger",
        Role::Boss => "Boss",
        Role::Geologist => "Geologist",
        Role::Profiteer => "Profiteer",
        Role::Saboteur => "Saboteur",
        Role::ClassicDigger => "gold-digger",
    }
}

/// A role as a sentence says it ("a blue gold-digger").
pub fn role_name(role: Role) -> &'static str {
    use super::deck::Team;
    match role {
        Role::Digger(Team::Green) => "a green gold-digger",
        Role::Digger(Team::Blue) => "a blue gold-digger",
        Role::Boss => "the Boss",
        Role::Geologist => "a Geologist",
        Role::Profiteer => "the Profiteer",
        Role::Saboteur => "a Saboteur",
        Role::ClassicDigger => "a gold-digger",
    }
}
