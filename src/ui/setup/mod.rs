//! New-game setup: number of players, names, human or bot (with level), the start player, the game's
//! options and, for shared-keyboard games, each seat's keys with a key test. Typing names shows no
//! cards; the start player is drawn later on a public screen.

use crate::ui::keys::{self, Keys};
use crossterm::event::{KeyCode, KeyEvent};

use super::command::{self, Command};
use super::setup_spec::{SetupChoices, SetupSpec};
use super::widgets::Hint;
use crate::catalog::GameEntry;
use crate::engine::names::{self, NameError};
use crate::engine::{BotLevel, Player, Seat};
use crate::t;
pub use crate::ui::setup_where::Where;
use crate::ui::setup_where::{DEFAULT_PORT, PORTS, port_ok, step_port, type_digit};

mod draw;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Row {
    Players,
    Seat(usize),
    First,
    Toggle(usize),
    Setting(usize),
    /// The coach (`h`) on or off.
    Hints,
    Where,
    /// The port of a hosted table.
    Port,
    KeyTest,
    Start,
}

#[derive(Debug, Clone)]
pub struct SetupForm {
    pub game: &'static dyn GameEntry,
    pub seats: Vec<Player>,
    /// `None`: draw the start player at random.
    pub first: Option<Seat>,
    pub choices: SetupChoices,
    pub place: Where,
    /// The port a hosted table listens on, as typed (checked when it starts).
    pub port: u32,
    spec: SetupSpec,
    /// Index into the current rows.
    row: usize,
    /// The key test: keys pressed since it opened.
    testing: Option<Vec<char>>,
}

pub enum SetupDone {
    None,
    Start,
    Back,
    Say(crate::i18n::Msg),
    /// The help page (the game's rules).
    Help,
}

/// What a setup key does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Does {
    /// ↑↓ Tab Shift-Tab between the fields.
    Field,
    /// ←→ change the field's value.
    Change,
    /// Type into a seat's name.
    Type,
    /// Type a digit of the port.
    Digit,
    Erase,
    /// PgUp PgDn a seat's key group or per-seat option.
    SeatOption,
    /// Enter: start (or host), or open the key test.
    Go,
    Help,
    Back,
    /// In the key test: a seat's key lights up.
    Test,
    /// In the key test: clear what was lit.
    Clear,
}

impl SetupForm {
    pub fn new(game: &'static dyn GameEntry) -> Self {
        let spec = game.setup_spec();
        let choices = game.default_choices();
        let range = game.player_range(&choices);
        let n = 3.clamp(range.min, range.max);
        let mut f = SetupForm {
            game,
            seats: Vec::new(),
            first: None,
            choices,
            place: Where::Laptop,
            port: DEFAULT_PORT.into(),
            spec,
            row: 0,
            testing: None,
        };
        f.resize(n);
        f
    }

    /// Fills the seats with the people of the last game set up at this table (remembered beside
    /// the saves): as many seats as they were, within this game's range.
    pub fn with_names(mut self, names: &[String]) -> Self {
        let range = self.game.player_range(&self.choices);
        let names: Vec<&String> = names.iter().filter(|n| names::check(n).is_ok()).take(range.max).collect();
        if names.len() > self.n() {
            self.resize(names.len().clamp(range.min, range.max));
        }
        for (seat, name) in names.into_iter().enumerate() {
            self.seats[seat] = Player::human(name.clone());
        }
        self
    }

    fn rows(&self) -> Vec<Row> {
        let mut rows = vec![Row::Players];
        rows.extend((0..self.n()).map(Row::Seat));
        rows.push(Row::First);
        rows.extend((0..self.spec.toggles.len()).map(Row::Toggle));
        rows.extend((0..self.spec.settings.len()).map(Row::Setting));
        if self.game.coach() {
            rows.push(Row::Hints);
        }
        rows.push(Row::Where);
        if self.place != Where::Laptop {
            rows.push(Row::Port);
        }
        if self.shared_keyboard() {
            rows.push(Row::KeyTest);
        }
        rows.push(Row::Start);
        rows
    }

    fn resize(&mut self, n: usize) {
        while self.seats.len() < n {
            let i = self.seats.len() + 1;
            let name = self.default_name(i - 1, None);
            self.seats.push(Player::human(name));
        }
        self.seats.truncate(n);
        if self.first.is_some_and(|s| s >= n) {
            self.first = None;
        }
        if !self.spec.key_groups.is_empty() {
            self.choices.keys = (0..n).collect();
        }
        self.choices.seat_options.resize(n, 0);
    }

    /// Whether seats share this keyboard and so need key groups (a real-time game on the laptop).
    fn shared_keyboard(&self) -> bool {
        !self.spec.key_groups.is_empty() && self.place == Where::Laptop
    }

    fn n(&self) -> usize {
        self.seats.len()
    }

    /// Human, then bot easy / normal / hard, cycling; a default name follows ("Player 3" ↔ "Bot 3").
    fn cycle_kind(&mut self, seat: usize, forward: bool) {
        let kinds: [Option<BotLevel>; 4] =
            [None, Some(BotLevel::Easy), Some(BotLevel::Normal), Some(BotLevel::Hard)];
        let i = kinds.iter().position(|k| *k == self.seats[seat].bot).unwrap_or(0);
        let next = if forward { (i + 1) % 4 } else { (i + 3) % 4 };
        let was_bot = self.seats[seat].bot.is_some();
        self.seats[seat].bot = kinds[next];
        if kinds[next].is_some() != was_bot && names::is_placeholder(&self.seats[seat].name) {
            self.seats[seat].name = self.default_name(seat, kinds[next]);
        }
    }

    /// "Player 3" or "Bot 3" for `seat` (a bot when `bot`), or the next number no other seat's
    /// name has: a name setup makes up never takes one a player typed.
    fn default_name(&self, seat: usize, bot: Option<BotLevel>) -> String {
        let others: Vec<&str> =
            self.seats.iter().enumerate().filter(|(s, _)| *s != seat).map(|(_, p)| p.name.as_str()).collect();
        let make =
            |n: usize| if bot.is_some() { t!("bot-default", n = n) } else { t!("player-default", n = n) };
        names::unused(make, seat + 1, &others)
    }

    /// Gives `seat` the next key group no other seat uses.
    fn cycle_keys(&mut self, seat: usize, forward: bool) {
        let groups = self.spec.key_groups.len();
        let mut g = self.choices.keys[seat];
        for _ in 0..groups {
            g = if forward { (g + 1) % groups } else { (g + groups - 1) % groups };
            if !self.choices.keys.iter().enumerate().any(|(s, k)| s != seat && *k == g) {
                self.choices.keys[seat] = g;
                return;
            }
        }
    }

    /// Every seat has a name a player can read, and no two are one name (Anna, ANNA): else the
    /// sentence that says which, and the game does not start.
    pub fn validate(&self) -> Result<(), crate::i18n::Msg> {
        for (i, p) in self.seats.iter().enumerate() {
            match names::check(&p.name) {
                Err(NameError::Empty) => return Err(crate::msg!("setup-needs-name", n = i + 1)),
                Err(e) => return Err(e.msg()),
                Ok(()) => {}
            }
        }
        let all: Vec<&str> = self.seats.iter().map(|p| p.name.as_str()).collect();
        names::clash(&all).map_or(Ok(()), |(a, b)| Err(names::clash_msg(a, b)))?;
        if self.place != Where::Laptop && port_ok(self.port).is_none() {
            return Err(crate::msg!(
                "setup-port-range",
                low = PORTS.start().to_string(),
                high = PORTS.end().to_string()
            ));
        }
        Ok(())
    }

    pub fn players(&self) -> Vec<Player> {
        self.seats
            .iter()
            .map(|p| Player { name: p.name.trim().to_string(), bot: p.bot, ..Player::human("") })
            .collect()
    }

    pub fn key(&mut self, key: KeyEvent) -> SetupDone {
        let Some(does) = command::find(&self.commands(), &key) else { return SetupDone::None };
        if let Some(pressed) = &mut self.testing {
            match (does, key.code) {
                (Does::Back, _) => self.testing = None,
                (Does::Clear, _) => pressed.clear(),
                (Does::Test, KeyCode::Char(c)) if !pressed.contains(&c.to_ascii_lowercase()) => {
                    pressed.push(c.to_ascii_lowercase())
                }
                _ => {}
            }
            return SetupDone::None;
        }
        let rows = self.rows();
        self.row = self.row.min(rows.len() - 1);
        let n = self.n();
        let range = self.game.player_range(&self.choices);
        let (lo, hi) = (range.min, range.max);
        match (does, rows[self.row]) {
            (Does::Back, _) => return SetupDone::Back,
            (Does::Help, _) => return SetupDone::Help,
            (Does::Field, _) if matches!(key.code, KeyCode::Up | KeyCode::BackTab) => {
                self.row = (self.row + rows.len() - 1) % rows.len()
            }
            (Does::Field, _) => self.row = (self.row + 1) % rows.len(),
            (Does::Go, Row::KeyTest) => self.testing = Some(Vec::new()),
            (Does::Go, _) => {
                return match self.validate() {
                    Ok(()) => SetupDone::Start,
                    Err(e) => SetupDone::Say(e),
                };
            }
            (Does::Change, row) => {
                let fwd = key.code == KeyCode::Right;
                match row {
                    Row::Players => {
                        let m = if fwd { (n + 1).min(hi) } else { n.saturating_sub(1).max(lo) };
                        self.resize(m);
                    }
                    Row::Seat(s) => self.cycle_kind(s, fwd),
                    Row::First if self.game.start_rule().is_some() => {}
                    Row::First => {
                        let opts: Vec<Option<Seat>> = std::iter::once(None).chain((0..n).map(Some)).collect();
                        let i = opts.iter().position(|o| *o == self.first).unwrap_or(0);
                        let len = opts.len();
                        self.first = opts[if fwd { (i + 1) % len } else { (i + len - 1) % len }];
                    }
                    Row::Toggle(t) => {
                        self.choices.toggles[t] = !self.choices.toggles[t];
                        // A mode may allow other player counts (Classic Saboteur: 3–10).
                        let range = self.game.player_range(&self.choices);
                        self.resize(n.clamp(range.min, range.max));
                    }
                    Row::Setting(i) => {
                        let k = self.spec.settings[i].values.len();
                        let v = self.choices.setting(&self.spec, i);
                        let all = (0..self.spec.settings.len()).map(|j| self.choices.setting(&self.spec, j));
                        self.choices.settings = all.collect();
                        self.choices.settings[i] = if fwd { (v + 1) % k } else { (v + k - 1) % k };
                    }
                    Row::Hints => self.choices.hints = !self.choices.hints,
                    Row::Where => {
                        let all = Where::ALL;
                        let i = all.iter().position(|w| *w == self.place).unwrap_or(0);
                        self.place =
                            all[if fwd { (i + 1) % all.len() } else { (i + all.len() - 1) % all.len() }];
                    }
                    Row::Port => self.port = step_port(self.port, fwd),
                    Row::KeyTest | Row::Start => {}
                }
                // A change may add or remove rows above (seats, the key test): the cursor stays
                // on the row it changed.
                if let Some(i) = self.rows().iter().position(|r| *r == row) {
                    self.row = i;
                }
            }
            (Does::SeatOption, Row::Seat(s)) if self.shared_keyboard() => {
                self.cycle_keys(s, key.code == KeyCode::PageDown);
            }
            (Does::SeatOption, Row::Seat(s)) if !self.spec.seat_options.is_empty() => {
                let k = self.spec.seat_options.len();
                let o = &mut self.choices.seat_options[s];
                *o = if key.code == KeyCode::PageDown { (*o + 1) % k } else { (*o + k - 1) % k };
            }
            (Does::Erase, Row::Seat(s)) => {
                self.seats[s].name.pop();
            }
            (Does::Erase, Row::Port) => self.port /= 10,
            (Does::Digit, Row::Port) => {
                let KeyCode::Char(c) = key.code else { return SetupDone::None };
                self.port = type_digit(self.port, c.to_digit(10).unwrap_or(0));
            }
            (Does::Type, Row::Seat(s)) => {
                let KeyCode::Char(c) = key.code else { return SetupDone::None };
                let name = &mut self.seats[s].name;
                if names::is_placeholder(name) {
                    name.clear(); // typing replaces the default name
                }
                if name.chars().count() < 16 {
                    name.push(c);
                }
            }
            _ => {}
        }
        SetupDone::None
    }

    /// The keys that work now, on the row the cursor is on, each with what it does: the bar and
    /// `?` list them, `key` runs them, and the app refuses any other. In the key test, the seats'
    /// keys, clearing once one is lit, and back.
    fn commands(&self) -> Vec<Command<Does>> {
        if let Some(pressed) = &self.testing {
            // Any character: one of no seat's group is shown as such (another keyboard layout).
            let mut c = vec![Command::new(
                Keys::typing().except('?').shown_as(t!("key-keys")),
                &t!("hint-press-them"),
                Does::Test,
            )];
            if !pressed.is_empty() {
                c.push(Command::new(keys::backspace(), &t!("hint-clear"), Does::Clear));
            }
            c.push(Command::new(keys::esc().and(keys::enter()), &t!("hint-back"), Does::Back));
            return c;
        }
        let rows = self.rows();
        let row = rows[self.row.min(rows.len() - 1)];
        let fields = keys::up_down().and(keys::tab()).and(keys::back_tab());
        let mut c = vec![Command::new(fields, &t!("hint-field"), Does::Field)];
        if let Some(keys) = self.change_keys(row) {
            c.push(Command::new(keys, &t!("hint-change"), Does::Change));
        }
        if let Row::Seat(s) = row {
            let name = &self.seats[s].name;
            if names::is_placeholder(name) || name.chars().count() < 16 {
                // Every character but `?`, the rules key of this screen too.
                c.push(Command::new(Keys::typing().except('?'), &t!("hint-a-name"), Does::Type));
            }
            if !name.is_empty() {
                c.push(Command::new(keys::backspace(), &t!("hint-erase"), Does::Erase));
            }
            if self.shared_keyboard() {
                if self.free_key_group(s) && !self.seats[s].is_bot() {
                    c.push(Command::new(keys::pages(), &t!("hint-seat-keys"), Does::SeatOption));
                }
            } else if self.spec.seat_options.len() > 1 {
                c.push(Command::new(keys::pages(), &t!("hint-seat-option"), Does::SeatOption));
            }
        }
        if row == Row::Port {
            c.push(Command::new(Keys::range('0', '9'), &t!("hint-port-digits"), Does::Digit));
            if self.port > 0 {
                c.push(Command::new(keys::backspace(), &t!("hint-erase"), Does::Erase));
            }
        }
        let enter = match row {
            Row::KeyTest => t!("hint-key-test"),
            _ if self.place == Where::Laptop => t!("hint-start"),
            _ => t!("hint-host"),
        };
        c.extend([
            Command::new(keys::enter(), &enter, Does::Go),
            Command::new(keys::rules(), &t!("hint-rules"), Does::Help),
            Command::new(keys::esc(), &t!("hint-back"), Does::Back),
        ]);
        c
    }

    pub fn hints(&self) -> Vec<Hint> {
        command::hints(&self.commands())
    }

    /// Which of ← and → change `row` now: none on a row with nothing to choose, one at either end
    /// of the player count.
    fn change_keys(&self, row: Row) -> Option<Keys> {
        match row {
            Row::Players => {
                let range = self.game.player_range(&self.choices);
                match (self.n() > range.min, self.n() < range.max) {
                    (true, true) => Some(keys::left_right()),
                    (true, false) => Some(Keys::key(KeyCode::Left)),
                    (false, true) => Some(Keys::key(KeyCode::Right)),
                    (false, false) => None,
                }
            }
            Row::First if self.game.start_rule().is_some() => None,
            Row::Setting(i) if self.spec.settings[i].values.len() < 2 => None,
            Row::Seat(_)
            | Row::First
            | Row::Toggle(_)
            | Row::Setting(_)
            | Row::Hints
            | Row::Where
            | Row::Port => Some(keys::left_right()),
            Row::KeyTest | Row::Start => None,
        }
    }

    /// Whether a key group no other seat uses is left for `seat` to change to.
    fn free_key_group(&self, seat: usize) -> bool {
        let keys = &self.choices.keys;
        (0..self.spec.key_groups.len())
            .any(|g| g != keys[seat] && !keys.iter().enumerate().any(|(s, k)| s != seat && *k == g))
    }

    /// Whether the key test is open (then every key belongs to it).
    pub fn testing(&self) -> bool {
        self.testing.is_some()
    }
}
