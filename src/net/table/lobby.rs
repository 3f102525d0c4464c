//! The lobby: every terminal sees the seats (free, taken, a bot, waiting for its player), picks a
//! free one and its language; the host starts the game (it also starts once every human seat is
//! taken). After the start, a terminal without a seat stays here and may take a waiting one.

use crate::ui::keys::{self, Keys};
use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};

use super::{Chair, HostedTable};
use crate::i18n::Lang;
use crate::t;
use crate::table_core::TableExit;
use crate::table_core::command::{self, Command, Does};
use crate::table_core::room::{ClientId, HOST};
use crate::ui::GameUi;
use crate::ui::menu::{MenuItem, MenuKey};
use crate::ui::theme;
use crate::ui::widgets::{self, Hint};

impl<G: GameUi> HostedTable<G> {
    /// One row per seat: its name and who sits there.
    fn seat_items(&self, client: ClientId) -> Vec<MenuItem> {
        let mine = self.clients.get(&client).and_then(|c| c.seat);
        (0..self.chairs.len())
            .map(|s| {
                let p = &self.core.session.players[s];
                let state = match self.chairs[s] {
                    _ if mine == Some(s) => t!("room-seat-you"),
                    Chair::Free if self.owner(s).is_none() => t!("room-seat-free"),
                    Chair::Free | Chair::Waiting => match self.owner(s) {
                        Some(user) => t!("room-seat-waiting-for", user = user),
                        None => t!("room-seat-waiting"),
                    },
                    Chair::Handed => {
                        t!("room-seat-handed", user = self.owner(s).unwrap_or(p.name.as_str()))
                    }
                    Chair::Bot => t!("room-seat-bot", level = crate::ui::setup_spec::kind_text(p.bot)),
                    Chair::Taken(c) if c == HOST => t!("room-seat-host"),
                    Chair::Taken(c) => {
                        let user = self.clients.get(&c).map_or("", |c| c.user.as_str());
                        let taken = t!("room-seat-taken", user = user);
                        // Real time over a network: each terminal's delay, before the start.
                        match self.clients.get(&c).and_then(|c| c.delay).filter(|_| G::PAUSE.is_some()) {
                            Some(d) => {
                                format!("{taken} · {}", t!("room-delay", ms = d.as_millis().to_string()))
                            }
                            None => taken,
                        }
                    }
                };
                let taken = !self.may_sit(client, s) && mine != Some(s);
                let mut spans =
                    vec![Span::styled(format!("{}. {:<14}", s + 1, p.name), theme::bold()), Span::raw(state)];
                if p.key.is_some() {
                    spans.push(Span::raw(t!("room-seat-key")));
                }
                MenuItem::new(Line::from(spans)).dimmed(taken)
            })
            .collect()
    }

    /// The commands that work in the lobby for `client`.
    pub(super) fn lobby_commands(&self, client: ClientId) -> Vec<Command> {
        let Some(c) = self.clients.get(&client) else { return Vec::new() };
        // Enter on one's own seat before the start stands up from it.
        let selected = c.menu.selected(self.chairs.len());
        let mine = c.seat.is_some_and(|s| !self.started && selected == Some(s));
        let moving = self.moving.filter(|_| client == HOST).and_then(|m| self.clients.get(&m));
        let enter = match moving {
            Some(m) => t!("room-hint-move-here", user = m.user.as_str()),
            None if mine => t!("room-hint-stand"),
            None => t!("room-hint-sit"),
        };
        let menu = c.menu.hints(&enter, self.chairs.len());
        let mut h: Vec<Command> = Vec::new();
        if client == HOST {
            h.extend(self.host_lobby_commands(selected));
        }
        h.extend(menu.into_iter().map(|h| Command::from_hint(h, Does::Menu)));
        h.push(Command::new(keys::left_right(), &t!("room-hint-language"), Does::Language));
        if client == HOST && !self.started && self.asking.is_none() && self.moving.is_none() {
            h.push(Command::new(Keys::ch('s'), &t!("room-hint-start"), Does::Start));
        }
        if self.started && client != HOST {
            h.push(Command::new(Keys::ch('w'), &t!("room-hint-watch"), Does::Watch));
        }
        h.push(Command::new(keys::rules(), &t!("hint-rules"), Does::Rules).low());
        let quit = if client == HOST { t!("room-hint-close") } else { t!("room-hint-leave") };
        h.push(Command::new(Keys::ch('q'), &quit, Does::Quit));
        h
    }

    /// The host's own lobby commands: yes or no to a joiner's ask, moving a player (before a new
    /// game starts), letting a new key take a seat.
    fn host_lobby_commands(&self, selected: Option<usize>) -> Vec<Command> {
        let mut h = Vec::new();
        if let Some((c, _)) = self.asking {
            let user = self.clients.get(&c).map_or("", |c| c.user.as_str());
            h.push(Command::new(keys::yes(), &t!("room-hint-let", user = user), Does::Let));
            h.push(Command::new(keys::no(), &t!("room-hint-refuse"), Does::Refuse));
            return h;
        }
        if self.moving.is_some() {
            h.push(Command::new(keys::esc(), &t!("room-hint-stay"), Does::Refuse));
            return h;
        }
        let player = selected.and_then(|s| match self.chairs[s] {
            super::Chair::Taken(c) if c != HOST => self.clients.get(&c),
            _ => None,
        });
        if let Some(p) = player.filter(|_| self.frees_owners()) {
            h.push(Command::new(Keys::ch('m'), &t!("room-hint-move", user = p.user.as_str()), Does::Move));
        }
        h.extend(self.new_key_command(Keys::ch('k')));
        h
    }

    /// The host's command that lets a new key take a seat whose key refused its player, if any.
    pub(super) fn new_key_command(&self, key: Keys) -> Option<Command> {
        // Never the key of a seat whose player is sitting there: only one who is away may have
        // changed laptops.
        let s = self.key_refused.filter(|&s| !matches!(self.chairs[s], Chair::Taken(_)))?;
        let name = self.core.session.players[s].name.as_str();
        Some(Command::new(key, &t!("room-hint-new-key", name = name), Does::NewKey(s)))
    }

    /// The keys that work in the lobby for `client`, as its bar lists them.
    pub(super) fn lobby_hints(&self, client: ClientId) -> Vec<Hint> {
        command::hints(&self.lobby_commands(client))
    }

    pub(super) fn lobby_key(&mut self, client: ClientId, key: KeyEvent) {
        if let Some(exit) = self.clients.get_mut(&client).and_then(|c| c.pane.page_key(key)) {
            if exit == TableExit::Quit {
                self.quit(client);
            }
            return;
        }
        let commands = self.lobby_commands(client);
        let Some(does) = command::find(&commands, &key) else {
            self.say(client, t!("table-key-does-nothing"), false);
            return;
        };
        let seats = self.chairs.len();
        let Some(c) = self.clients.get_mut(&client) else { return };
        c.pane.message = None;
        match does {
            Does::Language => {
                c.lang = Lang::ALL[(c.lang as usize + 1) % Lang::ALL.len()];
                self.langs.insert(crate::engine::names::key(&c.user), c.lang);
            }
            Does::Rules => {
                let help = crate::ui::help::Help::over(command::hints(&commands));
                c.pane.overlay = Some(crate::table_core::Overlay::Help(help))
            }
            Does::Start => self.start(),
            Does::Watch => c.watching = true,
            Does::Let => self.let_sit(true),
            Does::Refuse if self.moving.take().is_some() => {}
            Does::Refuse => self.let_sit(false),
            Does::Move => {
                if let Some(super::Chair::Taken(p)) = c.menu.selected(seats).map(|s| self.chairs[s]) {
                    self.moving = Some(p);
                }
            }
            Does::NewKey(s) => self.forget_key(s),
            Does::Quit => self.quit(client),
            _ => {
                if let MenuKey::Chosen(s) = c.menu.key(key.code, seats) {
                    self.choose_seat(client, s);
                }
            }
        }
    }

    /// Enter on a seat: sit there if this terminal may (or stand up from its own seat before the
    /// start); the host moving a player puts them there. A seat kept for another name asks the
    /// host.
    fn choose_seat(&mut self, client: ClientId, seat: usize) {
        if client == HOST
            && let Some(p) = self.moving.take()
        {
            return self.move_player(p, seat);
        }
        let Some(c) = self.clients.get(&client) else { return };
        if c.seat == Some(seat) && !self.started {
            self.release(seat);
            if let Some(c) = self.clients.get_mut(&client) {
                c.seat = None;
            }
            return;
        }
        match self.refusal(client, seat) {
            None => self.sit(client, seat),
            Some(_)
                if self.kept_for_another(client, seat) && self.refusal_but_kept(client, seat).is_none() =>
            {
                self.ask_host(client, seat)
            }
            Some(why) if self.core.session.players[seat].key.is_some() => self.refused_key(client, seat, why),
            Some(why) => self.say(client, why, true),
        }
    }

    /// A joiner asks for a seat kept for another name: the host is asked (the latest ask stands).
    fn ask_host(&mut self, client: ClientId, seat: usize) {
        self.asking = Some((client, seat));
        let name = self.core.session.players[seat].name.clone();
        let kept = t!("room-seat-kept", n = seat + 1, name = name.as_str());
        self.say(client, format!("{kept} {}", t!("room-asked-host")), false);
        let user = self.clients.get(&client).map_or(String::new(), |c| c.user.clone());
        let host_lang = self.clients.get(&HOST).map_or_else(crate::i18n::lang, |c| c.lang);
        let note = crate::i18n::with_lang(host_lang, || {
            t!("room-ask", user = user.as_str(), n = seat + 1, name = name.as_str())
        });
        self.say(HOST, note, false);
    }

    /// The host's answer to the ask: yes seats the joiner there (if the seat is still free).
    fn let_sit(&mut self, yes: bool) {
        let Some((client, seat)) = self.asking.take() else { return };
        if let Some(c) = self.clients.get_mut(&HOST) {
            c.pane.message = None;
        }
        let free = matches!(self.chairs[seat], Chair::Free | Chair::Waiting | Chair::Handed);
        let lang = self.clients.get(&client).map_or_else(crate::i18n::lang, |c| c.lang);
        if yes && free {
            self.sit(client, seat);
        } else {
            let name = self.core.session.players[seat].name.clone();
            let no =
                crate::i18n::with_lang(lang, || t!("room-ask-refused", n = seat + 1, name = name.as_str()));
            self.say(client, no, true);
        }
    }

    /// The host moves `player` to `seat` (a new game's lobby): to a free seat, or swapping with
    /// the player there.
    fn move_player(&mut self, player: ClientId, seat: usize) {
        let Some(from) = self.clients.get(&player).and_then(|c| c.seat) else { return };
        if from == seat || !self.frees_owners() {
            return;
        }
        match self.chairs[seat] {
            Chair::Free => self.sit(player, seat),
            Chair::Taken(other) => {
                self.release(from);
                self.release(seat);
                for c in [player, other] {
                    if let Some(c) = self.clients.get_mut(&c) {
                        c.seat = None;
                    }
                }
                self.sit(player, seat);
                self.sit(other, from);
            }
            _ => self.say(HOST, t!("room-seat-is-bot"), true),
        }
    }

    /// `q`: a joiner leaves (its seat waits for it), the host closes the table (the game is saved).
    pub(super) fn quit(&mut self, client: ClientId) {
        if client == HOST {
            self.closed = true;
        } else {
            // Said in the current language: keys are handled in the terminal's own.
            let waits = self.clients.get(&client).and_then(|c| c.seat).filter(|_| self.started);
            let line = match waits {
                Some(s) => t!("room-parting-seat", name = self.core.session.players[s].name.as_str()),
                None => t!("room-parting"),
            };
            self.partings.insert(client, line);
            self.leave(client);
            self.dismissed.push(client);
        }
    }

    pub(super) fn draw_lobby(&mut self, client: ClientId, f: &mut Frame, area: Rect) {
        let items = self.seat_items(client);
        let hints = self.lobby_hints(client);
        let game = crate::i18n::tr(&G::name());
        let status = self.lobby_status(client);
        let door = self.door_line();
        let mut users: Vec<String> = Vec::new();
        for (&id, c) in &self.clients {
            let user = match c.user.as_str() {
                crate::table_core::room::HOST_USER if id == HOST => t!("room-host-user"),
                user => user.to_string(),
            };
            // Two terminals of one name (one refused at its seat) are one name at the table.
            if !users.iter().any(|u| crate::engine::names::same(u, &user)) {
                users.push(user);
            }
        }
        let connected = t!("room-connected", names = users.join(", "));
        let Some(c) = self.clients.get_mut(&client) else { return };
        // The host reads how friends join; a joiner, who it is connected as.
        let mut head_lines: Vec<Line> = if client == HOST && !self.invitation.is_empty() {
            self.invitation.iter().map(|l| Line::raw(l.clone())).collect()
        } else {
            vec![Line::raw(t!("room-you-are", user = c.user.as_str()))]
        };
        // Real time over a network: say what orders the presses.
        if G::PAUSE.is_some() {
            head_lines.push(Line::styled(t!("room-realtime"), theme::bold()));
        }
        head_lines.push(Line::raw(t!("room-pick")));
        let lang = Line::styled(t!("room-language", lang = c.lang.name()), theme::bold());
        let mut foot_lines = vec![lang, Line::raw(connected), Line::raw(status)];
        if client == HOST
            && let Some(door) = door
        {
            foot_lines.push(Line::styled(door, theme::error()));
        }
        // A new game's announcement: who starts, and the rules in force.
        if self.core.session.history.is_empty() {
            foot_lines.extend(crate::table_core::pane::start_lines(&self.core.session).into_iter().flatten());
        }
        // Long lines wrap (Italian, narrow terminals): each block as tall as its wrapped lines.
        let wrap = ratatui::widgets::Wrap { trim: false };
        let head_text = ratatui::widgets::Paragraph::new(head_lines).wrap(wrap);
        let foot_text = ratatui::widgets::Paragraph::new(foot_lines).wrap(wrap);
        // A refusal says why in a sentence that may run longer than a line.
        let said = c.pane.message.as_ref().map(|(m, error)| {
            let style = if *error { theme::error() } else { theme::bold() };
            ratatui::widgets::Paragraph::new(Line::styled(m.clone(), style)).wrap(wrap)
        });
        let said_h = said.as_ref().map_or(1, |p| p.line_count(area.width).max(1) as u16);
        let head_h = head_text.line_count(area.width) as u16 + 1;
        let foot_h = foot_text.line_count(area.width) as u16;
        let [title, head, list, foot, message, bar] = Layout::vertical([
            Constraint::Length(2),
            Constraint::Length(head_h),
            Constraint::Min(3),
            Constraint::Length(foot_h),
            Constraint::Length(said_h),
            Constraint::Length(2),
        ])
        .areas(area);
        widgets::title_line(f, title, &t!("room-title", game = game.as_str()));
        f.render_widget(head_text, head);
        c.menu.draw(f, list, &items);
        f.render_widget(foot_text, foot);
        if let Some(said) = said {
            f.render_widget(said, message);
        }
        // A page over the lobby (the rules) has its own bar.
        if c.pane.overlay.is_none() {
            widgets::hint_bar(f, bar, &hints);
        }
        let session = &self.core.session;
        c.pane.draw_overlay(f, area, session, None);
    }

    /// Who the table waits for, as the lobby says it.
    fn lobby_status(&self, client: ClientId) -> String {
        let empty: Vec<&str> =
            self.empty_seats().iter().map(|&s| self.core.session.players[s].name.as_str()).collect();
        if self.started {
            // The seats this terminal may take: a seat that waits for someone else is not offered.
            let open = (0..self.chairs.len()).filter(|&s| self.may_sit(client, s)).count();
            t!("room-status-playing", n = open)
        } else if empty.is_empty() {
            t!("room-status-full")
        } else if client == HOST && self.asking.is_none() && self.moving.is_none() {
            // (While the host answers an ask or moves a player, `s` is not on the bar.)
            t!("room-status-host", names = empty.join(", "), n = empty.len())
        } else {
            t!("room-status-joiner", names = empty.join(", "), n = empty.len())
        }
    }
}
