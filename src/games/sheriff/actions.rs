//! The seven item actions: Buy, Theft, Ambush, Robbery, Raid, Defence and Trade.

use crate::engine::game::err;
use crate::engine::{RuleError, Seat, Seats};
use crate::i18n::Msg;
use crate::msg;

use super::data::{ActionKind, data};
use super::rules::{Log, Sheriff, Stage};
use super::scoring::{Ambush, Item};
use super::words::{self, item, list, seat as who, the};

fn item_named(n: &str) -> Item {
    data().item(n).unwrap_or(0)
}

/// Why `cards` are not an offer the rules take (Buy: exactly one card, never a Copper coin; Trade: one
/// or two, never a Treasure chest), or `None` when they are. Whether the hand holds them is checked
/// when the offer is made. Screens show this reason while a player marks an offer.
pub fn offer_problem(buy: bool, cards: &[Item]) -> Option<Msg> {
    let (banned, most) = if buy { (item_named("Copper coin"), 1) } else { (item_named("Treasure chest"), 2) };
    if cards.is_empty() || cards.len() > most {
        Some(if buy { msg!("sheriff-err-offer-one") } else { msg!("sheriff-err-offer-two") })
    } else if cards.contains(&banned) {
        Some(msg!("sheriff-err-offer-banned", card = item(banned), cards = words::item_n(banned, 2)))
    } else {
        None
    }
}

impl Sheriff {
    /// Whether the drawn `card`'s action can be carried out now (and against whom).
    pub fn action_targets(&self, card: Item) -> Option<Vec<Option<Seat>>> {
        match data().items[card].action {
            ActionKind::Defence => None,
            ActionKind::Theft | ActionKind::Robbery | ActionKind::Raid => {
                let t: Vec<Option<Seat>> =
                    self.others().into_iter().filter(|&s| !self.hands[s].is_empty()).map(Some).collect();
                (!t.is_empty()).then_some(t)
            }
            ActionKind::Ambush if self.ambush_deck.is_empty() => None,
            ActionKind::Buy | ActionKind::Ambush | ActionKind::Trade => Some(vec![None]),
        }
    }

    pub(super) fn act(
        &mut self,
        card: Item,
        target: Option<Seat>,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        let active = self.active;
        let Some(targets) = self.action_targets(card) else {
            return err(match data().items[card].action {
                ActionKind::Defence => msg!("sheriff-err-defence-hand", card = item(card)),
                ActionKind::Ambush => msg!("sheriff-err-no-ambush", card = item(card), the = the(card)),
                _ => msg!("sheriff-err-no-target-cards", card = item(card), the = the(card)),
            });
        };
        if !targets.contains(&target) {
            return err(match target {
                None => msg!("sheriff-err-choose-target"),
                Some(t) if t == active => msg!("sheriff-err-not-self"),
                Some(_) => msg!("sheriff-err-bad-target"),
            });
        }
        match (data().items[card].action, target) {
            (ActionKind::Buy, _) => {
                events.public(|| {
                    msg!("sheriff-log-buy", who = who(active), card = item(card), the = the(card))
                });
                self.start_buy(events);
            }
            (ActionKind::Trade, _) => {
                events.public(|| {
                    msg!("sheriff-log-trade", who = who(active), card = item(card), the = the(card))
                });
                self.next_trade_offer(vec![Vec::new(); self.players()], 0, events);
            }
            (ActionKind::Ambush, _) => self.ambush(card, events),
            (_, Some(t)) => {
                events.public(|| {
                    msg!(
                        "sheriff-log-attack",
                        who = who(active),
                        card = item(card),
                        the = the(card),
                        target = who(t)
                    )
                });
                let necklace = self.hands[t].contains(&item_named("Necklace"));
                if necklace || !self.options.defence_only_when_possible {
                    self.stage = Stage::Defence { card, target: t };
                } else {
                    self.attack(card, t, events);
                }
            }
            (_, None) => return err(msg!("sheriff-err-choose-target")),
        }
        Ok(())
    }

    pub(super) fn defend(
        &mut self,
        card: Item,
        target: Seat,
        defend: bool,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        if !defend {
            self.attack(card, target, events);
            return Ok(());
        }
        let necklace = item_named("Necklace");
        if !self.hands[target].contains(&necklace) {
            return err(msg!("sheriff-err-no-necklace", card = item(necklace)));
        }
        self.take_from_hand(target, necklace)?;
        self.hands[self.active].push(necklace);
        self.hands[target].push(card);
        let active = self.active;
        events.public(|| {
            msg!(
                "sheriff-log-defended",
                target = who(target),
                necklace = item(necklace),
                nthe = the(necklace),
                card = item(card),
                the = the(card),
                who = who(active)
            )
        });
        self.stage = Stage::Score;
        Ok(())
    }

    /// The undefended Theft, Robbery or Raid.
    fn attack(&mut self, card: Item, target: Seat, events: &mut Log) {
        let active = self.active;
        match data().items[card].action {
            ActionKind::Theft => {
                let i = self.rng.below(self.hands[target].len());
                let stolen = self.hands[target].swap_remove(i);
                self.secrets.taken = Some((active, target, stolen));
                self.hands[active].push(stolen);
                self.hands[target].push(card);
                events.public(|| msg!("sheriff-log-theft", who = who(active), target = who(target)));
                events.private(active, || {
                    msg!(
                        "sheriff-log-you-stole",
                        card = item(stolen),
                        the = the(stolen),
                        target = who(target)
                    )
                });
                events.private(target, || {
                    msg!("sheriff-log-stole-yours", who = who(active), card = item(stolen), the = the(stolen))
                });
                self.stage = Stage::Score;
            }
            ActionKind::Raid => {
                events.public(|| {
                    msg!(
                        "sheriff-log-raid-shown",
                        target = who(target),
                        cards = words::hand(&self.hands[target])
                    )
                });
                self.stage = Stage::Pick { card, target, raid: true };
            }
            _ => {
                events.public(|| msg!("sheriff-log-looks", who = who(active), target = who(target)));
                self.stage = Stage::Pick { card, target, raid: false };
            }
        }
    }

    pub(super) fn pick(
        &mut self,
        card: Item,
        target: Seat,
        taken: Item,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        self.take_from_hand(target, taken)?;
        let active = self.active;
        if matches!(self.stage, Stage::Pick { raid: false, .. }) {
            self.secrets.taken = Some((active, target, taken));
        }
        self.hands[active].push(taken);
        self.hands[target].push(card);
        if matches!(self.stage, Stage::Pick { raid: true, .. }) {
            events.public(|| {
                msg!(
                    "sheriff-log-raid-took",
                    who = who(active),
                    card = item(taken),
                    the = the(taken),
                    target = who(target)
                )
            });
        } else {
            events.public(|| msg!("sheriff-log-took-card", who = who(active), target = who(target)));
            // The robber chose the card: a reminder in its log, not news to confirm. The robbed
            // player learns it now.
            events.note(active, || {
                msg!("sheriff-log-you-took", card = item(taken), the = the(taken), target = who(target))
            });
            events.private(target, || {
                msg!("sheriff-log-took-yours", who = who(active), card = item(taken), the = the(taken))
            });
        }
        self.stage = Stage::Score;
        Ok(())
    }

    /// From `asked` on, the first of the others who holds a card other than `excluded`; players who
    /// cannot offer show their hand to everyone. `None` when everyone has answered.
    fn next_offerer(&self, mut asked: usize, excluded: Item, events: &mut Log) -> Option<usize> {
        let others = self.others();
        while let Some(&s) = others.get(asked) {
            if self.hands[s].iter().any(|&c| c != excluded) {
                return Some(asked);
            }
            events.public(|| {
                msg!("sheriff-log-nothing-to-offer", who = who(s), cards = words::hand(&self.hands[s]))
            });
            asked += 1;
        }
        None
    }

    /// A Buy begins: the players who cannot offer show their hands at once, the others all choose
    /// their secret offers (in any order: see [`Sheriff::buy_offerers`]).
    fn start_buy(&mut self, events: &mut Log) {
        let copper = self.buy_card();
        for s in self.others() {
            if !self.can_offer(s, copper) {
                events.public(|| {
                    msg!("sheriff-log-nothing-to-offer", who = who(s), cards = words::hand(&self.hands[s]))
                });
            }
        }
        self.next_buy_offer(vec![None; self.players()], 0, events);
    }

    /// Whether `seat` holds a card other than `excluded` to offer.
    fn can_offer(&self, seat: Seat, excluded: Item) -> bool {
        self.hands[seat].iter().any(|&c| c != excluded)
    }

    /// The players still to make a Buy offer, clockwise from the `asked`-th of the others (those
    /// before it have answered): everyone who has not offered yet and can.
    pub(super) fn buy_offerers(&self, offers: &[Option<Item>], asked: usize) -> Seats {
        let copper = self.buy_card();
        let others = self.players() - 1;
        (asked..others)
            .map(|i| self.other(i))
            .filter(|&s| offers[s].is_none() && self.can_offer(s, copper))
            .collect()
    }

    /// Waits for the offers still to come, `asked` being the first of the others who has not
    /// answered (what one laptop asks next; saves of offers made in turn keep the same numbers);
    /// when all have answered, the offers are revealed together.
    fn next_buy_offer(&mut self, offers: Vec<Option<Item>>, asked: usize, events: &mut Log) {
        let copper = self.buy_card();
        let others = self.others();
        let next =
            (asked..others.len()).find(|&i| offers[others[i]].is_none() && self.can_offer(others[i], copper));
        if let Some(asked) = next {
            self.stage = Stage::BuyOffers { offers, asked };
            return;
        }
        events.public(|| {
            let shown = self
                .others()
                .iter()
                .map(|&s| {
                    msg!(
                        "sheriff-offer-entry",
                        who = who(s),
                        what = offers[s].map_or(msg!("sheriff-nothing"), item)
                    )
                })
                .collect();
            msg!(
                "sheriff-log-buy-offers",
                card = item(copper),
                the = the(copper),
                offers = words::dotted(shown)
            )
        });
        if offers.iter().all(Option::is_none) {
            self.hands[self.active].push(copper);
            let active = self.active;
            events.public(|| {
                msg!("sheriff-log-copper-kept", who = who(active), card = item(copper), the = the(copper))
            });
            self.stage = Stage::Score;
        } else {
            self.stage = Stage::BuyChoice { offers };
        }
    }

    fn buy_card(&self) -> Item {
        item_named("Copper coin")
    }

    /// `seat`'s secret offer: any of the players still to offer may make theirs first.
    pub(super) fn buy_offer(
        &mut self,
        seat: Seat,
        mut offers: Vec<Option<Item>>,
        asked: usize,
        offered: Item,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        if let Some(why) = offer_problem(true, &[offered]) {
            return err(why);
        }
        self.take_from_hand(seat, offered)?;
        offers[seat] = Some(offered);
        events.public(|| msg!("sheriff-log-secret-offer", who = who(seat)));
        events.note(seat, || msg!("sheriff-log-you-offered", card = item(offered), the = the(offered)));
        self.next_buy_offer(offers, asked, events);
        Ok(())
    }

    pub(super) fn buy_choice(
        &mut self,
        mut offers: Vec<Option<Item>>,
        from: Option<Seat>,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        let active = self.active;
        let copper = self.buy_card();
        match from {
            Some(s) if offers.get(s).copied().flatten().is_some() => {
                let bought = offers[s].take().unwrap_or(copper);
                self.hands[active].push(bought);
                self.hands[s].push(copper);
                events.public(|| {
                    msg!(
                        "sheriff-log-bought",
                        who = who(active),
                        from = who(s),
                        card = item(bought),
                        the = the(bought),
                        copper = item(copper),
                        cthe = the(copper)
                    )
                });
            }
            Some(_) => return err(msg!("sheriff-err-no-offer")),
            None => {
                self.hands[active].push(copper);
                events.public(|| {
                    msg!("sheriff-log-refused", who = who(active), copper = item(copper), cthe = the(copper))
                });
            }
        }
        for (s, o) in offers.into_iter().enumerate() {
            if let Some(card) = o {
                self.hands[s].push(card);
            }
        }
        self.stage = Stage::Score;
        Ok(())
    }

    fn chest(&self) -> Item {
        item_named("Treasure chest")
    }

    fn next_trade_offer(&mut self, offers: Vec<Vec<Item>>, asked: usize, events: &mut Log) {
        let chest = self.chest();
        if let Some(asked) = self.next_offerer(asked, chest, events) {
            self.stage = Stage::TradeOffers { offers, asked };
            return;
        }
        if offers.iter().all(Vec::is_empty) {
            self.hands[self.active].push(chest);
            let active = self.active;
            events.public(|| {
                msg!("sheriff-log-trade-nobody", who = who(active), card = item(chest), the = the(chest))
            });
            self.stage = Stage::Score;
        } else {
            self.stage = Stage::TradeChoice { offers };
        }
    }

    pub(super) fn trade_offer(
        &mut self,
        mut offers: Vec<Vec<Item>>,
        asked: usize,
        cards: &[Item],
        events: &mut Log,
    ) -> Result<(), RuleError> {
        let seat = self.other(asked);
        if let Some(why) = offer_problem(false, cards) {
            return err(why);
        }
        self.take_cards(seat, cards)?;
        events.public(|| msg!("sheriff-log-trade-offer", who = who(seat), cards = list(cards)));
        offers[seat] = cards.to_vec();
        self.next_trade_offer(offers, asked + 1, events);
        Ok(())
    }

    pub(super) fn trade_choice(
        &mut self,
        offers: Vec<Vec<Item>>,
        from: Option<Seat>,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        let Some(s) = from.filter(|&s| offers.get(s).is_some_and(|o| !o.is_empty())) else {
            return err(msg!("sheriff-err-accept-one"));
        };
        let active = self.active;
        let chest = self.chest();
        for (seat, cards) in offers.into_iter().enumerate() {
            let to = if seat == s { active } else { seat };
            self.hands[to].extend(cards);
        }
        self.hands[s].push(chest);
        events.public(|| {
            msg!(
                "sheriff-log-trade-accepted",
                who = who(active),
                from = who(s),
                card = item(chest),
                the = the(chest)
            )
        });
        self.stage = Stage::Score;
        Ok(())
    }

    /// Ambush: look at two ambush cards, keep one (never your own colour), the other goes under.
    fn ambush(&mut self, gold: Item, events: &mut Log) {
        let active = self.active;
        let own = Ambush::Colour(active);
        events.public(|| msg!("sheriff-log-ambush", who = who(active)));
        let Some(first) = self.ambush_deck.pop() else { return };
        let Some(second) = self.ambush_deck.pop() else {
            // Only one card left: take it, unless it is your own colour.
            if first == own {
                self.ambush_deck.insert(0, first);
                self.hands[active].push(gold);
                events.public(|| {
                    msg!("sheriff-log-ambush-last", who = who(active), card = item(gold), the = the(gold))
                });
            } else {
                self.ambushes[active].push(first);
                events.public(|| msg!("sheriff-log-ambush-laid", who = who(active)));
            }
            self.stage = Stage::Score;
            return;
        };
        if first == own || second == own {
            let (keep, back) = if first == own { (second, first) } else { (first, second) };
            self.ambushes[active].push(keep);
            self.ambush_deck.insert(0, back);
            events.public(|| msg!("sheriff-log-ambush-laid", who = who(active)));
            self.stage = Stage::Score;
        } else {
            self.stage = Stage::AmbushChoice { drawn: [first, second] };
        }
    }

    pub(super) fn keep_ambush(
        &mut self,
        drawn: [Ambush; 2],
        keep: Ambush,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        let Some(i) = drawn.iter().position(|&a| a == keep) else {
            return err(msg!("sheriff-err-keep-drawn"));
        };
        if keep == Ambush::Colour(self.active) {
            return err(msg!("sheriff-err-own-colour"));
        }
        self.ambushes[self.active].push(keep);
        self.ambush_deck.insert(0, drawn[1 - i]);
        let active = self.active;
        events.public(|| msg!("sheriff-log-ambush-laid", who = who(active)));
        self.stage = Stage::Score;
        Ok(())
    }
}
