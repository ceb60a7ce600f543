//! Reading the tide: how likely each tile is to change in the coming run of
//! tide steps of the same kind (RULES.md: floodstates 0–2 flood, 3–5
//! surface, N tiles a step, from the island's edge).
//!
//! The estimate is deliberately simple. One step changes N of the tiles on
//! the edge (the shore for a flood, the water touching the island for a
//! surfacing), so it takes about a fraction r = N / edge of that first
//! layer. The steps after the next one count half (they are further away
//! and the island may move). A tile `layer` deep is at risk by how much of
//! the expected eaten depth reaches it.

use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::tide::floods_at;

use super::fields::Coast;

pub(super) struct Forecast {
    /// Whether the next step floods (high tide) rather than surfaces.
    pub floods: bool,
    /// Expected layers the coming run of steps eats into the edge.
    reach: f32,
}

impl Forecast {
    pub(super) fn new(game: &Game, coast: &Coast) -> Forecast {
        let board = game.board();
        let floods = game.next_tide_floods();
        let next = game.floodstate() + 1;
        let run = (0..3u8)
            .take_while(|&k| floods_at(next + k) == floods)
            .count() as f32;
        let n = board.size() * board.size();
        let edge = (0..n)
            .filter(|&i| {
                if floods {
                    coast.depth(i) == 1
                } else {
                    coast.offshore(i) == 1
                }
            })
            .count()
            .max(1) as f32;
        let per_step = (board.size() as f32 / edge).min(1.0);
        Forecast {
            floods,
            reach: per_step * (1.0 + 0.5 * (run - 1.0)),
        }
    }

    /// Chance that a land tile `depth` deep floods in the coming run (0 when
    /// the next step surfaces).
    pub(super) fn flood_risk(&self, depth: u16) -> f32 {
        if self.floods {
            self.risk(depth)
        } else {
            0.0
        }
    }

    /// Chance that a water tile `offshore` out surfaces in the coming run (0
    /// when the next step floods).
    pub(super) fn surface_risk(&self, offshore: u16) -> f32 {
        if self.floods {
            0.0
        } else {
            self.risk(offshore)
        }
    }

    fn risk(&self, layer: u16) -> f32 {
        (self.reach - f32::from(layer.saturating_sub(1))).clamp(0.0, 1.0)
    }
}
