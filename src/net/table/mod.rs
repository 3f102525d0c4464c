//! The hosted table: one game shared by every connected terminal. A lobby first (who sits where,
//! each terminal's language), then play: every seat's terminal shows its own view only and takes
//! its own keys, bots move on a timer, the game autosaves after every action. A dropped seat waits
//! for its player (the same name rejoins it) or is handed to a bot by the host.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use ratatui::Frame;

use super::room::{ClientId, HOST, Input, Room};
use crate::engine::autosave::Autosave;
use crate::engine::{BotLevel, Pending, Seat, Session};
use crate::i18n::{Lang, lang, with_lang};
use crate::t;
use crate::ui::table::{BOT_DELAY, Clock, GameUi, Pane};
use crate::ui::{MIN_HEIGHT, MIN_WIDTH, menu::Menu, widgets};

mod lobby;
mod play;
#[cfg(test)]
mod tests;

/// One connected terminal.
struct Client<G: GameUi> {
    /// The SSH user name: the seat it asked for.
    user: String,
    lang: Lang,
    seat: Option<Seat>,
    pane: Pane<G>,
    /// The lobby's seat list.
    menu: Menu,
    /// `q` was pressed once: a second `q` leaves (the host: closes the table).
    leaving: bool,
}

/// What a seat's chair holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Chair {
    /// Nobody has sat here yet (or its player left in the lobby).
    Free,
    Taken(ClientId),
    /// Its player's connection dropped during the game: the seat waits for them.
    Waiting,
    Bot,
}

pub struct HostedTable<G: GameUi> {
    session: Session<G>,
    autosave: Autosave,
    clients: BTreeMap<ClientId, Client<G>>,
    chairs: Vec<Chair>,
    /// The lobby is over and the game is on.
    started: bool,
    bot_due: Option<Instant>,
    /// Real-time games' clock: it runs for everyone (one terminal's help page does not stop it).
    clock: Clock<G>,
    dismissed: Vec<ClientId>,
    closed: bool,
    /// How to join, for the host's lobby.
    invitation: Vec<String>,
}

impl<G: GameUi> HostedTable<G> {
    /// A table for a game that starts once its players have sat down.
    pub fn new(session: Session<G>, save_dir: &Path) -> Self {
        let autosave = Autosave::fresh(save_dir, G::ID);
        Self::open(session, autosave)
    }

    /// A table for a loaded game: its players sit down again, then it goes on where it was.
    pub fn resumed(session: Session<G>, save_dir: &Path) -> Self {
        let source = session.source.clone();
        let (autosave, _) = Autosave::for_loaded(source.as_deref(), session.history.len(), save_dir, G::ID);
        Self::open(session, autosave)
    }

    fn open(session: Session<G>, autosave: Autosave) -> Self {
        let chairs =
            session.players.iter().map(|p| if p.is_bot() { Chair::Bot } else { Chair::Free }).collect();
        HostedTable {
            clock: Clock::new(&session),
            session,
            autosave,
            clients: BTreeMap::new(),
            chairs,
            started: false,
            bot_due: None,
            dismissed: Vec::new(),
            closed: false,
            invitation: Vec::new(),
        }
    }

    /// The session, for tests and the host's farewell.
    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    /// Human seats nobody sits at now.
    fn empty_seats(&self) -> Vec<Seat> {
        (0..self.chairs.len()).filter(|&s| matches!(self.chairs[s], Chair::Free | Chair::Waiting)).collect()
    }

    fn sit(&mut self, client: ClientId, seat: Seat) {
        if let Some(old) = self.clients.get(&client).and_then(|c| c.seat) {
            self.chairs[old] = Chair::Free;
        }
        self.chairs[seat] = Chair::Taken(client);
        let session = &self.session;
        if let Some(c) = self.clients.get_mut(&client) {
            c.seat = Some(seat);
            c.pane = Pane::default();
            if self.started {
                c.pane.catch_up(session, seat);
            }
        }
        if !self.started && self.empty_seats().is_empty() {
            self.start();
        }
    }

    /// Play begins (the host said so, or every human seat is taken). Seats still empty wait.
    fn start(&mut self) {
        if self.started {
            return;
        }
        self.started = true;
        for chair in &mut self.chairs {
            if *chair == Chair::Free {
                *chair = Chair::Waiting;
            }
        }
        self.autosave.save(&self.session);
        self.settle();
    }

    /// After anything changed: a bot's move is due, or a seat's terminal learns it is its turn.
    fn settle(&mut self) {
        self.bot_due = None;
        if !self.started || self.session.is_over() {
            return;
        }
        if self.session.state.interlude() {
            if self.clients.values().all(|c| c.seat.is_none()) {
                self.bot_due = Some(Instant::now() + 4 * BOT_DELAY);
            }
            return;
        }
        match self.session.pending() {
            Pending::Seat(s) if self.chairs[s] == Chair::Bot => {
                // A timed action (a reveal) happens on the clock, the others on the bot timer.
                let untimed = self.session.bot_choice(s).and_then(|a| self.clock.bot_move(s, a, BOT_DELAY));
                if untimed.is_some() {
                    self.bot_due = Some(Instant::now() + BOT_DELAY);
                }
            }
            // Every terminal watched the table as it moved: news pages are for those who come back.
            Pending::Seat(_) => {}
            Pending::Race { seats, .. } => self.clock.plan_race(&mut self.session, seats),
            Pending::Over => {}
        }
    }

    /// `seat` takes `action`; a refusal goes to the message line of `client`.
    fn act(&mut self, client: ClientId, seat: Seat, action: G::Action) {
        match self.session.act(seat, action) {
            Ok(()) => {
                for c in self.clients.values_mut() {
                    if c.seat == Some(seat) {
                        c.pane.reset();
                    }
                    c.pane.message = None;
                }
                self.autosave.save(&self.session);
                self.settle();
            }
            Err(e) => {
                let said = self.session.say(&e.0);
                self.say(client, said, true);
            }
        }
    }

    /// The game moved without a key (a bot, the clock): what message lines said belongs to before.
    fn moved(&mut self) {
        for c in self.clients.values_mut() {
            c.pane.message = None;
        }
        self.autosave.save(&self.session);
        self.settle();
    }

    fn say(&mut self, client: ClientId, text: String, error: bool) {
        if let Some(c) = self.clients.get_mut(&client) {
            c.pane.message = Some((text, error));
        }
    }

    /// The host hands a waiting seat to a bot (Normal): the game no longer waits for its player.
    fn hand_to_bot(&mut self, seat: Seat) {
        self.chairs[seat] = Chair::Bot;
        self.session.players[seat].bot = Some(BotLevel::Normal);
        self.autosave.save(&self.session);
        self.settle();
    }

    /// The seat the game waits for whose player is not here, if any.
    fn waiting_for(&self) -> Option<Seat> {
        let s = self.session.pending().seat()?;
        (self.started && !self.session.is_over() && self.chairs[s] == Chair::Waiting).then_some(s)
    }

    fn join(&mut self, client: ClientId, user: String) {
        let host_lang = lang();
        let c = Client {
            user: user.clone(),
            lang: host_lang,
            seat: None,
            pane: Pane::default(),
            menu: Menu::default(),
            leaving: false,
        };
        self.clients.insert(client, c);
        let name = |s: &Seat| self.session.players[*s].name.to_lowercase() == user.trim().to_lowercase();
        let asked = (0..self.chairs.len()).find(name);
        match asked {
            // The same name comes back to the seat that waits for it.
            Some(s) if self.started && self.chairs[s] == Chair::Waiting => self.sit(client, s),
            Some(s) => {
                if let Some(c) = self.clients.get_mut(&client) {
                    c.menu.select(s);
                }
            }
            None => {
                let first = self.empty_seats().first().copied().unwrap_or(0);
                if let Some(c) = self.clients.get_mut(&client) {
                    c.menu.select(first);
                }
            }
        }
    }

    fn leave(&mut self, client: ClientId) {
        let Some(c) = self.clients.remove(&client) else { return };
        if let Some(s) = c.seat {
            self.chairs[s] = if self.started { Chair::Waiting } else { Chair::Free };
        }
    }
}

impl<G: GameUi> Room for HostedTable<G> {
    fn input(&mut self, input: Input) {
        match input {
            Input::Join { client, user, .. } => self.join(client, user),
            // Each terminal's frame has its own size: nothing to keep here.
            Input::Resize { .. } => {}
            Input::Leave { client } => self.leave(client),
            Input::Key { client, key, at } => {
                let Some(l) = self.clients.get(&client).map(|c| c.lang) else { return };
                with_lang(l, || {
                    if self.started {
                        self.play_key(client, key, at);
                    } else {
                        self.lobby_key(client, key);
                    }
                });
            }
        }
    }

    fn deadline(&self) -> Option<Instant> {
        let clock = if self.started { self.clock.deadline(&self.session) } else { None };
        [self.bot_due, clock].into_iter().flatten().min()
    }

    fn on_timer(&mut self) {
        if self.started && self.clock.run_due(&mut self.session) {
            self.moved();
        }
        if self.bot_due.is_none_or(|t| t > Instant::now()) {
            return;
        }
        self.bot_due = None;
        if self.session.state.interlude() {
            if let Some(seat) = self.session.pending().seat()
                && let Some(a) = self.session.state.legal_actions(seat).into_iter().next()
            {
                self.act(HOST, seat, a);
            }
            return;
        }
        match self.session.step_bot() {
            Ok(_) => self.moved(),
            Err(e) => {
                let said = t!("table-bot-failed", error = e.0);
                self.say(HOST, said, true);
            }
        }
    }

    fn draw(&mut self, client: ClientId, f: &mut Frame) {
        let Some(l) = self.clients.get(&client).map(|c| c.lang) else { return };
        with_lang(l, || {
            let area = f.area();
            if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
                widgets::too_small(f, area);
            } else if self.started {
                self.draw_play(client, f, area);
            } else {
                self.draw_lobby(client, f, area);
            }
            if let Some(reason) = self.autosave.error() {
                crate::ui::saving::banner(f, area, &crate::i18n::tr(reason));
            }
        });
    }

    fn invite(&mut self, lines: Vec<String>) {
        self.invitation = lines;
    }

    fn dismissed(&mut self) -> Vec<ClientId> {
        std::mem::take(&mut self.dismissed)
    }

    fn closed(&self) -> bool {
        self.closed
    }

    fn farewell(&mut self) -> Option<Result<crate::i18n::Msg, crate::i18n::Msg>> {
        self.autosave.save_if_behind(&self.session);
        Some(self.autosave.farewell(self.session.is_over()))
    }
}
