//! The Saboteur maze drawn as a grid of card tiles: coordinates on the top and left, a connector row
//! between tile rows where tunnels meet (with crystal, ladder and door marks), face-down and seen
//! goals, the start, and while aiming the legal squares and a preview of the card at the cursor. It
//! scrolls to keep the cursor in view.

use std::collections::HashSet;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::deck::{Team, deck};
use super::maze::{Goal, Pos, Segs, Tile};
use super::tiles::{between, center, middle};
use super::view::SaboteurView;
use crate::ui::theme;

/// Tile width, and the width of the row labels.
const TILE_W: u16 = 5;
const LABEL_W: u16 = 4;

pub fn door_color(team: Team) -> Color {
    match team {
        Team::Green => Color::LightGreen,
        Team::Blue => Color::LightBlue,
    }
}

/// What the grid shows while a card is aimed: the cursor, the squares it may go to, and the path
/// card itself (turned as chosen) to preview at the cursor.
#[derive(Debug, Clone, Default)]
pub struct Aim {
    pub cursor: Pos,
    pub squares: HashSet<Pos>,
    pub preview: Option<Segs>,
}

/// The grid's scroll position, kept between frames.
#[derive(Debug, Clone, Default)]
pub struct Grid {
    /// The maze square at the top-left of the view.
    origin: Option<Pos>,
}

impl Grid {
    fn keep_in_view(&mut self, cols: i32, rows: i32, bounds: (i32, i32, i32, i32), focus: Option<Pos>) {
        let (x0, y0, x1, y1) = bounds;
        let (mut ox, mut oy) = self.origin.unwrap_or((x0, y0));
        if x1 - x0 < cols {
            ox = x0;
        }
        if y1 - y0 < rows {
            oy = y0;
        }
        if let Some((cx, cy)) = focus {
            if cx < ox {
                ox = cx;
            } else if cx >= ox + cols {
                ox = cx - cols + 1;
            }
            if cy < oy {
                oy = cy;
            } else if cy >= oy + rows {
                oy = cy - rows + 1;
            }
        }
        ox = ox.clamp(x0.min(x1 - cols + 1), x0.max(x1 - cols + 1));
        oy = oy.clamp(y0.min(y1 - rows + 1), y0.max(y1 - rows + 1));
        if let Some((cx, cy)) = focus {
            ox = ox.min(cx).max(cx - cols + 1);
            oy = oy.min(cy).max(cy - rows + 1);
        }
        self.origin = Some((ox, oy));
    }

    /// The maze: coordinates on top and left, a connector row above each row of tiles.
    pub fn draw(&mut self, f: &mut Frame, area: Rect, view: &SaboteurView, aim: Option<&Aim>) {
        let maze = &view.maze;
        let aiming = aim.is_some();
        let cursor = aim.map_or((0, 0), |a| a.cursor);
        let empty = HashSet::new();
        let highlight = aim.map_or(&empty, |a| &a.squares);
        let mut bounds = (0, -2, 8, 2);
        for ((x, y), _) in maze.tiles() {
            bounds = (bounds.0.min(x - 1), bounds.1.min(y - 1), bounds.2.max(x + 1), bounds.3.max(y + 1));
        }
        let cols = (area.width.saturating_sub(LABEL_W) / TILE_W).max(1) as i32;
        // Rows of tiles: a middle row each and a connector row between them; the coordinates on top
        // and connector rows at the outer edges only when there is room.
        let h = area.height as i32;
        let rows = (h / 2).max(1);
        let header = h >= 2 * rows;
        let outer = h > 2 * rows;
        // Not aiming: show the middle of the maze; aiming: scroll only as the cursor needs.
        if !aiming || self.origin.is_none() {
            let fit = |lo: i32, hi: i32, n: i32| if hi - lo < n { lo } else { (lo + hi - n + 1) / 2 };
            self.origin = Some((fit(bounds.0, bounds.2, cols), fit(bounds.1, bounds.3, rows)));
        }
        self.keep_in_view(cols, rows, bounds, aiming.then_some(cursor));
        let (ox, oy) = self.origin.unwrap_or((0, 0));
        let xs = ox..(ox + cols).min(bounds.2 + 1);
        let ys = oy..(oy + rows).min(bounds.3 + 1);
        let known = |p: Pos| view.known_goal(p);
        let mut lines: Vec<Line> = Vec::new();
        let mut head = vec![Span::raw(" ".repeat(LABEL_W as usize))];
        for x in xs.clone() {
            head.push(Span::styled(format!("{x:^5}"), theme::dim()));
        }
        let more = |b: bool, s: &str| if b { s.to_string() } else { String::new() };
        head.push(Span::styled(
            format!(
                "{}{}{}{}",
                more(ox > bounds.0, " ◂"),
                more(ox + cols <= bounds.2, " ▸"),
                more(oy > bounds.1, " ▴"),
                more(oy + rows <= bounds.3, " ▾")
            ),
            theme::key(),
        ));
        if header {
            lines.push(Line::from(head));
        }
        let preview = aim.and_then(|a| a.preview);
        for y in ys.clone().chain(std::iter::once(ys.end)) {
            let edge = y == ys.start || y == ys.end;
            if edge && !outer {
                if y == ys.end {
                    break;
                }
            } else {
                lines.push(connector(view, xs.clone(), y, y < ys.end));
            }
            if y >= ys.end {
                break;
            }
            let mut mid = vec![Span::styled(format!("{y:>3} "), theme::dim())];
            for x in xs.clone() {
                let p = (x, y);
                let at_cursor = aiming && p == cursor;
                let (text, style) = match maze.tile(p) {
                    Some(Tile::Start) => (middle(&maze.segments(p).unwrap_or_default(), '╋'), theme::bold()),
                    Some(Tile::Path { card, .. }) => {
                        let segs = maze.segments(p).unwrap_or_default();
                        let d = &deck().path_cards[card];
                        let style = d.door.map(|t| theme::fg(door_color(t))).unwrap_or_default();
                        (middle(&segs, center(&segs)), style)
                    }
                    Some(Tile::Goal { revealed: true, goal, .. }) => {
                        let segs = maze.segments(p).unwrap_or_default();
                        match goal {
                            Goal::Gold => {
                                (middle(&segs, '$'), theme::fg(Color::Yellow).add_modifier(Modifier::BOLD))
                            }
                            _ => (middle(&segs, center(&segs)), theme::dim()),
                        }
                    }
                    Some(Tile::Goal { .. }) => match known(p) {
                        Some(true) => {
                            ("[ $ ]".to_string(), theme::fg(Color::Yellow).add_modifier(Modifier::BOLD))
                        }
                        Some(false) => ("[ × ]".to_string(), theme::dim()),
                        None => ("[ ? ]".to_string(), theme::bold()),
                    },
                    None if at_cursor && preview.is_some() => {
                        let segs = preview.unwrap_or_default();
                        let ok = highlight.contains(&p);
                        let color = if ok { Color::LightGreen } else { Color::LightRed };
                        (middle(&segs, center(&segs)), theme::fg(color))
                    }
                    None if highlight.contains(&p) => ("  ·  ".to_string(), theme::fg(Color::LightGreen)),
                    None => ("     ".to_string(), Style::default()),
                };
                let style = if at_cursor {
                    style.patch(theme::selected())
                } else if highlight.contains(&p) && maze.tile(p).is_some() {
                    style.patch(theme::fg(Color::LightGreen)).add_modifier(Modifier::UNDERLINED)
                } else {
                    style
                };
                mid.push(Span::styled(text, style));
            }
            lines.push(Line::from(mid));
        }
        f.render_widget(Paragraph::new(lines), area);
    }
}

/// The row between tile rows y - 1 and y: where their tunnels meet, and the markers (crystal,
/// ladder, door) of the cards at y.
fn connector(view: &SaboteurView, xs: std::ops::Range<i32>, y: i32, marks: bool) -> Line<'static> {
    use super::maze::{N, S};
    let maze = &view.maze;
    let opening = |p: Pos, e: u8| maze.segments(p).is_some_and(|s| s.open() & e != 0);
    let mut conn = vec![Span::raw(" ".repeat(LABEL_W as usize))];
    for x in xs {
        let card = match maze.tile((x, y)) {
            Some(Tile::Path { card, .. }) if marks => Some(&deck().path_cards[card]),
            _ => None,
        };
        let crystal = if card.is_some_and(|d| d.crystal) { "◆" } else { " " };
        let ladder = if card.is_some_and(|d| d.ladder) { "≡" } else { " " };
        conn.push(Span::styled(crystal, theme::fg(Color::Magenta)));
        conn.push(Span::styled(ladder, theme::fg(Color::Cyan)));
        conn.push(Span::raw(format!("{} ", between(opening((x, y - 1), S), opening((x, y), N)))));
        conn.push(match card.and_then(|d| d.door) {
            Some(team) => Span::styled(
                if team == Team::Green { "G" } else { "B" },
                theme::fg(door_color(team)).add_modifier(Modifier::BOLD),
            ),
            None => Span::raw(" "),
        });
    }
    Line::from(conn)
}
