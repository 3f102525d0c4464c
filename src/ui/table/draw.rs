//! Drawing the table's screens: the game with its message line, log panel and hint bar; a result
//! to confirm; the final board; the hand-off and the announcement.

use super::*;
use crate::t;

impl<G: GameUi> GameTable<G> {
    pub(super) fn draw_game(&mut self, f: &mut Frame, area: Rect) {
        let viewer = self.viewer();
        let line = match &self.mode {
            Mode::Naming(name) => Some(name.line()),
            // While a private result is open the message line does not invite everyone to look
            // (a public pause's "Everyone may look" would, over the box); a refused key is said.
            Mode::Confirm(_) => Some(match &self.pane.message {
                Some((said, error)) => {
                    Line::styled(said.clone(), if *error { theme::error() } else { theme::bold() })
                }
                None => Line::raw(""),
            }),
            _ => None,
        };
        let now_ms = self.clock_ms(self.core.now());
        let (body, bar) = self.pane.draw_game(f, area, &self.core.session, viewer, now_ms, line);
        if let Mode::Confirm(seat) = self.mode {
            self.draw_confirm(f, body, seat);
        }
        self.pane.coach_stale(&self.core.session, self.shown);
        self.pane.draw_coach(f, body, &self.core.session);
        // A page over the table has its own keys: the game's would be a second, wrong bar.
        if self.pane.overlay.is_none() {
            widgets::hint_bar(f, bar, &self.hints());
        }
    }

    /// A box over the seat's own screen with the results only it may know.
    pub(super) fn draw_confirm(&self, f: &mut Frame, area: Rect, seat: Seat) {
        let name = &self.core.session.players[seat].name;
        let mut lines =
            vec![Line::styled(t!("table-only-you", name = name.as_str()), theme::bold()), Line::raw("")];
        lines.extend(self.unconfirmed().into_iter().map(|l| Line::raw(l.text)));
        lines.push(Line::raw(""));
        // The screen is hidden after it only when it leaves this seat (not while the seat goes on).
        let hidden = self.hotseat() && !self.shown_stays();
        let next = if hidden { t!("table-read-hidden") } else { t!("table-read") };
        lines.push(Line::styled(next, theme::dim()));
        // At the top, so the seat's own cards below stay in sight (a drawn card is marked there).
        widgets::popup_top(f, area, &format!(" {} ", t!("table-your-result")), lines);
    }

    /// The score screen's other page: the game's own screen drawn from the public final view.
    pub(super) fn draw_final_board(&mut self, f: &mut Frame, area: Rect) {
        let (now_ms, hints) = (self.clock_ms(self.core.now()), self.foot_hints());
        self.pane.draw_final_board(f, area, &self.core.session, now_ms, &hints);
    }

    /// The message line and the key bar under a screen of the table's own (announcement,
    /// hand-off): a page over it has its own bar, so this one is drawn only without a page.
    fn draw_foot(&self, f: &mut Frame, message: Rect, hints: Rect) {
        if self.pane.overlay.is_some() {
            return;
        }
        // Wrapped: a long sentence ("Game resumed. … goes on in a new file") is read whole.
        if let Some((said, error)) = &self.pane.message {
            let style = if *error { theme::error() } else { theme::bold() };
            let text = ratatui::widgets::Paragraph::new(Line::styled(said.clone(), style))
                .wrap(ratatui::widgets::Wrap { trim: true });
            f.render_widget(text, message);
        }
        widgets::hint_bar(f, hints, &self.hints());
    }

    pub(super) fn draw_handoff(&self, f: &mut Frame, area: Rect, seat: Seat) {
        let name = self.core.session.players[seat].name.clone();
        let [body, message, hints] =
            Layout::vertical([Constraint::Min(5), Constraint::Length(2), Constraint::Length(1)]).areas(area);
        widgets::title_line(f, Rect { height: 1, ..body }, &t!("table-handoff-title", game = G::name()));
        widgets::centered(
            f,
            body,
            vec![
                Line::from(vec![
                    Span::raw(t!("table-handoff-pass")),
                    Span::styled(name.to_uppercase(), theme::bold()),
                ]),
                Line::raw(""),
                Line::raw(t!("table-handoff-hidden", name = name.as_str())),
                Line::raw(t!("table-handoff-only-you")),
            ],
        );
        let away: Vec<&str> =
            self.away().iter().map(|&s| self.core.session.players[s].name.as_str()).collect();
        if !away.is_empty() {
            let line = t!("table-handoff-away", names = away.join(", "), n = away.len());
            let bottom = Rect { y: body.bottom().saturating_sub(2), height: 1, ..body };
            f.render_widget(ratatui::widgets::Paragraph::new(line).centered().style(theme::dim()), bottom);
        }
        self.draw_foot(f, message, hints);
    }

    pub(super) fn draw_announce(&self, f: &mut Frame, area: Rect) {
        let [body, message, hints] =
            Layout::vertical([Constraint::Min(5), Constraint::Length(2), Constraint::Length(1)]).areas(area);
        widgets::title_line(f, Rect { height: 1, ..body }, &t!("table-announce-title", game = G::name()));
        let mut lines = vec![Line::styled(t!("table-announce-players"), theme::bold())];
        let seats: Vec<String> = (self.core.session.players.iter().enumerate())
            .map(|(i, p)| {
                let kind = crate::ui::setup_spec::kind_text(p.bot);
                t!("table-announce-seat", n = i + 1, name = p.name.as_str(), kind = kind)
            })
            .collect();
        // One column: centred lines of different lengths would start at different places.
        let width = seats.iter().map(|s| crate::ui::text::width(s)).max().unwrap_or(0);
        lines.extend(seats.iter().map(|s| Line::raw(crate::ui::text::pad(s, width))));
        lines.push(Line::raw(""));
        let [start, rules, coach] = start_lines(&self.core.session);
        lines.extend(start);
        for more in [rules, coach].into_iter().flatten() {
            lines.extend([Line::raw(""), more]);
        }
        widgets::centered(f, body, lines);
        self.draw_foot(f, message, hints);
    }
}

impl<G: GameUi> GameTable<G> {
    /// The key bar under a screen: none while a page with its own bar covers it.
    pub(super) fn foot_hints(&self) -> Vec<crate::ui::widgets::Hint> {
        if self.pane.overlay.is_some() { Vec::new() } else { self.hints() }
    }
}
