//! What both ends of the wire say before any game's rules: which game a
//! message is for ([`GameKind`]), why the host refused a request
//! ([`Refusal`]) and why a message could not be used ([`WireError`]).
//! The game trait (`game`) and the message codec (`wire`) both use these, so
//! neither has to import the other's.
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
//! - `ui::online::OnlineProblem`: a code, a message or the browser's
//!   connection refused; the online pages. A setup the game cannot play is
//!   the game's own error (`PageGame::SetupError`: Fox & Dolphin's
//!   `SettingsError`, worded as `FdNotice::Settings` is; tic-tac-toe's
//!   `SizeError`).
//! - [`WireError`] and `online::code::CodeError`: a message or a code that
//!   cannot be read; the codecs.
//! - The rules' values refused: `SettingsError`, `LogError`,
//!   `PictureError`, `JoinError`, `LeaveError` (Fox & Dolphin); `SizeError`,
//!   `MovesError`, `ReplayError` (tic-tac-toe).

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
    /// The match waits for a player who lost their channel to come back.
    Paused,
    /// A rematch asked before the game is over.
    NotOver,
    /// A rematch asked once the series has ended (a player declined or
    /// left).
    SeriesOver,
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
