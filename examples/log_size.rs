//! How long a Fox & Dolphin replay link gets: plays typical 5-minute games
//! (the default timers, with a 5-minute limit) with scripted
//! people (`tests/fox_dolphin_logs`: a click about once a second, about one
//! in ten refused) and prints the size of each log as bytes, as base64url
//! text, and as the query of a replay link. The page's own address comes
//! on top of that.
//!
//! ```text
//! cargo run --release --example log_size
//! cargo run --release --example log_size -- --write fuzz/corpus/log   # also saves each log as a .fdlog file
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::{Controller, Settings};

#[path = "../tests/fox_dolphin_logs/mod.rs"]
mod fox_dolphin_logs;

/// The query of a replay link, before the log's text.
const QUERY: &str = "?game=fox-dolphin&replay=";

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
    let person = Controller::Person;
    let hard = Controller::Computer(Level::Hard);
    let games = [
        ("person-vs-hard", [person, hard]),
        ("hard-vs-person", [hard, person]),
        ("two-people", [person, person]),
    ];
    println!("| N | game | seed | game time | intents | bytes | text chars | link query chars |");
    println!("|---|---|---|---|---|---|---|---|");
    for size in [16, 50] {
        for (name, controllers) in games {
            for seed in 1..=3 {
                let settings = Settings {
                    size,
                    seed,
                    time_limit_ms: Some(300_000),
                    ..Settings::default()
                };
                let played = fox_dolphin_logs::play(settings, controllers, seed);
                let log = played.log();
                let bytes = log.encode();
                let text = log.to_text();
                println!(
                    "| {size} | {name} | {seed} | {} s | {} | {} | {} | {} |",
                    played.game().now() / 1_000,
                    log.intents.len(),
                    bytes.len(),
                    text.len(),
                    QUERY.len() + text.len()
                );
                if let Some(dir) = &write {
                    let path = dir.join(format!("{name}-n{size}-seed{seed}.fdlog"));
                    if let Err(e) =
                        std::fs::create_dir_all(dir).and_then(|_| std::fs::write(&path, &bytes))
                    {
                        eprintln!("{}: {e}", path.display());
                        return ExitCode::FAILURE;
                    }
                }
            }
        }
    }
    ExitCode::SUCCESS
}
