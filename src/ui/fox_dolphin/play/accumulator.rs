//! Wall time to whole ticks: the browser's half of the fixed-step loop.
//!
//! The match moves only by [`Match::step`](crate::rules::fox_dolphin::Match::step),
//! one tick of [`TICK_MS`] of game time at a time (the GGRS accumulator):
//! each frame adds the wall time since the previous frame to a carry, and
//! the screen runs one step per whole tick the carry holds; the remainder
//! waits for the next frame. So the game depends on how many ticks passed,
//! never on how the frames fell: frames of 7, 16.7 or 33 ms give the same
//! game, tick for tick, as the native simulator.
//!
//! No time accumulates while the game is paused or the page hidden, and one
//! frame never counts more than [`MAX_FRAME_MS`] of wall time, so a tab that
//! returns from the background, or a browser that stalled, never gets a
//! burst of tides. A rate (the replay viewer's 4× and 16×) multiplies the
//! wall time counted.

use crate::rules::fox_dolphin::TICK_MS;

/// The most wall time one frame may count, however late it comes.
pub const MAX_FRAME_MS: f64 = 250.0;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Accumulator {
    /// The wall time of the previous frame that counted, while running.
    last_wall: Option<f64>,
    /// Game milliseconds counted but not yet a whole tick.
    carry_ms: f64,
    paused: bool,
    hidden: bool,
}

impl Accumulator {
    /// Counts the wall time since the previous frame (if running), times
    /// `rate`, and returns how many whole ticks are now due.
    pub fn frame(&mut self, wall_ms: f64, rate: f64) -> u64 {
        if !self.running() {
            self.last_wall = None;
            return 0;
        }
        if let Some(last) = self.last_wall {
            let elapsed = (wall_ms - last).clamp(0.0, MAX_FRAME_MS);
            self.carry_ms += elapsed * rate.max(0.0);
        }
        self.last_wall = Some(wall_ms);
        let tick = TICK_MS as f64;
        let ticks = (self.carry_ms / tick).floor();
        self.carry_ms -= ticks * tick;
        ticks as u64
    }

    /// Neither paused nor hidden.
    pub fn running(&self) -> bool {
        !self.paused && !self.hidden
    }

    /// Paused by the player.
    pub fn paused(&self) -> bool {
        self.paused
    }

    /// Pausing (or resuming) starts counting afresh at the next frame.
    /// The wall time of the last frame counted, if any.
    pub fn last_wall(&self) -> Option<f64> {
        self.last_wall
    }

    pub fn set_paused(&mut self, paused: bool) {
        self.paused = paused;
        self.last_wall = None;
    }

    /// The page is hidden (another tab, a minimised window).
    pub fn set_hidden(&mut self, hidden: bool) {
        self.hidden = hidden;
        self.last_wall = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fox_dolphin::ai::{simulate, Level};
    use crate::rules::fox_dolphin::{Match, Settings};
    use crate::rules::Seat;

    /// Feeds frames `step` ms apart for `total` ms; returns the ticks due.
    fn run(acc: &mut Accumulator, start: f64, step: f64, total: f64) -> u64 {
        let mut ticks = 0;
        let mut wall = start;
        while wall <= start + total + 1e-9 {
            ticks += acc.frame(wall, 1.0);
            wall += step;
        }
        ticks
    }

    #[test]
    fn the_first_frame_counts_nothing_and_later_ones_count_whole_ticks() {
        let mut acc = Accumulator::default();
        assert_eq!(acc.frame(10_000.0, 1.0), 0);
        assert_eq!(acc.frame(10_016.0, 1.0), 1, "16 ms: one tick, 6 ms carried");
        assert_eq!(acc.frame(10_020.0, 1.0), 1, "4 + 6 carried: a whole tick");
        assert_eq!(acc.frame(10_025.0, 1.0), 0);
    }

    #[test]
    fn frame_timings_that_differ_count_the_same_ticks() {
        for step in [4.0, 7.0, 16.7, 33.3, 50.0, 100.0] {
            let mut acc = Accumulator::default();
            let ticks = run(&mut acc, 500.0, step, 10_000.0);
            // Up to one frame's worth of the 10 s falls after the last frame.
            let lost = (step / TICK_MS as f64).ceil() as u64;
            assert!(
                (1_000 - lost..=1_000).contains(&ticks),
                "{step} ms: {ticks}"
            );
        }
    }

    #[test]
    fn frame_timings_that_differ_give_the_same_game() {
        let settings = Settings {
            size: 12,
            seed: 4,
            cooldown_ms: 250,
            tide_interval_ms: 1_000,
            first_tide_ms: 1_000,
            time_limit_ms: Some(30_000),
        };
        let seats = [Seat::Computer(Level::Hard), Seat::Computer(Level::Easy)];
        let mut digests = Vec::new();
        for step in [5.0, 16.7, 41.0] {
            let mut played = Match::new(settings, seats).expect("valid");
            let mut acc = Accumulator::default();
            let mut wall = 0.0;
            while played.tick() < 500 {
                for _ in 0..acc.frame(wall, 1.0).min(500 - played.tick()) {
                    played.step();
                }
                wall += step;
            }
            digests.push(played.digest());
        }
        let native = simulate(settings, Level::Hard, Level::Easy, 5_000).expect("valid");
        assert_eq!(digests, vec![native.digest(); 3]);
    }

    #[test]
    fn no_time_accumulates_while_paused_or_hidden() {
        let mut acc = Accumulator::default();
        acc.frame(0.0, 1.0);
        assert_eq!(acc.frame(100.0, 1.0), 10);
        acc.set_paused(true);
        assert_eq!(acc.frame(5_000.0, 1.0), 0);
        acc.set_paused(false);
        assert_eq!(
            acc.frame(9_000.0, 1.0),
            0,
            "resuming starts counting afresh"
        );
        assert_eq!(acc.frame(9_050.0, 1.0), 5);
        acc.set_hidden(true);
        assert_eq!(acc.frame(60_000.0, 1.0), 0);
        acc.set_hidden(false);
        assert_eq!(acc.frame(120_000.0, 1.0), 0);
        assert_eq!(acc.frame(120_080.0, 1.0), 8);
    }

    #[test]
    fn a_late_frame_counts_at_most_max_frame_ms() {
        let mut acc = Accumulator::default();
        acc.frame(0.0, 1.0);
        assert_eq!(acc.frame(3_000.0, 1.0), (MAX_FRAME_MS as u64) / TICK_MS);
    }

    #[test]
    fn wall_time_running_backwards_counts_as_none() {
        let mut acc = Accumulator::default();
        acc.frame(500.0, 1.0);
        assert_eq!(acc.frame(400.0, 1.0), 0);
    }

    #[test]
    fn a_rate_multiplies_the_wall_time_counted() {
        let mut acc = Accumulator::default();
        acc.frame(0.0, 16.0);
        assert_eq!(acc.frame(100.0, 16.0), 160);
        assert_eq!(acc.frame(200.0, 4.0), 40);
    }
}
