//! The setup stage: the settings and their link ([`model`]), the moves
//! that leave it ([`stage`]: start a game, open a replay), the form
//! (`view.rs`, wasm32 only), your record against each level, kept on
//! this device ([`record`]), and "Match my level", kept beside it
//! ([`fair`]).

pub mod fair;
pub mod model;
pub mod record;
pub mod stage;

#[cfg(target_arch = "wasm32")]
pub(super) mod view;
