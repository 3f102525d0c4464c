//! The app: picker → setup → game table → score → picker, and "continue a saved game".

use std::path::{Path, PathBuf};
use std::time::Instant;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Frame;

use super::help::Help;
use super::picker::{Choice, Picker};
use super::saves::{SavesChoice, SavesList};
use super::setup::{SetupDone, SetupForm};
use super::{MIN_HEIGHT, MIN_WIDTH, Table, TableExit, widgets};
use crate::engine::rng::clock_seed;
use crate::engine::save::list_saves;
use crate::engine::{GAMES, GameInfo, Setup};
use crate::games;

pub enum Screen {
    Picker(Picker),
    Saves(SavesList),
    Setup(SetupForm),
    Table(Box<dyn Table>),
}

pub struct App {
    pub screen: Screen,
    pub save_dir: PathBuf,
    /// `--seed`: used for the first game started.
    pub seed: Option<u64>,
    pub message: Option<String>,
    pub quit: bool,
    /// The rules overlay opened from the picker or setup: (scroll, game name, text).
    help: Option<(Help, &'static str, &'static str)>,
}

impl App {
    pub fn new(screen: Screen, save_dir: &Path, seed: Option<u64>) -> Self {
        App { screen, save_dir: save_dir.to_path_buf(), seed, message: None, quit: false, help: None }
    }

    pub fn picker(save_dir: &Path) -> Screen {
        Screen::Picker(Picker { cursor: 0, saves: list_saves(save_dir).len() })
    }

    pub fn setup(game: &'static GameInfo) -> Screen {
        Screen::Setup(SetupForm::new(game))
    }

    pub fn draw(&mut self, f: &mut Frame) {
        let area = f.area();
        if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
            widgets::too_small(f, area);
            return;
        }
        let msg = self.message.as_deref();
        match &mut self.screen {
            Screen::Picker(p) => p.draw(f, area, msg),
            Screen::Saves(s) => s.draw(f, area, msg),
            Screen::Setup(s) => s.draw(f, area, msg),
            Screen::Table(t) => t.draw(f, area),
        }
        if let Some((help, name, text)) = &mut self.help {
            help.draw(f, area, name, text);
        }
    }

    /// `?` outside a game: the rules of the game under the cursor or being set up.
    fn open_help(&mut self) {
        let id = match &self.screen {
            Screen::Picker(p) => GAMES.get(p.cursor).map(|g| g.id),
            Screen::Setup(s) => Some(s.game.id),
            _ => None,
        };
        match id.and_then(games::help) {
            Some((name, text)) => self.help = Some((Help::default(), name, text)),
            None => self.message = Some("Choose a game that is available to read its rules.".into()),
        }
    }

    pub fn deadline(&self) -> Option<Instant> {
        match &self.screen {
            Screen::Table(t) => t.deadline(),
            _ => None,
        }
    }

    /// The line to print when the app closes on a game table (see [`super::Table::farewell`]).
    pub fn farewell(&mut self) -> Option<Result<String, String>> {
        match &mut self.screen {
            Screen::Table(t) => t.farewell(),
            _ => None,
        }
    }

    pub fn on_timer(&mut self) {
        if let Screen::Table(t) = &mut self.screen {
            t.on_timer();
        }
    }

    /// `at` is when the input thread read the key.
    pub fn key(&mut self, key: KeyEvent, at: Instant) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        if let Some((help, ..)) = &mut self.help {
            if !help.key(key) {
                self.help = None;
            }
            return;
        }
        let testing = matches!(&self.screen, Screen::Setup(s) if s.testing());
        if key.code == KeyCode::Char('?')
            && !testing
            && matches!(self.screen, Screen::Picker(_) | Screen::Setup(_))
        {
            self.open_help();
            return;
        }
        let mut next = None;
        match &mut self.screen {
            Screen::Picker(p) => match p.key(key) {
                Choice::None => {}
                Choice::Quit => self.quit = true,
                Choice::Say(m) => self.message = Some(m),
                Choice::Saves => {
                    next = Some(Screen::Saves(SavesList { saves: list_saves(&self.save_dir), cursor: 0 }))
                }
                Choice::Game(id) => next = GameInfo::find(id).map(App::setup),
            },
            Screen::Saves(s) => match s.key(key) {
                SavesChoice::None => {}
                SavesChoice::Back => next = Some(App::picker(&self.save_dir)),
                SavesChoice::Load(path) => match games::load_table(&path, None, &self.save_dir) {
                    Ok(t) => next = Some(Screen::Table(t)),
                    Err(e) => self.message = Some(e.0),
                },
            },
            Screen::Setup(form) => match form.key(key) {
                SetupDone::None => {}
                SetupDone::Back => next = Some(App::picker(&self.save_dir)),
                SetupDone::Say(m) => self.message = Some(m),
                SetupDone::Start => {
                    let players = form.players();
                    let setup = Setup {
                        players: players.len(),
                        first: form.first,
                        seed: self.seed.take().unwrap_or_else(clock_seed),
                    };
                    match games::new_table(form.game.id, players, setup, &form.choices, &self.save_dir) {
                        Ok(t) => next = Some(Screen::Table(t)),
                        Err(e) => self.message = Some(e),
                    }
                }
            },
            Screen::Table(t) => match t.key(key, at) {
                TableExit::Stay => {}
                TableExit::Quit => self.quit = true,
                TableExit::ToPicker => next = Some(App::picker(&self.save_dir)),
            },
        }
        if let Some(screen) = next {
            self.screen = screen;
            self.message = None;
        }
    }
}
