//! Prints the digest of a Fox & Dolphin match, natively: the same match the
//! browser plays, so the same digest means the same game, event for event.
//!
//! ```text
//! # a computer-against-computer game from its settings
//! cargo run --release --example replay -- --size 16 --seed 5 --fox hard --dolphin easy --cooldown 250 --tide 1000 --limit 30
//! # a recorded game from its log (the base64url text of a replay link, or a saved file)
//! cargo run --release --example replay -- --log AQ...
//! cargo run --release --example replay -- --file game.fdlog
//! ```
//!
//! Prints `digest <16 hex digits>`, then the outcome, the game time and the
//! number of ticks. Exits with an error message for a malformed log.

use std::process::ExitCode;

use fox_and_xo::rules::fox_dolphin::ai::{simulate, Level};
use fox_and_xo::rules::fox_dolphin::{digest_hex, Log, Match, Settings};
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::fox_dolphin::words::FdWords;
use fox_and_xo::ui::i18n::Lang;

/// The game's English words: the one wording of the rules' errors.
fn en() -> &'static FdWords {
    FdWords::of(Lang::En)
}

fn level(name: &str) -> Result<Level, String> {
    match Seat::from_key(name) {
        Some(Seat::Computer(level)) => Ok(level),
        _ => Err(format!(
            "unknown level {name:?}: use a level's link word (easy, normal, hard, expert, …)"
        )),
    }
}

fn number(flag: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} wants a whole number, not {value:?}"))
}

fn run(args: &[String]) -> Result<Match, String> {
    let mut settings = Settings::default();
    let (mut fox, mut dolphin) = (Level::Hard, Level::Hard);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--log" => {
                let log = Log::from_text(value.trim()).map_err(|e| en().fd_log_error(&e))?;
                return Match::replay(&log).map_err(|e| en().fd_log_error(&e));
            }
            "--file" => {
                let bytes = std::fs::read(value).map_err(|e| format!("{value}: {e}"))?;
                let log = Log::decode(&bytes).map_err(|e| en().fd_log_error(&e))?;
                return Match::replay(&log).map_err(|e| en().fd_log_error(&e));
            }
            "--size" => settings.size = number(flag, value)? as usize,
            "--seed" => settings.seed = number(flag, value)?,
            "--fox" => fox = level(value)?,
            "--dolphin" => dolphin = level(value)?,
            "--cooldown" => settings.cooldown_ms = number(flag, value)?,
            "--tide" => settings.tide_interval_ms = number(flag, value)?,
            "--limit" if value == "none" => settings.time_limit_ms = None,
            "--limit" => settings.time_limit_ms = Some(number(flag, value)? * 1_000),
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    simulate(settings, fox, dolphin, u64::MAX).map_err(|e| en().fd_settings_error(&e))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(played) => {
            println!("digest {}", digest_hex(played.digest()));
            let game = played.game();
            match game.outcome() {
                Some(outcome) => println!("outcome: {}", en().fd_outcome(outcome)),
                None => println!("outcome: unfinished"),
            }
            println!(
                "game time {} ms, {} ticks, {} events",
                game.now(),
                played.tick(),
                game.events().len()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("replay: {e}");
            ExitCode::FAILURE
        }
    }
}
