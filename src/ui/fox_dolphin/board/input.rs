//! The board input of Fox & Dolphin, shared by local and online play: a
//! click, drag or key of the people at this device becomes the [`Intent`]
//! to submit, or a refusal shown beside the animal.
//!
//! Plain state, tested natively. It keeps each person's selected animal
//! (the seat selected last moves first onto a shared target), marks the
//! selections and their targets on the [`Tiles`], keeps the one-tap map
//! current, moves the keyboard cursor, and holds the refusal bubble. The
//! caller submits the intent (to its match, or to the host) and feeds
//! [`Input::observe`] the game's new events, so selections follow their
//! animals and the rules' [`Event::Refused`] for a person's seat becomes
//! the bubble.

use crate::rules::fox_dolphin::{Coord, Event, Game, Intent, MoveError, Species, Status};
use crate::ui::fox_dolphin::board::reach::Reach;
use crate::ui::fox_dolphin::board::tiles::{Mark, Tiles};
use crate::ui::fox_dolphin::words::FdWords;

/// How long a refusal stays beside the animal, in wall milliseconds.
pub const REFUSAL_SHOWN_MS: f64 = 2_500.0;

/// A [`RefusalReason`] shown beside the animal for a moment: where and until
/// when (the reason itself is the [`RefusalReason`]'s).
#[derive(Clone, Debug, PartialEq)]
pub struct RefusalBubble {
    pub at: Coord,
    pub reason: RefusalReason,
    pub until_wall: f64,
}

/// Why a click did nothing, worded when shown ([`RefusalReason::worded`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefusalReason {
    /// The game is paused: the click was not sent.
    Paused,
    /// Computer against computer: nobody's clicks are sent.
    Watching,
    /// The count before the first tick runs: the board waits.
    Starting,
    /// The rules refused the move (Z spec `IllegalMove`).
    Rules(MoveError),
}

impl RefusalReason {
    /// This refusal as a whole sentence.
    pub fn worded(&self, t: &FdWords) -> String {
        match self {
            RefusalReason::Paused => t.fd_refusal_paused().to_owned(),
            RefusalReason::Watching => t.fd_refusal_watching().to_owned(),
            RefusalReason::Starting => t.fd_refusal_starting().to_owned(),
            RefusalReason::Rules(error) => t.fd_move_error(error),
        }
    }
}

/// A person's hand on the board, sent to the stage shown (the live game
/// or the replay).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    Click(Coord),
    /// A drag from one tile to another.
    Drag(Coord, Coord),
    Cursor(isize, isize),
    /// Enter or Space on the cursor.
    Activate,
}

/// A key on the board: the arrows move the cursor, Enter or Space clicks
/// the tile under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// By whole rows and columns.
    Cursor(isize, isize),
    Activate,
}

impl Key {
    /// The key of a browser key name (`KeyboardEvent.key`), if the board
    /// uses it.
    pub fn of(name: &str) -> Option<Key> {
        Some(match name {
            "ArrowUp" => Key::Cursor(-1, 0),
            "ArrowDown" => Key::Cursor(1, 0),
            "ArrowLeft" => Key::Cursor(0, -1),
            "ArrowRight" => Key::Cursor(0, 1),
            "Enter" | " " => Key::Activate,
            _ => return None,
        })
    }
}

/// The people's input on one board.
#[derive(Clone, Debug, Default)]
pub struct Input {
    /// Per seat: whether a person at this device plays it.
    people: [bool; 2],
    /// Each person's selected animal.
    selected: [Option<Coord>; 2],
    /// The seat selected most recently: its animal moves first on a shared target.
    last_selected: Option<Species>,
    /// The tiles marked (selections and their targets).
    targets: Vec<Coord>,
    /// Per seat: where the latest move it asked for starts, to show the
    /// rules' refusal beside that animal.
    asked: [Option<Coord>; 2],
    refusal: Option<RefusalBubble>,
}

impl Input {
    /// The input of the people who play `people` at this device, with the
    /// one-tap map shown on `tiles`.
    pub fn new(game: &Game, tiles: &mut Tiles, people: &[Species]) -> Input {
        let input = Input {
            people: Species::ALL.map(|s| people.contains(&s)),
            ..Input::default()
        };
        input.update_reach(game, tiles);
        input
    }

    /// Whether a person at this device plays `seat`.
    pub fn plays(&self, seat: Species) -> bool {
        self.people[seat.index()]
    }

    /// The seats the people at this device play.
    pub fn people(&self) -> Vec<Species> {
        Species::ALL
            .into_iter()
            .filter(|&s| self.plays(s))
            .collect()
    }

    /// Changes who plays here (a guest given a seat): the selections of
    /// other seats go, and the one-tap map is redrawn.
    pub fn set_people(&mut self, game: &Game, tiles: &mut Tiles, people: &[Species]) {
        let now = Species::ALL.map(|s| people.contains(&s));
        if now == self.people {
            return;
        }
        self.people = now;
        for seat in Species::ALL {
            if !self.plays(seat) {
                self.selected[seat.index()] = None;
            }
        }
        self.update_targets(game, tiles);
        self.update_reach(game, tiles);
        tiles.refresh(game);
    }

    pub fn selected(&self, seat: Species) -> Option<Coord> {
        self.selected[seat.index()]
    }

    /// The refusal shown beside an animal, until its wall time.
    pub fn refusal(&self) -> Option<&RefusalBubble> {
        self.refusal.as_ref()
    }

    /// A click or Enter on `at` at wall time `wall_ms`: the move of the
    /// selected animal there, a selection of one of the people's animals,
    /// the move of the one animal that alone can step there (one tap), or
    /// a cleared selection. `blocked` (paused, watching) refuses any click
    /// on the board while the game runs.
    pub fn click(
        &mut self,
        game: &Game,
        tiles: &mut Tiles,
        blocked: Option<RefusalReason>,
        at: Coord,
        wall_ms: f64,
    ) -> Option<Intent> {
        tiles.set_cursor(at);
        let intent = self.clicked(game, tiles, blocked, at, wall_ms);
        tiles.refresh(game);
        intent
    }

    fn clicked(
        &mut self,
        game: &Game,
        tiles: &mut Tiles,
        blocked: Option<RefusalReason>,
        at: Coord,
        wall_ms: f64,
    ) -> Option<Intent> {
        let tile = game.tile(at)?;
        if game.status() != Status::InGame {
            return None;
        }
        if let Some(reason) = blocked {
            self.refuse(at, reason, wall_ms);
            return None;
        }
        let order = self.selection_order();
        // A legal target of a selected animal: move (or eat) there.
        if let Some(seat) = order.iter().copied().find(|&seat| {
            self.selected(seat)
                .is_some_and(|from| game.legal_targets(from).contains(&at))
        }) {
            return self.request(seat, at);
        }
        // One of a person's animals: select it (again: unselect).
        if let Some(seat) = tile.occupant.filter(|&s| self.plays(s)) {
            let i = seat.index();
            self.selected[i] = (self.selected[i] != Some(at)).then_some(at);
            self.last_selected = Some(seat);
            self.refusal = None;
            self.update_targets(game, tiles);
            return None;
        }
        // One tap: the only one of the people's animals that can step here
        // (a selected one would have taken it above).
        if let Some((from, seat)) = tiles.reach(at) {
            return Some(Intent::Move { seat, from, to: at });
        }
        // Next to a selected animal but not a legal move: ask anyway, so the
        // rules say why not.
        if let Some(seat) = order
            .iter()
            .copied()
            .find(|&seat| self.selected(seat).is_some_and(|from| from.is_adjacent(at)))
        {
            return self.request(seat, at);
        }
        self.selected = [None; 2];
        self.update_targets(game, tiles);
        None
    }

    /// A drag from `from` to `to` (pointer down on one tile, up on
    /// another): from one of the people's animals, the same as selecting it
    /// and clicking `to`; from anywhere else, nothing.
    pub fn drag(
        &mut self,
        game: &Game,
        tiles: &mut Tiles,
        blocked: Option<RefusalReason>,
        from: Coord,
        to: Coord,
        wall_ms: f64,
    ) -> Option<Intent> {
        let seat = game
            .tile(from)
            .and_then(|t| t.occupant)
            .filter(|&s| self.plays(s))?;
        if from == to {
            return None;
        }
        // Blocked or over: the click on `to` says so (or does nothing), and
        // nothing is selected, as for a click on the animal.
        if blocked.is_some() || game.status() != Status::InGame {
            return self.click(game, tiles, blocked, to, wall_ms);
        }
        self.selected[seat.index()] = Some(from);
        self.last_selected = Some(seat);
        self.update_targets(game, tiles);
        self.click(game, tiles, blocked, to, wall_ms)
    }

    /// A key on the board: moves the cursor, or clicks under it.
    pub fn key(
        &mut self,
        game: &Game,
        tiles: &mut Tiles,
        blocked: Option<RefusalReason>,
        key: Key,
        wall_ms: f64,
    ) -> Option<Intent> {
        match key {
            Key::Cursor(rows, cols) => {
                move_cursor(game, tiles, rows, cols);
                None
            }
            Key::Activate => self.click(game, tiles, blocked, tiles.cursor(), wall_ms),
        }
    }

    /// The intent was taken (by the match, or sent to the host): a refusal
    /// of it is shown beside the animal it asked to move.
    pub fn sent(&mut self, intent: &Intent) {
        if let Intent::Move { seat, from, .. } = *intent {
            self.asked[seat.index()] = Some(from);
        }
    }

    /// Reads the game's `new` events at wall time `wall_ms`: selections
    /// follow their animals, the rules' refusals of the people's moves are
    /// shown; when the board changed, lost selections go and the targets and
    /// one-tap map are redrawn. The refusal goes when its time is up, and
    /// with the game.
    pub fn observe(
        &mut self,
        game: &Game,
        tiles: &mut Tiles,
        new: &[Event],
        board_changed: bool,
        wall_ms: f64,
    ) {
        for event in new {
            match *event {
                Event::Moved { species, from, to }
                | Event::Ate {
                    eater: species,
                    from,
                    to,
                } => {
                    let i = species.index();
                    if self.selected[i] == Some(from) && self.plays(species) {
                        self.selected[i] = Some(to);
                        self.refusal = None;
                    }
                }
                Event::Refused { seat, error } if self.plays(seat) => {
                    let at = self.asked[seat.index()].or(self.selected[seat.index()]);
                    if let Some(at) = at {
                        self.refusal = Some(RefusalBubble {
                            at,
                            reason: RefusalReason::Rules(error),
                            until_wall: wall_ms + REFUSAL_SHOWN_MS,
                        });
                    }
                }
                _ => {}
            }
        }
        if board_changed {
            self.forget_lost_selections(game);
            self.update_targets(game, tiles);
            self.update_reach(game, tiles);
        }
        // A reason goes after a moment, and with the game (no frames come
        // after the end to take it away).
        if game.status() == Status::EndGame
            || self
                .refusal
                .as_ref()
                .is_some_and(|r| r.until_wall <= wall_ms)
        {
            self.refusal = None;
        }
    }

    fn selection_order(&self) -> [Species; 2] {
        if self.last_selected == Some(Species::Dolphin) {
            [Species::Dolphin, Species::Fox]
        } else {
            Species::ALL
        }
    }

    fn request(&self, seat: Species, to: Coord) -> Option<Intent> {
        self.selected(seat)
            .map(|from| Intent::Move { seat, from, to })
    }

    /// Shows `reason` beside `at` from wall time `wall_ms`, for
    /// [`REFUSAL_SHOWN_MS`].
    pub fn refuse(&mut self, at: Coord, reason: RefusalReason, wall_ms: f64) {
        self.refusal = Some(RefusalBubble {
            at,
            reason,
            until_wall: wall_ms + REFUSAL_SHOWN_MS,
        });
    }

    /// A selected animal that was eaten (or a game that ended) is no longer selected.
    fn forget_lost_selections(&mut self, game: &Game) {
        let running = game.status() == Status::InGame;
        for seat in Species::ALL {
            let i = seat.index();
            if let Some(at) = self.selected[i] {
                let still = game.tile(at).and_then(|t| t.occupant) == Some(seat);
                if !running || !still {
                    self.selected[i] = None;
                }
            }
        }
    }

    /// Re-reads which tiles one animal alone can reach: at the start and
    /// whenever the board changes, not per frame.
    fn update_reach(&self, game: &Game, tiles: &mut Tiles) {
        tiles.set_reach(&Reach::of(game, &self.people()));
    }

    /// Re-marks the selected animals and their legal targets.
    fn update_targets(&mut self, game: &Game, tiles: &mut Tiles) {
        for at in std::mem::take(&mut self.targets) {
            tiles.set_mark(at, Mark::None);
        }
        let mut marks = Vec::new();
        for from in self.selected.iter().flatten() {
            for to in game.legal_targets(*from) {
                marks.push((to, Mark::Target));
            }
        }
        for from in self.selected.iter().flatten() {
            marks.push((*from, Mark::Selected));
        }
        for (at, mark) in marks {
            tiles.set_mark(at, mark);
            self.targets.push(at);
        }
    }
}

/// Moves the keyboard cursor by whole tiles, stopping at the edges.
pub fn move_cursor(game: &Game, tiles: &mut Tiles, rows: isize, cols: isize) {
    tiles.set_cursor(moved(tiles, rows, cols));
    tiles.refresh(game);
}

/// The cursor moved by whole tiles, stopping at the edges.
pub fn moved(tiles: &Tiles, rows: isize, cols: isize) -> Coord {
    let last = tiles.rows().len() as isize - 1;
    let c = tiles.cursor();
    let row = (c.row as isize + rows).clamp(0, last.max(0)) as usize;
    let col = (c.col as isize + cols).clamp(0, last.max(0)) as usize;
    Coord::new(row, col)
}

#[cfg(test)]
mod tests;
