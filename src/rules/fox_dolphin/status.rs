//! Seats, status and outcome (Z spec `Join`, `Disconnect`, `UpdateStatus`,
//! `CheckWinner`).

use serde::{Deserialize, Serialize};

use super::board::Species;

/// Z spec `Status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    WaitingForPlayers,
    InGame,
    EndGame,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EndReason {
    /// Z spec `UpdateStatus`: one species has no animals left.
    SpeciesEaten,
    /// Z spec `Disconnect`: a player left; the one who stays wins.
    OpponentLeft,
    /// docs/rules.md decision: the time limit ran out; more animals wins.
    TimeLimit,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// The winning species, `None` for a draw (only on the time limit).
    pub winner: Option<Species>,
    pub reason: EndReason,
}

/// Why a join was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum JoinError {
    /// Z spec `Join` with two players: rejected (the newcomer may watch).
    GameFull,
    /// The game has ended; nobody can join it.
    GameOver,
}

/// Why a leave was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LeaveError {
    /// Nobody sits in that seat.
    SeatEmpty,
}
