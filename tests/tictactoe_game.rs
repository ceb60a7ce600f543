//! The rules of one game: moves, refusals, undo, and how a game ends.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::tictactoe::{
    Cell, Game, MoveError, Outcome,
    Player::{self, O, X},
    SizeError,
};
use fox_and_xo::ui::i18n::Lang;
use fox_and_xo::ui::tictactoe::words::TttWords;
use proptest::prelude::*;

/// The English catalogue: the one English wording of the rules' errors.
fn en() -> &'static TttWords {
    TttWords::of(Lang::En)
}

/// A game after `cells` were played in turn from `first`.
fn game_after(size: usize, first: Player, cells: &[(usize, usize)]) -> Game {
    let mut game = Game::new(size, first).unwrap();
    for &(row, col) in cells {
        game.play(game.turn(), Cell::new(row, col)).unwrap();
    }
    game
}

#[test]
fn sizes_3_and_4_are_playable_and_others_are_not() {
    assert_eq!(Game::new(3, X).unwrap().size(), 3);
    assert_eq!(Game::new(4, O).unwrap().size(), 4);
    assert_eq!(Game::new(7, X), Err(SizeError::Unsupported(7)));
    assert_eq!(Game::new(2, X), Err(SizeError::Unsupported(2)));
}

#[test]
fn players_alternate_from_the_first() {
    let mut game = Game::new(3, O).unwrap();
    assert_eq!((game.first(), game.turn()), (O, O));
    game.play(O, Cell::new(1, 1)).unwrap();
    assert_eq!(game.turn(), X);
    assert_eq!(game.at(Cell::new(1, 1)), Some(O));
    assert_eq!(game.at(Cell::new(0, 0)), None);
    assert_eq!(game.at(Cell::new(5, 0)), None);
}

#[test]
fn a_move_off_the_board_is_refused() {
    let mut game = Game::new(3, X).unwrap();
    let error = game.play(X, Cell::new(0, 3)).unwrap_err();
    assert_eq!(
        error,
        MoveError::OffBoard {
            cell: Cell::new(0, 3),
            size: 3
        }
    );
    assert_eq!(
        en().ttt_move_error(&error),
        "There is no row 1, column 4 on a 3×3 board."
    );
    assert_eq!(game, Game::new(3, X).unwrap());
}

#[test]
fn a_move_to_a_taken_square_is_refused() {
    let mut game = game_after(3, X, &[(1, 2)]);
    let before = game.clone();
    let error = game.play(O, Cell::new(1, 2)).unwrap_err();
    assert_eq!(error, MoveError::Occupied(Cell::new(1, 2)));
    assert_eq!(
        en().ttt_move_error(&error),
        "Row 2, column 3 is already taken."
    );
    assert_eq!(game, before);
}

#[test]
fn a_move_out_of_turn_is_refused() {
    let mut game = game_after(4, X, &[(0, 0)]);
    let before = game.clone();
    let error = game.play(X, Cell::new(3, 3)).unwrap_err();
    assert_eq!(error, MoveError::NotYourTurn(O));
    assert_eq!(en().ttt_move_error(&error), "It is O's turn.");
    assert_eq!(game, before);
}

#[test]
fn no_move_is_accepted_once_the_game_is_over() {
    let mut game = game_after(3, X, &[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]);
    assert_eq!(game.outcome(), Outcome::Won(X));
    let before = game.clone();
    let error = game.play(O, Cell::new(2, 2)).unwrap_err();
    assert_eq!(error, MoveError::GameOver);
    assert_eq!(en().ttt_move_error(&error), "The game is over.");
    assert_eq!(game, before);
}

#[test]
fn undo_takes_back_the_last_move() {
    let mut game = game_after(3, X, &[(0, 0), (1, 1)]);
    assert_eq!(game.undo(), Some(Cell::new(1, 1)));
    assert_eq!(game, game_after(3, X, &[(0, 0)]));
    assert_eq!(game.turn(), O);
    assert_eq!(game.undo(), Some(Cell::new(0, 0)));
    assert_eq!(game.undo(), None);
    assert_eq!(game, Game::new(3, X).unwrap());
}

#[test]
fn undo_reopens_a_won_game() {
    let mut game = game_after(3, X, &[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]);
    game.undo();
    assert_eq!(game.outcome(), Outcome::Unfinished);
    assert_eq!(game.winning_line(), None);
}

#[test]
fn history_and_empty_cells_follow_the_moves() {
    let game = game_after(3, X, &[(2, 2), (0, 1)]);
    assert_eq!(game.history(), [Cell::new(2, 2), Cell::new(0, 1)]);
    let empty = game.empty_cells();
    assert_eq!(empty.len(), 7);
    assert_eq!(empty[..2], [Cell::new(0, 0), Cell::new(0, 2)]);
}

#[test]
fn a_full_board_without_a_line_is_a_draw() {
    // X O X / X O O / O X X
    let game = game_after(
        3,
        X,
        &[
            (0, 0),
            (0, 1),
            (0, 2),
            (1, 1),
            (1, 0),
            (1, 2),
            (2, 1),
            (2, 0),
            (2, 2),
        ],
    );
    assert_eq!(game.outcome(), Outcome::Draw);
    assert_eq!(game.winning_line(), None);
}

/// Every winning line of a board: rows, columns, both diagonals (VDM
/// `winningLines`), each as its cells in order.
fn lines(size: usize) -> Vec<Vec<Cell>> {
    let mut lines = Vec::new();
    for i in 0..size {
        lines.push((0..size).map(|j| Cell::new(i, j)).collect());
        lines.push((0..size).map(|j| Cell::new(j, i)).collect());
    }
    lines.push((0..size).map(|i| Cell::new(i, i)).collect());
    lines.push((0..size).map(|i| Cell::new(i, size - 1 - i)).collect());
    lines
}

/// The winner takes `line`; the loser plays elsewhere, off every line the
/// winner could complete by accident.
fn win_with(size: usize, winner: Player, line: &[Cell]) -> Game {
    let mut game = Game::new(size, winner).unwrap();
    let mut spare = (0..size * size)
        .map(|i| Cell::new(i / size, i % size))
        .filter(|c| !line.contains(c));
    for (k, &cell) in line.iter().enumerate() {
        game.play(winner, cell).unwrap();
        if k + 1 < line.len() {
            // The loser's mark must not make a line of its own first.
            let reply = spare.next().unwrap();
            game.play(winner.other(), reply).unwrap();
        }
    }
    game
}

#[test]
fn every_row_column_and_diagonal_wins_on_3x3_and_4x4() {
    for size in [3, 4] {
        for line in lines(size) {
            for winner in [X, O] {
                let game = win_with(size, winner, &line);
                assert_eq!(game.outcome(), Outcome::Won(winner), "{line:?}");
                assert_eq!(game.winning_line(), Some(line.clone()));
            }
        }
    }
}

#[test]
fn three_in_a_row_does_not_win_on_4x4() {
    let game = game_after(4, X, &[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]);
    assert_eq!(game.outcome(), Outcome::Unfinished);
}

#[test]
fn cells_translate_from_the_seeds_names() {
    assert_eq!(Cell::from_vdm(2, 3), Some(Cell::new(1, 2)));
    assert_eq!(Cell::from_vdm(1, 0), None);
    assert_eq!(Cell::from_led(1), Some(Cell::new(0, 0)));
    assert_eq!(Cell::from_led(6), Some(Cell::new(1, 2)));
    assert_eq!(Cell::from_led(9), Some(Cell::new(2, 2)));
    assert_eq!(Cell::from_led(0), None);
    assert_eq!(Player::X.to_string(), "X");
    assert_eq!(Player::O.other(), X);
}

#[test]
fn cell_numbers_run_row_by_row_on_either_board_and_read_back() {
    assert_eq!(Cell::from_number(10, 3), None);
    assert_eq!(Cell::from_number(0, 4), None);
    assert_eq!(Cell::from_number(16, 4), Some(Cell::new(3, 3)));
    for size in 3..=4 {
        for k in 1..=size * size {
            let cell = Cell::from_number(k, size).expect("on the board");
            assert_eq!(cell.number(size), Some(k), "{size}×{size} cell {k}");
        }
    }
    assert_eq!(Cell::new(3, 0).number(3), None);
}

proptest! {
    /// Any attempted move, legal or not: a refusal changes nothing, an
    /// acceptance adds exactly that move.
    #[test]
    fn a_refused_move_leaves_the_game_unchanged(
        size in 3usize..=4,
        first in prop_oneof![Just(X), Just(O)],
        attempts in proptest::collection::vec((0usize..5, 0usize..5, any::<bool>()), 0..40),
    ) {
        let mut game = Game::new(size, first).unwrap();
        for (row, col, right_player) in attempts {
            let before = game.clone();
            let player = if right_player { game.turn() } else { game.turn().other() };
            let cell = Cell::new(row, col);
            match game.play(player, cell) {
                Ok(outcome) => {
                    prop_assert_eq!(game.history().len(), before.history().len() + 1);
                    prop_assert_eq!(game.at(cell), Some(player));
                    prop_assert_eq!(outcome, game.outcome());
                }
                Err(_) => prop_assert_eq!(&game, &before),
            }
        }
    }
}
