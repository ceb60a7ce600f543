//! What the Fox & Dolphin screen can be asked to do: its one message type,
//! which the screen handles and its parts (the playing controls, the
//! replay viewer's controls) send.

use crate::rules::fox_dolphin::Coord;
use crate::ui::fox_dolphin::setup::Setup;
use crate::ui::fox_dolphin::FdNotice;
use crate::ui::i18n::Lang;

/// Everything the screen can be asked to do.
#[derive(Clone)]
pub enum Msg {
    /// A frame, with the page's clock.
    Frame(f64),
    Visibility,
    // Setup.
    Setup(Setup),
    /// A value typed into the form that no setting allows.
    Refused(FdNotice),
    Start,
    NewSeed,
    OpenFile(web_sys::File),
    /// The file's bytes, or `None` if the browser could not read it.
    FileRead(Option<Vec<u8>>),
    /// The page's language changed.
    Lang(Lang),
    // Playing.
    Click(Coord),
    /// A drag from one tile to another.
    Drag(Coord, Coord),
    Cursor(isize, isize),
    Activate,
    Pause,
    Leave,
    Zoom,
    /// How to play opened (true) or closed.
    Help(bool),
    // The end.
    /// The same game against the next level, after a win.
    TryNext,
    Rematch,
    RematchNewSeed,
    ChangeSetup,
    WatchReplay,
    CopyLink,
    Copied(bool),
    // The replay viewer.
    PlayPause,
    Speed(u32),
    Scrub(u64),
    NextEvent,
    CloseReplay,
}
