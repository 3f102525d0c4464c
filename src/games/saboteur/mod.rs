//! Saboteur + Saboteur 2 (Moyersoen). The decks are data (`deck.rs`, from `assets/saboteur.json`;
//! `cards.rs` names them), the maze in `maze.rs` (placement, connection, goals, doors), a turn in
//! `rules.rs`, the action cards in `actions.rs`, dealing and round ends in `round.rs`, who wins and
//! what they are paid in `payout.rs`, legal moves in `legal.rs`, what a seat sees in `view.rs`, the
//! bot in `bot.rs`, the screen in `screen.rs` (the maze grid in `grid.rs`, tile glyphs in `tiles.rs`, the hand
//! and players in `hand.rs`, choice lists in `menus.rs`, round results in `results.rs`).

pub mod actions;
pub mod bot;
pub mod cards;
pub mod deck;
pub mod determinize;
pub mod grid;
pub mod hand;
pub mod legal;
pub mod maze;
pub mod menus;
pub mod payout;
pub mod results;
pub mod round;
pub mod rules;
pub mod screen;
pub mod tiles;

pub mod view;

#[cfg(test)]
mod bot_tests;
#[cfg(test)]
mod measure;
#[cfg(test)]
mod screen_tests;
#[cfg(test)]
mod tests;

use crate::engine::{Applied, BotLevel, Game, GameRng, Outcome, Pending, RuleError, Seat, Setup};
use crate::games::Registered;
use crate::ui::setup_spec::{PlayerRange, SetupChoices, SetupSpec};

pub use rules::{Action, Discards, Mode, Options, Saboteur, Stage, Target};
pub use view::SaboteurView;

use cards::Card;
use round::role_pool;

const BLURB: &str = "Dig for gold, or sabotage the dig in secret";
const CLASSIC_TOGGLE: &str = "Classic rules (base game, 3–10 players)";
const BROKEN_TOGGLE: &str = "No nuggets with a broken tool (Classic)";

impl Registered for Saboteur {
    /// English here (and the toggles' `--option` names below); shown through [`Registered::shown`].
    const BLURB: &'static str = BLURB;
    const PLAYERS: (usize, usize) = (2, 12);
    const SETUP: SetupSpec = SetupSpec {
        toggles: &[CLASSIC_TOGGLE, BROKEN_TOGGLE],
        key_groups: &[],
        seat_options: &[],
        settings: &[],
    };

    fn shown(text: &'static str) -> String {
        match text {
            BLURB => crate::t!("saboteur-blurb"),
            CLASSIC_TOGGLE => crate::t!("saboteur-classic-toggle"),
            BROKEN_TOGGLE => crate::t!("saboteur-broken-toggle"),
            other => other.to_string(),
        }
    }

    fn options(choices: &SetupChoices, _players: usize) -> Options {
        let mode = if choices.on(0) { Mode::Classic } else { Mode::Saboteur2 };
        Options { mode, broken_tools_no_nuggets: choices.on(1) }
    }

    fn player_range(options: &Options) -> PlayerRange {
        let (min, max) = rules::player_range(options.mode);
        let who = crate::ui::setup_spec::game_name(match options.mode {
            Mode::Saboteur2 => "saboteur2",
            Mode::Classic => "saboteur-classic",
        });
        PlayerRange { who, min, max }
    }
}

impl Game for Saboteur {
    type Action = Action;
    type Options = Options;
    type View = SaboteurView;
    const ID: &'static str = "saboteur";
    /// 2: the public tally of suspicion counts only plays that help or hurt the dig.
    const RULES: u32 = 2;

    fn new_game(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        Saboteur::new(setup, options)
    }

    fn players(&self) -> usize {
        Saboteur::players(self)
    }

    fn pending(&self) -> Pending {
        Saboteur::pending(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        Saboteur::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        Saboteur::apply(self, seat, action)
    }

    fn view(&self, seat: Option<Seat>) -> SaboteurView {
        SaboteurView::of(self, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (*self.stage() == Stage::Over).then(|| {
            let o = Outcome::ranked(
                (0..self.players())
                    .map(|s| {
                        let parts = self
                            .reports()
                            .iter()
                            .map(|r| (crate::t!("saboteur-score-round", n = r.round), r.net()[s]))
                            .collect();
                        (parts, Vec::new())
                    })
                    .collect(),
            );
            // Saboteur counts gold, not points.
            Outcome { column: Some(crate::t!("saboteur-score-gold")), ..o }
        })
    }

    fn turn(&self) -> u32 {
        Saboteur::turn(self)
    }

    fn round(&self) -> Option<u32> {
        Some(u32::from(self.round))
    }

    fn opening(&self) -> Vec<crate::engine::Event> {
        self.round_opening()
    }

    fn interlude(&self) -> bool {
        matches!(self.stage(), Stage::RoundOver { .. })
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check()
    }

    fn bot_action(view: &SaboteurView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }
}

#[cfg(any(test, feature = "test-support"))]
impl crate::games::scramble::Scramble for Saboteur {
    /// Privacy tests: changes everything `viewer` may not know (other hands, roles it has not
    /// inspected, others' gold amounts but not whether they have any, the deck and removed cards, and
    /// which face-down goal it has not looked at holds the gold), keeping every public count.
    fn scramble_hidden(&mut self, viewer: Seat, rng: &mut GameRng) {
        let revealed = !matches!(self.stage, Stage::Turn);
        for s in (0..self.players).filter(|&s| s != viewer) {
            for i in 0..self.hands[s].len() {
                if !self.deck.is_empty() {
                    let j = rng.below(self.deck.len());
                    std::mem::swap(&mut self.hands[s][i], &mut self.deck[j]);
                }
            }
            let seen = self.inspected[viewer].iter().any(|(q, _)| *q == s);
            if !seen && !revealed && !self.set_aside.is_empty() {
                let j = rng.below(self.set_aside.len());
                std::mem::swap(&mut self.roles[s], &mut self.set_aside[j]);
            }
            if self.gold[s] > 0 && self.stage != Stage::Over {
                let more = 1 + rng.below(5) as u32;
                self.gold[s] += more;
                self.paid += more;
            }
        }
        rng.shuffle(&mut self.deck);
        rng.shuffle(&mut self.removed);
        let unseen = self.goals_unseen_by(viewer);
        if unseen.len() >= 2 {
            self.maze.swap_goals(unseen[0], unseen[1]);
        }
    }

    fn hidden_parts(&self, viewer: Seat) -> Vec<(&'static str, String)> {
        use crate::games::scramble::part;
        let revealed = !matches!(self.stage, Stage::Turn);
        let others: Vec<Seat> = (0..self.players).filter(|&s| s != viewer).collect();
        let hands: Vec<_> = others.iter().map(|&s| &self.hands[s]).collect();
        let roles: Vec<_> = others
            .iter()
            .filter(|&&s| !revealed && !self.inspected[viewer].iter().any(|(q, _)| *q == s))
            .map(|&s| &self.roles[s])
            .collect();
        let gold: Vec<_> = others
            .iter()
            .filter(|&&s| self.gold[s] > 0 && self.stage != Stage::Over)
            .map(|&s| self.gold[s])
            .collect();
        let goals: Vec<_> =
            self.goals_unseen_by(viewer).into_iter().map(|p| (p, self.maze.tile(p))).collect();
        let goals = if goals.len() >= 2 { part(&goals) } else { String::new() };
        vec![
            ("other hands", part(&hands)),
            ("roles not inspected", if self.set_aside.is_empty() { String::new() } else { part(&roles) }),
            ("others' gold", part(&gold)),
            ("deck order", part(&self.deck)),
            ("removed cards' order", part(&self.removed)),
            ("goal cards not looked at", goals),
        ]
    }
}

#[cfg(any(test, feature = "test-support"))]
impl Saboteur {
    /// The face-down goals `viewer` has not looked at with a Map: which holds the gold is hidden.
    fn goals_unseen_by(&self, viewer: Seat) -> Vec<maze::Pos> {
        let tiles = self.maze.tiles().iter();
        tiles
            .filter(|(p, t)| {
                matches!(t, maze::Tile::Goal { revealed: false, .. })
                    && !self.maps[viewer].iter().any(|(q, _)| q == p)
            })
            .map(|(p, _)| *p)
            .collect()
    }
}

impl Saboteur {
    /// Every card in exactly one place, every role accounted for, gold adding up.
    pub fn check(&self) -> Result<(), String> {
        let mut all: Vec<Card> = Vec::new();
        all.extend(&self.deck);
        all.extend(&self.discard);
        all.extend(&self.removed);
        self.hands.iter().for_each(|h| all.extend(h));
        self.in_front.iter().for_each(|f| all.extend(f.iter().map(|&a| Card::Action(a))));
        all.extend(self.maze.path_cards().map(|c| Card::Path(c as u8)));
        all.sort();
        let mut want = deck::deck().cards(self.expansion());
        want.sort();
        if all != want {
            return Err(format!("{} cards found, {} expected, or some changed", all.len(), want.len()));
        }
        let mut roles: Vec<_> = self.roles.iter().chain(&self.set_aside).chain(&self.dropped_roles).collect();
        let mut pool = role_pool(self.options.mode, self.players);
        roles.sort_by_key(|r| format!("{r:?}"));
        pool.sort_by_key(|r| format!("{r:?}"));
        if roles.into_iter().copied().collect::<Vec<_>>() != pool {
            return Err("the roles in play do not match the role cards".into());
        }
        for (s, f) in self.in_front.iter().enumerate() {
            let mut kinds = f.clone();
            kinds.sort();
            kinds.dedup();
            if kinds.len() != f.len() {
                return Err(format!("seat {s} has two cards of the same kind in front of them"));
            }
            if f.contains(&cards::Act::Theft) != self.thefts.contains(&s) {
                return Err(format!("seat {s}'s Theft is not where the theft order says"));
            }
        }
        let total: u32 = self.gold.iter().sum();
        match self.options.mode {
            Mode::Saboteur2 if total != self.paid => {
                return Err(format!("players hold {total} gold but {} was paid out", self.paid));
            }
            Mode::Classic => {
                let pending: u32 = match &self.stage {
                    Stage::Nuggets { cards, .. } => cards.iter().map(|&v| v as u32).sum(),
                    _ => 0,
                };
                let supply: u32 = self.supply.iter().map(|&v| v as u32).sum();
                if total + pending + supply != 44 {
                    return Err(format!("{} gold in nugget cards, 44 expected", total + pending + supply));
                }
            }
            _ => {}
        }
        let net: i32 = self.reports().iter().flat_map(|r| r.net()).sum();
        if net != total as i32 {
            return Err(format!("round results add up to {net} gold, players hold {total}"));
        }
        Ok(())
    }
}
