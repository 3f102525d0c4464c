//! Sheriff of Nottingham rules: the state, whose decision it is, the turn (draw, action, optional
//! scoring), the Sheriff's move with favours, the empty deck and the end. Actions are in
//! `actions.rs`, scoring in `scoring.rs`. Pure: no terminal, no clock, no files.

use serde::{Deserialize, Serialize};

use crate::engine::game::err;
use crate::engine::{Applied, GameRng, Pending, RuleError, Seat, Setup};
use crate::i18n::Msg;
use crate::msg;

pub(super) use log::Log;

use super::data::{ActionKind, data};
use super::scoring::{Ambush, Item, favoured};
use super::words::{self, seat as who};

#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {
    /// Ask an attacked player about Defence only when they hold a Necklace (the prompt then reveals
    /// that they do). Off by default: everyone attacked is asked.
    pub defence_only_when_possible: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Put the drawn card into the hand.
    Keep,
    /// Carry out the drawn card's action (Theft, Robbery and Raid name a target).
    Act {
        target: Option<Seat>,
    },
    /// Answer an attack: play a Necklace or not.
    Defend(bool),
    /// Robbery or Raid: take this item from the target's hand.
    Take(Item),
    /// Buy: the card offered for the Copper coin.
    Offer(Item),
    /// Trade: one or two cards offered, face up.
    TradeOffer(Vec<Item>),
    /// Buy: the offer taken (`None` refuses all); Trade: the offer accepted.
    Accept(Option<Seat>),
    /// Ambush: the ambush card kept.
    KeepAmbush(Ambush),
    ScoreSet {
        item: Item,
        count: usize,
    },
    ScoreTask {
        task: usize,
        cards: Vec<Item>,
    },
    /// End the turn without scoring.
    EndTurn,
    /// Strike a scoring set with this ambush card, or let it pass.
    Strike(Option<Ambush>),
    /// Empty deck: the cards discarded down to the Sheriff's number.
    Discard(Vec<Item>),
}

/// What a draw from the item deck gave.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Draw {
    Card(Item),
    /// Deck and discard pile empty and nobody above the Sheriff's number: no card.
    Skipped,
    /// A discard-down round started (the stage is `DiscardDown`) or the game ended.
    Interrupted,
}

/// What happens after an empty-deck discard round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resume {
    StartTurn,
    Favours { left: Vec<Seat> },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// The active player chooses: keep the drawn card or carry out its action.
    Drawn {
        card: Item,
    },
    /// The attacked player may defend with a Necklace.
    Defence {
        card: Item,
        target: Seat,
    },
    /// Robbery or Raid: the active player takes a card from the target's hand.
    Pick {
        card: Item,
        target: Seat,
        raid: bool,
    },
    /// Buy: secret offers, made in any order by everyone who can; `asked` is the first of the
    /// others (clockwise from the active player's left) who has not answered yet.
    BuyOffers {
        offers: Vec<Option<Item>>,
        asked: usize,
    },
    BuyChoice {
        offers: Vec<Option<Item>>,
    },
    /// Ambush: the active player keeps one of two ambush cards.
    AmbushChoice {
        drawn: [Ambush; 2],
    },
    /// Trade: face-up offers, one seat at a time clockwise from the active player's left.
    TradeOffers {
        offers: Vec<Vec<Item>>,
        asked: usize,
    },
    TradeChoice {
        offers: Vec<Vec<Item>>,
    },
    /// The active player may score once, or end the turn.
    Score,
    /// A laid-out set of `laid` cards of `item`; `queue` are the players with ambush cards still to
    /// be asked (clockwise from the scorer), the first one deciding now.
    Strike {
        item: Item,
        laid: usize,
        queue: Vec<Seat>,
    },
    /// Empty deck and discard pile: players above `limit` discard down, then `resume`.
    DiscardDown {
        limit: usize,
        resume: Resume,
    },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheriff {
    pub(super) options: Options,
    pub(super) deck: Vec<Item>,
    pub(super) discard: Vec<Item>,
    pub(super) hands: Vec<Vec<Item>>,
    pub(super) winnings: Vec<Vec<Item>>,
    /// Face down; the top is the last card, "under the deck" is the front.
    pub(super) ambush_deck: Vec<Ambush>,
    /// Ambush cards in front of each player, each with a Gold under it.
    pub(super) ambushes: Vec<Vec<Ambush>>,
    /// Colour cards of unused colours, out of the game.
    pub(super) unused_ambush: Vec<Ambush>,
    /// Who completed each task (in order).
    pub(super) tasks: Vec<Vec<Seat>>,
    /// 0 is Nottingham; 1..=20 the track spaces; back to Nottingham ends the game.
    pub(super) sheriff: usize,
    pub(super) active: Seat,
    pub(super) stage: Stage,
    pub(super) turns: u32,
    pub(super) rng: GameRng,
    /// A search's sampled state: its moves write no log lines (formatting them was a third of a
    /// playout's time). Never saved; a real game always logs.
    #[serde(skip)]
    pub(super) quiet: bool,
    /// Per seat, per other seat: the cards it knows to be in that hand ([`super::knowledge`]).
    #[serde(skip)]
    pub(super) known: Vec<Vec<Vec<Item>>>,
    /// The hidden parts of the move being applied, for the knowledge update.
    #[serde(skip)]
    pub(super) secrets: super::knowledge::Secrets,
}

/// Spaces on the track after Nottingham.
pub fn track_len() -> usize {
    data().track.len()
}

impl Sheriff {
    pub fn new(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        let n = setup.players;
        if !(3..=7).contains(&n) {
            return err(msg!("sheriff-err-players", n = n));
        }
        if setup.first.is_some_and(|f| f >= n) {
            return err(msg!("sheriff-err-first"));
        }
        let d = data();
        let mut rng = GameRng::new(setup.seed);
        let mut deck: Vec<Item> =
            (0..d.items.len()).flat_map(|i| std::iter::repeat_n(i, d.items_per_type)).collect();
        rng.shuffle(&mut deck);
        let hands = (0..n).map(|_| deck.split_off(deck.len() - d.starting_hand)).collect();
        let pairs =
            d.ambush_pairs.iter().map(|[a, b]| Ambush::Pair(d.item(a).unwrap_or(0), d.item(b).unwrap_or(0)));
        let mut ambush_deck: Vec<Ambush> = (0..n).map(Ambush::Colour).chain(pairs).collect();
        rng.shuffle(&mut ambush_deck);
        let active = setup.first.unwrap_or_else(|| rng.below(n));
        let mut g = Sheriff {
            options: options.clone(),
            deck,
            discard: Vec::new(),
            hands,
            winnings: vec![Vec::new(); n],
            ambush_deck,
            ambushes: vec![Vec::new(); n],
            unused_ambush: (n..d.ambush_colours.len()).map(Ambush::Colour).collect(),
            tasks: vec![Vec::new(); d.tasks.len()],
            sheriff: 0,
            active,
            stage: Stage::Score,
            turns: 0,
            rng,
            quiet: false,
            known: vec![vec![Vec::new(); n]; n],
            secrets: Default::default(),
        };
        let mut events = Log::new(false);
        g.start_turn(&mut events);
        Ok(g)
    }

    pub fn players(&self) -> usize {
        self.hands.len()
    }

    /// This state without a log: its moves return no events (as a search's samples play).
    pub fn quiet(mut self) -> Self {
        self.quiet = true;
        self
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    pub fn active(&self) -> Seat {
        self.active
    }

    pub fn hand(&self, seat: Seat) -> &[Item] {
        &self.hands[seat]
    }

    pub fn sheriff(&self) -> usize {
        self.sheriff
    }

    pub fn turn(&self) -> u32 {
        self.turns
    }

    /// The `i`-th seat clockwise from the active player's left (`others()[i]` without the list).
    pub(super) fn other(&self, i: usize) -> Seat {
        (self.active + 1 + i) % self.players()
    }

    /// Seats clockwise from the active player's left (everyone but the active player).
    pub(super) fn others(&self) -> Vec<Seat> {
        let n = self.players();
        (1..n).map(|i| (self.active + i) % n).collect()
    }

    /// The hand-size number of the Sheriff's space. Nottingham prints none; before the Sheriff's first
    /// move it counts as the first space's number, the space it is about to reach (*decision*, shown
    /// in the help): an empty-deck round there discards down to 5, then the Sheriff moves to that 5.
    pub fn space_number(&self) -> usize {
        data().track[self.sheriff.max(1) - 1]
    }

    pub fn pending(&self) -> Pending {
        match &self.stage {
            Stage::Over => Pending::Over,
            Stage::Defence { target, .. } => Pending::Seat(*target),
            // Secret offers: everyone still to offer chooses at once (one laptop asks them in turn).
            Stage::BuyOffers { offers, asked } => {
                Pending::Each { seats: self.buy_offerers(offers, *asked), first: self.other(*asked) }
            }
            // Face-up offers: each offerer sees the ones before.
            Stage::TradeOffers { asked, .. } => Pending::Seat(self.other(*asked)),
            Stage::Strike { queue, .. } => Pending::Seat(queue[0]),
            Stage::DiscardDown { limit, .. } => Pending::Seat(self.over_limit(*limit).unwrap_or(self.active)),
            _ => Pending::Seat(self.active),
        }
    }

    /// The first player (clockwise from the active one) holding more than `limit` cards.
    pub(super) fn over_limit(&self, limit: usize) -> Option<Seat> {
        let n = self.players();
        (0..n).map(|i| (self.active + i) % n).find(|&s| self.hands[s].len() > limit)
    }

    pub(super) fn take_from_hand(&mut self, seat: Seat, item: Item) -> Result<(), RuleError> {
        match self.hands[seat].iter().position(|&c| c == item) {
            Some(i) => {
                self.hands[seat].swap_remove(i);
                Ok(())
            }
            None => err(msg!("sheriff-err-not-held", who = who(seat), card = words::item(item))),
        }
    }

    /// Takes all of `cards` from `seat`'s hand, or none of them if one is missing.
    pub(super) fn take_cards(&mut self, seat: Seat, cards: &[Item]) -> Result<(), RuleError> {
        let mut hand = self.hands[seat].clone();
        for &c in cards {
            match hand.iter().position(|&h| h == c) {
                Some(i) => {
                    hand.swap_remove(i);
                }
                None => {
                    return err(msg!("sheriff-err-not-enough", who = who(seat), card = words::item_n(c, 2)));
                }
            }
        }
        self.hands[seat] = hand;
        Ok(())
    }

    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        if self.stage == Stage::Over {
            return err(msg!("sheriff-err-over"));
        }
        if !self.pending().includes(seat) {
            if let Stage::BuyOffers { offers, .. } = &self.stage
                && offers.get(seat).copied().flatten().is_some()
            {
                return err(msg!("sheriff-err-offered"));
            }
            return err(msg!("sheriff-err-not-yours"));
        }
        let mut events = Log::new(self.quiet);
        // What the knowledge update compares against. Only a Buy's stages are read from the stage
        // before (any other counts as Score there), and the hands go into one list, not one each.
        let before = (!self.quiet).then(|| {
            let buy = matches!(self.stage, Stage::BuyOffers { .. } | Stage::BuyChoice { .. });
            (buy.then(|| self.stage.clone()), super::knowledge::Hands::of(&self.hands))
        });
        match (self.stage.clone(), action) {
            (Stage::Drawn { card }, Action::Keep) => {
                self.hands[seat].push(card);
                events.public(|| {
                    msg!(
                        "sheriff-log-kept",
                        who = who(seat),
                        card = words::item(card),
                        the = words::the(card)
                    )
                });
                self.stage = Stage::Score;
            }
            (Stage::Drawn { card }, Action::Act { target }) => self.act(card, *target, &mut events)?,
            (Stage::Defence { card, target }, Action::Defend(d)) => {
                self.defend(card, target, *d, &mut events)?
            }
            (Stage::Pick { card, target, .. }, Action::Take(item)) => {
                self.pick(card, target, *item, &mut events)?
            }
            (Stage::BuyOffers { offers, asked }, Action::Offer(item)) => {
                self.buy_offer(seat, offers, asked, *item, &mut events)?
            }
            (Stage::BuyChoice { offers }, Action::Accept(from)) => {
                self.buy_choice(offers, *from, &mut events)?
            }
            (Stage::TradeOffers { offers, asked }, Action::TradeOffer(cards)) => {
                self.trade_offer(offers, asked, cards, &mut events)?
            }
            (Stage::TradeChoice { offers }, Action::Accept(from)) => {
                self.trade_choice(offers, *from, &mut events)?
            }
            (Stage::AmbushChoice { drawn }, Action::KeepAmbush(a)) => {
                self.keep_ambush(drawn, *a, &mut events)?
            }
            (Stage::Score, Action::ScoreSet { item, count }) => self.score_set(*item, *count, &mut events)?,
            (Stage::Score, Action::ScoreTask { task, cards }) => {
                self.score_task(*task, cards, &mut events)?
            }
            (Stage::Score, Action::EndTurn) => self.end_turn(&mut events),
            (Stage::Strike { item, laid, queue }, Action::Strike(a)) => {
                self.strike(item, laid, queue, *a, &mut events)?
            }
            (Stage::DiscardDown { limit, resume }, Action::Discard(cards)) => {
                self.discard_down(seat, limit, resume, cards, &mut events)?
            }
            (stage, _) => return Err(RuleError(wrong_time(&stage))),
        }
        if let Some((stage, hands)) = before {
            self.learn(stage.as_ref().unwrap_or(&Stage::Score), action, &hands);
        }
        // Keeping the drawn card reveals and draws nothing, and the same player goes on to score, so
        // it may be taken back (to carry out the card's action instead); everything else shows a card,
        // draws one or passes the decision on.
        Ok(Applied::new(events.events, *action == Action::Keep))
    }

    /// Draws the turn's card and shows it to everyone.
    pub(super) fn start_turn(&mut self, events: &mut Log) {
        match self.draw(Resume::StartTurn, events) {
            Draw::Card(card) if data().items[card].action == ActionKind::Defence => {
                self.hands[self.active].push(card);
                let active = self.active;
                events.public(|| {
                    msg!(
                        "sheriff-log-drew-defence",
                        who = who(active),
                        card = words::item(card),
                        the = words::the(card)
                    )
                });
                self.stage = Stage::Score;
            }
            Draw::Card(card) => {
                let active = self.active;
                events.public(|| {
                    msg!(
                        "sheriff-log-drew",
                        who = who(active),
                        card = words::item(card),
                        the = words::the(card)
                    )
                });
                self.stage = Stage::Drawn { card };
            }
            // No card could be drawn: the turn goes on to scoring.
            Draw::Skipped => self.stage = Stage::Score,
            Draw::Interrupted => {}
        }
    }

    /// Draws an item card. An empty deck takes the shuffled discard pile; with none, players above the
    /// Sheriff's number discard down (a decision each: the stage becomes `DiscardDown` and
    /// [`Draw::Interrupted`] is returned), the Sheriff moves without favours and the discards become
    /// the deck. If nobody is above the number, the Sheriff moves on and the new space's number is
    /// tried; if nobody is above that either, the draw is skipped.
    ///
    /// At Nottingham (deck and discard pile empty before the Sheriff's first move, possible only if
    /// nobody has scored for about 25 rounds) the number is the first space's, 5: the space the
    /// Sheriff is about to reach (*decision*, in the help; see [`Sheriff::space_number`]).
    pub(super) fn draw(&mut self, resume: Resume, events: &mut Log) -> Draw {
        if self.deck.is_empty() && !self.discard.is_empty() {
            self.deck = std::mem::take(&mut self.discard);
            self.rng.shuffle(&mut self.deck);
            events.public(|| msg!("sheriff-log-reshuffled"));
        }
        let mut first = true;
        while self.deck.is_empty() {
            let limit = self.space_number();
            if self.over_limit(limit).is_some() {
                events.public(|| msg!("sheriff-log-discard-round", limit = limit));
                self.stage = Stage::DiscardDown { limit, resume };
                return Draw::Interrupted;
            }
            if !first {
                events.public(|| msg!("sheriff-log-draw-skipped"));
                return Draw::Skipped;
            }
            first = false;
            if !self.advance_sheriff(events) {
                return Draw::Interrupted;
            }
        }
        self.deck.pop().map_or(Draw::Skipped, Draw::Card)
    }

    fn discard_down(
        &mut self,
        seat: Seat,
        limit: usize,
        resume: Resume,
        cards: &[Item],
        events: &mut Log,
    ) -> Result<(), RuleError> {
        if let Some(why) = discard_problem(self.hands[seat].len(), limit, cards) {
            return Err(RuleError(why));
        }
        self.take_cards(seat, cards)?;
        self.discard.extend(cards);
        events.public(|| msg!("sheriff-log-discarded", who = who(seat), n = cards.len()));
        if self.over_limit(limit).is_some() {
            return Ok(());
        }
        // Everyone is down: the round is over (the stage must not outlive it, or a later skipped
        // draw would look like a new round). The Sheriff moves without favours; the discards
        // become the deck; the interrupted draw is made again.
        self.stage = Stage::Score;
        if !self.advance_sheriff(events) {
            return Ok(());
        }
        self.deck = std::mem::take(&mut self.discard);
        self.rng.shuffle(&mut self.deck);
        match resume {
            Resume::StartTurn => self.start_turn(events),
            Resume::Favours { left } => self.give_favours(left, events),
        }
        Ok(())
    }

    /// Moves the Sheriff one space; returns false if that ended the game (back at Nottingham).
    pub(super) fn advance_sheriff(&mut self, events: &mut Log) -> bool {
        self.sheriff += 1;
        if self.sheriff > track_len() {
            self.sheriff = 0;
            events.public(|| msg!("sheriff-log-home"));
            self.stage = Stage::Over;
            return false;
        }
        let n = self.space_number();
        events.public(|| msg!("sheriff-log-moves", n = n));
        true
    }

    /// After a successful scoring: the Sheriff moves, favoured players draw, the turn ends.
    pub(super) fn sheriff_moves(&mut self, events: &mut Log) {
        if !self.advance_sheriff(events) {
            return;
        }
        let sizes: Vec<usize> = self.hands.iter().map(Vec::len).collect();
        let queue = favoured(&sizes, self.space_number(), self.active);
        self.give_favours(queue, events);
    }

    fn give_favours(&mut self, mut queue: Vec<Seat>, events: &mut Log) {
        while !queue.is_empty() {
            let seat = queue[0];
            match self.draw(Resume::Favours { left: queue.clone() }, events) {
                Draw::Card(card) => {
                    self.hands[seat].push(card);
                    if !self.quiet {
                        self.secrets.favours.push((seat, card));
                    }
                    events.public(|| msg!("sheriff-log-favour", who = who(seat)));
                    events.private(seat, || msg!("sheriff-log-your-favour", card = words::item(card)));
                }
                // A discard round resumes the queue from this seat when it ends (or the game ended).
                Draw::Interrupted => return,
                Draw::Skipped => {}
            }
            queue.remove(0);
        }
        self.end_turn(events);
    }

    pub(super) fn end_turn(&mut self, events: &mut Log) {
        if self.stage == Stage::Over {
            return;
        }
        if self.tasks.iter().all(|t| t.len() >= 2) {
            events.public(|| msg!("sheriff-log-last-task"));
            self.stage = Stage::Over;
            return;
        }
        self.turns += 1;
        self.active = (self.active + 1) % self.players();
        events.turn_starts();
        self.start_turn(events);
    }
}

/// Why discarding `cards` from a hand of `held` cards does not bring it down to `limit`, or `None`
/// when it does (whether the hand holds them is checked when they are taken). Screens show this
/// reason while a player marks the cards.
pub fn discard_problem(held: usize, limit: usize, cards: &[Item]) -> Option<Msg> {
    // `pending` only asks seats above the limit (an invariant); refuse rather than underflow.
    let Some(must) = held.checked_sub(limit).filter(|&m| m > 0) else {
        return Some(msg!("sheriff-err-nothing-to-discard", limit = limit));
    };
    (cards.len() != must).then(|| msg!("sheriff-err-discard-exactly", n = must, limit = limit))
}

fn wrong_time(stage: &Stage) -> Msg {
    let d = data();
    let by_action = |a: ActionKind| d.items.iter().position(|i| i.action == a).unwrap_or(0);
    match stage {
        Stage::Drawn { .. } => msg!("sheriff-wait-drawn"),
        Stage::Defence { .. } => {
            let necklace = by_action(ActionKind::Defence);
            msg!("sheriff-wait-defence", necklace = words::item(necklace), nthe = words::the(necklace))
        }
        Stage::Pick { .. } => msg!("sheriff-wait-pick"),
        Stage::BuyOffers { .. } => {
            let c = by_action(ActionKind::Buy);
            msg!("sheriff-wait-buy", card = words::item(c), the = words::the(c))
        }
        Stage::TradeOffers { .. } => {
            let c = by_action(ActionKind::Trade);
            msg!("sheriff-wait-trade", card = words::item(c), the = words::the(c))
        }
        Stage::BuyChoice { .. } | Stage::TradeChoice { .. } => msg!("sheriff-wait-choice"),
        Stage::AmbushChoice { .. } => msg!("sheriff-wait-ambush"),
        Stage::Score => msg!("sheriff-wait-score"),
        Stage::Strike { .. } => msg!("sheriff-wait-strike"),
        Stage::DiscardDown { limit, .. } => msg!("sheriff-wait-discard", limit = *limit),
        Stage::Over => msg!("sheriff-err-over"),
    }
}

mod log {
    use crate::engine::{Event, Seat};
    use crate::i18n::Msg;

    /// The log lines a move writes. Each line's message is built only when it is kept: a search's
    /// sampled states are quiet and skip building them.
    pub(in crate::games::sheriff) struct Log {
        quiet: bool,
        /// The next line opens a new turn.
        starting: bool,
        pub(in crate::games::sheriff) events: Vec<Event>,
    }

    impl Log {
        pub(in crate::games::sheriff) fn new(quiet: bool) -> Self {
            Log { quiet, starting: false, events: Vec::new() }
        }

        /// The lines from the next one on belong to the turn that starts now.
        pub(in crate::games::sheriff) fn turn_starts(&mut self) {
            self.starting = true;
        }

        fn push(&mut self, event: impl FnOnce() -> Event) {
            if !self.quiet {
                let event = event();
                let starts = std::mem::take(&mut self.starting);
                self.events.push(if starts { event.starting_turn() } else { event });
            }
        }

        pub(in crate::games::sheriff) fn public(&mut self, text: impl FnOnce() -> Msg) {
            self.push(|| Event::public(text()));
        }

        pub(in crate::games::sheriff) fn private(&mut self, seat: Seat, text: impl FnOnce() -> Msg) {
            self.push(|| Event::private(seat, text()));
        }

        pub(in crate::games::sheriff) fn note(&mut self, seat: Seat, text: impl FnOnce() -> Msg) {
            self.push(|| Event::note(seat, text()));
        }
    }
}
