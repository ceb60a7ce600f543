//! The computer's levels as data: one row a level ([`LEVELS`], weakest
//! first), holding everything that differs between two levels: its word
//! in links, its byte in logs and saves, the [`Judgment`](super::Judgment) it plays each
//! side with, and its tempo (how soon before a move lands it decides, and
//! its gaps between moves at the board sizes they were fitted at).
//!
//! Adding a level is adding its variant to [`Level`] and its row to
//! [`LEVELS`] at its place on the ladder, then its words in the UI's
//! catalogues (`src/ui/fox_dolphin/words/`); nothing else matches on a
//! level.

mod row;
mod table;

pub use row::{Level, LevelRow, FITTED_SIZES};
pub use table::{COMPUTER_REACTION_MS, EASY_FOX_GAP_MS, LEVELS, TEMPO_FIT};

use super::tempo::{Style, Tempo};
use crate::rules::fox_dolphin::board::Species;

// The rows are the levels, each at its variant's place: `Level::row`
// indexes them by the variant.
const _: () = {
    let mut k = 0;
    while k < LEVELS.len() {
        assert!(LEVELS[k].level as usize == k, "LEVELS in Level's order");
        k += 1;
    }
};

/// [`Level::LADDER`]'s array: every row's level, in order.
const LADDER_LEVELS: [Level; LEVELS.len()] = {
    let mut ladder = [Level::Easy; LEVELS.len()];
    let mut k = 0;
    while k < LEVELS.len() {
        ladder[k] = LEVELS[k].level;
        k += 1;
    }
    ladder
};

impl Level {
    /// Every level, weakest first; the last is Expert. The order the setup
    /// lists them in, the fair fight climbs, and "try the next level"
    /// follows.
    pub const LADDER: &'static [Level] = &LADDER_LEVELS;

    /// This level's row of [`LEVELS`].
    pub fn row(self) -> &'static LevelRow {
        &LEVELS[self as usize]
    }

    /// This level's index in [`Level::LADDER`].
    pub fn rung(self) -> u8 {
        self as u8
    }

    /// Its word in links ([`LevelRow::key`]).
    pub fn key(self) -> &'static str {
        self.row().key
    }

    /// The level whose word in links is `key`, if any.
    pub fn from_key(key: &str) -> Option<Level> {
        LEVELS
            .iter()
            .find(|row| row.key == key)
            .map(|row| row.level)
    }

    /// Its byte in logs and saves ([`LevelRow::code`]).
    pub fn code(self) -> u8 {
        self.row().code
    }

    /// The level whose byte is `code`, if any.
    pub fn from_code(code: u8) -> Option<Level> {
        LEVELS
            .iter()
            .find(|row| row.code == code)
            .map(|row| row.level)
    }

    /// How this level plays `seat` on a `size` × `size` board: its row's
    /// judgment, at its row's tempo (`docs/balance.md`, "The ladder").
    ///
    /// Every rung below Hard plays at a person's pace, so that a person,
    /// who needs a look and a click or two for every move, can beat it:
    /// Easy, its own random judgment, slowly; the rungs up to Normal, Easy's
    /// or Hard's judgment a little faster each; Normal, Hard's judgment at
    /// about a good player's pace (a good player wins about half the games
    /// from either seat); the rungs above it faster still and quicker to
    /// react. Hard and Expert move the tick their cooldown ends. The gaps
    /// were fitted at [`FITTED_SIZES`]; at other sizes they follow from
    /// those.
    pub fn style(self, seat: Species, size: usize) -> Style {
        let row = self.row();
        Style {
            judgment: row.judgment[seat.index()],
            tempo: Tempo {
                gap_ms: row.gap(seat, size),
                reaction_ms: row.reaction_ms[seat.index()],
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::ai::Judgment;

    #[test]
    fn every_level_has_a_row_at_its_rung_with_a_key_and_a_code_of_its_own() {
        for (k, row) in LEVELS.iter().enumerate() {
            assert_eq!(row.level.rung() as usize, k);
            assert_eq!(Level::from_key(row.key), Some(row.level));
            assert_eq!(Level::from_code(row.code), Some(row.level));
            let same = |f: &dyn Fn(&LevelRow) -> bool| LEVELS.iter().filter(|r| f(r)).count();
            assert_eq!(same(&|r| r.key == row.key), 1, "{:?}", row.level);
            assert_eq!(same(&|r| r.code == row.code), 1, "{:?}", row.level);
            assert!(row.code > 0, "0 is a person's byte");
        }
        assert_eq!(Level::from_key("friend"), None);
        assert_eq!(Level::from_code(0), None);
    }

    /// The words of today's links and the bytes of today's logs, level by
    /// level: a shared link or replay opens the same game for good.
    #[test]
    fn the_keys_and_codes_stay_as_shipped() {
        let shipped = [
            ("easy", 1),
            ("mild", 16),
            ("gentle", 5),
            ("calm", 6),
            ("mellow", 7),
            ("steady", 8),
            ("nimble", 17),
            ("brisk", 9),
            ("eager", 18),
            ("lively", 10),
            ("ready", 19),
            ("normal", 2),
            ("keen", 11),
            ("swift", 12),
            ("rapid", 20),
            ("bold", 15),
            ("sharp", 13),
            ("daring", 21),
            ("fierce", 14),
            ("hard", 3),
            ("expert", 4),
        ];
        let ours: Vec<(&str, u8)> = LEVELS.iter().map(|r| (r.key, r.code)).collect();
        assert_eq!(ours, shipped);
        assert_eq!(format!("{:?}", Level::Daring).to_lowercase(), "daring");
        for row in LEVELS {
            assert_eq!(format!("{:?}", row.level).to_lowercase(), row.key);
        }
    }

    #[test]
    fn a_level_that_moves_at_once_has_no_gap_and_no_reaction() {
        for level in [Level::Hard, Level::Expert] {
            for seat in Species::ALL {
                for size in [10, 11, 33, 50] {
                    assert_eq!(level.style(seat, size).tempo, Tempo::INSTANT);
                }
            }
        }
        assert_eq!(Level::Hard.style(Species::Fox, 12).judgment, Judgment::Hard);
        assert_eq!(
            Level::Expert.style(Species::Dolphin, 12).judgment,
            Judgment::Expert
        );
        assert_eq!(
            Level::Normal.style(Species::Fox, 12).judgment,
            Judgment::Hard
        );
    }
}
