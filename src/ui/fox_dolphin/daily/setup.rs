//! The day's game: everything about it follows from the day's number, so
//! two devices on the same date play the same game.
//!
//! - The board and the timers are the default game's (a link without
//!   settings), so the day's game is the one How to play describes.
//! - The seed is the day's number mixed by SplitMix64, so neighbouring days
//!   share nothing of their islands.
//! - You play the foxes on even-numbered days and the dolphins on odd ones.
//! - The level climbs through the week, as a newspaper's puzzles do: Monday
//!   the gentlest, Sunday the hardest ([`DAILY_LEVELS`]).

use rand::RngCore;

use super::day::Day;
use crate::rules::fox_dolphin::ai::Level;
use crate::rules::rng::SplitMix64;
use crate::rules::Seat;
use crate::ui::fox_dolphin::setup::model::Setup;

/// The level the day's game is played against, Monday (0) to Sunday (6):
/// from the level for a newcomer's first wins up the ladder's middle, to
/// Normal on Saturday and one step past it on Sunday.
pub const DAILY_LEVELS: [Level; 7] = [
    Level::Mild,
    Level::Calm,
    Level::Steady,
    Level::Brisk,
    Level::Lively,
    Level::Normal,
    Level::Keen,
];

/// Mixed into the day's number before it seeds the island, so the day's
/// seeds are not the small seeds people type into links.
const SALT: u64 = 0x6461_696c_7920_6764; // "daily gd"

/// Seeds stay below this: short enough to read in a link.
const SEED_RANGE: u64 = 1_000_000_000;

/// The game of `day`.
pub fn daily_setup(day: Day) -> Setup {
    let level = DAILY_LEVELS[day.weekday() as usize];
    let computer = Seat::Computer(level);
    let (fox, dolphin) = if day.number().rem_euclid(2) == 0 {
        (Seat::You, computer)
    } else {
        (computer, Seat::You)
    };
    Setup {
        seed: Some(daily_seed(day)),
        fox,
        dolphin,
        ..Setup::default()
    }
}

/// The island's seed on `day`: 1 to [`SEED_RANGE`].
fn daily_seed(day: Day) -> u64 {
    let mut mix = SplitMix64::new(day.number() as u64 ^ SALT);
    mix.next_u64() % SEED_RANGE + 1
}
