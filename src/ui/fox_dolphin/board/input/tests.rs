//! Tests of the board input model: exact intents, marks and refusals for
//! clicks, drags, keys and the game's events.

use super::*;
use crate::rules::fox_dolphin::Match;
use crate::rules::Seat;
use crate::ui::fox_dolphin::setup::model::Setup;

const FOX: Species = Species::Fox;
const DOLPHIN: Species = Species::Dolphin;

/// Two people's match on a 10 × 10 board (nobody moves by itself).
fn game(seed: u64) -> Match {
    let setup = Setup {
        size: 10,
        seed: Some(seed),
        ..Setup::default()
    };
    Match::new(setup.settings(seed), [Seat::You; 2]).expect("valid")
}

/// The board's tiles and the input of the people playing `people`.
fn board(m: &Match, people: &[Species]) -> (Tiles, Input) {
    let mut tiles = Tiles::new(m.game(), Coord::new(0, 0));
    let input = Input::new(m.game(), &mut tiles, people);
    (tiles, input)
}

fn mark(tiles: &Tiles, at: Coord) -> Mark {
    tiles.tile(at).map(|t| t.mark).unwrap_or_default()
}

fn marked(tiles: &Tiles, m: &Match) -> Vec<(Coord, Mark)> {
    m.game()
        .board()
        .coords()
        .map(|at| (at, mark(tiles, at)))
        .filter(|&(_, mark)| mark != Mark::None)
        .collect()
}

/// A fox move the rules allow now.
fn fox_move(m: &Match) -> (Coord, Coord) {
    m.game().legal_moves(FOX)[0]
}

/// The animals of `people` that can step onto `at` now.
fn reachers(m: &Match, people: &[Species], at: Coord) -> Vec<Coord> {
    let g = m.game();
    people
        .iter()
        .flat_map(|&s| g.board().animals(s))
        .filter(|&from| g.legal_targets(from).contains(&at))
        .collect()
}

fn empty_reached_by(m: &Match, people: &[Species], count: usize) -> Option<Coord> {
    let g = m.game();
    g.board().coords().find(|&at| {
        g.tile(at).is_some_and(|t| t.occupant.is_none()) && reachers(m, people, at).len() == count
    })
}

#[test]
fn a_click_on_your_animal_selects_it_and_marks_its_targets_and_again_unselects_it() {
    let m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let (from, _) = fox_move(&m);
    assert_eq!(input.click(m.game(), &mut tiles, None, from, 0.0), None);
    assert_eq!(input.selected(FOX), Some(from));
    let mut expected: Vec<_> = m
        .game()
        .legal_targets(from)
        .into_iter()
        .map(|to| (to, Mark::Target))
        .chain([(from, Mark::Selected)])
        .collect();
    expected.sort_by_key(|&(at, _)| (at.row, at.col));
    assert_eq!(marked(&tiles, &m), expected);
    assert_eq!(tiles.cursor(), from, "the cursor follows the click");
    assert_eq!(input.click(m.game(), &mut tiles, None, from, 0.0), None);
    assert_eq!(input.selected(FOX), None);
    assert_eq!(marked(&tiles, &m), Vec::new());
}

#[test]
fn a_click_on_a_target_of_the_selection_is_its_move() {
    let m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let (from, to) = fox_move(&m);
    input.click(m.game(), &mut tiles, None, from, 0.0);
    assert_eq!(
        input.click(m.game(), &mut tiles, None, to, 0.0),
        Some(Intent::Move {
            seat: FOX,
            from,
            to
        })
    );
    assert_eq!(input.selected(FOX), Some(from), "kept until it moves");
}

#[test]
fn one_tap_moves_the_only_animal_that_reaches_a_tile_and_not_a_shared_one() {
    let m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let at = empty_reached_by(&m, &[FOX], 1).expect("a tile one fox alone reaches");
    let from = reachers(&m, &[FOX], at)[0];
    assert_eq!(
        input.click(m.game(), &mut tiles, None, at, 0.0),
        Some(Intent::Move {
            seat: FOX,
            from,
            to: at
        })
    );
    assert_eq!(input.selected(FOX), None, "nothing is selected");
    let shared = empty_reached_by(&m, &[FOX], 2).expect("a tile two foxes reach");
    assert_eq!(input.click(m.game(), &mut tiles, None, shared, 0.0), None);
    let dolphins = board(&m, &[DOLPHIN]);
    assert_eq!(dolphins.0.reach(at), None, "the foxes are not theirs");
}

#[test]
fn a_drag_from_your_animal_is_its_selection_then_a_click_and_from_another_nothing() {
    let m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let at = empty_reached_by(&m, &[FOX], 2).expect("a tile two foxes reach");
    let from = reachers(&m, &[FOX], at)[1];
    assert_eq!(
        input.drag(m.game(), &mut tiles, None, from, at, 0.0),
        Some(Intent::Move {
            seat: FOX,
            from,
            to: at
        })
    );
    assert_eq!(input.selected(FOX), Some(from));
    let dolphin = m.game().board().animals(DOLPHIN)[0];
    let (mut tiles, mut input) = board(&m, &[FOX]);
    assert_eq!(
        input.drag(m.game(), &mut tiles, None, dolphin, at, 0.0),
        None
    );
    assert_eq!(
        input.drag(m.game(), &mut tiles, None, from, from, 0.0),
        None
    );
    assert_eq!(marked(&tiles, &m), Vec::new());
}

#[test]
fn the_cursor_stops_at_the_edges_and_enter_clicks_under_it() {
    let m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let (from, to) = fox_move(&m);
    let g = m.game();
    assert_eq!(
        input.key(g, &mut tiles, None, Key::Cursor(-3, -3), 0.0),
        None
    );
    assert_eq!(tiles.cursor(), Coord::new(0, 0));
    input.key(g, &mut tiles, None, Key::Cursor(20, 20), 0.0);
    assert_eq!(tiles.cursor(), Coord::new(9, 9));
    assert_eq!(moved(&tiles, 1, -1), Coord::new(9, 8));
    tiles.set_cursor(Coord::new(0, 0));
    input.key(g, &mut tiles, None, Key::Cursor(from.row as isize, 0), 0.0);
    input.key(g, &mut tiles, None, Key::Cursor(0, from.col as isize), 0.0);
    assert_eq!(tiles.cursor(), from);
    assert_eq!(input.key(g, &mut tiles, None, Key::Activate, 0.0), None);
    assert_eq!(input.selected(FOX), Some(from));
    tiles.set_cursor(to);
    assert_eq!(
        input.key(g, &mut tiles, None, Key::Activate, 0.0),
        Some(Intent::Move {
            seat: FOX,
            from,
            to
        })
    );
    assert_eq!(Key::of("ArrowUp"), Some(Key::Cursor(-1, 0)));
    assert_eq!(Key::of(" "), Some(Key::Activate));
    assert_eq!(Key::of("a"), None);
}

#[test]
fn paused_and_watching_refuse_a_click_with_a_bubble_that_expires() {
    let m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let (from, to) = fox_move(&m);
    let paused = Some(RefusalReason::Paused);
    assert_eq!(input.click(m.game(), &mut tiles, paused, from, 100.0), None);
    assert_eq!(input.selected(FOX), None);
    assert_eq!(
        input.refusal(),
        Some(&RefusalBubble {
            at: from,
            reason: RefusalReason::Paused,
            until_wall: 100.0 + REFUSAL_SHOWN_MS,
        })
    );
    assert_eq!(
        input.drag(m.game(), &mut tiles, paused, from, to, 200.0),
        None
    );
    assert_eq!(input.selected(FOX), None);
    assert_eq!(input.refusal().map(|r| r.at), Some(to));
    input.observe(m.game(), &mut tiles, &[], false, 199.0 + REFUSAL_SHOWN_MS);
    assert!(input.refusal().is_some(), "still shown");
    input.observe(m.game(), &mut tiles, &[], false, 200.0 + REFUSAL_SHOWN_MS);
    assert_eq!(input.refusal(), None, "gone after a moment");

    // Nobody plays here: nothing to select, nothing one tap away.
    let (mut tiles, mut input) = board(&m, &[]);
    let one = empty_reached_by(&m, &[FOX], 1).expect("a one-tap tile for a fox");
    assert_eq!(input.click(m.game(), &mut tiles, None, from, 0.0), None);
    assert_eq!(input.click(m.game(), &mut tiles, None, one, 0.0), None);
    assert_eq!(marked(&tiles, &m), Vec::new());
    let watching = Some(RefusalReason::Watching);
    input.click(m.game(), &mut tiles, watching, from, 0.0);
    assert_eq!(
        input.refusal().map(|r| (r.at, r.reason)),
        Some((from, RefusalReason::Watching))
    );
}

#[test]
fn the_rules_refusal_of_a_person_s_move_is_shown_beside_the_animal_asked_to_move() {
    let m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let (from, to) = fox_move(&m);
    input.click(m.game(), &mut tiles, None, from, 0.0);
    let intent = input.click(m.game(), &mut tiles, None, to, 0.0);
    input.sent(&intent.expect("a move"));
    let error = MoveError::CoolingDown { remaining_ms: 300 };
    let others = [Event::Refused {
        seat: DOLPHIN,
        error,
    }];
    input.observe(m.game(), &mut tiles, &others, false, 50.0);
    assert_eq!(input.refusal(), None, "not a seat played here");
    let ours = [Event::Refused { seat: FOX, error }];
    input.observe(m.game(), &mut tiles, &ours, false, 50.0);
    assert_eq!(
        input.refusal(),
        Some(&RefusalBubble {
            at: from,
            reason: RefusalReason::Rules(error),
            until_wall: 50.0 + REFUSAL_SHOWN_MS,
        })
    );
    input.click(m.game(), &mut tiles, None, from, 60.0);
    assert_eq!(input.refusal(), None, "selecting takes it away");
}

#[test]
fn the_selection_follows_its_animal_and_the_marks_follow_the_board() {
    let mut m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let (from, to) = fox_move(&m);
    input.click(m.game(), &mut tiles, None, from, 0.0);
    let intent = input.click(m.game(), &mut tiles, None, to, 0.0);
    let intent = intent.expect("a move");
    assert_eq!(m.submit(intent), Ok(()));
    input.sent(&intent);
    let seen = m.game().events().len();
    m.step();
    let new = &m.game().events()[seen..];
    assert!(new.contains(&Event::Moved {
        species: FOX,
        from,
        to
    }));
    input.observe(m.game(), &mut tiles, new, true, 10.0);
    tiles.refresh(m.game());
    assert_eq!(input.selected(FOX), Some(to));
    assert_eq!(mark(&tiles, to), Mark::Selected);
    let mut expected: Vec<_> = m
        .game()
        .legal_targets(to)
        .into_iter()
        .map(|at| (at, Mark::Target))
        .chain([(to, Mark::Selected)])
        .collect();
    expected.sort_by_key(|&(at, _)| (at.row, at.col));
    assert_eq!(marked(&tiles, &m), expected);
}

#[test]
fn the_game_s_end_takes_the_selection_and_the_bubble_away() {
    let mut m = game(11);
    let (mut tiles, mut input) = board(&m, &[FOX]);
    let (from, _) = fox_move(&m);
    input.click(m.game(), &mut tiles, Some(RefusalReason::Paused), from, 0.0);
    input.click(m.game(), &mut tiles, None, from, 0.0);
    input.click(m.game(), &mut tiles, Some(RefusalReason::Paused), from, 0.0);
    assert!(input.refusal().is_some() && input.selected(FOX).is_some());
    assert_eq!(m.submit(Intent::Leave { seat: DOLPHIN }), Ok(()));
    let seen = m.game().events().len();
    m.step();
    assert!(m.is_over());
    input.observe(m.game(), &mut tiles, &m.game().events()[seen..], true, 10.0);
    tiles.refresh(m.game());
    assert_eq!(input.refusal(), None);
    assert_eq!(input.selected(FOX), None);
    assert_eq!(marked(&tiles, &m), Vec::new());
    assert_eq!(input.click(m.game(), &mut tiles, None, from, 20.0), None);
    assert_eq!(
        input.selected(FOX),
        None,
        "nothing is selected after the end"
    );
}

/// A seed whose board has an empty tile next to a fox and a dolphin
/// that both may step there.
fn shared_target() -> (Match, Coord, Coord, Coord) {
    (0..200)
        .find_map(|seed| {
            let m = game(seed);
            let g = m.game();
            let found = g.board().coords().find_map(|at| {
                g.tile(at).filter(|t| t.occupant.is_none())?;
                let fox = reachers(&m, &[FOX], at).first().copied()?;
                let dolphin = reachers(&m, &[DOLPHIN], at).first().copied()?;
                Some((at, fox, dolphin))
            });
            found.map(|(at, fox, dolphin)| (m, at, fox, dolphin))
        })
        .expect("a board with a shared target")
}

#[test]
fn two_people_on_one_device_the_animal_selected_last_takes_a_shared_target() {
    let (m, at, fox, dolphin) = shared_target();
    let both = [FOX, DOLPHIN];
    let (mut tiles, mut input) = board(&m, &both);
    input.click(m.game(), &mut tiles, None, fox, 0.0);
    input.click(m.game(), &mut tiles, None, dolphin, 0.0);
    assert_eq!(input.selected(FOX), Some(fox));
    assert_eq!(input.selected(DOLPHIN), Some(dolphin));
    assert_eq!(
        input.click(m.game(), &mut tiles, None, at, 0.0),
        Some(Intent::Move {
            seat: DOLPHIN,
            from: dolphin,
            to: at
        })
    );
    let (mut tiles, mut input) = board(&m, &both);
    input.click(m.game(), &mut tiles, None, dolphin, 0.0);
    input.click(m.game(), &mut tiles, None, fox, 0.0);
    assert_eq!(
        input.click(m.game(), &mut tiles, None, at, 0.0),
        Some(Intent::Move {
            seat: FOX,
            from: fox,
            to: at
        })
    );
    assert_eq!(tiles.reach(at), None, "a shared tile is nobody's one tap");
}

#[test]
fn a_seat_given_later_plays_and_a_seat_taken_away_loses_its_selection() {
    let m = game(11);
    let (mut tiles, mut input) = board(&m, &[]);
    let (from, _) = fox_move(&m);
    input.set_people(m.game(), &mut tiles, &[FOX]);
    assert!(input.plays(FOX) && !input.plays(DOLPHIN));
    input.click(m.game(), &mut tiles, None, from, 0.0);
    assert_eq!(input.selected(FOX), Some(from));
    input.set_people(m.game(), &mut tiles, &[DOLPHIN]);
    assert_eq!(input.selected(FOX), None);
    assert_eq!(marked(&tiles, &m), Vec::new());
}
