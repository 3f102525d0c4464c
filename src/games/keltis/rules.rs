//! Keltis rules: the state, the actions and how a turn flows (play, draw, the end, final placements).
//! Pure: no terminal, no clock, no files.

use serde::{Deserialize, Serialize};

use crate::engine::game::err;
use crate::engine::{Applied, Event, GameRng, Pending, RuleError, Seat, Setup};
use crate::i18n::{Arg, Msg};
use crate::msg;

use super::cards::{Card, Colour, Suit, full_deck};
use super::moves::lay_targets;
use super::row::{check_row, check_summarised, summarise};

pub const HAND_SIZE: usize = 8;
/// Cards removed unseen before a 2-player game.
pub const TWO_PLAYER_REMOVED: usize = 30;

#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {}

/// Where a drawn card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    Deck,
    /// The top of a discard pile.
    Pile(Suit),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Lay a card into one of the player's rows: a colour row, or (point cards only) the point row.
    Lay {
        card: Card,
        row: Suit,
    },
    Discard(Card),
    /// Discard two cards of one value and take that wishing stone; then draw two.
    Wish(Card, Card),
    Draw(Source),
    /// Stop laying during the final placements.
    Done,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The current player must lay, discard or take a wishing stone.
    Play,
    /// The current player draws `left` more cards; `blocked` piles (bit per suit) hold a card they
    /// discarded this turn and cannot be drawn from.
    Draw {
        left: u8,
        blocked: u8,
    },
    /// After the end: the current player may lay up to two more cards; `seats_left` counts the
    /// players still to place, the current one included.
    Final {
        placed: u8,
        seats_left: u8,
    },
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    FiveEndCards,
    DeckEmpty,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Keltis {
    pub(super) deck: Vec<Card>,
    /// Out of the game, unseen (2 players).
    pub(super) removed: Vec<Card>,
    pub(super) hands: Vec<Vec<Card>>,
    /// Per seat, one row per colour (by `Colour::index`).
    pub(super) rows: Vec<[Vec<Card>; 5]>,
    pub(super) point_rows: Vec<Vec<Card>>,
    /// Discard piles by `Suit::index`; the top is the last card.
    pub(super) piles: [Vec<Card>; 6],
    /// Owner of the wishing stone of value `i + 1`, or `None` while it lies in the middle.
    pub(super) stones: [Option<Seat>; 9],
    pub(super) current: Seat,
    pub(super) phase: Phase,
    pub(super) ended: Option<EndReason>,
    pub(super) turns: u32,
    pub(super) rng: GameRng,
    /// Per seat, the cards it drew on its latest turn (shown as new in its hand). Not saved: a
    /// loaded game is replayed from its moves, which rebuilds it, so older saves load unchanged.
    #[serde(skip)]
    pub(super) drawn: Vec<Vec<Card>>,
    /// Per seat, the cards everybody saw it take from a discard pile and not yet lay or discard:
    /// public knowledge a bot's determinization must respect. Derived from the history, so not
    /// saved (a loaded game is rebuilt by replaying its moves, and older saves stay valid).
    #[serde(skip)]
    pub(super) known: Vec<Vec<Card>>,
    /// A search sample: its moves are never shown, so no log lines are built (set by
    /// `determinize`; never saved, so a real game always logs).
    #[serde(skip)]
    pub(super) quiet: bool,
}

fn bit(suit: Suit) -> u8 {
    1 << suit.index()
}

impl Keltis {
    pub fn new(setup: &Setup) -> Result<Self, RuleError> {
        let n = setup.players;
        if !(2..=4).contains(&n) {
            return err(msg!("error-player-count", game = "Keltis", min = 2, max = 4, given = n));
        }
        if setup.first.is_some_and(|f| f >= n) {
            return err(msg!("keltis-start-player"));
        }
        let mut rng = GameRng::new(setup.seed);
        let mut deck = full_deck();
        rng.shuffle(&mut deck);
        let removed = if n == 2 { deck.split_off(deck.len() - TWO_PLAYER_REMOVED) } else { Vec::new() };
        let hands = (0..n).map(|_| deck.split_off(deck.len() - HAND_SIZE)).collect();
        let current = setup.first.unwrap_or_else(|| rng.below(n));
        Ok(Keltis {
            deck,
            removed,
            hands,
            rows: vec![Default::default(); n],
            point_rows: vec![Vec::new(); n],
            piles: Default::default(),
            stones: [None; 9],
            current,
            phase: Phase::Play,
            ended: None,
            turns: 0,
            rng,
            drawn: vec![Vec::new(); n],
            known: vec![Vec::new(); n],
            quiet: false,
        })
    }

    pub fn seats(&self) -> usize {
        self.hands.len()
    }

    /// This game without log lines from now on, as a search's samples play (what actions do to the
    /// state is the same).
    pub fn quiet(mut self) -> Self {
        self.quiet = true;
        self
    }

    pub fn current(&self) -> Seat {
        self.current
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn ended(&self) -> Option<EndReason> {
        self.ended
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// The cards `seat` drew on its latest turn (those still in its hand are shown as new).
    pub fn drawn(&self, seat: Seat) -> &[Card] {
        self.drawn.get(seat).map_or(&[], Vec::as_slice)
    }

    /// A new draw phase of `seat` begins: what it drew last time is no longer new.
    fn start_drawing(&mut self, seat: Seat, left: u8, blocked: u8) {
        self.phase = Phase::Draw { left, blocked };
        if let Some(d) = self.drawn.get_mut(seat) {
            d.clear();
        }
    }

    pub fn row(&self, seat: Seat, colour: Colour) -> &[Card] {
        &self.rows[seat][colour.index()]
    }

    pub fn point_row(&self, seat: Seat) -> &[Card] {
        &self.point_rows[seat]
    }

    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }

    /// Cards everybody knows `seat` holds (taken from a discard pile, not yet played).
    pub fn known(&self, seat: Seat) -> &[Card] {
        self.known.get(seat).map_or(&[], Vec::as_slice)
    }

    pub fn pile(&self, suit: Suit) -> &[Card] {
        &self.piles[suit.index()]
    }

    /// Wishing stone values held by `seat`.
    pub fn stones_of(&self, seat: Seat) -> Vec<u8> {
        (1..=9).filter(|v| self.stones[usize::from(*v) - 1] == Some(seat)).collect()
    }

    /// Wishing stone values still in the middle.
    pub fn stones_left(&self) -> Vec<u8> {
        (1..=9).filter(|v| self.stones[usize::from(*v) - 1].is_none()).collect()
    }

    /// Rows (any player, any colour) holding at least one end card.
    pub fn rows_with_end_cards(&self) -> usize {
        self.rows.iter().flatten().filter(|r| r.iter().any(|c| matches!(c, Card::End(_)))).count()
    }

    pub fn pending(&self) -> Pending {
        match self.phase {
            Phase::Over => Pending::Over,
            _ => Pending::Seat(self.current),
        }
    }

    /// Whether `seat` may lay `card` into `row` now (ignoring whose turn it is).
    pub fn check_row(&self, seat: Seat, card: Card, row: Suit) -> Result<(), RuleError> {
        check_row(&self.rows[seat], card, row).map_err(|e| RuleError(e.msg()))
    }

    fn take_from_hand(&mut self, seat: Seat, card: Card) -> Result<(), RuleError> {
        let hand = &mut self.hands[seat];
        match hand.iter().position(|c| *c == card) {
            Some(i) => {
                hand.swap_remove(i);
                if let Some(known) = self.known.get_mut(seat)
                    && let Some(k) = known.iter().position(|c| *c == card)
                {
                    known.swap_remove(k);
                }
                Ok(())
            }
            None => err(msg!("keltis-not-held", card = card.msg())),
        }
    }

    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        if self.phase == Phase::Over {
            return err(msg!("keltis-over"));
        }
        if seat != self.current {
            return err(msg!("keltis-not-your-turn"));
        }
        match (self.phase, action) {
            (Phase::Play, Action::Lay { card, row }) => self.lay(seat, *card, *row),
            (Phase::Play, Action::Discard(card)) => self.discard(seat, *card),
            (Phase::Play, Action::Wish(a, b)) => self.wish(seat, *a, *b),
            (Phase::Play, Action::Draw(_)) => err(msg!("keltis-draw-after")),
            (Phase::Play, Action::Done) => err(msg!("keltis-not-over-yet")),
            (Phase::Draw { left, blocked }, Action::Draw(source)) => self.draw(seat, *source, left, blocked),
            (Phase::Draw { left, .. }, _) => err(msg!("keltis-draw-now", n = left)),
            (Phase::Final { placed, seats_left }, Action::Lay { card, row }) => {
                self.final_lay(seat, *card, *row, placed, seats_left)
            }
            (Phase::Final { seats_left, .. }, Action::Done) => {
                let mut events = self.events();
                self.log(&mut events, || msg!("keltis-finished-final", who = Arg::Seat(seat)));
                self.next_final_seat(seats_left, &mut events);
                Ok(Applied::new(events, false))
            }
            (Phase::Final { .. }, _) => err(msg!("keltis-final-only")),
            (Phase::Over, _) => err(msg!("keltis-over")),
        }
    }

    fn lay(&mut self, seat: Seat, card: Card, row: Suit) -> Result<Applied, RuleError> {
        self.check_row(seat, card, row)?;
        self.take_from_hand(seat, card)?;
        let mut events = self.events();
        self.log(&mut events, || lay_msg(seat, card, row));
        self.place(seat, card, row);
        if matches!(card, Card::End(_)) && self.rows_with_end_cards() >= 5 {
            // The player who laid the fifth end card does not draw; what it drew a turn ago is
            // no longer new in its final placements.
            self.log(&mut events, || msg!("keltis-ends-five"));
            if let Some(d) = self.drawn.get_mut(seat) {
                d.clear();
            }
            self.begin_final(EndReason::FiveEndCards, &mut events);
        } else {
            self.start_drawing(seat, 1, 0);
        }
        Ok(Applied::new(events, true))
    }

    fn place(&mut self, seat: Seat, card: Card, row: Suit) {
        match row {
            Suit::Colour(c) => self.rows[seat][c.index()].push(card),
            Suit::Points => self.point_rows[seat].push(card),
        }
    }

    fn discard(&mut self, seat: Seat, card: Card) -> Result<Applied, RuleError> {
        self.take_from_hand(seat, card)?;
        self.piles[card.suit().index()].push(card);
        self.start_drawing(seat, 1, bit(card.suit()));
        let mut events = self.events();
        self.log(&mut events, || msg!("keltis-discarded", who = Arg::Seat(seat), card = card.msg()));
        Ok(Applied::new(events, true))
    }

    fn wish(&mut self, seat: Seat, a: Card, b: Card) -> Result<Applied, RuleError> {
        let (Some(va), Some(vb)) = (a.value(), b.value()) else {
            return err(msg!("keltis-stone-no-end"));
        };
        if va != vb {
            return err(msg!("keltis-stone-same", a = va, b = vb));
        }
        if !(1..=9).contains(&va) {
            return err(msg!("keltis-stone-none", value = va));
        }
        if let Some(owner) = self.stones[usize::from(va) - 1] {
            if owner == seat {
                return err(msg!("keltis-stone-yours", value = va));
            }
            return err(msg!("keltis-stone-taken", value = va, who = Arg::Seat(owner)));
        }
        let held = |c: Card| self.hands[seat].iter().filter(|h| **h == c).count();
        if (a == b && held(a) < 2) || held(a) == 0 || held(b) == 0 {
            return err(msg!("keltis-not-both", a = a.msg(), b = b.msg()));
        }
        self.take_from_hand(seat, a)?;
        self.take_from_hand(seat, b)?;
        self.piles[a.suit().index()].push(a);
        self.piles[b.suit().index()].push(b);
        self.stones[usize::from(va) - 1] = Some(seat);
        self.start_drawing(seat, 2, bit(a.suit()) | bit(b.suit()));
        let mut events = self.events();
        self.log(&mut events, || {
            msg!("keltis-wished", who = Arg::Seat(seat), a = a.msg(), b = b.msg(), value = va)
        });
        Ok(Applied::new(events, true))
    }

    /// Whether the current player may draw from `source` (cheap: used to list legal draws).
    fn can_draw(&self, source: Source, blocked: u8) -> bool {
        match source {
            Source::Deck => !self.deck.is_empty(),
            Source::Pile(suit) => !self.piles[suit.index()].is_empty() && blocked & bit(suit) == 0,
        }
    }

    /// Why the current player cannot draw from `source` now, if they cannot.
    pub fn check_draw(&self, source: Source, blocked: u8) -> Result<(), RuleError> {
        match source {
            _ if self.can_draw(source, blocked) => Ok(()),
            Source::Deck => err(msg!("keltis-deck-empty")),
            Source::Pile(suit) if self.piles[suit.index()].is_empty() => {
                err(msg!("keltis-pile-empty", colour = Arg::Id(suit.id())))
            }
            Source::Pile(_) => err(msg!("keltis-no-take-back")),
        }
    }

    fn draw(&mut self, seat: Seat, source: Source, left: u8, blocked: u8) -> Result<Applied, RuleError> {
        self.check_draw(source, blocked)?;
        let mut events = self.events();
        let card = match source {
            Source::Deck => {
                let card = self.deck.pop().expect("checked non-empty");
                if !self.quiet {
                    events.push(Event::public(msg!("keltis-drew-deck", who = Arg::Seat(seat))));
                    events.push(Event::private(seat, msg!("keltis-you-drew", card = card.msg())));
                }
                card
            }
            Source::Pile(suit) => {
                let card = self.piles[suit.index()].pop().expect("checked non-empty");
                if let Some(known) = self.known.get_mut(seat) {
                    known.push(card);
                }
                self.log(&mut events, || msg!("keltis-took", who = Arg::Seat(seat), card = card.msg()));
                card
            }
        };
        self.hands[seat].push(card);
        if self.drawn.len() < self.seats() {
            // A state deserialised on its own (not replayed) starts without this record.
            self.drawn.resize(self.seats(), Vec::new());
        }
        self.drawn[seat].push(card);
        if self.deck.is_empty() {
            // The last deck card ends the game at once; a second draw is skipped.
            self.log(&mut events, || msg!("keltis-ends-deck"));
            self.begin_final(EndReason::DeckEmpty, &mut events);
        } else if left > 1 {
            self.phase = Phase::Draw { left: left - 1, blocked };
        } else {
            self.turns += 1;
            self.current = (self.current + 1) % self.seats();
            self.phase = Phase::Play;
        }
        Ok(Applied::new(events, false))
    }

    /// Final placements start with the next player and end with the one who ended the game.
    fn begin_final(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        self.ended = Some(reason);
        self.turns += 1;
        self.phase = Phase::Final { placed: 0, seats_left: self.seats() as u8 + 1 };
        self.next_final_seat(self.seats() as u8 + 1, events);
    }

    /// Moves to the next player who can still lay a card; players who cannot are skipped.
    fn next_final_seat(&mut self, seats_left: u8, events: &mut Vec<Event>) {
        let mut left = seats_left;
        loop {
            left -= 1;
            if left == 0 {
                self.phase = Phase::Over;
                self.log(events, || msg!("keltis-over"));
                return;
            }
            self.current = (self.current + 1) % self.seats();
            self.phase = Phase::Final { placed: 0, seats_left: left };
            if self.can_lay_any(self.current) {
                return;
            }
            let seat = self.current;
            self.log(events, || msg!("keltis-nothing-to-lay", who = Arg::Seat(seat)));
        }
    }

    fn can_lay_any(&self, seat: Seat) -> bool {
        let rows = summarise(&self.rows[seat]);
        self.hands[seat].iter().any(|&c| lay_targets(c).any(|row| check_summarised(&rows, c, row).is_ok()))
    }

    fn final_lay(
        &mut self,
        seat: Seat,
        card: Card,
        row: Suit,
        placed: u8,
        seats_left: u8,
    ) -> Result<Applied, RuleError> {
        self.check_row(seat, card, row)?;
        self.take_from_hand(seat, card)?;
        let mut events = self.events();
        self.log(&mut events, || lay_msg(seat, card, row));
        self.place(seat, card, row);
        if placed + 1 >= 2 {
            self.next_final_seat(seats_left, &mut events);
        } else if !self.can_lay_any(seat) {
            // The second placement is skipped: say why, or the turn seems cut short.
            self.log(&mut events, || msg!("keltis-nothing-more-to-lay", who = Arg::Seat(seat)));
            self.next_final_seat(seats_left, &mut events);
        } else {
            self.phase = Phase::Final { placed: placed + 1, seats_left };
        }
        Ok(Applied::new(events, true))
    }

    pub fn turn(&self) -> u32 {
        self.turns
    }

    /// An empty list for this move's log lines: room for the usual two, none when quiet.
    fn events(&self) -> Vec<Event> {
        if self.quiet { Vec::new() } else { Vec::with_capacity(2) }
    }

    /// Adds a public log line, unless this is a quiet search sample (the message is not even built).
    fn log(&self, events: &mut Vec<Event>, line: impl FnOnce() -> Msg) {
        if !self.quiet {
            events.push(Event::public(line()));
        }
    }
}

/// "Anna laid G7"; a point card names the row it went into.
fn lay_msg(seat: Seat, card: Card, row: Suit) -> Msg {
    match card {
        Card::Point(_) => {
            msg!("keltis-laid-in", who = Arg::Seat(seat), card = card.msg(), row = row.row_msg())
        }
        _ => msg!("keltis-laid", who = Arg::Seat(seat), card = card.msg()),
    }
}
