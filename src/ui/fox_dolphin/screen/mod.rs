//! The whole screen: which stage is shown (the setup, a game, a replay),
//! the actions it is asked, and the reducer that hands each to its stage.
//!
//! Every stage of the screen is a folder with the same parts: `model.rs`
//! (plain Rust, native tests), `stage.rs` (its reducer branch: the stage's
//! actions applied to [`state::Screen`]) and `view.rs` (Yew, wasm32 only).

pub mod actions;
pub mod state;

#[cfg(target_arch = "wasm32")]
pub(super) mod view;
