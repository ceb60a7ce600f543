//! ChaCha8Rng: the generator Fox & Dolphin's games and computer seats draw
//! from, the same stream as `rand_chacha::ChaCha8Rng` word for word (its
//! replays and pinned digests are defined by it; the test below checks
//! the two side by side, `rand_chacha` being a dev-dependency).
//!
//! `rand_chacha` computes four blocks at once with lanes that the page's
//! wasm has no vector unit for: written out, those lanes were about 4 KB
//! of the Fox & Dolphin pages' wasm. Here one block at a time, in a loop,
//! is a few hundred bytes. The buffering (`next_u32`, `next_u64` across
//! a buffer's end, `fill_bytes`) is `rand_core`'s [`BlockRng`], as in
//! `rand_chacha`, over four blocks of sixteen words, as there.

use std::fmt;

use rand::rand_core::block::{BlockRng, BlockRngCore};
use rand::{RngCore, SeedableRng};

/// Words in a ChaCha block.
const BLOCK_WORDS: usize = 16;
/// Blocks in the buffer `rand_chacha` fills at a time.
const BUFFER_BLOCKS: usize = 4;

/// The buffer of four blocks' words.
#[derive(Clone)]
pub struct Words([u32; BLOCK_WORDS * BUFFER_BLOCKS]);

impl Default for Words {
    fn default() -> Self {
        Words([0; BLOCK_WORDS * BUFFER_BLOCKS])
    }
}

impl AsRef<[u32]> for Words {
    fn as_ref(&self) -> &[u32] {
        &self.0
    }
}

impl AsMut<[u32]> for Words {
    fn as_mut(&mut self) -> &mut [u32] {
        &mut self.0
    }
}

/// ChaCha with 8 rounds, a 64-bit block counter and stream 0: what fills
/// the buffer.
#[derive(Clone, PartialEq, Eq)]
pub struct ChaCha8Core {
    key: [u32; 8],
    /// The next block's number.
    block: u64,
}

impl ChaCha8Core {
    /// One block: the state after eight rounds plus the state before them.
    fn block(&self, block: u64, out: &mut [u32]) {
        let mut start = [0u32; BLOCK_WORDS];
        start[..4].copy_from_slice(&[0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574]);
        start[4..12].copy_from_slice(&self.key);
        start[12] = block as u32;
        start[13] = (block >> 32) as u32;
        let mut x = start;
        for _ in 0..4 {
            for [a, b, c, d] in [
                [0, 4, 8, 12],
                [1, 5, 9, 13],
                [2, 6, 10, 14],
                [3, 7, 11, 15],
                [0, 5, 10, 15],
                [1, 6, 11, 12],
                [2, 7, 8, 13],
                [3, 4, 9, 14],
            ] {
                quarter_round(&mut x, a, b, c, d);
            }
        }
        for ((out, x), start) in out.iter_mut().zip(x).zip(start) {
            *out = x.wrapping_add(start);
        }
    }
}

fn quarter_round(x: &mut [u32; BLOCK_WORDS], a: usize, b: usize, c: usize, d: usize) {
    for (shift, [p, q, r]) in [
        (16, [a, b, d]),
        (12, [c, d, b]),
        (8, [a, b, d]),
        (7, [c, d, b]),
    ] {
        x[p] = x[p].wrapping_add(x[q]);
        x[r] = (x[r] ^ x[p]).rotate_left(shift);
    }
}

impl BlockRngCore for ChaCha8Core {
    type Item = u32;
    type Results = Words;

    fn generate(&mut self, results: &mut Words) {
        for block in results.0.chunks_exact_mut(BLOCK_WORDS) {
            self.block(self.block, block);
            self.block = self.block.wrapping_add(1);
        }
    }
}

/// A seeded ChaCha8 generator: `rand_chacha::ChaCha8Rng`'s stream.
#[derive(Clone)]
pub struct ChaCha8Rng(BlockRng<ChaCha8Core>);

impl ChaCha8Rng {
    /// How many words were drawn, as `rand_chacha`'s `get_word_pos`
    /// counts them (what its equality compares, with the seed).
    fn word_pos(&self) -> u128 {
        let start = self.0.core.block.wrapping_sub(BUFFER_BLOCKS as u64);
        let index = self.0.index();
        let block = start.wrapping_add((index / BLOCK_WORDS) as u64);
        u128::from(block) * BLOCK_WORDS as u128 + (index % BLOCK_WORDS) as u128
    }
}

impl SeedableRng for ChaCha8Rng {
    type Seed = [u8; 32];

    fn from_seed(seed: [u8; 32]) -> Self {
        let mut key = [0u32; 8];
        for (word, bytes) in key.iter_mut().zip(seed.chunks_exact(4)) {
            *word = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        }
        ChaCha8Rng(BlockRng::new(ChaCha8Core { key, block: 0 }))
    }
}

impl RngCore for ChaCha8Rng {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    fn fill_bytes(&mut self, dest: &mut [u8]) {
        self.0.fill_bytes(dest)
    }
}

/// Equal when seeded alike and as far along, as `rand_chacha`'s.
impl PartialEq for ChaCha8Rng {
    fn eq(&self, other: &Self) -> bool {
        self.0.core.key == other.0.core.key && self.word_pos() == other.word_pos()
    }
}

impl Eq for ChaCha8Rng {}

/// The state is not shown, as `rand_chacha`'s.
impl fmt::Debug for ChaCha8Rng {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ChaCha8Rng { .. }")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same words, u64s and bytes as `rand_chacha`, drawn in a mix
    /// that crosses buffer ends at every offset, for many seeds.
    #[test]
    fn the_stream_is_rand_chachas() {
        for seed in (0..40).chain([u64::MAX, 0x5eed_f0c5]) {
            let mut ours = ChaCha8Rng::seed_from_u64(seed);
            let mut theirs = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut picks = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0xabcd);
            for _ in 0..600 {
                match picks.next_u32() % 3 {
                    0 => assert_eq!(ours.next_u32(), theirs.next_u32()),
                    1 => assert_eq!(ours.next_u64(), theirs.next_u64()),
                    _ => {
                        let len = (picks.next_u32() % 70) as usize;
                        let (mut a, mut b) = (vec![0; len], vec![0; len]);
                        ours.fill_bytes(&mut a);
                        theirs.fill_bytes(&mut b);
                        assert_eq!(a, b);
                    }
                }
                assert_eq!(ours.word_pos(), theirs.get_word_pos());
            }
        }
    }

    #[test]
    fn the_first_block_is_the_reference_keystream() {
        // ChaCha8 with an all-zero key and nonce: the first words of the
        // keystream in the eSTREAM test vectors ("TC1" of
        // draft-strombergson-chacha-test-vectors, 8 rounds).
        let mut rng = ChaCha8Rng::from_seed([0; 32]);
        let mut bytes = [0u8; 8];
        rng.fill_bytes(&mut bytes);
        assert_eq!(bytes, [0x3e, 0x00, 0xef, 0x2f, 0x89, 0x5f, 0x40, 0xd6]);
    }

    #[test]
    fn equality_is_the_seed_and_the_position() {
        let a = ChaCha8Rng::seed_from_u64(1);
        let mut b = a.clone();
        assert_eq!(a, b);
        b.next_u32();
        assert_ne!(a, b);
        let mut c = a.clone();
        c.next_u32();
        assert_eq!(b, c);
        assert_ne!(ChaCha8Rng::seed_from_u64(1), ChaCha8Rng::seed_from_u64(2));
    }
}
