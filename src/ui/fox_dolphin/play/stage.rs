//! The live game's stage, in the Elm shape: its model is the [`Play`]
//! (`model.rs`, which also takes a hand on the board, `Play::board`, and
//! the page's frames, as a `Session`), its messages the buttons and the
//! end panel's offers ([`PlayAction`]), and its [`update`] returns what
//! comes next ([`Next`]): stay, back to the setup, a new game, or this
//! game's replay.

use crate::rules::fox_dolphin::ai::Level;
use crate::ui::fox_dolphin::page::Page;
use crate::ui::fox_dolphin::play::model::{Play, PlayIntent};
use crate::ui::fox_dolphin::setup::model::Setup;
use crate::ui::fox_dolphin::setup::next::Next;
use crate::ui::fox_dolphin::setup::record::{self, counted, next_level, result_of};

/// What the live game's buttons and its end panel ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayAction {
    Pause,
    /// Leave (or stop watching).
    Leave,
    /// The same game against the next level, after a win.
    TryNext,
    /// A new game against the level below, after a loss.
    TryEasier,
    Rematch,
    RematchNewSeed,
    ChangeSetup,
    WatchReplay,
    /// Whether the copy of the replay link worked.
    Copied(bool),
}

/// How `play` ended for you, when you played one side against the
/// computer (the end's heading says it: "You win", "You lose", "Draw").
pub fn your_result(play: &Play) -> Option<record::Ended> {
    let (seat, _) = counted(play.setup())?;
    let outcome = play.outcome().filter(|_| play.over())?;
    Some(result_of(outcome, seat))
}

/// The level to offer after `play`: the next one, when you just beat one
/// below the strongest.
pub fn next_after(play: &Play) -> Option<Level> {
    let (_, level) = counted(play.setup())?;
    (your_result(play)? == record::Ended::Won)
        .then(|| next_level(level))
        .flatten()
}

/// The level to offer after `play`: the one below, when you just lost to
/// one above the weakest.
pub fn easier_after(play: &Play) -> Option<Level> {
    let (_, level) = counted(play.setup())?;
    (your_result(play)? == record::Ended::Lost)
        .then(|| level.below())
        .flatten()
}

/// The game just played, against the next level (see [`next_after`]).
fn next_setup(play: &Play) -> Option<Setup> {
    Some(record::against(*play.setup(), next_after(play)?))
}

/// Applies a button of the live game or of its end panel; says what comes
/// next. (`Copied` is the screen's: the link it copied is the screen's.)
pub fn update<P: Page>(play: &mut Play, action: PlayAction) -> Next {
    match action {
        PlayAction::Pause => {
            let intent = if play.paused() {
                PlayIntent::Resume
            } else {
                PlayIntent::Pause
            };
            play.ask(intent, P::now().as_f64());
        }
        PlayAction::Leave if play.setup().is_watch() => return Next::Back,
        PlayAction::Leave => play.ask(PlayIntent::Leave, P::now().as_f64()),
        PlayAction::TryNext => {
            if let Some(setup) = next_setup(play) {
                return Next::Play(setup);
            }
        }
        PlayAction::TryEasier => {
            // The same island, as after a win (`TryNext`).
            if let Some(level) = easier_after(play) {
                return Next::Play(record::against(*play.setup(), level));
            }
        }
        PlayAction::Rematch => return Next::Play(*play.setup()),
        PlayAction::RematchNewSeed => {
            return Next::Play(Setup {
                seed: Some(P::random_seed()),
                ..*play.setup()
            })
        }
        PlayAction::ChangeSetup => return Next::Back,
        PlayAction::WatchReplay => return Next::Replay(play.the_match().log()),
        PlayAction::Copied(_) => {}
    }
    Next::Stay
}
