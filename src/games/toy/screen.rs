//! Toy's screen: the pile, everyone's points and card counts, and the viewer's hand to choose from.

use crossterm::event::{KeyCode, KeyEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::{Play, Toy, ToyView};
use crate::t;
use crate::ui::command::{self, Command};
use crate::ui::keys::{self, Keys};
use crate::ui::theme;
use crate::ui::widgets::{self, Hint};
use crate::ui::{Ctx, GameScreen, GameUi, Intent};

impl GameUi for Toy {
    type Screen = ToyScreen;
    const HELP: &'static str = include_str!("../../../assets/help/toy.md");
    const NAME: &'static str = "Toy";
    /// Its name comes with its own words, not from the shared list of names.
    fn name() -> crate::i18n::Msg {
        crate::msg!("toy-name")
    }
}

/// The card chosen in the hand.
#[derive(Default)]
pub struct ToyScreen {
    selected: usize,
}

impl ToyScreen {
    fn chosen(&self, view: &ToyView) -> Option<u8> {
        let hand = view.hand.as_ref()?;
        hand.get(self.selected.min(hand.len().saturating_sub(1))).copied()
    }
}

impl GameScreen<Toy> for ToyScreen {
    fn draw(&mut self, f: &mut Frame, area: Rect, view: &ToyView, legal: &[Play], ctx: &Ctx) {
        let whose = ctx.names.get(view.turn).map_or("", String::as_str);
        let title = if view.over { t!("toy-title-over") } else { t!("toy-title", who = whose) };
        widgets::title_line(f, Rect { height: 1, ..area }, &title);
        let pile = view.pile.map_or_else(|| t!("toy-pile-empty"), |c| c.to_string());
        let mut lines = vec![
            Line::raw(""),
            Line::raw(t!("toy-pile", card = pile.as_str(), deck = view.deck as i64)),
            Line::raw(""),
        ];
        for (s, name) in ctx.names.iter().enumerate() {
            let row = t!(
                "toy-seat",
                who = name.as_str(),
                points = view.scores[s] as i64,
                cards = view.hand_sizes[s] as i64
            );
            let style =
                if s == view.turn && !view.over { theme::bold() } else { ratatui::style::Style::default() };
            lines.push(Line::styled(row, style));
        }
        lines.push(Line::raw(""));
        if let Some(hand) = &view.hand {
            let chosen = self.selected.min(hand.len().saturating_sub(1));
            let mut spans = vec![Span::raw(format!("{} ", t!("toy-your-hand")))];
            for (i, c) in hand.iter().enumerate() {
                let playable = legal.contains(&Play(*c));
                spans.push(widgets::card(
                    &c.to_string(),
                    ratatui::style::Color::Reset,
                    i == chosen && playable,
                    false,
                ));
                spans.push(Span::raw(" "));
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled(t!("toy-rule"), theme::dim()));
        let body = Rect { y: area.y + 1, height: area.height.saturating_sub(1), ..area };
        f.render_widget(Paragraph::new(lines), body);
    }

    fn key(&mut self, key: KeyEvent, view: &ToyView, legal: &[Play], _now_ms: u64) -> Intent<Play> {
        let n = view.hand.as_ref().map_or(0, Vec::len);
        match command::find(&self.commands(view, legal), &key) {
            Some(Cmd::Previous) => self.selected = (self.selected.min(n - 1) + n - 1) % n,
            Some(Cmd::Next) => self.selected = (self.selected.min(n - 1) + 1) % n,
            // A card's number plays it at once.
            Some(Cmd::Number) => {
                let KeyCode::Char(c) = key.code else { return Intent::None };
                let card = view.hand.as_ref().and_then(|h| h.get((c as usize).wrapping_sub('1' as usize)));
                if let Some(&card) = card.filter(|c| legal.contains(&Play(**c))) {
                    self.selected = 0;
                    return Intent::Act(Play(card));
                }
            }
            Some(Cmd::Play) => {
                if let Some(card) = self.chosen(view) {
                    self.selected = 0;
                    return Intent::Act(Play(card));
                }
            }
            None => {}
        }
        Intent::None
    }

    fn hints(&self, view: &ToyView, legal: &[Play]) -> Vec<Hint> {
        command::hints(&self.commands(view, legal))
    }
}

/// What the toy's keys do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cmd {
    Previous,
    Next,
    Number,
    Play,
}

impl ToyScreen {
    /// The keys that work now, each with what it does: the bar lists them and `key` runs them.
    fn commands(&self, view: &ToyView, legal: &[Play]) -> Vec<Command<Cmd>> {
        let n = view.hand.as_ref().map_or(0, Vec::len);
        if legal.is_empty() || n == 0 {
            return Vec::new();
        }
        let mut c = Vec::new();
        if n > 1 {
            let last = char::from(b'0' + n.min(9) as u8);
            c.push(Command::new(Keys::key(KeyCode::Left), &t!("toy-hint-previous"), Cmd::Previous));
            c.push(Command::new(Keys::key(KeyCode::Right), &t!("toy-hint-next"), Cmd::Next));
            c.push(Command::new(Keys::range('1', last), &t!("toy-hint-number"), Cmd::Number).low());
        }
        c.push(Command::new(keys::enter(), &t!("toy-hint-play"), Cmd::Play));
        c
    }
}
