//! The knobs of one game: board size, seed, timers.

use serde::{Deserialize, Serialize};

/// Z spec: `MinBoardSize = 10`.
pub const MIN_BOARD_SIZE: usize = 10;
/// Z spec: `MaxBoardSize = 50`.
pub const MAX_BOARD_SIZE: usize = 50;
/// Shortest cooldown: below a tenth of a second the game is a clicking race.
pub const MIN_COOLDOWN_MS: u64 = 100;
/// Longest cooldown: ten seconds between moves is already very slow.
pub const MAX_COOLDOWN_MS: u64 = 10_000;
/// Fastest tide: one step a second (the default cooldown) still lets a
/// player react to each step.
pub const MIN_TIDE_INTERVAL_MS: u64 = 1_000;
/// Slowest tide: one step a minute.
pub const MAX_TIDE_INTERVAL_MS: u64 = 60_000;
/// The shortest wait before the first tide step: the fastest tide's step.
pub const MIN_FIRST_TIDE_MS: u64 = MIN_TIDE_INTERVAL_MS;
/// The longest wait before the first tide step: the slowest tide's step.
pub const MAX_FIRST_TIDE_MS: u64 = MAX_TIDE_INTERVAL_MS;
/// Shortest time limit: half a minute.
pub const MIN_TIME_LIMIT_MS: u64 = 30_000;
/// Longest time limit: one hour. `None` means no chosen limit.
pub const MAX_TIME_LIMIT_MS: u64 = 3_600_000;
/// The longest any game lasts, in game time: a game with no chosen limit
/// still ends here, as on a time limit. Every game is finite, so no call
/// (a huge `now_ms`, a replay log's last tick) can make the rules walk an
/// unbounded number of tide steps: at most this over the fastest tide
/// interval, 3,600 of them.
pub const MAX_GAME_MS: u64 = MAX_TIME_LIMIT_MS;

/// docs/rules.md decision (`docs/balance.md`, "A calmer first cycle"): the
/// wait before the first tide step at the defaults, one whole cycle of the
/// default tide (six steps of a second). A newcomer makes three or four
/// moves before the first flood instead of one, and the balance between
/// strong players stays within its goal.
pub const DEFAULT_FIRST_TIDE_MS: u64 = 6_000;

/// The default board side: twelve foxes against twelve dolphins, the
/// size at which the strongest computer against itself is balanced
/// (`docs/balance.md`).
pub const DEFAULT_SIZE: usize = 12;

/// `docs/rules.md` decision (`docs/balance.md`): how many land tiles the island
/// starts with on a `size` × `size` board. Fitted per size from Expert
/// against Expert, each on its preset's timers ([`Settings::preset`]), at
/// the sizes of `ISLAND_FIT`: 22 tiles at N = 10, 26 at 12, 43 at 16,
/// 95 at 25, 330 at 50; between two of them the line joining them,
/// rounded down; never fewer than 2N + 2. The fits are where the
/// tournament found the game even between equal strong players
/// (`docs/balance.md`).
///
/// Why so small: the tide (Z spec `Flood`) takes N tiles a step, two steps
/// running, so the island's low point is this less 2N. Foxes are safe on
/// land, so a large island (it was ⌊0.4 N²⌋) lets them wait out every
/// tide and win almost every game between strong players; this much
/// leaves the low tide too little land for all N foxes, so floods set
/// foxes swimming as low tides strand dolphins, and either side can win.
/// A larger board needs a smaller share: its dolphins start farther from
/// the island, and its island has more shore per tile. The floor keeps
/// two tiles of land at the lowest tide on the smallest boards (the tide
/// always has land to flood and to surface by).
pub fn island_tiles(size: usize) -> usize {
    let fitted = ISLAND_FIT.windows(2).find(|w| size <= w[1].0).map_or(
        ISLAND_FIT[ISLAND_FIT.len() - 1].1,
        |w| {
            let ((n0, t0), (n1, t1)) = (w[0], w[1]);
            let size = size.max(n0);
            t0 + (t1 - t0) * (size - n0) / (n1 - n0)
        },
    );
    fitted.max(2 * size + 2)
}

/// The island's size (tiles) at the board sizes where it was fitted
/// (`docs/balance.md`), smallest board first; [`island_tiles`] joins them
/// by straight lines.
pub const ISLAND_FIT: [(usize, usize); 5] = [(10, 22), (12, 26), (16, 43), (25, 95), (50, 330)];

/// What a board size is for, at its preset's timers ([`Settings::preset`];
/// `docs/balance.md`, "Presets for the other sizes"): the setup screen says
/// it beside the size. The bounds come from the tournament (Expert against
/// itself, the share of games ended by eating: most up to N = 13, some up
/// to 16, few from 17; the figures: `git show 1c08347:docs/balance.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    /// 10 to 13 (the default 12 among them): quick games, most of them
    /// ended when one side has eaten the other.
    Quick,
    /// 14 to 16: longer games, some ended by eating, many by the time limit.
    Longer,
    /// 17 to 50: long games of many animals, nearly all ended by the time
    /// limit.
    Long,
}

impl Pace {
    /// The pace of a `size` × `size` board.
    pub fn of(size: usize) -> Pace {
        match size {
            ..=13 => Pace::Quick,
            14..=16 => Pace::Longer,
            _ => Pace::Long,
        }
    }
}

/// Settings of one game. `Default` is the game `docs/rules.md` describes, with
/// the timers `docs/balance.md` chose: a 12 × 12 board, cooldown 0.5 s, a
/// tide step every second after a first wait of 6 s, a 15-minute limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Settings {
    /// Board side N (N × N tiles); also the number of foxes, of dolphins,
    /// and of tiles one tide step floods or surfaces.
    pub size: usize,
    /// Seed of the game's random generator: same seed, same board and tides.
    pub seed: u64,
    /// Z spec `Turn`: the wait after each move request, in ms.
    pub cooldown_ms: u64,
    /// Z spec `Flood`: the time between two tide steps, in ms.
    pub tide_interval_ms: u64,
    /// docs/rules.md decision: the wait from the start to the first tide
    /// step, in ms, never less than one tide interval
    /// ([`Settings::first_step_ms`]); after it the steps come every
    /// `tide_interval_ms`.
    pub first_tide_ms: u64,
    /// docs/rules.md decision: the game ends after this long (ms), or never.
    pub time_limit_ms: Option<u64>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            size: DEFAULT_SIZE,
            seed: 1,
            cooldown_ms: 500,
            tide_interval_ms: 1_000,
            first_tide_ms: DEFAULT_FIRST_TIDE_MS,
            time_limit_ms: Some(900_000),
        }
    }
}

impl Settings {
    /// The settings a game of `size` starts from (seed 1): the default
    /// timers at every size (the island's share is [`island_tiles`]'s).
    pub fn preset(size: usize) -> Settings {
        Settings {
            size,
            ..Settings::default()
        }
    }

    /// Checks every field against its allowed range, size first.
    pub fn validate(&self) -> Result<(), SettingsError> {
        Settings::check_size(self.size)?;
        self.validate_timers()
    }

    /// How long a game with these settings can last, in game ms: its
    /// limit, or [`MAX_GAME_MS`] without one.
    pub fn game_length_ms(&self) -> u64 {
        self.time_limit_ms.unwrap_or(MAX_GAME_MS)
    }

    /// The game time from the start to the first tide step: the wait before
    /// it, or one tide interval if that is longer (a calmer first cycle
    /// never makes the first step come sooner than the others would).
    pub fn first_step_ms(&self) -> u64 {
        self.first_tide_ms.max(self.tide_interval_ms)
    }

    /// Checks the timers only (for hand-drawn boards, whose size is free).
    pub(crate) fn validate_timers(&self) -> Result<(), SettingsError> {
        Settings::check_cooldown(self.cooldown_ms)?;
        Settings::check_tide_interval(self.tide_interval_ms)?;
        Settings::check_first_tide(self.first_tide_ms)?;
        Settings::check_time_limit(self.time_limit_ms)?;
        Ok(())
    }

    /// The one check of a board size (Z spec `MinBoardSize`..`MaxBoardSize`),
    /// for [`Settings::validate`] and for anyone reading a size from outside.
    pub fn check_size(size: usize) -> Result<usize, SettingsError> {
        if (MIN_BOARD_SIZE..=MAX_BOARD_SIZE).contains(&size) {
            Ok(size)
        } else {
            Err(SettingsError::SizeOutOfRange(size))
        }
    }

    /// The one check of a cooldown, in ms.
    pub fn check_cooldown(ms: u64) -> Result<u64, SettingsError> {
        if (MIN_COOLDOWN_MS..=MAX_COOLDOWN_MS).contains(&ms) {
            Ok(ms)
        } else {
            Err(SettingsError::CooldownOutOfRange(ms))
        }
    }

    /// The one check of a tide interval, in ms.
    pub fn check_tide_interval(ms: u64) -> Result<u64, SettingsError> {
        if (MIN_TIDE_INTERVAL_MS..=MAX_TIDE_INTERVAL_MS).contains(&ms) {
            Ok(ms)
        } else {
            Err(SettingsError::TideIntervalOutOfRange(ms))
        }
    }

    /// The one check of the wait before the first tide step, in ms.
    pub fn check_first_tide(ms: u64) -> Result<u64, SettingsError> {
        if (MIN_FIRST_TIDE_MS..=MAX_FIRST_TIDE_MS).contains(&ms) {
            Ok(ms)
        } else {
            Err(SettingsError::FirstTideOutOfRange(ms))
        }
    }

    /// The one check of a time limit, in ms (`None`: no chosen limit).
    pub fn check_time_limit(ms: Option<u64>) -> Result<Option<u64>, SettingsError> {
        match ms {
            Some(limit) if !(MIN_TIME_LIMIT_MS..=MAX_TIME_LIMIT_MS).contains(&limit) => {
                Err(SettingsError::TimeLimitOutOfRange(limit))
            }
            _ => Ok(ms),
        }
    }
}

/// A setting outside its range (worded by the catalogues: `fd_settings_error`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SettingsError {
    SizeOutOfRange(usize),
    CooldownOutOfRange(u64),
    TideIntervalOutOfRange(u64),
    TimeLimitOutOfRange(u64),
    FirstTideOutOfRange(u64),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_has_a_pace_and_the_presets_theirs() {
        assert_eq!(Pace::of(MIN_BOARD_SIZE), Pace::Quick);
        assert_eq!(Pace::of(DEFAULT_SIZE), Pace::Quick);
        assert_eq!(Pace::of(13), Pace::Quick);
        assert_eq!(Pace::of(14), Pace::Longer);
        assert_eq!(Pace::of(16), Pace::Longer);
        assert_eq!(Pace::of(17), Pace::Long);
        assert_eq!(Pace::of(25), Pace::Long);
        assert_eq!(Pace::of(MAX_BOARD_SIZE), Pace::Long);
    }

    #[test]
    fn each_check_accepts_its_range_and_refuses_one_past_either_end() {
        assert_eq!(Settings::check_size(MIN_BOARD_SIZE), Ok(MIN_BOARD_SIZE));
        assert_eq!(Settings::check_size(MAX_BOARD_SIZE), Ok(MAX_BOARD_SIZE));
        assert_eq!(
            Settings::check_size(9),
            Err(SettingsError::SizeOutOfRange(9))
        );
        assert_eq!(
            Settings::check_size(51),
            Err(SettingsError::SizeOutOfRange(51))
        );
        assert_eq!(
            Settings::check_cooldown(99),
            Err(SettingsError::CooldownOutOfRange(99))
        );
        assert_eq!(
            Settings::check_cooldown(MAX_COOLDOWN_MS),
            Ok(MAX_COOLDOWN_MS)
        );
        assert_eq!(
            Settings::check_tide_interval(60_001),
            Err(SettingsError::TideIntervalOutOfRange(60_001))
        );
        assert_eq!(Settings::check_first_tide(MIN_FIRST_TIDE_MS), Ok(1_000));
        assert_eq!(Settings::check_first_tide(MAX_FIRST_TIDE_MS), Ok(60_000));
        assert_eq!(
            Settings::check_first_tide(999),
            Err(SettingsError::FirstTideOutOfRange(999))
        );
        assert_eq!(
            Settings::check_first_tide(60_001),
            Err(SettingsError::FirstTideOutOfRange(60_001))
        );
        assert_eq!(
            Settings {
                first_tide_ms: 0,
                ..Settings::default()
            }
            .validate(),
            Err(SettingsError::FirstTideOutOfRange(0))
        );
        let slow_tide = Settings {
            tide_interval_ms: 10_000,
            ..Settings::default()
        };
        assert_eq!(
            slow_tide.first_step_ms(),
            10_000,
            "never sooner than a step"
        );
        assert_eq!(Settings::default().first_step_ms(), DEFAULT_FIRST_TIDE_MS);
        assert_eq!(Settings::check_time_limit(None), Ok(None));
        assert_eq!(
            Settings::check_time_limit(Some(29_999)),
            Err(SettingsError::TimeLimitOutOfRange(29_999))
        );
    }

    #[test]
    fn validate_is_the_checks_in_order() {
        let settings = Settings {
            size: 9,
            cooldown_ms: 1,
            ..Settings::default()
        };
        assert_eq!(settings.validate(), Err(SettingsError::SizeOutOfRange(9)));
        let settings = Settings {
            cooldown_ms: 1,
            ..Settings::default()
        };
        assert_eq!(
            settings.validate(),
            Err(SettingsError::CooldownOutOfRange(1))
        );
        assert_eq!(Settings::default().validate(), Ok(()));
    }
}
