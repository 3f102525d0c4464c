//! Drawing the setup form: its rows (players, seats, options, hints, where, port, start) and the
//! key test.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{Row, SetupForm, Where};
use crate::engine::Player;
use crate::t;
use crate::ui::setup_spec::kind_text;
use crate::ui::text::Columns;
use crate::ui::{theme, widgets};

impl SetupForm {
    /// The width of the toggle and setting labels as shown, so their values line up.
    fn label_width(&self) -> usize {
        let labels = self.spec.toggles.iter().chain(self.spec.settings.iter().map(|s| &s.label));
        let hints = t!("setup-hints").columns();
        labels.map(|l| self.game.shown(l).columns()).max().unwrap_or(0).max(18).max(hints)
    }

    fn keys_text(&self, seat: usize) -> String {
        if let Some(label) = self.choices.seat_options.get(seat).and_then(|&o| self.game.seat_option(o)) {
            return format!("  · {label}");
        }
        // A bot presses no keys: its seat lists none (its group stays reserved for it).
        if !self.shared_keyboard() || self.seats.get(seat).is_some_and(Player::is_bot) {
            return String::new();
        }
        let Some(&g) = self.choices.keys.get(seat) else { return String::new() };
        let k = self.spec.key_groups[g];
        format!(
            "  {}",
            t!(
                "setup-keys",
                k1 = k[0].to_string(),
                k2 = k[1].to_string(),
                k3 = k[2].to_string(),
                k4 = k[3].to_string(),
                k5 = k[4].to_string()
            )
        )
    }

    fn draw_key_test(&self, f: &mut Frame, area: Rect, pressed: &[char], message: Option<&str>) {
        let [main, msg, hints] =
            Layout::vertical([Constraint::Min(5), Constraint::Length(1), Constraint::Length(1)]).areas(area);
        let mut lines = vec![
            Line::styled(t!("keytest-title", game = self.game.name()), theme::bold()),
            Line::raw(t!("keytest-press")),
            Line::raw(t!("keytest-dark")),
            Line::raw(""),
        ];
        for (s, p) in self.seats.iter().enumerate().filter(|(_, p)| !p.is_bot()) {
            let g = self.spec.key_groups[self.choices.keys[s]];
            let mut spans = vec![Span::raw(format!("  {:<16}", p.name))];
            for (i, k) in g.iter().enumerate() {
                let label = [
                    t!("keytest-chief"),
                    t!("keytest-warrior"),
                    t!("keytest-maiden"),
                    t!("keytest-hunter"),
                    t!("keytest-reveal"),
                ][i]
                    .clone();
                let style = if pressed.contains(k) { theme::selected() } else { theme::dim() };
                spans.push(Span::styled(format!(" {k} {label} "), style));
                spans.push(Span::raw(" "));
            }
            let all = g.iter().all(|k| pressed.contains(k));
            spans.push(Span::styled(
                if all { format!(" {}", t!("keytest-all")) } else { String::new() },
                theme::bold(),
            ));
            lines.push(Line::from(spans));
        }
        // A key of nobody's group: on another keyboard layout a seat's key can type another
        // character (or another seat's).
        let people = (0..self.seats.len()).filter(|&s| !self.seats[s].is_bot());
        let ours: Vec<char> = people.flat_map(|s| self.spec.key_groups[self.choices.keys[s]]).collect();
        let stray: Vec<String> =
            pressed.iter().filter(|k| !ours.contains(k)).map(|k| k.to_string()).collect();
        if !stray.is_empty() {
            lines.push(Line::raw(""));
            lines.push(Line::styled(t!("keytest-stray", keys = stray.join(" ")), theme::bold()));
        }
        // Italian sentences run longer than a line at 80 columns: wrapped, never cut.
        f.render_widget(Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }), main);
        widgets::message_line(f, msg, message, true);
        widgets::hint_bar(f, hints, &self.hints());
    }

    pub fn draw(&self, f: &mut Frame, area: Rect, message: Option<&str>) {
        if let Some(pressed) = &self.testing {
            self.draw_key_test(f, area, pressed, message);
            return;
        }
        // A refusal wraps (why a name is refused runs past 80 columns). Two rows of hints: at 80
        // columns one row would drop `?` and Esc for Pow Wow's seat keys.
        let wrap = ratatui::widgets::Wrap { trim: false };
        let said = message.map(|m| Paragraph::new(Line::styled(m.to_string(), theme::error())).wrap(wrap));
        let said_h = said.as_ref().map_or(1, |p| p.line_count(area.width).max(1) as u16);
        let [main, msg, hints] =
            Layout::vertical([Constraint::Min(10), Constraint::Length(said_h), Constraint::Length(2)])
                .areas(area);
        let rows = self.rows();
        let mut lines =
            vec![Line::styled(t!("setup-title", game = self.game.name()), theme::bold()), Line::raw("")];
        let range = self.game.player_range(&self.choices);
        let mut note_at = None;
        for (i, row) in rows.iter().enumerate() {
            let line = self.row_line(i, *row, &range);
            lines.push(if i == self.row { line.style(theme::selected()) } else { line });
            if *row == Row::Where && self.place != Where::Laptop {
                let note = if self.place == (Where::Ssh { open: true }) {
                    t!("setup-where-note-open")
                } else {
                    t!("setup-where-note")
                };
                note_at = Some(lines.len());
                lines.push(Line::styled(format!("    {note}"), theme::dim()));
            }
        }
        // A long seat list at 80×24 (Saboteur's twelve) keeps every row: the note gives way, then
        // the blank line under the title.
        if let Some(i) = note_at.filter(|_| lines.len() > main.height as usize) {
            lines.remove(i);
        }
        if lines.len() > main.height as usize {
            lines.remove(1);
        }
        f.render_widget(Paragraph::new(lines), main);
        if let Some(said) = said {
            f.render_widget(said, msg);
        }
        widgets::hint_bar(f, hints, &self.hints());
    }

    /// The line of `row` (the `i`-th on screen).
    fn row_line(&self, i: usize, row: Row, range: &crate::ui::setup_spec::PlayerRange) -> Line<'static> {
        match row {
            Row::Players => Line::raw(format!(
                "  {}  ◂ {} ▸   ({}–{})",
                t!("setup-players"),
                self.n(),
                range.min,
                range.max
            )),
            Row::Seat(s) => {
                let p = &self.seats[s];
                let kind = kind_text(p.bot);
                let cursor = if i == self.row { "_" } else { "" };
                let label = self.game.seat_label(s).map_or(String::new(), |l| format!("{l:<6}"));
                Line::from(vec![
                    Span::raw(format!("  {:<2} {label}", s + 1)),
                    Span::styled(format!("{:<18}", format!("{}{cursor}", p.name)), theme::bold()),
                    Span::raw(format!("◂ {kind} ▸{}", self.keys_text(s))),
                ])
            }
            Row::First if self.game.start_rule().is_some() => Line::raw(format!(
                "  {}  {}",
                t!("setup-start-player"),
                self.game.start_rule().unwrap_or_default()
            )),
            Row::First => {
                let first = self.first.map_or(t!("setup-random-first"), |s| self.seats[s].name.clone());
                Line::raw(format!("  {}  ◂ {first} ▸", t!("setup-start-player")))
            }
            Row::Toggle(t) => {
                let on = if self.choices.toggles[t] { t!("setup-on") } else { t!("setup-off") };
                let width = self.label_width();
                Line::raw(format!("  {:<width$}  ◂ {on} ▸", self.game.shown(self.spec.toggles[t])))
            }
            Row::Setting(i) => {
                let s = self.spec.settings[i];
                let value = self.game.shown(s.values[self.choices.setting(&self.spec, i)]);
                let width = self.label_width();
                Line::raw(format!("  {:<width$}  ◂ {value} ▸", self.game.shown(s.label)))
            }
            Row::Hints => {
                let on = if self.choices.hints { t!("setup-hints-on") } else { t!("setup-off") };
                let width = self.label_width();
                Line::raw(format!("  {:<width$}  ◂ {on} ▸", t!("setup-hints")))
            }
            Row::KeyTest => Line::raw(format!("  {}", t!("setup-key-test-row"))),
            Row::Where => {
                let place = self.place.text(!self.spec.key_groups.is_empty());
                Line::raw(format!("  {}  ◂ {place} ▸", t!("setup-where")))
            }
            Row::Port => {
                let cursor = if i == self.row { "_" } else { "" };
                let port = if self.port == 0 { String::new() } else { self.port.to_string() };
                Line::raw(format!(
                    "  {}  ◂ {port}{cursor} ▸   {}",
                    t!("setup-port"),
                    t!("setup-port-note", port = port.as_str())
                ))
            }
            Row::Start if self.place != Where::Laptop => {
                Line::styled(format!("  {}", t!("setup-host")), theme::bold())
            }
            Row::Start => Line::styled(format!("  {}", t!("setup-start")), theme::bold()),
        }
    }
}
