//! The move-list notation: a game's moves written as text and read back.
//!
//! Moves are written as cell numbers, LED style (`1..=SIZE²`, row by row),
//! comma-separated: `5,1,9,3,7`. Lists read here also take VDM-SL
//! `(row, col)` pairs, 1-based (`(2,2),(1,1)`), even mixed with numbers.
//! A list is read as VDM-SL `Moves` are played: every cell on the board,
//! none twice.
//!
//! **Decision:** VDM `play` stops at the first win, so a move after the win
//! could only be ignored; the list is refused instead, saying which move
//! came after the end. A list that is not a legal game, or that is longer
//! than a game can be, is refused the same way. Nothing in the list is
//! looked at past what the board size allows (at most SIZE² moves, of at
//! most [`CHARS_PER_MOVE`] characters each), so a list from an untrusted
//! link costs no more than a game.

use super::{Cell, Game, MoveError, Outcome, Player, SizeError};

/// The most characters one move may take: `(4, 4), ` is 8 with a space
/// each side of the comma. A longer list is refused unread.
pub const CHARS_PER_MOVE: usize = 8;

/// How much of the text a refusal quotes where a move should stand.
const FOUND_CHARS: usize = 12;

/// Why a move list was refused. Moves are counted from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovesError {
    /// A list with nothing in it.
    Empty,
    /// More characters than SIZE² moves can take; nothing was parsed.
    TooLong { size: usize, limit: usize },
    /// More than SIZE² moves.
    TooMany { size: usize },
    /// Move `number` is neither a cell number nor a `(row, col)` pair;
    /// `found` is what stands there (empty after a trailing comma).
    Garbage { number: usize, found: String },
    /// Move `number` names a cell off the board.
    UnknownCell {
        number: usize,
        token: String,
        size: usize,
    },
    /// Move `number` plays a cell already played at move `earlier`.
    Repeated {
        number: usize,
        token: String,
        earlier: usize,
    },
    /// Move `number` comes after `winner` won at move `won_at`.
    AfterWin {
        number: usize,
        winner: Player,
        won_at: usize,
    },
    /// The rules refused the setup or a move for another reason.
    Refused(RulesError),
}

/// What the rules said when they refused a list for a reason the notation
/// does not name itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    Size(SizeError),
    Move { number: usize, error: MoveError },
}

/// A move list that is a legal game, with the position after each move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveList {
    cells: Vec<Cell>,
    /// The board after 0, 1, … n moves.
    positions: Vec<Game>,
}

impl MoveList {
    /// Reads a list in either notation and checks it is a legal game on a
    /// `size`×`size` board that `first` opens: every cell on the board,
    /// none twice, nothing after a win.
    pub fn parse(raw: &str, size: usize, first: Player) -> Result<MoveList, MovesError> {
        let written = read_cells(raw, size)?;
        MoveList::of_written(size, first, written)
    }

    /// Checks that `cells` are a legal game on a `size`×`size` board that
    /// `first` opens, as [`MoveList::parse`] does for text.
    pub fn new(cells: &[Cell], size: usize, first: Player) -> Result<MoveList, MovesError> {
        let written: Vec<Written> = cells
            .iter()
            .enumerate()
            .map(|(i, &cell)| {
                cell.number(size)
                    .map(|k| Written {
                        token: k.to_string(),
                        cell,
                    })
                    .ok_or_else(|| MovesError::UnknownCell {
                        number: i + 1,
                        token: format!("({},{})", cell.row + 1, cell.col + 1),
                        size,
                    })
            })
            .collect::<Result<_, _>>()?;
        if written.len() > size * size {
            return Err(MovesError::TooMany { size });
        }
        MoveList::of_written(size, first, written)
    }

    fn of_written(
        size: usize,
        first: Player,
        written: Vec<Written>,
    ) -> Result<MoveList, MovesError> {
        let positions = positions(size, first, &written)?;
        let cells = written.into_iter().map(|w| w.cell).collect();
        Ok(MoveList { cells, positions })
    }

    /// The cells played, in order.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The board after 0, 1, … n moves: never empty, it starts with the
    /// empty board.
    pub fn positions(&self) -> &[Game] {
        &self.positions
    }

    /// The cells and the positions, for a caller that keeps both.
    pub fn into_parts(self) -> (Vec<Cell>, Vec<Game>) {
        (self.cells, self.positions)
    }
}

/// Reads a list in either notation: the cells of [`MoveList::parse`].
/// **For tests** (the notation's and the words' refusals): pages keep the
/// whole [`MoveList`].
pub fn parse_moves(raw: &str, size: usize, first: Player) -> Result<Vec<Cell>, MovesError> {
    MoveList::parse(raw, size, first).map(|list| list.cells)
}

/// The list written as cell numbers, row by row, comma-separated: digits
/// and commas, which need no escaping in a link. Cells off the board are
/// left out.
pub fn format_moves(moves: &[Cell], size: usize) -> String {
    let numbers: Vec<String> = moves
        .iter()
        .filter_map(|cell| cell.number(size))
        .map(|number| number.to_string())
        .collect();
    numbers.join(",")
}

/// The first `chars` characters of `raw`, with `…` if some were cut: how a
/// refusal quotes text that may be of any length.
pub fn shortened(raw: &str, chars: usize) -> String {
    match raw.char_indices().nth(chars) {
        Some((cut, _)) => format!("{}…", &raw[..cut]),
        None => raw.to_owned(),
    }
}

/// One move as written, and the cell it names.
struct Written {
    token: String,
    cell: Cell,
}

/// Splits the list into cells, refusing it before reading it all if it is
/// longer than a game on this board can be.
fn read_cells(raw: &str, size: usize) -> Result<Vec<Written>, MovesError> {
    let most = size * size;
    let limit = most * CHARS_PER_MOVE;
    if raw.len() > limit {
        return Err(MovesError::TooLong { size, limit });
    }
    if raw.trim().is_empty() {
        return Err(MovesError::Empty);
    }
    let mut scanner = Scanner { raw, at: 0 };
    let mut cells = Vec::new();
    loop {
        let number = cells.len() + 1;
        if number > most {
            return Err(MovesError::TooMany { size });
        }
        scanner.skip_spaces();
        let start = scanner.at;
        let name = scanner.name().ok_or_else(|| MovesError::Garbage {
            number,
            found: scanner.rest(),
        })?;
        let token = raw[start..scanner.at].to_owned();
        let cell = name.cell(size).ok_or_else(|| MovesError::UnknownCell {
            number,
            token: token.clone(),
            size,
        })?;
        cells.push(Written { token, cell });
        scanner.skip_spaces();
        if scanner.done() {
            return Ok(cells);
        }
        if !scanner.eat(b',') {
            return Err(MovesError::Garbage {
                number: number + 1,
                found: scanner.rest(),
            });
        }
    }
}

/// How the notation names a cell.
enum CellName {
    /// LED style, `1..=SIZE²`.
    Number(usize),
    /// VDM-SL `mk_Pos(row, col)`, 1-based.
    Pair(usize, usize),
}

impl CellName {
    /// The cell named, if it lies on a `size`×`size` board.
    fn cell(&self, size: usize) -> Option<Cell> {
        match *self {
            CellName::Number(k) => Cell::from_number(k, size),
            CellName::Pair(row, col) => {
                Cell::from_vdm(row, col).filter(|cell| cell.number(size).is_some())
            }
        }
    }
}

/// A cursor over the list's bytes (the grammar is ASCII).
struct Scanner<'a> {
    raw: &'a str,
    at: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.raw.as_bytes().get(self.at).copied()
    }

    fn done(&self) -> bool {
        self.at >= self.raw.len()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.at += 1;
        }
        found
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    /// Digits, as a number; a number too large for `usize` saturates (it
    /// names no cell either way).
    fn number(&mut self) -> Option<usize> {
        let start = self.at;
        let mut value: usize = 0;
        while let Some(digit) = self.peek().filter(u8::is_ascii_digit) {
            value = value
                .saturating_mul(10)
                .saturating_add(usize::from(digit - b'0'));
            self.at += 1;
        }
        (self.at > start).then_some(value)
    }

    /// `k` or `(row, col)`.
    fn name(&mut self) -> Option<CellName> {
        if !self.eat(b'(') {
            return self.number().map(CellName::Number);
        }
        self.skip_spaces();
        let row = self.number()?;
        self.skip_spaces();
        if !self.eat(b',') {
            return None;
        }
        self.skip_spaces();
        let col = self.number()?;
        self.skip_spaces();
        self.eat(b')').then_some(CellName::Pair(row, col))
    }

    /// What is left, shortened for a message.
    fn rest(&self) -> String {
        shortened(self.raw.get(self.at..).unwrap_or_default(), FOUND_CHARS)
    }
}

/// Plays the list on an empty board and returns the position after each
/// move, starting with the empty board; refuses the first illegal move.
fn positions(size: usize, first: Player, written: &[Written]) -> Result<Vec<Game>, MovesError> {
    let mut game =
        Game::new(size, first).map_err(|error| MovesError::Refused(RulesError::Size(error)))?;
    let mut positions = vec![game.clone()];
    for (index, move_) in written.iter().enumerate() {
        let number = index + 1;
        if let Err(error) = game.play(game.turn(), move_.cell) {
            return Err(match error {
                MoveError::Occupied(_) => MovesError::Repeated {
                    number,
                    token: move_.token.clone(),
                    earlier: game
                        .history()
                        .iter()
                        .position(|&cell| cell == move_.cell)
                        .map_or(0, |i| i + 1),
                },
                MoveError::GameOver => match game.outcome() {
                    Outcome::Won(winner) => MovesError::AfterWin {
                        number,
                        winner,
                        won_at: index,
                    },
                    _ => MovesError::Refused(RulesError::Move { number, error }),
                },
                error => MovesError::Refused(RulesError::Move { number, error }),
            });
        }
        positions.push(game.clone());
    }
    Ok(positions)
}

#[cfg(test)]
pub(crate) mod tests;
