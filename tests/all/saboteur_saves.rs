//! Saboteur saves hold no display text: a round's result is saved as data ([`Why`]) and worded when
//! shown. Saves written before that held an English sentence; they still load, replay to the same
//! state and read in either language.

use std::path::Path;

use tavolo::engine::Session;
use tavolo::games::saboteur::Saboteur;
use tavolo::games::saboteur::payout::Side;
use tavolo::games::saboteur::round::Why;
use tavolo::i18n::Lang;

/// Written by the rules before `Why` (7 bots, Saboteur 2, in round 3 after two rounds).
const S2: &str = include_str!("../fixtures/saboteur-s2-english-round-why.json");
/// The same for Classic (5 bots, broken tools get no nuggets).
const CLASSIC: &str = include_str!("../fixtures/saboteur-classic-english-round-why.json");

fn load(text: &str) -> Session<Saboteur> {
    Session::<Saboteur>::from_json(text, Path::new("old.json")).unwrap_or_else(|e| panic!("{}", e.0))
}

#[test]
fn a_saboteur_2_save_with_english_round_results_loads_and_replays() {
    assert!(S2.contains("\"why\": \"{p5} (a Saboteur) reached the gold."), "the fixture is an old save");
    let s = load(S2);
    let whys: Vec<Why> = s.state.reports().iter().map(|r| r.why).collect();
    assert_eq!(
        whys,
        [
            Why::Saboteur2(Side::Teams { green: true, blue: true }),
            Why::Saboteur2(Side::Teams { green: false, blue: true })
        ]
    );
    let names = s.names();
    let first = s.state.reports()[0].explain();
    assert_eq!(
        first.render(Lang::En, &names),
        "B5 (a Saboteur) reached the gold. Both teams have a route free of the other's doors. Both teams win. \
         Trapped, so not winners: B3."
    );
    assert_eq!(
        first.render(Lang::It, &names),
        "B5 (un Sabotatore) ha raggiunto il tesoro. Entrambe le squadre hanno un percorso senza porte \
         dell'altro colore. Vincono entrambe le squadre. Non vince chi è intrappolato: B3."
    );
    // Saved again, the result is data: no sentence left to reword.
    let again = s.to_json();
    assert!(!again.contains("reached the gold"), "{again}");
    assert!(again.contains("\"Saboteur2\""));
    load(&again);
}

#[test]
fn a_classic_save_with_english_round_results_loads_and_replays() {
    assert!(CLASSIC.contains("\"why\": \"The gold was not reached: the saboteurs win.\""));
    let s = load(CLASSIC);
    let whys: Vec<Why> = s.state.reports().iter().map(|r| r.why).collect();
    assert_eq!(whys, [Why::ClassicNoGold, Why::ClassicGold(0)]);
    let again = s.to_json();
    assert!(!again.contains("gold-diggers win"), "{again}");
    load(&again);
}

#[test]
fn every_old_english_round_result_reads_back_as_its_value() {
    let read = |text: &str| serde_json::from_str::<Why>(&serde_json::to_string(text).unwrap());
    let teams = |green, blue| Why::Saboteur2(Side::Teams { green, blue });
    for (text, why) in [
        ("{p11} reached the gold: the gold-diggers win.", Why::ClassicGold(11)),
        ("The gold was not reached: the saboteurs win.", Why::ClassicNoGold),
        ("The gold was not reached, and nobody was a saboteur: nobody is paid.", Why::ClassicNobody),
        ("Nobody reached the gold. The Saboteurs win.", Why::Saboteur2(Side::Saboteurs)),
        (
            "{p0} (the Boss) reached the gold. Every route passes doors of both colours: no team has access. \
             The Saboteurs win. Trapped, so not winners: {p1}, {p2}.",
            Why::Saboteur2(Side::Saboteurs),
        ),
        (
            "{p1} (a green gold-digger) reached the gold. Only green has a route with no blue door. Green wins.",
            teams(true, false),
        ),
        (
            "{p1} (a green gold-digger) reached the gold. Only blue has a route with no green door. \
             A digger without their own team's access wins for the other team. Blue wins.",
            teams(false, true),
        ),
    ] {
        assert_eq!(read(text).unwrap(), why, "{text}");
        // The value saved now reads back as itself.
        assert_eq!(serde_json::from_str::<Why>(&serde_json::to_string(&why).unwrap()).unwrap(), why);
    }
    assert!(read("Somebody won.").is_err(), "an unknown sentence is a damaged save");
}

/// The log counts turns within each round ("round 3 · turn 1" opens round 3), not across the game.
#[test]
fn the_log_counts_turns_within_each_round() {
    let s = load(S2);
    let lines = s.log_lines(None, 0);
    for round in 1..=3 {
        let turns: Vec<u32> = lines.iter().filter(|l| l.round == Some(round)).map(|l| l.turn).collect();
        assert_eq!(turns.first(), Some(&1), "round {round} opens on turn 1");
        assert!(turns.windows(2).all(|w| w[0] <= w[1]), "round {round}: {turns:?}");
    }
    // Each round's first line ("Round 2 of 3 begins") is under that round's heading.
    for round in 2..=3u32 {
        let begins =
            lines.iter().find(|l| l.text.starts_with(&format!("Round {round} of 3 begins"))).unwrap();
        assert_eq!((begins.round, begins.turn), (Some(round), 1), "{}", begins.text);
    }
    let page = tavolo::ui::log::page(&lines, None);
    let text: Vec<String> = page.iter().map(|l| l.to_string()).collect();
    assert!(text.contains(&"── round 3 · turn 1 ──".to_string()), "{text:?}");
}
