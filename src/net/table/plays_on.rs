//! A hosted table that plays on: a rematch at the same seats, stand-ins for every away seat, a
//! bell for whoever's decision is due, and what the host and real-time players read of the
//! network (the door, each terminal's delay).

use std::path::Path;

use super::{Chair, HostedTable};
use crate::engine::autosave::Autosave;
use crate::engine::{Pending, Seat, Session, Setup};
use crate::i18n::with_lang;
use crate::t;
use crate::table_core::Core;
use crate::table_core::room::{ClientId, HOST, Refusal};
use crate::ui::GameUi;

impl<G: GameUi> HostedTable<G> {
    /// The host starts a new game at the same seats, with the same players, keys and code: whoever
    /// is connected plays on at once, an away seat waits (or keeps its stand-in).
    pub(super) fn rematch(&mut self) {
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
    pub(super) fn away_seats(&self) -> Vec<Seat> {
        if !self.started || self.core.session.is_over() {
            return Vec::new();
        }
        (0..self.chairs.len()).filter(|&s| self.chairs[s] == Chair::Waiting).collect()
    }

    /// The away seats' names as a list ("Anna and Bruno"), and how many.
    pub(super) fn away_names(&self) -> (String, usize) {
        let names: Vec<&str> =
            self.away_seats().into_iter().map(|s| self.core.session.players[s].name.as_str()).collect();
        (super::seats::and_list(&names), names.len())
    }

    /// The host hands every away seat to a stand-in bot (Normal): the game no longer waits for
    /// anyone who is not here; each takes their seat back on return.
    pub(super) fn hand_to_bots(&mut self) {
        for seat in self.away_seats() {
            self.chairs[seat] = Chair::Handed;
            self.core.stand_in(seat, true);
        }
        self.settle();
    }

    /// Rings every terminal whose player's decision has just become due (a turn, a secret choice,
    /// an answer out of turn): a friend at a distance hears it is their move. Not in a real-time
    /// race, where every reveal would ring.
    pub(super) fn ring(&mut self) {
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

    /// In a real-time game, each seated terminal's network delay ("Anna 12 ms · Bruno 48 ms"):
    /// a press counts when the table receives it, so a far player's presses arrive later.
    pub(super) fn delays_line(&self) -> Option<String> {
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
    pub(super) fn door_line(&self) -> Option<String> {
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
