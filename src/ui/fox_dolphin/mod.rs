//! The Fox & Dolphin screen: setup, the board, the gauges, the end screen.
//!
//! Pure parts (the setup and its link, the accumulator that turns wall time
//! into ticks, the live game's view state, the feed and figures read from
//! events, the tiles, and the replay viewer's state) build natively and are
//! tested with `cargo test`; the components build only for wasm32.
//!
//! A folder per stage ([`setup`], [`play`], [`replay`]), each with its
//! model (`model.rs`, plain Rust), its reducer branch (`stage.rs`) and its
//! view (`view.rs`, wasm32 only); [`screen`] says which stage is shown and
//! holds the reducer; [`board`] is the board shared with online play.
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

use crate::ui::link::Worded;

pub mod board;
pub mod play;
pub mod replay;
pub mod screen;
pub mod setup;
pub mod words;

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
        reason: setup::model::FdReason,
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
pub use screen::view::{FoxDolphin, FoxDolphinProps};
