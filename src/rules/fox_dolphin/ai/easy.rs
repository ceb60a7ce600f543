//! Easy: a random legal move, eating when it can half the time.

use rand::seq::IndexedRandom;
use rand::Rng;

use crate::rules::chacha::ChaCha8Rng;
use crate::rules::fox_dolphin::board::{Board, Coord, Species};

pub(super) fn choose(
    board: &Board,
    seat: Species,
    moves: &[(Coord, Coord)],
    rng: &mut ChaCha8Rng,
) -> Option<(Coord, Coord)> {
    let eats: Vec<(Coord, Coord)> = moves
        .iter()
        .copied()
        .filter(|&(_, to)| board.tile(to).and_then(|t| t.occupant) == Some(seat.other()))
        .collect();
    if !eats.is_empty() && rng.random_ratio(1, 2) {
        return eats.choose(rng).copied();
    }
    moves.choose(rng).copied()
}
