//! A game as a link, and the replay that link opens.
//!
//! `?game=tic-tac-toe&size=3&opponent=friend&first=x&you=x&moves=5,1,9,3,7`
//! carries the setup and the move list, in the rules' notation
//! ([`crate::rules::tictactoe::notation`]: cell numbers written, VDM-SL
//! `(row, col)` pairs read too). The replay states the VDM `play` result
//! of the whole list. A list the notation refuses leaves a note saying why,
//! and the normal game screen opens with the same setup.

use crate::rules::tictactoe::notation::{format_moves, shortened, MoveList, MovesError};
use std::convert::Infallible;

use crate::clock::Millis;
use crate::rules::tictactoe::{play, Cell, Game, Outcome, Player};
use crate::session::{Changed, Session};
use crate::ui::link::{Ignored, Query, Reason};
use crate::ui::tictactoe::setup::model::{Setup, TttReason};
use crate::ui::tictactoe::words::TttWords;

/// The key of the move list in a link.
pub const MOVES_KEY: &str = "moves";

/// How much of a refused list the notice repeats.
const NOTICE_CHARS: usize = 40;

/// The link (query string) that replays `moves` played with `setup`.
/// Digits and commas need no escaping, so the list stays readable.
pub fn share_query(setup: &Setup, moves: &[Cell]) -> String {
    format!(
        "{}&{MOVES_KEY}={}",
        setup.to_query(),
        format_moves(moves, setup.size)
    )
}

/// Where the replay stands: one of the First / Previous / Next / Last
/// buttons, an arrow key, or a click on the move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    First,
    Previous,
    Next,
    Last,
    /// The board after this many moves.
    To(usize),
}

/// A shared game as a [`Session`]: its intents are the viewer's steps,
/// and the board after the step reached is what is shown. Nothing in it
/// is due at a time (a person steps through it, nothing plays by itself),
/// so `advance` changes nothing and its page runs no loop.
impl Session for SharedGame {
    type Intent = Step;
    /// Never: a step past either end stops there.
    type Refused = Infallible;
    type Shown = Game;
    type Event = Infallible;

    fn submit(&mut self, step: Step) -> Result<(), Infallible> {
        self.apply(step);
        Ok(())
    }

    fn advance(&mut self, _now: Millis) -> Changed<Infallible> {
        Changed::nothing()
    }

    fn shown(&self) -> Option<&Game> {
        Some(self.game())
    }
}

/// A shared game, shown move by move.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedGame {
    setup: Setup,
    moves: Vec<Cell>,
    /// The board after 0, 1, … n moves.
    positions: Vec<Game>,
    /// How many moves the board shows.
    step: usize,
}

impl SharedGame {
    /// The replay of `moves` played with `setup`, at its last move; `Err`
    /// if the list is not a legal game (see [`MoveList::new`]).
    pub fn new(setup: Setup, moves: &[Cell]) -> Result<SharedGame, MovesError> {
        MoveList::new(moves, setup.size, setup.first).map(|list| SharedGame::of_list(setup, list))
    }

    fn of_list(setup: Setup, list: MoveList) -> SharedGame {
        let (moves, positions) = list.into_parts();
        SharedGame {
            setup,
            step: moves.len(),
            moves,
            positions,
        }
    }

    /// The replay a link asks for, if it has a `moves=` value. A list that
    /// is refused adds a note to `ignored` and gives `None`: the link then
    /// opens the normal game screen with the same setup.
    pub fn from_query(
        query: &Query,
        setup: Setup,
        ignored: &mut Vec<Ignored<TttReason>>,
    ) -> Option<SharedGame> {
        let raw = query.get(MOVES_KEY)?;
        match MoveList::parse(raw, setup.size, setup.first) {
            Ok(list) => Some(SharedGame::of_list(setup, list)),
            Err(error) => {
                let value = shortened(raw, NOTICE_CHARS);
                ignored.push(Ignored::new(
                    MOVES_KEY,
                    &value,
                    Reason::Game(TttReason::Moves(error)),
                ));
                None
            }
        }
    }

    /// Moves the board to another point of the game; stops at either end.
    fn apply(&mut self, step: Step) {
        let last = self.moves.len();
        self.step = match step {
            Step::First => 0,
            Step::Previous => self.step.saturating_sub(1),
            Step::Next => (self.step + 1).min(last),
            Step::Last => last,
            Step::To(k) => k.min(last),
        };
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The whole move list.
    pub fn moves(&self) -> &[Cell] {
        &self.moves
    }

    /// How many moves the board shows, 0 to [`SharedGame::len`].
    pub fn step(&self) -> usize {
        self.step
    }

    /// How many moves the list holds.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// Whether the list is empty (never, for a replay read from a link).
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The board after [`SharedGame::step`] moves.
    fn game(&self) -> &Game {
        // `positions` holds one game per step, 0..=len, and `step` never
        // passes len; the last position is there in any case.
        self.positions
            .get(self.step)
            .or_else(|| self.positions.last())
            .unwrap_or_else(|| unreachable!("a replay always holds the empty board"))
    }

    /// Who played move `index` (0-based).
    pub fn mover(&self, index: usize) -> Player {
        if index % 2 == 0 {
            self.setup.first
        } else {
            self.setup.first.other()
        }
    }

    /// The cell played at the move the board has just reached.
    pub fn last_played(&self) -> Option<Cell> {
        self.step.checked_sub(1).map(|i| self.moves[i])
    }

    /// VDM-SL `play(order, moves)` of the whole list.
    pub fn result(&self) -> Outcome {
        play(
            [self.setup.first, self.setup.first.other()],
            self.setup.size,
            &self.moves,
        )
    }

    /// The move (1-based) at which a win stopped play, if someone won.
    pub fn won_at(&self) -> Option<usize> {
        self.positions
            .iter()
            .position(|game| matches!(game.outcome(), Outcome::Won(_)))
    }

    /// `Move 3 of 7`.
    pub fn status(&self, t: &TttWords) -> String {
        t.ttt_replay_step(self.step, self.len())
    }

    /// What happened at the move shown: who played where.
    pub fn caption(&self, t: &TttWords) -> String {
        match self.last_played() {
            Some(cell) => t.ttt_replay_played(
                self.mover(self.step - 1),
                cell.row,
                cell.col,
                cell.number(self.setup.size).unwrap_or_default(),
            ),
            None => t.ttt_replay_start().to_owned(),
        }
    }

    /// The sentence stating the VDM `play` result of the whole list.
    pub fn summary(&self, t: &TttWords) -> String {
        t.ttt_replay_result(self.result(), self.len(), self.won_at())
    }

    /// The link of this replay (moves as cell numbers).
    pub fn to_query(&self) -> String {
        share_query(&self.setup, &self.moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tictactoe::notation::tests::{cells, X_TOP_ROW};
    use crate::rules::Seat;

    fn setup(size: usize, first: Player) -> Setup {
        Setup {
            size,
            first,
            opponent: Seat::HotSeat,
            ..Setup::default()
        }
    }

    fn parse(raw: &str) -> Result<Vec<Cell>, MovesError> {
        crate::rules::tictactoe::notation::parse_moves(raw, 3, Player::X)
    }

    #[test]
    fn a_finished_games_moves_round_trip_through_the_link() {
        // A draw on 3×3 and a win on 4×4.
        for (size, numbers) in [
            (3, vec![5, 1, 9, 3, 2, 8, 4, 6, 7]),
            (4, vec![1, 5, 2, 6, 3, 7, 4]),
        ] {
            let setup = setup(size, Player::O);
            let moves = cells(&numbers, size);
            let query = Query::parse(&share_query(&setup, &moves));
            let (read_setup, mut ignored) = Setup::from_query(&query);
            assert_eq!(read_setup, setup);
            let replay = SharedGame::from_query(&query, read_setup, &mut ignored);
            assert!(ignored.is_empty(), "{ignored:?}");
            assert_eq!(replay.map(|r| r.moves), Some(moves));
        }
    }

    #[test]
    fn the_shared_link_names_cells_by_number_unescaped() {
        let query = share_query(&setup(3, Player::X), &cells(&[5, 1, 9], 3));
        assert!(query.ends_with("&first=x&you=x&moves=5,1,9"), "{query}");
        assert!(query.starts_with("?game=tic-tac-toe&size=3&"), "{query}");
    }

    #[test]
    fn every_refusal_reads_as_a_sentence_naming_the_move() {
        let cases = [
            ("5,x", "move 2"),
            ("5,10", "move 2"),
            ("5,5", "move 2"),
            ("1,4,2,5,3,9", "move 6"),
            ("", "empty"),
        ];
        for (raw, says) in cases {
            let reason = Reason::Game(TttReason::Moves(parse(raw).expect_err(raw)));
            let message = crate::ui::link::Ignored::new("moves", raw, reason)
                .worded(crate::ui::i18n::Lang::En);
            assert!(message.contains(says), "{raw}: {message}");
        }
    }

    #[test]
    fn a_refused_list_leaves_a_note_and_no_replay() {
        let query = Query::parse("?game=tic-tac-toe&moves=5,5");
        let (setup, mut ignored) = Setup::from_query(&query);
        assert_eq!(SharedGame::from_query(&query, setup, &mut ignored), None);
        assert_eq!(ignored.len(), 1);
        assert_eq!(
            (ignored[0].key.as_str(), ignored[0].value.as_str()),
            ("moves", "5,5")
        );
    }

    #[test]
    fn a_long_refused_list_is_shortened_in_its_note() {
        let raw = "9".repeat(10_000);
        let query = Query::parse(&format!("?game=tic-tac-toe&moves={raw}"));
        let mut ignored = Vec::new();
        assert_eq!(
            SharedGame::from_query(&query, Setup::default(), &mut ignored),
            None
        );
        assert!(ignored[0].value.chars().count() <= NOTICE_CHARS + 1);
        assert!(matches!(parse(&raw), Err(MovesError::TooLong { .. })));
    }

    #[test]
    fn vdm_pairs_arrive_url_encoded() {
        let query = Query::parse("?game=tic-tac-toe&moves=%282%2C2%29%2C(1,1)");
        let (setup, mut ignored) = Setup::from_query(&query);
        let replay = SharedGame::from_query(&query, setup, &mut ignored).expect("a replay");
        assert_eq!(replay.moves(), &[Cell::new(1, 1), Cell::new(0, 0)]);
    }

    fn replay_of(numbers: &[usize], first: Player) -> SharedGame {
        SharedGame::new(setup(3, first), &cells(numbers, 3)).expect("a legal game")
    }

    #[test]
    fn a_replay_opens_at_the_last_move() {
        let replay = replay_of(&X_TOP_ROW, Player::X);
        assert_eq!((replay.step(), replay.len()), (5, 5));
        assert_eq!(replay.game().outcome(), Outcome::Won(Player::X));
        assert_eq!(
            replay.status(TttWords::of(crate::ui::i18n::Lang::En)),
            "Move 5 of 5"
        );
    }

    #[test]
    fn stepping_stops_at_either_end() {
        let mut replay = replay_of(&X_TOP_ROW, Player::X);
        replay.apply(Step::Next);
        assert_eq!(replay.step(), 5);
        replay.apply(Step::First);
        assert_eq!(replay.step(), 0);
        assert!(replay.game().history().is_empty());
        replay.apply(Step::Previous);
        assert_eq!(replay.step(), 0);
        replay.apply(Step::Next);
        replay.apply(Step::Next);
        assert_eq!(replay.game().history(), &cells(&[1, 4], 3)[..]);
        replay.apply(Step::To(99));
        assert_eq!(replay.step(), 5);
        replay.apply(Step::To(3));
        replay.apply(Step::Previous);
        assert_eq!(replay.step(), 2);
        replay.apply(Step::Last);
        assert_eq!(replay.step(), 5);
    }

    #[test]
    fn the_board_shows_the_marks_of_the_moves_so_far() {
        let mut replay = replay_of(&X_TOP_ROW, Player::O);
        replay.apply(Step::To(2));
        let game = replay.game();
        assert_eq!(game.at(Cell::new(0, 0)), Some(Player::O));
        assert_eq!(game.at(Cell::new(1, 0)), Some(Player::X));
        assert_eq!(game.at(Cell::new(0, 1)), None);
        assert_eq!(replay.last_played(), Some(Cell::new(1, 0)));
        assert_eq!(
            replay.caption(TttWords::of(crate::ui::i18n::Lang::En)),
            "X played row 2, column 1 (cell 4)."
        );
    }

    #[test]
    fn the_winning_line_appears_only_once_reached() {
        let mut replay = replay_of(&X_TOP_ROW, Player::X);
        assert_eq!(replay.game().winning_line(), Some(cells(&[1, 2, 3], 3)));
        replay.apply(Step::Previous);
        assert_eq!(replay.game().winning_line(), None);
    }

    #[test]
    fn the_result_is_vdm_play_of_the_whole_list() {
        let won = replay_of(&X_TOP_ROW, Player::O);
        assert_eq!(won.result(), Outcome::Won(Player::O));
        assert_eq!(won.won_at(), Some(5));
        assert_eq!(
            won.summary(TttWords::of(crate::ui::i18n::Lang::En)),
            "VDM play of these 5 moves: O wins; play stops at move 5, the first win."
        );
        let draw = replay_of(&[5, 1, 9, 3, 2, 8, 4, 6, 7], Player::X);
        assert_eq!((draw.result(), draw.won_at()), (Outcome::Draw, None));
        assert!(
            draw.summary(TttWords::of(crate::ui::i18n::Lang::En))
                .contains("DRAW"),
            "{}",
            draw.summary(TttWords::of(crate::ui::i18n::Lang::En))
        );
        let unfinished = replay_of(&[5, 1], Player::X);
        assert_eq!(unfinished.result(), Outcome::Unfinished);
        assert!(unfinished
            .summary(TttWords::of(crate::ui::i18n::Lang::En))
            .contains("UNFINISHED"));
    }

    #[test]
    fn a_replay_refuses_an_illegal_list_given_as_cells() {
        let moves = [Cell::new(0, 0), Cell::new(0, 0)];
        assert!(matches!(
            SharedGame::new(setup(3, Player::X), &moves),
            Err(MovesError::Repeated { number: 2, .. })
        ));
        assert!(matches!(
            SharedGame::new(setup(3, Player::X), &[Cell::new(3, 0)]),
            Err(MovesError::UnknownCell { number: 1, .. })
        ));
    }

    #[test]
    fn the_replays_link_reads_back_as_the_same_replay() {
        let replay = replay_of(&[5, 1, 9, 3], Player::O);
        let query = Query::parse(&replay.to_query());
        let (setup, mut ignored) = Setup::from_query(&query);
        let back = SharedGame::from_query(&query, setup, &mut ignored);
        assert_eq!(back, Some(replay));
    }
}
