//! Black Fleet (Space Cowboys 2014). The map (`map.rs`, from `assets/blackfleet/map.txt`) and the
//! ports, distant seas and decks (`data.rs`, from `assets/blackfleet/cards.json`); the state and
//! `apply` in `rules.rs`, the turn's steps in `sailing.rs` and `end_of_turn.rs`, movement in
//! `movement.rs`, ship actions in `actions.rs`, fortune cards in `fortune.rs`, legal moves in
//! `legal.rs`, what a seat sees in `view.rs`, the bot in `bot.rs`, the screen in `screen.rs`.

pub mod actions;
pub mod bot;
pub mod data;
pub mod determinize;
pub mod end_of_turn;
pub mod fortune;
pub mod legal;
pub mod map;
pub mod movement;
pub mod rules;
pub mod sailing;
pub mod screen;
pub mod view;
pub mod words;

#[cfg(test)]
mod tests;

use crate::engine::{Applied, BotLevel, Game, GameRng, Outcome, Pending, RuleError, Seat, Setup};
use crate::games::Registered;
use crate::t;
use crate::ui::setup_spec::{SetupChoices, SetupSpec};

pub use rules::{Action, Aim, BlackFleet, Options, Stage};
pub use view::FleetView;

impl Registered for BlackFleet {
    const BLURB: &'static str = "Merchants, pirates and the navy in the Caribbean";
    const PLAYERS: (usize, usize) = (3, 4);
    /// The labels are also the `--option` names (`victory-card-20`); setup shows them translated.
    const SETUP: SetupSpec =
        SetupSpec { seat_options: &["victory card 10", "victory card 20"], ..SetupSpec::NONE };
    /// Seat 1 is black, and black always starts.
    const SEAT_LABELS: &'static [&'static str] = &["black", "red", "green", "white"];

    fn blurb() -> String {
        t!("blackfleet-blurb")
    }

    fn seat_label_text(seat: usize) -> Option<String> {
        (seat < Self::SEAT_LABELS.len()).then(|| crate::i18n::tr(&words::seat_colour(seat)))
    }

    fn seat_option_text(i: usize) -> Option<String> {
        let v = data::data().victory_values.get(i)?;
        Some(t!("blackfleet-setup-victory", v = *v))
    }

    /// Each seat's victory card from its per-seat choice.
    fn options(choices: &SetupChoices, players: usize) -> Options {
        let values = &data::data().victory_values;
        let victory = (0..players)
            .map(|s| values.get(choices.seat_options.get(s).copied().unwrap_or(0)).copied().unwrap_or(10))
            .collect();
        Options { victory }
    }
}

impl Game for BlackFleet {
    type Action = Action;
    type Options = Options;
    type View = FleetView;
    const ID: &'static str = "blackfleet";
    /// 2: reward fortune cards pay only for events while held; a pirate enters only on a free square.
    const RULES: u32 = 2;

    fn new_game(setup: &Setup, options: &Options) -> Result<Self, RuleError> {
        BlackFleet::new(setup, options)
    }

    fn players(&self) -> usize {
        BlackFleet::players(self)
    }

    fn pending(&self) -> Pending {
        BlackFleet::pending(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        BlackFleet::legal_actions(self, seat)
    }

    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        BlackFleet::apply(self, seat, action)
    }

    fn view(&self, seat: Option<Seat>) -> FleetView {
        FleetView::of(self, seat)
    }

    /// Victory-card buyers first, the richest of them winning; ties share. The total is the
    /// doubloons left; each line says whether the player bought their victory card (so 3 doubloons
    /// may rank above 7) and what they gained and spent over the game.
    fn outcome(&self) -> Option<Outcome> {
        (*self.stage() == Stage::Over).then(|| {
            let parts = self
                .players
                .iter()
                .map(|p| {
                    let (gained, spent) = (p.gained, p.gained - p.doubloons);
                    let what = if p.bought_victory {
                        t!("blackfleet-score-bought", v = p.victory, gained = gained, spent = spent)
                    } else {
                        t!("blackfleet-score-not-bought", gained = gained, spent = spent)
                    };
                    (vec![(what, p.doubloons as i32)], Vec::new())
                })
                .collect();
            let first: Vec<i32> = self.players.iter().map(|p| i32::from(p.bought_victory)).collect();
            Outcome::ranked_first(parts, &first)
                .counting(t!("blackfleet-score-column"))
                .because(t!("blackfleet-score-why"))
        })
    }

    fn turn(&self) -> u32 {
        self.turn_number()
    }

    /// Everyone has the same number of turns: the title counts rounds, and so does the log
    /// ("round 2 · turn 3" is the third player's turn of round 2).
    fn round(&self) -> Option<u32> {
        Some(self.turn_number() / self.players.len().max(1) as u32 + 1)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check()
    }

    fn bot_action(view: &FleetView, legal: &[Action], level: BotLevel, rng: &mut GameRng) -> Action {
        bot::choose(view, legal, level, rng)
    }
}

#[cfg(any(test, feature = "test-support"))]
impl crate::games::scramble::Scramble for BlackFleet {
    /// Privacy tests: changes everything `viewer` may not know: other players' movement and fortune
    /// cards (swapped with the decks), their face-down development cards (swapped with unused ones of
    /// the same cost), and the order of the decks.
    fn scramble_hidden(&mut self, viewer: Seat, rng: &mut GameRng) {
        let d = data::data();
        for s in (0..self.players.len()).filter(|&s| s != viewer) {
            for i in 0..self.players[s].moves.len() {
                if !self.move_deck.is_empty() {
                    let j = rng.below(self.move_deck.len());
                    std::mem::swap(&mut self.players[s].moves[i], &mut self.move_deck[j]);
                }
            }
            for i in 0..self.players[s].fortunes.len() {
                if !self.fortune_deck.is_empty() {
                    let j = rng.below(self.fortune_deck.len());
                    std::mem::swap(&mut self.players[s].fortunes[i], &mut self.fortune_deck[j]);
                }
            }
            for i in 0..self.players[s].devs.len() {
                if self.players[s].devs[i].1 {
                    continue;
                }
                let cost = d.dev_card(self.players[s].devs[i].0).cost;
                let used: Vec<data::Dev> =
                    self.players.iter().flat_map(|p| p.devs.iter().map(|x| x.0)).collect();
                let free: Vec<data::Dev> = d
                    .development
                    .iter()
                    .filter(|c| c.cost == cost && !used.contains(&c.effect))
                    .map(|c| c.effect)
                    .collect();
                if let Some(&other) = rng.pick(&free) {
                    self.players[s].devs[i].0 = other;
                }
            }
        }
        if self.current != viewer {
            // Which of the current player's cards came late is part of their hidden hand.
            self.late_rewards.clear();
        }
        rng.shuffle(&mut self.move_deck);
        rng.shuffle(&mut self.fortune_deck);
    }

    fn hidden_parts(&self, viewer: Seat) -> Vec<(&'static str, String)> {
        use crate::games::scramble::part;
        let others: Vec<_> =
            (0..self.players.len()).filter(|&s| s != viewer).map(|s| &self.players[s]).collect();
        let moves: Vec<_> = others.iter().map(|p| &p.moves).collect();
        let fortunes: Vec<_> = others.iter().map(|p| &p.fortunes).collect();
        let devs: Vec<_> = others.iter().flat_map(|p| p.devs.iter().filter(|d| !d.1)).collect();
        let late = if self.current != viewer { part(&self.late_rewards) } else { String::new() };
        vec![
            ("others' movement cards", part(&moves)),
            ("others' fortune cards", part(&fortunes)),
            ("others' face-down developments", part(&devs)),
            ("movement deck order", part(&self.move_deck)),
            ("fortune deck order", part(&self.fortune_deck)),
            ("which cards came late", late),
        ]
    }
}

impl BlackFleet {
    /// 65 cubes between supplies, merchants and pirates; every card in one place; doubloons equal to
    /// what was gained minus what was paid.
    pub fn check(&self) -> Result<(), String> {
        let d = data::data();
        let cubes: usize = self.supply.iter().map(|&c| c as usize).sum::<usize>()
            + self.players.iter().map(|p| p.cargo.len() + p.loot.len()).sum::<usize>();
        if cubes != 5 * d.cubes_per_colour as usize {
            return Err(format!("{cubes} cubes found, 65 expected"));
        }
        for c in 0..5 {
            let n = self.supply[c] as usize
                + self
                    .players
                    .iter()
                    .map(|p| p.cargo.iter().chain(&p.loot).filter(|&&x| x == c).count())
                    .sum::<usize>();
            if n != d.cubes_per_colour as usize {
                return Err(format!("{n} cubes of colour {c} found"));
            }
        }
        let moves = self.move_deck.len()
            + self.move_discard.len()
            + self.players.iter().map(|p| p.moves.len()).sum::<usize>();
        if moves != d.movement.len() {
            return Err(format!("{moves} movement cards found, 44 expected"));
        }
        let fortunes = self.fortune_deck.len()
            + self.fortune_discard.len()
            + self.players.iter().map(|p| p.fortunes.len()).sum::<usize>();
        if fortunes != 44 {
            return Err(format!("{fortunes} fortune cards found, 44 expected"));
        }
        for (s, p) in self.players.iter().enumerate() {
            if p.doubloons + p.spent != p.gained {
                return Err(format!(
                    "seat {s} holds {} doubloons but gained {} and paid {}",
                    p.doubloons, p.gained, p.spent
                ));
            }
            if p.cargo.len() > self.hold(s) || p.loot.len() > self.loot_hold(s) {
                return Err(format!("seat {s} carries too many cubes"));
            }
            if p.cargo.iter().any(|&c| Some(&c) != p.cargo.first()) {
                return Err(format!("seat {s}'s merchant carries mixed colours"));
            }
        }
        // Cards drawn late are cards in the current player's hand, drawn after some of this turn's deeds.
        let hand = &self.players[self.current.min(self.players.len() - 1)].fortunes;
        for &(f, since) in &self.late_rewards {
            let late = self.late_rewards.iter().filter(|x| x.0 == f).count();
            if hand.iter().filter(|&&x| x == f).count() < late || since > self.turn.deeds.len() {
                return Err(format!("a late {f:?} that is not in the hand or came after no deed"));
            }
        }
        let mut spots: Vec<map::Pos> = self.board.navy.to_vec();
        spots.extend(self.board.merchants.iter().flatten());
        spots.extend(self.board.pirates.iter().flatten());
        let all = spots.len();
        spots.sort_unstable();
        spots.dedup();
        if spots.len() != all {
            return Err("two ships share a square".into());
        }
        if spots.iter().any(|&p| !d.map.at(p).is_sea()) {
            return Err("a ship is on land".into());
        }
        Ok(())
    }
}
