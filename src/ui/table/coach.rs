//! The coach at one laptop: the shared box ([`crate::table_core::coach`]) on the pane of the
//! player who has the laptop.

use super::*;
use crate::table_core::coach::{self, CoachStep};

impl<G: GameUi> GameTable<G> {
    /// Whether `h` asks the coach now.
    pub(super) fn coach_offered(&self) -> bool {
        coach::offered(&self.core.session, self.shown, self.pane.coach.is_some())
    }

    /// A coach command: the box's own keys, or asking, or playing a suggestion.
    pub(super) fn coach_key(&mut self, does: Does, key: KeyEvent) {
        match self.pane.coach_key(does, key, self.shown) {
            CoachStep::None => {}
            CoachStep::Ask(seat) => match self.core.ask_coach(seat) {
                // One laptop asks one seat at a time: no bot decides while a person does, so
                // nothing is to be planned anew.
                Ok(job) => self.pane.coach = Some(job),
                Err(e) => self.pane.message = Some((self.core.session.say(&e.0), true)),
            },
            CoachStep::Play(seat, action) => self.act(seat, action),
        }
    }
}
