//! The page loop and the page's one clock, under the
//! [`driver`](crate::ui::driver): the driver is the one way a page runs a
//! [`Session`](crate::session::Session), and it runs its frames here, every
//! [`FRAME_MS`], with [`now`]. No page starts a [`FrameLoop`] itself. (The
//! wall clock, for what carries a date, is `browser::wall_ms`, read there
//! and nowhere else.)

use gloo::timers::callback::Interval;

use crate::clock::Millis;

/// How often a page advances its session, in milliseconds.
pub const FRAME_MS: u32 = 16;

/// The page's one clock: milliseconds since the page opened
/// (`performance.now()`, monotonic), 0 where the browser has none. The one
/// place the browser's number becomes a [`Millis`].
pub fn now() -> Millis {
    Millis::from_browser(
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.now()),
    )
}

/// A running loop: calls its function every [`FRAME_MS`] with [`now`]
/// until dropped.
pub struct FrameLoop {
    _interval: Interval,
}

impl FrameLoop {
    pub fn start(mut on_frame: impl FnMut(Millis) + 'static) -> FrameLoop {
        FrameLoop {
            _interval: Interval::new(FRAME_MS, move || on_frame(now())),
        }
    }
}
