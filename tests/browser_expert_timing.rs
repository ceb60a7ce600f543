//! How long Expert takes to decide in a real browser, on the release build:
//! positions of Hard against Hard (quick to reach) at N = 10, 16, 25 and 50,
//! every ten seconds of play over a few games; each side's decision timed
//! with `performance.now()`. Target: ≤ 2 ms at N = 50. The test yields to
//! the browser between sizes, so the test runner's polls are answered.
//!
//! Not part of the default test run (it is `#[ignore]`d: it measures, it
//! does not check behaviour). `scripts/bench.sh` runs it:
//!
//! ```text
//! wasm-pack test --release --headless --chrome --test browser_expert_timing -- --include-ignored --nocapture
//! ```
#![cfg(target_arch = "wasm32")]

use fox_and_xo::rules::fox_dolphin::ai::{decide, simulate, Judgment, Level};
use fox_and_xo::rules::fox_dolphin::{Game, Settings, Species, Status};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn positions(size: usize) -> Vec<Game> {
    let mut games = Vec::new();
    for seed in 1..=4 {
        let settings = Settings {
            seed,
            ..Settings::preset(size)
        };
        for k in 1..=12 {
            let played =
                simulate(settings, Level::Hard, Level::Hard, k * 10_000).expect("valid settings");
            if played.game().status() == Status::InGame {
                games.push(played.game().clone());
            }
        }
    }
    games
}

#[wasm_bindgen_test]
#[ignore]
async fn expert_decision_time_in_the_browser() {
    for size in [10, 16, 25, 50] {
        gloo_timers::future::TimeoutFuture::new(0).await;
        let games = positions(size);
        let mut times = Vec::new();
        for _ in 0..2 {
            for game in &games {
                for seat in Species::ALL {
                    let start = now_ms();
                    let choice = decide(game, seat, Judgment::Expert);
                    times.push(now_ms() - start);
                    assert!(choice.is_none_or(|m| game.legal_moves(seat).contains(&m)));
                }
            }
        }
        times.sort_by(f64::total_cmp);
        let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
        console_log!(
            "Expert decides at N = {size}: {} decisions, p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
            times.len(),
            at(0.5),
            at(0.95),
            at(1.0)
        );
    }
}
