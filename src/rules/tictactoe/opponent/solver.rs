//! Perfect play by search: negamax with alpha-beta pruning over bitboards,
//! a transposition table keyed by the symmetry-canonical position, and
//! cheap exact shortcuts (an immediate win, a double threat, a forced
//! block, a board where nobody can win any more). Used for 4×4, where
//! a table of every position would be too big; it also solves 3×3, which
//! the tests use to check it against the 3×3 table.
//!
//! Scores are those of [`score`](super::score): they depend only on the
//! position, never on the path, so a table entry stays true for the whole
//! session and the [`Computer`](super::Computer) keeps it.

use super::super::lines::{cells_of, Geometry};
use super::symmetry::Symmetries;

/// Bit count of the transposition table's index: 2^18 slots of 8 bytes.
const TABLE_BITS: u32 = 18;
const NO_KEY: u32 = u32::MAX;
const INFINITY: i32 = 100;

/// What is known of one canonical position's score: `low <= score <= high`,
/// and the best cell found (in the canonical frame).
#[derive(Clone, Copy)]
struct Slot {
    key: u32,
    low: i8,
    high: i8,
    best: u8,
}

pub(crate) struct Solver {
    geometry: &'static Geometry,
    symmetries: Symmetries,
    slots: Vec<Slot>,
    /// Positions searched since the solver was made (for measurements).
    pub(crate) nodes: u64,
}

impl Solver {
    pub(crate) fn new(geometry: &'static Geometry) -> Solver {
        let empty = Slot {
            key: NO_KEY,
            low: 0,
            high: 0,
            best: 0,
        };
        Solver {
            geometry,
            symmetries: Symmetries::of(geometry),
            slots: vec![empty; 1 << TABLE_BITS],
            nodes: 0,
        }
    }

    /// The best cell (bit index) for the side to move and its score; `None`
    /// if the board is full or someone has won. Among equally good cells, the
    /// first in a fixed order, so the answer never depends on what the table
    /// already holds.
    pub(crate) fn best_move(&mut self, mine: u16, theirs: u16) -> Option<(u32, i32)> {
        let geometry = self.geometry;
        let empty = geometry.full & !(mine | theirs);
        if empty == 0 || self.anyone_won(mine, theirs) {
            return None;
        }
        let e = empty.count_ones() as i32;
        let wins = geometry.completing_cells(mine, theirs);
        if wins != 0 {
            return Some((wins.trailing_zeros(), e));
        }
        let mut best: Option<(u32, i32)> = None;
        for &cell in self.ordered(mine, theirs, empty).as_slice() {
            let alpha = best.map_or(-INFINITY, |(_, score)| score);
            let score = -self.search(theirs, mine | 1 << cell, -INFINITY, -alpha);
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((cell, score));
            }
        }
        best
    }

    /// Every best cell for the side to move (empty if the game is over).
    pub(crate) fn best_cells(&mut self, mine: u16, theirs: u16) -> u16 {
        let Some((_, best)) = self.best_move(mine, theirs) else {
            return 0;
        };
        let geometry = self.geometry;
        let empty = geometry.full & !(mine | theirs);
        let mut cells = 0;
        for cell in cells_of(empty) {
            let after = mine | 1 << cell;
            let score = if geometry.winning_line(after).is_some() {
                (empty.count_ones() - 1) as i32 + 1
            } else {
                // A null window around `best`: is this move at least as good?
                -self.search(theirs, after, -best, -best + 1)
            };
            if score >= best {
                cells |= 1 << cell;
            }
        }
        cells
    }

    fn anyone_won(&self, mine: u16, theirs: u16) -> bool {
        self.geometry.winning_line(mine).is_some() || self.geometry.winning_line(theirs).is_some()
    }

    /// Fail-soft negamax: the exact score if it lies strictly between
    /// `alpha` and `beta`, else a bound on the same side as the window edge.
    fn search(&mut self, mine: u16, theirs: u16, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let geometry = self.geometry;
        let empty = geometry.full & !(mine | theirs);
        let e = empty.count_ones() as i32;
        if e == 0 {
            return 0;
        }
        // Win now: the best score there is.
        if geometry.completing_cells(mine, theirs) != 0 {
            return e;
        }
        // Two threats cannot both be blocked: lost on the opponent's move.
        let threats = geometry.completing_cells(theirs, mine);
        if threats.count_ones() >= 2 {
            return -(e - 1);
        }
        // Bounds from how soon anyone could still win.
        let high = if e >= 3 && geometry.has_line_free_of(theirs) {
            e - 2
        } else {
            0
        };
        let low = if !geometry.has_line_free_of(mine) {
            0
        } else if threats != 0 {
            -(e - 1)
        } else if e >= 4 {
            -(e - 3)
        } else {
            0
        };
        if low >= beta || low == high {
            return low;
        }
        if high <= alpha {
            return high;
        }
        alpha = alpha.max(low);
        beta = beta.min(high);

        let (key, symmetry) = self.symmetries.canonical(mine, theirs);
        let index = (key.wrapping_mul(0x9E37_79B1) >> (32 - TABLE_BITS)) as usize;
        let mut hint = None;
        let known = self.slots[index];
        let (mut known_low, mut known_high) = (-INFINITY, INFINITY);
        if known.key == key {
            (known_low, known_high) = (i32::from(known.low), i32::from(known.high));
            if known_low >= beta || known_low == known_high {
                return known_low;
            }
            if known_high <= alpha {
                return known_high;
            }
            alpha = alpha.max(known_low);
            beta = beta.min(known_high);
            hint = Some(u32::from(self.symmetries.undo(symmetry, known.best)));
        }

        let alpha0 = alpha;
        let mut best = (-INFINITY, 0u32);
        // A single threat must be blocked: anything else loses at once.
        let mut moves = if threats != 0 {
            Moves::one(threats.trailing_zeros())
        } else {
            self.ordered(mine, theirs, empty)
        };
        if let Some(hint) = hint {
            moves.put_first(hint);
        }
        for &cell in moves.as_slice() {
            let score = -self.search(theirs, mine | 1 << cell, -beta, -alpha.max(best.0));
            if score > best.0 {
                best = (score, cell);
                if score >= beta {
                    break;
                }
            }
        }

        let (mut new_low, mut new_high) = (known_low, known_high);
        if best.0 <= alpha0 {
            new_high = new_high.min(best.0);
        } else if best.0 >= beta {
            new_low = new_low.max(best.0);
        } else {
            (new_low, new_high) = (best.0, best.0);
        }
        let canonical_best = self
            .symmetries
            .apply(symmetry, 1 << best.1)
            .trailing_zeros();
        self.slots[index] = Slot {
            key,
            low: new_low.max(-INFINITY) as i8,
            high: new_high.min(INFINITY) as i8,
            best: canonical_best as u8,
        };
        best.0
    }

    /// The empty cells, most promising first: a cell scores for each line
    /// through it that is still open, more for lines already holding marks
    /// of one player. Ties keep row-major order.
    fn ordered(&self, mine: u16, theirs: u16, empty: u16) -> Moves {
        let mut weight = [0u32; 16];
        for &line in self.geometry.lines {
            let (m, t) = ((line & mine).count_ones(), (line & theirs).count_ones());
            let w = match (m, t) {
                (0, 0) => 1,
                (m, 0) => 1 + 3 * m,
                (0, t) => 1 + 2 * t,
                _ => 0,
            };
            for cell in cells_of(line & empty) {
                weight[cell as usize] += w;
            }
        }
        let mut moves = Moves {
            cells: [0; 16],
            len: 0,
        };
        for cell in cells_of(empty) {
            moves.cells[moves.len] = cell;
            moves.len += 1;
        }
        // Heaviest first, ties in board order (so `hint` is deterministic):
        // an insertion sort, stable like `sort_by_key` but a fraction of its
        // code in the download, and as fast on at most 16 cells.
        for i in 1..moves.len {
            let mut j = i;
            while j > 0 && weight[moves.cells[j - 1] as usize] < weight[moves.cells[j] as usize] {
                moves.cells.swap(j - 1, j);
                j -= 1;
            }
        }
        moves
    }
}

/// The cells to try at one node, in order, without allocating.
struct Moves {
    cells: [u32; 16],
    len: usize,
}

impl Moves {
    fn one(cell: u32) -> Moves {
        Moves {
            cells: [cell; 16],
            len: 1,
        }
    }

    fn as_slice(&self) -> &[u32] {
        &self.cells[..self.len]
    }

    /// Moves `cell` to the front, if it is among the moves.
    fn put_first(&mut self, cell: u32) {
        if let Some(at) = self.as_slice().iter().position(|&c| c == cell) {
            self.cells[..=at].rotate_right(1);
        }
    }
}
