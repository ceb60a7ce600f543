//! The tide (Z spec `Flood`): every step the floodstate turns 0 → 1 → … → 5 → 0;
//! reaching 0, 1 or 2 (high tide) floods N tiles, reaching 3, 4 or 5 (low
//! tide) surfaces N tiles. Animals stay where they are.
//!
//! # Why a step can always be taken
//!
//! *Flooding.* docs/rules.md: a flooded tile is a shore tile whose loss keeps the
//! island connected. Such a tile exists whenever the island has two or more
//! tiles: take a leaf block B of the island's block–cut tree and its
//! attachment tile c (if any). The tiles of B other than c are not cut tiles,
//! and every land neighbour of such a tile lies in B. Of those tiles take the
//! lowest one; unless the tile below it is water or off the board (then it is
//! on the shore) that tile is c. Likewise for the highest one and the tile
//! above it. c cannot be both below the lowest and above the highest, so one
//! of the two is a shore tile that is not a cut tile. A one-tile island floods
//! away entirely. Flooding stops early only when the island is gone.
//!
//! *Surfacing.* Any water tile next to the island may surface, and one exists
//! while the island is not empty and there is water left.
//!
//! *Counts.* A seeded board starts with [`island_tiles`] land tiles, at
//! least 2N + 2, N ≥ 10. Over one cycle from floodstate 0 the island goes
//! −N, −N, +N, +N, +N, −N, so before each flood it has at least N + 2
//! tiles and never fewer than 2 after, and it never has more than
//! `island_tiles(N)` + N ≤ N² − 5N (the largest, at N = 50, is 395 of
//! 2,500): every step of a seeded game floods or surfaces exactly N tiles.
//! Hand-drawn boards (see [`picture`](super::picture)) may run out of land or water;
//! there a step changes as many tiles as it can.
//!
//! # Cost
//!
//! Each flooding step finds candidates once (O(N²)) and then, after each tile
//! floods, re-examines only the eight tiles around it: a candidate is a shore
//! tile whose land neighbours stay joined through the ring of tiles around it.
//! Only when no tile passes that local test (a thin ring of land) does the
//! step fall back to computing the cut tiles exactly (Tarjan, O(N²)).

use super::board::{Board, Coord, Surface};
use super::island::{self, Candidates};
#[cfg(doc)]
use super::settings::island_tiles;
use crate::rules::chacha::ChaCha8Rng;

/// The length of the floodstate cycle.
pub const CYCLE: u8 = 6;

/// Whether reaching `floodstate` floods (high tide: 0, 1, 2) or surfaces.
pub fn floods_at(floodstate: u8) -> bool {
    floodstate % CYCLE <= 2
}

/// What one tide step changed.
pub(crate) struct TideChange {
    pub floodstate: u8,
    pub flooded: Vec<Coord>,
    pub surfaced: Vec<Coord>,
}

/// Z spec `Flood`: one step from `floodstate`, changing `board.size()` tiles.
pub(crate) fn step(board: &mut Board, floodstate: u8, rng: &mut ChaCha8Rng) -> TideChange {
    let next = (floodstate + 1) % CYCLE;
    let count = board.size();
    let (flooded, surfaced) = if floods_at(next) {
        (flood(board, count, rng), Vec::new())
    } else {
        (Vec::new(), raise(board, count, rng))
    };
    TideChange {
        floodstate: next,
        flooded,
        surfaced,
    }
}

fn is_candidate(board: &Board, i: usize) -> bool {
    island::is_shore(board, i) && island::is_locally_removable(board, i)
}

/// Floods up to `count` shore tiles, one at a time, each keeping the island
/// connected. Prefers tiles with less land around them (capes before bays).
fn flood(board: &mut Board, count: usize, rng: &mut ChaCha8Rng) -> Vec<Coord> {
    let n = board.size() * board.size();
    let mut candidates = Candidates::new(n);
    for i in 0..n {
        if board.at(i).is_land() && is_candidate(board, i) {
            candidates.insert(i);
        }
    }
    let fewer_land = |b: &Board, i: usize| 4 - island::land_neighbours(b, i);
    let mut flooded = Vec::with_capacity(count);
    for _ in 0..count {
        let picked = match candidates.pick(rng, 2, |i| fewer_land(board, i)) {
            Some(i) => Some(i),
            None => exact_pick(board, rng),
        };
        let Some(i) = picked else {
            break; // the island is gone
        };
        board.set_surface(i, Surface::Water);
        candidates.remove(i);
        flooded.push(board.coord(i));
        let at = board.coord(i);
        for dr in -1..=1 {
            for dc in -1..=1 {
                if let Some(c) = board.offset(at, dr, dc) {
                    let j = board.idx(c);
                    let keep = board.at(j).is_land() && is_candidate(board, j);
                    candidates.set(j, keep);
                }
            }
        }
    }
    flooded
}

/// The exact fallback: a random shore tile that is not a cut tile.
fn exact_pick(board: &Board, rng: &mut ChaCha8Rng) -> Option<usize> {
    let n = board.size() * board.size();
    let cut = island::cut_tiles(board);
    let mut safe = Candidates::new(n);
    for (i, &is_cut) in cut.iter().enumerate() {
        if !is_cut && island::is_shore(board, i) {
            safe.insert(i);
        }
    }
    safe.pick(rng, 1, |_| 0)
}

/// Surfaces up to `count` water tiles next to the island, one at a time.
/// Prefers tiles with more land around them (bays before open sea).
fn raise(board: &mut Board, count: usize, rng: &mut ChaCha8Rng) -> Vec<Coord> {
    let n = board.size() * board.size();
    let mut frontier = Candidates::new(n);
    for i in 0..n {
        if island::touches_island(board, i) {
            frontier.insert(i);
        }
    }
    let mut surfaced = Vec::with_capacity(count);
    for _ in 0..count {
        let Some(i) = frontier.pick(rng, 2, |i| island::land_neighbours(board, i)) else {
            break;
        };
        island::surface(board, &mut frontier, i);
        surfaced.push(board.coord(i));
    }
    surfaced
}
