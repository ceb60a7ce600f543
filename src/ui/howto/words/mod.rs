//! How to play's words: every rule, heading and caption of both guides,
//! one table per language ([`en`], [`pt`]); the titles the landing page
//! shows too stay in the shared catalogue, the dialog's own in
//! `ui/help/words`.

pub mod en;
pub mod pt;

use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// How to play's words in one language: `HowtoWords::of`.
    words HowtoWords: Catalogue;
    strings {
        /// The `<details>` at the end that lists each section's sources.
        howto_sources,
        howto_decision,
        howto_sources_note,
        howto_ttt_play,
        howto_ttt_intro,
        howto_fd_play,
        howto_fd_intro,
        // Tic-tac-toe.
        howto_ttt_board_heading,
        howto_ttt_board,
        howto_ttt_turns,
        howto_ttt_empty_cell,
        howto_ttt_win_heading,
        howto_ttt_lines,
        howto_ttt_win,
        howto_ttt_win_3_caption,
        howto_ttt_win_4_caption,
        howto_ttt_draw_heading,
        howto_ttt_draw,
        howto_ttt_draw_caption,
        howto_ttt_computer_heading,
        howto_ttt_easy,
        howto_ttt_strategy,
        howto_ttt_perfect,
        // Fox & Dolphin.
        howto_fd_board_heading,
        howto_fd_board,
        howto_fd_start,
        howto_fd_when_heading,
        howto_fd_real_time,
        howto_fd_cooldown,
        howto_fd_not_heard,
        howto_fd_moving_heading,
        howto_fd_step,
        howto_fd_eat,
        howto_fd_foxes_heading,
        howto_fd_fox_moves,
        howto_fd_fox_eats,
        howto_fd_fox_eats_caption,
        howto_fd_fox_too_far_caption,
        howto_fd_dolphins_heading,
        howto_fd_dolphin_moves,
        howto_fd_dolphin_stranded,
        howto_fd_dolphin_eats,
        howto_fd_dolphin_eats_caption,
        howto_fd_tide_heading,
        howto_fd_tide_cycle,
        howto_fd_tide_steps,
        howto_fd_tide_island,
        howto_fd_tide_animals,
        howto_fd_end_heading,
        howto_fd_end_eaten,
        howto_fd_end_leave,
        howto_fd_end_time,
        howto_fd_end_hour,
        /// Fox & Dolphin's tips for a newcomer's first games.
        howto_fd_tips_heading,
        howto_fd_tip_foxes,
        howto_fd_tip_dolphins,
    }
    templates {}
}
