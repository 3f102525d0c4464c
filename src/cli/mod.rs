//! The command line: `tavolo [--game ID] [--players A,B,bot] [--seed N] [--save-dir DIR]
//! [--resume | --load FILE]`, `tavolo simulate --game ID --games N [--players K] [--seed S] [--json]`
//! and `tavolo arena --game ID --seats hard,normal,... [--games N] [--seed S] [--json]`.

use std::path::PathBuf;

use std::ffi::OsString;
use std::path::Path;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::catalog as registry;
use crate::catalog::REGISTRY;
use crate::engine::autosave::DEFAULT_DIR;
use crate::engine::names::{self, NameError};
use crate::engine::rng::clock_seed;
use crate::engine::save::newest_autosave;
use crate::engine::{BotLevel, Player, Setup};
use crate::i18n::{Lang, Msg, choose_lang, env_lang, tr};
use crate::ui::app::{App, Screen};
use crate::{msg, t};

mod bots;
mod records;
pub use bots::{arena_text, simulate_text};

#[derive(Debug, Parser)]
#[command(
    name = "tavolo",
    version,
    about = "A terminal game table for friends sharing one laptop.",
    long_about = "A terminal game table for friends sharing one laptop: Keltis, Pow Wow, Sheriff of Nottingham, \
Saboteur and Black Fleet. Without options it opens the game picker. Games autosave after every action \
into the save folder; --resume continues the newest unfinished one.",
    after_help = "Examples:\n  tavolo                                   open the game picker\n  tavolo --game keltis                     Keltis setup\n  tavolo --game keltis --players Anna,Bruno,bot:hard\n  tavolo --resume                          continue the newest autosave\n  tavolo --load saves/friday.json\n  tavolo simulate --game keltis --games 1000 --players 4 --json\n  tavolo simulate --game saboteur --option classic --players 7\n  tavolo arena --game keltis --seats hard,normal,normal,normal --games 1000"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,

    #[arg(long, value_name = "ID", help = game_help("Go straight to this game"))]
    pub game: Option<String>,

    /// Seat the players and skip setup. `bot` or `bot:LEVEL` (easy, normal, hard) makes a bot seat.
    #[arg(long, value_name = "NAME,NAME,...", value_delimiter = ',')]
    pub players: Option<Vec<String>>,

    /// Seed for shuffles, so a game can be replayed exactly.
    #[arg(long, value_name = "N", value_parser = seed_arg, allow_hyphen_values = true)]
    pub seed: Option<u64>,

    /// Folder for autosaves and named saves.
    #[arg(long, value_name = "DIR", default_value = "saves", global = true, value_parser = save_dir_arg)]
    pub save_dir: PathBuf,

    /// Continue the newest unfinished autosave. A save holds its players, seed and options, so
    /// those are refused beside it rather than silently ignored.
    #[arg(long, conflicts_with_all = ["load", "players", "seed", "options"])]
    pub resume: bool,

    /// Load a save file.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["players", "seed", "options"])]
    pub load: Option<PathBuf>,

    /// Turn on a game option with --players, e.g. `--option classic` for Classic Saboteur.
    #[arg(long = "option", value_name = "NAME")]
    pub options: Vec<String>,

    /// The language: en (English) or it (Italian).
    #[arg(long, value_name = "en|it", value_parser = ["en", "it"], hide_possible_values = true)]
    pub lang: Option<String>,
}

/// The language for this run, chosen before the command line is parsed (its `--help` is in it):
/// `--lang`, else the setting remembered beside the saves, else the locale; sets it for the app.
pub fn init_lang(args: &[OsString]) -> Lang {
    let value = |name: &str| {
        let mut it = args.iter().skip(1).filter_map(|a| a.to_str());
        while let Some(a) = it.next() {
            if a == name {
                return it.next().map(str::to_string);
            }
            if let Some(v) = a.strip_prefix(name).and_then(|r| r.strip_prefix('=')) {
                return Some(v.to_string());
            }
        }
        None
    };
    let cli = value("--lang").and_then(|l| Lang::parse(&l));
    let save_dir = value("--save-dir").unwrap_or_else(|| DEFAULT_DIR.to_string());
    let setting = crate::i18n::load_setting(Path::new(&save_dir));
    let lang = choose_lang(cli, setting, env_lang(|v| std::env::var(v).ok()));
    crate::i18n::set_lang(lang);
    lang
}

/// Parses the command line with its help in the current language (clap's derive texts are the
/// English fallback; every text Tavolo owns is replaced from the message files).
pub fn parse(args: Vec<OsString>) -> Cli {
    let mut cmd = localised(Cli::command());
    let parsed = cmd.try_get_matches_from_mut(args).and_then(|m| Cli::from_arg_matches(&m));
    parsed.unwrap_or_else(|e| match e.kind() {
        // Help and version are printed as asked (already in the current language).
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => e.exit(),
        _ => {
            eprint!("{}", parse_error(&e));
            std::process::exit(2)
        }
    })
}

/// A command-line mistake in the current language: clap's error kind and context (the argument,
/// the value, a suggestion) put into Tavolo's messages, then the usage and where to read more.
pub fn parse_error(e: &clap::Error) -> String {
    let get = |k: ContextKind| match e.get(k) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        Some(ContextValue::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    let arg = get(ContextKind::InvalidArg).unwrap_or_default();
    let value = get(ContextKind::InvalidValue).unwrap_or_default();
    let what = match e.kind() {
        ErrorKind::UnknownArgument => msg!("cli-error-unknown", arg = arg),
        ErrorKind::InvalidSubcommand => {
            msg!("cli-error-subcommand", name = get(ContextKind::InvalidSubcommand).unwrap_or_default())
        }
        ErrorKind::InvalidValue if value.is_empty() => msg!("cli-error-no-value", arg = arg),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            msg!("cli-error-bad-value", arg = arg, value = value)
        }
        ErrorKind::NoEquals => msg!("cli-error-no-value", arg = arg),
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues | ErrorKind::TooFewValues => {
            msg!("cli-error-values", arg = arg)
        }
        ErrorKind::ArgumentConflict => {
            msg!("cli-error-conflict", arg = arg, other = get(ContextKind::PriorArg).unwrap_or_default())
        }
        ErrorKind::MissingRequiredArgument => msg!("cli-error-required", args = arg),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            msg!("cli-error-subcommand-needed")
        }
        _ => msg!("cli-error-other"),
    };
    // What a value parser of ours said about the value ("a seed is a whole number from 0 to …").
    let why = std::error::Error::source(e)
        .and_then(|s| s.downcast_ref::<Refused>())
        .map(|r| format!(": {r}"))
        .unwrap_or_default();
    let mut out = format!("{} {}{why}\n", t!("cli-error"), tr(&what));
    let suggested = get(ContextKind::SuggestedArg).or_else(|| get(ContextKind::SuggestedSubcommand));
    if let Some(s) = suggested {
        out += &format!("\n  {}\n", t!("cli-error-tip", suggested = s));
    } else if let Some(values) = get(ContextKind::ValidValue).filter(|v| !v.is_empty()) {
        out += &format!("\n  {}\n", t!("cli-error-possible", values = values));
    }
    if let Some(usage) = get(ContextKind::Usage) {
        let usage = usage.trim().strip_prefix("Usage:").unwrap_or(&usage).trim();
        out += &format!("\n{} {usage}\n", t!("cli-usage"));
    }
    out + "\n" + &t!("cli-error-more") + "\n"
}

/// The clap command with Tavolo's texts from the message files.
pub fn localised(cmd: clap::Command) -> clap::Command {
    let games = game_list();
    let help = |a: clap::Arg, id: String| a.help(id);
    let opts = t!("cli-options");
    let heading = opts.trim_end_matches(':').to_string();
    let common = |c: clap::Command| {
        c.disable_help_flag(true)
            .next_help_heading(heading.clone())
            .arg(
                clap::Arg::new("help")
                    .short('h')
                    .long("help")
                    .action(clap::ArgAction::Help)
                    .help(t!("cli-help-help")),
            )
            .help_template(format!(
                "{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
                t!("cli-usage")
            ))
            .mut_args(|a| a.help_heading(heading.clone()))
    };
    let examples = format!(
        "{}\n  tavolo                                   {}\n  tavolo --game keltis                     {}\n  tavolo --game keltis --players Anna,Bruno,bot:hard\n  tavolo --resume                          {}\n  tavolo --load {}\n  tavolo --lang it\n  tavolo simulate --game keltis --games 1000 --players 4 --json\n  tavolo simulate --game saboteur --option classic --players 7\n  tavolo arena --game keltis --seats hard,normal,normal,normal --games 1000",
        t!("cli-examples"),
        t!("cli-ex-picker"),
        t!("cli-ex-setup"),
        t!("cli-ex-resume"),
        t!("cli-ex-save-file")
    );
    let cmd = common(cmd)
        .about(t!("cli-about"))
        .long_about(t!("cli-long-about", games = game_names()))
        .after_help(examples)
        .disable_version_flag(true)
        .arg(
            clap::Arg::new("version")
                .short('V')
                .long("version")
                .action(clap::ArgAction::Version)
                .help(t!("cli-help-version")),
        )
        .subcommand_help_heading(t!("cli-commands").trim_end_matches(':').to_string())
        .disable_help_subcommand(true)
        .mut_arg("game", |a| help(a, t!("cli-help-game", games = games.as_str())))
        .mut_arg("players", |a| help(a, t!("cli-help-players")))
        .mut_arg("seed", |a| help(a, t!("cli-help-seed")))
        .mut_arg("save_dir", |a| help(a, t!("cli-help-save-dir")))
        .mut_arg("resume", |a| help(a, t!("cli-help-resume")))
        .mut_arg("load", |a| help(a, t!("cli-help-load")))
        .mut_arg("options", |a| help(a, t!("cli-help-option")))
        .mut_arg("lang", |a| help(a, t!("cli-help-lang")))
        .mut_subcommand("simulate", |c| {
            common(c)
                .about(t!("cli-help-simulate"))
                .mut_arg("game", |a| help(a, t!("cli-help-game-sim", games = games.as_str())))
                .mut_arg("games", |a| help(a, t!("cli-help-games")))
                .mut_arg("players", |a| help(a, t!("cli-help-sim-players")))
                .mut_arg("seed", |a| help(a, t!("cli-help-sim-seed")))
                .mut_arg("json", |a| help(a, t!("cli-help-json")))
                .mut_arg("options", |a| help(a, t!("cli-help-option-many")))
        })
        .mut_subcommand("records", |c| {
            common(c)
                .about(t!("cli-help-records"))
                .mut_arg("game", |a| help(a, t!("cli-help-game-records", games = games.as_str())))
                .mut_arg("json", |a| help(a, t!("cli-help-json")))
                .mut_arg("merge", |a| help(a, t!("cli-help-merge")))
                .mut_arg("unmerge", |a| help(a, t!("cli-help-unmerge")))
        })
        .mut_subcommand("replay", |c| {
            common(c)
                .about(t!("cli-help-replay"))
                .mut_arg("file", |a| help(a, t!("cli-help-replay-file")))
                .mut_arg("text", |a| help(a, t!("cli-help-replay-text")))
        })
        .mut_subcommand("arena", |c| {
            common(c)
                .about(t!("cli-help-arena"))
                .mut_arg("game", |a| help(a, t!("cli-help-game-arena", games = games.as_str())))
                .mut_arg("seats", |a| help(a, t!("cli-help-seats")))
                .mut_arg("games", |a| help(a, t!("cli-help-arena-games")))
                .mut_arg("seed", |a| help(a, t!("cli-help-arena-seed")))
                .mut_arg("threads", |a| help(a, t!("cli-help-threads")))
                .mut_arg("json", |a| help(a, t!("cli-help-json")))
                .mut_arg("options", |a| help(a, t!("cli-help-option-many")))
        })
        .mut_subcommand("serve", |c| {
            common(c)
                .about(t!("cli-help-serve"))
                .mut_arg("game", |a| help(a, t!("cli-help-game-serve", games = games.as_str())))
                .mut_arg("players", |a| help(a, t!("cli-help-serve-players")))
                .mut_arg("seed", |a| help(a, t!("cli-help-seed")))
                .mut_arg("options", |a| help(a, t!("cli-help-option-many")))
                .mut_arg("port", |a| help(a, t!("cli-help-port")))
                .mut_arg("bind", |a| help(a, t!("cli-help-bind")))
                .mut_arg("resume", |a| help(a, t!("cli-help-serve-resume")))
                .mut_arg("keep_code", |a| help(a, t!("cli-help-keep-code")))
                .mut_arg("allow", |a| help(a, t!("cli-help-allow")))
        })
        .subcommand_value_name(t!("cli-usage-command"));
    finish(cmd)
}

/// What clap would still print in English: value names (`<DIR>`), `[default: …]` and
/// `[possible values: …]` after a help text, `[OPTIONS]` in the usage. Defaults go into the help
/// text in the current language; the usage is rendered once and its `[OPTIONS]` translated.
fn finish(cmd: clap::Command) -> clap::Command {
    fn args(c: clap::Command) -> clap::Command {
        c.mut_args(|a| {
            let names: Vec<String> =
                a.get_value_names().unwrap_or_default().iter().map(|n| n.to_string()).collect();
            let defaults: Vec<String> =
                a.get_default_values().iter().map(|v| v.to_string_lossy().into_owned()).collect();
            if !a.get_action().takes_values() {
                return a; // a flag: no value, no default to show
            }
            let mut a = a.hide_possible_values(true);
            if let Some(name) = names.first() {
                let shown = match name.as_str() {
                    "NAME" => t!("cli-value-name"),
                    "NAME,NAME,..." => t!("cli-value-names"),
                    "DIR" => t!("cli-value-dir"),
                    "FILE" => t!("cli-value-file"),
                    "LEVEL,LEVEL,..." => t!("cli-value-levels"),
                    other => other.to_string(),
                };
                a = a.value_name(shown);
            }
            if !defaults.is_empty() {
                let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
                let default = t!("cli-default", value = defaults.join(","));
                a = a.hide_default_value(true).help(format!("{help} {default}"));
            }
            a
        })
    }
    let mut cmd = args(cmd);
    let subs: Vec<String> = cmd.get_subcommands().map(|s| s.get_name().to_string()).collect();
    for name in &subs {
        cmd = cmd.mut_subcommand(name, args);
    }
    // Usages are rendered from the finished command (bin names "tavolo arena" included).
    cmd.build();
    let options = t!("cli-usage-options");
    let usage = |c: &mut clap::Command| {
        let u = c.render_usage().to_string();
        let u = u.trim().split_once(' ').map_or(u.as_str(), |(_, rest)| rest).trim().to_string();
        u.replace("[OPTIONS]", &options)
    };
    let root = usage(&mut cmd);
    let subs: Vec<(String, String)> =
        cmd.get_subcommands_mut().map(|s| (s.get_name().to_string(), usage(s))).collect();
    let mut cmd = cmd.override_usage(root);
    for (name, u) in subs {
        cmd = cmd.mut_subcommand(name, |s| s.override_usage(u));
    }
    cmd
}

/// The games' names as players know them: "Keltis, Pow Wow and Black Fleet".
fn game_names() -> String {
    let names: Vec<String> = REGISTRY.iter().map(|g| tr(&g.name())).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!("and-list", a = rest.join(", "), b = last.as_str()),
        _ => names.concat(),
    }
}

/// The registered ids as a list: "keltis, powwow or blackfleet".
fn game_list() -> String {
    let ids: Vec<&str> = REGISTRY.iter().map(|g| g.id()).collect();
    match ids.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!("cli-list-or", list = rest.join(", "), last = *last),
        _ => ids.join(""),
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// The table's records: games finished here, per player and game.
    Records {
        #[arg(long, value_name = "ID", help = game_help("Only this game"))]
        game: Option<String>,
        /// Print exactly one JSON object on stdout.
        #[arg(long)]
        json: bool,
        /// Count NAME's games as INTO's from now on ("bruno b" is Bruno).
        #[arg(long, num_args = 2, value_names = ["NAME", "INTO"], conflicts_with = "unmerge")]
        merge: Option<Vec<String>>,
        /// Undo the merges of NAME's player.
        #[arg(long, value_name = "NAME")]
        unmerge: Option<String>,
    },
    /// Step through a saved game, or print it as text.
    Replay {
        /// The save to replay.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Print the game record as text instead.
        #[arg(long)]
        text: bool,
    },
    /// Play bot-only games headless and print statistics.
    Simulate {
        #[arg(long, value_name = "ID", help = game_help("The game to simulate"))]
        game: String,
        /// How many games to play.
        #[arg(long, value_name = "N", default_value_t = 100)]
        games: usize,
        /// Players per game (default: the game's smallest count that is at least 3, or its maximum).
        #[arg(long, value_name = "K")]
        players: Option<usize>,
        /// First seed; game i uses seed + i.
        #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_arg, allow_hyphen_values = true)]
        seed: u64,
        /// Print exactly one JSON object on stdout.
        #[arg(long)]
        json: bool,
        /// Turn on a game option (repeatable), e.g. `--option classic` for Classic Saboteur.
        #[arg(long = "option", value_name = "NAME")]
        options: Vec<String>,
    },
    /// Play seeded bot games between levels and print each level's win share, score and speed.
    Arena {
        #[arg(long, value_name = "ID", help = game_help("The game to play"))]
        game: String,
        /// One level per seat: easy, normal, hard or random. Seats rotate from game to game.
        #[arg(long, value_name = "LEVEL,LEVEL,...", value_delimiter = ',', required = true)]
        seats: Vec<String>,
        /// How many games to play (each deal is played once per rotation of the seats).
        #[arg(long, value_name = "N", default_value_t = 1000)]
        games: usize,
        /// First seed; deal j uses seed + j.
        #[arg(long, value_name = "S", default_value_t = 1, value_parser = seed_arg, allow_hyphen_values = true)]
        seed: u64,
        /// Threads to play on (default: every core). Decision times are CPU time on one core either way.
        #[arg(long, value_name = "N", default_value_t = 0)]
        threads: usize,
        /// Print exactly one JSON object on stdout.
        #[arg(long)]
        json: bool,
        /// Turn on a game option (repeatable).
        #[arg(long = "option", value_name = "NAME")]
        options: Vec<String>,
    },
    /// Host a table over SSH: friends join from their own terminals with `ssh`.
    Serve {
        #[arg(long, value_name = "ID", help = game_help("The game to host"))]
        game: Option<String>,
        /// The seats: a name for each person, `bot` or `bot:LEVEL` for a bot.
        #[arg(long, value_name = "NAME,NAME,...", value_delimiter = ',')]
        players: Option<Vec<String>>,
        /// Seed for shuffles.
        #[arg(long, value_name = "N", value_parser = seed_arg, allow_hyphen_values = true)]
        seed: Option<u64>,
        /// Turn on a game option (repeatable).
        #[arg(long = "option", value_name = "NAME")]
        options: Vec<String>,
        /// The port to listen on.
        #[arg(long, value_name = "PORT", default_value_t = 2222)]
        port: u16,
        /// The address to listen on: 127.0.0.1 (this machine) or 0.0.0.0 (every network).
        #[arg(long, value_name = "ADDRESS", default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
        /// Host the newest unfinished autosave again.
        #[arg(long, conflicts_with_all = ["players", "options", "seed"])]
        resume: bool,
        /// Keep the last table's code (friends type the one they have).
        #[arg(long)]
        keep_code: bool,
        /// Admit only the SSH keys in this authorized_keys file (no code; nobody without a key).
        #[arg(long, value_name = "KEYFILE")]
        allow: Option<PathBuf>,
    },
}

/// `--game`'s help: what it does and the registered ids ("…: keltis, powwow or blackfleet").
fn game_help(what: &str) -> String {
    let ids: Vec<&str> = REGISTRY.iter().map(|g| g.id()).collect();
    match ids.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{what}: {} or {last}.", rest.join(", ")),
        _ => format!("{what}: {}.", ids.join("")),
    }
}

/// Runs the command line; an `Err` is one sentence for stderr (exit code 1).
pub fn run(cli: Cli) -> Result<(), Msg> {
    match cli.command {
        Some(Command::Simulate { game, games, players, seed, json, options }) => {
            return bots::simulate(&game, games, players, seed, json, &options);
        }
        Some(Command::Records { game, json, merge, unmerge }) => {
            if let Some([name, into]) = merge.as_deref() {
                return records::merge(&cli.save_dir, name, into);
            }
            if let Some(name) = unmerge {
                return records::unmerge(&cli.save_dir, &name);
            }
            return records::show(&cli.save_dir, game.as_deref(), json);
        }
        Some(Command::Replay { file, text: true }) => {
            print!("{}", registry::replay_text(REGISTRY, &file).map_err(|e| e.0)?);
            return Ok(());
        }
        Some(Command::Replay { file, text: false }) => {
            let table = registry::replay_table(REGISTRY, &file).map_err(|e| e.0)?;
            let mut app = App::new(REGISTRY, Screen::Table(table), &cli.save_dir, None);
            return crate::ui::term::run(&mut app)
                .map_err(|e| msg!("error-terminal", error = crate::engine::save::io_error(&e)));
        }
        Some(Command::Arena { game, seats, games, seed, threads, json, options }) => {
            return bots::arena(&game, &seats, games, seed, threads, json, &options);
        }
        Some(Command::Serve { game, players, seed, options, port, bind, resume, keep_code, allow }) => {
            let room = if resume {
                let path = newest_autosave(&cli.save_dir)
                    .ok_or_else(|| msg!("error-no-autosave", dir = cli.save_dir.display().to_string()))?
                    .path;
                if let Some(sentence) = crate::engine::lock::open_elsewhere(&path) {
                    return Err(sentence);
                }
                let expected = game.as_deref().map(|id| registry::game(REGISTRY, id)).transpose()?;
                registry::load_room(REGISTRY, &path, expected, &cli.save_dir).map_err(|e| e.0)?
            } else {
                let entry =
                    registry::game(REGISTRY, game.as_deref().ok_or_else(|| msg!("error-serve-game"))?)?;
                let names = players.ok_or_else(|| msg!("error-serve-players", game = entry.id()))?;
                let players = parse_players(&names)?;
                let choices = entry.choices_from(&options)?;
                let setup =
                    Setup { players: players.len(), first: None, seed: seed.unwrap_or_else(clock_seed) };
                entry.new_room(players, setup, &choices, &cli.save_dir)?
            };
            let mut cfg = crate::net::ServeConfig::new(&cli.save_dir);
            (cfg.bind, cfg.port) = (bind, port);
            if keep_code {
                cfg.code = crate::net::code::kept(&cli.save_dir).ok_or_else(|| {
                    msg!(
                        "error-serve",
                        error = t!("net-error-keep-code", dir = cli.save_dir.display().to_string())
                    )
                })?;
            }
            if let Some(file) = allow {
                cfg.allow = Some(crate::net::allow_list(&file).map_err(|e| msg!("error-serve", error = e))?);
                // The resume line names it as given, made absolute (it is run from anywhere).
                cfg.allow_file = Some(std::path::absolute(&file).unwrap_or(file));
            }
            return crate::net::serve(cfg, room).map_err(|e| msg!("error-serve", error = e));
        }
        None => {}
    }
    // The command line owns the list of games and hands it to the app.
    let games = REGISTRY;
    let game = match &cli.game {
        Some(id) => Some(registry::game(games, id)?),
        None => None,
    };
    let screen = if cli.resume || cli.load.is_some() {
        let path = match cli.load {
            Some(p) => p,
            None => {
                newest_autosave(&cli.save_dir)
                    .ok_or_else(|| msg!("error-no-autosave", dir = cli.save_dir.display().to_string()))?
                    .path
            }
        };
        // --resume must not silently open a second window on a game (--load makes a copy instead).
        if cli.resume
            && let Some(sentence) = crate::engine::lock::open_elsewhere(&path)
        {
            return Err(sentence);
        }
        let table = registry::load_table(games, &path, game, &cli.save_dir).map_err(|e| e.0)?;
        Screen::Table(table)
    } else if let Some(names) = cli.players {
        let game = game.ok_or_else(|| msg!("error-players-need-game"))?;
        let players = parse_players(&names)?;
        let choices = game.choices_from(&cli.options)?;
        let setup = Setup { players: players.len(), first: None, seed: cli.seed.unwrap_or_else(clock_seed) };
        Screen::Table(game.new_table(players, setup, &choices, &cli.save_dir)?)
    } else if let Some(game) = game {
        App::setup_at(game, &cli.save_dir)
    } else {
        App::picker(games, &cli.save_dir)
    };
    let mut app = App::new(games, screen, &cli.save_dir, cli.seed);
    crate::ui::term::run(&mut app)
        .map_err(|e| msg!("error-terminal", error = crate::engine::save::io_error(&e)))?;
    // "Host over SSH" in the setup: the same table `tavolo serve` hosts, on the port chosen there;
    // from the default one, the first free (a second table on this machine does not fail on a busy
    // port), while a port the host typed (forwarded on a router) is that port or an error.
    if let Some(hosting) = app.hosting.take() {
        let mut cfg = crate::net::ServeConfig::new(&cli.save_dir);
        if hosting.open {
            cfg.bind = std::net::IpAddr::V4(std::net::Ipv4Addr::UNSPECIFIED);
        }
        cfg.port = hosting.port;
        cfg.ports = if hosting.port == crate::ui::setup_where::DEFAULT_PORT { 10 } else { 1 };
        return crate::net::serve(cfg, hosting.room).map_err(|e| msg!("error-serve", error = e));
    }
    Ok(())
}

/// `Anna,Bruno,bot,bot:hard` → players; a bot is named after its seat, as setup names it ("Bot 3"
/// in seat 3), or the next number no player's name has. Names are checked as every table checks them ([`names`]): an empty one, one with a
/// character nobody sees, or two that are one name (Anna, anna) are refused.
pub fn parse_players(given: &[String]) -> Result<Vec<Player>, Msg> {
    let mut players: Vec<Player> = Vec::new();
    for raw in given {
        let name = raw.trim();
        players.push(if name == "bot" || name.starts_with("bot:") {
            let level = match name.strip_prefix("bot:") {
                None => BotLevel::Normal,
                Some(l) => BotLevel::parse(l).ok_or_else(|| msg!("error-bot-level", level = l))?,
            };
            // Named below, once every person's name is known.
            Player::bot(String::new(), level)
        } else {
            names::check(name)
                .map_err(|e| if e == NameError::Empty { msg!("error-empty-name") } else { e.msg() })?;
            Player::human(name)
        });
    }
    let bots: Vec<usize> = (0..players.len()).filter(|&i| players[i].is_bot()).collect();
    for b in bots {
        let taken: Vec<&str> = players.iter().map(|p| p.name.as_str()).filter(|n| !n.is_empty()).collect();
        players[b].name = names::unused(|n| t!("bot-default", n = n), b + 1, &taken);
    }
    let all: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    names::clash(&all).map_or(Ok(()), |(a, b)| Err(names::clash_msg(a, b)))?;
    Ok(players)
}

/// Why a value parser of ours refused a value, in the current language (shown after clap's
/// "invalid value"; Rust's own parse errors are not shown, they are not in the player's words).
#[derive(Debug)]
struct Refused(String);

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refused {}

/// A seed: a whole number from 0 to u64::MAX; anything else is refused with that range (a
/// negative or too large number said only "unexpected argument" or "invalid value").
fn seed_arg(s: &str) -> Result<u64, Refused> {
    s.trim().parse().map_err(|_| Refused(t!("cli-err-seed", max = u64::MAX.to_string())))
}

/// The saves folder: made when missing, refused when the path names a file (games would start
/// and then fail to save, "it already exists").
fn save_dir_arg(s: &str) -> Result<PathBuf, Refused> {
    let path = PathBuf::from(s);
    if path.exists() && !path.is_dir() {
        return Err(Refused(t!("cli-err-save-dir-file")));
    }
    Ok(path)
}
