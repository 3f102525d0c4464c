//! The Saboteur maze drawn as a grid of card tiles, their size chosen from the room there is: whole
//! cards (up to 15×7) when the maze fits, one row per card (5 wide, a connector row between rows
//! where north/south tunnels meet) on small terminals. Coordinates on the top and left; crystal,
//! ladder and door marks on their own card; face-down and seen goals; the start; and while aiming,
//! the squares the card fits as it is (`·`) and those where it fits only turned (`f`), with a
//! preview of the card at the cursor marked ✓ or ✗ (never colour alone). A maze larger than the
//! screen opens with the start and the goals in view; it follows the aim cursor and pans
//! (Shift-arrows) in every mode, with ◂ ▸ ▴ ▾ where cards lie off screen.

use std::collections::HashSet;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::deck::{PathCard, Team, deck};
use super::maze::{Goal, Maze, N, Pos, S, Segs, Tile};
use super::tiles::{Arm, arm, art, between, center};
use super::view::SaboteurView;
use crate::ui::theme;

/// The width of the row labels.
const LABEL_W: u16 = 4;

/// Tile heights from the largest (2: one row per card plus a connector row), and the widths each
/// may take (about twice the height, as terminal cells are tall).
const HEIGHTS: [u16; 4] = [7, 5, 3, 2];
fn widths(h: u16) -> &'static [u16] {
    match h {
        7 => &[15, 13],
        5 => &[13, 11, 9],
        3 => &[11, 9, 7],
        _ => &[5],
    }
}

pub fn door_color(team: Team) -> Color {
    match team {
        Team::Green => Color::LightGreen,
        Team::Blue => Color::LightBlue,
    }
}

/// What the grid shows while a card is aimed: the cursor, the squares it fits as it is now, those
/// where it fits only turned, and the path card itself (turned as chosen) to preview at the cursor.
#[derive(Debug, Clone, Default)]
pub struct Aim {
    pub cursor: Pos,
    pub squares: HashSet<Pos>,
    pub turned: HashSet<Pos>,
    pub preview: Option<Segs>,
    /// The previewed card (its crystal, ladder and door marks show on the preview too).
    pub card: Option<usize>,
}

/// The path card drawn at `p`: the maze's, or the previewed one at the aim cursor.
fn card_at(view: &SaboteurView, aim: Option<&Aim>, p: Pos) -> Option<&'static PathCard> {
    match (view.maze.tile(p), aim) {
        (Some(Tile::Path { card, .. }), _) => Some(&deck().path_cards[card]),
        (None, Some(a)) if a.cursor == p => a.card.map(|c| &deck().path_cards[c]),
        _ => None,
    }
}

/// The grid's scroll position and tile size, kept between frames.
#[derive(Debug, Clone, Default)]
pub struct Grid {
    /// The maze square at the top-left of the view.
    origin: Option<Pos>,
    /// The tile size of the last draw (columns, rows).
    pub size: (u16, u16),
    /// The round in which the viewer panned the view: it stays where they put it until the next
    /// round's maze.
    panned: Option<u8>,
    /// The squares shown at the last draw (columns, rows) and the squares the view may cover.
    room: (i32, i32),
    bounds: (i32, i32, i32, i32),
    /// Where cards (or, aiming, squares the card fits) lay off screen at the last draw: west,
    /// east, north, south. The view pans only towards them.
    pub off_screen: [bool; 4],
}

/// The squares a card could ever go to or be aimed at: every card of the maze and one square
/// around (at least the start-to-goals area). The aim cursor stays inside.
pub fn bounds(maze: &Maze) -> (i32, i32, i32, i32) {
    let (x0, y0, x1, y1) = cards(maze);
    (x0 - 1, y0 - 1, x1 + 1, y1 + 1)
}

/// The squares holding cards.
fn cards(maze: &Maze) -> (i32, i32, i32, i32) {
    let mut b = (0, -2, 8, 2);
    for ((x, y), _) in maze.tiles() {
        b = (b.0.min(*x), b.1.min(*y), b.2.max(*x), b.3.max(*y));
    }
    b
}

/// The start and the goals: a view that can hold them opens with them in it.
fn landmarks(maze: &Maze) -> (i32, i32, i32, i32) {
    let mut b = (0, 0, 0, 0);
    for ((x, y), t) in maze.tiles() {
        if matches!(t, Tile::Start | Tile::Goal { .. }) {
            b = (b.0.min(*x), b.1.min(*y), b.2.max(*x), b.3.max(*y));
        }
    }
    b
}

/// How many tile columns and rows fit in `area` at tile size (w, h), under the coordinates row.
fn room(area: Rect, (w, h): (u16, u16)) -> (i32, i32) {
    let cols = (area.width.saturating_sub(LABEL_W) / w).max(1) as i32;
    // One row per card: the coordinates and rows of cards with connector rows between them.
    let rows = if h == 2 { (area.height / 2).max(1) } else { (area.height.saturating_sub(1) / h).max(1) };
    (cols, rows as i32)
}

/// `o`, the first of `n` squares shown, moved as little as needed to show `lo..=hi` when that fits.
fn keep(o: i32, lo: i32, hi: i32, n: i32) -> i32 {
    if hi - lo < n { o.clamp(hi - n + 1, lo) } else { o }
}

/// The tile size for `area`: the tallest tiles that show the maze and the squares around it, else
/// the tallest that show every card, else one row per card (which scrolls when even that is too
/// small); then, for that height, the widest tiles by the same rule.
pub fn tile_size(area: Rect, maze: &Maze) -> (u16, u16) {
    type Bounds = (i32, i32, i32, i32);
    let shown = [bounds(maze), cards(maze)];
    let rows_fit = |h: u16, b: &Bounds| b.3 - b.1 < room(area, (5, h)).1;
    let h =
        shown.iter().find_map(|b| HEIGHTS.iter().copied().find(|&h| h > 2 && rows_fit(h, b))).unwrap_or(2);
    let cols_fit = |w: u16, b: &Bounds| b.2 - b.0 < room(area, (w, h)).0;
    let w = shown
        .iter()
        .find_map(|b| widths(h).iter().copied().find(|&w| cols_fit(w, b)))
        .unwrap_or(widths(h)[widths(h).len() - 1]);
    (w, h)
}

/// One tile: its rows, each as spans `w` columns wide.
type TileArt = Vec<Vec<Span<'static>>>;

/// A path card's marks: crystal and ladder (top left), door letter (top right).
fn marks(d: Option<&PathCard>) -> (Span<'static>, Span<'static>, Span<'static>) {
    let crystal = if d.is_some_and(|d| d.crystal) { "◆" } else { " " };
    let ladder = if d.is_some_and(|d| d.ladder) { "≡" } else { " " };
    let door = match d.and_then(|d| d.door) {
        Some(team) => Span::styled(
            super::hand::door_letter(team).to_string(),
            theme::fg(door_color(team)).add_modifier(Modifier::BOLD),
        ),
        None => Span::raw(" "),
    };
    (Span::styled(crystal, theme::fg(Color::Magenta)), Span::styled(ladder, theme::fg(Color::Cyan)), door)
}

/// `text` centred in `w` columns.
fn centred(text: &str, w: usize) -> String {
    format!("{text:^w$}")
}

impl Grid {
    fn keep_in_view(&mut self, cols: i32, rows: i32, bounds: (i32, i32, i32, i32), focus: Option<Pos>) {
        let (x0, y0, x1, y1) = bounds;
        let (mut ox, mut oy) = self.origin.unwrap_or((x0, y0));
        if let Some((cx, cy)) = focus {
            ox = keep(ox, cx, cx, cols);
            oy = keep(oy, cy, cy, rows);
        }
        ox = ox.clamp(x0.min(x1 - cols + 1), x0.max(x1 - cols + 1));
        oy = oy.clamp(y0.min(y1 - rows + 1), y0.max(y1 - rows + 1));
        if let Some((cx, cy)) = focus {
            ox = keep(ox, cx, cx, cols);
            oy = keep(oy, cy, cy, rows);
        }
        self.origin = Some((ox, oy));
    }

    /// The view when the viewer has not moved it: the middle of the cards, with the start and the
    /// goals kept in view when they fit.
    fn opening(maze: &Maze, cols: i32, rows: i32) -> Pos {
        let bounds = bounds(maze);
        let fit = |lo: i32, hi: i32, n: i32| if hi - lo < n { lo } else { (lo + hi - n + 1) / 2 };
        let c = cards(maze);
        let (lo_x, hi_x) =
            if c.2 - c.0 < cols && bounds.2 - bounds.0 >= cols { (c.0, c.2) } else { (bounds.0, bounds.2) };
        let (lo_y, hi_y) =
            if c.3 - c.1 < rows && bounds.3 - bounds.1 >= rows { (c.1, c.3) } else { (bounds.1, bounds.3) };
        let l = landmarks(maze);
        (keep(fit(lo_x, hi_x, cols), l.0, l.2, cols), keep(fit(lo_y, hi_y, rows), l.1, l.3, rows))
    }

    /// Moves the view one square by `d` (Shift-arrows), as far as the drawn maze goes; the view
    /// then stays there for the round. Whether it moved.
    pub fn pan(&mut self, d: (i32, i32), round: u8) -> bool {
        let Some((ox, oy)) = self.origin else { return false };
        let (cols, rows) = self.room;
        let (x0, y0, x1, y1) = self.bounds;
        let x = (ox + d.0).clamp(x0.min(x1 - cols + 1), x0.max(x1 - cols + 1));
        let y = (oy + d.1).clamp(y0.min(y1 - rows + 1), y0.max(y1 - rows + 1));
        self.panned = Some(round);
        self.origin = Some((x, y));
        (x, y) != (ox, oy)
    }

    /// The maze in `area`: tiles as big as fit, coordinates on top and left.
    pub fn draw(&mut self, f: &mut Frame, area: Rect, view: &SaboteurView, aim: Option<&Aim>) {
        let size = tile_size(area, &view.maze);
        self.size = size;
        let (w, h) = size;
        let bounds = bounds(&view.maze);
        let (cols, rows) = room(area, size);
        (self.room, self.bounds) = ((cols, rows), bounds);
        if self.panned.is_some_and(|r| r != view.round) {
            self.panned = None;
        }
        // Unless the viewer moved it: the opening view; aiming, scroll only as the cursor needs.
        if aim.is_none() && self.panned.is_none() || self.origin.is_none() {
            self.origin = Some(Self::opening(&view.maze, cols, rows));
        }
        self.keep_in_view(cols, rows, bounds, aim.map(|a| a.cursor));
        let (ox, oy) = self.origin.unwrap_or((0, 0));
        let xs = ox..(ox + cols).min(bounds.2 + 1);
        let ys = oy..(oy + rows).min(bounds.3 + 1);
        let mut head = vec![Span::raw(" ".repeat(LABEL_W as usize))];
        for x in xs.clone() {
            head.push(Span::styled(centred(&x.to_string(), w as usize), theme::dim()));
        }
        // What lies off screen: cards, and while aiming the squares the card fits.
        let mut shown = cards(&view.maze);
        for &(x, y) in aim.iter().flat_map(|a| a.squares.iter().chain(&a.turned)) {
            shown = (shown.0.min(x), shown.1.min(y), shown.2.max(x), shown.3.max(y));
        }
        let off = [ox > shown.0, ox + cols <= shown.2, oy > shown.1, oy + rows <= shown.3];
        self.off_screen = off;
        let marks: String =
            off.iter().zip([" ◂", " ▸", " ▴", " ▾"]).filter(|(o, _)| **o).map(|(_, m)| m).collect();
        head.push(Span::styled(marks, theme::key()));
        let lines = if h == 2 {
            compact(view, aim, xs, ys, head, area.height as i32)
        } else {
            let mut lines = vec![Line::from(head)];
            for y in ys {
                let tiles: Vec<TileArt> = xs.clone().map(|x| tile(view, aim, (x, y), w, h)).collect();
                for r in 0..h as usize {
                    let label = if r == (h as usize) / 2 { format!("{y:>3} ") } else { "    ".into() };
                    let mut row = vec![Span::styled(label, theme::dim())];
                    for t in &tiles {
                        row.extend(t[r].iter().cloned());
                    }
                    lines.push(Line::from(row));
                }
            }
            lines
        };
        f.render_widget(Paragraph::new(lines), area);
    }
}

/// How the square `p` looks on its own (the middle row's text and style), shared by both layouts.
fn face(view: &SaboteurView, aim: Option<&Aim>, p: Pos, w: usize, h: usize) -> (Vec<String>, Style) {
    let maze = &view.maze;
    let whole = |segs: &Segs, c: char| {
        if h == 2 { vec![art(segs, c, w, 1)[0].clone()] } else { art(segs, c, w, h) }
    };
    let lone = |text: &str| {
        let mut rows = vec![" ".repeat(w); if h == 2 { 1 } else { h }];
        let mid = rows.len() / 2;
        rows[mid] = centred(text, w);
        rows
    };
    let at_cursor = aim.is_some_and(|a| a.cursor == p);
    let gold = theme::fg(Color::Yellow).add_modifier(Modifier::BOLD);
    let (rows, style) = match maze.tile(p) {
        Some(Tile::Start) => (whole(&maze.segments(p).unwrap_or_default(), '╋'), theme::bold()),
        Some(Tile::Path { card, .. }) => {
            let segs = maze.segments(p).unwrap_or_default();
            let style = deck().path_cards[card].door.map(|t| theme::fg(door_color(t))).unwrap_or_default();
            (whole(&segs, center(&segs)), style)
        }
        Some(Tile::Goal { revealed: true, goal, .. }) => {
            let segs = maze.segments(p).unwrap_or_default();
            match goal {
                Goal::Gold => (whole(&segs, '$'), gold),
                _ => (whole(&segs, center(&segs)), theme::dim()),
            }
        }
        Some(Tile::Goal { .. }) => match view.known_goal(p) {
            Some(true) => (lone("[ $ ]"), gold),
            Some(false) => (lone("[ × ]"), theme::dim()),
            None => (lone("[ ? ]"), theme::bold()),
        },
        None => match aim {
            Some(a) if at_cursor && a.preview.is_some() => {
                let segs = a.preview.unwrap_or_default();
                let color = if a.squares.contains(&p) { Color::LightGreen } else { Color::LightRed };
                (whole(&segs, center(&segs)), theme::fg(color))
            }
            Some(a) if a.squares.contains(&p) => (lone("·"), theme::fg(Color::LightGreen)),
            Some(a) if a.turned.contains(&p) => (lone("f"), theme::fg(Color::LightYellow)),
            _ => (lone(""), Style::default()),
        },
    };
    let targeted = aim.is_some_and(|a| a.squares.contains(&p)) && maze.tile(p).is_some();
    let style = if at_cursor {
        style.patch(theme::selected())
    } else if targeted {
        style.patch(theme::fg(Color::LightGreen)).add_modifier(Modifier::UNDERLINED)
    } else {
        style
    };
    (rows, style)
}

/// ✓ when the previewed card fits at the cursor, ✗ when it does not (none elsewhere).
fn verdict(view: &SaboteurView, aim: Option<&Aim>, p: Pos) -> Option<Span<'static>> {
    let a = aim?;
    (a.cursor == p && a.preview.is_some() && view.maze.tile(p).is_none()).then(|| {
        if a.squares.contains(&p) {
            Span::styled("✓", theme::fg(Color::LightGreen).add_modifier(Modifier::BOLD))
        } else {
            Span::styled("✗", theme::fg(Color::LightRed).add_modifier(Modifier::BOLD))
        }
    })
}

/// A whole-card tile: the card's art, marks in its top corners, the verdict in its bottom right.
fn tile(view: &SaboteurView, aim: Option<&Aim>, p: Pos, w: u16, h: u16) -> TileArt {
    let (w, h) = (w as usize, h as usize);
    let (rows, style) = face(view, aim, p, w, h);
    let card = card_at(view, aim, p);
    let (crystal, ladder, door) = marks(card);
    let verdict = verdict(view, aim, p);
    rows.into_iter()
        .enumerate()
        .map(|(r, text)| {
            let chars: Vec<char> = text.chars().collect();
            let body =
                |from: usize, to: usize| Span::styled(chars[from..to].iter().collect::<String>(), style);
            if r == 0 && card.is_some() {
                let mark = |m: Span<'static>, c: char| {
                    if m.content == " " { Span::styled(c.to_string(), style) } else { m }
                };
                vec![
                    mark(crystal.clone(), chars[0]),
                    mark(ladder.clone(), chars[1]),
                    body(2, w - 1),
                    mark(door.clone(), chars[w - 1]),
                ]
            } else if r + 1 == h && verdict.is_some() {
                vec![body(0, w - 1), verdict.clone().unwrap_or_default()]
            } else {
                vec![body(0, w)]
            }
        })
        .collect()
}

/// One row per card: a connector row above each row of cards (where north/south arms meet), the
/// coordinates on top.
fn compact(
    view: &SaboteurView,
    aim: Option<&Aim>,
    xs: std::ops::Range<i32>,
    ys: std::ops::Range<i32>,
    head: Vec<Span<'static>>,
    height: i32,
) -> Vec<Line<'static>> {
    // The coordinates, then rows with connectors between them (2 × rows - 1 lines); connectors
    // above the top row and under the bottom one where two more lines fit.
    let rows = ys.end - ys.start;
    let header = height >= 2 * rows;
    let outer = height >= 2 * rows + 2;
    let mut lines: Vec<Line> = Vec::new();
    if header {
        lines.push(Line::from(head));
    }
    for y in ys.clone().chain(std::iter::once(ys.end)) {
        let edge = y == ys.start || y == ys.end;
        if !edge || outer {
            // Without a connector row above the top row, the one below it carries its ✓/✗.
            let also = (!outer && y == ys.start + 1).then_some(ys.start);
            lines.push(connector(view, aim, xs.clone(), y, y < ys.end, also));
        }
        if y >= ys.end {
            break;
        }
        let mut mid = vec![Span::styled(format!("{y:>3} "), theme::dim())];
        for x in xs.clone() {
            let (rows, style) = face(view, aim, (x, y), 5, 2);
            mid.extend(marked_centre(view, aim, (x, y), &rows[0], style));
        }
        lines.push(Line::from(mid));
    }
    lines
}

/// A compact card's row with its mark in the centre, on the card itself: the door's letter, the
/// crystal ◆ or the ladder ≡ (the arms still show where its tunnels go).
fn marked_centre(
    view: &SaboteurView,
    aim: Option<&Aim>,
    p: Pos,
    text: &str,
    style: Style,
) -> Vec<Span<'static>> {
    let (crystal, ladder, door) = marks(card_at(view, aim, p));
    let mark = [door, crystal, ladder].into_iter().find(|m| m.content != " ");
    let chars: Vec<char> = text.chars().collect();
    match mark {
        Some(m) if chars.len() == 5 => {
            let part = |r: std::ops::Range<usize>| Span::styled(chars[r].iter().collect::<String>(), style);
            vec![part(0..2), Span::styled(m.content, style.patch(m.style)), part(3..5)]
        }
        _ => vec![Span::styled(text.to_string(), style)],
    }
}

/// The row between card rows y - 1 and y: where their tunnels meet (stubs heavy), and the ✓/✗
/// verdict over a previewed card (or under it, for row `verdict_above`).
fn connector(
    view: &SaboteurView,
    aim: Option<&Aim>,
    xs: std::ops::Range<i32>,
    y: i32,
    below: bool,
    verdict_above: Option<i32>,
) -> Line<'static> {
    let maze = &view.maze;
    let segs = |p: Pos| match aim {
        Some(a) if a.cursor == p && maze.tile(p).is_none() => a.preview,
        _ => maze.segments(p),
    };
    let side = |p: Pos, e| segs(p).map_or(Arm::None, |s| arm(&s, e));
    let mut conn = vec![Span::raw(" ".repeat(LABEL_W as usize))];
    for x in xs {
        let mine = if below { verdict(view, aim, (x, y)) } else { None };
        let verdict = mine.or_else(|| verdict_above.and_then(|v| verdict(view, aim, (x, v))));
        conn.push(verdict.unwrap_or(Span::raw(" ")));
        conn.push(Span::raw(format!(" {}  ", between(side((x, y - 1), S), side((x, y), N)))));
    }
    Line::from(conn)
}
