//! Which language to show: `--lang`, else the remembered setting, else the locale, else English.

use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU8, Ordering};

use unic_langid::LanguageIdentifier;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    En = 0,
    It = 1,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];

    /// `en`, `it`: the command line's and the settings file's word.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }

    /// The language's own name, for the picker's setting.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
        }
    }

    pub fn parse(s: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == s.trim().to_lowercase())
    }

    pub(crate) fn langid(self) -> LanguageIdentifier {
        match self {
            Lang::En => "en".parse().expect("en"),
            Lang::It => "it".parse().expect("it"),
        }
    }
}

/// The process's language (the app's); a thread may render in another with [`with_lang`].
static GLOBAL: AtomicU8 = AtomicU8::new(Lang::En as u8);

thread_local! {
    static LOCAL: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// The language text is rendered in now.
pub fn lang() -> Lang {
    LOCAL.with(|l| l.get()).unwrap_or(if GLOBAL.load(Ordering::Relaxed) == 1 { Lang::It } else { Lang::En })
}

/// Sets the app's language (the command line at start, the picker's setting).
pub fn set_lang(lang: Lang) {
    GLOBAL.store(lang as u8, Ordering::Relaxed);
}

/// Runs `f` rendering in `lang` on this thread (one client's screen, a test), whatever the app's.
pub fn with_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<Lang>);
    impl Drop for Restore {
        fn drop(&mut self) {
            LOCAL.with(|l| l.set(self.0));
        }
    }
    let _restore = Restore(LOCAL.with(|l| l.replace(Some(lang))));
    f()
}

/// The language a POSIX locale asks for: the first set of `LC_ALL`, `LC_MESSAGES`, `LANG` decides
/// (`it_IT.UTF-8` → Italian; anything else English).
pub fn env_lang(var: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    let value =
        ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(|v| var(v).filter(|s| !s.is_empty()))?;
    Some(if value.starts_with("it") { Lang::It } else { Lang::En })
}

/// The command line wins over the remembered setting, the setting over the locale; else English.
pub fn choose_lang(cli: Option<Lang>, setting: Option<Lang>, env: Option<Lang>) -> Lang {
    cli.or(setting).or(env).unwrap_or(Lang::En)
}

/// The settings file: beside the saves.
fn settings_path(save_dir: &Path) -> PathBuf {
    save_dir.join("settings.json")
}

/// The language chosen in the picker earlier, if any (an unreadable file counts as none).
pub fn load_setting(save_dir: &Path) -> Option<Lang> {
    let text = std::fs::read_to_string(settings_path(save_dir)).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    Lang::parse(v.get("lang")?.as_str()?)
}

/// Remembers the picker's language choice, in a private file like the saves beside it (which
/// makes the save folder, private, when it is new).
pub fn save_setting(save_dir: &Path, lang: Lang) -> std::io::Result<()> {
    remember(save_dir, "lang", lang.code())
}

/// A text the picker remembered under `key` ("game": the last game started), if any.
pub fn remembered(save_dir: &Path, key: &str) -> Option<String> {
    let text = std::fs::read_to_string(settings_path(save_dir)).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    Some(v.get(key)?.as_str()?.to_string())
}

/// Remembers `value` under `key` in the settings file, keeping what else it holds.
pub fn remember(save_dir: &Path, key: &str, value: &str) -> std::io::Result<()> {
    let mut v: serde_json::Value = std::fs::read_to_string(settings_path(save_dir))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .filter(serde_json::Value::is_object)
        .unwrap_or_else(|| serde_json::json!({}));
    v[key] = value.into();
    crate::private::write_atomic(&settings_path(save_dir), &format!("{v:#}\n"))
}
