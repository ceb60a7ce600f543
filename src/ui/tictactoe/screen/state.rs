//! What the tic-tac-toe screen shows, and how each action changes it.
//!
//! Pure state, the screen's reducer: the component owns a [`ScreenState`],
//! forwards clicks, keys and the computer's chosen moves to it, and renders
//! it. Every rule decision is delegated to [`crate::rules::tictactoe::Game`].

use crate::rules::tictactoe::{Cell, Game, MoveError, Outcome, Player};
use crate::ui::tictactoe::setup::model::Setup;
use crate::ui::tictactoe::setup::record::Scores;
use crate::ui::tictactoe::words::TttWords;

/// What a person or the computer asks of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Click(Cell),
    ComputerMove(Cell),
    Undo,
    Hint(Option<Cell>),
    MoveCursor { rows: isize, cols: isize },
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
}

impl TttMessage {
    /// This message as a whole sentence.
    pub fn worded(&self, t: &TttWords) -> String {
        match self {
            TttMessage::Watching => t.ttt_watching().to_owned(),
            TttMessage::Refused(error) => t.ttt_move_error(error),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
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
    /// Counts games started, so a new game restarts the computer's timer.
    pub round: u32,
    recorded: bool,
}

impl ScreenState {
    pub fn new(setup: Setup, scores: Scores) -> ScreenState {
        ScreenState {
            game: new_game(&setup),
            setup,
            hint: None,
            cursor: Cell::new(0, 0),
            message: None,
            scores,
            round: 0,
            recorded: false,
        }
    }

    /// Applies one action.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Click(cell) => self.click(cell),
            Action::ComputerMove(cell) => self.computer_move(cell),
            Action::Undo => self.undo(),
            Action::Hint(cell) => self.hint = cell,
            Action::MoveCursor { rows, cols } => self.move_cursor(rows, cols),
            Action::Restart(setup) => self.restart(setup),
        }
    }

    /// Starts over with `setup` (the same one for "New game").
    pub fn restart(&mut self, setup: Setup) {
        let scores = self.scores;
        let round = self.round + 1;
        *self = ScreenState {
            round,
            ..ScreenState::new(setup, scores)
        };
        if self.cursor.row >= setup.size || self.cursor.col >= setup.size {
            self.cursor = Cell::new(0, 0);
        }
    }

    /// A person asks to place a mark on `cell`.
    pub fn click(&mut self, cell: Cell) {
        self.cursor = cell;
        let player = if self.setup.is_watch() {
            if self.game.outcome() == Outcome::Unfinished {
                self.message = Some(TttMessage::Watching);
                return;
            }
            self.game.turn()
        } else if self.setup.against_computer() {
            self.setup.you
        } else {
            self.game.turn()
        };
        self.play(player, cell);
    }

    /// The computer's chosen move for the side whose turn it is.
    pub fn computer_move(&mut self, cell: Cell) {
        if self.waiting_for_computer() {
            self.play(self.game.turn(), cell);
        }
    }

    /// Whether the computer is to move now.
    pub fn waiting_for_computer(&self) -> bool {
        self.game.outcome() == Outcome::Unfinished && !self.setup.is_human(self.game.turn())
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

    /// Who placed (or will place) the `index`-th mark.
    fn mover(&self, index: usize) -> Player {
        if index % 2 == 0 {
            self.game.first()
        } else {
            self.game.first().other()
        }
    }

    fn play(&mut self, player: Player, cell: Cell) {
        match self.game.play(player, cell) {
            Ok(outcome) => {
                self.hint = None;
                self.message = None;
                if outcome != Outcome::Unfinished && !self.recorded {
                    self.scores.record(&self.setup, outcome);
                    self.recorded = true;
                }
            }
            Err(error) => self.message = Some(TttMessage::Refused(error)),
        }
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
mod tests {
    use super::*;
    use crate::rules::tictactoe::Level;
    use crate::rules::Seat;

    fn versus(level: Level, you: Player, first: Player) -> ScreenState {
        let setup = Setup {
            size: 3,
            yours: Seat::You,
            opponent: Seat::Computer(level),
            first,
            you,
        };
        ScreenState::new(setup, Scores::default())
    }

    #[test]
    fn a_click_on_your_turn_places_your_mark() {
        let mut s = versus(Level::Perfect, Player::X, Player::X);
        s.click(Cell::new(1, 1));
        assert_eq!(s.game.at(Cell::new(1, 1)), Some(Player::X));
        assert!(s.waiting_for_computer());
    }

    #[test]
    fn a_click_while_the_computer_thinks_is_refused_with_a_reason() {
        let mut s = versus(Level::Perfect, Player::O, Player::X);
        s.click(Cell::new(0, 0));
        assert_eq!(s.game.history().len(), 0);
        assert!(s.message.is_some());
    }

    #[test]
    fn a_click_on_a_taken_cell_changes_nothing_but_the_message() {
        let mut s = versus(Level::Perfect, Player::X, Player::X);
        s.click(Cell::new(0, 0));
        s.computer_move(Cell::new(1, 1));
        let before = s.game.clone();
        s.click(Cell::new(1, 1));
        assert_eq!(s.game, before);
        assert!(s.message.is_some());
    }

    #[test]
    fn undo_takes_back_your_move_and_the_reply() {
        let mut s = versus(Level::Perfect, Player::X, Player::X);
        s.click(Cell::new(0, 0));
        s.computer_move(Cell::new(1, 1));
        s.click(Cell::new(0, 1));
        s.computer_move(Cell::new(0, 2));
        s.undo();
        assert_eq!(s.game.history(), &[Cell::new(0, 0), Cell::new(1, 1)]);
        assert_eq!(s.game.turn(), Player::X);
    }

    #[test]
    fn undo_before_the_computer_replies_takes_back_only_your_move() {
        let mut s = versus(Level::Perfect, Player::X, Player::X);
        s.click(Cell::new(0, 0));
        s.undo();
        assert!(s.game.history().is_empty());
    }

    #[test]
    fn undo_is_not_offered_before_your_first_move() {
        let mut s = versus(Level::Perfect, Player::O, Player::X);
        s.computer_move(Cell::new(0, 0));
        assert!(!s.can_undo());
        s.undo();
        assert_eq!(s.game.history().len(), 1);
    }

    #[test]
    fn with_a_friend_undo_takes_back_one_move() {
        let setup = Setup {
            opponent: Seat::HotSeat,
            ..Setup::default()
        };
        let mut s = ScreenState::new(setup, Scores::default());
        s.click(Cell::new(0, 0));
        s.click(Cell::new(1, 1));
        s.undo();
        assert_eq!(s.game.history(), &[Cell::new(0, 0)]);
    }

    #[test]
    fn a_finished_game_is_counted_once() {
        let setup = Setup {
            opponent: Seat::HotSeat,
            ..Setup::default()
        };
        let mut s = ScreenState::new(setup, Scores::default());
        for (r, c) in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)] {
            s.click(Cell::new(r, c));
        }
        assert_eq!(s.status(TttWords::of(crate::ui::i18n::Lang::En)), "X wins");
        s.click(Cell::new(2, 2));
        assert_eq!(s.scores.friend.wins, 1);
        assert!(!s.can_undo());
    }

    #[test]
    fn restart_keeps_the_scores_and_counts_rounds() {
        let setup = Setup {
            opponent: Seat::HotSeat,
            ..Setup::default()
        };
        let mut s = ScreenState::new(setup, Scores::default());
        s.scores.friend.draws = 2;
        s.click(Cell::new(0, 0));
        s.restart(Setup { size: 4, ..setup });
        assert!(s.game.history().is_empty());
        assert_eq!(s.game.size(), 4);
        assert_eq!((s.scores.friend.draws, s.round), (2, 1));
    }

    #[test]
    fn watching_refuses_clicks() {
        let setup = Setup {
            yours: Seat::Computer(Level::Strategy),
            opponent: Seat::Computer(Level::Strategy),
            ..Setup::default()
        };
        let mut s = ScreenState::new(setup, Scores::default());
        s.click(Cell::new(0, 0));
        assert!(s.game.history().is_empty() && s.message.is_some());
        assert!(s.waiting_for_computer());
    }

    #[test]
    fn the_cursor_stops_at_the_edges() {
        let mut s = versus(Level::Easy, Player::X, Player::X);
        s.move_cursor(-1, -1);
        assert_eq!(s.cursor, Cell::new(0, 0));
        s.move_cursor(5, 1);
        assert_eq!(s.cursor, Cell::new(2, 1));
    }

    #[test]
    fn against_the_computer_the_end_says_whether_you_won() {
        let en = TttWords::of(crate::ui::i18n::Lang::En);
        // You (X) take the top row while the computer fills the middle.
        let mut s = versus(Level::Easy, Player::X, Player::X);
        for (r, c) in [(0, 0), (0, 1), (0, 2)] {
            s.click(Cell::new(r, c));
            if s.game.outcome() == Outcome::Unfinished {
                s.computer_move(Cell::new(1, c));
            }
        }
        assert_eq!(s.status(en), "You win");
        // You (O) lose to the computer's top row.
        let mut s = versus(Level::Easy, Player::O, Player::X);
        for c in 0..3 {
            s.computer_move(Cell::new(0, c));
            if s.game.outcome() == Outcome::Unfinished {
                s.click(Cell::new(1, c));
            }
        }
        assert_eq!(s.status(en), "You lose");
        assert_eq!(s.scores.easy.losses, 1);
    }
}
