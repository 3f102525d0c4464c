//! Hard bots' samples: from one seat's view of a Saboteur turn, a full state it could be in. What
//! the seat has not seen is dealt at random: the other hands, the deck order, the face-down
//! discards and removed cards, the other players' roles (except those it inspected) and the
//! face-down goals (except those it looked at with a Map). A playout judges the round it is in:
//! who wins it, or a guess from how close the dig is when it is cut off.

use crate::engine::determinize::Determinize;
use crate::engine::{BotLevel, GameRng, Seat};

use super::cards::Card;
use super::deck::deck;
use super::maze::{Goal, Pos, Tile};
use super::payout::Role;
use super::round::role_pool;
use super::rules::{Mode, Options, Saboteur, Stage};
use super::view::SaboteurView;

/// Takes one copy of `c` out of `pool` (if there is one).
fn take(pool: &mut Vec<Card>, c: Card) {
    if let Some(i) = pool.iter().position(|&x| x == c) {
        pool.swap_remove(i);
    }
}

impl Saboteur {
    /// How near the dig is to the gold, for a cut-off guess: the fewest squares from an empty
    /// square a connected tunnel opens onto to the gold (as this state has it: in a sample, where
    /// the sample put it), the cards left to play, and the diggers free to dig.
    pub(super) fn dig_features(&self) -> (i32, usize, usize) {
        let gold = self.maze.tiles().iter().find(|(_, t)| matches!(t, Tile::Goal { goal: Goal::Gold, .. }));
        let near = match gold {
            Some(&(g, _)) => self
                .maze
                .slots()
                .iter()
                .filter(|s| s.connected != 0)
                .map(|s| (s.pos.0 - g.0).abs() + (s.pos.1 - g.1).abs())
                .min()
                .unwrap_or(20),
            None => 20,
        };
        let cards = self.deck.len() + self.hands.iter().map(Vec::len).sum::<usize>();
        let free = (0..self.players)
            .filter(|&s| self.roles[s] != Role::Saboteur && self.blocked_by(s).is_none())
            .count();
        (near, cards, free)
    }
}

/// A sample as drawn. Test builds may instead hand the search the true state, or its true roles or
/// cards (`measure::oracle`), to measure what perfect information would gain; never the game.
#[cfg(not(test))]
fn oracle(sample: Saboteur, _rng: &mut GameRng) -> Saboteur {
    sample
}
#[cfg(test)]
use super::measure::oracle;

/// The cards that seat cannot see (everything but its hand, the maze and the cards in front),
/// shuffled and dealt: the other hands, the deck, the discards and the removed cards.
struct Cards {
    hands: Vec<Vec<Card>>,
    deck: Vec<Card>,
    discard: Vec<Card>,
    removed: Vec<Card>,
}

fn deal_cards(view: &SaboteurView, seat: Seat, rng: &mut GameRng) -> Cards {
    let mut unseen = deck().cards(view.mode == Mode::Saboteur2);
    for &c in view.hand.iter().flatten() {
        take(&mut unseen, c);
    }
    for c in view.maze.path_cards() {
        take(&mut unseen, Card::Path(c as u8));
    }
    for &a in view.in_front.iter().flatten() {
        take(&mut unseen, Card::Action(a));
    }
    rng.shuffle(&mut unseen);
    let mut hands: Vec<Vec<Card>> = Vec::with_capacity(view.players);
    for s in 0..view.players {
        if s == seat {
            hands.push(view.hand.clone().unwrap_or_default());
        } else {
            let k = view.hand_sizes[s].min(unseen.len());
            hands.push(unseen.split_off(unseen.len() - k));
        }
    }
    let deck = unseen.split_off(unseen.len() - view.deck.min(unseen.len()));
    let discard = unseen.split_off(unseen.len() - view.discard.min(unseen.len()));
    Cards { hands, deck, discard, removed: unseen }
}

/// Roles: its own, those it inspected, the rest dealt from what is left, the saboteur cards more
/// likely to players whose plays hurt the dig (the public tally every seat saw). Returns every
/// seat's role, the roles set aside and those left out of the round.
fn deal_roles(view: &SaboteurView, seat: Seat, rng: &mut GameRng) -> (Vec<Role>, Vec<Role>, Vec<Role>) {
    let n = view.players;
    let mut pool = role_pool(view.mode, n);
    let own = view.role.unwrap_or(Role::ClassicDigger);
    let mut known: Vec<Option<Role>> = vec![None; n];
    known[seat] = Some(own);
    for &(s, r) in &view.inspected {
        known[s] = Some(r);
    }
    for r in known.iter().flatten() {
        if let Some(i) = pool.iter().position(|x| x == r) {
            pool.swap_remove(i);
        }
    }
    rng.shuffle(&mut pool);
    let unknown: Vec<Seat> = (0..n).filter(|&s| known[s].is_none()).collect();
    let mut dealt: Vec<Role> = unknown.iter().map(|_| pool.pop().unwrap_or(own)).collect();
    let saboteurs = dealt.iter().filter(|&&r| r == Role::Saboteur).count();
    dealt.retain(|&r| r != Role::Saboteur);
    let mut open = unknown;
    for _ in 0..saboteurs {
        let susp = super::bot::tuning().suspicion;
        let weight = |s: Seat| (-susp * f64::from(view.reputation[s].clamp(-8, 8))).exp();
        let total: f64 = open.iter().map(|&s| weight(s)).sum();
        let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        let mut i = 0;
        while i + 1 < open.len() && x >= weight(open[i]) {
            x -= weight(open[i]);
            i += 1;
        }
        known[open.remove(i)] = Some(Role::Saboteur);
    }
    for (&s, r) in open.iter().zip(dealt) {
        known[s] = Some(r);
    }
    let roles: Vec<Role> = known.iter().map(|k| k.unwrap_or(own)).collect();
    let set_aside = pool.split_off(pool.len() - view.set_aside.min(pool.len()));
    (roles, set_aside, pool)
}

/// The face-down goals: the gold where a Map or a turned card says, else behind any face-down
/// goal not known to be stone; the stone cards left go to the other face-down goals.
fn deal_goals(view: &SaboteurView, rng: &mut GameRng) -> Vec<(Pos, Goal)> {
    let tiles = view.maze.tiles();
    let hidden: Vec<Pos> = tiles
        .iter()
        .filter(|(_, t)| matches!(t, Tile::Goal { revealed: false, .. }))
        .map(|(p, _)| *p)
        .collect();
    let gold_shown =
        tiles.iter().any(|(_, t)| matches!(t, Tile::Goal { goal: Goal::Gold, revealed: true, .. }));
    let placed =
        |i: usize| tiles.iter().any(|(_, t)| matches!(t, Tile::Goal { goal: Goal::Stone(j), .. } if *j == i));
    let mut stones: Vec<usize> = (0..deck().stones.len()).filter(|&i| !placed(i)).collect();
    rng.shuffle(&mut stones);
    let gold = if gold_shown {
        None
    } else {
        let sure = hidden.iter().copied().find(|&p| view.known_goal(p) == Some(true));
        let could: Vec<Pos> = hidden.iter().copied().filter(|&p| view.known_goal(p) != Some(false)).collect();
        sure.or_else(|| rng.pick(&could).copied())
    };
    hidden
        .iter()
        .map(|&p| if Some(p) == gold { (p, Goal::Gold) } else { (p, Goal::Stone(stones.pop().unwrap_or(0))) })
        .collect()
}

impl Determinize for Saboteur {
    /// Only turns are searched: the other decisions (passing cards, a round's end) are plain.
    fn searched(view: &SaboteurView) -> bool {
        view.phase == super::view::Phase::Turn
    }

    /// Samples a state of the turn `view` shows (other phases are not searched: their decisions
    /// are plain). Earlier rounds are not rebuilt: a sample is judged on this round alone.
    fn determinize(view: &SaboteurView, seat: Seat, rng: &mut GameRng) -> Self {
        let n = view.players;
        let Cards { hands, deck: deck_cards, discard, removed } = deal_cards(view, seat, rng);
        let (roles, set_aside, dropped_roles) = deal_roles(view, seat, rng);
        let maze = view.maze.with_goals(&deal_goals(view, rng));

        let gold_of: Vec<u32> = (0..n)
            .map(|s| if s == seat { view.gold.unwrap_or(0) } else { u32::from(view.has_gold[s]) })
            .collect();
        // Others saw on their Maps what this sample's goals are.
        let mut maps = vec![Vec::new(); n];
        for &(s, p) in &view.mapped {
            maps[s].push((p, matches!(maze.tile(p), Some(Tile::Goal { goal: Goal::Gold, .. }))));
        }
        maps[seat] = view.maps.clone();
        let mut inspected = vec![Vec::new(); n];
        inspected[seat] = view.inspected.clone();
        let thefts = (0..n).filter(|&s| view.in_front[s].contains(&super::cards::Act::Theft)).collect();
        let sample = Saboteur {
            options: Options { mode: view.mode, broken_tools_no_nuggets: false },
            players: n,
            rng: GameRng::new(rng.next_u64()),
            round: view.round,
            maze,
            deck: deck_cards,
            discard,
            removed,
            hands,
            roles,
            set_aside,
            dropped_roles,
            in_front: view.in_front.clone(),
            thefts,
            paid: gold_of.iter().sum(),
            gold: gold_of,
            supply: Vec::new(),
            current: view.current,
            last_player: view.current,
            completer: None,
            stage: Stage::Turn,
            maps,
            inspected,
            reputation: view.reputation.clone(),
            reports: Vec::new(),
            turns: 0,
            quiet: true,
        };
        oracle(sample, rng)
    }

    /// The heuristic from what `seat` knows, read off the sample directly (no view is built).
    fn policy(
        &self,
        seat: Seat,
        legal: &[super::Action],
        level: BotLevel,
        rng: &mut GameRng,
    ) -> super::Action {
        match self.stage {
            Stage::Turn | Stage::Theft { .. } => {
                super::bot::heuristic(super::bot::Known::of_state(self, seat), legal, level, rng)
            }
            _ => legal.first().cloned().unwrap_or(super::Action::Continue),
        }
    }

    fn prior(view: &SaboteurView, legal: &[super::Action]) -> Vec<f64> {
        super::bot::ratings(view, legal)
    }

    /// The sampled round's result once it is over (1 for its winners), else a guess of the chance
    /// the gold is reached: fitted to 1,200 Normal-bot rounds (37,000 turns; log loss 0.21 against
    /// 0.37 for the base rate) from how far the connected front is from this sample's gold, the
    /// cards left, and how many non-saboteurs are free to dig.
    fn estimate(&self) -> Vec<f64> {
        if let Some(r) = self.reports.first() {
            return (0..self.players).map(|s| if r.winners.contains(&s) { 1.0 } else { 0.0 }).collect();
        }
        let (near, cards, free) = self.dig_features();
        let (near, cards, free) = (f64::from(near.min(12)), cards as f64, free as f64);
        let z = (cards - 32.5 - 4.75 * near + 10.0 * (free - 3.0)) / (10.0 + 0.75 * near);
        let dig = 1.0 / (1.0 + (-z).exp());
        let est = super::bot::tuning().role_estimate;
        (0..self.players)
            .map(|s| {
                let p = match self.roles[s] {
                    Role::Saboteur => 1.0 - dig,
                    Role::Geologist if est => 0.0,
                    Role::Profiteer if est => 1.0,
                    _ => dig,
                };
                if self.is_trapped(s) { p * 0.3 } else { p }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{BotLevel, Game, Pending, Setup};
    use crate::games::scramble::Scramble;

    /// 6-player Saboteur 2 turns a few moves apart, Normal bots playing (Maps and Inspections too).
    fn turns(seed: u64) -> Vec<Saboteur> {
        let mut g = Saboteur::new(&Setup { players: 6, first: Some(0), seed }, &Options::default()).unwrap();
        let mut out = Vec::new();
        for step in 0..120u64 {
            let Pending::Seat(seat) = g.pending() else { break };
            if g.stage == Stage::Turn && step % 7 == 0 {
                out.push(g.clone());
            }
            let legal = g.legal_actions(seat);
            let a =
                Saboteur::bot_action(&g.view(Some(seat)), &legal, BotLevel::Normal, &mut GameRng::new(step));
            g.apply(seat, &a).unwrap();
        }
        out
    }

    fn cards_of(g: &Saboteur) -> Vec<Card> {
        let mut all: Vec<Card> = g.deck.iter().chain(&g.discard).chain(&g.removed).copied().collect();
        g.hands.iter().for_each(|h| all.extend(h));
        g.in_front.iter().for_each(|f| all.extend(f.iter().map(|&a| Card::Action(a))));
        all.extend(g.maze.path_cards().map(|c| Card::Path(c as u8)));
        all.sort();
        all
    }

    #[test]
    fn a_sample_shows_the_seat_and_the_table_what_they_see_and_keeps_every_card() {
        for seed in 0..4 {
            for g in turns(seed) {
                let seat = g.current;
                for k in 0..3 {
                    let s = Saboteur::determinize(&g.view(Some(seat)), seat, &mut GameRng::new(k));
                    assert_eq!(s.view(Some(seat)), g.view(Some(seat)));
                    assert_eq!(s.view(None), g.view(None));
                    assert_eq!(cards_of(&s), cards_of(&g));
                    let mut roles: Vec<Role> =
                        s.roles.iter().chain(&s.set_aside).chain(&s.dropped_roles).copied().collect();
                    let mut real: Vec<Role> =
                        g.roles.iter().chain(&g.set_aside).chain(&g.dropped_roles).copied().collect();
                    roles.sort_by_key(|r| format!("{r:?}"));
                    real.sort_by_key(|r| format!("{r:?}"));
                    assert_eq!(roles, real);
                    for &(q, r) in &g.inspected[seat] {
                        assert_eq!(s.roles[q], r, "an inspected role is known");
                    }
                    for s2 in 0..g.players {
                        let looked = |m: &Vec<(Pos, bool)>| m.iter().map(|&(p, _)| p).collect::<Vec<_>>();
                        assert_eq!(looked(&s.maps[s2]), looked(&g.maps[s2]), "who looked where is public");
                    }
                    for &(p, gold) in &g.maps[seat] {
                        let is_gold = matches!(s.maze.tile(p), Some(Tile::Goal { goal: Goal::Gold, .. }));
                        assert_eq!(is_gold, gold, "a goal seen with a Map is known");
                    }
                }
            }
        }
    }

    #[test]
    fn a_sample_writes_no_log_and_ends_with_its_round() {
        let g = turns(1).into_iter().nth(1).unwrap();
        let seat = g.current;
        let mut s = Saboteur::determinize(&g.view(Some(seat)), seat, &mut GameRng::new(2));
        let mut step = 0;
        while let Pending::Seat(p) = s.pending() {
            let legal = s.legal_actions(p);
            let a = s.policy(p, &legal, BotLevel::Normal, &mut GameRng::new(step));
            let applied = s.apply(p, &a).unwrap();
            assert!(applied.events.is_empty(), "no log lines in a sample");
            step += 1;
        }
        assert_eq!(s.reports.len(), 1, "the sample stops when its round ends");
        assert_eq!(s.round, g.round);
    }

    mod hard {
        use super::*;
        use crate::engine::search::set_threads;

        #[test]
        fn a_hard_choice_ignores_hidden_cards_and_is_the_same_on_one_or_two_threads() {
            let g = turns(2).into_iter().nth(2).unwrap();
            let seat = g.current;
            let legal = g.legal_actions(seat);
            let mut other = g.clone();
            other.scramble_hidden(seat, &mut GameRng::new(7));
            let pick = |s: &Saboteur| {
                Saboteur::bot_action(&s.view(Some(seat)), &legal, BotLevel::Hard, &mut GameRng::new(11))
            };
            set_threads(1);
            let one = pick(&g);
            set_threads(2);
            let two = pick(&g);
            set_threads(0);
            assert_eq!(one, two);
            assert_eq!(pick(&other), one);
        }

        #[test]
        fn a_save_with_hard_bots_reloads_to_the_same_state() {
            crate::games::scramble::check_hard_save_replays::<Saboteur>(4, Options::default(), 6, 3);
        }
    }
}
