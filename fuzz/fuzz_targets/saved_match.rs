//! Fuzz target `saved_match`: any bytes as the host's saved match (its page's session storage), for either game.
//! The body and its promises are in `tests/fuzz_bodies/mod.rs`, which
//! `cargo test --test fuzz_targets` also runs natively.
//!
//! Run: `cargo +nightly fuzz run saved_match` (from the repository root).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/fuzz_bodies/mod.rs"]
mod fuzz_bodies;

fuzz_target!(|data: &[u8]| {
    fuzz_bodies::saved_match(data);
});
