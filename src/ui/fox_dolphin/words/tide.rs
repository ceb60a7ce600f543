//! The tide gauge's words: its line now and before play, and the name of
//! each step of the tide.

use crate::rules::fox_dolphin::{floods_at, CYCLE};
use crate::ui::fox_dolphin::words::FdWords;

impl FdWords {
    /// The tide gauge's line: `Step 2 of 6 (high tide). Next step floods in
    /// 3 s, then the tide turns`.
    pub fn fd_tide_status(
        &self,
        floodstate: u8,
        next_floods: bool,
        ms_to_next: Option<u64>,
    ) -> String {
        let phase = if floods_at(floodstate) {
            self.fd_tide_high()
        } else {
            self.fd_tide_low()
        };
        let now = self.fd_tide_now(floodstate + 1, phase);
        match ms_to_next {
            Some(ms) => self.fd_tide_next(
                &now,
                self.fd_tide_does(next_floods),
                ms.div_ceil(1_000),
                steps_alike_after(floodstate),
            ),
            None => now,
        }
    }

    /// The tide gauge's line during the count before play, when the game's
    /// clock has not started: `Step 1 of 6 (high tide). The tide waits: its
    /// first step floods 6 s after the count`.
    pub fn fd_tide_status_before_play(
        &self,
        floodstate: u8,
        next_floods: bool,
        ms_to_next: u64,
    ) -> String {
        let phase = if floods_at(floodstate) {
            self.fd_tide_high()
        } else {
            self.fd_tide_low()
        };
        self.fd_tide_first(
            &self.fd_tide_now(floodstate + 1, phase),
            self.fd_tide_does(next_floods),
            ms_to_next.div_ceil(1_000),
        )
    }

    /// The tide gauge's line: during the count before play (`counting`)
    /// the game's clock has not started, so the first step is counted from
    /// the end of the count ([`FdWords::fd_tide_status_before_play`]);
    /// otherwise [`FdWords::fd_tide_status`].
    pub fn fd_tide_gauge_line(
        &self,
        floodstate: u8,
        next_floods: bool,
        ms_to_next: Option<u64>,
        counting: bool,
    ) -> String {
        match ms_to_next {
            Some(ms) if counting => self.fd_tide_status_before_play(floodstate, next_floods, ms),
            ms => self.fd_tide_status(floodstate, next_floods, ms),
        }
    }

    /// A step of the tide gauge, 0-based: `Step 4: surfaces`.
    pub fn fd_tide_step_name(&self, floodstate: u8) -> String {
        self.fd_tide_step_does(floodstate + 1, self.fd_tide_does(floods_at(floodstate)))
    }

    fn fd_tide_does(&self, floods: bool) -> &'static str {
        if floods {
            self.fd_tide_floods()
        } else {
            self.fd_tide_surfaces()
        }
    }
}

/// How many steps after the one following `floodstate` do the same (flood
/// or surface) before the tide turns: 2, 1 or 0.
fn steps_alike_after(floodstate: u8) -> u8 {
    let next = (floodstate + 1) % CYCLE;
    (1..CYCLE)
        .take_while(|k| floods_at((next + k) % CYCLE) == floods_at(next))
        .count() as u8
}
