//! One way to drive a game: the [`Session`] trait, in the shape of GGRS's
//! sessions (one `advance` for local play, a peer and a spectator).
//!
//! Whatever a page holds, it drives it the same way: it
//! [`submit`](Session::submit)s what a person asks for, calls
//! [`advance`](Session::advance) once a frame with the one clock
//! (`ui::frame_loop`, in [`Millis`]), acts on what it says in one shape,
//! [`Changed`] (redraw, and the session's own events: messages to send, a
//! move made), and draws [`shown`](Session::shown). The sessions:
//!
//! | game | local | replay | online host | online guest |
//! |---|---|---|---|---|
//! | Fox & Dolphin | `ui::fox_dolphin::play::model::Play` | `ui::fox_dolphin::replay::model::Replay` | `online::host::Host<Match>` | `online::guest::Guest<Match>` |
//! | tic-tac-toe | `ui::tictactoe::screen::state::ScreenState` | `ui::tictactoe::replay::model::SharedGame` | `online::host::Host<TttMatch>` | `online::guest::Guest<TttMatch>` |
//!
//! The game's own scheduler stays inside: a session only turns wall time
//! into what is now due (Fox & Dolphin's ticks, tic-tac-toe's computer
//! reply; a shared tic-tac-toe game has nothing due, a person steps it) and
//! says what changed. `advance` means only this; the rules' and the online
//! models' own runs to a time are `run_until` and `run_to`. Pure: time is
//! an input, so every session runs natively in tests (`tests/session.rs`
//! drives all eight through one generic loop, each game's four to one
//! digest).

mod countdown;
pub use countdown::{Countdown, COUNTDOWN_MS};

use crate::clock::Millis;

/// A game being driven: local, replayed, hosted or mirrored.
pub trait Session {
    /// What a person (or the page for them) asks of the session.
    type Intent;
    /// Why an intent was refused before it reached the game: the session
    /// changed nothing.
    type Refused;
    /// What the page draws: the match as it stands (or, in a replay, at the
    /// tick viewed).
    type Shown;
    /// What one [`advance`](Session::advance) says for the page to act on
    /// (a message to send, a move made, a tide step), in [`Changed`].
    type Event;

    /// Takes an intent; the game applies it at its next tick.
    fn submit(&mut self, intent: Self::Intent) -> Result<(), Self::Refused>;
    /// Runs what is due at time `now` (on the page's one clock, never
    /// going back) and says what changed.
    fn advance(&mut self, now: Millis) -> Changed<Self::Event>;
    /// The state to draw; `None` while there is nothing yet (a guest that
    /// has not been welcomed).
    fn shown(&self) -> Option<&Self::Shown>;
}

/// What one [`advance`](Session::advance) changed, in the one shape every
/// session says it: whether to redraw, and what else the page acts on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Changed<E> {
    /// What is shown changed: the page draws again.
    pub redraw: bool,
    /// What the session says for the page to act on, in order (for a host,
    /// the messages to send or connections to close; for a guest, the
    /// messages for the host; locally, what happened on the board).
    pub events: Vec<E>,
}

impl<E> Changed<E> {
    /// Nothing changed and nothing to act on.
    pub fn nothing() -> Changed<E> {
        Changed {
            redraw: false,
            events: Vec::new(),
        }
    }
}

impl<E> Default for Changed<E> {
    fn default() -> Changed<E> {
        Changed::nothing()
    }
}
