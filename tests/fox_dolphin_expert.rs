//! The Expert computer player: it eats what is free, reads the coming tide
//! by playing it out, and every level's every decision is a legal move.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_boards;
use fox_dolphin_boards::{
    assert_dolphin_leaves_the_shore_before_a_low_tide, assert_fox_goes_inland_before_a_flood, at,
    started,
};

use fox_and_xo::rules::fox_dolphin::ai::{decide, Judgment, Level};
use fox_and_xo::rules::fox_dolphin::{Event, Game, Log, Match, Settings, Species};
use fox_and_xo::rules::Seat;
use proptest::prelude::*;

use Species::{Dolphin, Fox};

#[test]
fn expert_fox_eats_a_stranded_dolphin() {
    let board = "
        .......
        .####..
        .#fD#..
        .####..
        ......d
        .......
        .......
    ";
    assert_eq!(
        decide(&started(board), Fox, Judgment::Expert),
        Some((at(2, 2), at(2, 3)))
    );
}

#[test]
fn expert_dolphin_eats_a_swimming_fox() {
    let board = "
        .......
        .###...
        .###Fd.
        .###...
        .......
        .......
        .......
    ";
    assert_eq!(
        decide(&started(board), Dolphin, Judgment::Expert),
        Some((at(2, 5), at(2, 4)))
    );
}

#[test]
fn expert_fox_walks_inland_before_a_high_tide_when_a_dolphin_waits() {
    assert_fox_goes_inland_before_a_flood(Judgment::Expert);
}

#[test]
fn expert_dolphin_leaves_the_shore_before_a_low_tide_when_foxes_are_near() {
    assert_dolphin_leaves_the_shore_before_a_low_tide(Judgment::Expert);
}

#[test]
fn expert_decides_the_same_move_for_the_same_game() {
    let mut game = Game::new(Settings {
        seed: 21,
        ..Settings::default()
    })
    .expect("game");
    game.join().expect("fox");
    game.join().expect("dolphin");
    for seat in [Fox, Dolphin] {
        assert_eq!(
            decide(&game, seat, Judgment::Expert),
            decide(&game.clone(), seat, Judgment::Expert)
        );
    }
}

#[test]
fn a_match_with_an_expert_seat_replays_from_its_log_text() {
    let settings = Settings {
        seed: 4,
        ..Settings::default()
    };
    let played =
        fox_and_xo::rules::fox_dolphin::ai::simulate(settings, Level::Expert, Level::Hard, 20_000)
            .expect("valid settings");
    let log = Log::from_text(&played.log().to_text()).expect("log");
    assert_eq!(log.seats[0], Seat::Computer(Level::Expert));
    let replayed = Match::replay(&log).expect("replay");
    assert_eq!(replayed.digest(), played.digest());
}

fn level() -> impl Strategy<Value = Level> {
    prop_oneof![
        Just(Level::Easy),
        Just(Level::Normal),
        Just(Level::Hard),
        Just(Level::Expert),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Every level's every decision is a move the rules accept: a computer
    /// seat's refused request would be a `Refused` event of the game.
    #[test]
    fn no_level_ever_makes_an_illegal_request(
        seed in any::<u64>(),
        size in prop_oneof![Just(10usize), 11usize..=16, Just(25usize)],
        fox in level(),
        dolphin in level(),
    ) {
        let settings = Settings { seed, ..Settings::preset(size) };
        let mut played = Match::new(
            settings,
            [Seat::Computer(fox), Seat::Computer(dolphin)],
        ).expect("valid settings");
        played.run_to(6_000); // a minute of play
        let events = played.game().events();
        let moved = events.iter().any(|e| matches!(e, Event::Moved { .. }));
        let refused = events.iter().find(|e| matches!(e, Event::Refused { .. }));
        prop_assert!(moved, "nobody moved");
        prop_assert!(refused.is_none(), "refused: {:?}", refused);
    }
}

#[test]
fn expert_dolphin_closes_in_on_a_fox_that_the_coming_flood_sets_swimming() {
    // A small island with one fox; the next tide step floods most of it.
    // No fox swims yet, so by today's fields there is nothing to hunt;
    // Expert plays the flood out, reads the shore it leaves (the fox
    // swimming) and brings its dolphin in.
    let board = "
        .........
        .........
        .........
        ...###...
        ...#f#...
        ...###...
        .........
        .........
        ....d....
    ";
    let mut game = started(board);
    let interval = game.settings().tide_interval_ms;
    let cooldown = game.settings().cooldown_ms;
    game.run_until(interval - cooldown);
    assert!(game.next_tide_floods());
    let (from, to) = decide(&game, Dolphin, Judgment::Expert).expect("a move");
    assert_eq!(from, at(8, 4));
    assert_eq!(to, at(7, 4), "moved to {to}, not towards the fox");
}
