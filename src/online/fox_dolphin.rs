//! Fox & Dolphin online: its [`Match`] is the online match as it is.

use std::convert::Infallible;

use crate::bytes::Reader;
use crate::rules::fox_dolphin::{
    Coord, EndReason, Event, Intent, Log, Match, MoveError, Outcome, Settings, Species,
    MAX_BOARD_SIZE, TICK_MS,
};

use super::game::{GameKind, OnlineGame, RefusalOf};
use super::intent::Wired;
use super::wire::{Refusal, WireError};

const REASONS: [EndReason; 3] = [
    EndReason::SpeciesEaten,
    EndReason::OpponentLeft,
    EndReason::TimeLimit,
];

impl OnlineGame for Match {
    type Side = Species;
    type Intent = Intent;
    type Log = Log;
    type Outcome = Outcome;
    /// None: the rules refuse a move inside the match, at its tick, on
    /// every copy alike (an `Event::Refused` shown to the seat's player).
    type Refusal = Infallible;

    const KIND: GameKind = GameKind::FoxDolphin;
    const SIDES: [Species; 2] = Species::ALL;
    const TICK_MS: u64 = TICK_MS;
    /// "3, 2, 1" before the tide and the clocks run.
    const COUNTDOWN_MS: u64 = crate::session::COUNTDOWN_MS;
    const REFUSALS: &'static [Infallible] = &[];

    fn side_index(side: Species) -> usize {
        side.index()
    }

    fn side_of(intent: Intent) -> Species {
        intent.seat()
    }

    fn leave(side: Species) -> Intent {
        Intent::Leave { seat: side }
    }

    fn tick(&self) -> u64 {
        Match::tick(self)
    }

    fn step(&mut self) {
        Match::step(self);
    }

    fn run_to(&mut self, tick: u64) {
        Match::run_to(self, tick);
    }

    /// The match's own refusal, as the wire says it: after the end, the
    /// game is over; a seat the computer plays is nobody's.
    fn submit(&mut self, intent: Intent) -> Result<(), RefusalOf<Match>> {
        Match::submit(self, intent).map_err(|error| match error {
            MoveError::GameNotRunning => Refusal::GameOver,
            _ => Refusal::NotYourSeat,
        })
    }

    /// The rules judge a move on every copy alike, at its tick (the
    /// refusal is an event of the match, shown to the seat's player).
    fn check(&self, _: Intent) -> Result<(), RefusalOf<Match>> {
        Ok(())
    }

    fn intent_count(&self) -> usize {
        self.intents().len()
    }

    fn stamped_since(&self, from: usize) -> Vec<(u64, Intent)> {
        self.intents()
            .get(from..)
            .unwrap_or_default()
            .iter()
            .map(|s| (s.tick, s.intent))
            .collect()
    }

    fn log(&self) -> Log {
        Match::log(self)
    }

    fn replay(log: &Log) -> Result<Match, WireError> {
        Match::replay(log).map_err(WireError::Log)
    }

    fn digest(&self) -> u64 {
        Match::digest(self)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game().outcome()
    }

    fn is_over(&self) -> bool {
        Match::is_over(self)
    }

    fn answered(&self, side: Species) -> usize {
        self.game()
            .events()
            .iter()
            .filter(|e| match e {
                Event::Moved { species, .. } | Event::Ate { eater: species, .. } => {
                    *species == side
                }
                Event::Refused { seat, .. } => *seat == side,
                _ => false,
            })
            .count()
    }

    fn winner(&self) -> Option<usize> {
        Some(self.game().outcome()?.winner?.index())
    }

    /// The same settings with a fresh seed (a new island and tides), and
    /// who plays foxes plays dolphins (a computer seat too).
    fn rematch(&self, seed: u64) -> Option<Match> {
        let settings = Settings {
            seed,
            ..*self.game().settings()
        };
        let [foxes, dolphins] = self.seats();
        Match::new(settings, [dolphins, foxes]).ok()
    }

    fn put_intent(out: &mut Vec<u8>, intent: Intent) {
        let wired = match intent {
            Intent::Move { seat, from, to } => Wired::Move {
                side: Self::put_side(seat),
                at: [from.row, from.col, to.row, to.col],
            },
            Intent::Leave { seat } => Wired::Leave {
                side: Self::put_side(seat),
            },
        };
        wired.put(out, MAX_BOARD_SIZE);
    }

    fn read_intent(r: &mut Reader) -> Result<Intent, WireError> {
        Ok(match Wired::read(r, MAX_BOARD_SIZE, "tile")? {
            Wired::Move {
                side,
                at: [from_row, from_col, to_row, to_col],
            } => Intent::Move {
                seat: Self::read_side(side)?,
                from: Coord::new(from_row, from_col),
                to: Coord::new(to_row, to_col),
            },
            Wired::Leave { side } => Intent::Leave {
                seat: Self::read_side(side)?,
            },
        })
    }

    fn encode_log(log: &Log) -> Vec<u8> {
        log.encode()
    }

    fn decode_log(bytes: &[u8]) -> Result<Log, WireError> {
        Log::decode(bytes).map_err(WireError::Log)
    }

    fn put_outcome(out: &mut Vec<u8>, outcome: Outcome) {
        out.push(outcome.winner.map_or(2, Self::put_side));
        let reason = REASONS.iter().position(|&r| r == outcome.reason);
        out.push(reason.unwrap_or(0) as u8);
    }

    fn read_outcome(r: &mut Reader) -> Result<Outcome, WireError> {
        let winner = match r.byte()? {
            2 => None,
            s => Some(Self::read_side(s)?),
        };
        let reason = *REASONS
            .get(r.byte()? as usize)
            .ok_or(WireError::BadField("reason"))?;
        Ok(Outcome { winner, reason })
    }
}
