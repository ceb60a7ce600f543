//! Property tests of the replay log:
//!
//! - any valid log (settings in range, any seats, person-only intents
//!   with non-decreasing ticks up to the end tick: steps, far moves, leaves)
//!   comes back exactly through `encode`/`decode` and `to_text`/`from_text`;
//! - every byte string that decodes (random bytes, and real logs with bytes
//!   changed, inserted or cut off) re-encodes to the same log and replays
//!   through `Match::replay` to `Ok` or `Err`, never a panic.
//!
//! About a second by default (200 cases a property); a long run:
//!
//! ```text
//! PROPTEST_CASES=5000 cargo test --release --test fox_dolphin_log_props
//! ```
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_logs;

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::{
    Coord, Intent, Log, LogError, Match, Settings, Species, Stamped, MAX_BOARD_SIZE,
    MAX_COOLDOWN_MS, MAX_FIRST_TIDE_MS, MAX_LOG_COORD, MAX_TIDE_INTERVAL_MS, MAX_TIME_LIMIT_MS,
    MIN_BOARD_SIZE, MIN_COOLDOWN_MS, MIN_FIRST_TIDE_MS, MIN_TIDE_INTERVAL_MS, MIN_TIME_LIMIT_MS,
};
use fox_and_xo::rules::Seat;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200)
}

fn seat() -> impl Strategy<Value = Seat<Level>> {
    prop_oneof![
        Just(Seat::You),
        Just(Seat::Computer(Level::Easy)),
        Just(Seat::Computer(Level::Normal)),
        Just(Seat::Computer(Level::Hard)),
        Just(Seat::Computer(Level::Gentle)),
        Just(Seat::Computer(Level::Sharp)),
        // Codes past a nibble, which only version 3 holds.
        Just(Seat::Computer(Level::Mild)),
        Just(Seat::Computer(Level::Daring)),
    ]
}

fn settings(max_size: usize, max_limit_ms: u64) -> impl Strategy<Value = Settings> {
    (
        MIN_BOARD_SIZE..=max_size,
        any::<u64>(),
        MIN_COOLDOWN_MS..=MAX_COOLDOWN_MS,
        MIN_TIDE_INTERVAL_MS..=MAX_TIDE_INTERVAL_MS,
        prop_oneof![
            1 => Just(None),
            4 => (MIN_TIME_LIMIT_MS..=max_limit_ms).prop_map(Some),
        ],
        MIN_FIRST_TIDE_MS..=MAX_FIRST_TIDE_MS,
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

/// What a person may ask: a step to a neighbouring tile on the board, a
/// move between any two tiles within the log's coordinate bound (on or off
/// the board, adjacent or not), or to leave.
#[derive(Clone, Debug)]
enum Ask {
    Step { from: usize, way: usize },
    Far { from: Coord, to: Coord },
    Leave,
}

fn ask() -> impl Strategy<Value = Ask> {
    let bound = MAX_LOG_COORD as usize;
    let anywhere = (0..=bound, 0..=bound).prop_map(|(row, col)| Coord::new(row, col));
    let near = (0usize..60, 0usize..60).prop_map(|(row, col)| Coord::new(row, col));
    let tile = prop_oneof![3 => near, 1 => anywhere];
    prop_oneof![
        6 => (any::<usize>(), 0usize..4).prop_map(|(from, way)| Ask::Step { from, way }),
        3 => (tile.clone(), tile).prop_map(|(from, to)| Ask::Far { from, to }),
        1 => Just(Ask::Leave),
    ]
}

impl Ask {
    fn intent(&self, seat: Species, size: usize) -> Intent {
        match *self {
            Ask::Step { from, way } => {
                let from = Coord::new(from % (size * size) / size, from % size);
                // The way, turned round where it would leave the board.
                let (dr, dc) = [(-1, 0), (0, 1), (1, 0), (0, -1)][way];
                let turn = |at: usize, d: isize| match at.checked_add_signed(d) {
                    Some(x) if x < size => x,
                    _ => at.wrapping_add_signed(-d),
                };
                let to = Coord::new(turn(from.row, dr), turn(from.col, dc));
                Intent::Move { seat, from, to }
            }
            Ask::Far { from, to } => Intent::Move { seat, from, to },
            Ask::Leave => Intent::Leave { seat },
        }
    }
}

/// A valid log: intents only for the seats people play, at ticks from 1 to
/// the end tick, in order.
fn log(max_size: usize, max_limit_ms: u64) -> impl Strategy<Value = Log> {
    (settings(max_size, max_limit_ms), seat(), seat())
        .prop_flat_map(|(settings, fox, dolphin)| {
            let max = Log::max_ticks(&settings);
            let end_tick = prop_oneof![1 => Just(0), 1 => Just(max), 8 => 0..=max];
            (
                Just(settings),
                Just([fox, dolphin]),
                end_tick,
                prop::collection::vec((any::<u64>(), any::<bool>(), ask()), 0..40),
                prop::option::of(any::<u64>()),
            )
        })
        .prop_map(|(settings, seats, end_tick, asks, digest)| {
            let people: Vec<Species> = Species::ALL
                .into_iter()
                .filter(|&s| !seats[s as usize].is_computer())
                .collect();
            let mut intents: Vec<Stamped> = if end_tick == 0 || people.is_empty() {
                Vec::new()
            } else {
                asks.iter()
                    .map(|(tick, second, ask)| {
                        let seat = people[usize::from(*second) % people.len()];
                        Stamped {
                            tick: 1 + tick % end_tick,
                            intent: ask.intent(seat, settings.size),
                        }
                    })
                    .collect()
            };
            intents.sort_by_key(|s| s.tick);
            Log {
                settings,
                seats,
                intents,
                end_tick,
                digest,
            }
        })
}

/// A real log to damage: a scripted person against the computer, or two
/// people, on a small board for half a minute.
fn played() -> impl Strategy<Value = Vec<u8>> {
    (10usize..=16, any::<u64>(), seat()).prop_map(|(size, seed, dolphin)| {
        let settings = Settings {
            size,
            seed,
            cooldown_ms: 500,
            tide_interval_ms: 2_000,
            first_tide_ms: 3_000,
            time_limit_ms: Some(30_000),
        };
        fox_dolphin_logs::play(settings, [Seat::You, dolphin], seed)
            .log()
            .encode()
    })
}

/// Ways to damage a log: change bytes, insert bytes, cut it short.
#[derive(Clone, Debug)]
enum Damage {
    Set(usize, u8),
    Insert(usize, u8),
    Cut(usize),
}

fn damage() -> impl Strategy<Value = Vec<Damage>> {
    let one = prop_oneof![
        8 => (any::<usize>(), any::<u8>()).prop_map(|(at, b)| Damage::Set(at, b)),
        1 => (any::<usize>(), any::<u8>()).prop_map(|(at, b)| Damage::Insert(at, b)),
        1 => any::<usize>().prop_map(Damage::Cut),
    ];
    prop::collection::vec(one, 1..3)
}

fn apply(bytes: &mut Vec<u8>, damage: &[Damage]) {
    for d in damage {
        let len = bytes.len().max(1);
        match *d {
            Damage::Set(at, b) if !bytes.is_empty() => bytes[at % len] = b,
            Damage::Insert(at, b) => bytes.insert(at % (bytes.len() + 1), b),
            Damage::Cut(at) => bytes.truncate(at % len),
            Damage::Set(..) => {}
        }
    }
}

/// The fuzz check, with replays kept to a minute of game time so that the
/// default run stays short (a changed byte can ask for an hour on the
/// largest board; the fuzzer replays those).
fn check_short(bytes: &[u8]) -> Result<(), TestCaseError> {
    match Log::decode(bytes) {
        Ok(log) if log.end_tick <= 6_000 => {
            fox_dolphin_logs::check(bytes).map_err(TestCaseError::fail)
        }
        Ok(log) => {
            prop_assert_eq!(Log::decode(&log.encode()), Ok(log));
            Ok(())
        }
        Err(_) => Ok(()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn a_valid_log_round_trips_through_bytes_and_text(log in log(MAX_BOARD_SIZE, MAX_TIME_LIMIT_MS)) {
        prop_assert_eq!(Log::decode(&log.encode()), Ok(log.clone()));
        prop_assert_eq!(Log::from_text(&log.to_text()), Ok(log));
    }

    /// A valid log (its digest left out) replays, or is refused only for
    /// an intent after the game's end; what it replays to is one match:
    /// that match's own log replays to the same digest, the log with that
    /// digest is taken and with another refused.
    #[test]
    fn a_valid_log_replays_to_one_match_or_is_refused_for_an_intent_after_the_end(log in log(20, 60_000)) {
        let unsigned = Log { digest: None, ..log };
        match Match::replay(&unsigned) {
            Ok(replayed) => {
                let digest = replayed.digest();
                prop_assert!(replayed.tick() <= unsigned.end_tick);
                prop_assert_eq!(Match::replay(&replayed.log()).map(|m| m.digest()), Ok(digest));
                let signed = Log { digest: Some(digest), ..unsigned.clone() };
                prop_assert_eq!(Match::replay(&signed).map(|m| m.digest()), Ok(digest));
                let wrong = Log { digest: Some(digest ^ 1), ..unsigned };
                prop_assert_eq!(Match::replay(&wrong).map(|m| m.digest()), Err(LogError::DigestMismatch));
            }
            Err(e) => prop_assert!(matches!(e, LogError::IntentAfterEnd { .. }), "{:?}", e),
        }
    }

    #[test]
    fn random_bytes_decode_or_are_refused_and_replay_without_panicking(
        version in prop_oneof![Just(1u8), any::<u8>()],
        rest in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        let mut bytes = vec![version];
        bytes.extend(rest);
        check_short(&bytes)?;
    }

    #[test]
    fn a_damaged_real_log_is_refused_or_replays_without_panicking(
        bytes in played(),
        damage in damage(),
    ) {
        let mut bytes = bytes;
        apply(&mut bytes, &damage);
        check_short(&bytes)?;
    }

    #[test]
    fn a_damaged_random_log_is_refused_or_replays_without_panicking(
        log in log(20, 60_000),
        damage in damage(),
    ) {
        let mut bytes = log.encode();
        apply(&mut bytes, &damage);
        check_short(&bytes)?;
    }
}
