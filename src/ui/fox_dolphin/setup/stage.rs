//! The setup stage's actions ([`SetupAction`]) and the moves that leave
//! it: start a game, open a replay (from the link or a file), or say why
//! a replay cannot be shown.

use crate::rules::fox_dolphin::{Log, LogError, MAX_LOG_BYTES};
use crate::ui::fox_dolphin::play::model::Play;
use crate::ui::fox_dolphin::replay::model::{setup_of, Indexer};
use crate::ui::fox_dolphin::screen::actions::SetupAction;
use crate::ui::fox_dolphin::screen::state::{Page, Screen, Stage, Viewer};
use crate::ui::fox_dolphin::setup::model::{Setup, GAME_KEY};
use crate::ui::fox_dolphin::setup::record::counted;
use crate::ui::fox_dolphin::FdNotice;

/// The longest link offered: every browser and chat app keeps this many
/// characters.
pub const MAX_LINK_CHARS: usize = 8_000;

/// Why a replay file of `bytes` bytes is refused before it is read.
pub fn file_refused(bytes: f64) -> Option<LogError> {
    (bytes > MAX_LOG_BYTES as f64).then_some(LogError::TooLong {
        bytes: bytes as usize,
    })
}

/// The query of a replay link, if the whole link (`link_of`) stays short
/// enough.
pub fn replay_query(log: &Log, link_of: fn(&str) -> String) -> Option<String> {
    let query = format!("?game={GAME_KEY}&replay={}", log.to_text());
    (link_of(&query).len() <= MAX_LINK_CHARS).then_some(query)
}

impl<P: Page> Screen<P> {
    pub(crate) fn setup_action(&mut self, action: SetupAction) -> bool {
        match action {
            SetupAction::Change(setup) => {
                // A level picked for a computer that follows you: it
                // goes on from there. (Your seat changed: that seat's own
                // level shows instead.)
                if let (Some((seat, level)), Some((was, _))) =
                    (counted(&setup), counted(&self.setup))
                {
                    if seat == was && self.fair.level(seat).is_some_and(|l| l != level) {
                        self.fair = P::load_fair();
                        self.fair.choose(seat, level);
                        P::save_fair(&self.fair);
                    }
                }
                self.setup = self.fair.apply(setup);
                // A refused value is forgotten once a value is taken.
                if matches!(self.notice, Some(FdNotice::Field { .. })) {
                    self.notice = None;
                }
            }
            SetupAction::Refused(notice) => self.notice = Some(notice),
            SetupAction::Start => self.start(self.setup),
            SetupAction::NewSeed => self.setup.seed = Some(P::random_seed()),
            SetupAction::Fair(on) => {
                if let Some((seat, level)) = counted(&self.setup) {
                    // Read again first: another tab may have moved it.
                    self.fair = P::load_fair();
                    self.fair.turn(seat, on, level);
                    P::save_fair(&self.fair);
                    self.setup = self.fair.apply(self.setup);
                }
            }
            SetupAction::FileRefused(error) => self.refuse(error),
            SetupAction::FileRead(read) => match read.map(|bytes| Log::decode(&bytes)) {
                Some(Ok(log)) => self.check(log, None),
                Some(Err(error)) => self.refuse(error),
                None => {
                    self.notice = Some(FdNotice::FileUnreadable);
                    self.replay_query = None;
                    self.stage = Stage::Setup;
                }
            },
        }
        true
    }

    /// The replay a link carries (untrusted).
    pub(crate) fn open_link(&mut self, text: &str) {
        match Log::from_text(text.trim()) {
            Ok(log) => self.check(log, None),
            Err(error) => self.refuse(error),
        }
    }

    /// A new game with `setup` (the computer at the level it follows you
    /// at, if you asked it to).
    pub(crate) fn start(&mut self, setup: Setup) {
        self.saved = None;
        self.copied = None;
        self.notice = None;
        self.fair_next = None;
        match Play::new(self.fair.apply(setup), P::random_seed()) {
            Ok(mut play) => {
                play.set_hidden(P::hidden());
                self.setup = *play.setup();
                self.stage = Stage::Playing(Box::new(play));
                self.focus_board = true;
            }
            Err(error) => {
                self.notice = Some(FdNotice::Settings(error));
                self.stage = Stage::Setup;
            }
        }
    }

    /// Starts checking a replay (`ended`: the game it records, just played).
    pub(crate) fn check(&mut self, log: Log, ended: Option<Box<Play>>) {
        self.notice = None;
        self.replay_query = replay_query(&log, P::link_of);
        self.setup = match &ended {
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
                self.keep_checking(P::now_ms());
            }
            Err(error) => self.refuse(error),
        }
    }

    /// A replay that cannot be shown: say why, on the setup.
    pub(crate) fn refuse(&mut self, error: LogError) {
        self.notice = Some(FdNotice::Replay(error));
        self.replay_query = None;
        self.stage = Stage::Setup;
    }
}
