//! The Saboteur screen's keys now: what the hint bar lists, so also what the table lets through.

use super::*;
use crate::ui::keys::{self, Keys};

impl SaboteurScreen {
    /// The keys that work now, for the hint bar (and so for dispatch): each listed only when it
    /// acts from where the screen is.
    pub(super) fn keys_now(&self, view: &SaboteurView, legal: &[Action]) -> Vec<Hint> {
        let n = self.hand(view).len();
        let mut h = Vec::new();
        if view.report.is_some() {
            h.push(hint(
                Keys::ch('m'),
                &if self.show_maze { t!("saboteur-hint-results") } else { t!("saboteur-hint-maze") },
            ));
            if self.results_scroll && !self.show_maze {
                h.push(hint(
                    if self.menu_shown { Keys::chars(['[', ']']) } else { keys::up_down() },
                    &t!("saboteur-hint-scroll"),
                ));
            }
        }
        if legal.is_empty() {
            return h;
        }
        if view.phase != Phase::Turn {
            h.extend(self.menu.hints(&t!("saboteur-hint-do-it"), legal.len()));
            return h;
        }
        match self.mode {
            Mode::Hand => {
                h.extend(choose_card(n));
                h.push(hint(keys::enter(), &t!("saboteur-hint-play")));
                // Turning a path card helps only someone who may place it.
                if matches!(self.selected(view), Some(Card::Path(_))) && blocked_reason(view).is_none() {
                    h.push(hint(Keys::ch('f'), &t!("saboteur-hint-turn")));
                }
                if view.mode == Rules::Saboteur2 {
                    h.push(hint(Keys::ch('x'), &t!("saboteur-hint-discard-two")));
                }
                h.push(hint(Keys::ch('p'), &t!("saboteur-hint-pass")));
            }
            Mode::Maze => {
                h.push(hint(keys::arrows(), &t!("saboteur-hint-move")));
                // Tab goes to the next square the card fits: listed while there is another one.
                let squares = self.targets(view, legal);
                let elsewhere = squares.iter().any(|&p| p != self.cursor);
                if elsewhere || squares.is_empty() && !self.turned_only(view, legal).is_empty() {
                    h.push(hint(keys::tab(), &t!("saboteur-hint-next-square")));
                }
                if matches!(self.selected(view), Some(Card::Path(_))) {
                    h.push(hint(Keys::ch('f'), &t!("saboteur-hint-turn")));
                }
                h.extend([
                    hint(keys::enter(), &t!("saboteur-hint-here")),
                    hint(keys::esc(), &t!("saboteur-hint-back")),
                ]);
            }
            Mode::Menu => {
                h.extend(self.menu.hints(&t!("saboteur-hint-do-it"), self.menu_items(view, legal).len()));
                h.push(hint(keys::esc(), &t!("saboteur-hint-back")));
            }
            Mode::Pass | Mode::Remove => {
                h.extend(choose_card(n));
                if n > 0 {
                    h.push(hint(keys::space(), &t!("saboteur-hint-mark")));
                }
                h.extend([
                    hint(keys::enter(), &t!("saboteur-hint-confirm")),
                    hint(keys::esc(), &t!("saboteur-hint-back")),
                ]);
            }
        }
        h
    }
}

/// The keys that choose among `n` cards: ←→ and the card's number, only when there is a choice.
fn choose_card(n: usize) -> Vec<Hint> {
    if n < 2 {
        return Vec::new();
    }
    let digits = Keys::range('1', char::from(b'0' + n.min(9) as u8));
    vec![hint(keys::left_right(), &t!("saboteur-hint-card")), hint(digits, &t!("saboteur-hint-card")).low()]
}
