//! Computer against computer, headless and faster than real time: the clock
//! jumps from one event to the next (a seat's cooldown running out, a tide
//! step, the time limit), never by small steps.

use crate::rules::fox_dolphin::board::Species;
use crate::rules::fox_dolphin::game::Game;
use crate::rules::fox_dolphin::settings::{Settings, SettingsError};
use crate::rules::fox_dolphin::status::Status;

use super::{decide, Level};

/// Plays a whole game of `fox` against `dolphin` on a new game with
/// `settings` and returns it, ended (unless it has no time limit and nobody
/// can ever finish: then it stops after `max_ms` of game time).
///
/// Each seat asks for the move [`decide`] gives it the moment its cooldown
/// runs out; when both are ready at the same instant they take turns going
/// first. A seat with no legal move waits for the next tide step. The game's
/// [`Game::inputs`] replay it exactly.
///
/// ```
/// use fox_and_xo::rules::fox_dolphin::ai::{simulate, Level};
/// use fox_and_xo::rules::fox_dolphin::{Settings, Status};
///
/// let settings = Settings { size: 10, time_limit_ms: Some(30_000), ..Settings::default() };
/// let game = simulate(settings, Level::Hard, Level::Easy, u64::MAX).unwrap();
/// assert_eq!(game.status(), Status::EndGame);
/// ```
pub fn simulate(
    settings: Settings,
    fox: Level,
    dolphin: Level,
    max_ms: u64,
) -> Result<Game, SettingsError> {
    let mut game = Game::new(settings)?;
    // Both seats are free in a new game, so these joins cannot be refused.
    let _ = game.join();
    let _ = game.join();
    let mut fox_first = true;
    while game.status() == Status::InGame && game.now() < max_ms {
        let order = if fox_first {
            [(Species::Fox, fox), (Species::Dolphin, dolphin)]
        } else {
            [(Species::Dolphin, dolphin), (Species::Fox, fox)]
        };
        fox_first = !fox_first;
        let now = game.now();
        let mut waiting = [false; 2];
        for (k, (seat, level)) in order.into_iter().enumerate() {
            if game.status() != Status::InGame || game.cooldown_remaining(seat) > 0 {
                continue;
            }
            match decide(&game, seat, level) {
                // Legal by construction; a refusal would still be recorded.
                Some((from, to)) => {
                    let _ = game.request_move(seat, from, to, now);
                }
                None => waiting[k] = true,
            }
        }
        let Some(next) = next_event(&game, &order.map(|(s, _)| s), waiting) else {
            break;
        };
        game.advance(next.min(max_ms));
    }
    Ok(game)
}

/// When something next happens: a cooldown runs out for a seat that has a
/// move to make, a tide step, or the time limit. `None` if the game is over.
fn next_event(game: &Game, seats: &[Species; 2], waiting: [bool; 2]) -> Option<u64> {
    let tide = game.ms_to_next_tide()?;
    let mut wait = tide;
    if let Some(limit) = game.ms_to_time_limit() {
        wait = wait.min(limit);
    }
    for (k, &seat) in seats.iter().enumerate() {
        let remaining = game.cooldown_remaining(seat);
        if remaining > 0 || !waiting[k] {
            // A seat that is ready and not waiting moved already this instant
            // (its cooldown restarted), so remaining > 0 here unless the game
            // ended.
            wait = wait.min(remaining.max(1));
        }
    }
    Some(game.now() + wait)
}
