//! Play on a hosted table: each terminal draws its own seat's view (the host without a seat sees
//! the public table) and its keys act for its own seat only.

use crate::ui::keys::{self, Keys};
use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::HostedTable;
use crate::engine::{Pending, Seat};
use crate::t;
use crate::table_core::coach::{self, CoachStep};
use crate::table_core::command::{self, Command, Does};
use crate::table_core::room::{ClientId, HOST};
use crate::table_core::{Overlay, TableExit};
use crate::ui::help::Help;
use crate::ui::pager::Pager;
use crate::ui::theme;
use crate::ui::widgets::{self, Hint};
use crate::ui::{GameScreen, GameUi, Intent, key_name};

impl<G: GameUi> HostedTable<G> {
    /// Whether `client` sees the game (a seat, the host, or a terminal watching) rather than the lobby.
    pub(super) fn plays(&self, client: ClientId) -> bool {
        self.started
            && (client == HOST || self.clients.get(&client).is_some_and(|c| c.seat.is_some() || c.watching))
    }

    /// A terminal without a seat that watches the public table.
    fn watcher(&self, client: ClientId) -> bool {
        client != HOST && self.clients.get(&client).is_some_and(|c| c.seat.is_none())
    }

    /// The commands that work now for `client` during play.
    fn play_commands(&self, client: ClientId) -> Vec<Command> {
        let Some(c) = self.clients.get(&client) else { return Vec::new() };
        let seat = c.seat;
        let log = Command::new(Keys::key(G::LOG), &t!("hint-log"), Does::Log);
        let rules = Command::new(keys::rules(), &t!("hint-rules"), Does::Rules).low();
        let quit = if client == HOST { t!("room-hint-close") } else { t!("room-hint-leave") };
        let quit = Command::new(Keys::key(G::QUIT), &quit, Does::Quit);
        if self.core.session.is_over() {
            if client == HOST {
                let rematch = Command::new(Keys::ch('r'), &t!("room-hint-rematch"), Does::Rematch);
                return vec![rematch, log, rules, quit];
            }
            return vec![log, rules, quit];
        }
        if self.watcher(client) {
            // Watching: nothing to decide; back to the lobby to take a seat that waits.
            return vec![Command::new(Keys::ch('w'), &t!("room-hint-lobby"), Does::Lobby), log, rules, quit];
        }
        if let Some(mut box_keys) = c.pane.coach_commands() {
            box_keys.extend([rules, quit]);
            return box_keys;
        }
        let mut h = c.pane.screen_hints(&self.core.session, seat);
        // At a public pause the table takes Enter from every player and from the host (the results
        // say "Enter goes on" to all of them): not also the screen's own Enter.
        let interlude = self.core.session.state.interlude() && (seat.is_some() || client == HOST);
        if interlude {
            h.retain(|x| !x.matches(&KeyEvent::from(KeyCode::Enter)));
        }
        let mut c: Vec<Command> = h.into_iter().map(|h| Command::from_hint(h, Does::Game)).collect();
        if interlude {
            c.push(Command::new(keys::enter(), &t!("hint-go-on"), Does::GoOn));
        }
        if seat.is_some_and(|s| self.core.session.can_undo(s)) {
            c.push(Command::new(Keys::ch('u'), &t!("hint-undo"), Does::Undo));
        }
        if coach::offered(&self.core.session, seat, false) {
            c.push(coach::ask_command());
        }
        if client == HOST
            && let Some(s) = self.away_seats().first().copied()
        {
            let (names, n) = self.away_names();
            c.push(Command::new(
                Keys::key(bot_key::<G>()),
                &t!("room-hint-bot", name = names.as_str(), n = n),
                Does::StandIn(s),
            ));
        }
        if client == HOST {
            c.extend(self.new_key_command(Keys::key(new_key_key::<G>())));
        }
        c.extend([log, rules, quit]);
        c
    }

    /// The keys that work now for `client` during play, as its bar lists them.
    fn play_hints(&self, client: ClientId) -> Vec<Hint> {
        command::hints(&self.play_commands(client))
    }

    pub(super) fn play_key(&mut self, client: ClientId, key: KeyEvent, at: Instant) {
        if !self.plays(client) {
            return self.lobby_key(client, key);
        }
        // Quitting from a page over the table (the log, the catch-up) is asked twice like anywhere.
        if let Some(exit) = self.clients.get_mut(&client).and_then(|c| c.pane.page_key(key)) {
            if exit == TableExit::Quit
                && let Some(c) = self.clients.get_mut(&client)
            {
                c.pane.overlay = None;
                let quit = KeyEvent::new(G::QUIT, crossterm::event::KeyModifiers::NONE);
                self.play_key(client, quit, at);
            }
            return;
        }
        let commands = self.play_commands(client);
        let Some(does) = command::find(&commands, &key) else {
            // A refused key forgets a first `q` too: one more `q` must ask again.
            if let Some(c) = self.clients.get_mut(&client) {
                c.leaving = false;
            }
            self.say(client, t!("table-key-does-nothing"), false);
            return;
        };
        let Some(c) = self.clients.get_mut(&client) else { return };
        let seat = c.seat;
        let twice = std::mem::take(&mut c.leaving);
        if c.pane.message.as_ref().is_some_and(|(m, _)| *m == t!("table-key-does-nothing")) {
            c.pane.message = None;
        }
        match does {
            Does::Rules => c.pane.overlay = Some(Overlay::Help(Help::over(command::hints(&commands)))),
            Does::Lobby => c.watching = false,
            Does::Log => c.pane.overlay = Some(Overlay::Log(Pager::at_end())),
            // Leaving a game in play is asked twice: the seat then waits for its player.
            Does::Quit if twice || self.core.session.is_over() => self.quit(client),
            Does::Quit => {
                c.leaving = true;
                let key = key_name(G::QUIT);
                let again = if client == HOST {
                    // The code stays in view: a friend may be typing it right now.
                    let code = self.invitation.first().map(|c| format!(" · {c}")).unwrap_or_default();
                    format!("{}{code}", t!("room-close-again", key = key.as_str()))
                } else {
                    // The seat's own name, as the table spells it (not the login's case).
                    let name = seat.map_or(c.user.as_str(), |s| self.core.session.players[s].name.as_str());
                    t!("room-leave-again", key = key.as_str(), user = name)
                };
                c.pane.message = Some((again, false));
            }
            // Every seat whose player is away, not only the one the game waits for.
            Does::StandIn(_) => self.hand_to_bots(),
            Does::NewKey(s) => self.forget_key(s),
            Does::Rematch => self.rematch(),
            Does::Undo => {
                if let Some(s) = seat {
                    self.undo(client, s);
                }
            }
            Does::Coach | Does::CoachMove | Does::CoachPlay | Does::CoachClose => {
                match c.pane.coach_key(does, key, seat) {
                    CoachStep::None => {}
                    CoachStep::Ask(s) => match self.core.ask_coach(s) {
                        Ok(job) => {
                            if let Some(c) = self.clients.get_mut(&client) {
                                c.pane.coach = Some(job);
                            }
                            self.settle();
                        }
                        Err(e) => {
                            let said = self.core.session.say(&e.0);
                            self.say(client, said, true);
                        }
                    },
                    CoachStep::Play(s, a) => self.act(client, s, a),
                }
            }
            Does::GoOn => {
                if let Some(s) = self.core.session.pending().seat()
                    && let Some(a) = self.core.session.state.legal_actions(s).into_iter().next()
                {
                    self.act(client, s, a);
                }
            }
            _ => self.game_key(client, seat, key, at),
        }
    }

    fn undo(&mut self, client: ClientId, seat: Seat) {
        match self.core.undo(seat) {
            Ok(()) => {
                for c in self.clients.values_mut() {
                    c.pane.reset();
                }
                self.say(client, t!("table-undone"), false);
                self.settle();
            }
            Err(e) => {
                let said = self.core.session.say(&e.0);
                self.say(client, said, true);
            }
        }
    }

    /// A key for the game's own screen: browsing any time, acting only for one's own seat.
    fn game_key(&mut self, client: ClientId, seat: Option<Seat>, key: KeyEvent, at: Instant) {
        let now_ms = self.core.clock.ms(at);
        let shown = self.core.session.state.view(seat);
        let key = match seat {
            Some(s) => G::own_key(key, s, &shown),
            None => key,
        };
        let Some(c) = self.clients.get_mut(&client) else { return };
        if c.pane.screen.browse(key, &shown) {
            return;
        }
        if self.core.session.state.interlude() {
            return;
        }
        // A real-time game's rules say themselves why a key is early or late.
        let Some(seat) = seat.filter(|s| !G::PRIVATE || self.core.session.pending().includes(*s)) else {
            c.pane.message = Some((t!("table-wait"), false));
            return;
        };
        let view = self.core.session.state.view(Some(seat));
        let legal = self.core.session.state.legal_actions(seat);
        match c.pane.screen.key(key, &view, &legal, now_ms) {
            Intent::None => {}
            Intent::Say(m) => c.pane.message = Some((m, true)),
            Intent::Act(a) => self.act(client, seat, a),
            // A terminal acts for its own seat only.
            Intent::ActFor(s, a) if s == seat => self.act(client, seat, a),
            Intent::ActAt(s, a) if s == seat => {
                if let Some(now) = self.core.clock.schedule(seat, a) {
                    self.act(client, seat, now);
                }
            }
            Intent::ActFor(..) | Intent::ActAt(..) => c.pane.message = Some((t!("table-wait"), false)),
        }
    }

    pub(super) fn draw_play(&mut self, client: ClientId, f: &mut Frame, area: Rect) {
        if !self.plays(client) {
            return self.draw_lobby(client, f, area);
        }
        let hints = self.play_hints(client);
        let line = self.status_line(client);
        let now_ms = self.core.clock.ms(self.core.now());
        let Some(c) = self.clients.get_mut(&client) else { return };
        let seat = c.seat;
        if self.core.session.is_over() {
            // A page over the standings has its own bar.
            let hints = if c.pane.overlay.is_some() { Vec::new() } else { hints };
            c.pane.draw_scores(f, area, &self.core.session, &hints);
        } else {
            let (body, bar) = c.pane.draw_game(f, area, &self.core.session, seat, now_ms, line);
            c.pane.coach_stale(&self.core.session, seat);
            c.pane.draw_coach(f, body, &self.core.session);
            // The screen's hints may depend on what it just drew (a list that overflows scrolls); a
            // page over the table has its own keys.
            let hints = self.play_hints(client);
            if self.clients.get(&client).is_some_and(|c| c.pane.overlay.is_none()) {
                widgets::hint_bar(f, bar, &hints);
            }
        }
        let Some(c) = self.clients.get_mut(&client) else { return };
        c.pane.draw_overlay(f, area, &self.core.session, seat);
    }

    /// The message line when the table waits for a seat whose player is not here.
    fn status_line(&self, client: ClientId) -> Option<Line<'static>> {
        let c = self.clients.get(&client)?;
        if c.pane.message.is_some() {
            return None;
        }
        if let Some(line) = self.waiting_for_each(c.seat)
            && self.waiting_for().is_none()
        {
            return Some(line);
        }
        let Some(s) = self.waiting_for() else {
            // Bots standing in for players who are away are said for everyone; the host also
            // keeps the table code in view (a friend who dropped needs it to come back).
            let handed: Vec<&str> = (0..self.chairs.len())
                .filter(|&s| self.chairs[s] == super::Chair::Handed)
                .map(|s| self.core.session.players[s].name.as_str())
                .collect();
            let mut parts: Vec<String> = Vec::new();
            // A bot's search runs on a worker: who it is, while the table goes on drawing.
            if let Some(bot) = self.core.thinking() {
                parts.push(t!("table-bot-thinking", name = self.core.session.players[bot].name.as_str()));
            }
            if client == HOST {
                parts.extend(self.invitation.first().cloned());
                parts.extend(self.door_line());
            }
            parts.extend(self.delays_line());
            if !handed.is_empty() {
                parts.push(t!("room-standing-in", names = super::seats::and_list(&handed), n = handed.len()));
            }
            return (!parts.is_empty()).then(|| Line::raw(parts.join(" · ")));
        };
        let name = self.core.session.players[s].name.as_str();
        // A player who never connected is waited for to join, one who dropped to reconnect.
        let joined = self.owner(s).is_some();
        let mut text =
            if joined { t!("room-waiting", name = name) } else { t!("room-waiting-join", name = name) };
        if client == HOST {
            let key = key_name(bot_key::<G>());
            let (names, n) = self.away_names();
            text = format!(
                "{text} {}",
                t!("room-waiting-bot", key = key.as_str(), name = names.as_str(), n = n)
            );
            if let Some(code) = self.invitation.first() {
                text = format!("{text} {code}");
            }
            if let Some(door) = self.door_line() {
                text = format!("{text} · {door}");
            }
        }
        Some(Line::styled(text, theme::bold()))
    }
}

impl<G: GameUi> HostedTable<G> {
    /// While several seats decide in any order (secret offers), what a terminal whose seat is not
    /// (or no longer) asked reads: who the table still waits for.
    fn waiting_for_each(&self, viewer: Option<Seat>) -> Option<Line<'static>> {
        let pending = self.core.session.pending();
        if !matches!(pending, Pending::Each { .. }) || viewer.is_some_and(|s| pending.includes(s)) {
            return None;
        }
        let names: Vec<&str> =
            pending.order().into_iter().map(|s| self.core.session.players[s].name.as_str()).collect();
        Some(Line::styled(t!("room-waiting-each", names = names.join(", ")), theme::bold()))
    }
}

/// The host's key to let a new SSH key take a seat: `k`, or F5 in games whose letters are seats'
/// keys.
fn new_key_key<G: GameUi>() -> KeyCode {
    if G::QUIT == KeyCode::Char('q') { KeyCode::Char('k') } else { KeyCode::F(5) }
}

/// The host's key to give a waiting seat to a bot: `b`, or F4 in games whose letters are seats' keys.
fn bot_key<G: GameUi>() -> KeyCode {
    if G::QUIT == KeyCode::Char('q') { KeyCode::Char('b') } else { KeyCode::F(4) }
}
