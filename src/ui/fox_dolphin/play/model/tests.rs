//! Tests of local play: the match driven by clicks, drags, keys and frames,
//! as the screen drives it. Here: a new game and its count, time and
//! ticks, leaving, and the computer; a person's hand on the board in
//! [`selection`] (select, click, keys, refusals) and [`one_tap`] (one
//! tap and drags).

mod one_tap;
mod selection;

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
    play.advance(Millis::from_browser(wall));
    while play.the_match().tick() == 0 {
        shown.push(play.countdown());
        wall += 100.0;
        play.advance(Millis::from_browser(wall));
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
        play.advance(Millis::from_browser(f64::from(wall) * 100.0));
    }
    assert_eq!(play.countdown(), Some(2));
    play.set_paused(true);
    play.advance(Millis(5_000));
    play.set_paused(false);
    play.advance(Millis(9_000));
    assert_eq!(play.countdown(), Some(2), "no time counted while paused");
}

#[test]
fn leaving_during_the_count_ends_the_game_at_once() {
    let mut play = Play::new(setup(Seat::You, Seat::Computer(Level::Normal)), 0).expect("valid");
    assert_eq!(Session::submit(&mut play, PlayIntent::Leave), Ok(()));
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
        play.advance(Millis::from_browser(wall));
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
    play.advance(Millis(0));
    play.set_paused(true);
    play.advance(Millis(10_000));
    assert_eq!(play.the_match().tick(), 0);
    let (from, _) = fox_move(&play);
    play.click(from, 10_000.0);
    assert_eq!(play.selected(Species::Fox), None);
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Paused)
    );
    play.set_paused(false);
    play.advance(Millis(10_100));
    play.advance(Millis(10_200));
    assert_eq!(play.the_match().tick(), 10);
}

#[test]
fn leaving_gives_the_game_to_the_other_side_at_once_even_when_paused() {
    let mut play = you_against_normal();
    assert_eq!(Session::submit(&mut play, PlayIntent::Pause), Ok(()));
    assert_eq!(Session::submit(&mut play, PlayIntent::Leave), Ok(()));
    assert!(play.over());
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
        play.advance(Millis::from_browser(wall));
        wall += 16.7;
    }
    assert!(play.over(), "ended within its 30 s limit");
    let native = simulate(watch.settings(0), Level::Hard, Level::Hard, u64::MAX).expect("valid");
    assert_eq!(play.the_match().digest(), native.digest());
    assert_eq!(play.the_match().tick(), native.tick());
    let figures = play.chronicle().figures();
    assert!(figures.moves[0] > 0 && figures.moves[1] > 0);
}

#[test]
fn pause_and_resume_through_submit_stop_and_run_the_clock() {
    let mut play = you_against_normal();
    play.advance(Millis(0));
    assert_eq!(Session::submit(&mut play, PlayIntent::Pause), Ok(()));
    assert!(play.paused());
    play.advance(Millis(10_000));
    assert_eq!(play.the_match().tick(), 0, "no tick while paused");
    assert_eq!(Session::submit(&mut play, PlayIntent::Resume), Ok(()));
    assert!(!play.paused());
    play.advance(Millis(10_100));
    play.advance(Millis(10_200));
    assert_eq!(play.the_match().tick(), 10);
}

#[test]
fn a_refused_request_for_the_game_is_shown_with_its_reason() {
    let mut play = you_against_normal();
    play.ask(PlayIntent::Leave, 0.0);
    assert!(play.over());
    let digest = play.the_match().digest();
    // Over: neither a pause nor another leave changes anything, and the
    // bubble says why.
    play.ask(PlayIntent::Pause, 100.0);
    assert!(!play.paused());
    assert_eq!(
        play.refusal().map(|r| r.reason),
        Some(RefusalReason::Rules(MoveError::GameNotRunning))
    );
    assert_eq!(
        Session::submit(&mut play, PlayIntent::Leave),
        Err(RefusalReason::Rules(MoveError::GameNotRunning))
    );
    assert_eq!(play.the_match().digest(), digest);
}

#[test]
fn watching_two_computers_a_leave_is_refused_as_watching() {
    let mut play = Play::new(
        setup(Seat::Computer(Level::Easy), Seat::Computer(Level::Normal)),
        0,
    )
    .expect("valid");
    assert_eq!(
        Session::submit(&mut play, PlayIntent::Leave),
        Err(RefusalReason::Watching)
    );
    assert!(!play.over());
}
