//! The setup stage: the settings and their link ([`model`]), the moves
//! that leave it ([`stage`]: start a game, open a replay), the form
//! (`view.rs`, wasm32 only) and your record against each level, kept on
//! this device ([`record`]).

pub mod model;
pub mod record;
pub mod stage;

#[cfg(target_arch = "wasm32")]
pub(super) mod view;
