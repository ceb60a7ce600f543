//! Fuzz target `online`: any bytes as a signalling code, as a message either way of either game (Fox & Dolphin and tic-tac-toe), and fed to a live host and guest of each.
//! The body and its promises are in `tests/fuzz_bodies/mod.rs`, which
//! `cargo test --test fuzz_targets` also runs natively.
//!
//! Run: `cargo +nightly fuzz run online` (from the repository root).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/fuzz_bodies/mod.rs"]
mod fuzz_bodies;

fuzz_target!(|data: &[u8]| {
    fuzz_bodies::online(data);
});
