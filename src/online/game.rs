//! What online play needs of a game, so that one host, one guest, one wire
//! format and one set of pages serve both Fox & Dolphin and tic-tac-toe.
//!
//! A game online is a **match**: a value that advances in fixed ticks, takes
//! intents for one of its two sides (stamped with the tick that applies
//! them), writes down everything so far as a log from which the same match
//! replays, and has a digest that two copies compare. Fox & Dolphin's
//! [`Match`](crate::rules::fox_dolphin::Match) is one already; tic-tac-toe
//! is wrapped as one in [`super::tictactoe`] (its ticks change nothing).
//!
//! Here too is what both ends of the wire say before any game's rules:
//! which game a message is for ([`GameKind`]), why the host refused a
//! request ([`Refusal`]) and why a message could not be used
//! ([`WireError`]); the message codec (`wire`) writes them.
//!
//! # Every "refused" and "not used" of the code
//!
//! None carries words: each is worded once per language by its catalogue
//! (`src/ui/*/words`). What it is, and who says it:
//!
//! - `rules::fox_dolphin::MoveError`: a Fox & Dolphin move is illegal; the
//!   rules, inside the match at its tick (`Event::Refused`), on every copy.
//! - `rules::tictactoe::MoveError`: a tic-tac-toe move is illegal, with the
//!   cell, the board's size or whose turn; the rules (`Game::play`).
//! - [`Refusal`]: a request refused by any game's host (a watcher, not your
//!   seat, too fast, unreadable, not started, over, another game, paused
//!   for a player coming back, a rematch before the end or after the
//!   series ended), or the game's own (`Refusal::Game`); the
//!   host, to the one who asked.
//! - `online::tictactoe::TttRefusal`: the tic-tac-toe host's own (not your
//!   turn, cell taken, no such cell). It is not the rules' `MoveError`: the
//!   wire carries only which, and the guest knows where it clicked. Fox &
//!   Dolphin has none: its rules refuse inside the match.
//! - `online::guest::Notice`: what the guest shows of the host's last
//!   word: a [`Refusal`], or a message it could not use ([`WireError`]).
//! - `ui::fox_dolphin::board::input::RefusalReason`: why a click on the Fox &
//!   Dolphin board did nothing: paused, computers only, or the rules'
//!   `MoveError`; the local page's session.
//! - `ui::fox_dolphin::board::input::RefusalBubble`: a `RefusalReason` placed
//!   beside the animal until a wall time; the board input, not a reason of
//!   its own.
//! - `ui::link::Reason`, with `ui::link::Ignored` (the key and value it is
//!   about): a link value replaced by its default; the link reader. It
//!   holds what any page says (a key no setting has, a game by no name) or
//!   the game's own reason (`Reason::Game`, worded by the game through
//!   `ui::link::Worded`; `Infallible` on a page with no game's setup):
//! - `ui::fox_dolphin::setup::model::FdReason`: a Fox & Dolphin link or form value
//!   refused (size, seed, seat, cooldown, tide interval, time limit).
//! - `ui::tictactoe::setup::model::TttReason`: a tic-tac-toe link value refused
//!   (size, opponent, mark, or the `moves=` list's `MovesError`).
//! - `ui::fox_dolphin::FdNotice`: the Fox & Dolphin setup's notice: settings
//!   refused, a replay that cannot be shown, a typed value not used (with
//!   its `FdReason`); the local page.
//! - `online::connection::OnlineProblem`: a code, a message or the browser's
//!   connection refused; the online pages. A setup the game cannot play is
//!   the game's own error (`PageGame::SetupError`: Fox & Dolphin's
//!   `SettingsError`, worded as `FdNotice::Settings` is; tic-tac-toe's
//!   `SizeError`).
//! - [`WireError`] and `online::code::CodeError`: a message or a code that
//!   cannot be read; the codecs.
//! - The rules' values refused: `SettingsError`, `LogError`,
//!   `PictureError`, `JoinError`, `LeaveError` (Fox & Dolphin); `SizeError`,
//!   `MovesError`, `ReplayError` (tic-tac-toe).

use std::fmt::Debug;
use std::hash::Hash;

use crate::bytes::{ReadError, Reader};
use crate::rules::fox_dolphin::LogError;

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

/// Which game a message belongs to: the second byte of every message, so a
/// message of one game is refused by the other with a clear reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    FoxDolphin,
    TicTacToe,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::FoxDolphin, GameKind::TicTacToe];

    pub fn code(self) -> u8 {
        match self {
            GameKind::FoxDolphin => 1,
            GameKind::TicTacToe => 2,
        }
    }

    pub fn from_code(code: u8) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// Why the host refused a request: what any game's host says (sent only
/// to the guest who asked, or shown to the host's own person), or the
/// game's own refusal (`R`: [`OnlineGame::Refusal`], tic-tac-toe's
/// not-your-turn, cell taken, no such cell).
///
/// [`OnlineGame::Refusal`]: super::game::OnlineGame::Refusal
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal<R> {
    /// The guest watches: it has no seat to move.
    Watcher,
    /// A move for the other side's seat.
    NotYourSeat,
    /// More messages than the host takes from one guest.
    TooFast,
    /// A message the host could not read.
    BadMessage,
    /// The game has not started: waiting for the other player.
    NotStarted,
    /// The game is over.
    GameOver,
    /// A message of the other game: the guest opened a link for a game
    /// this host does not play.
    OtherGame,
    /// The match waits for a player who lost their channel to come back.
    Paused,
    /// A rematch asked before the game is over.
    NotOver,
    /// A rematch asked once the series has ended (a player declined or
    /// left).
    SeriesOver,
    /// The host serves as many watchers as it may
    /// ([`crate::online::host::MAX_DIRECT_WATCHERS`]): this guest is not
    /// welcomed, and its channel is closed.
    Full,
    /// The game's own rules refused the move.
    Game(R),
}

impl<R> Refusal<R> {
    /// The same refusal, with the game's own one turned by `f`.
    pub fn map<S>(self, f: impl FnOnce(R) -> S) -> Refusal<S> {
        match self {
            Refusal::Watcher => Refusal::Watcher,
            Refusal::NotYourSeat => Refusal::NotYourSeat,
            Refusal::TooFast => Refusal::TooFast,
            Refusal::BadMessage => Refusal::BadMessage,
            Refusal::NotStarted => Refusal::NotStarted,
            Refusal::GameOver => Refusal::GameOver,
            Refusal::OtherGame => Refusal::OtherGame,
            Refusal::Paused => Refusal::Paused,
            Refusal::NotOver => Refusal::NotOver,
            Refusal::SeriesOver => Refusal::SeriesOver,
            Refusal::Full => Refusal::Full,
            Refusal::Game(own) => Refusal::Game(f(own)),
        }
    }
}

/// Why a message could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WireError {
    Empty,
    TooLong {
        bytes: usize,
    },
    UnknownVersion(u8),
    /// A message of another game than this page plays (`None`: a game
    /// this version does not know).
    OtherGame(Option<GameKind>),
    UnknownKind(u8),
    Truncated,
    /// A field outside its range.
    BadField(&'static str),
    TrailingBytes,
    /// The Fox & Dolphin log in a welcome or snapshot.
    Log(LogError),
}

impl From<ReadError> for WireError {
    fn from(e: ReadError) -> WireError {
        match e {
            ReadError::Truncated => WireError::Truncated,
            ReadError::Overlong => WireError::BadField("number"),
        }
    }
}
