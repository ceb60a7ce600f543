//! The one page loop and the page's one clock: every page that drives a
//! [`Session`](crate::session::Session) calls its `advance` from here, every
//! [`FRAME_MS`], with [`now`]. (The wall clock, for what carries a date, is
//! `browser::wall_ms`, read there and nowhere else.)

use gloo::timers::callback::Interval;
use yew::prelude::*;

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

/// The loop as a hook: while `running`, `on_frame` gets [`now`] every
/// [`FRAME_MS`]; it stops when `running` turns false or the component goes.
/// The loop keeps the `on_frame` it started with: pass one that does not
/// change between renders (a reducer's dispatcher wrapped once).
#[hook]
pub fn use_frame_loop(running: bool, on_frame: Callback<Millis>) {
    use_effect_with(running, move |&running| {
        let frames = running.then(|| FrameLoop::start(move |now| on_frame.emit(now)));
        move || drop(frames)
    });
}
