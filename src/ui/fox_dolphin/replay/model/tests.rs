//! The replay viewer checked against the recorded match: ends, jumps, speeds, next event, altered logs, snapshot budget.
use super::*;
use crate::rules::fox_dolphin::ai::{simulate, Level};
use crate::rules::fox_dolphin::{Intent, Settings};
use crate::ui::fox_dolphin::play::model::{Play, PlayIntent};

fn settings() -> Settings {
    Settings {
        size: 12,
        seed: 21,
        cooldown_ms: 250,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: Some(30_000),
    }
}

fn recorded() -> Match {
    simulate(settings(), Level::Hard, Level::Normal, u64::MAX).expect("valid")
}

/// The match the viewer shows (a replay always shows one).
fn shown(replay: &Replay) -> &Match {
    Session::shown(replay).expect("a replay shows its match")
}

fn viewer(played: &Match) -> Replay {
    Indexer::new(played.log())
        .and_then(Indexer::run)
        .expect("a good log")
}

/// What the screen shows of a match at its tick: board, counts, clock,
/// tide, feed and figures.
fn seen(m: &Match) -> (String, u64, u8, usize, Chronicle) {
    let g = m.game();
    (
        format!("{:?}", g.board()),
        g.now(),
        g.floodstate(),
        g.count(Species::Fox) * 100 + g.count(Species::Dolphin),
        Chronicle::of(g.events()),
    )
}

#[test]
fn a_replay_ends_where_the_game_ended_with_its_digest() {
    let played = recorded();
    let mut replay = viewer(&played);
    assert_eq!(replay.tick(), 0);
    assert_eq!(replay.last_tick(), played.tick());
    assert_eq!(replay.final_digest(), played.digest());
    replay.seek(u64::MAX).expect("seek");
    assert_eq!(shown(&replay).digest(), played.digest());
    assert_eq!(seen(shown(&replay)), seen(&played));
    assert_eq!(replay.chronicle(), &Chronicle::of(played.game().events()));
}

#[test]
fn a_jump_anywhere_shows_exactly_the_game_at_that_tick() {
    let played = recorded();
    let mut replay = viewer(&played);
    // Forwards, far backwards, a little backwards, a little forwards.
    let end = played.tick();
    assert!(end > 1_000, "a game long enough to jump around in");
    for tick in [
        end - 500,
        100,
        end - 501,
        end / 2,
        end / 2 + 66,
        0,
        end,
        417,
    ] {
        replay.seek(tick).expect("seek");
        let mut direct = Match::new(settings(), played.seats()).expect("valid");
        direct.run_to(tick);
        assert_eq!(replay.tick(), tick);
        assert_eq!(seen(shown(&replay)), seen(&direct), "at tick {tick}");
        assert_eq!(replay.chronicle(), &Chronicle::of(direct.game().events()));
        for at in direct.game().board().coords() {
            let tile = direct.game().tile(at).expect("on board");
            let view = replay.tiles().tile(at).expect("on board");
            assert_eq!((view.surface, view.occupant), (tile.surface, tile.occupant));
        }
    }
}

#[test]
fn playing_at_each_speed_reaches_the_same_game() {
    let played = recorded();
    for speed in SPEEDS {
        let mut replay = viewer(&played);
        replay.set_speed(speed);
        replay.toggle().expect("play");
        let mut wall = 0.0;
        while replay.playing() {
            let changed = replay.advance(Millis::from_browser(wall));
            assert!(
                !changed
                    .events
                    .iter()
                    .any(|e| matches!(e, Happened::Broken(_))),
                "frame"
            );
            wall += 16.7;
        }
        assert_eq!(replay.tick(), played.tick(), "{speed}×");
        assert_eq!(shown(&replay).digest(), played.digest());
        let expected_s = 30.0 / f64::from(speed);
        assert!(
            (wall / 1_000.0 - expected_s).abs() < 0.1 + expected_s * 0.01,
            "{speed}×: {wall} ms"
        );
    }
}

#[test]
fn next_event_stops_at_each_move_capture_and_tide_step_then_the_end() {
    let played = recorded();
    let mut replay = viewer(&played);
    let mut before_it = viewer(&played);
    let mut stops = 0;
    loop {
        let before = shown(&replay).game().events().len();
        if !replay.next_event().expect("next") {
            break;
        }
        let events = shown(&replay).game().events();
        assert!(events[before..].iter().any(is_landmark) || replay.tick() == played.tick());
        // Nothing to stop at was skipped: the tick before held none of them.
        before_it.seek(replay.tick() - 1).expect("seek");
        let earlier = &shown(&before_it).game().events()[before..];
        assert!(
            !earlier.iter().any(is_landmark),
            "at tick {}",
            replay.tick()
        );
        stops += 1;
    }
    assert_eq!(replay.tick(), played.tick());
    assert!(stops > 29, "at least every tide step: {stops}");
}

#[test]
fn a_persons_recorded_game_replays_with_its_intents() {
    let setup = Setup {
        size: 10,
        seed: Some(3),
        fox: Seat::You,
        dolphin: Seat::Computer(Level::Normal),
        cooldown_ms: 250,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: Some(30_000),
    };
    let mut play = Play::new(setup, 0).expect("valid");
    for round in 0..20 {
        play.step_ticks(30, 0.0);
        if let Some(&(from, to)) = play
            .the_match()
            .game()
            .legal_moves(Species::Fox)
            .get(round % 3)
        {
            play.click(from, 0.0);
            play.click(to, 0.0);
        }
    }
    Session::submit(&mut play, PlayIntent::Leave).expect("left");
    let played = play.the_match();
    assert!(played.is_over() && played.intents().len() > 5);
    let mut replay = viewer(played);
    assert_eq!(replay.setup(), *play.setup());
    replay.seek(u64::MAX).expect("seek");
    assert_eq!(shown(&replay).digest(), played.digest());
}

#[test]
fn an_altered_log_is_refused_when_its_replay_ends_elsewhere() {
    let played = recorded();
    let mut log = played.log();
    log.digest = log.digest.map(|d| d ^ 1);
    assert!(matches!(
        Indexer::new(log).and_then(Indexer::run),
        Err(LogError::DigestMismatch)
    ));
    let mut late = played.log();
    late.seats[0] = Seat::You;
    late.end_tick += 10;
    late.intents.push(crate::rules::fox_dolphin::Stamped {
        tick: played.tick() + 5,
        intent: Intent::Leave { seat: Species::Fox },
    });
    assert!(Indexer::new(late).and_then(Indexer::run).is_err());
}

#[test]
fn over_its_budget_the_viewer_keeps_every_other_snapshot_and_still_jumps_exactly() {
    let played = recorded();
    let mut indexer = Indexer::new(played.log()).expect("valid");
    indexer.budget = 5_000;
    while !indexer.work(INDEX_SLICE).expect("a good log") {}
    assert!(indexer.held <= 5_000, "{}", indexer.held);
    assert!(indexer.every > SNAPSHOT_TICKS);
    let every = indexer.every;
    assert!(indexer
        .snapshots
        .iter()
        .enumerate()
        .all(|(k, s)| s.tick() == k as u64 * every));
    let mut replay = indexer.finish();
    for tick in [played.tick() / 2, 5, played.tick()] {
        replay.seek(tick).expect("seek");
        let mut direct = Match::new(settings(), played.seats()).expect("valid");
        direct.run_to(tick);
        assert_eq!(seen(shown(&replay)), seen(&direct), "at tick {tick}");
    }
}

#[test]
fn a_long_game_keeps_a_bounded_number_of_snapshots() {
    let log = Log {
        end_tick: 360_000,
        ..recorded().log()
    };
    let indexer = Indexer::new(log).expect("valid");
    assert_eq!(indexer.every, 1_800);
    assert_eq!(indexer.progress(), (0, 360_000));
    let short = viewer(&recorded());
    assert_eq!(short.snapshot_every(), SNAPSHOT_TICKS);
    assert_eq!(
        short.snapshots.len() as u64,
        recorded().tick().div_ceil(SNAPSHOT_TICKS)
    );
}
