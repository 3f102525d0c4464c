//! The contract every registered game passes (after brdgme's `assert_gamer_contract`): player
//! counts outside the range refused with a clear sentence, every seat's screen drawn at 80×24 and
//! 120×40, save → load → continue the same game, every listed legal action applies and keeps the
//! invariants, and a seat's view and screen unchanged when everything hidden from it is scrambled.
//! One generic [`check_game`]; each game opts in with one test in its own folder. Built for tests
//! only (`cfg(test)` or the `test-support` feature), like the scramblers (`games::scramble`).

use std::fmt::Debug;
use std::path::{Path, PathBuf};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

pub use crate::games::scramble::{Scramble, check_hard_save_replays, part, session_step};

use super::{Entry, GameEntry};
use crate::engine::determinize::Determinize;
use crate::engine::simulate::{bot_step, check_listed_actions};
use crate::engine::{BotLevel, GameRng, Pending, Player, Seat, Session, Setup};
use crate::games::Registered;
use crate::table_core::Table;
use crate::ui::SetupChoices;
use crate::ui::{Ctx, GameScreen, GameUi, Intent};

/// The terminal's text, one line per row.
pub fn buffer_text(term: &Terminal<TestBackend>) -> String {
    let buf = term.backend().buffer();
    let mut out = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// A whole table (hand-offs, hints, log) drawn at `w`×`h`.
pub fn render(t: &mut dyn Table, w: u16, h: u16) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
    term.draw(|f| t.draw(f, f.area())).expect("drawing into memory");
    buffer_text(&term)
}

/// A game's own screen for `seat`, drawn from that seat's view and legal actions only.
pub fn screen_of<G: GameUi>(g: &G, seat: Seat, w: u16, h: u16) -> String {
    draw_screen(&mut G::Screen::default(), g, seat, w, h)
}

/// `screen` (kept between frames, as a table keeps it) drawn for `seat` at `w`×`h`, players
/// named P0, P1, …
pub fn draw_screen<G: GameUi>(screen: &mut G::Screen, g: &G, seat: Seat, w: u16, h: u16) -> String {
    let view = g.view(Some(seat));
    let legal = g.legal_actions(seat);
    let names: Vec<String> = (0..g.players()).map(|i| format!("P{i}")).collect();
    let bots = vec![false; g.players()];
    let ctx = Ctx { names: &names, viewer: Some(seat), now_ms: 0, bots: &bots, own_keyboard: false };
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
    term.draw(|f| screen.draw(f, f.area(), &view, &legal, &ctx)).expect("drawing into memory");
    buffer_text(&term)
}

/// Presses `code` on `seat`'s screen as the table would — only a key the screen's hints list —
/// and returns what the screen asks for.
pub fn press_listed<G: GameUi>(
    screen: &mut G::Screen,
    g: &G,
    seat: Seat,
    code: KeyCode,
) -> Intent<G::Action> {
    let view = g.view(Some(seat));
    let legal = g.legal_actions(seat);
    let key = KeyEvent::new(code, KeyModifiers::NONE);
    let hints = screen.hints(&view, &legal);
    assert!(crate::ui::widgets::takes(&hints, &key), "{code:?} is not in the hints {hints:?}");
    screen.key(key, &view, &legal, 0)
}

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];
/// More decisions than any bot game takes.
const MAX_ACTIONS: usize = 10_000;

/// A folder of its own for each check: two checks of one game (Saboteur 2 and Classic) run at once
/// in one process, and each removes its folder when done.
fn scratch_dir(id: &str) -> PathBuf {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let d = std::env::temp_dir().join(format!("tavolo-contract-{id}-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&d).expect("a scratch folder");
    d
}

fn humans(n: usize) -> Vec<Player> {
    (0..n).map(|i| Player::human(format!("P{i}"))).collect()
}

/// Checks every property of the contract for game `G` with the setup options named as on the
/// command line (`&["classic"]`). Panics with what broke.
pub fn check_game<G>(option_names: &[&str])
where
    G: Registered + Scramble + PartialEq,
    G::View: PartialEq + Debug,
{
    let entry = Entry::<G>::NEW;
    let names: Vec<String> = option_names.iter().map(|s| s.to_string()).collect();
    let choices = entry.choices_from(&names).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
    let range = entry.player_range(&choices);
    let dir = scratch_dir(G::ID);
    refuses_other_player_counts::<G>(&entry, &choices, &dir);
    let counts = [range.min, (range.min + range.max) / 2, range.max];
    for (i, &n) in counts.iter().enumerate() {
        let options = G::options(&choices, n);
        let setup = Setup { players: n, first: None, seed: 17 + i as u64 };
        let label = format!("{} {option_names:?} with {n} players", G::ID);
        screens_and_privacy::<G>(&setup, &options, &label);
        let tried = check_listed_actions::<G>(&setup, &options, 3, MAX_ACTIONS)
            .unwrap_or_else(|e| panic!("{label}: {e}"));
        assert!(tried > 0, "{label}: no listed action was tried");
        save_load_round_trip::<G>(&entry, &setup, &options, &dir, &label);
        whole_table::<G>(&entry, &choices, n, &dir, &label);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Counts outside the range: the registry, the simulator and the rules all refuse with a sentence.
fn refuses_other_player_counts<G: Registered>(entry: &Entry<G>, choices: &SetupChoices, dir: &Path) {
    let range = entry.player_range(choices);
    let outside = [0, 1, range.min.saturating_sub(1), range.max + 1, 20];
    for n in outside.into_iter().filter(|n| !range.contains(*n)) {
        let setup = Setup { players: n, first: None, seed: 1 };
        let sentence = range.check(n).expect_err("outside the range");
        // One message for every game and caller: the game (or mode) is its argument.
        assert_eq!(sentence.id(), Some("error-player-count"), "{sentence}");
        let text = sentence.to_string();
        assert!(text.contains(&range.who.to_string()) && text.ends_with('.'), "{text}");
        match entry.new_table(humans(n), setup, choices, dir) {
            Err(e) => assert_eq!(e, sentence, "{}: new table for {n}", G::ID),
            Ok(_) => panic!("{}: a table for {n} players was set", G::ID),
        }
        match entry.simulate(n, 1, 1, choices) {
            Err(e) => assert_eq!(e, sentence, "{}: simulate for {n}", G::ID),
            Ok(_) => panic!("{}: {n} players were simulated", G::ID),
        }
        let refused = G::new_game(&setup, &G::options(choices, n));
        let e = refused.err().unwrap_or_else(|| panic!("{}: the rules accept {n} players", G::ID));
        let e = e.to_string();
        assert!(!e.is_empty() && e.ends_with('.'), "{}: {n} players: {e:?}", G::ID);
    }
    for n in range.min..=range.max {
        let setup = Setup { players: n, first: None, seed: 1 };
        G::new_game(&setup, &G::options(choices, n))
            .unwrap_or_else(|e| panic!("{}: {n} players refused: {e}", G::ID));
    }
}

/// Over a bot game: every seat's screen has something on it at both sizes, and scrambling what a
/// seat may not know changes neither its view nor a character of its screen.
fn screens_and_privacy<G>(setup: &Setup, options: &G::Options, label: &str)
where
    G: Registered + Scramble + PartialEq,
    G::View: PartialEq + Debug,
{
    let n = setup.players;
    let mut g = G::new_game(setup, options).expect("a count in range");
    let mut rng = GameRng::new(setup.seed ^ 0x5eed);
    let (mut step, mut checked, mut changed) = (0, 0, 0);
    while g.pending() != Pending::Over {
        assert!(step < MAX_ACTIONS, "{label}: the bot game did not end");
        if step % 40 == 0 {
            for seat in 0..n {
                for (w, h) in SIZES {
                    let screen = screen_of(&g, seat, w, h);
                    let ink = screen.chars().filter(|c| !c.is_whitespace()).count();
                    assert!(
                        ink > 40,
                        "{label}, step {step}: seat {seat}'s screen at {w}×{h} is empty:\n{screen}"
                    );
                }
            }
        }
        if step % 4 == 0 {
            let viewer = (step / 4) % n;
            let mut hidden = g.clone();
            hidden.scramble_hidden(viewer, &mut rng);
            changed += usize::from(hidden != g);
            let at = format!("{label}, step {step}, seat {viewer}");
            assert_eq!(hidden.view(Some(viewer)), g.view(Some(viewer)), "{at}: the view leaks");
            let (w, h) = SIZES[(step / 4) % 2];
            assert_eq!(
                screen_of(&hidden, viewer, w, h),
                screen_of(&g, viewer, w, h),
                "{at}: the screen leaks"
            );
            checked += 1;
        }
        bot_step(&mut g, setup.seed, step, BotLevel::Normal).unwrap_or_else(|e| panic!("{label}: {e}"));
        step += 1;
    }
    // A scramble that changes nothing proves nothing.
    assert!(checked >= 5, "{label}: only {checked} positions compared");
    assert!(changed * 2 > checked, "{label}: the scramble changed only {changed} of {checked} positions");
}

/// Saved halfway and loaded, a game is the same and goes on exactly as the one never saved; the
/// registry loads it into a table, and refuses it as another game.
fn save_load_round_trip<G: Registered + PartialEq>(
    entry: &Entry<G>,
    setup: &Setup,
    options: &G::Options,
    dir: &Path,
    label: &str,
) {
    let bots = (0..setup.players).map(|i| Player::bot(format!("Bot {i}"), BotLevel::Normal)).collect();
    let mut s = Session::<G>::new(bots, *setup, options.clone()).expect("a count in range");
    let mut length = 0;
    let mut probe = s.clone();
    while probe.pending() != Pending::Over && length < MAX_ACTIONS {
        session_step(&mut probe);
        length += 1;
    }
    for _ in 0..length / 2 {
        session_step(&mut s);
    }
    let path = dir.join(format!("round-trip-{}.json", setup.players));
    s.save_to(&path).unwrap_or_else(|e| panic!("{label}: {e}"));
    let mut back = Session::<G>::load(&path).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert!(back.state == s.state, "{label}: the loaded state differs");
    assert_eq!(back.history, s.history, "{label}");
    assert_eq!((&back.players, &back.options, back.setup), (&s.players, &s.options, s.setup), "{label}");
    assert_eq!(back.log_for(None), s.log_for(None), "{label}");
    while s.pending() != Pending::Over {
        session_step(&mut s);
        session_step(&mut back);
    }
    assert!(back.state == s.state, "{label}: the loaded game went on differently");
    assert!(back.state == probe.state, "{label}: saving changed the game");
    entry.load_table(&path, dir).unwrap_or_else(|e| panic!("{label}: {e}"));
    let other = other_entry::<G>();
    // A catalog of this game and another, as the shell would hold it.
    let this: &'static dyn GameEntry = Box::leak(Box::new(Entry::<G>::NEW));
    let known: super::Registry = Box::leak(Box::new([this, other]));
    let refused = crate::catalog::load_table(known, &path, Some(other), dir);
    let e = refused.err().unwrap_or_else(|| panic!("{label}: loaded as {}", other.name()));
    assert_eq!(e.0.id(), Some("save-other-game"), "{label}: {e}");
    let text = e.to_string();
    assert!(text.contains(&format!("a saved {} game, not {}", G::name(), other.name())), "{label}: {e}");
}

/// A listed game other than `G`, leaked for a registry of the two.
fn other_entry<G: Registered>() -> &'static dyn GameEntry {
    let keltis = Entry::<super::keltis::Keltis>::NEW;
    if G::ID == keltis.id() {
        Box::leak(Box::new(Entry::<super::sheriff::Sheriff>::NEW))
    } else {
        Box::leak(Box::new(keltis))
    }
}

/// The whole table, all seats human, from the registry: the announcement and the first screen
/// after it (a hand-off or the game) are drawn at both sizes.
fn whole_table<G: Registered>(entry: &Entry<G>, choices: &SetupChoices, n: usize, dir: &Path, label: &str) {
    let setup = Setup { players: n, first: None, seed: 3 };
    let mut table =
        entry.new_table(humans(n), setup, choices, dir).unwrap_or_else(|e| panic!("{label}: {e}"));
    for _ in 0..3 {
        for (w, h) in SIZES {
            let screen = render(table.as_mut(), w, h);
            assert!(screen.contains(G::NAME) || screen.contains("Pass the laptop"), "{label}:\n{screen}");
            assert!(!screen.contains("enlarge"), "{label}:\n{screen}");
        }
        let enter = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Enter);
        table.key(enter, std::time::Instant::now());
    }
}

/// The search's samples for game `G` (after OpenSpiel's `ResampleInfostateTest`), over bot games
/// at the smallest and largest table: a sample drawn from a seat's view shows that seat exactly
/// its view and the table the same public view, keeps the seat's legal actions, and does not
/// depend on anything the seat cannot see (the real state scrambled gives
/// the same sample); the playout policy plays as the bot does from the seat's view. Panics with
/// what broke. That a sample conserves the cards is each game's own test (what it conserves
/// differs: a Saboteur sample is judged on its round alone, without the earlier rounds' results).
pub fn check_determinize<G>(option_names: &[&str])
where
    G: Registered + Scramble + Determinize + PartialEq,
    G::View: PartialEq + Debug,
{
    let entry = Entry::<G>::NEW;
    let names: Vec<String> = option_names.iter().map(|s| s.to_string()).collect();
    let choices = entry.choices_from(&names).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
    let range = entry.player_range(&choices);
    let (mut sampled, mut dealt_anew) = (0, 0);
    for n in [range.min, range.max] {
        let options = G::options(&choices, n);
        let setup = Setup { players: n, first: None, seed: 29 + n as u64 };
        let mut g = G::new_game(&setup, &options).expect("a count in range");
        let mut step = 0;
        while g.pending() != Pending::Over && step < MAX_ACTIONS {
            if step % 3 == 0 {
                for seat in 0..n {
                    let view = g.view(Some(seat));
                    if !G::searched(&view) {
                        continue;
                    }
                    let at = format!("{} with {n} players, step {step}, seat {seat}", G::ID);
                    let mut rng = GameRng::new(step as u64 ^ (seat as u64) << 20);
                    let sample = G::determinize(&view, seat, &mut rng);
                    assert_eq!(sample.view(Some(seat)), view, "{at}: the sample shows the seat another view");
                    assert_eq!(sample.view(None), g.view(None), "{at}: the sample shows another table");
                    assert_eq!(sample.legal_actions(seat), g.legal_actions(seat), "{at}");
                    dealt_anew += usize::from(sample != g);
                    let mut hidden = g.clone();
                    hidden.scramble_hidden(seat, &mut GameRng::new(99 + step as u64));
                    let again = G::determinize(
                        &hidden.view(Some(seat)),
                        seat,
                        &mut GameRng::new(step as u64 ^ (seat as u64) << 20),
                    );
                    assert!(again == sample, "{at}: the sample depends on what the seat cannot see");
                    let legal = g.legal_actions(seat);
                    if !legal.is_empty() {
                        for level in [BotLevel::Easy, BotLevel::Normal] {
                            let bot = G::bot_action(&view, &legal, level, &mut GameRng::new(7));
                            let policy = g.policy(seat, &legal, level, &mut GameRng::new(7));
                            assert_eq!(policy, bot, "{at}: the playout policy is not the {level:?} bot");
                        }
                    }
                    sampled += 1;
                }
            }
            bot_step(&mut g, setup.seed, step, BotLevel::Normal).unwrap_or_else(|e| panic!("{}: {e}", G::ID));
            step += 1;
        }
    }
    assert!(sampled >= 20, "{}: only {sampled} views sampled", G::ID);
    // A sample that copies the real state would pass everything above and peek.
    assert!(
        dealt_anew * 2 > sampled,
        "{}: only {dealt_anew} of {sampled} samples dealt anything anew",
        G::ID
    );
}
