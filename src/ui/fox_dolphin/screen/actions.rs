//! The Fox & Dolphin screen's actions: everything it can be asked to do
//! ([`FdAction`]), one enum per stage ([`SetupAction`], [`PlayAction`],
//! [`ReplayAction`]) and a person's hand on the board ([`BoardInput`]).
//! The screen's state (`state.rs`) and each stage's moves
//! (`setup/stage.rs`, `play/stage.rs`, `replay/stage.rs`) read them;
//! they read neither. The replay viewer's controls are the replay's own
//! [`ViewerControl`].

use crate::rules::fox_dolphin::{Coord, LogError};
use crate::ui::fox_dolphin::replay::model::ViewerControl;
use crate::ui::fox_dolphin::setup::model::Setup;
use crate::ui::fox_dolphin::FdNotice;
use crate::ui::i18n::Lang;

/// Everything the screen can be asked to do.
#[derive(Debug)]
pub enum FdAction {
    Setup(SetupAction),
    Play(PlayAction),
    Replay(ReplayAction),
    /// To the stage shown (the live game or the replay).
    Board(BoardInput),
    /// A frame, with the page's clock.
    Frame(f64),
    /// The tab was hidden or shown again.
    Visibility,
    Zoom,
    /// How to play opened (true) or closed.
    Help(bool),
    /// The page's language changed.
    Lang(Lang),
}

/// What the setup form and the replay file's button ask.
#[derive(Debug)]
pub enum SetupAction {
    /// A value of the setup form taken.
    Change(Setup),
    /// A value typed into the form that no setting allows.
    Refused(FdNotice),
    Start,
    NewSeed,
    /// "Match my level" turned on (true) or off for the seat you play.
    Fair(bool),
    /// A replay file that is not read (too large).
    FileRefused(LogError),
    /// The file's bytes, or `None` if the browser could not read it.
    FileRead(Option<Vec<u8>>),
}

/// What the live game's buttons and its end panel ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayAction {
    Pause,
    /// Leave (or stop watching).
    Leave,
    /// The same game against the next level, after a win.
    TryNext,
    Rematch,
    RematchNewSeed,
    ChangeSetup,
    WatchReplay,
    /// Whether the copy of the replay link worked.
    Copied(bool),
}

/// What the replay viewer's buttons (and the check's Cancel) ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayAction {
    /// Play or pause, a speed, a jump to a tick, the next event: the
    /// replay's own intents, submitted to it as a session.
    Control(ViewerControl),
    /// Close the viewer (or cancel the check).
    Close,
}

/// A person's hand on the board, sent to the stage shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    Click(Coord),
    /// A drag from one tile to another.
    Drag(Coord, Coord),
    Cursor(isize, isize),
    /// Enter or Space on the cursor.
    Activate,
}
