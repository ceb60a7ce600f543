//! A calendar day: the date the page reads from the device's clock, in the
//! proleptic Gregorian calendar, numbered from 1970-01-01 (day 0) so days
//! can be counted and compared.

use std::fmt;

/// The first year a day may be in, and the last: a device whose clock is
/// wrong by centuries gets a clear error, not a game.
pub const FIRST_YEAR: i32 = 2000;
/// See [`FIRST_YEAR`].
pub const LAST_YEAR: i32 = 2999;

/// One calendar date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day {
    /// Days since 1970-01-01.
    number: i64,
}

/// Why a date is not a day the game of the day knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DayError {
    /// The year is before [`FIRST_YEAR`] or after [`LAST_YEAR`].
    Year,
    /// The month is not 1 to 12.
    Month,
    /// The day is not in the month.
    DayOfMonth,
}

impl fmt::Display for DayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DayError::Year => "the year is outside 2000 to 2999",
            DayError::Month => "the month is not 1 to 12",
            DayError::DayOfMonth => "the month has no such day",
        })
    }
}

impl Day {
    /// The day of a calendar date (month 1 to 12, day of month from 1).
    pub fn from_ymd(year: i32, month: u32, day: u32) -> Result<Day, DayError> {
        if !(FIRST_YEAR..=LAST_YEAR).contains(&year) {
            return Err(DayError::Year);
        }
        if !(1..=12).contains(&month) {
            return Err(DayError::Month);
        }
        if day == 0 || day > days_in_month(year, month) {
            return Err(DayError::DayOfMonth);
        }
        Ok(Day {
            number: days_from_civil(year, month, day),
        })
    }

    /// The day numbered `number` (days since 1970-01-01), if it is within
    /// the years a day may be in.
    pub fn from_number(number: i64) -> Result<Day, DayError> {
        let first = days_from_civil(FIRST_YEAR, 1, 1);
        let last = days_from_civil(LAST_YEAR, 12, 31);
        if (first..=last).contains(&number) {
            Ok(Day { number })
        } else {
            Err(DayError::Year)
        }
    }

    /// Days since 1970-01-01.
    pub fn number(self) -> i64 {
        self.number
    }

    /// Year, month (1 to 12) and day of the month.
    pub fn ymd(self) -> (i32, u32, u32) {
        civil_from_days(self.number)
    }

    /// The day before (`None` before [`FIRST_YEAR`]).
    pub fn previous(self) -> Option<Day> {
        Day::from_number(self.number - 1).ok()
    }

    /// The day after (`None` after [`LAST_YEAR`]).
    pub fn next(self) -> Option<Day> {
        Day::from_number(self.number + 1).ok()
    }

    /// 0 for Monday to 6 for Sunday (ISO 8601).
    pub fn weekday(self) -> u32 {
        // 1970-01-01 was a Thursday (3).
        (self.number + 3).rem_euclid(7) as u32
    }
}

/// The date as ISO 8601 writes it: `2026-11-28`.
impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.ymd();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i32, month: u32) -> u32 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a Gregorian date (Howard Hinnant's
/// `days_from_civil`).
fn days_from_civil(year: i32, month: u32, day: u32) -> i64 {
    let y = i64::from(year) - i64::from(month <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(month);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The Gregorian date of a day number (Hinnant's `civil_from_days`); only
/// called on days within the years a day may be in.
fn civil_from_days(number: i64) -> (i32, u32, u32) {
    let z = number + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year as i32, month, day)
}
