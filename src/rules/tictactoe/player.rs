//! The two players, cross and nought.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A player: cross (`X`) or nought (`O`).
///
/// VDM-SL: `Player = <NOUGHT> | <CROSS>`; LED: `Player := {"x","o"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// Cross. Moves first unless the play order says otherwise.
    X,
    /// Nought.
    O,
}

impl Player {
    /// The opponent: the next in the VDM play order of two.
    pub fn other(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::X => "X",
            Player::O => "O",
        })
    }
}
