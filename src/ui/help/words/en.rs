//! The How to play dialog's words, in English.

use super::Entries;

pub const EN: Entries = Entries {
    help_back_to_game: "Back to the game",
    help_loading: "Loading the rules…",
    help_failed: "The rules could not be loaded: check the connection, then close and open How to play again.",
};
