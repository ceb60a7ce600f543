//! Computer players. [`decide`] is a pure function of the game: the same
//! game value always gives the same answer, so games with computer players
//! replay exactly. Its chance comes from a generator seeded by the game's
//! seed, clock, event count and the seat.

mod easy;
mod expert;
mod fields;
mod forecast;
mod hard;
mod normal;
mod simulate;

pub use simulate::simulate;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::board::{Coord, Species};
use super::game::Game;
use super::status::Status;

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// Random legal moves; eats when it can, half the time.
    Easy,
    /// Eats when it can, keeps out of reach of the enemy, hunts the nearest prey.
    Normal,
    /// Reads the tide and plans with distance fields: moves the animal
    /// that gains most, hunting prey the tide exposes and keeping its own
    /// animals out of reach before the tide turns.
    Hard,
    /// Searches: looks ahead with the game's own rules, over both sides'
    /// next moves and the coming tide, within a fixed budget of work.
    Expert,
}

/// The move `seat` should ask for now, or `None` when the game is not
/// running or `seat` has no legal move. Ignores the cooldown: call it when
/// the seat may move.
pub fn decide(game: &Game, seat: Species, level: Level) -> Option<(Coord, Coord)> {
    if game.status() != Status::InGame {
        return None;
    }
    let moves = game.legal_moves(seat);
    if moves.is_empty() {
        return None;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(
        game.settings().seed
            ^ game.now().wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (game.events().len() as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            ^ (seat.index() as u64 + 1).wrapping_mul(0x1656_67B1_9E37_79F9),
    );
    match level {
        Level::Easy => easy::choose(game.board(), seat, &moves, &mut rng),
        Level::Normal => normal::choose(game, seat, &moves, &mut rng),
        Level::Hard => hard::choose(game, seat, &moves, &mut rng),
        Level::Expert => expert::choose(game, seat, &moves, &mut rng),
    }
}
