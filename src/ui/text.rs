//! Every string the UI shows, in one place.
//!
//! English for now; a Portuguese table will follow, so components never
//! spell out text of their own. The accessible names of cells and tiles are
//! a contract that the browser and end-to-end tests rely on: change them
//! here, and only together with those tests.

use crate::rules::tictactoe::{Level, Player};

// ---- Shared ---------------------------------------------------------------

pub const SITE_TITLE: &str = "Fox & XO";
pub const SITE_TAGLINE: &str =
    "Two small games for one browser: play the computer or a friend on this device.";
pub const ALL_GAMES: &str = "All games";
pub const NEW_GAME: &str = "New game";
pub const NOTICES_LABEL: &str = "About this link";
pub const UNKNOWN_SETTING: &str = "it is not a setting of this game";
pub const UNKNOWN_GAME: &str = "there is no game by that name";

/// A link value replaced by its default, e.g.
/// `Ignored size=7: the board size must be 3 or 4.`
pub fn ignored_value(key: &str, value: &str, reason: &str) -> String {
    format!("Ignored {key}={value}: {reason}; using the default.")
}

// ---- Landing --------------------------------------------------------------

pub const GAMES_HEADING: &str = "Choose a game";
pub const TTT_NAME: &str = "Tic-tac-toe";
pub const TTT_BLURB: &str = "Three (or four) in a row, on a 3×3 or 4×4 board. Play a friend or the computer at three levels, from easy to unbeatable.";
pub const PLAY: &str = "Play";

// ---- Tic-tac-toe ----------------------------------------------------------

pub const TTT_SIZE_RANGE: &str = "the board size must be 3 or 4";
pub const TTT_OPPONENT_CHOICES: &str =
    "the opponent must be easy, strategy, perfect, friend or computer";
pub const TTT_MARK_CHOICES: &str = "a mark must be x or o";
pub const TTT_WATCHING: &str =
    "The computer is playing both sides: choose another opponent to play.";
pub const TTT_DRAW: &str = "Draw";
pub const TTT_BOARD_LABEL: &str = "Tic-tac-toe board";
pub const TTT_SETTINGS: &str = "Settings";
pub const TTT_SIZE: &str = "Board";
pub const TTT_OPPONENT: &str = "Opponent";
pub const TTT_FIRST: &str = "Who starts";
pub const TTT_YOU: &str = "You play";
pub const TTT_HINT: &str = "Hint";
pub const TTT_UNDO: &str = "Undo";
pub const TTT_SCORE: &str = "Score";
pub const TTT_KEYS_HELP: &str = "Arrow keys move between cells; Enter or Space plays.";

pub fn ttt_wins(player: Player) -> String {
    format!("{player} wins")
}

pub fn ttt_turn(player: Player) -> String {
    format!("{player} to play")
}

pub fn ttt_your_turn(player: Player) -> String {
    format!("Your turn ({player})")
}

pub fn ttt_computer_thinking(player: Player) -> String {
    format!("Computer ({player}) is thinking…")
}

pub fn ttt_size_choice(size: usize) -> String {
    format!("{size} × {size}")
}

pub fn ttt_mark(player: Player) -> String {
    player.to_string()
}

/// Accessible name of a cell, 1-based: `Row 2, column 3, empty` or `…, X`.
pub fn ttt_cell_name(row: usize, col: usize, mark: Option<Player>) -> String {
    match mark {
        Some(player) => format!("Row {}, column {}, {player}", row + 1, col + 1),
        None => format!("Row {}, column {}, empty", row + 1, col + 1),
    }
}

pub fn ttt_hint_shown(row: usize, col: usize) -> String {
    format!("Hint: row {}, column {}", row + 1, col + 1)
}

pub fn ttt_level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "Computer: easy",
        Level::Strategy => "Computer: strategy",
        Level::Perfect => "Computer: perfect",
    }
}

pub const TTT_FRIEND: &str = "A friend on this device";
pub const TTT_WATCH: &str = "Computer vs computer";

/// Score labels: yours against the computer, X's and O's otherwise.
pub fn ttt_score_labels(against_computer: bool) -> [&'static str; 3] {
    if against_computer {
        ["You", "Computer", "Draws"]
    } else {
        ["X", "O", "Draws"]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_names_follow_the_accessibility_contract() {
        assert_eq!(ttt_cell_name(0, 0, None), "Row 1, column 1, empty");
        assert_eq!(ttt_cell_name(2, 1, Some(Player::X)), "Row 3, column 2, X");
        assert_eq!(ttt_cell_name(3, 3, Some(Player::O)), "Row 4, column 4, O");
    }

    #[test]
    fn results_read_as_the_contract_says() {
        assert_eq!(ttt_wins(Player::X), "X wins");
        assert_eq!(ttt_wins(Player::O), "O wins");
        assert_eq!(TTT_DRAW, "Draw");
        assert_eq!(NEW_GAME, "New game");
    }
}
