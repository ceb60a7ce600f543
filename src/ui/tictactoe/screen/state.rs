//! What the tic-tac-toe screen shows, and how each action changes it.
//!
//! Pure state, the screen's reducer, and the local game as a [`Session`]:
//! the component owns a [`ScreenState`], forwards clicks and keys to it,
//! hands it the page's clock once a frame (`ui::frame_loop`) while the
//! computer is to move, and renders it. The computer's reply is due at a
//! wall time, [`REPLY_DELAY_MS`] (or [`WATCH_DELAY_MS`] between two
//! computers) after the move, undo or new game that gave it the turn (or,
//! on a page that opens on its turn, after the first frame), and the frame
//! that reaches it plays the move. Every rule decision is
//! delegated to [`crate::rules::tictactoe::Game`].

use crate::clock::Millis;
use crate::rules::rng::SplitMix64;
use crate::rules::tictactoe::{Cell, Computer, Game, Level, MoveError, Outcome, Player};
use crate::session::{Changed, Session};
use crate::ui::tictactoe::setup::model::Setup;
use crate::ui::tictactoe::setup::record::Scores;
use crate::ui::tictactoe::words::TttWords;

/// How long the computer waits before its move, so a person sees it come.
pub const REPLY_DELAY_MS: u32 = 350;
/// Computer against computer: a visible pause between moves.
pub const WATCH_DELAY_MS: u32 = 900;

/// What a person asks of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Click(Cell),
    Undo,
    /// Perfect's suggestion for the side to move.
    Hint,
    MoveCursor {
        rows: isize,
        cols: isize,
    },
    Restart(Setup),
}

/// Why a click on the board did nothing, worded when shown
/// ([`TttMessage::worded`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TttMessage {
    /// The computer plays both sides.
    Watching,
    /// The rules refused the move.
    Refused(MoveError),
    /// Undo was asked with no person's move to take back.
    NothingToUndo,
}

impl TttMessage {
    /// This message as a whole sentence.
    pub fn worded(&self, t: &TttWords) -> String {
        match self {
            TttMessage::Watching => t.ttt_watching().to_owned(),
            TttMessage::Refused(error) => t.ttt_move_error(error),
            TttMessage::NothingToUndo => t.ttt_nothing_to_undo().to_owned(),
        }
    }
}

/// The local game as a [`Session`]: an intent is a person's mark on a
/// cell (for the side the setup gives them), `advance` plays the
/// computer's move once it is due, and the board is what is shown.
impl Session for ScreenState {
    type Intent = Action;
    type Refused = TttMessage;
    type Shown = Game;
    /// The computer's mark, when it moved (and then a redraw).
    type Event = Cell;

    /// Everything a person asks: a mark, undo, a hint, a cursor move, a
    /// new game. A mark is refused while watching and where the rules
    /// refuse the move (not your turn, a taken cell, the game over); undo
    /// when there is nothing to take back. Refused, nothing changes but
    /// the cursor.
    fn submit(&mut self, action: Action) -> Result<(), TttMessage> {
        match action {
            Action::Click(cell) => {
                self.cursor = cell;
                self.mark(cell)
            }
            Action::Undo if !self.can_undo() => Err(TttMessage::NothingToUndo),
            Action::Undo => {
                self.undo();
                Ok(())
            }
            Action::Hint => {
                self.hint = self.computer.hint(&self.game);
                Ok(())
            }
            Action::MoveCursor { rows, cols } => {
                self.move_cursor(rows, cols);
                Ok(())
            }
            Action::Restart(setup) => {
                self.restart(setup);
                Ok(())
            }
        }
    }

    fn advance(&mut self, now: Millis) -> Changed<Cell> {
        self.now = self.now.max(now);
        if !self.waiting_for_computer() {
            self.reply_at = None;
            return Changed::nothing();
        }
        let due = *self.reply_at.get_or_insert(now + self.delay_ms());
        if now < due {
            return Changed::nothing();
        }
        let level = self.setup.opponent.level().unwrap_or(Level::Strategy);
        let Some(cell) = self.computer.choose(&self.game, level, &mut self.rng) else {
            return Changed::nothing();
        };
        // Two computers: the next move comes a whole pause after this one.
        let moved = self.play(self.game.turn(), cell).is_ok();
        Changed {
            redraw: moved,
            events: moved.then_some(cell).into_iter().collect(),
        }
    }

    fn shown(&self) -> Option<&Game> {
        Some(&self.game)
    }
}

pub struct ScreenState {
    pub setup: Setup,
    pub game: Game,
    /// Perfect's suggestion, shown on the board until the next move.
    pub hint: Option<Cell>,
    /// The keyboard cursor.
    pub cursor: Cell,
    /// Why the last request was refused, until the next one.
    pub message: Option<TttMessage>,
    pub scores: Scores,
    /// Counts games started (the share field starts afresh with each).
    pub round: u32,
    recorded: bool,
    /// What perfect play has worked out, kept for the whole visit.
    computer: Computer,
    /// Breaks the computer's ties.
    rng: SplitMix64,
    /// The computer's pause, if not the setup's usual one (tests use 0).
    delay_override: Option<u32>,
    /// When the computer's move is due.
    reply_at: Option<Millis>,
    /// The latest time heard of (an action's, a frame's).
    now: Millis,
}

impl ScreenState {
    /// A new game of `setup`; `seed` breaks the computer's ties; `delay_ms`
    /// replaces the computer's usual pause.
    pub fn new(setup: Setup, scores: Scores, seed: u64, delay_ms: Option<u32>) -> ScreenState {
        ScreenState {
            game: new_game(&setup),
            setup,
            hint: None,
            cursor: Cell::new(0, 0),
            message: None,
            scores,
            round: 0,
            recorded: false,
            computer: Computer::new(),
            rng: SplitMix64::new(seed),
            delay_override: delay_ms,
            reply_at: None,
            now: Millis::ZERO,
        }
    }

    /// Applies one action, asked at time `now`, through
    /// [`Session::submit`]; a refusal is kept as the message shown.
    pub fn apply(&mut self, action: Action, now: Millis) {
        self.now = self.now.max(now);
        if let Err(message) = Session::submit(self, action) {
            self.message = Some(message);
        }
    }

    /// Starts over with `setup` (the same one for "New game"), keeping the
    /// scores, the computer's knowledge and its tie-breaks' stream.
    pub fn restart(&mut self, setup: Setup) {
        self.game = new_game(&setup);
        self.setup = setup;
        self.hint = None;
        self.message = None;
        self.round += 1;
        self.recorded = false;
        self.cursor = Cell::new(0, 0);
        self.computer_waits();
    }

    /// A person asks to place a mark on `cell`: played, or refused with a
    /// message.
    pub fn click(&mut self, cell: Cell) {
        self.apply(Action::Click(cell), self.now);
    }

    /// A person's mark on `cell`, for the side the setup gives them.
    fn mark(&mut self, cell: Cell) -> Result<(), TttMessage> {
        let player = if self.setup.is_watch() {
            if self.game.outcome() == Outcome::Unfinished {
                return Err(TttMessage::Watching);
            }
            self.game.turn()
        } else if self.setup.against_computer() {
            self.setup.you
        } else {
            self.game.turn()
        };
        self.play(player, cell).map_err(TttMessage::Refused)
    }

    /// Whether the computer is to move now.
    pub fn waiting_for_computer(&self) -> bool {
        self.game.outcome() == Outcome::Unfinished && !self.setup.is_human(self.game.turn())
    }

    /// Whether the computer's move is due at `now` (the next
    /// [`Session::advance`] plays it).
    pub fn reply_due(&self, now: Millis) -> bool {
        self.waiting_for_computer() && self.reply_at.is_some_and(|due| now >= due)
    }

    /// The computer's pause before its move, in ms.
    fn delay_ms(&self) -> u64 {
        let usual = if self.setup.is_watch() {
            WATCH_DELAY_MS
        } else {
            REPLY_DELAY_MS
        };
        u64::from(self.delay_override.unwrap_or(usual))
    }

    /// Undo is offered while the game runs and a person has a move to take back.
    pub fn can_undo(&self) -> bool {
        self.game.outcome() == Outcome::Unfinished
            && (0..self.game.history().len()).any(|i| self.setup.is_human(self.mover(i)))
    }

    /// Takes back the last person's move and every computer reply after it,
    /// so it is that person's turn again. With a friend, one move.
    pub fn undo(&mut self) {
        if !self.can_undo() {
            return;
        }
        while let Some(cell) = self.game.undo() {
            let index = self.game.history().len();
            if self.setup.is_human(self.mover(index)) {
                self.cursor = cell;
                break;
            }
        }
        self.hint = None;
        self.message = None;
        self.computer_waits();
    }

    /// Moves the keyboard cursor, stopping at the edges.
    pub fn move_cursor(&mut self, rows: isize, cols: isize) {
        let last = self.setup.size as isize - 1;
        let row = (self.cursor.row as isize + rows).clamp(0, last);
        let col = (self.cursor.col as isize + cols).clamp(0, last);
        self.cursor = Cell::new(row as usize, col as usize);
    }

    /// The one-line status, in `t`'s language: whose turn it is, or the
    /// result: yours (`You win`, `You lose`) when you play the computer, the
    /// winning mark otherwise (two people at one device, or watching).
    pub fn status(&self, t: &TttWords) -> String {
        match self.game.outcome() {
            Outcome::Won(player) if self.setup.against_computer() => {
                if self.setup.is_human(player) {
                    t.ttt_you_win().to_owned()
                } else {
                    t.ttt_you_lose().to_owned()
                }
            }
            Outcome::Won(player) => t.ttt_wins(player),
            Outcome::Draw => t.ttt_draw().to_owned(),
            Outcome::Unfinished => {
                let turn = self.game.turn();
                if self.setup.seat(turn).is_computer() {
                    t.ttt_computer_thinking(turn)
                } else if self.setup.against_computer() {
                    t.ttt_your_turn(turn)
                } else {
                    t.ttt_turn(turn)
                }
            }
        }
    }

    /// The last move as the live region says it, with its number (the
    /// region's key): the computer's, or, with two people at this device,
    /// every move (the other player's, for the one whose turn comes).
    /// Your own move against the computer is yours to know: not said.
    pub fn last_move_said(&self, t: &TttWords) -> Option<(usize, String)> {
        let index = self.game.history().len().checked_sub(1)?;
        let cell = self.game.history()[index];
        let player = self.mover(index);
        let computer = self.setup.seat(player).is_computer();
        (computer || !self.setup.against_computer()).then(|| {
            let said = t.ttt_said_played(player, cell.row, cell.col, computer);
            (index, said)
        })
    }

    /// Who placed (or will place) the `index`-th mark.
    fn mover(&self, index: usize) -> Player {
        if index % 2 == 0 {
            self.game.first()
        } else {
            self.game.first().other()
        }
    }

    /// When the computer gets the turn now, its move is due a pause from
    /// now (the latest time heard of).
    fn computer_waits(&mut self) {
        self.reply_at = self
            .waiting_for_computer()
            .then(|| self.now + self.delay_ms());
    }

    /// Places `player`'s mark; a played move clears the hint and the
    /// message, starts the computer's wait afresh, and counts a finished
    /// game once.
    fn play(&mut self, player: Player, cell: Cell) -> Result<(), MoveError> {
        let outcome = self.game.play(player, cell)?;
        self.hint = None;
        self.message = None;
        self.computer_waits();
        if outcome != Outcome::Unfinished && !self.recorded {
            self.scores.record(&self.setup, outcome);
            self.recorded = true;
        }
        Ok(())
    }
}

fn new_game(setup: &Setup) -> Game {
    // A Setup only ever holds a size read through `setup::parse_size` or the
    // form's choices, both within the rules' range; fall back to the
    // default size rather than panic if that ever changes.
    Game::new(setup.size, setup.first)
        .or_else(|_| Game::new(Setup::default().size, setup.first))
        .unwrap_or_else(|_| unreachable!("the default board size is valid"))
}

#[cfg(test)]
mod tests;
