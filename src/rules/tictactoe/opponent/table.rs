//! Perfect play on 3×3: every position's score and best moves, worked out
//! once by plain negamax over the whole game tree (a few thousand positions)
//! and then looked up in constant time.

use rand::Rng;

use super::super::lines::{cells_of, Geometry};
use super::score::move_score;

/// A position's slot: marks of the side to move count 1, the other's 2, in
/// base 3 by cell.
fn slot(mine: u16, theirs: u16) -> usize {
    BASE3[mine as usize] as usize + 2 * BASE3[theirs as usize] as usize
}

/// `BASE3[set]` = sum of 3^cell over the cells of `set` (9 cells).
static BASE3: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut set = 0;
    while set < 512 {
        let mut cell = 0;
        let mut power = 1;
        while cell < 9 {
            if set & (1 << cell) != 0 {
                table[set] += power;
            }
            power *= 3;
            cell += 1;
        }
        set += 1;
    }
    table
};

const UNKNOWN: i8 = i8::MIN;

/// Scores and best-move sets of every 3×3 position (3^9 slots).
pub(crate) struct Table {
    score: Vec<i8>,
    best: Vec<u16>,
    /// `cells[set][k]`: the `k`-th cell of `set` in board order, so a random
    /// best move is one look-up rather than a loop over the set.
    cells: Vec<[u8; 9]>,
}

impl Table {
    /// Solves every position reachable from the empty board, whoever starts.
    pub(crate) fn build() -> Table {
        let mut table = Table {
            score: vec![UNKNOWN; 19683],
            best: vec![0; 19683],
            cells: (0..512u16)
                .map(|set| {
                    let mut cells = [0; 9];
                    for (k, index) in cells_of(set).enumerate() {
                        cells[k] = index as u8;
                    }
                    cells
                })
                .collect(),
        };
        table.solve(0, 0);
        table
    }

    /// One of the best cells for the side to move, uniformly at random;
    /// `None` on a full board. The same draw as `easy::pick` makes, so the
    /// same generator gives the same move.
    #[inline]
    pub(crate) fn random_best(&self, mine: u16, theirs: u16, rng: &mut impl Rng) -> Option<u32> {
        let best = self.best_cells(mine, theirs);
        match best.count_ones() {
            0 => None,
            1 => Some(best.trailing_zeros()),
            count => {
                let k = rng.random_range(0..count) as usize;
                Some(u32::from(self.cells[usize::from(best)][k]))
            }
        }
    }

    /// The set of best cells for the side to move (empty on a full board).
    ///
    /// A plain lookup: [`Table::build`] solved every position a game can
    /// reach, whichever side started, since a slot is seen from the side to
    /// move. This is the perfect player's whole cost on 3×3.
    #[inline]
    pub(crate) fn best_cells(&self, mine: u16, theirs: u16) -> u16 {
        let slot = slot(mine, theirs);
        debug_assert!(self.score[slot] != UNKNOWN, "a position no game reaches");
        self.best[slot]
    }

    fn solve(&mut self, mine: u16, theirs: u16) -> (i32, u16) {
        let slot = slot(mine, theirs);
        if self.score[slot] != UNKNOWN {
            return (i32::from(self.score[slot]), self.best[slot]);
        }
        let geometry = Geometry::of(3);
        let empty = geometry.full & !(mine | theirs);
        let (mut score, mut best) = (if empty == 0 { 0 } else { i32::MIN }, 0);
        for index in cells_of(empty) {
            let cell = 1 << index;
            let s = move_score(geometry, mine, theirs, cell, |m, t| self.solve(m, t).0);
            if s > score {
                (score, best) = (s, cell);
            } else if s == score {
                best |= cell;
            }
        }
        self.score[slot] = score as i8;
        self.best[slot] = best;
        (score, best)
    }
}
