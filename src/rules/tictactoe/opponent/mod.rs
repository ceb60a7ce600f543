//! The computer opponents: easy, the Quint strategy, and perfect play.

mod easy;
mod score;
mod solver;
mod strategy;
mod symmetry;
mod table;

use rand::Rng;

use super::lines::{cells_of, Geometry};
use super::{Cell, Game, Outcome};
use easy::{easy_cell, pick};
use solver::Solver;
use strategy::strategy_cells;
pub use strategy::strategy_moves;
use table::Table;

/// How well the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Mostly random: takes a win only half the time, blocks a third of the
    /// time.
    Easy,
    /// The Quint model's priority list (win, block, centre, set up a win).
    Strategy,
    /// Never loses, wins whenever the opponent errs, prefers the fastest win
    /// and the slowest loss.
    Perfect,
}

/// A computer player. It keeps what perfect play has worked out (the 3×3
/// table, the 4×4 transposition table), so keep one for a whole session:
/// each later answer is faster.
#[derive(Default)]
pub struct Computer {
    table: Option<Table>,
    solver: Option<Solver>,
}

impl Computer {
    /// A computer that has worked nothing out yet.
    pub fn new() -> Computer {
        Computer::default()
    }

    /// The computer's move for the player whose turn it is, at `level`;
    /// `None` if the game is over. Ties are broken with `rng`, except by the
    /// perfect player on 4×4, which always plays [`Computer::hint`].
    pub fn choose(&mut self, game: &Game, level: Level, rng: &mut impl Rng) -> Option<Cell> {
        if game.outcome() != Outcome::Unfinished {
            return None;
        }
        let geometry = game.geometry();
        let (mine, theirs) = game.marks_to_move();
        let index = match level {
            Level::Easy => easy_cell(geometry, mine, theirs, rng),
            Level::Strategy => pick(strategy_cells(geometry, mine, theirs), rng),
            Level::Perfect if geometry.size == 3 => self.table().random_best(mine, theirs, rng),
            Level::Perfect => self
                .solver(geometry)
                .best_move(mine, theirs)
                .map(|(c, _)| c),
        }?;
        Some(Cell::from_index(index, game.size()))
    }

    /// One of the perfect player's best moves, always the same for the same
    /// position; `None` if the game is over.
    pub fn hint(&mut self, game: &Game) -> Option<Cell> {
        if game.outcome() != Outcome::Unfinished {
            return None;
        }
        let geometry = game.geometry();
        let (mine, theirs) = game.marks_to_move();
        let index = if geometry.size == 3 {
            let best = self.table().best_cells(mine, theirs);
            (best != 0).then(|| best.trailing_zeros())
        } else {
            self.solver(geometry)
                .best_move(mine, theirs)
                .map(|(c, _)| c)
        }?;
        Some(Cell::from_index(index, game.size()))
    }

    /// Every move the perfect player rates best, row by row; empty if the
    /// game is over. On 4×4 this searches every move, so it is slower than
    /// [`Computer::hint`]. **For tests**: Perfect is checked against a plain
    /// minimax with it (`tests/tictactoe_perfect.rs`).
    pub fn best_moves(&mut self, game: &Game) -> Vec<Cell> {
        if game.outcome() != Outcome::Unfinished {
            return Vec::new();
        }
        let geometry = game.geometry();
        let (mine, theirs) = game.marks_to_move();
        let best = if geometry.size == 3 {
            self.table().best_cells(mine, theirs)
        } else {
            self.solver(geometry).best_cells(mine, theirs)
        };
        cells_of(best)
            .map(|index| Cell::from_index(index, game.size()))
            .collect()
    }

    fn table(&mut self) -> &mut Table {
        self.table.get_or_insert_with(Table::build)
    }

    fn solver(&mut self, geometry: &'static Geometry) -> &mut Solver {
        self.solver.get_or_insert_with(|| Solver::new(geometry))
    }
}
