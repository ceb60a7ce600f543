//! The four ways a computer player picks its moves ([`Judgment`]), and
//! [`decide`], which runs one. [`decide`] is a pure function of the game:
//! the same game value always gives the same answer, so games with
//! computer players replay exactly. Its chance comes from a generator
//! seeded by the game's seed, clock, event count and the seat.

use rand::SeedableRng;

use super::{easy, expert, hard, normal};
use crate::rules::chacha::ChaCha8Rng;
use crate::rules::fox_dolphin::board::{Coord, Species};
use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::status::Status;

/// How a computer player picks its moves: the four algorithms [`decide`]
/// runs. Every level plays one of them on each side, at the level's tempo
/// ([`LevelRow::judgment`](super::LevelRow::judgment)); a model of a
/// person is one at a person's tempo ([`Style`](super::Style)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Judgment {
    /// Random legal moves; eats when it can, half the time.
    Easy,
    /// Eats when it can, keeps out of reach of the enemy, hunts the nearest
    /// prey.
    Normal,
    /// Reads the tide and plans with distance fields: moves the animal
    /// that gains most, hunting prey the tide exposes and keeping its own
    /// animals out of reach before the tide turns.
    Hard,
    /// Searches: looks ahead with the game's own rules, over both sides'
    /// next moves and the coming tide, within a fixed budget of work.
    Expert,
}

impl Judgment {
    /// The four, weakest first.
    pub const ALL: [Judgment; 4] = [
        Judgment::Easy,
        Judgment::Normal,
        Judgment::Hard,
        Judgment::Expert,
    ];
}

/// The move `seat` should ask for now, or `None` when the game is not
/// running or `seat` has no legal move. Ignores the cooldown: call it when
/// the seat may move.
pub fn decide(game: &Game, seat: Species, judgment: Judgment) -> Option<(Coord, Coord)> {
    if game.status() != Status::InGame {
        return None;
    }
    let moves = game.legal_moves(seat);
    if moves.is_empty() {
        return None;
    }
    let mut rng = seeded_rng(game, seat);
    match judgment {
        Judgment::Easy => easy::choose(game.board(), seat, &moves, &mut rng),
        Judgment::Normal => normal::choose(game, seat, &moves, &mut rng),
        Judgment::Hard => hard::choose(game, seat, &moves, &mut rng),
        Judgment::Expert => expert::choose(game, seat, &moves, &mut rng),
    }
}

/// The generator of one decision: seeded by the game's seed, clock, event
/// count and the seat, so the same game value always decides the same.
pub(super) fn seeded_rng(game: &Game, seat: Species) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(
        game.settings().seed
            ^ game.now().wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (game.events().len() as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
            ^ (seat.index() as u64 + 1).wrapping_mul(0x1656_67B1_9E37_79F9),
    )
}
