//! Drawing the table's screens: the game with its message line, log panel and hint bar; a result
//! to confirm; the final board; the hand-off and the announcement.

use super::*;
use crate::t;

impl<G: GameUi> GameTable<G> {
    pub(super) fn draw_game(&mut self, f: &mut Frame, area: Rect) {
        let [body, message, log_area, hints] = Layout::vertical([
            Constraint::Min(10),
            Constraint::Length(1),
            Constraint::Length(log::panel_rows(area.height) + 1),
            Constraint::Length(2),
        ])
        .areas(area);
        let viewer = self.viewer();
        let view = self.session.state.view(viewer);
        let names = self.session.names();
        let log = self.session.log_lines(viewer, 0);
        let legal = viewer.map(|s| self.session.state.legal_actions(s)).unwrap_or_default();
        let bots: Vec<bool> = self.session.players.iter().map(|p| p.is_bot()).collect();
        let ctx =
            Ctx { names: &names, viewer, log: &log, now_ms: self.clock_ms(Instant::now()), bots: &bots };
        self.screen.draw(f, body, &view, &legal, &ctx);
        if let Mode::Naming(name) = &self.mode {
            f.render_widget(ratatui::widgets::Paragraph::new(name.line()), message);
        } else {
            let waiting = match self.session.pending() {
                _ if self.session.state.interlude() => Some(t!("table-interlude")),
                Pending::Seat(s) if self.session.players[s].is_bot() => {
                    Some(t!("table-bot-thinking", name = names[s].as_str()))
                }
                _ => None,
            };
            match (&self.message, waiting) {
                (Some((m, err)), _) => widgets::message_line(f, message, Some(m), *err),
                (None, Some(w)) => widgets::message_line(f, message, Some(&w), false),
                _ => {}
            }
        }
        self.log_rows = log::panel(f, log_area, &log, self.news_from(viewer), &key_name(G::LOG));
        if let Mode::Confirm(seat) = self.mode {
            self.draw_confirm(f, body, seat);
        }
        widgets::hint_bar(f, hints, &self.commands());
    }

    /// The score screen's final board (`b`), from the public view; false when it is not shown. The
    /// first time it draws the board underneath the scores, to learn whether the game has one.
    /// A box over the seat's own screen with the results only it may know.
    pub(super) fn draw_confirm(&self, f: &mut Frame, area: Rect, seat: Seat) {
        let name = &self.session.players[seat].name;
        let mut lines =
            vec![Line::styled(t!("table-only-you", name = name.as_str()), theme::bold()), Line::raw("")];
        lines.extend(self.unconfirmed().into_iter().map(|l| Line::raw(l.text)));
        lines.push(Line::raw(""));
        let next = if self.humans() > 1 && G::PRIVATE { t!("table-read-hidden") } else { t!("table-read") };
        lines.push(Line::styled(next, theme::dim()));
        // At the top, so the seat's own cards below stay in sight (a drawn card is marked there).
        widgets::popup_top(f, area, &format!(" {} ", t!("table-your-result")), lines);
    }

    /// The score screen's other page: the game's own screen drawn from the public final view.
    pub(super) fn draw_final_board(&mut self, f: &mut Frame, area: Rect) {
        let [body, hints] = Layout::vertical([Constraint::Min(5), Constraint::Length(2)]).areas(area);
        let view = self.session.state.view(None);
        let names = self.session.names();
        let log = self.session.log_lines(None, 0);
        let bots: Vec<bool> = self.session.players.iter().map(|p| p.is_bot()).collect();
        let ctx = Ctx {
            names: &names,
            viewer: None,
            log: &log,
            now_ms: self.clock_ms(Instant::now()),
            bots: &bots,
        };
        self.screen.final_board(f, body, &view, &ctx);
        widgets::hint_bar(f, hints, &self.commands());
    }

    pub(super) fn draw_handoff(&self, f: &mut Frame, area: Rect, seat: Seat) {
        let name = self.session.players[seat].name.clone();
        let [body, hints] = Layout::vertical([Constraint::Min(5), Constraint::Length(1)]).areas(area);
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
        widgets::hint_bar(f, hints, &self.commands());
    }

    pub(super) fn draw_announce(&self, f: &mut Frame, area: Rect) {
        let [body, hints] = Layout::vertical([Constraint::Min(5), Constraint::Length(1)]).areas(area);
        widgets::title_line(f, Rect { height: 1, ..body }, &t!("table-announce-title", game = G::name()));
        let names = self.session.names();
        let mut lines = vec![Line::styled(t!("table-announce-players"), theme::bold())];
        for (i, p) in self.session.players.iter().enumerate() {
            let kind = crate::ui::setup::kind_text(p.bot);
            lines.push(Line::raw(t!("table-announce-seat", n = i + 1, name = p.name.as_str(), kind = kind)));
        }
        lines.push(Line::raw(""));
        if let Some(s) = self.session.pending().seat() {
            let how = G::start_rule().unwrap_or_else(|| {
                if self.session.setup.first.is_some() {
                    t!("table-first-chosen")
                } else {
                    t!("table-first-random")
                }
            });
            lines.push(Line::from(vec![
                Span::raw(t!("table-start-player")),
                Span::styled(names[s].clone(), theme::bold()),
                Span::raw(format!("  ({how})")),
            ]));
        }
        if let Some(rules) = G::rules_in_force(&self.session.options) {
            lines.extend([Line::raw(""), Line::raw(t!("table-rules-in-force", rules = rules))]);
        }
        widgets::centered(f, body, lines);
        widgets::hint_bar(f, hints, &self.commands());
    }
}
