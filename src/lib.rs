//! Tic-tac-toe and Fox & Dolphin.
//!
//! [`rules`] is the pure rules core: no UI, no clock, no global randomness.
//! It builds natively for tests, benchmarks and simulations, and unchanged
//! for the browser. [`ui`] is the Yew front end, built only for wasm32.

pub mod rules;

#[cfg(target_arch = "wasm32")]
pub mod ui;
