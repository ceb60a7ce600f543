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
    ttt_online_paired_x: "You play X: the other player chose O first.",
    ttt_online_paired_o: "You play O: the other player chose X first.",
    online_wire_fox_dolphin:
        "a message of Fox & Dolphin, not of this game: the invitation was for another game",
    ttt_online_you_play_x: "You play X.",
    ttt_online_you_play_o: "You play O.",
    ttt_online_to_play_x: "X to play",
    ttt_online_to_play_o: "O to play",
    ttt_online_won_left_x: "X wins: the other side left.",
    ttt_online_won_left_o: "O wins: the other side left.",
    ttt_online_won_x: "X wins.",
    ttt_online_won_o: "O wins.",
    ttt_online_seat_line: |p, who| format!("{}: {who}", mark(p)),
    ttt_online_paused: |p, secs| format!("{} is reconnecting — {secs} s left", mark(p)),
};
