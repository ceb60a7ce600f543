//! (Over 500 lines: one file of cases on one model, each short; split by
//! input kind they would share the same helpers at the top.)
//!
//! Tests of local play: the match driven by clicks, drags, keys and frames,
//! as the screen drives it.

use super::*;
use crate::rules::fox_dolphin::ai::{simulate, Level};
use crate::rules::fox_dolphin::{EndReason, MoveError, Status, Surface, TICK_MS};
use crate::session::COUNTDOWN_MS;
use crate::ui::fox_dolphin::board::chronicle::FeedLine;
use crate::ui::fox_dolphin::board::tiles::Mark;
use crate::ui::fox_dolphin::setup::model::Speed;
use crate::ui::fox_dolphin::words::FdWords;

fn setup(fox: Seat<Level>, dolphin: Seat<Level>) -> Setup {
    Setup {
        size: 10,
        seed: Some(11),
        fox,
        dolphin,
        ..Setup::default()
    }
}

/// `play` once its count before the start is over (the match still at
/// tick 0).
fn started(mut play: Play) -> Play {
    play.step_ticks(COUNTDOWN_MS / TICK_MS, 0.0);
    assert_eq!(play.countdown(), None);
    assert_eq!(play.the_match().tick(), 0);
    play
}

fn you_against_normal() -> Play {
    started(Play::new(setup(Seat::You, Seat::Computer(Level::Normal)), 0).expect("valid"))
}

/// A fox move the rules allow now.
fn fox_move(play: &Play) -> (Coord, Coord) {
    play.the_match().game().legal_moves(Species::Fox)[0]
}

fn mark(play: &Play, at: Coord) -> Mark {
    play.tiles().tile(at).map(|t| t.mark).unwrap_or_default()
}

fn occupant(play: &Play, at: Coord) -> Option<Species> {
    play.the_match().game().tile(at).and_then(|t| t.occupant)
}

#[test]
fn a_new_play_has_both_seats_taken_and_the_game_running_at_tick_0() {
    let play = you_against_normal();
    let game = play.the_match().game();
    assert_eq!(game.status(), Status::InGame);
    assert_eq!(play.the_match().tick(), 0);
    assert_eq!(
        play.the_match().seats(),
        [Seat::You, Seat::Computer(Level::Normal)]
    );
    assert_eq!(play.setup().seed, Some(11));
}

#[test]
fn a_new_play_counts_three_two_one_before_its_first_tick() {
    let mut play = Play::new(setup(Seat::You, Seat::Computer(Level::Normal)), 0).expect("valid");
    let mut shown = Vec::new();
    let mut wall = 0.0;
    play.advance(wall);
    while play.the_match().tick() == 0 {
        shown.push(play.countdown());
        wall += 100.0;
        play.advance(wall);
    }
    shown.dedup();
    assert_eq!(shown, [Some(3), Some(2), Some(1), None]);
    assert_eq!(
        wall,
        (COUNTDOWN_MS + 100) as f64,
        "the first frame after the count runs the first ticks"
    );
    assert_eq!(play.countdown(), None);
}

#[test]
fn the_count_adds_nothing_to_the_match_so_its_digest_is_the_simulators() {
    let computer = Seat::Computer(Level::Easy);
    let mut watch = Play::new(setup(computer, Seat::Computer(Level::Hard)), 0).expect("valid");
    let ticks = 2_000;
    watch.step_ticks(COUNTDOWN_MS / TICK_MS + ticks, 0.0);
    assert_eq!(watch.the_match().tick(), ticks);
    let settings = *watch.the_match().game().settings();
    let native = simulate(settings, Level::Easy, Level::Hard, ticks * TICK_MS).expect("valid");
    assert_eq!(watch.the_match().digest(), native.digest());
    assert_eq!(watch.the_match().log(), native.log());
}

#[test]
fn during_the_count_a_click_is_refused_on_screen_and_no_intent_is_sent() {
    let mut play = Play::new(setup(Seat::You, Seat::Computer(Level::Normal)), 0).expect("valid");
    let (from, _) = fox_move(&play);
    play.click(from, 0.0);
    assert_eq!(play.selected(Species::Fox), None);
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Starting)
    );
    assert!(play.the_match().intents().is_empty());
}

#[test]
fn a_paused_count_stands_still() {
    let mut play = Play::new(setup(Seat::You, Seat::Computer(Level::Normal)), 0).expect("valid");
    for wall in 0..=10 {
        play.advance(f64::from(wall) * 100.0);
    }
    assert_eq!(play.countdown(), Some(2));
    play.set_paused(true);
    play.advance(5_000.0);
    play.set_paused(false);
    play.advance(9_000.0);
    assert_eq!(play.countdown(), Some(2), "no time counted while paused");
}

#[test]
fn leaving_during_the_count_ends_the_game_at_once() {
    let mut play = Play::new(setup(Seat::You, Seat::Computer(Level::Normal)), 0).expect("valid");
    play.leave(0.0);
    assert!(play.over());
    assert_eq!(play.the_match().tick(), 1);
}

#[test]
fn a_missing_seed_is_replaced_by_the_drawn_one_and_remembered() {
    let setup = Setup {
        seed: None,
        ..Setup::default()
    };
    let play = Play::new(setup, 77).expect("valid");
    assert_eq!(play.setup().seed, Some(77));
    assert_eq!(play.the_match().game().settings().seed, 77);
}

#[test]
fn selecting_your_fox_marks_it_and_its_legal_targets() {
    let mut play = you_against_normal();
    let (from, _) = fox_move(&play);
    play.click(from, 0.0);
    assert_eq!(play.selected(Species::Fox), Some(from));
    assert_eq!(mark(&play, from), Mark::Selected);
    for to in play.the_match().game().legal_targets(from) {
        assert_eq!(mark(&play, to), Mark::Target, "{to}");
    }
}

#[test]
fn clicking_a_selected_fox_again_unselects_it() {
    let mut play = you_against_normal();
    let (from, to) = fox_move(&play);
    play.click(from, 0.0);
    play.click(from, 0.0);
    assert_eq!(play.selected(Species::Fox), None);
    assert_eq!(mark(&play, to), Mark::None);
}

#[test]
fn a_click_on_a_target_is_an_intent_that_the_next_tick_applies() {
    let mut play = you_against_normal();
    let (from, to) = fox_move(&play);
    play.click(from, 0.0);
    play.click(to, 0.0);
    assert_eq!(
        occupant(&play, from),
        Some(Species::Fox),
        "nothing moves between ticks"
    );
    let changes = play.step_ticks(1, 10.0);
    assert!(changes.moved);
    assert_eq!(occupant(&play, to), Some(Species::Fox));
    assert_eq!(
        play.selected(Species::Fox),
        Some(to),
        "the selection follows the fox"
    );
    assert_eq!(mark(&play, to), Mark::Selected);
    assert_eq!(play.chronicle().figures().moves[0], 1);
    let log = play.the_match().log();
    assert_eq!(log.intents.len(), 1);
    assert_eq!(
        log.intents[0].tick, 1,
        "stamped by the tick that applied it"
    );
}

#[test]
fn a_move_during_the_cooldown_is_refused_by_the_rules_beside_the_animal() {
    let mut play = you_against_normal();
    let (from, to) = fox_move(&play);
    play.click(from, 0.0);
    play.click(to, 0.0);
    play.step_ticks(1, 10.0);
    let target = play.the_match().game().legal_targets(to)[0];
    let board = play.the_match().game().board().clone();
    play.click(target, 100.0);
    let changes = play.step_ticks(1, 110.0);
    assert!(!changes.moved);
    assert_eq!(play.the_match().game().board(), &board);
    let refusal = play.refusal().expect("a reason is shown");
    assert_eq!(refusal.at, to);
    assert!(
        matches!(
            refusal.reason,
            RefusalReason::Rules(MoveError::CoolingDown { .. })
        ),
        "{:?}",
        refusal.reason
    );
    play.step_ticks(0, 110.0 + REFUSAL_SHOWN_MS);
    assert_eq!(play.refusal(), None, "the reason goes after a moment");
}

/// The people's animals that the rules let step onto `at` now.
fn reachers(play: &Play, at: Coord) -> Vec<Coord> {
    let game = play.the_match().game();
    Species::ALL
        .into_iter()
        .filter(|&s| play.is_human(s))
        .flat_map(|s| game.board().animals(s))
        .filter(|&from| game.legal_targets(from).contains(&at))
        .collect()
}

/// An empty land tile that exactly `count` of the people's animals can
/// reach (`None` if there is none on this board): dolphins cannot go
/// there, so the computer cannot take it first.
fn land_reached_by(play: &Play, count: usize) -> Option<Coord> {
    let game = play.the_match().game();
    game.board().coords().find(|&at| {
        game.tile(at)
            .is_some_and(|t| t.surface == Surface::Land && t.occupant.is_none())
            && reachers(play, at).len() == count
    })
}

#[test]
fn one_tap_on_a_tile_only_one_of_your_animals_can_reach_moves_it() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 1).expect("a tile one fox alone reaches");
    let from = reachers(&play, at)[0];
    assert_eq!(play.tiles().reach(at), Some((from, Species::Fox)));
    play.click(at, 0.0);
    assert_eq!(play.selected(Species::Fox), None, "nothing is selected");
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, at), Some(Species::Fox));
    assert_eq!(occupant(&play, from), None);
    assert_eq!(play.chronicle().figures().moves[0], 1);
}

#[test]
fn the_reach_map_follows_the_board_and_is_shown_in_the_tile_s_description() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 1).expect("a tile one fox alone reaches");
    let from = reachers(&play, at)[0];
    let t = FdWords::of(crate::ui::i18n::Lang::En);
    let description = play.tiles().tile(at).and_then(|v| v.description(t));
    assert_eq!(
        description.as_deref(),
        Some(t.fd_one_tap(Species::Fox, from.row, from.col).as_str())
    );
    play.click(at, 0.0);
    play.step_ticks(1, 10.0);
    // The fox now stands on `at`: one tap elsewhere names it from there.
    let game = play.the_match().game();
    for to in game.legal_targets(at) {
        if reachers(&play, to).len() == 1 {
            assert_eq!(play.tiles().reach(to), Some((at, Species::Fox)), "{to}");
        }
    }
    assert_eq!(
        play.tiles().reach(at),
        None,
        "a fox's own tile is its to select"
    );
}

#[test]
fn a_tile_two_of_your_animals_can_reach_is_not_a_one_tap_and_a_tap_clears_the_selection() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 2).expect("a tile two foxes reach");
    assert_eq!(play.tiles().reach(at), None);
    let elsewhere = play
        .the_match()
        .game()
        .board()
        .animals(Species::Fox)
        .into_iter()
        .find(|&fox| !reachers(&play, at).contains(&fox))
        .expect("a fox that cannot reach it");
    play.click(elsewhere, 0.0);
    play.click(at, 0.0);
    assert_eq!(play.selected(Species::Fox), None, "as before: cleared");
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, at), None);
    assert!(play.the_match().log().intents.is_empty(), "no move asked");
}

#[test]
fn a_selected_animal_takes_the_tile_it_shares_with_another() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 2).expect("a tile two foxes reach");
    let chosen = reachers(&play, at)[1];
    play.click(chosen, 0.0);
    play.click(at, 0.0);
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, chosen), None, "the selected fox moved");
    assert_eq!(occupant(&play, at), Some(Species::Fox));
    assert_eq!(play.selected(Species::Fox), Some(at));
}

#[test]
fn two_friends_share_one_tap_over_both_sides_animals() {
    let mut play = started(Play::new(setup(Seat::You, Seat::HotSeat), 0).expect("valid"));
    let game = play.the_match().game();
    let at = game
        .board()
        .coords()
        .find(|&at| {
            game.tile(at).is_some_and(|t| t.occupant.is_none()) && reachers(&play, at).len() == 1
        })
        .expect("a tile one animal alone reaches");
    let from = reachers(&play, at)[0];
    let species = occupant(&play, from).expect("an animal");
    assert_eq!(play.tiles().reach(at), Some((from, species)));
    // A tile a fox and a dolphin both reach is nobody's one tap.
    if let Some(shared) = game
        .board()
        .coords()
        .find(|&at| reachers(&play, at).len() > 1)
    {
        assert_eq!(play.tiles().reach(shared), None);
    }
    play.click(at, 0.0);
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, at), Some(species));
}

#[test]
fn paused_and_watching_refuse_a_one_tap_as_any_click() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 1).expect("a tile one fox alone reaches");
    play.set_paused(true);
    play.click(at, 0.0);
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Paused)
    );
    play.set_paused(false);
    play.step_ticks(1, 10.0);
    assert!(play.the_match().log().intents.is_empty(), "no move asked");

    let computer = Seat::Computer(Level::Easy);
    let mut watch = started(Play::new(setup(computer, computer), 0).expect("valid"));
    assert_eq!(
        watch
            .the_match()
            .game()
            .board()
            .coords()
            .find_map(|at| watch.tiles().reach(at)),
        None,
        "nobody's animals are one tap away when nobody plays"
    );
    watch.click(at, 0.0);
    assert_eq!(
        watch.refusal().map(|r| r.reason),
        Some(RefusalReason::Watching)
    );
}

#[test]
fn a_drag_from_your_animal_to_a_tile_is_its_selection_then_a_click_there() {
    let mut play = you_against_normal();
    let at = land_reached_by(&play, 2).expect("a tile two foxes reach");
    let from = reachers(&play, at)[1];
    play.drag(from, at, 0.0);
    play.step_ticks(1, 10.0);
    assert_eq!(occupant(&play, at), Some(Species::Fox));
    assert_eq!(occupant(&play, from), None);
    assert_eq!(play.selected(Species::Fox), Some(at), "as after two clicks");
}

#[test]
fn a_drag_from_the_computer_s_animal_or_while_paused_moves_nothing() {
    let mut play = you_against_normal();
    let dolphin = play.the_match().game().board().animals(Species::Dolphin)[0];
    let (from, to) = fox_move(&play);
    play.drag(dolphin, to, 0.0);
    assert_eq!(play.selected(Species::Dolphin), None);
    play.set_paused(true);
    play.drag(from, to, 0.0);
    assert_eq!(play.selected(Species::Fox), None);
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Paused)
    );
    play.set_paused(false);
    play.step_ticks(1, 10.0);
    assert!(play.the_match().log().intents.is_empty(), "no move asked");
}

#[test]
fn the_computers_animals_cannot_be_selected() {
    let mut play = you_against_normal();
    let dolphin = play.the_match().game().board().animals(Species::Dolphin)[0];
    play.click(dolphin, 0.0);
    assert_eq!(play.selected(Species::Dolphin), None);
    assert_eq!(mark(&play, dolphin), Mark::None);
}

#[test]
fn two_friends_each_select_their_own_animals() {
    let mut play = started(Play::new(setup(Seat::You, Seat::HotSeat), 0).expect("valid"));
    let fox = play.the_match().game().board().animals(Species::Fox)[0];
    let dolphin = play.the_match().game().board().animals(Species::Dolphin)[0];
    play.click(fox, 0.0);
    play.click(dolphin, 0.0);
    assert_eq!(play.selected(Species::Fox), Some(fox));
    assert_eq!(play.selected(Species::Dolphin), Some(dolphin));
}

#[test]
fn the_computer_moves_only_by_ticks_when_its_cooldown_is_over() {
    // Hard moves the tick its cooldown ends (Normal waits its tempo).
    let mut play =
        started(Play::new(setup(Seat::You, Seat::Computer(Level::Hard)), 0).expect("valid"));
    let cooldown_ticks = play.the_match().game().settings().cooldown_ms / TICK_MS;
    play.step_ticks(1, 0.0);
    assert_eq!(
        play.chronicle().figures().moves[1],
        1,
        "the dolphins moved at the first tick"
    );
    play.step_ticks(cooldown_ticks - 1, 0.0);
    assert_eq!(play.chronicle().figures().moves[1], 1, "still cooling down");
    play.step_ticks(1, 0.0);
    assert_eq!(
        play.chronicle().figures().moves[1],
        2,
        "one cooldown after the first"
    );
    assert_eq!(
        play.chronicle().figures().moves[0],
        0,
        "your foxes wait for you"
    );
}

#[test]
fn frames_run_the_ticks_their_wall_time_holds() {
    let mut play = you_against_normal();
    for wall in [1_000.0, 1_016.7, 1_033.4, 1_050.1] {
        play.advance(wall);
    }
    assert_eq!(play.the_match().tick(), 5, "50.1 ms: five whole ticks");
}

#[test]
fn a_tide_step_changes_tiles_marks_them_fresh_and_is_announced() {
    let mut play = started(Play::new(setup(Seat::You, Seat::HotSeat), 0).expect("valid"));
    // The first step comes after its own wait (6 s at the defaults).
    let first_ticks = play.the_match().game().settings().first_tide_ms / TICK_MS;
    let changes = play.step_ticks(first_ticks, 0.0);
    assert!(changes.tide);
    let game = play.the_match().game();
    assert_eq!(game.floodstate(), 1);
    let fresh: Vec<_> = game
        .board()
        .coords()
        .filter(|&c| {
            play.tiles()
                .tile(c)
                .is_some_and(|t| t.fresh == crate::ui::fox_dolphin::board::tiles::Fresh::Flooded)
        })
        .collect();
    assert_eq!(fresh.len(), 10);
    assert!(fresh
        .iter()
        .all(|&c| game.tile(c).is_some_and(|t| t.surface == Surface::Water)));
    assert!(play
        .chronicle()
        .tide()
        .is_some_and(|item| matches!(item.line, FeedLine::Tide { flooded: 10, .. })));
}

#[test]
fn while_paused_no_ticks_run_and_clicks_are_refused_on_screen() {
    let mut play = you_against_normal();
    play.advance(0.0);
    play.set_paused(true);
    play.advance(10_000.0);
    assert_eq!(play.the_match().tick(), 0);
    let (from, _) = fox_move(&play);
    play.click(from, 10_000.0);
    assert_eq!(play.selected(Species::Fox), None);
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Paused)
    );
    play.set_paused(false);
    play.advance(10_100.0);
    play.advance(10_200.0);
    assert_eq!(play.the_match().tick(), 10);
}

#[test]
fn the_keyboard_cursor_moves_and_enter_selects() {
    let mut play = you_against_normal();
    let (from, _) = fox_move(&play);
    play.move_cursor(-20, -20);
    assert_eq!(play.tiles().cursor(), Coord::new(0, 0));
    play.move_cursor(from.row as isize, from.col as isize);
    assert_eq!(play.tiles().cursor(), from);
    play.activate(0.0);
    assert_eq!(play.selected(Species::Fox), Some(from));
}

#[test]
fn leaving_gives_the_game_to_the_other_side_at_once_even_when_paused() {
    let mut play = you_against_normal();
    play.set_paused(true);
    let changes = play.leave(0.0);
    assert!(changes.ended && play.over());
    assert_eq!(
        play.outcome(),
        Some(Outcome {
            winner: Some(Species::Dolphin),
            reason: EndReason::OpponentLeft
        })
    );
    assert_eq!(
        play.the_match().log().intents.len(),
        1,
        "the leave is in the log"
    );
}

#[test]
fn computer_against_computer_is_the_native_simulation_and_refuses_clicks() {
    let (cooldown_ms, tide_interval_ms) = Speed::Lightning.timers();
    let computer = Seat::Computer(Level::Hard);
    let watch = Setup {
        cooldown_ms,
        tide_interval_ms,
        time_limit_ms: Some(30_000),
        ..setup(computer, computer)
    };
    let mut play = started(Play::new(watch, 0).expect("valid"));
    let dolphin = play.the_match().game().board().animals(Species::Dolphin)[0];
    play.click(dolphin, 0.0);
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Watching)
    );
    let mut wall = 0.0;
    while !play.over() && wall < 40_000.0 {
        play.advance(wall);
        wall += 16.7;
    }
    assert!(play.over(), "ended within its 30 s limit");
    let native = simulate(watch.settings(0), Level::Hard, Level::Hard, u64::MAX).expect("valid");
    assert_eq!(play.the_match().digest(), native.digest());
    assert_eq!(play.the_match().tick(), native.tick());
    let figures = play.chronicle().figures();
    assert!(figures.moves[0] > 0 && figures.moves[1] > 0);
}
