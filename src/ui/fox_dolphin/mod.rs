//! The Fox & Dolphin screen: setup, the board, the gauges, the end screen.
//!
//! Pure parts (the setup and its link, the accumulator that turns wall time
//! into ticks, the live game's view state, the feed and figures read from
//! events, the tiles, and the replay viewer's state) build natively and are
//! tested with `cargo test`; the components build only for wasm32.
//!
//! # Rendering a 50 × 50 board
//!
//! The board stays a DOM grid (`role="grid"`, one `gridcell` per tile, so
//! the accessible names are the tiles themselves) rather than a canvas: the
//! [`tiles::Tiles`] view keeps one `Rc` per row and rebuilds only rows whose
//! tiles changed; Yew renders the grid element, and an effect of the board
//! writes its tiles (all at once as HTML at first, then only the changed
//! attributes of the changed tiles), so no virtual tile is built or diffed.
//! Tiles have no handlers of their own (one click and one key handler on
//! the grid), the cooldown and tide bars are CSS animations restarted by a
//! `key`, and the game loop asks for a render only when something shown
//! changed. Measured with `tests/perf/fox_dolphin.mjs` (`docs/performance.md`),
//! profiled with `tests/perf/profile_fox_dolphin.mjs` (`docs/performance.md`).

use crate::ui::link::Worded;

pub mod accumulator;
pub mod actions;
pub mod chronicle;
pub mod input;
pub mod play;
pub mod playing_stage;
pub mod reach;
pub mod record;
pub mod replay;
pub mod replay_stage;
pub mod setup;
pub mod setup_stage;
pub mod state;
pub mod tiles;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub(crate) mod board;
#[cfg(target_arch = "wasm32")]
mod end;
#[cfg(target_arch = "wasm32")]
mod hud;
#[cfg(target_arch = "wasm32")]
mod perf;
#[cfg(target_arch = "wasm32")]
pub(crate) mod playing;
#[cfg(target_arch = "wasm32")]
mod replay_view;
#[cfg(target_arch = "wasm32")]
mod screen;
#[cfg(target_arch = "wasm32")]
mod setup_form;

/// A notice over the setup: why a game could not start or a replay could
/// not be shown, worded when shown ([`FdNotice::worded`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FdNotice {
    /// The rules refused the settings.
    Settings(crate::rules::fox_dolphin::SettingsError),
    /// A replay (link or file) that cannot be shown.
    Replay(crate::rules::fox_dolphin::LogError),
    /// The browser could not read the chosen file.
    FileUnreadable,
    /// A value typed into the setup form that no setting allows: the
    /// setting keeps its value. Unlike a link's `Ignored`, no default
    /// replaces it and no link key names it.
    Field {
        value: String,
        reason: setup::FdReason,
    },
}

impl FdNotice {
    /// This notice as a whole sentence.
    pub fn worded(&self, t: &words::FdWords) -> String {
        match self {
            FdNotice::Settings(error) => t.fd_notice_settings(error),
            FdNotice::Replay(error) => t.fd_notice_replay(error),
            FdNotice::FileUnreadable => t.fd_notice_file_unreadable().to_owned(),
            FdNotice::Field { value, reason } => t.fd_notice_field(value, &reason.worded(t.lang())),
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use screen::{FoxDolphin, FoxDolphinProps};
