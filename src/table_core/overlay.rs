//! Pages over the table: the rules help, the full log, the catch-up after a hand-off, and a
//! real-time game's pause.

use crate::ui::keys::{self, Keys};
use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::TableExit;
use super::pane::{Pane, news_from};
use crate::engine::{Seat, Session};
use crate::i18n::tr;
use crate::t;
use crate::ui::command::{self, Command};
use crate::ui::game_screen::GameUi;
use crate::ui::help::{Help, Paged};
use crate::ui::keys::key_name;
use crate::ui::pager::Pager;
use crate::ui::widgets::{self, Hint};
use crate::ui::{log, theme};

/// A page over the table.
pub enum Overlay {
    Help(Help),
    /// The whole log the viewer may read.
    Log(Pager),
    /// What happened since the viewer's last decision, shown when it takes the laptop.
    CatchUp(Pager),
    /// A real-time game's clock stands still until Enter (or the pause key): why it stopped.
    Paused(String),
}

/// What a page's key does (its scrolling keys are the pager's own).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PageDoes {
    /// Close the page (the log, the catch-up: back to the table).
    Close,
    /// The rules over this page.
    Rules,
    /// Leave the table (the game is saved).
    Quit,
    /// End a real-time game's pause.
    GoOn,
}

impl<G: GameUi> Pane<G> {
    /// The commands of the page on screen besides scrolling: its bar lists them and
    /// [`Pane::overlay_key`] runs them. The log closes as it opened (Esc or its key); the catch-up
    /// goes on to the table; the rules open over either, and the quit key leaves from both (the
    /// game is saved) unless it is Esc, which closes the page.
    fn page_commands(&self) -> Vec<Command<PageDoes>> {
        let rules = Command::new(keys::rules(), &t!("hint-rules"), PageDoes::Rules).low();
        let quit = (G::QUIT != KeyCode::Esc)
            .then(|| Command::new(Keys::key(G::QUIT), &self.quit_label(), PageDoes::Quit));
        let (close, what) = match &self.overlay {
            Some(Overlay::Log(_)) => (keys::esc().and(Keys::key(G::LOG)), t!("hint-close")),
            Some(Overlay::CatchUp(_)) => (keys::enter().and(keys::esc()), t!("hint-to-table")),
            Some(Overlay::Paused(_)) => {
                let mut go_on = keys::enter();
                if let Some(k) = G::PAUSE {
                    go_on = go_on.and(Keys::key(k));
                }
                let go_on = Command::new(go_on.and(keys::esc()), &t!("hint-go-on"), PageDoes::GoOn);
                return vec![go_on, Command::new(keys::rules(), &t!("hint-rules"), PageDoes::Rules)];
            }
            // The rules page is its own (`Help::key`); nothing is under no page.
            Some(Overlay::Help(_)) | None => return Vec::new(),
        };
        [Some(Command::new(close, &what, PageDoes::Close)), Some(rules), quit].into_iter().flatten().collect()
    }

    /// Keys on a page over the table: the scrolling keys that work now, then the page's commands
    /// ([`Pane::page_commands`]). Any other key is refused, saying so on the page.
    pub fn overlay_key(&mut self, key: KeyEvent) -> TableExit {
        let does = command::find(&self.page_commands(), &key);
        let close = match &mut self.overlay {
            Some(Overlay::Help(help)) => help.key(key) == Paged::Close,
            Some(Overlay::Log(pager) | Overlay::CatchUp(pager)) => {
                if pager.key(key) {
                    return TableExit::Stay;
                }
                match does {
                    Some(PageDoes::Close) => true,
                    Some(PageDoes::Quit) => return TableExit::Quit,
                    Some(PageDoes::Rules | PageDoes::GoOn) => false,
                    None => {
                        pager.refuse();
                        false
                    }
                }
            }
            Some(Overlay::Paused(_)) => {
                if does.is_none() {
                    self.message = Some((t!("table-key-does-nothing"), false));
                }
                does == Some(PageDoes::GoOn)
            }
            None => false,
        };
        if close {
            // Closing the rules opened over another page goes back to that page.
            self.overlay = self.under.take();
            if self.message.as_ref().is_some_and(|(m, _)| *m == t!("table-key-does-nothing")) {
                self.message = None;
            }
        } else if does == Some(PageDoes::Rules) {
            self.under = self.overlay.take();
            self.overlay = Some(Overlay::Help(Help::default()));
        }
        TableExit::Stay
    }

    /// The page over the table, if any, for `viewer` (`None`: the public table).
    pub fn draw_overlay(&mut self, f: &mut Frame, area: Rect, session: &Session<G>, viewer: Option<Seat>) {
        let news_from = news_from(session, viewer, self.since);
        let who = viewer.map_or_else(|| t!("table-the-table"), |s| session.players[s].name.clone());
        let page = self.page_commands();
        let catching_up = matches!(self.overlay, Some(Overlay::CatchUp(_)));
        let news = viewer.filter(|_| catching_up).map(|s| self.news(session, s)).unwrap_or_default();
        match &mut self.overlay {
            None => {}
            Some(Overlay::Help(help)) if self.hosted => {
                // What one laptop's help says of hand-offs and of its keys is not how this table works.
                let mut preface = t!("room-help");
                if G::PAUSE.is_some() {
                    preface = format!("{preface} {}", t!("room-help-realtime", key = key_name(G::QUIT)));
                }
                let notes: String = self.notes.iter().map(|l| format!("{l}\n")).collect();
                let text = format!("{notes}{preface}\n\n{}", G::help());
                help.draw(f, area, &tr(&G::name()), &text);
            }
            Some(Overlay::Help(help)) if G::PAUSE.is_some() => {
                let title = t!("overlay-rules-title", game = G::name());
                help.draw_titled(f, area, &title, G::help());
            }
            Some(Overlay::Help(help)) => help.draw(f, area, &tr(&G::name()), G::help()),
            Some(Overlay::Log(pager)) => {
                let lines = log::page(&session.log_lines(viewer, 0), news_from);
                let hints = command::hints(&page);
                // A game without secrets (Pow Wow) reads the same for everyone: no "as Anna may
                // read it".
                let public = !G::PRIVATE || viewer.is_none();
                let title = match (G::PAUSE.is_some() && !self.hosted, public) {
                    (true, true) => t!("overlay-log-public-paused", game = G::name()),
                    (false, true) => t!("overlay-log-public", game = G::name()),
                    (true, false) => t!("overlay-log-paused", game = G::name(), who = who.as_str()),
                    (false, false) => t!("overlay-log-title", game = G::name(), who = who.as_str()),
                };
                pager.draw(f, area, &title, lines, &hints);
            }
            Some(Overlay::CatchUp(pager)) => {
                let hints = command::hints(&page);
                // Its own last move stays on the page as context; what others did is the news.
                let fresh: Vec<_> = news.iter().filter(|l| news_from.is_some_and(|n| l.pos >= n)).collect();
                let mut title =
                    t!("overlay-news-title", game = G::name(), who = who.as_str(), n = fresh.len());
                // Back from a stand-in: its moves are singled out, and counted in the title.
                let stand_in = viewer.filter(|_| self.since.is_some());
                let by_bot = fresh.iter().filter(|l| stand_in.is_some() && l.by == stand_in).count();
                if by_bot > 0 {
                    title = format!("{title} · {}", t!("overlay-news-stand-in", mark = "▸", n = by_bot));
                }
                pager.draw(f, area, &title, log::page_marked(&news, news_from, stand_in), &hints);
            }
            Some(Overlay::Paused(why)) => {
                let mut lines = vec![
                    Line::styled(why.clone(), theme::bold()),
                    Line::raw(""),
                    Line::raw(t!("overlay-clock")),
                    Line::raw(""),
                    Line::styled(t!("overlay-ready"), theme::dim()),
                ];
                if !self.pause_seats.is_empty() {
                    lines.extend([Line::raw(""), Line::raw(t!("overlay-seats"))]);
                    lines.extend(
                        self.pause_seats.iter().map(|h| Line::raw(format!("  {}  {}", h.key, h.what))),
                    );
                }
                if let Some((said, _)) = &self.message {
                    lines.extend([Line::raw(""), Line::styled(said.clone(), theme::error())]);
                }
                widgets::popup(f, area, &format!(" {} ", t!("overlay-paused")), lines);
                let bar = Rect { y: area.bottom().saturating_sub(2), height: 2.min(area.height), ..area };
                f.render_widget(ratatui::widgets::Clear, bar);
                let mut hints = command::hints(&page);
                hints.extend(self.pause_seats.iter().cloned().map(Hint::low));
                widgets::hint_bar(f, bar, &hints);
            }
        }
    }
}
