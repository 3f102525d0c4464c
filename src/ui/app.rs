//! The app: picker → setup → game table → score → picker, and "continue a saved game".

use crate::ui::keys::Keys;
use std::path::{Path, PathBuf};
use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;

use super::help::{Help, tavolo_help};
use super::picker::{Choice, Picker};
use super::records::{RecordsChoice, RecordsScreen};
use super::saves::{SavesChoice, SavesList};
use super::setup::{SetupDone, SetupForm, Where};
use super::widgets::{self, Hint, hint};
use super::{MIN_HEIGHT, MIN_WIDTH};
use crate::catalog::{self as registry, GameEntry, Registry};
use crate::engine::Setup;
use crate::engine::rng::clock_seed;
use crate::engine::save::{io_error, list_saves};
use crate::i18n::{Msg, tr};
use crate::table_core::{Table, TableExit};
use crate::{msg, t};

pub enum Screen {
    Picker(Picker),
    Saves(SavesList),
    Records(RecordsScreen),
    Setup(Box<SetupForm>),
    Table(Box<dyn Table>),
}

/// A table set up in the picker to be hosted over SSH: the app closes and `serve` takes the
/// terminal over.
pub struct Hosting {
    pub room: Box<dyn crate::table_core::room::Room>,
    /// Open to the network (every interface), not only to this computer.
    pub open: bool,
    /// The port chosen in setup (the default one: the first free from it).
    pub port: u16,
}

pub struct App {
    /// The games on offer, handed in by whoever owns the list.
    pub games: Registry,
    pub screen: Screen,
    pub save_dir: PathBuf,
    /// `--seed`: used for the first game started.
    pub seed: Option<u64>,
    /// The message line, rendered when drawn (the picker may change the language under it).
    pub message: Option<Msg>,
    pub quit: bool,
    /// Set when the player chose to host the game just set up (the app then quits).
    pub hosting: Option<Hosting>,
    /// The help overlay opened from the picker, saves or setup: (scroll, title, text).
    help: Option<(Help, String, &'static str)>,
    /// The terminal's size at the last draw: below 80×24 only q acts, since the screen other keys
    /// would act on is not shown.
    size: Option<(u16, u16)>,
    /// What the last key said on the "please enlarge" screen (forgotten once a screen is shown).
    small_said: Option<Msg>,
    /// The table a replay was opened from (its score screen): Esc in the replay goes back to it.
    behind: Option<Box<dyn Table>>,
    /// Wakes the event loop when a bot's move is decided (bots think on a worker).
    waker: Option<crate::table_core::Waker>,
}

impl App {
    pub fn new(games: Registry, screen: Screen, save_dir: &Path, seed: Option<u64>) -> Self {
        App {
            games,
            screen,
            save_dir: save_dir.to_path_buf(),
            seed,
            message: None,
            quit: false,
            hosting: None,
            help: None,
            size: None,
            small_said: None,
            behind: None,
            waker: None,
        }
    }

    /// Bots' results wake the event loop through `waker`: the table of now and every later one.
    pub fn set_waker(&mut self, waker: crate::table_core::Waker) {
        if let Screen::Table(t) = &mut self.screen {
            t.set_waker(waker.clone());
        }
        self.waker = Some(waker);
    }

    /// The picker, on the game started last from it (remembered beside the saves).
    pub fn picker(games: Registry, save_dir: &Path) -> Screen {
        let last = crate::i18n::remembered(save_dir, "game");
        let cursor = last.and_then(|id| games.iter().position(|g| g.id() == id)).unwrap_or(0);
        Screen::Picker(Picker { games, cursor, saves: list_saves(save_dir).len() })
    }

    pub fn setup(game: &'static dyn GameEntry) -> Screen {
        Screen::Setup(Box::new(SetupForm::new(game)))
    }

    /// Setup with the people of the last game set up from this save folder in its seats.
    pub fn setup_at(game: &'static dyn GameEntry, save_dir: &Path) -> Screen {
        let names = crate::i18n::remembered(save_dir, "names").unwrap_or_default();
        let names: Vec<String> = names.lines().map(str::to_string).collect();
        Screen::Setup(Box::new(SetupForm::new(game).with_names(&names)))
    }

    pub fn draw(&mut self, f: &mut Frame) {
        let area = f.area();
        self.size = Some((area.width, area.height));
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            let said = self.small_said.as_ref().map(tr);
            widgets::too_small_with(f, area, &small_hints(), said.as_deref());
            return;
        }
        self.small_said = None;
        let msg = self.message.as_ref().map(tr);
        let msg = msg.as_deref();
        match &mut self.screen {
            Screen::Picker(p) => p.draw(f, area, msg),
            Screen::Saves(s) => s.draw(f, area, msg),
            Screen::Records(r) => r.draw(f, area, msg),
            Screen::Setup(s) => s.draw(f, area, msg),
            Screen::Table(t) => t.draw(f, area),
        }
        if let Some((help, title, text)) = &mut self.help {
            help.draw_titled(f, area, title, text);
        }
    }

    /// `?` outside a game: the rules of the game under the cursor or being set up; on "Continue a
    /// saved game" and in the saves list, what Tavolo itself does.
    fn open_help(&mut self) {
        let game = match &self.screen {
            Screen::Picker(p) => p.game(),
            Screen::Setup(s) => Some(s.game),
            Screen::Saves(_) | Screen::Records(_) | Screen::Table(_) => None,
        };
        // The page starts with this screen's commands, from the list its bar and dispatch use.
        let page = Help::over(self.hints().unwrap_or_default());
        self.help = Some(match game {
            Some(g) => (page, t!("help-title-rules", game = g.name()), g.help()),
            None => (page, t!("help-title-tavolo"), tavolo_help()),
        });
    }

    /// The keys the screen outside a game table takes now, as its bar lists them; any other is
    /// refused, saying so. `None` at a table, which lists and refuses its own.
    pub fn hints(&self) -> Option<Vec<Hint>> {
        match &self.screen {
            Screen::Picker(p) => Some(p.hints()),
            Screen::Saves(s) => Some(s.hints()),
            Screen::Records(r) => Some(r.hints()),
            Screen::Setup(s) => Some(s.hints()),
            Screen::Table(_) => None,
        }
    }

    /// Whether the last draw was too small for any screen.
    fn too_small(&self) -> bool {
        self.size.is_some_and(|(w, h)| w < MIN_WIDTH || h < MIN_HEIGHT)
    }

    pub fn deadline(&self) -> Option<Instant> {
        match &self.screen {
            Screen::Table(t) => t.deadline(),
            _ => None,
        }
    }

    /// The line to print when the app closes on a game table (see [`super::Table::farewell`]).
    pub fn farewell(&mut self) -> Option<Result<Msg, Msg>> {
        match &mut self.screen {
            Screen::Table(t) => t.farewell(),
            _ => None,
        }
    }

    pub fn on_timer(&mut self, now: Instant) {
        if let Screen::Table(t) = &mut self.screen {
            t.on_timer(now);
        }
    }

    /// `at` is when the input thread read the key.
    pub fn key(&mut self, key: KeyEvent, at: Instant) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        if self.too_small() {
            // Only "please enlarge" is on screen: a key must not act on what nobody sees. q leaves
            // as it does from the picker (a game table is saved by the farewell).
            if widgets::takes(&small_hints(), &key) {
                self.quit = true;
            } else {
                self.small_said = Some(msg!("too-small-key"));
            }
            return;
        }
        if let Some((help, ..)) = &mut self.help {
            if help.key(key) == super::help::Paged::Close {
                self.help = None;
            }
            return;
        }
        if let Some(hints) = self.hints() {
            let refused = msg!("table-key-does-nothing");
            if !widgets::takes(&hints, &key) {
                self.message = Some(refused);
                return;
            }
            // A key that works replaces what the message line said about the last one.
            if self.message.as_ref() == Some(&refused) {
                self.message = None;
            }
        }
        let mut replaying = false;
        let next = match &mut self.screen {
            Screen::Picker(_) => self.picker_key(key),
            Screen::Saves(_) => self.saves_key(key),
            Screen::Records(_) => self.records_key(key),
            Screen::Setup(_) => self.setup_key(key),
            Screen::Table(t) => match t.key(key, at) {
                TableExit::Stay => None,
                TableExit::Quit => {
                    self.quit = true;
                    None
                }
                // A replay opened from the score goes back to it.
                TableExit::ToPicker => match self.behind.take() {
                    Some(table) => Some(Screen::Table(table)),
                    None => Some(App::picker(self.games, &self.save_dir)),
                },
                TableExit::Replay => {
                    replaying = true;
                    t.replay().map(Screen::Table)
                }
            },
        };
        if let Some(mut screen) = next {
            if let (Screen::Table(t), Some(w)) = (&mut screen, &self.waker) {
                t.set_waker(w.clone());
            }
            let was = std::mem::replace(&mut self.screen, screen);
            // The score screen waits behind its replay.
            if let (true, Screen::Table(table)) = (replaying, was) {
                self.behind = Some(table);
            }
            self.message = None;
        }
    }

    /// A key on the picker; the screen to go to, if any.
    fn picker_key(&mut self, key: KeyEvent) -> Option<Screen> {
        let Screen::Picker(p) = &mut self.screen else { return None };
        match p.key(key) {
            Choice::None => {}
            Choice::Help => self.open_help(),
            Choice::Quit => self.quit = true,
            Choice::Say(m) => self.message = Some(m),
            Choice::Lang(l) => {
                crate::i18n::set_lang(l);
                self.message = Some(match crate::i18n::save_setting(&self.save_dir, l) {
                    Ok(()) => msg!("picker-language-saved"),
                    Err(e) => msg!("picker-language-not-saved", error = io_error(&e)),
                });
            }
            Choice::Records => {
                let (screen, said) = RecordsScreen::new(self.games, self.save_dir.clone());
                self.message = said;
                return Some(Screen::Records(screen));
            }
            Choice::Saves => {
                let saves = list_saves(&self.save_dir);
                return Some(Screen::Saves(SavesList::new(self.games, saves)));
            }
            Choice::Game(id) => {
                return registry::find(self.games, id).map(|g| App::setup_at(g, &self.save_dir));
            }
        }
        None
    }

    /// A key on the list of saves; the screen to go to, if any.
    fn saves_key(&mut self, key: KeyEvent) -> Option<Screen> {
        let Screen::Saves(s) = &mut self.screen else { return None };
        match s.key(key) {
            SavesChoice::None => None,
            SavesChoice::Help => {
                self.open_help();
                None
            }
            SavesChoice::Back => Some(App::picker(self.games, &self.save_dir)),
            SavesChoice::Delete(path) => {
                self.message = Some(crate::engine::save::delete_save(&path));
                s.reload(crate::engine::save::list_saves(&self.save_dir));
                None
            }
            SavesChoice::Replay(path) => {
                let table = registry::replay_table(self.games, &path);
                self.table_or_say(table)
            }
            SavesChoice::Load(path) => {
                let table = registry::load_table(self.games, &path, None, &self.save_dir);
                self.table_or_say(table)
            }
        }
    }

    /// A table opened from a save, or the sentence that says why it could not be.
    fn table_or_say(&mut self, table: Result<Box<dyn Table>, crate::engine::SaveError>) -> Option<Screen> {
        match table {
            Ok(t) => Some(Screen::Table(t)),
            Err(e) => {
                self.message = Some(e.0);
                None
            }
        }
    }

    /// A key on the Records screen; the screen to go to, if any.
    fn records_key(&mut self, key: KeyEvent) -> Option<Screen> {
        let Screen::Records(r) = &mut self.screen else { return None };
        match r.key(key) {
            RecordsChoice::None => None,
            RecordsChoice::Help => {
                self.open_help();
                None
            }
            RecordsChoice::Say(m) => {
                self.message = Some(m);
                None
            }
            RecordsChoice::Back => Some(App::picker(self.games, &self.save_dir)),
        }
    }

    /// A key on the setup form; the screen to go to, if any (a hosted table leaves the app).
    fn setup_key(&mut self, key: KeyEvent) -> Option<Screen> {
        let Screen::Setup(form) = &mut self.screen else { return None };
        match form.key(key) {
            SetupDone::None => None,
            SetupDone::Help => {
                self.open_help();
                None
            }
            SetupDone::Back => Some(App::picker(self.games, &self.save_dir)),
            SetupDone::Say(m) => {
                self.message = Some(m);
                None
            }
            SetupDone::Start => self.start_game(),
        }
    }

    /// Start the game the setup form describes: on this laptop, or hosted (the app then closes
    /// and the caller serves the room).
    fn start_game(&mut self) -> Option<Screen> {
        let Screen::Setup(form) = &mut self.screen else { return None };
        let players = form.players();
        // The people at this table, for the next setup (bots belong to this game's setup only).
        let people: Vec<&str> = players.iter().filter(|p| !p.is_bot()).map(|p| p.name.as_str()).collect();
        // The next picker opens on this game. Not being able to write these costs nothing more.
        let _ = crate::i18n::remember(&self.save_dir, "names", &people.join("\n"));
        let _ = crate::i18n::remember(&self.save_dir, "game", form.game.id());
        let seed = self.seed.take().unwrap_or_else(clock_seed);
        let setup = Setup { players: players.len(), first: form.first, seed };
        let game = form.game;
        let started = match form.place {
            Where::Laptop => {
                game.new_table(players, setup, &form.choices, &self.save_dir).map(Screen::Table).map(Some)
            }
            Where::Ssh { open } => game.new_room(players, setup, &form.choices, &self.save_dir).map(|room| {
                let port = crate::ui::setup_where::port_ok(form.port)
                    .unwrap_or(crate::ui::setup_where::DEFAULT_PORT);
                self.hosting = Some(Hosting { room, open, port });
                self.quit = true;
                None
            }),
        };
        match started {
            Ok(screen) => screen,
            Err(e) => {
                self.message = Some(e);
                None
            }
        }
    }
}

/// The keys of the "please enlarge" screen.
fn small_hints() -> Vec<Hint> {
    vec![hint(Keys::ch('q'), &t!("hint-quit"))]
}
