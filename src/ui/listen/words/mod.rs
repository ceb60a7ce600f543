//! The screen-reader page's words: what it says of a game
//! ([`crate::ui::listen::herald`]), the answers to the board's questions,
//! the keys it listens to, and the page's own title; one table per
//! language ([`en`], [`pt`]). The board's own words (tiles, gauges, the
//! feed) are Fox & Dolphin's, which these dereference to.

pub mod en;
pub mod pt;

use crate::ui::fox_dolphin::words::FdWords;

crate::ui::i18n::catalogue! {
    /// The screen-reader page's words in one language: `ListenWords::of`.
    words ListenWords: FdWords;
    strings {
        /// The page's heading, and a line on what it is.
        listen_title,
        listen_intro,
        /// The tide's turns.
        listen_turn_floods,
        listen_turn_surfaces,
        /// The answers' fixed parts.
        listen_no_threats,
        listen_hunted,
        listen_tide_next,
        listen_eats,
        listen_no_captures,
        /// The arrow keys' steps.
        listen_step_up,
        listen_step_right,
        listen_step_down,
        listen_step_left,
        /// The keys' section: its name and the keys, listed beside the board.
        listen_keys_heading,
        listen_keys,
    }
    templates {
        /// A place as the board's edges number it, 0-based: `row 3, column 7`.
        listen_at(row: usize, col: usize) -> String = [(2, 6)],
        /// What a screen reader hears (`Said::worded`), a place as
        /// `listen_at` says it: your move…
        listen_moved(animal: &str, at: &str) -> String = [("fox", "row 3, column 7")],
        /// …the other side's move beside yours…
        listen_near(animal: &str, at: &str) -> String = [("dolphin", "row 3, column 7")],
        /// …the tide leaving one of yours in danger (`swimming`)…
        listen_danger(animal: &str, at: &str, state: &str) -> String = [("fox", "row 3, column 7", "swimming")],
        /// …tiles flooded (or raised) beside yours…
        listen_tide_near(floods: bool, count: usize) -> String = [(true, 1), (false, 3)],
        /// …the clock…
        listen_time_left(seconds: u64) -> String = [(60), (10)],
        /// …and the answers: where a side is…
        listen_where(side: &str, count: usize, list: &str) -> String = [("Foxes", 2, "row 1, column 2; row 3, column 4")],
        /// …what threatens yours, a list of `listen_item`…
        listen_threats(list: &str) -> String = [("fox at row 3, column 7, swimming")],
        /// …one animal of a list: `fox at row 3, column 7, swimming`…
        listen_item(animal: &str, at: &str, what: &str) -> String = [("fox", "row 3, column 7", "swimming")],
        /// …where the animal under the cursor can go…
        listen_reach(animal: &str, at: &str, list: &str) -> String = [("fox", "row 3, column 7", "up land; right eats")],
        listen_stuck(animal: &str, at: &str) -> String = [("dolphin", "row 3, column 7")],
        /// …or, with none of yours there, the captures in reach.
        listen_captures(list: &str) -> String = [("fox at row 3, column 7, up")],
    }
}
