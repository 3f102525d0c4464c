//! [`Msg`]: what to say (a stable id and typed arguments), rendered only when a screen shows it.

use std::fmt;

use super::{Lang, format, lang};

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
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg(Inner);

#[derive(Debug, Clone, PartialEq, Eq)]
enum Inner {
    Id {
        id: &'static str,
        args: Args,
    },
    /// A test game's fixed text (see [`Msg::plain`]).
    #[cfg(test)]
    Plain(String),
}

/// Arguments held inline before any go to the heap: messages are built on every move (searches
/// play thousands), and most have at most this many.
const INLINE: usize = 2;

/// A message's arguments in order: the first [`INLINE`] without allocating, the rest in `more` (a
/// boxed slice, not a `Vec`, keeps a `Msg` small enough to pass around in errors).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct Args {
    inline: [Option<(&'static str, Arg)>; INLINE],
    more: Box<[(&'static str, Arg)]>,
}

impl Args {
    #[inline]
    fn push(&mut self, arg: (&'static str, Arg)) {
        match self.inline.iter_mut().find(|a| a.is_none()) {
            Some(free) => *free = Some(arg),
            None => {
                let mut more = std::mem::take(&mut self.more).into_vec();
                more.push(arg);
                self.more = more.into_boxed_slice();
            }
        }
    }

    fn iter(&self) -> impl Iterator<Item = &(&'static str, Arg)> {
        self.inline.iter().flatten().chain(self.more.iter())
    }
}

impl Msg {
    /// The message `id` without arguments (add them with [`Msg::arg`] or use `msg!`).
    #[inline]
    pub fn new(id: &'static str) -> Self {
        Msg(Inner::Id { id, args: Args::default() })
    }

    /// The message `id` with all its arguments at once (what `msg!` builds: one move, not one a
    /// argument).
    #[inline]
    pub fn with_args<const N: usize>(id: &'static str, list: [(&'static str, Arg); N]) -> Self {
        let mut list = list.into_iter();
        let inline = std::array::from_fn(|_| list.next());
        let more = if N > INLINE { list.collect() } else { Box::default() };
        Msg(Inner::Id { id, args: Args { inline, more } })
    }

    #[inline]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        #[allow(irrefutable_let_patterns)] // a test game's plain text takes no arguments
        if let Inner::Id { args, .. } = &mut self.0 {
            args.push((name, value.into()));
        }
        self
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
            Inner::Id { id, .. } => Some(id),
            #[cfg(test)]
            Inner::Plain(_) => None,
        }
    }

    /// The text in `lang`, seats named from `names` (seat `i` is `names[i]`).
    pub fn render(&self, lang: Lang, names: &[String]) -> String {
        match &self.0 {
            Inner::Id { id, args } => format(lang, id, args.iter(), names),
            #[cfg(test)]
            Inner::Plain(text) => text.clone(),
        }
    }

    /// The English text with seats as "player N": what tests read.
    pub fn text(&self) -> String {
        self.render(Lang::En, &[])
    }

    pub(crate) fn attribute(&self, lang: Lang, attr: &str) -> Option<String> {
        match &self.0 {
            Inner::Id { id, .. } => super::attribute(lang, id, attr),
            #[cfg(test)]
            Inner::Plain(_) => None,
        }
    }
}

/// The current language, seats as "player N".
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(lang(), &[]))
    }
}
