//! Which moves are legal (Z spec `CanMove`, `DolphinToSea`, `FoxMovement`).

use serde::{Deserialize, Serialize};

use super::board::{Board, Coord, Species};

/// Why a move request was refused. The game checks in this order, and
/// reports the first clause that fails:
///
/// 1. [`GameNotRunning`](MoveError::GameNotRunning): the game is not in play.
/// 2. [`CoolingDown`](MoveError::CoolingDown): the seat's cooldown runs.
///
///    (The two above are not heard: they leave the cooldown alone. Every
///    request that gets past them restarts it, legal or not.)
/// 3. [`OffBoard`](MoveError::OffBoard): `from` or `to` is off the board.
/// 4. [`NotAdjacent`](MoveError::NotAdjacent): `to` is not one step from `from`.
/// 5. [`NotYourAnimal`](MoveError::NotYourAnimal): no animal of the seat on `from`.
/// 6. [`SameSpecies`](MoveError::SameSpecies): `to` holds the same species.
/// 7. Dolphins: [`DolphinStranded`](MoveError::DolphinStranded) (on land),
///    then [`DolphinOntoLand`](MoveError::DolphinOntoLand) (`to` is land).
/// 8. Foxes: [`FoxTooFarFromLand`](MoveError::FoxTooFarFromLand), then
///    [`FoxCannotEatSwimmingDolphin`](MoveError::FoxCannotEatSwimmingDolphin).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MoveError {
    GameNotRunning,
    CoolingDown {
        remaining_ms: u64,
    },
    OffBoard,
    /// Z spec `AdjacentTile`.
    NotAdjacent,
    NotYourAnimal,
    /// Z spec `diffBeast`.
    SameSpecies,
    /// Z spec `DolphinToSea`: a dolphin on land cannot move.
    DolphinStranded,
    /// Z spec `DolphinToSea`: a dolphin moves only into water.
    DolphinOntoLand,
    /// Z spec `FoxMovement`: no land within two steps of the fox.
    FoxTooFarFromLand,
    /// Z spec `FoxMovement`: a fox eats only stranded dolphins.
    FoxCannotEatSwimmingDolphin,
}

/// Z spec `CanMove`: clauses 3 to 8 of [`MoveError`]'s order, on any board,
/// regardless of game status and cooldown.
pub fn can_move(board: &Board, seat: Species, from: Coord, to: Coord) -> Result<(), MoveError> {
    let (Some(from_tile), Some(to_tile)) = (board.tile(from), board.tile(to)) else {
        return Err(MoveError::OffBoard);
    };
    if !from.is_adjacent(to) {
        return Err(MoveError::NotAdjacent);
    }
    if from_tile.occupant != Some(seat) {
        return Err(MoveError::NotYourAnimal);
    }
    if to_tile.occupant == Some(seat) {
        return Err(MoveError::SameSpecies);
    }
    match seat {
        Species::Dolphin => {
            if from_tile.is_land() {
                return Err(MoveError::DolphinStranded);
            }
            if to_tile.is_land() {
                return Err(MoveError::DolphinOntoLand);
            }
        }
        Species::Fox => {
            if !land_within_two(board, from) {
                return Err(MoveError::FoxTooFarFromLand);
            }
            if to_tile.occupant == Some(Species::Dolphin) && !to_tile.is_land() {
                return Err(MoveError::FoxCannotEatSwimmingDolphin);
            }
        }
    }
    Ok(())
}

/// Z spec `FoxMovement` neighbourhood: some land tile at most two steps away
/// (the tile itself included).
pub fn land_within_two(board: &Board, at: Coord) -> bool {
    (-2isize..=2).any(|dr| {
        let reach = 2 - dr.abs();
        (-reach..=reach).any(|dc| {
            board
                .offset(at, dr, dc)
                .is_some_and(|c| board.is_land_at(c))
        })
    })
}

/// The tiles the animal on `from` may move to (by [`can_move`]), in the
/// order up, right, down, left. Empty if no animal is there.
pub fn targets(board: &Board, from: Coord) -> Vec<Coord> {
    let Some(seat) = board.tile(from).and_then(|t| t.occupant) else {
        return Vec::new();
    };
    targets_of(board, seat, from).collect()
}

/// Every legal move of `seat`'s animals, animals row by row.
pub fn all_moves(board: &Board, seat: Species) -> Vec<(Coord, Coord)> {
    let mut moves = Vec::new();
    for from in board.animals(seat) {
        moves.extend(targets_of(board, seat, from).map(|to| (from, to)));
    }
    moves
}

/// [`targets`] of `seat`'s animal on `from`, lazily: [`all_moves`] runs at
/// every decision of the computer and needs no list per animal.
pub(crate) fn targets_of(
    board: &Board,
    seat: Species,
    from: Coord,
) -> impl Iterator<Item = Coord> + '_ {
    board
        .neighbours(from)
        .filter(move |&to| can_move(board, seat, from, to).is_ok())
}

impl Board {
    /// The board after `seat` moves `from` → `to`, if [`can_move`] allows it.
    /// For look-ahead (the AI); the game itself uses the same rule.
    pub fn after_move(&self, seat: Species, from: Coord, to: Coord) -> Result<Board, MoveError> {
        can_move(self, seat, from, to)?;
        let mut next = self.clone();
        next.move_animal(from, to);
        Ok(next)
    }

    /// Z spec `Move`: the animal leaves `from` and takes `to`, eating
    /// whatever was there. Returns what was eaten. Unchecked.
    pub(crate) fn move_animal(&mut self, from: Coord, to: Coord) -> Option<Species> {
        let (f, t) = (self.idx(from), self.idx(to));
        let mover = self.at(f).occupant;
        let eaten = self.at(t).occupant;
        self.set_occupant(t, mover);
        self.set_occupant(f, None);
        eaten
    }
}
