//! The fixed-step match: intents are stamped by the next tick, computer
//! seats decide at tick boundaries, and a log replays the match exactly.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::fox_dolphin::ai::{simulate, Level};
use fox_and_xo::rules::fox_dolphin::{
    Coord, Event, Game, Intent, Log, LogError, Match, MoveError, Settings, Species, Stamped,
    Status, MAX_GAME_MS, TICK_MS,
};
use fox_and_xo::rules::Seat;

const HARD: Seat<Level> = Seat::Computer(Level::Hard);

fn settings() -> Settings {
    Settings {
        size: 12,
        seed: 99,
        cooldown_ms: 500,
        tide_interval_ms: 2_000,
        first_tide_ms: 2_000,
        time_limit_ms: Some(60_000),
    }
}

/// A person's foxes against Hard dolphins: the person asks for the first
/// legal move every 37 ticks, and now and then for something refused.
fn person_against_hard() -> Match {
    let mut played = Match::new(settings(), [Seat::You, HARD]).expect("valid");
    while !played.is_over() {
        let k = played.tick();
        if k % 37 == 0 {
            if let Some(&(from, to)) = played.game().legal_moves(Species::Fox).first() {
                let queued = played.submit(Intent::Move {
                    seat: Species::Fox,
                    from,
                    to,
                });
                assert_eq!(queued, Ok(()), "a person's seat, a running game");
            }
        }
        if k % 101 == 0 {
            let from = played.game().board().animals(Species::Fox)[0];
            let queued = played.submit(Intent::Move {
                seat: Species::Fox,
                from,
                to: from,
            });
            assert_eq!(queued, Ok(()), "refused at its tick, not before");
        }
        played.step();
    }
    played
}

#[test]
fn an_intent_waits_for_the_next_tick_which_stamps_it() {
    let mut played = Match::new(settings(), [Seat::You, HARD]).expect("valid");
    played.run_to(5);
    let (from, to) = played.game().legal_moves(Species::Fox)[0];
    let intent = Intent::Move {
        seat: Species::Fox,
        from,
        to,
    };
    assert_eq!(played.submit(intent), Ok(()));
    assert_eq!(played.game().tile(to).and_then(|t| t.occupant), None);
    played.step();
    assert_eq!(played.intents(), &[Stamped { tick: 6, intent }]);
    assert_eq!(
        played.game().tile(to).and_then(|t| t.occupant),
        Some(Species::Fox)
    );
    assert_eq!(played.game().now(), 6 * TICK_MS);
}

#[test]
fn the_computer_seat_takes_no_intents() {
    let mut played = Match::new(settings(), [Seat::You, HARD]).expect("valid");
    let (from, to) = played.game().legal_moves(Species::Dolphin)[0];
    let refused = Err(MoveError::NotYourAnimal);
    assert_eq!(
        played.submit(Intent::Move {
            seat: Species::Dolphin,
            from,
            to
        }),
        refused
    );
    assert_eq!(
        played.submit(Intent::Leave {
            seat: Species::Dolphin
        }),
        refused
    );
}

#[test]
fn a_finished_match_refuses_an_intent_and_keeps_nothing() {
    let mut played = person_against_hard();
    let before = played.clone();
    let leave = Intent::Leave { seat: Species::Fox };
    assert_eq!(played.submit(leave), Err(MoveError::GameNotRunning));
    played.step();
    assert_eq!(played, before);
}

#[test]
fn a_computer_seat_moves_at_the_first_tick_its_cooldown_allows() {
    let mut played = Match::new(settings(), [Seat::You, HARD]).expect("valid");
    let moves = |m: &Match| {
        m.game()
            .events()
            .iter()
            .filter(|e| matches!(e, Event::Moved { .. } | Event::Ate { .. }))
            .count()
    };
    played.step();
    assert_eq!(moves(&played), 1, "the dolphins moved at the first tick");
    played.run_to(1 + 500 / TICK_MS - 1);
    assert_eq!(moves(&played), 1, "cooling down");
    played.step();
    assert_eq!(moves(&played), 2, "again exactly one cooldown later");
}

#[test]
fn a_simulated_match_replays_from_its_log_alone() {
    let played = simulate(settings(), Level::Hard, Level::Normal, u64::MAX).expect("valid");
    assert!(played.is_over());
    let log = played.log();
    assert!(log.intents.is_empty(), "computers need no log");
    let replayed = Match::replay(&log).expect("replays");
    assert_eq!(replayed.game(), played.game());
    assert_eq!(replayed.digest(), played.digest());
}

#[test]
fn a_persons_game_replays_exactly_through_the_link_text() {
    let played = person_against_hard();
    let events = played.game().events();
    assert!(events.iter().any(|e| matches!(e, Event::Refused { .. })));
    assert!(matches!(events.last(), Some(Event::Ended(_))));
    let text = played.log().to_text();
    let log = Log::from_text(&text).expect("decodes");
    assert_eq!(log, played.log());
    let replayed = Match::replay(&log).expect("replays");
    assert_eq!(replayed, played);
}

#[test]
fn the_same_settings_give_the_same_game_and_digest_every_time() {
    let a = simulate(settings(), Level::Hard, Level::Hard, u64::MAX).expect("valid");
    let b = simulate(settings(), Level::Hard, Level::Hard, u64::MAX).expect("valid");
    assert_eq!(a.digest(), b.digest());
    let other = Settings {
        seed: 100,
        ..settings()
    };
    let c = simulate(other, Level::Hard, Level::Hard, u64::MAX).expect("valid");
    assert_ne!(a.digest(), c.digest());
}

#[test]
fn replaying_on_from_a_snapshot_reaches_the_same_match() {
    let played = person_against_hard();
    let log = played.log();
    let mut snapshot = Match::new(log.settings, log.seats).expect("valid");
    snapshot.replay_to(&log, 1_234).expect("replays");
    assert_eq!(snapshot.tick(), 1_234);
    let mut later = snapshot.clone();
    later.replay_to(&log, log.end_tick).expect("replays");
    assert_eq!(later, played);
}

#[test]
fn a_log_whose_digest_differs_is_refused() {
    let mut log = person_against_hard().log();
    log.digest = log.digest.map(|d| d ^ 1);
    assert_eq!(Match::replay(&log), Err(LogError::DigestMismatch));
}

#[test]
fn an_intent_after_the_game_ended_is_refused() {
    let played = person_against_hard();
    let mut log = played.log();
    let end = log.end_tick;
    let max = Log::max_ticks(&log.settings);
    assert!(end < max, "the game ended before its limit");
    log.end_tick = max;
    log.intents.push(Stamped {
        tick: end + 5,
        intent: Intent::Leave { seat: Species::Fox },
    });
    log.digest = None;
    let decoded = Log::decode(&log.encode()).expect("well formed");
    assert_eq!(
        Match::replay(&decoded),
        Err(LogError::IntentAfterEnd { tick: end + 5 })
    );
}

#[test]
fn a_game_without_a_limit_ends_at_the_ceiling_and_a_huge_advance_is_bounded() {
    let mut game = Game::new(Settings {
        size: 50,
        tide_interval_ms: 1_000,
        first_tide_ms: 1_000,
        time_limit_ms: None,
        ..Settings::default()
    })
    .expect("valid");
    game.join().expect("fox");
    game.join().expect("dolphin");
    game.run_until(u64::MAX);
    assert_eq!(game.status(), Status::EndGame);
    assert_eq!(game.now(), MAX_GAME_MS);
    let tides = game
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Tide { .. }))
        .count() as u64;
    assert_eq!(
        tides,
        MAX_GAME_MS / 1_000 - 1,
        "the last step falls on the ceiling"
    );
}

/// The order in which `step` moved the animals during its tick.
fn movers_in(played: &mut Match) -> Vec<Species> {
    let before = played.game().events().len();
    played.step();
    played.game().events()[before..]
        .iter()
        .filter_map(|e| match e {
            Event::Moved { species, .. } => Some(*species),
            Event::Ate { eater, .. } => Some(*eater),
            _ => None,
        })
        .collect()
}

/// Two people's moves that cannot touch each other: the first fox move, and
/// a dolphin move whose tiles are two or more steps from both of the fox's.
fn apart(game: &Game) -> [Intent; 2] {
    let (fox_from, fox_to) = game.legal_moves(Species::Fox)[0];
    let near = |c: Coord| c.distance(fox_from) < 2 || c.distance(fox_to) < 2;
    let (from, to) = game
        .legal_moves(Species::Dolphin)
        .into_iter()
        .find(|&(from, to)| !near(from) && !near(to))
        .expect("a dolphin far from the fox");
    [
        Intent::Move {
            seat: Species::Fox,
            from: fox_from,
            to: fox_to,
        },
        Intent::Move {
            seat: Species::Dolphin,
            from,
            to,
        },
    ]
}

/// Seat order within a tick: dolphins first on odd ticks, foxes first on
/// even ones, whatever order the intents came in, so neither side always
/// wins a tie.
#[test]
fn within_a_tick_the_seats_take_turns_to_act_first() {
    let mut played = Match::new(settings(), [Seat::You, Seat::You]).expect("valid");
    for intent in apart(played.game()) {
        assert_eq!(played.submit(intent), Ok(()));
    }
    assert_eq!(played.tick() + 1, 1, "an odd tick");
    assert_eq!(movers_in(&mut played), [Species::Dolphin, Species::Fox]);

    // Both cooldowns (500 ms) are over by tick 52, an even tick.
    played.run_to(51);
    for intent in apart(played.game()).into_iter().rev() {
        assert_eq!(played.submit(intent), Ok(()));
    }
    assert_eq!(movers_in(&mut played), [Species::Fox, Species::Dolphin]);
}
