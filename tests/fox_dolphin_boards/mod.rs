//! Hand-drawn boards for the Fox & Dolphin tests: the text format is
//! `Game::from_picture`'s (`.` water, `#` land, `f`/`F` fox on land/in water,
//! `d`/`D` dolphin in water/on land). Also the two tide scenes the thinking
//! levels are tested on, with what a level that reads the tide does in
//! each. Each test crate uses some of these.
#![allow(dead_code)]

use fox_and_xo::rules::fox_dolphin::ai::{decide, Judgment};
use fox_and_xo::rules::fox_dolphin::{Coord, Game, Settings, Species};

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
        first_tide_ms: 5_000,
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

/// Steps from `from` to the nearest land tile.
pub fn to_land(game: &Game, from: Coord) -> usize {
    game.board()
        .coords()
        .filter(|&c| game.tile(c).is_some_and(|t| t.is_land()))
        .map(|c| c.distance(from))
        .min()
        .unwrap_or(usize::MAX)
}

/// A fox that has just stepped from (2, 4) onto the shore at (1, 4), next
/// to a waiting dolphin, its cooldown over; the next tide step floods. A
/// level that reads the tide takes it back inland, to (2, 4).
pub fn fox_on_the_shore_before_a_flood() -> Game {
    let board = "
        ....d....
        .#######.
        .###f###.
        .#######.
        .#######.
        .#######.
        .#######.
        .#######.
        .........
    ";
    let mut game = started(board);
    game.request_move(Species::Fox, at(2, 4), at(1, 4), 0)
        .expect("legal");
    game.run_until(game.settings().cooldown_ms);
    assert!(game.next_tide_floods());
    game
}

/// A dolphin that has just swum up to the shore of a large island with a
/// fox on it, its cooldown over, after two floods: the next tide step
/// surfaces land and may strand it. Returns the game and the dolphin's
/// tile; a level that reads the tide swims it away from the shore.
pub fn dolphin_by_the_shore_before_a_low_tide() -> (Game, Coord) {
    let board = "
        ...........
        .#########.
        .#########.
        .#########.
        .#########.
        .####f####.
        .#########.
        .#########.
        .#########.
        .#########.
        .....d.....
    ";
    let mut game = started(board);
    game.run_until(2 * game.settings().tide_interval_ms);
    assert!(!game.next_tide_floods());
    // Wherever the floods left the shore, the dolphin swims up to it.
    let (start, dolphin) = game
        .legal_moves(Species::Dolphin)
        .into_iter()
        .find(|&(_, to)| to_land(&game, to) == 1)
        .expect("setup: a step to the shore");
    let now = game.now();
    game.request_move(Species::Dolphin, start, dolphin, now)
        .expect("legal");
    game.run_until(now + game.settings().cooldown_ms);
    (game, dolphin)
}

/// `judgment`'s fox in [`fox_on_the_shore_before_a_flood`] goes back inland,
/// to (2, 4).
pub fn assert_fox_goes_inland_before_a_flood(judgment: Judgment) {
    let game = fox_on_the_shore_before_a_flood();
    assert_eq!(
        decide(&game, Species::Fox, judgment),
        Some((at(1, 4), at(2, 4)))
    );
}

/// `judgment`'s dolphin in [`dolphin_by_the_shore_before_a_low_tide`] is the
/// one that moves, and it moves off the shore.
pub fn assert_dolphin_leaves_the_shore_before_a_low_tide(judgment: Judgment) {
    let (game, dolphin) = dolphin_by_the_shore_before_a_low_tide();
    let (from, to) = decide(&game, Species::Dolphin, judgment).expect("a move");
    assert_eq!(from, dolphin);
    assert!(to_land(&game, to) > 1, "moved to {to}, still by the shore");
}
