//! Sheriff bots. Normal judges a hand by what it may still become (task progress, sets, card
//! values): it takes the card that helps it most and hurts the victim most, offers in proportion
//! to what is at stake, scores when an ambush is unlikely to break the set. Easy has a simpler idea
//! of the game (face values, no tasks, no fear of ambushes) and slips now and then. Hard searches
//! ([`search`]) every decision it is asked, with Normal as the playout policy.

use crate::engine::search::{Budget, search};
use crate::engine::{BotLevel, Game, GameRng, Seat};

use super::data::{TaskKind, data};
use super::rules::{Action, Sheriff};
use super::scoring::{Ambush, Item, may_complete};
use super::view::{Phase, SheriffView};

/// What a Hard decision spends: fixed iterations, so its choice replays identically. Sized for a
/// decision p95 under 150 ms on one core; playouts are cut off after `depth` decisions and the
/// estimate (scores and hands) judges the rest.
pub const HARD: Budget = Budget {
    iterations: 280,
    depth: 60,
    tree_depth: 1,
    exploration: 0.5,
    width: 5,
    playout: BotLevel::Normal,
};

fn value(item: Item) -> i32 {
    data().items.get(item).map_or(0, |i| i.value)
}

fn counts(hand: &[Item]) -> [usize; 7] {
    let mut c = [0usize; 7];
    for &i in hand {
        c[i.min(6)] += 1;
    }
    c
}

/// What a hand may still become for `seat`, in points: progress on the tasks it may still complete
/// (worth more the nearer they are), sets under way, and a little for every card (offers, defence).
pub fn potential(hand: &[Item], tasks: &[Vec<Seat>], seat: Seat, simple: bool) -> f64 {
    let c = counts(hand);
    let mut p = 0.0;
    if !simple {
        for (t, done) in data().tasks.iter().zip(tasks) {
            if !may_complete(done, seat) {
                continue;
            }
            let pts = f64::from(if done.is_empty() { t.first } else { t.shared });
            let have = match t.kind {
                TaskKind::Different => c.iter().filter(|&&n| n > 0).count(),
                TaskKind::Identical => c.iter().copied().max().unwrap_or(0),
                TaskKind::Pairs => c.iter().filter(|&&n| n >= 2).count(),
            };
            let f = have.min(t.count) as f64 / t.count.max(1) as f64;
            p += 0.6 * pts * f * f * f;
        }
    }
    for (i, &n) in c.iter().enumerate() {
        let v = f64::from(value(i));
        p += match n {
            0 | 1 => 0.0,
            2 => 0.25 * v,
            _ => 0.9 * v,
        };
    }
    p + 0.15 * hand.iter().map(|&i| f64::from(value(i))).sum::<f64>()
}

fn with(hand: &[Item], extra: &[Item]) -> Vec<Item> {
    let mut h = hand.to_vec();
    h.extend_from_slice(extra);
    h
}

fn without(hand: &[Item], gone: &[Item]) -> Vec<Item> {
    let mut h = hand.to_vec();
    for g in gone {
        if let Some(i) = h.iter().position(|c| c == g) {
            h.swap_remove(i);
        }
    }
    h
}

/// What an offer (a Buy's card for the Copper coin, a Trade's one or two cards for the Treasure
/// chest) is worth to its offerer if it is accepted, by its own view: how much more its hand may
/// become with what it gets instead of what it gives, less the face value it hands an opponent
/// beyond what it gets back. `None` for any other action.
pub fn offer_worth(view: &SheriffView, action: &Action) -> Option<f64> {
    let seat = view.seat?;
    let d = data();
    let (given, got) = match (&view.phase, action) {
        (Phase::BuyOffers, Action::Offer(x)) => (std::slice::from_ref(x), d.item("Copper coin")?),
        (Phase::TradeOffers, Action::TradeOffer(cards)) => (&cards[..], d.item("Treasure chest")?),
        _ => return None,
    };
    let hand = view.hand.as_deref().unwrap_or(&[]);
    let pot = |h: &[Item]| potential(h, &view.tasks, seat, false);
    let own = pot(&with(&without(hand, given), &[got])) - pot(hand);
    let surplus = given.iter().map(|&c| value(c)).sum::<i32>() - value(got);
    Some(own - f64::from(surplus.max(0)))
}

/// For an offer (every seat asked must make one), the offers a bot of any level may make: those
/// worth it to it ([`offer_worth`] at least 0), or, when none is, those that lose least. A bot
/// never hands an opponent more than it gets back while it need not: a Treasure chest for the
/// Copper coin was a gift. `None` when the decision is no offer.
fn fair_offers(view: &SheriffView, legal: &[Action]) -> Option<Vec<Action>> {
    let rated: Vec<(&Action, f64)> =
        legal.iter().filter_map(|a| offer_worth(view, a).map(|w| (a, w))).collect();
    if rated.is_empty() {
        return None;
    }
    let best = rated.iter().map(|r| r.1).fold(f64::NEG_INFINITY, f64::max);
    let least = best.min(0.0);
    Some(rated.into_iter().filter(|r| r.1 >= least - 1e-9).map(|r| r.0.clone()).collect())
}

/// How likely an offer worth `worth` points (face value) is to be the one chosen, against offers of
/// about `usual` points from the others.
fn chosen(worth: f64, usual: f64) -> f64 {
    1.0 / (1.0 + (-(worth - usual) / 3.0).exp())
}

pub fn choose(view: &SheriffView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    let fair = fair_offers(view, legal);
    let legal = fair.as_deref().unwrap_or(legal);
    if level == BotLevel::Hard
        && let Some(seat) = view.seat
    {
        return search::<Sheriff>(view, seat, legal, &HARD, rng);
    }
    if level == BotLevel::Easy && rng.chance(0.2) {
        return rng.pick(legal).cloned().unwrap_or(Action::EndTurn);
    }
    let scores = judge(view, legal, level == BotLevel::Easy);
    let mut best = 0;
    for i in 1..legal.len() {
        if scores[i] > scores[best] {
            best = i;
        }
    }
    legal.get(best).cloned().unwrap_or(Action::EndTurn)
}

/// The Easy or Normal choice from a state, for search playouts: the seat's own view of it.
pub fn choose_in(game: &Sheriff, seat: Seat, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
    choose(&game.view(Some(seat)), legal, level, rng)
}

/// How good Normal thinks each of `legal` is (the Hard search compares the best few).
pub fn values(view: &SheriffView, legal: &[Action]) -> Vec<f64> {
    judge(view, legal, false)
}

/// Every legal action rated from `view` (higher is better); `simple` is Easy's idea of the game.
fn judge(view: &SheriffView, legal: &[Action], simple: bool) -> Vec<f64> {
    let Some(seat) = view.seat else { return vec![0.0; legal.len()] };
    let hand = view.hand.as_deref().unwrap_or(&[]);
    let pot = |h: &[Item]| potential(h, &view.tasks, seat, simple);
    let now = pot(hand);
    let d = data();
    let copper = d.item("Copper coin").unwrap_or(0);
    let chest = d.item("Treasure chest").unwrap_or(0);
    let rate = |a: &Action| -> f64 {
        match (&view.phase, a) {
            (Phase::Drawn { card }, Action::Keep) => pot(&with(hand, &[*card])) - now,
            (Phase::Drawn { card }, Action::Act { target }) => {
                let keep = pot(&with(hand, &[*card])) - now;
                let name = d.items[*card].action;
                use super::data::ActionKind::*;
                let gain = match (name, target) {
                    // A card of the victim's: the fuller the hand, the better the pick.
                    (Robbery | Raid, Some(t)) => 6.0 + 0.8 * view.hand_sizes[*t].min(8) as f64,
                    (Theft, Some(t)) => 3.0 + 0.4 * view.hand_sizes[*t].min(8) as f64,
                    (Buy, _) => 3.5,
                    (Trade, _) => 4.0,
                    // An ambush card threatens every set later; the Gold is lost.
                    (Ambush, _) => 2.0,
                    _ => 0.0,
                };
                // Easy, like a first game, mostly keeps what it draws; Normal uses the actions
                // (measured: acting unless the card builds something wins more).
                if simple { gain - 3.0 } else { gain - 0.5 * keep + 4.0 }
            }
            (Phase::Defence { card, .. }, Action::Defend(true)) => {
                let necklace = d.item("Necklace").unwrap_or(0);
                let after = pot(&with(&without(hand, &[necklace]), &[*card]));
                // Undefended, a card is lost: the best one to a Robbery or Raid, any to a Theft.
                let loss = if value(*card) >= 10 { 6.0 } else { 3.0 };
                after - now + loss
            }
            (Phase::Pick { target, .. }, Action::Take(i)) => {
                let gain = pot(&with(hand, &[*i])) - now;
                let denial = match &view.shown_hand {
                    Some((t, theirs)) if t == target && !simple => {
                        potential(theirs, &view.tasks, *t, false)
                            - potential(&without(theirs, &[*i]), &view.tasks, *t, false)
                    }
                    _ => 0.0,
                };
                // The card also leaves the victim: its face value counts on both sides (a pair
                // of Copper coins is worth less than a Treasure chest taken).
                gain + 0.5 * denial + 0.4 * f64::from(value(*i))
            }
            (Phase::BuyChoice, Action::Accept(from)) => {
                let got =
                    from.and_then(|s| view.revealed_offers.as_ref().and_then(|o| o[s])).unwrap_or(copper);
                pot(&with(hand, &[got])) - now
            }
            (Phase::TradeChoice, Action::Accept(Some(s))) => pot(&with(hand, &view.trade_offers[*s])) - now,
            (Phase::BuyOffers, Action::Offer(x)) => {
                let rest = without(hand, &[*x]);
                if simple {
                    return -f64::from(value(*x));
                }
                // Accepted, the offer is swapped for the Copper coin: bid high only when that pays.
                let stake = pot(&with(&rest, &[copper])) - now;
                chosen(f64::from(value(*x)), 9.5) * stake
            }
            (Phase::TradeOffers, Action::TradeOffer(cards)) => {
                let rest = without(hand, cards);
                let worth: f64 = cards.iter().map(|&c| f64::from(value(c))).sum();
                if simple {
                    return -worth;
                }
                // The Chest goes to the accepted offer: the more it is worth to this hand, the more
                // is offered (two good cards); when it is worth little, the least is risked.
                let stake = pot(&with(&rest, &[chest])) - now;
                chosen(worth, 11.0) * stake
            }
            (Phase::AmbushChoice, Action::KeepAmbush(a)) => match a {
                // A colour card strikes any set of that player, Gold included.
                Ambush::Colour(_) => 2.0,
                Ambush::Pair(x, y) => 0.1 * f64::from(value(*x) + value(*y)),
            },
            (Phase::Strike { .. }, Action::Strike(a)) => f64::from(u8::from(a.is_some())),
            (Phase::Score, action) => {
                let threats: usize =
                    (0..view.players).filter(|&s| s != seat).map(|s| view.ambush_counts[s]).sum();
                match action {
                    Action::ScoreTask { task, .. } => 200.0 + f64::from(d.tasks[*task].first),
                    Action::ScoreSet { item, count } => {
                        if simple {
                            return 100.0 + f64::from(value(*item)) + *count as f64;
                        }
                        // Each ambush card in front of the others matches with the chance that an
                        // unseen card does: a pair card showing the item, or this seat's colour.
                        let p = strike_chance(view, seat, *item);
                        let safe = at_most(threats, *count - 3, p);
                        if safe < 0.55 {
                            return -50.0;
                        }
                        // Cards laid out beyond 3 are discarded: only as many as make it safe.
                        100.0 + f64::from(value(*item)) + 40.0 * safe - 3.0 * (*count - 3) as f64
                    }
                    _ => 0.0,
                }
            }
            (Phase::DiscardDown { .. }, Action::Discard(cards)) => pot(&without(hand, cards)) - now,
            _ => 0.0,
        }
    };
    legal.iter().map(rate).collect()
}

/// The chance that one unseen ambush card strikes `seat` scoring `item`.
fn strike_chance(view: &SheriffView, seat: Seat, item: Item) -> f64 {
    let d = data();
    let mut unseen = 0usize;
    let mut matching = 0usize;
    let pairs =
        d.ambush_pairs.iter().map(|[a, b]| Ambush::Pair(d.item(a).unwrap_or(0), d.item(b).unwrap_or(0)));
    for a in (0..view.players).map(Ambush::Colour).chain(pairs) {
        if view.own_ambushes.contains(&a) {
            continue;
        }
        unseen += 1;
        matching += usize::from(super::scoring::strikes(a, item, seat));
    }
    matching as f64 / unseen.max(1) as f64
}

/// The chance that at most `k` of `n` independent tries with chance `p` succeed.
fn at_most(n: usize, k: usize, p: f64) -> f64 {
    let mut term = (1.0 - p).powi(n as i32);
    let mut sum = 0.0;
    for i in 0..=k.min(n) {
        sum += term;
        term *= (n - i) as f64 / (i + 1) as f64 * p / (1.0 - p).max(1e-9);
    }
    sum.min(1.0)
}
