//! Tic-tac-toe's online lines, in English.

use super::Entries;
use crate::ui::tictactoe::words::mark;

pub const EN: Entries = Entries {
    ttt_online_title: "Tic-tac-toe online",
    online_ttt_size: "The board size must be 3 or 4.",
    ttt_online_draw: "A draw: nobody holds a line.",
    online_refusal_not_your_turn: "It is not your turn.",
    online_refusal_cell_taken: "That square is already taken.",
    online_refusal_no_such_cell: "There is no such square on this board.",
    online_wire_fox_dolphin:
        "a message of Fox & Dolphin, not of this game: the invitation was for another game",
    ttt_online_you_play: |p| format!("You play {}.", mark(p)),
    ttt_online_paired: |p| {
        format!(
            "You play {}: the other player chose {} first.",
            mark(p),
            mark(p.other())
        )
    },
    ttt_online_seat_line: |p, who| format!("{}: {who}", mark(p)),
    ttt_online_to_play: |p| format!("{} to play", mark(p)),
    ttt_online_won_left: |p| format!("{} wins: the other side left.", mark(p)),
    ttt_online_won: |p| format!("{} wins.", mark(p)),
    ttt_online_paused: |p, secs| format!("{} is reconnecting — {secs} s left", mark(p)),
};
