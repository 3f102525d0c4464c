//! What one terminal shows of a table: the game screen with its selections, a page over it (help,
//! log, catch-up, pause), the message line and the log panel. The hot-seat table has one pane that
//! the players pass round; a hosted table has one per connected terminal, each drawn from its own
//! seat's view.

use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

use super::TableExit;
use super::overlay::Overlay;
use crate::engine::{Pending, Seat, Session};
use crate::t;
use crate::ui::game_screen::{Ctx, GameScreen, GameUi};
use crate::ui::keys::key_name;
use crate::ui::widgets::{self, Hint};
use crate::ui::{log, score, theme};

pub struct Pane<G: GameUi> {
    pub screen: G::Screen,
    pub overlay: Option<Overlay>,
    /// The page the rules were opened over (the log, the catch-up, a pause): back on closing them.
    pub under: Option<Overlay>,
    /// The message line: a sentence and whether it is an error.
    pub message: Option<(String, bool)>,
    /// How many log entries the panel showed in full at the last draw.
    pub log_rows: usize,
    /// A terminal of a hosted table: its pages do not stop a real-time game's clock (the others
    /// play on), and its rules help starts with how the hosted table differs from one laptop.
    pub hosted: bool,
    /// The host's own terminal on a hosted table: its quit key closes the table for everyone.
    pub host: bool,
    /// A hosted seat's player came back after a bot stood in: news start where they left (the
    /// bot's moves were made for them, not by them), until they act again.
    pub since: Option<usize>,
    /// Lines that head the rules help (the host's: how friends join, so the code is one key away).
    pub notes: Vec<String>,
    /// One laptop's real-time game: the keys on its pause box that hand a seat to a stand-in bot
    /// or give it back (there are no hand-offs to do it at), kept current by the table.
    pub pause_seats: Vec<Hint>,
    /// The coach's box: asked, thinking or answered (see [`super::coach`]).
    pub coach: Option<super::coach::CoachJob<G::Action>>,
}

impl<G: GameUi> Default for Pane<G> {
    fn default() -> Self {
        Pane {
            screen: G::Screen::default(),
            overlay: None,
            under: None,
            message: None,
            log_rows: 3,
            hosted: false,
            host: false,
            since: None,
            notes: Vec::new(),
            pause_seats: Vec::new(),
            coach: None,
        }
    }
}

/// The log position from which lines are news to `viewer`: what others did since its last
/// decision, or since it left when a bot stood in for it (`since`).
pub fn news_from<G: GameUi>(
    session: &Session<G>,
    viewer: Option<Seat>,
    since: Option<usize>,
) -> Option<usize> {
    viewer.map(|s| since.map_or(session.others_from(s), |p| p.min(session.others_from(s))))
}

/// What the message line says while nobody is asked to act here: an interlude, a bot thinking.
pub fn waiting<G: GameUi>(session: &Session<G>) -> Option<String> {
    match session.pending().serial() {
        _ if session.state.interlude() => Some(t!("table-interlude")),
        Pending::Seat(s) if session.players[s].is_bot() => {
            Some(t!("table-bot-thinking", name = session.players[s].name.as_str()))
        }
        _ => None,
    }
}

/// The seat's game screen context: names, the clock, which seats are bots. A stand-in's seat is
/// named with a "(bot)" tag, so every game's player list says who plays for a player who left.
fn with_ctx<G: GameUi, T>(
    session: &Session<G>,
    viewer: Option<Seat>,
    now_ms: u64,
    own_keyboard: bool,
    f: impl FnOnce(&Ctx) -> T,
) -> T {
    let mut names = session.names();
    for (name, p) in names.iter_mut().zip(&session.players).filter(|(_, p)| p.stand_in) {
        *name = t!("table-stand-in-name", name = p.name.as_str());
    }
    let bots: Vec<bool> = session.players.iter().map(|p| p.is_bot()).collect();
    f(&Ctx { names: &names, viewer, now_ms, bots: &bots, own_keyboard })
}

impl<G: GameUi> Pane<G> {
    /// The game screen of `viewer` (`None`: the public table) with the message line and the log
    /// panel; `line` replaces the message line (save naming, a status). Returns the game screen's
    /// area, for a box drawn over it, and the hint bar's, drawn after the screen since what the
    /// screen's keys do can depend on what it drew (a list that overflows scrolls).
    pub fn draw_game(
        &mut self,
        f: &mut Frame,
        area: Rect,
        session: &Session<G>,
        viewer: Option<Seat>,
        now_ms: u64,
        line: Option<Line<'static>>,
    ) -> (Rect, Rect) {
        let [body, message, log_area, bar] = Layout::vertical([
            Constraint::Min(10),
            Constraint::Length(1),
            Constraint::Length(log::panel_rows(area.height) + 1),
            Constraint::Length(2),
        ])
        .areas(area);
        let view = session.state.view(viewer);
        let legal = viewer.map(|s| session.state.legal_actions(s)).unwrap_or_default();
        with_ctx(session, viewer, now_ms, self.hosted, |ctx| self.screen.draw(f, body, &view, &legal, ctx));
        match (line, &self.message) {
            (Some(l), _) => f.render_widget(ratatui::widgets::Paragraph::new(l), message),
            (None, Some((m, err))) => widgets::message_line(f, message, Some(m), *err),
            (None, None) => widgets::message_line(f, message, waiting(session).as_deref(), false),
        }
        // Only the lines the panel can hold are written out: a long game's whole log each frame
        // was most of a frame's time.
        let news = news_from(session, viewer, self.since);
        let tail = session.log_tail(viewer, log_area.height as usize);
        let fresh = news.map_or(0, |n| session.log_count_from(viewer, n));
        // A real-time game has no turns of one's own: its news are not "since your last turn".
        let since = if G::PAUSE.is_some() { "live" } else { "turn" };
        self.log_rows = log::panel(f, log_area, &tail, news, (fresh, since), &key_name(G::LOG));
        (body, bar)
    }

    /// The score screen's other page: the game's own screen drawn from the public final view.
    pub fn draw_final_board(
        &mut self,
        f: &mut Frame,
        area: Rect,
        session: &Session<G>,
        now_ms: u64,
        hints: &[Hint],
    ) {
        let [body, message, bar] =
            Layout::vertical([Constraint::Min(5), Constraint::Length(1), Constraint::Length(2)]).areas(area);
        let view = session.state.view(None);
        with_ctx(session, None, now_ms, self.hosted, |ctx| self.screen.final_board(f, body, &view, ctx));
        let said = self.message.as_ref();
        widgets::message_line(f, message, said.map(|m| m.0.as_str()), said.is_some_and(|m| m.1));
        widgets::hint_bar(f, bar, hints);
    }

    /// The standings of a finished game, with the message line (a refused key).
    pub fn draw_scores(&self, f: &mut Frame, area: Rect, session: &Session<G>, hints: &[Hint]) {
        let outcome = session.state.outcome();
        // Only people ask the coach: bots are left out of the count.
        let used: Vec<(String, u32)> = (session.players.iter().zip(session.hints_used()))
            .filter(|(p, _)| !p.is_bot() || p.stand_in)
            .map(|(p, n)| (p.name.clone(), n))
            .collect();
        let scores = score::Scores {
            game: &crate::i18n::tr(&G::name()),
            names: &session.names(),
            outcome: outcome.as_ref(),
            log: &session.log_tail(None, area.height as usize),
            log_key: &key_name(G::LOG),
            hints,
            message: self.message.as_ref().map(|(m, e)| (m.as_str(), *e)),
            coached: session.hints.then_some(used.as_slice()),
        };
        score::draw(f, area, &scores);
    }

    /// The game screen's own keys now, for `viewer`.
    pub fn screen_hints(&self, session: &Session<G>, viewer: Option<Seat>) -> Vec<Hint> {
        let view = session.state.view(viewer);
        let legal = viewer.map(|s| session.state.legal_actions(s)).unwrap_or_default();
        self.screen.hints(&view, &legal)
    }

    /// Opens the catch-up page when `seat` missed news (after a hand-off, a resume, a rejoin).
    pub fn catch_up(&mut self, session: &Session<G>, seat: Seat) {
        // A shared real-time table (Pow Wow) shows everything and runs on: a page over it would
        // only hide the game and take the keys; the log panel marks what is new.
        if !G::PRIVATE {
            return;
        }
        // Its own last move alone is no news.
        let from = news_from(session, Some(seat), self.since).unwrap_or(0);
        if session.log_lines(Some(seat), from).iter().any(|l| l.pos >= from) {
            self.overlay = Some(Overlay::CatchUp(crate::ui::pager::Pager::at_start().fitted()));
        }
    }

    /// What `seat` reads on its catch-up page: from its last decision on (its own move as
    /// context), or from where it left when a bot stood in.
    pub fn news(&self, session: &Session<G>, seat: Seat) -> Vec<crate::engine::LogLine> {
        let from = session.last_decision(seat).unwrap_or(0);
        session.log_lines(Some(seat), self.since.map_or(from, |p| p.min(from)))
    }

    /// The message line's text, if any.
    pub fn message_text(&self) -> Option<&str> {
        self.message.as_ref().map(|m| m.0.as_str())
    }

    /// A key on a page over the table; `None` when no page is open.
    pub fn page_key(&mut self, key: KeyEvent) -> Option<TableExit> {
        self.overlay.as_ref()?;
        Some(self.overlay_key(key))
    }

    /// A pane on a hosted table: its pages do not stop the clock for the others.
    pub fn hosted() -> Self {
        Pane { hosted: true, ..Self::default() }
    }

    /// What the quit key does here, for a hint: quit, leave the hosted table, or close it.
    pub fn quit_label(&self) -> String {
        match (self.hosted, self.host) {
            (false, _) => t!("hint-quit"),
            (true, false) => t!("room-hint-leave"),
            (true, true) => t!("room-hint-close"),
        }
    }

    /// Forgets the screen's selections (after an action, undo, or a new viewer).
    pub fn reset(&mut self) {
        self.screen.reset();
    }
}

/// A new game's start player ("Start player: Anna (drawn at random)"), the rules in force and
/// whether the coach is on, as the announcement (and a hosted table's lobby) shows them.
pub fn start_lines<G: GameUi>(session: &Session<G>) -> [Option<Line<'static>>; 3] {
    let names = session.names();
    let start = session.pending().seat().map(|s| {
        let how = G::start_rule().unwrap_or_else(|| {
            if session.setup.first.is_some() { t!("table-first-chosen") } else { t!("table-first-random") }
        });
        Line::from(vec![
            Span::raw(t!("table-start-player")),
            Span::styled(names[s].clone(), theme::bold()),
            Span::raw(format!("  ({how})")),
        ])
    });
    let rules = G::rules_in_force(&session.options).map(|r| Line::raw(t!("table-rules-in-force", rules = r)));
    let coach = session.hints.then(|| Line::raw(t!("table-coach-on")));
    [start, rules, coach]
}
