//! The seven item actions: Buy, Theft, Ambush, Robbery, Raid, Defence and Trade.

use crate::engine::event::who;
use crate::engine::game::err;
use crate::engine::{RuleError, Seat};

use super::data::{ActionKind, data};
use super::rules::{Log, Sheriff, Stage, name};
use super::scoring::{Ambush, Item};

fn item_named(n: &str) -> Item {
    data().item(n).unwrap_or(0)
}

/// A hand listed for everyone: "Gold, Pearls, Pearls".
pub fn list(cards: &[Item]) -> String {
    if cards.is_empty() {
        "no cards".into()
    } else {
        cards.iter().map(|&c| name(c)).collect::<Vec<_>>().join(", ")
    }
}

/// Why `cards` are not an offer the rules take (Buy: exactly one card, never a Copper coin; Trade: one
/// or two, never a Treasure chest), or `None` when they are. Whether the hand holds them is checked
/// when the offer is made. Screens show this reason while a player marks an offer.
pub fn offer_problem(buy: bool, cards: &[Item]) -> Option<String> {
    let (banned, most) = if buy { ("Copper coin", 1) } else { ("Treasure chest", 2) };
    if cards.is_empty() || cards.len() > most {
        Some(if buy { "Offer exactly one card.".into() } else { "Offer 1 or 2 cards.".into() })
    } else if cards.contains(&item_named(banned)) {
        Some(format!("You may not offer a {banned}."))
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
                ActionKind::Defence => "A Necklace always goes into the hand.".to_string(),
                ActionKind::Ambush => "No ambush cards are left: keep the Gold.".to_string(),
                _ => format!("No opponent holds a card: keep the {}.", name(card)),
            });
        };
        if !targets.contains(&target) {
            return err(match target {
                None => "Choose the opponent to target.".to_string(),
                Some(t) if t == active => "Choose an opponent, not yourself.".to_string(),
                Some(_) => "That action needs an opponent with at least one card in hand, and Buy, Ambush and Trade target nobody.".to_string(),
            });
        }
        match (data().items[card].action, target) {
            (ActionKind::Buy, _) => {
                events.public(|| format!("{} plays the {}: everyone offers a card", who(active), name(card)));
                self.next_buy_offer(vec![None; self.players()], 0, events);
            }
            (ActionKind::Trade, _) => {
                events.public(|| {
                    format!("{} plays the {}: everyone offers 1 or 2 cards", who(active), name(card))
                });
                self.next_trade_offer(vec![Vec::new(); self.players()], 0, events);
            }
            (ActionKind::Ambush, _) => self.ambush(card, events),
            (_, Some(t)) => {
                events.public(|| format!("{} plays the {} against {}", who(active), name(card), who(t)));
                let necklace = self.hands[t].contains(&item_named("Necklace"));
                if necklace || !self.options.defence_only_when_possible {
                    self.stage = Stage::Defence { card, target: t };
                } else {
                    self.attack(card, t, events);
                }
            }
            (_, None) => return err("Choose the opponent to target."),
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
            return err("You hold no Necklace to defend with.");
        }
        self.take_from_hand(target, necklace)?;
        self.hands[self.active].push(necklace);
        self.hands[target].push(card);
        events.public(|| {
            format!(
                "Defence! {} plays a Necklace: {} takes the {} and {} the Necklace",
                who(target),
                who(target),
                name(card),
                who(self.active)
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
                events.public(|| format!("{} stole a random card from {}", who(active), who(target)));
                events.private(active, || format!("You stole {} from {}", name(stolen), who(target)));
                events.private(target, || format!("{} stole your {}", who(active), name(stolen)));
                self.stage = Stage::Score;
            }
            ActionKind::Raid => {
                events.public(|| {
                    format!("{}'s hand is shown to everyone: {}", who(target), list(&self.hands[target]))
                });
                self.stage = Stage::Pick { card, target, raid: true };
            }
            _ => {
                events.public(|| format!("{} looks at {}'s hand", who(active), who(target)));
                self.stage = Stage::Pick { card, target, raid: false };
            }
        }
    }

    pub(super) fn pick(
        &mut self,
        card: Item,
        target: Seat,
        item: Item,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        self.take_from_hand(target, item)?;
        let active = self.active;
        if matches!(self.stage, Stage::Pick { raid: false, .. }) {
            self.secrets.taken = Some((active, target, item));
        }
        self.hands[active].push(item);
        self.hands[target].push(card);
        if matches!(self.stage, Stage::Pick { raid: true, .. }) {
            events.public(|| format!("{} took {} from {}", who(active), name(item), who(target)));
        } else {
            events.public(|| format!("{} took a card from {}", who(active), who(target)));
            events.private(active, || format!("You took {} from {}", name(item), who(target)));
            events.private(target, || format!("{} took your {}", who(active), name(item)));
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
                format!("{} has nothing to offer and shows their hand: {}", who(s), list(&self.hands[s]))
            });
            asked += 1;
        }
        None
    }

    /// Asks the next player who can offer for the Copper coin; when all have answered, the offers are
    /// revealed together.
    fn next_buy_offer(&mut self, offers: Vec<Option<Item>>, asked: usize, events: &mut Log) {
        let copper = self.buy_card();
        if let Some(asked) = self.next_offerer(asked, copper, events) {
            self.stage = Stage::BuyOffers { offers, asked };
            return;
        }
        let others = self.others();
        let shown: Vec<String> =
            others.iter().map(|&s| format!("{}: {}", who(s), offers[s].map_or("nothing", name))).collect();
        events.public(|| format!("Offers for the Copper coin: {}", shown.join(" · ")));
        if offers.iter().all(Option::is_none) {
            self.hands[self.active].push(copper);
            events.public(|| format!("{} keeps the Copper coin", who(self.active)));
            self.stage = Stage::Score;
        } else {
            self.stage = Stage::BuyChoice { offers };
        }
    }

    fn buy_card(&self) -> Item {
        item_named("Copper coin")
    }

    pub(super) fn buy_offer(
        &mut self,
        mut offers: Vec<Option<Item>>,
        asked: usize,
        item: Item,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        let seat = self.other(asked);
        if let Some(why) = offer_problem(true, &[item]) {
            return err(why);
        }
        self.take_from_hand(seat, item)?;
        offers[seat] = Some(item);
        events.public(|| format!("{} made a secret offer", who(seat)));
        events.note(seat, || format!("You offered {}", name(item)));
        self.next_buy_offer(offers, asked + 1, events);
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
                let item = offers[s].take().unwrap_or(copper);
                self.hands[active].push(item);
                self.hands[s].push(copper);
                events.public(|| {
                    format!("{} buys {}'s {} for the Copper coin", who(active), who(s), name(item))
                });
            }
            Some(_) => return err("That player made no offer."),
            None => {
                self.hands[active].push(copper);
                events.public(|| format!("{} refuses every offer and keeps the Copper coin", who(active)));
            }
        }
        for (s, o) in offers.into_iter().enumerate() {
            if let Some(item) = o {
                self.hands[s].push(item);
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
            events.public(|| format!("Nobody could offer: {} keeps the Treasure chest", who(self.active)));
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
        events.public(|| format!("{} offers {}", who(seat), list(cards)));
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
            return err("You must accept exactly one of the offers.");
        };
        let active = self.active;
        let chest = self.chest();
        for (seat, cards) in offers.into_iter().enumerate() {
            let to = if seat == s { active } else { seat };
            self.hands[to].extend(cards);
        }
        self.hands[s].push(chest);
        events.public(|| {
            format!("{} accepts {}'s offer; {} takes the Treasure chest", who(active), who(s), who(s))
        });
        self.stage = Stage::Score;
        Ok(())
    }

    /// Ambush: look at two ambush cards, keep one (never your own colour), the other goes under.
    fn ambush(&mut self, gold: Item, events: &mut Log) {
        let active = self.active;
        let own = Ambush::Colour(active);
        events.public(|| format!("{} prepares an ambush", who(active)));
        let Some(first) = self.ambush_deck.pop() else { return };
        let Some(second) = self.ambush_deck.pop() else {
            // Only one card left: take it, unless it is your own colour.
            if first == own {
                self.ambush_deck.insert(0, first);
                self.hands[active].push(gold);
                events.public(|| {
                    format!("{} cannot keep the last ambush card and keeps the Gold", who(active))
                });
            } else {
                self.ambushes[active].push(first);
                events.public(|| format!("{} lays an ambush card face down", who(active)));
            }
            self.stage = Stage::Score;
            return;
        };
        if first == own || second == own {
            let (keep, back) = if first == own { (second, first) } else { (first, second) };
            self.ambushes[active].push(keep);
            self.ambush_deck.insert(0, back);
            events.public(|| format!("{} lays an ambush card face down", who(active)));
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
            return err("Keep one of the two ambush cards you drew.");
        };
        if keep == Ambush::Colour(self.active) {
            return err("You may not keep the ambush card of your own colour.");
        }
        self.ambushes[self.active].push(keep);
        self.ambush_deck.insert(0, drawn[1 - i]);
        events.public(|| format!("{} lays an ambush card face down", who(self.active)));
        self.stage = Stage::Score;
        Ok(())
    }
}
