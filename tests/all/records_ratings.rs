//! Ratings and merged names in the standings: the usual winner rises and grows surer, ties rate
//! alike, a bot level is one reference player never rated against itself, and merged names count
//! as one player until parted.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64;
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use tavolo::engine::records::*;

fn game(id: usize, seats: &[(&str, &str, usize)]) -> GameRecord {
    let seats = seats
        .iter()
        .map(|&(name, kind, rank)| SeatRecord {
            name: name.into(),
            kind: kind.into(),
            score: 10 - rank as i32,
            rank,
            tied: seats.iter().filter(|s| s.2 == rank).count() > 1,
            hints: 0,
        })
        .collect();
    GameRecord {
        v: VERSION,
        game: "keltis".into(),
        id: id.to_string(),
        options: serde_json::Value::Null,
        date: id as u64,
        seats,
    }
}

fn find<'a>(st: &'a [Standing], name: &str) -> &'a Standing {
    st.iter().find(|s| s.name == name).unwrap_or_else(|| panic!("{name} in {st:?}"))
}

/// Ranks for three seats where seat `winner` comes first and the other two in random order.
fn ranks(rng: &mut Pcg64, winner: usize) -> [usize; 3] {
    let (second, third) = if rng.random_bool(0.5) { (2, 3) } else { (3, 2) };
    let mut r = [0; 3];
    r[winner] = 1;
    let others: Vec<usize> = (0..3).filter(|&i| i != winner).collect();
    (r[others[0]], r[others[1]]) = (second, third);
    r
}

#[test]
fn the_usual_winner_rises_above_the_others_and_grows_surer() {
    // Anna wins 60% of 80 seeded games against Bruno and a Hard bot; the other two share the rest.
    let mut rng = Pcg64::seed_from_u64(7);
    let games: Vec<GameRecord> = (0..80)
        .map(|i| {
            let winner = if rng.random_bool(0.6) { 0 } else { 1 + rng.random_range(0..2) };
            let r = ranks(&mut rng, winner);
            game(i, &[("Anna", "human", r[0]), ("Bruno", "human", r[1]), ("Bot 3", "hard", r[2])])
        })
        .collect();
    let st = standings(&games, Some("keltis"), &Merges::default());
    let (anna, bruno, hard) = (find(&st, "Anna"), find(&st, "Bruno"), find(&st, "Bot (hard)"));
    assert!(anna.rating > bruno.rating + 2.0 && anna.rating > hard.rating + 2.0, "{st:?}");
    assert_eq!(st[0].name, "Anna", "the best rated first");
    // Anna starts at 25 ± 8.3 (a newcomer's rating); over her games she stays above it while
    // the others fall below, and her uncertainty narrows.
    assert_eq!(anna.history.len(), 80);
    assert!(anna.history.iter().all(|&r| r > 25.0), "{:?}", anna.history);
    assert!(bruno.rating < 25.0 && hard.rating < 25.0, "{st:?}");
    assert!(anna.uncertainty < 3.0 && anna.uncertainty > 0.0, "{anna:?}");
    // "Anna vs Hard" is there to read: the bot level is one rated reference player.
    assert_eq!(hard.played, 80);
}

#[test]
fn players_who_always_tie_are_rated_alike_whatever_their_seats() {
    let games: Vec<GameRecord> = (0..12)
        .map(|i| {
            let seats = [("Anna", "human", 1), ("Bruno", "human", 1), ("Carla", "human", 3)];
            // The seats turn round, so no one is favoured by sitting first.
            let mut s = seats.to_vec();
            s.rotate_left(i % 3);
            game(i, &s)
        })
        .collect();
    let st = standings(&games, Some("keltis"), &Merges::default());
    let (anna, bruno, carla) = (find(&st, "Anna"), find(&st, "Bruno"), find(&st, "Carla"));
    assert!((anna.rating - bruno.rating).abs() < 1e-9, "{st:?}");
    assert!((anna.uncertainty - bruno.uncertainty).abs() < 1e-9);
    assert!(anna.rating > carla.rating + 5.0);
    assert_eq!((anna.wins, bruno.wins), (6.0, 6.0), "a shared first place is half a win each");
}

#[test]
fn a_bot_level_at_several_seats_is_rated_against_the_others_only() {
    // Anna between two Hard bots: the bot ahead of her and the one behind her are one player, who
    // neither beat nor lost to itself.
    let games = [game(1, &[("Bot 1", "hard", 1), ("Anna", "human", 2), ("Bot 3", "hard", 3)])];
    let st = standings(&games, Some("keltis"), &Merges::default());
    let hard = find(&st, "Bot (hard)");
    let config = WengLinConfig::new();
    let fresh = [WengLinRating::new()];
    let duel = |bot: usize, anna: usize| {
        let m = [(&fresh[..], MultiTeamOutcome::new(bot)), (&fresh[..], MultiTeamOutcome::new(anna))];
        (weng_lin_multi_team(&m, &config)[0][0], weng_lin_multi_team(&m, &config)[1][0])
    };
    let (won, lost) = (duel(1, 2).0, duel(3, 2).0);
    assert!((hard.rating - (won.rating + lost.rating) / 2.0).abs() < 1e-9, "{hard:?}");
    assert!((hard.uncertainty - (won.uncertainty + lost.uncertainty) / 2.0).abs() < 1e-9);
    assert_eq!((hard.played, hard.wins, hard.best), (1, 1.0, 9), "one game, won by one of its seats");
    // Anna's game is all three seats at once: she beat one bot and lost to the other.
    let three = [
        (&fresh[..], MultiTeamOutcome::new(1)),
        (&fresh[..], MultiTeamOutcome::new(2)),
        (&fresh[..], MultiTeamOutcome::new(3)),
    ];
    assert!((find(&st, "Anna").rating - weng_lin_multi_team(&three, &config)[1][0].rating).abs() < 1e-9);
    // A game of bots of one level only rates nobody.
    let alone = [game(2, &[("Bot 1", "easy", 1), ("Bot 2", "easy", 2)])];
    let st = standings(&alone, Some("keltis"), &Merges::default());
    let easy = find(&st, "Bot (easy)");
    assert_eq!((easy.rating, easy.uncertainty, easy.history.len()), (25.0, 25.0 / 3.0, 0));
}

#[test]
fn merged_names_count_as_one_player_until_parted() {
    let games = [
        game(1, &[("Bruno", "human", 1), ("Anna", "human", 2)]),
        game(2, &[("bruno b", "human", 1), ("Anna", "human", 2)]),
        game(3, &[("BRUNO B", "human", 2), ("anna", "human", 1)]),
    ];
    let apart = standings(&games, Some("keltis"), &Merges::default());
    assert_eq!(apart.len(), 3);
    let mut m = Merges::default();
    assert!(m.join("bruno b", "Bruno"));
    assert!(!m.join("Bruno", "BRUNO B"), "already one player: no cycle");
    let one = standings(&games, Some("keltis"), &m);
    assert_eq!(one.len(), 2, "{one:?}");
    let bruno = find(&one, "Bruno");
    assert_eq!((bruno.played, bruno.wins, bruno.history.len()), (3, 2.0, 3));
    assert_eq!(bruno.aliases, ["bruno b"]);
    // A chain: "B." joins "bruno b", who is Bruno.
    assert!(m.join("B.", "bruno b"));
    assert_eq!(m.who("b."), m.who("bruno"));
    assert!(m.part("Bruno"));
    assert_eq!(m, Merges::default());
    assert!(!m.part("Bruno"), "nothing left to part");
    assert_eq!(standings(&games, Some("keltis"), &m), apart);
}

#[test]
fn merges_are_kept_beside_the_records_owner_only_and_survive_a_damaged_file() {
    let dir = std::env::temp_dir().join(format!("tavolo-merges-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(merges(&dir), Merges::default());
    assert!(change_merges(&dir, |m| m.join("bruno b", "Bruno")).unwrap());
    assert!(!change_merges(&dir, |m| m.join("Bruno", "bruno b")).unwrap());
    assert_eq!(merges(&dir).who("BRUNO B"), merges(&dir).who("bruno"));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(merges_path(&dir)).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    std::fs::write(merges_path(&dir), "{ damaged").unwrap();
    assert_eq!(merges(&dir), Merges::default(), "a damaged file is no merges, never an error");
    assert!(change_merges(&dir, |m| m.join("Carla", "carla c")).unwrap());
    assert_eq!(merges(&dir).pairs.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}
