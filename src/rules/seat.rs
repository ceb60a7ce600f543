//! Who plays a side of a game, in both games: [`Seat`].

/// Who plays a side (a Fox & Dolphin species, a tic-tac-toe mark), over
/// the game's computer levels `L`.
///
/// The rules treat every person alike: a person's moves come from outside
/// the game, and only a computer decides from the game alone. The kinds of
/// person tell the screens where those moves come from.
#[derive(Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat<L> {
    /// The person holding this device (on the online pages, the host).
    You,
    /// Another person at this same device, taking turns with you on it
    /// (hot seat).
    HotSeat,
    /// A person on another device, who joined this device's online game.
    Guest,
    /// The computer at a level.
    Computer(L),
}

/// A copy, as for any `Copy` type (a derived `Clone` on a generic enum
/// would match on the variants: more code in every page).
impl<L: Copy> Clone for Seat<L> {
    fn clone(&self) -> Seat<L> {
        *self
    }
}

impl<L: Copy> Seat<L> {
    /// Whether the computer plays this side (nobody clicks for it).
    pub fn is_computer(self) -> bool {
        matches!(self, Seat::Computer(_))
    }

    /// The computer's level, for a side the computer plays.
    pub fn level(self) -> Option<L> {
        match self {
            Seat::Computer(level) => Some(level),
            Seat::You | Seat::HotSeat | Seat::Guest => None,
        }
    }
}
