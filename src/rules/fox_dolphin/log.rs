//! A match's log: its settings, who played each side and its people's stamped
//! intents; from it alone the whole match replays ([`Match::replay`]).
//!
//! The log travels in links and files, so it is compact (binary, varints,
//! then base64url for links) and **untrusted** when read back: [`Log::decode`]
//! bounds its size, checks every field, and refuses any log that could not
//! be the record of a game (see [`LogError`]) before a single tick is
//! replayed. The byte format is documented in `docs/replay-format.md`.
//!
//! [`Match::replay`]: super::Match::replay

use crate::bytes::{base64url_decode, base64url_encode, put, ReadError, Reader};

use super::ai::{seat_code, seat_of_code, Level};
use super::board::{Coord, Species};
use super::r#match::{Intent, Stamped, TICK_MS};
use super::settings::{Settings, SettingsError};
use crate::rules::Seat;

/// The format version this code writes: one byte for each side's
/// controller code. It reads this one and the two before it: version 2
/// holds both sides' codes in one byte, a nibble each (so codes 0 to 15
/// only, the ladder before its six rungs of version 3); version 1 has, as
/// well, no wait before the first tide step: its games had their first
/// step one tide interval after the start, and replay so.
pub const LOG_VERSION: u8 = 3;
/// The format before the ladder outgrew a nibble: both controller codes in
/// one byte; still read.
const LOG_VERSION_2: u8 = 2;
/// The first format, before the wait before the first tide step was a
/// setting; still read.
const LOG_VERSION_1: u8 = 1;
/// The largest log read, in bytes: far above any real game (a 5-minute
/// game of two people is about 2.5 KB), small enough to replay at once.
pub const MAX_LOG_BYTES: usize = 256 * 1024;
/// The largest log read from text (base64url): [`MAX_LOG_BYTES`] encoded,
/// four characters for three bytes, without padding.
pub const MAX_LOG_TEXT: usize = (MAX_LOG_BYTES * 4).div_ceil(3);
/// The largest coordinate a far move records. A request from or to a tile
/// farther out (only a buggy or hostile peer sends one) is written with
/// this instead: it is off every board either way, and refused alike.
pub const MAX_LOG_COORD: u64 = 1 << 16;

/// A match's record. [`Match::log`](super::Match::log) writes one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Log {
    pub settings: Settings,
    /// Who played each side, foxes first. A log records that a person
    /// played a side, not which person: read back, every person's side is
    /// [`Seat::You`].
    pub seats: [Seat<Level>; 2],
    /// The people's intents, with the ticks that applied them, in order.
    pub intents: Vec<Stamped>,
    /// The tick the record stops at (the end of the game, for a finished one).
    pub end_tick: u64,
    /// The digest of the game's events at `end_tick`, if recorded: a replay
    /// that ends elsewhere was made by another version, or altered.
    pub digest: Option<u64>,
}

/// Why a log was refused. Every message says what is wrong in words a
/// player can act on; the screen shows it and stays on the setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogError {
    /// Empty, or not base64url.
    Malformed,
    /// Longer than [`MAX_LOG_BYTES`] (or its text).
    TooLong { bytes: usize },
    /// Ends in the middle of a field.
    Truncated,
    /// Written by a version of the game this one does not know.
    UnknownVersion(u8),
    /// Settings outside their ranges.
    Settings(SettingsError),
    /// A controller code that names no player.
    UnknownController(u8),
    /// An intent of a kind this version does not know.
    UnknownIntent(u8),
    /// An end tick beyond the longest the game can last, or an intent at
    /// tick 0 or after the end tick. (Ticks are written as unsigned deltas,
    /// which saturate: they cannot run backwards or wrap round.)
    ImpossibleTick { tick: u64 },
    /// An intent for a seat the computer plays.
    ComputerSeat { tick: u64 },
    /// An animal's tile outside the board.
    OffBoard { tick: u64 },
    /// An intent after the game had already ended, or within the tick it
    /// ended but after what ended it, which no match records (found while
    /// replaying).
    IntentAfterEnd { tick: u64 },
    /// Bytes after the end of the log.
    TrailingBytes,
    /// The replay did not end as the recorded game did.
    DigestMismatch,
}

impl From<ReadError> for LogError {
    fn from(e: ReadError) -> LogError {
        match e {
            ReadError::Truncated => LogError::Truncated,
            ReadError::Overlong => LogError::Malformed,
        }
    }
}

// ----- seats and intents as bytes -----

/// A side's controller code: its seat's byte ([`seat_code`]), 0 for any
/// person. Codes up to 15 are the only ones versions 1 and 2 can hold.
fn controller_code(seat: Seat<Level>) -> u8 {
    match seat {
        Seat::Computer(_) => seat_code(seat),
        Seat::You | Seat::HotSeat | Seat::Guest => seat_code(Seat::You),
    }
}

/// The side a controller code names: a person (read back as
/// [`Seat::You`]) or the computer at a level; the bytes of a friend here
/// and of a guest, which no log holds, are refused.
fn seat_of(code: u8) -> Result<Seat<Level>, LogError> {
    match seat_of_code(code) {
        Some(seat @ (Seat::You | Seat::Computer(_))) => Ok(seat),
        _ => Err(LogError::UnknownController(code)),
    }
}

/// Steps of the four adjacent moves, in kind order 0..=3.
const STEPS: [(isize, isize); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];
const KIND_FAR: u8 = 4;
const KIND_LEAVE: u8 = 5;

fn step_kind(from: Coord, to: Coord) -> Option<u8> {
    let dr = to.row as isize - from.row as isize;
    let dc = to.col as isize - from.col as isize;
    STEPS.iter().position(|&s| s == (dr, dc)).map(|k| k as u8)
}

impl Log {
    /// The longest a game with these settings can last, in ticks.
    pub fn max_ticks(settings: &Settings) -> u64 {
        settings.game_length_ms().div_ceil(TICK_MS)
    }

    /// The log as bytes (format in `docs/replay-format.md`).
    pub fn encode(&self) -> Vec<u8> {
        let s = &self.settings;
        let mut out = vec![LOG_VERSION];
        put(&mut out, s.size as u64);
        put(&mut out, s.seed);
        put(&mut out, s.cooldown_ms);
        put(&mut out, s.tide_interval_ms);
        put(&mut out, s.first_tide_ms);
        put(&mut out, s.time_limit_ms.unwrap_or(0));
        out.push(controller_code(self.seats[0]));
        out.push(controller_code(self.seats[1]));
        put(&mut out, self.end_tick);
        put(&mut out, self.intents.len() as u64);
        let size = s.size;
        let index = |c: Coord| (c.row * size + c.col) as u64;
        let on_board = |c: Coord| c.row < size && c.col < size;
        let mut last = 0;
        for stamped in &self.intents {
            // Deltas are unsigned: an intent listed before an earlier one
            // (never so in a match's own log) is written at the tick before
            // it, rather than wrapping round to a tick far in the future.
            put(&mut out, stamped.tick.saturating_sub(last));
            last = last.max(stamped.tick);
            let seat = stamped.intent.seat().index() as u8;
            match stamped.intent {
                Intent::Move { from, to, .. } => {
                    // On the board first: the step's arithmetic is only
                    // for tiles that fit in a coordinate.
                    let step = if on_board(from) && on_board(to) {
                        step_kind(from, to)
                    } else {
                        None
                    };
                    match step {
                        Some(kind) => {
                            out.push(seat | kind << 1);
                            put(&mut out, index(from));
                        }
                        None => {
                            out.push(seat | KIND_FAR << 1);
                            for n in [from.row, from.col, to.row, to.col] {
                                put(&mut out, (n as u64).min(MAX_LOG_COORD));
                            }
                        }
                    }
                }
                Intent::Leave { .. } => out.push(seat | KIND_LEAVE << 1),
            }
        }
        match self.digest {
            Some(d) => {
                out.push(1);
                out.extend_from_slice(&d.to_le_bytes());
            }
            None => out.push(0),
        }
        out
    }

    /// Reads a log from bytes, checking everything that can be checked
    /// without replaying it (see [`LogError`]).
    pub fn decode(bytes: &[u8]) -> Result<Log, LogError> {
        if bytes.is_empty() {
            return Err(LogError::Malformed);
        }
        if bytes.len() > MAX_LOG_BYTES {
            return Err(LogError::TooLong { bytes: bytes.len() });
        }
        let mut r = Reader::new(bytes);
        let version = r.byte()?;
        if ![LOG_VERSION, LOG_VERSION_2, LOG_VERSION_1].contains(&version) {
            return Err(LogError::UnknownVersion(version));
        }
        let size = r.number()?;
        let seed = r.number()?;
        let cooldown_ms = r.number()?;
        let tide_interval_ms = r.number()?;
        let first_tide_ms = if version == LOG_VERSION_1 {
            tide_interval_ms
        } else {
            r.number()?
        };
        let limit = r.number()?;
        let settings = Settings {
            size: usize::try_from(size).unwrap_or(usize::MAX),
            seed,
            cooldown_ms,
            tide_interval_ms,
            first_tide_ms,
            time_limit_ms: (limit != 0).then_some(limit),
        };
        settings.validate().map_err(LogError::Settings)?;
        let seats = if version == LOG_VERSION {
            [seat_of(r.byte()?)?, seat_of(r.byte()?)?]
        } else {
            let codes = r.byte()?;
            [seat_of(codes & 0x0f)?, seat_of(codes >> 4)?]
        };
        let end_tick = r.number()?;
        let max_ticks = Log::max_ticks(&settings);
        if end_tick > max_ticks {
            return Err(LogError::ImpossibleTick { tick: end_tick });
        }
        let count = r.number()?;
        // Each intent takes at least two bytes (a delta and a head): no
        // count can ask for more room, or more turns of the loop below,
        // than the bytes left could hold.
        if count > (r.remaining() / 2) as u64 {
            return Err(LogError::Truncated);
        }
        let mut intents = Vec::with_capacity(count as usize);
        let n = settings.size;
        let mut tick = 0u64;
        for _ in 0..count {
            let delta = r.number()?;
            tick = tick.saturating_add(delta);
            if tick == 0 || tick > end_tick {
                return Err(LogError::ImpossibleTick { tick });
            }
            let head = r.byte()?;
            let seat = if head & 1 == 0 {
                Species::Fox
            } else {
                Species::Dolphin
            };
            if seats[seat.index()].is_computer() {
                return Err(LogError::ComputerSeat { tick });
            }
            let intent = match head >> 1 {
                kind @ 0..=3 => {
                    let i = r.number()?;
                    if i >= (n * n) as u64 {
                        return Err(LogError::OffBoard { tick });
                    }
                    let from = Coord::new(i as usize / n, i as usize % n);
                    let (dr, dc) = STEPS[kind as usize];
                    // A step off the edge is written as a far move, never
                    // as a step: refusing it here keeps one spelling per log.
                    let to = from
                        .row
                        .checked_add_signed(dr)
                        .zip(from.col.checked_add_signed(dc))
                        .map(|(row, col)| Coord::new(row, col))
                        .filter(|to| to.row < n && to.col < n)
                        .ok_or(LogError::OffBoard { tick })?;
                    Intent::Move { seat, from, to }
                }
                KIND_FAR => {
                    let mut c = [0usize; 4];
                    for v in &mut c {
                        let x = r.number()?;
                        if x > MAX_LOG_COORD {
                            return Err(LogError::OffBoard { tick });
                        }
                        *v = x as usize;
                    }
                    Intent::Move {
                        seat,
                        from: Coord::new(c[0], c[1]),
                        to: Coord::new(c[2], c[3]),
                    }
                }
                KIND_LEAVE => Intent::Leave { seat },
                other => return Err(LogError::UnknownIntent(other)),
            };
            intents.push(Stamped { tick, intent });
        }
        let digest = match r.byte()? {
            0 => None,
            1 => Some(u64::from_le_bytes(r.array()?)),
            _ => return Err(LogError::Malformed),
        };
        if !r.is_done() {
            return Err(LogError::TrailingBytes);
        }
        Ok(Log {
            settings,
            seats,
            intents,
            end_tick,
            digest,
        })
    }

    /// The log as base64url text, for a link.
    pub fn to_text(&self) -> String {
        base64url_encode(&self.encode())
    }

    /// Reads a log from base64url text (a link's value).
    pub fn from_text(text: &str) -> Result<Log, LogError> {
        if text.len() > MAX_LOG_TEXT {
            return Err(LogError::TooLong {
                bytes: text.len() * 3 / 4,
            });
        }
        Log::decode(&base64url_decode(text).ok_or(LogError::Malformed)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_of_the_ladder_has_its_own_controller_code_and_reads_back() {
        let mut codes = std::collections::HashSet::new();
        for &level in Level::LADDER {
            let code = controller_code(Seat::Computer(level));
            assert!(codes.insert(code), "{level:?} shares code {code}");
            assert_eq!(seat_of(code).ok(), Some(Seat::Computer(level)));
        }
        // Every code from 0 to the last level's names a seat, and no other.
        assert_eq!(codes.len(), Level::LADDER.len());
        let last = Level::LADDER.len() as u8;
        for code in 0..=last {
            assert!(seat_of(code).is_ok(), "{code}");
        }
        // A friend's and a guest's bytes in a host's save (254, 255) are no
        // controller: a log writes every person as 0.
        for person in [Seat::You, Seat::HotSeat, Seat::Guest] {
            assert_eq!(controller_code(person), 0);
        }
        for code in [last + 1, 0x7f, 254, u8::MAX] {
            assert_eq!(seat_of(code), Err(LogError::UnknownController(code)));
        }
        // The codes of logs written before the ladder read as before.
        assert_eq!(seat_of(1).ok(), Some(Seat::Computer(Level::Easy)));
        assert_eq!(seat_of(2).ok(), Some(Seat::Computer(Level::Normal)));
        assert_eq!(seat_of(3).ok(), Some(Seat::Computer(Level::Hard)));
        assert_eq!(seat_of(4).ok(), Some(Seat::Computer(Level::Expert)));
        // So do those of the rungs a nibble held (versions 1 and 2).
        assert_eq!(seat_of(15).ok(), Some(Seat::Computer(Level::Bold)));
    }
}
