//! The board and its panels, shared by local play, the replay and online
//! play: the tiles and their marks ([`tiles`]), a hand on the board
//! ([`input`], [`reach`]), the feed and figures read from events
//! ([`chronicle`]) and, wasm32 only, the grid (`grid.rs`), the gauges
//! (`hud.rs`) and the whole game's layout (`view.rs`).

pub mod chronicle;
pub mod input;
pub mod key;
pub mod reach;
pub mod tiles;

#[cfg(target_arch = "wasm32")]
pub(crate) mod grid;
#[cfg(target_arch = "wasm32")]
pub(super) mod hud;
#[cfg(target_arch = "wasm32")]
pub(crate) mod view;
