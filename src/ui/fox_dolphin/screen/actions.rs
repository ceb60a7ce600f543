//! Everything the Fox & Dolphin screen can be asked to do ([`FdAction`]):
//! each stage's own messages, routed down to it ([`SetupAction`],
//! [`PlayAction`], [`ReplayAction`], a hand on the board:
//! [`BoardInput`]), and what is the screen's alone (the frame, the tab's
//! visibility, the zoom, How to play, the language).

use crate::clock::Millis;
use crate::ui::i18n::Lang;

pub use crate::ui::fox_dolphin::board::input::BoardInput;
pub use crate::ui::fox_dolphin::play::stage::PlayAction;
pub use crate::ui::fox_dolphin::replay::stage::ReplayAction;
pub use crate::ui::fox_dolphin::setup::stage::SetupAction;

/// Everything the screen can be asked to do.
#[derive(Debug)]
pub enum FdAction {
    Setup(SetupAction),
    Play(PlayAction),
    Replay(ReplayAction),
    /// To the stage shown (the live game or the replay).
    Board(BoardInput),
    /// A frame, with the page's clock.
    Frame(Millis),
    /// The tab was hidden or shown again.
    Visibility,
    Zoom,
    /// The tip over the first games dismissed, for good on this device.
    DismissTip,
    /// How to play opened (true) or closed.
    Help(bool),
    /// The page's language changed.
    Lang(Lang),
    /// The game of the day's kept replay, asked for once it is played.
    DailyReplay,
}

impl From<ReplayAction> for FdAction {
    fn from(action: ReplayAction) -> FdAction {
        FdAction::Replay(action)
    }
}

impl From<PlayAction> for FdAction {
    fn from(action: PlayAction) -> FdAction {
        FdAction::Play(action)
    }
}
