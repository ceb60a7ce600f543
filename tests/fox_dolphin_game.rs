//! (Over 500 lines: 34 short cases of one spec's operations, grouped by the
//! operation they check, with one set of board-building helpers.)
//! Seats, status, the clock, cooldowns, the time limit, setup and replay
//! (Z spec `Join`, `Disconnect`, `UpdateStatus`, `Turn`, `INIT`).
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

mod fox_dolphin_boards;
use fox_dolphin_boards::{at, started, timers, waiting};

use fox_and_xo::rules::fox_dolphin::{
    ai, is_connected, island_tiles, Call, EndReason, Event, Game, JoinError, LeaveError, MoveError,
    Outcome, Settings, SettingsError, Species, Status, Surface, MAX_GAME_MS,
};

use fox_and_xo::ui::fox_dolphin::words::FdWords;
use fox_and_xo::ui::i18n::Lang;
use Species::{Dolphin, Fox};

const SHORE: &str = "
    .....
    .##..
    .f#d.
    .##..
    .....
";

// ----- seats and status -----

#[test]
fn a_new_game_waits_for_players() {
    let game = Game::new(Settings::default()).expect("default settings");
    assert_eq!(game.status(), Status::WaitingForPlayers);
    assert!(!game.seat_taken(Fox) && !game.seat_taken(Dolphin));
    assert_eq!(game.outcome(), None);
}

#[test]
fn the_first_to_join_gets_the_foxes() {
    let mut game = waiting(SHORE);
    assert_eq!(game.join(), Ok(Fox));
    assert!(game.seat_taken(Fox));
    assert_eq!(game.status(), Status::WaitingForPlayers);
}

#[test]
fn the_second_to_join_gets_the_dolphins_and_the_game_starts() {
    let mut game = waiting(SHORE);
    game.join().expect("fox");
    assert_eq!(game.join(), Ok(Dolphin));
    assert_eq!(game.status(), Status::InGame);
    assert_eq!(
        game.events(),
        &[Event::Joined(Fox), Event::Joined(Dolphin), Event::Started]
    );
}

#[test]
fn a_third_player_is_refused() {
    let mut game = started(SHORE);
    let before = game.clone();
    assert_eq!(game.join(), Err(JoinError::GameFull));
    assert_eq!(game, before);
}

#[test]
fn leaving_before_the_start_frees_the_seat() {
    let mut game = waiting(SHORE);
    game.join().expect("fox");
    assert_eq!(game.leave(Fox, 0), Ok(()));
    assert_eq!(game.status(), Status::WaitingForPlayers);
    assert_eq!(game.join(), Ok(Fox));
}

#[test]
fn the_player_who_stays_wins() {
    let mut game = started(SHORE);
    assert_eq!(game.leave(Fox, 10), Ok(()));
    assert_eq!(game.status(), Status::EndGame);
    let won = Outcome {
        winner: Some(Dolphin),
        reason: EndReason::OpponentLeft,
    };
    assert_eq!(game.outcome(), Some(won));
    assert_eq!(
        game.events()[game.events().len() - 2..],
        [Event::Left(Fox), Event::Ended(won)]
    );
}

#[test]
fn leaving_an_empty_seat_is_refused() {
    let mut game = waiting(SHORE);
    assert_eq!(game.leave(Dolphin, 0), Err(LeaveError::SeatEmpty));
    assert!(game.events().is_empty());
}

#[test]
fn nobody_joins_an_ended_game() {
    let mut game = started(SHORE);
    game.leave(Dolphin, 0).expect("leave");
    assert_eq!(game.join(), Err(JoinError::GameOver));
}

#[test]
fn moves_are_refused_before_the_start() {
    let mut game = waiting(SHORE);
    game.join().expect("fox");
    assert_eq!(
        game.request_move(Fox, at(2, 1), at(2, 2), 0),
        Err(MoveError::GameNotRunning)
    );
}

#[test]
fn moves_are_refused_after_the_end() {
    let mut game = started(SHORE);
    game.leave(Dolphin, 0).expect("leave");
    assert_eq!(
        game.request_move(Fox, at(2, 1), at(2, 2), 0),
        Err(MoveError::GameNotRunning)
    );
}

// ----- the clock -----

#[test]
fn the_clock_starts_when_the_second_seat_is_taken() {
    let mut game = waiting(SHORE);
    game.join().expect("fox");
    game.run_until(7_000);
    assert!(!game
        .events()
        .iter()
        .any(|e| matches!(e, Event::Tide { .. })));
    game.join().expect("dolphin");
    assert_eq!(game.started_at(), Some(7_000));
    assert_eq!(game.ms_to_next_tide(), Some(5_000));
}

#[test]
fn the_clock_never_runs_backwards() {
    let mut game = started(SHORE);
    game.run_until(3_000);
    game.run_until(1_000);
    assert_eq!(game.now(), 3_000);
}

#[test]
fn no_tide_before_the_interval_and_one_at_it() {
    let mut game = started(SHORE);
    game.run_until(4_999);
    assert_eq!(game.floodstate(), 0);
    assert_eq!(game.ms_to_next_tide(), Some(1));
    game.run_until(5_000);
    assert_eq!(game.floodstate(), 1);
    assert_eq!(game.ms_to_next_tide(), Some(5_000));
}

#[test]
fn one_run_until_applies_every_tide_step_due() {
    let mut game = started(SHORE);
    game.run_until(15_000);
    let states: Vec<u8> = game
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Tide { floodstate, .. } => Some(*floodstate),
            _ => None,
        })
        .collect();
    assert_eq!(states, vec![1, 2, 3]);
}

#[test]
fn a_move_request_sees_the_tide_due_before_it() {
    // The tide at 5 s floods 5 tiles of this 9-tile island; the fox was on
    // land, the request at 5 s comes after the step.
    let mut game = started(SHORE);
    game.request_move(Fox, at(2, 1), at(1, 1), 5_000).ok();
    assert_eq!(game.floodstate(), 1);
    let tide_then_move = game
        .events()
        .iter()
        .position(|e| matches!(e, Event::Tide { .. }));
    assert!(tide_then_move.is_some_and(|i| i + 1 < game.events().len()));
}

// ----- cooldown (Z spec `Turn`) -----

#[test]
fn a_move_starts_the_cooldown() {
    let mut game = started(SHORE);
    game.request_move(Fox, at(2, 1), at(2, 2), 100)
        .expect("move");
    assert_eq!(game.cooldown_remaining(Fox), 1_000);
    game.run_until(600);
    assert_eq!(game.cooldown_remaining(Fox), 500);
}

#[test]
fn a_request_during_the_cooldown_is_refused_and_does_not_restart_it() {
    let mut game = started(SHORE);
    game.request_move(Fox, at(2, 1), at(2, 2), 0).expect("move");
    let before = game.board().clone();
    assert_eq!(
        game.request_move(Fox, at(2, 2), at(1, 2), 400),
        Err(MoveError::CoolingDown { remaining_ms: 600 })
    );
    assert_eq!(game.board(), &before);
    assert_eq!(game.cooldown_remaining(Fox), 600);
}

#[test]
fn an_illegal_request_restarts_the_cooldown_too() {
    let mut game = started(SHORE);
    assert_eq!(
        game.request_move(Fox, at(2, 1), at(0, 0), 200),
        Err(MoveError::NotAdjacent)
    );
    assert_eq!(game.cooldown_remaining(Fox), 1_000);
}

#[test]
fn a_move_is_heard_again_once_the_cooldown_has_run_out() {
    let mut game = started(SHORE);
    game.request_move(Fox, at(2, 1), at(2, 2), 0).expect("move");
    assert_eq!(game.request_move(Fox, at(2, 2), at(1, 2), 1_000), Ok(()));
}

#[test]
fn each_seat_has_its_own_cooldown() {
    let mut game = started(SHORE);
    game.request_move(Fox, at(2, 1), at(2, 2), 0)
        .expect("fox moves");
    assert_eq!(game.cooldown_remaining(Dolphin), 0);
    assert_eq!(game.request_move(Dolphin, at(2, 3), at(2, 4), 0), Ok(()));
}

// ----- time limit (docs/rules.md decision) -----

fn limited(board: &str) -> Game {
    let settings = Settings {
        time_limit_ms: Some(60_000),
        ..timers()
    };
    let mut game = Game::from_picture(board, settings).expect("board");
    game.join().expect("fox");
    game.join().expect("dolphin");
    game
}

const TWO_FOXES: &str = "
    .....
    .##..
    .ff..
    .##.d
    .....
";

#[test]
fn the_game_runs_until_the_time_limit() {
    let mut game = limited(TWO_FOXES);
    game.run_until(59_999);
    assert_eq!(game.status(), Status::InGame);
    assert_eq!(game.ms_to_time_limit(), Some(1));
}

#[test]
fn at_the_time_limit_more_animals_win() {
    let mut game = limited(TWO_FOXES);
    game.run_until(60_000);
    assert_eq!(game.status(), Status::EndGame);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: Some(Fox),
            reason: EndReason::TimeLimit
        })
    );
}

#[test]
fn at_the_time_limit_equal_numbers_draw() {
    let mut game = limited(SHORE);
    game.run_until(100_000);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::TimeLimit
        })
    );
}

#[test]
fn the_time_limit_beats_a_tide_step_due_at_the_same_moment() {
    // 60 s is the 12th tide step's time: the game ends before it.
    let mut game = limited(SHORE);
    game.run_until(60_000);
    let tides = game
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Tide { .. }))
        .count();
    assert_eq!(tides, 11);
}

#[test]
fn the_clock_stops_at_the_end() {
    let mut game = limited(SHORE);
    game.run_until(90_000);
    assert_eq!(game.now(), 60_000);
}

#[test]
fn without_a_limit_the_game_goes_on_until_the_ceiling() {
    let settings = Settings {
        time_limit_ms: None,
        ..Settings::default()
    };
    let mut game = Game::from_picture(SHORE, settings).expect("board");
    game.join().expect("fox");
    game.join().expect("dolphin");
    game.run_until(MAX_GAME_MS - 1);
    assert_eq!(game.status(), Status::InGame);
    assert_eq!(game.ms_to_time_limit(), None);
    game.run_until(MAX_GAME_MS);
    assert_eq!(game.status(), Status::EndGame);
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::TimeLimit));
}

// ----- settings and setup (Z spec `INIT`) -----

#[test]
fn board_sizes_outside_10_to_50_are_refused() {
    for size in [0, 9, 51] {
        let refused = Game::new(Settings {
            size,
            ..Settings::default()
        });
        assert_eq!(refused, Err(SettingsError::SizeOutOfRange(size)));
    }
    for size in [10, 50] {
        assert!(Game::new(Settings {
            size,
            ..Settings::default()
        })
        .is_ok());
    }
}

#[test]
fn a_settings_error_names_the_field_and_its_range() {
    let en = FdWords::of(Lang::En);
    let size = Settings {
        size: 9,
        ..Settings::default()
    }
    .validate();
    assert_eq!(
        size.map_err(|e| en.fd_settings_error(&e)),
        Err("the board size 9 is not allowed: it must be from 10 to 50".to_string())
    );
    let cooldown = Settings {
        cooldown_ms: 0,
        ..Settings::default()
    }
    .validate();
    assert!(cooldown.is_err_and(|e| en.fd_settings_error(&e).contains("cooldown 0 ms")));
    let tide = Settings {
        tide_interval_ms: 10,
        ..Settings::default()
    }
    .validate();
    assert!(tide.is_err_and(|e| en.fd_settings_error(&e).contains("tide interval 10 ms")));
    let first = Settings {
        first_tide_ms: 70_000,
        ..Settings::default()
    }
    .validate();
    assert!(first.is_err_and(|e| en
        .fd_settings_error(&e)
        .contains("wait of 70000 ms before the first tide step")));
    let limit = Settings {
        time_limit_ms: Some(1),
        ..Settings::default()
    }
    .validate();
    assert!(limit.is_err_and(|e| en.fd_settings_error(&e).contains("time limit 1 ms")));
}

#[test]
fn setup_places_n_foxes_on_land_and_n_dolphins_in_water_on_one_island() {
    for size in [10, 16, 33, 50] {
        for seed in 0..5 {
            let game = Game::new(Settings {
                size,
                seed,
                ..Settings::default()
            })
            .expect("game");
            let board = game.board();
            assert_eq!(
                game.land_count(),
                island_tiles(size),
                "size {size} seed {seed}"
            );
            assert!(is_connected(board), "size {size} seed {seed}");
            for (species, home) in [(Fox, Surface::Land), (Dolphin, Surface::Water)] {
                let places = board.animals(species);
                assert_eq!(places.len(), size);
                assert!(places
                    .iter()
                    .all(|&c| board.tile(c).is_some_and(|t| t.surface == home)));
            }
            assert_eq!(game.floodstate(), 0);
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_board() {
    let a = Game::new(Settings {
        seed: 42,
        ..Settings::default()
    })
    .expect("game");
    let b = Game::new(Settings {
        seed: 42,
        ..Settings::default()
    })
    .expect("game");
    let c = Game::new(Settings {
        seed: 43,
        ..Settings::default()
    })
    .expect("game");
    assert_eq!(a.board(), b.board());
    assert_ne!(a.board(), c.board());
}

#[test]
fn the_island_grows_from_near_the_centre() {
    let game = Game::new(Settings {
        size: 40,
        seed: 9,
        ..Settings::default()
    })
    .expect("game");
    let centre = at(20, 20);
    assert!(game
        .board()
        .tile(centre)
        .is_some_and(|t| t.surface == Surface::Land));
    let edge_land = game
        .board()
        .coords()
        .filter(|c| c.row == 0 || c.col == 0 || c.row == 39 || c.col == 39)
        .filter(|&c| {
            game.board()
                .tile(c)
                .is_some_and(|t| t.surface == Surface::Land)
        })
        .count();
    assert_eq!(edge_land, 0);
}

// ----- replay -----

/// Plays a whole game between two computer players, with a request every
/// 250 ms, both seats asking when their cooldown allows.
fn computer_game(settings: Settings) -> Game {
    let mut game = Game::new(settings).expect("game");
    game.join().expect("fox");
    game.join().expect("dolphin");
    let mut now = 0;
    while game.status() == Status::InGame {
        now += 250;
        game.run_until(now);
        for (seat, level) in [(Fox, ai::Judgment::Normal), (Dolphin, ai::Judgment::Easy)] {
            if game.cooldown_remaining(seat) == 0 {
                if let Some((from, to)) = ai::decide(&game, seat, level) {
                    let _ = game.request_move(seat, from, to, now);
                }
            }
        }
    }
    game
}

#[test]
fn a_computer_game_ends() {
    let settings = Settings {
        size: 12,
        seed: 5,
        ..Settings::default()
    };
    let game = computer_game(settings);
    assert_eq!(game.status(), Status::EndGame);
    assert!(game.outcome().is_some());
}

#[test]
fn replaying_the_calls_gives_the_same_game() {
    let settings = Settings {
        size: 12,
        seed: 5,
        ..Settings::default()
    };
    let game = computer_game(settings);
    let replayed = Game::replay(settings, game.calls()).expect("replay");
    assert_eq!(replayed.events(), game.events());
    assert_eq!(replayed, game);
}

#[test]
fn replay_includes_refused_requests_and_leaving() {
    let settings = Settings {
        size: 10,
        seed: 1,
        ..Settings::default()
    };
    let mut game = Game::new(settings).expect("game");
    game.join().expect("fox");
    game.join().expect("dolphin");
    let _ = game.request_move(Fox, at(0, 0), at(5, 5), 10);
    let _ = game.request_move(Fox, at(0, 0), at(0, 1), 20);
    game.run_until(11_000);
    game.run_until(12_000);
    game.leave(Dolphin, 13_000).expect("leave");
    assert_eq!(game.calls().len(), 6, "{:?}", game.calls());
    assert_eq!(game.calls()[4], Call::RunUntil { now_ms: 12_000 });
    assert_eq!(Game::replay(settings, game.calls()), Ok(game));
}
