//! VDM-SL `play`: replay a whole sequence of moves.

use super::{Cell, Game, MoveError, Outcome, Player, SizeError};

/// Why [`replay`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The board size is not playable.
    Size(SizeError),
    /// The play order names one player twice (VDM `PlayOrder` invariant:
    /// it contains both players once).
    PlayOrder,
    /// Move number `index` (0-based) broke VDM `move`'s pre-condition.
    Move {
        /// Position of the refused move in the sequence.
        index: usize,
        /// Why it was refused.
        error: MoveError,
    },
}

/// VDM-SL `play(playorder, moves)`: the players in `order` take turns to
/// play `moves` on an empty `size`×`size` board; the result is the winner as
/// soon as someone wins (later moves are not looked at), `Draw` on a full
/// board, else `Unfinished`.
///
/// VDM `play` is only defined for legal sequences: `move`'s pre-condition
/// fails on an occupied cell, `Pos`'s invariant on an off-board one, and
/// `PlayOrder`'s invariant on an order such as `[X, X]`. Here such input
/// does not panic: [`replay`] says what was wrong, and this function, which
/// has only an [`Outcome`] to give, answers `Unfinished`: the sequence never
/// became a finished game. Unlike VDM `Moves`, short sequences are allowed.
///
/// ```
/// use fox_and_xo::rules::tictactoe::{play, Cell, Outcome, Player::{O, X}};
/// // XOTests `T1`, X first: X takes the first column.
/// let t1 = [(1, 1), (1, 2), (2, 1), (1, 3), (3, 1)].map(|(r, c)| Cell::from_vdm(r, c).unwrap());
/// assert_eq!(play([X, O], 3, &t1), Outcome::Won(X));
/// assert_eq!(play([O, X], 3, &t1), Outcome::Won(O));
/// ```
pub fn play(order: [Player; 2], size: usize, moves: &[Cell]) -> Outcome {
    replay(order, size, moves).unwrap_or(Outcome::Unfinished)
}

/// [`play`], saying why a sequence is not a legal game.
pub fn replay(order: [Player; 2], size: usize, moves: &[Cell]) -> Result<Outcome, ReplayError> {
    if order[0] == order[1] {
        return Err(ReplayError::PlayOrder);
    }
    let mut game = Game::new(size, order[0]).map_err(ReplayError::Size)?;
    for (index, &cell) in moves.iter().enumerate() {
        let outcome = game
            .play(game.turn(), cell)
            .map_err(|error| ReplayError::Move { index, error })?;
        if outcome != Outcome::Unfinished {
            return Ok(outcome);
        }
    }
    Ok(Outcome::Unfinished)
}
