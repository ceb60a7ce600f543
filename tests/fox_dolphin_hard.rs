//! The Hard computer player: it eats, hunts what the tide exposes, and
//! reads the tide to keep its animals out of reach.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_boards;
use fox_dolphin_boards::{at, started};

use fox_and_xo::rules::fox_dolphin::ai::{decide, Level};
use fox_and_xo::rules::fox_dolphin::{Coord, Game, Species};

use Species::{Dolphin, Fox};

/// Steps to the nearest land tile.
fn to_land(game: &Game, from: Coord) -> usize {
    game.board()
        .coords()
        .filter(|&c| game.tile(c).is_some_and(|t| t.is_land()))
        .map(|c| c.distance(from))
        .min()
        .unwrap_or(usize::MAX)
}

#[test]
fn hard_fox_walks_towards_a_stranded_dolphin() {
    let board = "
        .......
        .#####.
        .f##D#.
        .#####.
        .......
        ....d..
        .......
    ";
    assert_eq!(
        decide(&started(board), Fox, Level::Hard),
        Some((at(2, 1), at(2, 2)))
    );
}

#[test]
fn hard_dolphin_swims_towards_a_swimming_fox() {
    let board = "
        .......
        .###...
        .###.F.
        .###...
        .......
        .....d.
        .......
    ";
    assert_eq!(
        decide(&started(board), Dolphin, Level::Hard),
        Some((at(5, 5), at(4, 5)))
    );
}

#[test]
fn hard_fox_leaves_the_shore_before_a_high_tide_when_a_dolphin_waits() {
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
    // The fox steps onto the shore, next to the dolphin, then the Hard fox
    // must take it back inland before the tide floods the shore.
    game.request_move(Fox, at(2, 4), at(1, 4), 0)
        .expect("legal");
    game.advance(1_000);
    assert!(game.next_tide_floods());
    assert_eq!(decide(&game, Fox, Level::Hard), Some((at(1, 4), at(2, 4))));
}

#[test]
fn hard_dolphin_leaves_the_shore_before_a_low_tide_when_foxes_are_near() {
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
    game.advance(10_000); // two floods: the next step surfaces
    assert!(!game.next_tide_floods());
    // Wherever the floods left the shore, the dolphin swims up to it.
    let (start, dolphin) = game
        .legal_moves(Dolphin)
        .into_iter()
        .find(|&(_, to)| to_land(&game, to) == 1)
        .expect("setup: a step to the shore");
    game.request_move(Dolphin, start, dolphin, 10_000)
        .expect("legal");
    game.advance(11_000);
    let (from, to) = decide(&game, Dolphin, Level::Hard).expect("a move");
    assert_eq!(from, dolphin);
    assert!(to_land(&game, to) > 1, "moved to {to}, still by the shore");
}
