//! Who wins a Saboteur round and what they are paid, as pure functions: Saboteur 2 teams and doors,
//! payouts with the Boss and Profiteer discounts, Geologists' crystals, the order of Thefts, and the
//! Classic saboteur amounts and nugget passing.

use serde::{Deserialize, Serialize};

use super::deck::Team;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    Digger(Team),
    Boss,
    Geologist,
    Profiteer,
    Saboteur,
    /// Classic mode's plain gold-digger.
    ClassicDigger,
}

/// Which side won a Saboteur 2 round (saved in the round's report).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    /// The teams with a win (one or both).
    Teams {
        green: bool,
        blue: bool,
    },
    Saboteurs,
}

/// The winning side: a green digger who completes the route wins for green if green has access,
/// else for blue if blue has; a blue digger the mirror; anyone else wins for every team with access.
/// No gold, or no team with access: the saboteurs win.
pub fn side(gold_reached: bool, completer: Option<Role>, green_access: bool, blue_access: bool) -> Side {
    let teams = |green, blue| if green || blue { Side::Teams { green, blue } } else { Side::Saboteurs };
    if !gold_reached {
        return Side::Saboteurs;
    }
    match completer {
        Some(Role::Digger(Team::Green)) if green_access => teams(true, false),
        Some(Role::Digger(Team::Green)) => teams(false, blue_access),
        Some(Role::Digger(Team::Blue)) if blue_access => teams(false, true),
        Some(Role::Digger(Team::Blue)) => teams(green_access, false),
        _ => teams(green_access, blue_access),
    }
}

/// The winners: the winning teams' diggers, the Boss when a team won, the Profiteer always; or the
/// saboteurs and the Profiteer. Trapped players are never winners; Geologists never count.
pub fn winners(roles: &[Role], trapped: &[bool], side: Side) -> Vec<usize> {
    (0..roles.len())
        .filter(|&s| !trapped[s])
        .filter(|&s| match (roles[s], side) {
            (Role::Profiteer, _) => true,
            (Role::Digger(Team::Green), Side::Teams { green, .. }) => green,
            (Role::Digger(Team::Blue), Side::Teams { blue, .. }) => blue,
            (Role::Boss, Side::Teams { .. }) => true,
            (Role::Saboteur, Side::Saboteurs) => true,
            _ => false,
        })
        .collect()
}

/// Gold for each seat: by the number of winners 5, 4, 3, 2, then 1; the Boss 1 less, the Profiteer
/// 2 less, never below 0.
pub fn payouts(roles: &[Role], winners: &[usize]) -> Vec<i32> {
    let base = match winners.len() {
        0 => 0,
        1 => 5,
        2 => 4,
        3 => 3,
        4 => 2,
        _ => 1,
    };
    (0..roles.len())
        .map(|s| {
            if !winners.contains(&s) {
                return 0;
            }
            let less = match roles[s] {
                Role::Boss => 1,
                Role::Profiteer => 2,
                _ => 0,
            };
            (base - less).max(0)
        })
        .collect()
}

/// Geologists share the crystals in the maze, rounded down; a trapped Geologist's share is lost.
pub fn geologist_gold(roles: &[Role], trapped: &[bool], crystals: usize) -> Vec<i32> {
    let n = roles.iter().filter(|r| **r == Role::Geologist).count();
    let share = crystals.checked_div(n).unwrap_or(0) as i32;
    (0..roles.len()).map(|s| if roles[s] == Role::Geologist && !trapped[s] { share } else { 0 }).collect()
}

/// The order in which Thefts steal: the holder of the last Theft played, then the other holders
/// clockwise from that player's left; trapped holders do not steal.
pub fn theft_order(holders: &[usize], last_played: usize, trapped: &[bool], players: usize) -> Vec<usize> {
    (0..players)
        .map(|i| (last_played + i) % players)
        .filter(|s| holders.contains(s) && !trapped[*s])
        .collect()
}

/// Classic: the gold each saboteur gets when the saboteurs win.
pub fn classic_saboteur_gold(saboteurs: usize) -> u32 {
    match saboteurs {
        0 => 0,
        1 => 4,
        2 | 3 => 3,
        _ => 2,
    }
}

/// Classic: nugget cards (values 3, 2, 1) adding up to `amount` with as few cards as the supply
/// allows; `None` if the supply cannot make it.
pub fn nuggets_for(amount: u32, supply: &[u32; 3]) -> Option<[u32; 3]> {
    // supply[i] is how many cards of value i + 1 are left.
    let mut best: Option<[u32; 3]> = None;
    for threes in (0..=supply[2].min(amount / 3)).rev() {
        for twos in (0..=supply[1].min((amount - 3 * threes) / 2)).rev() {
            let ones = amount - 3 * threes - 2 * twos;
            if ones <= supply[0] {
                let pick = [ones, twos, threes];
                if best.is_none_or(|b| pick.iter().sum::<u32>() < b.iter().sum::<u32>()) {
                    best = Some(pick);
                }
            }
        }
    }
    best
}

/// Classic: who picks the drawn nugget cards, in order. The player who reached the gold picks first
/// (if a saboteur did, the first digger counter-clockwise from them), then the cards pass
/// counter-clockwise among diggers until none are left.
pub fn nugget_order(roles: &[Role], completer: usize, cards: usize) -> Vec<usize> {
    let n = roles.len();
    let ccw = |s: usize, k: usize| (s + n * k - k) % n;
    let diggers: Vec<usize> =
        (0..n).map(|k| ccw(completer, k)).filter(|&s| roles[s] != Role::Saboteur).collect();
    if diggers.is_empty() {
        return Vec::new();
    }
    (0..cards).map(|i| diggers[i % diggers.len()]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Role::*;

    const GREEN: Role = Digger(Team::Green);
    const BLUE: Role = Digger(Team::Blue);

    #[test]
    fn rulebook_example_boss_completes_through_a_blue_door() {
        let roles = [BLUE, GREEN, GREEN, Boss, Profiteer, Saboteur, Saboteur];
        let trapped = [false, false, false, false, false, false, true];
        let s = side(true, Some(Boss), false, true);
        assert_eq!(s, Side::Teams { green: false, blue: true });
        let w = winners(&roles, &trapped, s);
        assert_eq!(w, vec![0, 3, 4]);
        assert_eq!(payouts(&roles, &w), vec![3, 0, 0, 2, 1, 0, 0]);
        // Had a green digger completed the same route, blue would still have won.
        assert_eq!(side(true, Some(GREEN), false, true), Side::Teams { green: false, blue: true });
        // Both saboteurs hold a Theft, one is trapped: only the other steals.
        assert_eq!(theft_order(&[5, 6], 6, &trapped, 7), vec![5]);
    }

    #[test]
    fn completers_and_access() {
        assert_eq!(side(true, Some(GREEN), true, true), Side::Teams { green: true, blue: false });
        assert_eq!(side(true, Some(BLUE), true, true), Side::Teams { green: false, blue: true });
        assert_eq!(side(true, Some(BLUE), true, false), Side::Teams { green: true, blue: false });
        assert_eq!(side(true, Some(Geologist), true, true), Side::Teams { green: true, blue: true });
        assert_eq!(side(true, Some(Saboteur), false, false), Side::Saboteurs, "no access");
        assert_eq!(side(false, None, true, true), Side::Saboteurs, "gold not reached");
    }

    #[test]
    fn saboteurs_and_profiteer_win_together_and_trapped_players_never_win() {
        let roles = [Saboteur, Saboteur, Profiteer, GREEN, Geologist];
        let w = winners(&roles, &[false, true, false, false, false], Side::Saboteurs);
        assert_eq!(w, vec![0, 2]);
        assert_eq!(payouts(&roles, &w), vec![4, 0, 2, 0, 0]);
    }

    #[test]
    fn boss_and_profiteer_never_go_below_zero() {
        let roles = [GREEN, GREEN, GREEN, GREEN, Boss, Profiteer];
        let w = winners(&roles, &[false; 6], Side::Teams { green: true, blue: false });
        assert_eq!(w.len(), 6);
        assert_eq!(payouts(&roles, &w), vec![1, 1, 1, 1, 0, 0]);
    }

    #[test]
    fn geologists_split_crystals_and_a_trapped_share_is_lost() {
        let roles = [Geologist, Geologist, Saboteur];
        assert_eq!(geologist_gold(&roles, &[false, false, false], 5), vec![2, 2, 0]);
        assert_eq!(geologist_gold(&roles, &[false, true, false], 5), vec![2, 0, 0]);
        assert_eq!(geologist_gold(&[Geologist, GREEN], &[false, false], 3), vec![3, 0]);
    }

    #[test]
    fn theft_order_starts_with_the_last_played() {
        assert_eq!(theft_order(&[0, 2, 4], 2, &[false; 5], 5), vec![2, 4, 0]);
    }

    #[test]
    fn classic_payouts() {
        assert_eq!((1..=4).map(classic_saboteur_gold).collect::<Vec<_>>(), vec![4, 3, 3, 2]);
        assert_eq!(classic_saboteur_gold(0), 0);
        assert_eq!(nuggets_for(4, &[16, 8, 4]), Some([1, 0, 1]));
        assert_eq!(nuggets_for(3, &[16, 8, 0]), Some([1, 1, 0]));
        assert_eq!(nuggets_for(4, &[0, 0, 1]), None);
        // Reached by seat 2 (a digger): 2 picks first, then counter-clockwise 1, 0, skipping saboteur 4.
        let roles = [ClassicDigger, ClassicDigger, ClassicDigger, ClassicDigger, Saboteur];
        assert_eq!(nugget_order(&roles, 2, 6), vec![2, 1, 0, 3, 2, 1]);
        // A saboteur reached it: the first digger counter-clockwise from them starts.
        assert_eq!(nugget_order(&roles, 4, 3), vec![3, 2, 1]);
    }
}
