//! The series' past games kept for the tab apart from the host's save
//! ([`Host::save`]): a reloaded host page still offers the replay of every
//! game of the series played before the current one.
//!
//! Apart, because the host's save is written after every move while the
//! past changes only when a game ends: the page writes these bytes then,
//! under a key of their own, and a past too large for the tab's storage
//! never costs the current game its save.
//!
//! The bytes are untrusted: bounded ([`MAX_PAST_SAVE_BYTES`]), versioned,
//! of one game and one series (its id, [`Series::id`]), each log must
//! read, and the games be numbered in order before the current game; a
//! bad save is a [`RestoreError`] and changes nothing. A past of another
//! series ([`RestoreError::OtherSeries`]: the host started again under the
//! same link) is refused before its games are read. (A log that reads but
//! does not replay is refused, with its message, by the replay page its
//! link opens.)
//!
//! [`Series::id`]: crate::online::series::Series::id

use crate::bytes::{put, Reader};
use crate::online::game::{GameKind, OnlineGame};
use crate::online::series::MAX_PAST_GAMES;

use super::save::RestoreError;
use super::Host;

/// The format [`Host::save_past`] writes (2: the series' id after the
/// game's byte; a past of version 1, without it, is refused).
pub const PAST_VERSION: u8 = 2;
/// The largest past kept: the newest games that fit, the older left out.
pub const MAX_PAST_SAVE_BYTES: usize = 1 << 20;

/// `past` (each game's number and log, in order) of the series whose id
/// is `series`, as [`Host::save_past`] writes it: the version, the game's
/// byte, the id (8 bytes, little-endian), the count of games, then each
/// game's number, its log's length and its log; the newest games that
/// fit in [`MAX_PAST_SAVE_BYTES`].
pub fn write_past<G: OnlineGame>(series: u64, past: &[(u32, G::Log)]) -> Vec<u8> {
    let mut games: Vec<Vec<u8>> = Vec::new();
    let mut size = 2 + 8 + 10;
    for (number, log) in past.iter().rev() {
        let mut game = Vec::new();
        put(&mut game, u64::from(*number));
        let bytes = G::encode_log(log);
        put(&mut game, bytes.len() as u64);
        game.extend(bytes);
        if size + game.len() > MAX_PAST_SAVE_BYTES {
            break;
        }
        size += game.len();
        games.push(game);
    }
    let mut out = vec![PAST_VERSION, G::KIND.code()];
    out.extend_from_slice(&series.to_le_bytes());
    put(&mut out, games.len() as u64);
    for game in games.into_iter().rev() {
        out.extend(game);
    }
    out
}

/// The past games [`write_past`] wrote, read back from untrusted bytes:
/// refused unless they are of the series whose id is `series` (else
/// [`RestoreError::OtherSeries`], before any game is read), every game's
/// log reads and the games are numbered in order, from 1, before game
/// `before`.
pub fn read_past<G: OnlineGame>(
    bytes: &[u8],
    series: u64,
    before: u32,
) -> Result<Vec<(u32, G::Log)>, RestoreError> {
    if bytes.is_empty() {
        return Err(RestoreError::Empty);
    }
    if bytes.len() > MAX_PAST_SAVE_BYTES {
        return Err(RestoreError::TooLong { bytes: bytes.len() });
    }
    let mut r = Reader::new(bytes);
    let version = r.byte()?;
    if version != PAST_VERSION {
        return Err(RestoreError::UnknownVersion(version));
    }
    let game = r.byte()?;
    if game != G::KIND.code() {
        return Err(RestoreError::OtherGame(GameKind::from_code(game)));
    }
    if u64::from_le_bytes(r.array()?) != series {
        return Err(RestoreError::OtherSeries);
    }
    let count = r.number()?;
    if count > MAX_PAST_GAMES as u64 {
        return Err(RestoreError::Damaged("past games"));
    }
    let mut past = Vec::new();
    let mut last = 0;
    for _ in 0..count {
        let number = r.number()?;
        if number <= last || number >= u64::from(before) {
            return Err(RestoreError::Damaged("past game number"));
        }
        last = number;
        let len = usize::try_from(r.number()?).map_err(|_| RestoreError::Damaged("past log"))?;
        let log = G::decode_log(r.take(len)?).map_err(RestoreError::Log)?;
        past.push((number as u32, log));
    }
    if r.remaining() > 0 {
        return Err(RestoreError::Damaged("trailing bytes"));
    }
    Ok(past)
}

impl<G: OnlineGame> Host<G> {
    /// The series' past games ([`Host::past_games`]) as bytes for the page
    /// to keep ([`write_past`]).
    pub fn save_past(&self) -> Vec<u8> {
        write_past::<G>(self.series.id, self.past_games())
    }

    /// The past games [`Host::save_past`] kept, back into a host restored
    /// by [`Host::restore`] ([`read_past`]: of this host's series, before
    /// its game); refused, and the host's past left as it was, if they do
    /// not read or are another series'.
    pub fn restore_past(&mut self, bytes: &[u8]) -> Result<(), RestoreError> {
        let past = read_past::<G>(bytes, self.series.id, self.series.game)?;
        self.rematches.set_past(self.series.id, past);
        Ok(())
    }
}

/// When a page (the host's or a guest's) last kept its series' past games
/// for the tab: the series' id and the number of the newest then
/// (`None`: none yet).
#[derive(Default)]
pub struct PastSaved(Option<(u64, Option<u32>)>);

impl PastSaved {
    /// `past` of the series whose id is `series` ([`write_past`], as
    /// base64url) to keep for the tab, when a game joined it (or left it),
    /// or the series changed, since last taken.
    pub fn take<G: OnlineGame>(&mut self, series: u64, past: &[(u32, G::Log)]) -> Option<String> {
        let mark = (series, past.last().map(|(number, _)| *number));
        if self.0 == Some(mark) {
            return None;
        }
        self.0 = Some(mark);
        Some(crate::bytes::base64url_encode(&write_past::<G>(
            series, past,
        )))
    }
}
