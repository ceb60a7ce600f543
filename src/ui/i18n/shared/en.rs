//! The words every page shares, in English: the site's frame, the
//! language switch, the landing page.

use super::Entries;
use crate::ui::i18n::numbers::decimal;

pub const EN: Entries = Entries {
    site_title: "Fox & XO",
    document_title: "Fox & XO: two small games",
    site_tagline: "Two small games for one browser: play the computer, a friend on this device, or someone online.",
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
    ttt_blurb: "Take turns marking squares: fill a row, column or diagonal (three on 3×3, four on 4×4) to win. Play the computer at three levels, 1 (easy) to 3 (unbeatable), a friend on this device, or someone online.",
    play: "Play",
    fd_name: "Fox & Dolphin",
    fd_blurb: "Foxes on an island, dolphins in the sea, and a tide that keeps moving the shore. No turns: both sides move at once, and each eats the other's animals the tide leaves in reach. Play the computer at levels 1 (easiest) to 21, a friend on this device, or someone online.",

    daily_name: "Game of the day",
    daily_art: "☀",
    daily_blurb: "One Fox & Dolphin island a day, the same for everyone, against a level that climbs through the week. Win day after day for a streak.",
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
