//! Z spec `CanMove` clause by clause, on small hand-drawn boards
//! (`.` water, `#` land, `f`/`F` fox on land/in water, `d`/`D` dolphin in
//! water/on land).
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_boards;
use fox_dolphin_boards::{at, started};

use fox_and_xo::rules::fox_dolphin::{
    Coord, EndReason, Event, Game, MoveError, Outcome, Settings, Species, Status,
};

use Species::{Dolphin, Fox};

fn try_move(board: &str, seat: Species, from: Coord, to: Coord) -> Result<(), MoveError> {
    started(board).request_move(seat, from, to, 0)
}

const SHORE: &str = "
    .....
    .##..
    .f#d.
    .##..
    .....
";

#[test]
fn a_fox_steps_onto_empty_land() {
    assert_eq!(try_move(SHORE, Fox, at(2, 1), at(2, 2)), Ok(()));
}

#[test]
fn a_move_off_the_board_is_refused() {
    let board = "
        f##
        ###
        ..d
    ";
    assert_eq!(
        try_move(board, Fox, at(0, 0), at(0, 3)),
        Err(MoveError::OffBoard)
    );
    assert_eq!(
        try_move(board, Dolphin, at(2, 2), at(3, 2)),
        Err(MoveError::OffBoard)
    );
}

#[test]
fn a_move_from_off_the_board_is_refused() {
    assert_eq!(
        try_move(SHORE, Fox, at(9, 9), at(9, 8)),
        Err(MoveError::OffBoard)
    );
}

#[test]
fn a_diagonal_step_is_not_adjacent() {
    assert_eq!(
        try_move(SHORE, Fox, at(2, 1), at(1, 2)),
        Err(MoveError::NotAdjacent)
    );
}

#[test]
fn two_steps_at_once_are_not_adjacent() {
    assert_eq!(
        try_move(SHORE, Fox, at(2, 1), at(2, 3)),
        Err(MoveError::NotAdjacent)
    );
}

#[test]
fn staying_put_is_not_a_move() {
    assert_eq!(
        try_move(SHORE, Fox, at(2, 1), at(2, 1)),
        Err(MoveError::NotAdjacent)
    );
}

#[test]
fn moving_from_an_empty_tile_is_refused() {
    assert_eq!(
        try_move(SHORE, Fox, at(1, 1), at(1, 2)),
        Err(MoveError::NotYourAnimal)
    );
}

#[test]
fn moving_the_other_species_is_refused() {
    assert_eq!(
        try_move(SHORE, Fox, at(2, 3), at(2, 4)),
        Err(MoveError::NotYourAnimal)
    );
}

#[test]
fn an_animal_cannot_move_onto_its_own_species() {
    let board = "
        ff#
        ###
        dd.
    ";
    assert_eq!(
        try_move(board, Fox, at(0, 0), at(0, 1)),
        Err(MoveError::SameSpecies)
    );
    assert_eq!(
        try_move(board, Dolphin, at(2, 0), at(2, 1)),
        Err(MoveError::SameSpecies)
    );
}

#[test]
fn a_dolphin_swims_from_water_to_water() {
    assert_eq!(try_move(SHORE, Dolphin, at(2, 3), at(2, 4)), Ok(()));
}

#[test]
fn a_stranded_dolphin_cannot_move() {
    let board = "
        .....
        .##..
        .#D..
        .#f..
        .....
    ";
    assert_eq!(
        try_move(board, Dolphin, at(2, 2), at(2, 3)),
        Err(MoveError::DolphinStranded)
    );
}

#[test]
fn a_dolphin_cannot_go_onto_land() {
    assert_eq!(
        try_move(SHORE, Dolphin, at(2, 3), at(2, 2)),
        Err(MoveError::DolphinOntoLand)
    );
}

#[test]
fn a_dolphin_cannot_eat_a_fox_on_land() {
    let board = "
        .....
        .##..
        .#fd.
        .##..
        .....
    ";
    assert_eq!(
        try_move(board, Dolphin, at(2, 3), at(2, 2)),
        Err(MoveError::DolphinOntoLand)
    );
}

#[test]
fn a_dolphin_eats_a_swimming_fox() {
    let board = "
        .....
        .##..
        .#Fd.
        .#...
        .....
    ";
    let mut game = started(board);
    assert_eq!(game.request_move(Dolphin, at(2, 3), at(2, 2), 0), Ok(()));
    assert_eq!(game.tile(at(2, 2)).and_then(|t| t.occupant), Some(Dolphin));
    assert_eq!(game.count(Fox), 0);
}

#[test]
fn a_fox_walks_into_the_water() {
    assert_eq!(try_move(SHORE, Fox, at(2, 1), at(2, 0)), Ok(()));
}

#[test]
fn a_fox_swims_while_land_is_within_two_steps() {
    // Land at (3, 3) is two steps (one down, one right) from the fox.
    let board = "
        ......
        ......
        ..F...
        ...#..
        ......
        .....d
    ";
    assert_eq!(try_move(board, Fox, at(2, 2), at(2, 1)), Ok(()));
}

#[test]
fn a_fox_three_steps_from_land_cannot_swim() {
    // Land at (3, 3) is three steps from the fox, even when it swims towards it.
    let board = "
        ......
        ......
        .F....
        ...#..
        ......
        .....d
    ";
    assert_eq!(
        try_move(board, Fox, at(2, 1), at(2, 2)),
        Err(MoveError::FoxTooFarFromLand)
    );
}

#[test]
fn a_fox_eats_a_stranded_dolphin() {
    let board = "
        .....
        .##..
        .fD..
        .##..
        .....
    ";
    let mut game = started(board);
    assert_eq!(game.request_move(Fox, at(2, 1), at(2, 2), 0), Ok(()));
    assert_eq!(game.tile(at(2, 2)).and_then(|t| t.occupant), Some(Fox));
    assert_eq!(game.count(Dolphin), 0);
}

#[test]
fn a_swimming_fox_eats_a_stranded_dolphin() {
    let board = "
        .....
        .##..
        .#DF.
        .##..
        .....
    ";
    assert_eq!(try_move(board, Fox, at(2, 3), at(2, 2)), Ok(()));
}

#[test]
fn a_fox_cannot_eat_a_dolphin_in_the_water() {
    let board = "
        .....
        .##..
        .#fd.
        .##..
        .....
    ";
    assert_eq!(
        try_move(board, Fox, at(2, 2), at(2, 3)),
        Err(MoveError::FoxCannotEatSwimmingDolphin)
    );
}

#[test]
fn the_first_failing_clause_is_reported() {
    // Not adjacent and not the fox's animal: adjacency is checked first.
    assert_eq!(
        try_move(SHORE, Fox, at(2, 3), at(0, 0)),
        Err(MoveError::NotAdjacent)
    );
    // Off the board is checked before adjacency.
    assert_eq!(
        try_move(SHORE, Fox, at(2, 3), at(7, 7)),
        Err(MoveError::OffBoard)
    );
    // Not the seat's animal is checked before the dolphin's rules.
    assert_eq!(
        try_move(SHORE, Dolphin, at(2, 1), at(2, 2)),
        Err(MoveError::NotYourAnimal)
    );
}

#[test]
fn a_refused_move_changes_nothing_but_the_cooldown() {
    let mut game = started(SHORE);
    let before = game.board().clone();
    assert_eq!(
        game.request_move(Dolphin, at(2, 3), at(2, 2), 0),
        Err(MoveError::DolphinOntoLand)
    );
    assert_eq!(game.board(), &before);
    assert_eq!(game.status(), Status::InGame);
    assert_eq!(
        game.events().last(),
        Some(&Event::Refused {
            seat: Dolphin,
            error: MoveError::DolphinOntoLand
        })
    );
}

#[test]
fn a_move_and_a_meal_are_told_as_events() {
    let board = "
        .....
        .##..
        .fD..
        .##.d
        .....
    ";
    let mut game = started(board);
    game.request_move(Dolphin, at(3, 4), at(4, 4), 0)
        .expect("swim");
    game.request_move(Fox, at(2, 1), at(2, 2), 0).expect("eat");
    let told = &game.events()[game.events().len() - 2..];
    assert_eq!(
        told,
        &[
            Event::Moved {
                species: Dolphin,
                from: at(3, 4),
                to: at(4, 4)
            },
            Event::Ate {
                eater: Fox,
                from: at(2, 1),
                to: at(2, 2)
            },
        ]
    );
}

#[test]
fn eating_the_last_animal_of_a_species_wins() {
    let board = "
        .....
        .##..
        .fD..
        .##..
        .....
    ";
    let mut game = started(board);
    game.request_move(Fox, at(2, 1), at(2, 2), 0).expect("eat");
    assert_eq!(game.status(), Status::EndGame);
    let won = Outcome {
        winner: Some(Fox),
        reason: EndReason::SpeciesEaten,
    };
    assert_eq!(game.outcome(), Some(won));
    assert_eq!(game.events().last(), Some(&Event::Ended(won)));
}

#[test]
fn eating_one_of_several_does_not_end_the_game() {
    let board = "
        .....
        .##..
        .fD..
        .##.d
        .....
    ";
    let mut game = started(board);
    game.request_move(Fox, at(2, 1), at(2, 2), 0).expect("eat");
    assert_eq!(game.status(), Status::InGame);
    assert_eq!(game.count(Dolphin), 1);
}

#[test]
fn legal_targets_list_every_allowed_step() {
    let game = started(SHORE);
    // Fox at (2, 1): up, right and down are land, left is water: all allowed.
    assert_eq!(
        game.legal_targets(at(2, 1)),
        vec![at(1, 1), at(2, 2), at(3, 1), at(2, 0)]
    );
    // Dolphin at (2, 3): up, right and down are water; left is land.
    assert_eq!(
        game.legal_targets(at(2, 3)),
        vec![at(1, 3), at(2, 4), at(3, 3)]
    );
    assert_eq!(game.legal_targets(at(0, 0)), vec![]);
}

#[test]
fn legal_moves_are_exactly_what_request_move_accepts() {
    let game = started(SHORE);
    for seat in [Fox, Dolphin] {
        let legal = game.legal_moves(seat);
        for from in game.board().coords() {
            for to in game.board().neighbours(from) {
                let accepted = game.clone().request_move(seat, from, to, 0).is_ok();
                assert_eq!(
                    accepted,
                    legal.contains(&(from, to)),
                    "{seat} {from} -> {to}"
                );
            }
        }
    }
}

#[test]
fn nothing_is_legal_before_the_game_starts() {
    let game = Game::from_picture(SHORE, Settings::default()).expect("board");
    assert_eq!(game.legal_targets(at(2, 1)), vec![]);
    assert_eq!(game.legal_moves(Fox), vec![]);
}
