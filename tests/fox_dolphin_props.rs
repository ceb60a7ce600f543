//! Property tests of Fox & Dolphin: random sequences of actions (legal and
//! illegal moves, computer moves, time advances, joins, leaves) on random
//! seeded games with N from 10 to 50, checking the rules' invariants after
//! every action:
//!
//! - the island is connected (Z spec `Board` invariant);
//! - the land count follows the tide: `island_tiles(N)` plus or minus N for each
//!   tide step taken, and the number of steps follows the clock;
//! - neither species ever grows or exceeds N, and the animals on the board
//!   are exactly those the events account for: an animal only ever moves as
//!   a `Moved` or `Ate` event says, and disappears only when eaten;
//! - a refused move request changes nothing but (when heard) the cooldown.
//!
//! The default run is 256 cases × 400 actions (over 100,000 actions, a few
//! seconds with `profile.test` at opt-level 3):
//!
//! ```text
//! cargo test --test fox_dolphin_props
//! ```
//!
//! A million actions: `PROPTEST_CASES=2560 cargo test --test fox_dolphin_props`.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_invariants;

use fox_and_xo::rules::fox_dolphin::ai::Judgment;
use fox_and_xo::rules::fox_dolphin::{Coord, Settings, Species};
use fox_dolphin_invariants::{run, Action};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const ACTIONS: usize = 400;

fn species() -> impl Strategy<Value = Species> {
    prop_oneof![Just(Species::Fox), Just(Species::Dolphin)]
}

fn coord() -> impl Strategy<Value = Coord> {
    (0usize..52, 0usize..52).prop_map(|(row, col)| Coord { row, col })
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        1 => Just(Action::Join),
        1 => species().prop_map(Action::Leave),
        120 => (0u64..3_000).prop_map(Action::Wait),
        160 => (species(), any::<usize>(), 0u64..1_500)
            .prop_map(|(seat, pick, late)| Action::Legal { seat, pick, late }),
        60 => (species(), coord(), 0usize..6, 0u64..1_500).prop_map(|(seat, from, way, late)| {
            let step = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (0, 2)][way];
            let to = Coord {
                row: from.row.saturating_add_signed(step.0),
                col: from.col.saturating_add_signed(step.1),
            };
            Action::Wild { seat, from, to, late }
        }),
        40 => (species(), prop_oneof![Just(Judgment::Easy), Just(Judgment::Normal), Just(Judgment::Hard)])
            .prop_map(|(seat, judgment)| Action::Computer { seat, judgment }),
    ]
}

fn settings() -> impl Strategy<Value = Settings> {
    (
        10usize..=50,
        any::<u64>(),
        100u64..=2_000,
        1_000u64..=8_000,
        prop_oneof![Just(None), (30_000u64..=1_200_000).prop_map(Some)],
        1_000u64..=12_000,
    )
        .prop_map(
            |(size, seed, cooldown_ms, tide_interval_ms, time_limit_ms, first_tide_ms)| Settings {
                size,
                seed,
                cooldown_ms,
                tide_interval_ms,
                first_tide_ms,
                time_limit_ms,
            },
        )
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn every_action_keeps_the_rules_invariants(
        settings in settings(),
        actions in prop::collection::vec(action(), ACTIONS),
    ) {
        run(settings, &actions).map_err(TestCaseError::fail)?;
    }
}
