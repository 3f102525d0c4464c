//! Keys at the table: the table's own commands first, then the game screen's, dispatched only when
//! a hint of the screen names them.

use super::*;
use crate::t;

impl<G: GameUi> GameTable<G> {
    /// A key read at `at`, before the clock is stopped or restarted for what it opened or closed.
    pub(super) fn key_read(&mut self, key: KeyEvent, at: Instant) -> TableExit {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            return TableExit::Quit;
        }
        if self.pane.overlay.is_some() {
            return self.pane.overlay_key(key);
        }
        if !widgets::takes(&self.commands(), &key) {
            self.leaving = false;
            match &mut self.mode {
                // The prompt covers the message line: it says so itself.
                Mode::Naming(naming) => naming.refuse(t!("table-key-does-nothing")),
                _ => self.pane.message = Some((t!("table-key-does-nothing"), false)),
            }
            return TableExit::Stay;
        }
        // A key that works replaces what the message line said about the last one.
        if self.pane.message.as_ref().is_some_and(|(m, _)| *m == t!("table-key-does-nothing")) {
            self.pane.message = None;
        }
        // Esc twice leaves for the picker: one Esc too many (after closing a cursor) stays here.
        // Only while the question is still on screen: a move since (a bot's, the clock's) replaced
        // it, and a later single Esc must ask again.
        let asked = [t!("table-esc-again"), t!("table-esc-again-quit")];
        let still_asked = self.pane.message.as_ref().is_some_and(|(m, _)| asked.contains(m));
        let leaving = std::mem::take(&mut self.leaving) && still_asked;
        // Any other key forgets the question: it must not stay on screen as if one more Esc left.
        if still_asked && key.code != KeyCode::Esc {
            self.pane.message = None;
        }
        if let Mode::Naming(naming) = &mut self.mode {
            if naming.asking() && key.code == KeyCode::Char('?') {
                self.pane.overlay = Some(Overlay::Help(Help::over(naming.hints())));
                return TableExit::Stay;
            }
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
            return TableExit::Stay;
        }
        match key.code {
            KeyCode::Char('?') | KeyCode::F(1) => {
                self.pane.overlay = Some(Overlay::Help(Help::over(self.commands())));
                return TableExit::Stay;
            }
            k if Some(k) == G::PAUSE && self.mode == Mode::Play => {
                // The box says what is said while paused; what the table said before is done.
                self.pane.message = None;
                self.pane.overlay = Some(Overlay::Paused(t!("table-paused")));
                return TableExit::Stay;
            }
            // A game that quits on Esc (Pow Wow: letters are the seats') asks twice, as Esc does
            // everywhere else: one stray Esc on a crowded keyboard must not end the game. The
            // clock runs on meanwhile; any other key forgets the first Esc.
            KeyCode::Esc if G::QUIT == KeyCode::Esc && !leaving => {
                self.leaving = true;
                self.pane.message = Some((t!("table-esc-again-quit"), false));
                return TableExit::Stay;
            }
            k if k == G::QUIT => return TableExit::Quit,
            KeyCode::Esc
                if matches!(self.mode, Mode::Announce | Mode::Handoff(_))
                    || (self.mode == Mode::Play && !widgets::takes(&self.screen_hints(), &key)) =>
            {
                if leaving {
                    return TableExit::ToPicker;
                }
                self.leaving = true;
                self.pane.message = Some((t!("table-esc-again"), false));
                return TableExit::Stay;
            }
            k if k == G::LOG => {
                self.pane.overlay = Some(Overlay::Log(Pager::at_end()));
                return TableExit::Stay;
            }
            _ => {}
        }
        match self.mode.clone() {
            Mode::Announce if key.code == KeyCode::Enter => self.settle(),
            Mode::Handoff(s) if key.code == KeyCode::Enter && at < self.handoff_at + HANDOFF_GUARD => {
                let name = self.core.session.players[s].name.as_str();
                self.pane.message = Some((t!("table-handoff-too-soon", name = name), false));
            }
            Mode::Handoff(s) if key.code == KeyCode::Enter => {
                self.pane.message = None;
                self.take_laptop(s, true);
            }
            Mode::Confirm(_) if key.code == KeyCode::Enter => {
                self.seen_from = self.core.session.log_len();
                self.mode = Mode::Play;
                self.settle();
            }
            Mode::Score => match key.code {
                KeyCode::Enter | KeyCode::Esc => return TableExit::ToPicker,
                KeyCode::Char('r') => self.rematch(),
                KeyCode::Char('b') => self.final_board = !self.final_board,
                _ => {}
            },
            Mode::Play => self.play_key(key, at),
            _ => {}
        }
        TableExit::Stay
    }

    pub(super) fn play_key(&mut self, key: KeyEvent, at: Instant) {
        let now_ms = self.clock_ms(at);
        if !G::PRIVATE && key.code != G::SAVE {
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
        match key.code {
            k if k == G::SAVE => {
                self.mode = Mode::Naming(Naming::default());
                return;
            }
            KeyCode::Char('u') => {
                if let Some(s) = self.shown {
                    match self.core.undo(s) {
                        Ok(()) => {
                            self.pane.screen.reset();
                            self.settle();
                            self.pane.message = Some((t!("table-undone"), false));
                        }
                        Err(e) => self.pane.message = Some((self.core.session.say(&e.0), true)),
                    }
                }
                return;
            }
            _ => {}
        }
        let shown = self.core.session.state.view(self.viewer());
        if self.pane.screen.browse(key, &shown) {
            return;
        }
        if self.core.session.state.interlude() {
            if key.code == KeyCode::Enter
                && let Some(seat) = self.core.session.pending().seat()
                && let Some(a) = self.core.session.state.legal_actions(seat).into_iter().next()
            {
                self.act(seat, a);
            }
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
