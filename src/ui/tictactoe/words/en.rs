//! Tic-tac-toe, in English.
//!
//! The accessible names of cells are a contract that the browser and
//! end-to-end tests rely on: change them only together with those tests.

use super::{mark, Entries};
use crate::rules::tictactoe::{MAX_SIZE, MIN_SIZE};
use crate::ui::i18n::plural_en as plural;

pub const EN: Entries = Entries {

    ttt_draw: "Draw",
    ttt_you_win: "You win",
    ttt_you_lose: "You lose",
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
    ttt_nothing_to_undo: "Nothing to undo: you have no move to take back.",
    ttt_level_easy: "Computer: 1 · Easy",
    ttt_level_strategy: "Computer: 2 · Strategy",
    ttt_level_perfect: "Computer: 3 · Perfect",

    ttt_wins: |p| format!("{} wins", mark(p)),
    ttt_turn: |p| format!("{} to play", mark(p)),
    ttt_your_turn: |p| format!("Your turn ({})", mark(p)),
    ttt_computer_thinking: |p| format!("Computer ({}) is thinking…", mark(p)),
    ttt_move_off_board: |row, col, size| {
        format!("There is no row {}, column {} on a {size}×{size} board.", row + 1, col + 1)
    },
    ttt_move_occupied: |row, col| format!("Row {}, column {} is already taken.", row + 1, col + 1),
    ttt_move_not_your_turn: |mark| format!("It is {mark}'s turn."),
    ttt_move_game_over: "The game is over.",
    ttt_moves_empty: "the list of moves is empty",
    ttt_moves_too_long: |size, limit| format!("a {size}×{size} game takes at most {limit} characters"),
    ttt_moves_too_many: |size| format!("a {size}×{size} game has at most {} moves", size * size),
    ttt_moves_missing: |number| format!("move {number} is missing"),
    ttt_moves_garbage: |number, found| {
        format!("move {number} is “{found}”, neither a cell number nor a (row, col) pair")
    },
    ttt_moves_unknown_cell: |number, token, size| format!(
        "move {number} is {token}, not a cell of the {size}×{size} board: cells are 1 to {} or (1,1) to ({size},{size})",
        size * size
    ),
    ttt_moves_repeated: |number, token, earlier| {
        format!("move {number} is {token}, the cell already taken at move {earlier}")
    },
    ttt_moves_after_win: |number, winner, won_at| format!(
        "{winner} won at move {won_at}, where VDM play stops, so move {number} comes after the end of the game"
    ),
    ttt_moves_bad_size: || format!("the board size must be {MIN_SIZE} or {MAX_SIZE}"),
    ttt_moves_refused: |number, why| format!("move {number} was refused: {why}"),
    ttt_size_choice: |size| format!("{size} × {size}"),
    ttt_mark: mark,
    ttt_cell: |row, col, holds| format!("Row {}, column {}, {holds}", row + 1, col + 1),
    ttt_cell_empty: "empty",
    ttt_hint_shown: |row, col| format!("Hint: row {}, column {}", row + 1, col + 1),
    ttt_said_played: |p, row, col, computer| {
        let (who, row, col) = (mark(p), row + 1, col + 1);
        if computer {
            format!("The computer played {who} at row {row}, column {col}.")
        } else {
            format!("{who} played row {row}, column {col}.")
        }
    },
    ttt_replay_step: |step, total| format!("Move {step} of {total}"),
    ttt_replay_played: |p, row, col, number| {
        let (who, row, col) = (mark(p), row + 1, col + 1);
        format!("{who} played row {row}, column {col} (cell {number}).")
    },
    ttt_replay_entry: |index, p, number| format!("{}. {} {number}", index + 1, mark(p)),
    ttt_replay_entry_name: |index, p, row, col, number| {
        let (entry, who, row, col) = (index + 1, mark(p), row + 1, col + 1);
        format!("{entry}. {who} {number}: row {row}, column {col}")
    },
    ttt_replay_verdict: |total, verdict| {
        let moves = plural(total as u64, "move", "moves");
        format!("VDM play of these {total} {moves}: {verdict}.")
    },
    ttt_replay_won_at: |mark, at| format!("{mark} wins; play stops at move {at}, the first win"),
    ttt_replay_won: |mark| format!("{mark} wins"),
    ttt_replay_draw: "DRAW; every cell is taken and nobody holds a line",
    ttt_replay_unfinished: "UNFINISHED; nobody holds a line and cells are still empty",
    ttt_reason_size: || format!("the board size must be {MIN_SIZE} or {MAX_SIZE}"),
    ttt_reason_opponent: "the opponent must be easy, strategy, perfect, friend or computer",
    ttt_reason_mark: "a mark must be x or o",
};
