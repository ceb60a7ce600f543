//! The tic-tac-toe screen.

pub mod replay;
pub mod scores;
pub mod setup;
pub mod state;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub(crate) mod board;
#[cfg(target_arch = "wasm32")]
mod replay_view;
#[cfg(target_arch = "wasm32")]
mod screen;
#[cfg(target_arch = "wasm32")]
mod settings_form;
#[cfg(target_arch = "wasm32")]
pub(crate) mod share;

#[cfg(target_arch = "wasm32")]
pub use replay_view::{TicTacToeReplay, TicTacToeReplayProps};
#[cfg(target_arch = "wasm32")]
pub use screen::{TicTacToe, TicTacToeProps};
