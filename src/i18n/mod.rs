//! Tavolo speaks English and Italian. Text is a [`Msg`] — a stable id and typed arguments — until a
//! screen renders it in its viewer's language with [`tr`] (or [`Msg::render`] with player names), so
//! rules stay pure, saves hold no display text and a log reads in whichever language shows it.
//!
//! Messages are Fluent (`assets/i18n/{en,it}/*.ftl`, embedded in the binary; see [`FILES`]). Fluent
//! selectors do Italian's plurals and agreement:
//!
//! ```ftl
//! cards = { $n -> [one] 1 carta *[other] { $n } carte }
//! keltis-card-warrior = Guerriero
//!     .gender = masculine
//! took = { $who } prende { $card-gender -> [feminine] la *[other] il } { $card }.
//! ```
//!
//! `{ DECIMAL($secs) }` writes a figure given as text ("0.79") with the language's decimal comma.
//!
//! A nested message argument (`card`) brings its attributes along: `.gender` as `card-gender`, any
//! other `.x` as `card-x` (Italian's `.number = invariable` for "Perle", which count as "carte Perle").
//!
//! # Converting a game (the pattern to follow)
//! 1. Add `assets/i18n/en/<game>.ftl` and `assets/i18n/it/<game>.ftl` (`build.rs` embeds every pair).
//!    Prefix every id with the game id (`keltis-…`); use the rulebook's own Italian terms.
//! 2. Replace `err("…")` / `Event::public(format!(…))` with messages:
//!    `Err(RuleError(msg!("keltis-not-your-turn")))`,
//!    `Event::public(msg!("keltis-laid", who = Arg::Seat(seat), card = card.msg(), row = colour.msg()))`.
//!    A player is `Arg::Seat(seat)` (never `{pN}` text, never a name): the viewer's screen puts the
//!    name in. Card, colour and role names are nested messages (`fn msg(&self) -> Msg`), not strings.
//! 3. Screens: every literal shown goes through `tr(&msg!(…))`; count with a `$n` selector in the
//!    `.ftl`, never with `if n == 1` in Rust. Check 80×24 in Italian (it runs ~25% longer).
//! 4. Tests compare ids, not English: `assert_eq!(e.0.id(), Some("keltis-not-your-turn"))`.
//! 5. When no `Msg::legacy` / `{pN}` is left in the game, it is converted; `cargo test i18n` checks
//!    every id is in both languages and used in code (ids must appear literally in `msg!("…")`).

mod lang;
mod msg;

pub use lang::{
    Lang, choose_lang, env_lang, lang, load_setting, remember, remembered, save_setting, set_lang, with_lang,
};
pub use msg::{Arg, Msg};

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// Every message file as `(name, English, Italian)`: each `assets/i18n/en/*.ftl` and its Italian
/// twin, listed by `build.rs`, so a game adds its words by adding its pair of files.
pub const FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/i18n_files.rs"));

/// A message with arguments: `msg!("setup-players", n = 3)`; an argument is anything `Into<Arg>`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::listed(
            {
                const HEAD: &[&str] = &[$id $(, stringify!($name))*];
                HEAD
            },
            [$($crate::i18n::Arg::from($value)),*],
        )
    };
}

/// `msg!` rendered now, in the current language: `t!("hint-quit")`.
#[macro_export]
macro_rules! t {
    ($($tt:tt)*) => {
        $crate::i18n::tr(&$crate::msg!($($tt)*))
    };
}

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language, built once (message files are parsed at first use).
static BUNDLES: LazyLock<[Bundle; 2]> = LazyLock::new(|| [bundle(Lang::En), bundle(Lang::It)]);

fn bundle(lang: Lang) -> Bundle {
    let mut b = FluentBundle::new_concurrent(vec![lang.langid()]);
    // Terminals show Unicode bidi isolation marks as junk.
    b.set_use_isolating(false);
    // Italian "a" before a name: "ad Anna", "a Bruno" (`{ A($who) }`).
    b.add_function("A", |args, _| match args.first() {
        Some(FluentValue::String(name)) => {
            let ad = name.chars().next().is_some_and(|c| matches!(c.to_lowercase().next(), Some('a' | 'à')));
            FluentValue::from(format!("{} {name}", if ad { "ad" } else { "a" }))
        }
        Some(other) => other.clone(),
        None => FluentValue::None,
    })
    .unwrap_or_else(|e| panic!("the A function: {e:?}"));
    // A figure written with a decimal point in a message argument (a logged "0.79"), as this
    // language writes it: `{ DECIMAL($secs) }` is "0,79" in Italian.
    b.add_function("DECIMAL", move |args, _| match args.first() {
        Some(FluentValue::String(text)) if lang == Lang::It => FluentValue::from(text.replace('.', ",")),
        Some(other) => other.clone(),
        None => FluentValue::None,
    })
    .unwrap_or_else(|e| panic!("the DECIMAL function: {e:?}"));
    for (name, en, it) in FILES {
        let text = if lang == Lang::En { en } else { it };
        let res = FluentResource::try_new(text.to_string())
            .unwrap_or_else(|(_, e)| panic!("assets/i18n/{}/{name}.ftl: {e:?}", lang.code()));
        b.add_resource(res).unwrap_or_else(|e| panic!("assets/i18n/{}/{name}.ftl: {e:?}", lang.code()));
    }
    b
}

fn bundle_of(lang: Lang) -> &'static Bundle {
    &BUNDLES[lang as usize]
}

/// `msg` in the current language (seats shown as "player N": use [`Msg::render`] where names are known).
pub fn tr(msg: &Msg) -> String {
    msg.render(lang(), &[])
}

/// `msg` in the current language with seat arguments replaced by `names`.
pub fn tr_named(msg: &Msg, names: &[String]) -> String {
    msg.render(lang(), names)
}

/// Renders id + args in `lang`, falling back to English when the language lacks the id (a test
/// keeps the two complete; the fallback only protects a release from a missing line).
#[cfg(test)]
pub(crate) fn format<'a>(
    lang: Lang,
    id: &str,
    args: impl IntoIterator<Item = &'a (&'static str, Arg)>,
    names: &[String],
) -> String {
    format_named(lang, id, args.into_iter().map(|(name, arg)| (*name, arg)), names)
}

/// Renders id + args in `lang` as `format` does, each argument's name beside a reference to its
/// value (how a `Msg` keeps them).
pub(crate) fn format_named<'a>(
    lang: Lang,
    id: &str,
    args: impl IntoIterator<Item = (&'static str, &'a Arg)>,
    names: &[String],
) -> String {
    let (bundle, message) = match bundle_of(lang).get_message(id) {
        Some(m) => (bundle_of(lang), m),
        None => match bundle_of(Lang::En).get_message(id) {
            Some(m) => (bundle_of(Lang::En), m),
            None => return id.to_string(),
        },
    };
    let Some(pattern) = message.value() else { return id.to_string() };
    let mut fargs = FluentArgs::new();
    for (name, arg) in args {
        match arg {
            Arg::Str(s) => fargs.set(name, FluentValue::from(s.clone())),
            Arg::Id(s) => fargs.set(name, FluentValue::from(*s)),
            Arg::Num(n) => fargs.set(name, FluentValue::from(*n)),
            Arg::Seat(s) => fargs.set(name, FluentValue::from(seat_name(lang, *s, names))),
            Arg::Msg(m) => {
                fargs.set(name, FluentValue::from(m.render(lang, names)));
                for (attr, value) in m.attributes(lang) {
                    fargs.set(format!("{name}-{attr}"), FluentValue::from(value));
                }
            }
        }
    }
    let mut errors = Vec::new();
    let out = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    debug_assert!(errors.is_empty(), "message {id}: {errors:?}");
    out.into_owned()
}

/// A message's attribute (`.gender`) in `lang`, if it has one.
#[cfg(test)]
pub(crate) fn attribute(lang: Lang, id: &str, attr: &str) -> Option<String> {
    let bundle = bundle_of(lang);
    let pattern = bundle.get_message(id)?.get_attribute(attr)?.value();
    Some(bundle.format_pattern(pattern, None, &mut Vec::new()).into_owned())
}

/// Every attribute of a message in `lang` (`.gender`, Italian's `.number`), as name and value.
pub(crate) fn attributes(lang: Lang, id: &str) -> Vec<(&'static str, String)> {
    let bundle = bundle_of(lang);
    let Some(message) = bundle.get_message(id) else { return Vec::new() };
    message
        .attributes()
        .map(|a| (a.id(), bundle.format_pattern(a.value(), None, &mut Vec::new()).into_owned()))
        .collect()
}

/// `x` with `places` decimals as the current language writes it (`0.25` / `0,25`): Fluent leaves
/// number formatting to the caller, and figures go into messages as text.
pub fn decimal(x: f64, places: usize) -> String {
    let s = format!("{x:.places$}");
    match lang() {
        Lang::It => s.replace('.', ","),
        Lang::En => s,
    }
}

/// A seat's player name, or "player N" when the renderer has no names.
pub(crate) fn seat_name(lang: Lang, seat: usize, names: &[String]) -> String {
    match names.get(seat) {
        Some(n) => n.clone(),
        None => Msg::new("seat-unnamed").arg("n", seat + 1).render(lang, &[]),
    }
}

#[cfg(test)]
mod tests;
