//! The play stage, one live game: its model ([`model`]: the match, the
//! board's input, the feed), the stage itself ([`stage`]: its messages and
//! its update, which says what comes next), the clock that turns wall
//! time into ticks ([`accumulator`]), the tip over a newcomer's first
//! games ([`tip`]), and, wasm32 only, the buttons
//! (`view.rs`), the end panel (`end.rs`) and the timing marks (`perf.rs`).

pub mod accumulator;
pub mod model;
pub mod stage;
pub mod tip;

#[cfg(target_arch = "wasm32")]
pub(super) mod end;
#[cfg(target_arch = "wasm32")]
pub(super) mod perf;
#[cfg(target_arch = "wasm32")]
pub(super) mod view;
