//! The records file itself: one line per ending and never two, owner-only; damaged lines skipped;
//! tables appending at once; standings that split tied wins and match names.

use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;

use tavolo::engine::records::*;
use tavolo::engine::{BotLevel, Game, Player, Session, Setup};
use tavolo::games::keltis::Keltis;

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tavolo-records-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// A Keltis game between Anna and an Easy bot (quick to play out), played to its end (Anna's first legal move each time).
fn finished(seed: u64) -> Session<Keltis> {
    let players = vec![Player::human("Anna"), Player::bot("Bot 2", BotLevel::Easy)];
    let mut s: Session<Keltis> =
        Session::new(players, Setup { players: 2, first: Some(0), seed }, Default::default()).unwrap();
    while !s.is_over() {
        if !s.step_bot().unwrap() {
            let a = s.state.legal_actions(0)[0].clone();
            s.act(0, a).unwrap();
        }
    }
    s
}

#[test]
fn a_finished_game_is_one_line_with_each_seats_name_kind_score_and_rank_and_counted_once() {
    let d = dir("once");
    let s = finished(3);
    let r = of(&s, 1_700_000_000).unwrap();
    let outcome = s.state.outcome().unwrap();
    assert_eq!((r.v, r.game.as_str(), r.date), (VERSION, "keltis", 1_700_000_000));
    assert_eq!(r.seats[0].name, "Anna");
    assert_eq!((r.seats[0].kind.as_str(), r.seats[1].kind.as_str()), ("human", "easy"));
    assert_eq!(r.seats[1].score, outcome.scores[1].total);
    assert_eq!(r.seats[0].rank, outcome.scores[0].rank);
    assert!(append(&d, &r).unwrap());
    // The same ending again (a resumed game finished twice, a branch replayed): not a second game.
    assert!(!append(&d, &of(&s, 1_800_000_000).unwrap()).unwrap());
    let other = of(&finished(4), 1_700_000_100).unwrap();
    assert_ne!(other.id, r.id);
    assert!(append(&d, &other).unwrap());
    let (games, skipped) = read(&d);
    assert_eq!((games.len(), skipped), (2, 0));
    assert_eq!(games[0], r);
    // Owner-only, like every file beside the saves.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path(&d)).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
    }
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_damaged_line_is_skipped_and_counted_never_fatal() {
    let d = dir("damaged");
    let r = of(&finished(5), 1).unwrap();
    append(&d, &r).unwrap();
    let mut f = OpenOptions::new().append(true).open(path(&d)).unwrap();
    writeln!(f, "{{\"v\": 1, \"game\": \"keltis\", \"seats\": [trunc").unwrap();
    writeln!(
        f,
        "{{\"v\": 99, \"game\": \"future\", \"id\": \"x\", \"options\": null, \"date\": 0, \"seats\": []}}"
    )
    .unwrap();
    let other = of(&finished(6), 2).unwrap();
    append(&d, &other).unwrap();
    let (games, skipped) = read(&d);
    assert_eq!(games.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), [r.id.as_str(), other.id.as_str()]);
    assert_eq!(skipped, 2);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn two_tables_finishing_at_once_both_land() {
    let d = dir("together");
    let records: Vec<GameRecord> =
        (10..16).map(|seed| of(&finished(seed), seed)).map(Option::unwrap).collect();
    std::thread::scope(|scope| {
        for r in &records {
            let d = &d;
            scope.spawn(move || {
                for _ in 0..20 {
                    append(d, r).unwrap();
                }
            });
        }
    });
    let (games, skipped) = read(&d);
    assert_eq!((games.len(), skipped), (records.len(), 0));
    // Each exactly once in the file itself, not only after reading.
    let lines = std::fs::read_to_string(path(&d)).unwrap().lines().count();
    assert_eq!(lines, records.len());
    let _ = std::fs::remove_dir_all(&d);
}

fn game(id: &str, seats: &[(&str, &str, i32, usize)]) -> GameRecord {
    let seats = seats
        .iter()
        .map(|&(name, kind, score, rank)| SeatRecord {
            name: name.into(),
            kind: kind.into(),
            score,
            rank,
            tied: seats.iter().filter(|s| s.3 == rank).count() > 1,
            hints: 0,
        })
        .collect();
    GameRecord {
        v: VERSION,
        game: "keltis".into(),
        id: id.into(),
        options: serde_json::Value::Null,
        date: 0,
        seats,
    }
}

#[test]
fn standings_count_games_split_tied_wins_and_match_names_ignoring_case() {
    let games = [
        game("a", &[("Anna", "human", 20, 1), ("Bruno", "human", 10, 2), ("Bot 3", "hard", 5, 3)]),
        game("b", &[("anna", "human", 12, 1), ("BRUNO", "human", 12, 1), ("Bot 3", "hard", 30, 3)]),
        game("c", &[("Anna", "human", 4, 2), ("Bot 2", "hard", 9, 1)]),
    ];
    let st = standings(&games, Some("keltis"), &Merges::default());
    let anna = st.iter().find(|s| s.name == "Anna").unwrap();
    assert_eq!((anna.played, anna.wins, anna.best), (3, 1.5, 20));
    assert!((anna.mean - 12.0).abs() < 1e-9 && (anna.win_share - 0.5).abs() < 1e-9);
    let bruno = st.iter().find(|s| s.name == "Bruno").unwrap();
    assert_eq!((bruno.played, bruno.wins), (2, 0.5));
    // Bots of one level are one reference player, whatever their seat's name.
    let hard = st.iter().find(|s| s.name == "Bot (hard)").unwrap();
    assert_eq!((hard.played, hard.wins, hard.best), (3, 1.0, 30));
    assert_eq!(st.len(), 3);
    assert!(standings(&games, Some("powwow"), &Merges::default()).is_empty());
}

#[test]
fn a_table_of_bots_only_is_not_recorded_and_one_person_at_it_is() {
    use tavolo::engine::autosave::Autosave;
    use tavolo::table_core::Core;
    // The same finished game, saved by a table's core: with Anna a person, then all bots.
    for (anna, recorded) in [(Player::human("Anna"), 1), (Player::bot("Anna", BotLevel::Easy), 0)] {
        let d = dir(&format!("bots-only-{recorded}"));
        let mut s = finished(6);
        s.players[0] = anna;
        let mut core = Core::new(s, Autosave::fresh(&d, "keltis"), std::time::Instant::now());
        core.save();
        assert_eq!(read(&d).0.len(), recorded, "{:?}", core.session.players[0]);
        let _ = std::fs::remove_dir_all(&d);
    }
}
