//! What both ends of the wire say before any game's rules: which game a
//! message is for ([`GameKind`]), why the host refused a request
//! ([`Refusal`]) and why a message could not be used ([`WireError`]).
//! The game trait (`game`) and the message codec (`wire`) both use these, so
//! neither has to import the other's.

use crate::bytes::ReadError;
use crate::rules::fox_dolphin::LogError;

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
