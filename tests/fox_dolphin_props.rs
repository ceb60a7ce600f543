//! Property tests of Fox & Dolphin: random sequences of actions (legal and
//! illegal moves, computer moves, time advances, joins, leaves) on random
//! seeded games with N from 10 to 50, checking the rules' invariants after
//! every action:
//!
//! - the island is connected (Z spec `Board` invariant);
//! - the land count follows the tide: ⌊0.4 N²⌋ plus or minus N for each
//!   tide step taken, and the number of steps follows the clock;
//! - neither species ever grows or exceeds N, and the animals on the board
//!   are exactly those the events account for: an animal only ever moves as
//!   a `Moved` or `Ate` event says, and disappears only when eaten;
//! - a refused move request changes nothing but (when heard) the cooldown.
//!
//! The default run is 256 cases × 400 actions (over 100,000 actions, a few
//! seconds with `profile.test` at opt-level 3):
//!
//! ```text
//! cargo test --test fox_dolphin_props
//! ```
//!
//! A million actions: `PROPTEST_CASES=2560 cargo test --test fox_dolphin_props`.
#![cfg(not(target_arch = "wasm32"))] // native only: `wasm-pack test` builds tests/ for the browser too

use fox_and_xo::rules::fox_dolphin::ai::{decide, Level};
use fox_and_xo::rules::fox_dolphin::{
    floods_at, is_connected, Coord, EndReason, Event, Game, MoveError, Settings, Species, Status,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

const ACTIONS: usize = 400;

#[derive(Clone, Debug)]
enum Action {
    Join,
    Leave(Species),
    /// Let this many milliseconds pass.
    Wait(u64),
    /// One of the seat's legal moves (picked by index), `late` ms from now.
    Legal {
        seat: Species,
        pick: usize,
        late: u64,
    },
    /// Any request at all: off the board, not adjacent, wrong animal, …
    Wild {
        seat: Species,
        from: Coord,
        to: Coord,
        late: u64,
    },
    /// The computer's move for the seat.
    Computer {
        seat: Species,
        level: Level,
    },
}

fn species() -> impl Strategy<Value = Species> {
    prop_oneof![Just(Species::Fox), Just(Species::Dolphin)]
}

fn coord() -> impl Strategy<Value = Coord> {
    (0usize..52, 0usize..52).prop_map(|(row, col)| Coord { row, col })
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        1 => Just(Action::Join),
        1 => species().prop_map(Action::Leave),
        120 => (0u64..3_000).prop_map(Action::Wait),
        160 => (species(), any::<usize>(), 0u64..1_500)
            .prop_map(|(seat, pick, late)| Action::Legal { seat, pick, late }),
        60 => (species(), coord(), 0usize..6, 0u64..1_500).prop_map(|(seat, from, way, late)| {
            let step = [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (0, 2)][way];
            let to = Coord {
                row: from.row.saturating_add_signed(step.0),
                col: from.col.saturating_add_signed(step.1),
            };
            Action::Wild { seat, from, to, late }
        }),
        40 => (species(), prop_oneof![Just(Level::Easy), Just(Level::Normal), Just(Level::Hard)])
            .prop_map(|(seat, level)| Action::Computer { seat, level }),
    ]
}

fn settings() -> impl Strategy<Value = Settings> {
    (
        10usize..=50,
        any::<u64>(),
        100u64..=2_000,
        1_000u64..=8_000,
        prop_oneof![Just(None), (30_000u64..=1_200_000).prop_map(Some)],
    )
        .prop_map(
            |(size, seed, cooldown_ms, tide_interval_ms, time_limit_ms)| Settings {
                size,
                seed,
                cooldown_ms,
                tide_interval_ms,
                time_limit_ms,
            },
        )
}

/// What the test expects, kept apart from the game: where each animal is
/// (moved only by events) and how the counts may change.
struct Shadow {
    size: usize,
    animals: Vec<Option<Species>>,
    initial_land: usize,
    seen: usize,
    counts: [usize; 2],
}

impl Shadow {
    fn new(game: &Game) -> Shadow {
        let size = game.size();
        let animals = game
            .board()
            .coords()
            .map(|c| game.tile(c).and_then(|t| t.occupant))
            .collect();
        Shadow {
            size,
            animals,
            initial_land: game.land_count(),
            seen: game.events().len(),
            counts: [game.count(Species::Fox), game.count(Species::Dolphin)],
        }
    }

    fn idx(&self, c: Coord) -> usize {
        c.row * self.size + c.col
    }

    /// Follows the new events and checks every invariant.
    fn check(&mut self, game: &Game) -> Result<(), TestCaseError> {
        let n = self.size;
        let mut eaten = [0usize; 2];
        for event in &game.events()[self.seen..] {
            match *event {
                Event::Moved { species, from, to } => {
                    let (f, t) = (self.idx(from), self.idx(to));
                    prop_assert_eq!(self.animals[f], Some(species), "moved from {}", from);
                    prop_assert_eq!(self.animals[t], None, "moved onto {}", to);
                    self.animals[t] = self.animals[f].take();
                }
                Event::Ate { eater, from, to } => {
                    let (f, t) = (self.idx(from), self.idx(to));
                    prop_assert_eq!(self.animals[f], Some(eater));
                    prop_assert_eq!(self.animals[t], Some(eater.other()));
                    self.animals[t] = self.animals[f].take();
                    eaten[eater.other() as usize] += 1;
                }
                _ => {}
            }
        }
        self.seen = game.events().len();
        let board = game.board();
        prop_assert!(is_connected(board), "island split:\n{}", board);
        for c in board.coords() {
            let on_board = game.tile(c).and_then(|t| t.occupant);
            prop_assert_eq!(on_board, self.animals[self.idx(c)], "animal at {}", c);
        }
        for s in Species::ALL {
            let count = game.count(s);
            let before = self.counts[s as usize];
            prop_assert!(count <= n, "{} {} > N", count, s);
            prop_assert_eq!(before, count + eaten[s as usize], "{} count", s);
            self.counts[s as usize] = count;
        }
        let steps = tide_steps(game);
        prop_assert_eq!(
            steps,
            expected_steps(game),
            "tide steps at {} ms",
            game.now()
        );
        let land = (1..=steps).fold(self.initial_land as i64, |land, k| {
            land + if floods_at((k % 6) as u8) {
                -(n as i64)
            } else {
                n as i64
            }
        });
        prop_assert_eq!(game.land_count() as i64, land, "land after {} steps", steps);
        Ok(())
    }
}

fn tide_steps(game: &Game) -> u64 {
    game.events()
        .iter()
        .filter(|e| matches!(e, Event::Tide { .. }))
        .count() as u64
}

/// Steps are due every interval after the start; at the limit's own instant
/// the limit wins and the step does not happen.
fn expected_steps(game: &Game) -> u64 {
    let Some(start) = game.started_at() else {
        return 0;
    };
    let interval = game.settings().tide_interval_ms;
    let elapsed = game.now() - start;
    let ended_on_time = game
        .outcome()
        .is_some_and(|o| o.reason == EndReason::TimeLimit);
    let due = elapsed / interval;
    if ended_on_time && elapsed % interval == 0 {
        due.saturating_sub(1)
    } else {
        due
    }
}

/// Sends one move request and checks a refusal changed nothing but the
/// cooldown: the game must equal a copy that only saw the clock advance.
fn request(
    game: &mut Game,
    seat: Species,
    from: Coord,
    to: Coord,
    at: u64,
) -> Result<(), TestCaseError> {
    let mut reference = game.clone();
    reference.advance(at);
    let cooldown_before = reference.cooldown_remaining(seat);
    let result = game.request_move(seat, from, to, at);
    let Err(error) = result else {
        let new = &game.events()[reference.events().len()..];
        prop_assert!(
            matches!(new.first(), Some(Event::Moved { .. } | Event::Ate { .. })),
            "accepted move without its event: {:?}",
            new
        );
        return Ok(());
    };
    prop_assert_eq!(game.board(), reference.board());
    prop_assert_eq!(game.status(), reference.status());
    prop_assert_eq!(game.floodstate(), reference.floodstate());
    prop_assert_eq!(game.outcome(), reference.outcome());
    prop_assert_eq!(game.now(), reference.now());
    let mut expected_events = reference.events().to_vec();
    expected_events.push(Event::Refused { seat, error });
    prop_assert_eq!(game.events(), &expected_events[..]);
    let cooldown = game.cooldown_remaining(seat);
    match error {
        MoveError::GameNotRunning | MoveError::CoolingDown { .. } => {
            prop_assert_eq!(
                cooldown,
                cooldown_before,
                "unheard request kept the cooldown"
            )
        }
        _ => prop_assert_eq!(cooldown, game.settings().cooldown_ms, "heard request"),
    }
    prop_assert_eq!(
        game.cooldown_remaining(seat.other()),
        reference.cooldown_remaining(seat.other())
    );
    Ok(())
}

fn run(settings: Settings, actions: &[Action]) -> Result<(), TestCaseError> {
    let mut game = Game::new(settings).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let mut shadow = Shadow::new(&game);
    let mut now = 0u64;
    // Most of the actions should meet a running game: seat both players
    // first (the random joins and leaves come on top).
    let seat_both = [Action::Join, Action::Join];
    for action in seat_both.iter().chain(actions) {
        match *action {
            Action::Join => {
                let _ = game.join();
            }
            Action::Leave(seat) => {
                let _ = game.leave(seat, now);
            }
            Action::Wait(ms) => {
                now += ms;
                game.advance(now);
            }
            Action::Legal { seat, pick, late } => {
                let moves = game.legal_moves(seat);
                if !moves.is_empty() {
                    let (from, to) = moves[pick % moves.len()];
                    now += late;
                    request(&mut game, seat, from, to, now)?;
                }
            }
            Action::Wild {
                seat,
                from,
                to,
                late,
            } => {
                now += late;
                request(&mut game, seat, from, to, now)?;
            }
            Action::Computer { seat, level } => {
                if let Some((from, to)) = decide(&game, seat, level) {
                    prop_assert!(game.legal_moves(seat).contains(&(from, to)));
                    request(&mut game, seat, from, to, now)?;
                }
            }
        }
        shadow.check(&game)?;
        if game.status() == Status::EndGame {
            prop_assert!(game.outcome().is_some());
        }
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn every_action_keeps_the_rules_invariants(
        settings in settings(),
        actions in prop::collection::vec(action(), ACTIONS),
    ) {
        run(settings, &actions)?;
    }
}
