//! Reading the tide: how likely each tile is to change in the coming run of
//! tide steps of the same kind (docs/rules.md: floodstates 0–2 flood, 3–5
//! surface, N tiles a step, from the island's edge).
//!
//! The estimate is deliberately simple. One step changes N of the tiles on
//! the edge (the shore for a flood, the water touching the island for a
//! surfacing), so it takes about a fraction r = N / edge of that first
//! layer. The forecast looks three steps ahead (the length of a run of one
//! kind), counting later steps less, so a side prepares for the turn of the
//! tide before it comes. A tile `layer` deep is at risk by how much of the
//! expected eaten depth reaches it.

use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::tide::floods_at;

use super::fields::Coast;

pub(super) struct Forecast {
    /// Expected layers of the shore the coming steps flood.
    flood_reach: f32,
    /// Expected layers of sea by the island the coming steps surface.
    surface_reach: f32,
}

/// How many tide steps ahead the forecast looks, and how much each counts:
/// the next step fully, later ones less (there is time to react, and the
/// island will have changed).
const WEIGHTS: [f32; 3] = [1.0, 0.5, 0.33];

impl Forecast {
    pub(super) fn new(game: &Game, coast: &Coast) -> Forecast {
        Forecast::after(game.board().size(), game.floodstate(), coast)
    }

    /// The forecast on a board of `size` whose last tide step reached
    /// `floodstate`, with its `coast` (Expert reads it again where its
    /// look-ahead has moved the tide).
    pub(super) fn after(size: usize, floodstate: u8, coast: &Coast) -> Forecast {
        let (shore, by_island) = (coast.shore_len(), coast.by_island_len());
        let per_step = |edge: usize| (size as f32 / edge.max(1) as f32).min(1.0);
        let (mut floods, mut surfaces) = (0.0, 0.0);
        for (k, w) in WEIGHTS.into_iter().enumerate() {
            if floods_at(floodstate + 1 + k as u8) {
                floods += w;
            } else {
                surfaces += w;
            }
        }
        Forecast {
            flood_reach: per_step(shore) * floods,
            surface_reach: per_step(by_island) * surfaces,
        }
    }

    /// Chance that a land tile `depth` deep floods in the coming steps.
    pub(super) fn flood_risk(&self, depth: u16) -> f32 {
        risk(self.flood_reach, depth)
    }

    /// Chance that a water tile `offshore` out surfaces in the coming steps.
    pub(super) fn surface_risk(&self, offshore: u16) -> f32 {
        risk(self.surface_reach, offshore)
    }
}

fn risk(reach: f32, layer: u16) -> f32 {
    (reach - f32::from(layer.saturating_sub(1))).clamp(0.0, 1.0)
}
