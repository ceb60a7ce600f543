//! The fuzz target's check (`fuzz/fuzz_targets/actions.rs`) on random bytes,
//! for machines without cargo-fuzz: each input is decoded into settings and
//! an action sequence exactly as the fuzzer's are, and every invariant of
//! `tests/fox_dolphin_invariants` must hold after every action.
//!
//! ```text
//! cargo test --test fox_dolphin_fuzz_inputs                      # 200 inputs
//! FUZZ_INPUTS=20000 cargo test --test fox_dolphin_fuzz_inputs
//! ```
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_invariants;

use fox_dolphin_invariants::{decode, run};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn inputs() -> u64 {
    std::env::var("FUZZ_INPUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200)
}

#[test]
fn random_bytes_keep_the_rules_invariants() {
    let mut rng = ChaCha8Rng::seed_from_u64(0xF0C5);
    for case in 0..inputs() {
        let len = rng.random_range(0..12 + 6 * 400);
        let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
        let (settings, actions) = decode(&bytes);
        if let Err(why) = run(settings, &actions) {
            panic!("input {case} ({settings:?}, bytes {bytes:02x?}): {why}");
        }
    }
}

#[test]
fn empty_and_short_inputs_decode_to_valid_games() {
    for len in 0..20 {
        let (settings, actions) = decode(&vec![0xAB; len]);
        assert_eq!(settings.validate(), Ok(()));
        assert!(run(settings, &actions).is_ok());
    }
}
