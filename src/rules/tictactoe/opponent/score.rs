//! How the perfect player scores a position.
//!
//! A score is seen by the player to move in a position nobody has won yet:
//! `0` for a draw; a win scores one more than the number of cells still
//! empty after the winning move, a loss the negative of that. So a faster
//! win scores higher and a slower loss less badly, which is how "prefers
//! the fastest win and the slowest loss" becomes plain maximising.

use super::super::lines::Geometry;

/// The score of playing the empty cell `cell` for the side to move, given
/// the score of every resulting position (`child`, seen by the opponent).
pub(crate) fn move_score(
    geometry: &Geometry,
    mine: u16,
    theirs: u16,
    cell: u16,
    child: impl FnOnce(u16, u16) -> i32,
) -> i32 {
    let after = mine | cell;
    if geometry.winning_line(after).is_some() {
        winning_score(geometry, after | theirs)
    } else {
        -child(theirs, after)
    }
}

/// The score of a win that leaves `occupied` taken.
pub(crate) fn winning_score(geometry: &Geometry, occupied: u16) -> i32 {
    1 + (geometry.full & !occupied).count_ones() as i32
}
