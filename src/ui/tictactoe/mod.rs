//! The tic-tac-toe screen.
//!
//! A folder per stage, as Fox & Dolphin's: each with its model (`model.rs`,
//! plain Rust, native tests) and its view (`view.rs`, wasm32 only);
//! [`screen`] holds the state and its reducer, [`setup`] the settings and
//! your scores, [`replay`] a shared game, `board` the grid.

#[cfg(target_arch = "wasm32")]
pub(crate) mod board;
pub mod replay;
pub mod screen;
pub mod setup;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub use replay::view::{TicTacToeReplay, TicTacToeReplayProps};
#[cfg(target_arch = "wasm32")]
pub use screen::view::{TicTacToe, TicTacToeProps};
