//! The tic-tac-toe setup: the settings and their link ([`model`]), your
//! scores kept on this device ([`record`]) and the settings form
//! (`view.rs`, wasm32 only).

pub mod model;
pub mod record;

#[cfg(target_arch = "wasm32")]
pub(super) mod view;
