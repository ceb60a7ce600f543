//! Your games of the day on this device: the first result of each day
//! (playing the day's game again changes nothing), the streak, and the
//! saved text they are kept in.
//!
//! The saved text is read as untrusted: a version, then one entry a day,
//! `1;20451w;20452l;20453d` (day number, then `w`on, `l`ost or `d`rawn).
//! It is bounded ([`MAX_SAVED_LEN`], [`KEPT_DAYS`]), and a text that does
//! not read gives an error and an empty record, never a panic.

use std::fmt;

use super::day::Day;

/// The saved text's version: the first field.
const VERSION: &str = "1";
/// The most days kept: a year and a bit, enough for any streak anyone shows.
pub const KEPT_DAYS: usize = 400;
/// The longest saved text read: [`KEPT_DAYS`] entries of at most 8 bytes,
/// with room to spare.
pub const MAX_SAVED_LEN: usize = 8 * 1024;

/// How the day's game went for you.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result {
    Won,
    Lost,
    /// The time limit ran out with the sides level.
    Drawn,
}

impl Result {
    fn letter(self) -> char {
        match self {
            Result::Won => 'w',
            Result::Lost => 'l',
            Result::Drawn => 'd',
        }
    }

    fn from_letter(letter: &str) -> Option<Result> {
        match letter {
            "w" => Some(Result::Won),
            "l" => Some(Result::Lost),
            "d" => Some(Result::Drawn),
            _ => None,
        }
    }
}

/// Why a saved record did not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Longer than [`MAX_SAVED_LEN`].
    TooLong,
    /// Not of this version.
    Version,
    /// An entry is not a day number and a result.
    Entry,
    /// A day appears twice, or the days are not in order.
    Order,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RecordError::TooLong => "the saved record is too long",
            RecordError::Version => "the saved record is of another version",
            RecordError::Entry => "an entry of the saved record is not a day and a result",
            RecordError::Order => "the saved record's days are out of order",
        })
    }
}

/// Your results, a day each, the oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DailyRecord {
    /// In order of days, each day once (a sorted list rather than a map:
    /// a few hundred entries, and a smaller page).
    days: Vec<(Day, Result)>,
}

impl DailyRecord {
    /// Reads a saved record.
    pub fn parse(saved: &str) -> std::result::Result<DailyRecord, RecordError> {
        if saved.len() > MAX_SAVED_LEN {
            return Err(RecordError::TooLong);
        }
        let mut fields = saved.split(';');
        if fields.next() != Some(VERSION) {
            return Err(RecordError::Version);
        }
        let mut days = Vec::new();
        let mut last: Option<Day> = None;
        for field in fields {
            let (number, letter) = field
                .char_indices()
                .last()
                .map(|(at, _)| field.split_at(at))
                .ok_or(RecordError::Entry)?;
            let day = number
                .parse::<u64>()
                .ok()
                .and_then(|n| Day::from_number(i64::try_from(n).ok()?).ok())
                .ok_or(RecordError::Entry)?;
            let result = Result::from_letter(letter).ok_or(RecordError::Entry)?;
            if last.is_some_and(|last| day <= last) {
                return Err(RecordError::Order);
            }
            last = Some(day);
            days.push((day, result));
        }
        let mut record = DailyRecord { days };
        record.trim();
        Ok(record)
    }

    /// The text to save.
    pub fn saved(&self) -> String {
        let mut text = String::from(VERSION);
        for (day, result) in &self.days {
            text.push(';');
            text.push_str(&day.number().to_string());
            text.push(result.letter());
        }
        text
    }

    /// Keeps `result` for `day` if it is the day's first; says whether it
    /// was kept.
    pub fn record(&mut self, day: Day, result: Result) -> bool {
        match self.days.binary_search_by_key(&day, |&(d, _)| d) {
            Ok(_) => false,
            Err(at) => {
                self.days.insert(at, (day, result));
                self.trim();
                true
            }
        }
    }

    /// Your result on `day`, if you played it.
    pub fn result(&self, day: Day) -> Option<Result> {
        let at = self.days.binary_search_by_key(&day, |&(d, _)| d).ok()?;
        Some(self.days[at].1)
    }

    /// Days won in a row up to `today`: counted from today if you have
    /// played it, else from yesterday (a streak is not lost before the
    /// day is over). A loss or a draw ends a streak.
    pub fn streak(&self, today: Day) -> u32 {
        let mut day = match self.result(today) {
            Some(_) => Some(today),
            None => today.previous(),
        };
        let mut streak = 0;
        while let Some(d) = day {
            if self.result(d) != Some(Result::Won) {
                break;
            }
            streak += 1;
            day = d.previous();
        }
        streak
    }

    /// How many days' results are kept.
    pub fn len(&self) -> usize {
        self.days.len()
    }

    /// Whether no day is kept.
    pub fn is_empty(&self) -> bool {
        self.days.is_empty()
    }

    /// Forgets the oldest days beyond [`KEPT_DAYS`].
    fn trim(&mut self) {
        let over = self.days.len().saturating_sub(KEPT_DAYS);
        self.days.drain(..over);
    }
}
