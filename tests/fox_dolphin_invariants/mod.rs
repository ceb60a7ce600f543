//! The invariants of Fox & Dolphin, checked after every action of a
//! sequence; shared by the property tests (`tests/fox_dolphin_props.rs`),
//! the fuzz target (`fuzz/fuzz_targets/actions.rs`) and its plain stand-in
//! (`tests/fox_dolphin_fuzz_inputs.rs`), which also decode raw bytes with
//! [`decode`].
#![allow(dead_code)] // each user takes the parts it needs

use fox_and_xo::rules::fox_dolphin::ai::{decide, Judgment};
use fox_and_xo::rules::fox_dolphin::{
    floods_at, is_connected, Coord, EndReason, Event, Game, MoveError, Settings, Species, Status,
};

/// Fails the check with a message unless `cond` holds.
macro_rules! ensure {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(format!($($msg)+));
        }
    };
}

/// Fails the check unless the two sides are equal.
macro_rules! ensure_eq {
    ($left:expr, $right:expr, $($msg:tt)+) => {{
        let (l, r) = (&$left, &$right);
        if l != r {
            return Err(format!("{}: {:?} != {:?}", format!($($msg)+), l, r));
        }
    }};
}

/// One thing a player or the world does to a game.
#[derive(Clone, Debug)]
pub enum Action {
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
        judgment: Judgment,
    },
}

/// What the test expects, kept apart from the game: where each animal is
/// (moved only by events) and how the counts may change.
pub struct Shadow {
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
    fn check(&mut self, game: &Game) -> Result<(), String> {
        let n = self.size;
        let mut eaten = [0usize; 2];
        for event in &game.events()[self.seen..] {
            match *event {
                Event::Moved { species, from, to } => {
                    let (f, t) = (self.idx(from), self.idx(to));
                    ensure_eq!(self.animals[f], Some(species), "moved from {}", from);
                    ensure_eq!(self.animals[t], None, "moved onto {}", to);
                    self.animals[t] = self.animals[f].take();
                }
                Event::Ate { eater, from, to } => {
                    let (f, t) = (self.idx(from), self.idx(to));
                    ensure_eq!(self.animals[f], Some(eater), "eater on {}", from);
                    ensure_eq!(self.animals[t], Some(eater.other()), "prey on {}", to);
                    self.animals[t] = self.animals[f].take();
                    eaten[eater.other() as usize] += 1;
                }
                _ => {}
            }
        }
        self.seen = game.events().len();
        let board = game.board();
        ensure!(is_connected(board), "island split:\n{}", board);
        for c in board.coords() {
            let on_board = game.tile(c).and_then(|t| t.occupant);
            ensure_eq!(on_board, self.animals[self.idx(c)], "animal at {}", c);
        }
        for s in Species::ALL {
            let count = game.count(s);
            let before = self.counts[s as usize];
            ensure!(count <= n, "{} {} > N", count, s);
            ensure_eq!(before, count + eaten[s as usize], "{} count", s);
            self.counts[s as usize] = count;
        }
        let steps = tide_steps(game);
        ensure_eq!(
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
        ensure_eq!(game.land_count() as i64, land, "land after {} steps", steps);
        Ok(())
    }
}

fn tide_steps(game: &Game) -> u64 {
    game.events()
        .iter()
        .filter(|e| matches!(e, Event::Tide { .. }))
        .count() as u64
}

/// Steps are due at the first step's time after the start
/// ([`Settings::first_step_ms`]) and every interval after it; at the
/// limit's own instant the limit wins and the step does not happen.
///
/// [`Settings::first_step_ms`]: fox_and_xo::rules::fox_dolphin::Settings::first_step_ms
fn expected_steps(game: &Game) -> u64 {
    let Some(start) = game.started_at() else {
        return 0;
    };
    let interval = game.settings().tide_interval_ms;
    let first = game.settings().first_step_ms();
    let elapsed = game.now() - start;
    if elapsed < first {
        return 0;
    }
    let ended_on_time = game
        .outcome()
        .is_some_and(|o| o.reason == EndReason::TimeLimit);
    let due = 1 + (elapsed - first) / interval;
    if ended_on_time && (elapsed - first) % interval == 0 {
        due - 1
    } else {
        due
    }
}

/// Sends one move request and checks a refusal changed nothing but the
/// cooldown: the game must equal a copy that only saw the clock advance.
fn request(game: &mut Game, seat: Species, from: Coord, to: Coord, at: u64) -> Result<(), String> {
    let mut reference = game.clone();
    reference.run_until(at);
    let cooldown_before = reference.cooldown_remaining(seat);
    let result = game.request_move(seat, from, to, at);
    let Err(error) = result else {
        let new = &game.events()[reference.events().len()..];
        ensure!(
            matches!(new.first(), Some(Event::Moved { .. } | Event::Ate { .. })),
            "accepted move without its event: {:?}",
            new
        );
        return Ok(());
    };
    ensure_eq!(game.board(), reference.board(), "board after {:?}", error);
    ensure_eq!(
        game.status(),
        reference.status(),
        "status after {:?}",
        error
    );
    ensure_eq!(
        game.floodstate(),
        reference.floodstate(),
        "tide after {:?}",
        error
    );
    ensure_eq!(
        game.outcome(),
        reference.outcome(),
        "outcome after {:?}",
        error
    );
    ensure_eq!(game.now(), reference.now(), "clock after {:?}", error);
    let mut expected_events = reference.events().to_vec();
    expected_events.push(Event::Refused { seat, error });
    ensure_eq!(
        game.events(),
        &expected_events[..],
        "events after {:?}",
        error
    );
    let cooldown = game.cooldown_remaining(seat);
    match error {
        MoveError::GameNotRunning | MoveError::CoolingDown { .. } => {
            ensure_eq!(
                cooldown,
                cooldown_before,
                "unheard request kept the cooldown"
            )
        }
        _ => ensure_eq!(
            cooldown,
            game.settings().cooldown_ms,
            "heard request restarts it"
        ),
    }
    ensure_eq!(
        game.cooldown_remaining(seat.other()),
        reference.cooldown_remaining(seat.other()),
        "the other seat's cooldown"
    );
    Ok(())
}

pub fn run(settings: Settings, actions: &[Action]) -> Result<(), String> {
    let mut game = Game::new(settings).map_err(|e| format!("{e:?}"))?;
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
                game.run_until(now);
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
            Action::Computer { seat, judgment } => {
                if let Some((from, to)) = decide(&game, seat, judgment) {
                    ensure!(
                        game.legal_moves(seat).contains(&(from, to)),
                        "{:?} chose an illegal move",
                        judgment
                    );
                    request(&mut game, seat, from, to, now)?;
                }
            }
        }
        shadow.check(&game)?;
        if game.status() == Status::EndGame {
            ensure!(game.outcome().is_some(), "ended without an outcome");
        }
    }
    Ok(())
}

/// Reads raw bytes (from a fuzzer, or random) as settings and actions; any
/// bytes make some valid game, and running out of bytes ends the sequence.
/// Settings take the first 12 bytes, then each action 6.
pub fn decode(bytes: &[u8]) -> (Settings, Vec<Action>) {
    let byte = |k: usize| bytes.get(k).copied().unwrap_or(0);
    let wide = |k: usize| u64::from(byte(k)) << 8 | u64::from(byte(k + 1));
    let settings = Settings {
        size: 10 + usize::from(byte(0)) % 41,
        seed: u64::from_le_bytes([
            byte(1),
            byte(2),
            byte(3),
            byte(4),
            byte(5),
            byte(6),
            byte(7),
            byte(8),
        ]),
        cooldown_ms: 100 + wide(9) % 1_901,
        tide_interval_ms: 1_000 + u64::from(byte(11)) * 30,
        first_tide_ms: 1_000 + (wide(9) >> 4) % 11_001,
        time_limit_ms: match byte(0) / 41 {
            0..=2 => Some(30_000 + u64::from(byte(11)) * 4_000),
            _ => None,
        },
    };
    let seat = |b: u8| {
        if b % 2 == 0 {
            Species::Fox
        } else {
            Species::Dolphin
        }
    };
    let actions = bytes
        .get(12..)
        .unwrap_or(&[])
        .chunks_exact(6)
        .map(|c| {
            let late = u64::from(c[5]) * 8;
            match c[0] % 16 {
                0 if c[1] < 64 => Action::Join,
                0 if c[1] < 72 => Action::Leave(seat(c[2])),
                0..=4 => Action::Wait(u64::from(c[1]) << 4 | u64::from(c[2] >> 4)),
                5..=10 => Action::Legal {
                    seat: seat(c[1]),
                    pick: usize::from(c[2]) << 8 | usize::from(c[3]),
                    late,
                },
                11..=13 => {
                    let from = Coord::new(usize::from(c[2] % 52), usize::from(c[3] % 52));
                    let (dr, dc) =
                        [(0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (0, 2)][usize::from(c[4] % 6)];
                    let to = Coord::new(
                        from.row.saturating_add_signed(dr),
                        from.col.saturating_add_signed(dc),
                    );
                    Action::Wild {
                        seat: seat(c[1]),
                        from,
                        to,
                        late,
                    }
                }
                _ => Action::Computer {
                    seat: seat(c[1]),
                    judgment: [Judgment::Easy, Judgment::Normal, Judgment::Hard]
                        [usize::from(c[2] % 3)],
                },
            }
        })
        .collect();
    (settings, actions)
}
