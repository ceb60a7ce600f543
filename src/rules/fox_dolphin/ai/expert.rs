//! Expert, a search. For each of its best candidate moves
//! it plays the coming seconds out with the game's own rules, both sides
//! moving on their real cooldowns and the tide stepping when it is due, and keeps
//! the move whose futures end best.
//!
//! Hard judges a move by a forecast of the tide (how deep the next steps
//! may reach) and by its own animals only. Expert looks:
//!
//! 1. **Candidates**: its moves ranked by Hard's score; it tries the best
//!    few (as many as the budget allows).
//! 2. **Rollouts**: for each candidate, on a copy of the board, it plays the
//!    move, then the enemy's moves and its own at the times their
//!    cooldowns end (Z spec `Turn`), and the next tide step when it is due
//!    (Z spec `Flood`, the game's own `tide::step`, drawn from Expert's own
//!    seeded generator, never the game's: it forecasts the tide as a
//!    player could, it does not read the game's future), until each side
//!    has moved once after that step or [`HORIZON`] cooldowns have passed.
//!    Both sides play a quick policy: eat if the rules allow it (Z spec
//!    `CanMove`), else Hard's best move. Once the tide has stepped, both
//!    sides read the new shore afresh (the coast, the forecast and both
//!    distance fields, as at the root): a flood sets foxes swimming, a low
//!    tide strands dolphins, and the prey each side hunts is the prey the
//!    tide left, not the prey before it. Each candidate meets the same
//!    tide draws, so they are compared on the same futures ([`shape`]: how
//!    many candidates, how many draws).
//! 3. **Judging** where a rollout ends, for both sides: the animals each
//!    has, those the other could eat at once, and Hard's standing of each
//!    animal (danger and prospects), read on the shore the rollout ends
//!    with. A candidate's score is the mean over its rollouts, plus a
//!    little of Hard's own score of it.
//!
//! The work is fixed per decision ([`WORK`] and [`DOLPHIN_WORK`], the
//! rollouts it pays for on the board's size), never read from a clock (the rules core reads none):
//! small boards get more rollouts, large ones fewer, and every decision
//! costs about the same.
//!
//! This file holds the decision (the candidates, their scores, the pick);
//! `budget.rs` how many rollouts it may play and how it spends them;
//! `ranking.rs` the order it ranks moves in;
//! `rollout.rs` the rollouts and the judging where they end.

mod budget;
mod ranking;
mod rollout;

use rand::Rng;

use crate::rules::chacha::ChaCha8Rng;
use crate::rules::fox_dolphin::board::{Coord, Species};
use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::moves::all_moves;

use super::hard::View;
use budget::shape;
use ranking::{best_first, MIN_GAIN};
use rollout::{herd, Clock, Root, Search, Tide};

/// How much Hard's own score of a move counts beside its rollouts.
const GAIN_WEIGHT: f32 = 0.25;
pub(super) fn choose(
    game: &Game,
    seat: Species,
    moves: &[(Coord, Coord)],
    rng: &mut ChaCha8Rng,
) -> Option<(Coord, Coord)> {
    let search = Search::new(game);
    let board = game.board();
    let (mine, theirs) = View::pair(board, &search.coast, seat);
    let mut shortlist: Vec<(f32, (Coord, Coord))> = moves
        .iter()
        .map(|&m| (search.gain(board, &mine, m), m))
        .collect();
    best_first(&mut shortlist);
    let their_moves = all_moves(board, seat.other());
    let mut their_ranked: Vec<(f32, (Coord, Coord))> = their_moves
        .iter()
        .map(|&m| (search.gain(board, &theirs, m), m))
        .collect();
    best_first(&mut their_ranked);
    // In the rollouts a side makes only moves that gain: a harmless
    // shuffle stands for the rest (the search cannot tell them apart).
    let gaining = |ranked: &[(f32, (Coord, Coord))]| -> Vec<(f32, (Coord, Coord))> {
        ranked
            .iter()
            .take_while(|&&(g, _)| g > MIN_GAIN)
            .copied()
            .collect()
    };
    let ranked = [gaining(&shortlist), gaining(&their_ranked)];
    let (candidates, draws) = shape(board.size(), seat);
    shortlist.truncate(candidates);
    let tides: Vec<Tide> = (0..draws).map(|_| Tide::new(rng.random())).collect();
    let root = Root {
        board,
        herds: [herd(board, seat), herd(board, seat.other())],
        views: [mine, theirs],
        ranked,
        clock: Clock::of(game, seat),
    };
    shortlist
        .into_iter()
        .map(|(gain, m)| {
            let mut total = 0.0;
            for tide in &tides {
                total += search.rollout(&root, m, tide);
            }
            let score = total / draws as f32 + GAIN_WEIGHT * gain;
            ((score * 16.0) as i64 + rng.random_range(0..16), m)
        })
        .max_by_key(|&(score, _)| score)
        .map(|(_, m)| m)
}

#[cfg(test)]
mod tests;
