//! The Pow Wow table on screen: all five seats' keys at 80×24 and 120×40, and key presses from
//! several seats registering as claims in press order through the real table.

use std::time::{Duration, Instant};

use crate::common::{self, render};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::engine::{Pending, Player, Session, Setup};
use tavolo::games::powwow::{Action, Kind, Options, Phase, PowWow, keys};
use tavolo::table_core::Table;
use tavolo::ui::GameTable;

fn five_humans() -> GameTable<PowWow> {
    let players = ["Anna", "Bruno", "Carla", "Dario", "Elena"].map(Player::human).to_vec();
    let options = Options { keys: keys::default_keys(5), ..Options::default() };
    let s = Session::new(players, Setup { players: 5, first: Some(0), seed: 4 }, options).unwrap();
    let dir = std::env::temp_dir().join(format!("tavolo-powwow-{}", std::process::id()));
    GameTable::new(s, dir)
}

fn press(t: &mut GameTable<PowWow>, c: char, at: Instant) {
    t.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE), at);
}

/// A key at the time the table has reached.
fn press_now(t: &mut GameTable<PowWow>, c: char) {
    let at = t.now();
    press(t, c, at);
}

#[test]
fn every_seats_keys_are_on_screen_at_both_sizes() {
    let mut t = five_humans();
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), t.now());
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = render(&mut t, w, h);
        for (seat, name) in ["Anna", "Bruno", "Carla", "Dario", "Elena"].iter().enumerate() {
            let k = keys::group(&keys::default_keys(5), seat);
            let line = screen
                .lines()
                .find(|l| l.contains(name) && l.contains("Chief"))
                .unwrap_or_else(|| panic!("{name} missing\n{screen}"));
            let wanted = format!(
                "Chief {}  Warrior {}  Maiden {}  Hunter {}  reveal {}",
                k[0], k[1], k[2], k[3], k[4]
            );
            assert!(line.contains(&wanted), "{w}x{h}: {line}");
        }
        assert!(screen.contains("Anna reveals next [5]"), "{screen}");
        assert!(screen.contains("Esc quit"), "{screen}");
    }
}

/// Five humans after Anna's reveal, its claim window open: Carla's Warrior and a tomahawk lie face
/// up, so someone can claim and the window stays open.
fn a_window_open() -> GameTable<PowWow> {
    use tavolo::games::powwow::{Card, Indian, Loot, Tribe};
    let mut t = five_humans();
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Purple, kind: Kind::Warrior })]);
    g.debug_put_on_table(&[Card::Loot(Loot::Tomahawk)]);
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), t.now());
    press_now(&mut t, '5'); // Anna reveals: the card is shown a moment later
    let due = t.deadline().expect("the reveal is scheduled");
    t.on_timer(due);
    assert!(matches!(t.session().state.phase(), Phase::Window { .. }));
    t
}

#[test]
fn key_presses_become_claims_in_press_order() {
    let mut t = a_window_open();
    let t0 = t.now();
    // Carla's Warrior (x) is read before Bruno's Hunter (0), though it is handled after it.
    press(&mut t, '0', t0 + Duration::from_millis(400));
    press(&mut t, 'x', t0 + Duration::from_millis(250));
    let claims: Vec<(usize, Kind)> = t.session().state.claims().iter().map(|c| (c.seat, c.kind)).collect();
    assert_eq!(claims, vec![(2, Kind::Warrior), (1, Kind::Hunter)]);
    // A second key of the same seat on the same reveal is refused.
    press(&mut t, 'z', t0 + Duration::from_millis(450));
    assert_eq!(t.session().state.claims().len(), 2);
    assert!(matches!(t.session().pending(), Pending::Race { .. }));
    let legal = t.session().state.legal_actions(3);
    assert!(legal.contains(&Action::Pass));
}

#[test]
fn bots_claim_after_their_reaction_time_not_at_once() {
    use tavolo::engine::BotLevel;
    use tavolo::games::powwow::{Card, Indian, Loot, Tribe};
    let players = vec![Player::human("Anna"), Player::bot("Bot", BotLevel::Hard)];
    let s =
        Session::<PowWow>::new(players, Setup { players: 2, first: Some(0), seed: 4 }, Options::default())
            .unwrap();
    let dir = std::env::temp_dir().join(format!("tavolo-powwow-bot-{}", std::process::id()));
    let mut t = GameTable::new(s, dir);
    // Put a green Hunter and three buffaloes on the table for the bot (seat 1 is green).
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Green, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo); 3]);
    let now = t.now();
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), now);
    press(&mut t, '5', now);
    assert!(t.session().state.claims().is_empty(), "the bot has not reacted yet");
    let due = t.deadline().expect("a bot claim and the window close are scheduled");
    assert!(due >= now + Duration::from_millis(50), "no superhuman reaction");
}

/// Two humans (Anna on 1-5, Bruno on 7-0 and -) and a bot, Anna revealing first, saving to `dir`.
fn two_humans_and_a_bot(dir: &str, options: Options) -> GameTable<PowWow> {
    use tavolo::engine::BotLevel;
    let players = vec![Player::human("Anna"), Player::human("Bruno"), Player::bot("Bot", BotLevel::Easy)];
    let s = Session::new(players, Setup { players: 3, first: Some(0), seed: 4 }, options).unwrap();
    let mut t = GameTable::new(s, common::save_dir(dir));
    t.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), t.now());
    t
}

fn key(t: &mut GameTable<PowWow>, code: KeyCode) {
    t.key(KeyEvent::new(code, KeyModifiers::NONE), t.now());
}

/// Anna presses her reveal key; the card is shown a moment later, when the table's timer runs.
fn reveal_and_wait(t: &mut GameTable<PowWow>) {
    press(t, '5', t.now());
    let due = t.deadline().expect("the reveal is scheduled");
    t.on_timer(due);
}

#[test]
fn the_revealed_card_appears_after_a_moment_so_its_revealer_cannot_claim_first_by_construction() {
    let mut t = two_humans_and_a_bot("powwow-delay", Options::default());
    let t0 = t.now();
    press(&mut t, '5', t0);
    assert_eq!(t.session().state.phase(), Phase::Reveal, "not shown at the press");
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Anna is turning it up"), "{screen}");
    // Anna's claim key right after her reveal key: the card is not there yet.
    press(&mut t, '4', t0 + Duration::from_millis(30));
    assert_eq!(t.last_message(), Some("Wait: the card is not shown yet."));
    let due = t.deadline().expect("the reveal is scheduled");
    assert!(due >= t0 + Duration::from_millis(350) && due <= t0 + Duration::from_millis(1000));
    t.on_timer(due);
    assert_eq!(t.session().state.turn(), 1, "the card is out");
    assert_eq!(t.last_message(), None, "the wait is over: the message went with it");
}

#[test]
fn a_humans_reveal_is_saved_at_once_and_a_resume_waits_for_enter() {
    let mut t = two_humans_and_a_bot("powwow-resume", Options::default());
    reveal_and_wait(&mut t);
    let saved = Session::<PowWow>::load(t.autosave_path()).unwrap();
    assert_eq!(saved.state.turn(), 1, "the reveal is in the autosave while its window is open");
    let mut back = GameTable::resumed(saved, common::save_dir("powwow-resume-2"));
    let screen = render(&mut back, 80, 24);
    assert!(
        screen.contains("Game resumed.") && screen.contains("Press Enter when everyone is ready"),
        "{screen}"
    );
    assert_eq!(back.deadline(), None, "the clock stands still behind the page");
    let a = back.now();
    let frozen = back.clock_at(a);
    assert_eq!(back.clock_at(a + Duration::from_millis(30)), frozen);
    back.key(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE), a + Duration::from_millis(30));
    assert!(back.clock_at(a + Duration::from_millis(60)) > frozen, "the clock runs again");
}

#[test]
fn pause_help_and_save_naming_stop_the_clock_for_everyone() {
    use tavolo::games::powwow::{Card, Indian, Loot, Tribe};
    let mut t = two_humans_and_a_bot("powwow-pause", Options::default());
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Red, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo); 2]);
    reveal_and_wait(&mut t);
    assert!(render(&mut t, 80, 24).contains("space pause"));
    for (open, close, shows) in [
        (KeyCode::Char(' '), KeyCode::Enter, "The clock stands still"),
        (KeyCode::Char('?'), KeyCode::Esc, "the game is paused until you close this"),
        (KeyCode::F(2), KeyCode::Esc, "Save as"),
    ] {
        let a = t.now();
        let before = t.clock_at(a);
        t.key(KeyEvent::new(open, KeyModifiers::NONE), a);
        let screen = render(&mut t, 120, 40);
        assert!(screen.contains(shows), "{open:?}:\n{screen}");
        assert_eq!(t.deadline(), None, "{open:?}: nothing is due while paused");
        // Five seconds later (longer than the window) it goes on where it stood.
        let b = a + Duration::from_secs(5);
        assert_eq!(t.clock_at(b), before, "{open:?}");
        t.key(KeyEvent::new(close, KeyModifiers::NONE), b);
        assert_eq!(t.clock_at(b), before, "{open:?}: no time passed");
        assert!(matches!(t.session().state.phase(), Phase::Window { .. }), "{open:?}: still open");
    }
}

#[test]
fn human_keys_never_act_for_a_bot_and_late_presses_are_told() {
    let mut t = two_humans_and_a_bot("powwow-botkeys", Options::default());
    render(&mut t, 80, 24);
    // The bot (seat 3) plays on z x c v b: those keys do nothing.
    press_now(&mut t, 'x');
    assert_eq!(t.last_message(), Some("Bot is a bot: those keys do nothing."));
    press_now(&mut t, '6');
    assert_eq!(t.last_message(), Some("It is Anna's turn to reveal, not Bruno's."));
    // An empty prairie card for everyone: nobody can claim, so the window closes at once.
    reveal_and_wait(&mut t);
    if t.session().state.phase() == Phase::Reveal {
        press_now(&mut t, '7');
        assert_eq!(t.last_message(), Some("Too late: the window closed."));
    }
}

#[test]
fn every_human_passing_closes_the_window_early() {
    use tavolo::games::powwow::{Card, Indian, Loot, Tribe};
    let mut t = two_humans_and_a_bot("powwow-pass", Options::default());
    // Anna and Bruno could both claim Hunters; the bot has nothing.
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Red, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Green, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo); 2]);
    reveal_and_wait(&mut t);
    assert!(matches!(t.session().state.phase(), Phase::Window { .. }));
    let bar = render(&mut t, 80, 24);
    assert!(bar.contains("5 / 6 pass") && !bar.contains("reveal key"), "the bar names the keys: {bar}");
    press_now(&mut t, '5'); // Anna passes
    press_now(&mut t, '6'); // Bruno passes
    let due = t.deadline().unwrap();
    assert!(due <= t.now(), "the window closes now");
    t.on_timer(due);
    assert_eq!(t.session().state.phase(), Phase::Reveal);
}

#[test]
fn the_new_card_stands_out_and_the_rules_in_force_are_announced() {
    use tavolo::games::powwow::{Card, Indian, Loot, Tribe};
    let options = Options { warpath: true, sharing: true, window_ms: 5000, ..Options::default() };
    let players = vec![Player::human("Anna"), Player::human("Bruno")];
    let s = Session::new(players, Setup { players: 2, first: Some(0), seed: 4 }, options).unwrap();
    let mut t = GameTable::new(s, common::save_dir("powwow-announce"));
    let screen = render(&mut t, 80, 24);
    assert!(screen.contains("Rules in force: Warpath · Sharing · 5 s window"), "{screen}");
    assert!(screen.contains("Esc quit"), "{screen}");
    key(&mut t, KeyCode::Enter);
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo); 2]);
    // The next prairie card is on top of the deck: make it Anna's Hunter.
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Red, kind: Kind::Hunter })]);
    reveal_and_wait(&mut t);
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let screen = render(&mut t, w, h);
        let title = screen.lines().next().unwrap();
        assert!(title.contains("Warpath") && title.contains("Sharing") && title.contains('5'), "{title}");
        let on_one_line = screen.lines().any(|l| l.contains("New card") && l.contains("CLAIM NOW"));
        // Large terminals show the card as a tile beside the countdown.
        let tile = screen.contains("┌ New card") && screen.contains("CLAIM NOW");
        assert!(on_one_line || (w > 80 && tile), "{screen}");
    }
}

/// A window open on Anna's and Bruno's Hunters and two buffaloes; the bot has nothing to claim.
fn window_with_two_hunters(dir: &str) -> GameTable<PowWow> {
    use tavolo::games::powwow::{Card, Indian, Loot, Tribe};
    let mut t = two_humans_and_a_bot(dir, Options::default());
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Red, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Green, kind: Kind::Hunter })]);
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo); 2]);
    reveal_and_wait(&mut t);
    assert!(matches!(t.session().state.phase(), Phase::Window { .. }));
    t
}

/// The rows of the game screen above the log panel.
fn rows_above_log(screen: &str) -> Vec<&str> {
    screen.lines().take_while(|l| !l.contains("Log, newest first")).collect()
}

#[test]
fn large_terminals_fill_the_rows_above_the_log_and_80x24_keeps_everything() {
    let mut t = window_with_two_hunters("powwow-large");
    for (w, h) in [(120, 40), (200, 50)] {
        let screen = render(&mut t, w, h);
        let rows = rows_above_log(&screen);
        let empty = rows.iter().filter(|l| l.trim().is_empty()).count();
        assert!(empty * 4 < rows.len(), "{w}x{h}: {empty} of {} rows empty\n{screen}", rows.len());
        assert!(screen.contains("B U F F A L O") && screen.contains("CLAIM NOW"), "{w}x{h}\n{screen}");
        assert!(screen.contains("Claims   none yet"), "{screen}");
        for name in ["Anna", "Bruno", "Bot"] {
            assert!(screen.lines().any(|l| l.contains(name) && l.contains("Hunter") || name == "Bot"));
        }
        assert!(screen.lines().any(|l| l.starts_with("│Buffalo   3")), "{w}x{h}\n{screen}");
    }
    // 80×24 shows all it showed before the large layout.
    let screen = render(&mut t, 80, 24);
    for wanted in [
        "New card  Buffalo   CLAIM NOW",
        "Indians  R-Hunter  G-Hunter",
        "Loot     Buffalo 3 · Totem 0 · Tomahawk 0 · Necklace 0 · Tent 0",
        "Claims   none yet",
        // Names padded to the longest at the table.
        " Anna  (R) won   0  Chief 1  Warrior 2  Maiden 3  Hunter 4  pass 5",
        " Bruno (G) won   0  Chief 7  Warrior 8  Maiden 9  Hunter 0  pass 6",
        " Bot   (P) won   0  bot",
        "Log, newest first",
        "1 2 3 4 / 7 8 9 0 Chief · Warrior · Maiden · Hunter",
    ] {
        assert!(screen.contains(wanted), "{wanted}\n{screen}");
    }
}

#[test]
fn a_pass_is_shown_beside_the_name_while_the_window_is_open() {
    let mut t = window_with_two_hunters("powwow-passed");
    let anna = |s: &str| s.lines().find(|l| l.contains("Anna") && l.contains("Chief 1")).unwrap().to_string();
    assert!(!anna(&render(&mut t, 80, 24)).contains("passed"));
    press_now(&mut t, '5');
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let screen = render(&mut t, w, h);
        assert!(anna(&screen).contains("passed"), "{w}x{h}\n{screen}");
        let bruno = screen.lines().find(|l| l.contains("Bruno") && l.contains("Chief 7")).unwrap();
        assert!(!bruno.contains("passed"), "{bruno}");
    }
}

#[test]
fn a_bots_seat_shows_no_keys() {
    use tavolo::engine::Game;
    use tavolo::games::powwow::{Card, Indian, Loot, Take, Tribe, screen::PowWowScreen};
    use tavolo::ui::{Ctx, GameScreen};
    // The bot (seat 3, keys z x c v b) reveals next: the title names no key.
    let mut t = two_humans_and_a_bot("powwow-botrev", Options::default());
    t.session_mut().state =
        PowWow::new(&Setup { players: 3, first: Some(2), seed: 4 }, &Options::default()).unwrap();
    let title = render(&mut t, 80, 24).lines().next().unwrap().to_string();
    assert!(title.contains("Bot reveals next") && !title.contains("[b]"), "{title}");
    // The bot claimed with its Hunter and chooses: no keys on its choice line.
    let mut g = PowWow::new(&Setup { players: 3, first: Some(0), seed: 4 }, &Options::default()).unwrap();
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo), Card::Loot(Loot::Tent)]);
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Purple, kind: Kind::Hunter })]);
    g.apply(0, &Action::Reveal { at_ms: 10 }).unwrap();
    g.apply(2, &Action::Claim { kind: Kind::Hunter, at_ms: 100 }).unwrap();
    g.on_clock(10_000).unwrap();
    assert_eq!(g.phase(), Phase::Resolve { next: 0 });
    assert!(g.legal_actions(2).contains(&Action::Take(Take::Usual { prisoner: None })));
    let names = ["Anna", "Bruno", "Bot"].map(String::from);
    let view = g.view(None);
    for bots in [[false, false, true], [false, false, false]] {
        let ctx = Ctx { names: &names, viewer: None, now_ms: 10_000, bots: &bots, own_keyboard: false };
        let mut screen = PowWowScreen::default();
        let mut term = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 17)).unwrap();
        term.draw(|f| screen.draw(f, f.area(), &view, &[], &ctx)).unwrap();
        let text = format!("{:?}", term.backend().buffer());
        assert!(text.contains("Bot takes with the Hunter"), "{text}");
        assert_eq!(text.contains("keys z ◂"), !bots[2], "{text}");
    }
}

/// One human and one bot, as `tavolo --game powwow --players Anna,bot:LEVEL --seed N` seats them:
/// Anna presses her reveal key whenever the title asks her to, and the table's timers run on a
/// virtual clock. The game must reach its score screen (it hung on the third card: the screen
/// still believed Anna's earlier reveal was on its way, so her key did nothing).
#[test]
fn one_human_and_one_bot_play_to_the_score_screen() {
    use tavolo::engine::BotLevel;
    use tavolo::games::Registered;
    use tavolo::ui::SetupChoices;
    for (level, seed, warpath) in
        [(BotLevel::Easy, 3, false), (BotLevel::Hard, 9, false), (BotLevel::Normal, 21, true)]
    {
        let players = vec![Player::human("Anna"), Player::bot("Bot 1", level)];
        let choices = SetupChoices { toggles: vec![warpath, false, false], ..Default::default() };
        let options = <PowWow as Registered>::options(&choices, 2);
        let s = Session::new(players, Setup { players: 2, first: None, seed }, options).unwrap();
        let mut t = GameTable::new(s, common::save_dir(&format!("powwow-1h1b-{seed}")));
        key(&mut t, KeyCode::Enter);
        let mut pressed = 0;
        for step in 0.. {
            assert!(step < 5000, "{level:?} seed {seed}: no end after {pressed} reveals");
            if t.session().is_over() {
                let screen = render(&mut t, 80, 24);
                assert!(screen.contains("final score"), "{screen}");
                break;
            }
            if t.session().pending() == Pending::Seat(0) && t.session().state.phase() == Phase::Reveal {
                // Anna's turn to reveal: the screen asks for her key, and the key works.
                let screen = render(&mut t, 80, 24);
                let title = screen.lines().next().unwrap_or_default();
                let asked = title.contains("Anna reveals next [5]");
                assert!(
                    asked || pressed > 0 && title.contains("Anna reveals…"),
                    "{level:?} seed {seed}\n{screen}"
                );
                if asked {
                    press_now(&mut t, '5');
                    pressed += 1;
                }
            }
            let Some(due) = t.deadline() else {
                let screen = render(&mut t, 80, 24);
                panic!("{level:?} seed {seed}: nothing moves after {pressed} of Anna's reveals\n{screen}");
            };
            t.on_timer(due.max(t.now()));
        }
        assert!(pressed > 10, "{level:?} seed {seed}: Anna revealed {pressed} cards");
    }
}

/// The claimer's choice ("Anna takes with the Hunter: ◂ … ▸") is on screen at every size: at
/// 120×40 the large layout left it below the claim window's gauge, out of sight, and the game
/// waited on a choice nobody could see.
#[test]
fn the_claimers_choice_is_on_screen_at_every_size() {
    use tavolo::games::powwow::{Card, Indian, Loot, Tribe};
    let mut t = two_humans_and_a_bot("powwow-choice", Options::default());
    let mut g = PowWow::new(&Setup { players: 3, first: Some(0), seed: 4 }, &Options::default()).unwrap();
    g.debug_put_on_table(&[Card::Loot(Loot::Buffalo), Card::Loot(Loot::Tent)]);
    g.debug_put_on_table(&[Card::Indian(Indian { tribe: Tribe::Red, kind: Kind::Hunter })]);
    g.apply(0, &Action::Reveal { at_ms: 10 }).unwrap();
    g.apply(0, &Action::Claim { kind: Kind::Hunter, at_ms: 100 }).unwrap();
    g.on_clock(10_000).unwrap();
    assert_eq!(g.phase(), Phase::Resolve { next: 0 });
    t.session_mut().state = g;
    for (w, h) in [(80, 24), (120, 40), (200, 50)] {
        let screen = render(&mut t, w, h);
        assert!(screen.contains("Anna takes with the Hunter"), "{w}x{h}:\n{screen}");
    }
}

#[test]
fn the_pause_box_does_not_repeat_what_the_table_said_before_it() {
    let mut t = two_humans_and_a_bot("powwow-pause-said", Options::default());
    render(&mut t, 80, 24);
    press_now(&mut t, 'x');
    assert_eq!(t.last_message(), Some("Bot is a bot: those keys do nothing."));
    press_now(&mut t, ' ');
    let paused = render(&mut t, 80, 24);
    assert!(paused.contains("The clock stands still"), "{paused}");
    assert!(!paused.contains("those keys do nothing"), "an old notice in the pause box:\n{paused}");
}

/// A tribe with many Indians on the table: the large layout's column shows every one of them
/// (on a second row when they do not fit one), never cut without a mark.
#[test]
fn every_indian_on_the_table_shows_in_the_tribes_table() {
    use tavolo::games::powwow::{Card, Indian, Tribe};
    let mut t = two_humans_and_a_bot("powwow-indians", Options::default());
    let red = |kind| Card::Indian(Indian { tribe: Tribe::Red, kind });
    let g = &mut t.session_mut().state;
    g.debug_put_on_table(&[red(Kind::Chief), red(Kind::Warrior), red(Kind::Warrior), red(Kind::Maiden)]);
    g.debug_put_on_table(&[red(Kind::Hunter)]);
    for (w, h) in [(120, 40), (200, 50)] {
        let screen = render(&mut t, w, h);
        let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
        let header = screen.lines().find(|l| l.contains("Its Indians")).expect("the tribes table");
        let col = |label: &str| header.find(label).map(|b| header[..b].chars().count());
        let (from, to) = (col("Its Indians").unwrap(), col("Keys").unwrap());
        let anna = screen.lines().position(|l| l.contains("Anna") && l.contains("red")).expect("Anna's row");
        // Its row, and the next one when it took two (the next tribe's own row shows "-").
        let cell: Vec<String> = lines[anna..anna + 2]
            .iter()
            .map(|l| l[from..to].iter().collect::<String>().trim().to_string())
            .filter(|c| c != "-")
            .collect();
        assert_eq!(cell.join(" "), "Chief · Warrior ×2 · Maiden · Hunter", "{w}x{h}:\n{screen}");
    }
}

/// Everyone at a Pow Wow table reads the same log: its page says so, not "as Anna may read it",
/// and its panel counts news without "since your last turn" (there are no turns of one's own).
#[test]
fn the_shared_log_speaks_to_the_whole_table() {
    let mut t = window_with_two_hunters("powwow-log");
    let table = render(&mut t, 80, 24);
    assert!(!table.contains("since your last turn"), "{table}");
    key(&mut t, KeyCode::F(3));
    let page = render(&mut t, 80, 24);
    assert!(page.contains("Pow Wow — log · paused"), "{page}");
    assert!(!page.contains("may read it"), "{page}");
}

/// A claim with nothing to take is marked penalised on the table, not only in the log, at both
/// sizes.
#[test]
fn a_penalised_claim_is_marked_on_the_table() {
    let mut t = a_window_open();
    // Dario (seat 3) plays his Chief: nothing of his is on the table at the start.
    let chief = keys::group(&keys::default_keys(5), 3)[0];
    let t0 = t.now();
    press(&mut t, chief, t0 + Duration::from_millis(300));
    let claim = t.session().state.claims()[0];
    assert!(claim.seat == 3 && !claim.legal, "{claim:?}");
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = render(&mut t, w, h);
        assert!(screen.contains("✗ penalised"), "{w}×{h}:\n{screen}");
    }
}
