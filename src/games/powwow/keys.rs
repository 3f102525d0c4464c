//! The shared keyboard: each seat's four claim keys (Chief, Warrior, Maiden, Hunter) and its reveal
//! key, in groups placed apart on the keyboard. Setup picks a group per seat.

/// Key groups: four claim keys then the reveal key. Spread over the keyboard so that players sit
/// apart and laptop keyboards drop fewer combinations. Only letters, digits, `,` and `.`: they type
/// the same character without Shift on US, UK, Italian, Spanish and German keyboards, where `-`,
/// `/` and `;` sit elsewhere or need Shift (on an Italian keyboard `/` is Shift-7, another seat's
/// key, and `-` lies among `m , .`).
pub const GROUPS: [[char; 5]; 7] = [
    ['1', '2', '3', '4', '5'],
    ['7', '8', '9', '0', '6'],
    ['z', 'x', 'c', 'v', 'b'],
    ['m', ',', '.', 'l', 'k'],
    ['q', 'w', 'e', 'r', 't'],
    ['a', 's', 'd', 'f', 'g'],
    ['y', 'u', 'i', 'o', 'p'],
];

/// The default groups of seats 1-5.
pub fn default_keys(players: usize) -> Vec<usize> {
    (0..players).collect()
}

/// The key group of `seat` (default when the options name none).
pub fn group(keys: &[usize], seat: usize) -> [char; 5] {
    GROUPS[keys.get(seat).copied().unwrap_or(seat) % GROUPS.len()]
}

/// Which seat and which slot (0-3 claims, 4 reveal) a key belongs to.
pub fn lookup(keys: &[usize], players: usize, c: char) -> Option<(usize, usize)> {
    let c = c.to_ascii_lowercase();
    (0..players).find_map(|s| group(keys, s).iter().position(|k| *k == c).map(|slot| (s, slot)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_share_no_key() {
        let mut all: Vec<char> = GROUPS.iter().flatten().copied().collect();
        all.sort();
        let n = all.len();
        all.dedup();
        assert_eq!(all.len(), n);
    }

    #[test]
    fn every_key_types_the_same_on_common_layouts() {
        for k in GROUPS.iter().flatten() {
            assert!(k.is_ascii_lowercase() || k.is_ascii_digit() || [',', '.'].contains(k), "{k}");
        }
    }

    #[test]
    fn lookup_finds_seat_and_slot() {
        let keys = default_keys(5);
        assert_eq!(lookup(&keys, 5, 'x'), Some((2, 1)));
        assert_eq!(lookup(&keys, 5, 'T'), Some((4, 4)));
        assert_eq!(lookup(&keys, 3, 'q'), None, "seat 5's keys are unused with 3 players");
    }
}
