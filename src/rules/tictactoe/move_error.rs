//! Why a move was refused.

use super::{Cell, Player};

/// Why [`Game::play`](super::Game::play) refused a move. The game is left
/// exactly as it was.
///
/// VDM-SL: the pre-condition of `move`; LED: `legalMove`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The cell lies outside the `size`×`size` board (VDM `Pos` invariant).
    OffBoard {
        /// The refused cell.
        cell: Cell,
        /// The board's size.
        size: usize,
    },
    /// Someone has already played there (VDM `pos not in set movesSoFar`).
    Occupied(Cell),
    /// It is the other player's turn; this holds the player whose turn it
    /// is (LED `whoseTurn`).
    NotYourTurn(Player),
    /// The game is already won or drawn (LED `~gameOver`).
    GameOver,
}
