//! Fox & Dolphin's online lines, in English.

use super::Entries;
use crate::rules::fox_dolphin::Species;

pub const EN: Entries = Entries {
    online_title: "Fox & Dolphin online",
    online_you_play_foxes: "You play the foxes.",
    online_you_play_dolphins: "You play the dolphins.",
    online_paired_foxes: "You play the foxes: the other player chose the dolphins first.",
    online_paired_dolphins: "You play the dolphins: the other player chose the foxes first.",
    online_other_player: "A player on another device",
    online_wire_tictactoe:
        "a message of tic-tac-toe, not of this game: the invitation was for another game",
    online_fd_paused: |species, secs| {
        format!(
            "{} are reconnecting — {secs} s left",
            match species {
                Species::Fox => "Foxes",
                Species::Dolphin => "Dolphins",
            }
        )
    },
    online_wire_log: |why| format!("a game record that cannot be read: {why}"),
};
