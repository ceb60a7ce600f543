//! Computer against computer at Fox & Dolphin, many seeded games headless.
//!
//! ```text
//! cargo run --release --example tournament -- --size 25 --fox hard --dolphin easy --games 200 --seed 1
//! ```
//!
//! Flags (all optional): `--size N` (10–50, default 16), `--fox LEVEL` and
//! `--dolphin LEVEL` (easy, normal, hard; default hard), `--games G`
//! (default 200), `--seed S` (first seed; game k uses S + k; default 1),
//! `--cooldown MS` (default 1000), `--tide MS` (default 5000),
//! `--limit SECONDS` (default 300; `none` for no chosen limit: a game then
//! ends after an hour of game time, the rules' ceiling).
//!
//! Prints wins, losses and draws per side, why the games ended, and their
//! average length in game seconds and accepted moves.

use std::process::ExitCode;
use std::time::Instant;

use fox_and_xo::rules::fox_dolphin::ai::{simulate, Level};
use fox_and_xo::rules::fox_dolphin::{EndReason, Event, Settings, Species};

struct Options {
    settings: Settings,
    fox: Level,
    dolphin: Level,
    games: u64,
}

fn level(name: &str) -> Result<Level, String> {
    match name {
        "easy" => Ok(Level::Easy),
        "normal" => Ok(Level::Normal),
        "hard" => Ok(Level::Hard),
        _ => Err(format!("unknown level {name:?}: use easy, normal or hard")),
    }
}

fn number(flag: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} wants a whole number, not {value:?}"))
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        settings: Settings::default(),
        fox: Level::Hard,
        dolphin: Level::Hard,
        games: 200,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--size" => o.settings.size = number(flag, value)? as usize,
            "--fox" => o.fox = level(value)?,
            "--dolphin" => o.dolphin = level(value)?,
            "--games" => o.games = number(flag, value)?,
            "--seed" => o.settings.seed = number(flag, value)?,
            "--cooldown" => o.settings.cooldown_ms = number(flag, value)?,
            "--tide" => o.settings.tide_interval_ms = number(flag, value)?,
            "--limit" if value == "none" => o.settings.time_limit_ms = None,
            "--limit" => o.settings.time_limit_ms = Some(number(flag, value)? * 1_000),
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    o.settings.validate().map_err(|e| e.to_string())?;
    Ok(o)
}

#[derive(Default)]
struct Tally {
    fox_wins: u64,
    dolphin_wins: u64,
    draws: u64,
    unfinished: u64,
    eaten: u64,
    time_limit: u64,
    left: u64,
    game_ms: u64,
    moves: u64,
    foxes_left: u64,
    dolphins_left: u64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let o = match parse(&args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("tournament: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut t = Tally::default();
    let started = Instant::now();
    for k in 0..o.games {
        let settings = Settings {
            seed: o.settings.seed.wrapping_add(k),
            ..o.settings
        };
        let played = match simulate(settings, o.fox, o.dolphin, u64::MAX) {
            Ok(played) => played,
            Err(e) => {
                eprintln!("tournament: {e}");
                return ExitCode::FAILURE;
            }
        };
        let game = played.game();
        match game.outcome() {
            None => t.unfinished += 1,
            Some(outcome) => {
                match outcome.winner {
                    Some(Species::Fox) => t.fox_wins += 1,
                    Some(Species::Dolphin) => t.dolphin_wins += 1,
                    None => t.draws += 1,
                }
                match outcome.reason {
                    EndReason::SpeciesEaten => t.eaten += 1,
                    EndReason::TimeLimit => t.time_limit += 1,
                    EndReason::OpponentLeft => t.left += 1,
                }
            }
        }
        t.game_ms += game.now() - game.started_at().unwrap_or(0);
        t.moves += game
            .events()
            .iter()
            .filter(|e| matches!(e, Event::Moved { .. } | Event::Ate { .. }))
            .count() as u64;
        t.foxes_left += game.count(Species::Fox) as u64;
        t.dolphins_left += game.count(Species::Dolphin) as u64;
    }
    let wall = started.elapsed();
    let g = o.games.max(1) as f64;
    let s = &o.settings;
    println!(
        "N={} fox={:?} dolphin={:?} games={} seeds {}..{} cooldown {} ms tide {} ms limit {}",
        s.size,
        o.fox,
        o.dolphin,
        o.games,
        s.seed,
        s.seed.wrapping_add(o.games.saturating_sub(1)),
        s.cooldown_ms,
        s.tide_interval_ms,
        s.time_limit_ms
            .map_or("none".to_string(), |ms| format!("{} s", ms / 1_000)),
    );
    println!(
        "fox     ({:?}): {} wins, {} losses, {} draws",
        o.fox, t.fox_wins, t.dolphin_wins, t.draws
    );
    println!(
        "dolphin ({:?}): {} wins, {} losses, {} draws",
        o.dolphin, t.dolphin_wins, t.fox_wins, t.draws
    );
    println!(
        "ended by: species eaten {}, time limit {}, player left {}, unfinished {}",
        t.eaten, t.time_limit, t.left, t.unfinished
    );
    println!(
        "average: {:.1} game seconds, {:.1} moves, {:.1} foxes and {:.1} dolphins left",
        t.game_ms as f64 / 1_000.0 / g,
        t.moves as f64 / g,
        t.foxes_left as f64 / g,
        t.dolphins_left as f64 / g,
    );
    println!(
        "wall time {:.2} s ({:.1} ms a game)",
        wall.as_secs_f64(),
        wall.as_secs_f64() * 1_000.0 / g
    );
    ExitCode::SUCCESS
}
