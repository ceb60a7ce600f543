//! A series: games played one after another on the same connection, the
//! players swapping sides at each (Fox & Dolphin: foxes and dolphins;
//! tic-tac-toe: the marks, so who starts alternates), and its score, kept
//! per player, not per side.
//!
//! A player is named by the side they held in the first game: player 0
//! held [`OnlineGame::SIDES`]`[0]`. The host keeps the score and tells
//! every guest; the page words it for whoever looks.
//!
//! [`OnlineGame::SIDES`]: super::game::OnlineGame::SIDES

use crate::bytes::{put, Reader};

use super::game::OnlineGame;
use super::game::WireError;

/// The logs of the games before the current one kept, at most (the
/// oldest goes first).
pub const MAX_PAST_GAMES: usize = 32;

/// The games of a series so far, and who won them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Series {
    /// Which series: drawn by its host when the series starts (from the
    /// host's seeded generator, see `Host::with_seed`), so a page can tell
    /// the games it kept of one series from another's (a host that started
    /// again in the same tab, under the same link). 0 until a host says.
    pub id: u64,
    /// The game being played (or just ended): 1 for the first.
    pub game: u32,
    /// Games won by each player (0: who held the first side in game 1).
    pub wins: [u32; 2],
    pub draws: u32,
}

/// What a page draws of a series, to tell when it changed: the game's
/// number (another one gets a new board), the games ended, how many asked
/// for a rematch, whether the series is over, and the watchers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeriesShown {
    pub game: u32,
    pub ended: u32,
    pub rematches_asked: usize,
    pub over: bool,
    pub watchers: u32,
}

impl Default for SeriesShown {
    /// Before any word: the first game, nothing else.
    fn default() -> SeriesShown {
        SeriesShown::of(Series::default(), 0, false, 0)
    }
}

impl SeriesShown {
    /// What is drawn of `series` with these rematches asked, over or not,
    /// and watchers.
    pub fn of(series: Series, rematches_asked: usize, over: bool, watchers: u32) -> SeriesShown {
        SeriesShown {
            game: series.game,
            ended: series.ended(),
            rematches_asked,
            over,
            watchers,
        }
    }

    /// Whether `next` shows another game of the series than this.
    pub fn new_game(&self, next: &SeriesShown) -> bool {
        self.game != next.game
    }
}

impl Default for Series {
    fn default() -> Series {
        Series {
            id: 0,
            game: 1,
            wins: [0, 0],
            draws: 0,
        }
    }
}

impl Series {
    /// The player who holds side number `side` (its index in
    /// `OnlineGame::SIDES`) in the current game; the same formula gives
    /// the side a player holds, since the sides swap at every game.
    pub fn player_of(&self, side: usize) -> usize {
        (side + self.game.saturating_sub(1) as usize) % 2
    }

    /// The current game ended, won by the player of side number
    /// `winner` (`None`: a draw).
    pub fn record(&mut self, winner: Option<usize>) {
        match winner {
            Some(side) => {
                let p = self.player_of(side);
                self.wins[p] = self.wins[p].saturating_add(1);
            }
            None => self.draws = self.draws.saturating_add(1),
        }
    }

    /// Games ended so far.
    pub fn ended(&self) -> u32 {
        self.wins[0]
            .saturating_add(self.wins[1])
            .saturating_add(self.draws)
    }

    /// The series as the wire and the host's save carry it: its counts
    /// ([`Series::put_counts`]), then its id (8 bytes, little-endian).
    pub(crate) fn put(&self, out: &mut Vec<u8>) {
        self.put_counts(out);
        out.extend_from_slice(&self.id.to_le_bytes());
    }

    /// The game's number and the score, as a host's save of version 2
    /// (before the series' id) carried them.
    pub(crate) fn put_counts(&self, out: &mut Vec<u8>) {
        for n in [self.game, self.wins[0], self.wins[1], self.draws] {
            put(out, u64::from(n));
        }
    }

    /// Read untrusted ([`Series::read_counts`], then the id).
    pub(crate) fn read(r: &mut Reader) -> Result<Series, WireError> {
        let mut series = Series::read_counts(r)?;
        series.id = u64::from_le_bytes(r.array()?);
        Ok(series)
    }

    /// The counts alone, read untrusted: every count a `u32`, the game at
    /// least 1, and no more games ended than played (the id left 0).
    pub(crate) fn read_counts(r: &mut Reader) -> Result<Series, WireError> {
        let mut n = [0u32; 4];
        for x in &mut n {
            *x = u32::try_from(r.number()?).map_err(|_| WireError::BadField("series"))?;
        }
        let series = Series {
            id: 0,
            game: n[0],
            wins: [n[1], n[2]],
            draws: n[3],
        };
        let ended = u64::from(n[1]) + u64::from(n[2]) + u64::from(n[3]);
        if series.game == 0 || ended > u64::from(series.game) {
            return Err(WireError::BadField("series"));
        }
        Ok(series)
    }
}

/// What the host and every guest keep between a series' games: which
/// sides' players asked for a rematch of the game just over, and the logs
/// of the games before the current one (the latest [`MAX_PAST_GAMES`]),
/// each with its number in the series, and which series they are of.
#[derive(Clone, Debug)]
pub struct Rematches<G: OnlineGame> {
    asked: [bool; 2],
    past: Vec<(u32, G::Log)>,
    /// The id of the series the past games are of ([`Series::id`]).
    series: u64,
}

impl<G: OnlineGame> Default for Rematches<G> {
    fn default() -> Rematches<G> {
        Rematches {
            asked: [false; 2],
            past: Vec::new(),
            series: 0,
        }
    }
}

impl<G: OnlineGame> Rematches<G> {
    /// The sides whose player asked for a rematch, in [`OnlineGame::SIDES`]' order.
    pub fn asked(&self) -> Vec<G::Side> {
        G::SIDES
            .into_iter()
            .filter(|&s| self.has_asked(s))
            .collect()
    }

    pub fn has_asked(&self, side: G::Side) -> bool {
        self.asked[G::side_index(side)]
    }

    pub fn ask(&mut self, side: G::Side) {
        self.asked[G::side_index(side)] = true;
    }

    /// No rematch asked (a new game, or a guest welcomed afresh).
    pub fn clear(&mut self) {
        self.asked = [false; 2];
    }

    /// The next game starts: the one that ended (its number and log, if
    /// known) joins the past, the oldest dropped beyond
    /// [`MAX_PAST_GAMES`], and no rematch is asked.
    pub fn next_game(&mut self, ended: Option<(u32, G::Log)>) {
        if let Some(game) = ended {
            if self.past.len() >= MAX_PAST_GAMES {
                self.past.remove(0);
            }
            self.past.push(game);
        }
        self.clear();
    }

    /// The series' games before the current one that were seen to end,
    /// in order: each one's number (1 for the first) and log. A guest
    /// that joined late, or missed an end, has fewer than the host.
    pub fn past(&self) -> &[(u32, G::Log)] {
        &self.past
    }

    /// The id of the series the past games are of.
    pub fn series(&self) -> u64 {
        self.series
    }

    /// The host says the series is `series`: the past games stay if they
    /// are of this series and came before its current game; of another
    /// series (a host that started again), none stays.
    pub fn keep_of(&mut self, series: &Series) {
        if self.series == series.id {
            self.past.retain(|(number, _)| *number < series.game);
        } else {
            self.past.clear();
            self.series = series.id;
        }
    }

    /// The past of series `series` as a page kept it
    /// ([`crate::online::host::Host::restore_past`]): the latest
    /// [`MAX_PAST_GAMES`] of `past`, in order.
    pub fn set_past(&mut self, series: u64, mut past: Vec<(u32, G::Log)>) {
        let extra = past.len().saturating_sub(MAX_PAST_GAMES);
        past.drain(..extra);
        self.past = past;
        self.series = series;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_players_swap_sides_at_every_game() {
        let mut s = Series::default();
        assert_eq!((s.player_of(0), s.player_of(1)), (0, 1));
        s.game = 2;
        assert_eq!((s.player_of(0), s.player_of(1)), (1, 0));
        s.game = 3;
        assert_eq!(s.player_of(0), 0);
    }

    #[test]
    fn a_win_counts_for_the_player_not_the_side() {
        let mut s = Series::default();
        s.record(Some(0));
        s.game = 2;
        s.record(Some(0));
        s.game = 3;
        s.record(None);
        assert_eq!((s.wins, s.draws, s.ended()), ([1, 1], 1, 3));
    }

    #[test]
    fn a_series_reads_back_and_a_bad_one_is_refused() {
        let s = Series {
            id: 0x0123_4567_89ab_cdef,
            game: 4,
            wins: [2, 1],
            draws: 1,
        };
        let mut out = Vec::new();
        s.put(&mut out);
        assert_eq!(Series::read(&mut Reader::new(&out)), Ok(s));
        // The id is the last 8 bytes, little-endian; cut short, refused.
        assert_eq!(out[out.len() - 8..], s.id.to_le_bytes());
        assert!(Series::read(&mut Reader::new(&out[..out.len() - 1])).is_err());
        for bad in [[0, 0, 0, 0], [1, 1, 1, 0], [2, 0, 0, 3]] {
            let mut out = Vec::new();
            for n in bad {
                put(&mut out, n);
            }
            out.extend_from_slice(&[0; 8]);
            assert!(Series::read(&mut Reader::new(&out)).is_err(), "{bad:?}");
        }
    }
}
