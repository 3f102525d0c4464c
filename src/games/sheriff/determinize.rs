//! Sheriff of Nottingham for search bots: a full state sampled from one seat's view (the other
//! hands, hidden Buy offers, ambush cards in front of others and both decks dealt from what the
//! seat has not seen), and an estimate of how a position stands for a lookahead cut off early.

use crate::engine::determinize::{Determinize, softmax, win_shares};
use crate::engine::{BotLevel, Game, GameRng, Seat};

use super::data::data;
use super::rules::{Action, Resume, Sheriff, Stage};
use super::scoring::{Ambush, Item, task_points};
use super::view::{Phase, SheriffView};

/// Points that make one seat about e times as likely to win as another, for the estimate.
const SPREAD: f64 = 12.0;

/// Removes one `item` from the counts (never below zero: a view is consistent, this only guards).
fn take(counts: &mut [usize; 7], item: Item) {
    let c = &mut counts[item.min(6)];
    *c = c.saturating_sub(1);
}

/// Draws a random card from `pool` that `ok` accepts (any card if none is), or `None` if empty.
fn draw_where<T: Copy>(pool: &mut Vec<T>, rng: &mut GameRng, ok: impl Fn(T) -> bool) -> Option<T> {
    let fits: Vec<usize> = (0..pool.len()).filter(|&i| ok(pool[i])).collect();
    let i = match fits.len() {
        0 if pool.is_empty() => return None,
        0 => rng.below(pool.len()),
        k => fits[rng.below(k)],
    };
    Some(pool.swap_remove(i))
}

/// What `seat` knows of each hand: its own, a hand shown to it, and the cards it saw others take
/// (less a revealed Buy offer, counted as the offer).
fn known_hands(view: &SheriffView, seat: Seat, own: &[Item]) -> Vec<Vec<Item>> {
    (0..view.players)
        .map(|h| match &view.shown_hand {
            Some((s, hand)) if *s == h && h != seat => hand.clone(),
            _ if h == seat => own.to_vec(),
            _ => {
                let mut k = view.known.get(h).cloned().unwrap_or_default();
                if let Some(x) = view.revealed_offers.as_ref().and_then(|o| o[h])
                    && let Some(at) = k.iter().position(|&c| c == x)
                {
                    k.swap_remove(at);
                }
                k
            }
        })
        .collect()
}

/// The item cards on the table in the current stage (the card drawn, the offers, the gold).
fn stage_cards(view: &SheriffView) -> Vec<Item> {
    let d = data();
    match &view.phase {
        Phase::Drawn { card } | Phase::Defence { card, .. } | Phase::Pick { card, .. } => vec![*card],
        Phase::BuyOffers | Phase::BuyChoice => {
            let mut v = vec![d.item("Copper coin").unwrap_or(0)];
            match &view.revealed_offers {
                Some(all) => v.extend(all.iter().flatten()),
                None => v.extend(view.own_offer),
            }
            v
        }
        Phase::TradeOffers | Phase::TradeChoice => {
            let mut v = vec![d.item("Treasure chest").unwrap_or(0)];
            v.extend(view.trade_offers.iter().flatten());
            v
        }
        Phase::AmbushChoice => vec![d.item("Gold").unwrap_or(0)],
        Phase::Strike { item, laid } => vec![*item; *laid],
        _ => Vec::new(),
    }
}

/// The item cards the seat has not seen, shuffled: all 84 less every card whose place it knows.
fn unseen_items(view: &SheriffView, known: &[Vec<Item>], rng: &mut GameRng) -> Vec<Item> {
    let d = data();
    let mut unseen = [d.items_per_type; 7];
    let gold = d.item("Gold").unwrap_or(0);
    let golds = std::iter::repeat_n(gold, view.ambush_counts.iter().sum());
    for &c in view.discard.iter().chain(view.piles.iter().flatten()).chain(known.iter().flatten()) {
        take(&mut unseen, c);
    }
    for c in stage_cards(view).into_iter().chain(golds) {
        take(&mut unseen, c);
    }
    let mut pool: Vec<Item> = (0..7).flat_map(|i| std::iter::repeat_n(i, unseen[i])).collect();
    rng.shuffle(&mut pool);
    pool
}

/// Every hand filled from `pool` around what is known of it, and the hidden Buy offers (made,
/// not yet revealed) taken from their makers' cards.
fn deal_hands(
    view: &SheriffView,
    seat: Seat,
    own: &[Item],
    known: &[Vec<Item>],
    pool: &mut Vec<Item>,
    rng: &mut GameRng,
) -> (Vec<Vec<Item>>, Vec<Option<Item>>) {
    let n = view.players;
    let copper = data().item("Copper coin").unwrap_or(0);
    let hidden_offer = |s: Seat| {
        s != seat && view.phase == Phase::BuyOffers && view.offered.get(s).copied().unwrap_or(false)
    };
    let mut offers: Vec<Option<Item>> = vec![None; n];
    let hands = (0..n)
        .map(|h| {
            if h == seat {
                return own.to_vec();
            }
            let size = view.hand_sizes[h];
            let mut cards = known[h].clone();
            let want = size + usize::from(hidden_offer(h));
            while cards.len() < want {
                let Some(c) = pool.pop() else { break };
                cards.push(c);
            }
            if hidden_offer(h) {
                let mut pick = cards.clone();
                offers[h] = draw_where(&mut pick, rng, |c| c != copper);
                cards = pick;
            }
            cards.truncate(size);
            cards
        })
        .collect();
    if let Some(o) = view.own_offer {
        offers[seat] = Some(o);
    }
    (hands, offers)
}

/// The ambush cards the seat has not seen, shuffled, and those in front of each seat dealt from
/// them (never a seat's own colour). Returns what is left (the ambush deck) and each seat's.
fn deal_ambushes(view: &SheriffView, seat: Seat, rng: &mut GameRng) -> (Vec<Ambush>, Vec<Vec<Ambush>>) {
    let d = data();
    let n = view.players;
    let pairs =
        d.ambush_pairs.iter().map(|[a, b]| Ambush::Pair(d.item(a).unwrap_or(0), d.item(b).unwrap_or(0)));
    let mut pool: Vec<Ambush> = (0..n).map(Ambush::Colour).chain(pairs).collect();
    for a in view.own_ambushes.iter().chain(view.ambush_choice.iter().flatten()) {
        if let Some(i) = pool.iter().position(|x| x == a) {
            pool.swap_remove(i);
        }
    }
    rng.shuffle(&mut pool);
    let ambushes = (0..n)
        .map(|h| {
            if h == seat {
                return view.own_ambushes.clone();
            }
            (0..view.ambush_counts[h])
                .filter_map(|_| draw_where(&mut pool, rng, |a| a != Ambush::Colour(h)))
                .collect()
        })
        .collect();
    (pool, ambushes)
}

/// The rules' stage for the view's phase, with the sampled offers (and ambush cards drawn for a
/// choice the seat has not seen).
fn stage_of(
    view: &SheriffView,
    offers: Vec<Option<Item>>,
    ambush_pool: &mut Vec<Ambush>,
    rng: &mut GameRng,
) -> Stage {
    let n = view.players;
    let decider = view.decider.unwrap_or(view.active);
    let asked = (decider + n - view.active - 1) % n;
    match &view.phase {
        Phase::Drawn { card } => Stage::Drawn { card: *card },
        Phase::Defence { card, target } => Stage::Defence { card: *card, target: *target },
        Phase::Pick { card, target, raid } => Stage::Pick { card: *card, target: *target, raid: *raid },
        Phase::BuyOffers => Stage::BuyOffers { offers, asked },
        Phase::BuyChoice => Stage::BuyChoice { offers: view.revealed_offers.clone().unwrap_or(offers) },
        Phase::AmbushChoice => Stage::AmbushChoice {
            drawn: view.ambush_choice.unwrap_or_else(|| {
                let own = Ambush::Colour(view.active);
                let a = draw_where(ambush_pool, rng, |a| a != own).unwrap_or(own);
                let b = draw_where(ambush_pool, rng, |a| a != own).unwrap_or(own);
                [a, b]
            }),
        },
        Phase::TradeOffers => Stage::TradeOffers { offers: view.trade_offers.clone(), asked },
        Phase::TradeChoice => Stage::TradeChoice { offers: view.trade_offers.clone() },
        Phase::Score => Stage::Score,
        Phase::Strike { item, laid } => Stage::Strike {
            item: *item,
            laid: *laid,
            queue: (0..n)
                .map(|i| (decider + i) % n)
                .take_while(|&s| s != view.active)
                .filter(|&s| s == decider || view.ambush_counts[s] > 0)
                .collect(),
        },
        Phase::DiscardDown { limit } => {
            Stage::DiscardDown { limit: *limit, resume: view.resume.clone().unwrap_or(Resume::StartTurn) }
        }
        Phase::Over => Stage::Over,
    }
}

impl Determinize for Sheriff {
    /// Deals what `seat` has not seen around what it knows: the item deck, the other hands and
    /// hidden offers, the ambush cards, the stage.
    fn determinize(view: &SheriffView, seat: Seat, rng: &mut GameRng) -> Sheriff {
        let n = view.players;
        let own = view.hand.clone().unwrap_or_default();
        let known = known_hands(view, seat, &own);
        let mut pool = unseen_items(view, &known, rng);
        let (hands, offers) = deal_hands(view, seat, &own, &known, &mut pool, rng);
        let (mut ambush_pool, ambushes) = deal_ambushes(view, seat, rng);
        let stage = stage_of(view, offers, &mut ambush_pool, rng);
        let mut known_all = vec![vec![Vec::new(); n]; n];
        known_all[seat] = view.known.clone();
        Sheriff {
            options: super::Options { defence_only_when_possible: view.defence_only_when_possible },
            deck: pool,
            discard: view.discard.clone(),
            hands,
            winnings: view.piles.clone(),
            ambush_deck: ambush_pool,
            ambushes,
            unused_ambush: (n..data().ambush_colours.len()).map(Ambush::Colour).collect(),
            tasks: view.tasks.clone(),
            sheriff: view.sheriff,
            active: view.active,
            stage,
            turns: view.turns,
            rng: GameRng::new(rng.next_u64()),
            quiet: true,
            known: known_all,
            secrets: Default::default(),
        }
    }

    fn policy(&self, seat: Seat, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
        super::bot::choose_in(self, seat, legal, level, rng)
    }

    fn prior(view: &SheriffView, legal: &[Action]) -> Vec<f64> {
        super::bot::values(view, legal)
    }

    /// Scores as they stand plus part of what the hand may still become, softened into win chances;
    /// a finished game weighs the real win too.
    fn estimate(&self) -> Vec<f64> {
        let d = data();
        let scores: Vec<f64> = (0..self.players())
            .map(|s| {
                let pile: i32 = self.winnings[s].iter().map(|&i| d.items[i].value).sum();
                let tasks: i32 =
                    d.tasks.iter().zip(&self.tasks).map(|(t, done)| task_points(t, done, s)).sum();
                let hand: i32 = self.hands[s].iter().map(|&i| d.items[i].value).sum();
                f64::from(pile + tasks) + 0.3 * f64::from(hand)
            })
            .collect();
        let soft = softmax(&scores, SPREAD);
        match Game::outcome(self) {
            Some(o) => win_shares(&o).iter().zip(&soft).map(|(w, s)| 0.7 * w + 0.3 * s).collect(),
            None => soft,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::simulate::bot_step;
    use crate::engine::{Pending, Setup};

    /// Positions of a Normal bot game with `players`, every second decision.
    pub(super) fn positions(players: usize, seed: u64) -> Vec<Sheriff> {
        let mut g = Sheriff::new(&Setup { players, first: None, seed }, &Default::default()).unwrap();
        let mut out = Vec::new();
        let mut step = 0;
        while g.pending() != Pending::Over && step < 600 {
            if step % 2 == 0 {
                out.push(g.clone());
            }
            bot_step(&mut g, seed, step, BotLevel::Normal).unwrap();
            step += 1;
        }
        out.push(g);
        out
    }

    #[test]
    fn a_sample_shows_the_seat_exactly_what_it_knows_and_conserves_the_cards() {
        let (mut differs, mut known_seen, mut phases) = (0, 0, std::collections::BTreeSet::new());
        for players in [3, 5, 7] {
            for (i, g) in positions(players, 40 + players as u64).iter().enumerate() {
                let seat = g.pending().first().map_or(i % players, |s| (s + i) % players);
                let view = g.view(Some(seat));
                phases.insert(format!("{:?}", view.phase).chars().take(6).collect::<String>());
                let d = Sheriff::determinize(&view, seat, &mut GameRng::new(i as u64));
                assert_eq!(d.view(Some(seat)), view, "{players}p position {i} seat {seat}");
                assert_eq!(d.view(None), g.view(None), "{players}p position {i}");
                d.check().unwrap_or_else(|e| panic!("{players}p position {i} seat {seat}: {e}"));
                assert_eq!(d.legal_actions(seat), g.legal_actions(seat));
                assert_eq!(d.pending(), g.pending());
                for h in (0..players).filter(|&h| h != seat) {
                    let mut hand = d.hands[h].clone();
                    for &k in &view.known[h] {
                        let at = hand.iter().position(|&c| c == k);
                        assert!(
                            at.is_some() || matches!(view.phase, Phase::BuyOffers | Phase::BuyChoice),
                            "known card kept"
                        );
                        at.map(|a| hand.swap_remove(a));
                    }
                    known_seen += view.known[h].len();
                }
                differs += usize::from(d.hands != g.hands || d.deck != g.deck);
            }
        }
        assert!(differs > 100, "samples should deal the unseen cards anew ({differs})");
        assert!(known_seen > 50, "the games should show cards to other seats ({known_seen})");
        assert!(phases.len() >= 8, "the games should reach most kinds of decision: {phases:?}");
    }

    /// Knowledge: a robbed hand is the robber's to know; the others learn only public moves.
    #[test]
    fn what_a_seat_saw_is_in_its_view_and_nothing_more() {
        let mut checked = 0;
        for g in positions(4, 12) {
            for seat in 0..4 {
                for h in (0..4).filter(|&h| h != seat) {
                    let mut hand = g.hands[h].clone();
                    for &k in g.known(seat, h) {
                        let at = hand.iter().position(|&c| c == k);
                        let offered = matches!(g.stage(), Stage::BuyOffers { offers, .. } | Stage::BuyChoice { offers } if offers[h] == Some(k));
                        assert!(
                            at.is_some() || offered,
                            "seat {seat} 'knows' {k} in {h}'s hand {:?}",
                            g.hands[h]
                        );
                        at.map(|a| hand.swap_remove(a));
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 50, "{checked}");
    }
}

/// The Hard bot: its search sees only the view, replays identically and saves like any other bot.
#[cfg(test)]
mod hard {
    use super::*;
    use crate::engine::search::{self, Budget, search};
    use crate::games::scramble::Scramble;

    fn small() -> Budget {
        Budget {
            iterations: 40,
            depth: 25,
            tree_depth: 1,
            exploration: 0.5,
            width: 4,
            playout: BotLevel::Normal,
        }
    }

    /// Every kind of decision (offers, Defence, strikes, picks…) is searched, out of turn too, and
    /// a scrambled hidden part (other hands, ambush cards, the decks) does not change the choice.
    #[test]
    fn a_hard_decision_does_not_change_when_other_seats_hidden_cards_are_scrambled() {
        let mut compared = std::collections::BTreeSet::new();
        for (i, g) in super::tests::positions(5, 31).iter().enumerate() {
            let Some(seat) = g.pending().first() else { continue };
            let legal = g.legal_actions(seat);
            let kind = format!("{:?}", g.view(None).phase).chars().take(6).collect::<String>();
            if legal.len() < 2 || compared.contains(&kind) {
                continue;
            }
            let mut hidden = g.clone();
            hidden.scramble_hidden(seat, &mut GameRng::new(i as u64));
            let hard = |k: &Sheriff| {
                search::<Sheriff>(&k.view(Some(seat)), seat, &legal, &small(), &mut GameRng::new(5))
            };
            let one = hard(g);
            assert!(legal.contains(&one));
            assert_eq!(hard(&hidden), one, "position {i}");
            compared.insert(kind);
        }
        assert!(compared.len() >= 4, "{compared:?}");
    }

    #[test]
    fn a_search_is_reproducible_on_any_number_of_threads() {
        for (i, g) in super::tests::positions(3, 21).iter().enumerate().step_by(25) {
            let Some(seat) = g.pending().first() else { continue };
            let (view, legal) = (g.view(Some(seat)), g.legal_actions(seat));
            let choose = |threads| {
                search::set_threads(threads);
                search::<Sheriff>(&view, seat, &legal, &small(), &mut GameRng::new(i as u64))
            };
            let one = choose(1);
            assert_eq!(choose(2), one, "position {i}");
        }
        search::set_threads(0);
    }

    #[test]
    fn a_save_with_hard_bots_reloads_to_the_same_state() {
        crate::games::scramble::check_hard_save_replays::<Sheriff>(3, Default::default(), 6, 3);
    }
}

/// Hard against four Normal bots, 100 games (20 deals, every seat rotation): a minute in release,
/// so ignored; run with `cargo test --release --lib -- --ignored sheriff_hard_beats_normal`.
#[cfg(test)]
#[test]
#[ignore]
fn sheriff_hard_beats_normal() {
    use crate::engine::arena::{Contender, arena};
    let normal = Contender::Bot(BotLevel::Normal);
    let lineup = [Contender::Bot(BotLevel::Hard), normal, normal, normal, normal];
    let r = arena::<Sheriff>(&lineup, 100, 1, &Default::default(), (0, 10_000), &|_| {}).unwrap();
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    // Measured well above 32% (fair 20%); 28% leaves room for the spread of 100 games.
    assert!(r.levels[0].win_share > 0.28, "{:?}", r.levels);
}
