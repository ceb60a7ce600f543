//! The link's words: the sentence that says a link value was ignored, and
//! the reasons any page gives (`Ignored::worded`, beside `Reason` in
//! `ui/link.rs`, picks the key), one table per language ([`en`], [`pt`]).
//! A game's own reasons are worded by the game (`FdReason`, `TttReason`).

pub mod en;
pub mod pt;

use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// The link's words in one language: `LinkWords::of`.
    words LinkWords: Catalogue;
    strings {
        reason_unknown_setting,
        reason_unknown_game,
    }
    templates {
        /// A link value replaced by its default, as a whole sentence:
        /// `Ignored size=7: the board size must be 3 or 4; using the default.`
        ignored(key: &str, value: &str, why: &str) -> String = [("size", "7", "why")],
    }
}
