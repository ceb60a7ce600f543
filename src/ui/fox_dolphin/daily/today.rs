//! The game of the day on a page ([`Today`]): the date read once from the
//! page, the day's game, your record of days and the replay of the day's
//! game, both kept on this device, and what the end of a game of the day
//! keeps. Plain Rust over the page's [`Page`], so it runs natively.
//!
//! What this device keeps is read as untrusted: a record that does not
//! read ([`DailyRecord::parse`]) counts as none and is replaced at the
//! next save; a kept replay of another day, or one that does not read,
//! is not offered.

use super::day::{Day, DayError};
use super::record::{DailyRecord, Result as DailyResult};
use super::setup::daily_setup;
use crate::rules::fox_dolphin::{Log, Outcome, Species};
use crate::ui::fox_dolphin::page::Page;
use crate::ui::fox_dolphin::setup::model::Setup;
use crate::ui::fox_dolphin::setup::record::{counted, result_of, Ended};
use crate::ui::fox_dolphin::setup::stage::replay_query;
use crate::ui::fox_dolphin::words::FdWords;

/// Where your record of days is kept ([`DailyRecord::saved`]).
pub const RECORD_KEY: &str = "fox-and-xo.fd-daily";
/// Where the replay of the day's game is kept: `DAY;LOG`, the day's
/// number and the log as a replay link writes it ([`Log::to_text`]).
pub const REPLAY_KEY: &str = "fox-and-xo.fd-daily-replay";

/// How a game of the day ended for the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DayEnd {
    /// The day's first result: kept, with its replay.
    Kept,
    /// The day had been played already (in another tab): the first
    /// result stands, and this game is not kept.
    AlreadyPlayed,
}

/// The game of the day on this page.
#[derive(Clone, Debug, PartialEq)]
pub struct Today {
    /// The date the page opened on (a game that ends after midnight still
    /// counts for it).
    pub day: Day,
    /// The day's game ([`daily_setup`]).
    pub setup: Setup,
    /// Your days on this device.
    pub record: DailyRecord,
    /// The replay of the day's game, if it was played on this device.
    pub replay: Option<Log>,
    /// That replay's link, when short enough to share.
    pub link: Option<String>,
    /// How this page's game of the day ended, once it has.
    pub ended: Option<DayEnd>,
}

/// Your record as kept on this device (unreadable counts as none).
fn load_record<P: Page>() -> DailyRecord {
    DailyRecord::parse(&P::load(RECORD_KEY).unwrap_or_default()).unwrap_or_default()
}

/// The kept replay of `day`'s game, if there is one and it reads.
fn load_replay<P: Page>(day: Day) -> Option<Log> {
    let saved = P::load(REPLAY_KEY)?;
    let (number, text) = saved.split_once(';')?;
    (i64::try_from(number.parse::<u64>().ok()?).ok()? == day.number()).then_some(())?;
    Log::from_text(text).ok()
}

impl Today {
    /// The game of the day for the page's date, with what this device
    /// keeps of it; an error if the device's date is not a day.
    pub fn load<P: Page>() -> Result<Today, DayError> {
        let day = Day::from_number(P::today())?;
        let mut today = Today {
            day,
            setup: daily_setup(day),
            record: load_record::<P>(),
            replay: None,
            link: None,
            ended: None,
        };
        today.set_replay::<P>(load_replay::<P>(day));
        Ok(today)
    }

    fn set_replay<P: Page>(&mut self, replay: Option<Log>) {
        self.link = replay
            .as_ref()
            .and_then(|log| replay_query(log, P::link_of))
            .map(|query| P::link_of(&query));
        self.replay = replay;
    }

    /// Your side today and the level you play against.
    pub fn sides(&self) -> Option<(Species, crate::rules::fox_dolphin::ai::Level)> {
        counted(&self.setup)
    }

    /// Your result today, if you have played.
    pub fn result(&self) -> Option<DailyResult> {
        self.record.result(self.day)
    }

    /// Days won in a row up to today ([`DailyRecord::streak`]).
    pub fn streak(&self) -> u32 {
        self.record.streak(self.day)
    }

    /// Keeps the end of the day's game: its result and replay if it is
    /// the day's first (read again first: another tab may have played
    /// since); says which.
    pub fn end<P: Page>(&mut self, outcome: Outcome, log: &Log) -> DayEnd {
        self.record = load_record::<P>();
        let result = match self.sides().map(|(seat, _)| result_of(outcome, seat)) {
            Some(Ended::Won) => DailyResult::Won,
            Some(Ended::Drew) => DailyResult::Drawn,
            _ => DailyResult::Lost,
        };
        let end = if self.record.record(self.day, result) {
            P::save(RECORD_KEY, &self.record.saved());
            P::save(
                REPLAY_KEY,
                &format!("{};{}", self.day.number(), log.to_text()),
            );
            self.set_replay::<P>(Some(log.clone()));
            DayEnd::Kept
        } else {
            self.set_replay::<P>(load_replay::<P>(self.day));
            DayEnd::AlreadyPlayed
        };
        self.ended = Some(end);
        end
    }

    /// Your result today in words (`won`), if you have played.
    pub fn result_worded(&self, t: &FdWords) -> Option<&'static str> {
        Some(match self.result()? {
            DailyResult::Won => t.fd_daily_won(),
            DailyResult::Lost => t.fd_daily_lost(),
            DailyResult::Drawn => t.fd_daily_drawn(),
        })
    }

    /// The day's game in a sentence: the date, your side, the level.
    pub fn about(&self, t: &FdWords) -> String {
        let (side, level) = self.worded_sides(t);
        t.fd_daily_about(&self.day.to_string(), side, level)
    }

    /// What you share once you have played: the day, your side, the
    /// level, your result and streak, then the replay's link (when it is
    /// short enough).
    pub fn share_text(&self, t: &FdWords) -> Option<String> {
        let (side, level) = self.worded_sides(t);
        let mut text = t.fd_daily_share_text(
            &self.day.to_string(),
            side,
            level,
            self.result_worded(t)?,
            &t.fd_daily_streak(self.streak()),
        );
        if let Some(link) = &self.link {
            text.push(' ');
            text.push_str(link);
        }
        Some(text)
    }

    fn worded_sides(&self, t: &FdWords) -> (&'static str, &'static str) {
        match self.sides() {
            Some((Species::Fox, level)) => (t.fd_record_foxes(), t.fd_level_name(level)),
            Some((Species::Dolphin, level)) => (t.fd_record_dolphins(), t.fd_level_name(level)),
            None => ("", ""),
        }
    }
}
