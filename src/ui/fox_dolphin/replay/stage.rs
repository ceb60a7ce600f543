//! The replay stage, in the Elm shape: its model ([`Viewer`]: a replay
//! checked a slice per frame, then watched), its messages ([`ReplayAction`]:
//! the viewer's buttons, each the replay's [`ViewerControl`] through
//! `Session::submit`, and closing it) and its update ([`update`],
//! [`Viewer::keep_checking`]), which returns what comes next ([`Next`]):
//! stay, back, or refused. The viewer takes a hand on the board itself
//! (`Replay::board`) and the page's frames as a `Session`.

use crate::clock::Millis;
use crate::rules::fox_dolphin::LogError;
use crate::session::Session;
use crate::ui::fox_dolphin::page::{Measured, Page};
use crate::ui::fox_dolphin::replay::model::{Indexer, Replay, ViewerControl, INDEX_SLICE};
use crate::ui::fox_dolphin::setup::next::Next;

/// The time a frame may spend checking a replay, in ms.
pub const CHECK_BUDGET_MS: u64 = 8;

/// What the replay viewer's buttons (and the check's Cancel) ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayAction {
    /// Play or pause, a speed, a jump to a tick, the next event: the
    /// replay's own intents, submitted to it as a session.
    Control(ViewerControl),
    /// Close the viewer (or cancel the check).
    Close,
}

/// A replay being checked (replayed once from its start), then viewed.
pub enum Viewer {
    Checking(Box<Indexer>),
    Replaying(Box<Replay>),
}

/// Applies a button of the viewer; says what comes next.
pub fn update<P: Page>(viewer: &mut Viewer, action: ReplayAction) -> Next {
    let ReplayAction::Control(control) = action else {
        return Next::Back;
    };
    let Viewer::Replaying(replay) = viewer else {
        return Next::Stay;
    };
    let done = if let ViewerControl::Seek(_) = control {
        P::render_asked(Measured::Scrub);
        P::measured("fd-seek", || Session::submit(&mut **replay, control))
    } else {
        Session::submit(&mut **replay, control)
    };
    match done {
        Ok(()) => Next::Stay,
        Err(error) => Next::Refused(error),
    }
}

impl Viewer {
    /// Checks the replay for up to [`CHECK_BUDGET_MS`] from `started`;
    /// once it is checked, the viewer, playing at 1×. An error says why
    /// it cannot be shown.
    pub fn keep_checking<P: Page>(self, started: Millis) -> Result<Viewer, LogError> {
        let Viewer::Checking(mut indexer) = self else {
            return Ok(self);
        };
        let checked = loop {
            match indexer.work(INDEX_SLICE) {
                Ok(false) if P::now().since(started) < CHECK_BUDGET_MS => {}
                other => break other,
            }
        };
        if !checked? {
            return Ok(Viewer::Checking(indexer));
        }
        let mut replay = indexer.finish();
        replay.set_hidden(P::hidden());
        // Paused at tick 0: playing starts there and cannot fail.
        let _ = Session::submit(&mut replay, ViewerControl::Toggle);
        Ok(Viewer::Replaying(Box::new(replay)))
    }
}
