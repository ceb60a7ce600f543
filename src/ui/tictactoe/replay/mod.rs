//! A shared tic-tac-toe game: its link and steps ([`model`], plain Rust,
//! native tests) and, wasm32 only, the replay page (`view.rs`) and the
//! share section under a finished game (`share.rs`).

pub mod model;

#[cfg(target_arch = "wasm32")]
pub(crate) mod share;
#[cfg(target_arch = "wasm32")]
pub(super) mod view;
