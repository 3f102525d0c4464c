//! Engine tests on small made-up games: out-of-turn and chained private decisions, real-time races,
//! chance from the stored RNG, per-seat views, ties, undo and saves.

use serde::{Deserialize, Serialize};

use super::*;
use crate::i18n::Msg;

/// Sealed bids: seats bid 0..=5 one at a time, in secret; all bids are revealed together; then the
/// lowest bidder (any seat: an out-of-turn decision) may "protest" or accept. Then a die is rolled for
/// a bonus, using the stored RNG.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Bids {
    bids: Vec<Option<u8>>,
    protester: Option<Seat>,
    bonus: Option<(Seat, u8)>,
    over: bool,
    rng: GameRng,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
enum BidAction {
    Bid(u8),
    Protest(bool),
}

#[derive(Debug, PartialEq)]
struct BidView {
    own: Option<u8>,
    /// Others' bids only once revealed.
    revealed: Option<Vec<u8>>,
    bid_made: Vec<bool>,
}

impl Game for Bids {
    type Action = BidAction;
    type Options = ();
    type View = BidView;
    const ID: &'static str = "bids";

    fn new_game(setup: &Setup, _: &()) -> Result<Self, RuleError> {
        if setup.players < 2 {
            return Err(RuleError::new(Msg::plain("Bids needs at least 2 players.")));
        }
        Ok(Bids {
            bids: vec![None; setup.players],
            protester: None,
            bonus: None,
            over: false,
            rng: GameRng::new(setup.seed),
        })
    }
    fn players(&self) -> usize {
        self.bids.len()
    }
    fn pending(&self) -> Pending {
        if self.over {
            return Pending::Over;
        }
        match self.bids.iter().position(Option::is_none) {
            Some(s) => Pending::Seat(s),
            None => Pending::Seat(self.protester.expect("set when the last bid is revealed")),
        }
    }
    fn legal_actions(&self, seat: Seat) -> Vec<BidAction> {
        match self.pending() {
            Pending::Seat(s) if s == seat && self.protester.is_none() => {
                (0..=5).map(BidAction::Bid).collect()
            }
            Pending::Seat(s) if s == seat => {
                vec![BidAction::Protest(true), BidAction::Protest(false)]
            }
            _ => vec![],
        }
    }
    fn apply(&mut self, seat: Seat, action: &BidAction) -> Result<Applied, RuleError> {
        if self.pending() != Pending::Seat(seat) {
            return Err(RuleError::new(Msg::plain("It is not your decision.")));
        }
        match (action, self.protester) {
            (BidAction::Bid(b), None) if *b <= 5 => {
                self.bids[seat] = Some(*b);
                let mut events = vec![
                    Event::public(Msg::plain(format!("{} made a bid", Who(seat)))),
                    Event::private(seat, Msg::plain(format!("You bid {b}"))),
                ];
                if self.bids.iter().all(Option::is_some) {
                    let all: Vec<u8> = self.bids.iter().flatten().copied().collect();
                    let low = *all.iter().min().unwrap();
                    self.protester = all.iter().position(|&b| b == low);
                    events.push(Event::public(Msg::plain(format!("Bids revealed: {all:?}"))));
                    return Ok(Applied::new(events, false));
                }
                Ok(Applied::new(events, true))
            }
            (BidAction::Bid(_), None) => Err(RuleError::new(Msg::plain("Bid between 0 and 5."))),
            (BidAction::Protest(p), Some(_)) => {
                if *p {
                    let roll = 1 + self.rng.below(6) as u8;
                    self.bonus = Some((seat, roll));
                }
                self.over = true;
                Ok(Applied::new(
                    vec![Event::public(Msg::plain(format!("{} protested: {p}", Who(seat))))],
                    false,
                ))
            }
            _ => Err(RuleError::new(Msg::plain("That is not the decision to make now."))),
        }
    }
    fn view(&self, seat: Option<Seat>) -> BidView {
        let revealed = self.protester.map(|_| self.bids.iter().flatten().copied().collect());
        BidView {
            own: seat.and_then(|s| self.bids[s]),
            revealed,
            bid_made: self.bids.iter().map(Option::is_some).collect(),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.over.then(|| {
            Outcome::ranked(
                (0..self.players())
                    .map(|s| {
                        let bonus = self.bonus.filter(|b| b.0 == s).map_or(0, |b| i32::from(b.1));
                        (
                            vec![
                                ("bid".to_string(), i32::from(self.bids[s].unwrap())),
                                ("bonus".to_string(), bonus),
                            ],
                            vec![],
                        )
                    })
                    .collect(),
            )
        })
    }
    fn turn(&self) -> u32 {
        self.bids.iter().flatten().count() as u32
    }
    fn bot_action(view: &BidView, legal: &[BidAction], _: BotLevel, rng: &mut GameRng) -> BidAction {
        let _ = view;
        rng.pick(legal).unwrap().clone()
    }
}

fn setup(players: usize, seed: u64) -> Setup {
    Setup { players, first: None, seed }
}

fn bid_session(n: usize) -> Session<Bids> {
    let players = (0..n).map(|i| Player::human(format!("P{i}"))).collect();
    Session::new(players, setup(n, 42), ()).unwrap()
}

#[test]
fn private_chain_is_revealed_together() {
    let mut s = bid_session(3);
    s.act(0, BidAction::Bid(3)).unwrap();
    // Seat 1 sees that seat 0 bid, not what.
    let v1 = s.state.view(Some(1));
    assert_eq!(v1.own, None);
    assert_eq!(v1.revealed, None);
    assert_eq!(v1.bid_made, vec![true, false, false]);
    assert!(s.log_for(Some(1)).iter().all(|l| !l.contains('3')), "{:?}", s.log_for(Some(1)));
    assert!(s.log_for(Some(0)).iter().any(|l| l == "You bid 3"));
    s.act(1, BidAction::Bid(1)).unwrap();
    s.act(2, BidAction::Bid(4)).unwrap();
    assert_eq!(s.state.view(Some(1)).revealed, Some(vec![3, 1, 4]));
    assert_eq!(s.log_for(None)[0], "Bids revealed: [3, 1, 4]");
}

#[test]
fn out_of_turn_decision_goes_to_any_seat() {
    let mut s = bid_session(3);
    for (seat, b) in [(0, 5), (1, 4), (2, 0)] {
        s.act(seat, BidAction::Bid(b)).unwrap();
    }
    // The lowest bidder, seat 2, decides, although seat 0 "started".
    assert_eq!(s.pending(), Pending::Seat(2));
    assert!(s.act(0, BidAction::Protest(false)).is_err());
    assert!(s.legal_actions_empty_for(0));
    s.act(2, BidAction::Protest(false)).unwrap();
    assert!(s.is_over());
}

impl<G: Game> Session<G> {
    fn legal_actions_empty_for(&self, seat: Seat) -> bool {
        self.state.legal_actions(seat).is_empty()
    }
}

#[test]
fn illegal_input_is_an_error_not_a_panic() {
    let mut s = bid_session(2);
    let e = s.act(0, BidAction::Bid(9)).unwrap_err();
    assert_eq!(e.0.text(), "Bid between 0 and 5.");
    assert!(s.act(1, BidAction::Bid(1)).is_err(), "not seat 1's turn");
    assert!(s.history.is_empty(), "a refused action changes nothing");
}

#[test]
fn undo_only_own_last_action_before_others_act() {
    let mut s = bid_session(3);
    s.act(0, BidAction::Bid(2)).unwrap();
    // The pending seat changed, so seat 0 may not take it back.
    assert!(!s.can_undo(0));
    assert!(s.undo(0).is_err());
    assert_eq!(s.history.len(), 1);
}

#[test]
fn a_reveal_cannot_be_undone() {
    // The last bid of a round reveals every bid, so it is never undoable.
    let mut s = bid_session(2);
    s.act(0, BidAction::Bid(2)).unwrap();
    s.act(1, BidAction::Bid(3)).unwrap();
    assert!(!s.can_undo(1), "a reveal cannot be undone");
}

#[test]
fn ties_share_a_place() {
    let o = Outcome::ranked(vec![
        (vec![("a".into(), 5)], vec![]),
        (vec![("a".into(), 7)], vec![]),
        (vec![("a".into(), 7)], vec![]),
        (vec![("a".into(), 2)], vec![]),
    ]);
    assert_eq!(o.scores.iter().map(|s| s.rank).collect::<Vec<_>>(), vec![3, 1, 1, 4]);
    assert_eq!(o.winners(), vec![1, 2]);
    // A tie-breaker separates equal totals.
    let o = Outcome::ranked(vec![(vec![("a".into(), 7)], vec![1]), (vec![("a".into(), 7)], vec![2])]);
    assert_eq!(o.winners(), vec![1]);
}

#[test]
fn outcome_parts_add_up() {
    let mut s = bid_session(2);
    s.act(0, BidAction::Bid(2)).unwrap();
    s.act(1, BidAction::Bid(3)).unwrap();
    s.act(0, BidAction::Protest(true)).unwrap();
    let o = s.state.outcome().unwrap();
    for sc in &o.scores {
        assert_eq!(sc.total, sc.parts.iter().map(|p| p.1).sum::<i32>());
    }
    assert!(o.scores[0].parts[1].1 >= 1, "the protest rolled a bonus die");
}

#[test]
fn chance_comes_from_the_stored_rng() {
    // Two games from the same seed roll the same die; a clone taken mid-game continues identically.
    let play = |seed| {
        let mut g = Bids::new_game(&setup(2, seed), &()).unwrap();
        g.apply(0, &BidAction::Bid(1)).unwrap();
        g.apply(1, &BidAction::Bid(2)).unwrap();
        let copy: Bids = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
        let mut a = g.clone();
        let mut b = copy;
        a.apply(0, &BidAction::Protest(true)).unwrap();
        b.apply(0, &BidAction::Protest(true)).unwrap();
        assert_eq!(a, b);
        a.bonus.unwrap().1
    };
    assert_eq!(play(7), play(7));
    let rolls: std::collections::BTreeSet<u8> = (0..40).map(play).collect();
    assert!(rolls.len() > 1, "different seeds roll differently");
}

/// A real-time race: every seat may press during a window; the earliest press wins, whatever order the
/// presses arrive in. Times are data in the actions; the rules read no clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Snap {
    players: usize,
    presses: Vec<(u64, Seat)>,
    closed: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Press {
    at_ms: u64,
}

impl Game for Snap {
    type Action = Press;
    type Options = ();
    type View = Vec<(u64, Seat)>;
    const ID: &'static str = "snap";
    fn new_game(setup: &Setup, _: &()) -> Result<Self, RuleError> {
        Ok(Snap { players: setup.players, presses: vec![], closed: false })
    }
    fn players(&self) -> usize {
        self.players
    }
    fn pending(&self) -> Pending {
        if self.closed {
            Pending::Over
        } else {
            let seats = (0..self.players).filter(|s| !self.presses.iter().any(|p| p.1 == *s)).collect();
            Pending::Race { seats, closes_at_ms: Some(1000) }
        }
    }
    fn legal_actions(&self, seat: Seat) -> Vec<Press> {
        if self.pending().includes(seat) { vec![Press { at_ms: 0 }] } else { vec![] }
    }
    fn apply(&mut self, seat: Seat, action: &Press) -> Result<Applied, RuleError> {
        if !self.pending().includes(seat) {
            return Err(RuleError::new(Msg::plain("You already pressed.")));
        }
        if action.at_ms > 1000 {
            return Err(RuleError::new(Msg::plain("Too late: the window has closed.")));
        }
        // Keep presses ordered by their timestamps, not by arrival.
        let at = self.presses.partition_point(|p| p.0 <= action.at_ms);
        self.presses.insert(at, (action.at_ms, seat));
        Ok(Applied::new(vec![Event::public(Msg::plain(format!("{} pressed", Who(seat))))], false))
    }
    fn on_clock(&mut self, at_ms: u64) -> Result<Applied, RuleError> {
        if at_ms < 1000 {
            return Err(RuleError::new(Msg::plain("The window is still open.")));
        }
        self.closed = true;
        Ok(Applied::default())
    }
    fn view(&self, _: Option<Seat>) -> Vec<(u64, Seat)> {
        self.presses.clone()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.closed.then(|| {
            Outcome::ranked(
                (0..self.players)
                    .map(|s| {
                        (
                            vec![("first".into(), i32::from(self.presses.first().is_some_and(|p| p.1 == s)))],
                            vec![],
                        )
                    })
                    .collect(),
            )
        })
    }
    fn turn(&self) -> u32 {
        0
    }
    fn bot_action(_: &Self::View, _: &[Press], _: BotLevel, rng: &mut GameRng) -> Press {
        Press { at_ms: rng.below(1000) as u64 }
    }
}

#[test]
fn race_orders_inputs_by_time_not_arrival() {
    let players = (0..3).map(|i| Player::human(format!("P{i}"))).collect();
    let mut s: Session<Snap> = Session::new(players, setup(3, 1), ()).unwrap();
    // Arrival order 2, 0, 1; time order 1 (120 ms), 0 (300 ms), 2 (450 ms).
    s.act(2, Press { at_ms: 450 }).unwrap();
    s.act(0, Press { at_ms: 300 }).unwrap();
    s.act(1, Press { at_ms: 120 }).unwrap();
    assert_eq!(s.state.presses.iter().map(|p| p.1).collect::<Vec<_>>(), vec![1, 0, 2]);
    assert!(s.clock(999).is_err());
    s.clock(1000).unwrap();
    assert_eq!(s.state.outcome().unwrap().winners(), vec![1]);
}

#[test]
fn race_pending_accepts_several_seats_at_once() {
    let g = Snap::new_game(&setup(4, 1), &()).unwrap();
    match g.pending() {
        Pending::Race { seats, closes_at_ms } => {
            assert_eq!(seats.to_vec(), vec![0, 1, 2, 3]);
            assert_eq!(closes_at_ms, Some(1000));
        }
        other => panic!("expected a race, got {other:?}"),
    }
}

#[test]
fn simulate_plays_races_and_turns() {
    let r = simulate::simulate::<Snap>(3, 20, 5, &(), 100);
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert_eq!(r.wins.iter().sum::<usize>(), 20);
    let r = simulate::simulate::<Bids>(4, 20, 5, &(), 100);
    assert!(r.failures.is_empty(), "{:?}", r.failures);
}

#[test]
fn save_round_trip_replays_to_the_same_state() {
    let mut s = bid_session(3);
    s.act(0, BidAction::Bid(2)).unwrap();
    s.act(1, BidAction::Bid(3)).unwrap();
    let json = s.to_json();
    let path = std::path::Path::new("mem.json");
    let mut back: Session<Bids> = Session::from_json(&json, path).unwrap();
    assert_eq!(back.state, s.state);
    assert_eq!(back.log_for(Some(0)), s.log_for(Some(0)));
    back.act(2, BidAction::Bid(0)).unwrap();
    s.act(2, BidAction::Bid(0)).unwrap();
    assert_eq!(back.state, s.state);
}

#[test]
fn save_errors_are_sentences() {
    let mut s = bid_session(2);
    s.act(0, BidAction::Bid(2)).unwrap();
    let json = s.to_json();
    let p = std::path::Path::new("x.json");
    let e = |text: &str| Session::<Bids>::from_json(text, p).unwrap_err().to_string();
    assert!(e(&json[..json.len() / 2]).contains("truncated"));
    assert!(e("{\"hello\": 1}").contains("not a Tavolo save"));
    assert!(e("not json").contains("not a valid Tavolo save"));
    assert!(e(&json.replace("\"version\": 1", "\"version\": 9")).contains("newer Tavolo"));
    assert!(
        e(&json.replace("\"game\": \"bids\"", "\"game\": \"keltis\""))
            .contains("saved \"keltis\" game, not \"bids\"")
    );
    // Hand-edited state: the stored bid no longer matches the history.
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v["state"]["bids"][0] = serde_json::json!(5);
    assert!(e(&v.to_string()).contains("edited or damaged"));
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v["history"][0]["act"]["action"] = serde_json::json!({"Bid": 9});
    assert!(e(&v.to_string()).contains("move 1 is not legal"));
}

#[test]
fn atomic_write_and_listing() {
    let dir = std::env::temp_dir().join(format!("tavolo-engine-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    save::write_atomic(&dir.join("a.json"), "{}").unwrap();
    assert!(dir.join("a.json").exists());
    assert!(!dir.join("a.json.tmp").exists());
    // Non-saves are skipped by the listing.
    assert!(save::list_saves(&dir).is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn time_formatting() {
    assert_eq!(save::format_time(0), "1970-01-01 00:00");
    assert_eq!(save::format_time(1_795_282_200), "2026-11-21 17:30");
}

#[test]
fn a_save_of_older_rules_replays_under_todays_rules() {
    let mut s = bid_session(2);
    s.act(0, BidAction::Bid(2)).unwrap();
    let json = s.to_json();
    let p = std::path::Path::new("old.json");
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["rules"], serde_json::json!(1), "saves record their rules revision");
    // A state that today's rules no longer reach from these moves.
    v["state"]["bids"][0] = serde_json::json!(5);
    // The same revision: edited. A save without the field counts as revision 1: edited too.
    assert!(Session::<Bids>::from_json(&v.to_string(), p).unwrap_err().0.id() == Some("save-edited"));
    v.as_object_mut().unwrap().remove("rules");
    assert!(Session::<Bids>::from_json(&v.to_string(), p).unwrap_err().0.id() == Some("save-edited"));
    // An older revision: the history is the truth, and the players are told.
    v["rules"] = serde_json::json!(0);
    let back = Session::<Bids>::from_json(&v.to_string(), p).unwrap();
    assert_eq!(back.state, s.state);
    assert!(back.notice.unwrap().text().contains("rules fix"));
    // An older revision whose move is illegal now goes on from the moves before it, and says so.
    v["history"][0]["act"]["action"] = serde_json::json!({"Bid": 9});
    let back = Session::<Bids>::from_json(&v.to_string(), p).unwrap();
    assert!(back.history.is_empty());
    let notice = back.notice.unwrap().text();
    assert!(notice.contains("from move 0 (the last move no longer fits"), "{notice}");
}

/// A test game's name for a seat: the tests' players are named P0, P1…
struct Who(Seat);

impl std::fmt::Display for Who {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "P{}", self.0)
    }
}
