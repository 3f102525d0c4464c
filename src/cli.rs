//! The command line: `tavolo [--game ID] [--players A,B,bot] [--seed N] [--save-dir DIR]
//! [--resume | --load FILE]`, `tavolo simulate --game ID --games N [--players K] [--seed S] [--json]`
//! and `tavolo arena --game ID --seats hard,normal,... [--games N] [--seed S] [--json]`.

use std::path::PathBuf;

use std::ffi::OsString;
use std::path::Path;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::engine::arena::{ArenaReport, parse_seats};
use crate::engine::autosave::DEFAULT_DIR;
use crate::engine::rng::clock_seed;
use crate::engine::save::newest_autosave;
use crate::engine::{BotLevel, Player, Setup};
use crate::games::REGISTRY;
use crate::i18n::{Lang, choose_lang, env_lang};
use crate::t;
use crate::ui::app::{App, Screen};
use crate::ui::registry::{self, GameEntry};

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
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// Folder for autosaves and named saves.
    #[arg(long, value_name = "DIR", default_value = "saves")]
    pub save_dir: PathBuf,

    /// Continue the newest unfinished autosave.
    #[arg(long, conflicts_with = "load")]
    pub resume: bool,

    /// Load a save file.
    #[arg(long, value_name = "FILE")]
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
    let matches = localised(Cli::command()).get_matches_from(args);
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
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
        "{}\n  tavolo                                   {}\n  tavolo --game keltis                     {}\n  tavolo --game keltis --players Anna,Bruno,bot:hard\n  tavolo --resume                          {}\n  tavolo --load saves/friday.json\n  tavolo --lang it\n  tavolo simulate --game keltis --games 1000 --players 4 --json\n  tavolo simulate --game saboteur --option classic --players 7\n  tavolo arena --game keltis --seats hard,normal,normal,normal --games 1000",
        t!("cli-examples"),
        t!("cli-ex-picker"),
        t!("cli-ex-setup"),
        t!("cli-ex-resume")
    );
    common(cmd)
        .about(t!("cli-about"))
        .long_about(t!("cli-long-about"))
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
        #[arg(long, value_name = "S", default_value_t = 1)]
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
        #[arg(long, value_name = "S", default_value_t = 1)]
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
pub fn run(cli: Cli) -> Result<(), String> {
    match cli.command {
        Some(Command::Simulate { game, games, players, seed, json, options }) => {
            return simulate(&game, games, players, seed, json, &options);
        }
        Some(Command::Arena { game, seats, games, seed, threads, json, options }) => {
            return arena(&game, &seats, games, seed, threads, json, &options);
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
                    .ok_or_else(|| t!("error-no-autosave", dir = cli.save_dir.display().to_string()))?
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
        let game = game.ok_or_else(|| t!("error-players-need-game"))?;
        let players = parse_players(&names)?;
        let choices = game.choices_from(&cli.options)?;
        let setup = Setup { players: players.len(), first: None, seed: cli.seed.unwrap_or_else(clock_seed) };
        Screen::Table(game.new_table(players, setup, &choices, &cli.save_dir)?)
    } else if let Some(game) = game {
        App::setup(game)
    } else {
        App::picker(games, &cli.save_dir)
    };
    crate::ui::term::run(App::new(games, screen, &cli.save_dir, cli.seed))
        .map_err(|e| t!("error-terminal", error = e.to_string()))
}

/// `Anna,Bruno,bot,bot:hard` → players; bots are named "Bot 1", "Bot 2"…
pub fn parse_players(names: &[String]) -> Result<Vec<Player>, String> {
    let mut bots = 0;
    let mut players: Vec<Player> = Vec::new();
    for raw in names {
        let name = raw.trim();
        let player = if name == "bot" || name.starts_with("bot:") {
            let level = match name.strip_prefix("bot:") {
                None => BotLevel::Normal,
                Some(l) => BotLevel::parse(l).ok_or_else(|| t!("error-bot-level", level = l))?,
            };
            bots += 1;
            Player::bot(t!("bot-default", n = bots), level)
        } else if name.is_empty() {
            return Err(t!("error-empty-name"));
        } else {
            Player::human(name)
        };
        if players.iter().any(|p| p.name == player.name) {
            return Err(t!("error-same-name", name = player.name.as_str()));
        }
        players.push(player);
    }
    Ok(players)
}

fn simulate(
    id: &str,
    games: usize,
    players: Option<usize>,
    seed: u64,
    json: bool,
    options: &[String],
) -> Result<(), String> {
    // Headless games need only their rules and bots, not a screen.
    let game: &dyn GameEntry = registry::game(REGISTRY, id)?;
    let choices = game.choices_from(options)?;
    let range = game.player_range(&choices);
    let players = players.unwrap_or(3.clamp(range.min, range.max));
    let report = game.simulate(players, games, seed, &choices)?;
    if json {
        println!("{}", serde_json::to_string(&report).map_err(|e| e.to_string())?);
    } else {
        println!("{} · {} games · {} players · seed {}", game.name(), report.games, players, seed);
        println!(
            "{:.2} s · {:.0} games/s · {:.1} turns a game",
            report.seconds, report.games_per_second, report.mean_turns
        );
        for s in 0..players {
            println!("  seat {}: {} wins, mean score {:.2}", s + 1, report.wins[s], report.mean_scores[s]);
        }
        for f in &report.failures {
            println!("FAILED {f}");
        }
    }
    if report.failures.is_empty() {
        Ok(())
    } else {
        Err(t!("error-games-failed", failed = report.failures.len(), games = games))
    }
}

fn arena(
    id: &str,
    seats: &[String],
    games: usize,
    seed: u64,
    threads: usize,
    json: bool,
    options: &[String],
) -> Result<(), String> {
    let game: &dyn GameEntry = registry::game(REGISTRY, id)?;
    let choices = game.choices_from(options)?;
    let lineup = parse_seats(seats)?;
    let report = game.arena(&lineup, games, seed, &choices, threads)?;
    if json {
        println!("{}", serde_json::to_string(&report).map_err(|e| e.to_string())?);
    } else {
        print!("{}", arena_text(game.name(), &report));
    }
    if report.failures.is_empty() {
        Ok(())
    } else {
        Err(t!("error-games-failed", failed = report.failures.len(), games = games))
    }
}

/// The arena report for people: one line per level, then any failures.
pub fn arena_text(name: &str, r: &ArenaReport) -> String {
    let mut out = format!(
        "{name} · {} games · seats {} (rotating) · seed {} · {:.1} s on {} threads\n",
        r.games,
        r.seats.join(","),
        r.seed,
        r.seconds,
        r.threads
    );
    out += "  level    seats  win share (95% CI)      fair   mean score  decision CPU ms p50 / p95 / max\n";
    for l in &r.levels {
        out += &format!(
            "  {:<8} {:>5}  {:>5.1}% ({:>4.1}–{:>4.1}%)   {:>5.1}%  {:>10.2}  {:.3} / {:.3} / {:.3}\n",
            l.level,
            l.seats,
            100.0 * l.win_share,
            100.0 * l.ci95[0],
            100.0 * l.ci95[1],
            100.0 * l.fair_share,
            l.mean_score,
            l.decision_ms.p50,
            l.decision_ms.p95,
            l.decision_ms.max
        );
    }
    if r.game == "saboteur" {
        // A team game: a seat's gold after three rounds mixes its team's luck with its own play.
        out += "  Saboteur is a team game: the win share is the richest seat after three rounds, not\n";
        out += "  how often a level's side wins a round; for per-role round wins with 95% intervals run\n";
        out += "  cargo test --release --lib -- --ignored saboteur_hard_round_wins --nocapture\n";
    }
    for f in &r.failures {
        out += &format!("FAILED {f}\n");
    }
    out
}
