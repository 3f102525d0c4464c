//! The commands the hot-seat table takes in each mode: one list for the hint bar, `?` and the
//! dispatch, so a key none lists does nothing (and says so).

use super::*;
use crate::t;

impl<G: GameUi> GameTable<G> {
    /// The commands that work now, for the hint bar, `?` and dispatch: a key none takes does
    /// nothing.
    pub(super) fn commands(&self) -> Vec<Command> {
        let quit = Command::new(Keys::key(G::QUIT), &t!("hint-quit"), Does::Quit);
        let rules = Command::new(keys::rules(), &t!("hint-rules"), Does::Rules).low();
        let log = Command::new(Keys::key(G::LOG), &t!("hint-log"), Does::Log);
        // Esc leaves for the picker (the game is saved) where neither it nor the screen uses Esc.
        let picker = (G::QUIT != KeyCode::Esc)
            .then(|| Command::new(keys::esc(), &t!("hint-picker"), Does::Picker).low());
        match &self.mode {
            Mode::Announce => [
                Some(Command::new(keys::enter(), &t!("hint-begin"), Does::Begin)),
                Some(rules),
                picker,
                Some(quit),
            ]
            .into_iter()
            .flatten()
            .collect(),
            Mode::Handoff(s) => {
                let name = self.core.session.players[*s].name.as_str();
                let me = Command::new(keys::enter(), &t!("hint-i-am", name = name), Does::IAm(*s));
                // A friend who left early: a bot plays their seat; one who is back takes it again.
                // Someone stays at the laptop: the last person is not handed over.
                let gone = (self.humans() > 1)
                    .then(|| Command::new(Keys::ch('b'), &t!("hint-leaves", name = name), Does::StandIn(*s)));
                let back = self.away().first().map(|&a| {
                    let name = self.core.session.players[a].name.as_str();
                    Command::new(Keys::ch('r'), &t!("hint-is-back", name = name), Does::Back(a))
                });
                [Some(me), gone, back, Some(rules), picker, Some(quit)].into_iter().flatten().collect()
            }
            Mode::Confirm(_) => vec![Command::new(keys::enter(), &t!("hint-seen"), Does::Seen), rules, quit],
            // The prompt takes its keys itself; its `?` key (while it asks, not while a name is
            // typed) opens the rules.
            Mode::Naming(naming) => {
                let help = KeyEvent::from(KeyCode::Char('?'));
                let typing = |h: &Hint| h.keys().codes().1;
                let does = |h: &Hint| if h.matches(&help) && !typing(h) { Does::Rules } else { Does::Name };
                naming
                    .hints()
                    .into_iter()
                    .map(|h| {
                        let d = does(&h);
                        Command::from_hint(h, d)
                    })
                    .collect()
            }
            Mode::Score => {
                let back =
                    if G::QUIT == KeyCode::Esc { keys::enter() } else { keys::enter().and(keys::esc()) };
                let mut c = vec![
                    Command::new(back, &t!("hint-back-to-picker"), Does::Done),
                    Command::new(Keys::ch('r'), &t!("hint-rematch"), Does::Rematch),
                    Command::new(Keys::ch('v'), &t!("hint-replay"), Does::Replay),
                ];
                if <G::Screen as GameScreen<G>>::FINAL_BOARD {
                    let what = if self.final_board { t!("hint-scores") } else { t!("hint-board") };
                    c.push(Command::new(Keys::ch('b'), &what, Does::Board));
                }
                c.extend([log, rules, quit]);
                c
            }
            Mode::Play if self.pane.coach.is_some() => {
                let mut c = self.pane.coach_commands().unwrap_or_default();
                c.extend([rules, quit]);
                c
            }
            Mode::Play => {
                let mut h = self.screen_hints();
                // At a public pause the table takes Enter for everyone: not also the screen's.
                let interlude = self.core.session.state.interlude();
                if interlude {
                    h.retain(|x| !x.matches(&KeyEvent::from(KeyCode::Enter)));
                }
                let esc_free = !widgets::takes(&h, &KeyEvent::from(KeyCode::Esc));
                let mut c: Vec<Command> = h.into_iter().map(|h| Command::from_hint(h, Does::Game)).collect();
                if esc_free {
                    c.extend(picker);
                }
                if interlude {
                    c.push(Command::new(keys::enter(), &t!("hint-go-on"), Does::GoOn));
                }
                if self.shown.is_some_and(|s| self.core.session.can_undo(s)) {
                    c.push(Command::new(Keys::ch('u'), &t!("hint-undo"), Does::Undo));
                }
                if self.coach_offered() {
                    c.push(crate::table_core::coach::ask_command());
                }
                c.extend(G::PAUSE.map(|k| Command::new(Keys::key(k), &t!("hint-pause"), Does::Pause)));
                c.extend([
                    log,
                    Command::new(Keys::key(G::SAVE), &t!("hint-save"), Does::Save).low(),
                    rules,
                    quit,
                ]);
                c
            }
        }
    }
}
