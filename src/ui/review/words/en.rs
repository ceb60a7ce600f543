//! The review page's words in English.

use super::Entries;

pub const EN: Entries = Entries {
    review_title: "What happened",
    review_intro: "The moments of your game that cost you most. Each shows the board at that moment, with the move the strongest level (21 · Expert) would have made marked: a green ring on the animal, a green dot where it goes.",
    review_none: "Nothing in this game cost you an animal or a capture: no moment to show. Try a stronger level?",
    review_moments: "The moments",
    review_moment_of: |n, of| format!("Moment {n} of {of}"),
    review_no_link: "This page reviews a game from its replay link, and this link carries none. Play a game against the computer, then choose \"What happened\" at its end.",
    review_bad_link: |why| format!("This replay link cannot be reviewed: {why} Nothing was changed."),
    review_not_against_computer: "Only a game one person played against the computer is reviewed: this one has no one to advise.",
    review_too_long: "This game is too long or its board too large to review here without freezing the page.",
    review_play_again: "Play again",
    review_watch_replay: "Watch the whole replay",
    review_board_help: "The board at the moment chosen above, as the replay shows it.",
    review_best_wait: "The strongest level would not move at this moment.",
    review_moment_fox_lost: |when, row, col| format!("{when}: the dolphins ate your fox at row {}, column {}.", row + 1, col + 1),
    review_moment_dolphin_lost: |when, row, col| format!("{when}: the foxes ate your dolphin at row {}, column {}.", row + 1, col + 1),
    review_moment_fox_missed: |when, row, col, to_row, to_col| format!("{when}: your fox at row {}, column {} could have eaten the stranded dolphin at row {}, column {}.", row + 1, col + 1, to_row + 1, to_col + 1),
    review_moment_dolphin_missed: |when, row, col, to_row, to_col| format!("{when}: your dolphin at row {}, column {} could have eaten the swimming fox at row {}, column {}.", row + 1, col + 1, to_row + 1, to_col + 1),
    review_moment_flooded: |when, row, col| format!("{when}: the tide flooded your fox's tile at row {}, column {} and left it swimming.", row + 1, col + 1),
    review_moment_stranded: |when, row, col| format!("{when}: the tide raised land under your dolphin at row {}, column {} and left it stranded.", row + 1, col + 1),
    review_best_fox: |row, col, to_row, to_col| format!("The strongest level would move your fox from row {}, column {} to row {}, column {}.", row + 1, col + 1, to_row + 1, to_col + 1),
    review_best_dolphin: |row, col, to_row, to_col| format!("The strongest level would move your dolphin from row {}, column {} to row {}, column {}.", row + 1, col + 1, to_row + 1, to_col + 1),
};
