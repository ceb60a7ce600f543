//! Hand-drawn boards for the Fox & Dolphin tests: the text format is
//! `Game::from_picture`'s (`.` water, `#` land, `f`/`F` fox on land/in water,
//! `d`/`D` dolphin in water/on land).

use fox_and_xo::rules::fox_dolphin::{Coord, Game, Settings};

/// A tile, 0-based, as the tests name them.
pub fn at(row: usize, col: usize) -> Coord {
    Coord::new(row, col)
}

/// The timers of the hand-drawn games: a cooldown of one second and a tide
/// step every five, so tests read in round seconds whatever the defaults.
pub fn timers() -> Settings {
    Settings {
        cooldown_ms: 1_000,
        tide_interval_ms: 5_000,
        time_limit_ms: Some(300_000),
        ..Settings::default()
    }
}

/// The game on `board`, with [`timers`], nobody seated yet.
pub fn waiting(board: &str) -> Game {
    Game::from_picture(board, timers()).expect("test board")
}

/// A running game on `board`, at time 0, both cooldowns zero. (A board
/// without foxes or without dolphins would end as soon as it starts.)
pub fn started(board: &str) -> Game {
    let mut game = waiting(board);
    game.join().expect("fox seat");
    game.join().expect("dolphin seat");
    game
}
