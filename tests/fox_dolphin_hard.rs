//! The Hard computer player: it eats, hunts what the tide exposes, and
//! reads the tide to keep its animals out of reach.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_boards;
use fox_dolphin_boards::{
    assert_dolphin_leaves_the_shore_before_a_low_tide, assert_fox_goes_inland_before_a_flood, at,
    started,
};

use fox_and_xo::rules::fox_dolphin::ai::{decide, Judgment};
use fox_and_xo::rules::fox_dolphin::Species;

use Species::{Dolphin, Fox};

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
        decide(&started(board), Fox, Judgment::Hard),
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
        decide(&started(board), Dolphin, Judgment::Hard),
        Some((at(5, 5), at(4, 5)))
    );
}

#[test]
fn hard_fox_leaves_the_shore_before_a_high_tide_when_a_dolphin_waits() {
    assert_fox_goes_inland_before_a_flood(Judgment::Hard);
}

#[test]
fn hard_dolphin_leaves_the_shore_before_a_low_tide_when_foxes_are_near() {
    assert_dolphin_leaves_the_shore_before_a_low_tide(Judgment::Hard);
}
