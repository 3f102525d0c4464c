//! [`Msg`]: what to say (a stable id and typed arguments), rendered only when a screen shows it.

use std::fmt;

use super::{Lang, format_named, lang};

/// A message argument.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    Str(String),
    /// A stable id a message selects on (a colour's `green`): like `Str`, without allocating.
    Id(&'static str),
    Num(i64),
    /// A seat: its player's name is put in by whoever renders the message.
    Seat(usize),
    /// A message inside a message (a card name in a sentence), rendered in the same language.
    Msg(Box<Msg>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Str(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(s)
    }
}
impl From<Msg> for Arg {
    fn from(m: Msg) -> Self {
        Arg::Msg(Box::new(m))
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(i32, i64, u8, u16, u32, u64, usize);

/// Something to say: a Fluent id with arguments, or (for now) a finished English sentence.
#[derive(Debug, Clone)]
pub struct Msg(Inner);

#[derive(Debug, Clone)]
enum Inner {
    /// What `msg!` builds: the id and the argument names are one static list (`[id, names..]`, made
    /// at compile time), the values beside it in order.
    Listed { head: &'static [&'static str], args: Args },
    /// A message put together at run time ([`Msg::new`], [`Msg::arg`], [`Msg::with_args`]).
    Built { id: &'static str, args: Vec<(&'static str, Arg)> },
    /// A test game's fixed text (see [`Msg::plain`]).
    #[cfg(test)]
    Plain(String),
}

/// Argument values held inline before any go to the heap: log lines are built on every move
/// (searches play thousands), and most have at most this many. The names are in the static list
/// beside them, so three values fit where two named ones did (a `Msg` travels in every error, and
/// clippy's large-error size is 128 bytes).
const INLINE: usize = 3;

/// A listed message's values in order: the first [`INLINE`] without allocating, the rest in `more`.
#[derive(Debug, Clone, Default)]
struct Args {
    inline: [Option<Arg>; INLINE],
    more: Box<[Arg]>,
}

impl Args {
    fn iter(&self) -> impl Iterator<Item = &Arg> {
        self.inline.iter().flatten().chain(self.more.iter())
    }
}

/// Two messages are equal when they say the same: same id and the same named values (however
/// each was built), or the same test text.
impl PartialEq for Msg {
    fn eq(&self, other: &Self) -> bool {
        match (&self.0, &other.0) {
            #[cfg(test)]
            (Inner::Plain(a), Inner::Plain(b)) => a == b,
            #[cfg(test)]
            (Inner::Plain(_), _) | (_, Inner::Plain(_)) => false,
            _ => self.id() == other.id() && self.args().eq(other.args()),
        }
    }
}
impl Eq for Msg {}

impl Msg {
    /// The message `id` without arguments (add them with [`Msg::arg`] or use `msg!`).
    #[inline]
    pub fn new(id: &'static str) -> Self {
        Msg(Inner::Built { id, args: Vec::new() })
    }

    /// The message `id` with all its arguments at once.
    pub fn with_args<const N: usize>(id: &'static str, list: [(&'static str, Arg); N]) -> Self {
        Msg(Inner::Built { id, args: list.into() })
    }

    /// What `msg!` builds: `head` is `[id, names..]` (static), `values` the arguments in that order.
    #[doc(hidden)]
    #[inline]
    pub fn listed<const N: usize>(head: &'static [&'static str], values: [Arg; N]) -> Self {
        debug_assert_eq!(head.len(), N + 1, "msg! lists the id and one name per value");
        let mut values = values.into_iter();
        let inline = std::array::from_fn(|_| values.next());
        let more = if N > INLINE { values.collect() } else { Box::default() };
        Msg(Inner::Listed { head, args: Args { inline, more } })
    }

    pub fn arg(self, name: &'static str, value: impl Into<Arg>) -> Self {
        let value = value.into();
        match self.0 {
            Inner::Built { id, mut args } => {
                args.push((name, value));
                Msg(Inner::Built { id, args })
            }
            Inner::Listed { head, args } => {
                let mut list: Vec<(&'static str, Arg)> =
                    head[1..].iter().copied().zip(args.iter().cloned()).collect();
                list.push((name, value));
                Msg(Inner::Built { id: head[0], args: list })
            }
            #[cfg(test)]
            Inner::Plain(_) => self,
        }
    }

    /// The arguments with their names, in order.
    fn args(&self) -> impl Iterator<Item = (&'static str, &Arg)> {
        let (listed, built) = match &self.0 {
            Inner::Listed { head, args } => (Some(head[1..].iter().copied().zip(args.iter())), None),
            Inner::Built { args, .. } => (None, Some(args.iter().map(|(name, arg)| (*name, arg)))),
            #[cfg(test)]
            Inner::Plain(_) => (None, None),
        };
        listed.into_iter().flatten().chain(built.into_iter().flatten())
    }

    /// A seat argument (its player's name at render time).
    pub fn seat(self, name: &'static str, seat: usize) -> Self {
        self.arg(name, Arg::Seat(seat))
    }

    /// A fixed text with no id, for the engine's own test games only: whatever Tavolo shows a
    /// player has an id, so that it renders in the player's language.
    #[cfg(test)]
    pub(crate) fn plain(text: impl Into<String>) -> Self {
        Msg(Inner::Plain(text.into()))
    }

    /// The message id (`None` for a test game's plain text): what tests compare.
    pub fn id(&self) -> Option<&'static str> {
        match &self.0 {
            Inner::Listed { head, .. } => Some(head[0]),
            Inner::Built { id, .. } => Some(id),
            #[cfg(test)]
            Inner::Plain(_) => None,
        }
    }

    /// The text in `lang`, seats named from `names` (seat `i` is `names[i]`).
    pub fn render(&self, lang: Lang, names: &[String]) -> String {
        match &self.0 {
            Inner::Listed { head, .. } => format_named(lang, head[0], self.args(), names),
            Inner::Built { id, .. } => format_named(lang, id, self.args(), names),
            #[cfg(test)]
            Inner::Plain(text) => text.clone(),
        }
    }

    /// The English text with seats as "player N": what tests read.
    pub fn text(&self) -> String {
        self.render(Lang::En, &[])
    }

    #[cfg(test)]
    pub(crate) fn attribute(&self, lang: Lang, attr: &str) -> Option<String> {
        super::attribute(lang, self.id()?, attr)
    }

    /// Every attribute of the message in `lang` (what a message it is nested in may select on).
    pub(crate) fn attributes(&self, lang: Lang) -> Vec<(&'static str, String)> {
        self.id().map_or_else(Vec::new, |id| super::attributes(lang, id))
    }
}

/// The current language, seats as "player N".
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(lang(), &[]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg;

    /// However a message is put together, the same id and named values are the same message, and
    /// `msg!` keeps three values without allocating in a `Msg` no bigger than before.
    #[test]
    fn listed_and_built_messages_say_the_same() {
        let listed = msg!("setup-players", n = 3, who = Arg::Seat(1), card = msg!("powwow-tent"));
        let built = Msg::new("setup-players").arg("n", 3).seat("who", 1).arg("card", Msg::new("powwow-tent"));
        assert_eq!(listed, built);
        assert_eq!(
            listed,
            Msg::with_args(
                "setup-players",
                [("n", 3.into()), ("who", Arg::Seat(1)), ("card", msg!("powwow-tent").into())]
            )
        );
        assert_ne!(listed, msg!("setup-players", n = 3, who = Arg::Seat(2), card = msg!("powwow-tent")));
        assert_ne!(listed, msg!("setup-players", n = 3, who = Arg::Seat(1)));
        assert_eq!(listed.clone().arg("more", 4), built.arg("more", 4));
        let four = msg!("setup-players", a = 1, b = 2, c = 3, d = 4);
        assert_eq!(four.args().map(|(n, _)| n).collect::<Vec<_>>(), ["a", "b", "c", "d"]);
        assert!(matches!(&listed.0, Inner::Listed { args, .. } if args.more.is_empty()));
        assert!(std::mem::size_of::<Msg>() <= 112);
    }
}
