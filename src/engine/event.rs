//! Log lines. Rules write player references as `{p3}`; the session renders names for a given seat.

use serde::{Deserialize, Serialize};

use super::Seat;

/// Who may read a log line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    All,
    Only(Seat),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub audience: Audience,
    pub text: String,
    /// A private line that tells its seat something new (a drawn card, a Map): the table has the
    /// seat confirm it before its screen is passed on. An echo of the seat's own secret choice is not.
    #[serde(default)]
    pub news: bool,
}

impl Event {
    pub fn public(text: impl Into<String>) -> Self {
        Event { audience: Audience::All, text: text.into(), news: false }
    }

    /// Something only `seat` learns (confirmed by that seat before the laptop moves on).
    pub fn private(seat: Seat, text: impl Into<String>) -> Self {
        Event { audience: Audience::Only(seat), text: text.into(), news: true }
    }

    /// A private reminder of `seat`'s own secret choice ("You offered Gold"): logged, not news.
    pub fn note(seat: Seat, text: impl Into<String>) -> Self {
        Event { audience: Audience::Only(seat), text: text.into(), news: false }
    }

    pub fn visible_to(&self, seat: Option<Seat>) -> bool {
        match self.audience {
            Audience::All => true,
            Audience::Only(s) => seat == Some(s),
        }
    }

    /// The text with `{pN}` replaced by player names.
    pub fn render(&self, names: &[String]) -> String {
        let mut out = self.text.clone();
        for (i, n) in names.iter().enumerate().rev() {
            out = out.replace(&who(i).to_string(), n);
        }
        out
    }
}

/// The placeholder for a seat's name in event text: `format!("{} laid G7", who(2))`.
pub fn who(seat: Seat) -> Who {
    Who(seat)
}

/// Displays as `{pN}`, which [`Event::render`] replaces with the player's name (no allocation of its own).
#[derive(Clone, Copy, Debug)]
pub struct Who(pub Seat);

impl std::fmt::Display for Who {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{{p{}}}", self.0)
    }
}
