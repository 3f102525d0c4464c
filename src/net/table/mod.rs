//! The hosted table: one game shared by every connected terminal. A lobby first (who sits where,
//! each terminal's language), then play: every seat's terminal shows its own view only and takes
//! its own keys, bots move on a timer, the game autosaves after every action. A dropped seat waits
//! for its player (the same name rejoins it) or is handed to a bot by the host.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use ratatui::Frame;

use crate::engine::autosave::Autosave;
use crate::engine::names::{self, NameError};
use crate::engine::{Pending, Seat, Session};
use crate::i18n::{Lang, lang, with_lang};
use crate::t;
use crate::table_core::Pane;
use crate::table_core::room::{ClientId, DoorReport, HOST, Input, Room};
use crate::table_core::{Core, Waker};
use crate::ui::GameUi;
use crate::ui::{MIN_HEIGHT, MIN_WIDTH, menu::Menu, widgets};

#[cfg(test)]
mod coach_tests;
#[cfg(test)]
mod decisions_tests;
mod lobby;
mod play;
mod plays_on;
#[cfg(test)]
mod plays_on_tests;
#[cfg(test)]
mod rejoin_tests;
#[cfg(test)]
mod seat_tests;
mod seats;
#[cfg(test)]
mod tests;

/// One connected terminal.
struct Client<G: GameUi> {
    /// The SSH user name: the seat it asked for.
    user: String,
    /// The fingerprint of the SSH key it proved it holds, if any.
    key: Option<String>,
    lang: Lang,
    seat: Option<Seat>,
    pane: Pane<G>,
    /// The lobby's seat list.
    menu: Menu,
    /// `q` was pressed once: a second `q` leaves (the host: closes the table).
    leaving: bool,
    /// Without a seat, it watches the public table instead of the lobby.
    watching: bool,
    /// How long its key presses take to reach the table (half a probe's round trip, smoothed):
    /// real-time games show it, since presses count when the table receives them.
    delay: Option<std::time::Duration>,
}

/// What a seat's chair holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Chair {
    /// Nobody has sat here yet (or its player left in the lobby).
    Free,
    Taken(ClientId),
    /// Its player's connection dropped during the game: the seat waits for them.
    Waiting,
    /// A bot plays the seat until its player comes back (the host handed it over).
    Handed,
    Bot,
}

pub struct HostedTable<G: GameUi> {
    /// The game flow both tables share: the session, its autosave, the clock (it runs for
    /// everyone: one terminal's help page does not stop it) and the bots.
    core: Core<G>,
    clients: BTreeMap<ClientId, Client<G>>,
    chairs: Vec<Chair>,
    /// The lobby is over and the game is on.
    started: bool,
    dismissed: Vec<ClientId>,
    closed: bool,
    /// How to join, for the host's lobby.
    invitation: Vec<String>,
    /// What `serve --resume` needs besides the save folder to host it the same way.
    again: String,
    /// What a terminal that left reads once its screen is given back.
    partings: BTreeMap<ClientId, String>,
    /// Each user's language, kept for when they connect again.
    langs: BTreeMap<String, Lang>,
    /// Per seat, where the log stood when its player left during the game: what they read when
    /// they come back (a bot may have played for them meanwhile).
    away: Vec<Option<usize>>,
    /// What the door turned away: the host's screen says it.
    door: Option<DoorReport>,
    /// A seat whose key refused a connection of its name: the host may let a new key take it.
    key_refused: Option<Seat>,
    /// A joiner asks for a seat kept for another name: the host says yes or no.
    asking: Option<(ClientId, Seat)>,
    /// The host is moving this terminal's player to another seat (before the start).
    moving: Option<ClientId>,
    /// Terminals whose player's decision is due (rung once when it became due).
    due: std::collections::BTreeSet<ClientId>,
    /// Terminals to ring now, with their notification's words.
    bells: Vec<(ClientId, String)>,
}

impl<G: GameUi> HostedTable<G> {
    /// A table for a game that starts once its players have sat down.
    pub fn new(session: Session<G>, save_dir: &Path) -> Self {
        Self::new_at(session, save_dir, Instant::now())
    }

    /// [`HostedTable::new`] with its time starting at `now` (tests run a virtual clock from it).
    pub fn new_at(session: Session<G>, save_dir: &Path, now: Instant) -> Self {
        let autosave = Autosave::fresh(save_dir, G::ID);
        Self::open(session, autosave, now)
    }

    /// A table for a loaded game: its players sit down again, then it goes on where it was.
    pub fn resumed(session: Session<G>, save_dir: &Path) -> Self {
        Self::resumed_at(session, save_dir, Instant::now())
    }

    /// [`HostedTable::resumed`] with its time starting at `now`.
    pub fn resumed_at(session: Session<G>, save_dir: &Path, now: Instant) -> Self {
        let source = session.source.clone();
        let (autosave, _) = Autosave::for_loaded(source.as_deref(), session.history.len(), save_dir, G::ID);
        Self::open(session, autosave, now)
    }

    fn open(session: Session<G>, autosave: Autosave, now: Instant) -> Self {
        let chair = |p: &crate::engine::Player| match p.bot {
            Some(_) if p.stand_in => Chair::Handed,
            Some(_) => Chair::Bot,
            None => Chair::Free,
        };
        let chairs = session.players.iter().map(chair).collect();
        let seats = session.players.len();
        HostedTable {
            core: Core::new(session, autosave, now),
            clients: BTreeMap::new(),
            chairs,
            started: false,
            dismissed: Vec::new(),
            closed: false,
            invitation: Vec::new(),
            again: String::new(),
            partings: BTreeMap::new(),
            langs: BTreeMap::new(),
            away: vec![None; seats],
            door: None,
            key_refused: None,
            asking: None,
            moving: None,
            due: Default::default(),
            bells: Vec::new(),
        }
    }

    /// The session, for tests and the host's farewell.
    pub fn session(&self) -> &Session<G> {
        &self.core.session
    }

    /// The session to change under the table (privacy tests scramble what a seat may not see and
    /// draw again).
    #[cfg(any(test, feature = "test-support"))]
    pub fn session_mut(&mut self) -> &mut Session<G> {
        &mut self.core.session
    }

    /// What the bots' worker did since the table opened (tests count searches per move).
    #[cfg(any(test, feature = "test-support"))]
    pub fn bot_counts(&self) -> crate::table_core::BotCounts {
        self.core.bot_counts()
    }

    /// The table core, for tests that count the bots' searches or hold a bot thinking.
    #[cfg(any(test, feature = "test-support"))]
    pub fn core_mut(&mut self) -> &mut Core<G> {
        &mut self.core
    }

    /// The file this table autosaves to.
    pub fn autosave_path(&self) -> &Path {
        self.core.autosave_path()
    }

    /// The latest time the table was given: where a test's virtual clock is.
    pub fn now(&self) -> Instant {
        self.core.now()
    }

    /// What `client`'s message line says, if anything (a refusal, why a key waits).
    pub fn message(&self, client: ClientId) -> Option<&str> {
        self.clients.get(&client).and_then(|c| c.pane.message_text())
    }

    fn sit(&mut self, client: ClientId, seat: Seat) {
        if let Some(old) = self.clients.get(&client).and_then(|c| c.seat) {
            self.release(old);
        }
        let stood_in = self.chairs[seat] == Chair::Handed;
        if stood_in {
            // Its player is back: the bot gives the seat up.
            self.core.stand_in(seat, false);
        }
        let away = self.away[seat].take();
        self.chairs[seat] = Chair::Taken(client);
        self.name_for_sitter(client, seat);
        if let Some(c) = self.clients.get(&client) {
            let p = &mut self.core.session.players[seat];
            p.user = Some(names::key(&c.user));
            // Trust on first use: the key that first sits here (it came with the code) keeps it.
            if p.key.is_none() {
                p.key = c.key.clone();
            }
        }
        // Who sits where goes into the save as soon as the game is on (a resume keeps it).
        if self.started {
            self.core.save();
        }
        let session = &self.core.session;
        let pane = self.pane_for(client);
        if let Some(c) = self.clients.get_mut(&client) {
            c.seat = Some(seat);
            c.pane = pane;
            if self.started {
                // What a bot did in its place is news too: the page starts where it left.
                if stood_in {
                    c.pane.since = Some(away.unwrap_or(0));
                    c.pane.message = Some((t!("room-stood-in"), false));
                }
                c.pane.catch_up(session, seat);
            }
        }
        if !self.started && self.empty_seats().is_empty() {
            self.start();
        } else if stood_in {
            // The bot that stood in no longer decides here: its search is let go.
            self.settle();
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
        self.core.save();
        self.settle();
    }

    /// After anything changed: a bot's move is due, or a seat's terminal learns it is its turn.
    /// Every terminal watched the table as it moved: news pages are for those who come back.
    fn settle(&mut self) {
        if !self.started {
            return self.core.plan(None, false);
        }
        let session = &self.core.session;
        let bot = match session.pending() {
            Pending::Seat(s) if matches!(self.chairs[s], Chair::Bot | Chair::Handed) => Some(s),
            // Secret choices in any order: every seat's terminal asks at once; bots move one
            // after another, without waiting for the humans asked before them.
            Pending::Each { .. } => session
                .pending()
                .order()
                .into_iter()
                .find(|&s| matches!(self.chairs[s], Chair::Bot | Chair::Handed)),
            _ => None,
        };
        self.ring();
        // Round results wait for someone to read them, even with no player connected: those who
        // come back see them (the host's Enter goes on too).
        self.core.plan(bot, false);
    }

    /// `seat` takes `action`; a refusal goes to the message line of `client`.
    fn act(&mut self, client: ClientId, seat: Seat, action: G::Action) {
        match self.core.act(seat, action) {
            Ok(()) => {
                // Its own move: from now on its news start there again.
                if let Some(c) = self.clients.get_mut(&client) {
                    c.pane.since = None;
                }
                self.moved()
            }
            Err(e) => {
                let said = self.core.session.say(&e.0);
                self.say(client, said, true);
            }
        }
    }

    /// The game moved: every screen forgets its selections and what its message line said (they
    /// belong to the table before this move), as the hot-seat table's one screen does.
    fn moved(&mut self) {
        for c in self.clients.values_mut() {
            c.pane.reset();
            c.pane.message = None;
        }
        self.settle();
    }

    fn say(&mut self, client: ClientId, text: String, error: bool) {
        if let Some(c) = self.clients.get_mut(&client) {
            c.pane.message = Some((text, error));
        }
    }

    /// A fresh pane for `client`: the host's closes the table, and its help starts with how
    /// friends join.
    fn pane_for(&self, client: ClientId) -> Pane<G> {
        let host = client == HOST;
        let mut notes = if host { self.invitation.clone() } else { Vec::new() };
        if host {
            notes.push(t!("room-host-holds-all"));
        }
        Pane { host, notes, ..Pane::hosted() }
    }

    /// The seat the game waits for whose player is not here, if any (the first such of seats that
    /// decide in any order).
    fn waiting_for(&self) -> Option<Seat> {
        let pending = self.core.session.pending();
        pending.first()?;
        let s = pending.order().into_iter().find(|&s| self.chairs[s] == Chair::Waiting)?;
        (self.started && !self.core.session.is_over()).then_some(s)
    }

    fn join(&mut self, client: ClientId, user: String, key: Option<String>) {
        // A name nobody could read on the others' screens is turned away, saying why.
        if let Err(e) = names::check(&user) {
            let why = match e {
                NameError::Empty => t!("room-name-empty"),
                NameError::Hidden { shown, codes } => t!("room-name-refused", name = shown, code = codes),
            };
            self.partings.insert(client, why);
            self.dismissed.push(client);
            return;
        }
        // The host's language, or the one this user chose before leaving.
        let lang = self.langs.get(&names::key(&user)).copied().unwrap_or_else(lang);
        let c = Client {
            user: user.clone(),
            key,
            lang,
            seat: None,
            pane: self.pane_for(client),
            menu: Menu::default(),
            leaving: false,
            watching: false,
            delay: None,
        };
        self.clients.insert(client, c);
        if self.started {
            // The same name comes back to the seat that waits for it.
            match with_lang(lang, || self.rejoins(&user)) {
                Ok(Some(s)) => match with_lang(lang, || self.refusal(client, s)) {
                    None => return self.sit(client, s),
                    Some(why) => self.refused_key(client, s, why),
                },
                Ok(None) => {}
                Err(why) => self.say(client, why, true),
            }
        }
        let named = (0..self.chairs.len()).find(|&s| names::same(&self.core.session.players[s].name, &user));
        let first = self.empty_seats().first().copied().unwrap_or(0);
        if let Some(c) = self.clients.get_mut(&client) {
            c.menu.select(named.unwrap_or(first));
        }
    }

    fn leave(&mut self, client: ClientId) {
        if self.moving == Some(client) {
            self.moving = None;
        }
        if self.asking.is_some_and(|(c, _)| c == client) {
            self.asking = None;
        }
        let Some(c) = self.clients.remove(&client) else { return };
        self.langs.insert(names::key(&c.user), c.lang);
        if let Some(s) = c.seat {
            self.release(s);
        }
    }
}

impl<G: GameUi> Room for HostedTable<G> {
    fn input(&mut self, input: Input, now: Instant) {
        self.core.advance(now);
        match input {
            Input::Join { client, user, key, .. } => self.join(client, user, key),
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
        self.started.then(|| self.core.deadline()).flatten()
    }

    fn on_timer(&mut self, now: Instant) {
        if !self.started {
            return self.core.advance(now);
        }
        match self.core.on_timer(now) {
            Ok(false) => {}
            Ok(true) => self.moved(),
            Err(e) => {
                let said = t!("table-bot-failed", error = self.core.session.say(&e.0));
                self.say(HOST, said, true);
            }
        }
    }

    fn set_waker(&mut self, waker: Waker) {
        self.core.set_waker(waker);
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
            if let Some(reason) = self.core.autosave.error() {
                crate::ui::saving::banner(f, area, &crate::i18n::tr(reason));
            }
        });
    }

    fn knows_key(&self, user: &str, key: &str) -> bool {
        match self.held(&names::key(user))[..] {
            [s] => self.core.session.players[s].key.as_deref() == Some(key),
            _ => false,
        }
    }

    fn delay(&mut self, client: ClientId, round_trip: std::time::Duration) {
        if let Some(c) = self.clients.get_mut(&client) {
            let one_way = round_trip / 2;
            c.delay = Some(c.delay.map_or(one_way, |d| (d * 3 + one_way) / 4));
        }
    }

    fn bells(&mut self) -> Vec<(ClientId, String)> {
        std::mem::take(&mut self.bells)
    }

    fn door(&mut self, report: DoorReport) {
        self.door = Some(report);
    }

    fn invite(&mut self, lines: Vec<String>, again: String) {
        self.invitation = lines;
        self.again = again;
    }

    fn parting(&mut self, client: ClientId) -> Option<String> {
        if let Some(line) = self.partings.remove(&client) {
            return Some(line);
        }
        let l = self.clients.get(&client).map(|c| c.lang)?;
        self.closed.then(|| with_lang(l, || t!("room-parting-closed")))
    }

    fn dismissed(&mut self) -> Vec<ClientId> {
        std::mem::take(&mut self.dismissed)
    }

    fn closed(&self) -> bool {
        self.closed
    }

    fn farewell(&mut self) -> Option<Result<crate::i18n::Msg, crate::i18n::Msg>> {
        let core = &mut self.core;
        core.autosave.save_if_behind(&core.session);
        let said = core.autosave.farewell(core.session.is_over());
        // Hosting it again is `tavolo serve --resume`, not the hot-seat table's command.
        let dir = self.core.autosave_path().parent().map(|d| d.display().to_string()).unwrap_or_default();
        Some(match said {
            // No move yet: `serve --resume` would find no game to go back to.
            Ok(_) if self.core.session.history.is_empty() => Ok(crate::msg!("room-farewell-unstarted")),
            Ok(_) if !self.core.session.is_over() => {
                Ok(crate::msg!("room-farewell", dir = dir, again = self.again.as_str()))
            }
            other => other,
        })
    }
}
