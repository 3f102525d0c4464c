//! Pow Wow's log lines and refusals are message ids: English reads as it always did, Italian uses
//! the rulebook's words with "il/la" agreeing with the card, and a quiet game builds no lines.

use super::cards::Kind::*;
use super::cards::Tribe::*;
use super::cards::{self, Card, Indian, Kind, Loot};
use super::tests::{ind, loot, scenario};
use super::*;
use crate::engine::Event;
use crate::i18n::{Arg, Lang};
use crate::msg;

fn names() -> Vec<String> {
    ["Anna", "Bruno", "Carla"].map(String::from).to_vec()
}

fn lines(events: &[Event], lang: Lang) -> Vec<String> {
    events.iter().map(|e| e.msg.render(lang, &names())).collect()
}

/// The rulebook's Sharing example with a reveal, a claim and the choice: every line it logs.
fn sharing_example(quiet: bool) -> (PowWow, Vec<Event>) {
    let opts = Options { sharing: true, ..Options::default() };
    let table =
        [vec![ind(Blue, Chief), ind(Yellow, Chief), ind(Green, Warrior)], loot(Loot::Totem, 2)].concat();
    let mut g = scenario(3, opts, &table, ind(Red, Chief), 0);
    if quiet {
        g = g.quiet();
    }
    let mut events = g.apply(0, &Action::Reveal { at_ms: 1000 }).unwrap().events;
    events.extend(g.apply(0, &Action::Claim { kind: Chief, at_ms: 1240 }).unwrap().events);
    events.extend(g.on_clock(2040).unwrap().events);
    let prisoner = Indian { tribe: Green, kind: Warrior };
    events.extend(g.apply(0, &Action::Take(Take::Usual { prisoner: Some(prisoner) })).unwrap().events);
    (g, events)
}

#[test]
fn log_lines_read_as_before_in_english_and_in_the_rulebooks_italian() {
    let (_, events) = sharing_example(false);
    let ids: Vec<_> = events.iter().map(|e| e.msg.id()).collect();
    assert_eq!(ids, [Some("powwow-log-revealed"), Some("powwow-log-claimed"), Some("powwow-log-took-noted")]);
    assert_eq!(
        lines(&events, Lang::En),
        [
            "Anna revealed R-Chief",
            "Anna played the Chief (+0.24 s)",
            "Anna took R-Chief + Totem ×2 (G-Warrior as prisoner, 2 unowned Chief allies)",
        ]
    );
    assert_eq!(
        lines(&events, Lang::It),
        [
            "Anna scopre il Capo rosso",
            "Anna gioca il Capo (+0,24 s)",
            "Anna prende il Capo rosso + Totem ×2 (Guerriero verde come prigioniero, 2 Capi di nessuno come alleati)",
        ]
    );
}

#[test]
fn italian_articles_and_counts_follow_the_card() {
    let maiden = msg!(
        "powwow-log-took",
        who = Arg::Seat(1),
        indian = Maiden.id(),
        tribe = Green.id(),
        n = 1,
        loot = Loot::Necklace.id()
    );
    assert_eq!(maiden.render(Lang::It, &names()), "Bruno prende la Fanciulla verde + Collana");
    assert_eq!(maiden.render(Lang::En, &names()), "Bruno took G-Maiden + Necklace");
    let penalty = |n: usize| msg!("powwow-log-penalty", who = Arg::Seat(2), kind = Maiden.id(), n = n);
    assert_eq!(
        penalty(1).render(Lang::It, &names()),
        "Punizione! Carla gioca la Fanciulla senza nulla da reclamare: scarta 1 carta vinta"
    );
    assert_eq!(
        penalty(0).render(Lang::En, &names()),
        "Carla played the Maiden with nothing to claim: penalised, no won cards to lose"
    );
    assert_eq!(
        penalty(2).render(Lang::En, &names()),
        "Carla played the Maiden with nothing to claim: penalised, 2 won cards removed"
    );
    let warpath = msg!("powwow-log-warpath", who = Arg::Seat(0), n = 2, from = Arg::Seat(1));
    assert_eq!(warpath.render(Lang::It, &names()), "Sentiero di guerra! Anna prende 2 bufali a Bruno");
    assert_eq!(Card::Loot(Loot::Tent).msg().render(Lang::It, &[]), "Tenda");
}

/// Log lines name cards from their keys (no nested message to allocate): every card and type reads
/// as its own message does, with the article its Italian gender takes, and a loot count as before.
#[test]
fn log_lines_name_every_card_as_the_card_itself_reads() {
    let article = |m: &crate::i18n::Msg| match m.attribute(Lang::It, "gender").as_deref() {
        Some("feminine") => "la",
        _ => "il",
    };
    let mut prairie = cards::prairie();
    prairie.dedup();
    for card in prairie {
        let line = match card {
            Card::Indian(i) => {
                msg!("powwow-log-revealed", who = Arg::Seat(0), card = i.kind.id(), tribe = i.tribe.id())
            }
            Card::Loot(l) => msg!("powwow-log-revealed", who = Arg::Seat(0), card = l.id()),
        };
        let name = card.msg();
        assert_eq!(line.render(Lang::En, &names()), format!("Anna revealed {}", name.render(Lang::En, &[])));
        let it = format!("Anna scopre {} {}", article(&name), name.render(Lang::It, &[]));
        assert_eq!(line.render(Lang::It, &names()), it);
    }
    for kind in Kind::ALL {
        let line = msg!("powwow-log-too-late", who = Arg::Seat(1), kind = kind.id());
        let name = kind.msg();
        let en = format!("Bruno was too late with the {}", name.render(Lang::En, &[]));
        assert_eq!(line.render(Lang::En, &names()), en);
        let it = format!("Bruno: troppo tardi con {} {}", article(&name), name.render(Lang::It, &[]));
        assert_eq!(line.render(Lang::It, &names()), it);
        let own = Indian { tribe: Purple, kind };
        for (n, loot) in [(0, Loot::Tent), (1, Loot::Buffalo), (3, Loot::Totem)] {
            let took = msg!(
                "powwow-log-took",
                who = Arg::Seat(2),
                indian = kind.id(),
                tribe = Purple.id(),
                n = n,
                loot = loot.id()
            );
            let gain = |lang| match n {
                0 => String::new(),
                1 => format!(" + {}", loot.msg().render(lang, &[])),
                _ => format!(" + {} ×{n}", loot.msg().render(lang, &[])),
            };
            let en = format!("Carla took {}{}", own.msg().render(Lang::En, &[]), gain(Lang::En));
            assert_eq!(took.render(Lang::En, &names()), en);
            let it = format!(
                "Carla prende {} {}{}",
                article(&own.msg()),
                own.msg().render(Lang::It, &[]),
                gain(Lang::It)
            );
            assert_eq!(took.render(Lang::It, &names()), it);
        }
    }
}

#[test]
fn a_quiet_game_logs_nothing_and_plays_the_same() {
    let (loud, events) = sharing_example(false);
    let (quiet, none) = sharing_example(true);
    assert!(!events.is_empty() && none.is_empty());
    assert_eq!(PowWow { quiet: false, ..quiet }, loud);
}

#[test]
fn refusals_are_ids_with_the_seat_as_data() {
    let mut g = scenario(3, Options::default(), &loot(Loot::Buffalo, 1), ind(Red, Hunter), 0);
    let e = g.apply(1, &Action::Reveal { at_ms: 5 }).unwrap_err();
    assert_eq!(e.0.id(), Some("powwow-err-not-revealer"));
    assert_eq!(e.0.render(Lang::En, &names()), "It is Anna's turn to reveal.");
    assert_eq!(e.0.render(Lang::It, &names()), "Tocca ad Anna scoprire.");
    let bad = PowWow::new(&crate::engine::Setup { players: 6, first: None, seed: 1 }, &Options::default());
    assert_eq!(bad.unwrap_err().0.id(), Some("error-player-count"));
}

#[test]
fn unowned_allies_are_counted_in_words() {
    let note = |n: usize| crate::msg!("powwow-note-allies", n = n, kind = "hunter").render(Lang::En, &[]);
    assert_eq!(note(1), "1 unowned Hunter ally");
    assert_eq!(note(2), "2 unowned Hunter allies");
}

/// A claim and its choice are filed under the reveal they answer, not the next turn.
#[test]
fn claims_are_logged_under_the_turn_of_their_reveal() {
    use crate::engine::{Player, Session, Setup};
    let opts = Options { sharing: true, ..Options::default() };
    let players = names().into_iter().map(Player::human).collect();
    let mut s =
        Session::<PowWow>::new(players, Setup { players: 3, first: Some(0), seed: 1 }, opts.clone()).unwrap();
    let table =
        [vec![ind(Blue, Chief), ind(Yellow, Chief), ind(Green, Warrior)], loot(Loot::Totem, 2)].concat();
    s.state = scenario(3, opts, &table, ind(Red, Chief), 0);
    s.act(0, Action::Reveal { at_ms: 1000 }).unwrap();
    s.act(0, Action::Claim { kind: Chief, at_ms: 1240 }).unwrap();
    s.clock(2040).unwrap();
    let prisoner = Indian { tribe: Green, kind: Warrior };
    s.act(0, Action::Take(Take::Usual { prisoner: Some(prisoner) })).unwrap();
    let lines = s.log_lines(None, 0);
    let revealed = lines.iter().find(|l| l.text.contains("revealed")).expect("the reveal is logged");
    let took = lines.iter().find(|l| l.text.contains("took")).expect("the take is logged");
    assert_eq!(took.turn, revealed.turn, "{lines:#?}");
}
