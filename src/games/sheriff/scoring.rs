//! Scoring in Sheriff of Nottingham as pure functions: which laid-out cards complete a task, which
//! ambush cards may strike a set, what a set leaves after ambushes, task points, favours, final score.

use serde::{Deserialize, Serialize};

use crate::engine::game::err;
use crate::engine::{RuleError, Seat};
use crate::msg;

use super::data::{SheriffData, Task, TaskKind, data};
use super::rules::{Log, Sheriff, Stage};
use super::words::{self, counted, seat as who};

/// An item type: its index in [`SheriffData::items`].
pub type Item = usize;

/// An ambush card: a player colour (matches any item the owner of that colour scores) or an item pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ambush {
    Colour(usize),
    Pair(Item, Item),
}

/// Whether `cards` are exactly a combination shown on `task`.
pub fn completes(task: &Task, cards: &[Item]) -> bool {
    let mut counts = std::collections::BTreeMap::new();
    for &c in cards {
        *counts.entry(c).or_insert(0usize) += 1;
    }
    match task.kind {
        TaskKind::Different => cards.len() == task.count && counts.len() == task.count,
        TaskKind::Identical => cards.len() == task.count && counts.len() == 1,
        TaskKind::Pairs => {
            cards.len() == 2 * task.count && counts.len() == task.count && counts.values().all(|&n| n == 2)
        }
    }
}

/// Whether `card` may strike when the player of colour `scorer` lays out a set of `item`.
pub fn strikes(card: Ambush, item: Item, scorer: usize) -> bool {
    match card {
        Ambush::Colour(c) => c == scorer,
        Ambush::Pair(a, b) => a == item || b == item,
    }
}

/// What is left of a set of `laid` cards after `struck` ambushes took one each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetResult {
    /// One card goes to the winnings pile, the rest (`discarded`) to the discard pile; the Sheriff moves.
    Scored { discarded: usize },
    /// Fewer than 3 remain: they go back to the hand, nothing is scored, the Sheriff stays.
    Failed { back_to_hand: usize },
}

pub fn set_result(laid: usize, struck: usize) -> SetResult {
    let left = laid.saturating_sub(struck);
    if left >= 3 {
        SetResult::Scored { discarded: left - 1 }
    } else {
        SetResult::Failed { back_to_hand: left }
    }
}

/// Whether another ambush may still strike a set with `left` cards on the table.
pub fn may_still_strike(left: usize) -> bool {
    left >= 3
}

/// Whether `seat` may complete a task already completed by `completers` (at most two, each once).
pub fn may_complete(completers: &[usize], seat: usize) -> bool {
    completers.len() < 2 && !completers.contains(&seat)
}

/// Points for a task: the first completer alone scores `first`; once two have, each scores `shared`.
pub fn task_points(task: &Task, completers: &[usize], seat: usize) -> i32 {
    match completers.len() {
        _ if !completers.contains(&seat) => 0,
        1 => task.first,
        _ => task.shared,
    }
}

/// Who receives a favour when the Sheriff reaches a space numbered `space`: every player whose hand
/// has no more cards than that, in seat order starting with the active player.
pub fn favoured(hand_sizes: &[usize], space: usize, active: usize) -> Vec<usize> {
    let n = hand_sizes.len();
    (0..n).map(|i| (active + i) % n).filter(|&s| hand_sizes[s] <= space).collect()
}

/// A player's final score: winnings pile values plus task points; the tie-break is the pile size.
pub fn final_score(data: &SheriffData, winnings: &[Item], tasks: &[Vec<usize>], seat: usize) -> (i32, usize) {
    let pile: i32 = winnings.iter().map(|&i| data.items[i].value).sum();
    let task: i32 = data.tasks.iter().zip(tasks).map(|(t, done)| task_points(t, done, seat)).sum();
    (pile + task, winnings.len())
}

impl Sheriff {
    /// Lays out `count` identical items to score; players with ambush cards are then asked.
    pub(super) fn score_set(&mut self, item: Item, count: usize, events: &mut Log) -> Result<(), RuleError> {
        let held = self.hands[self.active].iter().filter(|&&c| c == item).count();
        if count < 3 {
            return err(msg!("sheriff-err-set-min"));
        }
        if held < count {
            return err(msg!("sheriff-err-hold-only", n = held, card = words::item_n(item, held)));
        }
        for _ in 0..count {
            self.take_from_hand(self.active, item)?;
        }
        let active = self.active;
        events.public(|| msg!("sheriff-log-lays-out", who = who(active), items = counted(count, item)));
        // Everyone with ambush cards is asked, match or not, so the prompt reveals nothing.
        let queue: Vec<Seat> = self.others().into_iter().filter(|&s| !self.ambushes[s].is_empty()).collect();
        if queue.is_empty() {
            self.finish_set(item, count, events);
        } else {
            self.stage = Stage::Strike { item, laid: count, queue };
        }
        Ok(())
    }

    pub(super) fn strike(
        &mut self,
        item: Item,
        mut laid: usize,
        mut queue: Vec<Seat>,
        card: Option<Ambush>,
        events: &mut Log,
    ) -> Result<(), RuleError> {
        let seat = queue[0];
        if let Some(a) = card {
            let Some(i) = self.ambushes[seat].iter().position(|&x| x == a) else {
                return err(msg!("sheriff-err-ambush-not-yours"));
            };
            if !strikes(a, item, self.active) {
                return err(msg!(
                    "sheriff-err-ambush-no-match",
                    who = who(self.active),
                    card = words::item(item)
                ));
            }
            self.ambushes[seat].remove(i);
            self.ambush_deck.insert(0, a);
            self.hands[seat].push(item);
            let gold = data().item("Gold").unwrap_or(0);
            self.hands[self.active].push(gold);
            laid -= 1;
            // The striker reveals the card (spec), so everyone reads which one it was.
            let active = self.active;
            events.public(|| {
                msg!(
                    "sheriff-log-strike",
                    who = who(seat),
                    ambush = words::ambush(a),
                    card = words::item(item),
                    target = who(active),
                    gold = words::item(gold),
                    gthe = words::the(gold)
                )
            });
        }
        queue.remove(0);
        if queue.is_empty() || !may_still_strike(laid) {
            self.finish_set(item, laid, events);
        } else {
            self.stage = Stage::Strike { item, laid, queue };
        }
        Ok(())
    }

    fn finish_set(&mut self, item: Item, laid: usize, events: &mut Log) {
        let active = self.active;
        match set_result(laid, 0) {
            SetResult::Scored { discarded } => {
                self.winnings[active].push(item);
                self.discard.extend(std::iter::repeat_n(item, discarded));
                events.public(|| {
                    msg!(
                        "sheriff-log-scores",
                        who = who(active),
                        card = words::item(item),
                        items = counted(laid, item),
                        n = discarded
                    )
                });
                self.stage = Stage::Score;
                self.sheriff_moves(events);
            }
            SetResult::Failed { back_to_hand } => {
                self.hands[active].extend(std::iter::repeat_n(item, back_to_hand));
                events.public(|| {
                    msg!(
                        "sheriff-log-broken",
                        who = who(active),
                        items = counted(back_to_hand, item),
                        n = back_to_hand
                    )
                });
                self.stage = Stage::Score;
                self.end_turn(events);
            }
        }
    }

    pub(super) fn score_task(
        &mut self,
        task: usize,
        cards: &[Item],
        events: &mut Log,
    ) -> Result<(), RuleError> {
        let active = self.active;
        let Some(t) = data().tasks.get(task) else { return err(msg!("sheriff-err-no-task")) };
        if !may_complete(&self.tasks[task], active) {
            return err(if self.tasks[task].contains(&active) {
                msg!("sheriff-err-task-done", task = words::task(t))
            } else {
                msg!("sheriff-err-task-closed", task = words::task(t))
            });
        }
        if !completes(t, cards) {
            return err(msg!("sheriff-err-task-cards", task = words::task(t)));
        }
        self.take_cards(active, cards)?;
        self.discard.extend(cards);
        self.tasks[task].push(active);
        events.public(|| msg!("sheriff-log-task", who = who(active), task = words::task(t)));
        if self.tasks.iter().all(|t| t.len() >= 2) {
            events.public(|| msg!("sheriff-log-last-task"));
            self.stage = Stage::Over;
            return Ok(());
        }
        self.sheriff_moves(events);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sheriff::data::data;

    fn item(name: &str) -> Item {
        data().item(name).unwrap()
    }

    fn task(kind: TaskKind, count: usize) -> &'static Task {
        data().tasks.iter().find(|t| t.kind == kind && t.count == count).unwrap()
    }

    #[test]
    fn worked_example_two_ambushes_break_a_set_of_four() {
        // Ann (colour 0) lays out 4 Pearls; Bob's Pearls+Chest and Cleo's card of Ann's colour strike.
        let pearls = item("Pearls");
        let bob = Ambush::Pair(pearls, item("Treasure chest"));
        let cleo = Ambush::Colour(0);
        assert!(strikes(bob, pearls, 0));
        assert!(strikes(cleo, pearls, 0));
        assert!(may_still_strike(4) && may_still_strike(3));
        assert_eq!(set_result(4, 2), SetResult::Failed { back_to_hand: 2 });
        assert!(!may_still_strike(2), "no further ambush once fewer than 3 remain");
        assert_eq!(set_result(4, 1), SetResult::Scored { discarded: 2 });
        assert_eq!(set_result(3, 0), SetResult::Scored { discarded: 2 });
    }

    #[test]
    fn worked_example_only_the_scorers_colour_ambushes_gold() {
        let gold = item("Gold");
        assert!(!strikes(Ambush::Pair(item("Pearls"), item("Treasure chest")), gold, 0));
        for [a, b] in &data().ambush_pairs {
            assert!(!strikes(Ambush::Pair(data().item(a).unwrap(), data().item(b).unwrap()), gold, 0));
        }
        assert!(strikes(Ambush::Colour(0), gold, 0));
        assert!(!strikes(Ambush::Colour(1), gold, 0), "another player's colour does not match");
    }

    #[test]
    fn worked_example_favours_on_a_three_space() {
        // Hands of 4, 3, 0, 5 and 2 cards; the active player is seat 1.
        assert_eq!(favoured(&[4, 3, 0, 5, 2], 3, 1), vec![1, 2, 4]);
    }

    #[test]
    fn worked_example_five_identical_first_then_shared_and_closed() {
        let five = task(TaskKind::Identical, 5);
        assert!(may_complete(&[], 0));
        assert_eq!(task_points(five, &[0], 0), 30);
        assert!(may_complete(&[0], 1));
        assert!(!may_complete(&[0], 0), "each player once");
        assert_eq!(task_points(five, &[0, 1], 0), 25);
        assert_eq!(task_points(five, &[0, 1], 1), 25);
        assert!(!may_complete(&[0, 1], 2), "at most two players");
        assert_eq!(task_points(five, &[0, 1], 2), 0);
    }

    #[test]
    fn worked_example_final_score_forty_eight() {
        let winnings = [item("Treasure chest"), item("Jewels"), item("Gold")];
        let mut tasks = vec![vec![]; 4];
        let three_pairs =
            data().tasks.iter().position(|t| t.kind == TaskKind::Pairs && t.count == 3).unwrap();
        tasks[three_pairs] = vec![0];
        assert_eq!(final_score(data(), &winnings, &tasks, 0), (48, 3));
    }

    #[test]
    fn task_combinations() {
        let (c, s, g, p) = (item("Copper coin"), item("Silver candlestick"), item("Gold"), item("Pearls"));
        let different = task(TaskKind::Different, 7);
        assert!(completes(different, &(0..7).collect::<Vec<_>>()));
        assert!(!completes(different, &[c, c, s, g, p, 5, 6]));
        assert!(completes(task(TaskKind::Identical, 5), &[g; 5]));
        assert!(!completes(task(TaskKind::Identical, 5), &[g, g, g, g, p]));
        let three_pairs = task(TaskKind::Pairs, 3);
        assert!(completes(three_pairs, &[c, c, s, s, p, p]));
        assert!(!completes(three_pairs, &[c, c, c, c, p, p]), "pairs of different items");
        assert!(!completes(task(TaskKind::Pairs, 4), &[c, c, s, s, p, p]));
    }
}
