//! Pinned games: the digests of whole matches on several sizes, seeds,
//! timers and controllers (every level, and scripted people with their
//! refused clicks), recorded before the rules and the AI's fields were
//! optimised (and again, unchanged by that optimisation, after the island
//! was re-balanced and Expert came in). A faster rule or field must keep every digest: the same
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
const X: Controller = Controller::Computer(Level::Expert);

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
    (10, 11, 1000, 5000, H, H, "b1381bb848548ba0"),
    (10, 18, 250, 1000, N, H, "70004cadb5a3e114"),
    (10, 25, 2000, 3000, H, E, "c885ed846e79c7be"),
    (10, 32, 1000, 5000, E, E, "ba43a8d9df89180d"),
    (10, 7, 1000, 5000, H, H, "ae26556cbaf129b6"),
    (50, 7, 1000, 5000, H, H, "419fca51b3eae855"),
    (50, 7, 1000, 5000, P, H, "027c929de9d215b1"),
    (10, 39, 250, 1000, P, H, "330b4d40e0a69f50"),
    (10, 46, 2000, 3000, H, P, "401758ed2fe10d1f"),
    (10, 53, 1000, 5000, P, P, "4c75fd0a94e727ea"),
    (10, 60, 250, 1000, P, N, "941e5d95d2bcf99d"),
    (16, 73, 2000, 3000, H, H, "2508ad35da8cd526"),
    (16, 80, 1000, 5000, N, H, "05340bcc44dfdf69"),
    (16, 87, 250, 1000, H, E, "a48a696e0da4c97b"),
    (16, 94, 2000, 3000, E, E, "3da3e44db02f6539"),
    (16, 4, 1000, 5000, P, H, "3630f9189574274d"),
    (16, 11, 250, 1000, H, P, "c7e0a91d7990ae83"),
    (16, 18, 2000, 3000, P, P, "ee5cd784902f2ce9"),
    (16, 25, 1000, 5000, P, N, "08aa6f397f82f9a5"),
    (25, 41, 250, 1000, H, H, "2ebb784612a73f85"),
    (25, 48, 2000, 3000, H, N, "f58ea97bec461e34"),
    (25, 55, 1000, 5000, E, H, "fa514817c3e46408"),
    (25, 62, 250, 1000, N, N, "50b1b796d34b51e5"),
    (25, 69, 2000, 3000, P, H, "a94332a4facc4453"),
    (25, 76, 1000, 5000, P, P, "6ed5b887a0fded6e"),
    (25, 83, 250, 1000, E, P, "33895bbcc8ae63f7"),
    (50, 18, 2000, 3000, H, H, "9b546468c3c030ac"),
    (50, 25, 1000, 5000, N, H, "d377505620d2267f"),
    (50, 32, 250, 1000, H, E, "f438d4efa476ad70"),
    (50, 39, 2000, 3000, E, E, "06c2f0f74b3bd25f"),
    (50, 46, 1000, 5000, P, H, "962093db6e629824"),
    (50, 53, 250, 1000, H, P, "0cacf5fdfd038dd2"),
    (50, 60, 2000, 3000, P, P, "972dc6127c7016f2"),
    (50, 67, 1000, 5000, P, N, "674dea0d8214dbfb"),
    (12, 5, 500, 1000, X, H, "9864f626b605498f"),
    (12, 6, 500, 1000, H, X, "b273757d6c6fe8f6"),
    (16, 7, 500, 1000, X, P, "003f63b5f3c922a3"),
];

fn name(c: Controller) -> &'static str {
    match c {
        Controller::Person => "P",
        Controller::Computer(Level::Easy) => "E",
        Controller::Computer(Level::Normal) => "N",
        Controller::Computer(Level::Hard) => "H",
        Controller::Computer(Level::Expert) => "X",
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
