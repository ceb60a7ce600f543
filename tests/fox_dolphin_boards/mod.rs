//! Hand-drawn boards for the Fox & Dolphin tests: the text format is
//! `Game::from_text`'s (`.` water, `#` land, `f`/`F` fox on land/in water,
//! `d`/`D` dolphin in water/on land).

use fox_and_xo::rules::fox_dolphin::{Coord, Game, Settings};

/// A tile, 0-based, as the tests name them.
pub fn at(row: usize, col: usize) -> Coord {
    Coord::new(row, col)
}

/// The game on `board`, default timers, nobody seated yet.
pub fn waiting(board: &str) -> Game {
    Game::from_text(board, Settings::default()).expect("test board")
}

/// A running game on `board`, at time 0, both cooldowns zero. (A board
/// without foxes or without dolphins would end as soon as it starts.)
pub fn started(board: &str) -> Game {
    let mut game = waiting(board);
    game.join().expect("fox seat");
    game.join().expect("dolphin seat");
    game
}
