//! Computer against computer, headless and faster than real time: the
//! same [`Match`] the browser runs, stepped as fast as the machine allows.

use crate::rules::fox_dolphin::r#match::{Controller, Match, TICK_MS};
use crate::rules::fox_dolphin::settings::{Settings, SettingsError};

use super::Level;

/// Plays `fox` against `dolphin` on a new match with `settings` until the
/// game ends or `max_ms` of game time has passed, and returns the match.
/// Every game ends within [`MAX_GAME_MS`](crate::rules::fox_dolphin::MAX_GAME_MS),
/// so `u64::MAX` plays it to its end.
///
/// A browser game between the same two levels on the same settings is the
/// same game, tick for tick: both run [`Match::step`].
///
/// ```
/// use fox_and_xo::rules::fox_dolphin::ai::{simulate, Level};
/// use fox_and_xo::rules::fox_dolphin::{Settings, Status};
///
/// let settings = Settings { size: 10, time_limit_ms: Some(30_000), ..Settings::default() };
/// let played = simulate(settings, Level::Hard, Level::Easy, u64::MAX).unwrap();
/// assert_eq!(played.game().status(), Status::EndGame);
/// ```
pub fn simulate(
    settings: Settings,
    fox: Level,
    dolphin: Level,
    max_ms: u64,
) -> Result<Match, SettingsError> {
    let mut played = Match::new(
        settings,
        [Controller::Computer(fox), Controller::Computer(dolphin)],
    )?;
    played.run_to(max_ms / TICK_MS);
    Ok(played)
}
