//! The known counts of 3×3 tic-tac-toe, reached by playing every game
//! through the public API (the "perft" of tic-tac-toe).
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use std::collections::HashSet;

use fox_and_xo::rules::tictactoe::{Cell, Game, Outcome, Player};

#[derive(Default)]
struct Census {
    games: u64,
    x_wins: u64,
    o_wins: u64,
    draws: u64,
    positions: HashSet<Vec<Option<Player>>>,
    terminal: HashSet<Vec<Option<Player>>>,
}

fn squares(game: &Game) -> Vec<Option<Player>> {
    (0..game.size() * game.size())
        .map(|i| game.at(Cell::new(i / game.size(), i % game.size())))
        .collect()
}

fn play_out(game: &mut Game, census: &mut Census) {
    census.positions.insert(squares(game));
    let outcome = game.outcome();
    if outcome != Outcome::Unfinished {
        census.terminal.insert(squares(game));
        census.games += 1;
        match outcome {
            Outcome::Won(Player::X) => census.x_wins += 1,
            Outcome::Won(Player::O) => census.o_wins += 1,
            _ => census.draws += 1,
        }
        return;
    }
    for cell in game.empty_cells() {
        game.play(game.turn(), cell).expect("an empty cell");
        play_out(game, census);
        assert!(game.undo().is_some());
    }
}

fn census() -> Census {
    let mut census = Census::default();
    play_out(&mut Game::new(3, Player::X).unwrap(), &mut census);
    census
}

#[test]
fn there_are_255168_games_of_3x3_tictactoe() {
    let census = census();
    assert_eq!(census.games, 255_168);
    assert_eq!(census.x_wins, 131_184);
    assert_eq!(census.o_wins, 77_904);
    assert_eq!(census.draws, 46_080);
}

#[test]
fn there_are_5478_reachable_positions_of_which_958_are_terminal() {
    let census = census();
    assert_eq!(census.positions.len(), 5_478);
    assert_eq!(census.terminal.len(), 958);
}
