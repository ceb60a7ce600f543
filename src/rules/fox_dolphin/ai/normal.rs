//! Normal: eat if possible; else stay out of the enemy's reach; else close
//! in on the nearest prey. Each legal move gets a score; ties break at random.

use rand::Rng;

use crate::rules::chacha::ChaCha8Rng;
use crate::rules::fox_dolphin::board::{Board, Coord, Species};
use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::moves::{can_move, land_within_two};

const EAT: i64 = 1_000;
const INTO_DANGER: i64 = -500;
const STUCK_FOX: i64 = -300;
const FOX_SWIMS: i64 = -30;
const DOLPHIN_BY_SHORE_AT_LOW_TIDE: i64 = -20;

pub(super) fn choose(
    game: &Game,
    seat: Species,
    moves: &[(Coord, Coord)],
    rng: &mut ChaCha8Rng,
) -> Option<(Coord, Coord)> {
    let board = game.board();
    let low_tide_next = !game.next_tide_floods();
    let prey = prey(board, seat);
    moves
        .iter()
        .filter_map(|&(from, to)| {
            let after = board.after_move(seat, from, to).ok()?;
            let score =
                score(board, &after, seat, to, low_tide_next, &prey) * 16 + rng.random_range(0..16);
            Some((score, (from, to)))
        })
        .max_by_key(|&(score, _)| score)
        .map(|(_, mv)| mv)
}

fn score(
    before: &Board,
    after: &Board,
    seat: Species,
    to: Coord,
    low_tide_next: bool,
    prey: &[(Coord, usize)],
) -> i64 {
    let mut score = 0;
    if before.tile(to).and_then(|t| t.occupant) == Some(seat.other()) {
        score += EAT;
    }
    if can_be_eaten(after, to) {
        score += INTO_DANGER;
    }
    match seat {
        Species::Fox => {
            if !land_within_two(after, to) {
                score += STUCK_FOX;
            }
            if after.tile(to).is_some_and(|t| !t.is_land()) {
                score += FOX_SWIMS;
            }
        }
        Species::Dolphin => {
            if low_tide_next {
                let shore = after
                    .neighbours(to)
                    .filter(|&c| after.tile(c).is_some_and(|t| t.is_land()))
                    .count();
                score += DOLPHIN_BY_SHORE_AT_LOW_TIDE * shore as i64;
            }
        }
    }
    let nearest = prey
        .iter()
        .filter(|&&(at, _)| at != to) // eaten by this very move
        .map(|&(at, penalty)| to.distance(at) + penalty)
        .min()
        .unwrap_or(0);
    score - nearest as i64
}

/// Whether an enemy next to `at` may eat the animal there.
pub(super) fn can_be_eaten(board: &Board, at: Coord) -> bool {
    let Some(me) = board.tile(at).and_then(|t| t.occupant) else {
        return false;
    };
    board.neighbours(at).any(|c| {
        board.tile(c).and_then(|t| t.occupant) == Some(me.other())
            && can_move(board, me.other(), c, at).is_ok()
    })
}

/// The enemy's animals, each with a distance penalty: prey that cannot be
/// eaten where it is (a dolphin at sea for a fox, a fox on land for a
/// dolphin) counts as farther away.
fn prey(board: &Board, seat: Species) -> Vec<(Coord, usize)> {
    const OUT_OF_REACH: usize = 8;
    board
        .animals(seat.other())
        .into_iter()
        .map(|at| {
            let on_land = board.tile(at).is_some_and(|t| t.is_land());
            let edible = match seat {
                Species::Fox => on_land,
                Species::Dolphin => !on_land,
            };
            (at, if edible { 0 } else { OUT_OF_REACH })
        })
        .collect()
}
