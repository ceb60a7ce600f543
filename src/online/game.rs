//! What online play needs of a game, so that one host, one guest, one wire
//! format and one set of pages serve both Fox & Dolphin and tic-tac-toe.
//!
//! A game online is a **match**: a value that advances in fixed ticks, takes
//! intents for one of its two sides (stamped with the tick that applies
//! them), writes down everything so far as a log from which the same match
//! replays, and has a digest that two copies compare. Fox & Dolphin's
//! [`Match`](crate::rules::fox_dolphin::Match) is one already; tic-tac-toe
//! is wrapped as one in [`super::tictactoe`] (its ticks change nothing).

use std::fmt::Debug;
use std::hash::Hash;

use crate::bytes::Reader;

pub use super::said::GameKind;
use super::said::{Refusal, WireError};

/// Why a request in game `G` was refused: the shared refusals, or `G`'s own.
pub type RefusalOf<G> = Refusal<<G as OnlineGame>::Refusal>;

/// A game that can be played online: the match the host runs and each
/// guest mirrors. Everything is pure; the codec half reads untrusted bytes
/// and must never panic.
pub trait OnlineGame: Clone + Debug + PartialEq + Eq + Sized + 'static {
    /// A side of the board (a seat): foxes and dolphins, X and O.
    type Side: Copy + Eq + Debug + 'static;
    /// What a person asks for: a move, or leaving.
    type Intent: Copy + Eq + Debug + 'static;
    /// Everything so far, from which [`OnlineGame::replay`] rebuilds the match.
    type Log: Clone + Eq + Debug + 'static;
    /// How a finished game ended.
    type Outcome: Copy + Eq + Debug + 'static;
    /// What only this game's host refuses, beyond what any game's host
    /// does ([`Refusal`]): carried as [`Refusal::Game`].
    type Refusal: Copy + Eq + Hash + Debug + 'static;

    const KIND: GameKind;
    /// The sides in seat order (Z spec `Join`: the first guest takes the first).
    const SIDES: [Self::Side; 2];
    /// Game time per tick, in ms.
    const TICK_MS: u64;
    /// The count before the first tick, in ms ([`crate::session::Countdown`]):
    /// the host starts its clock this long after the last seat is taken,
    /// and a guest counts the same on its own clock (0: none).
    const COUNTDOWN_MS: u64;
    /// Every [`OnlineGame::Refusal`], in the order of their wire codes.
    const REFUSALS: &'static [Self::Refusal];

    fn side_index(side: Self::Side) -> usize;
    /// The side an intent is for.
    fn side_of(intent: Self::Intent) -> Self::Side;
    /// Z spec `Disconnect`: the player of `side` leaves.
    fn leave(side: Self::Side) -> Self::Intent;

    fn tick(&self) -> u64;
    /// One tick: applies the intents submitted since the last one.
    fn step(&mut self);
    /// Steps up to `tick` (or until the game is over).
    fn run_to(&mut self, tick: u64);
    /// Queues an intent for the next tick, or says why it can never apply
    /// (the game is over, the seat takes no one's intents): then nothing
    /// changes.
    fn submit(&mut self, intent: Self::Intent) -> Result<(), RefusalOf<Self>>;
    /// What only the host judges before it takes a seat's intent, beyond
    /// whose seat it is: for a turn-based game, whose turn and which cell.
    fn check(&self, intent: Self::Intent) -> Result<(), RefusalOf<Self>>;
    /// Intents applied so far.
    fn intent_count(&self) -> usize;
    /// The applied intents from the `from`-th on, each with its tick.
    fn stamped_since(&self, from: usize) -> Vec<(u64, Self::Intent)>;
    fn log(&self) -> Self::Log;
    fn replay(log: &Self::Log) -> Result<Self, WireError>;
    fn digest(&self) -> u64;
    fn outcome(&self) -> Option<Self::Outcome>;
    /// Requests of `side` the match has answered so far (moves, and
    /// refusals where the game keeps them): grows when a guest's request
    /// came back from the host (the click-to-result figure).
    fn answered(&self, side: Self::Side) -> usize;
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
    /// The side that won, by its index in [`OnlineGame::SIDES`] (`None`:
    /// a draw, or not over).
    fn winner(&self) -> Option<usize>;
    /// A series' next game: the same settings, the sides swapped between
    /// the players (who starts alternates with them) and, where the game
    /// has chance, `seed` (drawn by the host's generator); `None` if the
    /// game cannot be made again (never for settings it was made with).
    fn rematch(&self, seed: u64) -> Option<Self>;

    // ----- the wire -----

    fn put_intent(out: &mut Vec<u8>, intent: Self::Intent);
    fn read_intent(r: &mut Reader) -> Result<Self::Intent, WireError>;
    fn put_side(side: Self::Side) -> u8 {
        Self::side_index(side) as u8
    }
    fn read_side(code: u8) -> Result<Self::Side, WireError> {
        Self::SIDES
            .get(code as usize)
            .copied()
            .ok_or(WireError::BadField("seat"))
    }
    fn encode_log(log: &Self::Log) -> Vec<u8>;
    /// The rest of a message, as a log; bounded by the message's size.
    fn decode_log(bytes: &[u8]) -> Result<Self::Log, WireError>;
    fn put_outcome(out: &mut Vec<u8>, outcome: Self::Outcome);
    fn read_outcome(r: &mut Reader) -> Result<Self::Outcome, WireError>;
}
