//! Saboteur rules: the state, whose decision it is, and a turn (place a path card, play an action card,
//! discard two to remove a card in front of you, or pass), with drawing and the next player. Action
//! card effects are in `actions.rs`, dealing and ending rounds in `round.rs`. Pure: no terminal, no
//! clock, no files.

use serde::{Deserialize, Serialize};

use crate::engine::game::err;
use crate::engine::{Applied, Event, GameRng, Pending, RuleError, Seat, Setup};
use crate::i18n::{Arg, Msg};
use crate::msg;

use super::cards::{Act, Card, Tool};
use super::deck::deck;
use super::maze::{Maze, Pos, Reveal, Segs};
use super::payout::Role;
use super::round::RoundReport;

/// Which rules: Saboteur 2 (base + expansion, 2–12 players) or the base game alone (3–10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Mode {
    #[default]
    Saboteur2,
    Classic,
}

#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {
    pub mode: Mode,
    /// Classic's optional rule: diggers with a broken tool at round end get no nugget cards.
    pub broken_tools_no_nuggets: bool,
}

/// Who or what an action card is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    Seat(Seat),
    /// A repair: this player's broken tool.
    Tool(Seat, Tool),
    /// Rockfall or Map: a square of the maze.
    Square(Pos),
    /// Theft: laid in front of yourself.
    Yourself,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Place the path card (deck index) on a square, turned 180° if `flipped`.
    Place {
        card: u8,
        at: Pos,
        flipped: bool,
    },
    Play {
        card: Act,
        target: Target,
    },
    /// Saboteur 2: discard two cards to remove one card lying in front of yourself.
    Remove {
        discards: [Card; 2],
        card: Act,
    },
    /// Pass, discarding these cards face down (Classic: one; Saboteur 2: one to three).
    Pass {
        discards: Discards,
    },
    /// Round end: steal 1 gold from this player.
    Steal(Seat),
    /// Classic round end: keep a nugget card worth this much.
    Keep(u8),
    /// Start the next round (or see the final score) after the round's results.
    Continue,
}

/// The cards of a pass, held inline: a list of legal moves holds dozens of passes, and a heap
/// allocation for each was most of the cost of listing them. Saved as a plain list of cards.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Discards {
    cards: [Card; Discards::MOST],
    len: u8,
}

impl Discards {
    /// More than any pass may discard (a refused pass of too many cards still fits).
    pub const MOST: usize = 8;

    pub fn new(cards: &[Card]) -> Self {
        let mut d = Discards { cards: [Card::Path(0); Self::MOST], len: cards.len().min(Self::MOST) as u8 };
        d.cards[..d.len as usize].copy_from_slice(&cards[..d.len as usize]);
        d
    }
}

impl std::ops::Deref for Discards {
    type Target = [Card];
    fn deref(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }
}

impl From<Vec<Card>> for Discards {
    /// Keeps the first [`Discards::MOST`] cards (a pass of more is refused either way).
    fn from(cards: Vec<Card>) -> Self {
        Discards::new(&cards)
    }
}

impl std::fmt::Debug for Discards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Discards {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Discards {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        if cards.len() > Self::MOST {
            return Err(serde::de::Error::custom("a pass discards at most three cards"));
        }
        Ok(Discards::new(&cards))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// The current player takes a turn.
    Turn,
    /// After the payout: the first thief in the queue picks a victim.
    Theft {
        queue: Vec<Seat>,
    },
    /// Classic, diggers won: `order[0]` keeps one of the nugget cards left.
    Nuggets {
        cards: Vec<u8>,
        order: Vec<Seat>,
    },
    /// The round's results are on the table; `next` starts the next round.
    RoundOver {
        next: Seat,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saboteur {
    pub(super) options: Options,
    pub(super) players: usize,
    pub(super) rng: GameRng,
    /// 1..=3.
    pub(super) round: u8,
    pub(super) maze: Maze,
    pub(super) deck: Vec<Card>,
    /// Face down: only the count is public.
    pub(super) discard: Vec<Card>,
    /// Saboteur 2: the ten cards removed unseen at the start of the round.
    pub(super) removed: Vec<Card>,
    pub(super) hands: Vec<Vec<Card>>,
    pub(super) roles: Vec<Role>,
    /// Roles not dealt this round (face down), and roles discarded by Swap Your Hats.
    pub(super) set_aside: Vec<Role>,
    pub(super) dropped_roles: Vec<Role>,
    /// Broken tools, Trapped! and Theft cards lying in front of each player.
    pub(super) in_front: Vec<Vec<Act>>,
    /// Seats holding a Theft, in the order they were played (the last one steals first).
    pub(super) thefts: Vec<Seat>,
    /// Each player's gold (private: others see only whether it is more than 0).
    pub(super) gold: Vec<u32>,
    /// All gold paid out so far (Saboteur 2), so totals can be checked.
    pub(super) paid: u32,
    /// Classic: the nugget cards left in the supply, face down.
    pub(super) supply: Vec<u8>,
    pub(super) current: Seat,
    /// Who played the last card (the player to their left starts the next round).
    pub(super) last_player: Seat,
    /// Who reached the gold this round.
    pub(super) completer: Option<Seat>,
    pub(super) stage: Stage,
    /// Goals each seat has looked at with a Map: square and whether it is the gold.
    pub(super) maps: Vec<Vec<(Pos, bool)>>,
    /// Roles each seat has looked at with Inspection (forgotten when that player swaps hats).
    pub(super) inspected: Vec<Vec<(Seat, Role)>>,
    /// A public tally of how each player's plays looked to the table this round: + for digging,
    /// clearing dead ends and helping those who dig, − for dead ends, cutting tunnels and harming
    /// those who dig; a play on someone nothing is known of counts neither way. Everyone saw these
    /// plays; bots suspect from this evidence only.
    pub(super) reputation: Vec<i32>,
    /// Results of the rounds played so far (public once the round ends).
    pub(super) reports: Vec<RoundReport>,
    pub(super) turns: u32,
    /// A search sample: its log lines are never read, so none are written (formatting them was
    /// a tenth of a playout). Never saved; set only on states a bot samples.
    #[serde(skip)]
    pub(super) quiet: bool,
}

/// Pushes a log line (built only when needed) unless the state is a quiet search sample.
macro_rules! say {
    ($g:expr, $events:expr, $e:expr) => {
        if !$g.quiet {
            $events.push($e)
        }
    };
}
pub(super) use say;

/// The rules' name, as the player-count refusal says it ("Classic Saboteur").
pub fn mode_name(mode: Mode) -> Msg {
    match mode {
        Mode::Saboteur2 => msg!("saboteur-mode-s2"),
        Mode::Classic => msg!("saboteur-mode-classic"),
    }
}

/// "Saboteur 2 is for 2 to 12 players" and the like.
pub fn player_range(mode: Mode) -> (usize, usize) {
    match mode {
        Mode::Saboteur2 => (2, 12),
        Mode::Classic => (3, 10),
    }
}

impl Saboteur {
    pub fn new(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        let n = setup.players;
        let (lo, hi) = player_range(options.mode);
        if !(lo..=hi).contains(&n) {
            return err(msg!(
                "error-player-count",
                game = mode_name(options.mode),
                min = lo,
                max = hi,
                given = n
            ));
        }
        let mut rng = GameRng::new(setup.seed);
        let first = match setup.first {
            Some(s) if s < n => s,
            Some(s) => return err(msg!("saboteur-err-no-seat", n = s + 1)),
            None => rng.below(n),
        };
        let mut supply: Vec<u8> = Vec::new();
        if options.mode == Mode::Classic {
            supply.extend([1; 16].iter().chain(&[2; 8]).chain(&[3; 4]));
            rng.shuffle(&mut supply);
        }
        let mut g = Saboteur {
            options: options.clone(),
            players: n,
            rng,
            round: 0,
            maze: Maze::new(0),
            deck: Vec::new(),
            discard: Vec::new(),
            removed: Vec::new(),
            hands: vec![Vec::new(); n],
            roles: Vec::new(),
            set_aside: Vec::new(),
            dropped_roles: Vec::new(),
            in_front: vec![Vec::new(); n],
            thefts: Vec::new(),
            gold: vec![0; n],
            paid: 0,
            supply,
            current: first,
            last_player: first,
            completer: None,
            stage: Stage::Turn,
            maps: vec![Vec::new(); n],
            inspected: vec![Vec::new(); n],
            reputation: vec![0; n],
            reports: Vec::new(),
            turns: 0,
            quiet: false,
        };
        g.start_round(first);
        Ok(g)
    }

    pub fn players(&self) -> usize {
        self.players
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn turn(&self) -> u32 {
        self.turns
    }

    pub fn gold(&self) -> &[u32] {
        &self.gold
    }

    pub fn reports(&self) -> &[RoundReport] {
        &self.reports
    }

    pub fn pending(&self) -> Pending {
        match &self.stage {
            Stage::Turn => Pending::Seat(self.current),
            Stage::Theft { queue } => Pending::Seat(queue[0]),
            Stage::Nuggets { order, .. } => Pending::Seat(order[0]),
            Stage::RoundOver { next } => Pending::Seat(*next),
            Stage::Over => Pending::Over,
        }
    }

    pub fn expansion(&self) -> bool {
        self.options.mode == Mode::Saboteur2
    }

    /// The tool or Trapped! card stopping `seat` from placing path cards, if any.
    pub fn blocked_by(&self, seat: Seat) -> Option<Act> {
        self.in_front[seat].iter().copied().find(|a| matches!(a, Act::Broken(_) | Act::Trapped))
    }

    pub fn is_trapped(&self, seat: Seat) -> bool {
        self.in_front[seat].contains(&Act::Trapped)
    }

    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        if !self.pending().includes(seat) {
            return err(msg!("saboteur-err-not-your-decision"));
        }
        match (&self.stage, action) {
            (Stage::Turn, Action::Place { card, at, flipped }) => self.place(seat, *card, *at, *flipped),
            (Stage::Turn, Action::Play { card, target }) => self.play(seat, *card, *target),
            (Stage::Turn, Action::Remove { discards, card }) => self.remove_in_front(seat, *discards, *card),
            (Stage::Turn, Action::Pass { discards }) => self.pass(seat, discards),
            (Stage::Theft { .. }, Action::Steal(victim)) => self.steal(seat, *victim),
            (Stage::Nuggets { .. }, Action::Keep(value)) => self.keep_nugget(seat, *value),
            (Stage::RoundOver { next }, Action::Continue) => {
                let next = *next;
                Ok(Applied::new(self.next_round(next), false))
            }
            (Stage::Turn, _) => err(msg!("saboteur-err-turn")),
            (Stage::Theft { .. }, _) => err(msg!("saboteur-err-theft")),
            (Stage::Nuggets { .. }, _) => err(msg!("saboteur-err-nuggets")),
            (Stage::RoundOver { .. }, _) => err(msg!("saboteur-err-round-over")),
            (Stage::Over, _) => err(msg!("saboteur-err-game-over")),
        }
    }

    /// Takes one copy of `card` out of `seat`'s hand.
    pub(super) fn take(&mut self, seat: Seat, card: Card) -> Result<(), RuleError> {
        match self.hands[seat].iter().position(|&c| c == card) {
            Some(i) => {
                self.hands[seat].remove(i);
                Ok(())
            }
            None => err(msg!("saboteur-err-not-held", card = card.msg())),
        }
    }

    /// Draws up to `n` cards; returns how many were drawn.
    pub(super) fn draw(&mut self, seat: Seat, n: usize) -> usize {
        let k = n.min(self.deck.len());
        for _ in 0..k {
            if let Some(c) = self.deck.pop() {
                self.hands[seat].push(c);
            }
        }
        k
    }

    fn place(&mut self, seat: Seat, card: u8, at: Pos, flipped: bool) -> Result<Applied, RuleError> {
        let Some(data) = deck().path_cards.get(card as usize) else {
            return err(msg!("saboteur-err-no-path-card"));
        };
        if !self.hands[seat].contains(&Card::Path(card)) {
            return err(msg!("saboteur-err-not-held", card = data.title.clone()));
        }
        if let Some(why) = blocked(&self.in_front[seat]) {
            return err(why);
        }
        let reveals = self.maze.place(card as usize, flipped, at).map_err(|e| RuleError(e.msg()))?;
        self.take(seat, Card::Path(card))?;
        self.reputation[seat] += if digs(&Segs::of(data, flipped)) { 1 } else { -1 };
        let mut events = Vec::new();
        say!(self, events, {
            let (card, turned) = data.laid_title(flipped);
            let (who, x, y) = (Arg::Seat(seat), at.0, at.1);
            Event::public(if turned {
                // The name is the card's as printed: say which sides are open as it lies.
                let open = super::maze::flip(data.openings());
                let sides: Vec<Msg> = [
                    (super::maze::N, msg!("saboteur-side-n")),
                    (super::maze::E, msg!("saboteur-side-e")),
                    (super::maze::S, msg!("saboteur-side-s")),
                    (super::maze::W, msg!("saboteur-side-w")),
                ]
                .into_iter()
                .filter(|(e, _)| open & e != 0)
                .map(|(_, m)| m)
                .collect();
                let sides = super::round::chain(sides, |first, rest| {
                    msg!("saboteur-sides", first = first, rest = rest)
                })
                .unwrap_or_else(|| msg!("saboteur-side-none"));
                msg!("saboteur-log-placed-turned", who = who, card = card, sides = sides, x = x, y = y)
            } else {
                msg!("saboteur-log-placed", who = who, card = card, x = x, y = y)
            })
        });
        let mut gold = false;
        for r in reveals {
            match r {
                Reveal::Gold(p) => {
                    gold = true;
                    say!(self, events, Event::public(msg!("saboteur-log-goal-gold", x = p.0, y = p.1)));
                }
                Reveal::Stone(p) => {
                    say!(self, events, Event::public(msg!("saboteur-log-goal-stone", x = p.0, y = p.1)))
                }
            }
        }
        if gold {
            self.completer = Some(seat);
            self.last_player = seat;
            self.turns += 1;
            events.extend(self.end_round());
            return Ok(Applied::new(events, false));
        }
        let drew = self.draw(seat, 1);
        events.extend(self.advance(seat));
        Ok(Applied::new(events, drew == 0))
    }

    fn remove_in_front(&mut self, seat: Seat, discards: [Card; 2], card: Act) -> Result<Applied, RuleError> {
        if !self.expansion() {
            return err(msg!("saboteur-err-remove-classic"));
        }
        let Some(i) = self.in_front[seat].iter().position(|&a| a == card) else {
            return err(msg!("saboteur-err-not-in-front", card = card.msg()));
        };
        let hand = self.hands[seat].clone();
        for c in discards {
            if let Err(e) = self.take(seat, c) {
                self.hands[seat] = hand;
                return Err(e);
            }
        }
        self.in_front[seat].remove(i);
        self.thefts.retain(|&s| !(card == Act::Theft && s == seat));
        self.discard.extend(discards);
        self.discard.push(Card::Action(card));
        let mut events = Vec::new();
        say!(
            self,
            events,
            Event::public(msg!("saboteur-log-removed", who = Arg::Seat(seat), card = card.msg()))
        );
        let drew = self.draw(seat, 1);
        events.extend(self.advance(seat));
        Ok(Applied::new(events, drew == 0))
    }

    fn pass(&mut self, seat: Seat, discards: &[Card]) -> Result<Applied, RuleError> {
        let held = self.hands[seat].len();
        let most = if self.expansion() { 3 } else { 1 };
        if held > 0 && !(1..=most).contains(&discards.len()) {
            return err(msg!("saboteur-err-pass-count", most = most));
        }
        let hand = self.hands[seat].clone();
        for &c in discards {
            if let Err(e) = self.take(seat, c) {
                self.hands[seat] = hand;
                return Err(e);
            }
        }
        self.discard.extend_from_slice(discards);
        let n = discards.len();
        let drew = self.draw(seat, if self.expansion() { n } else { 1 });
        let mut events = Vec::new();
        say!(self, events, Event::public(msg!("saboteur-log-passed", who = Arg::Seat(seat), n = n)));
        events.extend(self.advance(seat));
        Ok(Applied::new(events, drew == 0))
    }

    /// After `seat`'s turn: the next player clockwise who holds cards, or the round ends when nobody
    /// does.
    pub(super) fn advance(&mut self, seat: Seat) -> Vec<Event> {
        self.last_player = seat;
        self.turns += 1;
        let n = self.players;
        match (1..=n).map(|k| (seat + k) % n).find(|&s| !self.hands[s].is_empty()) {
            Some(next) => {
                self.current = next;
                Vec::new()
            }
            None => {
                let mut events = Vec::new();
                say!(self, events, Event::public(msg!("saboteur-log-hands-empty")));
                events.extend(self.end_round());
                events
            }
        }
    }
}

/// Why a player with these cards in front of them cannot place path cards, if they cannot.
pub fn blocked(in_front: &[Act]) -> Option<Msg> {
    in_front.iter().find_map(|a| match a {
        Act::Broken(t) => Some(msg!("saboteur-err-broken", tool = t.msg())),
        Act::Trapped => Some(msg!("saboteur-err-trapped")),
        _ => None,
    })
}

/// Whether a card played this way extends tunnels (a segment with two or more openings) rather than
/// only dead ends.
pub fn digs(segs: &Segs) -> bool {
    segs.iter().any(|s| s.count_ones() >= 2)
}
