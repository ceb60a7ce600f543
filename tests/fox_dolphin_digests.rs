//! Pinned games: the digests of whole matches on several sizes, seeds,
//! timers and seats (every level, and scripted people with their
//! refused clicks), recorded before the rules and the AI's fields were
//! optimised (and again, unchanged by that optimisation, after the island
//! was re-balanced and Expert came in). A faster rule or field must keep every digest: the same
//! events, the same decisions. A deliberate change of a rule or of a
//! level's play changes some; the failure prints the whole new table to
//! paste here, and the change says why.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_logs;

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::{digest_hex, Settings};
use fox_and_xo::rules::Seat;

const P: Seat<Level> = Seat::You;
const E: Seat<Level> = Seat::Computer(Level::Easy);
const N: Seat<Level> = Seat::Computer(Level::Normal);
const H: Seat<Level> = Seat::Computer(Level::Hard);
const X: Seat<Level> = Seat::Computer(Level::Expert);

/// Settings spelt out in full, so that a change of the defaults leaves
/// these games alone.
fn settings(size: usize, seed: u64, cooldown_ms: u64, tide_interval_ms: u64) -> Settings {
    Settings {
        size,
        seed,
        cooldown_ms,
        tide_interval_ms,
        // Before the wait before the first tide step was a setting, the
        // first step came one interval after the start.
        first_tide_ms: tide_interval_ms,
        time_limit_ms: Some(300_000),
    }
}

/// (size, seed, cooldown ms, tide interval ms, fox, dolphin, digest)
type Pinned = (usize, u64, u64, u64, Seat<Level>, Seat<Level>, &'static str);

const GAMES: &[Pinned] = &[
    (10, 11, 1000, 5000, H, H, "b1381bb848548ba0"),
    (10, 18, 250, 1000, N, H, "82db598c46b54bb1"),
    (10, 25, 2000, 3000, H, E, "116ab5ffec259c85"),
    (10, 32, 1000, 5000, E, E, "b4d239de1a5790ca"),
    (10, 7, 1000, 5000, H, H, "ae26556cbaf129b6"),
    (50, 7, 1000, 5000, H, H, "f49e570023e5d109"),
    (50, 7, 1000, 5000, P, H, "c55a9928f25c9899"),
    (10, 39, 250, 1000, P, H, "330b4d40e0a69f50"),
    (10, 46, 2000, 3000, H, P, "401758ed2fe10d1f"),
    (10, 53, 1000, 5000, P, P, "4c75fd0a94e727ea"),
    (10, 60, 250, 1000, P, N, "738cfaa2b9d3937b"),
    (16, 73, 2000, 3000, H, H, "944e90a10185a8fc"),
    (16, 80, 1000, 5000, N, H, "e9591417314034a3"),
    (16, 87, 250, 1000, H, E, "10a53743ce168c89"),
    (16, 94, 2000, 3000, E, E, "bcb337bb0db20305"),
    (16, 4, 1000, 5000, P, H, "174f061d3be66646"),
    (16, 11, 250, 1000, H, P, "f07121507aff5e10"),
    (16, 18, 2000, 3000, P, P, "30f11b29ed2e75d8"),
    (16, 25, 1000, 5000, P, N, "6f12d5b661d90c66"),
    (25, 41, 250, 1000, H, H, "0af7f16ff61d1be7"),
    (25, 48, 2000, 3000, H, N, "30cf5e35ba1e95f3"),
    (25, 55, 1000, 5000, E, H, "89d3068868dd2c1f"),
    (25, 62, 250, 1000, N, N, "ada4ddfef744b4c6"),
    (25, 69, 2000, 3000, P, H, "757a46925c1b41eb"),
    (25, 76, 1000, 5000, P, P, "5989c4df742f70a3"),
    (25, 83, 250, 1000, E, P, "7355318939cddb15"),
    (50, 18, 2000, 3000, H, H, "951a6ceee8e76581"),
    (50, 25, 1000, 5000, N, H, "0793af4a70c7d4fd"),
    (50, 32, 250, 1000, H, E, "0c4d8714a8d0c1df"),
    (50, 39, 2000, 3000, E, E, "d1b5c2f224255cb1"),
    (50, 46, 1000, 5000, P, H, "e4bf9f20ae3a371d"),
    (50, 53, 250, 1000, H, P, "a7670f3792676d19"),
    (50, 60, 2000, 3000, P, P, "22b166764533023d"),
    (50, 67, 1000, 5000, P, N, "5e176f8895e8d200"),
    (12, 5, 500, 1000, X, H, "5dc39de4c8ff3191"),
    (12, 6, 500, 1000, H, X, "96f24907e585b0e8"),
    (16, 7, 500, 1000, X, P, "8e6f1040bc881572"),
];

fn name(seat: Seat<Level>) -> &'static str {
    match seat {
        Seat::You | Seat::HotSeat | Seat::Guest => "P",
        Seat::Computer(Level::Easy) => "E",
        Seat::Computer(Level::Normal) => "N",
        Seat::Computer(Level::Hard) => "H",
        Seat::Computer(Level::Expert) => "X",
        // The rungs between have no pinned games of their own.
        Seat::Computer(_) => "R",
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

/// Games at today's defaults (`Settings::default()` with a seed, and so
/// its wait before the first tide step, 6 s since issue 28): a change of a
/// default changes these, and only these.
const DEFAULT_GAMES: &[(u64, Seat<Level>, Seat<Level>, &str)] = &[
    (1, P, E, "37acbb5284f31dde"),
    (2, E, P, "3f25eae7968ca063"),
    (3, X, X, "03e622887c7c3bb8"),
];

#[test]
fn pinned_games_at_the_defaults_keep_their_digests() {
    let mut table = String::new();
    let mut differ = 0;
    for &(seed, fox, dolphin, pinned) in DEFAULT_GAMES {
        let settings = Settings {
            seed,
            ..Settings::default()
        };
        let played = fox_dolphin_logs::play(settings, [fox, dolphin], seed);
        let digest = digest_hex(played.digest());
        differ += usize::from(digest != pinned);
        table += &format!(
            "    ({seed}, {}, {}, \"{digest}\"),\n",
            name(fox),
            name(dolphin)
        );
    }
    assert!(
        differ == 0,
        "{differ} of {} digests differ; the games now give:\n{table}",
        DEFAULT_GAMES.len()
    );
}
