//! Fox & Dolphin, many seeded games headless, on the same
//! [`Match`](fox_and_xo::rules::fox_dolphin::Match) the browser runs
//! (through `ai::play_out`), so the figures are what a player meets: the
//! computer against the computer, or a model of a person against the
//! computer.
//!
//! One line (a size, who plays the foxes, who plays the dolphins):
//!
//! ```text
//! cargo run --profile tournament --example tournament -- --size 16 --fox hard --dolphin hard --games 1000
//! cargo run --profile tournament --example tournament -- --fox good --dolphin normal --games 1000
//! ```
//!
//! A whole table (every size × every pairing), printed as Markdown:
//!
//! ```text
//! cargo run --profile tournament --example tournament -- --table --sizes 10,16,25,50 \
//!     --pairs hard-hard,expert-expert,casual-easy,easy-casual --games 200
//! ```
//!
//! A player is a computer level (easy, normal, hard, expert: the level's
//! judgment at the level's own tempo) or a model of a person (a judgment at
//! a person's tempo, an `ai::Style`): `casual` (Normal's judgment, a
//! move about every 1.5 s), `good` (Hard's, about every second), or
//! `person:LEVEL:GAP_MS:REACTION_MS` for any other (for example
//! `person:hard:700:300`). A person's moves land about every GAP_MS (each
//! gap drawn from 75% to 125% of it, from the seed), each decided
//! REACTION_MS before it lands.
//!
//! Flags (all optional):
//!
//! - `--size N` (10–50; default the rules' default size) or, with
//!   `--table`, `--sizes N,N,…` (default 10,16,25,50);
//! - `--fox PLAYER` and `--dolphin PLAYER` (default expert) or, with
//!   `--table`, `--pairs FOX-DOLPHIN,…` (default: every level against
//!   itself and against its neighbours on the ladder, from both seats);
//! - `--games G` games a line (default 200); with `--table`,
//!   `--games-for FOX-DOLPHIN=G,…` overrides it for some pairings;
//! - `--seed S` first seed (game k of a line is seeded S + k; default 1);
//! - `--cooldown MS`, `--tide MS`, `--limit SECONDS|none` (default: the
//!   preset of each size, `Settings::preset`);
//! - `--threads T` (default: the machine's cores).
//!
//! Per line it reports each seat's wins, and the draws, with 95% Wilson
//! score intervals; the foxes' share of the decided games (the balance
//! figure); how the games ended (the last animal eaten, or the time
//! limit); the animals eaten per minute of play; and the average length.

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use fox_and_xo::rules::fox_dolphin::ai::{play_out, Entrant, Level, Style, Tempo};
use fox_and_xo::rules::fox_dolphin::{EndReason, Event, Settings, Species};
use fox_and_xo::ui::fox_dolphin::words::FdWords;
use fox_and_xo::ui::i18n::Lang;

const LEVELS: [(&str, Level); 4] = [
    ("easy", Level::Easy),
    ("normal", Level::Normal),
    ("hard", Level::Hard),
    ("expert", Level::Expert),
];

fn level(name: &str) -> Result<Level, String> {
    LEVELS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|&(_, l)| l)
        .ok_or(format!(
            "unknown level {name:?}: use easy, normal, hard or expert"
        ))
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "Easy",
        Level::Normal => "Normal",
        Level::Hard => "Hard",
        Level::Expert => "Expert",
    }
}

/// A player from its name on the command line (see the module docs).
fn player(name: &str) -> Result<Entrant, String> {
    match name {
        "casual" => return Ok(Entrant::Person(Style::CASUAL_PERSON)),
        "good" => return Ok(Entrant::Person(Style::GOOD_PERSON)),
        _ => {}
    }
    let Some(spec) = name.strip_prefix("person:") else {
        return Ok(Entrant::Computer(level(name)?));
    };
    let parts: Vec<&str> = spec.split(':').collect();
    let [judgment, gap, reaction] = parts[..] else {
        return Err(format!(
            "a person is person:LEVEL:GAP_MS:REACTION_MS, not {name:?}"
        ));
    };
    Ok(Entrant::Person(Style {
        judgment: level(judgment)?,
        tempo: Tempo::person(number("person", gap)?, number("person", reaction)?),
    }))
}

fn player_name(player: Entrant) -> String {
    match player {
        Entrant::Computer(level) => level_name(level).to_string(),
        Entrant::Person(model) if model == Style::CASUAL_PERSON => "casual person".to_string(),
        Entrant::Person(model) if model == Style::GOOD_PERSON => "good person".to_string(),
        Entrant::Person(model) => format!(
            "person ({}, {} ms, reaction {} ms)",
            level_name(model.judgment),
            model.tempo.gap_ms,
            model.tempo.reaction_ms
        ),
    }
}

fn number(flag: &str, value: &str) -> Result<u64, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} wants a whole number, not {value:?}"))
}

fn pair(text: &str) -> Result<(Entrant, Entrant), String> {
    let (fox, dolphin) = text
        .split_once('-')
        .ok_or(format!("a pairing is FOX-DOLPHIN, not {text:?}"))?;
    Ok((player(fox)?, player(dolphin)?))
}

/// Timers given on the command line, which replace each size's preset.
#[derive(Clone, Copy, Default)]
struct Timers {
    cooldown_ms: Option<u64>,
    tide_ms: Option<u64>,
    limit_ms: Option<Option<u64>>,
}

impl Timers {
    fn settings(&self, size: usize, seed: u64) -> Settings {
        let preset = Settings::preset(size);
        Settings {
            seed,
            cooldown_ms: self.cooldown_ms.unwrap_or(preset.cooldown_ms),
            tide_interval_ms: self.tide_ms.unwrap_or(preset.tide_interval_ms),
            time_limit_ms: self.limit_ms.unwrap_or(preset.time_limit_ms),
            ..preset
        }
    }
}

struct Options {
    table: bool,
    sizes: Vec<usize>,
    pairs: Vec<(Entrant, Entrant)>,
    games: u64,
    games_for: Vec<((Entrant, Entrant), u64)>,
    seed: u64,
    timers: Timers,
    threads: usize,
}

/// Every level against itself, and each against the next one up the
/// ladder from both seats.
fn ladder_pairs() -> Vec<(Entrant, Entrant)> {
    let mut pairs = Vec::new();
    for (k, &(_, l)) in LEVELS.iter().enumerate() {
        let l = Entrant::Computer(l);
        pairs.push((l, l));
        if let Some(&(_, up)) = LEVELS.get(k + 1) {
            let up = Entrant::Computer(up);
            pairs.push((up, l));
            pairs.push((l, up));
        }
    }
    pairs
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        table: false,
        sizes: vec![Settings::default().size],
        pairs: Vec::new(),
        games: 200,
        games_for: Vec::new(),
        seed: 1,
        timers: Timers::default(),
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let (mut fox, mut dolphin) = (
        Entrant::Computer(Level::Expert),
        Entrant::Computer(Level::Expert),
    );
    let mut sizes_given = false;
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--table" {
            o.table = true;
            continue;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--size" => {
                o.sizes = vec![number(flag, value)? as usize];
                sizes_given = true;
            }
            "--sizes" => {
                o.sizes = value
                    .split(',')
                    .map(|s| number(flag, s).map(|n| n as usize))
                    .collect::<Result<_, _>>()?;
                sizes_given = true;
            }
            "--fox" => fox = player(value)?,
            "--dolphin" => dolphin = player(value)?,
            "--pairs" => o.pairs = value.split(',').map(pair).collect::<Result<_, _>>()?,
            "--games" => o.games = number(flag, value)?,
            "--games-for" => {
                for item in value.split(',') {
                    let (p, g) = item
                        .split_once('=')
                        .ok_or(format!("--games-for wants FOX-DOLPHIN=G, not {item:?}"))?;
                    o.games_for.push((pair(p)?, number(flag, g)?));
                }
            }
            "--seed" => o.seed = number(flag, value)?,
            "--cooldown" => o.timers.cooldown_ms = Some(number(flag, value)?),
            "--tide" => o.timers.tide_ms = Some(number(flag, value)?),
            "--limit" if value == "none" => o.timers.limit_ms = Some(None),
            "--limit" => o.timers.limit_ms = Some(Some(number(flag, value)? * 1_000)),
            "--threads" => o.threads = number(flag, value)?.max(1) as usize,
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    if o.table && !sizes_given {
        o.sizes = vec![10, 16, 25, 50];
    }
    if o.pairs.is_empty() {
        o.pairs = if o.table {
            ladder_pairs()
        } else {
            vec![(fox, dolphin)]
        };
    }
    for &size in &o.sizes {
        o.timers
            .settings(size, o.seed)
            .validate()
            .map_err(|e| FdWords::of(Lang::En).fd_settings_error(&e))?;
    }
    Ok(o)
}

/// One line of the table: a size and a pairing.
#[derive(Clone, Copy)]
struct Line {
    size: usize,
    fox: Entrant,
    dolphin: Entrant,
    games: u64,
}

/// What one game tells the table.
#[derive(Clone, Copy, Default)]
struct Played {
    winner: Option<Species>,
    eaten_out: bool,
    game_ms: u64,
    eaten: u64,
}

fn play(settings: Settings, fox: Entrant, dolphin: Entrant) -> Played {
    let played = match play_out(settings, [fox, dolphin], u64::MAX) {
        Ok(played) => played,
        // Every size was validated before any game started.
        Err(e) => panic!("tournament: {e:?}"),
    };
    let game = played.game();
    let outcome = game.outcome();
    Played {
        winner: outcome.and_then(|o| o.winner),
        eaten_out: outcome.is_some_and(|o| o.reason == EndReason::SpeciesEaten),
        game_ms: game.now() - game.started_at().unwrap_or(0),
        eaten: game
            .events()
            .iter()
            .filter(|e| matches!(e, Event::Ate { .. }))
            .count() as u64,
    }
}

/// The 95% Wilson score interval of `k` successes in `n` trials, as
/// fractions.
fn wilson(k: u64, n: u64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (k, n) = (k as f64, n as f64);
    let z = 1.959_964;
    let p = k / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let scale = 1.0 + z * z / n;
    (
        ((centre - spread) / scale).max(0.0),
        ((centre + spread) / scale).min(1.0),
    )
}

/// `k` of `n` as "k (p% [lo–hi])".
fn share(k: u64, n: u64) -> String {
    let (lo, hi) = wilson(k, n);
    let p = if n == 0 { 0.0 } else { k as f64 / n as f64 };
    format!(
        "{k} ({:.1}% [{:.1}–{:.1}])",
        p * 100.0,
        lo * 100.0,
        hi * 100.0
    )
}

struct Summary {
    fox_wins: u64,
    dolphin_wins: u64,
    draws: u64,
    eaten_out: u64,
    on_time: u64,
    eaten_a_minute: f64,
    avg_s: f64,
}

fn summarise(games: &[Played]) -> Summary {
    let count = |f: &dyn Fn(&Played) -> bool| games.iter().filter(|g| f(g)).count() as u64;
    let ms: u64 = games.iter().map(|g| g.game_ms).sum();
    let eaten: u64 = games.iter().map(|g| g.eaten).sum();
    let n = games.len().max(1) as f64;
    Summary {
        fox_wins: count(&|g| g.winner == Some(Species::Fox)),
        dolphin_wins: count(&|g| g.winner == Some(Species::Dolphin)),
        draws: count(&|g| g.winner.is_none()),
        eaten_out: count(&|g| g.eaten_out),
        on_time: count(&|g| !g.eaten_out),
        eaten_a_minute: if ms == 0 {
            0.0
        } else {
            eaten as f64 / (ms as f64 / 60_000.0)
        },
        avg_s: ms as f64 / 1_000.0 / n,
    }
}

/// Plays every game of every line on `threads` threads (game by game from
/// one queue, so both cores stay busy to the end) and returns each line's
/// games in seed order.
fn run(lines: &[Line], o: &Options) -> Vec<Vec<Played>> {
    let jobs: Vec<(usize, u64)> = lines
        .iter()
        .enumerate()
        .flat_map(|(l, line)| (0..line.games).map(move |k| (l, k)))
        .collect();
    let results = Mutex::new(
        lines
            .iter()
            .map(|line| vec![Played::default(); line.games as usize])
            .collect::<Vec<_>>(),
    );
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..o.threads {
            scope.spawn(|| loop {
                let j = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(l, k)) = jobs.get(j) else { break };
                let line = lines[l];
                let settings = o.timers.settings(line.size, o.seed.wrapping_add(k));
                let played = play(settings, line.fox, line.dolphin);
                if let Ok(mut results) = results.lock() {
                    results[l][k as usize] = played;
                }
            });
        }
    });
    results.into_inner().unwrap_or_default()
}

fn describe(o: &Options, size: usize) -> String {
    let s = o.timers.settings(size, o.seed);
    format!(
        "island {} tiles, cooldown {} ms, tide every {} ms, limit {}",
        fox_and_xo::rules::fox_dolphin::island_tiles(size),
        s.cooldown_ms,
        s.tide_interval_ms,
        s.time_limit_ms
            .map_or("none".to_string(), |ms| format!("{} s", ms / 1_000)),
    )
}

fn print_line(o: &Options, line: &Line, games: &[Played]) {
    let s = summarise(games);
    let g = games.len() as u64;
    println!(
        "N={} fox={} dolphin={} games={} seeds {}..{}; {}",
        line.size,
        player_name(line.fox),
        player_name(line.dolphin),
        g,
        o.seed,
        o.seed.wrapping_add(g.saturating_sub(1)),
        describe(o, line.size),
    );
    println!("fox wins:     {}", share(s.fox_wins, g));
    println!("dolphin wins: {}", share(s.dolphin_wins, g));
    println!("draws:        {}", share(s.draws, g));
    println!(
        "fox share of decided games: {}",
        share(s.fox_wins, s.fox_wins + s.dolphin_wins)
    );
    println!(
        "ended by: last animal eaten {}, time limit {}",
        s.eaten_out, s.on_time
    );
    println!(
        "animals eaten a minute: {:.2}; average length {:.1} s",
        s.eaten_a_minute, s.avg_s
    );
}

fn print_table(o: &Options, lines: &[Line], results: &[Vec<Played>]) {
    println!("| N | fox | dolphin | games | fox wins | dolphin wins | draws | fox share of decided | ended: eaten / time | eaten a minute | average length |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    for (line, games) in lines.iter().zip(results) {
        let s = summarise(games);
        let g = games.len() as u64;
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} / {} | {:.2} | {:.0} s |",
            line.size,
            player_name(line.fox),
            player_name(line.dolphin),
            g,
            share(s.fox_wins, g),
            share(s.dolphin_wins, g),
            share(s.draws, g),
            share(s.fox_wins, s.fox_wins + s.dolphin_wins),
            s.eaten_out,
            s.on_time,
            s.eaten_a_minute,
            s.avg_s,
        );
    }
    println!();
    for &size in &o.sizes {
        println!("N = {size}: {}.  ", describe(o, size));
    }
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
    let games_for = |fox: Entrant, dolphin: Entrant| {
        o.games_for
            .iter()
            .find(|(p, _)| *p == (fox, dolphin))
            .map_or(o.games, |&(_, g)| g)
    };
    let mut lines = Vec::new();
    for &size in &o.sizes {
        for &(fox, dolphin) in &o.pairs {
            lines.push(Line {
                size,
                fox,
                dolphin,
                games: games_for(fox, dolphin),
            });
        }
    }
    let started = Instant::now();
    let results = run(&lines, &o);
    if o.table {
        print_table(&o, &lines, &results);
    } else {
        for (line, games) in lines.iter().zip(&results) {
            print_line(&o, line, games);
        }
    }
    let total: u64 = lines.iter().map(|l| l.games).sum();
    eprintln!(
        "wall time {:.1} s for {total} games on {} threads",
        started.elapsed().as_secs_f64(),
        o.threads
    );
    ExitCode::SUCCESS
}
