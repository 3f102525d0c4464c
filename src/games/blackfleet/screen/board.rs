//! The sea map of the Black Fleet screen, with column numbers above and row numbers on the left (the
//! squares menus and the log name as "(x, y)"). A square is 3×1 characters on small terminals and
//! up to 5×2 on large ones. Ships show their owner's seat number and their cargo on every scale:
//! `2b3` is player 2's merchant with 3 blue cubes, `2Pr` their pirate with a red cube, `NY`/`NP` the
//! navy ships. Squares the aimed ship can reach carry a `•` (not only colour); the cursor, or the
//! square a menu choice names, is framed `▸ ◂` on a light background.

use std::collections::HashSet;

use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use super::super::data::data;
use super::super::map::{Pos, Square};
use super::super::view::FleetView;
use super::text::{cargo_mark, cube_color, cube_letter, seat_color};
use crate::t;
use crate::ui::theme;

/// A square's size in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scale {
    pub w: u16,
    pub h: u16,
}

impl Scale {
    pub const SMALL: Scale = Scale { w: 3, h: 1 };

    /// The map's size with its axis labels.
    pub fn map_size(self) -> (u16, u16) {
        let map = &data().map;
        (3 + map.width as u16 * self.w, 1 + map.height as u16 * self.h)
    }
}

/// What the map marks besides the ships and the sea.
pub struct Marks {
    /// Squares the aimed ship can reach.
    pub reach: HashSet<Pos>,
    /// The cursor of the aimed ship, or the square the selected menu choice names.
    pub cursor: Option<Pos>,
    /// A second square the selected choice concerns (the ship Shanghaied pushes).
    pub also: Option<Pos>,
}

/// One square: its text per row (each `w` wide) and its style.
fn square_rows(view: &FleetView, p: Pos, scale: Scale, reach: bool) -> (Vec<String>, Style) {
    let w = scale.w as usize;
    let centre = |s: &str| format!("{s:^w$}");
    let b = &view.board;
    let map = &data().map;
    let two = scale.h > 1;
    if let Some(n) = b.navy.iter().position(|&q| q == p) {
        let (t, c) = if n == 0 {
            (t!("blackfleet-mark-yellow-navy"), Color::Yellow)
        } else {
            (t!("blackfleet-mark-purple-navy"), Color::Magenta)
        };
        return (vec![centre(&t), centre("")], ship_style(c, two));
    }
    if let Some(s) = b.merchants.iter().position(|&q| q == Some(p)) {
        let cargo = cargo_mark(&view.players[s].cargo, true);
        let style = ship_style(seat_color(s), two);
        if two {
            return (vec![centre(&format!("{}M", s + 1)), centre(&cargo)], style);
        }
        // "2b3": seat, colour, count; an empty merchant (supply shortage) "2M·".
        let text = match view.players[s].cargo.first() {
            Some(&c) => format!("{}{}{}", s + 1, cube_letter(c), view.players[s].cargo.len()),
            None => format!("{}M·", s + 1),
        };
        return (vec![centre(&text)], style);
    }
    if let Some(s) = b.pirates.iter().position(|&q| q == Some(p)) {
        let loot = &view.players[s].loot;
        let style = ship_style(seat_color(s), two).add_modifier(Modifier::UNDERLINED);
        let mark = cargo_mark(loot, loot.len() > 1);
        if two {
            return (vec![centre(&format!("{}P", s + 1)), centre(&mark)], style);
        }
        let text =
            if loot.len() > 1 { format!("{}P{}", s + 1, loot.len()) } else { format!("{}P{mark}", s + 1) };
        return (vec![centre(&text)], style);
    }
    let dot = |c: &str| if reach { centre(&format!("•{c}•")) } else { centre(c) };
    let (top, under, style) = match map.at(p) {
        Square::Land => ("▓".repeat(w), "▓".repeat(w), theme::fg(Color::DarkGray)),
        Square::Port(c) => {
            let supply = d_supply(view, c);
            (centre(&format!("[{c}]")), centre(&supply), theme::bold())
        }
        Square::Beach(v) => (dot(&v.to_string()), centre(""), theme::fg(Color::Yellow)),
        Square::Lair => (dot(&t!("blackfleet-mark-lair")), centre(""), theme::fg(Color::LightRed)),
        // Where pirates enter from the distant seas off the corners.
        _ if data().areas.iter().any(|a| a.entries.contains(&p)) => {
            (dot("≈"), centre(""), theme::fg(Color::Cyan))
        }
        _ if reach => (centre("•"), centre(""), theme::fg(Color::Blue)),
        _ => (centre("·"), centre(""), theme::fg(Color::Blue)),
    };
    (if two { vec![top, under] } else { vec![top] }, style)
}

/// A ship's mark in its colour; on small squares, where a mark fills its square and would run
/// into the next ("4Pp1p1NY"), on the colour (reversed), so each ship is a block of its own.
fn ship_style(colour: Color, two: bool) -> Style {
    let style = theme::fg(colour).add_modifier(Modifier::BOLD);
    if two { style } else { style.add_modifier(Modifier::REVERSED) }
}

/// A port's goods left, "y13", for the second row of big squares.
fn d_supply(view: &FleetView, letter: char) -> String {
    data()
        .ports
        .iter()
        .find(|p| p.letter == letter)
        .map_or(String::new(), |p| format!("{}{}", cube_letter(p.supplies), view.supply[p.supplies]))
}

/// The map's lines with axis labels.
pub fn lines(view: &FleetView, scale: Scale, marks: &Marks) -> Vec<Line<'static>> {
    let map = &data().map;
    let w = scale.w as usize;
    let mut head = vec![Span::raw("   ")];
    head.extend((0..map.width).map(|x| Span::styled(format!("{x:^w$}"), theme::dim())));
    let mut lines = vec![Line::from(head)];
    for y in 0..map.height {
        let mut rows: Vec<Vec<Span<'static>>> = (0..scale.h)
            .map(|r| {
                let label = if r == 0 { format!("{y:>2} ") } else { "   ".into() };
                vec![Span::styled(label, theme::dim())]
            })
            .collect();
        for x in 0..map.width {
            let p = (x, y);
            let reach = marks.reach.contains(&p);
            let (texts, mut style) = square_rows(view, p, scale, reach);
            if reach {
                style = style.patch(theme::fg(Color::LightGreen)).add_modifier(Modifier::BOLD);
            }
            let mut texts = texts;
            if marks.cursor == Some(p) || marks.also == Some(p) {
                // Not reversed: that marks the menu's selected line. A colour and ▸◂ around it.
                let lit = if theme::no_color() {
                    Style::default().add_modifier(Modifier::UNDERLINED)
                } else {
                    Style::default().bg(Color::LightYellow).fg(Color::Black)
                };
                style = style.patch(lit).add_modifier(Modifier::BOLD);
                let t = &texts[0];
                if t.starts_with(' ') && t.ends_with(' ') && t.chars().count() >= 3 {
                    let inner: String = t.chars().skip(1).take(t.chars().count() - 2).collect();
                    texts[0] = format!("▸{inner}◂");
                }
            }
            for (r, text) in texts.into_iter().take(scale.h as usize).enumerate() {
                // The cargo row of a port shows its supply in the goods' colour.
                let st = match (r, data().map.at(p)) {
                    (1, Square::Port(c)) if marks.cursor != Some(p) => {
                        let colour = data().ports.iter().find(|q| q.letter == c).map(|q| q.supplies);
                        colour.map_or(style, |c| theme::fg(cube_color(c)))
                    }
                    _ => style,
                };
                rows[r].push(Span::styled(text, st));
            }
        }
        lines.extend(rows.into_iter().map(Line::from));
    }
    lines
}
