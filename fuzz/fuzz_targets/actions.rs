//! Fuzz target: any bytes are read as settings and a sequence of actions
//! (legal and illegal moves, computer moves, time, joins, leaves) on a
//! Fox & Dolphin game, and the rules' invariants must hold after every
//! action. The decoding and the checks are the ones the property tests use
//! (`tests/fox_dolphin_invariants`); a broken invariant panics, which the
//! fuzzer reports with the input that caused it.
//!
//! Run: `cargo +nightly fuzz run actions` (from the repository root).
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/fox_dolphin_invariants/mod.rs"]
mod fox_dolphin_invariants;

fuzz_target!(|data: &[u8]| {
    let (settings, actions) = fox_dolphin_invariants::decode(data);
    if let Err(why) = fox_dolphin_invariants::run(settings, &actions) {
        panic!("invariant broken ({settings:?}): {why}");
    }
});
