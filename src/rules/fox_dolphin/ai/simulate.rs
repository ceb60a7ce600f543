//! Whole games headless and faster than real time, on the same [`Match`]
//! the browser runs: computer against computer ([`simulate`]), or a model
//! of a person against either ([`play_out`]).

use crate::rules::fox_dolphin::board::Species;
use crate::rules::fox_dolphin::r#match::{Intent, Match, TICK_MS};
use crate::rules::fox_dolphin::settings::{Settings, SettingsError};
use crate::rules::Seat;

use super::alert::{Alert, AlertPacer};
use super::levels::Level;
use super::tempo::{Pacer, Style};

/// Who plays a side in a headless game (a tournament's entrant).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entrant {
    /// The computer at a level, at that level's own tempo: the match's
    /// computer seat, exactly as in the browser.
    Computer(Level),
    /// A model of a person ([`Style::CASUAL_PERSON`], [`Style::GOOD_PERSON`],
    /// or any other judgment at any tempo) on a person's seat: its moves
    /// reach the match the way a person's clicks do, as intents, so they go
    /// into the log, the next tick applies them, and the rules may refuse
    /// them.
    Person(Style),
    /// An alert seat ([`Alert`]: a slow style that answers eats at once),
    /// a tournament entrant, not a level: on a person's seat, as a
    /// [`Entrant::Person`] is.
    Alert(Alert),
}

/// What holds a person's seat to its entrant's play.
enum Holder {
    Paced(Pacer),
    Alert(AlertPacer),
}

impl Entrant {
    /// Who plays the side in the match: the model of a person stands in
    /// for the person holding the device.
    pub fn seat(self) -> Seat<Level> {
        match self {
            Entrant::Computer(level) => Seat::Computer(level),
            Entrant::Person(_) | Entrant::Alert(_) => Seat::You,
        }
    }
}

/// Plays `fox` against `dolphin` on a new match with `settings` until the
/// game ends or `max_ms` of game time has passed, and returns the match.
/// Every game ends within [`MAX_GAME_MS`](crate::rules::fox_dolphin::settings::MAX_GAME_MS),
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
    play_out(
        settings,
        [Entrant::Computer(fox), Entrant::Computer(dolphin)],
        max_ms,
    )
}

/// Plays `players` (foxes, then dolphins) on a new match with `settings`
/// until the game ends or `max_ms` of game time has passed, and returns the
/// match. A [`Entrant::Person`] (or [`Entrant::Alert`]) seat is a person's seat of the match, fed
/// the model's moves as intents before each tick, so the match's log
/// replays the game ([`Match::replay`]) like any person's.
///
/// ```
/// use fox_and_xo::rules::fox_dolphin::ai::{play_out, Level, Entrant, Style};
/// use fox_and_xo::rules::fox_dolphin::{Match, Settings, Status};
///
/// let settings = Settings { size: 10, time_limit_ms: Some(30_000), ..Settings::default() };
/// let players = [Entrant::Person(Style::GOOD_PERSON), Entrant::Computer(Level::Easy)];
/// let played = play_out(settings, players, u64::MAX).unwrap();
/// assert_eq!(played.game().status(), Status::EndGame);
/// assert_eq!(Match::replay(&played.log()).unwrap().digest(), played.digest());
/// ```
pub fn play_out(
    settings: Settings,
    players: [Entrant; 2],
    max_ms: u64,
) -> Result<Match, SettingsError> {
    let mut played = Match::new(settings, players.map(Entrant::seat))?;
    let mut pacers = players.map(|player| match player {
        Entrant::Person(style) => Some(Holder::Paced(Pacer::new(style))),
        Entrant::Alert(alert) => Some(Holder::Alert(AlertPacer::new(alert))),
        Entrant::Computer(_) => None,
    });
    let last_tick = max_ms / TICK_MS;
    while played.tick() < last_tick && !played.is_over() {
        for seat in Species::ALL {
            let polled = match &mut pacers[seat.index()] {
                Some(Holder::Paced(pacer)) => pacer.poll(played.game(), seat),
                Some(Holder::Alert(pacer)) => pacer.poll(played.game(), seat),
                None => None,
            };
            if let Some((from, to)) = polled {
                // A person's seat of a running match: always queued.
                let _ = played.submit(Intent::Move { seat, from, to });
            }
        }
        played.step();
    }
    Ok(played)
}
