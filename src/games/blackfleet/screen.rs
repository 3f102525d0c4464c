//! The Black Fleet table: the sea map (three characters a square: sea, land, ports, beaches with
//! their value, lairs; ships as seat number + M/P + cargo, navy ships NY/NP), a panel with every
//! port's supply and prices and every player's doubloons and cards, the viewer's own cards, and the
//! turn: a ship chosen with m/p/n/o gets a cursor over the squares it can reach (highlighted), and
//! every other decision is a menu of sentences; `i` shows every player's cards with their texts.
//! Drawn from the viewer's view only.

use std::collections::HashSet;

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};

use super::actions::sale_price;
use super::data::{Icon, data};
use super::map::{Pos, Square};
use super::movement::Ship;
use super::rules::{Action, Aim, Stage, colour_name, square};
use super::view::FleetView;
use crate::ui::menu::{self, Menu, MenuItem, MenuKey};
use crate::ui::widgets::{self, Hint, hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};

/// The fewest rows a menu gets under the map (it scrolls in them); at 80×24 this leaves the turn
/// line and the viewer's cargo line above it.
const MENU_MIN_ROWS: u16 = 3;

impl GameUi for super::BlackFleet {
    type Screen = FleetScreen;
    const HELP: &'static str = include_str!("../../../assets/help/blackfleet.md");
    const NAME: &'static str = "Black Fleet";
    const START_RULE: Option<&'static str> = Some("black, the first seat, always starts");
}

#[derive(Debug, Default, Clone)]
pub struct FleetScreen {
    menu: Menu,
    /// The ship being aimed, and the cursor.
    aiming: Option<Ship>,
    cursor: Pos,
    /// Show every player's cards with their texts instead of the map.
    details: bool,
}

/// A square's width and height in characters: 3×1, or 5×2 on big terminals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Scale {
    wide: bool,
}

impl Scale {
    fn for_area(area: Rect) -> Self {
        Scale { wide: area.width >= 5 * 18 + 40 && area.height >= 2 * 11 + 12 }
    }

    fn width(self) -> u16 {
        if self.wide { 5 } else { 3 }
    }

    fn height(self) -> u16 {
        if self.wide { 2 } else { 1 }
    }
}

fn seat_color(seat: usize) -> Color {
    [Color::Gray, Color::LightRed, Color::LightGreen, Color::White].get(seat).copied().unwrap_or(Color::Reset)
}

fn cube_color(c: usize) -> Color {
    [Color::Yellow, Color::LightBlue, Color::Green, Color::Magenta, Color::Red]
        .get(c)
        .copied()
        .unwrap_or(Color::Reset)
}

/// One letter for a cube colour (y b g p r).
fn cube_letter(c: usize) -> char {
    colour_name(c).chars().next().unwrap_or('?')
}

fn cubes(list: &[usize]) -> String {
    match list.first() {
        None => "empty".into(),
        Some(&c) if list.iter().all(|&x| x == c) => format!("{} {}", list.len(), colour_name(c)),
        Some(_) => list.iter().map(|&c| colour_name(c)).collect::<Vec<_>>().join(", "),
    }
}

fn player_colour(seat: usize) -> &'static str {
    data().player_colours.get(seat).map_or("?", String::as_str)
}

fn name(names: &[String], s: usize) -> String {
    names.get(s).cloned().unwrap_or_else(|| format!("Seat {}", s + 1))
}

/// "merchant 4 · pirate 2 · yellow navy 3 · draw 1".
pub fn movement_text(card: u8) -> String {
    let m = data().movement[card as usize];
    let icon = match m.fortune {
        Icon::None => "",
        Icon::Draw1 => " · draw 1",
        Icon::Draw2 => " · draw 2",
        Icon::Discard1 => " · discard 1",
    };
    let navy = if m.navy == 0 { "yellow" } else { "purple" };
    format!("merchant {} · pirate {} · {navy} navy {}{icon}", m.merchant, m.pirate, m.navy_value)
}

/// The sentence for one choice in the menu.
pub fn describe(view: &FleetView, names: &[String], a: &Action) -> String {
    let d = data();
    let me = view.seat.unwrap_or(0);
    match a {
        Action::EnterMerchant(p) => {
            let port = d.port_of_dock(*p).map(|i| &d.ports[i]);
            match port {
                Some(port) => format!(
                    "Put your merchant at {} {} (loads {}, {} left)",
                    port.name,
                    square(*p),
                    colour_name(port.supplies),
                    view.supply[port.supplies]
                ),
                None => format!("Put your merchant at {}", square(*p)),
            }
        }
        Action::Hideout(p) => format!("Pirate Hideout: put your pirate at {}", square(*p)),
        Action::PlayMovement { card, navy, boost } => {
            let mut s = format!("Play movement: {}", movement_text(*card));
            if *navy != d.movement[*card as usize].navy {
                s.push_str(if *navy == 0 {
                    " (Fleet Signals: move yellow)"
                } else {
                    " (Fleet Signals: move purple)"
                });
            }
            if let Some(b) = boost {
                s.push_str(&format!(" · Pathfinder +1 {}", b.name()));
            }
            s
        }
        Action::Move { ship, to } => format!("Move your {} to {}", ship.name(), square(*to)),
        Action::Sell { port } => {
            let p = &d.ports[*port];
            let cargo = &view.players[me].cargo;
            match cargo.first() {
                Some(&c) => {
                    let calm = view.turn.played.contains(&super::data::Fortune::CalmSeas);
                    let master = view.has(me, super::data::Dev::MasterTrader);
                    let price = sale_price(*port, c, master, calm).unwrap_or(0);
                    format!(
                        "Sell {} at {} ({price} a cube), load {}",
                        cubes(cargo),
                        p.name,
                        colour_name(p.supplies)
                    )
                }
                None => format!("Load {} at {}", colour_name(p.supplies), p.name),
            }
        }
        Action::Attack { target } => {
            format!("Pirate: attack {}'s merchant (take a cube, +2)", name(names, *target))
        }
        Action::Bury => format!("Pirate: bury {} here", cubes(&view.players[me].loot)),
        Action::Sink { by, target } => {
            format!("{}: sink {}'s pirate (+2)", capital(by.name()), name(names, *target))
        }
        Action::SwapShips => "Swap your merchant's and pirate's squares".into(),
        Action::Fortune { card, aim } => {
            let c = d.fortune_card(*card);
            let target = match aim {
                Aim::None => String::new(),
                Aim::Ship(s) => format!(" — your {}", s.name()),
                Aim::Square(p) => format!(" — at {}", square(*p)),
                Aim::Push { seat, ship, to } => {
                    format!(" — push {}'s {} to {}", name(names, *seat), ship.name(), square(*to))
                }
            };
            format!("Play {}{target}: {}", c.name, c.text)
        }
        Action::EndMoves => "End your moves and draw".into(),
        Action::DiscardFortune(f) => format!("Discard {}", d.fortune_card(*f).name),
        Action::Buy(slot) => match view.devs.get(*slot) {
            Some((dev, _)) => {
                let c = d.dev_card(*dev);
                format!("Buy {} for {}: {}", c.name, c.cost, c.text)
            }
            None => "Buy a development card".into(),
        },
        Action::BuyVictory => format!("Buy your victory card for {}", view.players[me].victory),
        Action::Pass => "Buy nothing this turn".into(),
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

impl FleetScreen {
    /// The squares the aimed ship can reach now.
    fn reachable(&self, legal: &[Action]) -> Vec<Pos> {
        let Some(ship) = self.aiming else { return Vec::new() };
        let mut out: Vec<Pos> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Move { ship: s, to } if *s == ship => Some(*to),
                _ => None,
            })
            .collect();
        out.sort_by_key(|&(x, y)| (y, x));
        out
    }

    fn menu_items(&self, legal: &[Action]) -> Vec<Action> {
        legal.iter().filter(|a| !matches!(a, Action::Move { .. })).cloned().collect()
    }

    fn cell(&self, view: &FleetView, p: Pos, highlight: &HashSet<Pos>) -> Span<'static> {
        let map = &data().map;
        let b = &view.board;
        let (text, mut style) = if let Some(n) = b.navy.iter().position(|&q| q == p) {
            let (t, c) = if n == 0 { ("NY ", Color::Yellow) } else { ("NP ", Color::Magenta) };
            (t.to_string(), theme::fg(c).add_modifier(Modifier::BOLD))
        } else if let Some(s) = b.merchants.iter().position(|&q| q == Some(p)) {
            let cargo = &view.players[s].cargo;
            let load = cargo.first().map_or(' ', |&c| cube_letter(c));
            (
                format!("{}M{}", s + 1, if cargo.is_empty() { '0' } else { load }),
                theme::fg(seat_color(s)).add_modifier(Modifier::BOLD),
            )
        } else if let Some(s) = b.pirates.iter().position(|&q| q == Some(p)) {
            let loot = view.players[s].loot.first().map_or('·', |&c| cube_letter(c));
            (
                format!("{}P{loot}", s + 1),
                theme::fg(seat_color(s)).add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            )
        } else {
            match map.at(p) {
                Square::Land => ("▓▓▓".into(), theme::fg(Color::DarkGray)),
                Square::Port(c) => (format!("[{c}]"), theme::bold()),
                Square::Beach(v) => (format!(" {v} "), theme::fg(Color::Yellow)),
                Square::Lair => (" L ".into(), theme::fg(Color::LightRed)),
                // Where pirates enter from the distant seas off the corners.
                _ if data().areas.iter().any(|a| a.entries.contains(&p)) => {
                    (" ≈ ".into(), theme::fg(Color::Cyan))
                }
                _ => (" · ".into(), theme::fg(Color::Blue)),
            }
        };
        if highlight.contains(&p) {
            style = style.patch(theme::fg(Color::LightGreen)).add_modifier(Modifier::BOLD);
            if text == " · " {
                return Span::styled(" • ".to_string(), style);
            }
        }
        if self.aiming.is_some() && p == self.cursor {
            style = style.patch(theme::selected());
        }
        Span::styled(text, style)
    }

    fn map_lines(&self, view: &FleetView, legal: &[Action], scale: Scale) -> Vec<Line<'static>> {
        let map = &data().map;
        let highlight: HashSet<Pos> = self.reachable(legal).into_iter().collect();
        let mut lines = Vec::new();
        for y in 0..map.height {
            let cells: Vec<Span<'static>> =
                (0..map.width).map(|x| self.cell(view, (x, y), &highlight)).collect();
            if !scale.wide {
                lines.push(Line::from(cells));
                continue;
            }
            // Big squares: the same mark, padded, over a second row with the cargo count for ships.
            let top: Vec<Span<'static>> = cells
                .iter()
                .map(|c| {
                    let pad = if c.content == "▓▓▓" { "▓" } else { " " };
                    Span::styled(format!("{pad}{}{pad}", c.content), c.style)
                })
                .collect();
            let under: Vec<Span<'static>> = (0..map.width)
                .zip(&cells)
                .map(|(x, c)| {
                    let p = (x, y);
                    let b = &view.board;
                    let count = b
                        .merchants
                        .iter()
                        .position(|&q| q == Some(p))
                        .map(|s| view.players[s].cargo.len())
                        .or_else(|| {
                            b.pirates.iter().position(|&q| q == Some(p)).map(|s| view.players[s].loot.len())
                        });
                    let text = match (count, c.content.as_ref()) {
                        (Some(n), _) => format!("  ×{n} "),
                        (None, "▓▓▓") => "▓▓▓▓▓".to_string(),
                        (None, _) => "     ".to_string(),
                    };
                    Span::styled(text, c.style)
                })
                .collect();
            lines.push(Line::from(top));
            lines.push(Line::from(under));
        }
        lines
    }

    fn panel(view: &FleetView, names: &[String], wide: bool) -> Vec<Line<'static>> {
        let d = data();
        let mut lines = vec![Line::styled(
            if wide { "Ports        supply · buys per cube" } else { "Port     sup buys" },
            theme::bold(),
        )];
        for p in &d.ports {
            let buys: Vec<String> =
                (0..5).filter_map(|c| p.buys[c].map(|v| format!("{}{v}", cube_letter(c)))).collect();
            let short: String = if wide {
                p.name.clone()
            } else {
                p.name.trim_start_matches("La ").trim_start_matches("Port ").chars().take(6).collect()
            };
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{} {:<w$} ", p.letter, short, w = if wide { 12 } else { 6 }),
                    theme::bold(),
                ),
                Span::styled(
                    format!("{}{:<2} ", cube_letter(p.supplies), view.supply[p.supplies]),
                    theme::fg(cube_color(p.supplies)),
                ),
                Span::raw(buys.join(if wide { " " } else { "" })),
            ]));
        }
        lines.push(Line::styled(
            if wide { "Players     doubloons · dev up · cards" } else { "Player      $ dev cards" },
            theme::bold(),
        ));
        for (s, pl) in view.players.iter().enumerate() {
            let turn = if s == view.current && view.stage != Stage::Over { "▸" } else { " " };
            let victory = if pl.bought_victory { " ★V" } else { "" };
            let mut spans = vec![
                Span::styled(
                    format!("{turn}{} {:<7}", s + 1, name(names, s).chars().take(7).collect::<String>()),
                    theme::fg(seat_color(s)).add_modifier(Modifier::BOLD),
                ),
                Span::raw(format!(
                    "{:>3} {}↑ ▮{}F{}{victory}",
                    pl.doubloons,
                    pl.devs_up.len(),
                    pl.moves,
                    pl.fortunes
                )),
            ];
            if wide {
                let up: Vec<String> = pl.devs_up.iter().map(|&x| d.dev_card(x).name.clone()).collect();
                spans.push(Span::styled(format!("  {}", up.join(", ")), theme::dim()));
            }
            lines.push(Line::from(spans));
        }
        lines
    }

    /// Every player's face-up development cards with their texts, and the viewer's own hidden ones
    /// (the `i` view).
    fn details_lines(view: &FleetView, names: &[String]) -> Vec<Line<'static>> {
        let d = data();
        let mut lines = vec![Line::styled("Development cards face up (i: back to the map)", theme::bold())];
        for (s, p) in view.players.iter().enumerate() {
            let head = format!(
                "{} ({}) · {} doubloons · victory card {}{} · ",
                name(names, s),
                player_colour(s),
                p.doubloons,
                p.victory,
                if p.bought_victory { " BOUGHT" } else { "" }
            );
            let cards: Vec<String> = p
                .devs_up
                .iter()
                .map(|&x| format!("{}: {}", d.dev_card(x).name, d.dev_card(x).text))
                .collect();
            lines.push(Line::from(vec![
                Span::styled(head, theme::fg(seat_color(s)).add_modifier(Modifier::BOLD)),
                Span::raw(if cards.is_empty() { "none yet".to_string() } else { cards.join(" · ") }),
            ]));
        }
        if view.seat.is_some() {
            let hidden: Vec<String> = view
                .devs
                .iter()
                .filter(|x| !x.1)
                .map(|&(x, _)| {
                    format!("{} ({}): {}", d.dev_card(x).name, d.dev_card(x).cost, d.dev_card(x).text)
                })
                .collect();
            lines.push(Line::styled(format!("Yours, face down: {}", hidden.join(" · ")), theme::dim()));
        }
        lines
    }

    /// The viewer's own cards and ships, in a few lines.
    fn own_lines(view: &FleetView) -> Vec<Line<'static>> {
        let Some(me) = view.seat else { return Vec::new() };
        let d = data();
        let p = &view.players[me];
        let devs: Vec<String> = view
            .devs
            .iter()
            .map(|&(x, up)| {
                let c = d.dev_card(x);
                if up { format!("{} ↑", c.name) } else { format!("{} ({})", c.name, c.cost) }
            })
            .collect();
        let moves: Vec<String> = view.moves.iter().map(|&c| format!("[{}]", movement_text(c))).collect();
        let fortunes: Vec<String> = view.fortunes.iter().map(|&f| d.fortune_card(f).name.clone()).collect();
        vec![
            Line::raw(format!(
                "You ({}): merchant {} · pirate {} · victory card {}",
                player_colour(me),
                cubes(&p.cargo),
                cubes(&p.loot),
                p.victory
            )),
            Line::raw(format!("Development: {}", devs.join(" · "))),
            Line::raw(format!("Movement: {}", moves.join(" "))),
            Line::raw(format!(
                "Fortune: {}",
                if fortunes.is_empty() { "none".into() } else { fortunes.join(" · ") }
            )),
        ]
    }

    fn turn_line(view: &FleetView, names: &[String]) -> String {
        let t = &view.turn;
        let who = name(names, view.current);
        match &view.stage {
            Stage::Place { seat } => {
                format!("Setup: {} puts their merchant on a free dock.", name(names, *seat))
            }
            Stage::EnterMerchant => format!("{who}'s merchant was sunk: it re-enters on a free dock."),
            Stage::Choose => format!("{who} chooses a movement card."),
            Stage::Moving => {
                let ships: Vec<String> = Ship::ALL
                    .iter()
                    .filter(|s| t.allowed[s.index()])
                    .map(|s| {
                        let done = t.progress[s.index()] == super::rules::Progress::Done;
                        format!("{} {}{}", s.name(), t.budget[s.index()], if done { " (done)" } else { "" })
                    })
                    .collect();
                format!("{who} moves: {}", ships.join(" · "))
            }
            Stage::Discard { .. } => format!("{who} discards a fortune card."),
            Stage::Buy => format!("{who} may buy one card."),
            Stage::Over => "The game is over.".into(),
        }
    }
}

impl GameScreen<super::BlackFleet> for FleetScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &FleetView, legal: &[Action], ctx: &Ctx) {
        let names = ctx.names;
        let mut title = format!("Black Fleet · {}'s turn", name(names, view.current));
        if let Some(me) = view.seat {
            title.push_str(&format!(
                " · you: {} · {} doubloons",
                player_colour(me),
                view.players[me].doubloons
            ));
        }
        if view.final_round {
            title.push_str(" · FINAL ROUND");
        }
        widgets::title_line(f, Rect { height: 1, ..area }, &title);
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        let scale = Scale::for_area(area);
        let map_w = data().map.width as u16 * scale.width();
        let map_h = data().map.height as u16 * scale.height();
        let [top, bottom] = Layout::vertical([Constraint::Length(map_h), Constraint::Min(3)]).areas(body);
        let [map_area, _, panel_area] =
            Layout::horizontal([Constraint::Length(map_w), Constraint::Length(1), Constraint::Min(20)])
                .areas(top);
        if self.details {
            let text = Self::details_lines(view, names);
            f.render_widget(
                Paragraph::new(text).wrap(Wrap { trim: false }),
                Rect { width: area.width, ..top },
            );
        } else {
            f.render_widget(Paragraph::new(self.map_lines(view, legal, scale)), map_area);
        }
        let wide = panel_area.width >= 44;
        if !self.details {
            f.render_widget(Paragraph::new(Self::panel(view, names, wide)), panel_area);
        }

        let mut lines = vec![Line::styled(Self::turn_line(view, names), theme::bold())];
        let own = Self::own_lines(view);
        if bottom.height >= 12 {
            lines.extend(own);
        } else if let Some(first) = own.into_iter().next() {
            lines.push(first);
        }
        let items: Vec<MenuItem> = if self.aiming.is_some() {
            Vec::new()
        } else {
            self.menu_items(legal).iter().map(|a| MenuItem::from(describe(view, names, a))).collect()
        };
        if let Some(ship) = self.aiming {
            lines.push(Line::styled(
                format!(
                    "Your {}: cursor {} · Enter sails to a green square · Esc back",
                    ship.name(),
                    square(self.cursor)
                ),
                theme::fg(Color::LightGreen),
            ));
        } else if items.is_empty() && view.stage != Stage::Over {
            lines.push(Line::styled(format!("Waiting for {}…", name(names, view.current)), theme::dim()));
        }
        if items.is_empty() {
            f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), bottom);
            return;
        }
        // The menu keeps at least a few rows; on small screens the viewer's lower own lines give
        // way first (only the first is kept there anyway), the turn line last.
        let head: Vec<Line> = lines.iter().flat_map(|l| menu::wrap_line(l, bottom.width as usize)).collect();
        let (head_area, menu_area) = self.menu.split(bottom, &items, head.len() as u16, MENU_MIN_ROWS);
        f.render_widget(Paragraph::new(head), head_area);
        self.menu.draw(f, menu_area, &items);
    }

    fn key(&mut self, key: KeyEvent, view: &FleetView, legal: &[Action], _now_ms: u64) -> Intent<Action> {
        if let Some(ship) = self.aiming {
            let (x, y) = self.cursor;
            let map = &data().map;
            match key.code {
                KeyCode::Left => self.cursor = (x.saturating_sub(1), y),
                KeyCode::Right => self.cursor = ((x + 1).min(map.width - 1), y),
                KeyCode::Up => self.cursor = (x, y.saturating_sub(1)),
                KeyCode::Down => self.cursor = (x, (y + 1).min(map.height - 1)),
                KeyCode::Tab | KeyCode::BackTab => {
                    let squares = self.reachable(legal);
                    if !squares.is_empty() {
                        let i = squares.iter().position(|&p| p == self.cursor);
                        let next = match (key.code, i) {
                            (KeyCode::BackTab, Some(i)) => (i + squares.len() - 1) % squares.len(),
                            (_, Some(i)) => (i + 1) % squares.len(),
                            _ => 0,
                        };
                        self.cursor = squares[next];
                    }
                }
                KeyCode::Esc => self.aiming = None,
                KeyCode::Enter => {
                    let a = Action::Move { ship, to: self.cursor };
                    if legal.contains(&a) {
                        self.aiming = None;
                        return Intent::Act(a);
                    }
                    return Intent::Say(format!(
                        "Your {} cannot end there: choose a green square.",
                        ship.name()
                    ));
                }
                _ => {}
            }
            return Intent::None;
        }
        let menu = self.menu_items(legal);
        let ship = match key.code {
            KeyCode::Char('m') => Some(Ship::Merchant),
            KeyCode::Char('p') => Some(Ship::Pirate),
            KeyCode::Char('n') => view.turn.navy.map(Ship::Navy),
            KeyCode::Char('o') => view.turn.navy.map(|n| Ship::Navy(1 - n)),
            _ => None,
        };
        if let Some(ship) = ship {
            if view.stage != Stage::Moving {
                return Intent::Say("Ships move after you play a movement card.".into());
            }
            let squares: Vec<Pos> = legal
                .iter()
                .filter_map(|a| match a {
                    Action::Move { ship: s, to } if *s == ship => Some(*to),
                    _ => None,
                })
                .collect();
            if squares.is_empty() {
                return Intent::Say(format!(
                    "Your {} cannot move now (no movement left, finished, or not yours this turn).",
                    ship.name()
                ));
            }
            self.aiming = Some(ship);
            let me = view.seat.unwrap_or(0);
            self.cursor = view.board.position(me, ship).unwrap_or(squares[0]);
            return Intent::None;
        }
        if menu.is_empty() {
            return Intent::None;
        }
        if key.code == KeyCode::Char('e') && legal.contains(&Action::EndMoves) {
            return Intent::Act(Action::EndMoves);
        }
        match self.menu.key(key.code, menu.len()) {
            MenuKey::Chosen(i) => Intent::Act(menu[i].clone()),
            MenuKey::Moved | MenuKey::Ignored => Intent::None,
        }
    }

    fn browse(&mut self, key: KeyEvent, _view: &FleetView) -> bool {
        let toggle = key.code == KeyCode::Char('i') && self.aiming.is_none();
        if toggle {
            self.details = !self.details;
        }
        toggle
    }

    fn hints(&self, view: &FleetView, legal: &[Action]) -> Vec<Hint> {
        let info = hint("i", if self.details { "map" } else { "cards" });
        if legal.is_empty() {
            return vec![info];
        }
        if self.aiming.is_some() {
            return vec![
                hint("arrows", "cursor"),
                hint("Tab", "next square"),
                hint("Enter", "sail"),
                hint("Esc", "back"),
            ];
        }
        let mut h = Vec::new();
        if view.stage == Stage::Moving {
            h.extend([hint("m", "merchant"), hint("p", "pirate"), hint("n", "navy")]);
            if view.turn.navy.is_some_and(|n| view.turn.allowed[2 + (1 - n)]) {
                h.push(hint("o", "other navy"));
            }
        }
        h.extend(self.menu.hints("do it"));
        if legal.contains(&Action::EndMoves) {
            h.push(hint("e", "end moves"));
        }
        h.push(info);
        h
    }
}
