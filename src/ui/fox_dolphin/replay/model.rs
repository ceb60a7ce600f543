//! The replay viewer's state: a recorded match shown at any tick.
//!
//! A log replays only forwards ([`Match::replay_to`]), so the viewer first
//! replays the whole log once, a slice per frame ([`Indexer`], so even an
//! hour-long game never freezes the page), keeping a snapshot (a clone of
//! the match) every few ticks, the ticks of the moves, captures and tide
//! steps ("Next event"), and checking the log's digest at its end. A jump
//! to tick `t` then starts from the last snapshot at or before `t` and
//! steps at most [`SNAPSHOT_TICKS`] ticks on; the feed and figures are read
//! again from the events ([`Chronicle::of`]), so a jump backwards shows
//! exactly what the game showed at that tick.

use crate::clock::Millis;
use crate::rules::fox_dolphin::review::Moment;
use crate::rules::fox_dolphin::{Coord, Log, LogError, Match, Species};
use crate::rules::Seat;
use crate::session::{Changed, Session};
use crate::ui::fox_dolphin::board::chronicle::{
    is_landmark, mark_tiles, Changes, Chronicle, Happened,
};
use crate::ui::fox_dolphin::board::input::BoardInput;
use crate::ui::fox_dolphin::board::tiles::{Mark, Tiles};
use crate::ui::fox_dolphin::play::accumulator::Accumulator;
use crate::ui::fox_dolphin::setup::model::Setup;

/// The playback speeds offered.
pub const SPEEDS: [u32; 3] = [1, 4, 16];

/// Ticks between two snapshots (at least; see [`MAX_SNAPSHOTS`] and
/// [`SNAPSHOT_BUDGET`]). A jump steps at most this many ticks less one from
/// a snapshot; stepping runs the computer players again, the costly part.
/// Measured in Chromium (`tests/perf/fox_dolphin_scrub.mjs`, N = 50, Hard
/// against Hard, lightning speed, snapshots 150 ticks apart): the jump
/// itself (`fd-seek`) p95 8 ms, max 17 ms on a loaded machine, well within
/// the 100 ms a scrub may take; the rest is the board's re-render.
pub const SNAPSHOT_TICKS: u64 = 100;

/// The most snapshots kept: each holds the whole match so far (its board
/// and its events), so a very long game keeps fewer, further apart.
pub const MAX_SNAPSHOTS: u64 = 200;

/// The most events and inputs all snapshots together may hold (each a few
/// dozen bytes: about 20 MB). Past it, every other snapshot goes and the
/// spacing doubles, so an hour-long game at N = 50 (75,000 events) cannot
/// make the page hold hundreds of megabytes; its jumps step further.
pub const SNAPSHOT_BUDGET: usize = 400_000;

/// The ticks replayed per call of [`Indexer::work`] between checks of the
/// caller's time budget.
pub const INDEX_SLICE: u64 = 100;

/// A log being replayed once, to index it.
pub struct Indexer {
    log: Log,
    frontier: Match,
    every: u64,
    snapshots: Vec<Match>,
    /// The events and inputs the snapshots hold, and the most they may.
    held: usize,
    budget: usize,
    /// Ticks with a move, a capture or a tide step, in order, each once.
    landmarks: Vec<u64>,
}

/// What a snapshot weighs against [`SNAPSHOT_BUDGET`].
fn weight(snapshot: &Match) -> usize {
    snapshot.game().events().len() + snapshot.game().calls().len()
}

impl Indexer {
    /// Starts indexing `log` (already decoded, so its size and ticks are bounded).
    pub fn new(log: Log) -> Result<Indexer, LogError> {
        let frontier = Match::new(log.settings, log.seats).map_err(LogError::Settings)?;
        let every = SNAPSHOT_TICKS.max(log.end_tick.div_ceil(MAX_SNAPSHOTS));
        Ok(Indexer {
            log,
            frontier,
            every,
            snapshots: Vec::new(),
            held: 0,
            budget: SNAPSHOT_BUDGET,
            landmarks: Vec::new(),
        })
    }

    /// Keeps a snapshot of the frontier; over budget, keeps every other one
    /// (those at multiples of twice the spacing) and doubles the spacing.
    fn keep_snapshot(&mut self) {
        let snapshot = self.frontier.clone();
        self.held += weight(&snapshot);
        self.snapshots.push(snapshot);
        while self.held > self.budget && self.snapshots.len() > 1 {
            let mut k = 0;
            self.snapshots.retain(|_| {
                k += 1;
                k % 2 == 1
            });
            self.every *= 2;
            self.held = self.snapshots.iter().map(weight).sum();
        }
    }

    /// `(ticks replayed, ticks in the log)`.
    pub fn progress(&self) -> (u64, u64) {
        (self.frontier.tick(), self.log.end_tick)
    }

    fn done(&self) -> bool {
        self.frontier.tick() >= self.log.end_tick || self.frontier.is_over()
    }

    /// Replays up to `ticks` more ticks. `Ok(true)` once the whole log is
    /// replayed and checked; an error as soon as the log proves impossible.
    pub fn work(&mut self, ticks: u64) -> Result<bool, LogError> {
        for _ in 0..ticks {
            if self.done() {
                break;
            }
            let tick = self.frontier.tick();
            if tick % self.every == 0 {
                self.keep_snapshot();
            }
            let seen = self.frontier.game().events().len();
            self.frontier.replay_to(&self.log, tick + 1)?;
            let new = &self.frontier.game().events()[seen..];
            if new.iter().any(is_landmark) {
                self.landmarks.push(self.frontier.tick());
            }
        }
        if !self.done() {
            return Ok(false);
        }
        if let Some(late) = self
            .log
            .intents
            .iter()
            .find(|s| s.tick > self.frontier.tick())
        {
            return Err(LogError::IntentAfterEnd { tick: late.tick });
        }
        match self.log.digest {
            Some(expected) if expected != self.frontier.digest() => Err(LogError::DigestMismatch),
            _ => Ok(true),
        }
    }

    /// Runs [`Indexer::work`] to the end (natively, in tests and tools).
    pub fn run(mut self) -> Result<Replay, LogError> {
        while !self.work(INDEX_SLICE)? {}
        Ok(self.finish())
    }

    /// The viewer, at tick 0, paused. Call once [`Indexer::work`] said done.
    pub fn finish(self) -> Replay {
        let first = self
            .snapshots
            .first()
            .cloned()
            .unwrap_or_else(|| self.frontier.clone());
        let start = Viewed::new(first, None);
        Replay {
            last_tick: self.frontier.tick(),
            final_digest: self.frontier.digest(),
            log: self.log,
            every: self.every,
            snapshots: self.snapshots,
            landmarks: self.landmarks,
            viewed: start,
            clock: paused(),
            speed: SPEEDS[0],
            moment: None,
        }
    }
}

fn paused() -> Accumulator {
    let mut clock = Accumulator::default();
    clock.set_paused(true);
    clock
}

/// The match at the viewed tick and what the screen shows of it.
#[derive(Clone, Debug)]
struct Viewed {
    shown: Match,
    tiles: Tiles,
    arrivals: [Option<Coord>; 2],
    chronicle: Chronicle,
}

impl Viewed {
    fn new(shown: Match, cursor: Option<Coord>) -> Viewed {
        let size = shown.game().size();
        let cursor = cursor.unwrap_or(Coord::new(size / 2, size / 2));
        Viewed {
            tiles: Tiles::new(shown.game(), cursor),
            chronicle: Chronicle::of(shown.game().events()),
            arrivals: [None; 2],
            shown,
        }
    }
}

/// What a viewer asks of a replay (its [`Session`] intents).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewerControl {
    /// Play (from the start, if at the end) or pause.
    Toggle,
    /// Show the match at this tick.
    Seek(u64),
    /// Jump to the next tick with a move, a capture or a tide step.
    NextEvent,
    /// Play at this many times real time (one of the offered speeds).
    Speed(u32),
}

/// The replay viewer as a [`Session`]: intents are the viewer's controls,
/// `advance` plays on by the ticks due at the chosen speed, and the match
/// at the viewed tick is what is shown.
impl Session for Replay {
    type Intent = ViewerControl;
    type Refused = LogError;
    type Shown = Match;
    type Event = Happened;

    fn submit(&mut self, control: ViewerControl) -> Result<(), LogError> {
        match control {
            ViewerControl::Toggle => self.toggle(),
            ViewerControl::Seek(tick) => self.seek(tick),
            ViewerControl::NextEvent => self.next_event().map(|_| ()),
            ViewerControl::Speed(speed) => {
                self.set_speed(speed);
                Ok(())
            }
        }
    }

    /// One browser frame while playing: moves on by the ticks due at this
    /// speed; pauses at the end.
    fn advance(&mut self, now: Millis) -> Changed<Happened> {
        let ticks = self.clock.frame(now.as_f64(), f64::from(self.speed));
        let changes = match self.forward(self.tick().saturating_add(ticks)) {
            Ok(changes) => changes,
            Err(error) => {
                return Changed {
                    redraw: true,
                    events: vec![Happened::Broken(error)],
                }
            }
        };
        if self.tick() >= self.last_tick {
            self.clock.set_paused(true);
        }
        changes.said()
    }

    /// The match at the viewed tick: what the replay's page draws.
    fn shown(&self) -> Option<&Match> {
        Some(&self.viewed.shown)
    }
}

/// A checked log, viewed at one of its ticks.
pub struct Replay {
    log: Log,
    every: u64,
    snapshots: Vec<Match>,
    landmarks: Vec<u64>,
    last_tick: u64,
    final_digest: u64,
    viewed: Viewed,
    clock: Accumulator,
    speed: u32,
    /// The moment of "What happened" shown (its index in the list), while
    /// the viewed tick is its tick.
    moment: Option<(usize, Moment)>,
}

impl Replay {
    // ----- reading -----

    pub fn log(&self) -> &Log {
        &self.log
    }

    pub fn tiles(&self) -> &Tiles {
        &self.viewed.tiles
    }

    pub fn chronicle(&self) -> &Chronicle {
        &self.viewed.chronicle
    }

    /// The viewed tick.
    pub fn tick(&self) -> u64 {
        self.viewed.shown.tick()
    }

    /// The last tick of the recording (where the game ended).
    pub fn last_tick(&self) -> u64 {
        self.last_tick
    }

    /// The digest of the whole recording.
    pub fn final_digest(&self) -> u64 {
        self.final_digest
    }

    pub fn playing(&self) -> bool {
        !self.clock.paused()
    }

    /// Whether time runs now: playing, page not hidden.
    pub fn running(&self) -> bool {
        self.clock.running()
    }

    pub fn speed(&self) -> u32 {
        self.speed
    }

    /// The moment of "What happened" on screen, with its index in the list.
    pub fn moment(&self) -> Option<(usize, &Moment)> {
        self.moment.as_ref().map(|(i, m)| (*i, m))
    }

    /// Ticks between snapshots for this recording.
    pub fn snapshot_every(&self) -> u64 {
        self.every
    }

    /// Who played each seat, as a setup shows it: the first person "you",
    /// a second one "a friend".
    pub fn setup(&self) -> Setup {
        setup_of(&self.log)
    }

    // ----- playing -----

    // The viewer's controls come in as [`ViewerControl`]s through
    // `Session::submit`; these carry them out.

    /// Play (from the start, if at the end) or pause.
    fn toggle(&mut self) -> Result<(), LogError> {
        if self.playing() {
            self.clock.set_paused(true);
            return Ok(());
        }
        if self.tick() >= self.last_tick {
            self.seek(0)?;
        }
        self.clock.set_paused(false);
        Ok(())
    }

    fn set_speed(&mut self, speed: u32) {
        if SPEEDS.contains(&speed) {
            self.speed = speed;
        }
    }

    pub fn set_hidden(&mut self, hidden: bool) {
        self.clock.set_hidden(hidden);
    }

    /// Shows the match at `tick` (clamped to the recording): steps on from
    /// the viewed tick when that is close ahead, else from the last
    /// snapshot at or before `tick`.
    fn seek(&mut self, tick: u64) -> Result<(), LogError> {
        self.clear_moment();
        let tick = tick.min(self.last_tick);
        let here = self.tick();
        if tick >= here && tick - here <= self.every {
            self.forward(tick)?;
            return Ok(());
        }
        let k = ((tick / self.every) as usize).min(self.snapshots.len().saturating_sub(1));
        let Some(snapshot) = self.snapshots.get(k) else {
            return Ok(());
        };
        let mut shown = snapshot.clone();
        shown.replay_to(&self.log, tick)?;
        self.viewed = Viewed::new(shown, Some(self.viewed.tiles.cursor()));
        Ok(())
    }

    /// Shows moment `index` of "What happened", paused at its tick, with
    /// the strongest level's move drawn as a selection (the animal selected,
    /// its target: the marks a person's move shows, so the board's code
    /// gains no mark of its own); it goes once the replay moves on.
    pub fn show_moment(&mut self, index: usize, moment: Moment) -> Result<(), LogError> {
        self.clock.set_paused(true);
        self.seek(moment.tick)?;
        if let Some((from, to)) = moment.best {
            let tiles = &mut self.viewed.tiles;
            tiles.set_mark(from, Mark::Selected);
            tiles.set_mark(to, Mark::Target);
            tiles.set_cursor(from);
            tiles.refresh(self.viewed.shown.game());
        }
        self.moment = Some((index, moment));
        Ok(())
    }

    /// Takes the moment shown off the board (its marks with it).
    fn clear_moment(&mut self) {
        if let Some((from, to)) = self.moment.take().and_then(|(_, m)| m.best) {
            let tiles = &mut self.viewed.tiles;
            tiles.set_mark(from, Mark::None);
            tiles.set_mark(to, Mark::None);
            tiles.refresh(self.viewed.shown.game());
        }
    }

    /// Jumps to the next tick with a move, a capture or a tide step (or
    /// the end). Returns whether it moved.
    fn next_event(&mut self) -> Result<bool, LogError> {
        let here = self.tick();
        let i = self.landmarks.partition_point(|&t| t <= here);
        let next = self.landmarks.get(i).copied().unwrap_or(self.last_tick);
        if next == here {
            return Ok(false);
        }
        self.seek(next)?;
        Ok(true)
    }

    /// A hand on the replay's board: it moves the cursor only; says
    /// whether it did.
    pub fn board(&mut self, input: BoardInput) -> bool {
        match input {
            BoardInput::Click(at) => {
                let here = self.tiles().cursor();
                let (rows, cols) = (
                    at.row as isize - here.row as isize,
                    at.col as isize - here.col as isize,
                );
                self.move_cursor(rows, cols);
            }
            BoardInput::Cursor(rows, cols) => self.move_cursor(rows, cols),
            BoardInput::Drag(..) | BoardInput::Activate => return false,
        }
        true
    }

    /// Moves the keyboard cursor.
    pub fn move_cursor(&mut self, rows: isize, cols: isize) {
        let at = crate::ui::fox_dolphin::board::input::moved(&self.viewed.tiles, rows, cols);
        self.viewed.tiles.set_cursor(at);
        self.viewed.tiles.refresh(self.viewed.shown.game());
    }

    fn forward(&mut self, tick: u64) -> Result<Changes, LogError> {
        let tick = tick.min(self.last_tick);
        if tick <= self.tick() {
            return Ok(Changes::default());
        }
        self.clear_moment();
        let v = &mut self.viewed;
        let seen = v.shown.game().events().len();
        v.shown.replay_to(&self.log, tick)?;
        let events = v.shown.game().events();
        let changes = mark_tiles(&mut v.tiles, &mut v.arrivals, &events[seen..]);
        v.chronicle.absorb(events);
        v.tiles.refresh(v.shown.game());
        Ok(changes)
    }
}

/// The setup a log was played with (its seed included).
pub fn setup_of(log: &Log) -> Setup {
    let s = log.settings;
    // A log says only that a person played: the first is you, a second
    // one a friend at this device.
    let kind = |seat: Species| match log.seats[seat.index()] {
        Seat::Computer(level) => Seat::Computer(level),
        _ if seat == Species::Dolphin && !log.seats[0].is_computer() => Seat::HotSeat,
        _ => Seat::You,
    };
    Setup {
        size: s.size,
        seed: Some(s.seed),
        fox: kind(Species::Fox),
        dolphin: kind(Species::Dolphin),
        cooldown_ms: s.cooldown_ms,
        tide_interval_ms: s.tide_interval_ms,
        first_tide_ms: s.first_tide_ms,
        time_limit_ms: s.time_limit_ms,
    }
}

#[cfg(test)]
mod tests;
