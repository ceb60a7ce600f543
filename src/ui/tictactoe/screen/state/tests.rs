//! Tests of the tic-tac-toe screen's state (`super`).

use super::*;
use crate::rules::tictactoe::Level;
use crate::rules::Seat;

fn state(setup: Setup) -> ScreenState {
    ScreenState::new(setup, Scores::default(), 7, None)
}

/// The computer's move, chosen by the test.
fn computer_move(s: &mut ScreenState, cell: Cell) {
    if s.waiting_for_computer() {
        let _ = s.play(s.game.turn(), cell);
    }
}

fn versus(level: Level, you: Player, first: Player) -> ScreenState {
    let setup = Setup {
        size: 3,
        yours: Seat::You,
        opponent: Seat::Computer(level),
        first,
        you,
    };
    state(setup)
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
    computer_move(&mut s, Cell::new(1, 1));
    let before = s.game.clone();
    s.click(Cell::new(1, 1));
    assert_eq!(s.game, before);
    assert!(s.message.is_some());
}

#[test]
fn undo_takes_back_your_move_and_the_reply() {
    let mut s = versus(Level::Perfect, Player::X, Player::X);
    s.click(Cell::new(0, 0));
    computer_move(&mut s, Cell::new(1, 1));
    s.click(Cell::new(0, 1));
    computer_move(&mut s, Cell::new(0, 2));
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
    computer_move(&mut s, Cell::new(0, 0));
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
    let mut s = state(setup);
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
    let mut s = state(setup);
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
    let mut s = state(setup);
    s.scores.friend.draws = 2;
    s.click(Cell::new(0, 0));
    s.restart(Setup { size: 4, ..setup });
    assert!(s.game.history().is_empty());
    assert_eq!(s.cursor, Cell::new(0, 0));
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
    let mut s = state(setup);
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
            computer_move(&mut s, Cell::new(1, c));
        }
    }
    assert_eq!(s.status(en), "You win");
    // You (O) lose to the computer's top row.
    let mut s = versus(Level::Easy, Player::O, Player::X);
    for c in 0..3 {
        computer_move(&mut s, Cell::new(0, c));
        if s.game.outcome() == Outcome::Unfinished {
            s.click(Cell::new(1, c));
        }
    }
    assert_eq!(s.status(en), "You lose");
    assert_eq!(s.scores.easy.losses, 1);
}

#[test]
fn the_computer_replies_a_pause_after_your_move() {
    let mut s = versus(Level::Strategy, Player::X, Player::X);
    s.apply(Action::Click(Cell::new(0, 0)), Millis(1_000));
    let due = 1_000 + u64::from(REPLY_DELAY_MS);
    assert!(!s.advance(Millis(due - 1)).redraw);
    assert!(s.reply_due(Millis(due)));
    assert!(s.advance(Millis(due)).redraw);
    assert_eq!(s.game.history().len(), 2);
    assert!(!s.waiting_for_computer());
    assert!(
        !s.advance(Millis(5_000)).redraw,
        "your turn: nothing is due"
    );
}

#[test]
fn a_page_that_opens_on_the_computers_turn_waits_from_its_first_frame() {
    let mut s = versus(Level::Strategy, Player::O, Player::X);
    assert!(!s.advance(Millis(2_000)).redraw);
    assert!(
        !s.advance(Millis(2_000 + u64::from(REPLY_DELAY_MS) - 1))
            .redraw
    );
    assert!(s.advance(Millis(2_000 + u64::from(REPLY_DELAY_MS))).redraw);
}

#[test]
fn two_computers_move_a_watching_pause_apart() {
    let setup = Setup {
        yours: Seat::Computer(Level::Strategy),
        opponent: Seat::Computer(Level::Strategy),
        ..Setup::default()
    };
    let mut s = state(setup);
    let pause = u64::from(WATCH_DELAY_MS);
    s.advance(Millis(0));
    assert!(s.advance(Millis(pause + 5)).redraw);
    assert!(!s.advance(Millis(pause + 21)).redraw);
    assert!(!s.advance(Millis(2 * pause + 4)).redraw);
    assert!(s.advance(Millis(2 * pause + 5)).redraw);
    assert_eq!(s.game.history().len(), 2);
}

#[test]
fn undo_while_the_computer_waits_starts_its_pause_again() {
    let mut s = versus(Level::Strategy, Player::X, Player::X);
    s.apply(Action::Click(Cell::new(0, 0)), Millis(0));
    s.apply(Action::Undo, Millis(100));
    s.apply(Action::Click(Cell::new(1, 1)), Millis(300));
    assert!(
        !s.advance(Millis(u64::from(REPLY_DELAY_MS))).redraw,
        "a new pause from 300 ms"
    );
    assert!(s.advance(Millis(300 + u64::from(REPLY_DELAY_MS))).redraw);
}

#[test]
fn a_refused_click_changes_nothing_but_the_message() {
    let mut s = versus(Level::Strategy, Player::O, Player::X);
    assert_eq!(
        Session::submit(&mut s, Action::Click(Cell::new(0, 0))),
        Err(TttMessage::Refused(MoveError::NotYourTurn(Player::X)))
    );
    assert!(s.game.history().is_empty());
}

#[test]
fn the_same_seed_gives_the_same_computer_game() {
    let setup = Setup {
        yours: Seat::Computer(Level::Easy),
        opponent: Seat::Computer(Level::Easy),
        ..Setup::default()
    };
    let game = |seed| {
        let mut s = ScreenState::new(setup, Scores::default(), seed, Some(0));
        let mut now = Millis(0);
        while s.waiting_for_computer() {
            s.advance(now);
            now += 16;
        }
        s.game.history().to_vec()
    };
    assert_eq!(game(3), game(3));
}

#[test]
fn undo_hint_and_new_game_go_through_submit() {
    let mut s = versus(Level::Strategy, Player::X, Player::X);
    assert_eq!(
        Session::submit(&mut s, Action::Click(Cell::new(0, 0))),
        Ok(())
    );
    assert_eq!(Session::submit(&mut s, Action::Undo), Ok(()));
    assert!(s.game.history().is_empty(), "your move taken back");
    assert_eq!(Session::submit(&mut s, Action::Hint), Ok(()));
    assert!(s.hint.is_some(), "a hint for your move");
    assert_eq!(
        Session::submit(&mut s, Action::Click(Cell::new(1, 1))),
        Ok(())
    );
    let round = s.round;
    let setup = s.setup;
    assert_eq!(Session::submit(&mut s, Action::Restart(setup)), Ok(()));
    assert!(s.game.history().is_empty());
    assert_eq!(s.round, round + 1);
}

#[test]
fn a_refused_undo_says_why_on_screen_and_changes_nothing() {
    let en = TttWords::of(crate::ui::i18n::Lang::En);
    let mut s = versus(Level::Strategy, Player::X, Player::X);
    assert_eq!(
        Session::submit(&mut s, Action::Undo),
        Err(TttMessage::NothingToUndo)
    );
    s.apply(Action::Undo, Millis(0));
    assert_eq!(s.message, Some(TttMessage::NothingToUndo));
    assert_eq!(
        s.message.map(|m| m.worded(en)).as_deref(),
        Some("Nothing to undo: you have no move to take back.")
    );
    assert!(s.game.history().is_empty());
}

#[test]
fn the_computers_move_is_said_and_yours_is_not() {
    let t = TttWords::of(crate::ui::i18n::Lang::En);
    let mut s = versus(Level::Perfect, Player::X, Player::X);
    assert_eq!(s.last_move_said(t), None);
    s.click(Cell::new(1, 1));
    assert_eq!(s.last_move_said(t), None, "your own move");
    computer_move(&mut s, Cell::new(0, 2));
    assert_eq!(
        s.last_move_said(t),
        Some((1, "The computer played O at row 1, column 3.".to_owned()))
    );
}

#[test]
fn with_two_people_every_move_is_said_for_the_other() {
    let t = TttWords::of(crate::ui::i18n::Lang::En);
    let mut s = state(Setup {
        size: 3,
        yours: Seat::You,
        opponent: Seat::HotSeat,
        first: Player::X,
        you: Player::X,
    });
    s.click(Cell::new(0, 0));
    assert_eq!(
        s.last_move_said(t),
        Some((0, "X played row 1, column 1.".to_owned()))
    );
}
