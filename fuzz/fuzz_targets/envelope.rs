//! Fuzz target `envelope`: any bytes as a sealed event content (opened with a room's keys), and as a payload sealed and opened back; opened payloads read as join messages.
//! The body and its promises are in `tests/fuzz_bodies/mod.rs`, which
//! `cargo test --test fuzz_targets` also runs natively.
//!
//! Run: `cargo +nightly fuzz run envelope` (from the repository root).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/fuzz_bodies/mod.rs"]
mod fuzz_bodies;

fuzz_target!(|data: &[u8]| {
    fuzz_bodies::envelope(data);
});
