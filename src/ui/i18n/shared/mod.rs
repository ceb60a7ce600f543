//! The words every page shares: the site's frame, the language switch,
//! the landing page, one table per language ([`en`], [`pt`]).

pub mod en;
pub mod pt;

use crate::ui::i18n::lang::Lang;

impl Lang {
    /// This language's shared catalogue.
    pub fn text(self) -> &'static Catalogue {
        Catalogue::of(self)
    }
}

crate::ui::i18n::catalogue::catalogue! {
    /// The words every page shares: `Lang::text`.
    words Catalogue;
    strings {
        /// The site's name.
        site_title,
        /// The document's title (the browser tab).
        document_title,
        site_tagline,
        all_games,
        back_arrow,
        new_game,
        notices_label,
        /// What a panic leaves on the page (`ui/crash.rs`).
        crash_message,
        /// The language switch's accessible name.
        lang_switch_label,
        /// Each language's name, in that language (the switch's buttons).
        lang_name_en,
        lang_name_pt,

        // Landing.
        games_heading,
        ttt_name,
        /// Decoration on the landing card (hidden from screen readers).
        ttt_art,
        ttt_blurb,
        play,
        fd_name,
        fd_blurb,
        /// The game of the day's card: its name, decoration, and what it is.
        daily_name,
        daily_art,
        daily_blurb,

        /// The link from each game's setup to playing it online.
        online_play,
        /// The link from each game's setup to a game with anyone now.
        online_seek_play,
        /// The button and link that open How to play, and each guide's title.
        howto,
        howto_ttt_title,
        howto_fd_title,
    }
    templates {
        /// The ignored `lang=` of a link, as a whole sentence.
        ignored_lang(value: &str) -> String = [("fr")],
        /// A decimal number of tenths, e.g. `0.5` / `0,5`.
        tenths(tenths: u64) -> String = [(5), (123)],
    }
}
