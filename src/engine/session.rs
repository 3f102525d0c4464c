//! A game in progress: players, options, the state, the move history and its log. The history is the
//! truth: undo and loading replay it, so a save can be checked against its own moves.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::{Applied, Audience, BotLevel, Event, Game, GameRng, Pending, RuleError, Seat, Setup};
use crate::i18n::{Arg, Msg, lang};
use crate::msg;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    /// `Some` for a bot seat.
    #[serde(default)]
    pub bot: Option<BotLevel>,
    /// On a hosted table: the bot only stands in for this seat's player, who is away and takes
    /// the seat back on return (a resumed hosted game keeps it so; one laptop gives it back).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stand_in: bool,
    /// On a hosted table: the key ([`super::names::key`]) of the user name that sat here, so that
    /// after a resume only that name takes the seat and reads its hand again (older saves hold the
    /// name in lower case, whose key is the same).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<String>,
    /// On a hosted table: the `SHA256:…` fingerprint of the SSH key that sat here (trust on first
    /// use): that key alone takes the seat back, without the code. None: name and code suffice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

impl Player {
    pub fn human(name: impl Into<String>) -> Self {
        Player { name: name.into(), bot: None, stand_in: false, user: None, key: None }
    }

    pub fn bot(name: impl Into<String>, level: BotLevel) -> Self {
        Player { name: name.into(), bot: Some(level), stand_in: false, user: None, key: None }
    }

    pub fn is_bot(&self) -> bool {
        self.bot.is_some()
    }
}

/// One step of the history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Record<A> {
    Act {
        seat: Seat,
        action: A,
    },
    Clock {
        at_ms: u64,
    },
    /// The seat asked the coach (a public log line; counted on the score screen and in the
    /// records). It changes nothing in the game.
    Hint {
        seat: Seat,
    },
}

#[derive(Debug, Clone)]
pub struct Session<G: Game> {
    pub setup: Setup,
    pub options: G::Options,
    pub players: Vec<Player>,
    pub state: G,
    pub history: Vec<Record<G::Action>>,
    /// Per history entry: could its actor take it back?
    undoable: Vec<bool>,
    /// Per history entry: was it its seat's own decision? A go-on at a public pause (round
    /// results) is anyone's Enter: what came before it is still news to that seat.
    decided: Vec<bool>,
    /// The log, in order: what each action told whom.
    log: Vec<LogEntry>,
    /// The round the log is in and the game's turn counter when it began: the log numbers turns
    /// within a round ("round 2 · turn 1").
    round_began: (Option<u32>, u32),
    /// Unix seconds when the game began; with the seed it tells which saves are of the same game.
    pub started: u64,
    /// The table offers the coach (`h`): a setup choice kept in the save.
    pub hints: bool,
    /// The save this session was loaded from (`None` for a new game).
    pub source: Option<PathBuf>,
    /// Something the players should know about the loaded save (it was replayed under newer rules).
    pub notice: Option<Msg>,
}

impl<G: Game> Session<G> {
    pub fn new(players: Vec<Player>, setup: Setup, options: G::Options) -> Result<Self, RuleError> {
        if players.len() != setup.players {
            return Err(RuleError(msg!("session-names-mismatch")));
        }
        let state = G::new_game(&setup, &options)?;
        let round_began = (state.round(), state.log_turn());
        let (turn, round) = (1, state.round());
        let log = state.opening().into_iter().map(|event| LogEntry { at: 0, turn, round, event }).collect();
        Ok(Session {
            setup,
            options,
            players,
            state,
            history: Vec::new(),
            undoable: Vec::new(),
            decided: Vec::new(),
            log,
            round_began,
            started: super::save::unix_now(),
            hints: false,
            source: None,
            notice: None,
        })
    }

    /// Rebuilds a session by replaying `history` from the seeded start.
    pub fn replay(
        players: Vec<Player>,
        setup: Setup,
        options: G::Options,
        history: Vec<Record<G::Action>>,
        started: u64,
    ) -> Result<Self, (usize, RuleError)> {
        match Self::replay_prefix(players, setup, options, history, started).map_err(|e| (0, e))? {
            (s, None) => Ok(s),
            (_, Some(stop)) => Err(stop),
        }
    }

    /// Replays `history` as far as its moves stay legal: the session so far, and the first move
    /// (numbered from 1) that was refused, if any.
    pub fn replay_prefix(
        players: Vec<Player>,
        setup: Setup,
        options: G::Options,
        history: Vec<Record<G::Action>>,
        started: u64,
    ) -> Result<(Self, Option<(usize, RuleError)>), RuleError> {
        let mut s = Session::new(players, setup, options)?;
        s.started = started;
        for (i, r) in history.into_iter().enumerate() {
            if let Err(e) = s.push(r) {
                return Ok((s, Some((i + 1, e))));
            }
        }
        Ok((s, None))
    }

    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    pub fn pending(&self) -> Pending {
        self.state.pending()
    }

    pub fn is_over(&self) -> bool {
        self.state.pending() == Pending::Over
    }

    /// `seat` takes `action`; on error nothing changes.
    pub fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), RuleError> {
        if !self.state.pending().includes(seat) {
            return Err(RuleError(msg!("session-not-decision", who = Arg::Seat(seat))));
        }
        self.push(Record::Act { seat, action })
    }

    /// `seat` asks the coach about its decision now: recorded in the history, with a public line.
    /// Only at a table that offers hints, on a turn-based decision that is `seat`'s.
    pub fn ask_coach(&mut self, seat: Seat) -> Result<(), RuleError> {
        if !self.hints {
            return Err(RuleError(msg!("coach-off")));
        }
        if G::REPLAY_BY_TURN
            || !self.state.pending().includes(seat)
            || self.state.legal_actions(seat).is_empty()
        {
            return Err(RuleError(msg!("coach-not-now")));
        }
        self.push(Record::Hint { seat })
    }

    /// How many times each seat asked the coach.
    pub fn hints_used(&self) -> Vec<u32> {
        let mut used = vec![0; self.players.len()];
        for r in &self.history {
            if let Record::Hint { seat } = r
                && let Some(n) = used.get_mut(*seat)
            {
                *n += 1;
            }
        }
        used
    }

    /// The real-time window reached `at_ms`.
    pub fn clock(&mut self, at_ms: u64) -> Result<(), RuleError> {
        self.push(Record::Clock { at_ms })
    }

    fn push(&mut self, record: Record<G::Action>) -> Result<(), RuleError> {
        // A line belongs to the turn in which it happened (turns count from 1 on screen).
        let (turn, round) = self.when();
        let decided = matches!(record, Record::Act { .. }) && !self.state.interlude();
        let mut next = self.state.clone();
        let applied: Applied = match &record {
            Record::Act { seat, action } => next.apply(*seat, action),
            Record::Clock { at_ms } => next.on_clock(*at_ms),
            Record::Hint { seat } => Ok(Applied {
                events: vec![Event::public(msg!("coach-asked", who = Arg::Seat(*seat)))],
                undoable: false,
            }),
        }?;
        self.state = next;
        self.history.push(record);
        self.undoable.push(applied.undoable);
        self.decided.push(decided);
        let at = self.history.len();
        // Lines from one that opens the next turn on belong to that turn.
        let later = self.when();
        let mut when = (turn, round);
        self.log.extend(applied.events.into_iter().map(|event| {
            if event.starts_turn {
                when = later;
            }
            LogEntry { at, turn: when.0, round: when.1, event }
        }));
        Ok(())
    }

    /// The turn (from 1, within the round for games in rounds) and round the state is in now.
    fn when(&mut self) -> (u32, Option<u32>) {
        let (turn, round) = (self.state.log_turn(), self.state.round());
        if round != self.round_began.0 {
            self.round_began = (round, turn);
        }
        (turn.saturating_sub(self.round_began.1) + 1, round)
    }

    /// Undo is allowed only for the seat still to decide, for its own last action, when that action
    /// revealed nothing and used no chance; it never crosses another seat's action.
    pub fn can_undo(&self, seat: Seat) -> bool {
        matches!(self.history.last(), Some(Record::Act { seat: s, .. }) if *s == seat)
            && self.undoable.last() == Some(&true)
            && self.state.pending() == Pending::Seat(seat)
    }

    pub fn undo(&mut self, seat: Seat) -> Result<(), RuleError> {
        if !self.can_undo(seat) {
            return Err(RuleError(msg!("session-nothing-to-undo")));
        }
        let mut history = std::mem::take(&mut self.history);
        history.pop();
        let rebuilt =
            Session::replay(self.players.clone(), self.setup, self.options.clone(), history, self.started)
                .map_err(|(_, e)| e)?;
        // What the replay cannot know: where the game came from, and that the table offers hints.
        let (source, hints) = (self.source.take(), self.hints);
        *self = Session { source, hints, ..rebuilt };
        Ok(())
    }

    /// The bot seat that must decide now, if any.
    pub fn bot_to_act(&self) -> Option<Seat> {
        self.state.pending().first().filter(|&s| self.players[s].is_bot())
    }

    /// The bot's choice for `seat`, made from that seat's view only. The bot's dice are derived from
    /// the seed and the move number, so replays and simulations are reproducible.
    /// A table never calls this on the thread that draws and reads keys: its bots think on a
    /// worker (the table core) through [`bot_decision`]. Test builds count the calls per
    /// thread ([`searches_here`]), so a test can show none ran on its own thread.
    pub fn bot_choice(&self, seat: Seat) -> Option<G::Action> {
        #[cfg(any(test, feature = "test-support"))]
        SEARCHES_HERE.with(|n| n.set(n.get() + 1));
        let level = self.players[seat].bot.unwrap_or_default();
        bot_decision(&self.state, seat, level, self.setup.seed, self.history.len())
    }

    /// The first bot seat (in the order a laptop would ask them) among the seats that may decide
    /// now, also when several decide in any order ([`Pending::Each`]): a table where everyone
    /// decides at once lets that bot move without waiting for the humans before it.
    pub fn bot_among_deciders(&self) -> Option<Seat> {
        let pending = self.state.pending();
        pending.first()?;
        pending.order().into_iter().find(|&s| self.players[s].is_bot())
    }

    /// Lets the bot to act (if any) take its move. Returns false when no bot is to act.
    pub fn step_bot(&mut self) -> Result<bool, RuleError> {
        let Some(seat) = self.bot_to_act() else {
            return Ok(false);
        };
        self.step_bot_at(seat)
    }

    /// Lets the bot at `seat` take its move (it must be one that may decide now).
    pub fn step_bot_at(&mut self, seat: Seat) -> Result<bool, RuleError> {
        let action = self.bot_choice(seat).ok_or_else(|| RuleError(msg!("session-bot-no-move")))?;
        self.act(seat, action)?;
        Ok(true)
    }

    /// `msg` in the current language with this table's player names (refusals name players:
    /// "Bruno holds no Gold").
    pub fn say(&self, msg: &Msg) -> String {
        msg.render(lang(), &self.names())
    }

    /// Log lines `seat` may read, rendered with names in the current language, newest first.
    pub fn log_for(&self, seat: Option<Seat>) -> Vec<String> {
        let names = self.names();
        self.log.iter().rev().filter(|l| l.event.visible_to(seat)).map(|l| l.event.render(&names)).collect()
    }

    /// How many log entries there are (any audience): a position in the log.
    pub fn log_len(&self) -> usize {
        self.log.len()
    }

    /// The log position of `seat`'s last decision: its lines and everything after are news to it
    /// (an action's own lines include what followed from it, which its player did not see, such as
    /// the next player's draw). Derived from the history, so it survives saving and loading.
    pub fn last_decision(&self, seat: Seat) -> Option<usize> {
        let step = self.last_decision_step(seat)?;
        Some(self.log.partition_point(|l| l.at <= step))
    }

    /// Where what others did since `seat`'s last decision starts in the log: after the lines
    /// that decision produced (the seat saw those happen).
    pub fn others_from(&self, seat: Seat) -> usize {
        let Some(step) = self.last_decision_step(seat) else { return 0 };
        self.log.partition_point(|l| l.at <= step + 1)
    }

    /// The log position after the lines of the first `step` actions (a replay at that step shows
    /// the lines before it).
    pub fn log_at_step(&self, step: usize) -> usize {
        self.log.partition_point(|l| l.at <= step)
    }

    /// The history index of `seat`'s last own decision (not a go-on at a public pause).
    fn last_decision_step(&self, seat: Seat) -> Option<usize> {
        // The seat's own decisions, and its own questions to the coach (not news to itself).
        let own = |(i, r): (usize, &Record<G::Action>)| match r {
            Record::Act { seat: s, .. } => *s == seat && self.decided[i],
            Record::Hint { seat: s } => *s == seat,
            Record::Clock { .. } => false,
        };
        self.history.iter().enumerate().rposition(own)
    }

    /// How many of `seat`'s news lines came from others' actions (after its own last one).
    pub fn others_news(&self, seat: Seat) -> usize {
        let from = self.others_from(seat);
        self.log[from..].iter().filter(|l| l.event.visible_to(Some(seat))).count()
    }

    /// Log lines `viewer` may read from log position `from` on, oldest first, rendered with names.
    pub fn log_lines(&self, viewer: Option<Seat>, from: usize) -> Vec<LogLine> {
        let names = self.names();
        let from = from.min(self.log.len());
        (from..self.log.len())
            .filter(|&i| self.log[i].event.visible_to(viewer))
            .map(|i| self.line(i, &names))
            .collect()
    }

    /// Log entry `i` rendered with `names`.
    fn line(&self, i: usize, names: &[String]) -> LogLine {
        let l = &self.log[i];
        LogLine {
            pos: i,
            turn: l.turn,
            round: l.round,
            private: l.event.audience != Audience::All,
            news: l.event.news,
            text: l.event.render(names),
            by: match l.at.checked_sub(1).and_then(|i| self.history.get(i)) {
                Some(Record::Act { seat, .. }) => Some(*seat),
                _ => None,
            },
        }
    }

    /// The newest `n` lines `viewer` may read, oldest first: what a log panel shows, written out
    /// without the rest of a long game's log.
    pub fn log_tail(&self, viewer: Option<Seat>, n: usize) -> Vec<LogLine> {
        self.log_tail_before(viewer, self.log.len(), n)
    }

    /// The newest `n` lines `viewer` may read before log position `until`, oldest first (what a
    /// replay's panel shows at a step).
    pub fn log_tail_before(&self, viewer: Option<Seat>, until: usize, n: usize) -> Vec<LogLine> {
        let until = until.min(self.log.len());
        let mut tail: Vec<usize> =
            (0..until).rev().filter(|&i| self.log[i].event.visible_to(viewer)).take(n).collect();
        tail.reverse();
        let from = tail.first().copied().unwrap_or(until);
        let mut lines = self.log_lines(viewer, from);
        lines.truncate(n.min(tail.len()));
        lines
    }

    /// The newest `n` lines before log position `until`, private ones too, each with the seat it
    /// was for: what the replay of a finished game shows with every hand open.
    pub fn log_open_before(&self, until: usize, n: usize) -> Vec<(Option<Seat>, LogLine)> {
        let (names, until) = (self.names(), until.min(self.log.len()));
        (until.saturating_sub(n)..until)
            .map(|i| {
                let seat = match self.log[i].event.audience {
                    Audience::All => None,
                    Audience::Only(s) => Some(s),
                };
                (seat, self.line(i, &names))
            })
            .collect()
    }

    /// How many lines `viewer` may read from log position `from` on (without writing them out).
    pub fn log_count_from(&self, viewer: Option<Seat>, from: usize) -> usize {
        self.log[from.min(self.log.len())..].iter().filter(|l| l.event.visible_to(viewer)).count()
    }

    /// What `seat` has not seen yet: every line it may read since its last decision, oldest first
    /// (from the start of the game before its first decision).
    pub fn news_for(&self, seat: Seat) -> Vec<LogLine> {
        self.log_lines(Some(seat), self.last_decision(seat).unwrap_or(0))
    }
}

#[cfg(any(test, feature = "test-support"))]
impl<G: Game> Session<G> {
    /// Privacy tests: rewrites every log line `viewer` may not read (another seat's private
    /// lines; for `None`, every private line) so that a screen showing one would change.
    pub fn scramble_log(&mut self, viewer: Option<Seat>, rng: &mut GameRng) {
        for l in self.log.iter_mut().filter(|l| !l.event.visible_to(viewer)) {
            let noise = format!("hidden {:x}", rng.below(1 << 30));
            l.event.msg = msg!("table-saved-as", path = noise);
        }
    }
}

/// One log entry: the event and when it happened.
#[derive(Debug, Clone, PartialEq)]
struct LogEntry {
    /// The history length after the action that produced it (0: the game's opening).
    at: usize,
    /// The turn it happened in, from 1.
    turn: u32,
    round: Option<u32>,
    event: Event,
}

/// A log line as a viewer reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    /// Its position in the whole log (see [`Session::log_len`]).
    pub pos: usize,
    pub turn: u32,
    pub round: Option<u32>,
    /// Only this viewer may read it.
    pub private: bool,
    /// Private news the viewer confirms before its screen is passed on (see [`Event::news`]).
    pub news: bool,
    pub text: String,
    /// The seat whose decision produced it (None: the opening, a clock's tick): a player back
    /// from a stand-in reads which lines its bot's moves made.
    pub by: Option<Seat>,
}

/// The move a bot of `level` at `seat` takes in `state`, the `step`-th of the game `seed` began:
/// decided from that seat's view only, with dice derived from the seed and the step, so the same
/// save always gets the same move, on whichever thread it is decided. `None` when `seat` has no
/// legal action.
pub fn bot_decision<G: Game>(
    state: &G,
    seat: Seat,
    level: BotLevel,
    seed: u64,
    step: usize,
) -> Option<G::Action> {
    let legal = state.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    let mut rng = bot_rng(seed, step, seat);
    Some(G::bot_action(&state.view(Some(seat)), &legal, level, &mut rng))
}

#[cfg(any(test, feature = "test-support"))]
thread_local! {
    static SEARCHES_HERE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// How many times [`Session::bot_choice`] ran on the calling thread: a table's own thread must
/// never search (its bots think on a worker).
#[cfg(any(test, feature = "test-support"))]
pub fn searches_here() -> usize {
    SEARCHES_HERE.with(|n| n.get())
}

/// A bot's dice for move `step`, derived from the game seed so replays and simulations repeat.
pub fn bot_rng(seed: u64, step: usize, seat: Seat) -> GameRng {
    GameRng::new(seed ^ (step as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat as u64) << 56)
}
