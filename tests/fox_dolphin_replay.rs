//! A recorded computer-against-computer game, with refused requests, tide
//! steps and an ending, replays exactly from its settings and calls.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::fox_dolphin::ai::{decide, simulate, Judgment, Level};
use fox_and_xo::rules::fox_dolphin::{Call, Coord, Event, Game, Settings, Species, Status};

fn settings() -> Settings {
    Settings {
        size: 12,
        seed: 2024,
        cooldown_ms: 700,
        tide_interval_ms: 3_000,
        first_tide_ms: 4_500,
        time_limit_ms: Some(60_000),
    }
}

/// Hard foxes against Normal dolphins, with a clumsy player's extra
/// requests mixed in: one too early (cooling down), one off the board, one
/// with a dolphin's move asked by the fox seat.
fn record() -> Game {
    let mut game = Game::new(settings()).expect("valid settings");
    game.join().expect("fox seat");
    game.join().expect("dolphin seat");
    let mut now = 0;
    let mut turn = 0u64;
    while game.status() == Status::InGame {
        for (seat, level) in [
            (Species::Fox, Judgment::Hard),
            (Species::Dolphin, Judgment::Normal),
        ] {
            if game.cooldown_remaining(seat) == 0 {
                if let Some((from, to)) = decide(&game, seat, level) {
                    let _ = game.request_move(seat, from, to, now);
                }
            }
        }
        turn += 1;
        match turn % 9 {
            3 => {
                let _ = game.request_move(Species::Fox, Coord::new(0, 0), Coord::new(0, 1), now);
            }
            5 => {
                let far = Coord::new(99, 99);
                let _ = game.request_move(Species::Dolphin, far, Coord::new(99, 100), now + 700);
            }
            7 => {
                if let Some((from, to)) = game.legal_moves(Species::Dolphin).first().copied() {
                    let _ = game.request_move(Species::Fox, from, to, now);
                }
            }
            _ => {}
        }
        now = game.now() + 350;
        game.run_until(now);
    }
    game
}

#[test]
fn a_recorded_game_has_refusals_tides_and_an_ending() {
    let game = record();
    let events = game.events();
    assert!(events.iter().any(|e| matches!(e, Event::Refused { .. })));
    assert!(events.iter().any(|e| matches!(e, Event::Tide { .. })));
    assert!(events.iter().any(|e| matches!(e, Event::Ate { .. })));
    assert!(matches!(events.last(), Some(Event::Ended(_))));
}

#[test]
fn a_recorded_game_replays_exactly_from_settings_and_calls() {
    let game = record();
    // Stored as a saved game would be: JSON, and read back.
    let saved = serde_json::to_string(game.calls()).expect("calls serialise");
    let calls: Vec<Call> = serde_json::from_str(&saved).expect("calls parse");
    let replayed = Game::replay(settings(), &calls).expect("valid settings");
    assert_eq!(replayed.events(), game.events());
    assert_eq!(replayed.board(), game.board());
    assert_eq!(replayed.outcome(), game.outcome());
    assert_eq!(replayed, game);
}

#[test]
fn a_simulated_game_replays_exactly_from_its_calls() {
    let played = simulate(settings(), Level::Hard, Level::Hard, u64::MAX).expect("valid settings");
    let game = played.game();
    assert_eq!(game.status(), Status::EndGame);
    let replayed = Game::replay(settings(), game.calls()).expect("valid settings");
    assert_eq!(&replayed, game);
}
