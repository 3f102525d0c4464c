//! The hot-seat table under the explorer: one laptop passed round. Who holds it is the explorer's
//! own model, kept from what it saw: a hand-off passed with Enter gives it to the named player; a
//! screen for everyone (the announcement, a hand-off, public results, the score) takes it back to
//! the middle of the table. The table's own belief is never read.

use std::path::PathBuf;
use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent};
use tavolo::engine::{Seat, Session};
use tavolo::table_core::{Table, TableExit};
use tavolo::ui::{GameTable, GameUi};

use super::rig::{Exit, Rig, Term};
use super::shot::{Shot, shoot};

pub struct HotSeat<G: GameUi> {
    table: Option<GameTable<G>>,
    dir: PathBuf,
    /// The file last opened (a save that goes on in a copy is written only at the first move).
    source: Option<PathBuf>,
    holder: Option<Seat>,
}

impl<G: GameUi> HotSeat<G> {
    /// A new game (`fresh`) or one loaded mid-way, on a table whose time starts at `now`.
    pub fn new(session: Session<G>, dir: PathBuf, now: Instant, fresh: bool) -> Self {
        let source = session.source.clone();
        let table = if fresh {
            GameTable::new_at(session, dir.clone(), now)
        } else {
            GameTable::resumed_at(session, dir.clone(), now)
        };
        let mut rig = HotSeat { table: Some(table), dir, source, holder: None };
        rig.holder = rig.lone_human();
        rig
    }

    fn t(&self) -> &GameTable<G> {
        self.table.as_ref().expect("a table is open")
    }

    fn tm(&mut self) -> &mut GameTable<G> {
        self.table.as_mut().expect("a table is open")
    }

    /// With one human at the table the laptop never leaves them.
    fn lone_human(&self) -> Option<Seat> {
        let humans: Vec<Seat> = (0..self.t().session().players.len())
            .filter(|&s| !self.t().session().players[s].is_bot())
            .collect();
        (humans.len() == 1).then(|| humans[0])
    }
}

impl<G: GameUi> Rig<G> for HotSeat<G> {
    fn terminals(&self) -> Vec<Term> {
        vec![0]
    }

    fn shoot(&mut self, _term: Term, w: u16, h: u16) -> Shot {
        let t = self.tm();
        shoot(w, h, |f| t.draw(f, f.area()))
    }

    fn press(&mut self, _term: Term, key: KeyEvent, at: Instant) -> Exit {
        match self.tm().key(key, at) {
            TableExit::Stay => Exit::Stay,
            // The replay is a screen of its own (tests/all/replay_screen.rs walks it).
            TableExit::ToPicker | TableExit::Quit | TableExit::Replay => Exit::Closed,
        }
    }

    fn deadline(&self) -> Option<Instant> {
        self.t().deadline()
    }

    fn timer(&mut self, now: Instant) {
        self.tm().on_timer(now);
    }

    fn session(&self) -> &Session<G> {
        self.t().session()
    }

    fn session_mut(&mut self) -> &mut Session<G> {
        self.tm().session_mut()
    }

    fn autosave(&self) -> PathBuf {
        self.t().autosave_path().to_path_buf()
    }

    fn may_show(&self, _term: Term) -> Option<Seat> {
        if !G::PRIVATE { None } else { self.lone_human().or(self.holder) }
    }

    fn observe(&mut self, _term: Term, before: &Shot, key: &KeyEvent, after: &Shot) {
        if matches!(after.kind(), "hand-off" | "public results" | "score" | "announcement") {
            self.holder = None;
        }
        if before.kind() == "hand-off" && key.code == KeyCode::Enter && after.kind() != "hand-off" {
            let players = &self.t().session().players;
            self.holder = (0..players.len()).find(|&s| {
                before.text.contains(&format!("Pass the laptop to  {}", players[s].name.to_uppercase()))
            });
        }
    }

    fn says(&self, _term: Term) -> bool {
        self.t().last_message().is_some()
    }

    fn covered(&self) -> bool {
        self.t().covered()
    }

    fn bots(&self) -> tavolo::table_core::BotCounts {
        self.t().bot_counts()
    }

    fn reopen(&mut self, now: Instant) -> Result<(), String> {
        let mut old = self.table.take().expect("a table is open");
        if let Some(Err(e)) = old.farewell() {
            return Err(format!("the farewell could not save: {e}"));
        }
        let path = old.autosave_path().to_path_buf();
        // A game left before its first move (a new one, a rematch) keeps no save: opening it
        // again is starting it again.
        let unplayed = old.session().history.is_empty().then(|| old.session().clone());
        drop(old);
        if let Some(start) = unplayed.filter(|_| !path.exists()) {
            self.table = Some(GameTable::new_at(start, self.dir.clone(), now));
            self.holder = self.lone_human();
            return Ok(());
        }
        let path = if path.exists() { path } else { self.source.clone().ok_or("no save to open again")? };
        let session = Session::<G>::load(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        self.source = Some(path);
        self.table = Some(GameTable::resumed_at(session, self.dir.clone(), now));
        self.holder = self.lone_human();
        Ok(())
    }
}
