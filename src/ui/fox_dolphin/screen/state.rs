//! The Fox & Dolphin screen's state and its reducer: which stage is shown
//! (the setup, a game, a replay), what the whole screen keeps, and the
//! actions, one enum per stage ([`SetupAction`], [`PlayAction`],
//! [`ReplayAction`]) wrapped in the screen's [`FdAction`].
//!
//! The pattern is tic-tac-toe's (Yew's todomvc example): a state and its
//! actions, and a reducer ([`Screen::reduce`]) that applies one action and
//! says whether to re-render. Two differences, both measured: the state is
//! changed in place rather than returned anew (a new state per action
//! would clone the whole match, its board and every event so far, up to
//! sixty times a second), and the component that holds it is a struct
//! component rather than a function component with `use_reducer` (see
//! `screen/view.rs` for the sizes). Each stage's moves are plain Rust in its
//! stage's folder (`setup/stage.rs`, `play/stage.rs`, `replay/stage.rs`);
//! what only a browser does (its clock, the tab's visibility, storage, the
//! replay file's URL, the timing marks) comes through [`Page`], so they
//! run and are tested natively.

use crate::rules::fox_dolphin::{Event, Match};
use crate::session::Session;
use crate::ui::fox_dolphin::board::tiles::Tiles;
use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::replay::model::{Indexer, Replay, ViewerControl};
use crate::ui::fox_dolphin::setup::fair::{self, FairFights};
use crate::ui::fox_dolphin::setup::model::Setup;
use crate::ui::fox_dolphin::setup::record::Record;
use crate::ui::fox_dolphin::FdNotice;
use crate::ui::i18n::Lang;

pub use crate::ui::fox_dolphin::screen::actions::{
    BoardInput, FdAction, PlayAction, ReplayAction, SetupAction,
};

/// What the screen asks of the page it runs in: functions, so the stages'
/// moves run natively (and are tested with a made-up page).
pub trait Page: 'static {
    /// A replay file offered for download: its URL, valid while kept.
    type File: std::ops::Deref<Target = str>;
    /// The page's one clock, in ms.
    fn now_ms() -> f64;
    fn random_seed() -> u64;
    /// Whether the tab is hidden.
    fn hidden() -> bool;
    /// The whole link for a query on this page.
    fn link_of(query: &str) -> String;
    /// A replay file holding `bytes`.
    fn file_of(bytes: &[u8]) -> Self::File;
    /// Your record as saved on this device.
    fn load_record() -> Record;
    fn save_record(record: &Record);
    /// "Match my level" as saved on this device.
    fn load_fair() -> FairFights;
    fn save_fair(fights: &FairFights);
    /// Runs one frame's game ticks, measured (`fd-tick`).
    fn tick<T>(work: impl FnOnce() -> T) -> T;
    /// Runs `work`, measured as `name`.
    fn measured<T>(name: &str, work: impl FnOnce() -> T) -> T;
    /// Says what the re-render about to be asked for is measured as.
    fn render_asked(what: Measured);
}

/// What the next render is measured as (the `fd-render-*` and `fd-scrub`
/// measures).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measured {
    Move,
    Tide,
    Clock,
    Scrub,
}

/// A replay being checked (replayed once from its start), then viewed.
pub enum Viewer {
    Checking(Box<Indexer>),
    Replaying(Box<Replay>),
}

/// Which stage is on screen, and its own state.
pub enum Stage {
    Setup,
    Playing(Box<Play>),
    /// A replay, and the game it came from (if just played).
    Replay {
        viewer: Viewer,
        ended: Option<Box<Play>>,
    },
}

/// The replay of a game that just ended: its file, and its link if short.
pub struct Saved<F> {
    pub file: F,
    pub name: String,
    pub link: Option<String>,
}

/// What the screen last showed: re-render when it changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub events: usize,
    pub board: u64,
    pub second: u64,
    pub tide_s: Option<u64>,
    pub refusal: bool,
    pub playing: bool,
    /// The count before the first tick ("3, 2, 1").
    pub countdown: Option<u64>,
}

impl Shown {
    fn of_match(m: &Match, tiles: &Tiles, refusal: bool, playing: bool) -> Shown {
        let game = m.game();
        // Game time since the start, as the clock shows it.
        let elapsed_ms = game.now() - game.started_at().unwrap_or(0);
        Shown {
            events: game.events().len(),
            board: tiles.version(),
            second: elapsed_ms / 1_000,
            tide_s: game.ms_to_next_tide().map(|ms| ms.div_ceil(1_000)),
            refusal,
            playing,
            countdown: None,
        }
    }

    /// What the stage's session shows ([`Session::shown`]).
    pub fn of(stage: &Stage) -> Shown {
        match stage {
            Stage::Playing(p) => Session::shown(&**p).map_or_else(Shown::default, |m| Shown {
                countdown: p.countdown(),
                ..Shown::of_match(m, p.tiles(), p.refusal().is_some(), !p.over())
            }),
            Stage::Replay {
                viewer: Viewer::Replaying(r),
                ..
            } => Session::shown(&**r).map_or_else(Shown::default, |m| {
                Shown::of_match(m, r.tiles(), false, r.playing())
            }),
            _ => Shown::default(),
        }
    }
}

/// What the newest events (from index `seen`) were, for the render measure.
pub fn last_change(events: &[Event], seen: usize) -> Measured {
    let new = &events[seen.min(events.len())..];
    if new.iter().any(|e| matches!(e, Event::Tide { .. })) {
        Measured::Tide
    } else if new
        .iter()
        .any(|e| matches!(e, Event::Moved { .. } | Event::Ate { .. }))
    {
        Measured::Move
    } else {
        Measured::Clock
    }
}

/// The whole screen's state.
pub struct Screen<P: Page> {
    /// The setup form's values (the seed drawn).
    pub setup: Setup,
    pub stage: Stage,
    /// Why a replay was not shown or a game could not start.
    pub notice: Option<FdNotice>,
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
    /// Your games against each level on this device.
    pub record: Record,
    /// "Match my level", per seat, on this device.
    pub fair: FairFights,
    /// After a game the computer followed you in: what the next one plays.
    pub fair_next: Option<fair::Next>,
}

impl<P: Page> Screen<P> {
    /// The screen for a link: its setup (a seed drawn if it has none; the
    /// computer at the level it follows you at, if you asked it to), and
    /// the replay it carries (untrusted), if any.
    pub fn new(setup: Setup, replay: Option<&str>, lang: Lang) -> Screen<P> {
        let fair = P::load_fair();
        let mut screen = Screen {
            setup: fair.apply(Setup {
                seed: Some(setup.seed.unwrap_or_else(P::random_seed)),
                ..setup
            }),
            stage: Stage::Setup,
            notice: None,
            lang,
            zoomed: false,
            help: false,
            help_paused: false,
            copied: None,
            saved: None,
            replay_query: None,
            shown: Shown::default(),
            focus_board: false,
            record: P::load_record(),
            fair,
            fair_next: None,
        };
        if let Some(text) = replay {
            screen.open_link(text);
        }
        screen
    }

    /// The query the address bar shows: the replay's, or the setup's.
    pub fn query(&self) -> String {
        match (&self.stage, &self.replay_query) {
            (Stage::Replay { .. }, Some(query)) => query.clone(),
            _ => self.setup.to_query(),
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

    /// The reducer: applies `action`, says whether to re-render.
    pub fn reduce(&mut self, action: FdAction) -> bool {
        let render = match action {
            FdAction::Setup(action) => self.setup_action(action),
            FdAction::Play(action) => self.play_action(action),
            FdAction::Replay(action) => self.replay_action(action),
            FdAction::Board(input) => self.board(input),
            FdAction::Frame(wall_ms) => return self.frame(wall_ms),
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
                true
            }
            FdAction::Zoom => {
                self.zoomed = !self.zoomed;
                true
            }
            FdAction::Help(open) => self.help(open),
            FdAction::Lang(lang) => {
                self.lang = lang;
                return true;
            }
        };
        if render {
            self.shown = Shown::of(&self.stage);
        }
        render
    }

    /// A hand on the board, for the stage shown.
    fn board(&mut self, input: BoardInput) -> bool {
        match &mut self.stage {
            Stage::Playing(play) => Self::play_board(play, input, P::now_ms()),
            Stage::Replay {
                viewer: Viewer::Replaying(replay),
                ..
            } => Self::replay_board(replay, input),
            _ => false,
        }
    }

    /// One frame of the game loop; says whether to re-render.
    fn frame(&mut self, wall_ms: f64) -> bool {
        match &self.stage {
            Stage::Playing(_) => self.play_frame(wall_ms),
            Stage::Replay { .. } => self.replay_frame(wall_ms),
            Stage::Setup => false,
        }
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

    /// Opens or closes How to play. A running game (or playing replay)
    /// waits behind it, paused, and runs on when it closes; one the player
    /// had paused stays paused.
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
