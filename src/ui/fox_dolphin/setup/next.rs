//! What comes after a stage's update ([`Next`]): stay, or go to another
//! stage with what it needs. Every stage's update returns one (the setup,
//! the live game, the replay), and the screen acts on it; no stage moves
//! the screen itself. It lives with the setup, the lowest stage, because
//! the setup's values are what a new game needs.

use crate::rules::fox_dolphin::{Log, LogError};
use crate::ui::fox_dolphin::setup::model::Setup;

/// Where the screen goes after an update.
#[derive(Debug, PartialEq)]
pub enum Next {
    /// The stage shown stays.
    Stay,
    /// Back to the stage before: from the live game to the setup, from the
    /// replay to the game it came from (or the setup).
    Back,
    /// A new game with these settings (the computer at the level it
    /// follows you at, if you asked it to).
    Play(Setup),
    /// Check this replay, then show it (from a live game: the game it
    /// records, kept to return to).
    Replay(Log),
    /// A replay that cannot be shown: the setup says why.
    Refused(LogError),
}
