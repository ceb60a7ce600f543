//! Tic-tac-toe's words: its screen, settings, scores, share and replay,
//! one table per language ([`en`], [`pt`]), and the one wording of the
//! rules' refusals ([`TttWords::ttt_move_error`], [`TttWords::ttt_moves_error`])
//! every screen shows.

pub mod en;
pub mod pt;

use crate::rules::tictactoe::notation::MovesError;
#[allow(unused_imports)] // Samples only.
use crate::rules::tictactoe::Cell;
use crate::rules::tictactoe::{Level, MoveError, Outcome as TttOutcome, Player};
use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// Tic-tac-toe's words in one language: `TttWords::of`.
    words TttWords: Catalogue;
    strings {
        ttt_draw,
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
        /// Each computer level's name (see [`TttWords::ttt_level_name`]).
        ttt_level_easy,
        ttt_level_strategy,
        ttt_level_perfect,
    }
    templates {

        // Tic-tac-toe.
        ttt_wins(player: Player) -> String = [(Player::X)],
        ttt_turn(player: Player) -> String = [(Player::O)],
        ttt_your_turn(player: Player) -> String = [(Player::X)],
        ttt_computer_thinking(player: Player) -> String = [(Player::O)],
        /// Why a click on the board did nothing.
        /// A move the rules refused, as a whole sentence (every screen
        /// words the rules' refusals with this one).
        ttt_move_error(error: &MoveError) -> String = [
            (&MoveError::GameOver),
            (&MoveError::Occupied(Cell { row: 0, col: 1 })),
            (&MoveError::NotYourTurn(Player::O)),
            (&MoveError::OffBoard { cell: Cell { row: 5, col: 0 }, size: 3 })
        ],
        /// Why a `moves=` list was refused: the middle of an `ignored`
        /// sentence (every screen words it with this one).
        ttt_moves_error(error: &MovesError) -> String = [
            (&MovesError::Empty),
            (&MovesError::Repeated { number: 2, token: "1".into(), earlier: 1 })
        ],
        ttt_size_choice(size: usize) -> String = [(3)],
        ttt_mark(player: Player) -> &'static str = [(Player::X), (Player::O)],
        /// Accessible name of a cell, 0-based arguments (the accessibility
        /// contract): `Row 2, column 3, empty` or `…, X`.
        ttt_cell_name(row: usize, col: usize, mark: Option<Player>) -> String = [(0, 0, None), (1, 2, Some(Player::X))],
        ttt_hint_shown(row: usize, col: usize) -> String = [(0, 0)],
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
        /// The VDM `play` result of a whole shared list of `total` moves;
        /// `won_at` is the move at which a win stopped play.
        ttt_replay_result(outcome: TttOutcome, total: usize, won_at: Option<usize>) -> String = [
            (TttOutcome::Won(Player::X), 1, Some(1)),
            (TttOutcome::Won(Player::O), 6, None),
            (TttOutcome::Draw, 9, None),
            (TttOutcome::Unfinished, 2, None)
        ],
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
        // The rules' own Display is English; the catalogue words every case.
        let pt = TttWords::of(Lang::Pt);
        let refused = MoveError::Occupied(Cell { row: 0, col: 1 });
        assert_eq!(
            pt.ttt_move_error(&refused),
            "A casa da linha 1, coluna 2 já está ocupada."
        );
        let english = refused.to_string();
        assert_ne!(pt.ttt_move_error(&refused), english);
    }
}
