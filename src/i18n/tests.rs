use std::collections::BTreeSet;
use std::path::Path;

use super::*;

/// The ids a message file defines (messages, not terms or attributes).
fn ids(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// The ids the code names: `msg!("id"`, `t!("id"` or `Msg::new("id"` anywhere under src/.
fn used_ids() -> BTreeSet<String> {
    fn walk(dir: &Path, out: &mut BTreeSet<String>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("i18n/tests.rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                // Code only: doc comments show example ids.
                let code: Vec<&str> = text.lines().filter(|l| !l.trim_start().starts_with("//")).collect();
                let code = code.join("\n");
                for opener in ["msg!(", "t!(", "Msg::new("] {
                    for (i, _) in code.match_indices(opener) {
                        // `format!(` ends in `t!(` too: only a whole word counts.
                        let before = code[..i].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        // The id may follow on the next line (rustfmt breaks long calls).
                        let rest = code[i + opener.len()..].trim_start();
                        if let Some(rest) = rest.strip_prefix('"') {
                            out.insert(rest[..rest.find('"').unwrap()].to_string());
                        }
                    }
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
    out
}

#[test]
fn every_id_is_in_both_languages_and_used_in_code() {
    let used = used_ids();
    let mut all = BTreeSet::new();
    for (name, en, it) in FILES {
        let (en, it) = (ids(en), ids(it));
        assert_eq!(
            en.symmetric_difference(&it).collect::<Vec<_>>(),
            Vec::<&String>::new(),
            "{name}.ftl: ids in only one language"
        );
        all.extend(en);
    }
    let missing: Vec<_> = used.difference(&all).collect();
    assert!(missing.is_empty(), "ids used in code but in no message file: {missing:?}");
    let unused: Vec<_> = all.difference(&used).collect();
    assert!(unused.is_empty(), "ids in the message files that no code uses: {unused:?}");
}

#[test]
fn the_message_files_parse_in_both_languages() {
    // Building the bundles panics on a syntax error or a duplicate id.
    for lang in Lang::ALL {
        assert!(bundle_of(lang).get_message("hint-quit").is_some());
    }
}

#[test]
fn italian_counts_and_falls_back_to_english_for_a_missing_id() {
    let count = |n: usize| msg!("error-player-count", game = "Keltis", min = 2, max = 4, given = n);
    assert_eq!(
        count(1).render(Lang::It, &[]),
        "Keltis è per 2–4 giocatori, ma è stato indicato 1 giocatore."
    );
    assert_eq!(count(6).render(Lang::It, &[]), "Keltis è per 2–4 giocatori, ma ne sono stati indicati 6.");
    assert_eq!(count(1).render(Lang::En, &[]), "Keltis is for 2 to 4 players, but 1 was given.");
    assert_eq!(format(Lang::It, "no-such-id", &[], &[]), "no-such-id");
}

#[test]
fn a_seat_is_named_when_rendered_never_by_a_text_placeholder() {
    let names = ["Anna".to_string(), "{p0}".to_string()];
    let m = msg!("session-not-decision", who = Arg::Seat(1));
    assert_eq!(m.render(Lang::En, &names), "It is not {p0}'s decision now.");
    assert_eq!(m.render(Lang::It, &names), "Ora non tocca a {p0} decidere.");
    assert_eq!(m.render(Lang::En, &[]), "It is not player 2's decision now.");
}

#[test]
fn a_nested_message_is_rendered_in_the_same_language() {
    let m = msg!("table-bot-failed", error = msg!("session-bot-no-move"));
    assert_eq!(m.render(Lang::It, &[]), "Un bot ha sbagliato: Il bot non ha mosse valide.");
    assert_eq!(m.render(Lang::En, &[]), "A bot failed: The bot has no legal move.");
}

#[test]
fn with_lang_renders_one_thread_in_another_language_and_restores() {
    assert_eq!(lang(), Lang::En);
    assert_eq!(with_lang(Lang::It, || tr(&msg!("hint-quit"))), "esci");
    assert_eq!(tr(&msg!("hint-quit")), "quit");
}

#[test]
fn the_command_line_wins_over_the_setting_and_the_setting_over_the_locale() {
    use Lang::*;
    assert_eq!(choose_lang(Some(En), Some(It), Some(It)), En);
    assert_eq!(choose_lang(Some(It), Some(En), Some(En)), It);
    assert_eq!(choose_lang(None, Some(It), Some(En)), It);
    assert_eq!(choose_lang(None, Some(En), Some(It)), En);
    assert_eq!(choose_lang(None, None, Some(It)), It);
    assert_eq!(choose_lang(None, None, None), En);
}

#[test]
fn the_locale_is_read_like_posix_first_set_of_lc_all_lc_messages_lang() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |v: &str| pairs.iter().find(|(k, _)| *k == v).map(|(_, x)| x.to_string())
    };
    assert_eq!(env_lang(env(&[("LANG", "it_IT.UTF-8")])), Some(Lang::It));
    assert_eq!(env_lang(env(&[("LANG", "it_IT.UTF-8"), ("LC_ALL", "en_GB.UTF-8")])), Some(Lang::En));
    assert_eq!(env_lang(env(&[("LANG", "en_US.UTF-8"), ("LC_MESSAGES", "it_CH")])), Some(Lang::It));
    assert_eq!(env_lang(env(&[("LC_ALL", ""), ("LANG", "it")])), Some(Lang::It));
    assert_eq!(env_lang(env(&[("LANG", "de_DE")])), Some(Lang::En));
    assert_eq!(env_lang(env(&[])), None);
}

#[test]
fn the_picker_setting_is_remembered_beside_the_saves() {
    let dir = std::env::temp_dir().join(format!("tavolo-lang-setting-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(load_setting(&dir), None);
    save_setting(&dir, Lang::It).unwrap();
    assert_eq!(load_setting(&dir), Some(Lang::It));
    save_setting(&dir, Lang::En).unwrap();
    assert_eq!(load_setting(&dir), Some(Lang::En));
    std::fs::write(dir.join("settings.json"), "{ not json").unwrap();
    assert_eq!(load_setting(&dir), None, "a damaged file counts as no setting");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn arguments_past_the_inline_ones_and_id_arguments_render_in_order() {
    let card = |v: i64| msg!("keltis-card-number", colour = Arg::Id("green"), value = v);
    let m = msg!("keltis-wished", who = Arg::Seat(0), a = card(4), b = card(5), value = 4);
    assert_eq!(m.render(Lang::En, &["Anna".into()]), "Anna discarded G4 and G5 and took wishing stone 4");
    assert_eq!(card(4), card(4));
    assert_ne!(card(4), card(5));
}

#[test]
fn italian_says_ad_before_a_name_that_starts_with_a() {
    let m = msg!("session-not-decision", who = Arg::Seat(0));
    assert_eq!(m.render(Lang::It, &["Anna".into()]), "Ora non tocca ad Anna decidere.");
    assert_eq!(m.render(Lang::It, &["Bruno".into()]), "Ora non tocca a Bruno decidere.");
    assert_eq!(m.render(Lang::En, &["Anna".into()]), "It is not Anna's decision now.");
    let stole = msg!("saboteur-log-stole", who = Arg::Seat(1), whom = Arg::Seat(0));
    assert_eq!(stole.render(Lang::It, &["alba".into(), "Carla".into()]), "Carla ruba 1 pepita ad alba.");
}
