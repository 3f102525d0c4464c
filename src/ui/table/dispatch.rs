//! Keys at the table: a key runs the one command of [`GameTable::commands`] that takes it (the
//! table's own, or the game screen's); a key none takes is refused, saying so.

use super::*;
use crate::t;

impl<G: GameUi> GameTable<G> {
    /// A key read at `at`, before the clock is stopped or restarted for what it opened or closed.
    pub(super) fn key_read(&mut self, key: KeyEvent, at: Instant) -> TableExit {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            return TableExit::Quit;
        }
        if self.pane.overlay.is_some() {
            // A real-time game's pause is where seats change hands (there are no hand-offs).
            if matches!(self.pane.overlay, Some(Overlay::Paused(_)))
                && let Some(does) = command::find(&self.seat_commands(), &key)
            {
                match does {
                    Does::StandIn(s) => self.stand_in(s, true),
                    Does::Back(s) => self.stand_in(s, false),
                    _ => {}
                }
                return TableExit::Stay;
            }
            return self.pane.overlay_key(key);
        }
        let commands = self.commands();
        let Some(does) = command::find(&commands, &key) else {
            self.leaving = false;
            match &mut self.mode {
                // The prompt covers the message line: it says so itself.
                Mode::Naming(naming) => naming.refuse(t!("table-key-does-nothing")),
                _ => self.pane.message = Some((t!("table-key-does-nothing"), false)),
            }
            return TableExit::Stay;
        };
        // A key that works replaces what the message line said about the last one.
        if self.pane.message.as_ref().is_some_and(|(m, _)| *m == t!("table-key-does-nothing")) {
            self.pane.message = None;
        }
        // Esc twice leaves: only while the question is still on screen. A move since (a bot's, the
        // clock's) replaced it, and a later single Esc must ask again.
        let quit_key = crate::ui::keys::key_name(G::QUIT);
        let asked = [
            t!("table-esc-again"),
            t!("table-esc-again-quit"),
            t!("table-quit-again", key = quit_key.as_str()),
        ];
        let still_asked = self.pane.message.as_ref().is_some_and(|(m, _)| asked.contains(m));
        let leaving = std::mem::take(&mut self.leaving) && still_asked;
        // Any other key forgets the question: it must not stay on screen as if one more Esc left.
        if still_asked && key.code != KeyCode::Esc {
            self.pane.message = None;
        }
        match does {
            Does::Rules => self.pane.overlay = Some(Overlay::Help(Help::over(command::hints(&commands)))),
            Does::Name => self.name_key(key),
            Does::Pause => {
                // The box says what is said while paused; what the table said before is done.
                self.pane.message = None;
                self.pane.overlay = Some(Overlay::Paused(t!("table-paused")));
            }
            // A game that quits on Esc (Pow Wow: letters are the seats') asks twice, as Esc does
            // everywhere else: one stray Esc on a crowded keyboard must not end the game. The
            // clock runs on meanwhile; any other key forgets the first Esc.
            Does::Quit if key.code == KeyCode::Esc && !leaving => {
                self.leaving = true;
                self.pane.message = Some((t!("table-esc-again-quit"), false));
            }
            // So does q during a game: one stray key must not close the table. A finished game
            // loses nothing and goes at once.
            Does::Quit if !leaving && !self.core.session.is_over() => {
                self.leaving = true;
                self.pane.message = Some((t!("table-quit-again", key = quit_key.as_str()), false));
            }
            Does::Quit => return TableExit::Quit,
            Does::Picker if leaving => return TableExit::ToPicker,
            Does::Picker => {
                self.leaving = true;
                self.pane.message = Some((t!("table-esc-again"), false));
            }
            Does::Log => self.pane.overlay = Some(Overlay::Log(Pager::at_end())),
            Does::Begin => self.settle(),
            Does::IAm(s) if at < self.handoff_at + HANDOFF_GUARD => {
                let name = self.core.session.players[s].name.as_str();
                self.pane.message = Some((t!("table-handoff-too-soon", name = name), false));
            }
            Does::IAm(s) => {
                self.pane.message = None;
                self.take_laptop(s, true);
            }
            Does::Seen => {
                self.seen_from = self.core.session.log_len();
                self.mode = Mode::Play;
                self.settle();
            }
            Does::Done => return TableExit::ToPicker,
            Does::Rematch => self.rematch(),
            Does::Replay => return TableExit::Replay,
            Does::Coach | Does::CoachMove | Does::CoachPlay | Does::CoachClose => self.coach_key(does, key),
            Does::Board => self.final_board = !self.final_board,
            Does::Save => self.mode = Mode::Naming(Naming::default()),
            Does::Undo => self.undo(),
            Does::GoOn => {
                if let Some(seat) = self.core.session.pending().seat()
                    && let Some(a) = self.core.session.state.legal_actions(seat).into_iter().next()
                {
                    self.act(seat, a);
                }
            }
            Does::Game => self.play_key(key, at),
            Does::StandIn(s) => self.stand_in(s, true),
            Does::Back(s) => self.stand_in(s, false),
            // Hosted tables only.
            Does::Lobby | Does::Language | Does::Start | Does::Watch | Does::Menu => {}
            Does::Let | Does::Refuse | Does::Move | Does::NewKey(_) => {}
        }
        TableExit::Stay
    }

    /// A friend leaves early (`away`) and a bot plays their seat, or they are back and take it.
    /// The table says so: in a real-time game on the pause box, else on the message line.
    fn stand_in(&mut self, seat: Seat, away: bool) {
        self.core.stand_in(seat, away);
        // Someone came or went: the laptop is nobody's until its next player takes it at a
        // hand-off (the one on screen stays up).
        self.holder = None;
        let name = self.core.session.players[seat].name.as_str();
        let said = match (away, G::PRIVATE) {
            (true, true) => t!("table-stand-in", name = name),
            (true, false) => t!("table-stand-in-paused", name = name),
            (false, _) => t!("table-back", name = name),
        };
        self.pane.message = Some((said, false));
        self.settle();
    }

    /// A key in the save-name prompt.
    fn name_key(&mut self, key: KeyEvent) {
        let Mode::Naming(naming) = &mut self.mode else { return };
        match naming.key(key, &self.save_dir) {
            Named::Typing => {}
            Named::Cancel => self.mode = Mode::Play,
            // The prompt stays open and says why on its own line.
            Named::Again => {}
            Named::Save(path) => {
                self.mode = Mode::Play;
                self.save_named(&path);
            }
        }
    }

    fn undo(&mut self) {
        let Some(s) = self.shown else { return };
        match self.core.undo(s) {
            Ok(()) => {
                self.pane.screen.reset();
                self.settle();
                self.pane.message = Some((t!("table-undone"), false));
            }
            Err(e) => self.pane.message = Some((self.core.session.say(&e.0), true)),
        }
    }

    /// A key for the game's own screen.
    pub(super) fn play_key(&mut self, key: KeyEvent, at: Instant) {
        let now_ms = self.clock_ms(at);
        // What the line said against the last key ("mark two cards first") is about a screen
        // that this key changes: it goes, and a refusal of this key replaces it.
        if self.pane.message.as_ref().is_some_and(|(_, refused)| *refused) {
            self.pane.message = None;
        }
        if !G::PRIVATE {
            // A shared keyboard: the screen tells whose key it was; there is no undo in real time.
            let view = self.core.session.state.view(None);
            match self.pane.screen.key(key, &view, &[], now_ms) {
                // A person's keys never act for a bot's seat.
                Intent::ActFor(seat, _) | Intent::ActAt(seat, _)
                    if self.core.session.players[seat].is_bot() =>
                {
                    let name = &self.core.session.players[seat].name;
                    self.pane.message = Some((t!("table-bot-keys", name = name.as_str()), true));
                }
                Intent::ActFor(seat, a) => self.act(seat, a),
                Intent::ActAt(seat, a) => self.act_at(seat, a),
                Intent::Say(m) => self.pane.message = Some((m, true)),
                Intent::Act(_) | Intent::None => {}
            }
            return;
        }
        let shown = self.core.session.state.view(self.viewer());
        if self.pane.screen.browse(key, &shown) || self.core.session.state.interlude() {
            return;
        }
        let Some(seat) = self.shown.filter(|s| self.core.session.pending().includes(*s)) else {
            self.pane.message = Some((t!("table-wait"), false));
            return;
        };
        let view = self.core.session.state.view(Some(seat));
        let legal = self.core.session.state.legal_actions(seat);
        match self.pane.screen.key(key, &view, &legal, now_ms) {
            Intent::None => {}
            Intent::Say(m) => self.pane.message = Some((m, true)),
            Intent::Act(a) => self.act(seat, a),
            Intent::ActFor(s, a) => self.act(s, a),
            Intent::ActAt(s, a) => self.act_at(s, a),
        }
    }

    /// A timed action waits for its time on the table's clock (an untimed one applies now).
    pub(super) fn act_at(&mut self, seat: Seat, action: G::Action) {
        if let Some(now) = self.core.clock.schedule(seat, action) {
            self.act(seat, now);
        }
    }
}
