//! Tic-tac-toe's words: its screen, settings, scores, share and replay,
//! one table per language ([`en`], [`pt`]), and the one wording of the
//! rules' refusals ([`TttWords::ttt_move_error`], [`TttWords::ttt_moves_error`])
//! every screen shows.

pub mod en;
pub mod pt;

use crate::rules::tictactoe::notation::{MovesError, RulesError};
use crate::rules::tictactoe::{Level, MoveError, Outcome as TttOutcome, Player};
use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// Tic-tac-toe's words in one language: `TttWords::of`.
    words TttWords: Catalogue;
    strings {
        ttt_draw,
        /// The end of your game against the computer (`ttt_wins` names the
        /// mark when two people play, or the computer plays itself).
        ttt_you_win,
        ttt_you_lose,
        ttt_board_label,
        ttt_settings,
        ttt_size,
        ttt_opponent,
        ttt_first,
        ttt_you,
        ttt_hint,
        ttt_undo,
        ttt_score,
        ttt_keys_help,
        ttt_friend,
        ttt_watch,
        ttt_score_you,
        ttt_score_computer,
        ttt_score_draws,
        ttt_share,
        ttt_share_help,
        ttt_share_link,
        ttt_copy,
        ttt_copied,
        ttt_copy_refused,
        ttt_replay,
        ttt_replay_first,
        ttt_replay_previous,
        ttt_replay_next,
        ttt_replay_last,
        ttt_replay_steps,
        ttt_replay_keys_help,
        ttt_replay_moves,
        ttt_replay_start,
        ttt_replay_new_game,
        ttt_online_entry_help,
        /// Why a click on the board did nothing: the computer plays both sides.
        ttt_watching,
        /// Why Undo did nothing: no move of yours to take back.
        ttt_nothing_to_undo,
        /// Each computer level's name (see [`TttWords::ttt_level_name`]).
        ttt_level_easy,
        ttt_level_strategy,
        ttt_level_perfect,
        /// What an empty cell holds, in its accessible name.
        ttt_cell_empty,
        /// The rules' refusals of a move ([`TttWords::ttt_move_error`]).
        ttt_move_game_over,
        /// Why a `moves=` list was refused ([`TttWords::ttt_moves_error`]).
        ttt_moves_empty,
        /// The shared replay's verdict ([`TttWords::ttt_replay_result`]).
        ttt_replay_draw,
        ttt_replay_unfinished,
        /// Why a link value was refused (see `TttReason::worded`).
        ttt_reason_opponent,
        ttt_reason_mark,
    }
    templates {

        // Tic-tac-toe.
        ttt_wins(player: Player) -> String = [(Player::X)],
        ttt_turn(player: Player) -> String = [(Player::O)],
        ttt_your_turn(player: Player) -> String = [(Player::X)],
        ttt_computer_thinking(player: Player) -> String = [(Player::O)],
        /// The rules' refusals of a move, 0-based places
        /// ([`TttWords::ttt_move_error`]).
        ttt_move_off_board(row: usize, col: usize, size: usize) -> String = [(5, 0, 3)],
        ttt_move_occupied(row: usize, col: usize) -> String = [(0, 1)],
        ttt_move_not_your_turn(mark: &str) -> String = [("O")],
        /// Why a `moves=` list was refused ([`TttWords::ttt_moves_error`]).
        ttt_moves_too_long(size: usize, limit: usize) -> String = [(3, 40)],
        ttt_moves_too_many(size: usize) -> String = [(3)],
        ttt_moves_missing(number: usize) -> String = [(2)],
        ttt_moves_garbage(number: usize, found: &str) -> String = [(2, "z")],
        ttt_moves_unknown_cell(number: usize, token: &str, size: usize) -> String = [(2, "10", 3)],
        ttt_moves_repeated(number: usize, token: &str, earlier: usize) -> String = [(2, "1", 1)],
        ttt_moves_after_win(number: usize, winner: &str, won_at: usize) -> String = [(6, "X", 5)],
        ttt_moves_bad_size() -> String = [()],
        /// Why a link's `size=` was refused (see `TttReason::worded`).
        ttt_reason_size() -> String = [()],
        /// A move of the list that the rules refused, and why (a refusal
        /// without its full stop).
        ttt_moves_refused(number: usize, why: &str) -> String = [(2, "why")],
        ttt_size_choice(size: usize) -> String = [(3)],
        ttt_mark(player: Player) -> &'static str = [(Player::X), (Player::O)],
        /// Accessible name of a cell, 0-based arguments (the accessibility
        /// contract): `Row 2, column 3, empty` or `…, X`
        /// ([`TttWords::ttt_cell_name`]).
        ttt_cell(row: usize, col: usize, holds: &str) -> String = [(0, 0, "empty"), (1, 2, "X")],
        ttt_hint_shown(row: usize, col: usize) -> String = [(0, 0)],
        /// The last move, said in the live region: the computer's, or
        /// with two people the other player's, 0-based: `The computer
        /// played O at row 2, column 3.` or `X played row 1, column 1.`
        ttt_said_played(player: Player, row: usize, col: usize, computer: bool) -> String = [
            (Player::O, 1, 2, true), (Player::X, 0, 0, false)
        ],
        /// `Move 3 of 7`.
        ttt_replay_step(step: usize, total: usize) -> String = [(3, 7)],
        /// `X played row 2, column 1 (cell 4).`
        ttt_replay_played(player: Player, row: usize, col: usize, number: usize) -> String = [(Player::X, 1, 0, 4)],
        /// The move list's visible entry: `1. X 5`.
        ttt_replay_entry(index: usize, player: Player, number: usize) -> String = [(0, Player::X, 5)],
        /// The move list's accessible name of an entry: its visible text
        /// first (so speech input can say what it sees), then the place:
        /// `1. X 5: row 2, column 2`.
        ttt_replay_entry_name(index: usize, player: Player, row: usize, col: usize, number: usize) -> String = [(0, Player::X, 1, 1, 5)],
        /// The VDM `play` result of a whole shared list of `total` moves
        /// ([`TttWords::ttt_replay_result`]), its verdict without a full stop…
        ttt_replay_verdict(total: usize, verdict: &str) -> String = [(1, "X wins"), (6, "O wins")],
        /// …which is a win that stopped play at move `at`…
        ttt_replay_won_at(mark: &str, at: usize) -> String = [("X", 1)],
        /// …a win at the last move, or `ttt_replay_draw`, `ttt_replay_unfinished`.
        ttt_replay_won(mark: &str) -> String = [("O")],
    }
}

impl TttWords {
    /// A computer level's name: `Computer: easy`.
    pub fn ttt_level_name(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => self.ttt_level_easy(),
            Level::Strategy => self.ttt_level_strategy(),
            Level::Perfect => self.ttt_level_perfect(),
        }
    }

    /// Accessible name of a cell, 0-based (the accessibility contract).
    pub fn ttt_cell_name(&self, row: usize, col: usize, holds: Option<Player>) -> String {
        let holds = match holds {
            Some(player) => mark(player),
            None => self.ttt_cell_empty(),
        };
        self.ttt_cell(row, col, holds)
    }

    /// A move the rules refused, as a whole sentence (every screen words
    /// the rules' refusals with this one).
    pub fn ttt_move_error(&self, error: &MoveError) -> String {
        match error {
            MoveError::OffBoard { cell, size } => {
                self.ttt_move_off_board(cell.row, cell.col, *size)
            }
            MoveError::Occupied(cell) => self.ttt_move_occupied(cell.row, cell.col),
            MoveError::NotYourTurn(turn) => self.ttt_move_not_your_turn(mark(*turn)),
            MoveError::GameOver => self.ttt_move_game_over().to_owned(),
        }
    }

    /// Why a `moves=` list was refused: the middle of an `ignored`
    /// sentence (every screen words it with this one).
    pub fn ttt_moves_error(&self, error: &MovesError) -> String {
        match error {
            MovesError::Empty => self.ttt_moves_empty().to_owned(),
            MovesError::TooLong { size, limit } => self.ttt_moves_too_long(*size, *limit),
            MovesError::TooMany { size } => self.ttt_moves_too_many(*size),
            MovesError::Garbage { number, found } if found.is_empty() => {
                self.ttt_moves_missing(*number)
            }
            MovesError::Garbage { number, found } => self.ttt_moves_garbage(*number, found),
            MovesError::UnknownCell {
                number,
                token,
                size,
            } => self.ttt_moves_unknown_cell(*number, token, *size),
            MovesError::Repeated {
                number,
                token,
                earlier,
            } => self.ttt_moves_repeated(*number, token, *earlier),
            MovesError::AfterWin {
                number,
                winner,
                won_at,
            } => self.ttt_moves_after_win(*number, mark(*winner), *won_at),
            MovesError::Refused(RulesError::Size(_)) => self.ttt_moves_bad_size(),
            MovesError::Refused(RulesError::Move { number, error }) => {
                let why = self.ttt_move_error(error);
                self.ttt_moves_refused(*number, why.trim_end_matches('.'))
            }
        }
    }

    /// The VDM `play` result of a whole shared list of `total` moves;
    /// `won_at` is the move at which a win stopped play.
    pub fn ttt_replay_result(
        &self,
        outcome: TttOutcome,
        total: usize,
        won_at: Option<usize>,
    ) -> String {
        let verdict = match (outcome, won_at) {
            (TttOutcome::Won(p), Some(at)) => self.ttt_replay_won_at(mark(p), at),
            (TttOutcome::Won(p), None) => self.ttt_replay_won(mark(p)),
            (TttOutcome::Draw, _) => self.ttt_replay_draw().to_owned(),
            (TttOutcome::Unfinished, _) => self.ttt_replay_unfinished().to_owned(),
        };
        self.ttt_replay_verdict(total, &verdict)
    }
}

/// A player's mark, the same in every language.
pub fn mark(player: Player) -> &'static str {
    match player {
        Player::X => "X",
        Player::O => "O",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tictactoe::Cell;
    use crate::ui::i18n::Lang;

    #[test]
    fn cell_names_follow_the_accessibility_contract_in_both_languages() {
        let (en, pt) = (TttWords::of(Lang::En), TttWords::of(Lang::Pt));
        assert_eq!(en.ttt_cell_name(0, 0, None), "Row 1, column 1, empty");
        assert_eq!(
            en.ttt_cell_name(2, 1, Some(Player::X)),
            "Row 3, column 2, X"
        );
        assert_eq!(pt.ttt_cell_name(0, 0, None), "Linha 1, coluna 1, vazia");
        assert_eq!(
            pt.ttt_cell_name(3, 3, Some(Player::O)),
            "Linha 4, coluna 4, O"
        );
    }

    #[test]
    fn no_refusal_of_the_rules_is_shown_in_english_in_portuguese() {
        // The rules' errors carry no words; each catalogue words every case.
        let (en, pt) = (TttWords::of(Lang::En), TttWords::of(Lang::Pt));
        let refused = MoveError::Occupied(Cell { row: 0, col: 1 });
        assert_eq!(
            pt.ttt_move_error(&refused),
            "A casa da linha 1, coluna 2 já está ocupada."
        );
        assert_ne!(pt.ttt_move_error(&refused), en.ttt_move_error(&refused));
    }

    #[test]
    fn every_refusal_of_a_move_list_is_worded_in_both_languages() {
        use crate::rules::tictactoe::notation::{parse_moves, MovesError, RulesError};
        use crate::rules::tictactoe::SizeError;
        let (en, pt) = (TttWords::of(Lang::En), TttWords::of(Lang::Pt));
        for raw in ["", "5,x", "5,", "5,10", "5,5", "1,4,2,5,3,9"] {
            let error = parse_moves(raw, 3, Player::X).expect_err(raw);
            let (english, portuguese) = (en.ttt_moves_error(&error), pt.ttt_moves_error(&error));
            assert!(
                !english.is_empty() && english != portuguese,
                "{raw}: {english}"
            );
        }
        let size = MovesError::Refused(RulesError::Size(SizeError::Unsupported(5)));
        assert!(en.ttt_moves_error(&size).contains("3 or 4"));
    }
}
