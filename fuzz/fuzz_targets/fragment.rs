//! Fuzz target `fragment`: any bytes as an invitation link's fragment
//! (`online::invitation`: the code, the room's secret, the connection
//! settings and relays), as the host page's own settings, as a relay list.
//! The body and its promises are in `tests/fuzz_bodies/mod.rs`, which
//! `cargo test --test fuzz_targets` also runs natively.
//!
//! Run: `cargo +nightly fuzz run fragment` (from the repository root).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/fuzz_bodies/mod.rs"]
mod fuzz_bodies;

fuzz_target!(|data: &[u8]| {
    fuzz_bodies::fragment(data);
});
