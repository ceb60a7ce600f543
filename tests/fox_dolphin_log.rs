//! (Over 500 lines: 33 cases, one for each way a log can be wrong, with
//! [`Raw`], the writer they all share; the byte layout is one table.)
//! The replay log is untrusted input (a link, a file): every way a log can
//! be wrong is refused with its own `LogError`, never a panic, and before a
//! single tick is replayed when the bytes alone show it. The byte layout is
//! in `docs/replay-format.md`; [`Raw`] writes it field by field.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_logs;

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::fox_dolphin::{
    Coord, Intent, Log, LogError, Match, Settings, SettingsError, Species, Stamped, LOG_VERSION,
    MAX_GAME_MS, MAX_LOG_BYTES, MAX_LOG_COORD, MAX_LOG_TEXT, TICK_MS,
};
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::fox_dolphin::words::FdWords;
use fox_and_xo::ui::i18n::Lang;

/// The English catalogue: the one English wording of the rules' errors.
fn en() -> &'static FdWords {
    FdWords::of(Lang::En)
}

// ----- writing logs by hand -----

fn varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push(n as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// Intent heads: the seat in bit 0, the kind above it.
const FOX: u8 = 0;
const DOLPHIN: u8 = 1;
const UP: u8 = 0;
const RIGHT: u8 = 1;
const DOWN: u8 = 2;
const LEFT: u8 = 3;
const FAR: u8 = 4;
const LEAVE: u8 = 5;

fn head(seat: u8, kind: u8) -> u8 {
    seat | kind << 1
}

/// Seat<Level> codes, one byte a side from version 3, foxes first; 0 a
/// person, 1 Easy, 2 Normal, 3 Hard, 4 Expert (in versions 1 and 2, one
/// byte: the fox seat in the low nibble, the dolphin seat in the high one).
const PERSON_VS_HARD: [u8; 2] = [0, 3];
const TWO_PEOPLE: [u8; 2] = [0, 0];

/// One intent as written: the tick's delta, the head, then its numbers (a
/// tile index for a step, four coordinates for a far move, none to leave).
struct RawIntent(u64, u8, Vec<u64>);

/// A log's fields exactly as they are written, so each test can get one of
/// them wrong. The default is a valid log: a person's foxes against Hard
/// dolphins on the default board, a step up and a far move, no digest.
struct Raw {
    version: u8,
    /// As written: six numbers in version 2, five in version 1.
    settings: Vec<u64>,
    /// The seats' bytes as written: two from version 3, one before.
    seats: Vec<u8>,
    end_tick: u64,
    /// The intent count as written; `None` writes the true count.
    count: Option<u64>,
    intents: Vec<RawIntent>,
    digest: Vec<u8>,
}

impl Default for Raw {
    fn default() -> Raw {
        Raw {
            version: LOG_VERSION,
            // size, seed, cooldown ms, tide interval ms, first tide step
            // ms, time limit ms
            settings: vec![16, 1, 1_000, 5_000, 5_000, 300_000],
            seats: PERSON_VS_HARD.to_vec(),
            end_tick: 3_000,
            count: None,
            intents: vec![
                RawIntent(10, head(FOX, UP), vec![16 * 5 + 7]),
                RawIntent(100, head(FOX, FAR), vec![1, 2, 3, 4]),
            ],
            digest: vec![0],
        }
    }
}

impl Raw {
    fn bytes(&self) -> Vec<u8> {
        let mut out = vec![self.version];
        for &n in &self.settings {
            varint(&mut out, n);
        }
        out.extend_from_slice(&self.seats);
        varint(&mut out, self.end_tick);
        varint(&mut out, self.count.unwrap_or(self.intents.len() as u64));
        for RawIntent(delta, head, numbers) in &self.intents {
            varint(&mut out, *delta);
            out.push(*head);
            for &n in numbers {
                varint(&mut out, n);
            }
        }
        out.extend_from_slice(&self.digest);
        out
    }

    fn decode(&self) -> Result<Log, LogError> {
        Log::decode(&self.bytes())
    }

    fn with_intents(intents: Vec<RawIntent>) -> Raw {
        Raw {
            intents,
            ..Raw::default()
        }
    }
}

fn fox_move(from: (usize, usize), to: (usize, usize)) -> Intent {
    Intent::Move {
        seat: Species::Fox,
        from: Coord::new(from.0, from.1),
        to: Coord::new(to.0, to.1),
    }
}

/// The settings `Raw::default()` writes, spelt out, so that a change of the
/// game's defaults leaves the documented bytes alone.
fn raw_settings() -> Settings {
    Settings {
        size: 16,
        seed: 1,
        cooldown_ms: 1_000,
        tide_interval_ms: 5_000,
        first_tide_ms: 5_000,
        time_limit_ms: Some(300_000),
    }
}

/// The end of the `count`-th varint of `bytes` from `at`.
fn after_numbers(bytes: &[u8], mut at: usize, count: usize) -> usize {
    for _ in 0..count {
        while bytes[at] & 0x80 != 0 {
            at += 1;
        }
        at += 1;
    }
    at
}

/// A version 3 log's bytes as version 2 wrote them: the version byte 2 and
/// both seats' codes (each below 16) in one byte, foxes in the low nibble.
fn as_version_2(bytes: &[u8]) -> Vec<u8> {
    assert_eq!(bytes[0], 3);
    let at = after_numbers(bytes, 1, 6);
    let (fox, dolphin) = (bytes[at], bytes[at + 1]);
    assert!(fox < 16 && dolphin < 16);
    let mut old = vec![2];
    old.extend_from_slice(&bytes[1..at]);
    old.push(fox | dolphin << 4);
    old.extend_from_slice(&bytes[at + 2..]);
    old
}

/// A version 3 log's bytes as version 1 wrote them: as version 2 did, and
/// no wait before the first tide step (the fifth number).
fn as_version_1(bytes: &[u8]) -> Vec<u8> {
    let bytes = as_version_2(bytes);
    let at = after_numbers(&bytes, 1, 4);
    let end = after_numbers(&bytes, at, 1);
    let mut old = vec![1];
    old.extend_from_slice(&bytes[1..at]);
    old.extend_from_slice(&bytes[end..]);
    old
}

/// A short real game: a scripted person's foxes against Hard, to the end.
fn real_log() -> Log {
    let settings = Settings {
        size: 12,
        seed: 3,
        time_limit_ms: Some(60_000),
        ..Settings::default()
    };
    let hard = Seat::Computer(Level::Hard);
    fox_dolphin_logs::play(settings, [Seat::You, hard], 3).log()
}

// ----- what a good log is -----

#[test]
fn the_default_raw_log_decodes_to_what_it_says() {
    let log = Raw::default().decode().expect("valid");
    assert_eq!(log.settings, raw_settings());
    assert_eq!(log.seats, [Seat::You, Seat::Computer(Level::Hard)]);
    assert_eq!(log.end_tick, 3_000);
    assert_eq!(
        log.intents,
        [
            Stamped {
                tick: 10,
                intent: fox_move((5, 7), (4, 7)),
            },
            Stamped {
                tick: 110,
                intent: fox_move((1, 2), (3, 4)),
            },
        ]
    );
    assert_eq!(log.digest, None);
}

/// The game of docs/replay-format.md's examples: a person's foxes against
/// the computer at `level`, one step right at tick 130, then the foxes
/// leave at 250.
fn documented(settings: Settings, level: Level) -> Log {
    Log {
        settings,
        seats: [Seat::You, Seat::Computer(level)],
        intents: vec![
            Stamped {
                tick: 130,
                intent: fox_move((5, 7), (5, 8)),
            },
            Stamped {
                tick: 250,
                intent: Intent::Leave { seat: Species::Fox },
            },
        ],
        end_tick: 250,
        digest: Some(0x0123_4567_89ab_cdef),
    }
}

#[test]
fn version_1_bytes_stay_as_documented() {
    // docs/replay-format.md's example of version 1, byte for byte: it
    // still reads, its first tide step one interval after the start.
    let log = documented(raw_settings(), Level::Hard);
    let bytes = [
        0x01, // version
        0x10, // size 16
        0x01, // seed 1
        0xe8, 0x07, // cooldown 1000 ms
        0x88, 0x27, // tide interval 5000 ms
        0xe0, 0xa7, 0x12, // time limit 300000 ms
        0x30, // person (fox), Hard (dolphin)
        0xfa, 0x01, // end tick 250
        0x02, // two intents
        0x82, 0x01, 0x02, 0x57, // +130 ticks, fox step right, from tile 87
        0x78, 0x0a, // +120 ticks, fox leaves
        0x01, 0xef, 0xcd, 0xab, 0x89, 0x67, 0x45, 0x23, 0x01, // digest
    ];
    assert_eq!(Log::decode(&bytes), Ok(log.clone()));
    assert_eq!(
        Log::from_text("ARAB6AeIJ-CnEjD6AQKCAQJXeAoB782riWdFIwE"),
        Ok(log.clone())
    );
    assert_eq!(as_version_1(&log.encode()), bytes);
}

#[test]
fn version_2_bytes_stay_as_documented() {
    // docs/replay-format.md's example of version 2, byte for byte: it
    // still reads as it did.
    let log = documented(
        Settings {
            first_tide_ms: 6_000,
            ..raw_settings()
        },
        Level::Hard,
    );
    let bytes = [
        0x02, // version
        0x10, // size 16
        0x01, // seed 1
        0xe8, 0x07, // cooldown 1000 ms
        0x88, 0x27, // tide interval 5000 ms
        0xf0, 0x2e, // first tide step after 6000 ms
        0xe0, 0xa7, 0x12, // time limit 300000 ms
        0x30, // person (fox), Hard (dolphin)
        0xfa, 0x01, // end tick 250
        0x02, // two intents
        0x82, 0x01, 0x02, 0x57, // +130 ticks, fox step right, from tile 87
        0x78, 0x0a, // +120 ticks, fox leaves
        0x01, 0xef, 0xcd, 0xab, 0x89, 0x67, 0x45, 0x23, 0x01, // digest
    ];
    assert_eq!(Log::decode(&bytes), Ok(log.clone()));
    assert_eq!(
        Log::from_text("AhAB6AeIJ_Au4KcSMPoBAoIBAld4CgHvzauJZ0UjAQ"),
        Ok(log.clone())
    );
    assert_eq!(as_version_2(&log.encode()), bytes);
}

#[test]
fn version_3_bytes_stay_as_documented() {
    // docs/replay-format.md's example, byte for byte: a change here is a
    // new format version. Version 3 writes each side's controller code in
    // a byte of its own: here Mild (code 16), which no nibble holds.
    let log = documented(
        Settings {
            first_tide_ms: 6_000,
            ..raw_settings()
        },
        Level::Mild,
    );
    let bytes = log.encode();
    assert_eq!(
        bytes,
        [
            0x03, // version
            0x10, // size 16
            0x01, // seed 1
            0xe8, 0x07, // cooldown 1000 ms
            0x88, 0x27, // tide interval 5000 ms
            0xf0, 0x2e, // first tide step after 6000 ms
            0xe0, 0xa7, 0x12, // time limit 300000 ms
            0x00, // the foxes: a person
            0x10, // the dolphins: Mild (code 16)
            0xfa, 0x01, // end tick 250
            0x02, // two intents
            0x82, 0x01, 0x02, 0x57, // +130 ticks, fox step right, from tile 87
            0x78, 0x0a, // +120 ticks, fox leaves
            0x01, 0xef, 0xcd, 0xab, 0x89, 0x67, 0x45, 0x23, 0x01, // digest
        ]
    );
    assert_eq!(log.to_text(), "AxAB6AeIJ_Au4KcSABD6AQKCAQJXeAoB782riWdFIwE");
    assert_eq!(Log::decode(&bytes), Ok(log.clone()));
    // The same game against Hard (code 3), as the format's page shows it.
    let hard = Log {
        seats: [Seat::You, Seat::Computer(Level::Hard)],
        ..log
    };
    assert_eq!(
        hard.to_text(),
        "AxAB6AeIJ_Au4KcSAAP6AQKCAQJXeAoB782riWdFIwE"
    );
}

#[test]
fn a_game_recorded_in_version_1_replays_as_it_was_played() {
    // Before version 2 every game's first tide step came one interval
    // after the start: its log, read back, must give the same game, to
    // the digest it recorded.
    let settings = Settings {
        size: 12,
        seed: 3,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: Some(60_000),
        ..Settings::default()
    };
    let hard = Seat::Computer(Level::Hard);
    let log = fox_dolphin_logs::play(settings, [Seat::You, hard], 3).log();
    assert!(log.digest.is_some());
    let old = as_version_1(&log.encode());
    assert_eq!(old[0], 1);
    assert_eq!(Log::decode(&old), Ok(log.clone()));
    let replayed = Match::replay(&Log::decode(&old).expect("reads")).expect("replays");
    assert_eq!(Some(replayed.digest()), log.digest);
}

#[test]
fn the_wait_before_the_first_tide_step_is_read_and_checked() {
    let raw = Raw {
        settings: vec![16, 1, 1_000, 5_000, 12_000, 300_000],
        ..Raw::default()
    };
    assert_eq!(raw.decode().expect("valid").settings.first_tide_ms, 12_000);
    for bad in [999, 60_001] {
        let raw = Raw {
            settings: vec![16, 1, 1_000, 5_000, bad, 300_000],
            ..Raw::default()
        };
        assert_eq!(
            raw.decode(),
            Err(LogError::Settings(SettingsError::FirstTideOutOfRange(bad)))
        );
    }
}

#[test]
fn a_real_game_round_trips_through_bytes_and_text_and_replays() {
    let log = real_log();
    assert!(log.intents.len() > 20);
    assert_eq!(Log::decode(&log.encode()), Ok(log.clone()));
    assert_eq!(Log::from_text(&log.to_text()), Ok(log.clone()));
    assert_eq!(Match::replay(&log).map(|m| m.log()), Ok(log));
}

// ----- refusals: the shape of the bytes -----

#[test]
fn an_empty_log_is_malformed() {
    assert_eq!(Log::decode(&[]), Err(LogError::Malformed));
    assert_eq!(Log::from_text(""), Err(LogError::Malformed));
}

#[test]
fn text_that_is_not_base64url_is_malformed() {
    let good = Raw::default().bytes();
    let text = fox_and_xo::bytes::base64url_encode(&good);
    assert!(Log::from_text(&text).is_ok());
    for bad in [
        format!("{text}="),         // padding is not written
        text.replacen('A', "+", 1), // plain base64, not base64url
        text.replacen('A', "/", 1),
        text.replacen('A', " ", 1),
        text.replacen('A', "é", 1),
        "A".repeat(5), // a length no encoding gives
    ] {
        assert_eq!(Log::from_text(&bad), Err(LogError::Malformed), "{bad:?}");
    }
}

#[test]
fn every_proper_prefix_of_a_real_log_is_truncated() {
    let bytes = real_log().encode();
    for len in 1..bytes.len() {
        assert_eq!(
            Log::decode(&bytes[..len]),
            Err(LogError::Truncated),
            "{len} of {} bytes",
            bytes.len()
        );
    }
    // As text: a length no encoding gives is malformed, any other cut short.
    let text = real_log().to_text();
    for len in 0..text.len() {
        let expected = match len % 4 {
            _ if len == 0 => LogError::Malformed,
            1 => LogError::Malformed,
            _ => LogError::Truncated,
        };
        assert_eq!(
            Log::from_text(&text[..len]),
            Err(expected),
            "{len} characters"
        );
    }
}

#[test]
fn a_count_of_more_intents_than_the_bytes_left_hold_is_truncated() {
    for count in [3, 1_000, u64::MAX] {
        let raw = Raw {
            count: Some(count),
            ..Raw::default()
        };
        assert_eq!(raw.decode(), Err(LogError::Truncated), "count {count}");
    }
}

#[test]
fn a_log_longer_than_the_limit_is_refused_before_reading() {
    let too_long = vec![LOG_VERSION; MAX_LOG_BYTES + 1];
    assert_eq!(
        Log::decode(&too_long),
        Err(LogError::TooLong {
            bytes: MAX_LOG_BYTES + 1
        })
    );
    // Exactly the limit is read (and here refused for what follows the log).
    let mut at_limit = Raw::default().bytes();
    at_limit.resize(MAX_LOG_BYTES, 0);
    assert_eq!(Log::decode(&at_limit), Err(LogError::TrailingBytes));
}

#[test]
fn text_longer_than_the_limit_is_refused_before_decoding() {
    let text = "A".repeat(MAX_LOG_TEXT + 1);
    assert_eq!(
        Log::from_text(&text),
        Err(LogError::TooLong {
            bytes: MAX_LOG_BYTES + 1
        })
    );
    // Exactly the limit is decoded (and here refused for its content).
    let text = "A".repeat(MAX_LOG_TEXT);
    assert_eq!(Log::from_text(&text), Err(LogError::UnknownVersion(0)));
}

#[test]
fn bytes_after_the_log_are_refused() {
    let mut bytes = Raw::default().bytes();
    bytes.push(0);
    assert_eq!(Log::decode(&bytes), Err(LogError::TrailingBytes));
}

#[test]
fn a_digest_flag_other_than_0_or_1_is_malformed() {
    let raw = Raw {
        digest: vec![2],
        ..Raw::default()
    };
    assert_eq!(raw.decode(), Err(LogError::Malformed));
}

#[test]
fn a_varint_longer_than_64_bits_is_malformed() {
    // Eleven bytes, and ten whose last one carries more than bit 63.
    let mut bytes = vec![LOG_VERSION, 16];
    bytes.extend([0xff; 9]);
    bytes.extend([0x81, 0x00]);
    assert_eq!(Log::decode(&bytes), Err(LogError::Malformed));
    let mut bytes = vec![LOG_VERSION, 16];
    bytes.extend([0xff; 9]);
    bytes.push(0x02);
    assert_eq!(Log::decode(&bytes), Err(LogError::Malformed));
    // u64::MAX itself is a fine seed.
    let mut raw = Raw::default();
    raw.settings[1] = u64::MAX;
    assert_eq!(raw.decode().map(|l| l.settings.seed), Ok(u64::MAX));
}

// ----- refusals: the header -----

#[test]
fn an_unknown_version_is_refused() {
    for version in [0, LOG_VERSION + 1, 255] {
        let raw = Raw {
            version,
            ..Raw::default()
        };
        assert_eq!(raw.decode(), Err(LogError::UnknownVersion(version)));
    }
    let message = en().fd_log_error(&LogError::UnknownVersion(3));
    assert!(message.contains("format 3"), "{message}");
}

#[test]
fn settings_out_of_range_are_refused() {
    let cases = [
        (0, 9, SettingsError::SizeOutOfRange(9)),
        (0, 51, SettingsError::SizeOutOfRange(51)),
        (0, u64::MAX, SettingsError::SizeOutOfRange(usize::MAX)),
        (2, 99, SettingsError::CooldownOutOfRange(99)),
        (2, 10_001, SettingsError::CooldownOutOfRange(10_001)),
        (3, 999, SettingsError::TideIntervalOutOfRange(999)),
        (3, 60_001, SettingsError::TideIntervalOutOfRange(60_001)),
        (4, 999, SettingsError::FirstTideOutOfRange(999)),
        (5, 29_999, SettingsError::TimeLimitOutOfRange(29_999)),
        (5, 3_600_001, SettingsError::TimeLimitOutOfRange(3_600_001)),
    ];
    for (field, value, error) in cases {
        let mut raw = Raw::default();
        raw.settings[field] = value;
        assert_eq!(raw.decode(), Err(LogError::Settings(error)), "{value}");
    }
}

#[test]
fn every_controller_code_of_a_nibble_names_a_seat_in_version_2() {
    // Codes 0 to 15 were all taken when Bold took 15: no seats byte of a
    // version 2 log is refused.
    for codes in [0x3f, 0xf0, 0x5f, 0xff] {
        let raw = Raw {
            version: 2,
            settings: vec![16, 1, 1_000, 5_000, 5_000, 300_000],
            seats: vec![codes],
            intents: Vec::new(),
            ..Raw::default()
        };
        let seats = raw.decode().map(|log| log.seats);
        assert!(seats.is_ok(), "{codes:#x}: {seats:?}");
    }
}

#[test]
fn version_3_reads_every_levels_code_and_refuses_the_next() {
    // A byte a side: every rung of the ladder, and a person, reads back
    // from either seat; a code past the last level is refused, from
    // either seat.
    let last = Level::LADDER.len() as u8;
    for code in 0..=last {
        for seats in [vec![code, 3], vec![0, code]] {
            let raw = Raw {
                seats: seats.clone(),
                intents: Vec::new(),
                ..Raw::default()
            };
            assert!(raw.decode().is_ok(), "{seats:?}");
        }
    }
    let mut levels: Vec<Level> = (1..=last)
        .map(|code| {
            let raw = Raw {
                seats: vec![code, 0],
                intents: Vec::new(),
                ..Raw::default()
            };
            match raw.decode().expect("a level").seats[0] {
                Seat::Computer(level) => level,
                other => panic!("{code}: {other:?}"),
            }
        })
        .collect();
    levels.sort_by_key(|level| level.rung());
    assert_eq!(levels, Level::LADDER, "one code a level");
    for code in [last + 1, 0x80, u8::MAX] {
        for seats in [vec![code, 0], vec![0, code]] {
            let raw = Raw {
                seats,
                intents: Vec::new(),
                ..Raw::default()
            };
            assert_eq!(raw.decode(), Err(LogError::UnknownController(code)));
        }
    }
    let message = en().fd_log_error(&LogError::UnknownController(last + 1));
    assert!(!message.is_empty());
}

#[test]
fn an_end_tick_beyond_the_games_longest_length_is_refused() {
    // Five minutes: 30,000 ticks at most.
    let max = Log::max_ticks(&raw_settings());
    assert_eq!(max, 300_000 / TICK_MS);
    for (end_tick, ok) in [(max, true), (max + 1, false), (10 * 3_600 * 100, false)] {
        let raw = Raw {
            end_tick,
            ..Raw::default()
        };
        match ok {
            true => assert_eq!(raw.decode().map(|l| l.end_tick), Ok(end_tick)),
            false => assert_eq!(
                raw.decode(),
                Err(LogError::ImpossibleTick { tick: end_tick })
            ),
        }
    }
    // No chosen limit: the hour every game ends by.
    let mut raw = Raw {
        end_tick: MAX_GAME_MS / TICK_MS + 1,
        ..Raw::default()
    };
    raw.settings[5] = 0;
    assert_eq!(
        raw.decode(),
        Err(LogError::ImpossibleTick {
            tick: MAX_GAME_MS / TICK_MS + 1
        })
    );
    raw.end_tick -= 1;
    assert!(raw.decode().is_ok());
}

// ----- refusals: the intents -----

#[test]
fn an_intent_at_tick_0_is_refused() {
    let raw = Raw::with_intents(vec![RawIntent(0, head(FOX, LEAVE), vec![])]);
    assert_eq!(raw.decode(), Err(LogError::ImpossibleTick { tick: 0 }));
}

#[test]
fn an_intent_after_the_end_tick_is_refused() {
    let raw = Raw::with_intents(vec![
        RawIntent(2_999, head(FOX, UP), vec![40]),
        RawIntent(1, head(FOX, UP), vec![40]), // tick 3,000: the last one
        RawIntent(1, head(FOX, UP), vec![40]),
    ]);
    assert_eq!(raw.decode(), Err(LogError::ImpossibleTick { tick: 3_001 }));
}

#[test]
fn tick_deltas_saturate_instead_of_wrapping() {
    // A delta that would wrap back to tick 3 stays in the far future.
    let raw = Raw::with_intents(vec![
        RawIntent(5, head(FOX, LEAVE), vec![]),
        RawIntent(u64::MAX - 1, head(FOX, LEAVE), vec![]),
    ]);
    let refused = raw.decode();
    assert_eq!(refused, Err(LogError::ImpossibleTick { tick: u64::MAX }));
    // Its message says so without overflowing.
    assert!(en()
        .fd_log_error(&refused.unwrap_err())
        .contains(&u64::MAX.to_string()));
}

#[test]
fn an_out_of_order_log_is_written_in_order() {
    // Never so in a match's own log; written at the tick before it rather
    // than as a delta that wraps.
    let leave = Intent::Leave { seat: Species::Fox };
    let log = Log {
        settings: Settings::default(),
        seats: [Seat::You; 2],
        intents: vec![
            Stamped {
                tick: 10,
                intent: leave,
            },
            Stamped {
                tick: 4,
                intent: leave,
            },
        ],
        end_tick: 20,
        digest: None,
    };
    let ticks: Vec<u64> = Log::decode(&log.encode())
        .expect("well formed")
        .intents
        .iter()
        .map(|s| s.tick)
        .collect();
    assert_eq!(ticks, [10, 10]);
}

#[test]
fn an_unknown_intent_kind_is_refused() {
    for kind in [6, 7, 127] {
        let raw = Raw::with_intents(vec![RawIntent(1, head(FOX, kind), vec![])]);
        assert_eq!(raw.decode(), Err(LogError::UnknownIntent(kind)));
    }
}

#[test]
fn an_intent_for_a_computer_seat_is_refused() {
    // Hard plays the dolphins.
    let raw = Raw::with_intents(vec![RawIntent(7, head(DOLPHIN, LEAVE), vec![])]);
    assert_eq!(raw.decode(), Err(LogError::ComputerSeat { tick: 7 }));
    // Easy plays the foxes, a person the dolphins.
    let raw = Raw {
        seats: vec![1, 0],
        ..Raw::with_intents(vec![RawIntent(9, head(FOX, DOWN), vec![3])])
    };
    assert_eq!(raw.decode(), Err(LogError::ComputerSeat { tick: 9 }));
    // Two computers: nobody may send anything.
    let raw = Raw {
        seats: vec![1, 2],
        ..Raw::default()
    };
    assert_eq!(raw.decode(), Err(LogError::ComputerSeat { tick: 10 }));
}

#[test]
fn a_step_from_a_tile_off_the_board_is_refused() {
    let raw = Raw::with_intents(vec![RawIntent(4, head(FOX, RIGHT), vec![16 * 16])]);
    assert_eq!(raw.decode(), Err(LogError::OffBoard { tick: 4 }));
    let raw = Raw::with_intents(vec![RawIntent(4, head(FOX, RIGHT), vec![u64::MAX])]);
    assert_eq!(raw.decode(), Err(LogError::OffBoard { tick: 4 }));
}

#[test]
fn a_step_over_the_edge_is_refused() {
    // Written as a far move by a match; as a step it is no log's.
    let corners = [(UP, 3), (RIGHT, 15), (DOWN, 16 * 15 + 3), (LEFT, 16 * 4)];
    for (kind, from) in corners {
        let raw = Raw::with_intents(vec![RawIntent(4, head(FOX, kind), vec![from])]);
        assert_eq!(raw.decode(), Err(LogError::OffBoard { tick: 4 }), "{kind}");
    }
}

#[test]
fn a_far_move_beyond_the_coordinate_bound_is_refused() {
    let at_bound = Raw::with_intents(vec![RawIntent(
        4,
        head(FOX, FAR),
        vec![0, 0, MAX_LOG_COORD, 0],
    )]);
    assert!(at_bound.decode().is_ok());
    for place in 0..4 {
        let mut numbers = vec![1, 2, 3, 4];
        numbers[place] = MAX_LOG_COORD + 1;
        let raw = Raw::with_intents(vec![RawIntent(4, head(FOX, FAR), numbers)]);
        assert_eq!(raw.decode(), Err(LogError::OffBoard { tick: 4 }));
    }
}

#[test]
fn a_request_from_far_off_the_board_is_recorded_within_the_bound_and_replays() {
    let mut played = Match::new(Settings::default(), [Seat::You; 2]).expect("valid");
    played.run_to(3);
    let far = Coord::new(usize::MAX, usize::MAX - 1);
    let _ = played.submit(Intent::Move {
        seat: Species::Fox,
        from: far,
        to: Coord::new(isize::MAX as usize, 0),
    });
    played.run_to(50);
    let log = Log::decode(&played.log().encode()).expect("well formed");
    let bound = MAX_LOG_COORD as usize;
    assert_eq!(log.intents[0].intent, fox_move((bound, bound), (bound, 0)));
    assert_eq!(Match::replay(&log).map(|m| m.digest()), Ok(played.digest()));
}

// ----- refusals found by replaying -----

#[test]
fn a_log_whose_digest_differs_is_refused_on_replay() {
    let mut bytes = real_log().encode();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x40;
    let log = Log::decode(&bytes).expect("well formed");
    assert_eq!(
        Match::replay(&log).map(|_| ()),
        Err(LogError::DigestMismatch)
    );
    assert!(en()
        .fd_log_error(&LogError::DigestMismatch)
        .contains("another version"));
}

#[test]
fn an_altered_intent_is_refused_on_replay() {
    let mut played = Match::new(Settings::default(), [Seat::You; 2]).expect("valid");
    let (from, to) = played.game().legal_moves(Species::Fox)[0];
    let _ = played.submit(Intent::Move {
        seat: Species::Fox,
        from,
        to,
    });
    played.run_to(10);
    let mut log = played.log();
    // The same click the other way round: no fox there, refused.
    log.intents[0].intent = Intent::Move {
        seat: Species::Fox,
        from: to,
        to: from,
    };
    let log = Log::decode(&log.encode()).expect("well formed");
    assert_eq!(
        Match::replay(&log).map(|_| ()),
        Err(LogError::DigestMismatch)
    );
}

#[test]
fn an_intent_after_the_game_ended_is_refused_on_replay() {
    let two_people = |intents| Raw {
        seats: TWO_PEOPLE.to_vec(),
        ..Raw::with_intents(intents)
    };
    // The foxes leave at tick 5: the game is over, and nothing follows.
    let later = two_people(vec![
        RawIntent(5, head(FOX, LEAVE), vec![]),
        RawIntent(1, head(DOLPHIN, LEAVE), vec![]),
    ]);
    let log = later.decode().expect("well formed");
    assert_eq!(
        Match::replay(&log).map(|_| ()),
        Err(LogError::IntentAfterEnd { tick: 6 })
    );
    // Not even within the same tick: at tick 4 the foxes act first, and
    // the dolphins' leave was never applied.
    let same_tick = two_people(vec![
        RawIntent(4, head(FOX, LEAVE), vec![]),
        RawIntent(0, head(DOLPHIN, LEAVE), vec![]),
    ]);
    let log = same_tick.decode().expect("well formed");
    assert_eq!(
        Match::replay(&log).map(|_| ()),
        Err(LogError::IntentAfterEnd { tick: 4 })
    );
    // The leave alone replays.
    let alone = two_people(vec![RawIntent(5, head(FOX, LEAVE), vec![])]);
    let replayed = Match::replay(&alone.decode().expect("well formed")).expect("replays");
    assert!(replayed.is_over());
    assert_eq!(replayed.tick(), 5);
}

#[test]
fn every_refusal_has_a_message() {
    let errors = [
        LogError::Malformed,
        LogError::TooLong { bytes: 300_000 },
        LogError::Truncated,
        LogError::UnknownVersion(9),
        LogError::Settings(SettingsError::SizeOutOfRange(9)),
        LogError::UnknownController(7),
        LogError::UnknownIntent(6),
        LogError::ImpossibleTick { tick: u64::MAX },
        LogError::ComputerSeat { tick: 4 },
        LogError::OffBoard { tick: 4 },
        LogError::IntentAfterEnd { tick: 4 },
        LogError::TrailingBytes,
        LogError::DigestMismatch,
    ];
    for error in errors {
        let message = en().fd_log_error(&error);
        assert!(message.starts_with("this "), "{message}");
    }
    let at = en().fd_log_error(&LogError::ComputerSeat { tick: 4 });
    assert!(at.contains("40 ms"), "{at}");
}
