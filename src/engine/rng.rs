//! The seeded RNG every game keeps inside its state, so saves continue with the same shuffles.

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

/// Small (16 bytes, two u64s that JSON keeps exactly), fast, serialisable and reproducible across platforms.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(Pcg32);

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng(Pcg32::seed_from_u64(seed))
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0.random_range(0..n)
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.0.random_bool(p.clamp(0.0, 1.0))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.random()
    }

    /// Picks one element, or `None` from an empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() { None } else { Some(&items[self.below(items.len())]) }
    }
}

/// A fresh seed from the clock, for games started without `--seed`.
pub fn clock_seed() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    let d = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    d.as_secs().wrapping_mul(1_000_000_007) ^ u64::from(d.subsec_nanos())
}
