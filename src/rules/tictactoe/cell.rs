//! A square of the board, and the specifications' ways of naming one.

/// A square of the board, 0-based: `row` from the top, `col` from the left.
///
/// The specifications name cells differently; [`Cell::from_vdm`] and
/// [`Cell::from_led`] translate. A cell may lie off the board: the game
/// rejects it with [`MoveError::OffBoard`](super::MoveError::OffBoard).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    /// 0-based row, from the top.
    pub row: usize,
    /// 0-based column, from the left.
    pub col: usize,
}

impl Cell {
    /// The cell at 0-based `row` and `col`.
    pub const fn new(row: usize, col: usize) -> Cell {
        Cell { row, col }
    }

    /// VDM-SL `mk_Pos(row, col)`: 1-based. `None` if either is 0 (VDM's
    /// `nat1`); a value past the board gives an off-board cell, which a game
    /// rejects, as VDM's `Pos` invariant does.
    ///
    /// ```
    /// use fox_and_xo::rules::tictactoe::Cell;
    /// assert_eq!(Cell::from_vdm(1, 3), Some(Cell::new(0, 2)));
    /// assert_eq!(Cell::from_vdm(0, 1), None);
    /// ```
    pub fn from_vdm(row: usize, col: usize) -> Option<Cell> {
        Some(Cell::new(row.checked_sub(1)?, col.checked_sub(1)?))
    }

    /// LED `Cell := {1..9}`, numbered row by row on the 3×3 board. `None`
    /// outside 1..=9.
    ///
    /// ```
    /// use fox_and_xo::rules::tictactoe::Cell;
    /// assert_eq!(Cell::from_led(5), Some(Cell::new(1, 1)));
    /// assert_eq!(Cell::from_led(10), None);
    /// ```
    pub fn from_led(k: usize) -> Option<Cell> {
        Cell::from_number(k, 3)
    }

    /// LED's numbering carried to any board: cells `1..=size²`, row by row,
    /// so `1..=9` on 3×3 and `1..=16` on 4×4. `None` outside that range.
    ///
    /// ```
    /// use fox_and_xo::rules::tictactoe::Cell;
    /// assert_eq!(Cell::from_number(5, 3), Some(Cell::new(1, 1)));
    /// assert_eq!(Cell::from_number(5, 4), Some(Cell::new(1, 0)));
    /// assert_eq!(Cell::from_number(17, 4), None);
    /// ```
    pub fn from_number(k: usize, size: usize) -> Option<Cell> {
        let last = size.checked_mul(size)?;
        (1..=last)
            .contains(&k)
            .then(|| Cell::new((k - 1) / size, (k - 1) % size))
    }

    /// The cell's number on a `size`×`size` board, the inverse of
    /// [`Cell::from_number`]; `None` if the cell lies off that board.
    ///
    /// ```
    /// use fox_and_xo::rules::tictactoe::Cell;
    /// assert_eq!(Cell::new(2, 2).number(3), Some(9));
    /// assert_eq!(Cell::new(2, 2).number(4), Some(11));
    /// assert_eq!(Cell::new(0, 3).number(3), None);
    /// ```
    pub fn number(self, size: usize) -> Option<usize> {
        (self.row < size && self.col < size).then(|| self.row * size + self.col + 1)
    }

    /// The cell's bit on a `size`×`size` bitboard, if it lies on the board.
    pub(crate) fn bit(self, size: usize) -> Option<u16> {
        (self.row < size && self.col < size).then(|| 1 << (self.row * size + self.col))
    }

    /// The cell of bit number `index` on a `size`×`size` bitboard.
    pub(crate) fn from_index(index: u32, size: usize) -> Cell {
        let index = index as usize;
        // Division by a constant is a multiply; this is on the opponents'
        // hot path.
        match size {
            3 => Cell::new(index / 3, index % 3),
            _ => Cell::new(index / 4, index % 4),
        }
    }
}
