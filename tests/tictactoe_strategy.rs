//! The Quint model's strategy (see `docs/specs.md`),
//! checked by exhaustive search rather than by Quint's simulator.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::tictactoe::{
    strategy_moves, Cell, Game, Outcome,
    Player::{self, O, X},
};

/// Every game where X follows the strategy, taking every tie-break it
/// allows, and O plays anything: the tally of outcomes and the games O won.
#[derive(Default)]
struct Tally {
    games: u64,
    x_wins: u64,
    draws: u64,
    o_wins: Vec<Vec<Cell>>,
}

fn explore(game: &mut Game, tally: &mut Tally) {
    match game.outcome() {
        Outcome::Won(Player::X) => tally.x_wins += 1,
        Outcome::Draw => tally.draws += 1,
        Outcome::Won(Player::O) => tally.o_wins.push(game.history().to_vec()),
        Outcome::Unfinished => {
            let moves = match game.turn() {
                Player::X => strategy_moves(game),
                Player::O => game.empty_cells(),
            };
            for cell in moves {
                game.play(game.turn(), cell).expect("a legal move");
                explore(game, tally);
                game.undo();
            }
            return;
        }
    }
    tally.games += 1;
}

fn describe(moves: &[Cell]) -> String {
    moves
        .iter()
        .zip([Player::X, Player::O].iter().cycle())
        .map(|(cell, player)| format!("{player} at {cell:?}"))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Quint invariant `OHasNotWon`: "This should hold, as O can only achieve a
/// draw."
#[test]
fn quint_strategy_as_x_never_loses_on_3x3() {
    let mut game = Game::new(3, Player::X).unwrap();
    let mut tally = Tally::default();
    explore(&mut game, &mut tally);
    assert!(
        tally.o_wins.is_empty(),
        "O beats the strategy in {} games, e.g. {}",
        tally.o_wins.len(),
        describe(&tally.o_wins[0])
    );
    // Pinned so that any change to the strategy shows here.
    assert_eq!((tally.games, tally.x_wins, tally.draws), (928, 768, 160));
}

/// A 3×3 game after `cells` were played in turn, X first.
fn after(cells: &[(usize, usize)]) -> Game {
    let mut game = Game::new(3, X).unwrap();
    for &(row, col) in cells {
        game.play(game.turn(), Cell::new(row, col)).unwrap();
    }
    game
}

fn cells(list: &[(usize, usize)]) -> Vec<Cell> {
    list.iter().map(|&(row, col)| Cell::new(row, col)).collect()
}

/// Quint `StartInCorner`: on an empty board, any of the four corners, on
/// 3×3 and on 4×4 alike.
#[test]
fn on_an_empty_board_the_strategy_takes_a_corner() {
    assert_eq!(
        strategy_moves(&after(&[])),
        cells(&[(0, 0), (0, 2), (2, 0), (2, 2)])
    );
    let empty_4x4 = Game::new(4, X).unwrap();
    assert_eq!(
        strategy_moves(&empty_4x4),
        cells(&[(0, 0), (0, 3), (3, 0), (3, 3)])
    );
}

/// Quint `canWin` before `canBlock`: X completes its own line even when O
/// also threatens one.
#[test]
fn the_strategy_wins_when_it_can_rather_than_block() {
    // X X .
    // O O .
    // . . .
    let game = after(&[(0, 0), (1, 0), (0, 1), (1, 1)]);
    assert_eq!(game.turn(), X);
    assert_eq!(strategy_moves(&game), cells(&[(0, 2)]));
}

/// Quint `canBlock`: with no win of its own, X takes the empty cell of O's
/// two-in-a-line.
#[test]
fn the_strategy_blocks_when_it_cannot_win() {
    // X . O
    // . O .
    // . . X
    let game = after(&[(0, 0), (1, 1), (2, 2), (0, 2)]);
    assert_eq!(strategy_moves(&game), cells(&[(2, 0)]));
}

/// Quint `canTakeCenter`: nothing to win or block, the centre is free.
#[test]
fn the_strategy_takes_the_centre_when_nothing_is_to_win_or_block() {
    // X O .
    // . . .
    // . . .
    let game = after(&[(0, 0), (0, 1)]);
    assert_eq!(strategy_moves(&game), cells(&[(1, 1)]));
}

/// Quint `canSetupWin`: the centre is taken, so X plays an empty cell of a
/// line holding its mark and none of O's.
#[test]
fn the_strategy_sets_up_a_win_when_the_centre_is_taken() {
    // X . .
    // . O .
    // . . .
    let game = after(&[(0, 0), (1, 1)]);
    assert_eq!(
        strategy_moves(&game),
        cells(&[(0, 1), (0, 2), (1, 0), (2, 0)])
    );
}

/// Quint `MoveToEmpty`, the last resort. On 3×3 X moving first always has
/// an earlier step to take, so the case shows when the strategy plays the
/// second seat: O, against an X in the centre, has no mark to build on.
#[test]
fn with_nothing_better_the_strategy_takes_any_empty_cell() {
    let game = after(&[(1, 1)]);
    assert_eq!(game.turn(), O);
    assert_eq!(strategy_moves(&game), game.empty_cells());
    assert_eq!(strategy_moves(&game).len(), 8);
}

/// Quint `gameOver`: the strategy has nothing to play in a finished game.
#[test]
fn the_strategy_has_no_move_once_the_game_is_over() {
    let won = after(&[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]);
    assert_eq!(won.outcome(), Outcome::Won(X));
    assert!(strategy_moves(&won).is_empty());
}
