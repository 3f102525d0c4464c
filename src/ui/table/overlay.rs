//! Pages over the table: the rules help, the full log, the catch-up after a hand-off, and a
//! real-time game's pause.

use super::*;

/// A page over the table.
pub(super) enum Overlay {
    Help(Help),
    /// The whole log the viewer may read.
    Log(Pager),
    /// What happened since the viewer's last decision, shown when it takes the laptop.
    CatchUp(Pager),
    /// A real-time game's clock stands still until Enter (or the pause key): why it stopped.
    Paused(String),
}

impl<G: GameUi> GameTable<G> {
    /// Keys on a page over the table: scrolling, closing, and quitting (the game is saved) from the
    /// log and the catch-up.
    pub(super) fn overlay_key(&mut self, key: KeyEvent) -> TableExit {
        let close = match &mut self.overlay {
            Some(Overlay::Help(help)) => !help.key(key),
            Some(Overlay::Log(pager) | Overlay::CatchUp(pager)) => {
                if pager.key(key) {
                    false
                } else if key.code == G::QUIT {
                    return TableExit::Quit;
                } else {
                    matches!(key.code, KeyCode::Esc | KeyCode::Enter) || key.code == G::LOG
                }
            }
            Some(Overlay::Paused(_)) => {
                matches!(key.code, KeyCode::Esc | KeyCode::Enter) || Some(key.code) == G::PAUSE
            }
            None => false,
        };
        if close {
            self.overlay = None;
        }
        TableExit::Stay
    }

    pub(super) fn draw_overlay(&mut self, f: &mut Frame, area: Rect) {
        let viewer = self.viewer();
        let news_from = self.news_from(viewer);
        let who = viewer.map_or("the table".to_string(), |s| self.session.players[s].name.clone());
        match &mut self.overlay {
            None => {}
            Some(Overlay::Help(help)) if G::PAUSE.is_some() => {
                let title = format!("{} — rules · the game is paused until you close this", G::NAME);
                help.draw_titled(f, area, &title, G::HELP);
            }
            Some(Overlay::Help(help)) => help.draw(f, area, G::NAME, G::HELP),
            Some(Overlay::Log(pager)) => {
                let lines = log::page(&self.session.log_lines(viewer, 0), news_from);
                let mut hints = Pager::hints();
                hints.push(hint(&format!("Esc {}", key_name(G::LOG)), "close"));
                hints.push(hint(&key_name(G::QUIT), "quit"));
                let paused = if G::PAUSE.is_some() { " · paused" } else { "" };
                let title = format!("{} — log, as {who} may read it{paused}", G::NAME);
                pager.draw(f, area, &title, lines, &hints);
            }
            Some(Overlay::CatchUp(pager)) => {
                let news = viewer.map(|s| self.session.news_for(s)).unwrap_or_default();
                let mut hints = vec![hint("Enter", "to the table")];
                if !pager.at_bottom() {
                    hints.insert(0, hint("↓ PgDn", "read on"));
                }
                hints.extend(Pager::hints().into_iter().skip(1));
                hints.push(hint(&key_name(G::QUIT), "quit"));
                let title = format!("{} · {who}: since your last turn ({} new)", G::NAME, news.len());
                pager.draw(f, area, &title, log::page(&news, None), &hints);
            }
            Some(Overlay::Paused(why)) => {
                let pause = G::PAUSE.map_or(String::new(), |k| format!(" {}", key_name(k)));
                let lines = vec![
                    Line::styled(why.clone(), theme::bold()),
                    Line::raw(""),
                    Line::raw("The clock stands still for everyone: no claim window closes, no bot moves."),
                    Line::raw(""),
                    Line::styled("Press Enter when everyone is ready.", theme::dim()),
                ];
                widgets::popup(f, area, " Paused ", lines);
                let bar = Rect { y: area.bottom().saturating_sub(2), height: 2.min(area.height), ..area };
                f.render_widget(ratatui::widgets::Clear, bar);
                widgets::hint_bar(f, bar, &[hint(&format!("Enter{pause} Esc"), "go on")]);
            }
        }
    }
}
