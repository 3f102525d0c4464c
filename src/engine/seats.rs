//! [`Seats`]: the seats that may act in a real-time race, as a bit set. A race's pending seats are
//! asked at every step of a playout (thousands a second in a search), so they live in one word
//! instead of a list on the heap; they iterate, compare and save as the ascending list they are.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::Seat;

/// A set of seats, `0..Seats::MAX`, iterated in ascending order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Seats(u64);

impl Seats {
    /// One more than the highest seat a set holds (far above any table's seat count).
    pub const MAX: usize = 64;

    /// Only `seat`.
    pub fn one(seat: Seat) -> Self {
        let mut s = Seats::default();
        s.insert(seat);
        s
    }

    /// Adds `seat`. A seat past [`Seats::MAX`] is a bug in the caller (no game seats that many).
    pub fn insert(&mut self, seat: Seat) {
        assert!(seat < Self::MAX, "seat {seat} is past the {} a race can hold", Self::MAX);
        self.0 |= 1 << seat;
    }

    /// Whether `seat` is in the set (by reference, as a list's `contains` is asked).
    pub fn contains(&self, seat: &Seat) -> bool {
        *seat < Self::MAX && self.0 & (1 << *seat) != 0
    }

    pub fn len(&self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The seats in ascending order.
    pub fn iter(&self) -> SeatsIter {
        SeatsIter(self.0)
    }

    /// The seats as a list, lowest first.
    pub fn to_vec(&self) -> Vec<Seat> {
        self.iter().collect()
    }
}

/// [`Seats`] in ascending order.
#[derive(Clone, Debug)]
pub struct SeatsIter(u64);

impl Iterator for SeatsIter {
    type Item = Seat;

    fn next(&mut self) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let seat = self.0.trailing_zeros() as Seat;
        self.0 &= self.0 - 1;
        Some(seat)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SeatsIter {}

impl IntoIterator for Seats {
    type Item = Seat;
    type IntoIter = SeatsIter;

    fn into_iter(self) -> SeatsIter {
        self.iter()
    }
}

impl FromIterator<Seat> for Seats {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut s = Seats::default();
        for seat in iter {
            s.insert(seat);
        }
        s
    }
}

/// As the list: `[0, 2, 3]`.
impl fmt::Debug for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// As the ascending list of seats (what a `Vec<Seat>` wrote).
impl Serialize for Seats {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Seats {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let list = Vec::<Seat>::deserialize(d)?;
        if let Some(bad) = list.iter().find(|&&s| s >= Self::MAX) {
            return Err(serde::de::Error::custom(format!("seat {bad} is out of range")));
        }
        Ok(list.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_iterate_ascending_and_read_like_the_list_they_replace() {
        let s: Seats = [3, 0, 11, 3].into_iter().collect();
        assert_eq!(s.to_vec(), vec![0, 3, 11]);
        assert_eq!((s.len(), s.iter().len()), (3, 3));
        assert!(s.contains(&11) && !s.contains(&1) && !s.contains(&200));
        assert_eq!(format!("{s:?}"), "[0, 3, 11]");
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(json, serde_json::to_string(&vec![0, 3, 11]).unwrap());
        assert_eq!(serde_json::from_str::<Seats>(&json).unwrap(), s);
        assert!(serde_json::from_str::<Seats>("[64]").is_err());
        assert!(Seats::default().is_empty() && Seats::one(5).to_vec() == vec![5]);
    }
}
