//! A hosted table under the explorer: the host's terminal (no seat: it watches the public table)
//! and one SSH client per human seat. Each client sits at the seat named after it, so what it may
//! see is that seat's by construction; players leave and come back (their name in another case),
//! and the host may close the table, which the explorer hosts again from the save.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tavolo::engine::{Seat, Session};
use tavolo::net::table::HostedTable;
use tavolo::net::{HOST, Input, Room, Size};
use tavolo::ui::GameUi;

use super::rig::{Exit, Rig, Term};
use super::shot::{Shot, shoot};

const SIZE: Size = Size { width: 80, height: 24 };

pub struct Hosted<G: GameUi> {
    room: Option<HostedTable<G>>,
    dir: PathBuf,
    /// Connected terminals and the seat each sits at (`None`: the host, watching).
    clients: BTreeMap<Term, Option<Seat>>,
    /// Seats whose player left, to come back.
    away: Vec<Seat>,
    next: Term,
    /// How often a returning player's name changes case (`Anna`, `ANNA`, `anna`).
    comebacks: usize,
}

impl<G: GameUi> Hosted<G> {
    /// A hosted table for `session` (new, or loaded mid-way) whose players all join and sit.
    pub fn new(session: Session<G>, dir: PathBuf, now: Instant, fresh: bool) -> Self {
        let room = if fresh {
            HostedTable::new_at(session, &dir, now)
        } else {
            HostedTable::resumed_at(session, &dir, now)
        };
        let mut rig = Hosted {
            room: Some(room),
            dir,
            clients: BTreeMap::new(),
            away: Vec::new(),
            next: 1,
            comebacks: 0,
        };
        rig.everyone_joins(now);
        rig
    }

    fn r(&self) -> &HostedTable<G> {
        self.room.as_ref().expect("a room is open")
    }

    fn rm(&mut self) -> &mut HostedTable<G> {
        self.room.as_mut().expect("a room is open")
    }

    fn everyone_joins(&mut self, now: Instant) {
        self.rm().input(Input::Join { client: HOST, user: "host".into(), size: SIZE, key: None }, now);
        self.clients.insert(HOST, None);
        let players = &self.r().session().players;
        self.away = (0..players.len()).filter(|&s| !players[s].is_bot() || players[s].stand_in).collect();
        for seat in std::mem::take(&mut self.away) {
            self.join(seat, now);
        }
    }

    /// `seat`'s player connects (with its name in some case) and sits down if the lobby asks.
    fn join(&mut self, seat: Seat, now: Instant) {
        let name = self.r().session().players[seat].name.clone();
        self.comebacks += 1;
        let user = match self.comebacks % 3 {
            0 => name.to_uppercase(),
            1 => name.to_lowercase(),
            _ => name,
        };
        let client = self.next;
        self.next += 1;
        self.rm().input(Input::Join { client, user, size: SIZE, key: None }, now);
        self.clients.insert(client, Some(seat));
        if !self.r_started() {
            let enter = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
            self.rm().input(Input::Key { client, key: enter, at: now }, now);
        }
    }

    /// The game is on (a terminal that joins now is seated by its name, not in the lobby).
    fn r_started(&mut self) -> bool {
        let host = shoot(80, 24, |f| self.room.as_mut().expect("a room").draw(HOST, f));
        !host.text.contains("hosted table")
    }
}

impl<G: GameUi> Rig<G> for Hosted<G> {
    fn terminals(&self) -> Vec<Term> {
        self.clients.keys().copied().collect()
    }

    fn shoot(&mut self, term: Term, w: u16, h: u16) -> Shot {
        let room = self.rm();
        shoot(w, h, |f| room.draw(term, f))
    }

    fn press(&mut self, term: Term, key: KeyEvent, at: Instant) -> Exit {
        self.rm().input(Input::Key { client: term, key, at }, at);
        if self.r().closed() {
            return Exit::Closed;
        }
        let gone = self.rm().dismissed();
        for client in &gone {
            if let Some(Some(seat)) = self.clients.remove(client) {
                self.away.push(seat);
            }
        }
        if gone.contains(&term) { Exit::Left } else { Exit::Stay }
    }

    fn deadline(&self) -> Option<Instant> {
        self.r().deadline()
    }

    fn timer(&mut self, now: Instant) {
        self.rm().on_timer(now);
    }

    fn session(&self) -> &Session<G> {
        self.r().session()
    }

    fn session_mut(&mut self) -> &mut Session<G> {
        self.rm().session_mut()
    }

    fn autosave(&self) -> PathBuf {
        self.r().autosave_path().to_path_buf()
    }

    fn may_show(&self, term: Term) -> Option<Seat> {
        self.clients.get(&term).copied().flatten()
    }

    fn observe(&mut self, _term: Term, _before: &Shot, _key: &KeyEvent, _after: &Shot) {}

    fn says(&self, term: Term) -> bool {
        self.r().message(term).is_some()
    }

    fn covered(&self) -> bool {
        false
    }

    fn bots(&self) -> tavolo::table_core::BotCounts {
        self.r().bot_counts()
    }

    fn reopen(&mut self, now: Instant) -> Result<(), String> {
        let mut old = self.room.take().expect("a room is open");
        if let Some(Err(e)) = old.farewell() {
            return Err(format!("the farewell could not save: {e:?}"));
        }
        let path = old.autosave_path().to_path_buf();
        drop(old);
        let session = Session::<G>::load(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        self.clients.clear();
        self.room = Some(HostedTable::resumed_at(session, &self.dir, now));
        self.everyone_joins(now);
        Ok(())
    }

    fn tick(&mut self, now: Instant, roll: usize) -> bool {
        if roll.is_multiple_of(12) && !self.away.is_empty() {
            let seat = self.away.remove(roll % self.away.len());
            self.join(seat, now);
            return true;
        }
        false
    }
}
