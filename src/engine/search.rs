//! Hard bots: search over determinizations. Every iteration samples a full state from the bot's own
//! view ([`Determinize`]), plays on with the game's heuristic bots (every seat from its own view)
//! and, after `depth` decisions, cuts off with the game's estimate. Two shapes:
//! - `tree_depth == 1`: flat Monte Carlo over the heuristic's best `width` actions by sequential
//!   halving, every candidate played on the same samples and dice (common random numbers: the
//!   comparison sees the move, not the luck of the deal);
//! - `tree_depth > 1`: information-set MCTS, a tree of decisions walked with UCB in which each node
//!   keeps the value of the seat that chose it, so 3–12 players each pursue their own result.
//!
//! A fixed iteration budget (not a time limit) and seeds from the caller's dice make the choice
//! reproducible: a save with Hard bots replays to the same game.

use super::determinize::Determinize;
use super::session::bot_rng;
use super::simulate::bot_step;
use super::{BotLevel, Game, GameRng, Pending, Seat};

/// What one decision may spend.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Budget {
    /// Iterations (sampled states played out) per decision, over all chunks.
    pub iterations: u32,
    /// Decisions a playout takes after leaving the tree before it is cut off and estimated.
    pub depth: u32,
    /// How many decisions deep the tree grows; 1 is flat Monte Carlo over the bot's own actions.
    pub tree_depth: u32,
    /// UCB exploration constant (values are win chances in `0..=1`).
    pub exploration: f64,
    /// How many of the heuristic's best actions the flat search compares (0: all).
    pub width: usize,
    /// The policy of the playouts and of first visits in the tree.
    pub playout: BotLevel,
}

/// Independent searches whose root statistics are summed. Fixed, so the choice does not depend on
/// how many cores run them.
pub const CHUNKS: usize = 2;

thread_local! {
    /// Threads a search begun on this thread may use (0: the cores there are, up to [`CHUNKS`]).
    static THREADS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many threads each search begun on the calling thread runs on. Speed only: the choice is
/// the same for any value. Per thread, not for the process: an arena worker keeps its own searches
/// to one thread while a table's bot worker, or a test beside it, uses every core.
pub fn set_threads(n: usize) {
    THREADS.with(|t| t.set(n));
}

fn threads() -> usize {
    match THREADS.with(|t| t.get()) {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()).min(CHUNKS),
        n => n.min(CHUNKS),
    }
}

/// Visits and summed value of each root action, in the order of `legal`.
type RootStats = Vec<(u32, f64)>;

thread_local! {
    /// The coach listens: the next search on this thread leaves its ranking here.
    static RANKING: std::cell::RefCell<Option<Option<Box<dyn std::any::Any>>>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `decide` (a Hard decision) and returns what it chose with the ranking of the search it
/// ran, if it ran one: every action it weighed, best first — the first is the one it chose — each
/// with its estimated win chance. A decision the game takes without searching (one legal move, a
/// sale in reach) has no ranking.
pub fn ranked<A: Clone + 'static>(decide: impl FnOnce() -> A) -> (A, Option<Vec<(A, f64)>>) {
    RANKING.with(|r| *r.borrow_mut() = Some(None));
    let chosen = decide();
    let ranking = RANKING.with(|r| r.borrow_mut().take()).flatten();
    (chosen, ranking.and_then(|b| b.downcast::<Vec<(A, f64)>>().ok()).map(|b| *b))
}

/// Leaves `ranking` (indices into `legal`, best first, with win chances) for [`ranked`], if it
/// listens on this thread.
fn rank<A: Clone + 'static>(legal: &[A], ranking: impl FnOnce() -> Vec<(usize, f64)>) {
    RANKING.with(|r| {
        if let Some(slot) = r.borrow_mut().as_mut() {
            let list: Vec<(A, f64)> = ranking().into_iter().map(|(i, v)| (legal[i].clone(), v)).collect();
            *slot = Some(Box::new(list));
        }
    });
}

/// The action the search prefers for `seat`, from its `view` only. `legal` must not be empty.
pub fn search<G>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    budget: &Budget,
    rng: &mut GameRng,
) -> G::Action
where
    G: Determinize,
    G::View: Sync,
    G::Action: Sync + 'static,
{
    if legal.len() == 1 {
        return legal[0].clone();
    }
    if budget.tree_depth <= 1 {
        let order = halving::<G>(view, seat, legal, budget, rng.next_u64());
        let best = order[0].0;
        rank(legal, || order);
        return legal[best].clone();
    }
    let seeds: Vec<u64> = (0..CHUNKS).map(|_| rng.next_u64()).collect();
    let iterations = budget.iterations.div_ceil(CHUNKS as u32);
    let grow = |seed: u64| -> RootStats {
        let mut tree = Tree::<G>::new(seat, legal);
        let mut rng = GameRng::new(seed);
        for _ in 0..iterations {
            tree.iterate(view, seat, budget, &mut rng);
        }
        tree.root_stats()
    };
    let chunks: Vec<RootStats> = if threads() > 1 {
        std::thread::scope(|s| {
            let handles: Vec<_> = seeds.iter().map(|&seed| s.spawn(move || grow(seed))).collect();
            handles.into_iter().map(|h| h.join().expect("a search thread does not panic")).collect()
        })
    } else {
        seeds.iter().map(|&seed| grow(seed)).collect()
    };
    let mut total = vec![(0u32, 0.0f64); legal.len()];
    for chunk in &chunks {
        for (t, c) in total.iter_mut().zip(chunk) {
            t.0 += c.0;
            t.1 += c.1;
        }
    }
    // The most visited action (UCB visits the best most); ties go to the better mean, then the first.
    let mean = |(v, w): (u32, f64)| if v == 0 { 0.0 } else { w / f64::from(v) };
    let mut best = 0;
    for i in 1..legal.len() {
        let (a, b) = (total[i], total[best]);
        if a.0 > b.0 || (a.0 == b.0 && mean(a) > mean(b)) {
            best = i;
        }
    }
    rank(legal, || {
        // The chosen first, then by visits and mean: the order the choice above reads them in.
        let mut order: Vec<usize> = (0..legal.len()).filter(|&i| i != best && total[i].0 > 0).collect();
        order.sort_by(|&a, &b| total[b].0.cmp(&total[a].0).then(mean(total[b]).total_cmp(&mean(total[a]))));
        std::iter::once(best).chain(order).map(|i| (i, mean(total[i]))).collect()
    });
    legal[best].clone()
}

/// Flat search: the heuristic's best `width` actions compete in rounds on shared samples; each round
/// drops the worse half, so the budget goes to the close calls. Returns the candidates as indices
/// into `legal`, best first (the last survivor, then those dropped later before those dropped
/// earlier, each group by its mean), each with its mean value.
fn halving<G>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    budget: &Budget,
    seed: u64,
) -> Vec<(usize, f64)>
where
    G: Determinize,
    G::View: Sync,
    G::Action: Sync,
{
    let prior = G::prior(view, legal);
    let mut alive: Vec<usize> = (0..legal.len()).collect();
    // Best first; equal priors keep the order of `legal`.
    alive.sort_by(|&a, &b| prior[b].total_cmp(&prior[a]).then(a.cmp(&b)));
    if budget.width > 0 {
        alive.truncate(budget.width);
    }
    let rounds = (usize::BITS - (alive.len() - 1).leading_zeros()).max(1) as usize;
    let mut sums = vec![(0u32, 0.0f64); legal.len()];
    // Per round, the candidates it dropped (best first).
    let mut dropped: Vec<Vec<(usize, f64)>> = Vec::new();
    for round in 0..rounds {
        if alive.len() == 1 {
            break;
        }
        let samples = (budget.iterations as usize / rounds / alive.len()).max(1);
        // Sample j of this round: one determinization and one set of dice for every candidate.
        let sample = |j: usize| -> Vec<f64> {
            let mut rng =
                GameRng::new(seed ^ ((round as u64) << 40) ^ (j as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let base = G::determinize(view, seat, &mut rng);
            let dice = rng.next_u64();
            alive
                .iter()
                .map(|&a| {
                    let mut state = base.clone();
                    if state.apply(seat, &legal[a]).is_err() {
                        return 0.0;
                    }
                    playout(&mut state, dice, 1, budget);
                    state.estimate().get(seat).copied().unwrap_or(0.0)
                })
                .collect()
        };
        let results: Vec<Vec<f64>> = if threads() > 1 && samples > 1 {
            let half = samples.div_ceil(2);
            std::thread::scope(|s| {
                let sample = &sample;
                let second = s.spawn(move || (half..samples).map(sample).collect::<Vec<_>>());
                let mut first: Vec<Vec<f64>> = (0..half).map(sample).collect();
                first.extend(second.join().expect("a search thread does not panic"));
                first
            })
        } else {
            (0..samples).map(sample).collect()
        };
        // Summed in sample order, so the result does not depend on the threads.
        for values in &results {
            for (k, &a) in alive.iter().enumerate() {
                sums[a].0 += 1;
                sums[a].1 += values[k];
            }
        }
        let mean = |a: usize| sums[a].1 / f64::from(sums[a].0.max(1));
        alive.sort_by(|&a, &b| {
            mean(b).total_cmp(&mean(a)).then(prior[b].total_cmp(&prior[a])).then(a.cmp(&b))
        });
        let keep = alive.len().div_ceil(2);
        dropped.push(alive.split_off(keep).into_iter().map(|a| (a, mean(a))).collect());
    }
    let mean = |a: usize| sums[a].1 / f64::from(sums[a].0.max(1));
    let mut order: Vec<(usize, f64)> = alive.iter().map(|&a| (a, mean(a))).collect();
    order.extend(dropped.into_iter().rev().flatten());
    order
}

struct Node<A> {
    /// The action that leads here from the parent (`None` at the root).
    action: Option<A>,
    /// The seat that chose `action`: this node's value is that seat's.
    actor: Seat,
    children: Vec<usize>,
    visits: u32,
    /// How often this node was available when its parent was visited (ISMCTS's UCB denominator).
    avail: u32,
    value: f64,
}

struct Tree<G: Game> {
    nodes: Vec<Node<G::Action>>,
}

impl<G: Determinize> Tree<G> {
    /// A root with one child per action of `seat`'s, in the order of `legal`.
    fn new(seat: Seat, legal: &[G::Action]) -> Self {
        let mut nodes =
            vec![Node { action: None, actor: seat, children: Vec::new(), visits: 0, avail: 0, value: 0.0 }];
        for a in legal {
            nodes.push(Node {
                action: Some(a.clone()),
                actor: seat,
                children: Vec::new(),
                visits: 0,
                avail: 0,
                value: 0.0,
            });
        }
        nodes[0].children = (1..=legal.len()).collect();
        Tree { nodes }
    }

    fn root_stats(&self) -> RootStats {
        self.nodes[0].children.iter().map(|&c| (self.nodes[c].visits, self.nodes[c].value)).collect()
    }

    /// The child with the best upper confidence bound among `candidates` (all available now).
    fn select(&self, candidates: &[usize], exploration: f64) -> usize {
        let mut best = (f64::NEG_INFINITY, candidates[0]);
        for &c in candidates {
            let n = &self.nodes[c];
            if n.visits == 0 {
                return c;
            }
            let ucb = n.value / f64::from(n.visits)
                + exploration * (f64::from(n.avail.max(1)).ln() / f64::from(n.visits)).sqrt();
            if ucb > best.0 {
                best = (ucb, c);
            }
        }
        best.1
    }

    fn iterate(&mut self, view: &G::View, seat: Seat, budget: &Budget, rng: &mut GameRng) {
        let mut state = G::determinize(view, seat, rng);
        let playout_seed = rng.next_u64();
        let mut path = Vec::with_capacity(budget.tree_depth as usize);
        let (mut node, mut depth) = (0, 0);
        // The root is the searching seat's own choice (with secret choices made in any order it
        // may not be the first to be asked); below it they are searched one at a time, first
        // seat first.
        let pending = state.pending();
        let mut root = Some(seat).filter(|&s| pending.first().is_some() && pending.includes(s));
        while let Some(actor) = root.take().or_else(|| state.pending().serial().seat()) {
            let children = self.nodes[node].children.clone();
            let next = if node == 0 {
                for &c in &children {
                    self.nodes[c].avail += 1;
                }
                self.select(&children, budget.exploration)
            } else {
                let legal = state.legal_actions(actor);
                if legal.is_empty() {
                    break;
                }
                let mut available = Vec::with_capacity(children.len());
                for &c in &children {
                    let n = &self.nodes[c];
                    if n.actor == actor && n.action.as_ref().is_some_and(|a| legal.contains(a)) {
                        available.push(c);
                    }
                }
                let untried: Vec<&G::Action> = legal
                    .iter()
                    .filter(|a| !available.iter().any(|&c| self.nodes[c].action.as_ref() == Some(*a)))
                    .collect();
                if untried.is_empty() {
                    for &c in &available {
                        self.nodes[c].avail += 1;
                    }
                    self.select(&available, budget.exploration)
                } else {
                    // Grow by what the playout policy would do, so the tree starts from sensible play.
                    let mut dice = bot_rng(playout_seed, depth as usize, actor);
                    let policy = state.policy(actor, &legal, budget.playout, &mut dice);
                    let action = if untried.contains(&&policy) { policy } else { untried[0].clone() };
                    self.nodes.push(Node {
                        action: Some(action),
                        actor,
                        children: Vec::new(),
                        visits: 0,
                        avail: 1,
                        value: 0.0,
                    });
                    let id = self.nodes.len() - 1;
                    self.nodes[node].children.push(id);
                    id
                }
            };
            let action = self.nodes[next].action.clone().expect("only the root has no action");
            if state.apply(actor, &action).is_err() {
                // The sample disagrees with the tree (cannot happen with a faithful determinizer).
                break;
            }
            path.push(next);
            node = next;
            depth += 1;
            if self.nodes[next].visits == 0 || depth >= budget.tree_depth {
                break;
            }
        }
        playout(&mut state, playout_seed, depth as usize, budget);
        let values = state.estimate();
        for &n in &path {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.value += values.get(node.actor).copied().unwrap_or(0.0);
        }
    }
}

/// Plays on with the policy bots for up to `budget.depth` decisions (real-time races included).
fn playout<G: Determinize>(state: &mut G, seed: u64, from: usize, budget: &Budget) {
    for step in from..from + budget.depth as usize {
        match state.pending() {
            Pending::Over => return,
            Pending::Seat(seat) | Pending::Each { first: seat, .. } => {
                let legal = state.legal_actions(seat);
                if legal.is_empty() {
                    return;
                }
                let mut dice = bot_rng(seed, step, seat);
                let action = state.policy(seat, &legal, budget.playout, &mut dice);
                if state.apply(seat, &action).is_err() {
                    return;
                }
            }
            Pending::Race { .. } => {
                if bot_step(state, seed, step, budget.playout).is_err() {
                    return;
                }
            }
        }
    }
}
