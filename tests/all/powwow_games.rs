//! Seeded bot-only Pow Wow games for 2-5 players with every combination of optional rules: all end,
//! never panic, keep every prairie card in exactly one place, and score the won-pile sizes.

use tavolo::engine::simulate::play_bot_game;
use tavolo::engine::{BotLevel, Game, Setup};
use tavolo::games::powwow::{Options, PowWow};

#[test]
fn three_hundred_seeded_games_with_every_option_combination() {
    let mut played = 0;
    let mut claims_won = 0;
    for seed in 0..300u64 {
        let players = 2 + (seed % 4) as usize;
        let combo = (seed / 4) % 8;
        let options = Options {
            warpath: combo & 1 != 0,
            marriage: combo & 2 != 0,
            sharing: combo & 4 != 0,
            ..Options::default()
        };
        let level = BotLevel::ALL[(seed % 3) as usize];
        let run = play_bot_game::<PowWow>(&Setup { players, first: None, seed }, &options, level, 20_000)
            .unwrap_or_else(|e| panic!("seed {seed} ({players} players, {options:?}): {e}"));
        let g = run.state;
        g.check_invariants().unwrap();
        let o = g.outcome().expect("an ended game has an outcome");
        for (seat, s) in o.scores.iter().enumerate() {
            assert_eq!(s.total as usize, g.pile(seat).len(), "score = pile size");
            assert_eq!(s.total, s.parts.iter().map(|p| p.1).sum::<i32>());
        }
        assert_eq!(g.deck_len(), 0, "the whole prairie was revealed");
        claims_won += o.scores.iter().map(|s| s.total).sum::<i32>();
        played += 1;
    }
    assert_eq!(played, 300);
    assert!(claims_won > 300 * 20, "bots do claim loot ({claims_won} cards won)");
}
