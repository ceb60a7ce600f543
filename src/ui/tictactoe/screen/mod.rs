//! The whole tic-tac-toe screen: its state and reducer ([`state`], plain
//! Rust, native tests) and the component that holds it (`view.rs`, wasm32
//! only).

pub mod state;

#[cfg(target_arch = "wasm32")]
mod guide;
#[cfg(target_arch = "wasm32")]
pub(super) mod view;
