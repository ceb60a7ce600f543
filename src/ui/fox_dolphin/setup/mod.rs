//! The setup stage, the lowest of the three: the settings and their link
//! ([`model`]), the stage itself ([`stage`]: its model, messages and
//! update), what comes after any stage's update ([`next`]), the notice
//! over the setup ([`notice`]), the form (`view.rs`, wasm32 only), your
//! record against each level, kept on this device ([`record`]), and
//! "Match my level", kept beside it ([`fair`]).

pub mod fair;
pub mod model;
pub mod next;
pub mod notice;
pub mod record;
pub mod stage;

#[cfg(target_arch = "wasm32")]
pub(super) mod view;
