//! The `log` fuzz target's check (`fuzz/fuzz_targets/log.rs`) on random
//! inputs, for machines without cargo-fuzz: random bytes, and real logs
//! with bytes changed or cut off. A log that decodes must re-encode to
//! the same log and replay without panicking (`tests/fox_dolphin_logs`).
//!
//! ```text
//! cargo test --test fox_dolphin_log_fuzz_inputs                      # 300 inputs
//! FUZZ_INPUTS=30000 cargo test --release --test fox_dolphin_log_fuzz_inputs
//! ```
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_logs;

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::{Log, Settings};
use fox_and_xo::rules::Seat;
use fox_dolphin_logs::check;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn inputs() -> u64 {
    std::env::var("FUZZ_INPUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

/// Short real games to damage: a person against each level, and two people.
fn real_logs() -> Vec<Vec<u8>> {
    let person = Seat::You;
    [
        person,
        Seat::Computer(Level::Easy),
        Seat::Computer(Level::Normal),
        Seat::Computer(Level::Hard),
    ]
    .into_iter()
    .enumerate()
    .map(|(k, dolphin)| {
        let settings = Settings {
            size: 10 + 2 * k,
            seed: k as u64,
            cooldown_ms: 400,
            tide_interval_ms: 2_000,
            first_tide_ms: 2_000 + 1_000 * k as u64,
            time_limit_ms: Some(30_000),
        };
        fox_dolphin_logs::play(settings, [person, dolphin], k as u64)
            .log()
            .encode()
    })
    .collect()
}

#[test]
fn random_and_damaged_logs_pass_the_fuzz_check() {
    let mut rng = ChaCha8Rng::seed_from_u64(0x10C);
    let real = real_logs();
    let mut decoded = 0;
    for case in 0..inputs() {
        let bytes: Vec<u8> = match case % 3 {
            0 => {
                let len = rng.random_range(0..300);
                (0..len).map(|_| rng.random()).collect()
            }
            1 => {
                let mut bytes = real[rng.random_range(0..real.len())].clone();
                for _ in 0..rng.random_range(1..=2) {
                    let at = rng.random_range(0..bytes.len());
                    bytes[at] = rng.random();
                }
                bytes
            }
            _ => {
                let log = &real[rng.random_range(0..real.len())];
                log[..rng.random_range(0..log.len())].to_vec()
            }
        };
        decoded += usize::from(Log::decode(&bytes).is_ok());
        if let Err(why) = check(&bytes) {
            panic!("input {case} (bytes {bytes:02x?}): {why}");
        }
    }
    assert!(
        decoded > 0 || inputs() < 30,
        "some damaged logs still decode, and replay"
    );
}

#[test]
fn the_real_logs_pass_the_check_and_cut_ones_are_refused() {
    for log in real_logs() {
        assert_eq!(check(&log), Ok(()));
        assert!(Log::decode(&log[..log.len() - 1]).is_err());
    }
}
