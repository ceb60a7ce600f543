//! Fuzz target `relay_frame`: any bytes as text from a Nostr relay: the small JSON reader and the frame reader.
//! The body and its promises are in `tests/fuzz_bodies/mod.rs`, which
//! `cargo test --test fuzz_targets` also runs natively.
//!
//! Run: `cargo +nightly fuzz run relay_frame` (from the repository root).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/fuzz_bodies/mod.rs"]
mod fuzz_bodies;

fuzz_target!(|data: &[u8]| {
    fuzz_bodies::relay_frame(data);
});
