//! The review page's model: a replay link opens on its first moment, each
//! moment moves the replay to its tick with the strongest level's move
//! marked, and a link that is missing, damaged, oversized, of two
//! computers or too long to review is refused with its reason.

use super::*;
use crate::rules::fox_dolphin::ai::{simulate, Level};
use crate::rules::fox_dolphin::{Intent, Match, Settings, MAX_LOG_BYTES};
use crate::rules::Seat;
use crate::ui::fox_dolphin::board::tiles::Mark;
use crate::ui::fox_dolphin::replay::review::MAX_REVIEW_WORK;

/// A person as the foxes who never moves and leaves after 40 s, against
/// Mild: the dolphins eat, the tide floods.
fn idle_game() -> Log {
    let settings = Settings {
        size: 10,
        seed: 3,
        ..Settings::default()
    };
    let seats = [Seat::You, Seat::Computer(Level::Mild)];
    let mut game = Match::new(settings, seats).expect("valid");
    while game.tick() < 4_000 && !game.is_over() {
        game.step();
    }
    if !game.is_over() {
        game.submit(Intent::Leave { seat: Species::Fox })
            .expect("a running game takes a leave");
    }
    while !game.is_over() {
        game.step();
    }
    game.log()
}

#[test]
fn a_link_opens_on_its_first_moment_and_each_moment_shows_its_tick() {
    let log = idle_game();
    let text = log.to_text();
    let mut page = Reviewed::open(Some(&text)).expect("reviewed");
    assert_eq!(page.you, Species::Fox);
    assert_eq!(page.moments, review(&log, Species::Fox).unwrap());
    assert!(
        (1..=3).contains(&page.moments.len()),
        "an idle fox's game has two or three moments: {:?}",
        page.moments
    );
    assert_eq!(page.shown().map(|(i, _)| i), Some(0), "the first at once");
    for index in 0..page.moments.len() {
        let moment = page.moments[index];
        assert!(page.show(index));
        let replay = page.replay();
        assert_eq!(replay.tick(), moment.tick);
        assert!(!replay.playing(), "paused at the moment");
        assert_eq!(page.shown(), Some((index, &moment)));
        let mark = |at| page.replay().tiles().tile(at).map(|t| t.mark);
        if let Some((from, to)) = moment.best {
            assert_eq!(mark(from), Some(Mark::Selected), "drawn as a selection");
            assert_eq!(mark(to), Some(Mark::Target));
        }
    }
    assert!(
        page.moments.iter().any(|m| m.best.is_some()),
        "the strongest level acts on one of an idle fox's moments"
    );
    // A moment that is not in the list changes nothing.
    let shown = page.shown().map(|(i, _)| i);
    assert!(!page.show(99));
    assert_eq!(page.shown().map(|(i, _)| i), shown);
    // The way back: the same setup on the game's page, and the whole replay.
    assert_eq!(
        page.play_again,
        format!("fox-dolphin.html{}", setup_of(&log).to_query())
    );
    assert_eq!(
        page.watch,
        Some(format!("fox-dolphin.html?game=fox-dolphin&replay={text}"))
    );
}

#[test]
fn a_link_without_a_replay_or_with_a_bad_one_is_refused_with_its_reason() {
    assert!(matches!(Reviewed::open(None), Err(Refused::NoReplay)));
    assert!(matches!(
        Reviewed::open(Some("not*a*log")),
        Err(Refused::Log(LogError::Malformed))
    ));
    let huge = "A".repeat(MAX_LOG_BYTES * 2);
    assert!(matches!(
        Reviewed::open(Some(&huge)),
        Err(Refused::Log(LogError::TooLong { .. }))
    ));
    // Another game's digest: the replay refuses it.
    let mut forged = idle_game();
    forged.digest = forged.digest.map(|d| d ^ 1);
    assert!(matches!(
        Reviewed::open(Some(&forged.to_text())),
        Err(Refused::Log(LogError::DigestMismatch))
    ));
}

#[test]
fn two_computers_and_a_game_too_long_to_review_are_refused_before_any_replay() {
    let settings = Settings {
        size: 10,
        seed: 3,
        time_limit_ms: Some(30_000),
        ..Settings::default()
    };
    let watched = simulate(settings, Level::Hard, Level::Easy, u64::MAX)
        .expect("valid")
        .log();
    assert!(matches!(
        Reviewed::open(Some(&watched.to_text())),
        Err(Refused::NotReviewed(
            NotReviewed::NoPersonAgainstTheComputer
        ))
    ));
    // A 30 × 30 island with no time limit, its end told past what a page
    // reviews at once (a real one: a person idle for 5 minutes there).
    let settings = Settings {
        size: 30,
        seed: 3,
        time_limit_ms: None,
        ..Settings::default()
    };
    let seats = [Seat::You, Seat::Computer(Level::Mild)];
    let mut game = Match::new(settings, seats).expect("valid");
    game.step();
    game.submit(Intent::Leave { seat: Species::Fox })
        .expect("a running game takes a leave");
    while !game.is_over() {
        game.step();
    }
    let mut long = game.log();
    long.end_tick = MAX_REVIEW_WORK / 900 + 1;
    assert!(matches!(
        Reviewed::open(Some(&long.to_text())),
        Err(Refused::NotReviewed(NotReviewed::TooLong))
    ));
}
