//! Tic-tac-toe, in English.
//!
//! The accessible names of cells are a contract that the browser and
//! end-to-end tests rely on: change them only together with those tests.

use super::{mark, Entries};
use crate::rules::tictactoe::notation::{MovesError, RulesError};
use crate::rules::tictactoe::{
    MoveError as TttMoveError, Outcome as TttOutcome, MAX_SIZE, MIN_SIZE,
};
use crate::ui::i18n::plural_en as plural;

fn ttt_move_error(error: &TttMoveError) -> String {
    match error {
        TttMoveError::OffBoard { cell, size } => format!(
            "There is no row {}, column {} on a {size}×{size} board.",
            cell.row + 1,
            cell.col + 1
        ),
        TttMoveError::Occupied(cell) => format!(
            "Row {}, column {} is already taken.",
            cell.row + 1,
            cell.col + 1
        ),
        TttMoveError::NotYourTurn(turn) => format!("It is {}'s turn.", mark(*turn)),
        TttMoveError::GameOver => "The game is over.".to_owned(),
    }
}

/// Why a `moves=` list was refused: the middle of an `ignored` sentence.
fn moves_reason(error: &MovesError) -> String {
    match error {
        MovesError::Empty => "the list of moves is empty".to_owned(),
        MovesError::TooLong { size, limit } => {
            format!("a {size}×{size} game takes at most {limit} characters")
        }
        MovesError::TooMany { size } => {
            format!("a {size}×{size} game has at most {} moves", size * size)
        }
        MovesError::Garbage { number, found } if found.is_empty() => {
            format!("move {number} is missing")
        }
        MovesError::Garbage { number, found } => {
            format!("move {number} is “{found}”, neither a cell number nor a (row, col) pair")
        }
        MovesError::UnknownCell {
            number,
            token,
            size,
        } => format!(
            "move {number} is {token}, not a cell of the {size}×{size} board: cells are 1 to {} or (1,1) to ({size},{size})",
            size * size
        ),
        MovesError::Repeated {
            number,
            token,
            earlier,
        } => format!("move {number} is {token}, the cell already taken at move {earlier}"),
        MovesError::AfterWin {
            number,
            winner,
            won_at,
        } => format!(
            "{} won at move {won_at}, where VDM play stops, so move {number} comes after the end of the game",
            mark(*winner)
        ),
        MovesError::Refused(RulesError::Size(_)) => {
            format!("the board size must be {MIN_SIZE} or {MAX_SIZE}")
        }
        MovesError::Refused(RulesError::Move { number, error }) => {
            let why = ttt_move_error(error);
            format!("move {number} was refused: {}", why.trim_end_matches('.'))
        }
    }
}

pub const EN: Entries = Entries {

    ttt_draw: "Draw",
    ttt_board_label: "Tic-tac-toe board",
    ttt_settings: "Settings",
    ttt_size: "Board",
    ttt_opponent: "Opponent",
    ttt_first: "Who starts",
    ttt_you: "You play",
    ttt_hint: "Hint",
    ttt_undo: "Undo",
    ttt_score: "Score",
    ttt_keys_help: "Arrow keys move between cells; Enter or Space plays.",
    ttt_friend: "A friend on this device",
    ttt_watch: "Computer vs computer",
    ttt_score_you: "You",
    ttt_score_computer: "Computer",
    ttt_score_draws: "Draws",
    ttt_share: "Share this game",
    ttt_share_help: "This link opens a replay of the game, move by move.",
    ttt_share_link: "Link to this game",
    ttt_copy: "Copy",
    ttt_copied: "Link copied.",
    ttt_copy_refused: "This browser did not allow copying: the link is selected, copy it from the field.",
    ttt_replay: "Replay of a shared game",
    ttt_replay_first: "First",
    ttt_replay_previous: "Previous",
    ttt_replay_next: "Next",
    ttt_replay_last: "Last",
    ttt_replay_steps: "Step through the game",
    ttt_replay_keys_help: "The left and right arrow keys step through the moves; Home and End jump to either end.",
    ttt_replay_moves: "Moves",
    ttt_replay_start: "The empty board, before the first move.",
    ttt_replay_new_game: "New game with this setup",
    ttt_online_entry_help: "Play online: you play the mark chosen under \"You play\" and a guest on another device takes the other; anyone after them watches. No server: your browser runs the game.",
    ttt_watching: "The computer is playing both sides: choose another opponent to play.",
    ttt_level_easy: "Computer: easy",
    ttt_level_strategy: "Computer: strategy",
    ttt_level_perfect: "Computer: perfect",

    ttt_wins: |p| format!("{} wins", mark(p)),
    ttt_turn: |p| format!("{} to play", mark(p)),
    ttt_your_turn: |p| format!("Your turn ({})", mark(p)),
    ttt_computer_thinking: |p| format!("Computer ({}) is thinking…", mark(p)),
    ttt_move_error,
    ttt_moves_error: moves_reason,
    ttt_size_choice: |size| format!("{size} × {size}"),
    ttt_mark: mark,
    ttt_cell_name: |row, col, player| match player {
        Some(p) => format!("Row {}, column {}, {}", row + 1, col + 1, mark(p)),
        None => format!("Row {}, column {}, empty", row + 1, col + 1),
    },
    ttt_hint_shown: |row, col| format!("Hint: row {}, column {}", row + 1, col + 1),
    ttt_replay_step: |step, total| format!("Move {step} of {total}"),
    ttt_replay_played: |p, row, col, number| {
        format!(
            "{} played row {}, column {} (cell {number}).",
            mark(p),
            row + 1,
            col + 1
        )
    },
    ttt_replay_entry: |index, p, number| format!("{}. {} {number}", index + 1, mark(p)),
    ttt_replay_entry_name: |index, p, row, col, number| {
        format!(
            "{}. {} {number}: row {}, column {}",
            index + 1,
            mark(p),
            row + 1,
            col + 1
        )
    },
    ttt_replay_result: |outcome, total, won_at| {
        let moves = plural(total as u64, "move", "moves");
        match (outcome, won_at) {
            (TttOutcome::Won(p), Some(at)) => format!(
                "VDM play of these {total} {moves}: {} wins; play stops at move {at}, the first win.",
                mark(p)
            ),
            (TttOutcome::Won(p), None) => {
                format!("VDM play of these {total} {moves}: {} wins.", mark(p))
            }
            (TttOutcome::Draw, _) => format!(
                "VDM play of these {total} {moves}: DRAW; every cell is taken and nobody holds a line."
            ),
            (TttOutcome::Unfinished, _) => format!(
                "VDM play of these {total} {moves}: UNFINISHED; nobody holds a line and cells are still empty."
            ),
        }
    },
};
