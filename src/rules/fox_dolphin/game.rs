//! One game of Fox & Dolphin: board, seats, clock, tide and cooldowns.
//! The clock and cooldown rules are documented on [`Game`].

use rand::seq::SliceRandom;
use rand::SeedableRng;

use super::board::{Board, Coord, Species, Surface, Tile};
use super::events::{Call, Event};
use super::island;
use super::moves::{self, MoveError};
use super::picture::{self, PictureError};
#[cfg(doc)]
use super::settings::MAX_GAME_MS;
use super::settings::{island_tiles, Settings, SettingsError};
use super::status::{EndReason, JoinError, LeaveError, Outcome, Status};
use super::tide;
use crate::rules::chacha::ChaCha8Rng;

/// A game of Fox & Dolphin.
///
/// # The clock
///
/// The game never reads a clock (docs/rules.md decision). Every call that can
/// change the game over time takes `now_ms`, the game's own time in
/// milliseconds, on any timeline the caller likes (for example: 0 when the
/// game was created, paused while the browser tab is hidden). The game keeps
/// the latest value it was given as [`Game::now`]; a smaller value counts as
/// no time passing (the clock never runs backwards).
///
/// - The game **starts** at the current [`Game::now`] when the second seat is
///   taken ([`Game::started_at`]). `join` takes no time: call
///   [`Game::run_until`] first if time passed while waiting.
/// - The first tide step is due at `start + first_step_ms()` (the wait
///   before it, at least one interval), the next ones every
///   `tide_interval_ms` after it.
/// - The time limit expires at `start + time_limit_ms`. If a tide step is due
///   at that very millisecond, the limit wins and that step does not happen.
/// - [`Game::run_until`] applies every due tide step, then the limit, in time
///   order; `request_move` and `leave` run until their `now_ms` first, so a
///   move at the instant of a tide step sees the board after that step.
/// - When the game ends the clock stops: `now` stays at the end.
///
/// # Cooldown (Z spec `Turn`)
///
/// Each seat may move when its cooldown is zero; both seats start at zero.
/// A request that is *heard* — the game is running and the cooldown is zero
/// — restarts the seat's cooldown at `now`, whether the move is legal or not.
/// A request refused with `GameNotRunning` or `CoolingDown` is not heard and
/// does not restart it (otherwise an impatient click would extend the wait).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    settings: Settings,
    board: Board,
    rng: ChaCha8Rng,
    status: Status,
    seats: [bool; 2],
    floodstate: u8,
    now: u64,
    started_at: Option<u64>,
    next_tide_at: u64,
    ready_at: [u64; 2],
    outcome: Option<Outcome>,
    events: Vec<Event>,
    calls: Vec<Call>,
}

impl Game {
    /// Z spec `INIT`: a new game waiting for players, set up from the seed:
    /// one island of [`island_tiles`] tiles grown from near the centre, N foxes on
    /// distinct land tiles, N dolphins on distinct water tiles.
    pub fn new(settings: Settings) -> Result<Game, SettingsError> {
        settings.validate()?;
        let mut rng = ChaCha8Rng::seed_from_u64(settings.seed);
        let size = settings.size;
        let mut board = Board::new_water(size);
        island::grow(&mut board, island_tiles(size), &mut rng);
        for (species, surface) in [
            (Species::Fox, Surface::Land),
            (Species::Dolphin, Surface::Water),
        ] {
            let mut places: Vec<usize> = (0..size * size)
                .filter(|&i| board.at(i).surface == surface)
                .collect();
            places.shuffle(&mut rng);
            for &i in places.iter().take(size) {
                board.set_occupant(i, Some(species));
            }
        }
        Ok(Game::with_board(settings, board, rng))
    }

    /// **For tests and tools.** A game waiting for players on a hand-drawn
    /// board (format in [`picture`](super::picture)). The board may be of any size
    /// from 1 to 50 (smaller than a real game's 10, so tests stay readable);
    /// `settings.size` is replaced by it, and each tide step changes that many
    /// tiles. The other settings must be valid; the seed drives the tide.
    pub fn from_picture(board: &str, settings: Settings) -> Result<Game, PictureError> {
        let board = picture::parse_board(board)?;
        settings.validate_timers().map_err(PictureError::Settings)?;
        let settings = Settings {
            size: board.size(),
            ..settings
        };
        let rng = ChaCha8Rng::seed_from_u64(settings.seed);
        Ok(Game::with_board(settings, board, rng))
    }

    fn with_board(settings: Settings, board: Board, rng: ChaCha8Rng) -> Game {
        Game {
            settings,
            board,
            rng,
            status: Status::WaitingForPlayers,
            seats: [false; 2],
            floodstate: 0,
            now: 0,
            started_at: None,
            next_tide_at: 0,
            ready_at: [0; 2],
            outcome: None,
            events: Vec::new(),
            calls: Vec::new(),
        }
    }

    /// Plays `calls` on a new game with `settings`: the same settings and
    /// calls always give the same game, event for event.
    pub fn replay(settings: Settings, calls: &[Call]) -> Result<Game, SettingsError> {
        let mut game = Game::new(settings)?;
        for &call in calls {
            game.apply(call);
        }
        Ok(game)
    }

    /// Applies one recorded call; refusals are part of the game already
    /// (they are in the events), so they are not returned.
    pub fn apply(&mut self, call: Call) {
        // Results are deliberately dropped: a refusal is an ordinary outcome
        // of a call and is recorded as an event where it matters.
        let _ = match call {
            Call::Join => self.join().map(|_| ()).map_err(|_| ()),
            Call::Leave { seat, now_ms } => self.leave(seat, now_ms).map_err(|_| ()),
            Call::RunUntil { now_ms } => {
                self.run_until(now_ms);
                Ok(())
            }
            Call::Move {
                seat,
                from,
                to,
                now_ms,
            } => self.request_move(seat, from, to, now_ms).map_err(|_| ()),
        };
    }

    // ----- seats -----

    /// Z spec `Join`: the first player gets the foxes, the second the
    /// dolphins, a third is refused. Taking the second seat starts the game.
    pub fn join(&mut self) -> Result<Species, JoinError> {
        if self.status == Status::EndGame {
            return Err(JoinError::GameOver);
        }
        let seat = Species::ALL
            .into_iter()
            .find(|s| !self.seats[s.index()])
            .ok_or(JoinError::GameFull)?;
        self.calls.push(Call::Join);
        self.seats[seat.index()] = true;
        self.events.push(Event::Joined(seat));
        if self.seats == [true, true] && self.status == Status::WaitingForPlayers {
            self.start();
        }
        Ok(seat)
    }

    fn start(&mut self) {
        self.status = Status::InGame;
        self.started_at = Some(self.now);
        self.next_tide_at = self.now + self.settings.first_step_ms();
        self.events.push(Event::Started);
        // Only a hand-drawn board can start without one of the species.
        let (foxes, dolphins) = (self.count(Species::Fox), self.count(Species::Dolphin));
        if foxes == 0 || dolphins == 0 {
            let winner = match (foxes, dolphins) {
                (0, 0) => None,
                (0, _) => Some(Species::Dolphin),
                _ => Some(Species::Fox),
            };
            self.end(winner, EndReason::SpeciesEaten);
        }
    }

    /// Z spec `Disconnect`: the player in `seat` leaves at `now_ms`. During a
    /// game the one who stays wins (unless time ran out before `now_ms`).
    /// Before the game the seat is simply free again.
    pub fn leave(&mut self, seat: Species, now_ms: u64) -> Result<(), LeaveError> {
        if !self.seats[seat.index()] {
            return Err(LeaveError::SeatEmpty);
        }
        self.calls.push(Call::Leave { seat, now_ms });
        self.move_clock(now_ms);
        self.seats[seat.index()] = false;
        self.events.push(Event::Left(seat));
        if self.status == Status::InGame {
            self.end(Some(seat.other()), EndReason::OpponentLeft);
        }
        Ok(())
    }

    // ----- time -----

    /// Moves the clock to `now_ms`, applying every tide step and the time
    /// limit due by then, in order. Consecutive runs are recorded as one
    /// call (the later one), which replays the same.
    pub fn run_until(&mut self, now_ms: u64) {
        if let Some(Call::RunUntil { now_ms: last }) = self.calls.last_mut() {
            *last = now_ms.max(*last);
        } else {
            self.calls.push(Call::RunUntil { now_ms });
        }
        self.move_clock(now_ms);
    }

    fn move_clock(&mut self, now_ms: u64) {
        if self.status == Status::EndGame {
            return;
        }
        let target = now_ms.max(self.now);
        while self.status == Status::InGame {
            let limit_at = self.limit_at();
            if limit_at.is_some_and(|at| at <= self.next_tide_at && at <= target) {
                self.now = limit_at.unwrap_or(target);
                self.end_on_time();
            } else if self.next_tide_at <= target {
                self.now = self.next_tide_at;
                self.next_tide_at += self.settings.tide_interval_ms;
                self.tide_step();
            } else {
                break;
            }
        }
        if self.status != Status::EndGame {
            self.now = target;
        }
    }

    /// When the game ends on time: its limit, or [`MAX_GAME_MS`] after the
    /// start when it has none, so every game, and every run, is bounded.
    fn limit_at(&self) -> Option<u64> {
        Some(self.started_at? + self.settings.game_length_ms())
    }

    fn tide_step(&mut self) {
        let change = tide::step(&mut self.board, self.floodstate, &mut self.rng);
        self.floodstate = change.floodstate;
        self.events.push(Event::Tide {
            floodstate: change.floodstate,
            flooded: change.flooded,
            surfaced: change.surfaced,
        });
    }

    /// docs/rules.md decision: at the limit the side with more animals wins.
    fn end_on_time(&mut self) {
        let foxes = self.count(Species::Fox);
        let dolphins = self.count(Species::Dolphin);
        let winner = match foxes.cmp(&dolphins) {
            std::cmp::Ordering::Greater => Some(Species::Fox),
            std::cmp::Ordering::Less => Some(Species::Dolphin),
            std::cmp::Ordering::Equal => None,
        };
        self.end(winner, EndReason::TimeLimit);
    }

    fn end(&mut self, winner: Option<Species>, reason: EndReason) {
        let outcome = Outcome { winner, reason };
        self.status = Status::EndGame;
        self.outcome = Some(outcome);
        self.events.push(Event::Ended(outcome));
    }

    // ----- moves -----

    /// Z spec `Turn` and `TryMove`: `seat` asks to move its animal on `from`
    /// to `to` at `now_ms`. Checks in the order documented on [`MoveError`];
    /// see [`Game`] for which refusals restart the cooldown.
    /// A refused move changes nothing else; an accepted one moves the animal,
    /// eats what was on `to`, and ends the game if that was the last one.
    pub fn request_move(
        &mut self,
        seat: Species,
        from: Coord,
        to: Coord,
        now_ms: u64,
    ) -> Result<(), MoveError> {
        self.calls.push(Call::Move {
            seat,
            from,
            to,
            now_ms,
        });
        self.move_clock(now_ms);
        let result = self.try_move(seat, from, to);
        if let Err(error) = result {
            self.events.push(Event::Refused { seat, error });
        }
        result
    }

    fn try_move(&mut self, seat: Species, from: Coord, to: Coord) -> Result<(), MoveError> {
        if self.status != Status::InGame {
            return Err(MoveError::GameNotRunning);
        }
        let remaining_ms = self.cooldown_remaining(seat);
        if remaining_ms > 0 {
            return Err(MoveError::CoolingDown { remaining_ms });
        }
        self.ready_at[seat.index()] = self.now + self.settings.cooldown_ms;
        moves::can_move(&self.board, seat, from, to)?;
        match self.board.move_animal(from, to) {
            None => self.events.push(Event::Moved {
                species: seat,
                from,
                to,
            }),
            Some(_) => {
                self.events.push(Event::Ate {
                    eater: seat,
                    from,
                    to,
                });
                if self.count(seat.other()) == 0 {
                    self.end(Some(seat), EndReason::SpeciesEaten);
                }
            }
        }
        Ok(())
    }

    // ----- queries -----

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The board, read-only (for look-ahead see [`Board::after_move`]).
    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// The tile at `at`, `None` off the board.
    pub fn tile(&self, at: Coord) -> Option<Tile> {
        self.board.tile(at)
    }

    /// Where the animal on `from` may move now, cooldown aside: empty when
    /// the game is not running or no animal is there.
    pub fn legal_targets(&self, from: Coord) -> Vec<Coord> {
        if self.status != Status::InGame {
            return Vec::new();
        }
        moves::targets(&self.board, from)
    }

    /// Every move `seat` may make now, cooldown aside (empty when the game
    /// is not running).
    pub fn legal_moves(&self, seat: Species) -> Vec<(Coord, Coord)> {
        if self.status != Status::InGame {
            return Vec::new();
        }
        moves::all_moves(&self.board, seat)
    }

    /// Z spec `numberOfOccupants`.
    pub fn count(&self, species: Species) -> usize {
        self.board.count(species)
    }

    /// The island's size in tiles.
    pub fn land_count(&self) -> usize {
        self.board.land_count()
    }

    /// Z spec `floodstate`: 0 to 5, the value the last tide step reached.
    pub fn floodstate(&self) -> u8 {
        self.floodstate
    }

    /// Whether the next tide step floods (high tide) rather than surfaces.
    pub fn next_tide_floods(&self) -> bool {
        tide::floods_at(self.floodstate + 1)
    }

    /// Milliseconds until the next tide step; `None` unless in game.
    pub fn ms_to_next_tide(&self) -> Option<u64> {
        (self.status == Status::InGame).then(|| self.next_tide_at.saturating_sub(self.now))
    }

    /// Milliseconds until the time limit; `None` unless in game with a
    /// chosen limit. **For tests**: they pin the limit's arithmetic
    /// through it (the pages show the clock against the settings' limit).
    pub fn ms_to_time_limit(&self) -> Option<u64> {
        if self.status != Status::InGame || self.settings.time_limit_ms.is_none() {
            return None;
        }
        self.limit_at().map(|at| at.saturating_sub(self.now))
    }

    /// How long `seat` must still wait before a move is heard, at [`Game::now`].
    pub fn cooldown_remaining(&self, seat: Species) -> u64 {
        self.ready_at[seat.index()].saturating_sub(self.now)
    }

    /// The game's clock: the latest `now_ms` it was given (stopped at the end).
    pub fn now(&self) -> u64 {
        self.now
    }

    /// When the game started (both seats taken), on the game's clock.
    pub fn started_at(&self) -> Option<u64> {
        self.started_at
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// Whether a player joined `seat`. **For tests**: the Z spec's `Join`
    /// is checked through it.
    pub fn seat_taken(&self, seat: Species) -> bool {
        self.seats[seat.index()]
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Everything that happened, oldest first. Render `events()[seen..]`.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Every call that could change the game, oldest first, for
    /// [`Game::replay`]: accepted joins and leaves, runs of the clock, and every move
    /// request (refused ones too: they restart cooldowns).
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }
}
