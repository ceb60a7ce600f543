//! The tide (Z spec `Flood`, docs/rules.md "Tide"): the floodstate cycle, exactly
//! N tiles per step, which tiles may flood or surface, animals staying put.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::fox_dolphin::{
    is_connected, island_tiles, Board, Coord, Event, Game, Settings, Species, Surface,
};

/// The tide every five seconds (and a cooldown of one), whatever the
/// defaults, so the steps fall on round times.
fn classic() -> Settings {
    Settings {
        cooldown_ms: 1_000,
        tide_interval_ms: 5_000,
        first_tide_ms: 5_000,
        time_limit_ms: Some(300_000),
        ..Settings::default()
    }
}

fn started(settings: Settings) -> Game {
    let mut game = Game::new(settings).expect("game");
    game.join().expect("fox");
    game.join().expect("dolphin");
    game
}

fn no_limit(size: usize, seed: u64) -> Settings {
    Settings {
        size,
        seed,
        time_limit_ms: None,
        ..classic()
    }
}

/// A 10 × 10 game (`island_tiles(10)` land tiles) after `steps` tide steps.
fn after_steps(steps: u64) -> Game {
    let mut game = started(no_limit(10, 3));
    game.run_until(steps * 5_000);
    game
}

#[test]
fn the_first_step_comes_after_its_own_wait_and_the_next_ones_every_interval() {
    let settings = Settings {
        first_tide_ms: 6_000,
        tide_interval_ms: 1_000,
        ..classic()
    };
    let mut game = started(settings);
    let steps = |game: &Game| {
        game.events()
            .iter()
            .filter(|e| matches!(e, Event::Tide { .. }))
            .count()
    };
    assert_eq!(game.ms_to_next_tide(), Some(6_000));
    game.run_until(5_999);
    assert_eq!((steps(&game), game.floodstate()), (0, 0));
    assert_eq!(game.ms_to_next_tide(), Some(1));
    game.run_until(6_000);
    assert_eq!((steps(&game), game.floodstate()), (1, 1));
    assert_eq!(game.ms_to_next_tide(), Some(1_000));
    game.run_until(9_999);
    assert_eq!(steps(&game), 4);
    game.run_until(10_000);
    assert_eq!((steps(&game), game.floodstate()), (5, 5));
    // A wait shorter than the interval: the first step still waits one
    // interval, as in version 1 logs.
    let game = started(Settings {
        first_tide_ms: 1_000,
        ..classic()
    });
    assert_eq!(game.ms_to_next_tide(), Some(5_000));
}

#[test]
fn step_to_1_is_high_tide_and_floods_n_tiles() {
    let game = after_steps(1);
    assert_eq!(
        (game.floodstate(), game.land_count()),
        (1, island_tiles(10) - 10)
    );
}

#[test]
fn step_to_2_is_high_tide_and_floods_n_tiles() {
    let game = after_steps(2);
    assert_eq!(
        (game.floodstate(), game.land_count()),
        (2, island_tiles(10) - 20)
    );
}

#[test]
fn step_to_3_is_low_tide_and_surfaces_n_tiles() {
    let game = after_steps(3);
    assert_eq!(
        (game.floodstate(), game.land_count()),
        (3, island_tiles(10) - 10)
    );
}

#[test]
fn step_to_4_is_low_tide_and_surfaces_n_tiles() {
    let game = after_steps(4);
    assert_eq!(
        (game.floodstate(), game.land_count()),
        (4, island_tiles(10))
    );
}

#[test]
fn step_to_5_is_low_tide_and_surfaces_n_tiles() {
    let game = after_steps(5);
    assert_eq!(
        (game.floodstate(), game.land_count()),
        (5, island_tiles(10) + 10)
    );
}

#[test]
fn step_to_0_is_high_tide_again_and_floods_n_tiles() {
    let game = after_steps(6);
    assert_eq!(
        (game.floodstate(), game.land_count()),
        (0, island_tiles(10))
    );
}

#[test]
fn next_tide_floods_follows_the_cycle() {
    let mut game = started(no_limit(10, 3));
    let mut seen = Vec::new();
    for step in 1..=6 {
        seen.push(game.next_tide_floods());
        game.run_until(step * 5_000);
    }
    assert_eq!(seen, [true, true, false, false, false, true]);
}

/// Every tide event, replayed tile by tile on a copy of the board before it.
fn check_tides(game_settings: Settings, steps: u64) {
    let mut game = started(game_settings);
    for step in 1..=steps {
        let mut board_before = game.board().clone();
        let seen = game.events().len();
        game.run_until(step * game_settings.tide_interval_ms);
        let Some(Event::Tide {
            flooded, surfaced, ..
        }) = game.events()[seen..].first().cloned()
        else {
            panic!("no tide at step {step}");
        };
        assert_eq!(flooded.len() + surfaced.len(), game_settings.size);
        for at in flooded {
            assert!(
                is_shore(&board_before, at),
                "flooded {at} was not on the shore"
            );
            board_before = with_surface(&board_before, at, Surface::Water);
            assert!(
                is_connected(&board_before),
                "flooding {at} split the island"
            );
        }
        for at in surfaced {
            assert!(
                touches_land(&board_before, at),
                "surfaced {at} is not next to the island"
            );
            board_before = with_surface(&board_before, at, Surface::Land);
        }
        assert_eq!(&board_before, game.board());
        assert!(is_connected(game.board()));
    }
}

fn is_shore(board: &Board, at: Coord) -> bool {
    board.tile(at).is_some_and(|t| t.surface == Surface::Land)
        && (board.neighbours(at).count() < 4 || !touches_only_land(board, at))
}

fn touches_only_land(board: &Board, at: Coord) -> bool {
    board
        .neighbours(at)
        .all(|c| board.tile(c).is_some_and(|t| t.surface == Surface::Land))
}

fn touches_land(board: &Board, at: Coord) -> bool {
    board.tile(at).is_some_and(|t| t.surface == Surface::Water)
        && board
            .neighbours(at)
            .any(|c| board.tile(c).is_some_and(|t| t.surface == Surface::Land))
}

/// The board with one tile's surface changed, through the text format.
fn with_surface(board: &Board, at: Coord, surface: Surface) -> Board {
    let mut text: Vec<Vec<char>> = board
        .to_string()
        .lines()
        .map(|l| l.chars().collect())
        .collect();
    let ch = &mut text[at.row][at.col];
    *ch = match (surface, *ch) {
        (Surface::Water, '#') => '.',
        (Surface::Water, 'f') => 'F',
        (Surface::Water, 'D') => 'd',
        (Surface::Land, '.') => '#',
        (Surface::Land, 'F') => 'f',
        (Surface::Land, 'd') => 'D',
        (_, other) => other,
    };
    let text: String = text
        .into_iter()
        .map(|l| l.into_iter().collect::<String>() + "\n")
        .collect();
    Game::from_picture(&text, classic())
        .map(|g| g.board().clone())
        .unwrap_or_else(|_| {
            // A split island is refused by the text reader; keep the tiles
            // anyway so the connectivity assertion reports it.
            board.clone()
        })
}

#[test]
fn floods_take_shore_tiles_keeping_the_island_whole_and_surfacing_touches_it_10() {
    for seed in 0..8 {
        check_tides(no_limit(10, seed), 24);
    }
}

#[test]
fn floods_take_shore_tiles_keeping_the_island_whole_and_surfacing_touches_it_50() {
    check_tides(no_limit(50, 11), 12);
}

#[test]
fn the_island_stays_one_over_many_cycles() {
    for (size, seed) in [(10, 1), (23, 2), (50, 3)] {
        let mut game = started(no_limit(size, seed));
        for step in 1..=120 {
            game.run_until(step * 5_000);
            assert!(
                is_connected(game.board()),
                "size {size} seed {seed} step {step}"
            );
        }
        assert_eq!(game.land_count(), island_tiles(size));
    }
}

#[test]
fn animals_stay_put_when_the_tide_turns() {
    let mut game = started(no_limit(16, 4));
    for step in 1..=12 {
        let foxes = game.board().animals(Species::Fox);
        let dolphins = game.board().animals(Species::Dolphin);
        game.run_until(step * 5_000);
        assert_eq!(game.board().animals(Species::Fox), foxes);
        assert_eq!(game.board().animals(Species::Dolphin), dolphins);
    }
}

#[test]
fn the_tide_sets_foxes_swimming_and_strands_dolphins() {
    let mut swimming = false;
    let mut stranded = false;
    for seed in 0..20 {
        let mut game = started(no_limit(10, seed));
        for step in 1..=6 {
            game.run_until(step * 5_000);
            let board = game.board();
            swimming |= board
                .animals(Species::Fox)
                .iter()
                .any(|&c| board.tile(c).is_some_and(|t| t.surface == Surface::Water));
            stranded |= board
                .animals(Species::Dolphin)
                .iter()
                .any(|&c| board.tile(c).is_some_and(|t| t.surface == Surface::Land));
        }
    }
    assert!(swimming && stranded);
}

#[test]
fn the_same_seed_gives_the_same_tides() {
    let mut a = started(no_limit(20, 8));
    let mut b = started(no_limit(20, 8));
    a.run_until(60_000);
    b.run_until(60_000);
    assert_eq!(a.events(), b.events());
}

#[test]
fn a_thin_ring_of_land_still_floods() {
    // No tile here passes the local test (each joins two arms of the ring):
    // the tide falls back to the exact cut-tile search.
    let ring = "
        ####f..
        #...#..
        #...#..
        #...#..
        #####.d
        .......
        .......
    ";
    let mut game = Game::from_picture(ring, classic()).expect("ring");
    game.join().expect("fox");
    game.join().expect("dolphin");
    game.run_until(5_000);
    assert_eq!(game.land_count(), 16 - 7);
    assert!(is_connected(game.board()));
}

#[test]
fn a_tiny_hand_drawn_island_floods_away_entirely() {
    let board = "
        .....
        .##..
        .f...
        ....d
        .....
    ";
    let mut game = Game::from_picture(board, classic()).expect("board");
    game.join().expect("fox");
    game.join().expect("dolphin");
    game.run_until(5_000);
    assert_eq!(game.land_count(), 0);
    game.run_until(20_000); // low tide with no island: nothing can surface
    assert_eq!(game.land_count(), 0);
}
