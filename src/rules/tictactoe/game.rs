//! A game in progress: the board, whose turn it is, and how it stands.

use super::lines::{cells_of, Geometry};
use super::{Cell, MoveError, Player, SizeError};

/// How a game stands. VDM-SL `isWon` / `isDraw` / `isUnfinished`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nobody has a line and a cell is still empty.
    Unfinished,
    /// The player holds a whole line (VDM `whoWon`).
    Won(Player),
    /// Every cell is taken and nobody holds a line (VDM `isDraw`).
    Draw,
}

/// A game of tic-tac-toe on a 3×3 or 4×4 board.
///
/// Moves alternate, starting with `first` (VDM `PlayOrder`). A refused move
/// returns why and changes nothing.
///
/// ```
/// use fox_and_xo::rules::tictactoe::{Cell, Game, Outcome, Player};
/// let mut game = Game::new(3, Player::X).unwrap();
/// for (player, cell) in [(Player::X, (0, 0)), (Player::O, (1, 0)),
///                        (Player::X, (0, 1)), (Player::O, (1, 1))] {
///     game.play(player, Cell::new(cell.0, cell.1)).unwrap();
/// }
/// assert_eq!(game.play(Player::X, Cell::new(0, 2)), Ok(Outcome::Won(Player::X)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    geometry: &'static Geometry,
    first: Player,
    crosses: u16,
    noughts: u16,
    history: Vec<Cell>,
    /// Worked out after each move, so that asking is free.
    outcome: Outcome,
}

impl Game {
    /// An empty `size`×`size` board with `first` to move.
    pub fn new(size: usize, first: Player) -> Result<Game, SizeError> {
        super::check_size(size)?;
        Ok(Game {
            geometry: Geometry::of(size),
            first,
            crosses: 0,
            noughts: 0,
            history: Vec::new(),
            outcome: Outcome::Unfinished,
        })
    }

    /// The board's side length.
    pub fn size(&self) -> usize {
        self.geometry.size
    }

    /// Who moved (or moves) first.
    pub fn first(&self) -> Player {
        self.first
    }

    /// Whose turn it is: the players alternate from `first` (LED
    /// `whoseTurn`). Meaningful while the game is unfinished.
    pub fn turn(&self) -> Player {
        if self.history.len() % 2 == 0 {
            self.first
        } else {
            self.first.other()
        }
    }

    /// Who holds `cell`: `None` if it is empty or off the board.
    pub fn at(&self, cell: Cell) -> Option<Player> {
        let bit = cell.bit(self.size())?;
        if self.crosses & bit != 0 {
            Some(Player::X)
        } else if self.noughts & bit != 0 {
            Some(Player::O)
        } else {
            None
        }
    }

    /// VDM-SL `isWon` / `isDraw` / `isUnfinished`.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    fn work_out_outcome(&self) -> Outcome {
        if self.geometry.winning_line(self.crosses).is_some() {
            Outcome::Won(Player::X)
        } else if self.geometry.winning_line(self.noughts).is_some() {
            Outcome::Won(Player::O)
        } else if self.empty() == 0 {
            Outcome::Draw
        } else {
            Outcome::Unfinished
        }
    }

    /// The completed line, in order along it, if the game is won.
    pub fn winning_line(&self) -> Option<Vec<Cell>> {
        let line = self
            .geometry
            .winning_line(self.crosses)
            .or_else(|| self.geometry.winning_line(self.noughts))?;
        Some(self.cells(line))
    }

    /// `player` marks `cell`. LED `legalMove`, checked in its order: the game
    /// is not over, it is `player`'s turn, the cell is on the board and
    /// empty. On `Err` nothing changes.
    pub fn play(&mut self, player: Player, cell: Cell) -> Result<Outcome, MoveError> {
        if self.outcome != Outcome::Unfinished {
            return Err(MoveError::GameOver);
        }
        if player != self.turn() {
            return Err(MoveError::NotYourTurn(self.turn()));
        }
        let size = self.size();
        let bit = cell.bit(size).ok_or(MoveError::OffBoard { cell, size })?;
        if self.empty() & bit == 0 {
            return Err(MoveError::Occupied(cell));
        }
        match player {
            Player::X => self.crosses |= bit,
            Player::O => self.noughts |= bit,
        }
        self.history.push(cell);
        self.outcome = self.work_out_outcome();
        Ok(self.outcome)
    }

    /// Takes back the last move and returns its cell; `None` on an empty
    /// board.
    pub fn undo(&mut self) -> Option<Cell> {
        let cell = self.history.pop()?;
        if let Some(bit) = cell.bit(self.size()) {
            self.crosses &= !bit;
            self.noughts &= !bit;
        }
        // Moves are only accepted while the game is unfinished.
        self.outcome = Outcome::Unfinished;
        Some(cell)
    }

    /// The moves so far, oldest first (VDM `Moves`).
    pub fn history(&self) -> &[Cell] {
        &self.history
    }

    /// The empty cells, row by row.
    pub fn empty_cells(&self) -> Vec<Cell> {
        self.cells(self.empty())
    }

    /// The bitboards of the player to move and of the other player.
    pub(crate) fn marks_to_move(&self) -> (u16, u16) {
        match self.turn() {
            Player::X => (self.crosses, self.noughts),
            Player::O => (self.noughts, self.crosses),
        }
    }

    pub(crate) fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    fn empty(&self) -> u16 {
        self.geometry.full & !(self.crosses | self.noughts)
    }

    fn cells(&self, set: u16) -> Vec<Cell> {
        cells_of(set)
            .map(|index| Cell::from_index(index, self.size()))
            .collect()
    }
}
