//! English.

use super::{decimal, Catalogue};

pub static EN: Catalogue = Catalogue {
    site_title: "Fox & XO",
    document_title: "Fox & XO: two small games",
    site_tagline: "Two small games for one browser: play the computer or a friend on this device.",
    all_games: "All games",
    back_arrow: "← ",
    new_game: "New game",
    notices_label: "About this link",
    lang_switch_label: "Language",
    lang_name_en: "English",
    lang_name_pt: "Português",
    // ---- How to play ----
    ignored_lang: |value| {
        format!("Ignored lang={value}: the language must be en or pt; using the default.")
    },
    tenths: |tenths| decimal(tenths, '.'),
    // ---- How to play (templates) ----
};
