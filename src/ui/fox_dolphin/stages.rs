//! The Fox & Dolphin screen's own state: which stage is shown (the setup,
//! a game, a replay), the setup's values, the notice, your record, and the
//! moves between stages ([`ScreenAction`]).
//!
//! The big values (the [`Play`], the replay [`Viewer`]) live behind
//! [`Shared`] handles: a stage changes them in place, and the screen's
//! state is a small shell, cheap to copy for each action.

use std::cell::{Ref, RefCell, RefMut};
use std::rc::Rc;

use crate::rules::fox_dolphin::ai::Level;
use crate::rules::fox_dolphin::{Log, LogError};
use crate::ui::fox_dolphin::play::Play;
use crate::ui::fox_dolphin::record::{self, counted, next_level, result_of, Record};
use crate::ui::fox_dolphin::replay::{setup_of, Indexer, Replay, INDEX_SLICE};
use crate::ui::fox_dolphin::setup::{Setup, GAME_KEY};
use crate::ui::fox_dolphin::FdNotice;

/// The longest link offered: every browser and chat app keeps this many
/// characters.
pub const MAX_LINK_CHARS: usize = 8_000;
/// The time a frame may spend checking a replay, in ms.
pub const CHECK_BUDGET_MS: f64 = 8.0;

/// A big value shared by the screen and the stage showing it, changed in
/// place; two handles are equal when they hold the same value.
pub struct Shared<T>(Rc<RefCell<T>>);

impl<T> Shared<T> {
    pub fn new(value: T) -> Shared<T> {
        Shared(Rc::new(RefCell::new(value)))
    }

    pub fn borrow(&self) -> Ref<'_, T> {
        self.0.borrow()
    }

    pub fn borrow_mut(&self) -> RefMut<'_, T> {
        self.0.borrow_mut()
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// What the screen asks of the page: its clock, a fresh seed, whether the
/// tab is hidden, and the whole link for a query. Functions, so the stage
/// moves run (and are tested) natively.
#[derive(Clone, Copy)]
pub struct Env {
    pub now_ms: fn() -> f64,
    pub random_seed: fn() -> u64,
    pub hidden: fn() -> bool,
    pub link_of: fn(&str) -> String,
}

/// A replay being checked (replayed once from its start), then viewed.
pub enum Viewer {
    Checking(Box<Indexer>),
    Replaying(Box<Replay>),
    /// Nothing: only for the instant the checked log becomes its replay.
    Finishing,
}

impl Viewer {
    /// Checks the replay for up to [`CHECK_BUDGET_MS`] from `started_ms`;
    /// once it is checked, it becomes the replay, playing at 1×. Says
    /// whether it did.
    pub fn keep_checking(&mut self, started_ms: f64, env: &Env) -> Result<bool, LogError> {
        let Viewer::Checking(indexer) = self else {
            return Ok(false);
        };
        let checked = loop {
            match indexer.work(INDEX_SLICE) {
                Ok(false) if (env.now_ms)() - started_ms < CHECK_BUDGET_MS => {}
                other => break other,
            }
        };
        if !checked? {
            return Ok(false);
        }
        if let Viewer::Checking(indexer) = std::mem::replace(self, Viewer::Finishing) {
            let mut replay = indexer.finish();
            replay.set_hidden((env.hidden)());
            // Paused at tick 0: playing starts there and cannot fail.
            let _ = replay.toggle();
            *self = Viewer::Replaying(Box::new(replay));
        }
        Ok(true)
    }

    /// The replay, once checked.
    pub fn replay(&self) -> Option<&Replay> {
        match self {
            Viewer::Replaying(replay) => Some(replay),
            _ => None,
        }
    }
}

/// The replay of a game that just ended: its file, and its link if short.
pub struct Saved<F> {
    pub file: F,
    pub name: String,
    pub link: Option<String>,
}

/// Which stage is on screen.
#[derive(Clone, PartialEq)]
pub enum Stage {
    Setup,
    Playing(Shared<Play>),
    /// A replay, and the game it came from (if just played).
    Replay {
        viewer: Shared<Viewer>,
        ended: Option<Shared<Play>>,
    },
}

/// Everything the screen (rather than one of its stages) can be asked.
pub enum ScreenAction<F> {
    /// A value of the setup form taken.
    Setup(Setup),
    /// A value typed into the form that no setting allows.
    Refused(FdNotice),
    NewSeed,
    Start,
    /// The same game against the next level, after a win.
    TryNext,
    Rematch,
    RematchNewSeed,
    /// Back to the setup (Change setup, Stop watching).
    ChangeSetup,
    WatchReplay,
    CloseReplay,
    /// A replay file's bytes, or `None` if the browser could not read it.
    FileRead(Option<Vec<u8>>),
    /// A replay that cannot be shown.
    Refuse(LogError),
    /// The game ended: its replay, and your record if the game counted.
    Ended {
        saved: Saved<F>,
        record: Option<Record>,
    },
    /// Whether the copy of the replay link worked.
    Copied(bool),
    Zoom,
    /// How to play opened (true) or closed.
    Help(bool),
}

/// The screen's state; `F` keeps the replay file alive (a Blob URL on the
/// page).
pub struct Screen<F> {
    /// The setup form's values (the seed drawn).
    pub setup: Setup,
    pub stage: Stage,
    /// Counts the games and replays opened: a new one is a new stage.
    pub round: u64,
    /// Why a replay was not shown or a game could not start.
    pub notice: Option<FdNotice>,
    /// Your games against each level on this device.
    pub record: Record,
    pub zoomed: bool,
    /// How to play is open.
    pub help: bool,
    pub copied: Option<bool>,
    pub saved: Option<Rc<Saved<F>>>,
    /// The query of the replay on screen, if its link is short enough.
    pub replay_query: Option<String>,
    env: Env,
}

impl<F> Clone for Screen<F> {
    fn clone(&self) -> Self {
        Screen {
            setup: self.setup,
            stage: self.stage.clone(),
            round: self.round,
            notice: self.notice.clone(),
            record: self.record.clone(),
            zoomed: self.zoomed,
            help: self.help,
            copied: self.copied,
            saved: self.saved.clone(),
            replay_query: self.replay_query.clone(),
            env: self.env,
        }
    }
}

impl<F> Screen<F> {
    /// The screen for a link: its setup (a seed drawn if it has none), and
    /// the replay it carries (untrusted), if any.
    pub fn new(setup: Setup, replay: Option<&str>, record: Record, env: Env) -> Screen<F> {
        let mut screen = Screen {
            setup: Setup {
                seed: Some(setup.seed.unwrap_or_else(env.random_seed)),
                ..setup
            },
            stage: Stage::Setup,
            round: 0,
            notice: None,
            record,
            zoomed: false,
            help: false,
            copied: None,
            saved: None,
            replay_query: None,
            env,
        };
        if let Some(text) = replay {
            match Log::from_text(text.trim()) {
                Ok(log) => screen.check(log, None),
                Err(error) => screen.refuse(&error),
            }
        }
        screen
    }

    pub fn env(&self) -> &Env {
        &self.env
    }

    /// The query the address bar shows: the replay's, or the setup's.
    pub fn query(&self) -> String {
        match (&self.stage, &self.replay_query) {
            (Stage::Replay { .. }, Some(query)) => query.clone(),
            _ => self.setup.to_query(),
        }
    }

    /// Applies `action`; says whether anything changed.
    pub fn apply(&mut self, action: ScreenAction<F>) -> bool {
        match action {
            ScreenAction::Setup(setup) => {
                self.setup = setup;
                // A refused value is forgotten once a value is taken.
                if matches!(self.notice, Some(FdNotice::Field { .. })) {
                    self.notice = None;
                }
            }
            ScreenAction::Refused(notice) => self.notice = Some(notice),
            ScreenAction::NewSeed => self.setup.seed = Some((self.env.random_seed)()),
            ScreenAction::Start => self.start(self.setup),
            ScreenAction::TryNext => {
                let Stage::Playing(play) = &self.stage else {
                    return false;
                };
                let next = {
                    let play = play.borrow();
                    next_after(&play).map(|level| record::against(*play.setup(), level))
                };
                let Some(setup) = next else {
                    return false;
                };
                self.start(setup);
            }
            ScreenAction::Rematch => {
                let Stage::Playing(play) = &self.stage else {
                    return false;
                };
                let setup = *play.borrow().setup();
                self.start(setup);
            }
            ScreenAction::RematchNewSeed => {
                self.setup.seed = Some((self.env.random_seed)());
                self.start(self.setup);
            }
            ScreenAction::ChangeSetup => self.stage = Stage::Setup,
            ScreenAction::WatchReplay => {
                let Stage::Playing(play) = &self.stage else {
                    return false;
                };
                let play = play.clone();
                let log = play.borrow().the_match().log();
                self.check(log, Some(play));
            }
            ScreenAction::CloseReplay => {
                self.stage = match std::mem::replace(&mut self.stage, Stage::Setup) {
                    Stage::Replay {
                        ended: Some(play), ..
                    } => Stage::Playing(play),
                    _ => Stage::Setup,
                };
            }
            ScreenAction::FileRead(read) => match read.map(|bytes| Log::decode(&bytes)) {
                Some(Ok(log)) => self.check(log, None),
                Some(Err(error)) => self.refuse(&error),
                None => {
                    self.notice = Some(FdNotice::FileUnreadable);
                    self.replay_query = None;
                    self.stage = Stage::Setup;
                }
            },
            ScreenAction::Refuse(error) => self.refuse(&error),
            ScreenAction::Ended { saved, record } => {
                if let Some(record) = record {
                    self.record = record;
                }
                self.saved = Some(Rc::new(saved));
            }
            ScreenAction::Copied(copied) => self.copied = Some(copied),
            ScreenAction::Zoom => self.zoomed = !self.zoomed,
            ScreenAction::Help(open) => {
                if open == self.help {
                    return false;
                }
                self.help = open;
            }
        }
        true
    }

    /// A new game with `setup`.
    fn start(&mut self, setup: Setup) {
        self.saved = None;
        self.copied = None;
        self.notice = None;
        match Play::new(setup, (self.env.random_seed)()) {
            Ok(mut play) => {
                play.set_hidden((self.env.hidden)());
                self.setup = *play.setup();
                self.stage = Stage::Playing(Shared::new(play));
                self.round += 1;
            }
            Err(error) => {
                self.notice = Some(FdNotice::Settings(error));
                self.stage = Stage::Setup;
            }
        }
    }

    /// Starts checking a replay (`ended`: the game it records, just played).
    fn check(&mut self, log: Log, ended: Option<Shared<Play>>) {
        self.notice = None;
        self.replay_query = replay_query(&log, self.env.link_of);
        self.setup = match &ended {
            Some(play) => *play.borrow().setup(),
            None => setup_of(&log),
        };
        match Indexer::new(log) {
            Ok(indexer) => {
                let viewer = Shared::new(Viewer::Checking(Box::new(indexer)));
                self.stage = Stage::Replay {
                    viewer: viewer.clone(),
                    ended,
                };
                self.round += 1;
                // The first slice at once: a short replay (most links) is
                // checked before the first render and opens on its board,
                // a frame or two sooner than from the next frame.
                let started = (self.env.now_ms)();
                let checked = viewer.borrow_mut().keep_checking(started, &self.env);
                if let Err(error) = checked {
                    self.refuse(&error);
                }
            }
            Err(error) => self.refuse(&error),
        }
    }

    /// A replay that cannot be shown: say why, on the setup.
    fn refuse(&mut self, error: &LogError) {
        self.notice = Some(FdNotice::Replay(error.clone()));
        self.replay_query = None;
        self.stage = Stage::Setup;
    }
}

/// The query of a replay link, if the whole link (`link_of`) stays short
/// enough.
pub fn replay_query(log: &Log, link_of: fn(&str) -> String) -> Option<String> {
    let query = format!("?game={GAME_KEY}&replay={}", log.to_text());
    (link_of(&query).len() <= MAX_LINK_CHARS).then_some(query)
}

/// The level to offer after `play`: the next one, when you just beat one
/// below the strongest.
pub fn next_after(play: &Play) -> Option<Level> {
    let (seat, level) = counted(play.setup())?;
    let outcome = play.outcome().filter(|_| play.over())?;
    (result_of(outcome, seat) == record::Ended::Won)
        .then(|| next_level(level))
        .flatten()
}

#[cfg(test)]
mod tests;
