//! The replay of a saved game, step by step, drawn by the game's own screen from the view of the
//! step: the public table, one seat's side (behind a hand-off while the game is unfinished: its
//! hands are still secret), and, once the game is over, every hand open.

use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};

use super::command::{self, Command};
use super::game_screen::{Ctx, GameScreen, GameUi};
use super::help::{Help, Paged};
use super::keys::{self, Keys};
use super::text::wrap_line;
use super::widgets::{self, Hint};
use super::{log, theme};
use crate::engine::replay::Replay;
use crate::engine::{LogLine, Seat, Session};
use crate::t;
use crate::table_core::{Table, TableExit};

/// Whose eyes the replay shows the game through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// What everyone saw: the public table and the public lines.
    Public,
    /// What one seat saw: its hand and its private lines too.
    Seat(Seat),
    /// A finished game only: the public table, every private line and every hidden part.
    Open,
}

pub struct ReplayTable<G: GameUi> {
    replay: Replay<G>,
    screen: G::Screen,
    look: Look,
    /// An unfinished game on one laptop: the seat whose hand-off is on screen (Enter shows its
    /// side; everyone else looks away).
    handoff: Option<Seat>,
    help: Option<Help>,
    said: Option<String>,
    /// Opened from the final score, which Esc goes back to (else to the picker).
    from_score: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Does {
    Back,
    On,
    Turn,
    Ends,
    Look,
    Show,
    Help,
    Leave,
    Quit,
    /// A key of the game's own screen that only changes what is shown (Saboteur's maze).
    Browse,
}

impl<G: GameUi> ReplayTable<G> {
    /// The replay of `session`'s game, from its deal, as the public table saw it.
    pub fn new(session: Session<G>) -> Result<Self, crate::i18n::Msg> {
        let mut replay = Replay::new(session).map_err(|e| e.0)?;
        replay.go(0);
        Ok(ReplayTable {
            replay,
            screen: G::Screen::default(),
            look: Look::Public,
            handoff: None,
            help: None,
            said: None,
            from_score: false,
        })
    }

    /// The replay opened from the final score: Esc goes back to it.
    pub fn from_score(mut self) -> Self {
        self.from_score = true;
        self
    }

    /// Privacy tests: the replay under the screen.
    #[cfg(any(test, feature = "test-support"))]
    pub fn replay_mut(&mut self) -> &mut Replay<G> {
        &mut self.replay
    }

    /// Whose eyes the game is shown through now, and the seat on the hand-off screen, if any.
    pub fn look(&self) -> (Look, Option<Seat>) {
        (self.look, self.handoff)
    }

    /// The look after `look` in the Tab order: public, each seat, then (finished) every hand open.
    fn next_look(&self) -> Look {
        let n = self.replay.session.players.len();
        match self.look {
            Look::Public => Look::Seat(0),
            Look::Seat(s) if s + 1 < n => Look::Seat(s + 1),
            Look::Seat(_) if self.replay.finished() => Look::Open,
            _ => Look::Public,
        }
    }

    /// The seat whose view is drawn (`None`: the public table).
    fn viewer(&self) -> Option<Seat> {
        match self.look {
            Look::Seat(s) => Some(s),
            _ => None,
        }
    }

    fn look_text(&self, look: Look) -> String {
        match look {
            Look::Public => t!("replay-look-public"),
            Look::Seat(s) => t!("replay-look-seat", name = self.replay.session.players[s].name.as_str()),
            Look::Open => t!("replay-look-open"),
        }
    }

    fn commands(&self) -> Vec<Command<Does>> {
        if self.handoff.is_some() {
            return vec![
                Command::new(keys::enter(), &t!("hint-show"), Does::Show),
                Command::new(keys::esc(), &t!("hint-cancel"), Does::Leave),
            ];
        }
        let (at, n) = (self.replay.at(), self.replay.len());
        let mut c = Vec::new();
        let step = match (at > 0, at < n) {
            (true, true) => Some(keys::left_right()),
            (true, false) => Some(Keys::key(KeyCode::Left)),
            (false, true) => Some(Keys::key(KeyCode::Right)),
            (false, false) => None,
        };
        if let Some(keys) = step {
            c.push(Command::new(keys, &t!("hint-step"), Does::On));
        }
        // Only the ways the replay can go: no PgDn or End at the end, no PgUp or Home at the deal.
        let ways = |back: KeyCode, on: KeyCode| match (at > 0, at < n) {
            (true, true) => Some(Keys::of(&[back, on])),
            (true, false) => Some(Keys::key(back)),
            (false, true) => Some(Keys::key(on)),
            (false, false) => None,
        };
        if let Some(keys) = ways(KeyCode::PageUp, KeyCode::PageDown) {
            c.push(Command::new(keys, &t!("hint-turn"), Does::Turn));
        }
        if let Some(keys) = ways(KeyCode::Home, KeyCode::End) {
            c.push(Command::new(keys, &t!("hint-ends"), Does::Ends));
        }
        let next = self.look_text(self.next_look());
        c.push(Command::new(keys::tab(), &t!("hint-look", look = next), Does::Look));
        c.extend(self.browse_commands(&c));
        c.push(Command::new(keys::rules(), &t!("hint-rules"), Does::Help));
        let back = if self.from_score { t!("hint-back-to-score") } else { t!("hint-back-to-picker") };
        c.push(Command::new(keys::esc(), &back, Does::Back));
        c.push(Command::new(Keys::ch('q'), &t!("hint-quit"), Does::Quit));
        c
    }

    pub fn hints(&self) -> Vec<Hint> {
        command::hints(&self.commands())
    }

    /// The game screen's keys that only change what is shown (the maze instead of the results),
    /// where the replay's own keys (`ours`) leave them free: tried on a spare screen, so a key
    /// is listed only if it does something.
    fn browse_commands(&self, ours: &[Command<Does>]) -> Vec<Command<Does>> {
        let view = self.replay.state().view(self.viewer());
        let taken = command::hints(ours);
        let browses = |h: &Hint| h.keys().events().into_iter().any(|k| G::Screen::default().browse(k, &view));
        (self.screen.hints(&view, &[]).into_iter())
            .filter(|h| browses(h) && taken.iter().all(|t| t.keys().shared_with(h.keys()).is_empty()))
            .map(|h| Command::from_hint(h, Does::Browse))
            .collect()
    }

    /// A key: steps, looks, help; what it leaves for (the picker, quitting).
    pub fn press(&mut self, key: KeyEvent) -> TableExit {
        if let Some(help) = &mut self.help {
            if help.key(key) == Paged::Close {
                self.help = None;
            }
            return TableExit::Stay;
        }
        self.said = None;
        let Some(does) = command::find(&self.commands(), &key) else {
            self.said = Some(t!("table-key-does-nothing"));
            return TableExit::Stay;
        };
        let at = self.replay.at();
        match does {
            Does::On if key.code == KeyCode::Left => self.replay.prev(),
            Does::On => self.replay.next(),
            Does::Turn if key.code == KeyCode::PageUp => self.replay.prev_turn(),
            Does::Turn => self.replay.next_turn(),
            Does::Ends if key.code == KeyCode::Home => self.replay.go(0),
            Does::Ends => self.replay.go(self.replay.len()),
            Does::Look => match self.next_look() {
                // A seat's side of an unfinished game is still secret: only its player looks.
                Look::Seat(s) if !self.replay.finished() => self.handoff = Some(s),
                look => self.look = look,
            },
            Does::Show => {
                if let Some(s) = self.handoff.take() {
                    self.look = Look::Seat(s);
                }
            }
            Does::Leave => {
                // Back to the public table (the seat before has looked away).
                self.handoff = None;
                self.look = Look::Public;
            }
            Does::Help => self.help = Some(Help::over(self.hints())),
            Does::Browse => {
                let view = self.replay.state().view(self.viewer());
                self.screen.browse(key, &view);
            }
            Does::Back => return TableExit::ToPicker,
            Does::Quit => return TableExit::Quit,
        }
        if self.replay.at() != at || matches!(does, Does::Look | Does::Show | Does::Leave) {
            self.screen.reset();
        }
        if matches!(does, Does::On | Does::Turn | Does::Ends) && self.replay.at() == at {
            self.said = Some(t!("replay-no-further"));
        }
        TableExit::Stay
    }

    pub fn draw_replay(&mut self, f: &mut Frame, area: Rect) {
        if let Some(help) = &mut self.help {
            help.draw(f, area, &crate::i18n::tr(&G::name()), G::help());
            return;
        }
        let [title, body, message, lower, bar] = Layout::vertical([
            Constraint::Length(1),
            Constraint::Min(10),
            Constraint::Length(1),
            Constraint::Length(log::panel_rows(area.height) + 1),
            Constraint::Length(2),
        ])
        .areas(area);
        // The game's own screen below has the "? rules" corner: this line is the replay's, whole
        // or cut with "…", reversed so it reads as the replay's bar.
        let text = crate::ui::text::cut(&self.title(), title.width as usize);
        f.render_widget(Paragraph::new(Line::styled(text, theme::selected())), title);
        if let Some(s) = self.handoff {
            let name = self.replay.session.players[s].name.as_str();
            let lines = vec![
                Line::styled(t!("replay-handoff", name = name), theme::bold()),
                Line::raw(""),
                Line::raw(t!("replay-handoff-why")),
            ];
            widgets::centered(f, body, lines);
        } else {
            self.draw_view(f, body);
        }
        let said = self.said.clone().or_else(|| self.final_line());
        widgets::message_line(f, message, said.as_deref(), false);
        if self.handoff.is_none() {
            self.draw_log(f, lower);
        }
        widgets::hint_bar(f, bar, &self.hints());
    }

    /// At the end of a finished game, who won: "The end: 1. Anna 23 · 2. Bruno 18".
    fn final_line(&self) -> Option<String> {
        if self.replay.at() != self.replay.len() {
            return None;
        }
        let outcome = self.replay.state().outcome()?;
        let each = placings(&outcome, &self.replay.session.names());
        Some(t!("replay-final", standings = each.join(" · ")))
    }

    /// "Replay · Keltis · round 2, turn 5 · step 34/120 · as Anna saw it".
    fn title(&self) -> String {
        let when = match self.replay.when() {
            (Some(round), turn) => t!("replay-when-round", round = round, turn = turn),
            (None, turn) => t!("replay-when-turn", turn = turn),
        };
        let (at, n) = (self.replay.at(), self.replay.len());
        let look = match self.handoff {
            Some(_) => self.look_text(Look::Public),
            None => self.look_text(self.look),
        };
        t!("replay-title", game = G::name(), when = when, at = at, n = n, look = look)
    }

    fn draw_view(&mut self, f: &mut Frame, area: Rect) {
        let session = &self.replay.session;
        let state = self.replay.state();
        let viewer = self.viewer();
        let view = state.view(viewer);
        let names = session.names();
        let bots: Vec<bool> = session.players.iter().map(|p| p.is_bot()).collect();
        let ctx = Ctx { names: &names, viewer, now_ms: state.clock_ms(), bots: &bots, own_keyboard: false };
        let area = if self.look == Look::Open {
            // Every hand open: the public table, and beside it what nobody saw.
            // What no screen showed comes first: the panel takes what it needs, leaving the board
            // five rows; cut short, its title says a taller terminal shows the rest.
            let open = G::open_lines(state, &names);
            let text: Vec<Line> = open.into_iter().map(Line::raw).collect();
            let para = Paragraph::new(text).wrap(Wrap { trim: false });
            let need = para.line_count(area.width) as u16 + 1;
            let room = area.height.saturating_sub(5);
            let [board, hidden] =
                Layout::vertical([Constraint::Min(5), Constraint::Length(need.min(room))]).areas(area);
            let title = if need > room { t!("replay-open-title-cut") } else { t!("replay-open-title") };
            let block = Block::default().borders(Borders::TOP).title(Span::styled(title, theme::dim()));
            f.render_widget(para.block(block), hidden);
            board
        } else {
            area
        };
        // A seat's side as it was: with the moves it had then (the screen says what could be laid).
        let legal = viewer.map(|s| state.legal_actions(s)).unwrap_or_default();
        self.screen.draw(f, area, &view, &legal, &ctx);
    }

    /// The log up to this step, newest first, the step's own lines marked; with every hand open,
    /// each private line says whose it was.
    fn draw_log(&self, f: &mut Frame, area: Rect) {
        let session = &self.replay.session;
        let until = self.replay.log_until();
        let step_from = {
            let stops = self.replay.stops();
            let i = stops.partition_point(|&s| s < self.replay.at());
            session.log_at_step(i.checked_sub(1).map_or(0, |i| stops[i]))
        };
        let block =
            Block::default().borders(Borders::TOP).title(Span::styled(t!("replay-log-title"), theme::dim()));
        let inner = block.inner(area);
        f.render_widget(block, area);
        let rows = inner.height as usize;
        let lines: Vec<(Option<Seat>, LogLine)> = match self.look {
            Look::Open => session.log_open_before(until, rows),
            look => {
                let viewer = if let Look::Seat(s) = look { Some(s) } else { None };
                session.log_tail_before(viewer, until, rows).into_iter().map(|l| (None, l)).collect()
            }
        };
        let names = session.names();
        let mut shown: Vec<Line> = Vec::new();
        for (whose, l) in lines.iter().rev() {
            let this_step = l.pos >= step_from;
            let mut spans = vec![Span::raw(if this_step { "• " } else { "  " })];
            match whose {
                Some(s) => {
                    spans.push(Span::styled(t!("replay-only", name = names[*s].as_str()), theme::dim()))
                }
                None if l.private => spans.push(Span::styled(t!("log-only-you"), theme::dim())),
                None => {}
            }
            let style = if this_step { theme::bold() } else { Default::default() };
            spans.push(Span::styled(l.text.clone(), style));
            let wrapped = wrap_line(&Line::from(spans), inner.width as usize, 2);
            if shown.len() + wrapped.len() > rows {
                break;
            }
            shown.extend(wrapped);
        }
        if shown.is_empty() {
            shown.push(Line::styled(t!("log-empty"), theme::dim()));
        }
        f.render_widget(Paragraph::new(shown), inner);
    }
}

impl<G: GameUi> Table for ReplayTable<G> {
    fn draw(&mut self, f: &mut Frame, area: Rect) {
        self.draw_replay(f, area);
    }

    fn key(&mut self, key: KeyEvent, _at: Instant) -> TableExit {
        self.press(key)
    }

    fn deadline(&self) -> Option<Instant> {
        None
    }

    fn on_timer(&mut self, _now: Instant) {}
}

/// The game record as text, for sharing (`tavolo replay FILE --text`): the players, the log
/// grouped by round and turn, the final scores and, for a finished game, every private line and
/// what no screen showed at the end. An unfinished game gives only what everyone saw. Player
/// names only: never an SSH key, an SSH user name or a table code.
pub fn text<G: GameUi>(session: &Session<G>) -> String {
    let over = session.is_over();
    let names = session.names();
    let mut out = vec![t!("replay-text-title", game = G::name()), String::new(), t!("replay-text-players")];
    for (i, p) in session.players.iter().enumerate() {
        let kind = super::setup_spec::kind_text(p.bot);
        out.push(format!("  {}", t!("table-announce-seat", n = i + 1, name = p.name.as_str(), kind = kind)));
    }
    out.push(String::new());
    out.push(if over { t!("replay-text-open") } else { t!("replay-text-public") });
    let lines: Vec<(Option<Seat>, LogLine)> = if over {
        session.log_open_before(session.log_len(), session.log_len())
    } else {
        session.log_lines(None, 0).into_iter().map(|l| (None, l)).collect()
    };
    let mut last = None;
    for (whose, l) in &lines {
        if last != Some((l.round, l.turn)) {
            out.push(match l.round {
                Some(r) => t!("log-round-turn", round = r, turn = l.turn),
                None => t!("log-turn", turn = l.turn),
            });
            last = Some((l.round, l.turn));
        }
        let only = whose.map(|s| t!("replay-only", name = names[s].as_str())).unwrap_or_default();
        out.push(format!("  {only}{}", l.text));
    }
    if let Some(outcome) = session.state.outcome() {
        out.push(String::new());
        out.push(t!("replay-text-scores"));
        out.extend(placings(&outcome, &names).into_iter().map(|p| format!("  {p}")));
        let open = G::open_lines(&session.state, &names);
        if !open.is_empty() {
            out.push(String::new());
            out.push(t!("replay-text-end"));
            out.extend(open.into_iter().map(|l| format!("  {l}")));
        }
    }
    out.join("\n") + "\n"
}

/// "1. Anna 23", best first (the outcome's own standings order).
fn placings(outcome: &crate::engine::Outcome, names: &[String]) -> Vec<String> {
    let line = |s: usize| format!("{}. {} {}", outcome.scores[s].rank, names[s], outcome.scores[s].total);
    outcome.standings().into_iter().map(line).collect()
}
