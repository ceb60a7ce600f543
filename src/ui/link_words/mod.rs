//! The link's words: the sentence that says a link value was ignored, and
//! why each value can be refused (`Reason::worded`, beside `Reason` in
//! `ui/link.rs`, picks the key), one table per language ([`en`], [`pt`]).

pub mod en;
pub mod pt;

use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// The link's words in one language: `LinkWords::of`.
    words LinkWords: Catalogue;
    strings {
        reason_unknown_setting,
        reason_unknown_game,
        reason_ttt_opponent,
        reason_ttt_mark,
        reason_fd_seat,
    }
    templates {
        /// A link value replaced by its default, as a whole sentence:
        /// `Ignored size=7: the board size must be 3 or 4; using the default.`
        ignored(key: &str, value: &str, why: &str) -> String = [("size", "7", "why")],
        reason_ttt_size() -> String = [()],
        reason_fd_size() -> String = [()],
        reason_fd_seed() -> String = [()],
        reason_fd_cooldown() -> String = [()],
        reason_fd_tide_interval() -> String = [()],
        reason_fd_time_limit() -> String = [()],
    }
}
