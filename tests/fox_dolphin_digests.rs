//! Pinned games: the digests of whole matches on several sizes, seeds,
//! timers and controllers (every level, and scripted people with their
//! refused clicks), recorded before the rules and the AI's fields were
//! optimised. A faster rule or field must keep every digest: the same
//! events, the same decisions. A deliberate change of a rule or of a
//! level's play changes some; the failure prints the whole new table to
//! paste here, and the change says why.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_logs;

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::{digest_hex, Controller, Settings};

const P: Controller = Controller::Person;
const E: Controller = Controller::Computer(Level::Easy);
const N: Controller = Controller::Computer(Level::Normal);
const H: Controller = Controller::Computer(Level::Hard);

/// Settings spelt out in full, so that a change of the defaults leaves
/// these games alone.
fn settings(size: usize, seed: u64, cooldown_ms: u64, tide_interval_ms: u64) -> Settings {
    Settings {
        size,
        seed,
        cooldown_ms,
        tide_interval_ms,
        time_limit_ms: Some(300_000),
    }
}

/// (size, seed, cooldown ms, tide interval ms, fox, dolphin, digest)
type Pinned = (usize, u64, u64, u64, Controller, Controller, &'static str);

const GAMES: &[Pinned] = &[
    (10, 11, 1000, 5000, H, H, "a4cda3a138b9bb63"),
    (10, 18, 250, 1000, N, H, "8fba00e0dd05615a"),
    (10, 25, 2000, 3000, H, E, "1cbc8164c12c873b"),
    (10, 32, 1000, 5000, E, E, "e79c6b66d778ab39"),
    (10, 7, 1000, 5000, H, H, "94c7dcaeed8c5d0b"),
    (50, 7, 1000, 5000, H, H, "61d2687a0b78477a"),
    (50, 7, 1000, 5000, P, H, "0ed895b4c5b19397"),
    (10, 39, 250, 1000, P, H, "d9f0baf00e747bfb"),
    (10, 46, 2000, 3000, H, P, "49f00bdc782b3a22"),
    (10, 53, 1000, 5000, P, P, "8957faa2f6ec07de"),
    (10, 60, 250, 1000, P, N, "800bc779e9c48ee7"),
    (16, 73, 2000, 3000, H, H, "9873a3c0d4318dd9"),
    (16, 80, 1000, 5000, N, H, "afab7f933c1e115e"),
    (16, 87, 250, 1000, H, E, "5dc9d6fb31945e52"),
    (16, 94, 2000, 3000, E, E, "fd85c21d78cb1bd1"),
    (16, 4, 1000, 5000, P, H, "d8b602b845b4cddc"),
    (16, 11, 250, 1000, H, P, "6d6e141f95d9d38c"),
    (16, 18, 2000, 3000, P, P, "1d214cdc692de0ba"),
    (16, 25, 1000, 5000, P, N, "8b9c93a5ee06731b"),
    (25, 41, 250, 1000, H, H, "8dd8023c81457adb"),
    (25, 48, 2000, 3000, H, N, "94bc6bd659630805"),
    (25, 55, 1000, 5000, E, H, "f076b864ef1a9bb4"),
    (25, 62, 250, 1000, N, N, "4d528fc74fa6f870"),
    (25, 69, 2000, 3000, P, H, "c6ff93a44d524152"),
    (25, 76, 1000, 5000, P, P, "9676588b6ae1c3e2"),
    (25, 83, 250, 1000, E, P, "a6b4fb071ae9d1dc"),
    (50, 18, 2000, 3000, H, H, "8a2cf6f4d12982c7"),
    (50, 25, 1000, 5000, N, H, "b0bbdb753a0a702f"),
    (50, 32, 250, 1000, H, E, "fe4bcb2e8a340216"),
    (50, 39, 2000, 3000, E, E, "06e846cd8c08f132"),
    (50, 46, 1000, 5000, P, H, "56224ba109d6ea0d"),
    (50, 53, 250, 1000, H, P, "e3809bbedf44a7f3"),
    (50, 60, 2000, 3000, P, P, "2ba9c4eeb844c5c1"),
    (50, 67, 1000, 5000, P, N, "3158f087d25dcb28"),
];

fn name(c: Controller) -> &'static str {
    match c {
        Controller::Person => "P",
        Controller::Computer(Level::Easy) => "E",
        Controller::Computer(Level::Normal) => "N",
        Controller::Computer(Level::Hard) => "H",
    }
}

#[test]
fn pinned_games_keep_their_digests() {
    let mut table = String::new();
    let mut differ = 0;
    for &(size, seed, cooldown, tide, fox, dolphin, pinned) in GAMES {
        let played =
            fox_dolphin_logs::play(settings(size, seed, cooldown, tide), [fox, dolphin], seed);
        let digest = digest_hex(played.digest());
        differ += usize::from(digest != pinned);
        table += &format!(
            "    ({size}, {seed}, {cooldown}, {tide}, {}, {}, \"{digest}\"),\n",
            name(fox),
            name(dolphin)
        );
    }
    assert!(
        differ == 0 && !GAMES.is_empty(),
        "{differ} of {} digests differ; the games now give:\n{table}",
        GAMES.len()
    );
}
