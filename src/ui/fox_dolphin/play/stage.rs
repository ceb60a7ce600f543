//! The playing stage's actions ([`PlayAction`]): the live game's buttons,
//! its frames and its end (your record, the replay's file and link), and
//! what the end panel offers next (try the next level, rematch, change
//! the setup, watch the replay).

use crate::rules::fox_dolphin::ai::Level;
use crate::session::Session;
use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::screen::actions::{BoardInput, PlayAction};
use crate::ui::fox_dolphin::screen::state::{Page, Saved, Screen, Stage};
use crate::ui::fox_dolphin::setup::record::{self, counted, next_level, result_of};
use crate::ui::fox_dolphin::setup::stage::replay_query;
use crate::ui::fox_dolphin::words::FdWords;

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

impl<P: Page> Screen<P> {
    /// A hand on the live game's board at wall time `now`.
    pub(crate) fn play_board(play: &mut Play, input: BoardInput, now: f64) -> bool {
        match input {
            BoardInput::Click(at) => play.click(at, now),
            BoardInput::Drag(from, to) => play.drag(from, to, now),
            BoardInput::Cursor(rows, cols) => play.move_cursor(rows, cols),
            BoardInput::Activate => play.activate(now),
        }
        true
    }

    pub(crate) fn play_action(&mut self, action: PlayAction) -> bool {
        match action {
            PlayAction::Pause => {
                if let Stage::Playing(play) = &mut self.stage {
                    play.set_paused(!play.paused());
                }
            }
            PlayAction::Leave => {
                let Stage::Playing(play) = &mut self.stage else {
                    return false;
                };
                if play.setup().is_watch() {
                    self.stage = Stage::Setup;
                } else {
                    play.leave(P::now_ms());
                    self.after_play();
                }
            }
            PlayAction::TryNext => {
                if let Some(setup) = self.next_setup() {
                    self.start(setup);
                }
            }
            PlayAction::Rematch => {
                if let Stage::Playing(play) = &self.stage {
                    self.start(*play.setup());
                }
            }
            PlayAction::RematchNewSeed => {
                self.setup.seed = Some(P::random_seed());
                self.start(self.setup);
            }
            PlayAction::ChangeSetup => self.stage = Stage::Setup,
            PlayAction::WatchReplay => {
                if let Stage::Playing(play) = std::mem::replace(&mut self.stage, Stage::Setup) {
                    let log = play.the_match().log();
                    self.check(log, Some(play));
                }
            }
            PlayAction::Copied(copied) => self.copied = Some(copied),
        }
        true
    }

    /// The live game's frame: its ticks, then its end if it just ended.
    pub(crate) fn play_frame(&mut self, wall_ms: f64) -> bool {
        let Stage::Playing(play) = &mut self.stage else {
            return false;
        };
        let changes = P::tick(|| Session::advance(&mut **play, wall_ms));
        if changes.ended {
            self.after_play();
        }
        self.shown_changed()
    }

    /// The game just played, against the next level (see [`next_after`]).
    fn next_setup(&self) -> Option<crate::ui::fox_dolphin::setup::model::Setup> {
        let Stage::Playing(play) = &self.stage else {
            return None;
        };
        Some(record::against(*play.setup(), next_after(play)?))
    }

    /// Once the game has ended: your record, its replay file and link.
    fn after_play(&mut self) {
        let Stage::Playing(play) = &self.stage else {
            return;
        };
        if !play.over() || self.saved.is_some() {
            return;
        }
        if let (Some((seat, level)), Some(outcome)) = (counted(play.setup()), play.outcome()) {
            // Read again first: another tab may have counted a game since.
            self.record = P::load_record();
            self.record.add(level, seat, result_of(outcome, seat));
            P::save_record(&self.record);
            // "Match my level": up after your win, down after your loss
            // (`FairFight::after`), when the computer follows you in this
            // seat.
            self.fair = P::load_fair();
            self.fair_next = self.fair.after(seat, result_of(outcome, seat));
            if self.fair_next.is_some() {
                P::save_fair(&self.fair);
            }
        }
        let log = play.the_match().log();
        self.saved = Some(Saved {
            file: P::file_of(&log.encode()),
            name: FdWords::of(self.lang).fd_replay_file_name(log.settings.seed),
            link: replay_query(&log, P::link_of).map(|q| P::link_of(&q)),
        });
    }
}
