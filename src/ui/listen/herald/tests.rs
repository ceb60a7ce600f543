//! What a screen reader hears, read like the rules of what is said.

use super::*;
use crate::rules::fox_dolphin::{EndReason, Settings};
use crate::ui::i18n::Lang;

use Species::{Dolphin, Fox};

/// A fox on land at (3,1) next to a stranded dolphin at (3,2); a fox
/// swimming at (2,3) next to a dolphin at (2,4); one more of each far off.
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

fn started(limit_ms: u64) -> Game {
    let settings = Settings {
        time_limit_ms: Some(limit_ms),
        first_tide_ms: 1_000,
        ..Settings::default()
    };
    let mut game = Game::from_picture(BOARD, settings).expect("board");
    game.join().expect("fox seat");
    game.join().expect("dolphin seat");
    game
}

fn en() -> &'static ListenWords {
    ListenWords::of(Lang::En)
}

fn heard(herald: &Herald) -> Vec<Said> {
    herald.lines().map(|(_, said)| said.clone()).collect()
}

#[test]
fn your_move_is_said_and_the_other_sides_only_beside_yours() {
    let mut game = started(40_000);
    let mut herald = Herald::new(&game);
    game.request_move(Fox, at(1, 1), at(1, 2), 0)
        .expect("a step");
    herald.hear(&game, &[Fox]);
    assert_eq!(
        heard(&herald),
        [Said::Moved {
            species: Fox,
            to: at(1, 2)
        }]
    );
    assert_eq!(
        heard(&herald)[0].worded(en()),
        "You: fox to row 2, column 3."
    );
    // The far dolphin swims away from every fox: not said.
    game.request_move(Dolphin, at(4, 6), at(5, 6), 0)
        .expect("a swim");
    herald.hear(&game, &[Fox]);
    assert_eq!(heard(&herald).len(), 1);
    // The dolphin beside the swimming fox swims off: not said to the
    // foxes; the dolphins hear their own move.
    let mut game = started(40_000);
    let mut herald = Herald::new(&game);
    game.request_move(Dolphin, at(2, 4), at(1, 4), 0)
        .expect("a swim");
    herald.hear(&game, &[Fox]);
    assert_eq!(heard(&herald), []);
    game.request_move(Dolphin, at(4, 6), at(3, 6), 1_000)
        .expect("a swim");
    herald.hear(&game, &[Dolphin]);
    assert_eq!(
        heard(&herald).last(),
        Some(&Said::Moved {
            species: Dolphin,
            to: at(3, 6)
        })
    );
}

#[test]
fn a_move_beside_yours_is_said_with_its_place() {
    let mut game = started(40_000);
    let mut herald = Herald::new(&game);
    // The dolphin at (2,4) comes back beside the swimming fox.
    game.request_move(Dolphin, at(2, 4), at(2, 5), 0)
        .expect("a swim");
    game.run_until(600);
    game.request_move(Dolphin, at(2, 5), at(2, 4), 600)
        .expect("back");
    herald.hear(&game, &[Fox]);
    let said = heard(&herald);
    assert_eq!(
        said.last(),
        Some(&Said::Near {
            species: Dolphin,
            to: at(2, 4)
        })
    );
    assert_eq!(
        said.last().expect("said").worded(en()),
        "Other side: dolphin to row 3, column 5, beside yours."
    );
}

#[test]
fn a_capture_is_left_to_the_feed_which_says_it_once() {
    let mut game = started(40_000);
    let mut herald = Herald::new(&game);
    game.request_move(Fox, at(3, 1), at(3, 2), 0)
        .expect("fox eats");
    herald.hear(&game, &[]);
    assert_eq!(heard(&herald), [], "a watcher");
    let mut game = started(40_000);
    let mut herald = Herald::new(&game);
    game.request_move(Fox, at(3, 1), at(3, 2), 0)
        .expect("fox eats");
    herald.hear(&game, &[Fox, Dolphin]);
    assert_eq!(heard(&herald), [], "the people who played it");
}

#[test]
fn the_tide_under_and_beside_yours_its_turns_and_the_clock_are_said() {
    let mut game = started(70_000);
    let mut herald = Herald::new(&game);
    let mut said = Vec::new();
    for now in (0..=55_000).step_by(500) {
        game.run_until(now);
        herald.hear(&game, &[Fox]);
        for line in heard(&herald) {
            if said.last() != Some(&line) {
                said.push(line);
            }
        }
    }
    assert!(said.contains(&Said::TimeLeft(60)), "{said:?}");
    assert!(!said.contains(&Said::TimeLeft(10)));
    assert!(said.iter().any(|s| matches!(s, Said::Turned { .. })));
    assert!(said.iter().any(|s| matches!(s, Said::TideNear { .. })));
    for s in &said {
        if let Said::Danger { species, at } = s {
            assert_eq!(*species, Fox);
            // Said when it happened; the fox may have been eaten since.
            assert!(game.board().contains(*at));
        }
    }
    assert_eq!(
        Said::TideNear {
            floods: true,
            count: 2
        }
        .worded(en()),
        "Tide: 2 tiles flooded beside your animals."
    );
}

#[test]
fn the_end_says_who_won_and_whether_it_was_you() {
    let outcome = Outcome {
        winner: Some(Fox),
        reason: EndReason::TimeLimit,
    };
    let yours = Said::Ended {
        outcome,
        you: Some(Dolphin),
    };
    assert!(yours.worded(en()).starts_with("You lose. The foxes win"));
    let watched = Said::Ended { outcome, you: None };
    assert!(watched.worded(en()).starts_with("The foxes win"));
}

#[test]
fn where_yours_lists_each_side_row_by_row() {
    let game = started(40_000);
    let said = where_yours(&game, &[Fox]);
    assert_eq!(said.len(), 1);
    assert_eq!(
        said[0].worded(en()),
        "Foxes, 3: row 2, column 2; row 3, column 4; row 4, column 2."
    );
}

#[test]
fn threats_name_the_animals_in_danger_first_and_who_can_eat_them() {
    let game = started(40_000);
    let Said::Threats(list) = threats(&game, &[Fox]) else {
        panic!("threats");
    };
    assert_eq!(
        list[0],
        Threat {
            species: Fox,
            at: at(2, 3),
            why: Why::Danger { hunted: true }
        }
    );
    let Said::Threats(list) = threats(&game, &[Dolphin]) else {
        panic!("threats");
    };
    assert_eq!(
        list[0],
        Threat {
            species: Dolphin,
            at: at(3, 2),
            why: Why::Danger { hunted: true }
        }
    );
    assert!(Said::Threats(list)
        .worded(en())
        .starts_with("Threats: dolphin at row 4, column 3, can be eaten next"));
    assert_eq!(
        Said::Threats(Vec::new()).worded(en()),
        "Nothing threatens your animals now."
    );
}

#[test]
fn reach_says_the_steps_of_the_animal_under_the_cursor_or_every_capture() {
    let game = started(40_000);
    let said = reach(&game, &[Fox], at(3, 1));
    assert_eq!(
        said,
        Said::Reach {
            species: Fox,
            from: at(3, 1),
            to: vec![
                (Step::Up, Target::Land),
                (Step::Right, Target::Eats),
                (Step::Down, Target::Water),
                (Step::Left, Target::Water),
            ]
        }
    );
    assert_eq!(
        said.worded(en()),
        "Your fox at row 4, column 2 can go: up land; right eats; down water; left water."
    );
    // Not one of yours under the cursor: the captures of all.
    let said = reach(&game, &[Fox], at(0, 0));
    assert_eq!(said, Said::Captures(vec![(Fox, at(3, 1), Step::Right)]));
    assert_eq!(
        said.worded(en()),
        "Captures in reach: fox at row 4, column 2, right."
    );
    assert_eq!(
        reach(&game, &[Dolphin], at(3, 2)).worded(en()),
        "Your dolphin at row 4, column 3 cannot move now."
    );
}

#[test]
fn the_region_keeps_the_latest_lines_with_growing_ids() {
    let game = started(40_000);
    let mut herald = Herald::new(&game);
    for seconds in [60, 50, 40, 30] {
        herald.tell(Said::TimeLeft(seconds));
    }
    let lines: Vec<_> = herald.lines().cloned().collect();
    assert_eq!(lines.len(), SAID_LENGTH);
    assert_eq!(lines[0], (1, Said::TimeLeft(50)));
    assert_eq!(lines[2], (3, Said::TimeLeft(30)));
}
