//! Choosing cards by marking them in the hand (Space, ←→ along the hand) instead of from a list of
//! every combination: a Buy or Trade offer, and the cards discarded down when the deck runs out. The
//! marked cards are shown with whether the rules take them, and why not; Enter makes the matching
//! legal action.

use crate::ui::keys;
use crossterm::event::KeyCode;
use ratatui::style::Color;
use ratatui::text::{Line, Span};

use super::table_lines::{Piece, flow};

use super::actions::offer_problem;
use super::rules::{Action, discard_problem};
use super::scoring::Item;
use super::text::valued;
use super::view::{Phase, SheriffView};
use crate::i18n::tr;
use crate::t;
use crate::ui::command::Command;
use crate::ui::widgets;
use crate::ui::{Intent, theme};

/// Where the cursor is in the hand and which cards are marked (positions in the sorted hand).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Marking {
    cursor: usize,
    marked: Vec<usize>,
}

/// What the marked cards are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Buy,
    Trade,
    /// Empty deck: discard down to `limit`.
    Discard {
        limit: usize,
    },
}

/// Whether the viewer's decision now is made by marking cards, and which.
pub fn marking(view: &SheriffView, legal: &[Action]) -> Option<Kind> {
    if legal.is_empty() {
        return None;
    }
    match view.phase {
        Phase::BuyOffers => Some(Kind::Buy),
        Phase::TradeOffers => Some(Kind::Trade),
        Phase::DiscardDown { limit } => Some(Kind::Discard { limit }),
        _ => None,
    }
}

impl Kind {
    /// The rules' reason why `cards` are not a choice of this kind from `hand`.
    fn problem(self, hand: &[Item], cards: &[Item]) -> Option<String> {
        let why = match self {
            Kind::Buy => offer_problem(true, cards),
            Kind::Trade => offer_problem(false, cards),
            Kind::Discard { limit } => discard_problem(hand.len(), limit, cards),
        };
        why.map(|m| tr(&m))
    }

    /// Cards that can never be part of the choice (shown dimmed).
    fn banned(self, card: Item) -> bool {
        match self {
            Kind::Buy => offer_problem(true, &[card]).is_some(),
            Kind::Trade => offer_problem(false, &[card]).is_some(),
            Kind::Discard { .. } => false,
        }
    }

    fn action(self, cards: Vec<Item>) -> Action {
        match self {
            Kind::Buy => Action::Offer(cards.first().copied().unwrap_or(0)),
            Kind::Trade => Action::TradeOffer(cards),
            Kind::Discard { .. } => Action::Discard(cards),
        }
    }

    /// The hint word: "offer", "discard".
    fn verb(self) -> String {
        match self {
            Kind::Buy | Kind::Trade => t!("sheriff-hint-offer"),
            Kind::Discard { .. } => t!("sheriff-hint-discard"),
        }
    }

    /// Why marked cards the rules take are still not a legal choice now.
    fn cannot(self) -> String {
        match self {
            Kind::Buy | Kind::Trade => t!("sheriff-err-cannot-offer"),
            Kind::Discard { .. } => t!("sheriff-err-cannot-discard"),
        }
    }
}

/// The viewer's hand in item order (the order the cards are shown and marked in).
fn hand(view: &SheriffView) -> Vec<Item> {
    let mut h = view.hand.clone().unwrap_or_default();
    h.sort_unstable();
    h
}

/// What a marking key does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// ←→ along the hand.
    Card,
    /// Mark or unmark the card under the cursor.
    Toggle,
    /// Make the offer (or discard) of the marked cards.
    Confirm,
}

impl Marking {
    /// The marked cards, in item order.
    pub fn cards(&self, view: &SheriffView) -> Vec<Item> {
        let h = hand(view);
        let mut c: Vec<Item> = self.marked.iter().filter_map(|&i| h.get(i).copied()).collect();
        c.sort_unstable();
        c
    }

    /// The legal action the marked cards make, or the rules' reason why they make none.
    pub fn action(&self, view: &SheriffView, legal: &[Action], kind: Kind) -> Result<Action, String> {
        let cards = self.cards(view);
        if let Some(why) = kind.problem(&hand(view), &cards) {
            return Err(why);
        }
        let a = kind.action(cards);
        if legal.contains(&a) { Ok(a) } else { Err(kind.cannot()) }
    }

    /// Runs `mark`, which `key` chose.
    pub fn run(
        &mut self,
        mark: Mark,
        key: KeyCode,
        view: &SheriffView,
        legal: &[Action],
        kind: Kind,
    ) -> Intent<Action> {
        let n = hand(view).len();
        match mark {
            Mark::Card if n > 0 => {
                let step = if key == KeyCode::Right { 1 } else { n - 1 };
                self.cursor = (self.cursor.min(n - 1) + step) % n;
            }
            Mark::Toggle if n > 0 => {
                let c = self.cursor.min(n - 1);
                match self.marked.iter().position(|&m| m == c) {
                    Some(i) => {
                        self.marked.remove(i);
                    }
                    // A Buy offer is one card: marking another moves the mark to it.
                    None if kind == Kind::Buy => self.marked = vec![c],
                    None => self.marked.push(c),
                }
            }
            Mark::Confirm => {
                return match self.action(view, legal, kind) {
                    Ok(a) => Intent::Act(a),
                    Err(why) if self.marked.is_empty() => Intent::Say(t!("sheriff-mark-first", why = why)),
                    Err(why) => Intent::Say(why),
                };
            }
            Mark::Card | Mark::Toggle => {}
        }
        Intent::None
    }

    /// The marking keys: the bar lists them and [`Marking::run`] runs them.
    pub fn commands(&self, kind: Kind) -> Vec<Command<Mark>> {
        vec![
            Command::new(keys::left_right(), &t!("sheriff-hint-card"), Mark::Card),
            Command::new(keys::space(), &t!("sheriff-hint-mark"), Mark::Toggle),
            Command::new(keys::enter(), &kind.verb(), Mark::Confirm),
        ]
    }

    /// The hand as cards, the cursor's highlighted, marked ones ticked, cards that may never be
    /// chosen dimmed.
    pub fn hand_lines(&self, view: &SheriffView, kind: Kind, width: usize) -> Vec<Line<'static>> {
        let h = hand(view);
        let label = vec![Span::styled(format!("{}   ", t!("sheriff-hand")), theme::bold())];
        let mut cards: Vec<Piece> = Vec::new();
        if h.is_empty() {
            cards.push(("", vec![Span::raw(t!("sheriff-no-cards"))]));
        }
        for (i, &c) in h.iter().enumerate() {
            let marked = self.marked.contains(&i);
            let label = format!("{}{}", if marked { "✓" } else { "" }, valued(c));
            let banned = kind.banned(c);
            let color = if marked { Color::Green } else { Color::Reset };
            cards.push((" ", vec![widgets::card(&label, color, i == self.cursor.min(h.len() - 1), banned)]));
        }
        // A card never splits across rows.
        flow(label, cards, width)
    }

    /// What the marked cards would do and whether that is allowed.
    pub fn status_line(&self, view: &SheriffView, legal: &[Action], kind: Kind) -> Line<'static> {
        let cards = self.cards(view);
        let shown = if cards.is_empty() {
            t!("sheriff-nothing-marked")
        } else {
            cards.iter().map(|&c| valued(c)).collect::<Vec<_>>().join(", ")
        };
        let (label, done) = match kind {
            Kind::Buy | Kind::Trade => {
                (t!("sheriff-your-offer-label"), t!("sheriff-enter-offers", n = cards.len()))
            }
            Kind::Discard { .. } => (t!("sheriff-to-discard"), t!("sheriff-enter-discards", n = cards.len())),
        };
        let verdict = match self.action(view, legal, kind) {
            Ok(_) => Span::styled(format!("  {done}"), theme::bold()),
            Err(why) => Span::styled(format!("  {why}"), theme::error()),
        };
        Line::from(vec![Span::styled(format!("{label} "), theme::bold()), Span::raw(shown), verdict])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, Setup};
    use crate::games::sheriff::Sheriff;
    use crate::games::sheriff::data::data;

    /// A key as the screen hands it on: to the one marking command that takes it.
    fn press(
        m: &mut Marking,
        code: KeyCode,
        view: &SheriffView,
        legal: &[Action],
        kind: Kind,
    ) -> Intent<Action> {
        match crate::ui::command::find(&m.commands(kind), &code.into()) {
            Some(mark) => m.run(mark, code, view, legal, kind),
            None => Intent::None,
        }
    }

    fn it(name: &str) -> Item {
        data().item(name).unwrap()
    }

    /// A view in a Trade offer with the hand `cards`, and its legal offers.
    fn trade_view(cards: &[&str]) -> (SheriffView, Vec<Action>) {
        let g = Sheriff::new(&Setup { players: 3, first: Some(0), seed: 1 }, &Default::default()).unwrap();
        let mut v = g.view(Some(1));
        v.phase = Phase::TradeOffers;
        v.hand = Some(cards.iter().map(|n| it(n)).collect());
        let legal = crate::games::sheriff::legal::offers(v.hand.as_deref().unwrap(), false);
        (v, legal)
    }

    #[test]
    fn marking_two_cards_offers_exactly_those() {
        let (v, legal) = trade_view(&["Treasure chest", "Pearls", "Gold", "Pearls"]);
        let mut m = Marking::default();
        // Sorted: Gold, Pearls, Pearls, Treasure chest.
        assert!(
            matches!(press(&mut m, KeyCode::Enter, &v, &legal, Kind::Trade), Intent::Say(s) if s.contains("Mark cards"))
        );
        press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Trade);
        press(&mut m, KeyCode::Right, &v, &legal, Kind::Trade);
        press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Trade);
        assert_eq!(m.cards(&v), vec![it("Gold"), it("Pearls")]);
        let Intent::Act(a) = press(&mut m, KeyCode::Enter, &v, &legal, Kind::Trade) else { panic!() };
        assert_eq!(a, Action::TradeOffer(vec![it("Gold"), it("Pearls")]));
    }

    #[test]
    fn an_illegal_mark_says_the_rules_reason_and_unmarking_fixes_it() {
        let (v, legal) = trade_view(&["Treasure chest", "Pearls"]);
        let mut m = Marking::default();
        press(&mut m, KeyCode::Left, &v, &legal, Kind::Trade); // wraps to the chest
        press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Trade);
        let status = m.status_line(&v, &legal, Kind::Trade).to_string();
        assert!(
            status.contains("Treasure chest 13") && status.contains("You may not offer a Treasure chest")
        );
        assert!(
            matches!(press(&mut m, KeyCode::Enter, &v, &legal, Kind::Trade), Intent::Say(s) if s.contains("Treasure"))
        );
        press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Trade);
        press(&mut m, KeyCode::Left, &v, &legal, Kind::Trade);
        press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Trade);
        assert!(m.status_line(&v, &legal, Kind::Trade).to_string().contains("Pearls 10  Enter offers it."));
    }

    #[test]
    fn a_buy_offer_is_one_card_so_marking_another_moves_the_mark() {
        let (mut v, _) = trade_view(&["Gold", "Pearls", "Jewels"]);
        v.phase = Phase::BuyOffers;
        let legal = crate::games::sheriff::legal::offers(v.hand.as_deref().unwrap(), true);
        let mut m = Marking::default();
        for _ in 0..3 {
            press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Buy);
            press(&mut m, KeyCode::Right, &v, &legal, Kind::Buy);
        }
        assert_eq!(m.cards(&v), vec![it("Jewels")]);
        let Intent::Act(a) = press(&mut m, KeyCode::Enter, &v, &legal, Kind::Buy) else { panic!() };
        assert_eq!(a, Action::Offer(it("Jewels")));
        // Space on the marked card unmarks it.
        press(&mut m, KeyCode::Left, &v, &legal, Kind::Buy);
        press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Buy);
        assert!(m.cards(&v).is_empty());
    }

    #[test]
    fn the_enter_prompt_agrees_with_the_number_of_marked_cards() {
        use crate::i18n::{Lang, with_lang};
        let (v, legal) = trade_view(&["Gold", "Pearls"]);
        let mut m = Marking::default();
        press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Trade);
        let one = |m: &Marking| m.status_line(&v, &legal, Kind::Trade).to_string();
        assert!(one(&m).ends_with("Enter offers it."), "{}", one(&m));
        assert!(with_lang(Lang::It, || one(&m)).ends_with("Invio per offrirla."));
        press(&mut m, KeyCode::Right, &v, &legal, Kind::Trade);
        press(&mut m, KeyCode::Char(' '), &v, &legal, Kind::Trade);
        assert!(one(&m).ends_with("Gold 9, Pearls 10  Enter offers them."), "{}", one(&m));
        assert!(with_lang(Lang::It, || one(&m)).ends_with("Invio per offrirle."));
        // One card to discard is "it" too.
        let (mut v, _) = trade_view(&["Gold", "Pearls", "Jewels"]);
        v.phase = Phase::DiscardDown { limit: 2 };
        let kind = Kind::Discard { limit: 2 };
        let legal = vec![Action::Discard(vec![it("Gold")])];
        let mut m = Marking::default();
        press(&mut m, KeyCode::Char(' '), &v, &legal, kind);
        let line = m.status_line(&v, &legal, kind).to_string();
        assert!(line.ends_with("Gold 9  Enter discards it."), "{line}");
        let line = with_lang(Lang::It, || m.status_line(&v, &legal, kind).to_string());
        assert!(line.ends_with("Invio per scartarla."), "{line}");
    }

    #[test]
    fn discarding_down_takes_exactly_the_cards_over_the_limit() {
        let (mut v, _) = trade_view(&["Gold", "Pearls", "Pearls", "Jewels"]);
        v.phase = Phase::DiscardDown { limit: 2 };
        let kind = Kind::Discard { limit: 2 };
        let legal = vec![Action::Discard(vec![it("Pearls"), it("Pearls")])];
        let mut m = Marking::default();
        press(&mut m, KeyCode::Right, &v, &legal, kind);
        press(&mut m, KeyCode::Char(' '), &v, &legal, kind);
        assert!(m.status_line(&v, &legal, kind).to_string().contains("Discard exactly 2 cards down to 2."));
        press(&mut m, KeyCode::Right, &v, &legal, kind);
        press(&mut m, KeyCode::Char(' '), &v, &legal, kind);
        assert!(m.status_line(&v, &legal, kind).to_string().contains("Enter discards them."));
        let Intent::Act(a) = press(&mut m, KeyCode::Enter, &v, &legal, kind) else { panic!() };
        assert_eq!(a, legal[0]);
        assert_eq!(marking(&v, &legal), Some(kind));
    }
}
