//! Which cues a frame makes, read like the rules of what a person hears.

use super::*;
use crate::rules::fox_dolphin::{Coord, Settings};

use Species::{Dolphin, Fox};

/// A fox on land at (3,1) next to a stranded dolphin at (3,2); a fox
/// swimming at (2,3) next to a dolphin at (2,4); one more of each far off,
/// so neither eat ends the game.
const BOARD: &str = "
    .......
    .f##...
    .##Fd..
    .fD#...
    ......d
    .......
    .......
";

fn at(row: usize, col: usize) -> Coord {
    Coord::new(row, col)
}

/// The board above, both seats taken, a 40-s limit.
fn started() -> Game {
    let settings = Settings {
        time_limit_ms: Some(40_000),
        first_tide_ms: 1_000,
        ..Settings::default()
    };
    let mut game = Game::from_picture(BOARD, settings).expect("board");
    game.join().expect("fox seat");
    game.join().expect("dolphin seat");
    game
}

fn cues(list: &[Cue]) -> Cues {
    list.iter().copied().collect()
}

#[test]
fn an_eat_by_your_side_and_one_of_yours_eaten_sound_apart() {
    for (yours, fox_eats, dolphin_eats) in [
        (&[Fox][..], Cue::Ate, Cue::Eaten),
        (&[Dolphin][..], Cue::Eaten, Cue::Ate),
    ] {
        let mut game = started();
        let mut ear = FdEar::new(&game);
        game.request_move(Fox, at(3, 1), at(3, 2), 0)
            .expect("fox eats");
        assert_eq!(ear.hear(&game, yours), cues(&[fox_eats]), "{yours:?}");
        game.request_move(Dolphin, at(2, 4), at(2, 3), 0)
            .expect("dolphin eats");
        assert_eq!(ear.hear(&game, yours), cues(&[dolphin_eats]), "{yours:?}");
    }
}

#[test]
fn a_watcher_hears_every_eat_as_an_eat_and_a_hot_seat_hears_each_sides_eat() {
    for yours in [&[][..], &[Fox, Dolphin][..]] {
        let mut game = started();
        let mut ear = FdEar::new(&game);
        game.request_move(Fox, at(3, 1), at(3, 2), 0)
            .expect("fox eats");
        game.request_move(Dolphin, at(2, 4), at(2, 3), 0)
            .expect("dolphin eats");
        assert_eq!(ear.hear(&game, yours), cues(&[Cue::Ate]), "{yours:?}");
    }
}

#[test]
fn a_move_is_heard_by_everyone() {
    for yours in [&[][..], &[Fox][..], &[Dolphin][..]] {
        let mut game = started();
        let mut ear = FdEar::new(&game);
        game.request_move(Fox, at(1, 1), at(1, 2), 0)
            .expect("a step");
        assert_eq!(ear.hear(&game, yours), cues(&[Cue::Move]), "{yours:?}");
    }
}

#[test]
fn a_refusal_is_heard_only_by_the_side_refused() {
    let mut game = started();
    let mut ear = FdEar::new(&game);
    let refused = game.request_move(Fox, at(1, 1), at(1, 3), 0);
    assert!(refused.is_err());
    assert_eq!(ear.hear(&game, &[Fox]), cues(&[Cue::Refused]));
    let _ = game.request_move(Fox, at(1, 1), at(1, 3), 0);
    assert_eq!(ear.hear(&game, &[Dolphin]), Cues::default());
    let _ = game.request_move(Fox, at(1, 1), at(1, 3), 0);
    assert_eq!(ear.hear(&game, &[]), Cues::default(), "a watcher");
}

#[test]
fn your_cooldown_over_is_heard_once_and_only_by_you() {
    for (yours, heard) in [(&[Fox][..], true), (&[Dolphin][..], false)] {
        let mut game = started();
        let mut ear = FdEar::new(&game);
        game.request_move(Fox, at(1, 1), at(1, 2), 0)
            .expect("a step");
        assert!(!ear.hear(&game, yours).has(Cue::Ready), "cooling down");
        game.run_until(250);
        assert!(
            !ear.hear(&game, yours).has(Cue::Ready),
            "still cooling down"
        );
        game.run_until(500);
        assert_eq!(ear.hear(&game, yours).has(Cue::Ready), heard, "{yours:?}");
        game.run_until(700);
        assert!(!ear.hear(&game, yours).has(Cue::Ready), "once");
    }
}

#[test]
fn a_tide_step_is_one_cue_however_many_tiles_it_turns() {
    let mut game = Game::new(Settings::preset(50)).expect("valid");
    game.join().expect("fox seat");
    game.join().expect("dolphin seat");
    let mut ear = FdEar::new(&game);
    game.run_until(game.settings().first_tide_ms);
    let tides = &game.events()[game.events().len() - 1..];
    assert!(
        matches!(&tides[0], Event::Tide { flooded, surfaced, .. } if flooded.len() + surfaced.len() == 50),
        "{:?}",
        tides[0]
    );
    assert_eq!(ear.hear(&game, &[Fox]), cues(&[Cue::Tide]));
}

#[test]
fn a_frame_of_many_events_makes_each_cue_once() {
    let mut game = started();
    let mut ear = FdEar::new(&game);
    game.request_move(Fox, at(1, 1), at(1, 2), 0)
        .expect("a step");
    game.request_move(Dolphin, at(4, 6), at(5, 6), 0)
        .expect("a swim");
    for now in (0..=5_000).step_by(1_000) {
        game.run_until(now);
    }
    let steps = game
        .events()
        .iter()
        .filter(|e| matches!(e, Event::Tide { .. }))
        .count();
    assert_eq!(steps, 5);
    assert_eq!(ear.hear(&game, &[Fox]), cues(&[Cue::Move, Cue::Tide]));
}

#[test]
fn the_last_30_seconds_are_heard_once_and_nothing_after_the_end() {
    let mut game = started();
    let mut ear = FdEar::new(&game);
    let mut told = Vec::new();
    for now in (0..=45_000).step_by(500) {
        game.run_until(now);
        let heard = ear.hear(&game, &[Fox]);
        if heard.has(Cue::LastSeconds) {
            told.push(now);
        }
        if game.status() == Status::EndGame {
            assert_eq!(heard, cues(&[Cue::Draw]), "two of each at the limit");
            game.run_until(now + 1_000);
            assert_eq!(ear.hear(&game, &[Fox]), Cues::default(), "after the end");
            break;
        }
    }
    assert_eq!(told, vec![10_000]);
}

#[test]
fn a_game_without_a_limit_has_no_last_seconds() {
    let settings = Settings {
        time_limit_ms: None,
        ..Settings::default()
    };
    let mut game = Game::from_picture(BOARD, settings).expect("board");
    game.join().expect("fox seat");
    game.join().expect("dolphin seat");
    let mut ear = FdEar::new(&game);
    for now in (0..=60_000).step_by(1_000) {
        game.run_until(now);
        assert!(!ear.hear(&game, &[Fox]).has(Cue::LastSeconds));
    }
}

#[test]
fn the_end_is_a_win_a_loss_or_nothing_for_a_watcher() {
    let eaten_out = "
        ...
        .fD
        ...
    ";
    for (yours, heard) in [
        (&[Fox][..], cues(&[Cue::Ate, Cue::Won])),
        (&[Dolphin][..], cues(&[Cue::Eaten, Cue::Lost])),
        (&[Fox, Dolphin][..], cues(&[Cue::Ate, Cue::Won])),
        (&[][..], cues(&[Cue::Ate])),
    ] {
        let mut game = Game::from_picture(eaten_out, Settings::default()).expect("board");
        game.join().expect("fox seat");
        game.join().expect("dolphin seat");
        let mut ear = FdEar::new(&game);
        game.request_move(Fox, at(1, 1), at(1, 2), 0)
            .expect("the last dolphin eaten");
        assert_eq!(game.status(), Status::EndGame);
        assert_eq!(ear.hear(&game, yours), heard, "{yours:?}");
    }
}

#[test]
fn a_page_that_opens_on_a_running_game_hears_only_what_comes_next() {
    let mut game = started();
    game.request_move(Fox, at(3, 1), at(3, 2), 0)
        .expect("fox eats");
    let mut ear = FdEar::new(&game);
    assert_eq!(ear.hear(&game, &[Dolphin]), Cues::default());
}

#[test]
fn a_copy_rebuilt_with_fewer_events_is_read_again_silently() {
    let mut game = started();
    let fresh = game.clone();
    let mut ear = FdEar::new(&game);
    game.request_move(Fox, at(1, 1), at(1, 2), 0)
        .expect("a step");
    game.request_move(Fox, at(3, 1), at(3, 2), 600)
        .expect("fox eats");
    assert!(!ear.hear(&game, &[Fox]).is_empty());
    assert_eq!(ear.hear(&fresh, &[Fox]), Cues::default());
    let mut later = fresh.clone();
    later
        .request_move(Fox, at(1, 1), at(1, 2), 0)
        .expect("a step");
    assert_eq!(ear.hear(&later, &[Fox]), cues(&[Cue::Move]));
}

#[test]
fn tic_tac_toe_hears_a_mark_and_not_one_taken_back() {
    let mut ear = TttEar::new(0, false);
    assert_eq!(ear.hear(1, None, false, &[Player::X]), cues(&[Cue::Move]));
    assert_eq!(ear.hear(2, None, false, &[Player::X]), cues(&[Cue::Move]));
    assert_eq!(ear.hear(2, None, false, &[Player::X]), Cues::default());
    assert_eq!(
        ear.hear(0, None, false, &[Player::X]),
        Cues::default(),
        "undo"
    );
    assert_eq!(
        ear.hear(1, None, false, &[]),
        cues(&[Cue::Move]),
        "watching"
    );
}

#[test]
fn tic_tac_toe_ends_in_a_win_a_loss_a_draw_or_quietly_for_a_watcher() {
    for (winner, yours, heard) in [
        (Some(Player::X), &[Player::X][..], Some(Cue::Won)),
        (Some(Player::O), &[Player::X][..], Some(Cue::Lost)),
        (None, &[Player::X][..], Some(Cue::Draw)),
        (Some(Player::O), &[Player::X, Player::O][..], Some(Cue::Won)),
        (Some(Player::O), &[][..], None),
    ] {
        let mut ear = TttEar::new(4, false);
        let expected: Cues = [Cue::Move].into_iter().chain(heard).collect();
        assert_eq!(ear.hear(5, Some(winner), false, yours), expected);
        assert_eq!(
            ear.hear(5, Some(winner), false, yours),
            Cues::default(),
            "once"
        );
    }
}

#[test]
fn tic_tac_toe_hears_a_refusal_when_it_appears() {
    let mut ear = TttEar::new(3, false);
    let you = &[Player::O][..];
    assert_eq!(ear.hear(3, None, true, you), cues(&[Cue::Refused]));
    assert_eq!(ear.hear(3, None, true, you), Cues::default(), "still shown");
    assert_eq!(ear.hear(4, None, false, you), cues(&[Cue::Move]));
    assert_eq!(ear.hear(4, None, true, &[]), Cues::default(), "a watcher");
}

#[test]
fn a_cue_heard_a_moment_ago_is_dropped() {
    let mut spacing = Spacing::default();
    let both = cues(&[Cue::Move, Cue::Tide]);
    assert_eq!(spacing.admit(both, 1_000.0), both);
    assert_eq!(spacing.admit(cues(&[Cue::Move]), 1_050.0), Cues::default());
    assert_eq!(
        spacing.admit(both, 1_000.0 + CUE_SPACING_MS),
        both,
        "spaced enough"
    );
    assert_eq!(spacing.admit(cues(&[Cue::Ate]), 1_100.0), cues(&[Cue::Ate]));
}

#[test]
fn each_cue_sounds_apart_from_the_others() {
    let firsts: Vec<(u32, Wave, usize)> = Cue::ALL
        .iter()
        .map(|cue| {
            let notes = cue.notes();
            assert!(!notes.is_empty() && notes.len() <= 4, "{cue:?}");
            assert!(notes
                .iter()
                .all(|n| n.peak > 0.0 && n.peak <= 0.25 && n.length_s <= 0.5));
            (notes[0].hz as u32, notes[0].wave, notes.len())
        })
        .collect();
    for (i, a) in firsts.iter().enumerate() {
        for b in &firsts[i + 1..] {
            assert_ne!(a, b);
        }
    }
}

#[test]
fn only_a_refusal_vibrates() {
    let vibrating: Vec<Cue> = Cue::ALL.into_iter().filter(|c| c.vibrates()).collect();
    assert_eq!(vibrating, vec![Cue::Refused]);
}

#[test]
fn a_saved_mute_is_read_back_and_anything_else_means_sound_on() {
    for muted in [true, false] {
        assert_eq!(muted_from_saved(Some(saved_mute(muted))), muted);
    }
    for odd in [None, Some(""), Some("OFF"), Some("true"), Some("off ")] {
        assert!(!muted_from_saved(odd), "{odd:?}");
    }
}

#[test]
fn a_tic_tac_toe_game_on_this_device_is_heard_from_its_board() {
    let mut game = tictactoe::Game::new(3, Player::X).expect("3x3");
    let mut ear = TttEar::new(0, false);
    let you = &[Player::X][..];
    for (player, row, col) in [
        (Player::X, 0, 0),
        (Player::O, 1, 0),
        (Player::X, 0, 1),
        (Player::O, 1, 1),
    ] {
        game.play(player, tictactoe::Cell::new(row, col))
            .expect("legal");
        assert_eq!(ear.hear_game(&game, false, you), cues(&[Cue::Move]));
    }
    game.play(Player::X, tictactoe::Cell::new(0, 2))
        .expect("the line");
    assert_eq!(
        ear.hear_game(&game, false, you),
        cues(&[Cue::Move, Cue::Won])
    );
    assert_eq!(
        ear.hear_game(&game, false, &[Player::O]),
        Cues::default(),
        "once"
    );
}

#[test]
fn the_tide_sounds_at_its_turns_and_near_yours_not_every_step() {
    let mut game = started();
    let mut ear = FdEar::new(&game);
    let mut heard_by = |yours: &[Species], game: &Game| ear.hear(game, yours).has(Cue::Tide);
    // A watcher: six steps, a whole cycle, and the tide heard twice, at
    // its turns (a flood reaching 0, land surfacing at 3).
    let mut heard = Vec::new();
    for now in (1_000..=6_000).step_by(1_000) {
        game.run_until(now);
        let Some(Event::Tide { floodstate, .. }) = game.events().last() else {
            panic!("a tide step");
        };
        heard.push((*floodstate, heard_by(&[], &game)));
    }
    let turns: Vec<u8> = heard.iter().filter(|(_, h)| *h).map(|(s, _)| *s).collect();
    assert_eq!(turns, [3, 0], "{heard:?}");
    // The foxes, whose island the tide eats away, hear it on more steps.
    let mut game = started();
    let mut ear = FdEar::new(&game);
    let mut steps = 0;
    for now in (1_000..=6_000).step_by(1_000) {
        game.run_until(now);
        steps += usize::from(ear.hear(&game, &[Fox]).has(Cue::Tide));
    }
    assert!(steps > 2, "{steps}");
}
