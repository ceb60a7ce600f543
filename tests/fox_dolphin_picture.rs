//! The text picture of a board, used by the tests.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::fox_dolphin::{
    Coord, Game, PictureError, Settings, SettingsError, Species, Surface, Tile,
};

const PICTURE: &str = "\
.#.d
##f.
#D#F
....
";

#[test]
fn each_character_pictures_one_kind_of_tile() {
    let game = Game::from_picture(PICTURE, Settings::default()).expect("picture");
    let tile = |row, col| game.tile(Coord { row, col });
    let land = |occupant| {
        Some(Tile {
            surface: Surface::Land,
            occupant,
        })
    };
    let water = |occupant| {
        Some(Tile {
            surface: Surface::Water,
            occupant,
        })
    };
    assert_eq!(tile(0, 0), water(None));
    assert_eq!(tile(0, 1), land(None));
    assert_eq!(tile(1, 2), land(Some(Species::Fox)));
    assert_eq!(tile(2, 3), water(Some(Species::Fox)));
    assert_eq!(tile(0, 3), water(Some(Species::Dolphin)));
    assert_eq!(tile(2, 1), land(Some(Species::Dolphin)));
    assert_eq!(tile(4, 0), None);
}

#[test]
fn a_board_prints_as_it_was_drawn() {
    let game = Game::from_picture(PICTURE, Settings::default()).expect("picture");
    assert_eq!(game.board().to_string(), PICTURE);
    assert_eq!(game.size(), 4);
    assert_eq!(game.settings().size, 4);
}

#[test]
fn indentation_and_blank_lines_are_ignored() {
    let indented = "\n    .#.d\n    ##f.\n\n    #D#F\n    ....\n";
    let game = Game::from_picture(indented, Settings::default()).expect("picture");
    assert_eq!(game.board().to_string(), PICTURE);
}

#[test]
fn a_seeded_board_prints_and_reads_back_the_same() {
    let game = Game::new(Settings::default()).expect("game");
    let again =
        Game::from_picture(&game.board().to_string(), Settings::default()).expect("picture");
    assert_eq!(again.board(), game.board());
}

#[test]
fn pictures_that_are_not_boards_are_refused() {
    let read = |text: &str| Game::from_picture(text, Settings::default()).map(|_| ());
    assert_eq!(read(""), Err(PictureError::Empty));
    assert_eq!(
        read("..\n...\n"),
        Err(PictureError::NotSquare {
            row: 1,
            len: 3,
            size: 2
        })
    );
    assert_eq!(
        read("..\n.x\n"),
        Err(PictureError::UnknownChar {
            row: 1,
            col: 1,
            ch: 'x'
        })
    );
    assert_eq!(read("#.\n.#\n"), Err(PictureError::IslandNotConnected));
    let huge = ".".repeat(51) + "\n";
    assert_eq!(
        read(&huge.repeat(51)),
        Err(PictureError::TooLarge { size: 51 })
    );
}

#[test]
fn a_picture_still_needs_valid_timers() {
    let settings = Settings {
        cooldown_ms: 0,
        ..Settings::default()
    };
    assert_eq!(
        Game::from_picture(PICTURE, settings).map(|_| ()),
        Err(PictureError::Settings(SettingsError::CooldownOutOfRange(0)))
    );
}
