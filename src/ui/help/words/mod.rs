//! The How to play dialog's own words, one table per language ([`en`],
//! [`pt`]); its button and the guides' titles are in the shared catalogue.

pub mod en;
pub mod pt;

use crate::ui::i18n::Catalogue;

crate::ui::i18n::catalogue! {
    /// The dialog's words in one language: `HelpWords::of`.
    words HelpWords: Catalogue;
    strings {
        help_back_to_game,
        /// The dialog's line while its rules are fetched.
        help_loading,
        /// The dialog's message when its rules cannot be fetched.
        help_failed,
    }
    templates {}
}
