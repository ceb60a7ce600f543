//! The game of the day: the same game for everyone on a date, another the
//! next day, a level that climbs through the week, and a record whose
//! streak counts days won in a row and whose saved text is read as
//! untrusted.

use fox_and_xo::rules::fox_dolphin::ai::Level;
use fox_and_xo::rules::Seat;
use fox_and_xo::ui::fox_dolphin::daily::record::{KEPT_DAYS, MAX_SAVED_LEN};
use fox_and_xo::ui::fox_dolphin::daily::{
    daily_setup, DailyRecord, DailyResult, Day, DayError, RecordError, DAILY_LEVELS,
};
use fox_and_xo::ui::fox_dolphin::setup::model::Setup;

fn day(y: i32, m: u32, d: u32) -> Day {
    Day::from_ymd(y, m, d).expect("a real date")
}

#[test]
fn days_are_numbered_from_1970_and_read_back() {
    assert_eq!(day(2000, 1, 1).number(), 10_957);
    assert_eq!(day(2026, 11, 28).number(), 20_785);
    assert_eq!(day(2026, 11, 28).to_string(), "2026-11-28");
    assert_eq!(day(2024, 2, 29).next(), Some(day(2024, 3, 1)));
    assert_eq!(day(2027, 1, 1).previous(), Some(day(2026, 12, 31)));
    // Every day of the years a day may be in reads back to its date.
    let mut d = day(2000, 1, 1);
    while let Some(next) = d.next() {
        assert_eq!(next.number(), d.number() + 1);
        let (y, m, dd) = next.ymd();
        assert_eq!(Day::from_ymd(y, m, dd), Ok(next));
        d = next;
    }
    assert_eq!(d.ymd(), (2999, 12, 31));
}

#[test]
fn a_date_that_is_not_a_day_is_refused_with_its_reason() {
    assert_eq!(Day::from_ymd(2026, 2, 29), Err(DayError::DayOfMonth));
    assert_eq!(Day::from_ymd(2026, 13, 1), Err(DayError::Month));
    assert_eq!(Day::from_ymd(2026, 0, 1), Err(DayError::Month));
    assert_eq!(Day::from_ymd(2026, 4, 31), Err(DayError::DayOfMonth));
    assert_eq!(Day::from_ymd(1969, 12, 31), Err(DayError::Year));
    assert_eq!(Day::from_ymd(3000, 1, 1), Err(DayError::Year));
    assert_eq!(Day::from_number(i64::MAX), Err(DayError::Year));
    assert_eq!(Day::from_number(i64::MIN), Err(DayError::Year));
    assert_eq!(day(2000, 1, 1).previous(), None);
}

#[test]
fn weekdays_run_monday_to_sunday() {
    // 2026-11-23 is a Monday.
    for (offset, expected) in (0..7).zip(0..7) {
        assert_eq!(day(2026, 11, 23 + offset).weekday(), expected);
    }
}

#[test]
fn the_same_date_gives_the_same_game_and_the_next_day_another() {
    let today = day(2026, 11, 28);
    assert_eq!(daily_setup(today), daily_setup(day(2026, 11, 28)));
    let tomorrow = today.next().unwrap();
    assert_ne!(daily_setup(today).seed, daily_setup(tomorrow).seed);
    // A year of days: every seed drawn, short, and no two days alike.
    let mut seeds = std::collections::HashSet::new();
    let mut d = day(2026, 1, 1);
    for _ in 0..366 {
        let seed = daily_setup(d).seed.expect("the day's seed is drawn");
        assert!((1..=1_000_000_000).contains(&seed));
        assert!(seeds.insert(seed), "two days share seed {seed}");
        d = d.next().unwrap();
    }
}

#[test]
fn the_day_is_the_default_game_with_its_seed_side_and_level() {
    let default = Setup::default();
    let mut d = day(2026, 11, 23); // a Monday
    for weekday in 0..14 {
        let setup = daily_setup(d);
        assert_eq!(setup.size, default.size);
        assert_eq!(setup.cooldown_ms, default.cooldown_ms);
        assert_eq!(setup.tide_interval_ms, default.tide_interval_ms);
        assert_eq!(setup.first_tide_ms, default.first_tide_ms);
        assert_eq!(setup.time_limit_ms, default.time_limit_ms);
        let level = DAILY_LEVELS[weekday % 7];
        let (you, computer) = if d.number() % 2 == 0 {
            (setup.fox, setup.dolphin)
        } else {
            (setup.dolphin, setup.fox)
        };
        assert_eq!(you, Seat::You);
        assert_eq!(computer, Seat::Computer(level));
        d = d.next().unwrap();
    }
    // The week climbs the ladder.
    let rungs: Vec<usize> = DAILY_LEVELS
        .iter()
        .map(|l| Level::LADDER.iter().position(|x| x == l).unwrap())
        .collect();
    assert!(rungs.windows(2).all(|w| w[0] < w[1]), "{rungs:?}");
}

#[test]
fn the_first_result_of_a_day_stands() {
    let today = day(2026, 11, 28);
    let mut record = DailyRecord::default();
    assert!(record.record(today, DailyResult::Lost));
    assert!(!record.record(today, DailyResult::Won));
    assert_eq!(record.result(today), Some(DailyResult::Lost));
}

#[test]
fn the_streak_counts_days_won_in_a_row() {
    let d1 = day(2026, 11, 26);
    let d2 = d1.next().unwrap();
    let d3 = d2.next().unwrap();
    let mut record = DailyRecord::default();
    assert_eq!(record.streak(d1), 0);
    record.record(d1, DailyResult::Won);
    assert_eq!(record.streak(d1), 1);
    // The next day, before it is played, the streak still stands.
    assert_eq!(record.streak(d2), 1);
    record.record(d2, DailyResult::Won);
    assert_eq!(record.streak(d2), 2);
    // A day missed ends it.
    assert_eq!(record.streak(d3.next().unwrap()), 0);
    // A loss ends it.
    record.record(d3, DailyResult::Lost);
    assert_eq!(record.streak(d3), 0);
}

#[test]
fn the_record_saves_and_reads_back() {
    let mut record = DailyRecord::default();
    let d = day(2026, 11, 26);
    record.record(d, DailyResult::Won);
    record.record(d.next().unwrap(), DailyResult::Drawn);
    record.record(d.next().unwrap().next().unwrap(), DailyResult::Lost);
    let saved = record.saved();
    assert_eq!(saved, "1;20783w;20784d;20785l");
    assert_eq!(DailyRecord::parse(&saved), Ok(record));
    assert_eq!(DailyRecord::parse("1"), Ok(DailyRecord::default()));
}

#[test]
fn a_bad_saved_record_gives_its_reason() {
    let cases = [
        ("", RecordError::Version),
        ("2;20418w", RecordError::Version),
        ("1;", RecordError::Entry),
        ("1;w", RecordError::Entry),
        ("1;20418", RecordError::Entry),
        ("1;20418x", RecordError::Entry),
        ("1;-5w", RecordError::Entry),
        ("1;99999999999999999999w", RecordError::Entry),
        ("1;20418w;20418l", RecordError::Order),
        ("1;20419w;20418l", RecordError::Order),
        ("1;20418é", RecordError::Entry),
    ];
    for (saved, error) in cases {
        assert_eq!(DailyRecord::parse(saved), Err(error), "{saved:?}");
    }
    let long = format!("1{}", ";20418w".repeat(MAX_SAVED_LEN));
    assert_eq!(DailyRecord::parse(&long), Err(RecordError::TooLong));
}

#[test]
fn the_record_keeps_a_bounded_number_of_days() {
    let mut record = DailyRecord::default();
    let mut d = day(2026, 1, 1);
    for _ in 0..KEPT_DAYS + 50 {
        record.record(d, DailyResult::Won);
        d = d.next().unwrap();
    }
    assert_eq!(record.len(), KEPT_DAYS);
    assert!(record.saved().len() <= MAX_SAVED_LEN);
    assert_eq!(DailyRecord::parse(&record.saved()), Ok(record));
}
