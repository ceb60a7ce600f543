//! SplitMix64: a small seeded generator for games whose chance is only a
//! tie-break.
//!
//! Tic-tac-toe's computer draws a few numbers a move (which of the equally
//! good cells, whether Easy takes its win). ChaCha, which Fox & Dolphin
//! keeps because its replays are defined by it, costs the tic-tac-toe page a
//! few KB of download for nothing a player could notice; this one is a
//! handful of lines. Its stream is Steele, Lea and Flood's SplitMix64 (Java's
//! `SplittableRandom`), so it passes BigCrush and is the same on every
//! platform.

use rand::RngCore;

/// A SplitMix64 generator: the state advances by a fixed odd constant and
/// each output is a mixed copy of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// A generator whose stream is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }
}

impl RngCore for SplitMix64 {
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        for chunk in dest.chunks_mut(8) {
            let bytes = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn the_stream_is_splitmix64() {
        // The reference outputs for seed 0 (Vigna's splitmix64.c).
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(rng.next_u64(), 0x06c4_5d18_8009_454f);
    }

    #[test]
    fn bytes_and_words_come_from_the_same_stream() {
        let mut words = SplitMix64::new(42);
        let mut bytes = SplitMix64::new(42);
        let mut buf = [0u8; 12];
        bytes.fill_bytes(&mut buf);
        let first = words.next_u64().to_le_bytes();
        let second = words.next_u64().to_le_bytes();
        assert_eq!(buf[..8], first);
        assert_eq!(buf[8..], second[..4]);
    }

    #[test]
    fn ranges_are_covered_evenly() {
        let mut rng = SplitMix64::new(7);
        let mut counts = [0u32; 9];
        for _ in 0..90_000 {
            counts[rng.random_range(0..9)] += 1;
        }
        for count in counts {
            assert!((9_400..10_600).contains(&count), "{counts:?}");
        }
    }
}
