//! What a person asks of an online match's session ([`Ask`]): the game's
//! own intents (the wire's, for a seat), and what is about the series or
//! the seat rather than the board (a rematch, leaving). Every one goes
//! through [`Session::submit`](crate::session::Session::submit), and a
//! refusal comes back with its reason.

use crate::clock::Millis;

/// A person's request to an online session (the host's or a guest's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask<I> {
    /// An intent for a seat this person holds (a move, a pause, a leave of
    /// that seat): the game's wire intent.
    Play(I),
    /// A rematch asked (`yes`) or declined, at `at` on the page's clock.
    Rematch { yes: bool, at: Millis },
    /// This person leaves their seat, at `at`.
    Leave { at: Millis },
}
