//! The words every page shares, in English: the site's frame, the
//! language switch, the landing page.

use super::Entries;
use crate::ui::i18n::numbers::decimal;

pub const EN: Entries = Entries {
    site_title: "Fox & XO",
    document_title: "Fox & XO: two small games",
    site_tagline: "Two small games for one browser: play the computer or a friend on this device.",
    all_games: "All games",
    back_arrow: "← ",
    new_game: "New game",
    notices_label: "About this link",
    crash_message: "Something went wrong. Reload the page.",
    lang_switch_label: "Language",
    lang_name_en: "English",
    lang_name_pt: "Português",

    games_heading: "Choose a game",
    ttt_name: "Tic-tac-toe",
    ttt_art: "✕○",
    ttt_blurb: "Three (or four) in a row, on a 3×3 or 4×4 board. Play a friend or the computer at three levels, from easy to unbeatable.",
    play: "Play",
    fd_name: "Fox & Dolphin",
    fd_blurb: "Foxes on a shrinking island, dolphins in a rising sea. Move whenever your cooldown allows, eat what the tide leaves in reach. Play a friend or the computer, in real time.",

    online_play: "Play online",
    online_seek_play: "Play someone now",


    howto: "How to play",
    howto_ttt_title: "How to play Tic-tac-toe",
    howto_fd_title: "How to play Fox & Dolphin",
    ignored_lang: |value| {
        format!("Ignored lang={value}: the language must be en or pt; using the default.")
    },
    tenths: |tenths| decimal(tenths, '.'),
};
