//! What happened (for the viewers, Z spec `UpdateViews`) and what was asked
//! (for replay).

use serde::{Deserialize, Serialize};

use super::board::{Coord, Species};
use super::moves::MoveError;
use super::status::Outcome;

/// Something the viewers should see, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A player took this seat.
    Joined(Species),
    /// Both seats are taken: the clock runs.
    Started,
    /// An animal moved to an empty tile.
    Moved {
        species: Species,
        from: Coord,
        to: Coord,
    },
    /// An animal moved onto one of the other species and ate it.
    Ate {
        eater: Species,
        from: Coord,
        to: Coord,
    },
    /// A tide step: the new floodstate and the tiles that changed, in the
    /// order they changed.
    Tide {
        floodstate: u8,
        flooded: Vec<Coord>,
        surfaced: Vec<Coord>,
    },
    /// A move request was refused, and why.
    Refused { seat: Species, error: MoveError },
    /// The player in this seat left.
    Left(Species),
    /// The game is over.
    Ended(Outcome),
}

/// One call made on a game; the list of them replays the game exactly
/// (see `Game::replay`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Call {
    Join,
    Leave {
        seat: Species,
        now_ms: u64,
    },
    RunUntil {
        now_ms: u64,
    },
    Move {
        seat: Species,
        from: Coord,
        to: Coord,
        now_ms: u64,
    },
}
