//! The replay stage: a game's log checked and then watched, its model
//! ([`model`]: the check, the viewer, the seek), the stage itself
//! ([`stage`]: the viewer's messages and its update, which says what comes
//! next), which games "What happened" reviews and its link ([`review`]) and
//! its controls (`view.rs`, wasm32 only).

pub mod model;
pub mod review;
pub mod stage;

#[cfg(target_arch = "wasm32")]
pub(super) mod view;
