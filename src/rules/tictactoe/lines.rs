//! The board as bitboards, and its winning lines.
//!
//! A set of cells is a `u16` with bit `row * size + col` set for each cell,
//! so a 4×4 board fits exactly. Everything that asks "who holds this line?"
//! (the game, the opponents) goes through here.

/// The geometry of one board size: its cells and its winning lines (the
/// board itself, whose marks change, is the [`Game`](super::Game)).
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Geometry {
    pub(crate) size: usize,
    /// Every cell of the board.
    pub(crate) full: u16,
    /// VDM-SL `winningLines`: every row, every column, both diagonals.
    pub(crate) lines: &'static [u16],
    /// The four corners (Quint `corners`).
    pub(crate) corners: u16,
    /// The centre (Quint `(2, 2)`); on 4×4 the four central cells.
    pub(crate) centre: u16,
}

const fn bit(size: usize, row: usize, col: usize) -> u16 {
    1 << (row * size + col)
}

/// VDM-SL `winningLines`: rows, then columns, then the diagonal and the
/// other diagonal.
const fn winning_lines<const N: usize>(size: usize) -> [u16; N] {
    let mut lines = [0; N];
    let mut i = 0;
    while i < size {
        let mut j = 0;
        while j < size {
            lines[i] |= bit(size, i, j);
            lines[size + i] |= bit(size, j, i);
            j += 1;
        }
        lines[2 * size] |= bit(size, i, i);
        lines[2 * size + 1] |= bit(size, i, size - 1 - i);
        i += 1;
    }
    lines
}

static LINES_3: [u16; 8] = winning_lines::<8>(3);
static LINES_4: [u16; 10] = winning_lines::<10>(4);

static GEOMETRY_3: Geometry = Geometry {
    size: 3,
    full: 0x1FF,
    lines: &LINES_3,
    corners: bit(3, 0, 0) | bit(3, 0, 2) | bit(3, 2, 0) | bit(3, 2, 2),
    centre: bit(3, 1, 1),
};

static GEOMETRY_4: Geometry = Geometry {
    size: 4,
    full: 0xFFFF,
    lines: &LINES_4,
    corners: bit(4, 0, 0) | bit(4, 0, 3) | bit(4, 3, 0) | bit(4, 3, 3),
    centre: bit(4, 1, 1) | bit(4, 1, 2) | bit(4, 2, 1) | bit(4, 2, 2),
};

impl Geometry {
    /// The geometry of a playable size (callers have checked the size).
    pub(crate) fn of(size: usize) -> &'static Geometry {
        if size == 3 {
            &GEOMETRY_3
        } else {
            &GEOMETRY_4
        }
    }

    /// VDM-SL `hasWon`: some line lies wholly within `marks`.
    pub(crate) fn winning_line(&self, marks: u16) -> Option<u16> {
        self.lines
            .iter()
            .copied()
            .find(|&line| line & marks == line)
    }

    /// The empty cells that would complete a line for `mine`: lines holding
    /// `size - 1` of `mine`, none of `theirs`, and so one empty cell.
    pub(crate) fn completing_cells(&self, mine: u16, theirs: u16) -> u16 {
        let mut cells = 0;
        for &line in self.lines {
            if line & theirs == 0 && (line & mine).count_ones() as usize + 1 == self.size {
                cells |= line & !mine;
            }
        }
        cells
    }

    /// Whether some line holds none of `theirs`: their opponent could still fill it.
    pub(crate) fn has_line_free_of(&self, theirs: u16) -> bool {
        self.lines.iter().any(|&line| line & theirs == 0)
    }
}

/// The cells of a set, in row-major order.
pub(crate) fn cells_of(set: u16) -> impl Iterator<Item = u32> {
    let mut rest = set;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let index = rest.trailing_zeros();
            rest &= rest - 1;
            index
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_3x3_board_has_eight_lines_of_three() {
        assert_eq!(LINES_3.len(), 8);
        assert!(LINES_3.iter().all(|l| l.count_ones() == 3));
        assert!(LINES_3.contains(&0b001_010_100));
        assert!(LINES_3.contains(&0b100_010_001));
    }

    #[test]
    fn a_4x4_board_has_ten_lines_of_four() {
        assert!(LINES_4.iter().all(|l| l.count_ones() == 4));
        let distinct: std::collections::HashSet<_> = LINES_4.iter().collect();
        assert_eq!(distinct.len(), 10);
    }
}
