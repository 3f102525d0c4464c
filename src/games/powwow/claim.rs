//! What a tribe card can take from the face-up prairie cards: the usual loot (the Chief's totems and
//! prisoner), all tents, or (Marriage) a spouse with all tents. Pure functions of the table, shared
//! by the rules and by bots reasoning from their view.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Indian, Kind, Loot, Tribe};
use super::rules::Options;

/// A claimer's choice at their resolution step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Take {
    /// The usual loot; a Chief names the male Indian taken prisoner.
    Usual {
        prisoner: Option<Indian>,
    },
    Tents,
    /// Marriage: the own Indian, a face-up spouse of the other sex and all tents.
    Marry {
        spouse: Indian,
    },
}

pub fn count(table: &[Card], loot: Loot) -> usize {
    table.iter().filter(|c| **c == Card::Loot(loot)).count()
}

/// Face-up Indians other than one copy of `own` (the claimed card itself), each once, in table
/// order: one walk over the table with the Indians seen as bits, no list built (a claim's options
/// are asked at every resolution).
fn others(table: &[Card], own: Indian) -> impl Iterator<Item = Indian> + '_ {
    let mut skipped = false;
    let mut seen = 0u32;
    table.iter().filter_map(move |c| {
        let Card::Indian(i) = *c else { return None };
        if i == own && !skipped {
            skipped = true;
            return None;
        }
        let bit = 1 << (i.tribe.index() * Kind::ALL.len() + i.kind as usize);
        if seen & bit != 0 {
            return None;
        }
        seen |= bit;
        Some(i)
    })
}

/// Everything the tribe card `kind` of `tribe` may take now; empty when it can take nothing.
pub fn options(table: &[Card], tribe: Tribe, kind: Kind, options: &Options) -> Vec<Take> {
    takes(table, tribe, kind, options).collect()
}

/// What [`options`] lists, in the same order, without building the list: the rules look at a
/// claim's choices at every resolution (is there none, one or several; is this one of them).
pub fn takes<'a>(
    table: &'a [Card],
    tribe: Tribe,
    kind: Kind,
    options: &Options,
) -> impl Iterator<Item = Take> + use<'a> {
    let own = Indian { tribe, kind };
    // One walk for what is there: the own Indian, and the loot as bits `1 << loot`.
    let (mut owned, mut loot) = (false, 0u8);
    for c in table {
        match *c {
            Card::Indian(i) => owned |= i == own,
            Card::Loot(l) => loot |= 1 << l as u8,
        }
    }
    let has = |l: Loot| owned && loot & (1 << l as u8) != 0;
    // The Chief's usual loot is the totems.
    let usual = has(kind.usual_loot());
    let tents = has(Loot::Tent);
    let marriage = tents && options.marriage;
    let prisoners = (usual && kind == Kind::Chief)
        .then(|| others(table, own).filter(|i| i.kind.is_male()).map(|p| Take::Usual { prisoner: Some(p) }));
    let plain = (usual && kind != Kind::Chief).then_some(Take::Usual { prisoner: None });
    let spouses = marriage.then(|| {
        others(table, own)
            .filter(move |i| i.kind.is_male() != kind.is_male())
            .map(|spouse| Take::Marry { spouse })
    });
    prisoners
        .into_iter()
        .flatten()
        .chain(plain)
        .chain(tents.then_some(Take::Tents))
        .chain(spouses.into_iter().flatten())
}

/// Whether `options` would list anything, without building the list: the rules ask it for every
/// seat and card while a window is open.
pub fn can_claim(table: &[Card], tribe: Tribe, kind: Kind) -> bool {
    let own = Card::Indian(Indian { tribe, kind });
    let Some(at) = table.iter().position(|c| *c == own) else { return false };
    let has = |loot: Loot| table.contains(&Card::Loot(loot));
    if has(Loot::Tent) {
        return true;
    }
    match kind {
        // A prisoner: a male Indian other than this one copy of the claiming card.
        Kind::Chief => {
            has(Loot::Totem)
                && table
                    .iter()
                    .enumerate()
                    .any(|(i, c)| i != at && matches!(c, Card::Indian(m) if m.kind.is_male()))
        }
        _ => has(kind.usual_loot()),
    }
}

/// How many cards a choice brings (for bots and hints).
pub fn gain(table: &[Card], kind: Kind, take: Take) -> usize {
    1 + match take {
        Take::Usual { prisoner } => count(table, kind.usual_loot()) + usize::from(prisoner.is_some()),
        Take::Tents => count(table, Loot::Tent),
        Take::Marry { .. } => 1 + count(table, Loot::Tent),
    }
}

/// How many unowned Indians of the claiming card's type join a claim under Sharing the loot (fewer
/// than 5 players); a prisoner of that type is taken as a prisoner, not as an ally.
pub fn allies(table: &[Card], kind: Kind, take: Take, players: usize, opts: &Options) -> usize {
    if !opts.sharing || players >= 5 {
        return 0;
    }
    let unowned = |i: &Indian| i.kind == kind && i.tribe.index() >= players;
    let n = table.iter().filter(|c| matches!(c, Card::Indian(i) if unowned(i))).count();
    let taken = match take {
        Take::Usual { prisoner: Some(p) } | Take::Marry { spouse: p } => usize::from(unowned(&p)),
        _ => 0,
    };
    n - taken
}
