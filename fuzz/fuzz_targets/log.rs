//! Fuzz target: any bytes are read as a replay log, as a link or a file
//! would bring one. Most are refused with a `LogError`; one that decodes
//! must re-encode to a log that decodes to the same value, and must replay
//! through `Match::replay` (to `Ok` or to an `Err`) without panicking. The
//! check is the one the plain tests run (`tests/fox_dolphin_logs`).
//!
//! Run: `cargo +nightly fuzz run log` (from the repository root).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/fox_dolphin_logs/mod.rs"]
mod fox_dolphin_logs;

fuzz_target!(|data: &[u8]| {
    if let Err(why) = fox_dolphin_logs::check(data) {
        panic!("{why}");
    }
});
