//! One match of Fox & Dolphin in fixed ticks of game time: the one
//! scheduler that the browser, the simulator, the tournament, the
//! benchmarks, replays and online play all run.
//!
//! A [`Match`] owns the [`Game`] and who plays each side (a [`Seat`]), and
//! moves forward only by [`Match::step`], one tick of [`TICK_MS`] at a
//! time. At each tick, in this order:
//!
//! 1. the game's clock moves to the tick's time, so tide steps and the time
//!    limit due by then happen first;
//! 2. the two seats act, foxes first on even ticks and dolphins first on odd
//!    ones (neither side always wins a tie): a person's seat applies the
//!    intents queued for it since the last tick ([`Match::submit`]), which
//!    that tick stamps; a computer's seat asks [`ai::decide`] for a move if
//!    its cooldown is over.
//!
//! Nothing else moves a match, so its whole course is a function of its
//! settings, its seats and the stamped intents of its people: the
//! [`Log`]. Replaying a log ([`Match::replay`]) gives the same game, event
//! for event, computer moves included, whatever the frame rate of the
//! browser that recorded it.

use super::ai::{Judgment, Level, Pacer, Style, Tempo};
use super::board::{Coord, Species};
use super::digest::Digest;
use super::game::Game;
use super::log::{Log, LogError};
use super::moves::MoveError;
use super::settings::{Settings, SettingsError};
use super::status::Status;
use crate::rules::Seat;

/// The length of one tick of game time, in milliseconds.
///
/// Ten milliseconds: every preset's cooldown and tide interval is a whole
/// number of ticks, the shortest cooldown allowed (100 ms) is ten of them,
/// and a person's intent waits at most 10 ms, well under one frame at
/// 60 Hz, before a tick stamps it; a computer seat sees its cooldown end
/// within the same 10 ms, so neither kind of player gains on the other. A
/// 5-minute game is 30,000 ticks, and a tick in which nobody may move costs
/// a comparison or two, so a whole game replays in milliseconds.
pub const TICK_MS: u64 = 10;

/// What a person asks of the match. Applied at the next tick, which stamps
/// it; the rules may still refuse it there (a move), and say why in the
/// game's events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intent {
    /// Z spec `TryMove`: move the seat's animal on `from` to `to`.
    Move {
        seat: Species,
        from: Coord,
        to: Coord,
    },
    /// Z spec `Disconnect`: the player in `seat` leaves.
    Leave { seat: Species },
}

impl Intent {
    /// The seat the intent is for.
    pub fn seat(self) -> Species {
        match self {
            Intent::Move { seat, .. } | Intent::Leave { seat } => seat,
        }
    }
}

/// An intent with the tick that applied it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stamped {
    pub tick: u64,
    pub intent: Intent,
}

/// A match: the game, who plays each side, its tick and its log so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    game: Game,
    /// Who plays each side: any person alike, their intents coming from
    /// outside ([`Match::submit`]) into the log; the computer at a level
    /// deciding at tick boundaries from the game alone, so its moves need
    /// no log.
    seats: [Seat<Level>; 2],
    tick: u64,
    /// Intents submitted since the last tick, in the order they came.
    pending: Vec<Intent>,
    /// Every intent applied so far, with its tick.
    stamped: Vec<Stamped>,
    /// The digest of every event so far.
    digest: Digest,
    digested: usize,
    /// Per seat: what holds a computer seat to its level's tempo (a
    /// person's seat has one too, unused).
    pacers: [Pacer; 2],
}

/// How a side's player plays: a computer level's own style, and none for
/// a person (their intents come when they come; the pacer stays idle).
fn style(player: Seat<Level>, seat: Species, size: usize) -> Style {
    match player.level() {
        Some(level) => level.style(seat, size),
        None => Style {
            judgment: Judgment::Easy,
            tempo: Tempo::INSTANT,
        },
    }
}

impl Match {
    /// A new match at tick 0 with both seats taken (Z spec `Join`: foxes,
    /// then dolphins), so the game is running and its clock at 0.
    pub fn new(settings: Settings, seats: [Seat<Level>; 2]) -> Result<Match, SettingsError> {
        let mut game = Game::new(settings)?;
        let size = settings.size;
        // Both seats are free in a new game: neither join can be refused.
        let _ = game.join();
        let _ = game.join();
        let mut new = Match {
            game,
            seats,
            tick: 0,
            pending: Vec::new(),
            stamped: Vec::new(),
            digest: Digest::new(),
            digested: 0,
            pacers: Species::ALL.map(|seat| Pacer::new(style(seats[seat.index()], seat, size))),
        };
        new.digest_events();
        Ok(new)
    }

    /// Queues a person's intent for the next tick. Refused, with the
    /// rules' reason, for a seat the computer plays
    /// ([`MoveError::NotYourAnimal`]: its animals take no one's orders) and
    /// after the game ended ([`MoveError::GameNotRunning`]: nothing changes
    /// a finished game); a refused intent changes nothing. A queued move
    /// may still be refused at its tick, as an event of the game.
    pub fn submit(&mut self, intent: Intent) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameNotRunning);
        }
        if self.seat(intent.seat()).is_computer() {
            return Err(MoveError::NotYourAnimal);
        }
        self.pending.push(intent);
        Ok(())
    }

    /// Advances one tick (see the module docs). Does nothing once the game
    /// is over. Returns whether any event happened.
    pub fn step(&mut self) -> bool {
        if self.is_over() {
            self.pending.clear();
            return false;
        }
        let before = self.game.events().len();
        self.tick += 1;
        let now = self.now_ms();
        self.game.run_until(now);
        let order = if self.tick % 2 == 0 {
            Species::ALL
        } else {
            [Species::Dolphin, Species::Fox]
        };
        let pending = std::mem::take(&mut self.pending);
        for seat in order {
            if self.seat(seat).is_computer() {
                self.computer_moves(seat, now);
            } else {
                for &intent in pending.iter().filter(|i| i.seat() == seat) {
                    self.apply(intent, now);
                }
            }
        }
        self.digest_events();
        self.game.events().len() > before
    }

    /// Steps until `tick` (or the end of the game, if sooner).
    pub fn run_to(&mut self, tick: u64) {
        while self.tick < tick && !self.is_over() {
            self.step();
        }
    }

    fn apply(&mut self, intent: Intent, now: u64) {
        if self.is_over() {
            return;
        }
        self.stamped.push(Stamped {
            tick: self.tick,
            intent,
        });
        // Refusals are events of the game (Z spec `IllegalMove`): the screen
        // reads them there, and a replay makes them again. A leave from an
        // empty seat changes nothing.
        match intent {
            Intent::Move { seat, from, to } => {
                let _ = self.game.request_move(seat, from, to, now);
            }
            Intent::Leave { seat } => {
                let _ = self.game.leave(seat, now);
            }
        }
    }

    fn computer_moves(&mut self, seat: Species, now: u64) {
        if self.is_over() {
            return;
        }
        // The pacer hands over legal moves only; a refusal would be an event.
        if let Some((from, to)) = self.pacers[seat.index()].poll(&self.game, seat) {
            let _ = self.game.request_move(seat, from, to, now);
        }
    }

    fn digest_events(&mut self) {
        for event in &self.game.events()[self.digested..] {
            self.digest.event(event);
        }
        self.digested = self.game.events().len();
    }

    // ----- replay -----

    /// Replays `log` from its settings to its last tick: the same match,
    /// event for event. Fails with a [`LogError`] when the log cannot be the
    /// record of a game (an intent after the game ended, a digest that does
    /// not match: a log made by another version, or altered). Bounded: a
    /// decoded log never has more ticks than its game can last.
    pub fn replay(log: &Log) -> Result<Match, LogError> {
        let mut replay = Match::new(log.settings, log.seats).map_err(LogError::Settings)?;
        replay.replay_to(log, log.end_tick)?;
        if let Some(expected) = log.digest {
            if replay.digest() != expected {
                return Err(LogError::DigestMismatch);
            }
        }
        Ok(replay)
    }

    /// Steps this match, which must be a replay of `log` at an earlier tick,
    /// on to `tick`, applying the log's intents at their ticks. Used by the
    /// replay viewer to move forward from a snapshot.
    pub fn replay_to(&mut self, log: &Log, tick: u64) -> Result<(), LogError> {
        let tick = tick.min(log.end_tick);
        let mut next = log.intents.partition_point(|s| s.tick <= self.tick);
        while self.tick < tick {
            let coming = self.tick + 1;
            while let Some(s) = log.intents.get(next).filter(|s| s.tick == coming) {
                if self.submit(s.intent).is_err() {
                    return Err(LogError::IntentAfterEnd { tick: s.tick });
                }
                next += 1;
            }
            if self.is_over() {
                // The game ended before the log's last tick: nothing more
                // to replay, and no intent may follow (checked above).
                if let Some(s) = log.intents.get(next) {
                    return Err(LogError::IntentAfterEnd { tick: s.tick });
                }
                break;
            }
            self.step();
            // An intent the game's end dropped within this very tick (a
            // second one after a leave or the last capture) was never
            // applied, so no match records it: the log was not written
            // by a match.
            if self.stamped.len() < next {
                return Err(LogError::IntentAfterEnd { tick: coming });
            }
        }
        Ok(())
    }

    /// This match's log so far: enough to replay it exactly.
    pub fn log(&self) -> Log {
        Log {
            settings: *self.game.settings(),
            seats: self.seats,
            intents: self.stamped.clone(),
            end_tick: self.tick,
            digest: Some(self.digest()),
        }
    }

    // ----- queries -----

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Ticks played so far.
    pub fn tick(&self) -> u64 {
        self.tick
    }

    /// The game time of the current tick, in ms.
    pub fn now_ms(&self) -> u64 {
        self.tick * TICK_MS
    }

    /// Who plays `seat`.
    pub fn seat(&self, seat: Species) -> Seat<Level> {
        self.seats[seat.index()]
    }

    /// Who plays each side, foxes first.
    pub fn seats(&self) -> [Seat<Level>; 2] {
        self.seats
    }

    pub fn is_over(&self) -> bool {
        self.game.status() == Status::EndGame
    }

    /// The people's intents applied so far, with their ticks.
    pub fn intents(&self) -> &[Stamped] {
        &self.stamped
    }

    /// The digest of every event so far: two matches with the same digest
    /// saw the same events (a check between a recording and its replay,
    /// between the host and a guest online, between the browser and the
    /// native simulator).
    pub fn digest(&self) -> u64 {
        self.digest.value()
    }
}
