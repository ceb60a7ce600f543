//! The one page loop and the one clock: every page that drives a
//! [`Session`](crate::session::Session) calls its `advance` from here, every
//! [`FRAME_MS`], with [`now_ms`].

use gloo::timers::callback::Interval;
use yew::prelude::*;

/// How often a page advances its session, in milliseconds.
pub const FRAME_MS: u32 = 16;

/// The page's one clock: milliseconds since the page opened
/// (`performance.now()`, monotonic), 0 where the browser has none.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The clock in whole milliseconds, as the pure online core takes it.
pub fn now_whole_ms() -> u64 {
    now_ms() as u64
}

/// A running loop: calls its function every [`FRAME_MS`] with [`now_ms`]
/// until dropped.
pub struct FrameLoop {
    _interval: Interval,
}

impl FrameLoop {
    pub fn start(mut on_frame: impl FnMut(f64) + 'static) -> FrameLoop {
        FrameLoop {
            _interval: Interval::new(FRAME_MS, move || on_frame(now_ms())),
        }
    }
}

/// The loop as a hook: while `running`, `on_frame` gets [`now_ms`] every
/// [`FRAME_MS`]; it stops when `running` turns false or the component goes.
/// The loop keeps the `on_frame` it started with: pass one that does not
/// change between renders (a reducer's dispatcher wrapped once).
#[hook]
pub fn use_frame_loop(running: bool, on_frame: Callback<f64>) {
    use_effect_with(running, move |&running| {
        let frames = running.then(|| FrameLoop::start(move |now| on_frame.emit(now)));
        move || drop(frames)
    });
}
