//! Fox & Dolphin's How to play, as the dialog over the screen opens it
//! (`crate::ui::help`): its title, its rules' file, the animals' drawings
//! its pictures use.

use crate::ui::fox_dolphin::board::grid::animal_symbols;
use crate::ui::help::Guide;

/// Fox & Dolphin's How to play.
pub static FD_GUIDE: Guide = Guide {
    title: |t| t.howto_fd_title(),
    key: "fox-dolphin",
    symbols: animal_symbols,
};
