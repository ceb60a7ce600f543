//! The messages between the host (the Z spec's board) and its guests, as
//! bytes on a data channel.
//!
//! Guests send little: a hello, an intent, a heartbeat, a request for a
//! snapshot. The host sends what a guest needs to run the **same** match as
//! the host, from the same [`Match`] code: the log so far when it joins,
//! then the people's stamped intents as the ticks pass, with the host's
//! digest at each, so a guest finds out at once if its copy went astray.
//!
//! Every message starts with [`WIRE_VERSION`] and a kind byte. Decoding is
//! **untrusted**: the size is checked against a small maximum before a byte
//! is read ([`MAX_TO_HOST`] for anything a guest sends), every field is
//! checked, and a bad message is an error, never a panic.
//!
//! [`Match`]: crate::rules::fox_dolphin::Match

use std::fmt;

use crate::rules::fox_dolphin::{
    Coord, EndReason, Intent, Log, LogError, Outcome, Species, Stamped, MAX_BOARD_SIZE,
    MAX_LOG_BYTES,
};

use crate::bytes::{put, ReadError, Reader};

/// The message format this version speaks.
pub const WIRE_VERSION: u8 = 1;
/// The largest message a guest may send, in bytes (a move is at most 11).
pub const MAX_TO_HOST: usize = 32;
/// The largest message the host sends: a snapshot of the longest log.
pub const MAX_TO_GUEST: usize = MAX_LOG_BYTES + 16;
/// Stamped intents in one [`ToGuest::Ticks`], at most (two people moving
/// at the shortest cooldown add two a tenth of a second).
pub const MAX_INTENTS_PER_MESSAGE: usize = 1024;

/// What a guest holds in the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Z spec `Join`: a player's seat.
    Seat(Species),
    /// Z spec `Join` with both seats taken (`R`): a viewer.
    Watcher,
}

/// Guest → host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ToHost {
    /// Asks for a seat (Z spec `Join`).
    Hello,
    /// A move or a leave for the guest's seat.
    Intent(Intent),
    /// "Still here", once a second.
    Heartbeat,
    /// "My copy differs from yours (or I missed ticks): send the log."
    Resync,
}

/// Why the host refused a guest's message (sent only to that guest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The guest watches: it has no seat to move.
    Watcher,
    /// A move for the other side's seat.
    NotYourSeat,
    /// More messages than the host takes from one guest.
    TooFast,
    /// A message the host could not read.
    BadMessage,
    /// The game has not started: waiting for the other player.
    NotStarted,
    /// The game is over.
    GameOver,
}

/// Host → guest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToGuest {
    /// The guest's role and the match so far: its settings, controllers and
    /// every stamped intent, from which the guest replays the same match.
    Welcome { role: Role, log: Log },
    /// The host's match went from tick `from` to tick `to`, applying these
    /// intents (each at its tick, `from < tick <= to`); `digest` is its
    /// digest at `to`. Also the host's heartbeat.
    Ticks {
        from: u64,
        to: u64,
        intents: Vec<Stamped>,
        digest: u64,
    },
    /// The match so far, after a guest's copy differed or missed ticks.
    Snapshot(Log),
    /// Z spec `IllegalMove` for things only the host can judge.
    Refused(Refusal),
    /// The game ended so (the guest's copy ends the same way).
    Over(Outcome),
    /// "Still here", before the game starts (then [`ToGuest::Ticks`] are).
    Heartbeat,
}

/// Why a message could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    Empty,
    TooLong {
        bytes: usize,
    },
    UnknownVersion(u8),
    UnknownKind(u8),
    Truncated,
    /// A field outside its range.
    BadField(&'static str),
    TrailingBytes,
    /// The log in a welcome or snapshot.
    Log(LogError),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::Empty => f.write_str("an empty message"),
            WireError::TooLong { bytes } => write!(f, "a message too long ({bytes} bytes)"),
            WireError::UnknownVersion(v) => write!(
                f,
                "a message from another version of the game (format {v}): both players should reload the page"
            ),
            WireError::UnknownKind(k) => write!(f, "a message of an unknown kind ({k})"),
            WireError::Truncated => f.write_str("a message cut short"),
            WireError::BadField(what) => write!(f, "a message with a bad {what}"),
            WireError::TrailingBytes => f.write_str("a message with extra bytes"),
            WireError::Log(e) => write!(f, "a game record that cannot be read: {e}"),
        }
    }
}

impl std::error::Error for WireError {}

impl From<ReadError> for WireError {
    fn from(e: ReadError) -> WireError {
        match e {
            ReadError::Truncated => WireError::Truncated,
            ReadError::Overlong => WireError::BadField("number"),
        }
    }
}

// ----- kinds -----

const HELLO: u8 = 1;
const INTENT: u8 = 2;
const HEARTBEAT: u8 = 3;
const RESYNC: u8 = 4;
const WELCOME: u8 = 10;
const TICKS: u8 = 11;
const SNAPSHOT: u8 = 12;
const REFUSED: u8 = 13;
const OVER: u8 = 14;
const HOST_HEARTBEAT: u8 = 15;

fn header(kind: u8) -> Vec<u8> {
    vec![WIRE_VERSION, kind]
}

/// Checks the size and version and returns the kind and a reader on the rest.
fn open(bytes: &[u8], max: usize) -> Result<(u8, Reader<'_>), WireError> {
    if bytes.is_empty() {
        return Err(WireError::Empty);
    }
    if bytes.len() > max {
        return Err(WireError::TooLong { bytes: bytes.len() });
    }
    let mut r = Reader::new(bytes);
    let version = r.byte()?;
    if version != WIRE_VERSION {
        return Err(WireError::UnknownVersion(version));
    }
    Ok((r.byte()?, r))
}

fn done(r: &Reader) -> Result<(), WireError> {
    if r.is_done() {
        Ok(())
    } else {
        Err(WireError::TrailingBytes)
    }
}

fn species_code(s: Species) -> u8 {
    match s {
        Species::Fox => 0,
        Species::Dolphin => 1,
    }
}

fn species_of(code: u8) -> Result<Species, WireError> {
    match code {
        0 => Ok(Species::Fox),
        1 => Ok(Species::Dolphin),
        _ => Err(WireError::BadField("seat")),
    }
}

fn put_intent(out: &mut Vec<u8>, intent: Intent) {
    match intent {
        Intent::Move { seat, from, to } => {
            out.push(species_code(seat));
            // A tile off every board is sent as the first one off the
            // largest: the rules refuse either as off the board, alike.
            for n in [from.row, from.col, to.row, to.col] {
                put(out, n.min(MAX_BOARD_SIZE) as u64);
            }
        }
        Intent::Leave { seat } => out.push(2 | species_code(seat)),
    }
}

fn read_intent(r: &mut Reader) -> Result<Intent, WireError> {
    let head = r.byte()?;
    let seat = species_of(head & 1)?;
    match head >> 1 {
        0 => {
            let mut c = [0usize; 4];
            for n in &mut c {
                let v = r.number()?;
                if v > MAX_BOARD_SIZE as u64 {
                    return Err(WireError::BadField("tile"));
                }
                *n = v as usize;
            }
            Ok(Intent::Move {
                seat,
                from: Coord::new(c[0], c[1]),
                to: Coord::new(c[2], c[3]),
            })
        }
        1 => Ok(Intent::Leave { seat }),
        _ => Err(WireError::BadField("intent")),
    }
}

impl ToHost {
    pub fn encode(&self) -> Vec<u8> {
        match self {
            ToHost::Hello => header(HELLO),
            ToHost::Heartbeat => header(HEARTBEAT),
            ToHost::Resync => header(RESYNC),
            ToHost::Intent(intent) => {
                let mut out = header(INTENT);
                put_intent(&mut out, *intent);
                out
            }
        }
    }

    pub fn decode(bytes: &[u8]) -> Result<ToHost, WireError> {
        let (kind, mut r) = open(bytes, MAX_TO_HOST)?;
        let message = match kind {
            HELLO => ToHost::Hello,
            HEARTBEAT => ToHost::Heartbeat,
            RESYNC => ToHost::Resync,
            INTENT => ToHost::Intent(read_intent(&mut r)?),
            other => return Err(WireError::UnknownKind(other)),
        };
        done(&r)?;
        Ok(message)
    }
}

fn refusal_code(r: Refusal) -> u8 {
    match r {
        Refusal::Watcher => 0,
        Refusal::NotYourSeat => 1,
        Refusal::TooFast => 2,
        Refusal::BadMessage => 3,
        Refusal::NotStarted => 4,
        Refusal::GameOver => 5,
    }
}

const REFUSALS: [Refusal; 6] = [
    Refusal::Watcher,
    Refusal::NotYourSeat,
    Refusal::TooFast,
    Refusal::BadMessage,
    Refusal::NotStarted,
    Refusal::GameOver,
];

const REASONS: [EndReason; 3] = [
    EndReason::SpeciesEaten,
    EndReason::OpponentLeft,
    EndReason::TimeLimit,
];

fn read_log(r: &Reader) -> Result<Log, WireError> {
    Log::decode(r.rest()).map_err(WireError::Log)
}

impl ToGuest {
    pub fn encode(&self) -> Vec<u8> {
        match self {
            ToGuest::Heartbeat => header(HOST_HEARTBEAT),
            ToGuest::Welcome { role, log } => {
                let mut out = header(WELCOME);
                out.push(match role {
                    Role::Seat(s) => species_code(*s),
                    Role::Watcher => 2,
                });
                out.extend_from_slice(&log.encode());
                out
            }
            ToGuest::Ticks {
                from,
                to,
                intents,
                digest,
            } => {
                let mut out = header(TICKS);
                put(&mut out, *from);
                put(&mut out, to - from);
                put(&mut out, intents.len() as u64);
                for s in intents {
                    put(&mut out, s.tick - from);
                    put_intent(&mut out, s.intent);
                }
                out.extend_from_slice(&digest.to_le_bytes());
                out
            }
            ToGuest::Snapshot(log) => {
                let mut out = header(SNAPSHOT);
                out.extend_from_slice(&log.encode());
                out
            }
            ToGuest::Refused(r) => {
                let mut out = header(REFUSED);
                out.push(refusal_code(*r));
                out
            }
            ToGuest::Over(outcome) => {
                let mut out = header(OVER);
                out.push(outcome.winner.map_or(2, species_code));
                let reason = REASONS.iter().position(|&r| r == outcome.reason);
                out.push(reason.unwrap_or(0) as u8);
                out
            }
        }
    }

    pub fn decode(bytes: &[u8]) -> Result<ToGuest, WireError> {
        let (kind, mut r) = open(bytes, MAX_TO_GUEST)?;
        let message = match kind {
            WELCOME => {
                let role = match r.byte()? {
                    2 => Role::Watcher,
                    s => Role::Seat(species_of(s)?),
                };
                return Ok(ToGuest::Welcome {
                    role,
                    log: read_log(&r)?,
                });
            }
            SNAPSHOT => return Ok(ToGuest::Snapshot(read_log(&r)?)),
            TICKS => {
                let from = r.number()?;
                let to = from
                    .checked_add(r.number()?)
                    .ok_or(WireError::BadField("tick"))?;
                let count = r.number()?;
                if count > MAX_INTENTS_PER_MESSAGE as u64 {
                    return Err(WireError::BadField("count"));
                }
                let mut intents = Vec::with_capacity(count as usize);
                let mut last = from;
                for _ in 0..count {
                    let tick = from.saturating_add(r.number()?);
                    if tick <= from || tick > to || tick < last {
                        return Err(WireError::BadField("tick"));
                    }
                    last = tick;
                    intents.push(Stamped {
                        tick,
                        intent: read_intent(&mut r)?,
                    });
                }
                let mut digest = [0u8; 8];
                digest.copy_from_slice(r.take(8)?);
                ToGuest::Ticks {
                    from,
                    to,
                    intents,
                    digest: u64::from_le_bytes(digest),
                }
            }
            REFUSED => {
                let code = r.byte()? as usize;
                ToGuest::Refused(*REFUSALS.get(code).ok_or(WireError::BadField("refusal"))?)
            }
            OVER => {
                let winner = match r.byte()? {
                    2 => None,
                    s => Some(species_of(s)?),
                };
                let reason = *REASONS
                    .get(r.byte()? as usize)
                    .ok_or(WireError::BadField("reason"))?;
                ToGuest::Over(Outcome { winner, reason })
            }
            HOST_HEARTBEAT => ToGuest::Heartbeat,
            other => return Err(WireError::UnknownKind(other)),
        };
        done(&r)?;
        Ok(message)
    }
}
