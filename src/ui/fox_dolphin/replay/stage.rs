//! The replay stage's actions ([`ReplayAction`]): checking a replay a
//! slice per frame, then the viewer's buttons (play, speed, scrub, next
//! event: each the replay's [`ViewerControl`], through `Session::submit`)
//! and closing it, back to the game it came from or the setup.

use crate::session::Session;
use crate::ui::fox_dolphin::replay::model::{Replay, ViewerControl, INDEX_SLICE};
use crate::ui::fox_dolphin::screen::actions::{BoardInput, ReplayAction};
use crate::ui::fox_dolphin::screen::state::{Measured, Page, Screen, Shown, Stage, Viewer};

/// The time a frame may spend checking a replay, in ms.
pub const CHECK_BUDGET_MS: f64 = 8.0;

impl<P: Page> Screen<P> {
    /// A hand on the replay's board: it moves the cursor only.
    pub(crate) fn replay_board(replay: &mut Replay, input: BoardInput) -> bool {
        match input {
            BoardInput::Click(at) => {
                let here = replay.tiles().cursor();
                let (rows, cols) = (
                    at.row as isize - here.row as isize,
                    at.col as isize - here.col as isize,
                );
                replay.move_cursor(rows, cols);
            }
            BoardInput::Cursor(rows, cols) => replay.move_cursor(rows, cols),
            BoardInput::Drag(..) | BoardInput::Activate => return false,
        }
        true
    }

    pub(crate) fn replay_action(&mut self, action: ReplayAction) -> bool {
        let ReplayAction::Control(control) = action else {
            self.stage = match std::mem::replace(&mut self.stage, Stage::Setup) {
                Stage::Replay {
                    ended: Some(play), ..
                } => Stage::Playing(play),
                _ => Stage::Setup,
            };
            return true;
        };
        let Stage::Replay {
            viewer: Viewer::Replaying(replay),
            ..
        } = &mut self.stage
        else {
            return false;
        };
        let done = if let ViewerControl::Seek(_) = control {
            P::render_asked(Measured::Scrub);
            P::measured("fd-seek", || Session::submit(&mut **replay, control))
        } else {
            Session::submit(&mut **replay, control)
        };
        if let Err(error) = done {
            self.refuse(error);
        }
        true
    }

    /// The replay's frame: a slice of its check, or its ticks.
    pub(crate) fn replay_frame(&mut self, wall_ms: f64) -> bool {
        match &mut self.stage {
            Stage::Replay {
                viewer: Viewer::Checking(_),
                ..
            } => {
                self.keep_checking(wall_ms);
                true
            }
            Stage::Replay {
                viewer: Viewer::Replaying(replay),
                ..
            } => {
                if let Err(error) = Session::advance(&mut **replay, wall_ms) {
                    self.refuse(error);
                    return true;
                }
                self.shown_changed()
            }
            _ => false,
        }
    }

    /// Checks the replay for up to [`CHECK_BUDGET_MS`] from `started_ms`;
    /// once it is checked, shows it, playing at 1× (or says why it cannot
    /// be shown).
    pub(crate) fn keep_checking(&mut self, started_ms: f64) {
        let Stage::Replay { viewer, ended } = &mut self.stage else {
            return;
        };
        let Viewer::Checking(indexer) = viewer else {
            return;
        };
        let checked = loop {
            match indexer.work(INDEX_SLICE) {
                Ok(false) if P::now_ms() - started_ms < CHECK_BUDGET_MS => {}
                other => break other,
            }
        };
        match checked {
            Ok(false) => {}
            Ok(true) => {
                let ended = ended.take();
                if let Stage::Replay {
                    viewer: Viewer::Checking(indexer),
                    ..
                } = std::mem::replace(&mut self.stage, Stage::Setup)
                {
                    let mut replay = indexer.finish();
                    replay.set_hidden(P::hidden());
                    // Paused at tick 0: playing starts there and cannot fail.
                    let _ = Session::submit(&mut replay, ViewerControl::Toggle);
                    self.stage = Stage::Replay {
                        viewer: Viewer::Replaying(Box::new(replay)),
                        ended,
                    };
                    self.focus_board = true;
                }
            }
            Err(error) => self.refuse(error),
        }
        self.shown = Shown::of(&self.stage);
    }
}
