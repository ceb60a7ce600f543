//! The Quint model's strategy (`seeds/tictactoe-quint-strategy-pt.txt`),
//! checked by exhaustive search rather than by Quint's simulator.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::tictactoe::{strategy_moves, Cell, Game, Outcome, Player};

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
        .map(|(cell, player)| format!("{player} at {cell}"))
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
