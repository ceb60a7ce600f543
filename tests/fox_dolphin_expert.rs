//! The Expert computer player: it eats what is free, reads the coming tide
//! by playing it out, and every level's every decision is a legal move.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_boards;
use fox_dolphin_boards::{at, started};

use fox_and_xo::rules::fox_dolphin::ai::{decide, Level};
use fox_and_xo::rules::fox_dolphin::{
    Controller, Coord, Event, Game, Log, Match, Settings, Species,
};
use proptest::prelude::*;

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
        decide(&started(board), Fox, Level::Expert),
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
        decide(&started(board), Dolphin, Level::Expert),
        Some((at(2, 5), at(2, 4)))
    );
}

#[test]
fn expert_fox_walks_inland_before_a_high_tide_when_a_dolphin_waits() {
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
    // The fox steps onto the shore next to the dolphin; the tide that comes
    // next floods: Expert takes it back inland.
    game.request_move(Fox, at(2, 4), at(1, 4), 0)
        .expect("legal");
    let cooldown = game.settings().cooldown_ms;
    game.advance(cooldown);
    assert!(game.next_tide_floods());
    assert_eq!(
        decide(&game, Fox, Level::Expert),
        Some((at(1, 4), at(2, 4)))
    );
}

#[test]
fn expert_dolphin_leaves_the_shore_before_a_low_tide_when_foxes_are_near() {
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
    let interval = game.settings().tide_interval_ms;
    game.advance(2 * interval); // two floods: the next step surfaces
    assert!(!game.next_tide_floods());
    let (start, dolphin) = game
        .legal_moves(Dolphin)
        .into_iter()
        .find(|&(_, to)| to_land(&game, to) == 1)
        .expect("setup: a step to the shore");
    let now = game.now();
    game.request_move(Dolphin, start, dolphin, now)
        .expect("legal");
    game.advance(now + game.settings().cooldown_ms);
    let (from, to) = decide(&game, Dolphin, Level::Expert).expect("a move");
    assert_eq!(from, dolphin);
    assert!(to_land(&game, to) > 1, "moved to {to}, still by the shore");
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
            decide(&game, seat, Level::Expert),
            decide(&game.clone(), seat, Level::Expert)
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
    assert_eq!(log.controllers[0], Controller::Computer(Level::Expert));
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
            [Controller::Computer(fox), Controller::Computer(dolphin)],
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
    game.advance(interval - cooldown);
    assert!(game.next_tide_floods());
    let (from, to) = decide(&game, Dolphin, Level::Expert).expect("a move");
    assert_eq!(from, at(8, 4));
    assert_eq!(to, at(7, 4), "moved to {to}, not towards the fox");
}
