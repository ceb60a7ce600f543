//! Tests of the setup and its link (`super`).

use super::*;

use crate::ui::link::Reason;

fn parse(search: &str) -> (Setup, Vec<Ignored<FdReason>>) {
    Setup::from_query(&Query::parse(search))
}

fn keys(ignored: &[Ignored<FdReason>]) -> Vec<&str> {
    ignored.iter().map(|i| i.key.as_str()).collect()
}

#[test]
fn an_empty_link_gives_the_default_setup_without_a_seed() {
    let (setup, ignored) = parse("?game=fox-dolphin");
    assert_eq!(setup, Setup::default());
    assert_eq!(setup.seed, None);
    assert!(ignored.is_empty());
}

#[test]
fn the_default_is_the_rules_default_game_against_the_computer() {
    let setup = Setup::default();
    assert_eq!(
        (setup.size, setup.cooldown_ms, setup.tide_interval_ms),
        (12, 500, 1_000)
    );
    assert_eq!(setup.time_limit_ms, Some(900_000));
    assert_eq!(setup.fox, Seat::You);
    // Mild, the rung the casual model's foxes win about three games in
    // five against (docs/balance.md, "The default game for a newcomer").
    assert_eq!(setup.dolphin, Seat::Computer(Level::Mild));
}

#[test]
fn every_setting_is_read_from_the_link() {
    let (setup, ignored) = parse(
        "?game=fox-dolphin&size=50&seed=42&fox=hard&dolphin=friend&cooldown=250&tide=1000&firsttide=7500&limit=60",
    );
    assert!(ignored.is_empty(), "{ignored:?}");
    assert_eq!(
        setup,
        Setup {
            size: 50,
            seed: Some(42),
            fox: Seat::Computer(Level::Hard),
            dolphin: Seat::HotSeat,
            cooldown_ms: 250,
            tide_interval_ms: 1_000,
            first_tide_ms: 7_500,
            time_limit_ms: Some(60_000),
        }
    );
}

#[test]
fn times_are_typed_in_seconds_and_shown_back_the_same() {
    for (typed, ms) in [
        ("2", 2_000),
        ("0.5", 500),
        ("0,5", 500),
        (".25", 250),
        (" 1.000 ", 1_000),
        ("60", 60_000),
    ] {
        assert_eq!(ms_of_seconds(typed), Some(ms), "{typed}");
    }
    for refused in [
        "",
        ".",
        "-1",
        "0.0001",
        "1e3",
        "1.5.2",
        "abc",
        "99999999999999999999",
    ] {
        assert_eq!(ms_of_seconds(refused), None, "{refused}");
    }
    for ms in [100, 250, 500, 1_000, 1_500, 2_740, 60_000] {
        assert_eq!(ms_of_seconds(&seconds_of_ms(ms)), Some(ms));
    }
    assert_eq!(seconds_of_ms(250), "0.25");
    assert_eq!(seconds_of_ms(2_000), "2");
}

#[test]
fn limit_zero_or_none_means_no_limit() {
    assert_eq!(parse("?limit=0").0.time_limit_ms, None);
    assert_eq!(parse("?limit=none").0.time_limit_ms, None);
}

#[test]
fn each_out_of_range_value_is_replaced_by_its_default_with_a_note() {
    let (setup, ignored) =
        parse("?size=9&seed=-1&fox=wolf&dolphin=&cooldown=50&tide=70000&firsttide=999&limit=10&colour=red");
    assert_eq!(setup, Setup::default());
    assert_eq!(
        keys(&ignored),
        [
            "colour",
            "size",
            "seed",
            "fox",
            "dolphin",
            "cooldown",
            "tide",
            "firsttide",
            "limit"
        ]
    );
    assert_eq!(ignored[1].value, "9");
    let reasons: Vec<&Reason<FdReason>> = ignored.iter().map(|i| &i.reason).collect();
    assert_eq!(
        reasons,
        [
            &Reason::UnknownSetting,
            &Reason::Game(FdReason::Size),
            &Reason::Game(FdReason::Seed),
            &Reason::Game(FdReason::Seat),
            &Reason::Game(FdReason::Seat),
            &Reason::Game(FdReason::Cooldown),
            &Reason::Game(FdReason::TideInterval),
            &Reason::Game(FdReason::FirstTide),
            &Reason::Game(FdReason::TimeLimit)
        ]
    );
}

#[test]
fn a_limit_too_large_to_hold_in_milliseconds_is_ignored_not_wrapped() {
    assert_eq!(keys(&parse("?limit=18446744073709551615").1), ["limit"]);
}

#[test]
fn the_largest_and_smallest_boards_are_allowed_and_one_past_them_is_not() {
    assert_eq!(parse("?size=10").0.size, 10);
    assert_eq!(parse("?size=50").0.size, 50);
    assert_eq!(keys(&parse("?size=51").1), ["size"]);
}

#[test]
fn the_wait_before_the_first_tide_step_is_read_within_the_rules_range() {
    assert_eq!(parse("?firsttide=1000").0.first_tide_ms, 1_000);
    assert_eq!(parse("?firsttide=60000").0.first_tide_ms, 60_000);
    for bad in ["999", "60001", "6s", ""] {
        let (setup, ignored) = parse(&format!("?firsttide={bad}"));
        assert_eq!(setup.first_tide_ms, Setup::default().first_tide_ms);
        assert_eq!(keys(&ignored), ["firsttide"], "{bad:?}");
    }
}

#[test]
fn every_level_of_the_ladder_has_its_own_link_word_and_the_old_words_still_read() {
    let mut words = std::collections::HashSet::new();
    for &level in Level::LADDER {
        let word = Seat::Computer(level).key();
        assert!(words.insert(word), "{level:?} shares {word}");
        assert_eq!(Seat::from_key(word), Some(Seat::Computer(level)));
    }
    for (word, level) in [
        ("easy", Level::Easy),
        ("normal", Level::Normal),
        ("hard", Level::Hard),
        ("expert", Level::Expert),
    ] {
        assert_eq!(Seat::from_key(word), Some(Seat::Computer(level)));
    }
    let seats: Vec<_> = SEATS.iter().filter_map(|s| s.level()).collect();
    assert_eq!(seats, Level::LADDER, "the setup offers the ladder in order");
}

#[test]
fn the_link_of_a_setup_reads_back_as_the_same_setup() {
    for fox in SEATS {
        for time_limit_ms in [None, Some(30_000), Some(3_600_000)] {
            let setup = Setup {
                size: 23,
                seed: Some(u64::MAX),
                fox,
                dolphin: Seat::Computer(Level::Easy),
                cooldown_ms: 100,
                tide_interval_ms: 60_000,
                first_tide_ms: 60_000,
                time_limit_ms,
            };
            assert_eq!(parse(&setup.to_query()), (setup, vec![]));
        }
    }
}

#[test]
fn a_link_without_a_seed_leaves_it_out() {
    assert!(!Setup::default().to_query().contains("seed="));
}

#[test]
fn settings_take_the_links_seed_before_the_drawn_one() {
    let drawn = Setup::default().settings(9);
    assert_eq!(drawn.seed, 9);
    assert_eq!(drawn.time_limit_ms, Some(900_000));
    let linked = Setup {
        seed: Some(5),
        ..Setup::default()
    }
    .settings(9);
    assert_eq!(linked.seed, 5);
    assert_eq!(linked.validate(), Ok(()));
}

#[test]
fn speed_presets_are_within_the_rules_and_recognised_from_the_timers() {
    for speed in Speed::ALL {
        let (cooldown_ms, tide_interval_ms) = speed.timers();
        let setup = Setup {
            cooldown_ms,
            tide_interval_ms,
            ..Setup::default()
        };
        assert_eq!(setup.speed(), Some(speed));
        assert_eq!(setup.settings(1).validate(), Ok(()));
    }
    let custom = Setup {
        cooldown_ms: 1_234,
        ..Setup::default()
    };
    assert_eq!(custom.speed(), None);
}

#[test]
fn computer_against_computer_is_a_game_to_watch() {
    let watch = Setup {
        fox: Seat::Computer(Level::Easy),
        dolphin: Seat::Computer(Level::Hard),
        ..Setup::default()
    };
    assert!(watch.is_watch());
    assert!(!Setup::default().is_watch());
    assert_eq!(watch.seat(Species::Dolphin), Seat::Computer(Level::Hard));
}

#[test]
fn play_online_gives_every_side_but_yours_to_a_player_on_another_device() {
    let default = Setup::default().for_online(false);
    assert_eq!((default.fox, default.dolphin), (Seat::You, Seat::HotSeat));
    let friend = Setup {
        dolphin: Seat::HotSeat,
        ..Setup::default()
    };
    assert_eq!(friend.for_online(false).dolphin, Seat::HotSeat);
    let both_you = Setup {
        dolphin: Seat::You,
        ..Setup::default()
    }
    .for_online(false);
    assert_eq!((both_you.fox, both_you.dolphin), (Seat::You, Seat::HotSeat));
    let watch = Setup {
        fox: Seat::Computer(Level::Hard),
        ..Setup::default()
    }
    .for_online(false);
    assert_eq!((watch.fox, watch.dolphin), (Seat::HotSeat, Seat::HotSeat));
}

#[test]
fn play_online_keeps_a_computer_side_only_when_asked() {
    let kept = Setup::default().for_online(true);
    assert_eq!(
        (kept.fox, kept.dolphin),
        (Seat::You, Seat::Computer(Level::Mild))
    );
    assert!(Setup::default().has_computer());
    let friend = Setup {
        dolphin: Seat::HotSeat,
        ..Setup::default()
    };
    assert!(!friend.has_computer());
    assert_eq!(friend.for_online(true).dolphin, Seat::HotSeat);
}

#[test]
fn the_play_online_link_names_its_seats_and_reads_back_on_the_host_page() {
    for keep in [false, true] {
        let online = Setup {
            seed: Some(7),
            ..Setup::default()
        }
        .for_online(keep);
        let (read, ignored) = Setup::from_host_query(&Query::parse(&online.to_query()));
        assert_eq!(read, online);
        assert!(ignored.is_empty());
    }
}

#[test]
fn a_host_link_that_names_no_side_waits_for_a_guest_and_a_named_side_means_what_it_says() {
    let host = |search| Setup::from_host_query(&Query::parse(search)).0;
    let bare = host("?game=fox-dolphin&online=host");
    assert_eq!((bare.fox, bare.dolphin), (Seat::You, Seat::HotSeat));
    let computer = host("?game=fox-dolphin&fox=you&dolphin=easy&online=host");
    assert_eq!(computer.dolphin, Seat::Computer(Level::Easy));
    let fox_named = host("?game=fox-dolphin&fox=hard");
    assert_eq!(
        (fox_named.fox, fox_named.dolphin),
        (Seat::Computer(Level::Hard), Seat::HotSeat)
    );
    let dolphin_you = host("?game=fox-dolphin&dolphin=you");
    assert_eq!(
        (dolphin_you.fox, dolphin_you.dolphin),
        (Seat::HotSeat, Seat::You)
    );
}

#[test]
fn a_refused_seat_is_told_every_word_a_seat_may_be() {
    for lang in [Lang::En, Lang::Pt] {
        let told = FdReason::Seat.worded(lang);
        for seat in SEATS {
            assert!(told.contains(seat.key()), "{lang:?}: {told}");
        }
        let levels: Vec<&str> = Level::LADDER
            .iter()
            .map(|&level| Seat::Computer(level).key())
            .collect();
        assert!(told.contains(&levels.join(", ")), "{lang:?}: {told}");
    }
    assert_eq!(
        FdReason::Seat.worded(Lang::En),
        "a seat must be you, friend or a level (easy, mild, gentle, calm, mellow, steady, nimble, brisk, eager, lively, ready, normal, keen, swift, rapid, bold, sharp, daring, fierce, hard, expert)"
    );
}

#[test]
fn a_refused_value_reads_as_one_whole_sentence_in_the_style_of_every_note() {
    for lang in crate::ui::i18n::Lang::ALL {
        let (start, end) = crate::ui::link::tests::note_frame(lang);
        let said = Ignored::new("size", "7", Reason::Game(FdReason::Size)).worded(lang);
        assert!(said.starts_with(start) && said.ends_with(end), "{said}");
    }
}

#[test]
fn the_game_of_the_days_link_is_read_as_written_and_names_no_setting() {
    let (page, query) = DAILY_LINK.split_once('?').expect("a query");
    assert_eq!(page, "fox-dolphin.html");
    assert_eq!(format!("?{query}"), DAILY_QUERY);
    assert!(daily_in(&Query::parse(DAILY_QUERY)));
    assert!(daily_in(&Query::parse("?game=fox-dolphin&daily&lang=pt")));
    assert!(!daily_in(&Query::parse("?game=fox-dolphin&seed=7")));
    // Not an unknown key: the page says nothing of it.
    let (setup, ignored) = parse(DAILY_QUERY);
    assert_eq!(setup, Setup::default());
    assert!(ignored.is_empty());
}
