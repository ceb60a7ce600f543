//! The Fox & Dolphin screen: setup, the board, the gauges, the end screen.
//!
//! Pure parts (the setup and its link, the accumulator that turns wall time
//! into ticks, the live game's view state, the feed and figures read from
//! events, the tiles, and the replay viewer's state) build natively and are
//! tested with `cargo test`; the components build only for wasm32.
//!
//! A folder per stage ([`setup`], [`play`], [`replay`]), each in the Elm
//! shape: its model (`model.rs`, plain Rust), its messages and its update
//! (`stage.rs`), which returns what comes next, and its view (`view.rs`,
//! wasm32 only). [`screen`] composes them: it says which stage is shown,
//! routes each message down and acts on what comes back; no stage imports
//! it. [`board`] is the board shared with online play, below every stage;
//! [`page`] is what the screen asks of the browser. [`daily`] is the game
//! of the day: the day's setup and your record of them, pure.
//!
//! # Rendering a 50 × 50 board
//!
//! The board stays a DOM grid (`role="grid"`, one `gridcell` per tile, so
//! the accessible names are the tiles themselves) rather than a canvas: the
//! [`board::tiles::Tiles`] view keeps one `Rc` per row and rebuilds only rows whose
//! tiles changed; Yew renders the grid element, and an effect of the board
//! writes its tiles (all at once as HTML at first, then only the changed
//! attributes of the changed tiles), so no virtual tile is built or diffed.
//! Tiles have no handlers of their own (one click and one key handler on
//! the grid), the cooldown and tide bars are CSS animations restarted by a
//! `key`, and the game loop asks for a render only when something shown
//! changed. Measured with `tests/perf/fox_dolphin.mjs` (`docs/performance.md`),
//! profiled with `tests/perf/profile_fox_dolphin.mjs` (`docs/performance.md`).

pub mod board;
pub mod daily;
pub mod page;
pub mod play;
pub mod replay;
pub mod screen;
pub mod setup;
pub mod words;

pub use setup::notice::FdNotice;

#[cfg(target_arch = "wasm32")]
pub use screen::view::{FoxDolphin, FoxDolphinProps};
