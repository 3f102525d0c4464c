//! What one seat may know in Sheriff of Nottingham: public information, its own hand, ambush cards
//! and offer, and what an action shows it (a robbed hand only to the robber, a raided one to all).

use crate::engine::Seat;

use super::rules::{Resume, Sheriff, Stage};
use super::scoring::{Ambush, Item};

/// The public shape of the current decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    Drawn { card: Item },
    Defence { card: Item, target: Seat },
    Pick { card: Item, target: Seat, raid: bool },
    BuyOffers,
    BuyChoice,
    AmbushChoice,
    TradeOffers,
    TradeChoice,
    Score,
    Strike { item: Item, laid: usize },
    DiscardDown { limit: usize },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheriffView {
    pub seat: Option<Seat>,
    pub players: usize,
    pub active: Seat,
    /// Whose decision it is (None when over); of secret Buy offers, the first still to come (the
    /// one a laptop asks now).
    pub decider: Option<Seat>,
    /// Everyone deciding now, clockwise: several only for secret Buy offers, made in any order.
    pub deciding: Vec<Seat>,
    pub phase: Phase,
    pub sheriff: usize,
    pub deck: usize,
    pub discard: Vec<Item>,
    pub hand: Option<Vec<Item>>,
    /// The seat's own winnings pile (face down to others, known to its owner).
    pub own_winnings: Vec<Item>,
    pub hand_sizes: Vec<usize>,
    pub winnings: Vec<usize>,
    pub ambush_counts: Vec<usize>,
    pub own_ambushes: Vec<Ambush>,
    pub ambush_deck: usize,
    pub tasks: Vec<Vec<Seat>>,
    /// Buy: who has made an offer; the seat's own offer; all offers once revealed.
    pub offered: Vec<bool>,
    pub own_offer: Option<Item>,
    pub revealed_offers: Option<Vec<Option<Item>>>,
    /// Trade offers (face up).
    pub trade_offers: Vec<Vec<Item>>,
    /// The two ambush cards drawn (only for the active player).
    pub ambush_choice: Option<[Ambush; 2]>,
    /// A hand this seat may see because of a Robbery (only the robber) or a Raid (everyone).
    pub shown_hand: Option<(Seat, Vec<Item>)>,
    /// Per seat, the cards this seat knows to be in that hand (what it saw go in and not come out).
    pub known: Vec<Vec<Item>>,
    /// Every winnings pile: each card was laid out face up before it was kept.
    pub piles: Vec<Vec<Item>>,
    /// A discard-down round: what follows it (the favours still due are public).
    pub resume: Option<Resume>,
    /// The table's option: Defence is asked only of players holding a Necklace.
    pub defence_only_when_possible: bool,
    /// Turns played so far.
    pub turns: u32,
}

impl SheriffView {
    pub fn of(g: &Sheriff, seat: Option<Seat>) -> Self {
        let n = g.players();
        let phase = match g.stage() {
            Stage::Drawn { card } => Phase::Drawn { card: *card },
            Stage::Defence { card, target } => Phase::Defence { card: *card, target: *target },
            Stage::Pick { card, target, raid } => Phase::Pick { card: *card, target: *target, raid: *raid },
            Stage::BuyOffers { .. } => Phase::BuyOffers,
            Stage::BuyChoice { .. } => Phase::BuyChoice,
            Stage::AmbushChoice { .. } => Phase::AmbushChoice,
            Stage::TradeOffers { .. } => Phase::TradeOffers,
            Stage::TradeChoice { .. } => Phase::TradeChoice,
            Stage::Score => Phase::Score,
            Stage::Strike { item, laid, .. } => Phase::Strike { item: *item, laid: *laid },
            Stage::DiscardDown { limit, .. } => Phase::DiscardDown { limit: *limit },
            Stage::Over => Phase::Over,
        };
        let offers = match g.stage() {
            Stage::BuyOffers { offers, .. } | Stage::BuyChoice { offers } => offers.clone(),
            _ => vec![None; n],
        };
        // A shown hand in item order, as hands are shown everywhere (not in pick-up order).
        let sorted = |t: Seat| {
            let mut h = g.hands[t].clone();
            h.sort_unstable();
            (t, h)
        };
        let shown_hand = match g.stage() {
            Stage::Pick { target, raid: true, .. } => Some(sorted(*target)),
            Stage::Pick { target, raid: false, .. } if seat == Some(g.active()) => Some(sorted(*target)),
            _ => None,
        };
        SheriffView {
            seat,
            players: n,
            active: g.active(),
            decider: g.pending().first(),
            deciding: g.pending().order(),
            phase,
            sheriff: g.sheriff,
            deck: g.deck.len(),
            discard: g.discard.clone(),
            hand: seat.map(|s| g.hands[s].clone()),
            own_winnings: seat.map(|s| g.winnings[s].clone()).unwrap_or_default(),
            hand_sizes: g.hands.iter().map(Vec::len).collect(),
            winnings: g.winnings.iter().map(Vec::len).collect(),
            ambush_counts: g.ambushes.iter().map(Vec::len).collect(),
            own_ambushes: seat.map(|s| g.ambushes[s].clone()).unwrap_or_default(),
            ambush_deck: g.ambush_deck.len(),
            tasks: g.tasks.clone(),
            offered: offers.iter().map(Option::is_some).collect(),
            own_offer: seat.and_then(|s| offers[s]),
            revealed_offers: matches!(g.stage(), Stage::BuyChoice { .. }).then_some(offers),
            trade_offers: match g.stage() {
                Stage::TradeOffers { offers, .. } | Stage::TradeChoice { offers } => offers.clone(),
                _ => vec![Vec::new(); n],
            },
            ambush_choice: match g.stage() {
                Stage::AmbushChoice { drawn } if seat == Some(g.active()) => Some(*drawn),
                _ => None,
            },
            shown_hand,
            known: (0..n).map(|h| seat.map_or(&[][..], |s| g.known(s, h)).to_vec()).collect(),
            piles: g.winnings.clone(),
            resume: match g.stage() {
                Stage::DiscardDown { resume, .. } => Some(resume.clone()),
                _ => None,
            },
            defence_only_when_possible: g.options.defence_only_when_possible,
            turns: g.turn(),
        }
    }

    /// This view as a table that asks one seat at a time shows it: only the decider decides.
    pub fn one_at_a_time(&self) -> Self {
        SheriffView { deciding: self.decider.into_iter().collect(), ..self.clone() }
    }

    /// The seat's score if the game ended now: its winnings pile plus its task cards.
    pub fn score_now(&self) -> i32 {
        let Some(seat) = self.seat else { return 0 };
        let d = super::data::data();
        let pile: i32 = self.own_winnings.iter().map(|&i| d.items[i].value).sum();
        let tasks: i32 =
            d.tasks.iter().zip(&self.tasks).map(|(t, done)| super::scoring::task_points(t, done, seat)).sum();
        pile + tasks
    }

    /// How many of `item` the seat holds.
    pub fn held(&self, item: Item) -> usize {
        self.hand.as_ref().map_or(0, |h| h.iter().filter(|&&c| c == item).count())
    }
}
