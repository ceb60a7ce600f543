//! One game on screen: the [`Match`] (the one scheduler: nothing but
//! [`Match::step`] moves the game) and what the screen adds to it: the
//! people's selections and keyboard cursor, the tiles view, the feed and
//! figures, and the refusal bubble.
//!
//! Pure state, tested natively. A person's click or key becomes an
//! [`Intent`] submitted to the match; the next tick applies it; a refusal
//! for a person's seat comes back as the game's
//! [`Event::Refused`](crate::rules::fox_dolphin::Event::Refused) and is
//! shown beside the animal. Only "paused", "watching" and the count before
//! the start are refused here, before reaching the match. The browser feeds
//! [`Session::advance`] its wall clock; the [`Accumulator`] turns that into whole
//! ticks, spent first on the [`Countdown`] ("3, 2, 1") and then on the
//! match, which stands at tick 0 until the count is over.

use crate::clock::Millis;
use crate::rules::fox_dolphin::{
    Coord, Intent, Match, MoveError, Outcome, SettingsError, Species, TICK_MS,
};
use crate::rules::Seat;
use crate::session::{Changed, Countdown, Session};
use crate::ui::fox_dolphin::board::chronicle::{mark_tiles, Changes, Chronicle, Happened};
use crate::ui::fox_dolphin::board::input::{move_cursor, BoardInput, Input};
pub use crate::ui::fox_dolphin::board::input::{RefusalBubble, RefusalReason, REFUSAL_SHOWN_MS};
use crate::ui::fox_dolphin::board::tiles::Tiles;
use crate::ui::fox_dolphin::play::accumulator::Accumulator;
use crate::ui::fox_dolphin::setup::model::Setup;
use crate::ui::sound::model::{Cues, FdEar};

/// What a person asks of a local game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayIntent {
    /// An intent for the match (a move; the next tick applies it).
    Game(Intent),
    /// Stop the clock: no tick runs and no click is sent.
    Pause,
    /// Run the clock again.
    Resume,
    /// Z spec `Disconnect`: the person's seat (with two friends, the
    /// foxes') leaves and the other side wins, at once, even while paused.
    Leave,
}

/// Local play as a [`Session`]: a person's intent goes to the match (the
/// next tick applies it) or to the game's clock, `advance` runs the ticks
/// due at wall time, and the match is what is shown.
impl Session for Play {
    type Intent = PlayIntent;
    type Refused = RefusalReason;
    type Shown = Match;
    type Event = Happened;

    /// A move is refused here while watching, paused or counting down to
    /// the start, and by the match for a seat the computer plays or a
    /// finished game; a pause or resume once the game is over; a leave
    /// while watching or once the game is over.
    fn submit(&mut self, intent: PlayIntent) -> Result<(), RefusalReason> {
        match intent {
            PlayIntent::Game(intent) => {
                if let Some(reason) = self.blocked() {
                    return Err(reason);
                }
                self.live.submit(intent).map_err(RefusalReason::Rules)?;
                self.input.sent(&intent);
            }
            PlayIntent::Pause | PlayIntent::Resume if self.over() => {
                return Err(RefusalReason::Rules(MoveError::GameNotRunning));
            }
            PlayIntent::Pause => self.clock.set_paused(true),
            PlayIntent::Resume => self.clock.set_paused(false),
            PlayIntent::Leave => {
                self.leave()?;
            }
        }
        Ok(())
    }

    /// One browser frame at time `now`: runs the ticks now due.
    fn advance(&mut self, now: Millis) -> Changed<Happened> {
        let ticks = self.clock.frame(now.as_f64(), 1.0);
        self.step_ticks(ticks, now.as_f64()).said()
    }

    fn shown(&self) -> Option<&Match> {
        Some(&self.live)
    }
}

#[derive(Clone, Debug)]
pub struct Play {
    setup: Setup,
    live: Match,
    clock: Accumulator,
    tiles: Tiles,
    /// The people's selections, cursor moves and refusal bubble.
    input: Input,
    arrivals: [Option<Coord>; 2],
    chronicle: Chronicle,
    /// What the game has made heard (see [`Play::hear`]).
    ear: FdEar,
    /// The count before the first tick.
    countdown: Countdown,
}

impl Play {
    /// A new match with both seats taken, at tick 0, and the count before
    /// its first tick. `seed` is used when the setup has none.
    pub fn new(setup: Setup, seed: u64) -> Result<Play, SettingsError> {
        let live = Match::new(setup.settings(seed), [setup.fox, setup.dolphin])?;
        let size = live.game().size();
        let mut tiles = Tiles::new(live.game(), Coord::new(size / 2, size / 2));
        let people: Vec<Species> = Species::ALL
            .into_iter()
            .filter(|&s| !setup.seat(s).is_computer())
            .collect();
        let input = Input::new(live.game(), &mut tiles, &people);
        let chronicle = Chronicle::of(live.game().events());
        let ear = FdEar::new(live.game());
        let mut play = Play {
            setup: Setup {
                seed: Some(live.game().settings().seed),
                ..setup
            },
            live,
            clock: Accumulator::default(),
            tiles,
            input,
            arrivals: [None; 2],
            chronicle,
            ear,
            countdown: Countdown::start(),
        };
        play.tiles.refresh(play.live.game());
        Ok(play)
    }

    // ----- reading -----

    /// The setup, with the seed actually used.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn the_match(&self) -> &Match {
        &self.live
    }

    pub fn tiles(&self) -> &Tiles {
        &self.tiles
    }

    pub fn chronicle(&self) -> &Chronicle {
        &self.chronicle
    }

    /// The number the count before the first tick shows ("3", "2", "1"),
    /// while it runs.
    pub fn countdown(&self) -> Option<u64> {
        self.countdown.shown()
    }

    pub fn paused(&self) -> bool {
        self.clock.paused()
    }

    /// Whether game time runs: not paused, page not hidden.
    pub fn running(&self) -> bool {
        self.clock.running()
    }

    pub fn over(&self) -> bool {
        self.live.is_over()
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.live.game().outcome()
    }

    pub fn refusal(&self) -> Option<&RefusalBubble> {
        self.input.refusal()
    }

    pub fn selected(&self, seat: Species) -> Option<Coord> {
        self.input.selected(seat)
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Species) -> bool {
        !self.setup.seat(seat).is_computer()
    }

    // ----- time -----

    /// Runs `ticks` ticks of game time: first the count before the start,
    /// then the match (fewer if it ends); then shows what happened.
    pub fn step_ticks(&mut self, ticks: u64, wall_ms: f64) -> Changes {
        let ticks = self.countdown.spend(ticks * TICK_MS) / TICK_MS;
        for _ in 0..ticks {
            if self.live.is_over() {
                break;
            }
            self.live.step();
        }
        self.catch_up(wall_ms)
    }

    /// Pauses or resumes for the page (help open over the game), as
    /// [`PlayIntent::Pause`] and [`PlayIntent::Resume`] do for a person.
    pub fn set_paused(&mut self, paused: bool) {
        if !self.over() {
            self.clock.set_paused(paused);
        }
    }

    pub fn set_hidden(&mut self, hidden: bool) {
        self.clock.set_hidden(hidden);
    }

    /// The sounds of what happened since the last call, heard by the
    /// people at this device (none when watching, both seats with a friend).
    pub fn hear(&mut self) -> Cues {
        let people: Vec<Species> = Species::ALL
            .into_iter()
            .filter(|&s| self.is_human(s))
            .collect();
        self.ear.hear(self.live.game(), &people)
    }

    // ----- people -----

    /// A person's hand on the board at wall time `wall_ms` (the play
    /// stage's message from the board).
    pub fn board(&mut self, input: BoardInput, wall_ms: f64) {
        match input {
            BoardInput::Click(at) => self.click(at, wall_ms),
            BoardInput::Drag(from, to) => self.drag(from, to, wall_ms),
            BoardInput::Cursor(rows, cols) => self.move_cursor(rows, cols),
            BoardInput::Activate => self.activate(wall_ms),
        }
    }

    /// A click or Enter on `at` at wall time `wall_ms`: ask to move the
    /// selected animal there, select one of your animals, move the one
    /// animal that alone can step there (one tap), or clear the selection.
    pub fn click(&mut self, at: Coord, wall_ms: f64) {
        let blocked = self.blocked();
        let intent = self
            .input
            .click(self.live.game(), &mut self.tiles, blocked, at, wall_ms);
        self.request(intent, wall_ms);
    }

    /// A drag from `from` to `to` (pointer down on one tile, up on
    /// another): from one of the people's animals, the same as selecting it
    /// and clicking `to`; from anywhere else, nothing.
    pub fn drag(&mut self, from: Coord, to: Coord, wall_ms: f64) {
        let blocked = self.blocked();
        let intent = self.input.drag(
            self.live.game(),
            &mut self.tiles,
            blocked,
            from,
            to,
            wall_ms,
        );
        self.request(intent, wall_ms);
    }

    /// Moves the keyboard cursor by whole tiles, stopping at the edges.
    pub fn move_cursor(&mut self, rows: isize, cols: isize) {
        move_cursor(self.live.game(), &mut self.tiles, rows, cols);
    }

    /// Enter on the cursor: the same as a click there.
    pub fn activate(&mut self, wall_ms: f64) {
        self.click(self.tiles.cursor(), wall_ms)
    }

    /// [`PlayIntent::Leave`]: the seat that leaves is yours (or, with two
    /// friends, the foxes'), applied at once by a tick, even while paused.
    fn leave(&mut self) -> Result<Changes, RefusalReason> {
        let seat = [Seat::You, Seat::HotSeat].into_iter().find_map(|kind| {
            Species::ALL
                .into_iter()
                .find(|&s| self.setup.seat(s) == kind)
        });
        let seat = seat.ok_or(RefusalReason::Watching)?;
        (self.live.submit(Intent::Leave { seat })).map_err(RefusalReason::Rules)?;
        // Leaving during the count ends it: the leave is the first tick.
        self.countdown = Countdown::default();
        Ok(self.step_ticks(1, self.clock.last_wall().unwrap_or(0.0)))
    }

    /// A person's request for the game as a whole (pause, resume, leave):
    /// a refusal is shown in the bubble, beside the keyboard cursor.
    pub fn ask(&mut self, intent: PlayIntent, wall_ms: f64) {
        if let Err(reason) = Session::submit(self, intent) {
            self.input.refuse(self.tiles.cursor(), reason, wall_ms);
        }
    }

    /// Why no click is sent now: watching, paused, or counting down to the
    /// start.
    fn blocked(&self) -> Option<RefusalReason> {
        if self.setup.is_watch() {
            Some(RefusalReason::Watching)
        } else if self.clock.paused() {
            Some(RefusalReason::Paused)
        } else if self.countdown.running() {
            Some(RefusalReason::Starting)
        } else {
            None
        }
    }

    /// Submits the intent a click or a drag made at wall time `wall_ms`;
    /// a refusal (the match's: a seat the computer plays, a game over) is
    /// shown beside the animal it asked to move, as the rules' refusals at
    /// a tick are. (Paused, watching, the count: the click path refused
    /// those already and made no intent.)
    fn request(&mut self, intent: Option<Intent>, wall_ms: f64) {
        let Some(intent) = intent else {
            return;
        };
        if let Err(reason) = Session::submit(self, PlayIntent::Game(intent)) {
            if let Intent::Move { from, .. } = intent {
                self.input.refuse(from, reason, wall_ms);
            }
        }
    }

    // ----- bookkeeping -----

    /// Reads the events since the last call: tiles to redraw, the feed and
    /// figures, and the people's selections and refusals (see
    /// [`Input::observe`]).
    fn catch_up(&mut self, wall_ms: f64) -> Changes {
        let events = self.live.game().events();
        let new = &events[self.chronicle.seen().min(events.len())..];
        let changes = mark_tiles(&mut self.tiles, &mut self.arrivals, new);
        self.input.observe(
            self.live.game(),
            &mut self.tiles,
            new,
            changes.any(),
            wall_ms,
        );
        self.chronicle.absorb(events);
        self.tiles.refresh(self.live.game());
        changes
    }
}

#[cfg(test)]
mod tests;
