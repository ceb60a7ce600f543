//! The host saved and restored: what the host's page keeps for its tab
//! (the match's log as the wire encodes it, its tick and digest, who plays
//! each side and each guest seat's token, the series' score), so a
//! reloaded page goes on with the same match and the same series, its
//! guests away until they come back with their tokens.
//!
//! The bytes are untrusted (the tab's storage can hold anything): bounded,
//! versioned, of one game, and checked against the match they replay to; a
//! bad save is a [`RestoreError`], never a panic.

use crate::bytes::{put, ReadError, Reader};
use crate::clock::Millis;
use crate::online::game::{GameKind, OnlineGame};
use crate::online::series::Series;
use crate::online::wire::{WireError, MAX_TO_GUEST};
use crate::rules::fox_dolphin::ai::{seat_code, seat_of_code, Level};
use crate::rules::Seat;

use super::{Host, GRACE_MS};

/// The save format this version writes (it reads this one and those
/// before: version 1 had no series, and reads as the first game of one;
/// version 2 had no series' id, and keeps the one the restored host drew;
/// up to version 3 the seats had a numbering of their own,
/// `old_seat_of`, where version 4 writes the seat code of logs).
pub const SAVE_VERSION: u8 = 4;
/// The largest save: the longest log and a few fields.
pub const MAX_SAVE_BYTES: usize = MAX_TO_GUEST + 64;

/// Why a save was not restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    Empty,
    TooLong {
        bytes: usize,
    },
    UnknownVersion(u8),
    /// A save of another game (`None`: one this version does not know).
    OtherGame(Option<GameKind>),
    /// A field cut short or outside its range, or bytes after the end.
    Damaged(&'static str),
    /// Kept past games of another series than the host's (its id):
    /// not this series' games, and nothing is wrong with them.
    OtherSeries,
    /// The match's log could not be read.
    Log(WireError),
    /// The log replays to another tick or digest than the save says.
    Differs,
}

impl RestoreError {
    /// Whether a page says it refused what its tab kept: not for another
    /// series' past games ([`RestoreError::OtherSeries`]), which are not
    /// shown and are nothing wrong.
    pub fn is_said(&self) -> bool {
        !matches!(self, RestoreError::OtherSeries)
    }
}

impl From<ReadError> for RestoreError {
    fn from(_: ReadError) -> RestoreError {
        RestoreError::Damaged("truncated")
    }
}

/// The last version whose seats are in the save's own numbering
/// ([`old_seat_of`]); from the next, the one seat code of logs and saves
/// ([`seat_code`]).
const LAST_OWN_SEATS: u8 = 3;

/// A seat as saves up to version [`LAST_OWN_SEATS`] numbered it: `0` you,
/// `1` a friend here, `2` a guest, then each level's byte in logs
/// ([`seat_code`]) plus two (`3` Easy to `23` Daring, the levels of then).
fn old_seat_of(code: u8) -> Option<Seat<Level>> {
    match code {
        0 => Some(Seat::You),
        1 => Some(Seat::HotSeat),
        2 => Some(Seat::Guest),
        3..=23 => seat_of_code(code - 2).filter(|seat| seat.is_computer()),
        _ => None,
    }
}

/// The seat a save of `version` wrote as `code`.
fn seat_of(version: u8, code: u8) -> Result<Seat<Level>, RestoreError> {
    let seat = if version <= LAST_OWN_SEATS {
        old_seat_of(code)
    } else {
        seat_of_code(code)
    };
    seat.ok_or(RestoreError::Damaged("seat"))
}

impl<G: OnlineGame> Host<G> {
    /// The host as bytes for its page to keep: see [`Host::restore`].
    /// Watchers are not kept (they come back as new watchers).
    pub fn save(&self) -> Vec<u8> {
        let mut out = vec![SAVE_VERSION, G::KIND.code()];
        out.extend(self.seats.map(seat_code));
        out.push(u8::from(self.is_started()));
        for token in self.tokens {
            match token {
                Some(t) => {
                    out.push(1);
                    out.extend_from_slice(&t.to_le_bytes());
                }
                None => out.push(0),
            }
        }
        put(&mut out, self.game.tick());
        out.extend_from_slice(&self.game.digest().to_le_bytes());
        self.series.put(&mut out);
        out.extend(G::encode_log(&self.game.log()));
        out
    }

    /// The host [`Host::save`] kept, at `now`: the same match at the same
    /// tick and digest; each guest seat of a running game that had its
    /// guest is away with its token (its grace from `now`), the match
    /// paused until they are back.
    pub fn restore(bytes: &[u8], now: Millis) -> Result<Host<G>, RestoreError> {
        if bytes.is_empty() {
            return Err(RestoreError::Empty);
        }
        if bytes.len() > MAX_SAVE_BYTES {
            return Err(RestoreError::TooLong { bytes: bytes.len() });
        }
        let mut r = Reader::new(bytes);
        let version = r.byte()?;
        if !(1..=SAVE_VERSION).contains(&version) {
            return Err(RestoreError::UnknownVersion(version));
        }
        let game = r.byte()?;
        if game != G::KIND.code() {
            return Err(RestoreError::OtherGame(GameKind::from_code(game)));
        }
        let seats = [seat_of(version, r.byte()?)?, seat_of(version, r.byte()?)?];
        let started = match r.byte()? {
            0 => false,
            1 => true,
            _ => return Err(RestoreError::Damaged("started")),
        };
        let mut tokens = [None; 2];
        for (i, token) in tokens.iter_mut().enumerate() {
            *token = match r.byte()? {
                0 => None,
                1 if seats[i] == Seat::Guest => Some(u64::from_le_bytes(r.array()?)),
                _ => return Err(RestoreError::Damaged("token")),
            };
        }
        let tick = r.number()?;
        let digest = u64::from_le_bytes(r.array()?);
        let series = match version {
            1 => None,
            2 => Some(Series::read_counts(&mut r)),
            _ => Some(Series::read(&mut r)),
        }
        .transpose()
        .map_err(|_| RestoreError::Damaged("series"))?;
        let log = G::decode_log(r.rest()).map_err(RestoreError::Log)?;
        let game = G::replay(&log).map_err(RestoreError::Log)?;
        if game.tick() != tick || game.digest() != digest {
            return Err(RestoreError::Differs);
        }
        let mut host = Host::with_game(game, seats);
        if let Some(series) = series {
            // Before version 3, no id: the one the host just drew.
            host.series = Series {
                id: if version < 3 {
                    host.series.id
                } else {
                    series.id
                },
                ..series
            };
        }
        host.rematches.set_past(host.series.id, Vec::new());
        host.tokens = tokens;
        host.sent_tick = tick;
        host.sent_intents = host.game.intent_count();
        host.sent = now;
        host.over_sent = host.game.is_over();
        if started {
            host.started = Some(now);
            host.tick0 = tick;
            if !host.game.is_over() {
                host.away = tokens.map(|t| t.map(|_| now + GRACE_MS));
            }
            if host.away.iter().any(Option::is_some) {
                host.paused_at = Some(now);
            }
        }
        Ok(host)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::tictactoe::TttMatch;
    use crate::rules::tictactoe::Player;

    #[test]
    fn a_save_reads_its_seats_in_the_numbering_of_its_version() {
        let mut seats = vec![Seat::You, Seat::HotSeat, Seat::Guest];
        seats.extend(Level::LADDER.iter().map(|&level| Seat::Computer(level)));
        for seat in seats {
            assert_eq!(seat_of(SAVE_VERSION, seat_code(seat)), Ok(seat));
        }
        // Versions 1 to 3 numbered the seats so (`seat_code` of the save
        // then), level by level in the order they were made.
        let old = [
            (0, Seat::You),
            (1, Seat::HotSeat),
            (2, Seat::Guest),
            (3, Seat::Computer(Level::Easy)),
            (4, Seat::Computer(Level::Normal)),
            (5, Seat::Computer(Level::Hard)),
            (6, Seat::Computer(Level::Expert)),
            (7, Seat::Computer(Level::Gentle)),
            (8, Seat::Computer(Level::Calm)),
            (9, Seat::Computer(Level::Mellow)),
            (10, Seat::Computer(Level::Steady)),
            (11, Seat::Computer(Level::Brisk)),
            (12, Seat::Computer(Level::Lively)),
            (13, Seat::Computer(Level::Keen)),
            (14, Seat::Computer(Level::Swift)),
            (15, Seat::Computer(Level::Sharp)),
            (16, Seat::Computer(Level::Fierce)),
            (17, Seat::Computer(Level::Bold)),
            (18, Seat::Computer(Level::Mild)),
            (19, Seat::Computer(Level::Nimble)),
            (20, Seat::Computer(Level::Eager)),
            (21, Seat::Computer(Level::Ready)),
            (22, Seat::Computer(Level::Rapid)),
            (23, Seat::Computer(Level::Daring)),
        ];
        for version in 1..=LAST_OWN_SEATS {
            for (code, seat) in old {
                assert_eq!(seat_of(version, code), Ok(seat), "v{version} {code}");
            }
            for code in [24, 0x7f, 254, u8::MAX] {
                assert!(seat_of(version, code).is_err(), "v{version} {code}");
            }
        }
    }

    /// A host's save with its series' bytes `series` in place of its own,
    /// the version byte `version`, and its seats as that version wrote
    /// them.
    fn with_series(host: &Host<TttMatch>, series: &[u8], version: u8) -> Vec<u8> {
        let saved = host.save();
        let mut own = Vec::new();
        host.series.put(&mut own);
        let log = TttMatch::encode_log(&host.game.log());
        let at = saved.len() - log.len() - own.len();
        let mut out = vec![version];
        out.extend(&saved[1..at]);
        if version <= LAST_OWN_SEATS {
            // The seats as those versions numbered them.
            for (k, seat) in host.seats.iter().enumerate() {
                out[2 + k] = match seat {
                    Seat::You => 0,
                    Seat::HotSeat => 1,
                    Seat::Guest => 2,
                    Seat::Computer(level) => level.code() + 2,
                };
            }
        }
        out.extend(series);
        out.extend(&saved[at + own.len()..]);
        out
    }

    #[test]
    fn the_series_is_kept_and_a_save_from_before_series_reads_as_the_first_game() {
        let mut host = Host::with_seed(
            TttMatch::new(3, Player::X).expect("3x3"),
            [Seat::You, Seat::Guest],
            7,
        );
        host.series = Series {
            id: 0xfeed_0000_0000_0001,
            game: 3,
            wins: [1, 0],
            draws: 1,
        };
        let back = Host::<TttMatch>::restore(&host.save(), Millis::ZERO).expect("restored");
        assert_eq!(back.series, host.series);
        // Its past is this series': a past of another series is refused.
        assert_eq!(back.rematches.series(), host.series.id);
        // Version 1 had no series: the first game of one, with the id the
        // restored host drew.
        let old = Host::<TttMatch>::restore(&with_series(&host, &[], 1), Millis::ZERO).expect("v1");
        let drawn = Host::with_game(TttMatch::new(3, Player::X).expect("3x3"), old.seats)
            .series
            .id;
        assert_eq!(
            old.series,
            Series {
                id: drawn,
                ..Series::default()
            }
        );
        // Version 2 had the counts without the id.
        let mut counts = Vec::new();
        host.series.put_counts(&mut counts);
        let two =
            Host::<TttMatch>::restore(&with_series(&host, &counts, 2), Millis::ZERO).expect("v2");
        assert_eq!(
            two.series,
            Series {
                id: drawn,
                ..host.series
            }
        );
        // A series that cannot be (no game, more ended than played) is
        // refused.
        for bad in [[0u8, 0, 0, 0], [1, 1, 1, 0]] {
            let mut series = Vec::new();
            for n in bad {
                put(&mut series, u64::from(n));
            }
            series.extend_from_slice(&[0; 8]);
            assert_eq!(
                Host::<TttMatch>::restore(&with_series(&host, &series, SAVE_VERSION), Millis::ZERO)
                    .err(),
                Some(RestoreError::Damaged("series"))
            );
        }
        assert_eq!(
            Host::<TttMatch>::restore(&with_series(&host, &[], 5), Millis::ZERO).err(),
            Some(RestoreError::UnknownVersion(5))
        );
    }
}
