//! The easy opponent: mostly random, still legal.
//!
//! It takes a winning cell only half the time it has one, and blocks the
//! opponent's winning cell only a third of the time; otherwise it plays any
//! empty cell at random. So it loses to anyone who sets up a line, yet does
//! not look blind.

use rand::Rng;

use super::super::lines::Geometry;

/// The easy opponent's cell (a bit index) for the player to move.
pub(crate) fn easy_cell(
    geometry: &Geometry,
    mine: u16,
    theirs: u16,
    rng: &mut impl Rng,
) -> Option<u32> {
    let empty = geometry.full & !(mine | theirs);
    let win = geometry.completing_cells(mine, theirs);
    let block = geometry.completing_cells(theirs, mine);
    let cells = if win != 0 && rng.random_ratio(1, 2) {
        win
    } else if block != 0 && rng.random_ratio(1, 3) {
        block
    } else {
        empty
    };
    pick(cells, rng)
}

/// A uniformly random member of a set of cells.
pub(crate) fn pick(cells: u16, rng: &mut impl Rng) -> Option<u32> {
    let count = cells.count_ones();
    match count {
        0 => return None,
        1 => return Some(cells.trailing_zeros()),
        _ => {}
    }
    let mut rest = cells;
    for _ in 0..rng.random_range(0..count) {
        rest &= rest - 1;
    }
    Some(rest.trailing_zeros())
}
