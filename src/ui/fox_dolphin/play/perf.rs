//! User Timing marks around the screen's updates, for the browser benchmark
//! (`tests/perf/fox_dolphin.mjs` reads them with
//! `performance.getEntriesByName`):
//!
//! - `fd-tick`: one frame's game ticks (the whole ticks its wall time holds,
//!   usually one or two: rules, tide and computer players), no render;
//! - `fd-render-move`, `fd-render-tide`: from just before a re-render is
//!   asked for, after a tick that moved an animal or stepped the tide, to
//!   just after it reached the page (an effect after render);
//! - `fd-render-clock`: the same for a re-render that only a clock asked
//!   for (the board unchanged): the screen's own cost around the board;
//! - `fd-scrub`: a jump of the replay viewer's scrubber, from the input to
//!   just after the board at the new tick reached the page; `fd-seek`: the
//!   jump alone (snapshot, steps, feed), without the render.
//!
//! Each costs a few microseconds; a browser without `performance` skips them.
//! The browser keeps measures until cleared, so every [`KEPT`] of them the
//! old ones are dropped: a long game does not grow the page's memory, and a
//! benchmark minute (about 1,500 measures) is never cut short.

use std::cell::Cell;

use crate::ui::browser;

const UPDATE_MARK: &str = "fd-update";

pub use crate::ui::fox_dolphin::page::Measured;

/// How many measures are kept before the old ones are cleared.
pub const KEPT: u32 = 20_000;

const NAMES: [&str; 6] = [
    "fd-tick",
    "fd-render-move",
    "fd-render-tide",
    "fd-render-clock",
    "fd-scrub",
    "fd-seek",
];

thread_local! {
    static PENDING: Cell<Option<Measured>> = const { Cell::new(None) };
    static COUNT: Cell<u32> = const { Cell::new(0) };
}

/// Counts a measure; clears ours when there are [`KEPT`] of them.
fn counted(p: &web_sys::Performance) {
    let count = COUNT.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    if count >= KEPT {
        COUNT.with(|c| c.set(0));
        for name in NAMES {
            p.clear_measures_with_measure_name(name);
        }
    }
}

fn performance() -> Option<web_sys::Performance> {
    web_sys::window()?.performance()
}

/// Runs one frame's ticks as the `fd-tick` measure (see `browser::measured`).
pub fn tick<T>(work: impl FnOnce() -> T) -> T {
    let result = browser::measured("fd-tick", work);
    if let Some(p) = performance() {
        counted(&p);
    }
    result
}

/// Call just before asking for the re-render that shows `what`.
pub fn render_asked(what: Measured) {
    if let Some(p) = performance() {
        let _ = p.mark(UPDATE_MARK);
        PENDING.with(|pending| pending.set(Some(what)));
    }
}

/// Call from an effect after each render: closes the pending measure.
pub fn rendered() {
    let Some(what) = PENDING.with(Cell::take) else {
        return;
    };
    if let Some(p) = performance() {
        let name = match what {
            Measured::Move => "fd-render-move",
            Measured::Tide => "fd-render-tide",
            Measured::Clock => "fd-render-clock",
            Measured::Scrub => "fd-scrub",
        };
        let _ = p.measure_with_start_mark(name, UPDATE_MARK);
        p.clear_marks_with_mark_name(UPDATE_MARK);
        counted(&p);
    }
}
