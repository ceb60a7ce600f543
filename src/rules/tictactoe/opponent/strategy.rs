//! The Quint model's strategy (see `docs/specs.md`).
//!
//! Each step of the priority list is a small function giving the cells it
//! allows (empty when it cannot be played), so `can_win` is "`win` has a
//! cell", as in Quint's `canWin`. [`strategy_moves`] tries them in Quint's
//! order (`MoveX`). Quint picks among the allowed cells with `nondet ...
//! oneOf`; the computer picks uniformly among the distinct cells with its
//! random generator.
//!
//! On 4×4 the same predicates read: win = a line with three of mine and one
//! empty; block = the same for the opponent; centre = any free one of the
//! four central cells; set up = a line holding my mark(s) and no opponent
//! mark. On 3×3 these are exactly Quint's.

use super::super::lines::{cells_of, Geometry};
use super::super::{Cell, Game};

/// One position, seen by the player to move (`me`).
struct View {
    geometry: &'static Geometry,
    mine: u16,
    theirs: u16,
}

impl View {
    fn empty(&self) -> u16 {
        self.geometry.full & !(self.mine | self.theirs)
    }
}

/// Quint `boardEmpty`.
fn board_empty(v: &View) -> bool {
    v.mine | v.theirs == 0
}

/// Quint `StartInCorner`: any corner.
fn start_in_corner(v: &View) -> u16 {
    v.geometry.corners
}

/// Quint `Win` (`canWinWithPattern`): a line with all but one cell mine and
/// the other empty.
fn win(v: &View) -> u16 {
    v.geometry.completing_cells(v.mine, v.theirs)
}

/// Quint `Block` (`canBlockWithPattern`): the empty cell of a line the
/// opponent is one short of.
fn block(v: &View) -> u16 {
    v.geometry.completing_cells(v.theirs, v.mine)
}

/// Quint `TakeCenter`: the centre, if empty (on 4×4, any empty central cell).
fn take_centre(v: &View) -> u16 {
    v.geometry.centre & v.empty()
}

/// Quint `SetupWin` (`canSetupWinWithPattern`): an empty cell of a line
/// holding my mark(s) and none of the opponent's.
fn set_up_win(v: &View) -> u16 {
    let mut cells = 0;
    for &line in v.geometry.lines {
        if line & v.mine != 0 && line & v.theirs == 0 {
            cells |= line & v.empty();
        }
    }
    cells
}

/// Quint `MoveToEmpty`: any empty cell.
fn move_to_empty(v: &View) -> u16 {
    v.empty()
}

fn can_win(v: &View) -> bool {
    win(v) != 0
}

fn can_block(v: &View) -> bool {
    block(v) != 0
}

fn can_take_centre(v: &View) -> bool {
    take_centre(v) != 0
}

fn can_set_up_win(v: &View) -> bool {
    set_up_win(v) != 0
}

/// Quint `MoveX`, for whichever player is to move: the set of cells the
/// strategy may play.
pub(crate) fn strategy_cells(geometry: &'static Geometry, mine: u16, theirs: u16) -> u16 {
    let v = View {
        geometry,
        mine,
        theirs,
    };
    if board_empty(&v) {
        start_in_corner(&v)
    } else if can_win(&v) {
        win(&v)
    } else if can_block(&v) {
        block(&v)
    } else if can_take_centre(&v) {
        take_centre(&v)
    } else if can_set_up_win(&v) {
        set_up_win(&v)
    } else {
        move_to_empty(&v)
    }
}

/// Every cell the Quint strategy may choose for the player to move, row by
/// row: the tie-breaks it leaves to chance. Empty once the game is over.
///
/// ```
/// use fox_and_xo::rules::tictactoe::{strategy_moves, Cell, Game, Player};
/// let game = Game::new(3, Player::X).unwrap();
/// // Quint `StartInCorner`.
/// assert_eq!(strategy_moves(&game),
///            [Cell::new(0, 0), Cell::new(0, 2), Cell::new(2, 0), Cell::new(2, 2)]);
/// ```
pub fn strategy_moves(game: &Game) -> Vec<Cell> {
    if game.outcome() != super::super::Outcome::Unfinished {
        return Vec::new();
    }
    let (mine, theirs) = game.marks_to_move();
    cells_of(strategy_cells(game.geometry(), mine, theirs))
        .map(|index| Cell::from_index(index, game.size()))
        .collect()
}
