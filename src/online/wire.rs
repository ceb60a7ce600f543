//! The messages between the host (the Z spec's board) and its guests, as
//! bytes on a data channel.
//!
//! Guests send little: a hello (with the guest's [`SeatToken`]), an
//! intent, a heartbeat, a request for a snapshot. The host sends what a guest needs to run the **same** match as
//! the host, from the same [`Match`] code: the log so far when it joins,
//! then the people's stamped intents as the ticks pass, with the host's
//! digest at each, so a guest finds out at once if its copy went astray;
//! and, while a dropped player may still come back, that the match waits.
//!
//! The same messages serve every [`OnlineGame`]: Fox & Dolphin and
//! tic-tac-toe. Every message starts with [`WIRE_VERSION`], the game's
//! byte ([`GameKind`]: a message of the other game is refused as such, with
//! its own message) and a kind byte. Decoding is
//! **untrusted**: the size is checked against a small maximum before a byte
//! is read ([`MAX_TO_HOST`] for anything a guest sends), every field is
//! checked, and a bad message is an error, never a panic.
//!
//! [`Match`]: crate::rules::fox_dolphin::Match
//! [`OnlineGame`]: super::game::OnlineGame

use crate::rules::fox_dolphin::MAX_LOG_BYTES;

use crate::bytes::{put, Reader};

use super::game::{GameKind, OnlineGame};
pub use super::game::{Refusal, WireError};
pub use super::series::Series;

/// The message format this version speaks (2: the game's byte after it;
/// 3: the hello carries the guest's seat token, and the pause; 4: the
/// series (rematch asked or declined, the next game, the score) and the
/// watchers counted; 5: the series' id in every series sent, and the
/// replay log's version 3 (the 21-rung ladder) in every log). A page of
/// another version is told so, not misread.
pub const WIRE_VERSION: u8 = 5;
/// The largest message a guest may send, in bytes (a move is at most 12).
pub const MAX_TO_HOST: usize = 32;
/// The largest message the host sends: a welcome or the next game, with
/// the longest log (the header, the role and the series take at most 32).
pub const MAX_TO_GUEST: usize = MAX_LOG_BYTES + 40;
/// Stamped intents in one [`ToGuest::Ticks`], at most (two people moving
/// at the shortest cooldown add two a tenth of a second).
pub const MAX_INTENTS_PER_MESSAGE: usize = 1024;

/// A guest's secret for its seat: drawn once per tab, sent in its
/// [`ToHost::Hello`], so a guest that comes back (a reload, a dropped
/// channel re-opened) gets the seat it held. Only the guest and its host
/// know it. 0 is no token (a guest that will not come back).
pub type SeatToken = u64;

/// What a guest holds in the match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role<S> {
    /// Z spec `Join`: a player's seat (a side of the board).
    Seat(S),
    /// Z spec `Join` with both seats taken (`R`): a viewer.
    Watcher,
}

/// Guest → host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToHost<G: OnlineGame> {
    /// Asks for a seat (Z spec `Join`), or back the seat this token held.
    Hello(SeatToken),
    /// A move or a leave for the guest's seat.
    Intent(G::Intent),
    /// "Still here", once a second.
    Heartbeat,
    /// "My copy differs from yours (or I missed ticks): send the log."
    Resync,
    /// Once the game is over: another game (`true`), or no more (`false`:
    /// the series ends).
    Rematch(bool),
}

/// Host → guest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToGuest<G: OnlineGame> {
    /// The guest's role, the series so far and the match so far, from
    /// which the guest replays the same match.
    Welcome {
        role: Role<G::Side>,
        series: Series,
        log: G::Log,
    },
    /// Both players asked for a rematch: the series' next game, its sides
    /// swapped (the guest's role in it), starting with the count as the
    /// first did.
    NextGame {
        role: Role<G::Side>,
        series: Series,
        log: G::Log,
    },
    /// The series' score, after a game ended.
    Score(Series),
    /// The player of this side asks for a rematch.
    RematchAsked(G::Side),
    /// The player of this side declined a rematch or left: the series
    /// ends (the games played stay as they were).
    SeriesOver(G::Side),
    /// How many watch the game (guests without a seat), sent to everyone
    /// when it changes and after each welcome.
    Watchers(u32),
    /// The host's match went from tick `from` to tick `to`, applying these
    /// intents (each at its tick, `from < tick <= to`); `digest` is its
    /// digest at `to`. Also the host's heartbeat.
    Ticks {
        from: u64,
        to: u64,
        intents: Vec<(u64, G::Intent)>,
        digest: u64,
    },
    /// The match so far, after a guest's copy differed or missed ticks.
    Snapshot(G::Log),
    /// Z spec `IllegalMove` for things only the host can judge.
    Refused(Refusal<G::Refusal>),
    /// The game ended so (the guest's copy ends the same way).
    Over(G::Outcome),
    /// "Still here", before the game starts (then [`ToGuest::Ticks`] are).
    Heartbeat,
    /// The match waits: the player of `side` lost their channel and has
    /// `left_ms` to come back, else they have left. Sent when the pause
    /// starts and about once a second while it lasts.
    Paused { side: G::Side, left_ms: u64 },
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
const PAUSED: u8 = 16;
const REMATCH: u8 = 5;
const NEXT_GAME: u8 = 17;
const SCORE: u8 = 18;
const REMATCH_ASKED: u8 = 19;
const SERIES_OVER: u8 = 20;
const WATCHERS: u8 = 21;

fn header<G: OnlineGame>(kind: u8) -> Vec<u8> {
    vec![WIRE_VERSION, G::KIND.code(), kind]
}

/// Checks the size, version and game, and returns the kind and a reader on
/// the rest.
fn open<G: OnlineGame>(bytes: &[u8], max: usize) -> Result<(u8, Reader<'_>), WireError> {
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
    let game = r.byte()?;
    if game != G::KIND.code() {
        return Err(WireError::OtherGame(GameKind::from_code(game)));
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

impl<G: OnlineGame> ToHost<G> {
    pub fn encode(&self) -> Vec<u8> {
        match self {
            ToHost::Hello(token) => {
                let mut out = header::<G>(HELLO);
                out.extend_from_slice(&token.to_le_bytes());
                out
            }
            ToHost::Heartbeat => header::<G>(HEARTBEAT),
            ToHost::Resync => header::<G>(RESYNC),
            ToHost::Intent(intent) => {
                let mut out = header::<G>(INTENT);
                G::put_intent(&mut out, *intent);
                out
            }
            ToHost::Rematch(yes) => {
                let mut out = header::<G>(REMATCH);
                out.push(u8::from(*yes));
                out
            }
        }
    }

    pub fn decode(bytes: &[u8]) -> Result<ToHost<G>, WireError> {
        let (kind, mut r) = open::<G>(bytes, MAX_TO_HOST)?;
        let message = match kind {
            HELLO => ToHost::Hello(u64::from_le_bytes(r.array()?)),
            HEARTBEAT => ToHost::Heartbeat,
            RESYNC => ToHost::Resync,
            INTENT => ToHost::Intent(G::read_intent(&mut r)?),
            REMATCH => ToHost::Rematch(match r.byte()? {
                0 => false,
                1 => true,
                _ => return Err(WireError::BadField("rematch")),
            }),
            other => return Err(WireError::UnknownKind(other)),
        };
        done(&r)?;
        Ok(message)
    }
}

/// A refusal's byte. The shared refusals keep the codes they had when
/// tic-tac-toe's three were among them (6 to 8): the game's own take
/// 6 to 8, then 11 on, in [`OnlineGame::REFUSALS`] order (10 is
/// [`Refusal::Paused`], added later; no game has a fourth of its own).
fn refusal_code<G: OnlineGame>(r: Refusal<G::Refusal>) -> u8 {
    match r {
        Refusal::Watcher => 0,
        Refusal::NotYourSeat => 1,
        Refusal::TooFast => 2,
        Refusal::BadMessage => 3,
        Refusal::NotStarted => 4,
        Refusal::GameOver => 5,
        Refusal::OtherGame => 9,
        Refusal::Paused => 10,
        Refusal::NotOver => 20,
        Refusal::SeriesOver => 21,
        Refusal::Full => 22,
        Refusal::Game(own) => {
            let i = G::REFUSALS.iter().position(|&x| x == own).unwrap_or(0);
            if i < 3 {
                6 + i as u8
            } else {
                8 + i as u8
            }
        }
    }
}

fn read_refusal<G: OnlineGame>(code: u8) -> Option<Refusal<G::Refusal>> {
    let own = |i: u8| G::REFUSALS.get(usize::from(i)).copied().map(Refusal::Game);
    match code {
        0 => Some(Refusal::Watcher),
        1 => Some(Refusal::NotYourSeat),
        2 => Some(Refusal::TooFast),
        3 => Some(Refusal::BadMessage),
        4 => Some(Refusal::NotStarted),
        5 => Some(Refusal::GameOver),
        9 => Some(Refusal::OtherGame),
        10 => Some(Refusal::Paused),
        20 => Some(Refusal::NotOver),
        21 => Some(Refusal::SeriesOver),
        22 => Some(Refusal::Full),
        6..=8 => own(code - 6),
        _ => own(code - 8),
    }
}

fn read_role<G: OnlineGame>(code: u8) -> Result<Role<G::Side>, WireError> {
    match code {
        2 => Ok(Role::Watcher),
        s => Ok(Role::Seat(G::read_side(s)?)),
    }
}

/// A welcome or the next game: the role, the series, the log.
fn game_start<G: OnlineGame>(
    kind: u8,
    role: &Role<G::Side>,
    series: &Series,
    log: &G::Log,
) -> Vec<u8> {
    let mut out = header::<G>(kind);
    out.push(match role {
        Role::Seat(s) => G::put_side(*s),
        Role::Watcher => 2,
    });
    series.put(&mut out);
    out.extend_from_slice(&G::encode_log(log));
    out
}

impl<G: OnlineGame> ToGuest<G> {
    pub fn encode(&self) -> Vec<u8> {
        match self {
            ToGuest::Heartbeat => header::<G>(HOST_HEARTBEAT),
            ToGuest::Welcome { role, series, log } => game_start::<G>(WELCOME, role, series, log),
            ToGuest::NextGame { role, series, log } => {
                game_start::<G>(NEXT_GAME, role, series, log)
            }
            ToGuest::Score(series) => {
                let mut out = header::<G>(SCORE);
                series.put(&mut out);
                out
            }
            ToGuest::RematchAsked(side) => {
                let mut out = header::<G>(REMATCH_ASKED);
                out.push(G::put_side(*side));
                out
            }
            ToGuest::SeriesOver(side) => {
                let mut out = header::<G>(SERIES_OVER);
                out.push(G::put_side(*side));
                out
            }
            ToGuest::Watchers(n) => {
                let mut out = header::<G>(WATCHERS);
                put(&mut out, u64::from(*n));
                out
            }
            ToGuest::Ticks {
                from,
                to,
                intents,
                digest,
            } => {
                let mut out = header::<G>(TICKS);
                put(&mut out, *from);
                put(&mut out, to.saturating_sub(*from));
                put(&mut out, intents.len() as u64);
                for &(tick, intent) in intents {
                    put(&mut out, tick.saturating_sub(*from));
                    G::put_intent(&mut out, intent);
                }
                out.extend_from_slice(&digest.to_le_bytes());
                out
            }
            ToGuest::Snapshot(log) => {
                let mut out = header::<G>(SNAPSHOT);
                out.extend_from_slice(&G::encode_log(log));
                out
            }
            ToGuest::Refused(r) => {
                let mut out = header::<G>(REFUSED);
                out.push(refusal_code::<G>(*r));
                out
            }
            ToGuest::Over(outcome) => {
                let mut out = header::<G>(OVER);
                G::put_outcome(&mut out, *outcome);
                out
            }
            ToGuest::Paused { side, left_ms } => {
                let mut out = header::<G>(PAUSED);
                out.push(G::put_side(*side));
                put(&mut out, *left_ms);
                out
            }
        }
    }

    pub fn decode(bytes: &[u8]) -> Result<ToGuest<G>, WireError> {
        let (kind, mut r) = open::<G>(bytes, MAX_TO_GUEST)?;
        let message = match kind {
            WELCOME | NEXT_GAME => {
                let role = read_role::<G>(r.byte()?)?;
                let series = Series::read(&mut r)?;
                let log = G::decode_log(r.rest())?;
                return Ok(if kind == WELCOME {
                    ToGuest::Welcome { role, series, log }
                } else {
                    ToGuest::NextGame { role, series, log }
                });
            }
            SCORE => ToGuest::Score(Series::read(&mut r)?),
            REMATCH_ASKED => ToGuest::RematchAsked(G::read_side(r.byte()?)?),
            SERIES_OVER => ToGuest::SeriesOver(G::read_side(r.byte()?)?),
            WATCHERS => ToGuest::Watchers(
                u32::try_from(r.number()?).map_err(|_| WireError::BadField("watchers"))?,
            ),
            SNAPSHOT => return Ok(ToGuest::Snapshot(G::decode_log(r.rest())?)),
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
                    intents.push((tick, G::read_intent(&mut r)?));
                }
                ToGuest::Ticks {
                    from,
                    to,
                    intents,
                    digest: u64::from_le_bytes(r.array()?),
                }
            }
            REFUSED => {
                let code = r.byte()?;
                ToGuest::Refused(read_refusal::<G>(code).ok_or(WireError::BadField("refusal"))?)
            }
            OVER => ToGuest::Over(G::read_outcome(&mut r)?),
            HOST_HEARTBEAT => ToGuest::Heartbeat,
            PAUSED => ToGuest::Paused {
                side: G::read_side(r.byte()?)?,
                left_ms: r.number()?,
            },
            other => return Err(WireError::UnknownKind(other)),
        };
        done(&r)?;
        Ok(message)
    }
}
