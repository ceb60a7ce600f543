//! The count before a match's first tick ("3, 2, 1"): a few seconds for
//! the players to look at the board before the tide and the clocks run.
//!
//! It is not part of the match: the match stands at tick 0 until the
//! countdown has run out, so nothing of it is in the log, a replay does not
//! count down, and the pinned digests do not change. Local play spends the
//! wall time its frames count on the countdown first ([`Countdown::spend`]);
//! the online host starts its clock [`COUNTDOWN_MS`] after the last seat is
//! taken, and a guest that hears of the start at tick 0 counts the same
//! time on its own clock, so every screen shows the same count (a guest's
//! behind by the message's way).

/// How long the count before the first tick lasts, in ms of game time.
pub const COUNTDOWN_MS: u64 = 3_000;

/// What is left of the count before the first tick.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Countdown {
    left_ms: u64,
}

impl Countdown {
    /// A full count of [`COUNTDOWN_MS`].
    pub fn start() -> Countdown {
        Countdown::of(COUNTDOWN_MS)
    }

    /// A count of `left_ms` (0: none).
    pub fn of(left_ms: u64) -> Countdown {
        Countdown { left_ms }
    }

    /// Spends up to `ms` of game time on the count; returns what is left
    /// of `ms` for the match.
    pub fn spend(&mut self, ms: u64) -> u64 {
        let spent = ms.min(self.left_ms);
        self.left_ms -= spent;
        ms - spent
    }

    /// The count still runs: the match must wait.
    pub fn running(self) -> bool {
        self.left_ms > 0
    }

    pub fn left_ms(self) -> u64 {
        self.left_ms
    }

    /// The number to show ("3", "2", "1"), while the count runs.
    pub fn shown(self) -> Option<u64> {
        self.running().then(|| self.left_ms.div_ceil(1_000))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_shows_three_two_one_then_nothing() {
        let mut count = Countdown::start();
        let mut shown = vec![count.shown()];
        for _ in 0..4 {
            count.spend(1_000);
            shown.push(count.shown());
        }
        assert_eq!(shown, [Some(3), Some(2), Some(1), None, None]);
    }

    #[test]
    fn a_part_second_shows_the_second_it_is_in() {
        let mut count = Countdown::start();
        count.spend(10);
        assert_eq!(count.shown(), Some(3));
        count.spend(1_980);
        assert_eq!(count.shown(), Some(2), "10 ms of the second second left");
        count.spend(1_000);
        assert_eq!(count.shown(), Some(1), "the last 10 ms");
    }

    #[test]
    fn time_past_the_count_is_left_for_the_match() {
        let mut count = Countdown::of(250);
        assert_eq!(count.spend(100), 0);
        assert_eq!(count.spend(400), 250, "150 ms end the count");
        assert!(!count.running());
        assert_eq!(count.spend(70), 70, "all of it, once over");
    }

    #[test]
    fn no_count_is_over_at_once() {
        assert!(!Countdown::default().running());
        assert_eq!(Countdown::default().shown(), None);
    }
}
