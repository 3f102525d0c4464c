//! Saboteur's action cards: who or what each may target (with the reason when it may not) and what it
//! does. No player ever has two cards of the same kind lying in front of them.

use crate::engine::game::err;
use crate::engine::{Applied, Event, RuleError, Seat};
use crate::i18n::{Arg, Msg};
use crate::msg;

use super::cards::{Act, Card};
use super::maze::{Goal, Maze, Tile};
use super::payout::Role;
use super::rules::{Saboteur, Target, digs, say};

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
    pub fn refusal(&self, seat: Seat, act: Act) -> Option<Msg> {
        let mut reasons: Vec<Msg> = Vec::new();
        for t in self.candidates(seat, act) {
            match self.check(seat, act, t) {
                Ok(()) => return None,
                Err(e) if !reasons.contains(&e.0) => reasons.push(e.0),
                Err(_) => {}
            }
        }
        // Squares fail with "choose …" (which says what to aim at, not what is missing).
        if let ([one], false) = (reasons.as_slice(), matches!(act, Act::Rockfall | Act::Map)) {
            return Some(one.clone());
        }
        Some(match act {
            Act::Broken(t) => msg!("saboteur-why-all-broken", tool = t.msg()),
            Act::Repair(a, None) => msg!("saboteur-why-none-broken", tool = a.msg()),
            Act::Repair(a, Some(b)) => msg!("saboteur-why-none-broken-either", a = a.msg(), b = b.msg()),
            Act::Rockfall => msg!("saboteur-why-no-path"),
            Act::Map => msg!("saboteur-why-no-goal"),
            Act::HandsOff => msg!("saboteur-why-no-theft"),
            Act::Trapped => msg!("saboteur-why-all-trapped"),
            Act::FreeAtLast => msg!("saboteur-why-none-trapped"),
            other => msg!("saboteur-why-no-target", card = other.msg()),
        })
    }

    /// Whether `seat` may play `act` on `target`, and if not, why.
    pub fn check(&self, seat: Seat, act: Act, target: Target) -> Result<(), RuleError> {
        let lies = |s: Seat, a: Act| self.in_front[s].contains(&a);
        let player = |t: Target| match t {
            Target::Seat(s) if s < self.players => Ok(s),
            _ => err(msg!("saboteur-err-choose-player", card = act.msg())),
        };
        match act {
            Act::Broken(t) => {
                let s = player(target)?;
                if lies(s, act) {
                    return err(if s == seat {
                        msg!("saboteur-err-own-broken", tool = t.msg())
                    } else {
                        msg!("saboteur-err-has-broken", who = Arg::Seat(s), tool = t.msg())
                    });
                }
            }
            Act::Repair(..) => {
                let Target::Tool(s, t) = target else { return err(msg!("saboteur-err-choose-tool")) };
                if s >= self.players {
                    return err(msg!("saboteur-err-no-player"));
                }
                if !act.repairs(t) {
                    return err(msg!("saboteur-err-cannot-mend", card = act.msg(), tool = t.msg()));
                }
                if !lies(s, Act::Broken(t)) {
                    return err(msg!("saboteur-err-not-broken", who = Arg::Seat(s), tool = t.msg()));
                }
            }
            Act::Rockfall => match target {
                Target::Square(p) if matches!(self.maze.tile(p), Some(Tile::Path { .. })) => {}
                _ => {
                    return err(msg!("saboteur-err-rockfall-square"));
                }
            },
            Act::Map => match target {
                Target::Square(p)
                    if matches!(self.maze.tile(p), Some(Tile::Goal { revealed: false, .. })) => {}
                _ => return err(msg!("saboteur-err-map-square")),
            },
            Act::Theft => {
                if lies(seat, Act::Trapped) {
                    return err(msg!("saboteur-err-theft-trapped"));
                }
                if lies(seat, Act::Theft) {
                    return err(msg!("saboteur-err-theft-twice"));
                }
            }
            Act::HandsOff => {
                let s = player(target)?;
                if !lies(s, Act::Theft) {
                    return err(msg!("saboteur-err-no-theft", who = Arg::Seat(s)));
                }
            }
            Act::SwapHand | Act::Inspection => {
                if player(target)? == seat {
                    return err(msg!("saboteur-err-another-player"));
                }
            }
            Act::SwapHats => {
                player(target)?;
                if self.set_aside == 0 {
                    return err(msg!("saboteur-err-no-roles-left"));
                }
            }
            Act::Trapped => {
                let s = player(target)?;
                if s == seat {
                    return err(msg!("saboteur-err-trap-yourself"));
                }
                if lies(s, Act::Trapped) {
                    return err(msg!("saboteur-err-already-trapped", who = Arg::Seat(s)));
                }
            }
            Act::FreeAtLast => {
                let s = player(target)?;
                if !lies(s, Act::Trapped) {
                    return err(msg!("saboteur-err-not-trapped", who = Arg::Seat(s)));
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
            return err(msg!("saboteur-err-not-held", card = act.msg()));
        }
        self.check_play(seat, act, target)?;
        self.take(seat, Card::Action(act))?;
        let mut events = Vec::new();
        let hidden = matches!(act, Act::Map | Act::SwapHand | Act::Inspection | Act::SwapHats);
        let draw = if hidden {
            self.play_hidden(seat, act, target, &mut events)?
        } else {
            self.play_public(seat, act, target, &mut events)?;
            true
        };
        let drew = if draw { self.draw(seat, 1) } else { 0 };
        events.extend(self.advance(seat));
        Ok(Applied::new(events, !hidden && drew == 0))
    }

    /// An action card whose effect everyone sees (tools, traps, thefts, a rockfall).
    fn play_public(
        &mut self,
        seat: Seat,
        act: Act,
        target: Target,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
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
                    Event::public(msg!(
                        "saboteur-log-broke",
                        who = Arg::Seat(seat),
                        whom = Arg::Seat(s),
                        tool = tool.msg()
                    ))
                );
            }
            Act::Repair(..) => {
                let Target::Tool(s, tool) = target else { return err(msg!("saboteur-err-choose-tool")) };
                self.lift(s, Act::Broken(tool));
                self.discard.push(played);
                if s != seat {
                    self.reputation[seat] += self.kindness(s, 1);
                }
                say!(
                    self,
                    events,
                    // One's own tool reads "their own pick", not "Bot 6's pick" by Bot 6.
                    Event::public(if s == seat {
                        msg!("saboteur-log-repaired-own", who = Arg::Seat(seat), tool = tool.msg())
                    } else {
                        msg!(
                            "saboteur-log-repaired",
                            who = Arg::Seat(seat),
                            whom = Arg::Seat(s),
                            tool = tool.msg()
                        )
                    })
                );
            }
            Act::Rockfall => {
                let Target::Square(p) = target else { return err(msg!("saboteur-err-choose-square")) };
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
                    Event::public(msg!("saboteur-log-rockfall", who = Arg::Seat(seat), x = p.0, y = p.1))
                );
            }
            Act::Theft => {
                self.in_front[seat].push(act);
                self.thefts.push(seat);
                say!(self, events, Event::public(msg!("saboteur-log-theft", who = Arg::Seat(seat))));
            }
            Act::HandsOff => {
                let s = t(target);
                self.lift(s, Act::Theft);
                self.thefts.retain(|&h| h != s);
                self.discard.push(played);
                say!(
                    self,
                    events,
                    Event::public(msg!("saboteur-log-hands-off", who = Arg::Seat(seat), whom = Arg::Seat(s)))
                );
            }
            Act::Trapped => {
                let s = t(target);
                self.in_front[s].push(act);
                self.reputation[seat] += self.kindness(s, -1);
                say!(
                    self,
                    events,
                    Event::public(msg!("saboteur-log-trapped", who = Arg::Seat(seat), whom = Arg::Seat(s)))
                );
            }
            Act::FreeAtLast => {
                let s = t(target);
                self.lift(s, Act::Trapped);
                self.discard.push(played);
                if s != seat {
                    self.reputation[seat] += self.kindness(s, 1);
                }
                say!(
                    self,
                    events,
                    Event::public(if s == seat {
                        msg!("saboteur-log-freed-self", who = Arg::Seat(seat))
                    } else {
                        msg!("saboteur-log-freed", who = Arg::Seat(seat), whom = Arg::Seat(s))
                    })
                );
            }
            // Never sent here (see `play`); handled where they belong all the same.
            Act::Map | Act::SwapHand | Act::Inspection | Act::SwapHats => {
                self.play_hidden(seat, act, target, events)?;
            }
        }
        Ok(())
    }

    /// An action card with a secret effect (a map, an inspection, a new hand or role): the play
    /// cannot be taken back. Returns whether its player draws a card after it.
    fn play_hidden(
        &mut self,
        seat: Seat,
        act: Act,
        target: Target,
        events: &mut Vec<Event>,
    ) -> Result<bool, RuleError> {
        let t = |target: Target| match target {
            Target::Seat(s) | Target::Tool(s, _) => s,
            _ => seat,
        };
        let played = Card::Action(act);
        match act {
            Act::Map => {
                let Target::Square(p) = target else { return err(msg!("saboteur-err-choose-square")) };
                let gold = matches!(self.maze.tile(p), Some(Tile::Goal { goal: Goal::Gold, .. }));
                self.maps[seat].retain(|(q, _)| *q != p);
                self.maps[seat].push((p, gold));
                self.discard.push(played);
                say!(
                    self,
                    events,
                    Event::public(msg!("saboteur-log-map", who = Arg::Seat(seat), x = p.0, y = p.1))
                );
                say!(
                    self,
                    events,
                    Event::private(
                        seat,
                        if gold {
                            msg!("saboteur-log-map-gold", x = p.0, y = p.1)
                        } else {
                            msg!("saboteur-log-map-stone", x = p.0, y = p.1)
                        }
                    )
                );
            }
            Act::SwapHand => {
                let s = t(target);
                self.hands.swap(seat, s);
                self.draw(s, 1);
                self.discard.push(played);
                say!(
                    self,
                    events,
                    Event::public(msg!("saboteur-log-swap-hand", who = Arg::Seat(seat), whom = Arg::Seat(s)))
                );
                // The swapped-in hand is a full one: no card is drawn after it.
                return Ok(false);
            }
            Act::Inspection => {
                let s = t(target);
                let role = self.roles[s];
                self.inspected[seat].retain(|(q, _)| *q != s);
                self.inspected[seat].push((s, role));
                self.discard.push(played);
                say!(
                    self,
                    events,
                    Event::public(msg!("saboteur-log-inspected", who = Arg::Seat(seat), whom = Arg::Seat(s)))
                );
                say!(
                    self,
                    events,
                    Event::private(
                        seat,
                        msg!("saboteur-log-inspection", whom = Arg::Seat(s), role = role_a(role))
                    )
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
                say!(
                    self,
                    events,
                    Event::public(msg!("saboteur-log-swap-hats", who = Arg::Seat(seat), whom = Arg::Seat(s)))
                );
                say!(self, events, Event::private(s, msg!("saboteur-log-new-role", role = role_a(new))));
            }
            // Never sent here (see `play`); handled where they belong all the same.
            _ => self.play_public(seat, act, target, events)?,
        }
        Ok(true)
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

/// A role's stable id, what role messages select on.
pub fn role_id(role: Role) -> &'static str {
    use super::deck::Team;
    match role {
        Role::Digger(Team::Green) => "green",
        Role::Digger(Team::Blue) => "blue",
        Role::Boss => "boss",
        Role::Geologist => "geologist",
        Role::Profiteer => "profiteer",
        Role::Saboteur => "saboteur",
        Role::ClassicDigger => "digger",
    }
}

/// A role in a word or two ("blue digger").
pub fn role_short(role: Role) -> Msg {
    msg!("saboteur-role", role = Arg::Id(role_id(role)))
}

/// A role as a sentence says it ("a blue gold-digger").
pub fn role_a(role: Role) -> Msg {
    msg!("saboteur-role-a", role = Arg::Id(role_id(role)))
}
