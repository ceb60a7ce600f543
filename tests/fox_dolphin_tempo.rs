//! A level is its judgment and its tempo: the paced levels wait their gap
//! between moves, decide on a board a reaction old, never have a move
//! refused, and still replay tick for tick; a model of a person plays
//! through a person's seat and its game replays from the log.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::fox_dolphin::ai::{
    decide, play_out, simulate, Entrant, Judgment, Level, Pacer, Style, Tempo,
    COMPUTER_REACTION_MS, EASY_FOX_GAP_MS, FITTED_SIZES, LEVELS, TEMPO_FIT,
};
use fox_and_xo::rules::fox_dolphin::{Coord, Event, Game, Match, Settings, Species, TICK_MS};
use fox_and_xo::rules::Seat;

fn settings(size: usize, seed: u64) -> Settings {
    Settings {
        size,
        seed,
        time_limit_ms: Some(120_000),
        ..Settings::default()
    }
}

/// The game ms at which each move of `seat` landed, from the match's
/// events (each event's time is the tick it happened in).
fn move_times(played: &Match, seat: Species) -> Vec<u64> {
    let mut times = Vec::new();
    let mut replay = Match::new(*played.game().settings(), played.seats()).expect("valid");
    let mut seen = replay.game().events().len();
    while replay.tick() < played.tick() && !replay.is_over() {
        replay.step();
        for event in &replay.game().events()[seen..] {
            if let Event::Moved { species, .. } | Event::Ate { eater: species, .. } = *event {
                if species == seat {
                    times.push(replay.now_ms());
                }
            }
        }
        seen = replay.game().events().len();
    }
    times
}

#[test]
fn each_gap_is_three_quarters_to_five_quarters_of_the_tempo_and_the_same_every_time() {
    let tempo = Tempo::person(1_000, 0);
    for count in 0..2_000 {
        let gap = tempo.gap(7, Species::Fox, count);
        assert!((750..=1_250).contains(&gap), "gap {gap}");
        assert_eq!(gap, tempo.gap(7, Species::Fox, count));
    }
    let spread: std::collections::HashSet<u64> =
        (0..200).map(|k| tempo.gap(7, Species::Fox, k)).collect();
    assert!(spread.len() > 50, "the gaps vary: {}", spread.len());
    assert_eq!(Tempo::INSTANT.gap(7, Species::Fox, 3), 0);
}

#[test]
fn a_paced_level_waits_at_least_three_quarters_of_its_gap_between_moves() {
    for size in [10, 12, 25] {
        for (level, seat) in [
            (Level::Easy, Species::Dolphin),
            (Level::Easy, Species::Fox),
            (Level::Normal, Species::Fox),
            (Level::Normal, Species::Dolphin),
        ] {
            let style = level.style(seat, size);
            assert!(style.tempo.gap_ms > 0, "{level:?} is paced");
            let fox = if seat == Species::Fox {
                level
            } else {
                Level::Hard
            };
            let dolphin = if seat == Species::Dolphin {
                level
            } else {
                Level::Hard
            };
            let played = simulate(settings(size, 3), fox, dolphin, u64::MAX).expect("valid");
            let times = move_times(&played, seat);
            assert!(times.len() > 3, "{level:?} {seat:?} moved: {times:?}");
            let shortest = style.tempo.gap_ms * 3 / 4;
            for pair in times.windows(2) {
                assert!(
                    pair[1] - pair[0] >= shortest.max(500),
                    "{level:?} {seat:?} at N = {size}: moves at {} and {} ms, gap {} ms",
                    pair[0],
                    pair[1],
                    style.tempo.gap_ms
                );
            }
        }
    }
}

#[test]
fn hard_and_expert_move_the_tick_their_cooldown_ends() {
    for (level, judgment) in [
        (Level::Hard, Judgment::Hard),
        (Level::Expert, Judgment::Expert),
    ] {
        for seat in Species::ALL {
            assert_eq!(level.style(seat, 12).tempo, Tempo::INSTANT);
            assert_eq!(level.style(seat, 12).judgment, judgment);
        }
    }
}

#[test]
fn a_paced_level_decides_a_reaction_before_its_move_lands() {
    for level in [Level::Easy, Level::Normal] {
        for seat in Species::ALL {
            assert_eq!(
                level.style(seat, 12).tempo.reaction_ms,
                COMPUTER_REACTION_MS
            );
        }
    }
}

#[test]
fn the_gaps_between_fitted_sizes_lie_on_the_line_joining_them() {
    for w in TEMPO_FIT.windows(2) {
        let ((n0, g0), (n1, g1)) = (w[0], w[1]);
        for size in n0..=n1 {
            let gap = Level::Easy.style(Species::Dolphin, size).tempo.gap_ms;
            let (lo, hi) = (g0[0].min(g1[0]), g0[0].max(g1[0]));
            assert!((lo..=hi).contains(&gap), "N = {size}: {gap}");
        }
        assert_eq!(Level::Easy.style(Species::Dolphin, n0).tempo.gap_ms, g0[0]);
        assert_eq!(Level::Normal.style(Species::Fox, n1).tempo.gap_ms, g1[1]);
        assert_eq!(
            Level::Normal.style(Species::Dolphin, n1).tempo.gap_ms,
            g1[2]
        );
    }
}

#[test]
fn a_paced_computer_never_has_a_move_refused() {
    for seed in 1..6 {
        let played =
            simulate(settings(12, seed), Level::Normal, Level::Easy, u64::MAX).expect("valid");
        assert!(!played
            .game()
            .events()
            .iter()
            .any(|e| matches!(e, Event::Refused { .. })));
    }
}

#[test]
fn a_match_of_paced_levels_replays_from_its_log_alone() {
    let played = simulate(settings(16, 5), Level::Easy, Level::Normal, u64::MAX).expect("valid");
    let replayed = Match::replay(&played.log()).expect("replays");
    assert_eq!(replayed.digest(), played.digest());
    assert_eq!(replayed.game(), played.game());
}

#[test]
fn a_model_of_a_person_plays_a_persons_seat_and_its_game_replays() {
    let players = [
        Entrant::Person(Style::GOOD_PERSON),
        Entrant::Computer(Level::Normal),
    ];
    let played = play_out(settings(12, 8), players, u64::MAX).expect("valid");
    assert_eq!(played.seats(), [Seat::You, Seat::Computer(Level::Normal)]);
    assert!(
        played.intents().len() > 10,
        "the person's moves are intents"
    );
    assert!(played.is_over());
    let replayed = Match::replay(&played.log()).expect("replays");
    assert_eq!(replayed.digest(), played.digest());
}

#[test]
fn a_model_of_a_person_lands_moves_no_faster_than_its_tempo() {
    let style = Style::CASUAL_PERSON;
    let players = [Entrant::Person(style), Entrant::Computer(Level::Easy)];
    let played = play_out(settings(12, 4), players, u64::MAX).expect("valid");
    let ticks: Vec<u64> = played.intents().iter().map(|s| s.tick).collect();
    assert!(ticks.len() > 5);
    for pair in ticks.windows(2) {
        // A move the tide made illegal between the look and the click is
        // dropped and decided again, never sent twice in one gap.
        assert!(
            (pair[1] - pair[0]) * TICK_MS >= style.tempo.gap_ms * 3 / 4,
            "intents at ticks {pair:?}"
        );
    }
}

#[test]
fn every_rung_below_hard_is_paced_from_both_seats_at_every_size() {
    for &level in Level::LADDER {
        if matches!(level, Level::Hard | Level::Expert) {
            continue;
        }
        for size in [10, 12, 16, 25, 50] {
            for seat in Species::ALL {
                let style = level.style(seat, size);
                // A gap under the cooldown (the quickest rungs' foxes on
                // the larger boards) moves at the cooldown's pace.
                assert!(style.tempo.gap_ms > 0, "{level:?} {seat:?} N = {size}");
                assert!(style.tempo.reaction_ms > 0, "{level:?} {seat:?}");
                assert!(
                    matches!(style.judgment, Judgment::Easy | Judgment::Hard),
                    "{level:?} plays a judgment of its own kind"
                );
            }
        }
    }
}

#[test]
fn up_the_ladder_a_judgment_only_gets_quicker() {
    for size in [10, 12, 16, 25, 50] {
        for seat in Species::ALL {
            for pair in Level::LADDER.windows(2) {
                let (below, above) = (pair[0].style(seat, size), pair[1].style(seat, size));
                if below.judgment == above.judgment {
                    assert!(
                        above.tempo.gap_ms <= below.tempo.gap_ms
                            && above.tempo.reaction_ms <= below.tempo.reaction_ms,
                        "{:?} is no slower than {:?} ({seat:?}, N = {size})",
                        pair[1],
                        pair[0]
                    );
                }
            }
        }
    }
}

#[test]
fn easy_and_normal_keep_the_gaps_fitted_for_them() {
    for (size, gaps) in TEMPO_FIT {
        assert_eq!(
            Level::Easy.style(Species::Dolphin, size).tempo.gap_ms,
            gaps[0]
        );
        assert_eq!(
            Level::Normal.style(Species::Fox, size).tempo.gap_ms,
            gaps[1]
        );
        assert_eq!(
            Level::Normal.style(Species::Dolphin, size).tempo.gap_ms,
            gaps[2]
        );
        assert_eq!(
            Level::Easy.style(Species::Fox, size).tempo.gap_ms,
            EASY_FOX_GAP_MS
        );
    }
}

/// A move, or none.
type Landing = Option<(Coord, Coord)>;

/// The first move a pacer holding `style` lands for `seat` from `game` on
/// (ticking the game on), with what [`decide`] gave by the style's
/// judgment at the tick the pacer planned it and at the tick it landed.
fn first_landing(mut game: Game, seat: Species, style: Style) -> (Landing, Landing, Landing) {
    let mut pacer = Pacer::new(style);
    let mut planned = None;
    for _ in 0..2_000 {
        let decided = decide(&game, seat, style.judgment);
        let before = pacer.clone();
        match pacer.poll(&game, seat) {
            Some(m) => return (Some(m), planned, decided),
            None if pacer != before => planned = decided,
            None => {}
        }
        let now = game.now() + TICK_MS;
        game.run_until(now);
    }
    (None, planned, None)
}

#[test]
fn a_rung_moves_as_the_judgment_it_plays_decides() {
    let played = simulate(settings(12, 5), Level::Hard, Level::Hard, 3_000).expect("valid");
    for &level in Level::LADDER {
        for seat in Species::ALL {
            let style = level.style(seat, 12);
            let (landed, planned, decided) = first_landing(played.game().clone(), seat, style);
            assert!(landed.is_some(), "{level:?} {seat:?} moved");
            assert!(
                landed == planned || landed == decided,
                "{level:?} {seat:?}: {landed:?}, decided {planned:?} / {decided:?}"
            );
        }
    }
}

#[test]
fn at_a_size_the_rungs_were_fitted_at_each_rung_plays_its_fitted_gap() {
    for row in LEVELS {
        let level = row.level;
        for (&size, pair) in FITTED_SIZES.iter().zip(row.gaps) {
            for (seat, fitted) in [(Species::Fox, pair[0]), (Species::Dolphin, pair[1])] {
                assert_eq!(
                    level.style(seat, size).tempo.gap_ms,
                    u64::from(fitted),
                    "{level:?} {seat:?} N = {size}"
                );
            }
        }
    }
}

#[test]
fn between_the_sizes_the_rungs_were_fitted_at_each_gap_lies_between_theirs() {
    for w in FITTED_SIZES.windows(2) {
        let (n0, n1) = (w[0], w[1]);
        for &level in Level::LADDER {
            for seat in Species::ALL {
                let g0 = level.style(seat, n0).tempo.gap_ms;
                let g1 = level.style(seat, n1).tempo.gap_ms;
                for size in n0..=n1 {
                    let gap = level.style(seat, size).tempo.gap_ms;
                    assert!(
                        (g0.min(g1)..=g0.max(g1)).contains(&gap),
                        "{level:?} {seat:?} N = {size}: {gap}"
                    );
                }
            }
        }
    }
}

#[test]
fn only_the_three_quickest_paced_rungs_foxes_react_faster_than_the_others() {
    for &level in Level::LADDER {
        if matches!(level, Level::Hard | Level::Expert) {
            continue;
        }
        for size in [10, 12, 16] {
            let fox = match level {
                Level::Sharp => 250,
                Level::Daring => 200,
                Level::Fierce => 150,
                _ => COMPUTER_REACTION_MS,
            };
            assert_eq!(level.style(Species::Fox, size).tempo.reaction_ms, fox);
            assert_eq!(
                level.style(Species::Dolphin, size).tempo.reaction_ms,
                COMPUTER_REACTION_MS,
                "{level:?}"
            );
        }
    }
}
