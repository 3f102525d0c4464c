//! Log lines: a message for everyone or for one seat, rendered in the viewer's language with the
//! players' names only when shown (see [`crate::i18n`]).

use serde::{Deserialize, Serialize};

use super::Seat;
use crate::i18n::{Msg, lang};

/// Who may read a log line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    All,
    Only(Seat),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    pub audience: Audience,
    pub msg: Msg,
    /// A private line that tells its seat something new (a drawn card, a Map): the table has the
    /// seat confirm it before its screen is passed on. An echo of the seat's own secret choice is not.
    pub news: bool,
    /// The first line of a new turn written by the move that ended the last one (the next
    /// player's draw): the log files it and the lines after it under the new turn.
    pub starts_turn: bool,
}

impl Event {
    pub fn public(msg: impl Into<Msg>) -> Self {
        Event { audience: Audience::All, msg: msg.into(), news: false, starts_turn: false }
    }

    /// Something only `seat` learns (confirmed by that seat before the laptop moves on).
    pub fn private(seat: Seat, msg: impl Into<Msg>) -> Self {
        Event { audience: Audience::Only(seat), msg: msg.into(), news: true, starts_turn: false }
    }

    /// A private reminder of `seat`'s own secret choice ("You offered Gold"): logged, not news.
    pub fn note(seat: Seat, msg: impl Into<Msg>) -> Self {
        Event { audience: Audience::Only(seat), msg: msg.into(), news: false, starts_turn: false }
    }

    /// This line opens the next turn (see [`Event::starts_turn`]).
    pub fn starting_turn(mut self) -> Self {
        self.starts_turn = true;
        self
    }

    pub fn visible_to(&self, seat: Option<Seat>) -> bool {
        match self.audience {
            Audience::All => true,
            Audience::Only(s) => seat == Some(s),
        }
    }

    /// The line in the current language with the players' names.
    pub fn render(&self, names: &[String]) -> String {
        self.msg.render(lang(), names)
    }

    /// The English text with seats as "player N": what tests read.
    pub fn text(&self) -> String {
        self.msg.text()
    }
}
