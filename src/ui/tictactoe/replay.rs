//! A game as a link, and the replay that link opens.
//!
//! `?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&moves=5,1,9,3,7`
//! carries the setup and the move list. Links written here name cells by
//! number, LED style (`1..=SIZE²`, row by row); links read here also take
//! VDM-SL `(row, col)` pairs, 1-based (`moves=(2,2),(1,1)`), even mixed with
//! numbers. The replay states the VDM `play` result of the whole list.
//!
//! **Decision:** VDM `play` stops at the first win, so a move after the win
//! could only be ignored; the link is refused instead, with a note saying
//! which move came after the end. A list that is not a legal game, or that
//! is longer than a game can be, is refused the same way and the normal
//! game screen opens. Nothing in the list is looked at past what the board
//! size allows (at most SIZE² moves, of at most [`CHARS_PER_MOVE`]
//! characters each).

use crate::rules::tictactoe::{play, Cell, Game, MoveError, Outcome, Player, SizeError};
use crate::ui::i18n::Catalogue;
use crate::ui::link::{Ignored, Query, Reason};
use crate::ui::tictactoe::setup::Setup;

/// The key of the move list in a link.
pub const MOVES_KEY: &str = "moves";

/// The most characters one move may take in a link: `(4, 4), ` is 8 with a
/// space each side of the comma. A longer list is refused unread.
pub const CHARS_PER_MOVE: usize = 8;

/// How much of a refused list the notice repeats.
const NOTICE_CHARS: usize = 40;

/// Why a move list from a link was refused. Moves are counted from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovesError {
    /// `moves=` with nothing in it.
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

/// What the rules said when they refused a list for a reason the link
/// reader does not name itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesError {
    Size(SizeError),
    Move { number: usize, error: MoveError },
}

/// The move list of a link: cell numbers, row by row, comma-separated.
pub fn format_moves(moves: &[Cell], size: usize) -> String {
    let numbers: Vec<String> = moves
        .iter()
        .filter_map(|cell| cell.number(size))
        .map(|number| number.to_string())
        .collect();
    numbers.join(",")
}

/// The link (query string) that replays `moves` played with `setup`.
/// Digits and commas need no escaping, so the list stays readable.
pub fn share_query(setup: &Setup, moves: &[Cell]) -> String {
    format!(
        "{}&{MOVES_KEY}={}",
        setup.to_query(),
        format_moves(moves, setup.size)
    )
}

/// One move as written in the link, and the cell it names.
struct Written {
    token: String,
    cell: Cell,
}

/// Reads a move list in either notation and checks it is a legal game
/// with `setup`: every cell on the board, none twice, nothing after a win.
pub fn parse_moves(raw: &str, setup: &Setup) -> Result<Vec<Cell>, MovesError> {
    let written = read_cells(raw, setup.size)?;
    positions(setup, &written)?;
    Ok(written.into_iter().map(|w| w.cell).collect())
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

/// How a link names a cell.
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
        shortened(self.raw.get(self.at..).unwrap_or_default(), 12)
    }
}

/// The first `chars` characters of `raw`, with `…` if some were cut.
fn shortened(raw: &str, chars: usize) -> String {
    match raw.char_indices().nth(chars) {
        Some((cut, _)) => format!("{}…", &raw[..cut]),
        None => raw.to_owned(),
    }
}

/// Plays the list on an empty board and returns the position after each
/// move, starting with the empty board; refuses the first illegal move.
fn positions(setup: &Setup, written: &[Written]) -> Result<Vec<Game>, MovesError> {
    let mut game = Game::new(setup.size, setup.first)
        .map_err(|error| MovesError::Refused(RulesError::Size(error)))?;
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

/// Where the replay stands: one of the First / Previous / Next / Last
/// buttons, an arrow key, or a click on the move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    First,
    Previous,
    Next,
    Last,
    /// The board after this many moves.
    To(usize),
}

/// A shared game, shown move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    setup: Setup,
    moves: Vec<Cell>,
    /// The board after 0, 1, … n moves.
    positions: Vec<Game>,
    /// How many moves the board shows.
    step: usize,
}

impl Replay {
    /// The replay of `moves` played with `setup`, at its last move; `Err`
    /// if the list is not a legal game (see [`parse_moves`]).
    pub fn new(setup: Setup, moves: &[Cell]) -> Result<Replay, MovesError> {
        let written: Vec<Written> = moves
            .iter()
            .enumerate()
            .map(|(i, &cell)| {
                cell.number(setup.size)
                    .map(|k| Written {
                        token: k.to_string(),
                        cell,
                    })
                    .ok_or_else(|| MovesError::UnknownCell {
                        number: i + 1,
                        token: format!("({},{})", cell.row + 1, cell.col + 1),
                        size: setup.size,
                    })
            })
            .collect::<Result<_, _>>()?;
        if written.len() > setup.size * setup.size {
            return Err(MovesError::TooMany { size: setup.size });
        }
        Replay::from_written(setup, written)
    }

    fn from_written(setup: Setup, written: Vec<Written>) -> Result<Replay, MovesError> {
        let positions = positions(&setup, &written)?;
        let moves: Vec<Cell> = written.into_iter().map(|w| w.cell).collect();
        Ok(Replay {
            setup,
            step: moves.len(),
            moves,
            positions,
        })
    }

    /// The replay a link asks for, if it has a `moves=` value. A list that
    /// is refused adds a note to `ignored` and gives `None`: the link then
    /// opens the normal game screen with the same setup.
    pub fn from_query(query: &Query, setup: Setup, ignored: &mut Vec<Ignored>) -> Option<Replay> {
        let raw = query.get(MOVES_KEY)?;
        let replay = read_cells(raw, setup.size).and_then(|w| Replay::from_written(setup, w));
        match replay {
            Ok(replay) => Some(replay),
            Err(error) => {
                let value = shortened(raw, NOTICE_CHARS);
                ignored.push(Ignored::new(MOVES_KEY, &value, Reason::TttMoves(error)));
                None
            }
        }
    }

    /// Moves the board to another point of the game; stops at either end.
    pub fn apply(&mut self, step: Step) {
        let last = self.moves.len();
        self.step = match step {
            Step::First => 0,
            Step::Previous => self.step.saturating_sub(1),
            Step::Next => (self.step + 1).min(last),
            Step::Last => last,
            Step::To(k) => k.min(last),
        };
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The whole move list.
    pub fn moves(&self) -> &[Cell] {
        &self.moves
    }

    /// How many moves the board shows, 0 to [`Replay::len`].
    pub fn step(&self) -> usize {
        self.step
    }

    /// How many moves the list holds.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the list is empty (never, for a replay read from a link).
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The board after [`Replay::step`] moves.
    pub fn game(&self) -> &Game {
        // `positions` holds one game per step, 0..=len, and `step` never
        // passes len; the last position is there in any case.
        self.positions
            .get(self.step)
            .or_else(|| self.positions.last())
            .unwrap_or_else(|| unreachable!("a replay always holds the empty board"))
    }

    /// Who played move `index` (0-based).
    pub fn mover(&self, index: usize) -> Player {
        if index % 2 == 0 {
            self.setup.first
        } else {
            self.setup.first.other()
        }
    }

    /// The cell played at the move the board has just reached.
    pub fn last_played(&self) -> Option<Cell> {
        self.step.checked_sub(1).map(|i| self.moves[i])
    }

    /// VDM-SL `play(order, moves)` of the whole list.
    pub fn result(&self) -> Outcome {
        play(
            [self.setup.first, self.setup.first.other()],
            self.setup.size,
            &self.moves,
        )
    }

    /// The move (1-based) at which a win stopped play, if someone won.
    pub fn won_at(&self) -> Option<usize> {
        self.positions
            .iter()
            .position(|game| matches!(game.outcome(), Outcome::Won(_)))
    }

    /// `Move 3 of 7`.
    pub fn status(&self, t: &Catalogue) -> String {
        t.ttt_replay_step(self.step, self.len())
    }

    /// What happened at the move shown: who played where.
    pub fn caption(&self, t: &Catalogue) -> String {
        match self.last_played() {
            Some(cell) => t.ttt_replay_played(
                self.mover(self.step - 1),
                cell.row,
                cell.col,
                cell.number(self.setup.size).unwrap_or_default(),
            ),
            None => t.ttt_replay_start().to_owned(),
        }
    }

    /// The sentence stating the VDM `play` result of the whole list.
    pub fn summary(&self, t: &Catalogue) -> String {
        t.ttt_replay_result(self.result(), self.len(), self.won_at())
    }

    /// The link of this replay (moves as cell numbers).
    pub fn to_query(&self) -> String {
        share_query(&self.setup, &self.moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::tictactoe::setup::Opponent;

    fn setup(size: usize, first: Player) -> Setup {
        Setup {
            size,
            first,
            opponent: Opponent::Friend,
            ..Setup::default()
        }
    }

    fn cells(numbers: &[usize], size: usize) -> Vec<Cell> {
        numbers
            .iter()
            .map(|&k| Cell::from_number(k, size).expect("on the board"))
            .collect()
    }

    fn parse(raw: &str) -> Result<Vec<Cell>, MovesError> {
        parse_moves(raw, &setup(3, Player::X))
    }

    /// Top row for X: 1, 2, 3 against 4, 5.
    const X_TOP_ROW: [usize; 5] = [1, 4, 2, 5, 3];

    #[test]
    fn cell_numbers_read_row_by_row() {
        assert_eq!(parse("1,4,2,5,3"), Ok(cells(&X_TOP_ROW, 3)));
    }

    #[test]
    fn vdm_pairs_read_as_the_same_cells() {
        assert_eq!(
            parse("(1,1),(2,1),(1,2),(2,2),(1,3)"),
            Ok(cells(&X_TOP_ROW, 3))
        );
    }

    #[test]
    fn the_notations_mix_and_spaces_are_allowed() {
        assert_eq!(
            parse(" 1 , (2, 1),2 ,( 2 ,2 ) ,3 "),
            Ok(cells(&X_TOP_ROW, 3))
        );
    }

    #[test]
    fn numbers_run_to_sixteen_on_four_by_four() {
        let four = setup(4, Player::X);
        assert_eq!(
            parse_moves("16,(4,3)", &four),
            Ok(vec![Cell::new(3, 3), Cell::new(3, 2)])
        );
        assert!(matches!(
            parse_moves("17", &four),
            Err(MovesError::UnknownCell { number: 1, .. })
        ));
    }

    #[test]
    fn a_finished_games_moves_round_trip_through_the_link() {
        // A draw on 3×3 and a win on 4×4.
        for (size, numbers) in [
            (3, vec![5, 1, 9, 3, 2, 8, 4, 6, 7]),
            (4, vec![1, 5, 2, 6, 3, 7, 4]),
        ] {
            let setup = setup(size, Player::O);
            let moves = cells(&numbers, size);
            let query = Query::parse(&share_query(&setup, &moves));
            let (read_setup, mut ignored) = Setup::from_query(&query);
            assert_eq!(read_setup, setup);
            let replay = Replay::from_query(&query, read_setup, &mut ignored);
            assert!(ignored.is_empty(), "{ignored:?}");
            assert_eq!(replay.map(|r| r.moves), Some(moves));
        }
    }

    #[test]
    fn the_shared_link_names_cells_by_number_unescaped() {
        let query = share_query(&setup(3, Player::X), &cells(&[5, 1, 9], 3));
        assert!(query.ends_with("&first=x&you=x&moves=5,1,9"), "{query}");
        assert!(query.starts_with("?game=tic-tac-toe&size=3&"), "{query}");
    }

    #[test]
    fn an_empty_list_is_refused() {
        assert_eq!(parse(""), Err(MovesError::Empty));
        assert_eq!(parse("  "), Err(MovesError::Empty));
    }

    #[test]
    fn an_unknown_cell_is_refused_with_its_move_number() {
        assert_eq!(
            parse("5,10"),
            Err(MovesError::UnknownCell {
                number: 2,
                token: "10".into(),
                size: 3
            })
        );
        assert!(matches!(
            parse("0"),
            Err(MovesError::UnknownCell { number: 1, .. })
        ));
        assert!(matches!(
            parse("(4,1)"),
            Err(MovesError::UnknownCell { number: 1, .. })
        ));
        assert!(matches!(
            parse("(0,1)"),
            Err(MovesError::UnknownCell { number: 1, .. })
        ));
        assert!(matches!(
            parse("99999999999999999999999999"),
            Err(MovesError::UnknownCell { number: 1, .. })
        ));
    }

    #[test]
    fn a_repeated_cell_is_refused_naming_the_earlier_move() {
        assert_eq!(
            parse("5,1,(2,2)"),
            Err(MovesError::Repeated {
                number: 3,
                token: "(2,2)".into(),
                earlier: 1
            })
        );
    }

    #[test]
    fn garbage_is_refused_with_what_stands_there() {
        assert_eq!(
            parse("5,x"),
            Err(MovesError::Garbage {
                number: 2,
                found: "x".into()
            })
        );
        assert!(matches!(
            parse("5;1"),
            Err(MovesError::Garbage { number: 2, .. })
        ));
        assert!(matches!(
            parse("(1,1"),
            Err(MovesError::Garbage { number: 1, .. })
        ));
        assert!(matches!(
            parse("(1 1)"),
            Err(MovesError::Garbage { number: 1, .. })
        ));
        assert_eq!(
            parse("5,"),
            Err(MovesError::Garbage {
                number: 2,
                found: String::new()
            })
        );
        assert!(matches!(
            parse("-5"),
            Err(MovesError::Garbage { number: 1, .. })
        ));
    }

    #[test]
    fn more_moves_than_cells_are_refused() {
        assert_eq!(
            parse("1,2,3,4,5,6,7,8,9,1"),
            Err(MovesError::TooMany { size: 3 })
        );
    }

    #[test]
    fn a_long_list_is_refused_before_it_is_read() {
        let long = "x".repeat(9 * CHARS_PER_MOVE + 1);
        assert_eq!(
            parse(&long),
            Err(MovesError::TooLong { size: 3, limit: 72 })
        );
        // Sixteen pairs spelled `(r, c), ` fit on 4×4.
        let spaced: Vec<String> = (1..=4)
            .flat_map(|r| (1..=4).map(move |c| format!("({r}, {c})")))
            .collect();
        let draw_or_win = parse_moves(&spaced.join(", "), &setup(4, Player::X));
        assert!(!matches!(draw_or_win, Err(MovesError::TooLong { .. })));
    }

    #[test]
    fn a_move_after_the_win_is_refused() {
        assert_eq!(
            parse("1,4,2,5,3,9"),
            Err(MovesError::AfterWin {
                number: 6,
                winner: Player::X,
                won_at: 5
            })
        );
    }

    #[test]
    fn every_refusal_reads_as_a_sentence_naming_the_move() {
        let cases = [
            ("5,x", "move 2"),
            ("5,10", "move 2"),
            ("5,5", "move 2"),
            ("1,4,2,5,3,9", "move 6"),
            ("", "empty"),
        ];
        for (raw, says) in cases {
            let reason = Reason::TttMoves(parse(raw).expect_err(raw));
            let message = crate::ui::i18n::Lang::En
                .text()
                .ignored("moves", raw, &reason);
            assert!(message.contains(says), "{raw}: {message}");
        }
    }

    #[test]
    fn a_refused_list_leaves_a_note_and_no_replay() {
        let query = Query::parse("?game=tic-tac-toe&moves=5,5");
        let (setup, mut ignored) = Setup::from_query(&query);
        assert_eq!(Replay::from_query(&query, setup, &mut ignored), None);
        assert_eq!(ignored.len(), 1);
        assert_eq!(
            (ignored[0].key.as_str(), ignored[0].value.as_str()),
            ("moves", "5,5")
        );
    }

    #[test]
    fn a_long_refused_list_is_shortened_in_its_note() {
        let raw = "9".repeat(10_000);
        let query = Query::parse(&format!("?game=tic-tac-toe&moves={raw}"));
        let mut ignored = Vec::new();
        assert_eq!(
            Replay::from_query(&query, Setup::default(), &mut ignored),
            None
        );
        assert!(ignored[0].value.chars().count() <= NOTICE_CHARS + 1);
        assert!(matches!(
            read_cells(&raw, 3),
            Err(MovesError::TooLong { .. })
        ));
    }

    #[test]
    fn vdm_pairs_arrive_url_encoded() {
        let query = Query::parse("?game=tic-tac-toe&moves=%282%2C2%29%2C(1,1)");
        let (setup, mut ignored) = Setup::from_query(&query);
        let replay = Replay::from_query(&query, setup, &mut ignored).expect("a replay");
        assert_eq!(replay.moves(), &[Cell::new(1, 1), Cell::new(0, 0)]);
    }

    fn replay_of(numbers: &[usize], first: Player) -> Replay {
        Replay::new(setup(3, first), &cells(numbers, 3)).expect("a legal game")
    }

    #[test]
    fn a_replay_opens_at_the_last_move() {
        let replay = replay_of(&X_TOP_ROW, Player::X);
        assert_eq!((replay.step(), replay.len()), (5, 5));
        assert_eq!(replay.game().outcome(), Outcome::Won(Player::X));
        assert_eq!(
            replay.status(crate::ui::i18n::Lang::En.text()),
            "Move 5 of 5"
        );
    }

    #[test]
    fn stepping_stops_at_either_end() {
        let mut replay = replay_of(&X_TOP_ROW, Player::X);
        replay.apply(Step::Next);
        assert_eq!(replay.step(), 5);
        replay.apply(Step::First);
        assert_eq!(replay.step(), 0);
        assert!(replay.game().history().is_empty());
        replay.apply(Step::Previous);
        assert_eq!(replay.step(), 0);
        replay.apply(Step::Next);
        replay.apply(Step::Next);
        assert_eq!(replay.game().history(), &cells(&[1, 4], 3)[..]);
        replay.apply(Step::To(99));
        assert_eq!(replay.step(), 5);
        replay.apply(Step::To(3));
        replay.apply(Step::Previous);
        assert_eq!(replay.step(), 2);
        replay.apply(Step::Last);
        assert_eq!(replay.step(), 5);
    }

    #[test]
    fn the_board_shows_the_marks_of_the_moves_so_far() {
        let mut replay = replay_of(&X_TOP_ROW, Player::O);
        replay.apply(Step::To(2));
        let game = replay.game();
        assert_eq!(game.at(Cell::new(0, 0)), Some(Player::O));
        assert_eq!(game.at(Cell::new(1, 0)), Some(Player::X));
        assert_eq!(game.at(Cell::new(0, 1)), None);
        assert_eq!(replay.last_played(), Some(Cell::new(1, 0)));
        assert_eq!(
            replay.caption(crate::ui::i18n::Lang::En.text()),
            "X played row 2, column 1 (cell 4)."
        );
    }

    #[test]
    fn the_winning_line_appears_only_once_reached() {
        let mut replay = replay_of(&X_TOP_ROW, Player::X);
        assert_eq!(replay.game().winning_line(), Some(cells(&[1, 2, 3], 3)));
        replay.apply(Step::Previous);
        assert_eq!(replay.game().winning_line(), None);
    }

    #[test]
    fn the_result_is_vdm_play_of_the_whole_list() {
        let won = replay_of(&X_TOP_ROW, Player::O);
        assert_eq!(won.result(), Outcome::Won(Player::O));
        assert_eq!(won.won_at(), Some(5));
        assert_eq!(
            won.summary(crate::ui::i18n::Lang::En.text()),
            "VDM play of these 5 moves: O wins; play stops at move 5, the first win."
        );
        let draw = replay_of(&[5, 1, 9, 3, 2, 8, 4, 6, 7], Player::X);
        assert_eq!((draw.result(), draw.won_at()), (Outcome::Draw, None));
        assert!(
            draw.summary(crate::ui::i18n::Lang::En.text())
                .contains("DRAW"),
            "{}",
            draw.summary(crate::ui::i18n::Lang::En.text())
        );
        let unfinished = replay_of(&[5, 1], Player::X);
        assert_eq!(unfinished.result(), Outcome::Unfinished);
        assert!(unfinished
            .summary(crate::ui::i18n::Lang::En.text())
            .contains("UNFINISHED"));
    }

    #[test]
    fn a_replay_refuses_an_illegal_list_given_as_cells() {
        let moves = [Cell::new(0, 0), Cell::new(0, 0)];
        assert!(matches!(
            Replay::new(setup(3, Player::X), &moves),
            Err(MovesError::Repeated { number: 2, .. })
        ));
        assert!(matches!(
            Replay::new(setup(3, Player::X), &[Cell::new(3, 0)]),
            Err(MovesError::UnknownCell { number: 1, .. })
        ));
    }

    #[test]
    fn the_replays_link_reads_back_as_the_same_replay() {
        let replay = replay_of(&[5, 1, 9, 3], Player::O);
        let query = Query::parse(&replay.to_query());
        let (setup, mut ignored) = Setup::from_query(&query);
        let back = Replay::from_query(&query, setup, &mut ignored);
        assert_eq!(back, Some(replay));
    }
}
