//! Hard: reads the tide and plans a few steps ahead with distance fields.
//!
//! Only one animal of a side moves per cooldown, so the question each
//! decision answers is *which* animal gains most from a step. Every animal's
//! place has a value: minus its danger (how likely it is to be eaten soon),
//! plus its prospects (how close it is to prey it may eat). A move scores
//! the value of the new place minus that of the old one, plus the prey it
//! eats. The distance fields and the tide forecast are computed once per
//! decision; each candidate is then a handful of look-ups. Expert ranks its
//! moves and judges its rollouts by this same [`value`], so retuning Hard
//! retunes Expert with it.
//!
//! - Foxes: safe on land unless the next high tide may flood their tile
//!   while a dolphin is near; in danger in the water by how soon a dolphin
//!   reaches them. They hunt stranded dolphins (Z spec `FoxMovement`: a fox
//!   eats only stranded dolphins), which low tides deliver.
//! - Dolphins: safe at sea unless the next low tide may strand them while a
//!   fox is near. They hunt swimming foxes (Z spec `DolphinToSea`), which
//!   high tides deliver.

use rand::Rng;

use crate::rules::chacha::ChaCha8Rng;
use crate::rules::fox_dolphin::board::{Board, Coord, Species};
use crate::rules::fox_dolphin::game::Game;

use super::fields::{Coast, Field, Layers, TileSet, FAR};
use super::forecast::Forecast;

/// What one animal is worth: eating one gains it, losing one costs it.
pub(super) const ANIMAL: f32 = 1_000.0;
/// Prospect of prey that can be eaten now, divided by (1 + moves to reach
/// it), so the hunter nearest its prey moves first. (Waiting by prey the
/// coming tide *may* deliver was tried and lost animals in the tournament:
/// with one move a second for a whole side, the way back takes too long.)
const PREY: f32 = 600.0;
/// A swimming fox is a little exposed even with no dolphin in sight.
const SWIMMING: f32 = 0.05;
/// A fox with no land within two steps cannot move again until the tide
/// brings land back.
const STUCK: f32 = 0.5;

pub(super) fn choose(
    game: &Game,
    seat: Species,
    moves: &[(Coord, Coord)],
    rng: &mut ChaCha8Rng,
) -> Option<(Coord, Coord)> {
    let plan = Plan::new(game, seat);
    moves
        .iter()
        .map(|&(from, to)| {
            let score = (plan.score(from, to) * 16.0) as i64 + rng.random_range(0..16);
            (score, (from, to))
        })
        .max_by_key(|&(score, _)| score)
        .map(|(_, mv)| mv)
}

/// The fields one decision reads.
struct Plan<'g> {
    board: &'g Board,
    coast: Coast,
    forecast: Forecast,
    view: View,
}

/// One side's two distance fields on one board: what an animal of `seat`
/// is scored by ([`value`]). Hard reads its own side's; Expert reads both
/// sides' on every shore a rollout meets.
pub(super) struct View {
    pub(super) seat: Species,
    /// Moves the enemy needs to eat an animal of `seat` on each tile.
    pub(super) threat: Field,
    /// Moves to reach prey that is edible now.
    pub(super) prey: Field,
}

impl View {
    /// The views of `seat` and of its enemy, from one read of `board`.
    pub(super) fn pair(board: &Board, coast: &Coast, seat: Species) -> (View, View) {
        let [(threat, prey), (their_threat, their_prey)] = both_fields(board, coast, seat);
        (
            View { seat, threat, prey },
            View {
                seat: seat.other(),
                threat: their_threat,
                prey: their_prey,
            },
        )
    }
}

/// The two fields a decision for `seat` reads, `(threat, prey)`: the moves
/// the enemy needs to eat an animal of `seat` on each tile, and the moves to
/// reach prey that `seat` may eat now; then the same two for its enemy, from
/// one read of the board. Hard and Expert both score with them (Expert
/// reads both sides).
pub(super) fn both_fields(board: &Board, coast: &Coast, seat: Species) -> [(Field, Field); 2] {
    let layers = Layers::of(board);
    let size = board.size();
    [seat, seat.other()].map(|s| fields_of(size, &layers, coast, s))
}

/// One side's [`both_fields`] on a board read into `layers`.
fn fields_of(size: usize, layers: &Layers, coast: &Coast, seat: Species) -> (Field, Field) {
    let &Layers {
        land,
        foxes,
        dolphins,
    } = layers;
    let all = TileSet::all(size);
    let water = all.and_not(land);
    let fox_may_leave = coast.fox_may_leave_from(land);
    match seat {
        Species::Fox => {
            // Dolphins swim through water and eat a fox on any water
            // tile, including a land tile once it floods.
            let threat = Field::search(size, dolphins.and(water), all, water);
            let stranded = dolphins.and(land);
            let prey = Field::search(size, stranded, fox_may_leave, all);
            (threat, prey)
        }
        Species::Dolphin => {
            let hunters = foxes.and(fox_may_leave);
            let threat = Field::search(size, hunters, all, fox_may_leave);
            let swimming = foxes.and(water);
            let prey = Field::search(size, swimming, water, water);
            (threat, prey)
        }
    }
}

impl<'g> Plan<'g> {
    fn new(game: &'g Game, seat: Species) -> Plan<'g> {
        let board = game.board();
        // One look at the board serves the coast and both fields.
        let layers = Layers::of(board);
        let coast = Coast::with_land(board, layers.land);
        let forecast = Forecast::new(game, &coast);
        let (threat, prey) = fields_of(board.size(), &layers, &coast, seat);
        Plan {
            board,
            coast,
            forecast,
            view: View { seat, threat, prey },
        }
    }

    fn score(&self, from: Coord, to: Coord) -> f32 {
        let (f, t) = (self.board.idx(from), self.board.idx(to));
        let eats = self.board.at(t).occupant == Some(self.view.seat.other());
        let gain = if eats { ANIMAL } else { 0.0 };
        let value = |i| value(self.board, &self.coast, &self.forecast, &self.view, i);
        gain + value(t) - value(f)
    }
}

/// What an animal of `view.seat` on tile `i` is worth, beyond itself: minus
/// its danger, plus its prospects. Hard scores a move by it, and Expert
/// ranks its candidates and judges where its rollouts end by it, so one
/// retuning serves both.
pub(super) fn value(
    board: &Board,
    coast: &Coast,
    forecast: &Forecast,
    view: &View,
    i: usize,
) -> f32 {
    -ANIMAL * danger(board, coast, forecast, view, i) + prospect(PREY, view.prey.at(i))
}

/// How likely an animal of `view.seat` on tile `i` is to be eaten soon: by
/// how near the enemy is, and how likely the tide is to expose it (Z spec
/// `Flood`: a fox flooded where dolphins swim, a dolphin stranded where
/// foxes walk).
fn danger(board: &Board, coast: &Coast, forecast: &Forecast, view: &View, i: usize) -> f32 {
    let enemy = closeness(view.threat.at(i));
    let on_land = board.at(i).is_land();
    let danger = match (view.seat, on_land) {
        (Species::Fox, true) => forecast.flood_risk(coast.depth(i)) * enemy,
        (Species::Fox, false) => {
            let stuck = if coast.fox_may_leave(board, i) {
                0.0
            } else {
                STUCK
            };
            SWIMMING + enemy + stuck
        }
        (Species::Dolphin, true) => enemy,
        (Species::Dolphin, false) => forecast.surface_risk(coast.offshore(i)) * enemy,
    };
    danger.min(1.0)
}

/// How soon an enemy `moves` away may strike, as a chance.
fn closeness(moves: u16) -> f32 {
    match moves {
        0 | 1 => 0.9,
        2 => 0.6,
        3 => 0.35,
        4 => 0.2,
        FAR => 0.02,
        _ => 0.1,
    }
}

fn prospect(weight: f32, moves: u16) -> f32 {
    if moves == FAR {
        0.0
    } else {
        weight / (1.0 + f32::from(moves))
    }
}
