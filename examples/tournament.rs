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
//! Every model of a person against every level of the ladder, from both
//! seats, with the person's wins as a matrix (`docs/balance.md`, "The
//! ladder"); and every model in a fair fight ("match my level": 10 games
//! from the lowest level, then 50 more) from each seat:
//!
//! ```text
//! cargo run --profile tournament --example tournament -- --ladder --sizes 12 --games 1000
//! cargo run --profile tournament --example tournament -- --fair --sizes 12,10,16,25,50
//! ```
//!
//! A player is a computer level (its link word: easy, normal, hard,
//! expert, …: the level's judgment at the level's own tempo) or a model of
//! a person (a judgment at a person's tempo, an `ai::Style`, deciding 0.4 s
//! before each move lands): `slow` (Normal's judgment, a move about every
//! 2 s), `casual` (Normal's, 1.5 s), `good` (Hard's, 1 s), `quick` (Hard's,
//! 0.7 s), `strong` (Expert's, 0.7 s), or
//! `person:JUDGMENT:GAP_MS:REACTION_MS` for any other (JUDGMENT one of
//! easy, normal, hard, expert; for example `person:hard:700:300`). A person's moves land about every GAP_MS (each
//! gap drawn from 75% to 125% of it, from the seed), each decided
//! REACTION_MS before it lands. An alert seat (`ai::Alert`, a tournament
//! entrant, not a level), `alert:JUDGMENT:GAP_MS:REACTION_MS:ANSWER_MS:eat`
//! (or `…:hunt`, `…:shelter`), plays as that person does but answers an
//! eat the board offers (with `hunt` also a step next to prey it could
//! eat next; with `shelter` a step out of the coming tide's way while an
//! enemy is near) at once, landing ANSWER_MS later (`docs/balance.md`, "Each level against
//! the one below, from the dolphins' seat").
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
//! - `--cooldown MS`, `--tide MS`, `--first-tide MS` (the wait before the
//!   first tide step), `--limit SECONDS|none` (default: the preset of each
//!   size, `Settings::preset`);
//! - `--first-tides MS,MS,…`: every line once for each wait before the
//!   first tide step;
//! - `--first-minute` (with `--table`): for each line with a model of a
//!   person, the person's moves before the first tide step and their
//!   animals in danger (a fox swimming, a dolphin stranded) at 2 s and
//!   5 s (`docs/balance.md`, "A calmer first cycle");
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

use fox_and_xo::rules::fox_dolphin::ai::{
    play_out, Alert, Answers, Entrant, FairFight, Judgment, Level, Outcome, Style, Tempo,
};
use fox_and_xo::rules::fox_dolphin::{EndReason, Event, Settings, Species};
use fox_and_xo::ui::fox_dolphin::words::FdWords;
use fox_and_xo::ui::i18n::Lang;

/// A level by its link word (`easy`, `normal`, … as in the setup's links).
fn level(name: &str) -> Result<Level, String> {
    Level::from_key(name).ok_or_else(|| {
        format!(
            "unknown level {name:?}: use one of {}",
            Level::LADDER
                .iter()
                .map(|&l| l.key())
                .collect::<Vec<_>>()
                .join(", ")
        )
    })
}

/// A judgment by its name (`easy`, `normal`, `hard`, `expert`).
fn judgment(name: &str) -> Result<Judgment, String> {
    Judgment::ALL
        .into_iter()
        .find(|j| format!("{j:?}").to_lowercase() == name)
        .ok_or(format!(
            "unknown judgment {name:?}: use easy, normal, hard or expert"
        ))
}

/// A level's name in the tables: its link word, capitalised.
fn level_name(level: Level) -> String {
    let key = level.key();
    let mut name = key[..1].to_uppercase();
    name.push_str(&key[1..]);
    name
}

/// A player from its name on the command line (see the module docs).
fn player(name: &str) -> Result<Entrant, String> {
    if let Some(&(_, style)) = Style::PEOPLE.iter().find(|(n, _)| *n == name) {
        return Ok(Entrant::Person(style));
    }
    if let Some(spec) = name.strip_prefix("alert:") {
        return alert(name, spec);
    }
    let Some(spec) = name.strip_prefix("person:") else {
        return Ok(Entrant::Computer(level(name)?));
    };
    let parts: Vec<&str> = spec.split(':').collect();
    let [kind, gap, reaction] = parts[..] else {
        return Err(format!(
            "a person is person:JUDGMENT:GAP_MS:REACTION_MS, not {name:?}"
        ));
    };
    Ok(Entrant::Person(Style {
        judgment: judgment(kind)?,
        tempo: Tempo::person(number("person", gap)?, number("person", reaction)?),
    }))
}

/// An alert seat, `alert:LEVEL:GAP_MS:REACTION_MS:ANSWER_MS:eat|hunt|shelter`
/// (see the module docs).
fn alert(name: &str, spec: &str) -> Result<Entrant, String> {
    let parts: Vec<&str> = spec.split(':').collect();
    let [kind, gap, reaction, answer, answers] = parts[..] else {
        return Err(format!(
            "an alert seat is alert:JUDGMENT:GAP_MS:REACTION_MS:ANSWER_MS:eat|hunt|shelter, not {name:?}"
        ));
    };
    let answers = match answers {
        "eat" => Answers::Eats,
        "hunt" => Answers::Hunts,
        "shelter" => Answers::Shelters,
        _ => {
            return Err(format!(
                "an alert seat answers eat, hunt or shelter, not {answers:?}"
            ))
        }
    };
    Ok(Entrant::Alert(Alert {
        style: Style {
            judgment: judgment(kind)?,
            tempo: Tempo::person(number("alert", gap)?, number("alert", reaction)?),
        },
        answer_ms: number("alert", answer)?,
        answers,
    }))
}

fn player_name(player: Entrant) -> String {
    match player {
        Entrant::Computer(level) => level_name(level),
        Entrant::Alert(a) => format!(
            "alert ({:?}, {} ms, reaction {} ms; {} in {} ms)",
            a.style.judgment,
            a.style.tempo.gap_ms,
            a.style.tempo.reaction_ms,
            match a.answers {
                Answers::Eats => "eats",
                Answers::Hunts => "hunts",
                Answers::Shelters => "shelters",
            },
            a.answer_ms
        ),
        Entrant::Person(model) => match Style::PEOPLE.iter().find(|(_, s)| *s == model) {
            Some((name, _)) => format!("{name} person"),
            None => format!(
                "person ({:?}, {} ms, reaction {} ms)",
                model.judgment, model.tempo.gap_ms, model.tempo.reaction_ms
            ),
        },
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
    first_tide_ms: Option<u64>,
    limit_ms: Option<Option<u64>>,
}

impl Timers {
    fn settings(&self, size: usize, seed: u64) -> Settings {
        let preset = Settings::preset(size);
        Settings {
            seed,
            cooldown_ms: self.cooldown_ms.unwrap_or(preset.cooldown_ms),
            tide_interval_ms: self.tide_ms.unwrap_or(preset.tide_interval_ms),
            first_tide_ms: self.first_tide_ms.unwrap_or(preset.first_tide_ms),
            time_limit_ms: self.limit_ms.unwrap_or(preset.time_limit_ms),
            ..preset
        }
    }
}

struct Options {
    table: bool,
    /// `--ladder`: every model of a person against every level, from both
    /// seats, and the person's wins as a matrix.
    ladder: bool,
    /// `--fair`: every model of a person in a fair fight from each seat.
    fair: bool,
    /// `--list-levels`: print the ladder's link words, weakest first.
    list_levels: bool,
    /// `--first-tides MS,MS,…`: every line once for each wait before the
    /// first tide step (empty: the preset's, or `--first-tide`'s).
    first_tides: Vec<u64>,
    /// `--first-minute`: also what the person meets in the first seconds
    /// (`FirstMinute`), a table per wait.
    first_minute: bool,
    sizes: Vec<usize>,
    pairs: Vec<(Entrant, Entrant)>,
    games: u64,
    games_for: Vec<((Entrant, Entrant), u64)>,
    seed: u64,
    timers: Timers,
    threads: usize,
}

/// Every model of a person against every level of the ladder, as the
/// foxes and as the dolphins.
fn people_pairs() -> Vec<(Entrant, Entrant)> {
    let mut pairs = Vec::new();
    for &(_, model) in &Style::PEOPLE {
        for &level in Level::LADDER {
            let (person, level) = (Entrant::Person(model), Entrant::Computer(level));
            pairs.push((person, level));
            pairs.push((level, person));
        }
    }
    pairs
}

/// Every level against itself, and each against the next one up the
/// ladder from both seats.
fn ladder_pairs() -> Vec<(Entrant, Entrant)> {
    let mut pairs = Vec::new();
    for &l in Level::LADDER {
        let up = l.above();
        let l = Entrant::Computer(l);
        pairs.push((l, l));
        if let Some(up) = up {
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
        ladder: false,
        fair: false,
        list_levels: false,
        first_tides: Vec::new(),
        first_minute: false,
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
        match flag.as_str() {
            "--list-levels" => o.list_levels = true,
            "--table" => o.table = true,
            "--ladder" => (o.table, o.ladder) = (true, true),
            "--fair" => o.fair = true,
            "--first-minute" => o.first_minute = true,
            _ => {}
        }
        if matches!(
            flag.as_str(),
            "--table" | "--ladder" | "--fair" | "--list-levels" | "--first-minute"
        ) {
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
            "--first-tide" => o.timers.first_tide_ms = Some(number(flag, value)?),
            "--first-tides" => {
                o.first_tides = value
                    .split(',')
                    .map(|s| number(flag, s))
                    .collect::<Result<_, _>>()?
            }
            "--limit" if value == "none" => o.timers.limit_ms = Some(None),
            "--limit" => o.timers.limit_ms = Some(Some(number(flag, value)? * 1_000)),
            "--threads" => o.threads = number(flag, value)?.max(1) as usize,
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    if o.table && !sizes_given {
        o.sizes = vec![10, 16, 25, 50];
    }
    if o.pairs.is_empty() && o.ladder {
        o.pairs = people_pairs();
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
        for &first in &o.first_tides {
            Settings {
                first_tide_ms: first,
                ..o.timers.settings(size, o.seed)
            }
            .validate()
            .map_err(|e| FdWords::of(Lang::En).fd_settings_error(&e))?;
        }
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
    /// The wait before the first tide step, if `--first-tides` sets it.
    first_tide_ms: Option<u64>,
}

impl Line {
    fn settings(&self, o: &Options, seed: u64) -> Settings {
        let s = o.timers.settings(self.size, seed);
        Settings {
            first_tide_ms: self.first_tide_ms.unwrap_or(s.first_tide_ms),
            ..s
        }
    }

    /// The seat a model of a person plays (the foxes' if both do).
    fn person(&self) -> Option<Species> {
        match (self.fox, self.dolphin) {
            (Entrant::Person(_), _) => Some(Species::Fox),
            (_, Entrant::Person(_)) => Some(Species::Dolphin),
            _ => None,
        }
    }
}

/// What one game tells the table.
#[derive(Clone, Copy, Default)]
struct Played {
    winner: Option<Species>,
    eaten_out: bool,
    game_ms: u64,
    eaten: u64,
    first: FirstMinute,
}

/// The person's first seconds (`--first-minute`): what a newcomer has to
/// follow before the tide has turned on them.
#[derive(Clone, Copy, Default)]
struct FirstMinute {
    /// The person's moves that landed before the first tide step.
    moves_before_tide: u64,
    /// The person's animals in danger (the board's hatched tiles: a fox
    /// swimming, a dolphin stranded) 2 s and 5 s after the start.
    danger_2s: u64,
    danger_5s: u64,
    /// The tide steps taken by 5 s.
    steps_5s: u64,
}

/// The person's animals in danger after `ms` of play, and the tide steps
/// taken by then.
fn danger_at(settings: Settings, players: [Entrant; 2], seat: Species, ms: u64) -> (u64, u64) {
    let Ok(played) = play_out(settings, players, ms) else {
        return (0, 0);
    };
    let game = played.game();
    let board = game.board();
    let danger = board
        .animals(seat)
        .into_iter()
        .filter(|&at| {
            board.tile(at).is_some_and(|t| match seat {
                Species::Fox => !t.is_land(),
                Species::Dolphin => t.is_land(),
            })
        })
        .count() as u64;
    let steps = game
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Tide { .. }))
        .count() as u64;
    (danger, steps)
}

fn first_minute(settings: Settings, players: [Entrant; 2], seat: Species) -> FirstMinute {
    let Ok(played) = play_out(settings, players, settings.first_step_ms() + 1_000) else {
        return FirstMinute::default();
    };
    let moves_before_tide = played
        .game()
        .events()
        .iter()
        .take_while(|e| !matches!(e, Event::Tide { .. }))
        .filter(|e| match e {
            Event::Moved { species, .. } => *species == seat,
            Event::Ate { eater, .. } => *eater == seat,
            _ => false,
        })
        .count() as u64;
    let (danger_2s, _) = danger_at(settings, players, seat, 2_000);
    let (danger_5s, steps_5s) = danger_at(settings, players, seat, 5_000);
    FirstMinute {
        moves_before_tide,
        danger_2s,
        danger_5s,
        steps_5s,
    }
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
        first: FirstMinute::default(),
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
                let settings = line.settings(o, o.seed.wrapping_add(k));
                let mut played = play(settings, line.fox, line.dolphin);
                if let Some(seat) = line.person().filter(|_| o.first_minute) {
                    played.first = first_minute(settings, [line.fox, line.dolphin], seat);
                }
                if let Ok(mut results) = results.lock() {
                    results[l][k as usize] = played;
                }
            });
        }
    });
    results.into_inner().unwrap_or_default()
}

fn describe(o: &Options, size: usize) -> String {
    describe_settings(o.timers.settings(size, o.seed))
}

fn describe_settings(s: Settings) -> String {
    format!(
        "island {} tiles, cooldown {} ms, tide every {} ms (the first after {} ms), limit {}",
        fox_and_xo::rules::fox_dolphin::island_tiles(s.size),
        s.cooldown_ms,
        s.tide_interval_ms,
        s.first_tide_ms,
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
        describe_settings(line.settings(o, o.seed)),
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
    println!("| N | first step | fox | dolphin | games | fox wins | dolphin wins | draws | fox share of decided | ended: eaten / time | eaten a minute | average length |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    for (line, games) in lines.iter().zip(results) {
        let s = summarise(games);
        let g = games.len() as u64;
        println!(
            "| {} | {} ms | {} | {} | {} | {} | {} | {} | {} | {} / {} | {:.2} | {:.0} s |",
            line.size,
            line.settings(o, o.seed).first_tide_ms,
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

/// `--first-minute`: for each line with a person, what the person meets
/// in the first seconds, as means over its games, and the person's wins.
fn print_first_minute(o: &Options, lines: &[Line], results: &[Vec<Played>]) {
    println!();
    println!("The person's first seconds (means over the games):");
    println!();
    println!("| N | first step | fox | dolphin | person's moves before the first step | tide steps by 5 s | in danger at 2 s | at 5 s | games with any in danger at 5 s | person's wins |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (line, games) in lines.iter().zip(results) {
        let Some(seat) = line.person() else { continue };
        let g = games.len().max(1) as f64;
        let mean = |f: &dyn Fn(&FirstMinute) -> u64| {
            games.iter().map(|p| f(&p.first)).sum::<u64>() as f64 / g
        };
        let any_5s = games.iter().filter(|p| p.first.danger_5s > 0).count() as u64;
        let wins = games.iter().filter(|p| p.winner == Some(seat)).count() as u64;
        println!(
            "| {} | {} ms | {} | {} | {:.1} | {:.1} | {:.2} | {:.2} | {} | {} |",
            line.size,
            line.settings(o, o.seed).first_tide_ms,
            player_name(line.fox),
            player_name(line.dolphin),
            mean(&|f| f.moves_before_tide),
            mean(&|f| f.steps_5s),
            mean(&|f| f.danger_2s),
            mean(&|f| f.danger_5s),
            percent(any_5s, games.len() as u64),
            percent(wins, games.len() as u64),
        );
    }
}

/// The person's wins (a share of all games) against each level, a row per
/// model and seat: the ladder as a person meets it.
fn print_person_matrix(lines: &[Line], results: &[Vec<Played>]) {
    for &size in &lines
        .iter()
        .map(|l| l.size)
        .collect::<std::collections::BTreeSet<_>>()
    {
        println!();
        println!("The person's wins, N = {size}:");
        println!();
        let head: Vec<String> = Level::LADDER.iter().map(|&l| level_name(l)).collect();
        println!("| person | seat | {} |", head.join(" | "));
        println!("|---|---|{}", "---|".repeat(head.len()));
        for &(name, model) in &Style::PEOPLE {
            for seat in Species::ALL {
                let mut cells = Vec::new();
                for &level in Level::LADDER {
                    let (person, computer) = (Entrant::Person(model), Entrant::Computer(level));
                    let players = match seat {
                        Species::Fox => (person, computer),
                        Species::Dolphin => (computer, person),
                    };
                    let found = lines
                        .iter()
                        .zip(results)
                        .find(|(l, _)| l.size == size && (l.fox, l.dolphin) == players);
                    cells.push(found.map_or("–".to_string(), |(_, games)| {
                        let wins = games.iter().filter(|g| g.winner == Some(seat)).count();
                        percent(wins as u64, games.len() as u64)
                    }));
                }
                let seat = match seat {
                    Species::Fox => "foxes",
                    Species::Dolphin => "dolphins",
                };
                println!("| {name} | {seat} | {} |", cells.join(" | "));
            }
        }
    }
}

/// `k` of `n` as "p% (lo–hi)".
fn percent(k: u64, n: u64) -> String {
    let (lo, hi) = wilson(k, n);
    let p = if n == 0 { 0.0 } else { k as f64 / n as f64 };
    format!("{:.0}% ({:.0}–{:.0})", p * 100.0, lo * 100.0, hi * 100.0)
}

/// Games of a fair fight before its figures are counted.
const FAIR_WARMUP: u64 = 10;
/// Games of a fair fight whose wins are counted.
const FAIR_COUNTED: u64 = 50;

/// One model of a person in a fair fight from one seat: the level of each
/// game, and whether the person won it.
struct FairRun {
    size: usize,
    model: &'static str,
    seat: Species,
    levels: Vec<Level>,
    won: Vec<bool>,
    /// Each game's length in ms.
    game_ms: Vec<u64>,
    /// The first game played one rung a game from (`FairFight::settled`),
    /// counted from 1.
    settled_from: Option<usize>,
}

/// Plays one fair fight: game k seeded `seed + k`, the level after each
/// game from `FairFight::after`.
fn fair_run(o: &Options, size: usize, model: &'static str, style: Style, seat: Species) -> FairRun {
    let mut fight = FairFight::start();
    let mut run = FairRun {
        size,
        model,
        seat,
        levels: Vec::new(),
        won: Vec::new(),
        game_ms: Vec::new(),
        settled_from: None,
    };
    for k in 0..FAIR_WARMUP + FAIR_COUNTED {
        if fight.settled() && run.settled_from.is_none() {
            run.settled_from = Some(k as usize + 1);
        }
        let (person, computer) = (Entrant::Person(style), Entrant::Computer(fight.level()));
        let (fox, dolphin) = match seat {
            Species::Fox => (person, computer),
            Species::Dolphin => (computer, person),
        };
        let played = play(
            o.timers.settings(size, o.seed.wrapping_add(k)),
            fox,
            dolphin,
        );
        let result = match played.winner {
            Some(w) if w == seat => Outcome::Won,
            Some(_) => Outcome::Lost,
            None => Outcome::Drew,
        };
        run.levels.push(fight.level());
        run.won.push(result == Outcome::Won);
        run.game_ms.push(played.game_ms);
        fight = fight.after(result);
    }
    run
}

/// Every model from each seat in a fair fight, at every size, on
/// `threads` threads (a fight's games are played in order; fights run side
/// by side), printed as Markdown.
fn fair(o: &Options) {
    let mut jobs = Vec::new();
    for &size in &o.sizes {
        for &(name, style) in &Style::PEOPLE {
            for seat in Species::ALL {
                jobs.push((size, name, style, seat));
            }
        }
    }
    let runs = Mutex::new(Vec::new());
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..o.threads {
            scope.spawn(|| loop {
                let j = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(size, name, style, seat)) = jobs.get(j) else {
                    break;
                };
                let run = fair_run(o, size, name, style, seat);
                if let Ok(mut runs) = runs.lock() {
                    runs.push((j, run));
                }
            });
        }
    });
    let mut runs = runs.into_inner().unwrap_or_default();
    runs.sort_by_key(|(j, _)| *j);
    println!("| N | person | seat | levels of games 1–{FAIR_WARMUP} | settles at (most played in games {}–{}) | first there at game | first within one rung of it at game | one rung a game from game | wins of games {}–{} | median length of those games |", FAIR_WARMUP + 1, FAIR_WARMUP + FAIR_COUNTED, FAIR_WARMUP + 1, FAIR_WARMUP + FAIR_COUNTED);
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (_, run) in &runs {
        let warm = FAIR_WARMUP as usize;
        let counted = &run.levels[warm..];
        let settled = Level::LADDER
            .iter()
            .copied()
            .max_by_key(|&l| (counted.iter().filter(|&&c| c == l).count(), l.rung()))
            .unwrap_or(Level::LADDER[0]);
        let first = run
            .levels
            .iter()
            .position(|&l| l == settled)
            .map_or(0, |k| k + 1);
        let near = run
            .levels
            .iter()
            .position(|&l| l.rung().abs_diff(settled.rung()) <= 1)
            .map_or(0, |k| k + 1);
        let wins = run.won[warm..].iter().filter(|&&w| w).count() as u64;
        let mut lengths = run.game_ms[warm..].to_vec();
        lengths.sort_unstable();
        let median_s = lengths.get(lengths.len() / 2).map_or(0, |ms| ms / 1_000);
        let early: Vec<String> = run.levels[..warm]
            .iter()
            .map(|l| l.rung().to_string())
            .collect();
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {}:{:02} |",
            run.size,
            run.model,
            match run.seat {
                Species::Fox => "foxes",
                Species::Dolphin => "dolphins",
            },
            early.join(" "),
            level_name(settled),
            first,
            near,
            run.settled_from
                .map_or_else(|| "–".to_owned(), |k| k.to_string()),
            percent(wins, FAIR_COUNTED),
            median_s / 60,
            median_s % 60,
        );
    }
    println!();
    println!(
        "Levels are rungs of the ladder: {}.",
        Level::LADDER
            .iter()
            .map(|&l| format!("{} {}", l.rung(), level_name(l)))
            .collect::<Vec<_>>()
            .join(", ")
    );
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
    if o.list_levels {
        let words: Vec<&str> = Level::LADDER.iter().map(|&l| l.key()).collect();
        println!("{}", words.join(" "));
        return ExitCode::SUCCESS;
    }
    if o.fair {
        let started = Instant::now();
        fair(&o);
        eprintln!("wall time {:.1} s", started.elapsed().as_secs_f64());
        return ExitCode::SUCCESS;
    }
    let games_for = |fox: Entrant, dolphin: Entrant| {
        o.games_for
            .iter()
            .find(|(p, _)| *p == (fox, dolphin))
            .map_or(o.games, |&(_, g)| g)
    };
    let mut lines = Vec::new();
    let first_tides: Vec<Option<u64>> = if o.first_tides.is_empty() {
        vec![None]
    } else {
        o.first_tides.iter().map(|&ms| Some(ms)).collect()
    };
    for &first_tide_ms in &first_tides {
        for &size in &o.sizes {
            for &(fox, dolphin) in &o.pairs {
                lines.push(Line {
                    size,
                    fox,
                    dolphin,
                    games: games_for(fox, dolphin),
                    first_tide_ms,
                });
            }
        }
    }
    let started = Instant::now();
    let results = run(&lines, &o);
    if o.table {
        print_table(&o, &lines, &results);
        if o.ladder {
            print_person_matrix(&lines, &results);
        }
        if o.first_minute {
            print_first_minute(&o, &lines, &results);
        }
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
