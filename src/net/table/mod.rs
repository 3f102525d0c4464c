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
use crate::engine::{Pending, Seat, Session, Setup};
use crate::i18n::{Lang, lang, with_lang};
use crate::t;
use crate::table_core::Pane;
use crate::table_core::room::{ClientId, DoorReport, HOST, Input, Refusal, Room};
use crate::table_core::{Core, Waker};
use crate::ui::GameUi;
use crate::ui::{MIN_HEIGHT, MIN_WIDTH, menu::Menu, widgets};

mod lobby;
mod play;
#[cfg(test)]
mod plays_on_tests;
#[cfg(test)]
mod rejoin_tests;
#[cfg(test)]
mod seat_tests;
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

    /// The name key ([`names::key`]) of whoever first sat at `seat`: once the game is on, only
    /// that name takes the seat again, so nobody else reads its hand. Kept in the save (a resume
    /// too); older saves hold the name in lower case, whose key is the same.
    fn owner(&self, seat: Seat) -> Option<&str> {
        self.core.session.players[seat].user.as_deref()
    }

    /// The seats held for the name with `key`: those it sat at.
    fn held(&self, key: &str) -> Vec<Seat> {
        (0..self.chairs.len()).filter(|&s| self.owner(s).is_some_and(|o| names::key(o) == key)).collect()
    }

    /// Whether `client` may take `seat` now.
    fn may_sit(&self, client: ClientId, seat: Seat) -> bool {
        self.refusal(client, seat).is_none()
    }

    /// Why `client` may not take `seat` now, or `None` when it may: a seat nobody sits at (or a
    /// bot only stands in for) that nobody has sat at yet, or that this name sat at before (its
    /// hand is theirs to read); and one seat a name, so two terminals of one name (Anna, ANNA)
    /// never hold two seats that its return could not tell apart.
    fn refusal(&self, client: ClientId, seat: Seat) -> Option<String> {
        self.refusal_but_kept(client, seat).or_else(|| {
            let name = self.core.session.players[seat].name.as_str();
            self.kept_for_another(client, seat).then(|| t!("room-seat-kept", n = seat + 1, name = name))
        })
    }

    /// [`HostedTable::refusal`] but for a seat kept for another name (the host may say yes to that).
    fn refusal_but_kept(&self, client: ClientId, seat: Seat) -> Option<String> {
        let Some(c) = self.clients.get(&client) else { return Some(t!("room-seat-is-taken")) };
        let key = names::key(&c.user);
        match self.chairs[seat] {
            Chair::Taken(_) => return Some(t!("room-seat-is-taken")),
            Chair::Bot => return Some(t!("room-seat-is-bot")),
            Chair::Free | Chair::Waiting | Chair::Handed => {}
        }
        if let Some(owner) = self.owner(seat).filter(|o| names::key(o) != key) {
            return Some(t!("room-seat-is-someones", user = owner));
        }
        let name = self.core.session.players[seat].name.as_str();
        if let Some(bound) = &self.core.session.players[seat].key
            && c.key.as_ref() != Some(bound)
        {
            return Some(match c.key {
                Some(_) => t!("room-seat-key-bound", n = seat + 1, name = name),
                None => t!("room-seat-key-none", n = seat + 1, name = name),
            });
        }
        // One key, one seat: a key bound to another seat is that seat's player, whatever the name.
        let players = &self.core.session.players;
        if let Some(other) =
            (0..players.len()).find(|&s| s != seat && c.key.is_some() && players[s].key == c.key)
        {
            return Some(t!("room-seat-one-per-key", n = other + 1, name = players[other].name.as_str()));
        }
        // Standing up from a seat in a fresh lobby frees it (see `release`): that one does not count.
        let moving = c.seat.filter(|_| self.frees_owners());
        let mut held = self.held(&key);
        held.retain(|&s| Some(s) != moving);
        match held.iter().find(|&&s| s != seat) {
            None => None,
            Some(_) if held.contains(&seat) => Some(held_twice(&held, &key)),
            Some(&other) => Some(t!(
                "room-seat-one-per-name",
                user = key.as_str(),
                n = other + 1,
                name = self.core.session.players[other].name.as_str()
            )),
        }
    }

    /// Whether `seat` is named for someone other than `client`'s user, and nobody has sat at it:
    /// in the lobby it is kept for that name (the host sits anywhere, and may say yes to others).
    fn kept_for_another(&self, client: ClientId, seat: Seat) -> bool {
        let Some(c) = self.clients.get(&client) else { return true };
        let name = &self.core.session.players[seat].name;
        client != HOST
            && self.owner(seat).is_none()
            && !names::is_placeholder(name)
            && !names::same(name, &c.user)
    }

    /// Whether a seat's player standing up makes it anybody's again (a fresh game's lobby).
    fn frees_owners(&self) -> bool {
        !self.started && self.core.session.history.is_empty()
    }

    /// `seat`'s player stood up or dropped: before a fresh game starts, the seat is anybody's
    /// again; once it is on (or was saved), it waits for the same player.
    fn release(&mut self, seat: Seat) {
        self.chairs[seat] = if self.started { Chair::Waiting } else { Chair::Free };
        if self.started {
            self.away[seat] = Some(self.core.session.log_len());
        }
        if self.frees_owners() {
            self.core.session.players[seat].user = None;
            self.core.session.players[seat].key = None;
        }
    }

    /// The seat `user` comes back to once the game is on: the one held for its name, or the one
    /// named like it that nobody has sat at yet. Exactly one seat or none: when two seats fit
    /// (two held for one name, or names alike, from an older save), none is given, and `Err`
    /// says why.
    fn rejoins(&self, user: &str) -> Result<Option<Seat>, String> {
        let key = names::key(user);
        let back = |s: Seat| matches!(self.chairs[s], Chair::Waiting | Chair::Handed);
        match self.held(&key)[..] {
            [s] => return Ok(back(s).then_some(s)),
            [] => {}
            ref held => return Err(held_twice(held, &key)),
        }
        let named: Vec<Seat> = (0..self.chairs.len())
            .filter(|&s| names::key(&self.core.session.players[s].name) == key)
            .collect();
        match named[..] {
            [s] => Ok((self.owner(s).is_none() && back(s)).then_some(s)),
            [] => Ok(None),
            ref alike => Err(t!("room-rejoin-names-alike", seats = seat_list(alike))),
        }
    }

    /// Human seats nobody sits at now.
    fn empty_seats(&self) -> Vec<Seat> {
        (0..self.chairs.len()).filter(|&s| matches!(self.chairs[s], Chair::Free | Chair::Waiting)).collect()
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

    /// Before a new game's first move, a seat named for someone else that `client` takes (the host
    /// said yes, or moved them there) takes `client`'s name, so nobody plays under another's
    /// name; a seat nobody sits at that has that name takes the old one in exchange (a swap moves
    /// both names with their people). Placeholders stay as they are, and the host keeps a seat's.
    fn name_for_sitter(&mut self, client: ClientId, seat: Seat) {
        let Some(user) = self.clients.get(&client).map(|c| c.user.clone()) else { return };
        let players = &self.core.session.players;
        let name = players[seat].name.clone();
        if client == HOST || !self.frees_owners() || names::is_placeholder(&name) || names::same(&name, &user)
        {
            return;
        }
        // "anna" as a name on everyone's screen reads as "Anna".
        let mut shown = user.clone();
        if user.chars().all(|c| !c.is_uppercase())
            && let Some(first) = user.chars().next()
        {
            shown = first.to_uppercase().chain(user.chars().skip(1)).collect();
        }
        let alike = (0..players.len()).find(|&s| s != seat && names::same(&players[s].name, &user));
        match alike {
            Some(o) if matches!(self.chairs[o], Chair::Free) => {
                self.core.session.players[o].name = name;
            }
            // The name is another sitter's: this seat keeps its own.
            Some(_) => return,
            None => {}
        }
        self.core.session.players[seat].name = shown;
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

    /// Rings every terminal whose player's decision has just become due (a turn, a secret choice,
    /// an answer out of turn): a friend at a distance hears it is their move. Not in a real-time
    /// race, where every reveal would ring.
    fn ring(&mut self) {
        let session = &self.core.session;
        let pending = session.pending();
        let quiet = session.is_over() || session.state.interlude() || matches!(pending, Pending::Race { .. });
        let now: std::collections::BTreeSet<ClientId> = (self.clients.iter())
            .filter(|(_, c)| !quiet && c.seat.is_some_and(|s| pending.includes(s)))
            .map(|(&id, _)| id)
            .collect();
        let game = G::name();
        for &client in now.difference(&self.due) {
            let lang = self.clients[&client].lang;
            let text = with_lang(lang, || t!("room-bell", game = crate::i18n::tr(&game)));
            self.bells.push((client, text));
        }
        self.due = now;
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

    /// The host starts a new game at the same seats, with the same players, keys and code: whoever
    /// is connected plays on at once, an away seat waits (or keeps its stand-in).
    fn rematch(&mut self) {
        let session = &self.core.session;
        let setup = Setup { seed: crate::engine::rng::clock_seed(), first: None, ..session.setup };
        // A stand-in played the last game for someone away: the new one waits for them (the host
        // may hand their seat to a bot again), rather than dealing bots a game nobody watches.
        let mut players = session.players.clone();
        for p in players.iter_mut().filter(|p| p.stand_in) {
            (p.bot, p.stand_in) = (None, false);
        }
        let next = match Session::new(players, setup, session.options.clone()) {
            Ok(next) => next,
            Err(e) => {
                let said = session.say(&e.0);
                return self.say(HOST, said, true);
            }
        };
        let dir = self.core.autosave_path().parent().map(Path::to_path_buf).unwrap_or_default();
        let waker = self.core.waker();
        self.core = Core::new(next, Autosave::fresh(&dir, G::ID), self.core.now());
        if let Some(w) = waker {
            self.core.set_waker(w);
        }
        self.away = vec![None; self.chairs.len()];
        for chair in &mut self.chairs {
            if *chair == Chair::Handed {
                *chair = Chair::Waiting;
            }
        }
        for client in self.clients.keys().copied().collect::<Vec<_>>() {
            let pane = self.pane_for(client);
            if let Some(c) = self.clients.get_mut(&client) {
                c.pane = pane;
                c.leaving = false;
            }
        }
        self.core.save();
        self.settle();
    }

    /// Seats whose player is away during the game (dropped, or never came): the host may hand
    /// them to stand-in bots.
    fn away_seats(&self) -> Vec<Seat> {
        if !self.started || self.core.session.is_over() {
            return Vec::new();
        }
        (0..self.chairs.len()).filter(|&s| self.chairs[s] == Chair::Waiting).collect()
    }

    /// The away seats' names as a list ("Anna and Bruno"), and how many.
    fn away_names(&self) -> (String, usize) {
        let names: Vec<&str> =
            self.away_seats().into_iter().map(|s| self.core.session.players[s].name.as_str()).collect();
        (and_list(&names), names.len())
    }

    /// The host hands every away seat to a stand-in bot (Normal): the game no longer waits for
    /// anyone who is not here; each takes their seat back on return.
    fn hand_to_bots(&mut self) {
        for seat in self.away_seats() {
            self.chairs[seat] = Chair::Handed;
            self.core.stand_in(seat, true);
        }
        self.settle();
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

    /// `client` may not take back the seat its name holds (its key is not the seat's): it reads
    /// why in the lobby, and the host may let a new key take the seat.
    fn refused_key(&mut self, client: ClientId, seat: Seat, why: String) {
        self.say(client, why, true);
        if self.core.session.players[seat].key.is_some() {
            self.key_refused = Some(seat);
            let name = self.core.session.players[seat].name.clone();
            let host_lang = self.clients.get(&HOST).map_or_else(lang, |c| c.lang);
            let keyed = self.clients.get(&client).is_some_and(|c| c.key.is_some());
            let note = with_lang(host_lang, || {
                t!("room-key-refused", name = name.as_str(), keyed = keyed.to_string())
            });
            self.say(HOST, note, true);
        }
    }

    /// The host lets a new key take `seat`: its key is forgotten; its player joins with the code.
    /// Not while its player sits there (the bar does not offer it then).
    fn forget_key(&mut self, seat: Seat) {
        if matches!(self.chairs[seat], Chair::Taken(_)) {
            return;
        }
        self.core.session.players[seat].key = None;
        self.key_refused = None;
        if self.started {
            self.core.save();
        }
        let name = self.core.session.players[seat].name.clone();
        self.say(HOST, t!("room-key-forgotten", name = name.as_str()), false);
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

impl<G: GameUi> HostedTable<G> {
    /// In a real-time game, each seated terminal's network delay ("Anna 12 ms · Bruno 48 ms"):
    /// a press counts when the table receives it, so a far player's presses arrive later.
    fn delays_line(&self) -> Option<String> {
        G::PAUSE?;
        let shown: Vec<String> = (self.clients.values())
            .filter_map(|c| {
                let seat = c.seat?;
                let ms = c.delay?.as_millis();
                Some(format!("{} {ms} ms", self.core.session.players[seat].name))
            })
            .collect();
        (!shown.is_empty()).then(|| t!("room-delays", list = shown.join(" · ")))
    }

    /// What the door turned away, as the host's screen says it (in the current language).
    fn door_line(&self) -> Option<String> {
        let d = self.door.as_ref()?;
        let why = match d.why {
            Refusal::TooFast => t!("room-door-too-fast"),
            Refusal::TooMany => t!("room-door-too-many"),
            Refusal::Full => t!("room-door-full"),
            Refusal::Evicted => t!("room-door-evicted"),
        };
        Some(t!("room-door", n = d.turned_away, from = d.from.to_string(), why = why))
    }
}

/// Seats as players count them: "1 and 2", "1, 2 and 3".
fn seat_list(seats: &[Seat]) -> String {
    let shown: Vec<String> = seats.iter().map(|s| (s + 1).to_string()).collect();
    and_list(&shown.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Words as a sentence lists them: "Anna and Bruno", "Anna, Bruno and Carla".
pub(super) fn and_list(words: &[&str]) -> String {
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!("and-list", a = rest.join(", "), b = *last),
        _ => words.concat(),
    }
}

/// Why none of `seats`, all held for the name `key` (an older save), is given to that name.
fn held_twice(seats: &[Seat], key: &str) -> String {
    t!("room-seat-held-twice", seats = seat_list(seats), user = key)
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
