//! The tic-tac-toe board, shared by the local game, the shared replay and
//! online play: its grid of cells (`view.rs`, wasm32 only).

pub(crate) mod view;
