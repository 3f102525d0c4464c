//! Who may sit where on a hosted table: a seat belongs to the name (and the SSH key) that first
//! sat at it; a seat set up for a name is kept for it unless the host says yes; one name, one
//! key, one seat; before a new game's first move the host moves players and names go with them.

use super::{Chair, HostedTable};
use crate::engine::Seat;
use crate::engine::names;
use crate::i18n::{lang, with_lang};
use crate::t;
use crate::table_core::room::{ClientId, HOST};
use crate::ui::GameUi;

impl<G: GameUi> HostedTable<G> {
    /// The name key ([`names::key`]) of whoever first sat at `seat`: once the game is on, only
    /// that name takes the seat again, so nobody else reads its hand. Kept in the save (a resume
    /// too); older saves hold the name in lower case, whose key is the same.
    pub(super) fn owner(&self, seat: Seat) -> Option<&str> {
        self.core.session.players[seat].user.as_deref()
    }

    /// The seats held for the name with `key`: those it sat at.
    pub(super) fn held(&self, key: &str) -> Vec<Seat> {
        (0..self.chairs.len()).filter(|&s| self.owner(s).is_some_and(|o| names::key(o) == key)).collect()
    }

    /// Whether `client` may take `seat` now.
    pub(super) fn may_sit(&self, client: ClientId, seat: Seat) -> bool {
        self.refusal(client, seat).is_none()
    }

    /// Why `client` may not take `seat` now, or `None` when it may: a seat nobody sits at (or a
    /// bot only stands in for) that nobody has sat at yet, or that this name sat at before (its
    /// hand is theirs to read); and one seat a name, so two terminals of one name (Anna, ANNA)
    /// never hold two seats that its return could not tell apart.
    pub(super) fn refusal(&self, client: ClientId, seat: Seat) -> Option<String> {
        self.refusal_but_kept(client, seat).or_else(|| {
            let name = self.core.session.players[seat].name.as_str();
            self.kept_for_another(client, seat).then(|| t!("room-seat-kept", n = seat + 1, name = name))
        })
    }

    /// [`HostedTable::refusal`] but for a seat kept for another name (the host may say yes to that).
    pub(super) fn refusal_but_kept(&self, client: ClientId, seat: Seat) -> Option<String> {
        let Some(c) = self.clients.get(&client) else { return Some(t!("room-seat-is-taken")) };
        let key = names::key(&c.user);
        match self.chairs[seat] {
            Chair::Taken(_) => return Some(t!("room-seat-is-taken")),
            Chair::Bot => return Some(t!("room-seat-is-bot")),
            Chair::Free | Chair::Waiting | Chair::Handed => {}
        }
        if let Some(owner) = self.owner(seat).filter(|o| names::key(o) != key) {
            return Some(t!("room-seat-is-someones", user = owner));
        }
        let name = self.core.session.players[seat].name.as_str();
        if let Some(bound) = &self.core.session.players[seat].key
            && c.key.as_ref() != Some(bound)
        {
            return Some(match c.key {
                Some(_) => t!("room-seat-key-bound", n = seat + 1, name = name),
                None => t!("room-seat-key-none", n = seat + 1, name = name),
            });
        }
        // One key, one seat: a key bound to another seat is that seat's player, whatever the name.
        let players = &self.core.session.players;
        if let Some(other) =
            (0..players.len()).find(|&s| s != seat && c.key.is_some() && players[s].key == c.key)
        {
            return Some(t!("room-seat-one-per-key", n = other + 1, name = players[other].name.as_str()));
        }
        // Standing up from a seat in a fresh lobby frees it (see `release`): that one does not count.
        let moving = c.seat.filter(|_| self.frees_owners());
        let mut held = self.held(&key);
        held.retain(|&s| Some(s) != moving);
        match held.iter().find(|&&s| s != seat) {
            None => None,
            Some(_) if held.contains(&seat) => Some(held_twice(&held, &key)),
            Some(&other) => Some(t!(
                "room-seat-one-per-name",
                user = key.as_str(),
                n = other + 1,
                name = self.core.session.players[other].name.as_str()
            )),
        }
    }

    /// Whether `seat` is named for someone other than `client`'s user, and nobody has sat at it:
    /// in the lobby it is kept for that name (the host sits anywhere, and may say yes to others).
    pub(super) fn kept_for_another(&self, client: ClientId, seat: Seat) -> bool {
        let Some(c) = self.clients.get(&client) else { return true };
        let name = &self.core.session.players[seat].name;
        client != HOST
            && self.owner(seat).is_none()
            && !names::is_placeholder(name)
            && !names::same(name, &c.user)
    }

    /// Whether a seat's player standing up makes it anybody's again (a fresh game's lobby).
    pub(super) fn frees_owners(&self) -> bool {
        !self.started && self.core.session.history.is_empty()
    }

    /// `seat`'s player stood up or dropped: before a fresh game starts, the seat is anybody's
    /// again; once it is on (or was saved), it waits for the same player.
    pub(super) fn release(&mut self, seat: Seat) {
        self.chairs[seat] = if self.started { Chair::Waiting } else { Chair::Free };
        if self.started {
            self.away[seat] = Some(self.core.session.log_len());
        }
        if self.frees_owners() {
            self.core.session.players[seat].user = None;
            self.core.session.players[seat].key = None;
        }
    }

    /// The seat `user` comes back to once the game is on: the one held for its name, or the one
    /// named like it that nobody has sat at yet. Exactly one seat or none: when two seats fit
    /// (two held for one name, or names alike, from an older save), none is given, and `Err`
    /// says why.
    pub(super) fn rejoins(&self, user: &str) -> Result<Option<Seat>, String> {
        let key = names::key(user);
        let back = |s: Seat| matches!(self.chairs[s], Chair::Waiting | Chair::Handed);
        match self.held(&key)[..] {
            [s] => return Ok(back(s).then_some(s)),
            [] => {}
            ref held => return Err(held_twice(held, &key)),
        }
        let named: Vec<Seat> = (0..self.chairs.len())
            .filter(|&s| names::key(&self.core.session.players[s].name) == key)
            .collect();
        match named[..] {
            [s] => Ok((self.owner(s).is_none() && back(s)).then_some(s)),
            [] => Ok(None),
            ref alike => Err(t!("room-rejoin-names-alike", seats = seat_list(alike))),
        }
    }

    /// Human seats nobody sits at now.
    pub(super) fn empty_seats(&self) -> Vec<Seat> {
        (0..self.chairs.len()).filter(|&s| matches!(self.chairs[s], Chair::Free | Chair::Waiting)).collect()
    }

    /// Before a new game's first move, a seat named for someone else that `client` takes (the host
    /// said yes, or moved them there) takes `client`'s name, so nobody plays under another's
    /// name; a seat nobody sits at that has that name takes the old one in exchange (a swap moves
    /// both names with their people). Placeholders stay as they are, and the host keeps a seat's.
    pub(super) fn name_for_sitter(&mut self, client: ClientId, seat: Seat) {
        let Some(user) = self.clients.get(&client).map(|c| c.user.clone()) else { return };
        let players = &self.core.session.players;
        let name = players[seat].name.clone();
        if client == HOST || !self.frees_owners() || names::is_placeholder(&name) || names::same(&name, &user)
        {
            return;
        }
        // "anna" as a name on everyone's screen reads as "Anna".
        let mut shown = user.clone();
        if user.chars().all(|c| !c.is_uppercase())
            && let Some(first) = user.chars().next()
        {
            shown = first.to_uppercase().chain(user.chars().skip(1)).collect();
        }
        let alike = (0..players.len()).find(|&s| s != seat && names::same(&players[s].name, &user));
        match alike {
            Some(o) if matches!(self.chairs[o], Chair::Free) => {
                self.core.session.players[o].name = name;
            }
            // The name is another sitter's: this seat keeps its own.
            Some(_) => return,
            None => {}
        }
        self.core.session.players[seat].name = shown;
    }

    /// `client` may not take back the seat its name holds (its key is not the seat's): it reads
    /// why in the lobby, and the host may let a new key take the seat.
    pub(super) fn refused_key(&mut self, client: ClientId, seat: Seat, why: String) {
        self.say(client, why, true);
        if self.core.session.players[seat].key.is_some() {
            self.key_refused = Some(seat);
            let name = self.core.session.players[seat].name.clone();
            let host_lang = self.clients.get(&HOST).map_or_else(lang, |c| c.lang);
            let keyed = self.clients.get(&client).is_some_and(|c| c.key.is_some());
            let note = with_lang(host_lang, || {
                t!("room-key-refused", name = name.as_str(), keyed = keyed.to_string())
            });
            self.say(HOST, note, true);
        }
    }

    /// The host lets a new key take `seat`: its key is forgotten; its player joins with the code.
    /// Not while its player sits there (the bar does not offer it then).
    pub(super) fn forget_key(&mut self, seat: Seat) {
        if matches!(self.chairs[seat], Chair::Taken(_)) {
            return;
        }
        self.core.session.players[seat].key = None;
        self.key_refused = None;
        if self.started {
            self.core.save();
        }
        let name = self.core.session.players[seat].name.clone();
        self.say(HOST, t!("room-key-forgotten", name = name.as_str()), false);
    }
}

/// Seats as players count them: "1 and 2", "1, 2 and 3".
pub(super) fn seat_list(seats: &[Seat]) -> String {
    let shown: Vec<String> = seats.iter().map(|s| (s + 1).to_string()).collect();
    and_list(&shown.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Words as a sentence lists them: "Anna and Bruno", "Anna, Bruno and Carla".
pub(super) fn and_list(words: &[&str]) -> String {
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => t!("and-list", a = rest.join(", "), b = *last),
        _ => words.concat(),
    }
}

/// Why none of `seats`, all held for the name `key` (an older save), is given to that name.
pub(super) fn held_twice(seats: &[Seat], key: &str) -> String {
    t!("room-seat-held-twice", seats = seat_list(seats), user = key)
}
