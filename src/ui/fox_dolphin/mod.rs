//! The Fox & Dolphin screen: setup, the board, the gauges, the end screen.
//!
//! Pure parts (the setup and its link, the clock, the tiles and the session)
//! build natively and are tested with `cargo test`; the components build
//! only for wasm32.

pub mod clock;
pub mod session;
pub mod setup;
pub mod tiles;

#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod end;
#[cfg(target_arch = "wasm32")]
mod hud;
#[cfg(target_arch = "wasm32")]
mod perf;
#[cfg(target_arch = "wasm32")]
mod screen;
#[cfg(target_arch = "wasm32")]
mod setup_form;

#[cfg(target_arch = "wasm32")]
pub use screen::{FoxDolphin, FoxDolphinProps};
