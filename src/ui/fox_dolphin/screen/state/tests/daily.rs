//! The game of the day on the screen, on the made-up page: the day's game
//! whatever else is kept, its end kept once a date with its replay, a
//! second game the same date not kept, the streak across days, damaged
//! saves ignored and replaced, a device date that is no day.

use super::*;
use crate::ui::fox_dolphin::daily::today::{RECORD_KEY, REPLAY_KEY};
use crate::ui::fox_dolphin::daily::{daily_setup, DailyRecord, DailyResult, Day, DayEnd};
use crate::ui::fox_dolphin::words::FdWords;

/// 2026-11-28, the made-up page's today unless a test moves it.
fn day() -> Day {
    Day::from_number(20_785).expect("a day")
}

fn set_today(day: Day) {
    TODAY.with(|t| t.set(day.number()));
}

fn daily() -> Screen<Fake> {
    Screen::new(Setup::default(), None, Lang::En, true)
}

fn today(s: &Screen<Fake>) -> &Today {
    s.daily.as_ref().expect("the game of the day")
}

/// A game of the day started and left at once (a loss).
fn played(s: &mut Screen<Fake>) {
    assert!(s.reduce(FdAction::Setup(SetupAction::Start)));
    assert!(s.reduce(FdAction::Play(PlayAction::Leave)));
}

#[test]
fn the_daily_link_plays_the_days_game_whatever_match_my_level_says() {
    let mut fair = FairFights::default();
    fair.turn(Species::Fox, true, Level::Expert);
    fair.turn(Species::Dolphin, true, Level::Expert);
    Fake::save(fair::STORAGE_KEY, &fair.to_text());
    let mut s = daily();
    assert_eq!(s.form.setup, daily_setup(day()));
    assert_eq!(
        s.query(),
        "?daily",
        "a reload opens the game of the day again"
    );
    assert!(s.reduce(FdAction::Setup(SetupAction::Start)));
    assert_eq!(playing(&s).setup(), &daily_setup(day()));
    assert_eq!(s.query(), "?daily");
}

#[test]
fn its_end_is_kept_once_with_its_replay_and_not_in_your_record_of_levels() {
    let mut s = daily();
    assert_eq!(today(&s).result(), None);
    played(&mut s);
    let kept = today(&s);
    assert_eq!(kept.ended, Some(DayEnd::Kept));
    assert_eq!(kept.result(), Some(DailyResult::Lost));
    assert_eq!(
        Fake::load(RECORD_KEY).as_deref(),
        Some("1;20785l"),
        "the record, as saved"
    );
    let log = playing(&s).the_match().log();
    assert_eq!(kept.replay.as_ref(), Some(&log));
    assert!(kept.link.as_deref().is_some_and(|l| l.contains("replay=")));
    // Neither your record against each level nor Match my level moved.
    assert_eq!(load_record::<Fake>(), Record::default());
    assert_eq!(s.fair_next, None);

    // Another page the same date: played, its replay offered.
    let mut again = daily();
    assert_eq!(today(&again).result(), Some(DailyResult::Lost));
    assert_eq!(today(&again).replay.as_ref(), Some(&log));
    assert!(again.reduce(FdAction::DailyReplay));
    assert!(matches!(again.stage, Stage::Replay { .. }));
}

#[test]
fn a_second_game_the_same_date_is_not_kept() {
    // Two pages opened before either played.
    let (mut first, mut second) = (daily(), daily());
    played(&mut first);
    let kept = Fake::load(REPLAY_KEY);
    played(&mut second);
    assert_eq!(today(&second).ended, Some(DayEnd::AlreadyPlayed));
    assert_eq!(Fake::load(RECORD_KEY).as_deref(), Some("1;20785l"));
    assert_eq!(
        Fake::load(REPLAY_KEY),
        kept,
        "the first game's replay stays"
    );
    assert_eq!(today(&second).replay, today(&first).replay);
}

#[test]
fn the_next_day_is_another_game_and_the_streak_counts_days_won() {
    let yesterday = day().previous().expect("a day");
    let before = yesterday.previous().expect("a day");
    let mut record = DailyRecord::default();
    record.record(before, DailyResult::Won);
    record.record(yesterday, DailyResult::Won);
    Fake::save(RECORD_KEY, &record.saved());
    let mut s = daily();
    assert_eq!(today(&s).streak(), 2, "not lost before today is played");
    assert_ne!(s.form.setup.seed, daily_setup(yesterday).seed);
    played(&mut s);
    assert_eq!(today(&s).streak(), 0, "a loss ends it");
    set_today(day().next().expect("a day"));
    let tomorrow = daily();
    assert_eq!(today(&tomorrow).result(), None);
    assert_eq!(
        today(&tomorrow).replay,
        None,
        "yesterday's replay is not today's"
    );
    assert_ne!(tomorrow.form.setup.seed, s.form.setup.seed);
}

#[test]
fn damaged_saves_are_ignored_and_replaced() {
    Fake::save(RECORD_KEY, "2;20785w");
    Fake::save(REPLAY_KEY, "20785;not*a*log");
    let mut s = daily();
    assert_eq!(today(&s).record, DailyRecord::default());
    assert_eq!(today(&s).replay, None);
    played(&mut s);
    assert_eq!(Fake::load(RECORD_KEY).as_deref(), Some("1;20785l"));
    assert!(daily().daily.is_some_and(|d| d.replay.is_some()));
}

#[test]
fn a_device_date_that_is_no_day_gives_the_setup_and_says_why() {
    TODAY.with(|t| t.set(i64::MIN));
    let s = daily();
    assert!(s.daily.is_none());
    assert_eq!(s.form.notice, Some(FdNotice::NoDate));
    assert_ne!(s.query(), "?daily");
}

#[test]
fn the_share_text_says_the_day_your_side_result_and_streak_then_the_link() {
    let mut s = daily();
    let t = FdWords::of(Lang::En);
    assert_eq!(
        today(&s).share_text(t),
        None,
        "nothing to share before you play"
    );
    played(&mut s);
    let text = today(&s).share_text(t).expect("played");
    let (line, link) = text.rsplit_once(' ').expect("the link last");
    // 2026-11-28 is a Saturday (Normal) and an odd day (the dolphins).
    assert_eq!(
        line,
        "Fox & Dolphin, game of the day 2026-11-28: the dolphins against 12 · Normal, lost. \
         No streak yet: win a game of the day to start one."
    );
    assert_eq!(Some(link), today(&s).link.as_deref());
}
