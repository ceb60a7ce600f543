//! The Fox & Dolphin screen's state and its reducer: which stage is shown
//! (the setup, a game, a replay), what the whole screen keeps, and
//! [`Screen::reduce`], which routes each message ([`FdAction`]) down to
//! its stage and acts on what the stage says comes next ([`Next`]).
//!
//! The shape is the Elm architecture of Yew's examples, a stage at a time:
//! each stage owns its model, its messages and an update that returns
//! what comes next (the setup: [`Form::update`]; the live game:
//! `play::stage::update`; the replay: `replay::stage::update`), and none
//! imports this screen. A hand on the board goes to the stage's model
//! (`Play::board`, `Replay::board`) and the page's frames to its session
//! (`Session::advance`). Two differences from Yew's todomvc example, both
//! measured: the state is changed in place rather than returned anew (a
//! new state per action would clone the whole match, its board and every
//! event so far, up to sixty times a second), and the component that
//! holds it is a struct component rather than a function component with
//! `use_reducer` (see `screen/view.rs` for the sizes). What only a
//! browser does (its clock, the tab's visibility, storage, the replay
//! file's URL, the timing marks) comes through [`Page`], so every update
//! runs and is tested natively.

use crate::clock::Millis;
use crate::rules::fox_dolphin::{Log, LogError};
use crate::session::Session;
use crate::ui::fox_dolphin::board::chronicle::Happened;
use crate::ui::fox_dolphin::daily::Today;
use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::play::stage as play;
use crate::ui::fox_dolphin::play::tip;
use crate::ui::fox_dolphin::replay::model::{setup_of, Indexer, ViewerControl};
use crate::ui::fox_dolphin::replay::review::review_link;
use crate::ui::fox_dolphin::replay::stage as replay;
use crate::ui::fox_dolphin::setup::fair;
use crate::ui::fox_dolphin::setup::model::{Setup, DAILY_QUERY};
use crate::ui::fox_dolphin::setup::next::Next;
use crate::ui::fox_dolphin::setup::notice::FdNotice;
use crate::ui::fox_dolphin::setup::stage::{replay_query, Form};
use crate::ui::fox_dolphin::words::FdWords;
use crate::ui::i18n::Lang;

pub use crate::ui::fox_dolphin::page::{Measured, Page};
pub use crate::ui::fox_dolphin::replay::stage::Viewer;
pub use crate::ui::fox_dolphin::screen::actions::{
    BoardInput, FdAction, PlayAction, ReplayAction, SetupAction,
};
pub use crate::ui::fox_dolphin::screen::shown::{last_change, Shown, Stage};

/// The replay of a game that just ended: its file, and its link if short.
pub struct Saved<F> {
    pub file: F,
    pub name: String,
    pub link: Option<String>,
}

/// The whole screen's state.
pub struct Screen<P: Page> {
    /// The setup stage's model: its form, the notice over it, your record
    /// and "Match my level" (kept while other stages are shown).
    pub form: Form,
    pub stage: Stage,
    /// The page's language (it also names the replay file).
    pub lang: Lang,
    pub zoomed: bool,
    /// How to play is open.
    pub help: bool,
    /// How to play paused the game (or the replay), so closing resumes it.
    pub(crate) help_paused: bool,
    pub copied: Option<bool>,
    pub saved: Option<Saved<P::File>>,
    /// The query of the replay on screen, if its link is short enough.
    pub replay_query: Option<String>,
    /// What was last shown.
    pub(crate) shown: Shown,
    /// Keyboard players start on the board: focus it after the render.
    pub focus_board: bool,
    /// After a game the computer followed you in: what the next one plays.
    pub fair_next: Option<fair::Shift>,
    /// The game of the day, when the page opened its link: the setup is
    /// then the day's, and its end is kept in the day's record (not in
    /// your record against each level, nor in "Match my level").
    pub daily: Option<Today>,
    /// The tip over a game's start, until dismissed once on this device.
    pub tip: bool,
    /// "What happened": the review page's link for the game that just
    /// ended or the replay shown, when one person played the computer.
    pub review: Option<String>,
}

impl<P: Page> Screen<P> {
    /// The screen for a link: its setup (a seed drawn if it has none; the
    /// computer at the level it follows you at, if you asked it to), and
    /// the replay it carries (untrusted), if any; or, for the game of the
    /// day's link (`daily`), the day's game (the setup, and a notice, if
    /// the device's date is not a day).
    pub fn new(setup: Setup, replay: Option<&str>, lang: Lang, daily: bool) -> Screen<P> {
        let mut screen = Screen {
            form: Form::new::<P>(setup),
            stage: Stage::Setup,
            lang,
            zoomed: false,
            help: false,
            help_paused: false,
            copied: None,
            saved: None,
            replay_query: None,
            shown: Shown::default(),
            focus_board: false,
            fair_next: None,
            daily: None,
            tip: !tip::dismissed(P::load(tip::STORAGE_KEY).as_deref()),
            review: None,
        };
        if daily {
            match Today::load::<P>() {
                Ok(today) => {
                    screen.form.setup = today.setup;
                    screen.daily = Some(today);
                }
                Err(_) => screen.form.notice = Some(FdNotice::NoDate),
            }
        }
        if let Some(text) = replay {
            match Log::from_text(text.trim()) {
                Ok(log) => screen.check(log, None),
                Err(error) => screen.refuse(error),
            }
        }
        screen
    }

    /// The query the address bar shows: the replay's, the game of the
    /// day's, or the setup's.
    pub fn query(&self) -> String {
        match (&self.stage, &self.replay_query) {
            (Stage::Replay { .. }, Some(query)) => query.clone(),
            _ if self.daily.is_some() => DAILY_QUERY.to_owned(),
            _ => self.form.setup.to_query(),
        }
    }

    /// Whether something runs on its own (the game loop is wanted).
    pub fn running(&self) -> bool {
        match &self.stage {
            Stage::Playing(play) => !play.over(),
            Stage::Replay {
                viewer: Viewer::Replaying(replay),
                ..
            } => replay.playing(),
            Stage::Replay { .. } => true,
            Stage::Setup => false,
        }
    }

    /// The reducer: routes `action` to its stage (or applies it, if it is
    /// the screen's), acts on what the stage says comes next, and says
    /// whether to re-render.
    pub fn reduce(&mut self, action: FdAction) -> bool {
        match action {
            FdAction::Setup(action) => {
                let next = self.form.update::<P>(action);
                self.go(next);
            }
            FdAction::Play(PlayAction::Copied(copied)) => self.copied = Some(copied),
            FdAction::DailyReplay => {
                if let Some(log) = self.daily.as_ref().and_then(|d| d.replay.clone()) {
                    self.go(Next::Replay(log));
                }
            }
            FdAction::Play(action) => {
                let Stage::Playing(game) = &mut self.stage else {
                    return false;
                };
                let next = play::update::<P>(game, action);
                self.after_play();
                self.go(next);
            }
            FdAction::Replay(action) => {
                let Stage::Replay { viewer, .. } = &mut self.stage else {
                    return false;
                };
                let next = replay::update::<P>(viewer, action);
                self.go(next);
            }
            FdAction::Board(input) => {
                if !self.board(input) {
                    return false;
                }
            }
            FdAction::Frame(now) => return self.frame(now),
            FdAction::Visibility => {
                let hidden = P::hidden();
                match &mut self.stage {
                    Stage::Playing(play) => play.set_hidden(hidden),
                    Stage::Replay {
                        viewer: Viewer::Replaying(replay),
                        ..
                    } => replay.set_hidden(hidden),
                    _ => {}
                }
            }
            FdAction::Zoom => self.zoomed = !self.zoomed,
            FdAction::DismissTip => {
                self.tip = false;
                P::save(tip::STORAGE_KEY, tip::DISMISSED);
            }
            FdAction::Help(open) => {
                if !self.help(open) {
                    return false;
                }
            }
            FdAction::Lang(lang) => {
                self.lang = lang;
                return true;
            }
        }
        self.shown = Shown::of(&self.stage);
        true
    }

    /// Acts on what a stage said comes next.
    fn go(&mut self, next: Next) {
        match next {
            Next::Stay => {}
            Next::Back => {
                self.stage = match std::mem::replace(&mut self.stage, Stage::Setup) {
                    Stage::Replay {
                        ended: Some(play), ..
                    } => Stage::Playing(play),
                    _ => Stage::Setup,
                };
            }
            Next::Play(setup) => self.start(setup),
            Next::Replay(log) => {
                // From a live game: the game it records, to return to.
                let ended = match std::mem::replace(&mut self.stage, Stage::Setup) {
                    Stage::Playing(play) => Some(play),
                    _ => None,
                };
                self.check(log, ended);
            }
            Next::Refused(error) => self.refuse(error),
        }
    }

    /// A hand on the board, for the stage shown; says whether it did
    /// anything.
    fn board(&mut self, input: BoardInput) -> bool {
        match &mut self.stage {
            Stage::Playing(game) => {
                game.board(input, P::now().as_f64());
                true
            }
            Stage::Replay {
                viewer: Viewer::Replaying(viewed),
                ..
            } => viewed.board(input),
            _ => false,
        }
    }

    /// One frame of the game loop; says whether to re-render.
    fn frame(&mut self, now: Millis) -> bool {
        match &mut self.stage {
            Stage::Playing(game) => {
                let changed = P::tick(|| Session::advance(&mut **game, now));
                if changed.events.contains(&Happened::Ended) {
                    self.after_play();
                }
                self.shown_changed()
            }
            Stage::Replay {
                viewer: Viewer::Checking(_),
                ..
            } => {
                self.keep_checking(now);
                true
            }
            Stage::Replay {
                viewer: Viewer::Replaying(viewed),
                ..
            } => {
                let changed = Session::advance(&mut **viewed, now);
                let broken = changed.events.into_iter().find_map(|e| match e {
                    Happened::Broken(error) => Some(error),
                    _ => None,
                });
                match broken {
                    None => self.shown_changed(),
                    Some(error) => {
                        self.refuse(error);
                        true
                    }
                }
            }
            Stage::Setup => false,
        }
    }

    /// A new game with `setup` (the computer at the level it follows you
    /// at, if you asked it to; the game of the day's is the day's).
    fn start(&mut self, setup: Setup) {
        self.saved = None;
        self.copied = None;
        self.form.notice = None;
        self.fair_next = None;
        self.review = None;
        let setup = match &self.daily {
            Some(today) => today.setup,
            None => self.form.fair.apply(setup),
        };
        match Play::new(setup, P::random_seed()) {
            Ok(mut play) => {
                play.set_hidden(P::hidden());
                self.form.setup = *play.setup();
                self.stage = Stage::Playing(Box::new(play));
                self.focus_board = true;
            }
            Err(error) => {
                self.form.notice = Some(FdNotice::Settings(error));
                self.stage = Stage::Setup;
            }
        }
    }

    /// Once the game has ended: your record (or the day's), its replay
    /// file and link.
    fn after_play(&mut self) {
        let Stage::Playing(play) = &self.stage else {
            return;
        };
        if !play.over() || self.saved.is_some() {
            return;
        }
        let log = play.the_match().log();
        if let Some(outcome) = play.outcome() {
            match &mut self.daily {
                Some(today) => {
                    today.end::<P>(outcome, &log);
                }
                None => self.fair_next = self.form.count::<P>(play.setup(), outcome),
            }
        }
        let query = replay_query(&log, P::link_of);
        self.review = review_link(&log, query.as_deref());
        self.saved = Some(Saved {
            file: P::file_of(&log.encode()),
            name: FdWords::of(self.lang).fd_replay_file_name(log.settings.seed),
            link: query.map(|q| P::link_of(&q)),
        });
    }

    /// Starts checking a replay (`ended`: the game it records, just played).
    fn check(&mut self, log: Log, ended: Option<Box<Play>>) {
        self.form.notice = None;
        self.replay_query = replay_query(&log, P::link_of);
        self.review = review_link(&log, self.replay_query.as_deref());
        self.form.setup = match &ended {
            Some(play) => *play.setup(),
            None => setup_of(&log),
        };
        match Indexer::new(log) {
            Ok(indexer) => {
                self.stage = Stage::Replay {
                    viewer: Viewer::Checking(Box::new(indexer)),
                    ended,
                };
                // The first slice at once: a short replay (most links) is
                // checked before the first render and opens on its board,
                // a frame or two sooner than from the next frame.
                self.keep_checking(P::now());
            }
            Err(error) => self.refuse(error),
        }
    }

    /// A slice of the replay's check from `started`; once it is
    /// checked, shows it (or says why it cannot be shown).
    fn keep_checking(&mut self, started: Millis) {
        if let Stage::Replay {
            viewer: Viewer::Checking(_),
            ..
        } = &self.stage
        {
            if let Stage::Replay { viewer, ended } =
                std::mem::replace(&mut self.stage, Stage::Setup)
            {
                match viewer.keep_checking::<P>(started) {
                    Ok(viewer) => {
                        if let Viewer::Replaying(_) = viewer {
                            self.focus_board = true;
                        }
                        self.stage = Stage::Replay { viewer, ended };
                    }
                    Err(error) => self.refuse(error),
                }
            }
        }
        self.shown = Shown::of(&self.stage);
    }

    /// A replay that cannot be shown: say why, on the setup.
    fn refuse(&mut self, error: LogError) {
        self.form.notice = Some(FdNotice::Replay(error));
        self.replay_query = None;
        self.review = None;
        self.stage = Stage::Setup;
    }

    /// Re-renders when what is shown changed (measuring the live game's).
    pub(crate) fn shown_changed(&mut self) -> bool {
        let shown = Shown::of(&self.stage);
        if shown == self.shown {
            return false;
        }
        if let Stage::Playing(p) = &self.stage {
            let measured = if shown.events != self.shown.events || shown.board != self.shown.board {
                last_change(p.the_match().game().events(), self.shown.events)
            } else {
                Measured::Clock
            };
            P::render_asked(measured);
        }
        self.shown = shown;
        true
    }

    /// Opens or closes How to play; says whether it changed. A running
    /// game (or playing replay) waits behind it, paused, and runs on when
    /// it closes; one the player had paused stays paused.
    fn help(&mut self, open: bool) -> bool {
        if open == self.help {
            return false;
        }
        self.help = open;
        let paused_by_help = std::mem::take(&mut self.help_paused);
        match &mut self.stage {
            Stage::Playing(play) if !play.over() => {
                if open && !play.paused() {
                    play.set_paused(true);
                    self.help_paused = true;
                } else if !open && paused_by_help {
                    play.set_paused(false);
                }
            }
            Stage::Replay {
                viewer: Viewer::Replaying(replay),
                ..
            } => {
                let toggle = if open {
                    replay.playing()
                } else {
                    paused_by_help && !replay.playing()
                };
                if toggle {
                    self.help_paused = open;
                    if let Err(error) = Session::submit(&mut **replay, ViewerControl::Toggle) {
                        self.refuse(error);
                    }
                }
            }
            _ => {}
        }
        true
    }
}

#[cfg(test)]
mod tests;
