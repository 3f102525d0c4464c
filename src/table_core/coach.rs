//! The coach, shared by both tables: `h` on a player's own turn-based decision records the hint (a
//! public line, saved at once) and runs the Hard search on its own thread from a copy of the state
//! and the seat's dice, so the screen never waits for it; its answer wakes the table's loop like a
//! bot's move and comes up in a box over that player's screen (its pane), where one of the three
//! suggestions can be played.

use std::sync::mpsc::{self, Receiver};

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::command::{Command, Does};
use super::{Core, Pane};
use crate::engine::coach::{Suggestion, advise};
use crate::engine::{Game, RuleError, Seat, Session};
use crate::t;
use crate::ui::keys::{self, Keys};
use crate::ui::{GameUi, theme, widgets};

/// One question to the coach: for whom, at which step, and the answer once it came.
pub struct CoachJob<A> {
    pub seat: Seat,
    /// The game's actions when it was asked (hints left out: another seat asking its own coach
    /// changes nothing here): the advice stands while no action is taken.
    pub step: usize,
    rx: Receiver<Vec<Suggestion<A>>>,
    /// The suggestions, best first, once the search is done.
    pub advice: Option<Vec<Suggestion<A>>>,
    /// The suggestion under the cursor.
    pub cursor: usize,
}

impl<A> CoachJob<A> {
    /// Takes the answer if it came in; whether it is there.
    pub fn poll(&mut self) -> bool {
        if self.advice.is_none()
            && let Ok(advice) = self.rx.try_recv()
        {
            self.advice = Some(advice);
        }
        self.advice.is_some()
    }
}

impl<G: Game> Core<G> {
    /// `seat` asks the coach: the hint is recorded and saved, and the search begins on a worker.
    pub fn ask_coach(&mut self, seat: Seat) -> Result<CoachJob<G::Action>, RuleError> {
        // The dice of this position: hints asked before do not change them, so asking again
        // gives the same advice.
        let asked_at = actions(&self.session);
        self.session.ask_coach(seat)?;
        self.save();
        let (state, seed, waker) = (self.session.state.clone(), self.session.setup.seed, self.waker());
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            // Exactly the Hard bot's decision at the step the question was asked.
            let _ = tx.send(advise(&state, seat, seed, asked_at));
            if let Some(wake) = waker {
                wake();
            }
        });
        Ok(CoachJob { seat, step: actions(&self.session), rx, advice: None, cursor: 0 })
    }
}

/// How many of the history's entries are the game's own (a hint is not).
fn actions<G: Game>(session: &Session<G>) -> usize {
    session.history.iter().filter(|r| !matches!(r, crate::engine::Record::Hint { .. })).count()
}

/// Whether `seat`'s screen offers `h` now: a table with hints, a game with a coach, the seat
/// deciding its own turn-based decision (not a public pause), and no box open yet.
pub fn offered<G: GameUi>(session: &Session<G>, seat: Option<Seat>, open: bool) -> bool {
    let Some(seat) = seat else { return false };
    session.hints
        && G::PAUSE.is_none()
        && !open
        && !session.state.interlude()
        && session.pending().includes(seat)
        && !session.state.legal_actions(seat).is_empty()
}

/// `h`, listed by both tables when [`offered`].
pub fn ask_command() -> Command {
    Command::new(Keys::ch('h'), &t!("hint-coach"), Does::Coach)
}

/// What a coach key asks of the table: the pane handles the box itself.
pub enum CoachStep<A> {
    None,
    /// Ask the coach for this seat.
    Ask(Seat),
    /// This seat plays this suggestion.
    Play(Seat, A),
}

impl<G: GameUi> Pane<G> {
    /// The keys of the coach's box while it is open (`None` when it is not).
    pub fn coach_commands(&self) -> Option<Vec<Command>> {
        let job = self.coach.as_ref()?;
        let mut c = Vec::new();
        if let Some(advice) = &job.advice {
            if advice.len() > 1 {
                c.push(Command::new(keys::up_down(), &t!("hint-choose"), Does::CoachMove));
            }
            if !advice.is_empty() {
                c.push(Command::new(keys::enter(), &t!("hint-coach-play"), Does::CoachPlay));
            }
        }
        c.push(Command::new(keys::esc(), &t!("hint-close"), Does::CoachClose));
        Some(c)
    }

    /// A coach command on this pane (whose seat is `seat`).
    pub fn coach_key(&mut self, does: Does, key: KeyEvent, seat: Option<Seat>) -> CoachStep<G::Action> {
        match does {
            Does::Coach => return seat.map_or(CoachStep::None, CoachStep::Ask),
            Does::CoachMove => {
                if let Some(job) = &mut self.coach {
                    let n = job.advice.as_ref().map_or(1, |a| a.len().max(1));
                    let up = key.code == KeyCode::Up;
                    job.cursor = if up { (job.cursor + n - 1) % n } else { (job.cursor + 1) % n };
                }
            }
            Does::CoachPlay => {
                if let Some(job) = self.coach.take()
                    && let Some(s) = job.advice.and_then(|a| a.into_iter().nth(job.cursor))
                {
                    return CoachStep::Play(job.seat, s.action);
                }
            }
            _ => self.coach = None,
        }
        CoachStep::None
    }

    /// Forgets advice that no longer stands: the game moved on, or the screen is another seat's.
    pub fn coach_stale(&mut self, session: &Session<G>, seat: Option<Seat>) {
        let Some(job) = &self.coach else { return };
        if seat != Some(job.seat) || actions(session) != job.step {
            self.coach = None;
        }
    }

    /// The coach's box over the deciding player's screen (`body`), the answer taken in if it came.
    pub fn draw_coach(&mut self, f: &mut Frame, body: Rect, session: &Session<G>) {
        let Some(job) = &mut self.coach else { return };
        job.poll();
        let mut lines = Vec::new();
        match &job.advice {
            None => lines.push(Line::raw(t!("coach-thinking"))),
            Some(advice) => {
                let view = session.state.view(Some(job.seat));
                let names = session.names();
                for (i, s) in advice.iter().enumerate() {
                    let what = G::describe(&view, &names, &s.action);
                    let text = match s.chance {
                        Some(c) => {
                            t!("coach-line", n = i + 1, what = what, percent = format!("{:.0}", c * 100.0))
                        }
                        None => t!("coach-line-only", n = i + 1, what = what),
                    };
                    let arrow = if i == job.cursor { "▸ " } else { "  " };
                    let line = Line::raw(format!("{arrow}{text}"));
                    lines.push(if i == job.cursor { line.style(theme::selected()) } else { line });
                }
                lines.push(Line::raw(""));
                let weighed = advice.iter().any(|s| s.chance.is_some());
                let note = if weighed { t!("coach-note") } else { t!("coach-note-one") };
                lines.push(Line::styled(note, theme::dim()));
            }
        }
        widgets::popup_top(f, body, &format!(" {} ", t!("coach-title")), lines);
    }
}
