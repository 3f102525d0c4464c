//! Sheriff of Nottingham (Rosenberg 2006). Data in `data.rs` (from `assets/sheriff.json`), the turn
//! in `rules.rs`, the seven actions in `actions.rs`, scoring in `scoring.rs`, legal moves in
//! `legal.rs`, what a seat sees in `view.rs`, the bot in `bot.rs`; the screen in `screen.rs` with its
//! sentences in `text.rs`, the public table in `table_lines.rs` and offers by marking in `marking.rs`.

pub mod actions;
pub mod bot;
pub mod data;
pub mod determinize;
pub mod knowledge;
pub mod legal;
pub mod marking;
pub mod rules;
pub mod scoring;
pub mod screen;
pub mod table_lines;
pub mod text;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

use crate::engine::{Applied, BotLevel, Game, GameRng, Outcome, Pending, RuleError, Seat, Setup};
use crate::games::Registered;
use crate::ui::setup_spec::{SetupChoices, SetupSpec};

pub use rules::{Action, Options, Sheriff, Stage};
pub use view::SheriffView;

const BLURB: &str = "Collect sets, rob, ambush and trade in Nottingham";
const DEFENCE_TOGGLE: &str = "Ask for Defence only when possible";

impl Registered for Sheriff {
    /// English here (and the toggle's `--option` name below); shown through [`Registered::shown`].
    const BLURB: &'static str = BLURB;
    const PLAYERS: (usize, usize) = (3, 7);
    const SETUP: SetupSpec = SetupSpec { toggles: &[DEFENCE_TOGGLE], ..SetupSpec::NONE };

    fn shown(text: &'static str) -> String {
        match text {
            BLURB => crate::t!("sheriff-blurb"),
            DEFENCE_TOGGLE => crate::t!("sheriff-defence-toggle"),
            other => other.to_string(),
        }
    }

    fn options(choices: &SetupChoices, _players: usize) -> Options {
        Options { defence_only_when_possible: choices.on(0) }
    }
}

impl Game for Sheriff {
    type Action = Action;
    type Options = Options;
    type View = SheriffView;
    const ID: &'static str = "sheriff";
    /// 2: a finished discard-down round no longer outlives itself (skipped draws in a favour chain).
    const RULES: u32 = 2;

    fn new_game(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        Sheriff::new(setup, options)
    }

    fn players(&self) -> usize {
        Sheriff::players(self)
    }

    fn pending(&self) -> Pending {
        Sheriff::pending(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Sheriff::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        Sheriff::apply(self, seat, action)
    }

    fn view(&self, seat: Option<Seat>) -> SheriffView {
        SheriffView::of(self, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (*self.stage() == Stage::Over).then(|| {
            let d = data::data();
            Outcome::ranked(
                (0..self.players())
                    .map(|s| {
                        let pile: i32 = self.winnings[s].iter().map(|&i| d.items[i].value).sum();
                        let task: i32 = d
                            .tasks
                            .iter()
                            .zip(&self.tasks)
                            .map(|(t, done)| scoring::task_points(t, done, s))
                            .sum();
                        let parts = vec![
                            (crate::t!("sheriff-score-pile"), pile),
                            (crate::t!("sheriff-score-tasks"), task),
                        ];
                        (parts, vec![self.winnings[s].len() as i32])
                    })
                    .collect(),
            )
            .because(crate::t!("sheriff-score-why"))
        })
    }

    fn turn(&self) -> u32 {
        Sheriff::turn(self)
    }

    fn opening(&self) -> Vec<crate::engine::Event> {
        use crate::msg;
        use words::{item, the};
        let who = words::seat(self.active());
        let text = match self.stage() {
            Stage::Drawn { card } => {
                msg!("sheriff-log-drew", who = who, card = item(*card), the = the(*card))
            }
            _ => {
                let necklace = data::data().items.iter().position(|i| i.action == data::ActionKind::Defence);
                let n = necklace.unwrap_or(0);
                msg!("sheriff-log-drew-defence", who = who, card = item(n), the = the(n))
            }
        };
        vec![crate::engine::Event::public(text)]
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check()
    }

    fn bot_action(view: &SheriffView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }
}

#[cfg(any(test, feature = "test-support"))]
impl crate::games::scramble::Scramble for Sheriff {
    /// Privacy tests: replaces everything `viewer` cannot see (other hands' contents, other players'
    /// ambush cards, the deck order) with other cards, keeping every public count and a hand that a
    /// Robbery or Raid shows the viewer.
    fn scramble_hidden(&mut self, viewer: Seat, rng: &mut GameRng) {
        let shown = self.view(Some(viewer)).shown_hand.map(|(s, _)| s);
        for s in (0..self.players()).filter(|&s| s != viewer) {
            for i in (0..self.hands[s].len()).filter(|_| shown != Some(s)) {
                if !self.deck.is_empty() {
                    let j = rng.below(self.deck.len());
                    std::mem::swap(&mut self.hands[s][i], &mut self.deck[j]);
                }
            }
            for i in 0..self.ambushes[s].len() {
                if !self.ambush_deck.is_empty() {
                    let j = rng.below(self.ambush_deck.len());
                    std::mem::swap(&mut self.ambushes[s][i], &mut self.ambush_deck[j]);
                }
            }
        }
        rng.shuffle(&mut self.deck);
        rng.shuffle(&mut self.ambush_deck);
    }

    fn hidden_parts(&self, viewer: Seat) -> Vec<(&'static str, String)> {
        use crate::games::scramble::part;
        let shown = self.view(Some(viewer)).shown_hand.map(|(s, _)| s);
        let others = |s: &Seat| *s != viewer;
        let hands: Vec<_> = (0..self.players())
            .filter(others)
            .filter(|s| shown != Some(*s))
            .map(|s| &self.hands[s])
            .collect();
        let ambushes: Vec<_> = (0..self.players()).filter(others).map(|s| &self.ambushes[s]).collect();
        vec![
            ("other hands", part(&hands)),
            ("others' ambush cards", part(&ambushes)),
            ("deck order", part(&self.deck)),
            ("ambush deck order", part(&self.ambush_deck)),
        ]
    }
}

impl Sheriff {
    /// All 84 item cards and 13 ambush cards in exactly one place.
    pub fn check(&self) -> Result<(), String> {
        let mut items = 0;
        items += self.deck.len() + self.discard.len();
        items += self.hands.iter().map(Vec::len).sum::<usize>();
        items += self.winnings.iter().map(Vec::len).sum::<usize>();
        // Each ambush card in front of a player has a Gold under it.
        let in_front: usize = self.ambushes.iter().map(Vec::len).sum();
        items += in_front;
        items += match self.stage() {
            Stage::Drawn { .. } | Stage::Defence { .. } | Stage::Pick { .. } => 1,
            Stage::BuyOffers { offers, .. } | Stage::BuyChoice { offers } => {
                1 + offers.iter().flatten().count()
            }
            Stage::TradeOffers { offers, .. } | Stage::TradeChoice { offers } => {
                1 + offers.iter().map(Vec::len).sum::<usize>()
            }
            Stage::AmbushChoice { .. } => 1,
            Stage::Strike { laid, .. } => *laid,
            Stage::Score | Stage::DiscardDown { .. } | Stage::Over => 0,
        };
        if items != 84 {
            return Err(format!("{items} item cards found, 84 expected"));
        }
        let drawn = if matches!(self.stage(), Stage::AmbushChoice { .. }) { 2 } else { 0 };
        let ambush = self.ambush_deck.len() + in_front + self.unused_ambush.len() + drawn;
        if ambush != 13 {
            return Err(format!("{ambush} ambush cards found, 13 expected"));
        }
        if self.tasks.iter().any(|t| t.len() > 2) {
            return Err("a task completed by more than two players".into());
        }
        if self.sheriff > rules::track_len() {
            return Err(format!("the Sheriff is on space {}, past the track", self.sheriff));
        }
        // A discard-down round lasts only while someone is above the limit (else nobody could act).
        if let Stage::DiscardDown { limit, .. } = self.stage()
            && self.over_limit(*limit).is_none()
        {
            return Err(format!("a discard-down round to {limit} with nobody above {limit} cards"));
        }
        if let Stage::DiscardDown { resume: rules::Resume::Favours { left }, .. } = self.stage()
            && (left.is_empty() || left.iter().any(|&s| s >= self.players()))
        {
            return Err(format!("a discard-down round resuming favours for {left:?}"));
        }
        Ok(())
    }
}
