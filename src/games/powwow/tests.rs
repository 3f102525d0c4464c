//! Pow Wow rules on hand-built tables: the worked examples of pow-wow.md, each optional rule, the
//! penalty, "nothing left is no penalty", and press order by timestamp.

use super::cards::Kind::*;
use super::cards::Tribe::*;
use super::cards::{Card, Indian, Kind, Loot, Tribe};
use super::*;
use crate::engine::{Game, Pending, Setup};

pub(super) fn ind(tribe: Tribe, kind: Kind) -> Card {
    Card::Indian(Indian { tribe, kind })
}

pub(super) fn loot(l: Loot, n: usize) -> Vec<Card> {
    vec![Card::Loot(l); n]
}

/// A game whose table holds `table`, with `next` on top of the deck and `revealer` about to reveal.
pub(super) fn scenario(
    players: usize,
    options: Options,
    table: &[Card],
    next: Card,
    revealer: usize,
) -> PowWow {
    let mut g = PowWow::new(&Setup { players, first: Some(revealer), seed: 1 }, &options).unwrap();
    for c in table.iter().chain(std::iter::once(&next)) {
        let i = g.deck.iter().position(|d| d == c).unwrap_or_else(|| panic!("{c} not in deck"));
        g.deck.remove(i);
    }
    g.table = table.to_vec();
    g.deck.push(next);
    g.check_invariants().unwrap();
    g
}

fn seat_of(t: Tribe) -> usize {
    t.index()
}

/// Reveals (at "1000 ms", shifted after earlier reveals), plays `claims` (seat, kind, ms on the same
/// scale) and closes the window.
fn play(g: &mut PowWow, claims: &[(usize, Kind, u64)]) {
    let r = g.revealer();
    let shift = g.now_ms;
    g.apply(r, &Action::Reveal { at_ms: shift + 1000 }).unwrap();
    for &(seat, kind, at_ms) in claims {
        g.apply(seat, &Action::Claim { kind, at_ms: shift + at_ms }).unwrap();
    }
    let Phase::Window { closes_ms, .. } = g.phase() else { panic!("window expected") };
    g.on_clock(closes_ms).unwrap();
}

#[test]
fn hunter_takes_buffalo_or_tent_not_both() {
    let table = [loot(Loot::Tent, 1), loot(Loot::Buffalo, 1)].concat();
    let mut g = scenario(3, Options::default(), &table, ind(Red, Hunter), 0);
    play(&mut g, &[(0, Hunter, 1200)]);
    assert_eq!(g.pending(), Pending::Seat(0), "red chooses");
    let choices = g.legal_actions(0);
    assert_eq!(choices, vec![Action::Take(Take::Usual { prisoner: None }), Action::Take(Take::Tents)]);
    g.apply(0, &Action::Take(Take::Usual { prisoner: None })).unwrap();
    assert_eq!(g.pile(0), &[ind(Red, Hunter), Card::Loot(Loot::Buffalo)]);
    assert_eq!(g.table(), &[Card::Loot(Loot::Tent)]);
    assert_eq!(g.pending(), Pending::Seat(0), "the last claimer reveals next");
}

#[test]
fn chief_takes_totems_and_a_male_prisoner_not_a_maiden() {
    let table = [loot(Loot::Totem, 2), vec![ind(Green, Warrior), ind(Yellow, Maiden)]].concat();
    let mut g = scenario(5, Options::default(), &table, ind(Red, Chief), 2);
    play(&mut g, &[(0, Chief, 1500)]);
    // One choice only (the green Warrior): resolved at once.
    let mut pile = g.pile(0).to_vec();
    pile.sort();
    let mut want =
        vec![ind(Red, Chief), ind(Green, Warrior), Card::Loot(Loot::Totem), Card::Loot(Loot::Totem)];
    want.sort();
    assert_eq!(pile, want);
    assert_eq!(g.table(), &[ind(Yellow, Maiden)]);
}

#[test]
fn three_claims_resolve_in_press_order_and_the_last_reveals_next() {
    // Totems, a yellow and a purple Hunter, a Maiden, buffaloes and a tent; a red Chief is revealed.
    let table = [
        loot(Loot::Totem, 2),
        vec![ind(Yellow, Hunter), ind(Purple, Hunter), ind(Green, Maiden)],
        loot(Loot::Buffalo, 3),
        loot(Loot::Tent, 1),
    ]
    .concat();
    let mut g = scenario(5, Options::default(), &table, ind(Red, Chief), 1);
    let (yellow, purple, red) = (seat_of(Yellow), seat_of(Purple), seat_of(Red));
    // Arrival order differs from press order: red's press arrives first but was last.
    g.apply(1, &Action::Reveal { at_ms: 1000 }).unwrap();
    g.apply(red, &Action::Claim { kind: Chief, at_ms: 1500 }).unwrap();
    g.apply(purple, &Action::Claim { kind: Hunter, at_ms: 1300 }).unwrap();
    g.apply(yellow, &Action::Claim { kind: Hunter, at_ms: 1200 }).unwrap();
    assert!(g.claims().iter().all(|c| c.legal), "all three were legal when made");
    let order: Vec<usize> = g.claims().iter().map(|c| c.seat).collect();
    assert_eq!(order, vec![yellow, purple, red]);
    g.on_clock(2000).unwrap();
    assert_eq!(g.pending(), Pending::Seat(yellow), "yellow chooses first");
    g.apply(yellow, &Action::Take(Take::Usual { prisoner: None })).unwrap();
    // Purple can only take the tent now (resolved at once); red finds nothing left: no penalty.
    assert_eq!(g.pile(yellow).len(), 4);
    assert_eq!(g.pile(purple), &[ind(Purple, Hunter), Card::Loot(Loot::Tent)]);
    assert!(g.pile(red).is_empty());
    assert!(g.table().contains(&ind(Red, Chief)));
    assert_eq!(g.pending(), Pending::Seat(red), "red played last, so red reveals next");
    g.check_invariants().unwrap();
}

#[test]
fn an_illegal_claim_costs_the_top_two_won_cards() {
    let mut g = scenario(3, Options::default(), &loot(Loot::Totem, 1), Card::Loot(Loot::Buffalo), 0);
    g.piles[0] = vec![];
    // Give red a won pile of three cards taken from the deck.
    for _ in 0..3 {
        let c = g.deck.remove(0);
        g.piles[0].push(c);
    }
    let keep = g.piles[0][0];
    play(&mut g, &[(0, Chief, 1100)]);
    assert_eq!(g.pile(0), &[keep], "the 2 most recent cards are removed");
    assert_eq!(g.removed.len(), 2);
    g.check_invariants().unwrap();
    // With fewer than two won cards, the penalty takes what there is.
    play(&mut g, &[(0, Warrior, 1100)]);
    assert!(g.pile(0).is_empty());
}

#[test]
fn claims_are_refused_outside_the_window_and_only_once_per_reveal() {
    let mut g = scenario(3, Options::default(), &loot(Loot::Buffalo, 1), ind(Red, Hunter), 0);
    assert!(g.apply(1, &Action::Claim { kind: Hunter, at_ms: 5 }).is_err(), "no window before a reveal");
    g.apply(0, &Action::Reveal { at_ms: 1000 }).unwrap();
    assert!(g.apply(0, &Action::Claim { kind: Hunter, at_ms: 999 }).is_err());
    g.apply(0, &Action::Claim { kind: Hunter, at_ms: 1100 }).unwrap();
    let e = g.apply(0, &Action::Claim { kind: Chief, at_ms: 1150 }).unwrap_err();
    assert_eq!(e.0.id(), Some("powwow-err-already"), "{e}");
    // The first claim shortened the window to the grace period.
    assert_eq!(g.phase(), Phase::Window { opened_ms: 1000, closes_ms: 1900 });
    // A press after the window counts for nothing (no penalty either).
    g.apply(1, &Action::Claim { kind: Hunter, at_ms: 2500 }).unwrap();
    assert!(g.on_clock(1800).is_err(), "still open");
    let closed = g.on_clock(1900).unwrap();
    assert!(closed.events.iter().any(|e| e.msg.id() == Some("powwow-log-too-late")));
    assert_eq!(g.pile(0).len(), 2);
    assert!(g.pile(1).is_empty() && g.removed.is_empty());
}

#[test]
fn an_earlier_press_arriving_late_drops_a_claim_past_its_grace() {
    let mut g = scenario(3, Options::default(), &loot(Loot::Buffalo, 2), ind(Red, Hunter), 0);
    g.apply(0, &Action::Reveal { at_ms: 0 }).unwrap();
    g.apply(1, &Action::Claim { kind: Chief, at_ms: 1500 }).unwrap();
    g.apply(0, &Action::Claim { kind: Hunter, at_ms: 100 }).unwrap();
    // The first press (100 ms) closes the window at 900 ms: the 1500 ms claim did not count.
    g.on_clock(900).unwrap();
    assert!(g.removed.is_empty(), "a claim that did not count is no penalty");
    assert_eq!(g.pile(0).len(), 3);
    assert_eq!(g.pending(), Pending::Seat(0));
}

#[test]
fn no_claim_passes_the_reveal_clockwise() {
    let mut g = scenario(4, Options::default(), &[], Card::Loot(Loot::Tent), 3);
    play(&mut g, &[]);
    assert_eq!(g.pending(), Pending::Seat(0));
}

#[test]
fn warpath_takes_a_buffalo_from_each_opponent() {
    let opts = Options { warpath: true, ..Options::default() };
    let mut g = scenario(3, opts, &loot(Loot::Tomahawk, 1), ind(Red, Warrior), 0);
    for (seat, n) in [(1, 2), (2, 0)] {
        for _ in 0..n {
            let i = g.deck.iter().position(|c| *c == Card::Loot(Loot::Buffalo)).unwrap();
            let b = g.deck.remove(i);
            g.piles[seat].push(b);
        }
    }
    let other = g.deck.remove(0);
    g.piles[2].push(other);
    play(&mut g, &[(0, Warrior, 1200)]);
    let buffaloes = |p: &[Card]| p.iter().filter(|c| **c == Card::Loot(Loot::Buffalo)).count();
    assert_eq!(buffaloes(g.pile(0)), 1);
    assert_eq!(g.pile(0)[0], Card::Loot(Loot::Buffalo), "buffaloes go to the bottom under Warpath");
    assert_eq!(buffaloes(g.pile(1)), 1);
    assert_eq!(g.pile(2).len(), 1, "no buffalo, nothing lost");
    g.check_invariants().unwrap();
}

#[test]
fn warpath_with_two_players_takes_two_buffaloes() {
    let opts = Options { warpath: true, ..Options::default() };
    let mut g = scenario(2, opts, &loot(Loot::Tomahawk, 1), ind(Red, Warrior), 0);
    for _ in 0..3 {
        let i = g.deck.iter().position(|c| *c == Card::Loot(Loot::Buffalo)).unwrap();
        let b = g.deck.remove(i);
        g.piles[1].push(b);
    }
    play(&mut g, &[(0, Warrior, 1200)]);
    assert_eq!(g.pile(1).len(), 1);
    assert_eq!(g.pile(0).len(), 4);
}

#[test]
fn warpath_off_takes_nothing_from_opponents() {
    let mut g = scenario(2, Options::default(), &loot(Loot::Tomahawk, 1), ind(Red, Warrior), 0);
    let i = g.deck.iter().position(|c| *c == Card::Loot(Loot::Buffalo)).unwrap();
    let b = g.deck.remove(i);
    g.piles[1].push(b);
    play(&mut g, &[(0, Warrior, 1200)]);
    assert_eq!(g.pile(1).len(), 1);
}

#[test]
fn marriage_takes_the_spouse_and_all_tents() {
    let opts = Options { marriage: true, ..Options::default() };
    let table = [loot(Loot::Tent, 2), vec![ind(Green, Hunter), ind(Yellow, Maiden)], loot(Loot::Necklace, 1)]
        .concat();
    let mut g = scenario(3, opts, &table, ind(Red, Maiden), 0);
    play(&mut g, &[(0, Maiden, 1200)]);
    let choices = g.legal_actions(0);
    let marry = Action::Take(Take::Marry { spouse: Indian { tribe: Green, kind: Hunter } });
    assert!(choices.contains(&marry), "{choices:?}");
    assert!(
        !choices.iter().any(|a| matches!(a, Action::Take(Take::Marry { spouse }) if spouse.kind == Maiden))
    );
    g.apply(0, &marry).unwrap();
    assert_eq!(g.pile(0).len(), 4);
    assert!(g.table().contains(&Card::Loot(Loot::Necklace)));
    // Without tents there is no marriage.
    let no_tent = [vec![ind(Green, Hunter)], loot(Loot::Necklace, 1)].concat();
    let g = scenario(3, Options { marriage: true, ..Options::default() }, &no_tent, ind(Red, Maiden), 0);
    let mut g2 = g.clone();
    play(&mut g2, &[(0, Maiden, 1200)]);
    assert_eq!(g2.pile(0).len(), 2, "only the usual necklace");
}

#[test]
fn sharing_the_loot_rulebook_example() {
    // Blue and two yellow Chiefs (unowned with 3 players) lie face up; red reveals a red Chief and
    // takes a green Warrior prisoner: all 4 Chiefs, all totems, the green Warrior, no unowned Warrior.
    let opts = Options { sharing: true, ..Options::default() };
    let table = [
        vec![
            ind(Blue, Chief),
            ind(Yellow, Chief),
            ind(Yellow, Chief),
            ind(Green, Warrior),
            ind(Blue, Warrior),
        ],
        loot(Loot::Totem, 2),
    ]
    .concat();
    let mut g = scenario(3, opts, &table, ind(Red, Chief), 0);
    play(&mut g, &[(0, Chief, 1200)]);
    g.apply(0, &Action::Take(Take::Usual { prisoner: Some(Indian { tribe: Green, kind: Warrior }) }))
        .unwrap();
    let chiefs = g.pile(0).iter().filter(|c| matches!(c, Card::Indian(i) if i.kind == Chief)).count();
    assert_eq!(chiefs, 4);
    assert_eq!(g.pile(0).len(), 7);
    assert_eq!(g.table(), &[ind(Blue, Warrior)]);
}

#[test]
fn unowned_indians_stay_without_sharing() {
    let table = [vec![ind(Yellow, Hunter)], loot(Loot::Buffalo, 1)].concat();
    let mut g = scenario(3, Options::default(), &table, ind(Red, Hunter), 0);
    play(&mut g, &[(0, Hunter, 1200)]);
    assert_eq!(g.table(), &[ind(Yellow, Hunter)]);
    // An unowned male Indian may be taken prisoner.
    let table = [vec![ind(Yellow, Hunter)], loot(Loot::Totem, 1)].concat();
    let mut g = scenario(3, Options::default(), &table, ind(Red, Chief), 0);
    play(&mut g, &[(0, Chief, 1200)]);
    assert!(g.pile(0).contains(&ind(Yellow, Hunter)));
}

#[test]
fn all_options_combined() {
    let opts = Options { warpath: true, marriage: true, sharing: true, ..Options::default() };
    let table =
        [vec![ind(Yellow, Warrior), ind(Green, Maiden)], loot(Loot::Tomahawk, 2), loot(Loot::Tent, 1)]
            .concat();
    let mut g = scenario(3, opts, &table, ind(Red, Warrior), 0);
    play(&mut g, &[(0, Warrior, 1200)]);
    let choices = g.legal_actions(0);
    assert_eq!(choices.len(), 3, "usual, tents, marry the green Maiden: {choices:?}");
    g.apply(0, &Action::Take(Take::Usual { prisoner: None })).unwrap();
    // Red Warrior + the unowned yellow Warrior ally + 2 tomahawks.
    assert_eq!(g.pile(0).len(), 4);
    g.check_invariants().unwrap();
}

#[test]
fn the_game_ends_after_the_last_card_and_scores_pile_sizes() {
    let mut g = scenario(2, Options::default(), &loot(Loot::Buffalo, 1), ind(Red, Hunter), 0);
    g.removed.append(&mut g.deck.drain(..g.deck.len() - 1).collect());
    play(&mut g, &[(0, Hunter, 1200)]);
    assert_eq!(g.pending(), Pending::Over);
    let o = Game::outcome(&g).unwrap();
    assert_eq!(o.scores[0].total, 2);
    assert_eq!(o.winners(), vec![0]);
}

#[test]
fn bots_claim_no_faster_than_people() {
    use crate::engine::{BotLevel, GameRng};
    let mut rng = GameRng::new(1);
    for level in BotLevel::ALL {
        for _ in 0..200 {
            let ms = bot::reaction_ms(level, &mut rng);
            assert!((300..=1800).contains(&ms), "{level:?} {ms}");
        }
    }
}

/// A press just too late for a window must not land on the next card: a bot waits at least a
/// second after the window closed before it reveals.
#[test]
fn a_bot_reveals_a_second_after_the_last_window_at_the_earliest() {
    use crate::engine::{BotLevel, GameRng};
    let mut g = PowWow::new(&Setup { players: 3, first: Some(1), seed: 2 }, &Options::default()).unwrap();
    let mut rng = GameRng::new(3);
    for _ in 0..60 {
        if g.pending() == Pending::Over {
            break;
        }
        let view = g.view(Some(g.revealer));
        if view.phase == rules::Phase::Reveal {
            let legal = g.legal_actions(g.revealer);
            for level in BotLevel::ALL {
                let Action::Reveal { at_ms } = bot::choose(&view, &legal, level, &mut rng) else {
                    panic!("a reveal")
                };
                assert!(at_ms >= view.now_ms + 1000, "{level:?}: {at_ms} after the close at {}", view.now_ms);
            }
            g.apply(g.revealer, &Action::Reveal { at_ms: view.now_ms + 1000 }).unwrap();
        } else {
            let now = g.now_ms;
            g.on_clock(now + 10_000).unwrap();
        }
    }
}

fn closes_at(g: &PowWow) -> u64 {
    match g.pending() {
        Pending::Race { closes_at_ms: Some(ms), .. } => ms,
        other => panic!("a window expected, not {other:?}"),
    }
}

#[test]
fn a_window_nobody_can_claim_in_closes_at_once() {
    let mut g = scenario(3, Options::default(), &[], Card::Loot(Loot::Tent), 0);
    g.apply(0, &Action::Reveal { at_ms: 1000 }).unwrap();
    assert_eq!(closes_at(&g), 1000, "a lone tent: no Indian to claim it with");
    g.on_clock(1000).unwrap();
    assert_eq!(g.phase(), Phase::Reveal);
    assert_eq!(g.now_ms, 1000, "the clock stands where the window closed");
}

#[test]
fn the_window_closes_when_everyone_who_could_claim_passed_or_claimed() {
    let table = [vec![ind(Green, Hunter)], loot(Loot::Buffalo, 2)].concat();
    let mut g = scenario(3, Options::default(), &table, ind(Red, Hunter), 0);
    g.apply(0, &Action::Reveal { at_ms: 1000 }).unwrap();
    assert_eq!(closes_at(&g), 4000, "red and green can claim");
    g.apply(1, &Action::Pass).unwrap();
    assert_eq!(closes_at(&g), 4000, "red still can");
    assert!(g.on_clock(1500).is_err());
    let e = g.apply(1, &Action::Claim { kind: Hunter, at_ms: 1600 }).unwrap_err();
    assert_eq!(e.0.id(), Some("powwow-err-passed"), "{e}");
    g.apply(0, &Action::Claim { kind: Hunter, at_ms: 1700 }).unwrap();
    assert_eq!(closes_at(&g), 1700, "nobody left who could claim: it closes at the last press");
    g.on_clock(1700).unwrap();
    assert_eq!(g.pile(0).len(), 3);
    // An old save's window closed at its full length: replaying that close still works.
    let mut g = scenario(3, Options::default(), &table, ind(Red, Hunter), 0);
    g.apply(0, &Action::Reveal { at_ms: 1000 }).unwrap();
    g.on_clock(4000).unwrap();
    assert_eq!(g.now_ms, 4000);
}

#[test]
fn the_loot_preview_counts_sharing_allies() {
    let opts = Options { sharing: true, ..Options::default() };
    let table = [vec![ind(Blue, Hunter), ind(Yellow, Hunter)], loot(Loot::Buffalo, 2)].concat();
    let mut g = scenario(3, opts, &table, ind(Red, Hunter), 0);
    g.apply(0, &Action::Reveal { at_ms: 0 }).unwrap();
    let view = g.view(Some(0));
    let usual = Take::Usual { prisoner: None };
    assert_eq!(view.gain(Hunter, usual), 5, "red Hunter, 2 buffaloes and 2 unowned Hunters");
    g.apply(0, &Action::Claim { kind: Hunter, at_ms: 100 }).unwrap();
    g.on_clock(900).unwrap();
    assert_eq!(g.pile(0).len(), 5, "the preview was what was taken");
    let plain = scenario(3, Options::default(), &table, ind(Red, Hunter), 0);
    assert_eq!(plain.view(None).gain(Hunter, usual), 3, "no allies without Sharing");
}

#[test]
fn setup_offers_the_claim_window_length() {
    use crate::catalog::GameEntry;
    use crate::games::Registered;
    let entry = crate::catalog::Entry::<PowWow>::NEW;
    let default = PowWow::options(&entry.default_choices(), 3);
    assert_eq!(default.window_ms, 3000);
    let five = entry.choices_from(&["claim-window-5".to_string(), "warpath".to_string()]).unwrap();
    let opts = PowWow::options(&five, 3);
    assert_eq!((opts.window_ms, opts.warpath), (5000, true));
}

/// The rules' quick legality check agrees with the full list of choices on many random tables.
#[test]
fn can_claim_agrees_with_the_options() {
    use crate::engine::GameRng;
    let mut rng = GameRng::new(5);
    for round in 0..400 {
        let mut deck = cards::prairie();
        rng.shuffle(&mut deck);
        let table = &deck[..1 + round % 30];
        let opts = Options { marriage: round % 2 == 0, ..Options::default() };
        for tribe in Tribe::ALL {
            for kind in Kind::ALL {
                let full = !claim::options(table, tribe, kind, &opts).is_empty();
                assert_eq!(claim::can_claim(table, tribe, kind), full, "{tribe:?} {kind:?} on {table:?}");
            }
        }
    }
}

/// The claim time in a log line is written digit by digit: the same text `{:.2}` writes, and the
/// same again from the texts written once for times under 10 s.
#[test]
fn claim_seconds_read_as_two_decimals() {
    for ms in (0..3_000).chain([9_994, 9_995, 9_996, 9_999, 10_000, 59_999, 123_456]) {
        assert_eq!(rules::seconds(ms), format!("{:.2}", ms as f64 / 1000.0), "{ms} ms");
        let shared = match rules::seconds_arg(ms) {
            crate::i18n::Arg::Id(text) => text.to_string(),
            crate::i18n::Arg::Str(text) if ms >= 10_000 => text,
            other => panic!("{ms} ms as {other:?}"),
        };
        assert_eq!(shared, rules::seconds(ms), "{ms} ms");
    }
}

/// `claim::options` walks the table without listing the other Indians: the same takes, in the
/// same order, as the list it used to build (a prisoner or spouse each once, the claimed card's
/// first copy left out), on tables of random games with Marriage on; and the legal actions a
/// playout writes into its reused buffer are the listed ones.
#[test]
fn claim_options_as_listed_from_the_other_indians() {
    fn reference(table: &[Card], tribe: Tribe, kind: Kind) -> Vec<claim::Take> {
        let own = Indian { tribe, kind };
        if !table.contains(&Card::Indian(own)) {
            return Vec::new();
        }
        let mut others: Vec<Indian> = Vec::new();
        let mut skipped = false;
        for c in table {
            if let Card::Indian(i) = c {
                if *i == own && !skipped {
                    skipped = true;
                } else if !others.contains(i) {
                    others.push(*i);
                }
            }
        }
        let mut out = Vec::new();
        match kind {
            Chief if claim::count(table, Loot::Totem) > 0 => out.extend(
                others.iter().filter(|i| i.kind.is_male()).map(|&p| claim::Take::Usual { prisoner: Some(p) }),
            ),
            Chief => {}
            _ if claim::count(table, kind.usual_loot()) > 0 => {
                out.push(claim::Take::Usual { prisoner: None })
            }
            _ => {}
        }
        if claim::count(table, Loot::Tent) > 0 {
            out.push(claim::Take::Tents);
            let spouses = others.iter().filter(|i| i.kind.is_male() != kind.is_male());
            out.extend(spouses.map(|&spouse| claim::Take::Marry { spouse }));
        }
        out
    }
    let opts = Options { marriage: true, ..Options::default() };
    let mut checked = 0;
    for seed in 0..20 {
        let mut g = PowWow::new_game(&Setup { players: 4, first: None, seed }, &opts).unwrap();
        let mut rng = crate::engine::GameRng::new(seed);
        while g.pending() != Pending::Over {
            for tribe in Tribe::ALL {
                for kind in Kind::ALL {
                    let got = claim::options(g.table(), tribe, kind, &opts);
                    assert_eq!(got, reference(g.table(), tribe, kind), "{:?} {tribe:?} {kind:?}", g.table());
                    checked += usize::from(got.len() > 1);
                }
            }
            let mut buffer = vec![Action::Pass; 3];
            for s in 0..4 {
                g.legal_actions_into(s, &mut buffer);
                assert_eq!(buffer, g.legal_actions(s), "seat {s} in {:?}", g.phase());
            }
            match g.pending() {
                Pending::Seat(s) | Pending::Each { first: s, .. } => {
                    let legal = g.legal_actions(s);
                    g.apply(s, &legal[rng.below(legal.len())]).unwrap();
                }
                Pending::Race { seats, closes_at_ms } => {
                    for s in seats {
                        let legal = g.legal_actions(s);
                        g.apply(s, &legal[rng.below(legal.len())]).unwrap();
                    }
                    g.on_clock(closes_at_ms.unwrap()).unwrap();
                }
                Pending::Over => {}
            }
        }
    }
    assert!(checked > 1_000, "only {checked} tables with a choice");
}

/// The contract every game in the catalog keeps (player counts, screens, save and load, every
/// listed action, the privacy scramble), with the options named as on the command line.
#[test]
fn keeps_the_contract() {
    crate::catalog::contract::check_game::<crate::games::powwow::PowWow>(&["warpath", "marriage", "sharing"]);
}
