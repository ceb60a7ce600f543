//! The computer players: legal, pure, and Normal plays as its doc says.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_boards;
use fox_dolphin_boards::{assert_dolphin_leaves_the_shore_before_a_low_tide, at, started};

use fox_and_xo::rules::fox_dolphin::ai::{decide, Judgment};
use fox_and_xo::rules::fox_dolphin::{Game, Settings, Species};

use Species::{Dolphin, Fox};

fn seeded() -> Game {
    let mut game = Game::new(Settings {
        seed: 21,
        ..Settings::default()
    })
    .expect("game");
    game.join().expect("fox");
    game.join().expect("dolphin");
    game
}

#[test]
fn every_judgment_picks_a_legal_move() {
    let game = seeded();
    for judgment in [
        Judgment::Easy,
        Judgment::Normal,
        Judgment::Hard,
        Judgment::Expert,
    ] {
        for seat in [Fox, Dolphin] {
            let choice = decide(&game, seat, judgment).expect("a move");
            assert!(
                game.legal_moves(seat).contains(&choice),
                "{judgment:?} {seat}"
            );
        }
    }
}

#[test]
fn decide_is_a_pure_function_of_the_game() {
    let game = seeded();
    for judgment in [
        Judgment::Easy,
        Judgment::Normal,
        Judgment::Hard,
        Judgment::Expert,
    ] {
        for seat in [Fox, Dolphin] {
            assert_eq!(
                decide(&game, seat, judgment),
                decide(&game.clone(), seat, judgment)
            );
        }
    }
}

#[test]
fn nobody_moves_in_a_game_that_is_not_running() {
    let game = Game::new(Settings::default()).expect("game");
    assert_eq!(decide(&game, Fox, Judgment::Normal), None);
}

#[test]
fn normal_and_hard_foxes_eat_a_stranded_dolphin() {
    let board = "
        .......
        .####..
        .#fD#..
        .####..
        ......d
        .......
        .......
    ";
    for judgment in [Judgment::Normal, Judgment::Hard] {
        assert_eq!(
            decide(&started(board), Fox, judgment),
            Some((at(2, 2), at(2, 3))),
            "{judgment:?}"
        );
    }
}

#[test]
fn normal_and_hard_dolphins_eat_a_swimming_fox() {
    let board = "
        .......
        .###...
        .###Fd.
        .###...
        .......
        .......
        .......
    ";
    for judgment in [Judgment::Normal, Judgment::Hard] {
        assert_eq!(
            decide(&started(board), Dolphin, judgment),
            Some((at(2, 5), at(2, 4))),
            "{judgment:?}"
        );
    }
}

#[test]
fn normal_fox_does_not_swim_next_to_a_dolphin() {
    // The fox may step into the water at (2, 4), beside the dolphin, or stay
    // on the island: it stays on land.
    let board = "
        .......
        .###...
        .##f.d.
        .###...
        .......
        .......
        .......
    ";
    let choice = decide(&started(board), Fox, Judgment::Normal);
    assert!(choice.is_some_and(|(_, to)| to != at(2, 4)), "{choice:?}");
}

#[test]
fn easy_eats_sometimes_and_wanders_otherwise() {
    let board = "
        .......
        .####..
        .#fD#..
        .####..
        ......d
        .......
        .......
    ";
    let mut ate = 0;
    let mut wandered = 0;
    for t in 0..40 {
        let mut game = started(board);
        game.run_until(t);
        match decide(&game, Fox, Judgment::Easy) {
            Some((_, to)) if to == at(2, 3) => ate += 1,
            Some(_) => wandered += 1,
            None => {}
        }
    }
    assert!(ate > 0 && wandered > 0, "ate {ate}, wandered {wandered}");
}

#[test]
fn normal_dolphin_leaves_the_shore_before_a_low_tide() {
    assert_dolphin_leaves_the_shore_before_a_low_tide(Judgment::Normal);
}
