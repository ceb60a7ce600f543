//! Time as every model takes it, in two clocks that never mix:
//!
//! - [`Millis`]: whole milliseconds on the page's one monotonic clock
//!   (`performance.now()`, read by `ui::frame_loop::now`, the one place the
//!   browser gives that number). Every instant a model, the online host and
//!   guest, the join, the relays and the seek keep or compare is a
//!   `Millis`: counts, timeouts, grace windows, budgets. It never goes back
//!   on one page and means nothing on another.
//! - [`WallMs`]: milliseconds since 1970 on the device's wall clock
//!   (`Date.now()`, read by `ui::browser::wall_ms` and nowhere else), for
//!   what is dated outside the page: a sealed message's time (another
//!   page checks it), a Nostr event's `created_at` and a subscription's
//!   `since` (unix seconds, [`WallMs::unix_s`], `u64` named `_s`), a
//!   seed's last resort. It may jump, so nothing is timed on it.
//!
//! A duration is a plain `u64` of milliseconds (the `*_MS` constants, what
//! [`Millis::since`] returns, what `Millis + ms` adds): only instants are
//! typed. The models never read a clock: the page hands them the time.

use std::ops::{Add, AddAssign, Sub};

/// Whole milliseconds since the page opened, on its one monotonic clock.
/// Never goes back on one page; a model keeps the latest it was given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Millis(pub u64);

impl Millis {
    pub const ZERO: Millis = Millis(0);

    /// The browser's reading (fractional milliseconds) in whole ones:
    /// below zero, or not a number, is 0; past `u64::MAX` saturates.
    pub fn from_browser(ms: f64) -> Millis {
        // `as` saturates and reads NaN as 0.
        Millis(ms.max(0.0) as u64)
    }

    /// The same time as a float, for the models that count fractions
    /// (a frame's share of a tick).
    pub fn as_f64(self) -> f64 {
        self.0 as f64
    }

    /// The milliseconds from `earlier` to this time (0 if `earlier` is
    /// later).
    pub fn since(self, earlier: Millis) -> u64 {
        self.0.saturating_sub(earlier.0)
    }
}

/// A time `ms` milliseconds later (saturating).
impl Add<u64> for Millis {
    type Output = Millis;
    fn add(self, ms: u64) -> Millis {
        Millis(self.0.saturating_add(ms))
    }
}

/// Moves the time `ms` milliseconds on (saturating).
impl AddAssign<u64> for Millis {
    fn add_assign(&mut self, ms: u64) {
        *self = *self + ms;
    }
}

/// A time `ms` milliseconds earlier (0 at the least).
impl Sub<u64> for Millis {
    type Output = Millis;
    fn sub(self, ms: u64) -> Millis {
        Millis(self.0.saturating_sub(ms))
    }
}

/// Milliseconds since 1970 on the device's wall clock: never a
/// [`Millis`], and nothing is timed on it (it may jump).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WallMs(pub u64);

impl WallMs {
    /// The same moment in whole unix seconds, as Nostr dates events.
    pub fn unix_s(self) -> u64 {
        self.0 / 1000
    }
}

#[cfg(test)]
mod tests {
    use super::Millis;

    #[test]
    fn the_browsers_reading_is_whole_and_never_below_zero() {
        assert_eq!(Millis::from_browser(16.9), Millis(16));
        assert_eq!(Millis::from_browser(-3.0), Millis::ZERO);
        assert_eq!(Millis::from_browser(f64::NAN), Millis::ZERO);
        assert_eq!(Millis::from_browser(f64::INFINITY), Millis(u64::MAX));
    }

    #[test]
    fn time_since_an_earlier_time_never_goes_below_zero() {
        assert_eq!(Millis(1_000).since(Millis(400)), 600);
        assert_eq!(Millis(400).since(Millis(1_000)), 0);
        assert_eq!(Millis(u64::MAX) + 1, Millis(u64::MAX));
        assert_eq!(Millis(5) - 9, Millis::ZERO);
    }

    #[test]
    fn the_wall_clock_in_unix_seconds_rounds_down() {
        assert_eq!(super::WallMs(1_800_000_000_999).unix_s(), 1_800_000_000);
    }
}
