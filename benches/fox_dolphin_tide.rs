//! How long one tide step takes on the largest board (N = 50), flooding and
//! surfacing, and how long the Normal AI takes to decide.
//! Run: `cargo bench --bench fox_dolphin_tide`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use fox_and_xo::rules::fox_dolphin::ai::{decide, Level};
use fox_and_xo::rules::fox_dolphin::{Game, Settings, Species};

/// A running 50 × 50 game just before tide step `step` (1 floods, 3 surfaces).
fn before_step(step: u64) -> Game {
    let settings = Settings {
        size: 50,
        seed: 7,
        time_limit_ms: None,
        ..Settings::default()
    };
    let mut game = Game::new(settings).expect("game");
    game.join().expect("fox");
    game.join().expect("dolphin");
    game.advance((step - 1) * 5_000);
    game
}

fn tide(c: &mut Criterion) {
    for (name, step) in [
        ("tide step floods 50 (N=50)", 1),
        ("tide step surfaces 50 (N=50)", 3),
    ] {
        let game = before_step(step);
        let due = step * 5_000;
        c.bench_function(name, |b| {
            b.iter_batched(
                || game.clone(),
                |mut g| {
                    g.advance(due);
                    g
                },
                BatchSize::SmallInput,
            )
        });
    }
}

fn normal_ai(c: &mut Criterion) {
    let game = before_step(1);
    c.bench_function("normal AI decides (N=50)", |b| {
        b.iter(|| decide(&game, Species::Dolphin, Level::Normal))
    });
}

criterion_group!(benches, tide, normal_ai);
criterion_main!(benches);
