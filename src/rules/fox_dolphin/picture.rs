//! A text picture of a board, for tests, tools and How to play's pictures.
//!
//! One line per row, one character per tile:
//!
//! | char | surface | occupant |
//! |------|---------|----------|
//! | `.`  | water   | –        |
//! | `#`  | land    | –        |
//! | `f`  | land    | fox      |
//! | `F`  | water   | fox (swimming) |
//! | `d`  | water   | dolphin  |
//! | `D`  | land    | dolphin (stranded) |
//!
//! Spaces and tabs around a line are ignored, as are blank lines, so a board
//! can be indented inside a test.

use std::fmt;

use super::board::{Board, Species, Surface, Tile};
use super::island::is_connected;
use super::settings::SettingsError;

/// The character that pictures a tile.
pub fn tile_char(tile: Tile) -> char {
    match (tile.surface, tile.occupant) {
        (Surface::Water, None) => '.',
        (Surface::Land, None) => '#',
        (Surface::Land, Some(Species::Fox)) => 'f',
        (Surface::Water, Some(Species::Fox)) => 'F',
        (Surface::Water, Some(Species::Dolphin)) => 'd',
        (Surface::Land, Some(Species::Dolphin)) => 'D',
    }
}

fn char_tile(ch: char) -> Option<Tile> {
    let (surface, occupant) = match ch {
        '.' => (Surface::Water, None),
        '#' => (Surface::Land, None),
        'f' => (Surface::Land, Some(Species::Fox)),
        'F' => (Surface::Water, Some(Species::Fox)),
        'd' => (Surface::Water, Some(Species::Dolphin)),
        'D' => (Surface::Land, Some(Species::Dolphin)),
        _ => return None,
    };
    Some(Tile { surface, occupant })
}

/// Why a text picture is not a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PictureError {
    /// No rows at all.
    Empty,
    /// More rows than the largest board.
    TooLarge { size: usize },
    /// A row whose length differs from the number of rows (boards are square).
    NotSquare { row: usize, len: usize, size: usize },
    /// A character that pictures no tile.
    UnknownChar { row: usize, col: usize, ch: char },
    /// The land tiles do not form one island (Z spec `Board` invariant).
    IslandNotConnected,
    /// The timers in the settings are out of range.
    Settings(SettingsError),
}

/// Reads a board picture. Any size from 1 to [`MAX_BOARD_SIZE`] is accepted,
/// so tests can draw small readable boards; the island must be connected.
///
/// [`MAX_BOARD_SIZE`]: super::settings::MAX_BOARD_SIZE
pub fn parse_board(text: &str) -> Result<Board, PictureError> {
    let rows: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let size = rows.len();
    if size == 0 {
        return Err(PictureError::Empty);
    }
    if size > super::settings::MAX_BOARD_SIZE {
        return Err(PictureError::TooLarge { size });
    }
    let mut board = Board::new_water(size);
    for (row, line) in rows.iter().enumerate() {
        let len = line.chars().count();
        if len != size {
            return Err(PictureError::NotSquare { row, len, size });
        }
        for (col, ch) in line.chars().enumerate() {
            let tile = char_tile(ch).ok_or(PictureError::UnknownChar { row, col, ch })?;
            let i = row * size + col;
            board.set_surface(i, tile.surface);
            board.set_occupant(i, tile.occupant);
        }
    }
    if !is_connected(&board) {
        return Err(PictureError::IslandNotConnected);
    }
    Ok(board)
}

/// Pictures the board: one line per row, each ending in `\n`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..self.size() {
            let line: String = (0..self.size())
                .map(|col| tile_char(self.at(row * self.size() + col)))
                .collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}
