//! How long a Fox & Dolphin replay link gets: plays whole games with
//! scripted people (`tests/fox_dolphin_logs`: a click as soon as the
//! cooldown allows, within a quarter of a second, about one in ten refused)
//! and prints the size of each log as bytes, as base64url text, and as the
//! query of a replay link. The page's own address comes on top of that;
//! the page offers a link up to 8,000 characters in all, a file above.
//!
//! Two sets of timers: a 5-minute game with a cooldown of 1 s and a tide
//! step every 5 s (a click about once a second), and the default game
//! (`Settings::preset`: 15 minutes, cooldown 0.5 s, tide every second, so
//! about two clicks a second).
//!
//! ```text
//! cargo run --release --example log_size
//! cargo run --release --example log_size -- --write fuzz/corpus/log   # also saves each log as a .fdlog file
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::Settings;
use fox_and_xo::rules::Seat;

#[path = "../tests/fox_dolphin_logs/mod.rs"]
mod fox_dolphin_logs;

/// The query of a replay link, before the log's text.
const QUERY: &str = "?game=fox-dolphin&replay=";

/// Settings of a size and a seed.
type Timers = fn(usize, u64) -> Settings;

/// The 5-minute game, spelt out.
fn five_minutes(size: usize, seed: u64) -> Settings {
    Settings {
        size,
        seed,
        cooldown_ms: 1_000,
        tide_interval_ms: 5_000,
        first_tide_ms: 5_000,
        time_limit_ms: Some(300_000),
    }
}

/// The default game at this size.
fn default_game(size: usize, seed: u64) -> Settings {
    Settings {
        seed,
        ..Settings::preset(size)
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = match args.as_slice() {
        [] => None,
        [flag, dir] if flag == "--write" => Some(PathBuf::from(dir)),
        _ => {
            eprintln!("usage: log_size [--write DIR]");
            return ExitCode::FAILURE;
        }
    };
    let person = Seat::You;
    let hard = Seat::Computer(Level::Hard);
    let games = [
        ("person-vs-hard", [person, hard]),
        ("hard-vs-person", [hard, person]),
        ("two-people", [person, person]),
    ];
    let timers: [(&str, Timers); 2] =
        [("5 min, 1 s, 5 s", five_minutes), ("default", default_game)];
    println!("| timers | N | game | seed | game time | intents | bytes | text chars | link query chars |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (timers_name, timers) in timers {
        for size in [16, 50] {
            for (name, seats) in games {
                for seed in 1..=3 {
                    let played = fox_dolphin_logs::play(timers(size, seed), seats, seed);
                    let log = played.log();
                    let bytes = log.encode();
                    let text = log.to_text();
                    println!(
                        "| {timers_name} | {size} | {name} | {seed} | {} s | {} | {} | {} | {} |",
                        played.game().now() / 1_000,
                        log.intents.len(),
                        bytes.len(),
                        text.len(),
                        QUERY.len() + text.len()
                    );
                    if let Some(dir) = &write {
                        let file = format!(
                            "{name}-n{size}-seed{seed}-{}.fdlog",
                            log.settings.cooldown_ms
                        );
                        let path = dir.join(file);
                        let saved = std::fs::create_dir_all(dir)
                            .and_then(|_| std::fs::write(&path, &bytes));
                        if let Err(e) = saved {
                            eprintln!("{}: {e}", path.display());
                            return ExitCode::FAILURE;
                        }
                    }
                }
            }
        }
    }
    ExitCode::SUCCESS
}
