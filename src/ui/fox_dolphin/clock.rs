//! The game's own clock, fed by the page's wall clock.
//!
//! The rules never read a clock (docs/rules.md): the screen passes wall time in,
//! and this turns it into game time. Game time runs only while the game is
//! neither paused by the player nor hidden (a background tab), and a single
//! step never counts more than [`MAX_STEP_MS`], so a tab that returns from
//! the background, or a browser that stalled, never gets a burst of tides.

/// The most game time one tick may add, however late it comes.
pub const MAX_STEP_MS: f64 = 250.0;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Clock {
    game_ms: u64,
    /// The wall time of the last tick that counted, while running.
    last_wall: Option<f64>,
    /// Fractions of a millisecond carried to the next tick.
    carry: f64,
    paused: bool,
    hidden: bool,
}

impl Clock {
    /// Game milliseconds so far.
    pub fn now(&self) -> u64 {
        self.game_ms
    }

    /// Counts the wall time since the last tick (if running) and returns
    /// the game time.
    pub fn tick(&mut self, wall_ms: f64) -> u64 {
        if !self.running() {
            self.last_wall = None;
            return self.game_ms;
        }
        if let Some(last) = self.last_wall {
            let step = (wall_ms - last).clamp(0.0, MAX_STEP_MS) + self.carry;
            let whole = step.floor();
            self.carry = step - whole;
            self.game_ms += whole as u64;
        }
        self.last_wall = Some(wall_ms);
        self.game_ms
    }

    pub fn running(&self) -> bool {
        !self.paused && !self.hidden
    }

    /// Paused by the player.
    pub fn paused(&self) -> bool {
        self.paused
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

    #[test]
    fn game_time_follows_wall_time_from_the_first_tick() {
        let mut clock = Clock::default();
        assert_eq!(clock.tick(10_000.0), 0);
        assert_eq!(clock.tick(10_100.0), 100);
        assert_eq!(clock.tick(10_150.5), 150);
        assert_eq!(clock.tick(10_200.0), 200);
    }

    #[test]
    fn no_game_time_passes_while_paused() {
        let mut clock = Clock::default();
        clock.tick(0.0);
        clock.tick(100.0);
        clock.set_paused(true);
        assert_eq!(clock.tick(5_000.0), 100);
        clock.set_paused(false);
        assert_eq!(clock.tick(9_000.0), 100, "resuming starts counting afresh");
        assert_eq!(clock.tick(9_050.0), 150);
    }

    #[test]
    fn a_hidden_page_stops_the_clock_and_returning_brings_no_burst() {
        let mut clock = Clock::default();
        clock.tick(0.0);
        clock.set_hidden(true);
        clock.tick(60_000.0);
        clock.set_hidden(false);
        clock.tick(120_000.0);
        assert_eq!(clock.tick(120_080.0), 80);
    }

    #[test]
    fn a_late_tick_counts_at_most_one_step() {
        let mut clock = Clock::default();
        clock.tick(0.0);
        assert_eq!(clock.tick(3_000.0), MAX_STEP_MS as u64);
    }

    #[test]
    fn wall_time_running_backwards_counts_as_none() {
        let mut clock = Clock::default();
        clock.tick(500.0);
        assert_eq!(clock.tick(400.0), 0);
    }
}
