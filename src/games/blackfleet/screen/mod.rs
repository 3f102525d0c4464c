//! The Black Fleet table: the sea map with axis labels (`board.rs`), a panel with every port's
//! supply and prices and every player's doubloons, cards and cargo (`panel.rs`), the viewer's own
//! cards, and the turn: a ship chosen with m/p/n/o gets a cursor over the squares it can reach, as
//! do Shanghaied's ship and square (`aim.rs`), and every other decision is a menu of sentences that
//! give their values (`text.rs`); a choice that names a square shows it on the map. `i` shows every player's cards with their texts. Drawn from
//! the viewer's view only.

mod aim;
mod board;
mod panel;
mod text;

use crate::ui::keys::{self, Keys};
use crossterm::event::KeyEvent;
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Color;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};

use super::data::Fortune;
use super::map::Pos;
use super::movement::Ship;
use super::rules::{Action, Stage};
use super::view::FleetView;
use super::words;
use crate::i18n::Arg;
use crate::ui::command::{self, Command};
use crate::ui::menu::{self, Menu, MenuItem, MenuKey};
use crate::ui::widgets::{self, Hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent, theme};
use crate::{msg, t};
use aim::{Aiming, is_push};
use board::{Marks, Scale};
pub use text::describe;

/// The fewest rows a menu gets (it scrolls in them).
const MENU_MIN_ROWS: u16 = 3;
/// The narrowest column beside a big map for the panel and the turn.
const SIDE_MIN: u16 = 26;

impl GameUi for super::BlackFleet {
    type Screen = FleetScreen;
    const HELP: &'static str = include_str!("../../../../assets/help/blackfleet.md");
    const HELP_IT: Option<&'static str> = Some(include_str!("../../../../assets/help/it/blackfleet.md"));
    const NAME: &'static str = "Black Fleet";

    fn start_rule() -> Option<String> {
        Some(t!("blackfleet-start-rule"))
    }

    fn describe(view: &super::view::FleetView, names: &[String], action: &super::rules::Action) -> String {
        text::describe(view, names, action)
    }

    fn open_lines(s: &Self, names: &[String]) -> Vec<String> {
        use super::words;
        use crate::i18n::tr;
        use crate::ui::open_view;
        let mut out: Vec<String> = (s.players.iter().zip(names))
            .map(|(p, name)| {
                let moves = open_view::list(p.moves.iter().map(|&m| tr(&words::movement(m))));
                let fortunes = open_view::list(p.fortunes.iter().map(|f| tr(&f.msg())));
                let hidden = p.devs.iter().filter(|(_, up)| !up).map(|(d, _)| tr(&d.msg()));
                let devs = open_view::list(hidden);
                open_view::seat(
                    name,
                    t!("blackfleet-open-seat", moves = moves, fortunes = fortunes, devs = devs),
                )
            })
            .collect();
        out.push(open_view::deck(&t!("blackfleet-open-move-deck"), &s.move_deck, |&m| {
            tr(&words::movement(m))
        }));
        out.push(open_view::deck(&t!("blackfleet-open-fortune-deck"), &s.fortune_deck, |f| tr(&f.msg())));
        out
    }
}

#[derive(Debug, Default, Clone)]
pub struct FleetScreen {
    menu: Menu,
    /// What the map cursor is choosing, and the cursor.
    aiming: Option<Aiming>,
    cursor: Pos,
    /// Show every player's cards with their texts instead of the map.
    details: bool,
}

/// The menu's choices: everything but ship moves (the cursor aims those), and Shanghaied once.
pub fn menu_choices(legal: &[Action]) -> Vec<Action> {
    let mut push_listed = false;
    legal
        .iter()
        .filter(|a| match a {
            Action::Move { .. } => false,
            a if is_push(a) => !std::mem::replace(&mut push_listed, true),
            _ => true,
        })
        .cloned()
        .collect()
}

/// A menu line: Shanghaied stands for all its pushes, aimed on the map.
pub fn menu_line(view: &FleetView, names: &[String], a: &Action) -> String {
    if is_push(a) {
        return t!("blackfleet-menu-shanghaied", card = Fortune::Shanghaied.msg());
    }
    describe(view, names, a)
}

/// Where the parts of the screen go.
struct Areas {
    scale: Scale,
    map: Rect,
    panel: Rect,
    /// The turn line, the viewer's cards and the menu.
    turn: Rect,
}

/// The biggest squares that fit: 5×2 (or 4×2) with the turn under the map when there is room, else
/// beside it under the panel; 3×1 with the turn under the map on small terminals. Where the turn
/// would go beside a 5-wide map in a narrow column (120×40), 4-wide squares leave a column wide
/// enough for whole port names and the viewer's cards.
fn layout(body: Rect, panel_rows: impl Fn(u16) -> u16) -> Areas {
    let side = |scale: Scale| {
        let (w, h) = scale.map_size();
        let [top, under] = Layout::vertical([Constraint::Length(h), Constraint::Min(0)]).areas(body);
        let [map, _, right] =
            Layout::horizontal([Constraint::Length(w), Constraint::Length(1), Constraint::Min(0)]).areas(top);
        (map, right, under)
    };
    let fits = |w: u16| {
        let (mw, mh) = Scale { w, h: 2 }.map_size();
        body.width >= mw + 1 + SIDE_MIN && body.height >= mh
    };
    let roomy = |w: u16| {
        let (_, right, under) = side(Scale { w, h: 2 });
        under.height >= 8 || right.width >= panel::WIDE
    };
    let chosen =
        [5, 4].into_iter().find(|&w| fits(w) && roomy(w)).or_else(|| [5, 4].into_iter().find(|&w| fits(w)));
    let Some(w) = chosen else {
        let (map, panel, turn) = side(Scale::SMALL);
        return Areas { scale: Scale::SMALL, map, panel, turn };
    };
    let scale = Scale { w, h: 2 };
    let (map, right, under) = side(scale);
    if under.height >= 8 {
        return Areas { scale, map, panel: right, turn: under };
    }
    // The column beside the map runs down to the bottom: the rows under the map are its.
    let right = Rect { height: body.bottom().saturating_sub(right.y), ..right };
    let [panel, _, turn] = Layout::vertical([
        Constraint::Length(panel_rows(right.width)),
        Constraint::Length(1),
        Constraint::Min(0),
    ])
    .areas(right);
    Areas { scale, map, panel, turn }
}

/// The seat deciding now (during setup the one placing its merchant).
fn deciding(view: &FleetView) -> usize {
    match view.stage {
        Stage::Place { seat } => seat,
        _ => view.current,
    }
}

impl FleetScreen {
    fn menu_items(&self, legal: &[Action]) -> Vec<Action> {
        menu_choices(legal)
    }

    /// What the map marks: the cursor and the squares it may choose (and the pushed ship), or the
    /// square the selected menu choice names.
    fn marks(&self, view: &FleetView, legal: &[Action]) -> Marks {
        if let Some(aiming) = self.aiming {
            let reach = self.squares(view, legal).into_iter().collect();
            let also = match aiming {
                Aiming::Push { seat, ship } => view.board.position(seat, ship),
                _ => None,
            };
            return Marks { reach, cursor: Some(self.cursor), also };
        }
        let items = self.menu_items(legal);
        let named = self
            .menu
            .selected(items.len())
            .filter(|&i| !is_push(&items[i]))
            .and_then(|i| text::named_square(view, &items[i]));
        Marks { reach: Default::default(), cursor: named.map(|n| n.0), also: named.and_then(|n| n.1) }
    }

    /// The ship keys that work now: those ships with squares to sail to.
    fn movable(view: &FleetView, legal: &[Action]) -> Vec<(char, Ship)> {
        let mut out = vec![('m', Ship::Merchant), ('p', Ship::Pirate)];
        if let Some(n) = view.turn.navy {
            out.extend([('n', Ship::Navy(n)), ('o', Ship::Navy(1 - n))]);
        }
        out.retain(|&(_, ship)| {
            legal.iter().any(|a| matches!(a, Action::Move { ship: s, .. } if *s == ship))
        });
        out
    }
}

impl GameScreen<super::BlackFleet> for FleetScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &FleetView, legal: &[Action], ctx: &Ctx) {
        let names = ctx.names;
        let who = deciding(view);
        let colour = words::seat_colour(who);
        let title = match view.stage {
            Stage::Place { .. } => msg!("blackfleet-title-place", who = Arg::Seat(who), colour = colour),
            Stage::Over => msg!("blackfleet-title-over", colour = colour),
            _ => {
                // Everyone has the same number of turns: the round is what a table counts in.
                let round = view.turns as usize / view.players.len().max(1) + 1;
                msg!("blackfleet-title-turn", who = Arg::Seat(who), colour = colour, round = round)
            }
        };
        self.settle(view, legal);
        let mut title = text::say(names, &title);
        if let Some(me) = view.seat {
            // Italian leaves out the colour just named for the deciding seat, so the title fits 80 columns.
            let (colour, n) = (words::seat_colour(me), view.players[me].doubloons);
            let you = if me == who {
                t!("blackfleet-title-you-deciding", colour = colour, n = n)
            } else {
                t!("blackfleet-title-you", colour = colour, n = n)
            };
            title.push_str(&format!(" · {you}"));
        }
        if view.final_round && view.stage != Stage::Over {
            title.push_str(&format!(" · {}", t!("blackfleet-title-final")));
        }
        widgets::title_line(f, Rect { height: 1, ..area }, &title);
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        let a = layout(body, |w| panel::panel(view, names, w).len() as u16);
        if self.details {
            let text = panel::details_lines(view, names);
            let over = Rect { width: body.width, height: a.map.height.max(a.panel.height), ..a.map };
            f.render_widget(Paragraph::new(text).wrap(Wrap { trim: false }), over);
        } else {
            let marks = self.marks(view, legal);
            f.render_widget(Paragraph::new(board::lines(view, a.scale, &marks)), a.map);
            f.render_widget(Paragraph::new(panel::panel(view, names, a.panel.width)), a.panel);
        }
        self.draw_turn(f, a.turn, view, legal, names);
    }

    fn key(&mut self, key: KeyEvent, view: &FleetView, legal: &[Action], _now_ms: u64) -> Intent<Action> {
        self.settle(view, legal);
        match command::find(&self.commands(view, legal), &key) {
            Some(Cmd::Ship) => self.aim_ship(key.code, view, legal),
            Some(Cmd::Menu) => {
                let menu = self.menu_items(legal);
                match self.menu.key(key.code, menu.len()) {
                    MenuKey::Chosen(i) if is_push(&menu[i]) => self.aim(Aiming::Victim, None, view, legal),
                    MenuKey::Chosen(i) => Intent::Act(menu[i].clone()),
                    MenuKey::Moved | MenuKey::Ignored => Intent::None,
                }
            }
            Some(Cmd::EndMoves) if legal.contains(&Action::EndMoves) => Intent::Act(Action::EndMoves),
            Some(Cmd::EndMoves) => Intent::Say(t!("blackfleet-pirate-enter-first")),
            Some(Cmd::Cursor) => self.move_cursor(key.code),
            Some(Cmd::Next) => self.next_square(view, legal, false),
            Some(Cmd::Previous) => self.next_square(view, legal, true),
            Some(Cmd::Sail) => self.choose_square(view, legal),
            Some(Cmd::Back) => {
                // From the push's square back to the choice of ship, else out of aiming.
                self.aiming = match self.aiming {
                    Some(Aiming::Push { seat, ship }) => {
                        self.cursor = view.board.position(seat, ship).unwrap_or(self.cursor);
                        Some(Aiming::Victim)
                    }
                    _ => None,
                };
                Intent::None
            }
            // `browse` takes `i` before a key reaches here.
            Some(Cmd::Details) | None => Intent::None,
        }
    }

    fn browse(&mut self, key: KeyEvent, _view: &FleetView) -> bool {
        match command::find(&self.browse_commands(), &key) {
            Some(Cmd::Details) => self.details = !self.details,
            _ => return false,
        }
        true
    }

    fn hints(&self, view: &FleetView, legal: &[Action]) -> Vec<Hint> {
        command::hints(&self.commands(view, legal))
    }

    const FINAL_BOARD: bool = true;

    fn final_board(&mut self, f: &mut Frame, area: Rect, view: &FleetView, ctx: &Ctx) {
        self.aiming = None;
        self.details = false;
        self.draw(f, area, view, &[], ctx);
    }
}

impl FleetScreen {
    /// The turn line, the viewer's cards and the menu (or the aimed ship's line).
    fn draw_turn(&mut self, f: &mut Frame, area: Rect, view: &FleetView, legal: &[Action], names: &[String]) {
        let mut lines = vec![Line::styled(panel::turn_line(view, names), theme::bold())];
        let own = panel::own_lines(view);
        let items: Vec<MenuItem> = if self.aiming.is_some() {
            Vec::new()
        } else {
            self.menu_items(legal).iter().map(|a| MenuItem::from(menu_line(view, names, a))).collect()
        };
        // The viewer's cards, as many lines as fit beside what the menu needs (its ship line
        // always: the title does not say the cargo).
        let width = area.width as usize;
        let menu_rows =
            if items.is_empty() { 1 } else { self.menu.height(&items, area.width).min(MENU_MIN_ROWS + 2) };
        let mut room = (area.height as usize).saturating_sub(1 + menu_rows as usize);
        for (i, l) in own.into_iter().enumerate() {
            let rows = menu::wrap_line(&l, width).len();
            if i > 0 && rows > room {
                break;
            }
            room = room.saturating_sub(rows);
            lines.push(l);
        }
        if let Some(aiming) = self.aiming {
            lines.push(Line::styled(self.aim_line(aiming, view, legal, names), theme::fg(Color::LightGreen)));
        } else if items.is_empty() && view.stage != Stage::Over && view.seat == Some(deciding(view)) {
            // Only ship moves are left (no menu): the viewer's own decision, not someone else's.
            lines.push(Line::styled(t!("blackfleet-your-ships"), theme::fg(Color::LightGreen)));
        } else if items.is_empty() && view.stage != Stage::Over {
            lines.push(Line::styled(
                text::say(names, &msg!("blackfleet-waiting", who = Arg::Seat(deciding(view)))),
                theme::dim(),
            ));
        }
        if items.is_empty() {
            f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
            return;
        }
        // The menu keeps at least a few rows; the viewer's lower lines give way first.
        let head: Vec<Line> = lines.iter().flat_map(|l| menu::wrap_line(l, area.width as usize)).collect();
        let (head_area, menu_area) = self.menu.split(area, &items, head.len() as u16, MENU_MIN_ROWS);
        f.render_widget(Paragraph::new(head), head_area);
        self.menu.draw(f, menu_area, &items);
    }
}

/// What a key does on the Black Fleet screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cmd {
    /// `i`: every player's cards with their texts instead of the map, or back.
    Details,
    /// m/p/n/o: aim that ship.
    Ship,
    /// A key of the menu on screen.
    Menu,
    EndMoves,
    /// Aiming: move the cursor.
    Cursor,
    /// Aiming: the next or previous square the ship can reach.
    Next,
    Previous,
    /// Aiming: the ship sails to the cursor.
    Sail,
    /// Aiming: put the ship back.
    Back,
}

impl FleetScreen {
    /// The keys that only change what is shown: `browse` takes them, also when it is not the
    /// viewer's decision. An aimed ship keeps the map, where its cursor is.
    fn browse_commands(&self) -> Vec<Command<Cmd>> {
        if self.aiming.is_some() {
            return Vec::new();
        }
        // The cards page closes with Esc too, as every other page does.
        if self.details {
            return vec![Command::new(
                Keys::ch('i').and(keys::esc()),
                &t!("blackfleet-hint-map"),
                Cmd::Details,
            )];
        }
        vec![Command::new(Keys::ch('i'), &t!("blackfleet-hint-cards"), Cmd::Details).low()]
    }

    /// The keys that work now, each with what it does: the bar lists them and `key` runs them.
    fn commands(&self, view: &FleetView, legal: &[Action]) -> Vec<Command<Cmd>> {
        if legal.is_empty() {
            return self.browse_commands();
        }
        if let Some(aiming) = self.aiming {
            let (next, enter) = match aiming {
                Aiming::Sail(_) => (t!("blackfleet-hint-next"), t!("blackfleet-hint-sail")),
                Aiming::Victim => (t!("blackfleet-hint-next-ship"), t!("blackfleet-hint-choose-ship")),
                Aiming::Push { .. } => (t!("blackfleet-hint-next"), t!("blackfleet-hint-push")),
            };
            return vec![
                Command::new(keys::arrows(), &t!("blackfleet-hint-cursor"), Cmd::Cursor),
                Command::new(keys::tab(), &next, Cmd::Next),
                Command::new(keys::back_tab(), &t!("blackfleet-hint-previous"), Cmd::Previous).low(),
                Command::new(keys::enter(), &enter, Cmd::Sail),
                Command::new(keys::esc(), &t!("hint-back"), Cmd::Back),
            ];
        }
        let mut c = Vec::new();
        if view.stage == Stage::Moving {
            let what = |s: Ship| match s {
                Ship::Merchant => t!("blackfleet-hint-merchant"),
                Ship::Pirate => t!("blackfleet-hint-pirate"),
                Ship::Navy(n) if Some(n) == view.turn.navy => t!("blackfleet-hint-navy"),
                Ship::Navy(_) => t!("blackfleet-hint-other-navy"),
            };
            let ships = Self::movable(view, legal).into_iter();
            c.extend(ships.map(|(k, s)| Command::new(Keys::ch(k), &what(s), Cmd::Ship)));
        }
        let menu = self.menu.hints(&t!("blackfleet-hint-do-it"), self.menu_items(legal).len());
        c.extend(menu.into_iter().map(|h| Command::from_hint(h, Cmd::Menu)));
        if view.stage == Stage::Moving {
            c.push(Command::new(Keys::ch('e'), &t!("blackfleet-hint-end-moves"), Cmd::EndMoves));
        }
        c.extend(self.browse_commands());
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_terminals_get_big_squares_and_small_ones_fit() {
        let body = |w, h| Rect::new(0, 1, w, h);
        let rows = |_| 12;
        // 80×24 and 120×40 leave the game 16 and 25 rows under the title (log and hints below).
        assert_eq!(layout(body(80, 16), rows).scale, Scale::SMALL);
        let a = layout(body(120, 25), rows);
        assert_eq!(a.scale, Scale { w: 4, h: 2 }, "4×2 at 120×40: a column wide enough for the panel");
        assert!(a.panel.width >= panel::WIDE && a.turn.x > a.map.x, "the turn beside the map");
        let b = layout(body(200, 33), rows);
        assert_eq!(b.scale, Scale { w: 5, h: 2 });
        assert!(b.turn.y > b.map.y, "room under the map at 200×50");
        for (w, h) in [(80, 16), (120, 25), (200, 33), (100, 20)] {
            let a = layout(body(w, h), rows);
            let (mw, mh) = a.scale.map_size();
            assert!(mw <= w && mh <= h && a.turn.height >= 4, "{w}×{h}");
        }
    }
}
