//! The distance fields checked against plain breadth-first searches, on played and drawn boards.
use super::*;
use crate::rules::fox_dolphin::ai::hard::both_fields;
use crate::rules::fox_dolphin::ai::{simulate, Level};
use crate::rules::fox_dolphin::board::Surface;
use crate::rules::fox_dolphin::picture::parse_board;
use crate::rules::fox_dolphin::settings::Settings;

/// The coast by its definition: two breadth-first searches, over land
/// from the shore and over water from the tiles by the island.
fn coast_by_search(board: &Board) -> (Field, Field) {
    let size = board.size();
    let n = size * size;
    let land = |i: usize| board.at(i).is_land();
    let neighbours = |i: usize| {
        let at = board.coord(i);
        board
            .neighbours(at)
            .map(|c| board.idx(c))
            .collect::<Vec<_>>()
    };
    let on_shore =
        |i: usize| land(i) && (neighbours(i).len() < 4 || !neighbours(i).into_iter().all(land));
    let by_island = |i: usize| !land(i) && neighbours(i).into_iter().any(land);
    let water = |i: usize| !land(i);
    let depth = Field::bfs(board, (0..n).filter(|&i| on_shore(i)), land, land);
    let offshore = Field::bfs(board, (0..n).filter(|&i| by_island(i)), water, water);
    (depth, offshore)
}

fn assert_coast_is_the_searched_one(board: &Board) {
    let coast = Coast::new(board);
    let (depth, offshore) = coast_by_search(board);
    for i in 0..board.size() * board.size() {
        let at = board.coord(i);
        assert_eq!(
            coast.depth(i),
            depth.at(i).saturating_add(1),
            "depth at {at}"
        );
        assert_eq!(
            coast.offshore(i),
            offshore.at(i).saturating_add(1),
            "offshore at {at}"
        );
    }
}

/// Hard's two fields by their definition: tile-by-tile searches whose
/// rules read the board and the coast a tile at a time.
fn threat_and_prey_by_bfs(board: &Board, coast: &Coast, seat: Species) -> (Field, Field) {
    let n = board.size() * board.size();
    let land = |i: usize| board.at(i).is_land();
    let holds = |i: usize, s: Species| board.at(i).occupant == Some(s);
    let fox_may_leave = |i: usize| coast.fox_may_leave(board, i);
    let water = |i: usize| !land(i);
    match seat {
        Species::Fox => (
            Field::bfs(
                board,
                (0..n).filter(|&i| holds(i, Species::Dolphin) && water(i)),
                |_| true,
                water,
            ),
            Field::bfs(
                board,
                (0..n).filter(|&i| holds(i, Species::Dolphin) && land(i)),
                fox_may_leave,
                |_| true,
            ),
        ),
        Species::Dolphin => (
            Field::bfs(
                board,
                (0..n).filter(|&i| holds(i, Species::Fox) && fox_may_leave(i)),
                |_| true,
                fox_may_leave,
            ),
            Field::bfs(
                board,
                (0..n).filter(|&i| holds(i, Species::Fox) && water(i)),
                water,
                water,
            ),
        ),
    }
}

fn assert_fields_are_the_searched_ones(board: &Board, coast: &Coast) {
    for seat in Species::ALL {
        let [(threat, prey), _] = both_fields(board, coast, seat);
        let (threat_bfs, prey_bfs) = threat_and_prey_by_bfs(board, coast, seat);
        for i in 0..board.size() * board.size() {
            let at = board.coord(i);
            assert_eq!(threat.at(i), threat_bfs.at(i), "{seat} threat at {at}");
            assert_eq!(prey.at(i), prey_bfs.at(i), "{seat} prey at {at}");
        }
    }
}

#[test]
fn the_row_searches_equal_the_tile_searches_on_played_boards() {
    for (size, seed) in [(10, 1), (13, 2), (25, 3), (50, 4), (50, 5)] {
        let settings = Settings {
            size,
            seed,
            tide_interval_ms: 1_000,
            first_tide_ms: 1_000,
            time_limit_ms: Some(60_000),
            ..Settings::default()
        };
        let mut earlier: Option<Board> = None;
        for ms in [0, 3_000, 10_000, 30_000, 60_000] {
            for level in [Level::Easy, Level::Hard] {
                let played = simulate(settings, level, level, ms).expect("valid");
                let board = played.game().board();
                assert_fields_are_the_searched_ones(board, &Coast::new(board));
                // Expert reads look-ahead boards with the coast of the
                // position it searches from.
                if let Some(before) = &earlier {
                    assert_fields_are_the_searched_ones(board, &Coast::new(before));
                }
                earlier = Some(board.clone());
            }
        }
    }
}

#[test]
fn the_row_searches_equal_the_tile_searches_on_drawn_boards() {
    for drawn in [
        "#",
        "F",
        "d",
        "...\n.F.\n...",
        "###\n#D#\n##f",
        ".....\n.#F#.\n.#.#.\n.###d\n.....",
        "F#...\n##...\n.#d..\n.##..\n..#D.",
    ] {
        let board = parse_board(drawn).expect("drawn board");
        assert_fields_are_the_searched_ones(&board, &Coast::new(&board));
    }
}

#[test]
fn the_coast_transform_equals_the_searches_on_played_boards() {
    for (size, seed) in [(10, 1), (13, 2), (25, 3), (50, 4)] {
        let settings = Settings {
            size,
            seed,
            tide_interval_ms: 1_000,
            first_tide_ms: 1_000,
            time_limit_ms: Some(60_000),
            ..Settings::default()
        };
        // A board after every kind of tide step, a minute in.
        for ms in [0, 3_000, 10_000, 60_000] {
            let played = simulate(settings, Level::Easy, Level::Easy, ms).expect("valid");
            assert_coast_is_the_searched_one(played.game().board());
        }
    }
}

#[test]
fn the_kept_coast_is_handed_out_only_for_the_same_land() {
    let a = parse_board("...\n.#.\n...").expect("drawn board");
    let b = parse_board("...\n.##\n...").expect("drawn board");
    let c = parse_board(".#.\n.##\n...").expect("drawn board");
    for board in [&a, &a, &b, &a, &c, &c, &b] {
        assert_coast_is_the_searched_one(board);
    }
}

#[test]
fn the_coast_transform_equals_the_searches_on_drawn_boards() {
    for drawn in [
        "...\n...\n...",                     // no land
        "###\n###\n###",                     // no water
        "#",                                 // one land tile
        ".....\n.###.\n.#.#.\n.###.\n.....", // a ring round a lake
        "##...\n#....\n.....\n.....\n.....", // a corner
    ] {
        let board = parse_board(drawn).expect("drawn board");
        assert_coast_is_the_searched_one(&board);
    }
    // Land in pieces (never so in a game; the transform does not care).
    let mut board = Board::new_water(7);
    for i in [0, 6, 24, 42, 48, 10, 11] {
        board.set_surface(i, Surface::Land);
    }
    assert_coast_is_the_searched_one(&board);
}
